/**
 * Naked and hidden subsets (pairs, triples, quads). Naked: k cells of a house whose candidates
 * together are only k digits; those digits leave the house's other cells. Hidden: k digits whose
 * places in a house are only k cells; those cells lose their other candidates.
 * Any house counts, the X variant's diagonals too. Cost: O(houses * C(N, k)) per search.
 */

import { popcount } from "../general.js";
import { unitName } from "../grid.js";
import type { CellDigit, LogicBoard, LogicStep, TechniqueName } from "./board.js";
import { cellsWords, digitsWords, eliminationsWords } from "./words.js";

const SIZE_WORD = ["", "single", "pair", "triple", "quad"] as const;

/**
 * The first naked subset of k cells (k = 2, 3 or 4) that eliminates something.
 *
 * @example
 * ```ts
 * nakedSubset(board, 2)?.technique; // "naked pair"
 * ```
 */
export function nakedSubset(board: LogicBoard, k: number): LogicStep | null {
  const { size: n, houses } = board.table;
  for (let h = 0; h < board.table.houseCount; h++) {
    const pool: number[] = [];
    for (let i = 0; i < n; i++) {
      const cell = houses[h * n + i]!;
      const m = board.cands[cell]!;
      if (board.values[cell] === 0 && m !== 0 && popcount(m) <= k) pool.push(cell);
    }
    if (pool.length < k) continue;
    const chosen: number[] = [];
    const found = pick(
      pool,
      k,
      0,
      chosen,
      0,
      (mask) => {
        if (popcount(mask) !== k) return null;
        const eliminations: CellDigit[] = [];
        for (let i = 0; i < n; i++) {
          const cell = houses[h * n + i]!;
          if (chosen.includes(cell)) continue;
          const hit = board.cands[cell]! & mask;
          for (let d = 1; d <= n; d++)
            if (hit & (1 << (d - 1))) eliminations.push({ cell, digit: d });
        }
        if (eliminations.length === 0) return null;
        const cells = chosen.slice();
        return {
          technique: `naked ${SIZE_WORD[k]}` as TechniqueName,
          cells,
          placements: [],
          eliminations,
          explanation: `in ${unitName(board.table.geometry, h)}, ${cellsWords(board, cells)} can only hold ${digitsWords(mask)} between them, so those digits leave the other cells of ${unitName(board.table.geometry, h)}: remove ${eliminationsWords(board, eliminations)}`,
        };
      },
      (cell) => board.cands[cell]!,
    );
    if (found) return found;
  }
  return null;
}

/**
 * The first hidden subset of k digits (k = 2, 3 or 4) that eliminates something.
 *
 * @example
 * ```ts
 * hiddenSubset(board, 2)?.technique; // "hidden pair"
 * ```
 */
export function hiddenSubset(board: LogicBoard, k: number): LogicStep | null {
  const { size: n, houses } = board.table;
  const places = new Int32Array(n + 1);
  for (let h = 0; h < board.table.houseCount; h++) {
    places.fill(0);
    for (let i = 0; i < n; i++) {
      const m = board.cands[houses[h * n + i]!]!;
      for (let d = 1; d <= n; d++) if (m & (1 << (d - 1))) places[d]! |= 1 << i;
    }
    const pool: number[] = [];
    for (let d = 1; d <= n; d++) if (places[d] !== 0 && popcount(places[d]!) <= k) pool.push(d);
    if (pool.length < k) continue;
    const chosen: number[] = [];
    const found = pick(
      pool,
      k,
      0,
      chosen,
      0,
      (cellMask) => {
        if (popcount(cellMask) !== k) return null;
        let digitMask = 0;
        for (const d of chosen) digitMask |= 1 << (d - 1);
        const cells: number[] = [];
        const eliminations: CellDigit[] = [];
        for (let i = 0; i < n; i++) {
          if (!(cellMask & (1 << i))) continue;
          const cell = houses[h * n + i]!;
          cells.push(cell);
          const other = board.cands[cell]! & ~digitMask;
          for (let d = 1; d <= n; d++)
            if (other & (1 << (d - 1))) eliminations.push({ cell, digit: d });
        }
        if (eliminations.length === 0) return null;
        return {
          technique: `hidden ${SIZE_WORD[k]}` as TechniqueName,
          cells,
          placements: [],
          eliminations,
          explanation: `in ${unitName(board.table.geometry, h)}, ${digitsWords(digitMask)} can only go in ${cellsWords(board, cells)}, so those cells hold only these digits: remove ${eliminationsWords(board, eliminations)}`,
        };
      },
      (d) => places[d]!,
    );
    if (found) return found;
  }
  return null;
}

/** Chooses k items of pool (in order), OR-ing their masks; calls check on each full choice. */
function pick(
  pool: number[],
  k: number,
  start: number,
  chosen: number[],
  mask: number,
  check: (mask: number) => LogicStep | null,
  maskOf: (item: number) => number,
): LogicStep | null {
  if (chosen.length === k) return check(mask);
  for (let i = start; i <= pool.length - (k - chosen.length); i++) {
    const m = mask | maskOf(pool[i]!);
    if (popcount(m) > k) continue;
    chosen.push(pool[i]!);
    const found = pick(pool, k, i + 1, chosen, m, check, maskOf);
    chosen.pop();
    if (found) return found;
  }
  return null;
}
