/**
 * One set of search counters shared by every engine (search language, alphametics, exact cover,
 * Sudoku, N-queens), so that statistics read the same everywhere. Counters are plain numbers
 * (exact up to 2^53) updated in the hot loops.
 */

/** Counters kept while a search runs. */
export interface SearchCounters {
  /** Search nodes visited (choices tried). */
  nodes: number;
  /** Solutions found. */
  solutions: number;
  /** Per-statement or per-level execution counts, when profiling (index = statement/level). */
  profile?: Float64Array;
}

/**
 * Fresh counters, optionally with a profile of `profileSize` entries.
 *
 * @param profileSize - the number of profile entries (statements or levels), 0 for no profile;
 *   default 0
 *
 * @example
 * ```ts
 * const c = createCounters(19);
 * c.profile![0]++;
 * ```
 */
export function createCounters(profileSize = 0): SearchCounters {
  const counters: SearchCounters = { nodes: 0, solutions: 0 };
  if (profileSize > 0) counters.profile = new Float64Array(profileSize);
  return counters;
}

/**
 * Adds `from` into `into` (used to combine the counters of sub-searches run in parallel).
 *
 * @param into - the counters to add to (changed in place and returned)
 * @param from - the counters to add (not changed); a profile is added entry by entry
 *
 * @example
 * ```ts
 * const total = createCounters();
 * addCounters(total, { nodes: 5, solutions: 1 });
 * ```
 */
export function addCounters(into: SearchCounters, from: SearchCounters): SearchCounters {
  into.nodes += from.nodes;
  into.solutions += from.solutions;
  if (from.profile) {
    if (!into.profile) into.profile = new Float64Array(from.profile.length);
    for (let i = 0; i < from.profile.length; i++) into.profile[i] += from.profile[i];
  }
  return into;
}
