/**
 * Lazy iterables over the same step functions as the fast visitors; nothing materialises n!
 * items. Two kinds:
 * - shared: `heapPermutations`, `lexPermutations` yield ONE array that is rearranged in place at
 *   each step (fastest; copy it with `[...p]` to keep it);
 * - copies: `permutations`, `multisetPermutations`, `sjtPermutations`, `combinations`,
 *   `kPermutationsHeap` yield a fresh array each time.
 * Cost: the step's cost (O(1) amortised) plus, for copies, O(k) for the new array.
 */
import { combinationsCheck } from "./checks.js";
import { nextCombination } from "./combinations.js";
import { heapKNext } from "./heap-k.js";
import { heapStep } from "./heap-step.js";
import { type Compare, defaultCompare } from "./lex.js";
import { nextKPrefix } from "./lex-k.js";
import { multisetIds } from "./multiset.js";
import { sjtNext, sjtStart } from "./sjt.js";

/** Iterator over Heap's order yielding one shared array, with a reused result object. */
class HeapIterator<T> implements IterableIterator<T[]> {
  private readonly a: T[];
  private readonly c: Int32Array;
  private started = false;
  private readonly result: IteratorResult<T[], undefined>;
  constructor(items: readonly T[]) {
    this.a = items.slice();
    this.c = new Int32Array(items.length);
    this.result = { value: this.a, done: false };
  }
  next(): IteratorResult<T[], undefined> {
    if (!this.started) {
      this.started = true;
      return this.result;
    }
    if (this.result.done) return this.result;
    if (!heapStep(this.a, this.c, 1)) {
      (this.result as { done: boolean; value: unknown }).done = true;
      (this.result as { value: unknown }).value = undefined;
    }
    return this.result;
  }
  [Symbol.iterator](): IterableIterator<T[]> {
    return this;
  }
}

/**
 * All permutations of `items` in Heap's classic order, lazily. Yields ONE shared array that is
 * rearranged in place (one swap per step): copy it (`[...p]`) to keep it.
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
 * @example
 * ```ts
 * for (const p of lexPermutations(["b", "a"])) console.log(p.join("")); // ba ab
 * ```
 */
export function* lexPermutations<T>(items: readonly T[]): Generator<T[], void, undefined> {
  const n = items.length;
  const p = new Int32Array(n);
  for (let i = 0; i < n; i++) p[i] = i;
  const out = items.slice();
  do {
    for (let i = 0; i < n; i++) out[i] = items[p[i]];
    yield out;
  } while (nextKPrefix(p, n, n));
}

/**
 * Every k-permutation of `items` (all permutations by default) in lexicographic order of input
 * positions, like Python's itertools.permutations. Yields a new array each time.
 *
 * @example
 * ```ts
 * [...permutations([1, 2, 3], 2)]; // [[1,2],[1,3],[2,1],[2,3],[3,1],[3,2]]
 * ```
 */
export function* permutations<T>(
  items: readonly T[],
  k: number = items.length,
): Generator<T[], void, undefined> {
  const n = items.length;
  combinationsCheck(n, k);
  const p = new Int32Array(n);
  for (let i = 0; i < n; i++) p[i] = i;
  do {
    const out = new Array<T>(k);
    for (let i = 0; i < k; i++) out[i] = items[p[i]];
    yield out;
  } while (nextKPrefix(p, n, k));
}

/**
 * Every k-permutation of `items` in cut-short Heap order (the last k positions of Heap's run,
 * jumping over each inner run). Yields a new array each time.
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
