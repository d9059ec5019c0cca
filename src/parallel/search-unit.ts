/**
 * Search-language programs as units: the first Choose's pool positions split the tree into one
 * part per position (the engines' `firstChoose` option), plus a "prefix" unit with an empty range
 * that measures what every part repeats (the statements before the first Choose). Combining:
 * solutions in part order, the repeated leading Prints kept once; counters and profile summed,
 * minus the prefix counted once per extra part. The result is the single run's, exactly.
 * Cost: one compilation per worker and program, then the search itself.
 */
import { createCounters, type SearchCounters } from "../core/counters.js";
import { InputError } from "../core/errors.js";
import type { CheckedProgram } from "../search/checker.js";
import { firstChooseSize } from "../search/engine.js";
import {
  loadProgram,
  type ProfileEntry,
  profileEntries,
  runSearch,
  type SearchResult,
  type SearchSolution,
} from "../search/run.js";
import { sliceRanges, type WorkUnit } from "./unit.js";

/** Parts a search is cut into at most (besides the prefix part). */
export const MAX_SEARCH_PARTS = 1024;

/** A part of a search: the program text and the first Choose's pool positions `from..to-1`. */
export interface SearchUnit {
  program: string;
  from: number;
  to: number;
  interpret?: boolean;
  profile?: boolean;
}

/** What a part found: printed lines, node and solution counts, the statement counts. */
export interface SearchUnitResult {
  texts: string[];
  nodes: number;
  solutions: number;
  profile: number[] | null;
}

const programs = new Map<string, CheckedProgram>();

/**
 * Runs one part of a search (in a worker). With `emit`, each printed line goes there as it is
 * found (and `texts` stays empty): the pool streams them in chunks.
 *
 * @example
 * ```ts
 * runSearchUnit({ program: "Values 1..3\nChoose a\nPrint a", from: 1, to: 2 }).texts; // ["2"]
 * ```
 */
export function runSearchUnit(unit: SearchUnit, emit?: (text: string) => void): SearchUnitResult {
  // a unit may come from a queue: its program must be text (parsed and checked here), never a tree
  if (typeof unit?.program !== "string")
    throw new InputError("search unit: the program must be program text");
  if (!Number.isSafeInteger(unit.from) || !Number.isSafeInteger(unit.to))
    throw new InputError("search unit: from and to must be integers");
  let checked = programs.get(unit.program);
  if (!checked) {
    if (programs.size > 16) programs.clear();
    checked = loadProgram(unit.program);
    programs.set(unit.program, checked);
  }
  const size = firstChooseSize(checked);
  if (
    !(
      Number.isInteger(unit.from) &&
      Number.isInteger(unit.to) &&
      0 <= unit.from &&
      unit.from <= unit.to &&
      unit.to <= size
    )
  )
    throw new InputError(
      `invalid search unit: positions ${unit.from}..${unit.to} are not within the pool (0..${size})`,
    );
  const result = runSearch(checked, {
    interpret: unit.interpret,
    profile: unit.profile,
    firstChoose: { from: unit.from, to: unit.to },
    collect: emit === undefined,
    onSolution: emit && ((solution) => emit(solution.text)),
  });
  return {
    texts: result.solutions.map((s) => s.text),
    nodes: result.counters.nodes,
    solutions: result.counters.solutions,
    profile: result.counters.profile ? Array.from(result.counters.profile) : null,
  };
}

/**
 * Splits a program into units: the prefix unit, then one unit per position of the first
 * Choose's pool, or per range of positions past {@link MAX_SEARCH_PARTS} (a single unit when the
 * program has no Choose).
 *
 * @example
 * ```ts
 * searchUnits("Values 1..3\nChoose a\nPrint a").length; // 4 (prefix + 3 parts)
 * ```
 */
export function searchUnits(
  program: string,
  options: { interpret?: boolean; profile?: boolean } = {},
): WorkUnit<SearchUnit>[] {
  const checked = loadProgram(program);
  const base = { program, interpret: options.interpret, profile: options.profile };
  const unit = (from: number, to: number): WorkUnit<SearchUnit> => ({
    engine: "search",
    payload: { ...base, from, to },
  });
  const size = firstChooseSize(checked);
  if (!checked.program.statements.some((s) => s.kind === "choose")) return [unit(0, size)];
  // one part per value of the first Choose, or per range of values when there are more than
  // MAX_SEARCH_PARTS of them (a million values must not make a million units)
  const units = [unit(0, 0)];
  for (const [from, to] of sliceRanges(size, Math.ceil(size / MAX_SEARCH_PARTS)))
    units.push(unit(from, to));
  return units;
}

/**
 * Combines the results of {@link searchUnits}' units into the single run's result.
 *
 * @example
 * ```ts
 * const units = searchUnits(text);
 * const result = combineSearchResults(text, await runUnits(units, { workers: 2 }) as SearchUnitResult[]);
 * ```
 */
export function combineSearchResults(
  program: string,
  results: readonly SearchUnitResult[],
): SearchResult {
  const checked = loadProgram(program);
  const prefix = results.length > 1 ? results[0] : undefined;
  const parts = results.length > 1 ? results.slice(1) : results.slice();
  const texts: string[] = [];
  parts.forEach((part, i) => {
    const skip = prefix && i > 0 ? prefix.texts.length : 0;
    for (let k = skip; k < part.texts.length; k++) texts.push(part.texts[k]);
  });
  const { counters, profile } = combineSearchCounters(checked, prefix, parts);
  const solutions: SearchSolution[] = texts.map((text) => ({ text, values: {}, line: 0 }));
  return { solutions, complete: true, counters, profile };
}

/**
 * The counters and profile of a split run from its parts' results: each part repeats what the
 * prefix part (the statements before the first Choose, run once on its own) counted, so that is
 * taken away once per extra part.
 *
 * @example
 * ```ts
 * const { counters, profile } = combineSearchCounters(loadProgram(text), results[0], results.slice(1));
 * ```
 */
export function combineSearchCounters(
  checked: CheckedProgram,
  prefix: SearchUnitResult | undefined,
  parts: readonly SearchUnitResult[],
): { counters: SearchCounters; profile: ProfileEntry[] } {
  const extra = prefix ? parts.length - 1 : 0;
  const sum = (pick: (r: SearchUnitResult) => number) =>
    parts.reduce((a, r) => a + pick(r), 0) - (prefix ? extra * pick(prefix) : 0);
  const counters = createCounters(parts[0]?.profile ? parts[0].profile.length : 0);
  counters.nodes = sum((r) => r.nodes);
  counters.solutions = sum((r) => r.solutions);
  if (counters.profile) {
    for (let i = 0; i < counters.profile.length; i++)
      counters.profile[i] = sum((r) => (r.profile as number[])[i]);
  }
  const profile =
    counters.profile && checked.program.statements.length > 0
      ? profileEntries(checked, counters.profile)
      : [];
  return { counters, profile };
}
