/**
 * Uniqueness techniques: they rest on the puzzle having exactly one solution, so they run only on
 * a board whose `assumeUnique` is set (the caller counted the solutions; see {@link LogicBoard}).
 * - Unique rectangle: four empty cells in two rows, two columns and two boxes that all hold the
 *   same two digits {a, b}. If the solution had only a and b there, swapping a and b in the four
 *   cells would give a second solution, so at least one of the four holds another digit.
 *   Type 1: three corners are exactly {a, b}, so the fourth is neither. Type 2: two corners are
 *   exactly {a, b} and the other two have the same one extra digit c, so c is in one of those two
 *   and leaves every cell that sees both. Type 3: the two other corners share a house, and their
 *   extra digits with other cells of that house make a naked subset. Type 4: the two other corners
 *   share a house where a can go only in them, so one is a and neither can be b.
 * - BUG+1: every empty cell has two candidates but one with three, and each digit is a candidate
 *   twice in every house but in that cell's houses, where one digit d is a candidate three times.
 *   Without d in that cell the grid would be a "bivalue universal grave" (none or two solutions),
 *   so the cell is d.
 * Cost: O(bivalue cells * N^2) per rectangle search, O(N^3) for BUG+1.
 */

import { popcount } from "../general.js";
import { unitName, valueChar } from "../grid.js";
import type { CellDigit, LogicBoard, LogicStep } from "./board.js";
import { cellsWords, digitsWords, eliminationsWords, nameOf } from "./words.js";

/** The digit (1-based) of a one-bit mask. */
function digitOf(bit: number): number {
  return 32 - Math.clz32(bit);
}

/** Eliminations of every digit of `mask` from `cell` (those it holds). */
function removeDigits(board: LogicBoard, cell: number, mask: number, out: CellDigit[]): void {
  let m = board.cands[cell]! & mask;
  while (m !== 0) {
    const bit = m & -m;
    out.push({ cell, digit: digitOf(bit) });
    m ^= bit;
  }
}

/** The houses (row, column, box) both cells are in. */
function sharedHouses(board: LogicBoard, x: number, y: number): number[] {
  const { cellHouses } = board.table;
  const out: number[] = [];
  for (let k = 0; k < 3; k++)
    if (cellHouses[x * 3 + k] === cellHouses[y * 3 + k]) out.push(cellHouses[x * 3 + k]!);
  return out;
}

/**
 * The first unique rectangle (types 1 to 4) that eliminates something, on a board whose puzzle
 * is known to have exactly one solution (`board.assumeUnique`); null otherwise.
 *
 * @example
 * ```ts
 * board.assumeUnique = true; // the puzzle has exactly one solution
 * uniqueRectangle(board)?.rectangleType; // 1, 2, 3 or 4
 * ```
 */
export function uniqueRectangle(board: LogicBoard): LogicStep | null {
  // a variant's rules (cages, thermometers, ...) can break the swap the deadly pattern relies on
  if (!board.assumeUnique || board.table.geometry.diagonal || board.variant) return null;
  const { cands, values } = board;
  const { size: n, geometry } = board.table;
  const boxOf = geometry.boxOf;
  const corners = [0, 0, 0, 0];
  for (let p = 0; p < n * n; p++) {
    const m = cands[p]!;
    if (values[p] !== 0 || popcount(m) !== 2) continue;
    const r1 = (p / n) | 0;
    const c1 = p - r1 * n;
    for (let c2 = 0; c2 < n; c2++) {
      const q = r1 * n + c2;
      if (c2 === c1 || values[q] !== 0 || (cands[q]! & m) !== m) continue;
      for (let r2 = 0; r2 < n; r2++) {
        const s = r2 * n + c1;
        const t = r2 * n + c2;
        if (r2 === r1 || values[s] !== 0 || values[t] !== 0) continue;
        if ((cands[s]! & m) !== m || (cands[t]! & m) !== m) continue;
        // two boxes: the rows share a band and the columns do not, or the other way round
        const bp = boxOf[p]!;
        const twoBoxes =
          (bp === boxOf[q] && boxOf[s] === boxOf[t] && bp !== boxOf[s]) ||
          (bp === boxOf[s] && boxOf[q] === boxOf[t] && bp !== boxOf[q]);
        if (!twoBoxes) continue;
        corners[0] = p;
        corners[1] = q;
        corners[2] = s;
        corners[3] = t;
        const step = rectangleStep(board, m, corners);
        if (step) return step;
      }
    }
  }
  return null;
}

/** The words shared by every type: the four cells and why they cannot hold only a and b. */
function rectangleWords(board: LogicBoard, m: number, cells: number[]): string {
  return `${cellsWords(board, cells)} lie in two rows, two columns and two boxes and all hold ${digitsWords(m)}`;
}

/** The step of one rectangle (corners p, q in one row, s, t in the other), or null. */
function rectangleStep(board: LogicBoard, m: number, corners: number[]): LogicStep | null {
  const { cands } = board;
  const { sees, cellCount, houses, size: n, geometry } = board.table;
  const exact: number[] = [];
  const roof: number[] = [];
  for (const c of corners) (cands[c] === m ? exact : roof).push(c);
  // types 1 to 4 need two or three corners with nothing else; each rectangle is found from its
  // first such corner only (no repeats)
  if (exact.length < 2 || exact.length > 3) return null;
  for (const c of exact) if (c < corners[0]!) return null;
  exact.sort((u, v) => u - v);
  roof.sort((u, v) => u - v);
  const cells = corners.slice().sort((u, v) => u - v);
  const a = m & -m;
  const b = m & (m - 1);
  // the words, made only for a step found
  const deadly = () =>
    `the four cells would hold only ${digitsWords(m)}, and swapping ${valueChar(digitOf(a))} and ${valueChar(digitOf(b))} in them would give a second solution`;
  const base = () => rectangleWords(board, m, cells);
  if (exact.length === 3) {
    const x = roof[0]!;
    const eliminations: CellDigit[] = [];
    removeDigits(board, x, m, eliminations);
    return {
      technique: "unique rectangle",
      rectangleType: 1,
      cells,
      placements: [],
      eliminations,
      explanation: `type 1: ${base()}; ${cellsWords(board, exact)} hold nothing else. If ${nameOf(board, x)} were ${digitsWords(m, "or")} too, ${deadly()}. The puzzle has only one solution, so ${nameOf(board, x)} is neither: remove ${eliminationsWords(board, eliminations)}`,
    };
  }
  const [x, y] = roof as [number, number];
  const ex = cands[x]! & ~m;
  const ey = cands[y]! & ~m;
  const roofWords = (which: string) =>
    `${cellsWords(board, exact)} hold nothing else, so one of ${nameOf(board, x)} and ${nameOf(board, y)} holds a digit other than ${digitsWords(m)}${which} (else ${deadly()})`;
  // type 2: the same one extra digit in both: it is in one of them
  if (ex === ey && popcount(ex) === 1) {
    const digit = digitOf(ex);
    const eliminations: CellDigit[] = [];
    for (let cell = 0; cell < cellCount; cell++) {
      if (cell === x || cell === y || !(cands[cell]! & ex)) continue;
      if (sees[cell * cellCount + x] && sees[cell * cellCount + y])
        eliminations.push({ cell, digit });
    }
    if (eliminations.length > 0) {
      const c = valueChar(digit);
      return {
        technique: "unique rectangle",
        rectangleType: 2,
        cells,
        placements: [],
        eliminations,
        explanation: `type 2: ${base()}; ${roofWords("")}. Their only other digit is ${c}, so one of them is ${c}, and ${c} leaves every cell that sees both: remove ${eliminationsWords(board, eliminations)}`,
      };
    }
  }
  const shared = sharedHouses(board, x, y);
  // type 4: in a house of both, a can go only in these two: one is a, so neither is b
  for (const h of shared) {
    for (const [d, other] of [
      [a, b],
      [b, a],
    ] as [number, number][]) {
      let only = true;
      for (let i = 0; i < n && only; i++) {
        const cell = houses[h * n + i]!;
        if (cell !== x && cell !== y && cands[cell]! & d) only = false;
      }
      if (!only) continue;
      const eliminations: CellDigit[] = [
        { cell: x, digit: digitOf(other) },
        { cell: y, digit: digitOf(other) },
      ];
      const dc = valueChar(digitOf(d));
      const oc = valueChar(digitOf(other));
      return {
        technique: "unique rectangle",
        rectangleType: 4,
        cells,
        placements: [],
        eliminations,
        explanation: `type 4: ${base()}; ${cellsWords(board, exact)} hold nothing else. In ${unitName(geometry, h)}, ${dc} can go only in ${nameOf(board, x)} and ${nameOf(board, y)}, so one of them is ${dc}; if the other were ${oc}, ${deadly()}. The puzzle has only one solution, so neither is ${oc}: remove ${eliminationsWords(board, eliminations)}`,
      };
    }
  }
  // type 3: the extra digits act as one cell of a naked subset in a house of both
  const extra = ex | ey;
  for (const h of shared) {
    const pool: number[] = [];
    for (let i = 0; i < n; i++) {
      const cell = houses[h * n + i]!;
      if (cell !== x && cell !== y && board.values[cell] === 0) pool.push(cell);
    }
    const step = pseudoSubset(board, h, pool, extra, (subset, mask, eliminations) => ({
      technique: "unique rectangle",
      rectangleType: 3,
      // the rectangle, then the other cells of the subset
      cells: [...cells, ...subset],
      placements: [],
      eliminations,
      explanation: `type 3: ${base()}; ${roofWords(`: ${digitsWords(extra, "or")}`)}. In ${unitName(geometry, h)}, that digit and ${cellsWords(board, subset)} take ${digitsWords(mask)} between them, one digit per cell (a naked ${["", "", "pair", "triple", "quad"][subset.length + 1]}), so those digits leave the other cells of ${unitName(geometry, h)}: remove ${eliminationsWords(board, eliminations)}`,
    }));
    if (step) return step;
  }
  return null;
}

/**
 * Cells of `pool` (1 to 3 of them) whose candidates with `extra` make one digit more than there
 * are cells: with the pseudo-cell holding one of `extra`, those digits fill them.
 */
function pseudoSubset(
  board: LogicBoard,
  h: number,
  pool: number[],
  extra: number,
  make: (cells: number[], mask: number, eliminations: CellDigit[]) => LogicStep,
): LogicStep | null {
  const { cands } = board;
  const { houses, size: n } = board.table;
  const chosen: number[] = [];
  const search = (start: number, mask: number): LogicStep | null => {
    if (chosen.length > 0 && popcount(mask) === chosen.length + 1) {
      const eliminations: CellDigit[] = [];
      for (let i = 0; i < n; i++) {
        const cell = houses[h * n + i]!;
        if (chosen.includes(cell) || !pool.includes(cell)) continue;
        removeDigits(board, cell, mask, eliminations);
      }
      if (eliminations.length > 0) return make(chosen.slice(), mask, eliminations);
    }
    if (chosen.length === 3) return null;
    for (let i = start; i < pool.length; i++) {
      const u = mask | cands[pool[i]!]!;
      if (popcount(u) > 4) continue;
      chosen.push(pool[i]!);
      const found = search(i + 1, u);
      chosen.pop();
      if (found) return found;
    }
    return null;
  };
  return search(0, extra);
}

/**
 * BUG+1: the one cell with three candidates on a board where every other empty cell has two and
 * every digit is a candidate twice per house (three times in that cell's houses) gets the digit
 * it has three times; only on a board whose puzzle has exactly one solution (`board.assumeUnique`).
 *
 * @example
 * ```ts
 * board.assumeUnique = true; // the puzzle has exactly one solution
 * bugPlusOne(board)?.placements; // [{ cell, digit }]
 * ```
 */
export function bugPlusOne(board: LogicBoard): LogicStep | null {
  // a variant's rules (cages, thermometers, ...) can break the swap the deadly pattern relies on
  if (!board.assumeUnique || board.table.geometry.diagonal || board.variant) return null;
  const { cands, values } = board;
  const { size: n, houses, cellHouses, cellCount } = board.table;
  let plus = -1;
  for (let cell = 0; cell < cellCount; cell++) {
    if (values[cell] !== 0) continue;
    const k = popcount(cands[cell]!);
    if (k === 2) continue;
    if (k !== 3 || plus >= 0) return null;
    plus = cell;
  }
  if (plus < 0) return null;
  const plusMask = cands[plus]!;
  const counts = new Uint8Array(n + 1);
  let odd = 0;
  for (let h = 0; h < 3 * n; h++) {
    counts.fill(0);
    for (let i = 0; i < n; i++) {
      let m = cands[houses[h * n + i]!]!;
      for (let d = 1; m !== 0; d++, m >>>= 1) if (m & 1) counts[d]!++;
    }
    const mine =
      cellHouses[plus * 3] === h ||
      cellHouses[plus * 3 + 1] === h ||
      cellHouses[plus * 3 + 2] === h;
    let three = 0;
    for (let d = 1; d <= n; d++) {
      const c = counts[d]!;
      if (c === 0 || c === 2) continue;
      if (!mine || c !== 3 || three !== 0) return null;
      three = d;
    }
    if (mine) {
      if (three === 0 || (odd !== 0 && odd !== three)) return null;
      odd = three;
    }
  }
  if (!(plusMask & (1 << (odd - 1)))) return null;
  const d = valueChar(odd);
  const name = nameOf(board, plus);
  const others = cands[plus]! & ~(1 << (odd - 1));
  return {
    technique: "bug+1",
    cells: [plus],
    placements: [{ cell: plus, digit: odd }],
    eliminations: [],
    explanation: `${name} holds ${digitsWords(plusMask)} and every other empty cell exactly two candidates; each digit is a candidate in exactly two cells of every row, column and box it is not placed in, except ${d}, which is a candidate three times in ${name}'s row, column and box. If ${name} were ${digitsWords(others, "or")}, the solution would use only those two-candidate cells, and taking the other candidate in every empty cell would give a second solution (every digit still once per house). The puzzle has only one solution, so ${name} is ${d}`,
  };
}
