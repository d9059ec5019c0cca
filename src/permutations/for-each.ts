/**
 * `forEachPermutation`: the contract's fast in-place visitor over the permutations (or
 * k-permutations) of 0..n-1, in Heap's order (default) or lexicographic order. It picks the
 * core: unrolled Heap (heap-fast.ts), unrolled lexicographic (lex-fast.ts), or their
 * k-permutation forms (heap-k.ts, lex-k.ts). Cost: O(1) per permutation for full runs.
 */
import { InputError, quoteInput } from "../core/errors.js";
import { heapForEach } from "./heap-fast.js";
import { heapKForEach } from "./heap-k.js";
import { lexForEach } from "./lex-fast.js";
import { lexKForEach } from "./lex-k.js";

/** Options of {@link forEachPermutation}. */
export interface ForEachPermutationOptions {
  /** "heap" (default): Heap's classic order, one swap per step; "lex": lexicographic order. */
  order?: "heap" | "lex";
  /** Visit k-permutations (arrangements of k of the n values) instead; default n. */
  k?: number;
  /** Cancels the run: checked about every 65,536 visits; throws AbortError. */
  signal?: AbortSignal;
}

/** Largest n accepted (the run would never end long before this anyway). */
export const MAX_PERMUTATION_SIZE = 1 << 24;

/**
 * Checks n and k and returns k (n when absent); throws InputError naming the problem.
 *
 * @example
 * ```ts
 * checkSizes(5, 2); // 2
 * checkSizes(5, 7); // throws InputError "k must be at most n (5), got 7"
 * ```
 */
export function checkSizes(n: number, k: number | undefined): number {
  if (!Number.isInteger(n) || n < 0)
    throw new InputError(`n must be a non-negative integer, got ${n}`, { value: String(n) });
  if (n > MAX_PERMUTATION_SIZE)
    throw new InputError(`n is too large: ${n} (at most ${MAX_PERMUTATION_SIZE})`);
  if (k === undefined) return n;
  if (!Number.isInteger(k) || k < 0)
    throw new InputError(`k must be a non-negative integer, got ${k}`, { value: String(k) });
  if (k > n) throw new InputError(`k must be at most n (${n}), got ${k}`, { value: String(k) });
  return k;
}

/**
 * Visits every permutation of 0..n-1 (or every k-permutation with `k`) in place: the array
 * passed to `visit` is reused and must not be kept or modified (copy it with `Array.from(p)`).
 * Stops when `visit` returns `false`. Returns how many were visited, the one that returned
 * `false` included. With `k`, `visit` sees the k chosen values (the last k positions of Heap's
 * run, or the first k in lexicographic order). Fastest when one call site always passes the
 * same visitor function.
 *
 * @param n - the number of values (0..n-1), 0 ≤ n ≤ 2^24
 * @param visit - called with each permutation (a shared Int32Array: do not keep or modify it);
 *   returning `false` stops the run
 * @param options - order (default "heap"), k and signal: see {@link ForEachPermutationOptions}
 *
 * @example
 * ```ts
 * forEachPermutation(3, (p) => console.log(p.join(" ")));
 * // 0 1 2 / 1 0 2 / 2 0 1 / 0 2 1 / 1 2 0 / 2 1 0
 * forEachPermutation(4, (p) => p[0] !== 3, { order: "lex" }); // 19: stops at 3 0 1 2
 * ```
 */
export function forEachPermutation(
  n: number,
  visit: (p: Int32Array) => unknown,
  options: ForEachPermutationOptions = {},
): number {
  const order = options.order ?? "heap";
  if (order !== "heap" && order !== "lex")
    throw new InputError(`unknown order ${quoteInput(String(order))} (heap or lex)`, {
      value: String(order),
    });
  const k = checkSizes(n, options.k);
  const signal = options.signal;
  if (k < n)
    return order === "heap" ? heapKForEach(n, k, visit, signal) : lexKForEach(n, k, visit, signal);
  return order === "heap" ? heapForEach(n, visit, signal) : lexForEach(n, visit, signal);
}
