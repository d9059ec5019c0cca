/**
 * Exact counts as BigInt, any size: n! and n!/(n-k)! by binary splitting of the product
 * (balanced multiplications, much faster than a running product for large n), and the number
 * of distinct orderings of a multiset, n! / (m1! m2! …). Cost: about M(size of result) log n.
 */
import { InputError } from "../core/errors.js";
import { checkSizes } from "./for-each.js";

/** Product of the integers lo..hi (1 when lo > hi), by binary splitting. */
function rangeProduct(lo: number, hi: number): bigint {
  if (lo > hi) return 1n;
  if (hi - lo < 16) {
    let r = 1n;
    let small = 1;
    for (let i = lo; i <= hi; i++) {
      if (small * i > Number.MAX_SAFE_INTEGER) {
        r *= BigInt(small);
        small = 1;
      }
      small *= i;
    }
    return r * BigInt(small);
  }
  const mid = Math.floor((lo + hi) / 2);
  return rangeProduct(lo, mid) * rangeProduct(mid + 1, hi);
}

/**
 * n! as a BigInt.
 *
 * @param n - a non-negative integer ≤ 2^24
 *
 * @example
 * ```ts
 * factorial(20); // 2432902008176640000n
 * ```
 */
export function factorial(n: number): bigint {
  checkSizes(n, undefined);
  return rangeProduct(2, n);
}

/**
 * The number of k-permutations of n items, n!/(n-k)! (n! without k), as a BigInt.
 *
 * @param n - the number of items, a non-negative integer ≤ 2^24
 * @param k - how many are arranged, 0 ≤ k ≤ n; default n (all of them: n!)
 *
 * @example
 * ```ts
 * countPermutations(10);    // 3628800n
 * countPermutations(10, 3); // 720n
 * ```
 */
export function countPermutations(n: number, k?: number): bigint {
  const kk = checkSizes(n, k);
  return rangeProduct(n - kk + 1, n);
}

/**
 * The number of distinct orderings of a multiset given by its items (compared with `===` after
 * `key`) or directly by its multiplicities: n! / (m1! m2! …).
 *
 * @param items - the multiset's items (equal items counted together), or `{ multiplicities }`: how
 *   many times each distinct item occurs (non-negative integers)
 *
 * @typeParam T - the items' type
 *
 * @example
 * ```ts
 * countMultisetPermutations(["M", "I", "S", "S", "I", "S", "S", "I", "P", "P", "I"]); // 34650n
 * countMultisetPermutations({ multiplicities: [2, 1] }); // 3n
 * ```
 */
export function countMultisetPermutations<T>(
  items: readonly T[] | { multiplicities: readonly number[] },
): bigint {
  let mult: number[];
  if (Array.isArray(items)) {
    const counts = new Map<T, number>();
    for (const x of items as readonly T[]) counts.set(x, (counts.get(x) ?? 0) + 1);
    mult = [...counts.values()];
  } else {
    mult = [...(items as { multiplicities: readonly number[] }).multiplicities];
  }
  let n = 0;
  for (const m of mult) {
    if (!Number.isInteger(m) || m < 0)
      throw new InputError(`multiplicities must be non-negative integers, got ${m}`);
    n += m;
  }
  checkSizes(n, undefined);
  // n!/(m1! m2! ...) = product over groups of C(running total, m_i), each exact
  let result = 1n;
  let total = 0;
  for (const m of mult) {
    total += m;
    result *= rangeProduct(total - m + 1, total) / rangeProduct(2, m);
  }
  return result;
}
