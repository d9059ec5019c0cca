/**
 * Steinhaus–Johnson–Trotter order ("plain changes"): each permutation differs from the previous
 * one by exchanging two adjacent positions, the largest element sweeping back and forth.
 * Implemented as Knuth's Algorithm P (TAOCP 7.2.1.2) with counters and directions in typed
 * arrays. Cost: O(1) amortised per permutation, no allocation after the arrays.
 */
import { throwIfAborted } from "../core/errors.js";

/** The state of Algorithm P: 1-based arrays a (the permutation), c (counters), o (directions). */
export interface SjtState {
  a: Int32Array;
  c: Int32Array;
  o: Int32Array;
  /** The current permutation: a view of a[1..n]. */
  view: Int32Array;
}

/**
 * The starting state for n elements: the identity permutation 0..n-1.
 *
 * @example
 * ```ts
 * sjtStart(3).view; // Int32Array [0, 1, 2]
 * ```
 */
export function sjtStart(n: number): SjtState {
  const a = new Int32Array(n + 1);
  const c = new Int32Array(n + 1);
  const o = new Int32Array(n + 1);
  for (let j = 1; j <= n; j++) {
    a[j] = j - 1;
    o[j] = 1;
  }
  return { a, c, o, view: a.subarray(1) };
}

/**
 * One step of Algorithm P: exchanges two adjacent positions of `state.view`; returns false
 * (changing nothing) after the last permutation.
 *
 * @example
 * ```ts
 * const s = sjtStart(3);
 * sjtNext(s); // true, s.view = [0, 2, 1]
 * ```
 */
export function sjtNext(state: SjtState): boolean {
  const { a, c, o } = state;
  let j = a.length - 1;
  let s = 0;
  for (;;) {
    if (j < 1) return false;
    const q = c[j] + o[j];
    if (q < 0) {
      o[j] = -o[j];
      j--;
      continue;
    }
    if (q === j) {
      if (j === 1) return false;
      s++;
      o[j] = -o[j];
      j--;
      continue;
    }
    const x = j - c[j] + s;
    const y = j - q + s;
    const t = a[x];
    a[x] = a[y];
    a[y] = t;
    c[j] = q;
    return true;
  }
}

/**
 * Visits every permutation of 0..n-1 in Steinhaus–Johnson–Trotter order, in place on one
 * Int32Array (do not keep or modify it). Returns the number of visits, counting the one that
 * returned `false`.
 *
 * @param n - the number of values (0..n-1), 0 ≤ n ≤ 2^24
 * @param visit - called with each permutation; returning `false` stops the run
 * @param signal - stops the run with an AbortError when aborted (checked every 65,536 visits)
 *
 * @example
 * ```ts
 * sjtForEach(3, (p) => console.log(p.join(""))); // 012 021 201 210 120 102
 * ```
 */
export function sjtForEach(
  n: number,
  visit: (p: Int32Array) => unknown,
  signal?: AbortSignal,
): number {
  const state = sjtStart(n);
  let count = 0;
  for (;;) {
    count++;
    if (visit(state.view) === false) return count;
    if ((count & 0xffff) === 0) throwIfAborted(signal);
    if (!sjtNext(state)) return count;
  }
}
