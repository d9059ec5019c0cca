/**
 * Thermometer bounds: digits strictly increase from the bulb, so a cell is above the smallest
 * digit the cell before it can hold and below the largest the cell after it can hold. One
 * step narrows every cell of one thermometer (a forward pass for the lower bounds, a backward
 * pass for the upper ones). Cost: O(length) per thermometer.
 */
import type { CellDigit, LogicBoard, LogicStep } from "../board.js";
import { nameOf } from "../words.js";
import { maskOf, removalWords } from "./words.js";

/**
 * The first thermometer whose bounds remove candidates.
 *
 * @example
 * ```ts
 * thermometer(board)?.explanation; // "on the thermometer r1c1 (bulb), r1c2, r1c3 ..."
 * ```
 */
export function thermometer(board: LogicBoard): LogicStep | null {
  const logic = board.variant;
  if (!logic) return null;
  const n = board.table.size;
  for (const line of logic.thermometers) {
    const k = line.length;
    const lo = new Int32Array(k);
    const hi = new Int32Array(k);
    let low = 0;
    for (let i = 0; i < k; i++) {
      const m = maskOf(board, line[i]!) & ~((1 << low) - 1);
      lo[i] = m === 0 ? n + 1 : 32 - Math.clz32(m & -m);
      low = lo[i]!;
    }
    let high = n + 1;
    for (let i = k - 1; i >= 0; i--) {
      const m = maskOf(board, line[i]!) & ((1 << (high - 1)) - 1);
      hi[i] = m === 0 ? 0 : 32 - Math.clz32(m);
      high = hi[i]!;
    }
    const eliminations: CellDigit[] = [];
    const bounds: string[] = [];
    for (let i = 0; i < k; i++) {
      const cell = line[i]!;
      if (board.values[cell]! > 0) continue;
      const m = board.cands[cell]!;
      let out = 0;
      for (let d = 1; d <= n; d++)
        if (m & (1 << (d - 1)) && (d < lo[i]! || d > hi[i]!)) out |= 1 << (d - 1);
      if (out === 0) continue;
      for (let d = 1; d <= n; d++) if (out & (1 << (d - 1))) eliminations.push({ cell, digit: d });
      bounds.push(
        lo[i] === hi[i]
          ? `${nameOf(board, cell)} is ${lo[i]}`
          : `${nameOf(board, cell)} from ${lo[i]} to ${hi[i]}`,
      );
    }
    if (eliminations.length === 0) continue;
    return {
      technique: "thermometer",
      cells: [...line],
      placements: [],
      eliminations,
      explanation: `on the thermometer ${line.map((c) => nameOf(board, c)).join(", ")} (bulb first) each digit is above the one before, so each cell is above the smallest digit the cells before it allow and below the largest the cells after it allow: ${bounds.join(", ")}; remove ${removalWords(board, eliminations)}`,
    };
  }
  return null;
}
