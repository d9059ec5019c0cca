/**
 * k-combinations of 0..n-1 in lexicographic order (each as k increasing indices): the rightmost
 * index that can still grow grows by one and the ones after it follow it. Cost: O(1) amortised
 * per combination when k ≤ n/2, O(k) worst case.
 */
import { throwIfAborted } from "../core/errors.js";
import { checkSizes } from "./for-each.js";

/**
 * Advances the increasing indices `c` (length k, values below n) to the next combination in
 * lexicographic order; returns false after the last one.
 *
 * @param c - the current combination, k strictly increasing values in 0..n-1, advanced in place
 * @param n - the number of items chosen from (values run over 0..n-1)
 *
 * @example
 * ```ts
 * const c = Int32Array.of(0, 3);
 * nextCombination(c, 4); // true, c = [1, 2]
 * ```
 */
export function nextCombination(c: Int32Array, n: number): boolean {
  const k = c.length;
  let i = k - 1;
  while (i >= 0 && c[i] === n - k + i) i--;
  if (i < 0) return false;
  let v = c[i] + 1;
  for (; i < k; i++, v++) c[i] = v;
  return true;
}

/**
 * Visits every k-combination of 0..n-1 (increasing indices) in lexicographic order on one
 * shared Int32Array (do not keep or modify it). Returns the number of visits, counting the one
 * that returned `false`.
 *
 * @param n - the number of items, 0 ≤ n ≤ 2^24
 * @param k - the size of each combination, 0 ≤ k ≤ n
 * @param visit - called with each combination (a shared Int32Array of length k, increasing values);
 *   returning `false` stops the run
 * @param options - `signal`, an AbortSignal that stops the run with an AbortError (checked every
 *   few thousand visits)
 *
 * @example
 * ```ts
 * forEachCombination(4, 2, (c) => console.log(c.join(""))); // 01 02 03 12 13 23
 * ```
 */
export function forEachCombination(
  n: number,
  k: number,
  visit: (c: Int32Array) => unknown,
  options: { signal?: AbortSignal } = {},
): number {
  checkSizes(n, k);
  const c = new Int32Array(k);
  for (let i = 0; i < k; i++) c[i] = i;
  let count = 0;
  for (;;) {
    count++;
    if (visit(c) === false) return count;
    if ((count & 0xffff) === 0) throwIfAborted(options.signal);
    if (!nextCombination(c, n)) return count;
  }
}

/**
 * The number of k-combinations of n items, C(n, k), as a BigInt.
 *
 * @param n - the number of items, a non-negative integer ≤ 2^24
 * @param k - the size of each combination; 0 when k > n
 *
 * @example
 * ```ts
 * countCombinations(52, 5); // 2598960n
 * ```
 */
export function countCombinations(n: number, k: number): bigint {
  checkSizes(n, k);
  const kk = Math.min(k, n - k);
  let r = 1n;
  for (let i = 1; i <= kk; i++) r = (r * BigInt(n - kk + i)) / BigInt(i);
  return r;
}
