/**
 * N-queens as exact cover: rows and columns are primary items (in Knuth's organ-pipe order, middle
 * first, which helps the MRV choice), the two families of diagonals secondary items. Option
 * `r*n + c` puts a queen on row r, column c. n^2 options of 4 items.
 */
import { InputError } from "../../core/errors.js";
import type { ExactCoverProblem } from "../problem.js";

function organPipe(n: number): number[] {
  const order: number[] = [];
  for (let k = 0; k < n; k++) {
    const half = k >> 1;
    order.push(k & 1 ? (n >> 1) + half + (n & 1) : ((n - 1) >> 1) - half);
  }
  return order;
}

/**
 * The exact cover problem of placing n queens (n = 8 has 92 solutions).
 *
 * @param n - the board size, a positive integer
 *
 * @example
 * ```ts
 * countExactCovers(queensProblem(8)); // 92
 * ```
 */
export function queensProblem(n: number): ExactCoverProblem {
  if (!Number.isInteger(n) || n < 1 || n > 64)
    throw new InputError(`n must be an integer from 1 to 64, got ${n}`);
  const order = organPipe(n);
  const primary: string[] = [];
  for (const k of order) primary.push(`r${k + 1}`, `c${k + 1}`);
  const position = new Map<string, number>(primary.map((name, i) => [name, i]));
  const secondary: string[] = [];
  for (let k = 0; k < 2 * n - 1; k++) secondary.push(`a${k}`);
  for (let k = 0; k < 2 * n - 1; k++) secondary.push(`b${k}`);
  const p = primary.length;
  const options = [];
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++)
      options.push({
        items: [
          position.get(`r${r + 1}`)!,
          position.get(`c${c + 1}`)!,
          p + r + c,
          p + 2 * n - 1 + r - c + n - 1,
        ],
      });
  return { primary, secondary, options };
}

/**
 * The queens of a solution of {@link queensProblem}: the column (1-based) in each row.
 *
 * @param n - the board size the problem was built with
 * @param solution - a solution of {@link queensProblem}(n) (option indices)
 *
 * @example
 * ```ts
 * queensColumns(4, firstExactCover(queensProblem(4))!); // [2, 4, 1, 3] or [3, 1, 4, 2]
 * ```
 */
export function queensColumns(n: number, solution: readonly number[]): number[] {
  const columns = new Array<number>(n).fill(0);
  for (const o of solution) columns[Math.floor(o / n)] = (o % n) + 1;
  return columns;
}
