/**
 * Lazy iterables over the same step functions as the fast visitors; nothing materialises n!
 * items. Two kinds:
 * - shared: `heapPermutations`, `lexPermutations` yield ONE array that is rearranged in place at
 *   each step (fastest; copy it with `[...p]` to keep it);
 * - copies: `permutations`, `multisetPermutations`, `sjtPermutations`, `combinations`,
 *   `kPermutationsHeap` yield a fresh array each time.
 * Cost: the step's cost (O(1) amortised) plus, for copies, O(k) for the new array. The two
 * hottest (Heap's shared, lexicographic) are small iterator classes with a reused result object
 * rather than generators: a generator's resume costs more than the step itself.
 */
import { combinationsCheck } from "./checks.js";
import { nextCombination } from "./combinations.js";
import { heapKNext } from "./heap-k.js";
import { type Compare, defaultCompare } from "./lex.js";
import { nextKPrefix } from "./lex-k.js";
import { multisetIds } from "./multiset.js";
import { sjtNext, sjtStart } from "./sjt.js";

/** Result object reused by the iterators below (for-of reads it at once). */
type Result<T> = { done: boolean; value: T };

/**
 * Iterator over Heap's order yielding one shared array. The step is heap-step.ts's, kept inline
 * here with the level index in a field, so one `next()` is a few array operations.
 */
class HeapIterator<T> implements IterableIterator<T[]> {
  private readonly a: T[];
  private readonly c: Int32Array;
  private i = 0;
  private readonly result: Result<T[]>;
  constructor(items: readonly T[]) {
    this.a = items.slice();
    this.c = new Int32Array(items.length);
    this.result = { done: false, value: this.a };
  }
  next(): IteratorResult<T[], undefined> {
    const result = this.result;
    let i = this.i;
    if (i === 0) {
      this.i = 1;
      return result as IteratorResult<T[], undefined>;
    }
    const a = this.a;
    const c = this.c;
    const n = a.length;
    while (i < n && c[i] >= i) {
      c[i] = 0;
      i++;
    }
    if (i >= n) {
      this.i = n;
      result.done = true;
      return { done: true, value: undefined };
    }
    const j = i & 1 ? c[i] : 0;
    const t = a[j];
    a[j] = a[i];
    a[i] = t;
    c[i]++;
    this.i = 1;
    return result as IteratorResult<T[], undefined>;
  }
  [Symbol.iterator](): IterableIterator<T[]> {
    return this;
  }
}

/**
 * Iterator over k-permutations in lexicographic order of positions: lex-k.ts's step on the
 * index array `p`, mirrored on the item array `w`, which is yielded itself (shared) or as a
 * `slice` (copies).
 */
class LexIterator<T> implements IterableIterator<T[]> {
  private readonly p: Int32Array;
  private readonly w: T[];
  private started = false;
  private finished = false;
  private readonly result: Result<T[]>;
  constructor(
    items: readonly T[],
    private readonly k: number,
    private readonly copy: boolean,
  ) {
    const n = items.length;
    this.p = new Int32Array(n);
    for (let i = 0; i < n; i++) this.p[i] = i;
    this.w = items.slice();
    this.result = { done: false, value: this.w };
  }
  next(): IteratorResult<T[], undefined> {
    if (this.finished) return { done: true, value: undefined };
    if (this.started && !this.step()) {
      this.finished = true;
      return { done: true, value: undefined };
    }
    this.started = true;
    const result = this.result;
    if (this.copy)
      result.value = this.k === this.w.length ? this.w.slice() : this.w.slice(0, this.k);
    return result as IteratorResult<T[], undefined>;
  }
  private step(): boolean {
    const p = this.p;
    const w = this.w;
    const n = p.length;
    const k = this.k;
    if (k < n) {
      for (let l = k, r = n - 1; l < r; l++, r--) {
        const t = p[l];
        p[l] = p[r];
        p[r] = t;
        const u = w[l];
        w[l] = w[r];
        w[r] = u;
      }
    }
    let i = n - 2;
    while (i >= 0 && p[i] >= p[i + 1]) i--;
    if (i < 0) return false;
    const x = p[i];
    let j = n - 1;
    while (p[j] <= x) j--;
    p[i] = p[j];
    p[j] = x;
    const u = w[i];
    w[i] = w[j];
    w[j] = u;
    for (let l = i + 1, r = n - 1; l < r; l++, r--) {
      const t = p[l];
      p[l] = p[r];
      p[r] = t;
      const v = w[l];
      w[l] = w[r];
      w[r] = v;
    }
    return true;
  }
  [Symbol.iterator](): IterableIterator<T[]> {
    return this;
  }
}

/**
 * All permutations of `items` in Heap's classic order, lazily. Yields ONE shared array that is
 * rearranged in place (one swap per step): copy it (`[...p]`) to keep it.
 *
 * @param items - the values to permute (not modified: the run works on a copy)
 *
 * @typeParam T - the items' type
 *
 * @example
 * ```ts
 * for (const p of heapPermutations(["a", "b", "c"])) console.log(p.join(""));
 * // abc bac cab acb bca cba
 * ```
 */
export function heapPermutations<T>(items: readonly T[]): IterableIterator<T[]> {
  return new HeapIterator(items);
}

/**
 * All permutations of `items` in lexicographic order of input positions, lazily. Yields ONE
 * shared array, rewritten at each step: copy it to keep it.
 *
 * @param items - the values to permute, taken as distinct by position (not modified)
 *
 * @typeParam T - the items' type
 *
 * @example
 * ```ts
 * for (const p of lexPermutations(["b", "a"])) console.log(p.join("")); // ba ab
 * ```
 */
export function lexPermutations<T>(items: readonly T[]): IterableIterator<T[]> {
  return new LexIterator(items, items.length, false);
}

/**
 * Every k-permutation of `items` (all permutations by default) in lexicographic order of input
 * positions, like Python's itertools.permutations. Yields a new array each time.
 *
 * @param items - the values to arrange, taken as distinct by position (not modified)
 * @param k - how many are arranged, 0 ≤ k ≤ items.length; default all of them
 *
 * @typeParam T - the items' type
 *
 * @example
 * ```ts
 * [...permutations([1, 2, 3], 2)]; // [[1,2],[1,3],[2,1],[2,3],[3,1],[3,2]]
 * ```
 */
export function permutations<T>(
  items: readonly T[],
  k: number = items.length,
): IterableIterator<T[]> {
  combinationsCheck(items.length, k);
  return new LexIterator(items, k, true);
}

/**
 * Every k-permutation of `items` in cut-short Heap order (the last k positions of Heap's run,
 * jumping over each inner run). Yields a new array each time.
 *
 * @param items - the values to arrange, taken as distinct by position (not modified)
 * @param k - how many are arranged, 0 ≤ k ≤ items.length; default all of them
 *
 * @typeParam T - the items' type
 *
 * @example
 * ```ts
 * [...kPermutationsHeap(["a", "b", "c"], 2)].map((p) => p.join("")); // bc ac ab cb ca ba
 * ```
 */
export function* kPermutationsHeap<T>(
  items: readonly T[],
  k: number = items.length,
): Generator<T[], void, undefined> {
  const n = items.length;
  combinationsCheck(n, k);
  const m = n - k;
  const p = new Int32Array(n);
  for (let i = 0; i < n; i++) p[i] = i;
  const c = new Int32Array(n);
  const tmp = new Int32Array(Math.max(m, 1));
  do {
    const out = new Array<T>(k);
    for (let i = 0; i < k; i++) out[i] = items[p[m + i]];
    yield out;
  } while (heapKNext(p, c, m, tmp));
}

/**
 * The distinct arrangements of a multiset (k of its items with `k`), in lexicographic order by
 * value (`compare`, default numbers numerically, strings by code unit). Yields new arrays.
 *
 * @param items - the multiset's items (equal ones, by `compare`, are not told apart); not modified
 * @param options - `k`, how many are arranged (default all of them); `compare`, the order of the
 *   items (default {@link defaultCompare}), which also decides which items are equal
 *
 * @typeParam T - the items' type
 *
 * @example
 * ```ts
 * [...multisetPermutations(["a", "b", "a"])].map((p) => p.join("")); // aab aba baa
 * ```
 */
export function* multisetPermutations<T>(
  items: readonly T[],
  options: { k?: number; compare?: Compare<T> } = {},
): Generator<T[], void, undefined> {
  const n = items.length;
  const k = options.k ?? n;
  combinationsCheck(n, k);
  const { values, ids } = multisetIds(items, options.compare ?? defaultCompare);
  do {
    const out = new Array<T>(k);
    for (let i = 0; i < k; i++) out[i] = values[ids[i]];
    yield out;
  } while (nextKPrefix(ids, n, k));
}

/**
 * All permutations of `items` in Steinhaus–Johnson–Trotter order (each differs from the one
 * before by exchanging two neighbours). Yields new arrays.
 *
 * @param items - the values to permute, taken as distinct by position (not modified)
 *
 * @typeParam T - the items' type
 *
 * @example
 * ```ts
 * [...sjtPermutations([1, 2, 3])]; // 123 132 312 321 231 213, as arrays
 * ```
 */
export function* sjtPermutations<T>(items: readonly T[]): Generator<T[], void, undefined> {
  const n = items.length;
  const state = sjtStart(n);
  const v = state.view;
  do {
    const out = new Array<T>(n);
    for (let i = 0; i < n; i++) out[i] = items[v[i]];
    yield out;
  } while (sjtNext(state));
}

/**
 * Every k-combination of `items` in lexicographic order of positions (items keep their input
 * order inside each combination). Yields new arrays.
 *
 * @param items - the values to choose from, taken as distinct by position (not modified)
 * @param k - the size of each combination; none when k > items.length
 *
 * @typeParam T - the items' type
 *
 * @example
 * ```ts
 * [...combinations(["a", "b", "c"], 2)]; // [["a","b"],["a","c"],["b","c"]]
 * ```
 */
export function* combinations<T>(items: readonly T[], k: number): Generator<T[], void, undefined> {
  const n = items.length;
  combinationsCheck(n, k);
  const c = new Int32Array(k);
  for (let i = 0; i < k; i++) c[i] = i;
  do {
    const out = new Array<T>(k);
    for (let i = 0; i < k; i++) out[i] = items[c[i]];
    yield out;
  } while (nextCombination(c, n));
}
