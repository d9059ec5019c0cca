/**
 * Sum bounds for arrows (the line's digits add up to the circle's number) and little killers
 * (the diagonal's digits add up to the clue): each cell's term must fit between the total less
 * the others' largest and the total less the others' smallest; digits outside leave the cell.
 * Digits may repeat on these lines. Cost: O(cells) per sum.
 */
import { valueChar } from "../../grid.js";
import type { CellDigit, LogicBoard, LogicStep } from "../board.js";
import { nameOf } from "../words.js";
import { maskOf, removalWords } from "./words.js";

const low = (m: number) => 32 - Math.clz32(m & -m);
const high = (m: number) => 32 - Math.clz32(m);

/**
 * The first arrow or little killer whose bounds remove candidates.
 *
 * @example
 * ```ts
 * sumBounds(board, "arrow")?.technique; // "arrow"
 * ```
 */
export function sumBounds(board: LogicBoard, kind: "arrow" | "little killer"): LogicStep | null {
  const logic = board.variant;
  if (!logic) return null;
  const n = board.table.size;
  for (const sum of logic.sums) {
    if (sum.kind !== kind) continue;
    const k = sum.cells.length;
    const lo = new Float64Array(k);
    const hi = new Float64Array(k);
    let sumLo = 0;
    let sumHi = 0;
    let empty = false;
    for (let i = 0; i < k; i++) {
      const m = maskOf(board, sum.cells[i]!);
      if (m === 0) empty = true;
      const w = sum.weights[i]!;
      const a = w * low(m);
      const b = w * high(m);
      lo[i] = Math.min(a, b);
      hi[i] = Math.max(a, b);
      sumLo += lo[i]!;
      sumHi += hi[i]!;
    }
    if (empty) continue;
    const eliminations: CellDigit[] = [];
    const bounds: string[] = [];
    for (let i = 0; i < k; i++) {
      const cell = sum.cells[i]!;
      if (board.values[cell]! > 0) continue;
      const w = sum.weights[i]!;
      const min = sum.target - (sumHi - hi[i]!);
      const max = sum.target - (sumLo - lo[i]!);
      // the term w * d must lie in [min, max]
      const dMin = w > 0 ? Math.ceil(min / w) : Math.ceil(max / w);
      const dMax = w > 0 ? Math.floor(max / w) : Math.floor(min / w);
      const m = board.cands[cell]!;
      let out = 0;
      for (let d = 1; d <= n; d++)
        if (m & (1 << (d - 1)) && (d < dMin || d > dMax)) out |= 1 << (d - 1);
      if (out === 0) continue;
      for (let d = 1; d <= n; d++) if (out & (1 << (d - 1))) eliminations.push({ cell, digit: d });
      const role =
        w === 1
          ? ""
          : w === -1
            ? " (the circle)"
            : ` (the circle's ${w === -10 ? "tens" : `${-w}s`})`;
      bounds.push(
        `${nameOf(board, cell)}${role} ${dMin > dMax ? "has no digit that fits" : `is from ${valueChar(Math.max(1, dMin))} to ${valueChar(Math.min(n, dMax))}`}`,
      );
    }
    if (eliminations.length === 0) continue;
    return {
      technique: sum.kind,
      cells: [...sum.cells],
      placements: [],
      eliminations,
      explanation: `${sum.name}: with the smallest and largest digits the other cells allow, ${bounds.join(", ")}; remove ${removalWords(board, eliminations)}`,
    };
  }
  return null;
}
