/**
 * The records of a Sudoku batch (src/sudoku/records.ts, issue 39): which lines are one puzzle each
 * and which blocks are one grid over several lines.
 */
import { describe, expect, it } from "vitest";
import { layoutLine, SudokuRecords } from "../../src/sudoku/records.js";

function records(text: string): { line: number; text: string }[] {
  const reader = new SudokuRecords();
  const out = text.split("\n").flatMap((t, i) => reader.push({ line: i + 1, text: t }));
  return [...out, ...reader.end()].filter((r) => r.text.trim() !== "" && !r.text.startsWith("#"));
}

const grid4 = "1 2 | 3 4\n3 4 | 1 2\n----+----\n2 1 | 4 3\n4 3 | 2 1";

describe("Sudoku batch records", () => {
  it("a line is a row, a border, or nothing a grid can hold", () => {
    expect(layoutLine("| 5 3 _ | _ 7 _ | _ _ _ |")).toEqual({ cells: 9 });
    expect(layoutLine("+-------+-------+-------+")).toEqual({ cells: 0 });
    expect(layoutLine("------+-------+------")).toEqual({ cells: 0 });
    expect(layoutLine("53..7....")).toEqual({ cells: 9 });
    expect(layoutLine("1.3..2...4..3..1")).toBeUndefined(); // a whole 4x4 grid
    expect(layoutLine("1 . 3 . . 2 . . . 4 . . 3 . . 1")).toEqual({ cells: 16 });
    expect(layoutLine("1 2 3")).toBeUndefined();
    expect(layoutLine(`${".".repeat(80)} `)).toBeUndefined();
    expect(layoutLine("1 2 } 4")).toBeUndefined();
  });

  it("a block that is wholly one grid is one record, at its first line", () => {
    expect(records(`# a grid\n${grid4}\n\n1.3..2...4..3..1`)).toEqual([
      { line: 2, text: grid4 },
      { line: 8, text: "1.3..2...4..3..1" },
    ]);
    // the whole input, no blank line around it
    expect(records(grid4)).toHaveLength(1);
  });

  it("every other line is a record of its own", () => {
    // a grid with one line more, two grids back to back, a stray row: each line answers
    expect(records(`${grid4}\n1 2 3 4`)).toHaveLength(6);
    expect(records(`${grid4}\n${grid4}`)).toHaveLength(10);
    expect(records("1 2 | 3 4\n\n1.3..2...4..3..1")).toHaveLength(2);
    // sixteen 4x4 one-line grids are sixteen puzzles, not a 16x16 grid
    expect(records(Array(16).fill("1.3..2...4..3..1").join("\n"))).toHaveLength(16);
    // rows that never make a whole grid, past the longest a grid can be
    expect(records(Array(60).fill("1 2 | 3 4").join("\n"))).toHaveLength(60);
    // a bad line inside a would-be grid breaks it: all its lines answer
    expect(records(grid4.replace("3 4 | 1 2", "3 4 | 1 x 2"))).toHaveLength(5);
  });
});
