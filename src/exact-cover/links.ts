/**
 * The dancing links of a search state, as the engine leaves them, for replays and pictures: the
 * engine's own arrays (layout.ts, filled by links-build.ts) changed by the engine's own
 * operations (colors.ts: DLX2's cover, commit and their inverses, which are DLX1's when no
 * option has a colour), and read back as which items are out of the item list (covered), which
 * secondary items are purified (and with which colour), which nodes are still in their item's
 * column and which options are hidden. Nothing here restates a rule of the search; the updates
 * are the engine's count. Cost: the engine's (one update per link removed); reading a whole
 * picture, linear in the nodes.
 */
import {
  commitOthers,
  coverColored,
  firstFewest,
  uncommitOthers,
  uncoverColored,
} from "./colors.js";
import * as layout from "./layout.js";
import { fillLinks, planLinks } from "./links-build.js";
import type { ExactCoverProblem } from "./problem.js";

const COLOR = layout.COLOR;
const DOWN = layout.DOWN;
const END = layout.END;
const S = layout.S;
const UP = layout.UP;

/**
 * The engine's links of a problem, moved by the engine's covers and commits (undone in the
 * reverse order by `uncover` and `uncommit`, or all at once by `reset`). `coverLinks` builds the
 * links of one replay step; the step-by-step search (trace.ts) keeps one and searches on it.
 * Items and options are named by index, as in the problem.
 *
 * @example
 * ```ts
 * const model = new CoverLinksModel(parseDlx("a b\na\nb\na b\n"));
 * model.cover(0); // 1: option "a b" leaves b's column (option "a" has no other node)
 * model.column(1); // [1]: only option "b" is left in b's column
 * ```
 */
export class CoverLinksModel {
  /** Nodes, option ranges and colours, item lists: the engine's arrays (layout.ts). */
  private readonly mem: Int32Array;
  private readonly range: Int32Array;
  private readonly links: Int32Array;
  /** The arrays as built, for `reset`. */
  private readonly pristine: [Int32Array, Int32Array, Int32Array];
  private readonly optionFirst: Int32Array;
  private readonly colorNames: string[];

  constructor(private readonly problem: ExactCoverProblem) {
    const plan = planLinks(problem, false);
    this.mem = new Int32Array(plan.nodeInts);
    this.range = new Int32Array(plan.nodeInts);
    this.links = new Int32Array(plan.linkInts);
    const filled = fillLinks(problem, this.mem, this.range, this.links);
    this.optionFirst = filled.optionFirst;
    this.colorNames = filled.colorNames;
    this.pristine = [this.mem.slice(), this.range.slice(), this.links.slice()];
  }

  /** Back to the links as built. */
  reset(): void {
    this.mem.set(this.pristine[0]);
    this.range.set(this.pristine[1]);
    this.links.set(this.pristine[2]);
  }

  /** The address of option o's k-th node. */
  private node(o: number, k: number): number {
    return this.optionFirst[o] + S * k;
  }

  /** True while option o's k-th node is in its item's column (its upper neighbour links to it). */
  nodeLinked(o: number, k: number): boolean {
    const q = this.node(o, k);
    return this.mem[this.mem[q + UP] + DOWN] === q;
  }

  /** True while the item is in its item list (not covered). */
  itemLinked(item: number): boolean {
    const head = S * (item + 1);
    return this.links[this.links[head] + 1] === head;
  }

  /** The colour a purify gave a secondary item, or null. */
  purifiedColour(item: number): string | null {
    const c = this.range[S * (item + 1) + COLOR];
    return c > 0 ? this.colorNames[c - 1] : null;
  }

  /**
   * True while option o is in its columns, that is not hidden by a cover or a purify. Hiding an
   * option takes its nodes out of their columns except the one in the column that hid it and
   * purified ones, which stay; every option has a primary item, never purified, so an option
   * hidden by a purify (in a secondary column) has lost a node. One hidden by a cover may keep
   * all its nodes (its only primary item is the one covered): it has a node in the column of a
   * covered item. A shown option has neither, since that item's cover would have hidden it.
   */
  optionLinked(o: number): boolean {
    const mem = this.mem;
    const first = this.optionFirst[o];
    const end = this.range[first + END];
    for (let q = first; q < end; q += S)
      if (mem[mem[q + UP] + DOWN] !== q || !this.itemLinked(mem[q] / S - 1)) return false;
    return true;
  }

  /** The options whose node is in the item's column, in column order (the engine's list). */
  column(item: number): number[] {
    const { mem, range } = this;
    const head = S * (item + 1);
    const result: number[] = [];
    for (let x = mem[head + DOWN]; x !== head; x = mem[x + DOWN])
      result.push(-mem[range[x + END]] | 0);
    return result;
  }

  /** The options left in the item's column (its LEN). */
  size(item: number): number {
    return this.mem[S * (item + 1)];
  }

  /** The primary item the engine would branch on (the fewest options left, the first such), or -1. */
  chooseItem(): number {
    const head = firstFewest(this.mem, this.links, 0);
    return head === 0 ? -1 : head / S - 1;
  }

  /** Covers an item: hides every option in its column; returns the updates. */
  cover(item: number): number {
    return coverColored(this.mem, this.range, this.links, S * (item + 1));
  }

  /** Undoes the last `cover` of the item. */
  uncover(item: number): void {
    uncoverColored(this.mem, this.range, this.links, S * (item + 1));
  }

  /** Option x's node in the column of `item`. */
  private nodeOf(x: number, item: number): number {
    return this.node(x, this.problem.options[x].items.indexOf(item));
  }

  /**
   * Commits option x, chosen for `branch` (already covered): covers or purifies its other items,
   * from the right of its node, cyclically; returns the updates.
   */
  commit(x: number, branch: number): number {
    return commitOthers(this.mem, this.range, this.links, this.nodeOf(x, branch));
  }

  /** Undoes the last `commit` of option x for `branch`. */
  uncommit(x: number, branch: number): void {
    uncommitOthers(this.mem, this.range, this.links, this.nodeOf(x, branch));
  }
}

/** The links of one step, for a picture (see `coverLinks`). */
export interface CoverLinks {
  /** Per item: true while it is in the item list (not covered). */
  itemLinked: boolean[];
  /** Per item: the colour a purify gave it, or null. */
  purified: (string | null)[];
  /** Per option, per node (in the option's item order): true while the node is in its column. */
  nodeLinked: boolean[][];
  /** Per option: true while it is in every one of its columns (not hidden). */
  optionLinked: boolean[];
}

/**
 * Makes a level's moves on the links as the engine does: covers its item (not when no option is
 * left: the search backs up instead), then commits the level's option when it has one; returns
 * the updates.
 *
 * @example
 * ```ts
 * const model = new CoverLinksModel(parseDlx("a b\na\nb\na b\n"));
 * enterLevel(model, 0, 0); // 1: item a covered ("a b" leaves b's column), option "a" committed
 * ```
 */
export function enterLevel(
  model: CoverLinksModel,
  item: number,
  option: number | undefined,
): number {
  let updates = model.size(item) > 0 ? model.cover(item) : 0;
  if (option !== undefined) updates += model.commit(option, item);
  return updates;
}

/**
 * The links after a step of the search: for each open level, its item covered and (when the
 * level has one) its option committed, in order. `branches` and `chosen` are a CoverStep's.
 *
 * @example
 * ```ts
 * const problem = parseDlx("a b\na\nb\na b\n");
 * const step = traceExactCover(problem).steps[1]; // try "a" for item a
 * coverLinks(problem, step.branches, step.chosen).itemLinked; // [false, true]
 * ```
 */
export function coverLinks(
  problem: ExactCoverProblem,
  branches: readonly number[],
  chosen: readonly number[],
): CoverLinks {
  const model = new CoverLinksModel(problem);
  branches.forEach((item, level) => {
    enterLevel(model, item, chosen[level]);
  });
  const items = problem.primary.length + problem.secondary.length;
  return {
    itemLinked: Array.from({ length: items }, (_, i) => model.itemLinked(i)),
    purified: Array.from({ length: items }, (_, i) => model.purifiedColour(i)),
    nodeLinked: problem.options.map((o, i) => o.items.map((_, k) => model.nodeLinked(i, k))),
    optionLinked: problem.options.map((_, o) => model.optionLinked(o)),
  };
}
