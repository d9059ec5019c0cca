/**
 * The search variants of the Dancing Links engine, as strategies over its one state: each holds
 * the arrays its variant needs beyond the shared ones and does the variant's push (a clue or a
 * unit's prefix), pop, swap, search and reset. DancingLinks (dancing-links.ts) keeps the levels,
 * counters and signals, and hands a strategy its loop state (loop-state.ts). This file: the
 * contract and the two TypeScript variants, colours (DLX2, colors.ts) and multiplicities (DLX3,
 * multiplicities.ts); kernel-strategies.ts: the two WebAssembly ones (DLX1's plain search and
 * the hint choice).
 */
import {
  commitOthers,
  coverColored,
  searchColored,
  uncommitOthers,
  uncoverColored,
} from "./colors.js";
import { S } from "./layout.js";
import type { EngineArrays, LoopState } from "./loop-state.js";
import { searchBounded } from "./multiplicities.js";

/** What a search call needs besides the loop state. */
export interface SearchCall {
  /** The item scan stops at an item with this many options or fewer (0, or 1). */
  enough: number;
  /** Called before every 4,096th node: true to leave now (a pause, or the signal aborted). */
  tick(nodes: number): boolean;
}

/** One search variant over the engine's state. */
export interface SearchStrategy {
  /** Covers item `head`, then the other items of node x's option (a push at `level`); returns the updates. */
  push(head: number, x: number, level: number): number;
  /** Undoes the push of node x, which was at `level`. */
  pop(x: number, level: number): void;
  /** Replaces the option of node `old` by that of node x (same item, still covered); returns the updates. */
  swap(old: number, x: number): number;
  /** Searches from `state` until `max` solutions, the end or a pause; returns the solutions found. */
  search(state: LoopState, max: number, call: SearchCall): number;
  /**
   * Back to the links as built, when that is cheaper than undoing the `level` levels one by one;
   * true when done (the engine then pops nothing).
   */
  reset(level: number): boolean;
}

/** DLX2's colours (colors.ts), in TypeScript over the engine's arrays. */
export function coloredStrategy(arrays: EngineArrays): SearchStrategy {
  const { mem, range, links } = arrays;
  return {
    push: (head, x) => coverColored(mem, range, links, head) + commitOthers(mem, range, links, x),
    pop(x) {
      uncommitOthers(mem, range, links, x);
      uncoverColored(mem, range, links, mem[x]);
    },
    swap(old, x) {
      uncommitOthers(mem, range, links, old);
      return commitOthers(mem, range, links, x);
    },
    search: (state, max, call) => searchColored(arrays, state, call.enough, max, call.tick),
    reset: () => false,
  };
}

/**
 * DLX3's multiplicities (multiplicities.ts): per primary item the covers it may still take and
 * its slack, per level the item branched on and its first tweak. Levels hold tweaks as well as
 * covers, so a reset copies the links as built back (kept since construction); no push.
 */
export function boundedStrategy(
  arrays: EngineArrays,
  bounds: readonly ([number, number] | undefined)[],
  primaryCount: number,
  levels: number,
): SearchStrategy {
  const size = S * (primaryCount + 2);
  const bound = new Int32Array(size);
  const slack = new Int32Array(size);
  for (let k = 1; k <= primaryCount; k++) {
    const [lo, hi] = bounds[k - 1] ?? [1, 1];
    bound[S * k] = hi;
    slack[S * k] = hi - lo;
  }
  const bounded = {
    ...arrays,
    bound,
    slack,
    branchItem: new Int32Array(levels),
    firstTweak: new Int32Array(levels),
    primaryEnd: S * (primaryCount + 1),
  };
  const pristine = [arrays.mem.slice(), arrays.range.slice(), arrays.links.slice(), bound.slice()];
  const refuse = (): never => {
    throw new Error("push: not for a problem with multiplicities");
  };
  return {
    push: refuse,
    pop: refuse,
    swap: refuse,
    search: (state, max, call) =>
      searchBounded({ ...bounded, profile: arrays.profile }, state, max, call.tick),
    reset() {
      arrays.mem.set(pristine[0]);
      arrays.range.set(pristine[1]);
      arrays.links.set(pristine[2]);
      bound.set(pristine[3]);
      return true;
    },
  };
}
