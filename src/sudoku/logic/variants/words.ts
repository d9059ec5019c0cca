/**
 * Shared helpers of the variant techniques: a cell's candidates (its digit when placed) and
 * eliminations in words with cells of the same digits joined ("7, 8 and 9 from r3c3 and r3c4").
 */
import type { CellDigit, LogicBoard } from "../board.js";
import { cellsWords, digitsWords, listWords } from "../words.js";

/**
 * The candidates of a cell, its digit's bit when placed.
 *
 * @example
 * ```ts
 * maskOf(board, 0); // 0b101: 1 or 3
 * ```
 */
export function maskOf(board: LogicBoard, cell: number): number {
  const v = board.values[cell]!;
  return v > 0 ? 1 << (v - 1) : board.cands[cell]!;
}

/**
 * Eliminations in words, the cells that lose the same digits together.
 *
 * @example
 * ```ts
 * removalWords(board, [{ cell: 0, digit: 7 }, { cell: 1, digit: 7 }]); // "7 from r1c1 and r1c2"
 * ```
 */
export function removalWords(board: LogicBoard, eliminations: readonly CellDigit[]): string {
  const byCell = new Map<number, number>();
  for (const e of eliminations)
    byCell.set(e.cell, (byCell.get(e.cell) ?? 0) | (1 << (e.digit - 1)));
  const byMask = new Map<number, number[]>();
  for (const [cell, mask] of byCell) {
    const list = byMask.get(mask);
    if (list) list.push(cell);
    else byMask.set(mask, [cell]);
  }
  return listWords(
    [...byMask].map(([mask, cells]) => `${digitsWords(mask)} from ${cellsWords(board, cells)}`),
  );
}
