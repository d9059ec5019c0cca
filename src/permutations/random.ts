/**
 * Random permutations by Fisher–Yates (Durstenfeld's in-place shuffle) and random
 * k-permutations by stopping the shuffle after k draws. Reproducible with a seed through
 * `createRandom` (src/core/random.ts). Cost: O(n) for a shuffle, O(k) draws (O(n) memory) for
 * a k-permutation.
 */
import { InputError } from "../core/errors.js";
import { createRandom, type Random } from "../core/random.js";
import { checkSizes } from "./for-each.js";
import type { MutableArrayLike } from "./lex.js";

/** A random generator or a seed for one. */
export type RandomSource = Random | number | string | bigint;

function toRandom(source: RandomSource | undefined): Random {
  if (source === undefined) return createRandom();
  if (typeof source === "object") return source;
  return createRandom(source);
}

/**
 * Shuffles `a` in place uniformly (Fisher–Yates) and returns it.
 *
 * @param a - the array (or typed array) to shuffle in place
 * @param random - a generator from {@link createRandom} or a seed (number, string or BigInt) for
 *   one; default a seed from the clock, different each run
 *
 * @typeParam A - the array's type (returned as it is)
 *
 * @example
 * ```ts
 * shuffle([1, 2, 3, 4], createRandom(7)); // the same order for seed 7, every time
 * ```
 */
export function shuffle<A extends MutableArrayLike<unknown>>(a: A, random?: RandomSource): A {
  const rng = toRandom(random);
  for (let i = a.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const t = a[i];
    a[i] = a[j];
    a[j] = t;
  }
  return a;
}

/**
 * A uniformly random k-permutation of 0..n-1 (a full permutation by default).
 *
 * @param n - the number of values (0..n-1), 0 ≤ n ≤ 2^24
 * @param options - `k`, how many values are drawn (0 ≤ k ≤ n, default n); `random`, a generator or
 *   a seed (default a fresh seed each run)
 *
 * @example
 * ```ts
 * randomPermutation(5, { random: 42 });        // e.g. [3, 0, 4, 1, 2], fixed for seed 42
 * randomPermutation(10, { k: 3, random: 42 }); // three distinct values of 0..9
 * ```
 */
export function randomPermutation(
  n: number,
  options: { k?: number; random?: RandomSource } = {},
): number[] {
  const k = checkSizes(n, options.k);
  const rng = toRandom(options.random);
  const p = new Int32Array(n);
  for (let i = 0; i < n; i++) p[i] = i;
  // the first k steps of a forward Fisher–Yates: position i gets a uniform choice of the rest
  for (let i = 0; i < k; i++) {
    const j = i + rng.int(n - i);
    const t = p[i];
    p[i] = p[j];
    p[j] = t;
  }
  return Array.from(p.subarray(0, k));
}

/**
 * A uniformly random arrangement of `items` (k of them with `k`), as a new array.
 *
 * @param items - the values to arrange (not modified)
 * @param options - `k`, how many items are drawn (0 ≤ k ≤ items.length, default all); `random`, a
 *   generator or a seed (default a fresh seed each run)
 *
 * @typeParam T - the items' type
 *
 * @example
 * ```ts
 * randomArrangement(["a", "b", "c"], { random: "seed" }); // same seed, same arrangement
 * ```
 */
export function randomArrangement<T>(
  items: readonly T[],
  options: { k?: number; random?: RandomSource } = {},
): T[] {
  if (options.k !== undefined && options.k > items.length)
    throw new InputError(
      `k must be at most the number of items (${items.length}), got ${options.k}`,
    );
  return randomPermutation(items.length, options).map((i) => items[i]);
}
