/**
 * Lexicographic next and previous permutation in place (Narayana Pandita's method), wrapping
 * around: the last permutation's next is the first and the first's previous is the last. Correct
 * with repeated elements: it steps through the distinct orderings of a multiset. Works on arrays
 * and typed arrays, with an optional comparator. Cost: O(n) worst case, O(1) amortised.
 */

/**
 * An array-like that can be written: arrays and typed arrays.
 *
 * @typeParam T - the elements' type
 */
export type MutableArrayLike<T> = {
  [index: number]: T;
  /** The number of elements. */
  length: number;
};

/**
 * A comparator: negative when a < b, 0 when equal, positive when a > b.
 *
 * @param a - the first value
 * @param b - the second value
 * @typeParam T - the type of the values compared
 */
export type Compare<T> = (a: T, b: T) => number;

/**
 * The default order: numbers numerically, everything else by `<` (strings by code unit).
 *
 * @param a - the first value
 * @param b - the second value
 *
 * @typeParam T - the type of the values compared
 *
 * @example
 * ```ts
 * defaultCompare(2, 10); // -8 (negative)
 * ```
 */
export function defaultCompare<T>(a: T, b: T): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  return a < b ? -1 : a > b ? 1 : 0;
}

function reverse<T>(a: MutableArrayLike<T>, l: number, r: number): void {
  for (; l < r; l++, r--) {
    const t = a[l];
    a[l] = a[r];
    a[r] = t;
  }
}

/**
 * Rearranges `a` into the next permutation in lexicographic order. Returns `true`, or `false`
 * when `a` was the last one, in which case it wraps around to the first (sorted ascending).
 *
 * @param a - the array (or typed array) to rearrange in place; repeated values are allowed (each
 *   distinct ordering once)
 * @param compare - the order of the values; default {@link defaultCompare}
 *
 * @typeParam T - the elements' type
 *
 * @example
 * ```ts
 * const a = [1, 2, 2, 3];
 * nextPermutation(a); // true, a = [1, 2, 3, 2]
 * const b = ["c", "b", "a"];
 * nextPermutation(b); // false, b = ["a", "b", "c"]
 * ```
 */
export function nextPermutation<T>(
  a: MutableArrayLike<T>,
  compare: Compare<T> = defaultCompare,
): boolean {
  const n = a.length;
  let i = n - 2;
  while (i >= 0 && compare(a[i], a[i + 1]) >= 0) i--;
  if (i < 0) {
    reverse(a, 0, n - 1);
    return false;
  }
  let j = n - 1;
  while (compare(a[j], a[i]) <= 0) j--;
  const t = a[i];
  a[i] = a[j];
  a[j] = t;
  reverse(a, i + 1, n - 1);
  return true;
}

/**
 * Rearranges `a` into the previous permutation in lexicographic order. Returns `true`, or
 * `false` when `a` was the first one, in which case it wraps around to the last (descending).
 *
 * @param a - the array (or typed array) to rearrange in place; repeated values are allowed
 * @param compare - the order of the values; default {@link defaultCompare}
 *
 * @typeParam T - the elements' type
 *
 * @example
 * ```ts
 * const a = [1, 3, 2, 2];
 * prevPermutation(a); // true, a = [1, 2, 3, 2]
 * ```
 */
export function prevPermutation<T>(
  a: MutableArrayLike<T>,
  compare: Compare<T> = defaultCompare,
): boolean {
  const n = a.length;
  let i = n - 2;
  while (i >= 0 && compare(a[i], a[i + 1]) <= 0) i--;
  if (i < 0) {
    reverse(a, 0, n - 1);
    return false;
  }
  let j = n - 1;
  while (compare(a[j], a[i]) >= 0) j--;
  const t = a[i];
  a[i] = a[j];
  a[j] = t;
  reverse(a, i + 1, n - 1);
  return true;
}
