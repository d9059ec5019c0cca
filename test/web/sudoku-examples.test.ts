/**
 * The playground's Sudoku examples (issue 16): the 4x4 example had no solution and the 6x6 one
 * would not load (its clues clashed). Each example is now checked: a proper puzzle has exactly one
 * solution, and the grid to type into says so.
 */
import { describe, expect, it } from "vitest";
import { parseSudoku } from "../../src/sudoku/grid.js";
import { rateSudokuGrid } from "../../src/sudoku/rating.js";
import { countSudokuSolutions, solveSudoku } from "../../src/sudoku/solve.js";
import { SUDOKU_EXAMPLES } from "../../src/web/pages/sudoku-examples.js";
import { runCli } from "../helpers/cli.js";

describe("the Sudoku examples", () => {
  it("each has exactly one solution, or says it has many", () => {
    for (const example of SUDOKU_EXAMPLES) {
      const count = countSudokuSolutions(example.grid, 2);
      expect(count, example.name).toBe(example.solutions === "one" ? 1 : 2);
    }
  });

  it("rate as their names say, by the project's own rater and by the CLI (issue 39)", async () => {
    const named = SUDOKU_EXAMPLES.filter((e) => /^(Easy|Medium|Hard)\b/.test(e.name));
    expect(named.map((e) => e.name)).toContain("Hard 9x9");
    for (const example of named) {
      const level = example.name.split(" ")[0].toLowerCase();
      expect(example.level).toBe(level);
      const solution = parseSudoku(solveSudoku(example.grid) as string).values;
      expect(rateSudokuGrid(parseSudoku(example.grid), solution).level, example.name).toBe(level);
      const cli = await runCli(["sudoku", "rate", example.grid]);
      expect(cli.stdout, example.name).toMatch(new RegExp(`^${level} \\d+ \\(SE`));
    }
  });

  it("the grid in `sudoku candidates --help` has exactly one solution", async () => {
    const help = (await runCli(["sudoku", "candidates", "--help"])).stdout;
    const grids = [...help.matchAll(/permuta sudoku candidates ([0-9A-Z.]{16,})/g)].map(
      (m) => m[1],
    );
    expect(grids.length).toBeGreaterThan(0);
    for (const grid of grids) expect(countSudokuSolutions(grid, 2), grid).toBe(1);
  });
});
