/**
 * The fast core of Heap's algorithm behind `forEachPermutation(n, visit, { order: "heap" })`:
 * Sedgewick's iterative form (one counter per level in an Int32Array) with the four innermost
 * levels unrolled. Heap's algorithm on positions 0..3 is always the same 23 swaps, so each block
 * of 24 permutations is straight-line code that keeps the four values in locals and only stores
 * into the array; the outer levels (5..n) do one counter step and one swap per 24 visits.
 * Order: exactly the classic Heap order (see heap-recursive.ts). Cost: O(1) per permutation,
 * no allocation after the two arrays.
 */
import { throwIfAborted } from "../core/errors.js";

/** A visitor of permutations; returning `false` stops the run. */
export type PermutationVisitor = (p: Int32Array) => unknown;

/** Blocks of 24 visits between two checks of the AbortSignal (about 2^16 visits). */
const SIGNAL_BLOCKS = 2731;

/**
 * Visits every permutation of 0..n-1 in Heap's order, in place on one Int32Array (the visitor
 * must neither keep nor modify it). Returns the number of visits, counting the one that
 * returned `false`.
 *
 * @example
 * ```ts
 * heapForEach(3, (p) => console.log(p.join(" "))); // 0 1 2, 1 0 2, 2 0 1, 0 2 1, 1 2 0, 2 1 0
 * ```
 */
export function heapForEach(n: number, visit: PermutationVisitor, signal?: AbortSignal): number {
  const p = new Int32Array(n);
  for (let i = 0; i < n; i++) p[i] = i;
  if (n < 4) return heapSmall(p, n, visit);
  const c = new Int32Array(n);
  let count = 0;
  let budget = SIGNAL_BLOCKS;
  for (;;) {
    const a = p[0];
    const b = p[1];
    const c2 = p[2];
    const d = p[3];
    {
      const c = c2;
      if (visit(p) === false) return count + 1;
      p[0] = b;
      p[1] = a;
      if (visit(p) === false) return count + 2;
      p[0] = c;
      p[2] = b;
      if (visit(p) === false) return count + 3;
      p[0] = a;
      p[1] = c;
      if (visit(p) === false) return count + 4;
      p[0] = b;
      p[2] = a;
      if (visit(p) === false) return count + 5;
      p[0] = c;
      p[1] = b;
      if (visit(p) === false) return count + 6;
      p[0] = d;
      p[3] = c;
      if (visit(p) === false) return count + 7;
      p[0] = b;
      p[1] = d;
      if (visit(p) === false) return count + 8;
      p[0] = a;
      p[2] = b;
      if (visit(p) === false) return count + 9;
      p[0] = d;
      p[1] = a;
      if (visit(p) === false) return count + 10;
      p[0] = b;
      p[2] = d;
      if (visit(p) === false) return count + 11;
      p[0] = a;
      p[1] = b;
      if (visit(p) === false) return count + 12;
      p[1] = c;
      p[3] = b;
      if (visit(p) === false) return count + 13;
      p[0] = c;
      p[1] = a;
      if (visit(p) === false) return count + 14;
      p[0] = d;
      p[2] = c;
      if (visit(p) === false) return count + 15;
      p[0] = a;
      p[1] = d;
      if (visit(p) === false) return count + 16;
      p[0] = c;
      p[2] = a;
      if (visit(p) === false) return count + 17;
      p[0] = d;
      p[1] = c;
      if (visit(p) === false) return count + 18;
      p[2] = b;
      p[3] = a;
      if (visit(p) === false) return count + 19;
      p[0] = c;
      p[1] = d;
      if (visit(p) === false) return count + 20;
      p[0] = b;
      p[2] = c;
      if (visit(p) === false) return count + 21;
      p[0] = d;
      p[1] = b;
      if (visit(p) === false) return count + 22;
      p[0] = c;
      p[2] = d;
      if (visit(p) === false) return count + 23;
      p[0] = b;
      p[1] = c;
      if (visit(p) === false) return count + 24;
    }
    count += 24;
    if (signal !== undefined && --budget === 0) {
      budget = SIGNAL_BLOCKS;
      throwIfAborted(signal);
    }
    // the outer levels: Sedgewick's counters from level 4 up
    let i = 4;
    while (i < n && c[i] >= i) {
      c[i] = 0;
      i++;
    }
    if (i >= n) return count;
    const j = i & 1 ? c[i] : 0;
    const t = p[j];
    p[j] = p[i];
    p[i] = t;
    c[i]++;
  }
}

/** Heap's iterative algorithm for n < 4 (and the reference shape of the fast loop). */
function heapSmall(p: Int32Array, n: number, visit: PermutationVisitor): number {
  const c = new Int32Array(n);
  let count = 1;
  if (visit(p) === false) return 1;
  let i = 1;
  while (i < n) {
    if (c[i] < i) {
      const j = i & 1 ? c[i] : 0;
      const t = p[j];
      p[j] = p[i];
      p[i] = t;
      count++;
      if (visit(p) === false) return count;
      c[i]++;
      i = 1;
    } else {
      c[i] = 0;
      i++;
    }
  }
  return count;
}
