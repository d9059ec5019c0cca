/**
 * Sudoku (9x9) as exact cover: 324 primary items (each cell filled, each digit once per row,
 * column and box) and one option per cell and digit allowed by the clues (729 without clues).
 */
import { InputError } from "../../core/errors.js";
import type { ExactCoverProblem } from "../problem.js";

/** A Sudoku problem and the way back from a solution to a grid. */
export interface SudokuCover {
  /** The exact cover problem: 324 primary items, one option per cell and digit the clues allow. */
  problem: ExactCoverProblem;
  /**
   * The grid (81 digits) of a solution.
   *
   * @param solution - a solution of `problem` (option indices, in any order)
   */
  grid(solution: readonly number[]): string;
}

/**
 * Encodes a 9x9 grid (81 characters, `1-9` clues, `.` or `0` blanks) as exact cover.
 *
 * @param text - the grid: 81 characters, `1`-`9` for clues, `.` or `0` for blanks
 *
 * @example
 * ```ts
 * const { problem, grid } = sudokuCover(puzzle);
 * grid(firstExactCover(problem)!); // the solved grid
 * ```
 */
export function sudokuCover(text: string): SudokuCover {
  const cells = text.trim();
  if (cells.length !== 81)
    throw new InputError(`a grid has 81 cells, got ${cells.length}`, { value: text });
  const primary: string[] = [];
  for (let r = 1; r <= 9; r++) for (let c = 1; c <= 9; c++) primary.push(`p${r}${c}`);
  for (const kind of ["r", "c", "b"])
    for (let x = 1; x <= 9; x++) for (let d = 1; d <= 9; d++) primary.push(`${kind}${x}${d}`);
  const options = [];
  const digits: number[] = [];
  const where: number[] = [];
  for (let cell = 0; cell < 81; cell++) {
    const ch = cells[cell];
    const r = Math.floor(cell / 9);
    const c = cell % 9;
    const b = 3 * Math.floor(r / 3) + Math.floor(c / 3);
    let given = 0;
    if (ch >= "1" && ch <= "9") given = Number(ch);
    else if (ch !== "." && ch !== "0")
      throw new InputError(`bad character '${ch}' at cell ${cell + 1}`, { column: cell + 1 });
    for (let d = 1; d <= 9; d++) {
      if (given !== 0 && d !== given) continue;
      options.push({ items: [cell, 81 + r * 9 + d - 1, 162 + c * 9 + d - 1, 243 + b * 9 + d - 1] });
      digits.push(d);
      where.push(cell);
    }
  }
  return {
    problem: { primary, secondary: [], options },
    grid(solution) {
      const out = new Array<string>(81).fill(".");
      for (const o of solution) out[where[o]] = String(digits[o]);
      return out.join("");
    },
  };
}
