/**
 * Hint, explain, rate and candidates for variant puzzles: the variant logic board (houses and
 * peers from the puzzle, the variant techniques on its rules), the solution from the variant
 * engine, and the same outputs as for classic grids. Cost: one variant count plus the logical
 * path (tens of milliseconds for a 9x9 killer).
 */
import { valueChar } from "../../grid.js";
import {
  type ExplainSudokuOptions,
  explainBoard,
  formatCandidates,
  noStep,
  parsePencilMarks,
  type SudokuExplanation,
  type SudokuHint,
  stepToHint,
  stuckWords,
} from "../../hint.js";
import { ratePath, type SudokuRating } from "../../rating.js";
import { solveVariantSudoku } from "../../variants/solve.js";
import type { VariantSudoku } from "../../variants/types.js";
import { findContradiction, type LogicBoard } from "../board.js";
import { logicPath } from "../path.js";
import { easiestStep, type Technique } from "../techniques.js";
import { nameOf } from "../words.js";
import { variantLogicBoard } from "./board.js";

/** The board of a variant puzzle, narrowed to the user's pencil marks when given. */
function markedBoard(puzzle: VariantSudoku, candidates?: string): LogicBoard {
  const board = variantLogicBoard(puzzle);
  if (candidates !== undefined) {
    const marks = parsePencilMarks(candidates, puzzle.size);
    for (let c = 0; c < board.cands.length; c++) board.cands[c]! &= marks[c]!;
  }
  return board;
}

/** The solution count (to 2) and the unique solution. */
function solve(puzzle: VariantSudoku): { solution: Uint8Array | null; count: number } {
  const r = solveVariantSudoku(puzzle, { limit: 2 });
  return { solution: r.count === 1 ? r.solution : null, count: r.count };
}

/**
 * The easiest logical step of a variant puzzle (killer cages, jigsaw regions, thermometers, ...),
 * in the contract's hint form.
 *
 * @example
 * ```ts
 * variantHint(readFPuzzles(text)).technique; // "cage combination"
 * ```
 *
 * @param puzzle - the variant puzzle (as readFPuzzles gives it)
 * @param options - `candidates`: the user's pencil marks (the candidates grid's text), checked
 *   against the solution first; `techniques`: the technique families allowed (all by default)
 */
export function variantHint(
  puzzle: VariantSudoku,
  options: { candidates?: string; techniques?: readonly Technique[] } = {},
): SudokuHint {
  const board = markedBoard(puzzle, options.candidates);
  const { solution, count } = solve(puzzle);
  if (count === 0) return noStep("the puzzle has no solution");
  if (solution && options.candidates !== undefined) {
    const lost = board.cands.findIndex(
      (m, c) => board.values[c] === 0 && !(m & (1 << (solution[c]! - 1))),
    );
    if (lost >= 0)
      return noStep(
        `mistake: ${valueChar(solution[lost]!)} was removed from ${nameOf(board, lost)}, but it belongs there`,
        [{ cell: nameOf(board, lost), placed: 0, solution: solution[lost]! }],
      );
  }
  if (!board.values.includes(0)) return noStep("the grid is solved");
  const contradiction = findContradiction(board, (c) => nameOf(board, c));
  if (contradiction) return noStep(`contradiction: ${contradiction}`);
  const step = easiestStep(board, options.techniques);
  return step ? stepToHint(puzzle.size, step, board.table.geometry) : noStep(stuckWords(board));
}

/**
 * The whole logical path of a variant puzzle, as {@link explainSudoku} gives it for classic grids.
 *
 * @example
 * ```ts
 * explainVariantSudoku(readFPuzzles(text)).lines.at(-1); // "solved: 81 steps; rating easy 34 ..."
 * ```
 *
 * @param puzzle - the variant puzzle (as readFPuzzles gives it)
 * @param options - the same options as {@link explainSudoku} (pencil marks, techniques, step
 *   and time limits, signal)
 */
export function explainVariantSudoku(
  puzzle: VariantSudoku,
  options: ExplainSudokuOptions = {},
): SudokuExplanation {
  const started = performance.now();
  const board = markedBoard(puzzle, options.candidates);
  const { solution, count } = solve(puzzle);
  return explainBoard(board, solution, count, options, started);
}

/** What {@link rateVariantSudoku} gives. */
export interface VariantSudokuRating {
  /** The rating, or null when the puzzle has no solution or several. */
  rating: SudokuRating | null;
  /** Its solutions, counted up to 2. */
  count: number;
}

/**
 * The rating of a variant puzzle on the classic scale (the variant techniques rank with the
 * classic technique of their kind), or null with the count when it has no or several solutions.
 *
 * @example
 * ```ts
 * rateVariantSudoku(readFPuzzles(text)).rating?.level; // "medium"
 * ```
 *
 * @param puzzle - the variant puzzle (as readFPuzzles gives it)
 * @param options - `techniques`: the technique families allowed (all by default)
 */
export function rateVariantSudoku(
  puzzle: VariantSudoku,
  options: { techniques?: readonly Technique[] } = {},
): VariantSudokuRating {
  const { solution, count } = solve(puzzle);
  if (!solution) return { rating: null, count };
  const path = logicPath(variantLogicBoard(puzzle), {
    solution,
    ...(options.techniques ? { techniques: options.techniques } : {}),
  });
  return { rating: ratePath(path), count };
}

/**
 * The possibilities matrix of a variant puzzle: the digits its houses and peers (anti-knight,
 * cages, ...) and its odd/even cells still allow; the other rules are left to the hints.
 *
 * @example
 * ```ts
 * variantCandidates(readFPuzzles(text)).split("\n").length; // 11 for 9x9 (with box lines)
 * ```
 *
 * @param puzzle - the variant puzzle (as readFPuzzles gives it)
 */
export function variantCandidates(puzzle: VariantSudoku): string {
  return formatCandidates(variantLogicBoard(puzzle));
}

/** The givens of a variant puzzle as one classic line. */
export function variantGivensLine(puzzle: VariantSudoku): string {
  return puzzle.givens.map(valueChar).join("");
}
