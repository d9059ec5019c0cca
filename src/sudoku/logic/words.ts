/**
 * Words for explanations: cell names, lists ("5, 7 and 9"), digit sets. Pure string helpers.
 */

import { cellName, valueChar } from "../grid.js";
import type { LogicBoard } from "./board.js";
import { maskDigits } from "./houses.js";

/** `a`, `a and b`, `a, b and c` (or with `or`: the choices of which one holds). */
export function listWords(items: string[], conjunction: "and" | "or" = "and"): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${conjunction} ${items[items.length - 1]}`;
}

/** The name of a cell of this board. */
export function nameOf(board: LogicBoard, cell: number): string {
  return cellName(cell, board.table.size);
}

/** Cell names as a list in words. */
export function cellsWords(board: LogicBoard, cells: number[]): string {
  return listWords(cells.map((c) => nameOf(board, c)));
}

/** The digits of a mask in words: `2, 5 and 7` (or `2, 5 or 7`). */
export function digitsWords(mask: number, conjunction: "and" | "or" = "and"): string {
  return listWords(maskDigits(mask).map(valueChar), conjunction);
}

/** The digits of a mask joined with `/`: `2/5/7`. */
export function digitsSlash(mask: number): string {
  return maskDigits(mask).map(valueChar).join("/");
}

/** Eliminations in words, grouped by cell: `5 from r1c3, 2 and 7 from r1c8`. */
export function eliminationsWords(
  board: LogicBoard,
  eliminations: { cell: number; digit: number }[],
): string {
  const digits = new Set(eliminations.map((e) => e.digit));
  if (digits.size === 1) {
    const cells = [...new Set(eliminations.map((e) => e.cell))];
    return `${valueChar(eliminations[0]!.digit)} from ${cellsWords(board, cells)}`;
  }
  const byCell = new Map<number, number>();
  for (const e of eliminations)
    byCell.set(e.cell, (byCell.get(e.cell) ?? 0) | (1 << (e.digit - 1)));
  return listWords(
    [...byCell].map(([cell, mask]) => `${digitsWords(mask)} from ${nameOf(board, cell)}`),
  );
}
