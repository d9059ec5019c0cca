/**
 * Simple colouring (single-digit chains). For one digit, link the two places of every house that
 * has exactly two (a conjugate pair) and colour each chain with two alternating colours: one colour
 * is the truth. Colour wrap: two cells of one colour see each other, so that colour is false
 * everywhere. Colour trap: a cell that sees both colours cannot hold the digit. The step's links
 * are the chain's conjugate pairs (strong), and for a wrap the two cells of one colour (weak).
 * Cost: O(N * (N^2 + houses)) per search.
 */

import { valueChar } from "../grid.js";
import type { CellDigit, ChainLink, LogicBoard, LogicStep } from "./board.js";
import { withEureka } from "./eureka.js";
import { cellsWords, eliminationsWords } from "./words.js";

/**
 * The first simple-colouring step that eliminates something.
 *
 * @example
 * ```ts
 * simpleColouring(board)?.technique; // "simple colouring"
 * ```
 */
export function simpleColouring(board: LogicBoard): LogicStep | null {
  const { size: n, houses, houseCount, cellCount, sees } = board.table;
  const colour = new Int8Array(cellCount);
  for (let digit = 1; digit <= n; digit++) {
    const bit = 1 << (digit - 1);
    // conjugate links
    const links: number[][] = Array.from({ length: cellCount }, () => []);
    for (let h = 0; h < houseCount; h++) {
      let a = -1;
      let b = -1;
      let count = 0;
      for (let i = 0; i < n; i++) {
        const cell = houses[h * n + i]!;
        if (board.cands[cell]! & bit) {
          count++;
          if (a < 0) a = cell;
          else b = cell;
        }
      }
      if (count === 2) {
        links[a]!.push(b);
        links[b]!.push(a);
      }
    }
    colour.fill(0);
    for (let start = 0; start < cellCount; start++) {
      if (colour[start] !== 0 || links[start]!.length === 0) continue;
      const chain: number[] = [start];
      colour[start] = 1;
      let consistent = true;
      for (let q = 0; q < chain.length; q++) {
        const cell = chain[q]!;
        for (const next of links[cell]!) {
          if (colour[next] === 0) {
            colour[next] = -colour[cell]! as -1 | 1;
            chain.push(next);
          } else if (colour[next] === colour[cell]) consistent = false;
        }
      }
      if (!consistent || chain.length < 3) continue;
      const d = valueChar(digit);
      // the chain's conjugate pairs (strong links), each once
      const chainLinks: ChainLink[] = [];
      for (const cell of chain) {
        for (const next of links[cell]!) {
          if (next < cell || chainLinks.some((l) => l.from.cell === cell && l.to.cell === next))
            continue;
          chainLinks.push({ from: { cell, digit }, to: { cell: next, digit }, strong: true });
        }
      }
      const ofColour = (c: number) => chain.filter((x) => colour[x] === c);
      // colour wrap
      for (const c of [1, -1]) {
        const same = ofColour(c);
        for (let i = 0; i < same.length; i++) {
          for (let j = i + 1; j < same.length; j++) {
            if (!sees[same[i]! * cellCount + same[j]!]) continue;
            const eliminations: CellDigit[] = same.map((cell) => ({ cell, digit }));
            // the two of one colour that see each other: a weak link
            const clash: ChainLink = {
              from: { cell: same[i]!, digit },
              to: { cell: same[j]!, digit },
              strong: false,
            };
            return withEureka(board.table.size, {
              technique: "simple colouring",
              cells: chain,
              placements: [],
              eliminations,
              links: [...chainLinks, clash],
              explanation: `follow the chain of cells where ${d} has only two places in a house (${cellsWords(board, chain)}) and colour it in two alternating colours: one colour holds every ${d}. ${cellsWords(board, [same[i]!, same[j]!])} have the same colour and see each other, so that colour is wrong: remove ${eliminationsWords(board, eliminations)}`,
            });
          }
        }
      }
      // colour trap
      const eliminations: CellDigit[] = [];
      const one = ofColour(1);
      const other = ofColour(-1);
      for (let cell = 0; cell < cellCount; cell++) {
        if (colour[cell] !== 0 || !(board.cands[cell]! & bit)) continue;
        const seesOne = one.some((x) => sees[cell * cellCount + x]);
        const seesOther = other.some((x) => sees[cell * cellCount + x]);
        if (seesOne && seesOther) eliminations.push({ cell, digit });
      }
      if (eliminations.length > 0) {
        return withEureka(board.table.size, {
          technique: "simple colouring",
          cells: chain,
          placements: [],
          eliminations,
          links: chainLinks,
          explanation: `follow the chain of cells where ${d} has only two places in a house (${cellsWords(board, chain)}) and colour it in two alternating colours: one colour holds every ${d}. A cell that sees both colours cannot be ${d}: remove ${eliminationsWords(board, eliminations)}`,
        });
      }
    }
  }
  return null;
}
