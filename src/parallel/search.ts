/**
 * Search-language programs run in parallel: split into units (search-unit.ts), run where the
 * options say, combined into the single run's result. On the local pool and through Redis the
 * printed lines stream back in chunks as the units find them and are handed to `onSolution` in the single run's order,
 * with back-pressure: a few chunks per unit are held at a time, however many solutions there are.
 * Cost: the search, plus one compilation per worker.
 */
import {
  loadProgram,
  type RunSearchAsyncOptions,
  runSearchAsync,
  type SearchResult,
  type SearchSolution,
} from "../search/run.js";
import { isParallel, openUnitStream, type ParallelOptions } from "./run.js";
import { combineSearchCounters, type SearchUnitResult, searchUnits } from "./search-unit.js";

/**
 * Runs a program like `runSearchAsync`, split into parts on threads or Redis workers; the same
 * solutions (in the same order), counters and profile. `onSolution` is called for each solution
 * in order as the parts find them (awaited: back-pressure; the `values` of these solutions are
 * not carried back: only `text`). With a `limit`, the program runs here, in one part, so that
 * counters stay exact.
 *
 * @param program - the program text
 * @param options - the options of {@link runSearchAsync} and where to run (`workers`, `redis`,
 *   `pool`), progress and ledger: see {@link ParallelOptions}
 *
 * @example
 * ```ts
 * const result = await runSearchParallel(text, { workers: 2, profile: true });
 * ```
 */
export async function runSearchParallel(
  program: string,
  options: RunSearchAsyncOptions & ParallelOptions = {},
): Promise<SearchResult> {
  if (options.limit !== undefined || !isParallel(options)) return runSearchAsync(program, options);
  const checked = loadProgram(program);
  const units = searchUnits(program, options);
  const collect = options.collect ?? true;
  const solutions: SearchSolution[] = [];
  // the prefix unit (first of several) measures what every part repeats: its leading Prints
  const hasPrefix = units.length > 1;
  let prefixTexts = 0;
  const seen = new Array<number>(units.length).fill(0);
  const parts: SearchUnitResult[] = [];
  let prefix: SearchUnitResult | undefined;
  let prefixKnown = false;
  const take = async (texts: readonly unknown[], index: number) => {
    // the prefix unit's lines all came before any later unit's (whose result, through Redis
    // in groups, may come after later units' lines)
    if (hasPrefix && index > 0 && !prefixKnown) {
      prefixTexts = seen[0];
      prefixKnown = true;
    }
    for (const text of texts) {
      const k = seen[index]++;
      if (hasPrefix && index === 0) continue; // counted, printed by the first part
      if (hasPrefix && index > 1 && k < prefixTexts) continue; // repeated leading Prints
      const solution: SearchSolution = { text: text as string, values: {}, line: 0 };
      if (collect) solutions.push(solution);
      const pending = options.onSolution?.(solution);
      if (pending instanceof Promise) await pending;
    }
  };
  const stream = await openUnitStream(
    options,
    async (value, index) => {
      const result = value as SearchUnitResult;
      await take(result.texts, index); // the texts of units that did not stream them
      if (hasPrefix && index === 0) {
        prefix = result;
        prefixTexts = seen[0];
      } else parts.push(result);
    },
    units.length,
    take,
  );
  for (const unit of units) await stream.push(unit);
  await stream.finish();
  const { counters, profile } = combineSearchCounters(checked, prefix, parts);
  return { solutions, complete: true, counters, profile };
}
