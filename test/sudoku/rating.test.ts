import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseSudoku } from "../../src/sudoku/grid.js";
import { RATING_SCALE, rateSudokuGrid, SUDOKU_LEVELS } from "../../src/sudoku/rating.js";
import { sudokuEngine } from "../../src/sudoku/solve.js";

const sample = readFileSync(new URL("../data/sudoku/qqwing_sample.txt", import.meta.url), "utf8")
  .split("\n")
  .filter((l) => l && !l.startsWith("#"))
  .map((l) => l.split(" ") as [string, string]);

function rate(line: string) {
  const grid = parseSudoku(line);
  const solution = new Uint8Array(81);
  expect(sudokuEngine(grid.geometry, "dlx").count(grid.values, 2, solution)).toBe(1);
  return rateSudokuGrid(grid, solution);
}

describe("rating", () => {
  it("the scale is ordered and every level is used", () => {
    RATING_SCALE.forEach((row, i) => {
      expect(row.rank).toBe(i + 1);
    });
    expect(new Set(RATING_SCALE.map((r) => r.level))).toEqual(new Set(SUDOKU_LEVELS));
  });

  it("agrees with qqwing's four levels on a sample of 100 qqwing puzzles", () => {
    const expected: Record<string, string[]> = {
      simple: ["easy"],
      easy: ["easy"],
      intermediate: ["medium"],
      expert: ["hard", "fiendish", "diabolical"],
    };
    expect(sample).toHaveLength(100);
    for (const [puzzle, level] of sample) {
      expect(expected[level], `${puzzle} (qqwing ${level})`).toContain(rate(puzzle).level);
    }
  });

  it("is stable: the same puzzle always gets the same rating", () => {
    for (const [puzzle] of sample.slice(75, 85)) expect(rate(puzzle)).toEqual(rate(puzzle));
  });

  it("docs/sudoku.md's rating table is the scale", () => {
    const readme = readFileSync(new URL("../../docs/sudoku.md", import.meta.url), "utf8");
    const table = readme.slice(readme.indexOf("| rank | technique | level |"));
    const lines = table.split("\n");
    const rows = lines.slice(
      2,
      lines.findIndex((l) => !l.startsWith("|")),
    );
    const names: Record<string, string> = {
      "hidden single in a box": "hidden single (box)",
      "hidden single in a row or column": "hidden single (row or column)",
      "a guess is needed": "guess",
    };
    const fromReadme: [number, string, string][] = [];
    for (const row of rows) {
      const [ranks, techniques, level] = row
        .split("|")
        .slice(1, 4)
        .map((c) => c.trim());
      const r = ranks!.split(",").map(Number);
      const t = techniques!.split(",").map((x) => x.trim().toLowerCase());
      expect(t.length).toBe(r.length);
      r.forEach((rank, i) => {
        fromReadme.push([rank, names[t[i]!] ?? t[i]!, level!]);
      });
    }
    expect(fromReadme).toEqual(RATING_SCALE.map((x) => [x.rank, x.technique, x.level]));
  });

  it("number = 10 * rank of the hardest technique + min(9, uses - 1)", () => {
    for (const [puzzle] of sample.slice(0, 100)) {
      const r = rate(puzzle);
      const row = RATING_SCALE.find((x) => x.technique === r.hardest)!;
      const uses = r.techniques[r.hardest]!;
      expect(r.score).toBe(10 * row.rank + Math.min(9, uses - 1));
      expect(row.level).toBe(r.level);
    }
  });
});

describe("rateIfLevel (the generator's shortcut) agrees with the full rating", () => {
  it("on the qqwing sample, for every level", async () => {
    const { rateIfLevel } = await import("../../src/sudoku/rating.js");
    const { boardFromValues } = await import("../../src/sudoku/logic/board.js");
    for (const [puzzle] of sample) {
      const grid = parseSudoku(puzzle);
      const solution = new Uint8Array(81);
      sudokuEngine(grid.geometry, "fast").count(grid.values, 2, solution);
      const full = rateSudokuGrid(grid, solution);
      for (const level of SUDOKU_LEVELS) {
        // the sample's puzzles have one solution (counted above), as the full rating finds
        const board = boardFromValues(grid.geometry, grid.values);
        board.assumeUnique = true;
        const quick = rateIfLevel(board, solution, level);
        expect(quick).toEqual(level === full.level ? full : null);
      }
    }
  });
});
