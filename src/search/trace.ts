/**
 * The search tree of a program, step by step, for replays (the playground's Search page): the
 * interpreter runs the program with its `onStep` hook and the steps are kept as three typed
 * arrays (kind, statement, value), a few bytes a step; {@link SearchTreeReplay} gives the state
 * after any step (the partial assignment, the nodes per level so far) from a checkpoint every
 * 1,024 steps. The tree's levels are the program's Choose and Let statements, in order: level d
 * holds the assignments of the first d of them. Cost: the interpreter's, plus O(levels) per
 * checkpoint; for programs of teaching size (a step limit keeps memory bounded).
 */
import { createCounters } from "../core/counters.js";
import type { SearchStepKind } from "./engine.js";
import { interpretSteps } from "./interpreter.js";
import { formatSolution, loadProgram, type ProgramSource } from "./run.js";

/**
 * The step kinds in the order of their codes in {@link SearchTrace.kinds}.
 *
 * @example
 * ```ts
 * const trace = traceSearch("Values 1..2\nChoose a\nPrint a");
 * SEARCH_STEP_KINDS[trace.kinds[1]]; // "bind": a = 1
 * ```
 */
export const SEARCH_STEP_KINDS: readonly (SearchStepKind | "print")[] = [
  "enter",
  "bind",
  "fail",
  "leave",
  "leaf",
  "print",
];

/** A level of the search tree: a Choose or Let statement. */
export interface SearchTreeLevel {
  /** The statement's index in the program. */
  statement: number;
  /** The statement's 1-based source line. */
  line: number;
  /** The variable it binds. */
  name: string;
}

/** The steps of a run of a program (see {@link traceSearch}). */
export interface SearchTrace {
  /** Levels 1..L of the tree (level 0 is the root: nothing assigned). */
  levels: SearchTreeLevel[];
  /** Each statement's source line and text, by index. */
  statements: {
    /** The statement's 1-based source line. */
    line: number;
    /** The statement as written. */
    text: string;
  }[];
  /** Per step: the kind (an index into {@link SEARCH_STEP_KINDS}). */
  kinds: Uint8Array;
  /** Per step: the statement's index (-1 for a leaf). */
  at: Int32Array;
  /** Per step: the value given (`bind`), the printed line's index (`print`), else 0. */
  values: Float64Array;
  /** What each `print` step printed, in order (a print step's value is its index here). */
  printed: string[];
  /** True when the whole run fits in the steps (else it was cut at `maxSteps`). */
  complete: boolean;
  /** The run's nodes (values given), when complete. */
  nodes: number;
  /** Each statement's execution count, by index, when complete. */
  profile: number[];
}

/** Options of {@link traceSearch}. */
export interface TraceSearchOptions {
  /** The most steps kept. @defaultValue 200000 */
  maxSteps?: number;
}

/**
 * Runs a program in the interpreter and records its steps: each level entered, each value given,
 * each branch ended, each level left, each line printed (up to `maxSteps`).
 *
 * @param source - program text, a syntax tree, or a checked program
 * @param options - `maxSteps`, the most steps kept; default 200000
 *
 * @example
 * ```ts
 * const trace = traceSearch("Values 1..2\nChoose a\nChoose b\nPrint a b");
 * trace.kinds.length; // 14: enter a, a = 1, enter b, b = 2, print, leaf, leave b, a = 2, ...
 * trace.printed; // ["12", "21"]
 * ```
 */
export function traceSearch(source: ProgramSource, options: TraceSearchOptions = {}): SearchTrace {
  const checked = loadProgram(source);
  const statements = checked.program.statements;
  const maxSteps = Math.max(0, Math.floor(options.maxSteps ?? 200_000));
  const levels: SearchTreeLevel[] = [];
  statements.forEach((s, i) => {
    if (s.kind === "choose" || s.kind === "let")
      levels.push({ statement: i, line: s.line, name: s.name });
  });
  const kinds: number[] = [];
  const at: number[] = [];
  const values: number[] = [];
  const printed: string[] = [];
  let over = false;
  const record = (kind: number, statement: number, value: number) => {
    if (kinds.length >= maxSteps) {
      over = true;
      return;
    }
    kinds.push(kind);
    at.push(statement);
    values.push(value);
  };
  const counters = createCounters(Math.max(1, statements.length));
  const run = interpretSteps(checked, {
    counters,
    onStep: (kind, statement, value) => record(SEARCH_STEP_KINDS.indexOf(kind), statement, value),
  });
  for (const step of run.steps) {
    if (step >= 0) {
      // a Print ran: the generator paused right there, so the step falls in its place
      record(5, step, printed.length);
      if (!over) printed.push(formatSolution(checked, step, run.vars, run.items).text);
    }
    if (over) {
      run.steps.return(undefined);
      break;
    }
  }
  return {
    levels,
    statements: statements.map((s) => ({ line: s.line, text: s.text })),
    kinds: Uint8Array.from(kinds),
    at: Int32Array.from(at),
    values: Float64Array.from(values),
    printed,
    complete: !over,
    nodes: counters.nodes,
    profile: Array.from(counters.profile ?? []).slice(0, statements.length),
  };
}

/** The state of the search after a step (see {@link SearchTreeReplay.state}). */
export interface SearchTreeState {
  /** The step (0: the start, nothing done yet). */
  step: number;
  /** The step's kind (undefined at step 0). */
  kind?: SearchStepKind | "print";
  /** The step's statement index (-1 at step 0 and for a leaf). */
  statement: number;
  /** The step's value: the value given (`bind`), the printed line's index (`print`), else 0. */
  value: number;
  /** The level of the current node: how many variables hold values. */
  depth: number;
  /** The values of the levels' variables 1..depth. */
  assignment: number[];
  /** Per level 1..L (index d - 1): the values given at that level so far (the tree's nodes). */
  nodes: number[];
  /** Per level 0..L: the nodes of that level that passed every test before the next level (for L: ran to the end). */
  passed: number[];
  /** Lines printed so far. */
  printed: number;
}

/** The part of a state a checkpoint keeps. */
interface Checkpoint {
  depth: number;
  assignment: Float64Array;
  nodes: Int32Array;
  passed: Int32Array;
  printed: number;
}

/**
 * The state after any step of a trace, in any order: one checkpoint every `every` steps, and
 * the steps replayed from the nearest one (the trace itself is the run: nothing is computed
 * twice, and the view only renders a state).
 *
 * @example
 * ```ts
 * const replay = new SearchTreeReplay(traceSearch("Values 1..2\nChoose a\nChoose b\nPrint a b"));
 * replay.state(4).assignment; // [1, 2]: a = 1, b = 2
 * replay.state(replay.length).nodes; // [2, 2]: two values for a, then one for b under each
 * ```
 */
export class SearchTreeReplay {
  private readonly checkpoints: Checkpoint[] = [];
  private readonly levelOf: Int32Array;
  private readonly every: number;

  /**
   * Prepares the replay of a trace (checkpoints are made as the steps are read).
   *
   * @param trace - a trace from {@link traceSearch}
   * @param options - `every`, the steps between two checkpoints; default 1024
   */
  constructor(
    /** The trace replayed. */
    readonly trace: SearchTrace,
    options: { every?: number } = {},
  ) {
    this.every = Math.max(1, Math.floor(options.every ?? 1024));
    this.levelOf = new Int32Array(trace.statements.length).fill(-1);
    trace.levels.forEach((level, d) => {
      this.levelOf[level.statement] = d + 1;
    });
    const L = trace.levels.length;
    const c: Checkpoint = {
      depth: 0,
      assignment: new Float64Array(L),
      nodes: new Int32Array(L),
      passed: new Int32Array(L + 1),
      printed: 0,
    };
    for (let k = 0; k <= trace.kinds.length; k++) {
      if (k % this.every === 0)
        this.checkpoints.push({
          ...c,
          assignment: c.assignment.slice(),
          nodes: c.nodes.slice(),
          passed: c.passed.slice(),
        });
      if (k < trace.kinds.length) this.apply(c, k);
    }
  }

  /** The number of steps. */
  get length(): number {
    return this.trace.kinds.length;
  }

  /** Applies step k (0-based in the arrays: the step numbered k + 1). */
  private apply(c: Checkpoint, k: number): void {
    const i = this.trace.at[k];
    const level = i >= 0 ? this.levelOf[i] : -1;
    switch (this.trace.kinds[k]) {
      case 0: // enter a level: the node above passed every test on its way here
        c.passed[level - 1]++;
        c.depth = level - 1;
        break;
      case 1: // a value given: a node of this level
        c.nodes[level - 1]++;
        c.assignment[level - 1] = this.trace.values[k];
        c.depth = level;
        break;
      case 3: // leave: back to the level above
        c.depth = level - 1;
        break;
      case 4: // ran past the last statement
        c.passed[this.trace.levels.length]++;
        break;
      case 5:
        c.printed++;
        break;
    }
  }

  /**
   * The state after step k (0: the start), or undefined outside 0..length.
   *
   * @param k - the step number, 0 (the start) to {@link SearchTreeReplay.length}, in any order
   */
  state(k: number): SearchTreeState | undefined {
    if (!Number.isInteger(k) || k < 0 || k > this.length) return undefined;
    const from = this.checkpoints[Math.floor(k / this.every)];
    const c: Checkpoint = {
      ...from,
      assignment: from.assignment.slice(),
      nodes: from.nodes.slice(),
      passed: from.passed.slice(),
    };
    for (let j = Math.floor(k / this.every) * this.every; j < k; j++) this.apply(c, j);
    const last = k - 1;
    return {
      step: k,
      kind: k > 0 ? SEARCH_STEP_KINDS[this.trace.kinds[last]] : undefined,
      statement: k > 0 ? this.trace.at[last] : -1,
      value: k > 0 ? this.trace.values[last] : 0,
      depth: c.depth,
      assignment: Array.from(c.assignment.subarray(0, c.depth)),
      nodes: Array.from(c.nodes),
      passed: Array.from(c.passed),
      printed: c.printed,
    };
  }
}
