/**
 * k-permutations of 0..n-1 in lexicographic order: the first k positions are the chosen ones and
 * the rest, kept ascending, is the pool. Reversing the pool makes it descending, and then one
 * ordinary next-permutation step moves to the next k-prefix. Cost: O(n) per k-permutation.
 */
import { throwIfAborted } from "../core/errors.js";

/**
 * Visits every k-permutation of 0..n-1 in lexicographic order. The visitor gets a view of the
 * first k positions of one shared Int32Array (do not keep or modify it). Returns the number of
 * visits, counting the one that returned `false`.
 *
 * @param n - the number of values (0..n-1), 0 ≤ n ≤ 2^24
 * @param k - how many are arranged, 0 ≤ k ≤ n
 * @param visit - called with each k-permutation (a view of the first k positions); returning
 *   `false` stops the run
 * @param signal - stops the run with an AbortError when aborted (checked every 65,536 visits)
 *
 * @example
 * ```ts
 * lexKForEach(3, 2, (p) => console.log(p.join(" "))); // 0 1, 0 2, 1 0, 1 2, 2 0, 2 1
 * ```
 */
export function lexKForEach(
  n: number,
  k: number,
  visit: (p: Int32Array) => unknown,
  signal?: AbortSignal,
): number {
  const p = new Int32Array(n);
  for (let i = 0; i < n; i++) p[i] = i;
  const view = p.subarray(0, k);
  let count = 0;
  for (;;) {
    count++;
    if (visit(view) === false) return count;
    if ((count & 0xffff) === 0) throwIfAborted(signal);
    if (!nextKPrefix(p, n, k)) return count;
  }
}

/**
 * Advances `p` (first k chosen, the rest ascending) to the next k-permutation in lexicographic
 * order; returns false (and leaves `p` sorted ascending) after the last one. Works with repeated
 * values too.
 *
 * @example
 * ```ts
 * const p = Int32Array.of(0, 2, 1);
 * nextKPrefix(p, 3, 2); // true, p = [1, 0, 2]
 * ```
 */
export function nextKPrefix(p: Int32Array, n: number, k: number): boolean {
  if (k < n) {
    for (let l = k, r = n - 1; l < r; l++, r--) {
      const t = p[l];
      p[l] = p[r];
      p[r] = t;
    }
  }
  let i = n - 2;
  while (i >= 0 && p[i] >= p[i + 1]) i--;
  if (i < 0) {
    p.reverse();
    return false;
  }
  const x = p[i];
  let j = n - 1;
  while (p[j] <= x) j--;
  p[i] = p[j];
  p[j] = x;
  for (let l = i + 1, r = n - 1; l < r; l++, r--) {
    const t = p[l];
    p[l] = p[r];
    p[r] = t;
  }
  return true;
}
