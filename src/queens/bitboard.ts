/**
 * N-queens by bitboards: a row's free squares are `all & ~(cols | left | right)`, the lowest one
 * is `free & -free`, and the diagonals shift by one square per row. This file has the plain
 * counting loops (every completion of a placement); symmetry.ts counts whole boards with them.
 * Work is about the number of partial placements, which grows roughly like n!/3^n; n <= 32
 * (one int32 per row).
 */
import { InputError } from "../core/errors.js";

/** Largest board the bitboards handle. */
export const MAX_QUEENS = 32;

/** The mask of a row's n squares (as an int32; n = 32 gives -1). */
export function rowMask(n: number): number {
  return (2 ** n - 1) | 0;
}

/** Throws InputError unless n is an integer from 1 to 32. */
export function checkQueensSize(n: number): void {
  if (!Number.isInteger(n) || n < 1 || n > MAX_QUEENS)
    throw new InputError(`n must be an integer from 1 to ${MAX_QUEENS}, got ${n}`, {
      value: String(n),
    });
}

/**
 * The completions below a placement that is not yet complete. Three rows per call (the loops
 * for the next two rows are written out), which saves two calls in three; the nodes visited
 * are those of the plain recursion.
 */
function completions(all: number, cols: number, left: number, right: number): number {
  let free = all & ~(cols | left | right);
  let count = 0;
  while (free !== 0) {
    const bit = free & -free;
    free ^= bit;
    const c1 = cols | bit;
    if (c1 === all) {
      count++;
      continue;
    }
    const l1 = (left | bit) << 1;
    const r1 = (right | bit) >>> 1;
    let free1 = all & ~(c1 | l1 | r1);
    while (free1 !== 0) {
      const b1 = free1 & -free1;
      free1 ^= b1;
      const c2 = c1 | b1;
      if (c2 === all) {
        count++;
        continue;
      }
      const l2 = (l1 | b1) << 1;
      const r2 = (r1 | b1) >>> 1;
      let free2 = all & ~(c2 | l2 | r2);
      while (free2 !== 0) {
        const b2 = free2 & -free2;
        free2 ^= b2;
        const c3 = c2 | b2;
        if (c3 === all) count++;
        // masked: a diagonal shifted past bit 30 would not fit a small integer across the call
        else count += completions(all, c3, ((l2 | b2) << 1) & all, (r2 | b2) >>> 1);
      }
    }
  }
  return count;
}

/**
 * The number of ways to complete a partial placement: `cols`, `left`, `right` are the squares
 * attacked in the next row by the queens placed so far (columns, and the two diagonals).
 *
 * @example
 * ```ts
 * countQueenCompletions(rowMask(8), 0, 0, 0); // 92
 * ```
 */
export function countQueenCompletions(
  all: number,
  cols: number,
  left: number,
  right: number,
): number {
  return cols === all ? 1 : completions(all, cols, left, right);
}
