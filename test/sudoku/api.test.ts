import { describe, expect, it } from "vitest";
import {
  countSudokuSolutions,
  explainSudoku,
  generateSudoku,
  parseSudoku,
  RATING_SCALE,
  rateSudokuGrid,
  SUDOKU_TECHNIQUE_FAMILIES,
  SUDOKU_TECHNIQUES,
  sudokuHint,
} from "../../src/index.js";

describe("public API (README example)", () => {
  it("generates, hints, explains and rates", () => {
    const { puzzle, solutionValues, rating } = generateSudoku({
      seed: 1,
      symmetry: "rot180",
      difficulty: "medium",
    });
    // the puzzle is the string form every Sudoku function takes
    expect(typeof puzzle).toBe("string");
    expect(countSudokuSolutions(puzzle)).toBe(1);
    expect(rating?.level).toBe("medium");
    const grid = parseSudoku(puzzle);
    expect(rateSudokuGrid(grid, solutionValues)).toEqual(rating);
    const hint = sudokuHint(
      parseSudoku(
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
      ),
    );
    expect(hint.explanation).toBe("r6c2 can only be 4: it is the only place for 4 in box 4");
    expect(explainSudoku(grid).lines.at(-1)).toMatch(/^solved: .* rating medium/);
    // the classic techniques (the variant ones rank with them), hidden singles twice, and guess
    const classic = SUDOKU_TECHNIQUES.filter(
      (t) => !SUDOKU_TECHNIQUE_FAMILIES.variant!.includes(t.name),
    );
    expect(classic.length + 2).toBe(RATING_SCALE.length);
  });
});
