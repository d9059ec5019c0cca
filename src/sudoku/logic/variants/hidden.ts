/**
 * Hidden cage digit: when every place left for a digit in a house lies inside one cage, the cage
 * holds that digit, so only the cage's digit sets with it fit; the digits those sets do not let a
 * cell hold leave it (a 2-cell cage of 10 that must hold the row's 3 is 3+7). Cost: O(cages *
 * houses * N) per search, plus one cage fit per cage that has such a digit.
 */
import { valueChar } from "../../grid.js";
import type { CellDigit, LogicBoard, LogicStep } from "../board.js";
import { maskDigits } from "../houses.js";
import { cellsWords } from "../words.js";
import { cageFit, setsWords } from "./cages.js";
import type { LogicCage } from "./rules.js";
import { removalWords } from "./words.js";

/** A house whose places for `digit` all lie in the cage (and there is at least one), or -1. */
function confiningHouse(board: LogicBoard, cage: LogicCage, bit: number): number {
  const { houses, houseCount, size: n } = board.table;
  const inCage = (c: number) => cage.cells.includes(c);
  for (let h = 0; h < houseCount; h++) {
    let places = 0;
    let outside = false;
    for (let k = h * n; k < (h + 1) * n; k++) {
      const c = houses[k]!;
      if (board.values[c] === 32 - Math.clz32(bit)) {
        outside = true; // placed already in this house
        break;
      }
      if (board.values[c] !== 0 || !(board.cands[c]! & bit)) continue;
      if (inCage(c)) places++;
      else {
        outside = true;
        break;
      }
    }
    if (!outside && places > 0) return h;
  }
  return -1;
}

/**
 * The first hidden cage digit step (see the file comment).
 *
 * @example
 * ```ts
 * hiddenCageDigit(board)?.explanation; // "row 1 has its 3 only in the cage r1c1+r1c2 (10), ..."
 * ```
 */
export function hiddenCageDigit(board: LogicBoard): LogicStep | null {
  const logic = board.variant;
  if (!logic) return null;
  const n = board.table.size;
  const names = board.table.geometry.unitNames ?? [];
  for (const cage of logic.cages) {
    if (cage.cells.length >= n || cage.cells.every((c) => board.values[c]! > 0)) continue;
    let placed = 0;
    for (const c of cage.cells) if (board.values[c]! > 0) placed |= 1 << (board.values[c]! - 1);
    const fit = cageFit(board, cage);
    if (fit.fitting.length < 2) continue; // one set: the cage combination says it all
    for (let d = 1; d <= n; d++) {
      const bit = 1 << (d - 1);
      if (placed & bit || fit.fitting.every((s) => s & bit)) continue;
      const h = confiningHouse(board, cage, bit);
      if (h < 0) continue;
      const sets = fit.fitting.filter((s) => s & bit);
      const narrowed = cageFit(board, { ...cage, combos: Int32Array.from(sets) });
      const eliminations: CellDigit[] = [];
      cage.cells.forEach((cell, i) => {
        if (board.values[cell]! > 0) return;
        for (const e of maskDigits(board.cands[cell]! & ~narrowed.allowed[i]!))
          eliminations.push({ cell, digit: e });
      });
      if (eliminations.length === 0) continue;
      const places = cage.cells.filter((c) => board.values[c] === 0 && board.cands[c]! & bit);
      return {
        technique: "hidden cage digit",
        cells: [...cage.cells],
        placements: [],
        eliminations,
        explanation: `${names[h] ?? `house ${h + 1}`} can have its ${valueChar(d)} only at ${cellsWords(board, places)}, in ${cage.name}, so the cage holds ${valueChar(d)}: of its digit sets ${setsWords(fit.fitting)}, only ${setsWords(narrowed.fitting)} ${narrowed.fitting.length === 1 ? "does" : "do"}; remove ${removalWords(board, eliminations)}`,
      };
    }
  }
  return null;
}
