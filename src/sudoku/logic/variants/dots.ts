/**
 * Dot pairs: two cells joined by a Kropki dot (white: digits a set amount apart, usually 1;
 * black: one digit a set number of times the other, usually 2), or neighbours under the
 * nonconsecutive rule (never 1 apart). A digit of one cell with no partner digit left in the
 * other leaves it. Cost: O(N) per pair.
 */
import { valueChar } from "../../grid.js";
import type { CellDigit, LogicBoard, LogicStep } from "../board.js";
import { maskDigits } from "../houses.js";
import { listWords, nameOf } from "../words.js";
import { maskOf, removalWords } from "./words.js";

/**
 * The first dot pair (Kropki or nonconsecutive) that removes candidates.
 *
 * @example
 * ```ts
 * dotPair(board, "kropki dot")?.technique; // "kropki dot"
 * ```
 */
export function dotPair(
  board: LogicBoard,
  kind: "kropki dot" | "nonconsecutive",
): LogicStep | null {
  const logic = board.variant;
  if (!logic) return null;
  for (const pair of logic.pairs) {
    if (pair.kind !== kind) continue;
    const eliminations: CellDigit[] = [];
    for (const [x, y] of [
      [pair.a, pair.b],
      [pair.b, pair.a],
    ] as const) {
      if (board.values[x]! > 0) continue;
      const other = maskOf(board, y);
      for (const d of maskDigits(board.cands[x]!))
        if ((pair.table[d]! & other) === 0) eliminations.push({ cell: x, digit: d });
    }
    if (eliminations.length === 0) continue;
    const words = (cell: number) => {
      const v = board.values[cell]!;
      return v > 0
        ? `${nameOf(board, cell)} is ${valueChar(v)}`
        : `${nameOf(board, cell)} holds ${listWords(maskDigits(board.cands[cell]!).map(valueChar), "or")}`;
    };
    return {
      technique: pair.kind,
      cells: [pair.a, pair.b],
      placements: [],
      eliminations,
      explanation: `${nameOf(board, pair.a)} and ${nameOf(board, pair.b)} are bound by ${pair.name}; ${words(pair.a)} and ${words(pair.b)}, so the digits with no partner in the other cell go: remove ${removalWords(board, eliminations)}`,
    };
  }
  return null;
}
