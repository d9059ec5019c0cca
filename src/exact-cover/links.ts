/**
 * The dancing links of a search state, as Knuth's DLX2 leaves them: which items are out of the
 * item list (covered), which secondary items are purified (and with which colour), and which
 * nodes are still in their item's column. A cover hides every option in the item's column (its
 * other nodes leave their columns; the node in the covered column stays); a purify hides the
 * options of another colour and marks the same-coloured nodes, which stay in place. The
 * operations run in the engine's order (the branch item, then the option's other items from the
 * right of its node, cyclically) and count the engine's updates (nodes removed from a column).
 * Every change is logged, so a state can be undone to a mark. Cost: the nodes touched.
 */
import type { ExactCoverProblem } from "./problem.js";

/**
 * The links of a problem under covers and commits, undoable. `coverLinks` builds the
 * links of one replay step; the step-by-step search keeps one to count the updates.
 *
 * @example
 * ```ts
 * const model = new CoverLinksModel(parseDlx("a b\na\nb\na b\n"));
 * model.cover(0); // 1: option "a b" leaves b's column (option "a" has no other node)
 * model.column(1); // [1]: only option "b" is left in b's column
 * ```
 */
export class CoverLinksModel {
  /** Per option: the item whose cover (or purify) hid it, or -1 while it is in its columns. */
  readonly hiddenVia: Int32Array;
  /** Per node (see `nodeOf`): 1 when purified (same colour as its item's purify: stays put). */
  readonly purifiedNode: Uint8Array;
  /** Per item: 1 once covered (out of the item list). */
  readonly covered: Uint8Array;
  /** Per item: the colour it was purified with, or null. */
  readonly purifiedColour: (string | null)[];
  private readonly first: Int32Array;
  private readonly byItem: number[][];
  private readonly p: number;
  /** Undo log: pairs (kind, index): 0 hide, 1 purified node, 2 cover, 3 purified item. */
  private readonly trail: number[] = [];

  constructor(private readonly problem: ExactCoverProblem) {
    const items = problem.primary.length + problem.secondary.length;
    this.p = problem.primary.length;
    this.hiddenVia = new Int32Array(problem.options.length).fill(-1);
    this.first = new Int32Array(problem.options.length + 1);
    problem.options.forEach((o, i) => {
      this.first[i + 1] = this.first[i] + o.items.length;
    });
    this.purifiedNode = new Uint8Array(this.first[problem.options.length]);
    this.covered = new Uint8Array(items);
    this.purifiedColour = new Array(items).fill(null);
    this.byItem = Array.from({ length: items }, () => []);
    problem.options.forEach((o, i) => {
      for (const item of o.items) this.byItem[item].push(i);
    });
  }

  /** The node of option o's k-th item (an index into `purifiedNode`). */
  nodeOf(o: number, k: number): number {
    return this.first[o] + k;
  }

  /** True while option o's k-th node is in its item's column. */
  nodeLinked(o: number, k: number): boolean {
    const via = this.hiddenVia[o];
    return (
      via < 0 ||
      via === this.problem.options[o].items[k] ||
      this.purifiedNode[this.first[o] + k] === 1
    );
  }

  /** The options whose node is in the item's column, in column order (the engine's list). */
  column(item: number): number[] {
    return this.byItem[item].filter((o) =>
      this.nodeLinked(o, this.problem.options[o].items.indexOf(item)),
    );
  }

  /** A mark to undo to. */
  mark(): number {
    return this.trail.length;
  }

  /** Undoes every change since the mark. */
  undo(mark: number): void {
    while (this.trail.length > mark) {
      const index = this.trail.pop() as number;
      const kind = this.trail.pop() as number;
      if (kind === 0) this.hiddenVia[index] = -1;
      else if (kind === 1) this.purifiedNode[index] = 0;
      else if (kind === 2) this.covered[index] = 0;
      else this.purifiedColour[index] = null;
    }
  }

  /** Hides option o through `item`'s column: its other unpurified nodes leave; returns how many. */
  private hide(o: number, item: number): number {
    const option = this.problem.options[o];
    let removed = 0;
    option.items.forEach((other, k) => {
      if (other !== item && this.purifiedNode[this.first[o] + k] === 0) removed++;
    });
    this.hiddenVia[o] = item;
    this.trail.push(0, o);
    return removed;
  }

  /** Covers an item: hides every option in its column; returns the updates. */
  cover(item: number): number {
    let updates = 0;
    for (const o of this.column(item)) if (this.hiddenVia[o] < 0) updates += this.hide(o, item);
    this.covered[item] = 1;
    this.trail.push(2, item);
    return updates;
  }

  /** Purifies a secondary item for option x's colour; returns the updates. */
  private purify(item: number, colour: string, x: number): number {
    let updates = 0;
    for (const o of this.column(item)) {
      if (o === x || this.hiddenVia[o] >= 0) continue;
      const k = this.problem.options[o].items.indexOf(item);
      if ((this.problem.options[o].colors?.[k] ?? null) !== colour) updates += this.hide(o, item);
      else {
        this.purifiedNode[this.first[o] + k] = 1;
        this.trail.push(1, this.first[o] + k);
      }
    }
    this.purifiedColour[item] = colour;
    this.trail.push(3, item);
    return updates;
  }

  /**
   * Commits option x, chosen for `branch` (already covered): covers or purifies its other items,
   * from the right of its node, cyclically; returns the updates.
   */
  commit(x: number, branch: number): number {
    const option = this.problem.options[x];
    const n = option.items.length;
    const start = option.items.indexOf(branch);
    let updates = 0;
    for (let s = 1; s < n; s++) {
      const k = (start + s) % n;
      const item = option.items[k];
      const colour = item < this.p ? null : (option.colors?.[k] ?? null);
      if (colour === null) updates += this.cover(item);
      else if (this.purifiedColour[item] === null) updates += this.purify(item, colour, x);
      // else: purified already with this colour (x's node is marked): nothing to do
    }
    return updates;
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
    // as the engine: an item with no option left is not covered (the search backs up)
    if (model.column(item).length > 0) model.cover(item);
    if (level < chosen.length) model.commit(chosen[level], item);
  });
  return {
    itemLinked: Array.from(model.covered, (c) => c === 0),
    purified: [...model.purifiedColour],
    nodeLinked: problem.options.map((o, i) => o.items.map((_, k) => model.nodeLinked(i, k))),
    optionLinked: Array.from(model.hiddenVia, (v) => v < 0),
  };
}
