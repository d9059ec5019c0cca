/**
 * Permutations of a multiset without duplicates: the items are replaced by the ranks of their
 * distinct values (sorted), and lexicographic next-permutation on those ids — which steps over
 * equal neighbours by construction — lists each distinct ordering once, in lexicographic order
 * by value. With k, the k-prefix form (lex-k.ts) lists distinct k-arrangements. Cost: O(n)
 * worst case, O(1) amortised per arrangement, plus the copy that is yielded.
 */
import { type Compare, defaultCompare } from "./lex.js";

/**
 * Sorts the items and numbers their distinct values: `values[ids[i]]` is the i-th smallest item.
 *
 * @example
 * ```ts
 * multisetIds(["b", "a", "b"]); // { values: ["a", "b"], ids: Int32Array [0, 1, 1] }
 * ```
 */
export function multisetIds<T>(
  items: readonly T[],
  compare: Compare<T> = defaultCompare,
): { values: T[]; ids: Int32Array } {
  const sorted = items.slice().sort(compare);
  const values: T[] = [];
  const ids = new Int32Array(sorted.length);
  for (let i = 0; i < sorted.length; i++) {
    if (values.length === 0 || compare(values[values.length - 1], sorted[i]) !== 0)
      values.push(sorted[i]);
    ids[i] = values.length - 1;
  }
  return { values, ids };
}
