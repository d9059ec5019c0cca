/**
 * XY-wing: a pivot cell with two candidates {x, y} sees two pincer cells {x, z} and {y, z}.
 * Whichever of x and y the pivot takes, one pincer is z, so z leaves every cell that sees both
 * pincers. As a chain (the step's links): z in one pincer is false, so its other digit is true
 * there, the pivot's copy of it false, the pivot's other digit true, the other pincer's copy false
 * and its z true. Cost: O(N^2 * peers^2) per search.
 */

import { popcount } from "../general.js";
import { valueChar } from "../grid.js";
import type { CellDigit, LogicBoard, LogicStep } from "./board.js";
import { alternatingLinks } from "./chains.js";
import { withEureka } from "./eureka.js";
import { digitsSlash, eliminationsWords, nameOf } from "./words.js";

/**
 * The first XY-wing that eliminates something.
 *
 * @example
 * ```ts
 * xyWing(board)?.technique; // "xy-wing"
 * ```
 */
export function xyWing(board: LogicBoard): LogicStep | null {
  const { cands } = board;
  const { peers, peerStart, sees, cellCount } = board.table;
  for (let pivot = 0; pivot < cellCount; pivot++) {
    const pm = cands[pivot]!;
    if (popcount(pm) !== 2) continue;
    const end = peerStart[pivot + 1]!;
    for (let i = peerStart[pivot]!; i < end; i++) {
      const a = peers[i]!;
      const am = cands[a]!;
      if (popcount(am) !== 2 || popcount(am & pm) !== 1) continue;
      const zBit = am & ~pm;
      for (let j = i + 1; j < end; j++) {
        const b = peers[j]!;
        const bm = cands[b]!;
        // b holds the other pivot digit and z
        if (bm !== ((pm & ~am) | zBit)) continue;
        const digit = 31 - Math.clz32(zBit) + 1;
        const eliminations: CellDigit[] = [];
        for (let cell = 0; cell < cellCount; cell++) {
          if (cell === a || cell === b || cell === pivot) continue;
          if (cands[cell]! & zBit && sees[cell * cellCount + a] && sees[cell * cellCount + b]) {
            eliminations.push({ cell, digit });
          }
        }
        if (eliminations.length === 0) continue;
        const z = valueChar(digit);
        const x = 31 - Math.clz32(am & pm) + 1;
        const y = 31 - Math.clz32(bm & pm) + 1;
        return withEureka(board.table.size, {
          technique: "xy-wing",
          cells: [pivot, a, b],
          placements: [],
          eliminations,
          links: alternatingLinks([
            { cell: a, digit },
            { cell: a, digit: x },
            { cell: pivot, digit: x },
            { cell: pivot, digit: y },
            { cell: b, digit: y },
            { cell: b, digit },
          ]),
          explanation: `${nameOf(board, pivot)} is ${digitsSlash(pm)}; it sees ${nameOf(board, a)} (${digitsSlash(am)}) and ${nameOf(board, b)} (${digitsSlash(bm)}). Either way one of those two is ${z}, so ${z} leaves every cell that sees both: remove ${eliminationsWords(board, eliminations)}`,
        });
      }
    }
  }
  return null;
}
