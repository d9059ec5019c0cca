/**
 * The naive recursive method (educational): fill position d with each item not used yet, in
 * input order, and recurse. Yields permutations (or k-permutations) in lexicographic order of
 * input positions. Cost: O(n) per step for the scan of unused items, recursion depth k.
 */

/**
 * Yields every k-permutation of `items` (all of them by default) on one shared array, which is
 * overwritten by the next step: copy it to keep it.
 *
 * @param items - the values to arrange, taken as distinct by position (not modified)
 * @param k - how many are arranged, 0 ≤ k ≤ items.length; default all of them
 *
 * @typeParam T - the items' type
 *
 * @example
 * ```ts
 * for (const p of naivePermutations(["a", "b", "c"], 2)) console.log(p.join(""));
 * // ab ac ba bc ca cb
 * ```
 */
export function* naivePermutations<T>(
  items: readonly T[],
  k: number = items.length,
): Generator<readonly T[], void, undefined> {
  const n = items.length;
  const used = new Uint8Array(n);
  const out = new Array<T>(k);
  function* fill(d: number): Generator<readonly T[], void, undefined> {
    if (d === k) {
      yield out;
      return;
    }
    for (let i = 0; i < n; i++) {
      if (used[i]) continue;
      used[i] = 1;
      out[d] = items[i];
      yield* fill(d + 1);
      used[i] = 0;
    }
  }
  yield* fill(0);
}
