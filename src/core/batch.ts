/**
 * What every batch (a file of puzzles, one per line) tallies of its lines, and the contract's
 * stderr summary of a batch with bad lines. Cost: O(1).
 */

/** What a batch command tallies of its lines: bad ones, puzzle lines, the first bad line's why. */
export interface BatchTally {
  /** Number of bad lines. */
  errors: number;
  /** Number of puzzle lines read (blank and `#` lines not counted). */
  puzzles: number;
  /** The first bad line's message, `line L, column C: why`, when there is one. */
  first?: string;
}

/**
 * The stderr summary of a batch with bad lines (the contract's wording), or undefined.
 *
 * @example
 * ```ts
 * batchSummary({ errors: 1, puzzles: 3, first: "line 2, column 3: unexpected '+'" });
 * // "1 of 3 lines could not be read (first: line 2, column 3: unexpected '+')"
 * ```
 */
export function batchSummary(tally: BatchTally): string | undefined {
  if (tally.errors === 0) return undefined;
  return `${tally.errors} of ${tally.puzzles} lines could not be read (first: ${tally.first ?? "?"})`;
}
