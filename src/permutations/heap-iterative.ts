/**
 * Heap's algorithm without recursion: an explicit stack of (low, high) pairs replaces the call
 * stack of heap-recursive.ts. A pair (low, high) stands for the call that permutes L[0..high-1]
 * and is about to start its round `low`: on popping it, the exchange that ends round low - 1 is
 * done (L[high-1] with L[low-1] for even high, with L[0] for odd high), then (low + 1, high) is
 * pushed if rounds remain, then (0, high - 1) for the inner call; a pair with high = 1 is a
 * permutation. Same order as the recursive form, exactly. Cost: O(1) amortised per step.
 */
import type { TraceEvent } from "./trace.js";

/**
 * Runs iterative Heap's algorithm on a working copy of `items`, yielding the stack before each
 * pop (`stack` events, when `withStack`), every swap and every permutation (`yield` events, on
 * the shared working array).
 *
 * @param items - the values to permute (not modified: the run works on a copy)
 * @param withStack - also yield a `stack` event (the pending (low, high) pairs) before each pop;
 *   default false
 *
 * @typeParam T - the items' type
 *
 * @example
 * ```ts
 * for (const e of heapIterativeTrace(["a", "b"], true)) console.log(e);
 * // stack [(0, 2)], stack [(1, 2), (0, 1)], yield [a, b], stack [(1, 2)], swap 0 1, ...
 * ```
 */
export function* heapIterativeTrace<T>(
  items: readonly T[],
  withStack = false,
): Generator<TraceEvent<T>, void, undefined> {
  const a = items.slice();
  const n = a.length;
  if (n === 0) {
    yield { kind: "yield", list: a };
    return;
  }
  const low: number[] = [0];
  const high: number[] = [n];
  while (low.length > 0) {
    if (withStack) {
      yield {
        kind: "stack",
        stack: low.map((l, s) => [l, high[s]] as const),
      };
    }
    const i = low.pop() as number;
    const k = high.pop() as number;
    if (k === 1) {
      yield { kind: "yield", list: a };
      continue;
    }
    if (i > 0) {
      const j = k % 2 === 0 ? i - 1 : 0;
      const t = a[j];
      a[j] = a[k - 1];
      a[k - 1] = t;
      yield { kind: "swap", i: j, j: k - 1, list: a };
    }
    if (i + 1 < k) {
      low.push(i + 1);
      high.push(k);
    }
    low.push(0);
    high.push(k - 1);
  }
}
