/**
 * Locked candidates. Pointing: inside a box, a digit's places all lie in one row (or column), so
 * the digit goes in that box's part of the line and leaves the rest of the line. Claiming (box/line
 * reduction): inside a row or column, a digit's places all lie in one box, so it leaves the rest of
 * that box. In the X variant a diagonal plays the part of a line both ways (a box's places all on
 * a diagonal: pointing; a diagonal's places all in one box: claiming); a diagonal meets a row or
 * column in one cell only, so no other pair of houses can lock two places. Cost: O(N^2) per digit.
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
  // the target: a row, a column or a diagonal
  const line = (h: number) => h < 2 * n || h >= 3 * n;
  for (let box = 2 * n; box < 3 * n; box++) {
    for (let digit = 1; digit <= n; digit++) {
      const step = lockedIn(board, box, digit, line, "pointing");
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
  const { size: n, houseCount } = board.table;
  const isBox = (h: number) => h >= 2 * n && h < 3 * n;
  for (let line = 0; line < houseCount; line++) {
    if (isBox(line)) continue;
    for (let digit = 1; digit <= n; digit++) {
      const step = lockedIn(board, line, digit, isBox, "claiming");
      if (step) return step;
    }
  }
  return null;
}

/** True when the cell lies in house h (any kind, diagonals too). */
function inHouse(board: LogicBoard, cell: number, h: number): boolean {
  const { cellHouseList, cellHouseStart } = board.table;
  for (let k = cellHouseStart[cell]!; k < cellHouseStart[cell + 1]!; k++)
    if (cellHouseList[k] === h) return true;
  return false;
}

function lockedIn(
  board: LogicBoard,
  house: number,
  digit: number,
  isTarget: (h: number) => boolean,
  technique: "pointing" | "claiming",
): LogicStep | null {
  const { size: n, houses, cellHouseList, cellHouseStart } = board.table;
  const bit = 1 << (digit - 1);
  const cells: number[] = [];
  for (let i = 0; i < n; i++) {
    const cell = houses[house * n + i]!;
    if (board.values[cell] === digit) return null;
    if (board.cands[cell]! & bit) cells.push(cell);
  }
  if (cells.length < 2) return null;
  // the houses of the first place, in order (row, column, box, diagonals)
  for (let k = cellHouseStart[cells[0]!]!; k < cellHouseStart[cells[0]! + 1]!; k++) {
    const target = cellHouseList[k]!;
    if (target === house || !isTarget(target)) continue;
    if (!cells.every((c) => inHouse(board, c, target))) continue;
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
