import { describe, expect, it } from "vitest";
import {
  countSudokuSolutions,
  explainSudoku,
  formatSudoku,
  generateSudoku,
  parseSudoku,
  RATING_SCALE,
  rateSudokuGrid,
  SUDOKU_TECHNIQUES,
  sudokuHint,
} from "../../src/index.js";

describe("public API (README example)", () => {
  it("generates, hints, explains and rates", () => {
    const { puzzle, solution, rating } = generateSudoku({
      seed: 1,
      symmetry: "rot180",
      difficulty: "medium",
    });
    expect(countSudokuSolutions(formatSudoku(puzzle))).toBe(1);
    expect(rating?.level).toBe("medium");
    const grid = parseSudoku(formatSudoku(puzzle));
    expect(rateSudokuGrid(grid, solution)).toEqual(rating);
    const hint = sudokuHint(
      parseSudoku(
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
      ),
    );
    expect(hint.explanation).toBe("r6c2 can only be 4: it is the only place for 4 in box 4");
    expect(explainSudoku(grid).lines.at(-1)).toMatch(/^solved: .* rating medium/);
    expect(SUDOKU_TECHNIQUES.length + 2).toBe(RATING_SCALE.length);
  });
});
