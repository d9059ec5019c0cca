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

  it("are taken as an argument and in files, apart by blank or # lines", async () => {
    const solution = solveSudoku(line);
    expect((await runCli(["sudoku", "solve", layout])).stdout).toBe(`${solution}\n`);
    const file = join(dir, "mixed.txt");
    writeFileSync(file, `# three puzzles\n${layout}\n\n${line}\n\n${compact}\n`);
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

  it("the boxed layout, with +-------+ borders and _ for blanks, as an argument and in a file", async () => {
    const boxed = layout
      .split("\n")
      .map((row) =>
        row.startsWith("-") ? "+-------+-------+-------+" : `| ${row.replaceAll(".", "_")} |`,
      );
    const border = "+-------+-------+-------+";
    const text = [border, ...boxed, border].join("\n");
    expect(gridLine(text).replaceAll("_", ".")).toBe(line);
    expect(parseSudoku(text).values).toEqual(parseSudoku(line).values);
    const solution = solveSudoku(line);
    for (const command of ["solve", "count", "rate", "explain", "hint", "candidates"]) {
      const one = await runCli(["sudoku", command, text, "--json"]);
      const file = join(dir, "boxed.txt");
      writeFileSync(file, `# boxed\n${text}\n\n${line}\n`);
      const two = await runCli(["sudoku", command, file, "--json"]);
      expect(one.code, command).toBe(0);
      expect(two.code, command).toBe(0);
      const records = two.stdout.trim().split("\n");
      expect(records, command).toHaveLength(2);
      expect(records[0], command).toBe(records[1]);
      expect(one.stdout, command).toBe(`${records[0]}\n`);
    }
    expect((await runCli(["sudoku", "solve", text])).stdout).toBe(`${solution}\n`);
  });

  it("a line with a space or a tab never swallows the lines after it (issue 39)", async () => {
    const solution = solveSudoku(line);
    const run = await runCli(["sudoku", "solve", "-", "--json"], `1 2 3\n${line}\n`);
    expect(run.code).toBe(2);
    const records = run.stdout
      .trim()
      .split("\n")
      .map((r) => JSON.parse(r));
    expect(records).toHaveLength(2);
    expect(records[0].error).toMatch(/^line 1: /);
    expect(records[1].solution).toBe(solution);
    expect(run.stderr).toBe(
      `permuta: error: 1 of 2 lines could not be read (first: ${records[0].error})\n`,
    );
    // a tab, a one-line grid written with spaces, a stray row, then good lines: one record each
    const spaced = [...line].join(" ");
    const input = `${line}\t\n${spaced}\n4 . . | . . . | 8 . 5\n${line}\n`;
    const out = await runCli(["sudoku", "count", "-"], input);
    expect(out.stdout.split("\n").filter(Boolean)).toEqual([
      "1",
      "1",
      expect.stringMatching(
        /^error: line 3: .* this one has 9 \(a grid written one row a line stands apart/,
      ),
      "1",
    ]);
    // two grids in one block (no blank line between them) are not read as grids: every line answers
    const two = await runCli(["sudoku", "count", "-"], `${layout}\n${layout}\n`);
    expect(two.stdout.split("\n").filter(Boolean)).toHaveLength(22);
  });
});
