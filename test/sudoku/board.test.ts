/**
 * `--board` on `sudoku solve` and `sudoku generate` (issue 39, the contract's Sudoku section):
 * every grid in the 9-line layout (rows of digits and `.`, `|` between boxes,
 * `------+-------+------` between bands), a blank line after each; other sizes with their own
 * boxes. Truth: the one-line output of the same run, and the layout written out by hand.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { formatSudokuBoard, gridLine, parseSudoku } from "../../src/sudoku/grid.js";
import { runCli } from "../helpers/cli.js";

const puzzle = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
const dir = mkdtempSync(join(tmpdir(), "permuta-board-"));

/** The blocks of board output: each record's lines, the records apart by one blank line. */
function blocks(stdout: string): string[] {
  expect(stdout.endsWith("\n\n")).toBe(true);
  return stdout.slice(0, -2).split("\n\n");
}

describe("--board", () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("writes a 9x9 grid in the layout, written out by hand", () => {
    const grid = parseSudoku("123456789".repeat(1) + ".".repeat(72));
    expect(formatSudokuBoard(grid).split("\n").slice(0, 5)).toEqual([
      "1 2 3 | 4 5 6 | 7 8 9",
      ". . . | . . . | . . .",
      ". . . | . . . | . . .",
      "------+-------+------",
      ". . . | . . . | . . .",
    ]);
  });

  it("sudoku solve --board prints each solution as 11 lines and a blank line", async () => {
    const line = await runCli(["sudoku", "solve", puzzle]);
    const board = await runCli(["sudoku", "solve", puzzle, "--board"]);
    expect(board.code).toBe(0);
    const [block] = blocks(board.stdout);
    const rows = block.split("\n");
    expect(rows).toHaveLength(11);
    for (const i of [3, 7]) expect(rows[i]).toBe("------+-------+------");
    for (const [i, row] of rows.entries())
      if (i !== 3 && i !== 7)
        expect(row).toMatch(/^[1-9] [1-9] [1-9] \| [1-9] [1-9] [1-9] \| [1-9] [1-9] [1-9]$/);
    expect(gridLine(block)).toBe(line.stdout.trim());
  });

  it("keeps none and error records in their place, each followed by a blank line", async () => {
    const file = join(dir, "mixed.txt");
    const noSolution = `12345678.........9${".".repeat(63)}`;
    writeFileSync(file, `${puzzle}\n${noSolution}\n${"1".repeat(80)}\n${puzzle}\n`);
    const r = await runCli(["sudoku", "solve", file, "--board"]);
    expect(r.code).toBe(2);
    const records = blocks(r.stdout);
    expect(records).toHaveLength(4);
    expect(records[1]).toBe("none");
    expect(records[2]).toMatch(/^error: line 3: /);
    expect(records[3]).toBe(records[0]);
    expect(await runCli(["sudoku", "solve", file, "--board", "--workers", "2"])).toEqual(r);
  });

  it("reads back: the board output, given to solve, is the same grids", async () => {
    const solved = await runCli(["sudoku", "solve", puzzle, "--board"]);
    const file = join(dir, "boards.txt");
    writeFileSync(file, solved.stdout.repeat(2));
    const again = await runCli(["sudoku", "solve", file]);
    const one = gridLine(blocks(solved.stdout)[0]);
    expect(again).toEqual({ code: 0, stdout: `${one}\n${one}\n`, stderr: "" });
  });

  it("sudoku generate --board prints the same puzzles as the one-line form, for every size", async () => {
    for (const size of ["4", "6", "9", "16"]) {
      const args = ["sudoku", "generate", "--size", size, "--seed", "3", "--count", "2"];
      const lines = (await runCli(args)).stdout.trim().split("\n");
      const board = await runCli([...args, "--board"]);
      expect(board.code).toBe(0);
      const records = blocks(board.stdout);
      expect(records.map(gridLine)).toEqual(lines);
      const n = Number(size);
      const rows = records[0].split("\n").filter((r) => !r.includes("-"));
      expect(rows).toHaveLength(n);
      for (const row of rows) expect(row.replace(/[ |]/g, "")).toHaveLength(n);
    }
    const six = blocks(
      (await runCli(["sudoku", "generate", "--size", "6", "--seed", "3", "--board"])).stdout,
    )[0].split("\n");
    expect(six[2]).toBe("------+------");
    expect(six[0]).toMatch(/^\S \S \S \| \S \S \S$/);
  });

  it("refuses --board with --json", async () => {
    for (const args of [
      ["sudoku", "solve", puzzle, "--board", "--json"],
      ["sudoku", "generate", "--board", "--json"],
    ]) {
      const r = await runCli(args);
      expect(r).toMatchObject({ code: 2, stdout: "" });
      expect(r.stderr).toMatch(/^permuta: error: .*--board and --json exclude each other\n$/);
    }
  });
});
