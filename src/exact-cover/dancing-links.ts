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
 * Same solutions; node and update counts are not Knuth's. The plain and the hint searches run
 * in WebAssembly (src/kernels/assembly/dlx.ts and dlx-hints.ts, instantiated by dlx-kernel.ts)
 * on the arrays below, which live in one WebAssembly memory (the hint stack, 4 bytes per node,
 * with them); the coloured and bounded ones are TypeScript strategies over the same arrays and
 * a loop state (loop-state.ts): colors.ts (DLX2) and multiplicities.ts (DLX3), each with its
 * link operations. This class builds the arrays and keeps the state between calls.
 */
import { AbortError } from "../core/errors.js";
import { type WasmMemory, wasmMemory } from "../kernels/runtime.js";
import {
  commitOthers,
  coverColored,
  searchColored,
  uncommitOthers,
  uncoverColored,
} from "./colors.js";
import { type DlxHintKernel, type DlxKernel, dlxHintKernel, dlxKernel } from "./dlx-kernel.js";
import * as layout from "./layout.js";
import { fillLinks, planLinks } from "./links-build.js";
import type { BoundedArrays, EngineArrays, LoopState } from "./loop-state.js";
import { searchBounded } from "./multiplicities.js";
import type { ExactCoverProblem } from "./problem.js";

// The layout's constants as module-level consts: V8 folds these into the hot loops, which it
// does not do for imported bindings (the coloured search measured 1.3x slower reading imports).
const DONE = layout.DONE;
const DOWN = layout.DOWN;
const END = layout.END;
const FOUND = layout.FOUND;
const S = layout.S;
const SF_BRANCHES = layout.SF_BRANCHES;
const SF_NODES = layout.SF_NODES;
const SF_UPDATES = layout.SF_UPDATES;
const ST_BASE = layout.ST_BASE;
const ST_CLOCK = layout.ST_CLOCK;
const ST_ENOUGH = layout.ST_ENOUGH;
const ST_FOUND = layout.ST_FOUND;
const ST_LEVEL = layout.ST_LEVEL;
const ST_PROFILE = layout.ST_PROFILE;
const ST_PUSHED = layout.ST_PUSHED;
const ST_RESUME = layout.ST_RESUME;
const ST_SP = layout.ST_SP;
const STATE_F64_AT = layout.STATE_F64_AT;
const TICK_MASK = layout.TICK_MASK;

/** Above this many primary items the item scan also stops at an item with one option left. */
export const EARLY_STOP_ITEMS = 4096;

/** Options for a search run. */
export interface DancingLinksOptions {
  /** Cancels the search (checked every 4096 nodes); the search throws AbortError. */
  signal?: AbortSignal;
  /** Keep a per-level node count (`profile`). */
  profile?: boolean;
  /** Called every 65,536 nodes with the number of nodes so far. */
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

  /** The node chosen at each level. */
  private readonly choice: Int32Array;
  /** The memory of all the arrays above, the byte offsets of its parts, and its kernel. */
  private readonly memory: WasmMemory;
  private readonly offsets: {
    range: number;
    links: number;
    choice: number;
    profile: number;
    state: number;
  };
  /** The kernel's search state (see STATE_BYTES in layout.ts). */
  private readonly stateInts: Int32Array;
  private readonly stateF64: Float64Array;
  private kernelInstance: DlxKernel | undefined;
  private hintKernelInstance: DlxHintKernel | undefined;
  /** The byte offsets of the hint arrays (with `choice: "hints"`). */
  private readonly hintOffsets:
    | { hints: number; hintBase: number; regLo: number; regHi: number }
    | undefined;
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
  /** True when some primary item has bounds other than exactly once (DLX3 rules apply). */
  readonly bounded: boolean;
  /** Per primary item address: covers it may still take (DLX3's BOUND), and b - a (SLACK). */
  private readonly bound: Int32Array | undefined;
  private readonly slack: Int32Array | undefined;
  /** The links as built (DLX3 only: what `reset` restores). */
  private readonly pristine:
    | [Int32Array, Int32Array, Int32Array, Int32Array | undefined]
    | undefined;
  /** Per level (DLX3): the item branched on, its first node when tweaking (0 when covered). */
  private readonly branchItem: Int32Array | undefined;
  private readonly firstTweak: Int32Array | undefined;
  /**
   * The hint search (`choice: "hints"`): the stack of items left with at most one option, its
   * height, and per level + 1 (index 0 for the levels above the first): the height right after
   * the branching item's own cover (`hintBase`), the hints of the nearest branching cover at or
   * above the level (`regLo`..`regHi`, read and never popped below it, its other options need
   * them), and for pushed levels the height before the push (`hintPush`). Views of the
   * memory, which the hint kernel (src/kernels/assembly/dlx-hints.ts) works on.
   */
  private readonly hints: Int32Array | undefined;
  private sp = 0;
  private readonly hintBase: Int32Array | undefined;
  private readonly regLo: Int32Array | undefined;
  private readonly regHi: Int32Array | undefined;
  private readonly hintPush: Int32Array | undefined;
  /** The hint choice's nodes and item list as built, which `reset` copies back. */
  private readonly hintPristine: [Int32Array, Int32Array] | undefined;

  constructor(problem: ExactCoverProblem, options: DancingLinksOptions = {}) {
    const plan = planLinks(problem, options.choice === "hints");
    const { primaryCount: p, itemCount: n, levels, nodeInts } = plan;
    this.enough = p > EARLY_STOP_ITEMS || options.stopAtOne ? 1 : 0;
    this.primaryCount = p;
    this.itemCount = n;
    this.bounded = plan.bounded;
    // one WebAssembly memory holds the nodes, ranges, item list, choices and profile, so that
    // the kernels (src/kernels/assembly/) and this code work on the same arrays (layout.ts)
    const memory = wasmMemory(plan.bytes);
    this.memory = memory;
    this.offsets = plan;
    this.stateInts = new Int32Array(memory.buffer, plan.state, STATE_F64_AT / 4);
    this.stateF64 = new Float64Array(memory.buffer, plan.state + STATE_F64_AT, 3);
    const mem = new Int32Array(memory.buffer, 0, nodeInts);
    const range = new Int32Array(memory.buffer, plan.range, nodeInts);
    const links = new Int32Array(memory.buffer, plan.links, plan.linkInts);
    this.choice = new Int32Array(memory.buffer, plan.choice, levels);
    this.profileArea = new Float64Array(memory.buffer, plan.profile, levels);
    const filled = fillLinks(problem, mem, range, links);
    this.optionFirst = filled.optionFirst;
    this.colorNames = filled.colorNames;
    this.colored = filled.colored;
    this.mem = mem;
    this.range = range;
    this.links = links;
    if (this.bounded && problem.bounds) {
      const bound = new Int32Array(S * (n + 2));
      const slack = new Int32Array(S * (n + 2));
      for (let k = 1; k <= p; k++) {
        const [lo, hi] = problem.bounds[k - 1] ?? [1, 1];
        bound[S * k] = hi;
        slack[S * k] = hi - lo;
      }
      this.bound = bound;
      this.slack = slack;
      this.branchItem = new Int32Array(levels);
      this.firstTweak = new Int32Array(levels);
    }
    if (plan.hinted && !this.colored) {
      const perLevel = (k: number) =>
        new Int32Array(memory.buffer, plan.hintLevels + 4 * k * (levels + 1), levels + 1);
      this.hints = new Int32Array(memory.buffer, plan.hints, plan.nodeCount + 1);
      this.hintBase = perLevel(0);
      this.regLo = perLevel(1);
      this.regHi = perLevel(2);
      this.hintPush = perLevel(3);
      this.hintOffsets = {
        hints: plan.hints,
        hintBase: plan.hintLevels,
        regLo: plan.hintLevels + 4 * (levels + 1),
        regHi: plan.hintLevels + 8 * (levels + 1),
      };
      this.hintPristine = [mem.slice(), links.slice()];
    }
    if (this.bounded)
      this.pristine = [mem.slice(), range.slice(), links.slice(), this.bound?.slice()];
    this.signal = options.signal;
    this.onProgress = options.onProgress;
    if (options.profile) this.profile = this.profileArea;
  }

  /** True when the whole tree (or the unit) has been searched. */
  get done(): boolean {
    return this.finished;
  }

  /** Sets or clears the abort signal and progress callback for later `search` calls. */
  setOptions(options: DancingLinksOptions): void {
    this.signal = options.signal;
    this.onProgress = options.onProgress;
    if (options.profile) this.profile = this.profileArea;
    if (options.stopAtOne !== undefined)
      this.enough = this.primaryCount > EARLY_STOP_ITEMS || options.stopAtOne ? 1 : 0;
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
    if (this.bounded) {
      // DLX3's levels hold tweaks as well as covers: restore the links as built
      const [mem, range, links, bound] = this.pristine as NonNullable<typeof this.pristine>;
      this.mem.set(mem);
      this.range.set(range);
      this.links.set(links);
      this.bound?.set(bound as Int32Array);
      this.level = 0;
    } else if (this.level > 0 && this.hintPristine !== undefined) {
      // the hint choice is for many short searches (puzzles): copying the links as built back
      // is faster than undoing the levels one by one (a 9x9 Sudoku's clues: 9.5 against 15 us)
      this.mem.set(this.hintPristine[0]);
      this.links.set(this.hintPristine[1]);
      this.level = 0;
    } else while (this.level > 0) this.pop();
    this.sp = 0;
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

  /** The option index of the node at address x. */
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
    const enough = this.enough;
    const mem = this.mem;
    const links = this.links;
    let best = 0x7fffffff;
    let i = 0;
    for (let k = links[1]; k !== 0; k = links[k + 1]) {
      const t = mem[k];
      if (t < best) {
        best = t;
        i = k;
        if (t <= enough) break;
      }
    }
    return i === 0 ? -1 : i / S - 1;
  }

  /** The options still available for item `item` (an index), in list order. */
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
   */
  push(item: number, option: number): void {
    if (this.bounded) throw new Error("push: not for a problem with multiplicities");
    const mem = this.mem;
    const range = this.range;
    const links = this.links;
    const head = S * (item + 1);
    let x = this.optionFirst[option];
    const end = range[x + END];
    while (x < end && mem[x] !== head) x += S;
    if (x === end) throw new Error(`option ${option} does not cover item ${item}`);
    if (this.colored) {
      this.updates += coverColored(mem, range, links, head);
      this.updates += commitOthers(mem, range, links, x);
    } else if (this.hints !== undefined) {
      // the pushed covers' hints stay on the stack for the search below; the next level sees
      // the whole stack (no branching region above it)
      const level = this.level;
      (this.hintPush as Int32Array)[level + 1] = this.sp;
      this.stateInts[ST_SP] = this.sp;
      this.hintKernel().push(head, x);
      this.sp = this.stateInts[ST_SP];
      this.updates += this.stateInts[ST_PUSHED];
      (this.hintBase as Int32Array)[level + 1] = 0;
      (this.regLo as Int32Array)[level + 1] = 0;
      (this.regHi as Int32Array)[level + 1] = 0;
    } else {
      const kernel = this.kernel();
      this.updates += kernel.cover(head);
      this.updates += kernel.coverOthers(x);
    }
    this.choice[this.level++] = x;
    this.base = this.level;
  }

  /** Undoes the last `push`. */
  pop(): void {
    const mem = this.mem;
    const range = this.range;
    const links = this.links;
    const x = this.choice[--this.level];
    const head = mem[x];
    if (this.colored) {
      uncommitOthers(mem, range, links, x);
      uncoverColored(mem, range, links, head);
    } else if (this.hintPush !== undefined) {
      this.hintKernel().pop(x);
      this.sp = this.hintPush[this.level + 1];
    } else {
      const kernel = this.kernel();
      kernel.uncoverOthers(x);
      kernel.uncover(head);
    }
    this.base = this.level;
  }

  /**
   * Replaces the option chosen at the last level (pushed, nothing searched below it: see
   * `rewind`) by `option`, another option of the same item. The item stays covered, so trying
   * many options of one item one after the other costs each option's own items, not the item's
   * whole list each time (a `pop` then `push` would cover it again). The caller checks that the
   * option was in the item's list at that level (`optionsOf` before the first push).
   */
  swap(option: number): void {
    if (this.bounded || this.hints !== undefined)
      throw new Error("swap: not for multiplicities or the hint choice");
    if (this.level === 0 || this.level !== this.base) throw new Error("swap: no pushed level");
    const mem = this.mem;
    const range = this.range;
    const old = this.choice[this.level - 1];
    const head = mem[old];
    let x = this.optionFirst[option];
    const end = range[x + END];
    while (x < end && mem[x] !== head) x += S;
    if (x === end) throw new Error(`option ${option} does not cover item ${head / S - 1}`);
    if (this.colored) {
      uncommitOthers(mem, range, this.links, old);
      this.updates += commitOthers(mem, range, this.links, x);
    } else {
      const kernel = this.kernel();
      kernel.uncoverOthers(old);
      this.updates += kernel.coverOthers(x);
    }
    this.choice[this.level - 1] = x;
  }

  /**
   * Undoes the levels below `level` (searched or pushed) and makes `level` the base, ready for a
   * new `search`, `push` or `swap`; the counters start again from zero, as after `reset`.
   */
  rewind(level: number): void {
    if (this.bounded && level !== 0) throw new Error("rewind: not for multiplicities");
    if (level === 0 || this.hints !== undefined) {
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
   */
  search(max: number): number {
    if (this.finished || max <= 0) return 0;
    const found = this.bounded
      ? this.searchTs((state, tick) => searchBounded(this.boundedArrays(), state, max, tick))
      : this.colored
        ? this.searchTs((state, tick) =>
            searchColored(this.engineArrays(), state, this.enough, max, tick),
          )
        : this.hints !== undefined
          ? this.searchHints(max)
          : this.searchPlain(max);
    if (this.abortPending) {
      // left at a consistent level (a later search resumes there, `reset` undoes it)
      this.abortPending = false;
      this.solutions -= found;
      throw new AbortError();
    }
    return found;
  }

  /** The arrays a TypeScript search strategy works on. */
  private engineArrays(): EngineArrays {
    return {
      mem: this.mem,
      range: this.range,
      links: this.links,
      choice: this.choice,
      profile: this.profile,
    };
  }

  /** With DLX3's per-item bounds and per-level arrays. */
  private boundedArrays(): BoundedArrays {
    return {
      ...this.engineArrays(),
      bound: this.bound as Int32Array,
      slack: this.slack as Int32Array,
      branchItem: this.branchItem as Int32Array,
      firstTweak: this.firstTweak as Int32Array,
      primaryEnd: S * (this.primaryCount + 1),
    };
  }

  /**
   * Runs a TypeScript search strategy (colours: colors.ts; multiplicities: multiplicities.ts)
   * from this engine's loop state, and keeps the state it leaves.
   */
  private searchTs(
    strategy: (state: LoopState, tick: (nodes: number) => boolean) => number,
  ): number {
    const state: LoopState = {
      level: this.level,
      base: this.base,
      nodes: this.nodes,
      updates: this.updates,
      branches: this.branches,
      resume: this.resume,
      finished: false,
    };
    const found = strategy(state, (nodes) => this.tick(nodes));
    this.branches = state.branches;
    return this.leave(state.level, state.nodes, state.updates, found, state.resume, state.finished);
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
   */
  pauseAfter(nodes: number): void {
    this.pauseAt = this.nodes + nodes;
  }

  /** The WebAssembly kernel on this engine's memory (made on first use). */
  private kernel(): DlxKernel {
    this.kernelInstance ??= dlxKernel(this.memory, this.offsets);
    return this.kernelInstance;
  }

  /** The hint kernel on this engine's memory (`choice: "hints"`; made on first use). */
  private hintKernel(): DlxHintKernel {
    this.hintKernelInstance ??= dlxHintKernel(this.memory, {
      ...this.offsets,
      ...(this.hintOffsets as NonNullable<typeof this.hintOffsets>),
      primaryEnd: S * (this.primaryCount + 1),
    });
    return this.hintKernelInstance;
  }

  /**
   * Algorithm X, DLX1's plain loop: runs in the kernel (src/kernels/assembly/dlx.ts), which
   * returns at a solution, at the end, and before every 4,096th node so that the signal, the
   * progress callback and a pause are seen here.
   */
  private searchPlain(max: number): number {
    return this.searchKernel(max, this.kernel().run);
  }

  /** Runs a kernel's search (`run`) from this engine's state, as `searchPlain` describes. */
  private searchKernel(max: number, run: (max: number, tickOk: number) => number): number {
    const ints = this.stateInts;
    const f64s = this.stateF64;
    ints[ST_LEVEL] = this.level;
    ints[ST_BASE] = this.base;
    ints[ST_RESUME] = this.resume ? 1 : 0;
    ints[ST_ENOUGH] = this.enough;
    ints[ST_PROFILE] = this.profile === undefined ? 0 : 1;
    ints[ST_CLOCK] = this.nodes % (TICK_MASK + 1);
    f64s[SF_NODES] = this.nodes;
    f64s[SF_UPDATES] = this.updates;
    f64s[SF_BRANCHES] = this.branches;
    let found = 0;
    let tickOk = 0;
    let status: number;
    for (;;) {
      status = run(Math.min(max - found, 0x7fffffff), tickOk);
      found += ints[ST_FOUND];
      tickOk = 0;
      if (status === DONE || (status === FOUND && found >= max)) break;
      // the next node is a multiple of 4,096 (or a solution short of a huge max: go on)
      if (status !== FOUND && this.tick(f64s[SF_NODES] + 1)) break;
      tickOk = status === FOUND ? 0 : 1;
    }
    this.branches = f64s[SF_BRANCHES];
    return this.leave(
      ints[ST_LEVEL],
      f64s[SF_NODES],
      f64s[SF_UPDATES],
      found,
      ints[ST_RESUME] === 1,
      status === DONE,
    );
  }

  /**
   * Algorithm X with the hint choice (`choice: "hints"`, see the option), in the hint kernel
   * (src/kernels/assembly/dlx-hints.ts): the same covers as `searchPlain`, which also push the items they leave
   * with at most one option on a stack in the memory; an item with no option is a dead end
   * without being covered. Driven as `searchPlain`.
   */
  private searchHints(max: number): number {
    this.stateInts[ST_SP] = this.sp;
    const found = this.searchKernel(max, this.hintKernel().run);
    this.sp = this.stateInts[ST_SP];
    return found;
  }
}
