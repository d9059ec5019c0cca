/**
 * The logical solution path: apply the next step until the grid is full, logic runs out, or a
 * contradiction shows. When a solution is given, a stuck path can go on with a guess (the solution's
 * digit in an empty cell with the fewest candidates), so that explain and the rating see the whole
 * puzzle. Cost: steps * (cost of the techniques tried).
 */

import { popcount } from "../general.js";
import {
  applyStep,
  cloneBoard,
  findContradiction,
  type LogicBoard,
  type LogicStep,
  placeDigit,
} from "./board.js";
import { nextStep, TECHNIQUES, type Technique } from "./techniques.js";
import { nameOf } from "./words.js";

/** One entry of a path: a logical step, or a guess where logic ran out. */
export type PathEntry =
  | {
      /** A logical step. */
      kind: "step";
      /** The step. */
      step: LogicStep;
    }
  | {
      /** A guess: logic ran out and the solution's digit was placed. */
      kind: "guess";
      /** The cell guessed (the one with the fewest candidates), 0..N²-1. */
      cell: number;
      /** The digit placed there, 1..N. */
      digit: number;
      /** The cell's candidate mask before the guess (bit d-1 for digit d). */
      candidates: number;
    };

/** The result of following logic through a puzzle. */
export interface LogicPath {
  /** The steps and guesses, in order. */
  entries: PathEntry[];
  /** How the path ended; "limit" when `maxEntries` or `deadline` stopped it first. */
  end: "solved" | "stuck" | "contradiction" | "limit";
  /** For a contradiction: what is wrong, in words. */
  contradiction?: string;
  /** The board at the end. */
  board: LogicBoard;
}

/** Options of the logical path that hints, explanations and ratings follow. */
export interface LogicPathOptions {
  /** The solution (N*N digits): when given, a stuck path goes on with guesses. */
  solution?: ArrayLike<number>;
  /** Use only these techniques (see {@link techniquesOf}). @defaultValue all */
  techniques?: readonly Technique[];
  /** Stop after this many entries. @defaultValue Infinity */
  maxEntries?: number;
  /**
   * Stop once `performance.now()` passes this time (checked before each step, so the step
   * running then finishes first). @defaultValue no deadline
   */
  deadline?: number;
  /** Stop when aborted (checked before each step): the path so far, ending "limit". */
  signal?: AbortSignal;
}

/**
 * Follows logic through a board (the board given is not changed).
 *
 * @example
 * ```ts
 * const path = logicPath(board, { solution });
 * path.entries.filter((e) => e.kind === "guess").length; // guesses needed
 * ```
 */
export function logicPath(start: LogicBoard, options: LogicPathOptions = {}): LogicPath {
  const board = cloneBoard(start);
  const entries: PathEntry[] = [];
  const techniques = options.techniques ?? TECHNIQUES;
  const max = options.maxEntries ?? Number.POSITIVE_INFINITY;
  const name = (cell: number) => nameOf(board, cell);
  const deadline = options.deadline ?? Number.POSITIVE_INFINITY;
  for (;;) {
    const contradiction = findContradiction(board, name);
    if (contradiction) return { entries, end: "contradiction", contradiction, board };
    if (!board.values.includes(0)) return { entries, end: "solved", board };
    if (entries.length >= max || options.signal?.aborted || performance.now() > deadline)
      return { entries, end: "limit", board };
    const step = nextStep(board, techniques);
    if (step) {
      entries.push({ kind: "step", step });
      applyStep(board, step);
      continue;
    }
    if (!options.solution) return { entries, end: "stuck", board };
    const cell = guessCell(board);
    const digit = options.solution[cell]!;
    entries.push({ kind: "guess", cell, digit, candidates: board.cands[cell]! });
    placeDigit(board, cell, digit);
  }
}

/** The empty cell with the fewest candidates (the first such), where a guess is cheapest. */
export function guessCell(board: LogicBoard): number {
  let best = -1;
  let bestCount = 99;
  for (let cell = 0; cell < board.values.length; cell++) {
    if (board.values[cell] !== 0) continue;
    const c = popcount(board.cands[cell]!);
    if (c < bestCount) {
      best = cell;
      bestCount = c;
    }
  }
  return best;
}
