/**
 * Singles: a hidden single ("isolated cell": the only place for a digit in a row, column or box,
 * or in the X variant a diagonal) and a naked single (a cell with only one possible digit).
 * Cost: O(N^2) per search.
 */

import { unitName, valueChar } from "../grid.js";
import type { LogicBoard, LogicStep } from "./board.js";
import { nameOf } from "./words.js";

const KINDS = ["row", "column", "box", "diagonal"] as const;

/**
 * The digits with exactly one place in house `h` and not yet placed there: its hidden singles.
 * O(N).
 *
 * @example
 * ```ts
 * loneDigits(board, 18); // 0b1000000: 7 has one place left in box 1
 * ```
 */
export function loneDigits(board: LogicBoard, h: number): number {
  const { size: n, houses } = board.table;
  let once = 0;
  let twice = 0;
  let placed = 0;
  for (let i = 0; i < n; i++) {
    const cell = houses[h * n + i]!;
    const v = board.values[cell]!;
    if (v > 0) placed |= 1 << (v - 1);
    const m = board.cands[cell]!;
    twice |= once & m;
    once |= m;
  }
  return once & ~twice & ~placed;
}

/**
 * The digits with exactly two places (candidates) in house `h`: its bilocal digits. O(N).
 *
 * @example
 * ```ts
 * bilocalDigits(board, 0); // 0b101: 1 and 3 each have two places left in row 1
 * ```
 */
export function bilocalDigits(board: LogicBoard, h: number): number {
  const { size: n, houses } = board.table;
  let once = 0;
  let twice = 0;
  let thrice = 0;
  for (let i = 0; i < n; i++) {
    const m = board.cands[houses[h * n + i]!]!;
    thrice |= twice & m;
    twice |= once & m;
    once |= m;
  }
  return twice & ~thrice;
}

/**
 * The first hidden single, looking in boxes first (the easiest to see), then rows, then columns,
 * then (X variant) the main diagonal and the anti-diagonal.
 *
 * @example
 * ```ts
 * hiddenSingle(board)?.explanation; // "r3c5 can only be 7: it is the only place for 7 in box 2"
 * ```
 */
export function hiddenSingle(board: LogicBoard): LogicStep | null {
  const { size: n, houses, houseCount } = board.table;
  for (const kind of [2, 0, 1, 3]) {
    // kind 3: every house after the boxes (diagonals; a variant's extra regions and cages)
    for (let h = kind * n; h < (kind === 3 ? houseCount : kind * n + n); h++) {
      const single = loneDigits(board, h);
      if (single === 0) continue;
      const bit = single & -single;
      const digit = 31 - Math.clz32(bit) + 1;
      for (let i = 0; i < n; i++) {
        const cell = houses[h * n + i]!;
        if (board.cands[cell]! & bit) {
          const where = unitName(board.table.geometry, h);
          return {
            technique: "hidden single",
            house: kind === 3 && !where.endsWith("diagonal") ? "region" : KINDS[kind],
            cells: [cell],
            placements: [{ cell, digit }],
            eliminations: [],
            explanation: `${nameOf(board, cell)} can only be ${valueChar(digit)}: it is the only place for ${valueChar(digit)} in ${where}`,
          };
        }
      }
    }
  }
  return null;
}

/**
 * The first naked single: an empty cell with exactly one candidate.
 *
 * @example
 * ```ts
 * nakedSingle(board)?.technique; // "naked single"
 * ```
 */
export function nakedSingle(board: LogicBoard): LogicStep | null {
  const { cands, values } = board;
  for (let cell = 0; cell < cands.length; cell++) {
    const m = cands[cell]!;
    if (values[cell] !== 0 || m === 0 || (m & (m - 1)) !== 0) continue;
    const digit = 31 - Math.clz32(m) + 1;
    return {
      technique: "naked single",
      cells: [cell],
      placements: [{ cell, digit }],
      eliminations: [],
      explanation: `${nameOf(board, cell)} can only be ${valueChar(digit)}: every other digit is ruled out there`,
    };
  }
  return null;
}
