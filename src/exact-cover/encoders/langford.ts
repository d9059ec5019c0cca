/**
 * Langford pairs as exact cover: place two copies of each k in 1..n in a row of 2n slots so that
 * the copies of k have k numbers between them. Items: the numbers and the slots (all primary);
 * one option per placement. With `reduceSymmetry`, the pair of 1s is kept in the left half,
 * which counts each solution once instead of once with its reversal.
 */
import { InputError } from "../../core/errors.js";
import type { ExactCoverProblem } from "../problem.js";

/**
 * Langford pairs of order n (n = 7: 52 solutions, 26 up to reversal).
 *
 * @param n - the order, a positive integer (solutions exist when n mod 4 is 0 or 3)
 * @param options - `reduceSymmetry` (default false): keep one of each pair of mirror-image
 *   solutions
 *
 * @example
 * ```ts
 * countExactCovers(langfordProblem(7)); // 52
 * countExactCovers(langfordProblem(7, { reduceSymmetry: true })); // 26
 * ```
 */
export function langfordProblem(
  n: number,
  options: { reduceSymmetry?: boolean } = {},
): ExactCoverProblem {
  if (!Number.isInteger(n) || n < 1 || n > 64)
    throw new InputError(`n must be an integer from 1 to 64, got ${n}`);
  const primary: string[] = [];
  for (let k = 1; k <= n; k++) primary.push(String(k));
  for (let s = 0; s < 2 * n; s++) primary.push(`s${s}`);
  const list = [];
  for (let k = 1; k <= n; k++) {
    for (let i = 0; i + k + 1 < 2 * n; i++) {
      // reversal maps the 1s at (i, i+2) to (2n-3-i, 2n-1-i); keep i < 2n-3-i
      if (options.reduceSymmetry && k === 1 && 2 * i >= 2 * n - 3) continue;
      list.push({ items: [k - 1, n + i, n + i + k + 1], name: `${k} s${i} s${i + k + 1}` });
    }
  }
  return { primary, secondary: [], options: list };
}

/**
 * The sequence of a solution of {@link langfordProblem}.
 *
 * @param problem - the problem the solution came from
 * @param solution - a solution of `problem` (option indices)
 *
 * @example
 * ```ts
 * langfordSequence(langfordProblem(3), firstExactCover(langfordProblem(3))!); // [3, 1, 2, 1, 3, 2] or its reverse
 * ```
 */
export function langfordSequence(
  problem: ExactCoverProblem,
  solution: readonly number[],
): number[] {
  const n = problem.primary.length / 3;
  const row = new Array<number>(2 * n).fill(0);
  for (const o of solution) {
    const [k, a, b] = problem.options[o].items;
    row[a - n] = k + 1;
    row[b - n] = k + 1;
  }
  return row;
}
