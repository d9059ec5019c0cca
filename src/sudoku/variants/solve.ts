/**
 * Solving and counting variant puzzles: classic-equivalent puzzles (standard boxes, no
 * constraint, or both diagonals: X-Sudoku) go through the classic solvers (the fast 9x9 path
 * among them); every other rule set through the variant engine. Also a check of a finished grid
 * against every rule, independent of the search.
 */
import { type SudokuResult, sudokuEngine } from "../engine.js";
import { sudokuGeometry } from "../grid.js";
import { VariantEngine } from "./engine.js";
import { variantModel } from "./model.js";
import type { VariantSudoku } from "./types.js";

/** Options of {@link solveVariantSudoku}. */
export interface VariantSolveOptions {
  /**
   * Stop counting at this many solutions.
   * @defaultValue 2
   */
  limit?: number;
  /** Cancels a long search (throws AbortError). */
  signal?: AbortSignal;
}

/**
 * True when the puzzle is a classic grid (or X-Sudoku) with no other rule, so the classic
 * solvers take it.
 *
 * @param p - the variant puzzle
 *
 * @example
 * ```ts
 * isClassicVariant(readFPuzzles(text)); // false for a killer
 * ```
 */
export function isClassicVariant(p: VariantSudoku): boolean {
  return (
    !p.jigsaw &&
    p.diagonalUp === p.diagonalDown &&
    !p.antiknight &&
    !p.antiking &&
    !p.nonconsecutive &&
    p.cages.length + p.littleKillers.length + p.thermometers.length + p.arrows.length === 0 &&
    p.differences.length +
      p.ratios.length +
      p.odd.length +
      p.even.length +
      p.extraRegions.length ===
      0
  );
}

/**
 * Counts the solutions of a variant puzzle up to a limit and returns the first one with
 * statistics.
 *
 * @param puzzle - the variant puzzle, from {@link readFPuzzles}
 * @param options - `limit` (default 2) and `signal`: see {@link VariantSolveOptions}
 *
 * @example
 * ```ts
 * const result = solveVariantSudoku(readFPuzzles(text), { limit: 2 });
 * result.count; // 1 for a proper puzzle
 * ```
 */
export function solveVariantSudoku(
  puzzle: VariantSudoku,
  options: VariantSolveOptions = {},
): SudokuResult {
  const limit = options.limit ?? 2;
  const solution = new Uint8Array(puzzle.size * puzzle.size);
  if (isClassicVariant(puzzle)) {
    const engine = sudokuEngine(
      sudokuGeometry(puzzle.size, { diagonal: puzzle.diagonalUp }),
      "fast",
    );
    const count = engine.count(puzzle.givens, limit, solution, options.signal);
    return { count, solution: count > 0 ? solution : null, stats: { ...engine.stats } };
  }
  const engine = new VariantEngine(variantModel(puzzle));
  const count = engine.count(limit, solution, options.signal);
  return { count, solution: count > 0 ? solution : null, stats: { ...engine.stats } };
}

/**
 * True when `values` (1..N per cell, row by row) is a solution of the puzzle: the givens kept,
 * every all-different group different, every rule held.
 *
 * @param puzzle - the variant puzzle
 * @param values - the proposed solution's digits by cell (1..size, size² of them)
 *
 * @example
 * ```ts
 * checkVariantSolution(puzzle, solveVariantSudoku(puzzle).solution!); // true
 * ```
 */
export function checkVariantSolution(puzzle: VariantSudoku, values: ArrayLike<number>): boolean {
  const n = puzzle.size;
  if (values.length !== n * n) return false;
  for (let c = 0; c < n * n; c++) {
    const v = values[c]!;
    if (!Number.isInteger(v) || v < 1 || v > n) return false;
    if (puzzle.givens[c] !== 0 && puzzle.givens[c] !== v) return false;
  }
  if (puzzle.odd.some((c) => values[c]! % 2 === 0) || puzzle.even.some((c) => values[c]! % 2 === 1))
    return false;
  const model = variantModel(puzzle);
  for (const group of model.groups)
    if (new Set(group.map((c) => values[c])).size !== group.length) return false;
  for (let c = 0; c < n * n; c++)
    for (let k = model.peerStart[c]!; k < model.peerStart[c + 1]!; k++)
      if (values[model.peers[k]!] === values[c]) return false;
  return model.rules.every((rule) => rule.holds(values));
}
