/**
 * One way to give a grid (issue 16): `solve`, `count` and `rate` took only a file name (a grid
 * given on the command line was "no such file"), while `hint`, `candidates` and `explain` took
 * only a grid. Now every Sudoku command takes a grid, a file of grids, or `-`.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { generateSudoku } from "../../src/sudoku/generate.js";
import { solveSudoku } from "../../src/sudoku/solve.js";
import { runCli } from "../helpers/cli.js";

const easy = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const dir = mkdtempSync(join(tmpdir(), "permuta-grid-args-"));

describe("every Sudoku command takes a grid, a file or -", () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = join(dir, "two.txt");
  writeFileSync(file, `${easy}\n..4.4.....1.3...\n`);

  it("solve, count and rate take a grid as their argument", async () => {
    expect(await runCli(["sudoku", "solve", easy])).toEqual({
      code: 0,
      stdout: `${solveSudoku(easy)}\n`,
      stderr: "",
    });
    expect((await runCli(["sudoku", "count", easy])).stdout).toBe("1\n");
    expect((await runCli(["sudoku", "rate", easy])).stdout).toMatch(/^easy \d+/);
    // a name that is neither a file nor a grid is still "no such file"
    const missing = await runCli(["sudoku", "solve", "puzzles.txt"]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/cannot read file 'puzzles.txt': no such file/);
  });

  it("hint, candidates and explain take a file as well as a grid", async () => {
    for (const mode of ["hint", "candidates", "explain"]) {
      const fromFile = await runCli(["sudoku", mode, file]);
      const fromStdin = await runCli(["sudoku", mode, "-"], `${easy}\n..4.4.....1.3...\n`);
      expect(fromFile, mode).toEqual(fromStdin);
      expect(fromFile.code).toBe(0);
      const one = await runCli(["sudoku", mode, easy]);
      expect(fromFile.stdout.startsWith(one.stdout.trimEnd()), mode).toBe(true);
    }
  });

  it("a generated puzzle is the string every Sudoku function takes", async () => {
    const g = generateSudoku({ seed: 4 });
    expect(typeof g.puzzle).toBe("string");
    expect(solveSudoku(g.puzzle)).toBe(g.solution);
    expect((await runCli(["sudoku", "count", g.puzzle])).stdout).toBe("1\n");
  });
});
