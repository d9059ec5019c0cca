/**
 * The Sudoku page's variant examples (issue 36): each is read by the library's f-puzzles reader,
 * has exactly one solution by the variant engine, that solution is the one the example states
 * (for the Interactive Sudoku Solver's puzzles, their published solution in test/data), and it
 * keeps every rule by the library's checker.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { formatSudoku } from "../../src/sudoku/grid.js";
import { readFPuzzles } from "../../src/sudoku/variants/read.js";
import { checkVariantSolution, solveVariantSudoku } from "../../src/sudoku/variants/solve.js";
import { SUDOKU_VARIANT_EXAMPLES } from "../../src/web/pages/sudoku-variant-examples.js";

const published = new Map(
  readFileSync("test/data/sudoku/variants/solutions.txt", "utf8")
    .trim()
    .split("\n")
    .map((line) => line.split(" ") as [string, string]),
);

describe("the Sudoku page's variant examples", () => {
  it("cover the kinds the issue asks for", () => {
    const puzzles = SUDOKU_VARIANT_EXAMPLES.map((e) => readFPuzzles(e.fpuzzles));
    expect(puzzles.some((p) => p.cages.length > 0)).toBe(true);
    expect(puzzles.some((p) => p.jigsaw)).toBe(true);
    expect(puzzles.some((p) => p.thermometers.length > 0)).toBe(true);
    expect(
      puzzles.some((p) => p.arrows.length > 0 && p.differences.length + p.ratios.length > 0),
    ).toBe(true);
    expect(puzzles.some((p) => p.extraRegions.length === 4)).toBe(true);
    expect(puzzles.some((p) => p.antiknight)).toBe(true);
  });

  it.each(SUDOKU_VARIANT_EXAMPLES.map((e) => [e.name, e] as const))(
    "%s: one solution, the one stated, every rule kept",
    (_, example) => {
      const puzzle = readFPuzzles(example.fpuzzles);
      const result = solveVariantSudoku(puzzle, { limit: 2 });
      expect(result.count).toBe(1);
      expect(formatSudoku(result.solution!)).toBe(example.solution);
      expect(checkVariantSolution(puzzle, example.solution.split("").map(Number))).toBe(true);
      const file = /test\/data\/sudoku\/variants\/([a-z-]+)\.json/.exec(example.source)?.[1];
      if (file) {
        expect(published.get(file)).toBe(example.solution);
        expect(puzzle).toEqual(
          readFPuzzles(readFileSync(`test/data/sudoku/variants/${file}.json`, "utf8")),
        );
      }
    },
  );
});
