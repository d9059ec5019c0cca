/**
 * The fast core of lexicographic order behind `forEachPermutation(n, visit, { order: "lex" })`:
 * the standard next-permutation step on an Int32Array, with the last four positions unrolled.
 * When the last four values are in ascending order a < b < c < d, the next 24 permutations only
 * rearrange them, in a fixed pattern, so each block is straight-line code storing locals; one
 * general next-permutation step on the prefix follows every 24 visits.
 * Cost: O(1) amortised per permutation, no allocation after the array.
 */
import { throwIfAborted } from "../core/errors.js";
import type { PermutationVisitor } from "./heap-fast.js";

const SIGNAL_BLOCKS = 2731;

/**
 * Visits every permutation of 0..n-1 in lexicographic order, in place on one Int32Array (the
 * visitor must neither keep nor modify it). Returns the number of visits, counting the one that
 * returned `false`.
 *
 * @example
 * ```ts
 * lexForEach(3, (p) => console.log(p.join(" "))); // 0 1 2, 0 2 1, 1 0 2, 1 2 0, 2 0 1, 2 1 0
 * ```
 */
export function lexForEach(n: number, visit: PermutationVisitor, signal?: AbortSignal): number {
  const p = new Int32Array(n);
  for (let i = 0; i < n; i++) p[i] = i;
  if (n < 4) return lexSmall(p, n, visit);
  const q0 = n - 4;
  const q1 = n - 3;
  const q2 = n - 2;
  const q3 = n - 1;
  let count = 0;
  let budget = SIGNAL_BLOCKS;
  for (;;) {
    // the tail is ascending here
    const a = p[q0];
    const b = p[q1];
    const c = p[q2];
    const d = p[q3];
    if (visit(p) === false) return count + 1;
    p[q2] = d;
    p[q3] = c;
    if (visit(p) === false) return count + 2;
    p[q1] = c;
    p[q2] = b;
    p[q3] = d;
    if (visit(p) === false) return count + 3;
    p[q2] = d;
    p[q3] = b;
    if (visit(p) === false) return count + 4;
    p[q1] = d;
    p[q2] = b;
    p[q3] = c;
    if (visit(p) === false) return count + 5;
    p[q2] = c;
    p[q3] = b;
    if (visit(p) === false) return count + 6;
    p[q0] = b;
    p[q1] = a;
    p[q3] = d;
    if (visit(p) === false) return count + 7;
    p[q2] = d;
    p[q3] = c;
    if (visit(p) === false) return count + 8;
    p[q1] = c;
    p[q2] = a;
    p[q3] = d;
    if (visit(p) === false) return count + 9;
    p[q2] = d;
    p[q3] = a;
    if (visit(p) === false) return count + 10;
    p[q1] = d;
    p[q2] = a;
    p[q3] = c;
    if (visit(p) === false) return count + 11;
    p[q2] = c;
    p[q3] = a;
    if (visit(p) === false) return count + 12;
    p[q0] = c;
    p[q1] = a;
    p[q2] = b;
    p[q3] = d;
    if (visit(p) === false) return count + 13;
    p[q2] = d;
    p[q3] = b;
    if (visit(p) === false) return count + 14;
    p[q1] = b;
    p[q2] = a;
    p[q3] = d;
    if (visit(p) === false) return count + 15;
    p[q2] = d;
    p[q3] = a;
    if (visit(p) === false) return count + 16;
    p[q1] = d;
    p[q2] = a;
    p[q3] = b;
    if (visit(p) === false) return count + 17;
    p[q2] = b;
    p[q3] = a;
    if (visit(p) === false) return count + 18;
    p[q0] = d;
    p[q1] = a;
    p[q3] = c;
    if (visit(p) === false) return count + 19;
    p[q2] = c;
    p[q3] = b;
    if (visit(p) === false) return count + 20;
    p[q1] = b;
    p[q2] = a;
    p[q3] = c;
    if (visit(p) === false) return count + 21;
    p[q2] = c;
    p[q3] = a;
    if (visit(p) === false) return count + 22;
    p[q1] = c;
    p[q2] = a;
    p[q3] = b;
    if (visit(p) === false) return count + 23;
    p[q2] = b;
    p[q3] = a;
    if (visit(p) === false) return count + 24;
    count += 24;
    if (signal !== undefined && --budget === 0) {
      budget = SIGNAL_BLOCKS;
      throwIfAborted(signal);
    }
    // the tail is now descending: one general step on the prefix
    let i = n - 5;
    while (i >= 0 && p[i] > p[i + 1]) i--;
    if (i < 0) return count;
    const x = p[i];
    let j = n - 1;
    while (p[j] < x) j--;
    p[i] = p[j];
    p[j] = x;
    for (let l = i + 1, r = n - 1; l < r; l++, r--) {
      const t = p[l];
      p[l] = p[r];
      p[r] = t;
    }
  }
}

/** The plain next-permutation loop, for n < 4. */
function lexSmall(p: Int32Array, n: number, visit: PermutationVisitor): number {
  let count = 0;
  for (;;) {
    count++;
    if (visit(p) === false) return count;
    let i = n - 2;
    while (i >= 0 && p[i] > p[i + 1]) i--;
    if (i < 0) return count;
    const x = p[i];
    let j = n - 1;
    while (p[j] < x) j--;
    p[i] = p[j];
    p[j] = x;
    for (let l = i + 1, r = n - 1; l < r; l++, r--) {
      const t = p[l];
      p[l] = p[r];
      p[r] = t;
    }
  }
}
