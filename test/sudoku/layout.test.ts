/**
 * Grids in the usual layout (issue 16 and the contract's Sudoku section): one row a line, cells
 * apart by spaces, `|` between boxes, `-+-` separator lines, as an argument or in a file (puzzles
 * apart by a blank line), read the same as the one-line form by every Sudoku command.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { gridLine, parseSudoku } from "../../src/sudoku/grid.js";
import { solveSudoku } from "../../src/sudoku/solve.js";
import { runCli } from "../helpers/cli.js";

const line = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
const layout = `4 . . | . . . | 8 . 5
. 3 . | . . . | . . .
. . . | 7 . . | . . .
------+-------+------
. 2 . | . . . | . 6 .
. . . | . 8 . | 4 . .
. . . | . 1 . | . . .
------+-------+------
. . . | 6 . 3 | . 7 .
5 . . | 2 . . | . . .
1 . 4 | . . . | . . .`;
const compact = line.match(/.{9}/g)?.join("\n") as string;
const dir = mkdtempSync(join(tmpdir(), "permuta-layout-"));

describe("grids in the usual layout", () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("read as the one-line form", () => {
    expect(gridLine(layout)).toBe(line);
    expect(gridLine(compact)).toBe(line);
    expect(parseSudoku(layout).values).toEqual(parseSudoku(line).values);
  });

  it("are taken as an argument and in files, apart by blank lines or not", async () => {
    const solution = solveSudoku(line);
    expect((await runCli(["sudoku", "solve", layout])).stdout).toBe(`${solution}\n`);
    const file = join(dir, "mixed.txt");
    writeFileSync(file, `# three puzzles\n${layout}\n\n${line}\n${compact}\n`);
    const solved = await runCli(["sudoku", "solve", file]);
    expect(solved).toEqual({ code: 0, stdout: `${solution}\n`.repeat(3), stderr: "" });
    expect(await runCli(["sudoku", "solve", file, "--workers", "2"])).toEqual(solved);
    const hints = await runCli(["sudoku", "hint", file]);
    expect(hints.stdout.trim().split("\n")).toHaveLength(3);
    expect((await runCli(["sudoku", "hint", layout])).stdout).toMatch(/^hidden single: r6c2/);
  });

  it("a bad line on its own is still its own record", async () => {
    const file = join(dir, "bad.txt");
    writeFileSync(file, `${line}\n${"1".repeat(80)}\n${line}\n`);
    const out = await runCli(["sudoku", "count", file]);
    expect(out.stdout.split("\n").filter(Boolean)).toEqual([
      "1",
      "error: line 2: a grid has 16, 36, 64, 81, 144, 256, 625 characters (N*N); this one has 80",
      "1",
    ]);
  });
});
