/**
 * k-permutations by cutting Heap's algorithm short. In Heap's algorithm on n elements the last
 * k positions are fixed by the outer levels while the inner call permutes the first m = n - k
 * positions; every inner call starts from a different choice of the last k positions. So we visit
 * once per inner call and, instead of running it, jump straight to the state it would leave,
 * which is known in closed form ({@link heapFinalState}). Cost: O(m) per k-permutation.
 */
import { throwIfAborted } from "../core/errors.js";
import { heapStep } from "./heap-step.js";

/**
 * Where Heap's algorithm (the classic recursive form) on positions 0..m-1 leaves each element:
 * result[i] is the starting position of the element that ends at i. m odd: first and last
 * swapped; m even ≥ 4: m-3, m-2, 1, 2, …, m-4, m-1, 0 (for 0..5: 3 4 1 2 5 0); m = 2: 1 0.
 *
 * @param m - the number of positions, m ≥ 0
 *
 * @example
 * ```ts
 * heapFinalState(6); // [3, 4, 1, 2, 5, 0]
 * heapFinalState(5); // [4, 1, 2, 3, 0]
 * ```
 */
export function heapFinalState(m: number): number[] {
  const f = Array.from({ length: m }, (_, i) => i);
  if (m < 2) return f;
  if (m === 2) return [1, 0];
  if (m % 2 === 1) {
    f[0] = m - 1;
    f[m - 1] = 0;
    return f;
  }
  const out = [m - 3, m - 2];
  for (let i = 1; i <= m - 4; i++) out.push(i);
  out.push(m - 1, 0);
  return out;
}

/**
 * Applies the final state of Heap's algorithm on positions 0..m-1 of `a` in place, using `tmp`
 * (length ≥ m) as scratch: afterwards `a` is exactly what a full run on those positions leaves.
 *
 * @example
 * ```ts
 * const a = [0, 1, 2, 3, 4, 5];
 * applyHeapFinalState(a, 6, new Array(6)); // a is now [3, 4, 1, 2, 5, 0]
 * ```
 */
export function applyHeapFinalState<T>(
  a: { [i: number]: T; length: number },
  m: number,
  tmp: { [i: number]: T },
): void {
  if (m < 2) return;
  if (m % 2 === 1 || m === 2) {
    const t = a[0];
    a[0] = a[m - 1];
    a[m - 1] = t;
    return;
  }
  // new[0] = old[m-3], new[1] = old[m-2], new[i] = old[i-1] for 2 ≤ i ≤ m-3,
  // new[m-2] = old[m-1], new[m-1] = old[0]
  for (let i = 0; i < m; i++) tmp[i] = a[i];
  a[0] = tmp[m - 3];
  a[1] = tmp[m - 2];
  for (let i = 2; i <= m - 3; i++) a[i] = tmp[i - 1];
  a[m - 2] = tmp[m - 1];
  a[m - 1] = tmp[0];
}

/**
 * One step of cut-short Heap's algorithm on `p` (n = p.length, m = n - k inner positions):
 * jumps over the inner run, then advances Sedgewick's counters `c` (all 0 at the start) for the
 * outer levels. Returns false after the last k-permutation. With m ≤ 1 this is one step of the
 * ordinary iterative Heap's algorithm. `tmp` is scratch of length ≥ m.
 *
 * @example
 * ```ts
 * const p = Int32Array.of(0, 1, 2), c = new Int32Array(3), tmp = new Int32Array(3);
 * heapKNext(p, c, 0, tmp); // true, p = [1, 0, 2]
 * ```
 */
export function heapKNext(p: Int32Array, c: Int32Array, m: number, tmp: Int32Array): boolean {
  applyHeapFinalState(p, m, tmp);
  return heapStep(p, c, m > 1 ? m : 1);
}

/**
 * Visits every k-permutation of 0..n-1 in cut-short Heap order. The visitor gets a view of the
 * last k positions of one shared Int32Array (do not keep or modify it). Returns the number of
 * visits, counting the one that returned `false`.
 *
 * @param n - the number of values (0..n-1), 0 ≤ n ≤ 2^24
 * @param k - how many are arranged, 0 ≤ k ≤ n
 * @param visit - called with each k-permutation (a view of the last k positions); returning `false`
 *   stops the run
 * @param signal - stops the run with an AbortError when aborted (checked every 65,536 visits)
 *
 * @example
 * ```ts
 * heapKForEach(3, 2, (p) => console.log(p.join(" "))); // 1 2, 0 2, 0 1, 2 1, 2 0, 1 0
 * ```
 */
export function heapKForEach(
  n: number,
  k: number,
  visit: (p: Int32Array) => unknown,
  signal?: AbortSignal,
): number {
  const p = new Int32Array(n);
  for (let i = 0; i < n; i++) p[i] = i;
  const view = p.subarray(n - k);
  const m = n - k;
  const tmp = new Int32Array(Math.max(m, 1));
  const c = new Int32Array(n);
  let count = 0;
  for (;;) {
    count++;
    if (visit(view) === false) return count;
    if ((count & 0xffff) === 0) throwIfAborted(signal);
    if (!heapKNext(p, c, m, tmp)) return count;
  }
}
