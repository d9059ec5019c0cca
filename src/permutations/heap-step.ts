/**
 * One step of Heap's algorithm in Sedgewick's iterative form: counters c[i] (all 0 at the
 * start) stand for the loop variables of the recursive form. The step finds the lowest level
 * i ≥ from whose counter can still grow, resetting the exhausted ones, and makes that level's
 * exchange: L[i] with L[c[i]] when i is odd, with L[0] when i is even. Cost: O(1) amortised.
 */
import type { MutableArrayLike } from "./lex.js";

/**
 * Advances `a` to the next permutation in Heap's order (levels from `from` up; 1 for the full
 * algorithm). Returns false, changing nothing, after the last permutation.
 *
 * @example
 * ```ts
 * const a = [0, 1, 2], c = new Int32Array(3);
 * heapStep(a, c, 1); // true, a = [1, 0, 2]
 * heapStep(a, c, 1); // true, a = [2, 0, 1]
 * ```
 */
export function heapStep<T>(a: MutableArrayLike<T>, c: Int32Array, from: number): boolean {
  const n = a.length;
  let i = from;
  while (i < n && c[i] >= i) {
    c[i] = 0;
    i++;
  }
  if (i >= n) return false;
  const j = i & 1 ? c[i] : 0;
  const t = a[j];
  a[j] = a[i];
  a[i] = t;
  c[i]++;
  return true;
}
