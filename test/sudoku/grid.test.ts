import { describe, expect, it } from "vitest";
import { InputError } from "../../src/core/errors.js";
import {
  cellName,
  checkSudokuSolution,
  formatSudoku,
  formatSudokuBoard,
  parseSudoku,
  sudokuGeometry,
  unitName,
  valueChar,
} from "../../src/sudoku/grid.js";

const SOLVED9 = "417369825632158947958724316825437169791586432346912758289643571573291684164875293";

describe("sudokuGeometry", () => {
  it("has 27 units and 20 peers per cell for 9x9", () => {
    const g = sudokuGeometry(9);
    expect(g.unitCount).toBe(27);
    expect(g.cells).toBe(81);
    for (let c = 0; c < 81; c++) {
      expect(g.peerStart[c + 1] - g.peerStart[c]).toBe(20);
      expect(g.cellUnitStart[c + 1] - g.cellUnitStart[c]).toBe(3);
    }
    // box 1 (index 2N) holds r1c1..r3c3
    expect([...g.unitCells.subarray(18 * 9, 19 * 9)]).toEqual([0, 1, 2, 9, 10, 11, 18, 19, 20]);
    expect(g.all).toBe(0x1ff);
  });

  it("uses 2x3 boxes for 6x6 and checks the box height", () => {
    const g = sudokuGeometry(6);
    expect(g.boxRows).toBe(2);
    expect(g.boxCols).toBe(3);
    expect([...g.unitCells.subarray(12 * 6, 13 * 6)]).toEqual([0, 1, 2, 6, 7, 8]);
    expect(() => sudokuGeometry(6, { boxRows: 4 })).toThrow(InputError);
  });

  it("adds both diagonals in the X variant", () => {
    const g = sudokuGeometry(9, { diagonal: true });
    expect(g.unitCount).toBe(29);
    expect([...g.unitCells.subarray(27 * 9, 28 * 9)]).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80]);
    expect([...g.unitCells.subarray(28 * 9, 29 * 9)]).toEqual([8, 16, 24, 32, 40, 48, 56, 64, 72]);
    // the centre is on both diagonals: 20 + 4 + 4 more peers (minus the ones already counted)
    expect(g.peerStart[41] - g.peerStart[40]).toBe(32);
    expect(unitName(g, 28)).toBe("the anti-diagonal");
  });

  it("has consistent peers for 16x16 and 25x25", () => {
    for (const n of [16, 25]) {
      const g = sudokuGeometry(n);
      const expected = 3 * (n - 1) - 2 * (Math.sqrt(n) - 1);
      expect(g.peerStart[1] - g.peerStart[0]).toBe(expected);
    }
  });
});

describe("parseSudoku", () => {
  it("reads blanks as . or 0 and infers the size", () => {
    const g = parseSudoku("1.3.0.2.........");
    expect(g.geometry.size).toBe(4);
    expect([...g.values.subarray(0, 4)]).toEqual([1, 0, 3, 0]);
    expect(parseSudoku(SOLVED9).values[80]).toBe(3);
  });

  it("reads letters for 16x16", () => {
    const line = `G${".".repeat(254)}A`;
    const g = parseSudoku(line);
    expect(g.geometry.size).toBe(16);
    expect(g.values[0]).toBe(16);
    expect(g.values[255]).toBe(10);
    expect(formatSudoku(g)).toBe(line);
  });

  it("rejects a wrong length", () => {
    expect(() => parseSudoku("123")).toThrow(/this one has 3/);
    expect(() => parseSudoku(".".repeat(81), { size: 4 })).toThrow(/16 characters/);
  });

  it("rejects a bad character and names the cell and column", () => {
    try {
      parseSudoku(`${".".repeat(12)}?${".".repeat(68)}`);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(InputError);
      expect((error as InputError).message).toBe(
        "column 13: bad character '?' at r2c4: not a digit, letter, '.' or '0'",
      );
    }
    expect(() => parseSudoku("5...............")).toThrow(/above 4/);
    expect(() => parseSudoku(`H${".".repeat(255)}`)).toThrow(/above 16/);
  });

  it("rejects clashing clues, naming both cells and the unit", () => {
    expect(() => parseSudoku(`5...5${".".repeat(76)}`)).toThrow(
      "r1c1 and r1c5 both hold 5 (row 1)",
    );
    expect(() => parseSudoku(`5${".".repeat(8)}5${".".repeat(71)}`)).toThrow(
      "r1c1 and r2c1 both hold 5 (column 1)",
    );
    expect(() => parseSudoku(`5${".".repeat(9)}5${".".repeat(70)}`)).toThrow(
      "r1c1 and r2c2 both hold 5 (box 1)",
    );
    const x = `5${".".repeat(39)}5${".".repeat(40)}`;
    expect(() => parseSudoku(x)).not.toThrow();
    expect(() => parseSudoku(x, { diagonal: true })).toThrow(
      "r1c1 and r5c5 both hold 5 (box 5)".replace("box 5", "the main diagonal"),
    );
  });
});

describe("formatting and checking", () => {
  it("names cells and values", () => {
    expect(cellName(0)).toBe("r1c1");
    expect(cellName(80)).toBe("r9c9");
    expect(cellName(255, 16)).toBe("r16c16");
    expect(valueChar(0)).toBe(".");
    expect(valueChar(9)).toBe("9");
    expect(valueChar(16)).toBe("G");
    expect(valueChar(25)).toBe("P");
  });

  it("draws a board", () => {
    expect(formatSudokuBoard(parseSudoku("1.3..2...4..3..1"))).toBe(
      "1 . | 3 .\n. 2 | . .\n----+----\n. 4 | . .\n3 . | . 1",
    );
  });

  it("checks solutions", () => {
    const puzzle = parseSudoku(`4${".".repeat(80)}`);
    const sol = parseSudoku(SOLVED9).values;
    expect(checkSudokuSolution(puzzle, sol)).toBeUndefined();
    const other = parseSudoku(`5${".".repeat(80)}`);
    expect(checkSudokuSolution(other, sol)).toMatch(/r1c1 holds 4 but the clue is 5/);
    const bad = Uint8Array.from(sol);
    [bad[0], bad[1]] = [bad[1], bad[0]];
    expect(checkSudokuSolution(parseSudoku(".".repeat(81)), bad)).toMatch(/clash/);
  });
});
