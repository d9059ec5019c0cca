/**
 * Fish: X-wing (k = 2), swordfish (k = 3) and jellyfish (k = 4). When a digit's places in k rows all fall in the same
 * k columns, the digit must fill those columns from those rows, so it leaves the other cells of the
 * k columns (and the same with rows and columns exchanged). Cost: O(N * C(N, k)) per search.
 */

import { popcount } from "../general.js";
import { valueChar } from "../grid.js";
import type { CellDigit, LogicBoard, LogicStep } from "./board.js";
import { eliminationsWords, listWords } from "./words.js";

/**
 * The first fish of k lines (2 = X-wing, 3 = swordfish, 4 = jellyfish) that eliminates something.
 *
 * @example
 * ```ts
 * fish(board, 2)?.technique; // "x-wing"
 * ```
 */
export function fish(board: LogicBoard, k: number): LogicStep | null {
  const n = board.table.size;
  const lineMask = new Int32Array(n);
  for (let digit = 1; digit <= n; digit++) {
    const bit = 1 << (digit - 1);
    for (const byRows of [true, false]) {
      const at = (line: number, i: number) => (byRows ? line * n + i : i * n + line);
      const pool: number[] = [];
      for (let line = 0; line < n; line++) {
        let m = 0;
        for (let i = 0; i < n; i++) if (board.cands[at(line, i)]! & bit) m |= 1 << i;
        lineMask[line] = m;
        if (m !== 0 && popcount(m) <= k) pool.push(line);
      }
      const chosen: number[] = [];
      const search = (start: number, union: number): LogicStep | null => {
        if (chosen.length === k) {
          if (popcount(union) !== k) return null;
          const eliminations: CellDigit[] = [];
          const cells: number[] = [];
          for (let line = 0; line < n; line++) {
            const base = chosen.includes(line);
            for (let i = 0; i < n; i++) {
              if (!(union & (1 << i))) continue;
              const cell = at(line, i);
              if (!(board.cands[cell]! & bit)) continue;
              if (base) cells.push(cell);
              else eliminations.push({ cell, digit });
            }
          }
          if (eliminations.length === 0) return null;
          const d = valueChar(digit);
          const baseName = byRows ? "rows" : "columns";
          const coverName = byRows ? "columns" : "rows";
          const covers: string[] = [];
          for (let i = 0; i < n; i++) if (union & (1 << i)) covers.push(String(i + 1));
          const bases = chosen.map((l) => String(l + 1));
          return {
            technique: k === 2 ? "x-wing" : k === 3 ? "swordfish" : "jellyfish",
            cells,
            placements: [],
            eliminations,
            explanation: `in ${baseName} ${listWords(bases)}, ${d} can only go in ${coverName} ${listWords(covers)}, so ${d} fills those ${coverName} from these ${baseName} and leaves the other cells of ${coverName} ${listWords(covers)}: remove ${eliminationsWords(board, eliminations)}`,
          };
        }
        for (let i = start; i <= pool.length - (k - chosen.length); i++) {
          const u = union | lineMask[pool[i]!]!;
          if (popcount(u) > k) continue;
          chosen.push(pool[i]!);
          const found = search(i + 1, u);
          chosen.pop();
          if (found) return found;
        }
        return null;
      };
      const found = search(0, 0);
      if (found) return found;
    }
  }
  return null;
}
