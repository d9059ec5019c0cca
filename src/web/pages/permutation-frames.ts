/**
 * The Permutations page's model: every permutation of 0..n-1 in one order, as frames (the
 * permutation, the positions that changed, what the algorithm did, and its recursion or stack at
 * that moment), read off the library's own generators and trace events. Cost: O(n · n!) memory,
 * so the page keeps n ≤ 8.
 */
import { heapIterativeTrace } from "../../permutations/heap-iterative.js";
import { heapRecursiveTrace } from "../../permutations/heap-recursive.js";
import { nextPermutation } from "../../permutations/lex.js";
import { sjtNext, sjtStart } from "../../permutations/sjt.js";

/** The orders the page can step through. */
export type PermutationOrder = "lex" | "heap-recursive" | "heap-iterative" | "sjt";

/** One permutation in the sequence and how it was reached. */
export interface Frame {
  perm: number[];
  /** The exchanges made since the previous permutation, as (i, j) position pairs. */
  swaps: [number, number][];
  /** Positions whose item differs from the previous permutation. */
  changed: number[];
  /**
   * The recursion (heap-recursive), the stack (heap-iterative) or a note, one line per level;
   * made when asked (only the frame on screen needs it).
   */
  state: () => string[];
}

function changedPositions(before: readonly number[], after: readonly number[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < after.length; i++) if (before[i] !== after[i]) out.push(i);
  return out;
}

function identity(n: number): number[] {
  return Array.from({ length: n }, (_, i) => i);
}

function heapRecursiveFrames(n: number): Frame[] {
  const frames: Frame[] = [];
  // round[size]: the round of the call generate(size) in progress, counted from the swaps that
  // end each round (a swap with j = size - 1 ends one round of generate(size)).
  const round = new Array<number>(n + 1).fill(0);
  let swaps: [number, number][] = [];
  let previous = identity(n);
  for (const event of heapRecursiveTrace(identity(n))) {
    if (event.kind === "swap") {
      swaps.push([event.i, event.j]);
      const size = event.j + 1;
      round[size] += 1;
      for (let s = 1; s < size; s++) round[s] = 0;
    } else if (event.kind === "yield") {
      const perm = event.list.slice();
      const rounds = round.slice();
      const state = () => {
        const lines: string[] = [];
        for (let size = n; size >= 2; size--)
          lines.push(`generate(${size}): round ${rounds[size] + 1} of ${size}`);
        lines.push(n >= 1 ? "generate(1): yield" : "yield");
        return lines;
      };
      frames.push({ perm, swaps, changed: changedPositions(previous, perm), state });
      previous = perm;
      swaps = [];
    }
  }
  return frames;
}

function heapIterativeFrames(n: number): Frame[] {
  const frames: Frame[] = [];
  let swaps: [number, number][] = [];
  let stack: (readonly [number, number])[] = [];
  let previous = identity(n);
  for (const event of heapIterativeTrace(identity(n), true)) {
    if (event.kind === "stack") {
      stack = event.stack.slice();
    } else if (event.kind === "swap") {
      swaps.push([event.i, event.j]);
    } else if (event.kind === "yield") {
      const perm = event.list.slice();
      const pairs = stack;
      const state = () => pairs.map(([low, high]) => `(${low}, ${high})`).reverse();
      frames.push({ perm, swaps, changed: changedPositions(previous, perm), state });
      previous = perm;
      swaps = [];
    }
  }
  return frames;
}

function lexFrames(n: number): Frame[] {
  const a = identity(n);
  const frames: Frame[] = [{ perm: a.slice(), swaps: [], changed: [], state: () => [] }];
  for (;;) {
    const before = a.slice();
    if (!nextPermutation(a)) break;
    const changed = changedPositions(before, a);
    const pivot = changed[0];
    frames.push({
      perm: a.slice(),
      swaps: [],
      changed,
      state: () => [
        `pivot: L[${pivot}] (the rightmost item smaller than its right neighbour)`,
        `exchanged with the smallest larger item on its right, then L[${pivot + 1}..${n - 1}] reversed`,
      ],
    });
  }
  return frames;
}

function sjtFrames(n: number): Frame[] {
  const state = sjtStart(n);
  const frames: Frame[] = [
    { perm: Array.from(state.view), swaps: [], changed: [], state: () => [] },
  ];
  let previous = Array.from(state.view);
  while (sjtNext(state)) {
    const perm = Array.from(state.view);
    const changed = changedPositions(previous, perm);
    const moved = Math.max(...changed.map((i) => perm[i]));
    frames.push({
      perm,
      swaps: changed.length === 2 ? [[changed[0], changed[1]]] : [],
      changed,
      state: () => [`the largest mobile item, ${moved}, moved one place`],
    });
    previous = perm;
  }
  return frames;
}

/**
 * Every permutation of 0..n-1 in `order`, with what changed at each step.
 *
 * @example
 * ```ts
 * permutationFrames(3, "heap-recursive").map((f) => f.perm.join("")); // 012 102 201 021 120 210
 * ```
 */
export function permutationFrames(n: number, order: PermutationOrder): Frame[] {
  switch (order) {
    case "lex":
      return lexFrames(n);
    case "heap-recursive":
      return heapRecursiveFrames(n);
    case "heap-iterative":
      return heapIterativeFrames(n);
    case "sjt":
      return sjtFrames(n);
  }
}
