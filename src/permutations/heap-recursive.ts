/**
 * Heap's algorithm, the classic recursive form (Sedgewick 1977): to permute L[0..k-1], for
 * i = 0..k-1 permute L[0..k-2], then (except after the last round) exchange L[k-1] with L[i] when
 * k is even, with L[0] when k is odd. For [0, 1, 2, 3] the order begins 0123, 1023, 2013, 0213,
 * 1203, 2103, 3102, 1302 and ends 1230. A generator of trace events, so the same code serves
 * listing (take the "yield" events) and tracing. With k < n, the inner run on the first n - k
 * positions is replaced by a jump to its known final state (heap-k.ts).
 * Cost: O(1) amortised per step, recursion depth n.
 */
import { applyHeapFinalState } from "./heap-k.js";
import type { TraceEvent } from "./trace.js";

/**
 * Runs recursive Heap's algorithm on a working copy of `items`, yielding every swap and every
 * permutation (`yield` events, on the shared working array). With `k`, yields k-permutations as
 * the last k positions, jumping over inner runs.
 *
 * @param items - the values to permute (not modified: the run works on a copy)
 * @param k - how many are arranged, 0 ≤ k ≤ items.length; default all of them (then no `jump`
 *   events)
 *
 * @typeParam T - the items' type
 *
 * @example
 * ```ts
 * for (const e of heapRecursiveTrace([0, 1, 2])) if (e.kind === "yield") console.log(e.list.join(""));
 * // 012 102 201 021 120 210
 * ```
 */
export function* heapRecursiveTrace<T>(
  items: readonly T[],
  k: number = items.length,
): Generator<TraceEvent<T>, void, undefined> {
  const a = items.slice();
  const n = a.length;
  const m = n - k;
  const tmp = new Array<T>(n);
  function* generate(size: number): Generator<TraceEvent<T>, void, undefined> {
    if (size <= m || size <= 1) {
      yield { kind: "yield", list: a };
      if (m > 1 && size === m) {
        applyHeapFinalState(a, m, tmp);
        yield { kind: "jump", m, list: a };
      }
      return;
    }
    for (let i = 0; i < size; i++) {
      yield* generate(size - 1);
      if (i < size - 1) {
        const j = size % 2 === 0 ? i : 0;
        const t = a[j];
        a[j] = a[size - 1];
        a[size - 1] = t;
        yield { kind: "swap", i: j, j: size - 1, list: a };
      }
    }
  }
  yield* generate(n);
}
