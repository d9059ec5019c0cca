/**
 * Search-language programs run in parallel: split into units (search-unit.ts), run where the
 * options say, combined into the single run's result. Cost: the search, plus one compilation
 * per worker.
 */
import { type RunSearchAsyncOptions, runSearchAsync, type SearchResult } from "../search/run.js";
import { isParallel, type ParallelOptions, runUnits } from "./run.js";
import { combineSearchResults, type SearchUnitResult, searchUnits } from "./search-unit.js";

/**
 * Runs a program like `runSearchAsync`, split into parts on threads or Redis workers; the same
 * solutions (in the same order), counters and profile. `onSolution` is called for each solution
 * in order once all parts are done (the `values` of these solutions are not carried back: only
 * `text`). With a `limit`, the program runs here, in one part, so that counters stay exact.
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
  const units = searchUnits(program, options);
  const results = (await runUnits(units, options)) as SearchUnitResult[];
  const result = combineSearchResults(program, results);
  for (const solution of result.solutions) {
    const pending = options.onSolution?.(solution);
    if (pending instanceof Promise) await pending;
  }
  if (options.collect === false) result.solutions = [];
  return result;
}
