/**
 * Two more wings, after the XY-wing:
 * - XYZ-wing: a pivot with three candidates {x, y, z} sees two cells {x, z} and {y, z}. Whatever
 *   the pivot holds, one of the three cells is z, so z leaves every cell that sees all three.
 * - W-wing: two cells with the same two candidates {x, y} that do not see each other, and a house
 *   where x can go in only two cells, one seeing each of them. One of those two cells is x, so
 *   one of the pair cannot be x and is y: y leaves every cell that sees both of the pair.
 * The steps' links: for the W-wing its chain (y = x in one of the pair, x weakly linked to one end
 * of the house's strong link, to the other end, x and y in the other of the pair); for the
 * XYZ-wing, from z in each pincer to its other digit (strong) and on to that digit in the pivot
 * (weak). Cost: O(N^2 * peers^2) per search (XYZ), O(pairs * houses) (W).
 */

import { popcount } from "../general.js";
import { unitName, valueChar } from "../grid.js";
import type { CellDigit, LogicBoard, LogicStep } from "./board.js";
import { alternatingLinks } from "./chains.js";
import { withEureka } from "./eureka.js";
import { digitsSlash, eliminationsWords, nameOf } from "./words.js";

/** The cells other than `except` that hold `bit` and see every cell of `seen`. */
function seeingAll(board: LogicBoard, bit: number, seen: number[], except: number[]): CellDigit[] {
  const { cands } = board;
  const { sees, cellCount } = board.table;
  const digit = 31 - Math.clz32(bit) + 1;
  const out: CellDigit[] = [];
  for (let cell = 0; cell < cellCount; cell++) {
    if (except.includes(cell) || !(cands[cell]! & bit)) continue;
    if (seen.every((s) => sees[cell * cellCount + s])) out.push({ cell, digit });
  }
  return out;
}

/**
 * The first XYZ-wing that eliminates something.
 *
 * @example
 * ```ts
 * xyzWing(board)?.technique; // "xyz-wing"
 * ```
 */
export function xyzWing(board: LogicBoard): LogicStep | null {
  const { cands } = board;
  const { peers, peerStart, cellCount } = board.table;
  for (let pivot = 0; pivot < cellCount; pivot++) {
    const pm = cands[pivot]!;
    if (popcount(pm) !== 3) continue;
    const end = peerStart[pivot + 1]!;
    for (let i = peerStart[pivot]!; i < end; i++) {
      const a = peers[i]!;
      const am = cands[a]!;
      if (popcount(am) !== 2 || (am & pm) !== am) continue;
      for (let j = i + 1; j < end; j++) {
        const b = peers[j]!;
        const bm = cands[b]!;
        // the other pincer: two of the pivot's digits, sharing exactly z with the first
        if (popcount(bm) !== 2 || (bm & pm) !== bm || bm === am || (am | bm) !== pm) continue;
        const zBit = am & bm;
        const eliminations = seeingAll(board, zBit, [pivot, a, b], [pivot, a, b]);
        if (eliminations.length === 0) continue;
        const zd = 31 - Math.clz32(zBit) + 1;
        const z = valueChar(zd);
        const xd = 31 - Math.clz32(am & ~zBit) + 1;
        const yd = 31 - Math.clz32(bm & ~zBit) + 1;
        return withEureka(board.table.size, {
          technique: "xyz-wing",
          cells: [pivot, a, b],
          placements: [],
          eliminations,
          links: [
            ...alternatingLinks([
              { cell: a, digit: zd },
              { cell: a, digit: xd },
              { cell: pivot, digit: xd },
            ]),
            ...alternatingLinks([
              { cell: b, digit: zd },
              { cell: b, digit: yd },
              { cell: pivot, digit: yd },
            ]),
          ],
          explanation: `${nameOf(board, pivot)} is ${digitsSlash(pm)}; it sees ${nameOf(board, a)} (${digitsSlash(am)}) and ${nameOf(board, b)} (${digitsSlash(bm)}). Whatever ${nameOf(board, pivot)} holds, one of the three cells is ${z}, so ${z} leaves every cell that sees all three: remove ${eliminationsWords(board, eliminations)}`,
        });
      }
    }
  }
  return null;
}

/**
 * The first W-wing that eliminates something.
 *
 * @example
 * ```ts
 * wWing(board)?.technique; // "w-wing"
 * ```
 */
export function wWing(board: LogicBoard): LogicStep | null {
  const { cands } = board;
  const { houses, houseCount, sees, cellCount, size } = board.table;
  const pairs: number[] = [];
  for (let cell = 0; cell < cellCount; cell++) if (popcount(cands[cell]!) === 2) pairs.push(cell);
  for (let i = 0; i < pairs.length; i++) {
    const a = pairs[i]!;
    const mask = cands[a]!;
    for (let j = i + 1; j < pairs.length; j++) {
      const b = pairs[j]!;
      if (cands[b] !== mask || sees[a * cellCount + b]) continue;
      // each digit of the pair in turn as the linking digit x, the other as y
      for (const xBit of [mask & -mask, mask & (mask - 1)]) {
        const yBit = mask & ~xBit;
        const eliminations = seeingAll(board, yBit, [a, b], [a, b]);
        if (eliminations.length === 0) continue;
        for (let house = 0; house < houseCount; house++) {
          const spots: number[] = [];
          for (let k = 0; k < size; k++) {
            const cell = houses[house * size + k]!;
            if (cands[cell]! & xBit) spots.push(cell);
          }
          if (spots.length !== 2) continue;
          const [p, q] = spots as [number, number];
          if (p === a || p === b || q === a || q === b) continue;
          const link =
            sees[p * cellCount + a] && sees[q * cellCount + b]
              ? [p, q]
              : sees[p * cellCount + b] && sees[q * cellCount + a]
                ? [q, p]
                : undefined;
          if (!link) continue;
          const x = valueChar(31 - Math.clz32(xBit) + 1);
          const y = valueChar(31 - Math.clz32(yBit) + 1);
          const [pa, pb] = link as [number, number];
          const xd = 31 - Math.clz32(xBit) + 1;
          const yd = 31 - Math.clz32(yBit) + 1;
          const where = unitName(board.table.geometry, house);
          return withEureka(board.table.size, {
            technique: "w-wing",
            cells: [a, b, pa, pb],
            placements: [],
            eliminations,
            links: alternatingLinks([
              { cell: a, digit: yd },
              { cell: a, digit: xd },
              { cell: pa, digit: xd },
              { cell: pb, digit: xd },
              { cell: b, digit: xd },
              { cell: b, digit: yd },
            ]),
            explanation: `${nameOf(board, a)} and ${nameOf(board, b)} are both ${digitsSlash(mask)}; in ${where}, ${x} can go only in ${nameOf(board, pa)}, which sees ${nameOf(board, a)}, and ${nameOf(board, pb)}, which sees ${nameOf(board, b)}. One of those two is ${x}, so ${nameOf(board, a)} or ${nameOf(board, b)} is ${y}, and ${y} leaves every cell that sees both: remove ${eliminationsWords(board, eliminations)}`,
          });
        }
      }
    }
  }
  return null;
}
