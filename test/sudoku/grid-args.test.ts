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
    // digits and dots too short for a grid, and no file: both are said
    for (const mode of ["solve", "count", "rate"]) {
      const short = await runCli(["sudoku", mode, "53..7....6"]);
      expect(short).toEqual({
        code: 2,
        stdout: "",
        stderr:
          "permuta: error: '53..7....6' is no file, and not a grid: a grid has 16, 36, 64, 81, 144, 256, 625 characters (N*N); this one has 10\n",
      });
    }
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

describe("hint --apply: a hint loop from the shell", () => {
  it("solves the easy puzzle by feeding the applied grid back", async () => {
    let grid = easy;
    for (let step = 0; step < 81 && grid.includes("."); step++) {
      const out = await runCli(["sudoku", "hint", grid, "--apply"]);
      expect(out.code).toBe(0);
      const lines = out.stdout.trim().split("\n");
      expect(lines).toHaveLength(2);
      expect(lines[1]).not.toBe(grid); // every hint makes progress
      grid = lines[1];
    }
    expect(grid).toBe(solveSudoku(easy));
  });

  it("with --candidates, hints that only eliminate never repeat", async () => {
    // a puzzle that needs more than singles; marks start as the rules give them
    const hard =
      "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    const solution = solveSudoku(hard) as string;
    let grid = hard;
    let marks = (await runCli(["sudoku", "candidates", grid])).stdout;
    const seen = new Set<string>();
    for (let step = 0; step < 300; step++) {
      const out = await runCli([
        "sudoku",
        "hint",
        grid,
        "--candidates",
        marks,
        "--apply",
        "--json",
      ]);
      expect(out.code).toBe(0);
      const hint = JSON.parse(out.stdout);
      if (hint.technique === null || !hint.applied.grid.includes(".")) break;
      const state = `${hint.applied.grid} ${hint.applied.marks}`;
      expect(seen.has(state), `step ${step} repeats`).toBe(false);
      seen.add(state);
      // every placement agrees with the solution
      [...hint.applied.grid].forEach((c: string, i: number) => {
        if (c !== ".") expect(c).toBe(solution[i]);
      });
      grid = hint.applied.grid;
      marks = hint.applied.marks;
    }
    expect(seen.size).toBeGreaterThan(5);
  }, 60_000);
});
