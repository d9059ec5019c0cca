/**
 * Lexicographic rank and unrank of permutations, exact with BigInt for any n. The rank is read
 * in the factorial number system: digit i is how many later values are smaller than p[i]
 * (counted with a Fenwick tree), and the digits are combined by Horner's rule,
 * r = r·(n-i) + d_i. Multisets are ranked among their distinct orderings. Cost: O(n log n)
 * operations on small numbers plus O(n) multiplications of the growing BigInt.
 */
import { InputError } from "../core/errors.js";
import { factorial } from "./count.js";
import { checkSizes } from "./for-each.js";
import { type Item, itemCompare } from "./items.js";
import { type Compare, defaultCompare } from "./lex.js";

/** Fenwick tree over 0..n-1 holding counts. */
class Fenwick {
  private readonly t: Int32Array;
  constructor(private readonly n: number) {
    this.t = new Int32Array(n + 1);
  }
  add(i: number, v: number): void {
    for (let x = i + 1; x <= this.n; x += x & -x) this.t[x] += v;
  }
  /** Sum of entries 0..i-1. */
  prefix(i: number): number {
    let s = 0;
    for (let x = i; x > 0; x -= x & -x) s += this.t[x];
    return s;
  }
  /** Smallest index whose prefix sum (inclusive) exceeds `k`: the k-th (0-based) present index. */
  select(k: number): number {
    let pos = 0;
    let step = 1;
    while (step * 2 <= this.n) step *= 2;
    for (; step > 0; step >>= 1) {
      const next = pos + step;
      if (next <= this.n && this.t[next] <= k) {
        pos = next;
        k -= this.t[next];
      }
    }
    return pos;
  }
}

/** True when `p` holds each of 0..n-1 once (then the Fenwick rank applies directly). */
function isIdentitySet(p: ArrayLike<Item>): boolean {
  const n = p.length;
  const seen = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const v = p[i];
    if (typeof v !== "number" || !Number.isInteger(v) || v < 0 || v >= n || seen[v]) return false;
    seen[v] = 1;
  }
  return true;
}

/**
 * The lexicographic rank (from 0) of an arrangement, as `permuta perm rank` computes it: any
 * items (numbers, BigInts or strings), compared as numbers when all are integers (integer text
 * included) and as text otherwise; repeated items are ranked among the distinct orderings
 * (see {@link rankMultiset}). A permutation of 0..n-1 takes a fast path (a Fenwick tree).
 *
 * @param p - the arrangement: numbers, BigInts or strings, repeats allowed
 *
 * @example
 * ```ts
 * rankPermutation([0, 1, 2]);       // 0n
 * rankPermutation([2, 1, 0]);       // 5n
 * rankPermutation([30, 10, 20]);    // 4n, as `permuta perm rank 30 10 20`
 * rankPermutation(["c", "a", "b"]); // 4n
 * rankPermutation(["9", "10"]);     // 0n: integer text compares as numbers
 * ```
 */
export function rankPermutation(p: ArrayLike<Item>): bigint {
  if (!isIdentitySet(p)) {
    const items = Array.from(p);
    return rankMultiset(items, itemCompare(items));
  }
  const n = p.length;
  const fw = new Fenwick(n);
  for (let i = 0; i < n; i++) fw.add(p[i] as number, 1);
  let r = 0n;
  for (let i = 0; i < n; i++) {
    const v = p[i] as number;
    const d = fw.prefix(v); // unused values smaller than v
    fw.add(v, -1);
    r = r * BigInt(n - i) + BigInt(d);
  }
  return r;
}

/** A number for a message: its first 40 digits and its length when it is longer. */
function shortNumber(text: string): string {
  return text.length <= 40 ? text : `${text.slice(0, 40)}… (${text.length} digits)`;
}

/**
 * The permutation of 0..n-1 with the given lexicographic rank (from 0); throws InputError when
 * the rank is not below n!.
 *
 * @param n - the number of values (0..n-1), a non-negative integer
 * @param rank - the rank, 0 ≤ rank < n!
 *
 * @example
 * ```ts
 * unrankPermutation(3, 5n); // [2, 1, 0]
 * unrankPermutation(25, 10n ** 24n).length; // 25
 * ```
 */
export function unrankPermutation(n: number, rank: bigint | number): number[] {
  checkSizes(n, undefined);
  let r: bigint;
  if (typeof rank === "bigint") r = rank;
  else if (typeof rank === "number" && Number.isSafeInteger(rank)) r = BigInt(rank);
  else
    throw new InputError(
      `rank must be an integer (a safe integer or a BigInt), got ${String(rank).slice(0, 40)}`,
    );
  if (r < 0n) throw new InputError(`rank must be non-negative, got ${r}`);
  // digits from the least significant: d_{n-1} in base 1, d_{n-2} in base 2, ...
  const digits = new Int32Array(n);
  for (let i = n - 1, base = 1; i >= 0; i--, base++) {
    if (r === 0n) break;
    const b = BigInt(base);
    digits[i] = Number(r % b);
    r /= b;
  }
  if (r !== 0n)
    throw new InputError(
      `rank must be below ${n}! = ${factorial(n)}, got ${shortNumber(String(rank))}`,
    );
  const fw = new Fenwick(n);
  for (let v = 0; v < n; v++) fw.add(v, 1);
  const out = new Array<number>(n);
  for (let i = 0; i < n; i++) {
    const v = fw.select(digits[i]);
    out[i] = v;
    fw.add(v, -1);
  }
  return out;
}

/**
 * The lexicographic rank (from 0) of an arrangement of a multiset among its distinct orderings
 * (for distinct items this is the ordinary permutation rank). Items are ordered by `compare`.
 *
 * @param items - the arrangement of the multiset (not modified)
 * @param compare - the order of the items, which also decides which are equal; default {@link
 *   defaultCompare}
 *
 * @typeParam T - the items' type
 *
 * @example
 * ```ts
 * rankMultiset(["a", "b", "a"]); // 1n: aab, aba, baa
 * rankMultiset([3, 1, 2]);       // 4n
 * ```
 */
export function rankMultiset<T>(items: readonly T[], compare: Compare<T> = defaultCompare): bigint {
  const n = items.length;
  // value ids in sorted order
  const sorted = items.slice().sort(compare);
  const distinct: T[] = [];
  for (const x of sorted)
    if (distinct.length === 0 || compare(distinct[distinct.length - 1], x) !== 0) distinct.push(x);
  const id = (x: T): number => {
    let lo = 0;
    let hi = distinct.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (compare(distinct[mid], x) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const ids = items.map(id);
  const counts = new Int32Array(distinct.length);
  for (const v of ids) counts[v]++;
  const fw = new Fenwick(distinct.length);
  for (let v = 0; v < distinct.length; v++) fw.add(v, counts[v]);
  // M = number of distinct orderings of what remains; each step adds
  // M · (remaining items smaller than x) / remaining, then M ← M · count(x) / remaining.
  let M = 1n;
  {
    let total = 0;
    for (let v = 0; v < distinct.length; v++) {
      for (let c = 1; c <= counts[v]; c++) {
        total++;
        M = (M * BigInt(total)) / BigInt(c);
      }
    }
  }
  let r = 0n;
  for (let i = 0; i < n; i++) {
    const x = ids[i];
    const rem = BigInt(n - i);
    const smaller = fw.prefix(x);
    if (smaller > 0) r += (M * BigInt(smaller)) / rem;
    M = (M * BigInt(counts[x])) / rem;
    counts[x]--;
    fw.add(x, -1);
  }
  return r;
}
