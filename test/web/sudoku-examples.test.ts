/**
 * The playground's Sudoku examples (issue 16): the 4x4 example had no solution and the 6x6 one
 * would not load (its clues clashed). Each example is now checked: a proper puzzle has exactly one
 * solution, and the grid to type into says so.
 */
import { describe, expect, it } from "vitest";
import { countSudokuSolutions } from "../../src/sudoku/solve.js";
import { SUDOKU_EXAMPLES } from "../../src/web/pages/sudoku-examples.js";
import { runCli } from "../helpers/cli.js";

describe("the Sudoku examples", () => {
  it("each has exactly one solution, or says it has many", () => {
    for (const example of SUDOKU_EXAMPLES) {
      const count = countSudokuSolutions(example.grid, 2);
      expect(count, example.name).toBe(example.solutions === "one" ? 1 : 2);
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
