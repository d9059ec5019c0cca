/**
 * Knuth's Algorithm X with dancing links (DLX1, and DLX2's colours), on flat Int32Arrays.
 *
 * The layout is Knuth's dlx1's (nodes of three int32 slots named by their address, item headers
 * first, options with spacers), with the option ranges and the item list in two more arrays:
 * layout.ts documents it, for this file and for the WebAssembly kernels alike.
 *
 * The search is iterative and resumable: `search(max)` runs until it has found `max` more
 * solutions or the tree is done, so that counting, visiting and streaming all use one loop.
 * The item to branch on is the primary item with the fewest options left (MRV, ties to the first).
 * Knuth's scan of the items stops early only at an item with no option left; with more than
 * {@link EARLY_STOP_ITEMS} primary items it also stops at the first item with one option, which
 * turns a scan of every item at every level (quadratic: 100,000 items covered once each took
 * minutes) into a short one. That changes which dead end is found first, so node and update
 * counts, never the solutions or their order: a later item with no option would end the branch
 * either way. Below that size the choice is exactly Knuth's (the benchmarks check the counts
 * against his DLX1). Cost: one update per link removed; memory 24 bytes per node.
 *
 * The option `choice: "hints"` (plain problems: no colours, no multiplicities) is for many short
 * searches such as Sudoku: the covers push every primary item they leave with at most one option
 * on a stack, so that forced moves and dead ends are taken without scanning the item list, and
 * of the first 8 items with two options the one whose options hide the most other options is
 * branched on (12-15% fewer nodes on hard Sudoku than the first such item); `reset` copies the
 * links as built back (one more copy of the nodes and the item list, 16 bytes per node, kept).
 * Same solutions; node and update counts are not Knuth's.
 *
 * The four variants (DLX1's plain search and the hint choice in WebAssembly, colours and
 * multiplicities in TypeScript) are strategies over one state (strategies.ts,
 * kernel-strategies.ts): each does its variant's push, pop, swap, search and reset on the
 * arrays that links-build.ts lays out in one WebAssembly memory. This class is the front: it
 * builds the links, keeps the levels, counters, signal and pauses between calls, and hands the
 * strategy its loop state (loop-state.ts).
 */
import { AbortError } from "../core/errors.js";
import { wasmMemory } from "../kernels/runtime.js";
import { firstFewest } from "./colors.js";
import { hintStrategy, plainStrategy } from "./kernel-strategies.js";
import * as layout from "./layout.js";
import { fillLinks, planLinks } from "./links-build.js";
import type { EngineArrays, LoopState } from "./loop-state.js";
import type { ExactCoverProblem } from "./problem.js";
import {
  boundedStrategy,
  coloredStrategy,
  type SearchCall,
  type SearchStrategy,
} from "./strategies.js";

// The layout's constants as module-level consts: V8 folds these into the hot loops, which it
// does not do for imported bindings.
const DOWN = layout.DOWN;
const END = layout.END;
const S = layout.S;

/** Above this many primary items the item scan also stops at an item with one option left. */
export const EARLY_STOP_ITEMS = 4096;

/** Options for a search run. */
export interface DancingLinksOptions {
  /** Cancels the search (checked every 4096 nodes); the search throws AbortError. */
  signal?: AbortSignal;
  /** Keep a per-level node count (`profile`). */
  profile?: boolean;
  /**
   * Called every 65,536 nodes with the number of nodes so far.
   *
   * @param nodes - nodes visited since the search started
   */
  onProgress?: (nodes: number) => void;
  /**
   * Stop the item scan at the first item with one option left, not only at one with none (on by
   * itself above 4,096 primary items). Forced moves first, as Sudoku solvers do; a problem with
   * a dead end further down the list may take a few more nodes, and the node counts are no
   * longer those of Knuth's DLX1.
   */
  stopAtOne?: boolean;
  /**
   * How the item to branch on is chosen, for problems without colours or multiplicities (the
   * others always use `"mrv"`). `"mrv"` (default): Knuth's rule, the fewest options left, ties to
   * the first (see `stopAtOne`). `"hints"`: forced moves without scanning the item list (every
   * cover that leaves an item with at most one option pushes it on a stack; the next choice takes
   * an item the last option left with none, else the newest one still with one), and when none
   * holds, of the first 8 items with two options, the one whose options hide the most other
   * options. Same solutions in the same set, fewer nodes on puzzles such as Sudoku (about a
   * third fewer on hard ones); node and update counts are no longer Knuth's. Set at construction.
   */
  choice?: "mrv" | "hints";
}

/**
 * The dancing-links state of one exact cover problem, with a resumable search.
 *
 * @example
 * ```ts
 * const dl = new DancingLinks({ primary: ["a", "b"], secondary: [], options: [{ items: [0] }, { items: [1] }, { items: [0, 1] }] });
 * dl.search(Infinity); // 2 solutions
 * ```
 */
export class DancingLinks {
  /** Nodes: TOP, ULINK, DLINK per node (see the file comment). */
  readonly mem: Int32Array;
  /** Per node: the option's first node, the end of the option, the colour. */
  readonly range: Int32Array;
  /** Item list: LLINK, RLINK at each item's address. */
  readonly links: Int32Array;
  /** Address of the first node of each option. */
  readonly optionFirst: Int32Array;
  /** Number of primary items. */
  readonly primaryCount: number;
  /** Number of items (primary and secondary). */
  readonly itemCount: number;
  /** True when some option gives a secondary item a colour (DLX2 rules apply). */
  readonly colored: boolean;
  /** Colour names, by colour number - 1. */
  readonly colorNames: string[];

  /** Search nodes visited so far (levels entered, Knuth's "nodes"). */
  nodes = 0;
  /** Links removed so far (Knuth's "updates"). */
  updates = 0;
  /** Solutions found so far. */
  solutions = 0;
  /** Nodes that branched: the item chosen had two options or more (a guess, for puzzles). */
  branches = 0;
  /** Nodes per level, when profiling. */
  profile: Float64Array | undefined;
  /** True when some primary item has bounds other than exactly once (DLX3 rules apply). */
  readonly bounded: boolean;

  /** The node chosen at each level. */
  private readonly choice: Int32Array;
  /** The arrays the strategies share (layout.ts), with the profile when kept. */
  private readonly arrays: EngineArrays;
  /** The search variant: plain, hints, colours or multiplicities (strategies.ts). */
  private readonly strategy: SearchStrategy;
  /** True with the hint choice (no swap, no rewind but to 0). */
  private readonly hinted: boolean;
  /** Room for the per-level profile (a view of the memory; `profile` once asked for). */
  private readonly profileArea: Float64Array;
  private level = 0;
  /** The level the search starts from (after a unit's prefix). */
  private base = 0;
  /** True when the next `search` call must first backtrack from a reported solution. */
  private resume = false;
  private finished = false;
  private signal: AbortSignal | undefined;
  private onProgress: ((nodes: number) => void) | undefined;
  private pauseAt = Number.POSITIVE_INFINITY;
  /** The item scan stops at an item with this many options or fewer (0, or 1 when large). */
  private enough: number;
  /** Set by `tick` when the signal was aborted: the search leaves cleanly, then throws. */
  private abortPending = false;
  /** What a search call hands its strategy besides the loop state. */
  private readonly call: SearchCall;

  /**
   * Builds the links of a problem (checked first: InputError when it is malformed).
   *
   * @param problem - the problem, as {@link parseDlx} or {@link ExactCoverBuilder} make it
   * @param options - cancellation, progress, profile and the branching rule: see
   *   {@link DancingLinksOptions}
   */
  constructor(problem: ExactCoverProblem, options: DancingLinksOptions = {}) {
    const plan = planLinks(problem, options.choice === "hints");
    const { primaryCount: p, levels, nodeInts } = plan;
    this.enough = p > EARLY_STOP_ITEMS || options.stopAtOne ? 1 : 0;
    this.primaryCount = p;
    this.itemCount = plan.itemCount;
    this.bounded = plan.bounded;
    // one WebAssembly memory holds the nodes, ranges, item list, choices and profile, so that
    // the kernels (src/kernels/assembly/) and this code work on the same arrays (layout.ts)
    const memory = wasmMemory(plan.bytes);
    this.mem = new Int32Array(memory.buffer, 0, nodeInts);
    this.range = new Int32Array(memory.buffer, plan.range, nodeInts);
    this.links = new Int32Array(memory.buffer, plan.links, plan.linkInts);
    this.choice = new Int32Array(memory.buffer, plan.choice, levels);
    this.profileArea = new Float64Array(memory.buffer, plan.profile, levels);
    const filled = fillLinks(problem, this.mem, this.range, this.links);
    this.optionFirst = filled.optionFirst;
    this.colorNames = filled.colorNames;
    this.colored = filled.colored;
    const { mem, range, links, choice } = this;
    this.arrays = { mem, range, links, choice, profile: undefined };
    this.hinted = plan.hinted && !this.colored;
    this.strategy = this.bounded
      ? boundedStrategy(this.arrays, problem.bounds ?? [], p, levels)
      : this.colored
        ? coloredStrategy(this.arrays)
        : this.hinted
          ? hintStrategy(memory, plan, this.arrays)
          : plainStrategy(memory, plan, this.arrays);
    this.call = { enough: this.enough, tick: (nodes) => this.tick(nodes) };
    this.setOptions(options);
  }

  /** True when the whole tree (or the unit) has been searched. */
  get done(): boolean {
    return this.finished;
  }

  /**
   * Sets or clears the abort signal and progress callback for later `search` calls.
   *
   * @param options - only `signal` and `onProgress` are read; absent ones are cleared
   */
  setOptions(options: DancingLinksOptions): void {
    this.signal = options.signal;
    this.onProgress = options.onProgress;
    if (options.profile) {
      this.profile = this.profileArea;
      this.arrays.profile = this.profileArea;
    }
    if (options.stopAtOne !== undefined)
      this.enough = this.primaryCount > EARLY_STOP_ITEMS || options.stopAtOne ? 1 : 0;
    this.call.enough = this.enough;
  }

  /**
   * Back to the state right after construction, without rebuilding: every level (pushed or
   * searched) is undone, the counters and the profile are zeroed. Reuse one engine for many
   * searches of the same problem with different `push`ed choices (the clues of a puzzle).
   * Cost: the undoing of the levels still down (with multiplicities, one copy of the links as
   * built, kept since construction).
   *
   * @example
   * ```ts
   * const dlx = new DancingLinks(problem);
   * dlx.push(0, 3); dlx.search(1); dlx.reset(); // as good as new
   * ```
   */
  reset(): void {
    if (this.strategy.reset(this.level)) this.level = 0;
    else while (this.level > 0) this.pop();
    this.base = 0;
    this.restart();
  }

  /** A fresh search from the base: no pending resume or pause, counters and profile zeroed. */
  private restart(): void {
    this.resume = false;
    this.finished = false;
    this.abortPending = false;
    this.pauseAt = Number.POSITIVE_INFINITY;
    this.nodes = 0;
    this.updates = 0;
    this.solutions = 0;
    this.branches = 0;
    this.profile?.fill(0);
  }

  /**
   * True when option `option` could still be chosen: none of its items is covered (an item of a
   * clue already taken, for instance). `push` requires it.
   *
   * @param option - an option index
   */
  optionAvailable(option: number): boolean {
    const mem = this.mem;
    const links = this.links;
    const first = this.optionFirst[option];
    const end = this.range[first + END];
    for (let q = first; q < end; q += S) {
      const head = mem[q];
      if (links[links[head] + 1] !== head) return false;
    }
    return true;
  }

  /**
   * The option index of the node at address x.
   *
   * @param x - a node address in the links (as the engine stores it)
   */
  optionOf(x: number): number {
    return -this.mem[this.range[x + END]] | 0;
  }

  /**
   * The current solution, as option indices in the order they were chosen (valid right after
   * `search` returned a solution).
   */
  solution(): number[] {
    if (this.bounded) {
      // levels that took no option (an item left with fewer covers) are skipped
      const result: number[] = [];
      for (let l = 0; l < this.level; l++)
        if (this.choice[l] > S * (this.itemCount + 1)) result.push(this.optionOf(this.choice[l]));
      return result;
    }
    const result = new Array<number>(this.level);
    for (let l = 0; l < this.level; l++) result[l] = this.optionOf(this.choice[l]);
    return result;
  }

  /** The current depth (number of options chosen). */
  get depth(): number {
    return this.level;
  }

  /** The primary item the search would branch on now (MRV), as an index, or -1 if none is left. */
  chooseItem(): number {
    if (this.bounded) throw new Error("chooseItem: not for a problem with multiplicities");
    const i = firstFewest(this.mem, this.links, this.enough);
    return i === 0 ? -1 : i / S - 1;
  }

  /**
   * The options still available for item `item` (an index), in list order.
   *
   * @param item - an item index (primary items first, then secondary)
   */
  optionsOf(item: number): number[] {
    const head = S * (item + 1);
    const result: number[] = [];
    for (let x = this.mem[head + DOWN]; x !== head; x = this.mem[x + DOWN])
      result.push(this.optionOf(x));
    return result;
  }

  /**
   * Chooses option `option` for item `item` (which must be in its list) and goes one level
   * down, exactly as the search would; the new level becomes the search's base.
   *
   * @param item - the item index to branch on
   * @param option - the option index chosen for it (one of {@link DancingLinks.optionsOf}(item))
   */
  push(item: number, option: number): void {
    if (this.bounded) throw new Error("push: not for a problem with multiplicities");
    const head = S * (item + 1);
    const x = this.nodeOf(option, head);
    if (x < 0) throw new Error(`option ${option} does not cover item ${item}`);
    this.updates += this.strategy.push(head, x, this.level);
    this.choice[this.level++] = x;
    this.base = this.level;
  }

  /** Undoes the last `push`. */
  pop(): void {
    const x = this.choice[--this.level];
    this.strategy.pop(x, this.level);
    this.base = this.level;
  }

  /** The node of option `option` in the column of the item at `head`, or -1. */
  private nodeOf(option: number, head: number): number {
    let x = this.optionFirst[option];
    const end = this.range[x + END];
    while (x < end && this.mem[x] !== head) x += S;
    return x === end ? -1 : x;
  }

  /**
   * Replaces the option chosen at the last level (pushed, nothing searched below it: see
   * `rewind`) by `option`, another option of the same item. The item stays covered, so trying
   * many options of one item one after the other costs each option's own items, not the item's
   * whole list each time (a `pop` then `push` would cover it again). The caller checks that the
   * option was in the item's list at that level (`optionsOf` before the first push).
   *
   * @param option - the option index to take instead (another option of the same item)
   */
  swap(option: number): void {
    if (this.bounded || this.hinted)
      throw new Error("swap: not for multiplicities or the hint choice");
    if (this.level === 0 || this.level !== this.base) throw new Error("swap: no pushed level");
    const old = this.choice[this.level - 1];
    const head = this.mem[old];
    const x = this.nodeOf(option, head);
    if (x < 0) throw new Error(`option ${option} does not cover item ${head / S - 1}`);
    this.updates += this.strategy.swap(old, x);
    this.choice[this.level - 1] = x;
  }

  /**
   * Undoes the levels below `level` (searched or pushed) and makes `level` the base, ready for a
   * new `search`, `push` or `swap`; the counters start again from zero, as after `reset`.
   *
   * @param level - the level to go back to, 0 ≤ level ≤ {@link DancingLinks.depth}
   */
  rewind(level: number): void {
    if (this.bounded && level !== 0) throw new Error("rewind: not for multiplicities");
    if (level === 0 || this.hinted) {
      if (level !== 0) throw new Error("rewind: not for the hint choice");
      this.reset();
      return;
    }
    while (this.level > level) this.pop();
    this.base = this.level;
    this.restart();
  }

  /**
   * Searches until `max` more solutions are found, the tree below the base is done, or a pause
   * (see `pauseAfter`); returns how many were found. After a return with a solution,
   * `solution()` reads it.
   *
   * @param max - how many more solutions to find at most (Infinity for all)
   */
  search(max: number): number {
    if (this.finished || max <= 0) return 0;
    const state: LoopState = {
      level: this.level,
      base: this.base,
      nodes: this.nodes,
      updates: this.updates,
      branches: this.branches,
      resume: this.resume,
      finished: false,
    };
    const found = this.strategy.search(state, max, this.call);
    this.branches = state.branches;
    this.leave(state.level, state.nodes, state.updates, found, state.resume, state.finished);
    if (this.abortPending) {
      // left at a consistent level (a later search resumes there, `reset` undoes it)
      this.abortPending = false;
      this.solutions -= found;
      throw new AbortError();
    }
    return found;
  }

  /**
   * Saves a search loop's state when it returns (at a pause, a solution, or the end), so that
   * the next `search` call resumes there; returns the solutions found.
   */
  private leave(
    level: number,
    nodes: number,
    updates: number,
    found: number,
    resume: boolean,
    finished: boolean,
  ): number {
    this.level = level;
    this.nodes = nodes;
    this.updates = updates;
    this.solutions += found;
    this.resume = resume;
    if (finished) this.finished = true;
    return found;
  }

  /** Every 4096 nodes: checks the signal, reports progress; true to pause the search here. */
  private tick(nodes: number): boolean {
    this.nodes = nodes;
    if (this.signal?.aborted) {
      this.abortPending = true;
      return true;
    }
    if (this.onProgress && (nodes & 0xffff) === 0) this.onProgress(nodes);
    if (nodes < this.pauseAt) return false;
    this.pauseAt = Number.POSITIVE_INFINITY;
    return true;
  }

  /**
   * Makes the next `search` calls return (with what they found so far) once about `nodes` more
   * nodes have been visited, so that an async caller can yield; `done` tells a pause from the end.
   *
   * @param nodes - the number of nodes after which the search pauses, a positive number
   */
  pauseAfter(nodes: number): void {
    this.pauseAt = this.nodes + nodes;
  }
}
