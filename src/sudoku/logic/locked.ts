/**
 * Locked candidates. Pointing: inside a box, a digit's places all lie in one row (or column), so
 * the digit goes in that box's part of the line and leaves the rest of the line. Claiming (box/line
 * reduction): inside a row or column, a digit's places all lie in one box, so it leaves the rest of
 * that box. Cost: O(N^2) per digit.
 */

import { unitName, valueChar } from "../grid.js";
import type { CellDigit, LogicBoard, LogicStep } from "./board.js";
import { cellsWords } from "./words.js";

/**
 * The first pointing step that eliminates something.
 *
 * @example
 * ```ts
 * pointing(board)?.explanation; // "in box 1, 4 can only go in row 2 (r2c1 and r2c3), so 4 is removed from r2c7"
 * ```
 */
export function pointing(board: LogicBoard): LogicStep | null {
  const { size: n } = board.table;
  for (let box = 2 * n; box < 3 * n; box++) {
    for (let digit = 1; digit <= n; digit++) {
      const step = lockedIn(board, box, digit, [0, 1], "pointing");
      if (step) return step;
    }
  }
  return null;
}

/**
 * The first claiming (box/line reduction) step that eliminates something.
 *
 * @example
 * ```ts
 * claiming(board)?.technique; // "claiming"
 * ```
 */
export function claiming(board: LogicBoard): LogicStep | null {
  const { size: n } = board.table;
  for (let line = 0; line < 2 * n; line++) {
    for (let digit = 1; digit <= n; digit++) {
      const step = lockedIn(board, line, digit, [2], "claiming");
      if (step) return step;
    }
  }
  return null;
}

function lockedIn(
  board: LogicBoard,
  house: number,
  digit: number,
  targetKinds: number[],
  technique: "pointing" | "claiming",
): LogicStep | null {
  const { size: n, houses, cellHouses } = board.table;
  const bit = 1 << (digit - 1);
  const cells: number[] = [];
  for (let i = 0; i < n; i++) {
    const cell = houses[house * n + i]!;
    if (board.values[cell] === digit) return null;
    if (board.cands[cell]! & bit) cells.push(cell);
  }
  if (cells.length < 2) return null;
  for (const kind of targetKinds) {
    const target = cellHouses[cells[0]! * 3 + kind]!;
    if (!cells.every((c) => cellHouses[c * 3 + kind] === target)) continue;
    const eliminations: CellDigit[] = [];
    for (let i = 0; i < n; i++) {
      const cell = houses[target * n + i]!;
      if (board.cands[cell]! & bit && !cells.includes(cell)) eliminations.push({ cell, digit });
    }
    if (eliminations.length === 0) continue;
    const d = valueChar(digit);
    return {
      technique,
      cells,
      placements: [],
      eliminations,
      explanation: `in ${unitName(board.table.geometry, house)}, ${d} can only go in ${unitName(board.table.geometry, target)} (${cellsWords(board, cells)}), so ${d} is removed from the rest of ${unitName(board.table.geometry, target)}: ${cellsWords(
        board,
        eliminations.map((e) => e.cell),
      )}`,
    };
  }
  return null;
}
