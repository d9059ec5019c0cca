/**
 * Algorithm X step by step, for replaying a search (the playground's Exact cover page): the
 * dancing-links engine's search, one step at a time on the engine's links and operations (a
 * CoverLinksModel, links.ts: the same choice of item, the same options in the same order, the
 * same covers, commits with DLX2's colours, and Knuth's count of updates), so that each step can
 * be a snapshot: the options chosen so far, the item branched on, the option tried, and the
 * counters. The search runs on an explicit stack, so its state can be saved: a replay keeps a
 * checkpoint every 1,024 steps and re-runs from the nearest one to show any step, so a search of
 * millions of steps can be scrubbed in bounded memory. Multiplicities (DLX3) are not traced.
 * Cost per step: the engine's updates and a scan of the item list, plus the step's copy of the
 * options chosen; a restore rebuilds the links (linear in the nodes). For problems of teaching
 * size.
 */
import { InputError } from "../core/errors.js";
import { CoverLinksModel, enterLevel } from "./links.js";
import { checkExactCoverProblem, type ExactCoverProblem } from "./problem.js";

/** One step of the search, with the state after it. */
export interface CoverStep {
  /** `choose`: branch on `item`; `try`: take `option`; `solution`: all primary items covered; `back`: the item has no option left to try. */
  kind: "choose" | "try" | "solution" | "back";
  /** The level: options chosen before this step. */
  depth: number;
  /** The item branched on (an index), or -1. */
  item: number;
  /** The option taken (`try`), or -1. */
  option: number;
  /** How many options the item had when chosen (`choose`). */
  choices: number;
  /** The options chosen so far, in order. */
  chosen: number[];
  /**
   * The item branched on at each open level, in order (one more than `chosen` after a
   * `choose`): with `chosen`, what `coverLinks` needs to rebuild the links.
   */
  branches: number[];
  /** Search nodes so far (levels entered, as the engine counts them). */
  nodes: number;
  /** Solutions found so far. */
  solutions: number;
  /** Updates so far: nodes removed from their columns, as the engine counts them (Knuth's). */
  updates: number;
}

/** What {@link traceExactCover} recorded. */
export interface CoverTrace {
  /** The steps, in search order (at most `maxSteps`). */
  steps: CoverStep[];
  /** True when the whole search fits in the steps (else it was cut at `maxSteps`). */
  complete: boolean;
}

/** A level of the search: the item branched on, its options then, the next one to try. */
interface Level {
  item: number;
  options: number[];
  next: number;
}

/** The stepper's whole state between two steps (a checkpoint holds one). */
interface StepperState {
  /** 0: enter a node, 1: try the next option or give up, 2: undo the option below, 3: done. */
  mode: number;
  levels: Level[];
  chosen: number[];
  nodes: number;
  solutions: number;
  updates: number;
  /** Steps taken so far. */
  taken: number;
}

/**
 * Algorithm X one step at a time, with an explicit stack (no recursion), so that its whole state
 * can be saved and restored: the options chosen, and for each level the item, its options and
 * the next one to try. The search moves on the engine's links (a CoverLinksModel: the engine's
 * arrays, covers and commits), which choose the item and list its options; a restore rebuilds
 * them from the levels and the options chosen.
 */
class CoverStepper {
  /** The engine's links, moved as the search goes down and back. */
  private readonly links: CoverLinksModel;
  state: StepperState = {
    mode: 0,
    levels: [],
    chosen: [],
    nodes: 0,
    solutions: 0,
    updates: 0,
    taken: 0,
  };

  constructor(problem: ExactCoverProblem) {
    this.links = new CoverLinksModel(problem);
  }

  private emit(kind: CoverStep["kind"], item: number, option: number, choices = 0): CoverStep {
    const s = this.state;
    s.taken++;
    return {
      kind,
      depth: s.chosen.length,
      item,
      option,
      choices,
      chosen: [...s.chosen],
      branches: s.levels.map((l) => l.item),
      nodes: s.nodes,
      solutions: s.solutions,
      updates: s.updates,
    };
  }

  /** The next step, or undefined when the search is over. */
  next(): CoverStep | undefined {
    const s = this.state;
    const links = this.links;
    for (;;) {
      if (s.mode === 3) return undefined;
      if (s.mode === 0) {
        s.nodes++;
        const best = links.chooseItem();
        if (best < 0) {
          s.solutions++;
          s.mode = 2;
          return this.emit("solution", -1, -1);
        }
        const options = links.column(best);
        s.levels.push({ item: best, options, next: 0 });
        s.updates += enterLevel(links, best, undefined);
        s.mode = 1;
        return this.emit("choose", best, -1, options.length);
      }
      const top = s.levels[s.levels.length - 1];
      if (s.mode === 1) {
        if (top.next < top.options.length) {
          const o = top.options[top.next++];
          s.chosen.push(o);
          s.updates += links.commit(o, top.item);
          s.mode = 0;
          return this.emit("try", top.item, o);
        }
        s.levels.pop();
        // the item was covered unless it had no option left (then the search backs up at once)
        if (top.options.length > 0) links.uncover(top.item);
        s.mode = 2;
        return this.emit("back", top.item, -1);
      }
      // mode 2: back from below; undo the option of the level above, if any
      if (top === undefined) {
        s.mode = 3;
        continue;
      }
      links.uncommit(s.chosen.pop() as number, top.item);
      s.mode = 1;
    }
  }

  /** A copy of the state, to restore later. */
  save(): StepperState {
    const s = this.state;
    return {
      ...s,
      levels: s.levels.map((l) => ({ ...l })),
      chosen: [...s.chosen],
    };
  }

  /** Goes back (or forward) to a saved state: the links are rebuilt from its levels and options. */
  restore(saved: StepperState): void {
    this.links.reset();
    this.state = {
      ...saved,
      levels: saved.levels.map((l) => ({ ...l })),
      chosen: [...saved.chosen],
    };
    // each open level's cover, then its option's commit (the updates are the saved count)
    for (const [l, level] of saved.levels.entries())
      enterLevel(this.links, level.item, saved.chosen[l]);
  }
}

/** Steps between two checkpoints of a {@link CoverReplay}, by default. */
export const REPLAY_CHECKPOINT_EVERY = 1024;

/**
 * Any step of a search, in any order, in bounded memory: the search is re-run from the nearest
 * checkpoint (one every `every` steps, each the options chosen and the levels' lists) instead of
 * keeping every step. Going forward from the current step costs one step per step; a jump costs
 * at most `every` steps from a checkpoint. A million steps keep about a thousand checkpoints.
 *
 * @example
 * ```ts
 * const replay = new CoverReplay(parseDlx("a b\na\nb\na b\n"));
 * replay.step(1)?.kind; // "choose"
 * replay.step(3)?.kind; // "choose" (below the first try)
 * ```
 */
export class CoverReplay {
  private readonly stepper: CoverStepper;
  private readonly checkpoints: StepperState[] = [];
  private readonly every: number;
  /** The step the stepper last gave (0 before the first). */
  private position = 0;
  private last: CoverStep | undefined;
  /** True once the end of the search was reached. */
  finished = false;
  /** The number of steps, once `finished`. */
  total: number | undefined;

  /**
   * Prepares a replay of the search on a problem without multiplicities (InputError otherwise).
   *
   * @param problem - the problem (checked first)
   * @param options - `every`, the steps between two checkpoints (memory against the cost of a
   *   backward jump); default 1024
   */
  constructor(problem: ExactCoverProblem, options: { every?: number } = {}) {
    checkExactCoverProblem(problem);
    if (problem.bounds?.some((b) => b !== undefined && (b[0] !== 1 || b[1] !== 1)))
      throw new InputError("the step-by-step view takes exact covers without multiplicities");
    this.every = Math.max(1, Math.floor(options.every ?? REPLAY_CHECKPOINT_EVERY));
    this.stepper = new CoverStepper(problem);
    this.checkpoints.push(this.stepper.save());
  }

  /** Checkpoints kept so far. */
  get checkpointCount(): number {
    return this.checkpoints.length;
  }

  /**
   * Step k (1 = the first), or undefined past the end of the search.
   *
   * @param k - the step number, 1 = the first; any order (a backward jump replays from the nearest
   *   checkpoint before it)
   */
  step(k: number): CoverStep | undefined {
    if (!Number.isInteger(k) || k < 1) return undefined;
    if (this.total !== undefined && k > this.total) return undefined;
    if (k === this.position) return this.last;
    if (k < this.position) {
      // back: from the nearest checkpoint at or before step k - 1
      const c = Math.min(Math.floor((k - 1) / this.every), this.checkpoints.length - 1);
      this.stepper.restore(this.checkpoints[c]);
      this.position = c * this.every;
      this.last = undefined;
    } else {
      // forward: jump to the furthest checkpoint that does not pass k - 1
      const c = Math.min(Math.floor((k - 1) / this.every), this.checkpoints.length - 1);
      if (c * this.every > this.position) {
        this.stepper.restore(this.checkpoints[c]);
        this.position = c * this.every;
      }
    }
    while (this.position < k) {
      if (
        this.position % this.every === 0 &&
        this.position / this.every === this.checkpoints.length
      )
        this.checkpoints.push(this.stepper.save());
      const step = this.stepper.next();
      if (step === undefined) {
        // the end: the position stays on the last step, which stays the one shown
        this.finished = true;
        this.total = this.position;
        return undefined;
      }
      this.position++;
      this.last = step;
    }
    return this.last;
  }
}

/**
 * Records the steps of the search, up to `maxSteps`.
 *
 * @param problem - the problem (checked first; no multiplicities)
 * @param options - `maxSteps`, how many steps to record at most; default 5000
 *
 * @example
 * ```ts
 * const trace = traceExactCover(parseDlx("a b\na\nb\na b\n"));
 * trace.steps.filter((s) => s.kind === "solution").length; // 2
 * ```
 */
export function traceExactCover(
  problem: ExactCoverProblem,
  options: { maxSteps?: number } = {},
): CoverTrace {
  const maxSteps = options.maxSteps ?? 5000;
  const replay = new CoverReplay(problem, { every: Number.POSITIVE_INFINITY });
  const steps: CoverStep[] = [];
  for (let k = 1; k <= maxSteps; k++) {
    const step = replay.step(k);
    if (step === undefined) return { steps, complete: true };
    steps.push(step);
  }
  return { steps, complete: replay.step(maxSteps + 1) === undefined };
}
