/**
 * The public solve and count calls take a variant puzzle object (issue 36): the published
 * puzzles' solutions, a count to the limit on a puzzle with several solutions (cages removed,
 * checked against the independent brute-force counter), an X-Sudoku given as a variant object
 * against the classic diagonal solver, and an InputError for anything else.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isInputError } from "../../src/core/errors.js";
import { countSudokuSolutions, solveSudoku } from "../../src/index.js";
import { readFPuzzles, readFPuzzlesObject } from "../../src/sudoku/variants/read.js";
import { bruteCount, bruteRead } from "../helpers/variant-brute.js";

const DIR = "test/data/sudoku/variants/";
const published = readFileSync(`${DIR}solutions.txt`, "utf8")
  .trim()
  .split("\n")
  .map((line) => line.split(" ") as [string, string]);

describe("solveSudoku and countSudokuSolutions on variant puzzle objects", () => {
  it.each(published)("%s: the published solution, exactly one", (name, solution) => {
    const puzzle = readFPuzzles(readFileSync(`${DIR}${name}.json`, "utf8"));
    expect(solveSudoku(puzzle)).toBe(solution);
    expect(countSudokuSolutions(puzzle)).toBe(1);
  });

  it("counts to the limit on a killer with cages taken away (as a brute-force count)", () => {
    const json = JSON.parse(readFileSync(`${DIR}killer.json`, "utf8"));
    json.killercage = json.killercage.slice(0, Math.floor(json.killercage.length / 2));
    const puzzle = readFPuzzlesObject(json);
    const brute = bruteCount(bruteRead(JSON.stringify(json)), 5);
    expect(brute).toBeGreaterThan(1);
    expect(countSudokuSolutions(puzzle, 5)).toBe(brute);
    expect(countSudokuSolutions(puzzle)).toBe(2);
    expect(solveSudoku(puzzle)).toMatch(/^[1-9]{81}$/);
  });

  it("an X-Sudoku as a variant object solves as the classic diagonal solver does", () => {
    const line = readFileSync("test/data/sudoku/x_sudoku_generated300.txt", "utf8").split("\n")[0]!;
    const grid = Array.from({ length: 9 }, (_, r) =>
      Array.from({ length: 9 }, (_, c) => {
        const ch = line[r * 9 + c];
        return ch === "." ? {} : { value: Number(ch), given: true };
      }),
    );
    const puzzle = readFPuzzlesObject({ size: 9, grid, "diagonal+": true, "diagonal-": true });
    const classic = solveSudoku(line, { diagonal: true });
    expect(solveSudoku(puzzle)).toBe(classic);
    expect(countSudokuSolutions(puzzle)).toBe(countSudokuSolutions(line, 2, { diagonal: true }));
  });

  it("anything else is an InputError naming what a puzzle is", () => {
    for (const bad of [{}, null, { size: 9, givens: [1, 2] }, 42])
      try {
        countSudokuSolutions(bad as never);
        expect.unreachable();
      } catch (error) {
        expect(isInputError(error)).toBe(true);
        expect((error as Error).message).toMatch(/a grid string or a variant puzzle object/);
      }
  });
});
