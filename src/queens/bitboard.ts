/**
 * N-queens by bitboards: a row's free squares are `all & ~(cols | left | right)`, the lowest one
 * is `free & -free`, and the diagonals shift by one square per row. Counting halves the work by
 * mirror symmetry (first queen in the left half, counted twice; for odd n, the middle first queen
 * with the second one in the left half, also twice). Work is about the number of partial
 * placements, which grows roughly like n!/3^n; n <= 32 (one int32 per row).
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
  if (cols === all) return 1;
  let free = all & ~(cols | left | right);
  let count = 0;
  while (free !== 0) {
    const bit = free & -free;
    free ^= bit;
    count += countQueenCompletions(all, cols | bit, (left | bit) << 1, (right | bit) >>> 1);
  }
  return count;
}

/**
 * The number of solutions of the n-queens problem (OEIS A000170), with mirror-symmetry halving.
 *
 * @example
 * ```ts
 * countQueens(8); // 92
 * ```
 */
export function countQueens(n: number): number {
  checkQueensSize(n);
  if (n === 1) return 1;
  const all = rowMask(n);
  const half = n >> 1;
  let total = 0;
  for (let c = 0; c < half; c++) {
    const bit = 1 << c;
    total += 2 * countQueenCompletions(all, bit, bit << 1, bit >>> 1);
  }
  if (n & 1) {
    const bit = 1 << half;
    const cols = bit;
    const left = bit << 1;
    const right = bit >>> 1;
    let free = all & ~(cols | left | right) & (bit - 1);
    while (free !== 0) {
      const b = free & -free;
      free ^= b;
      total += 2 * countQueenCompletions(all, cols | b, (left | b) << 1, (right | b) >>> 1);
    }
  }
  return total;
}
