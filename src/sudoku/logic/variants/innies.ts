/**
 * The 45 rule (innies and outies): the digits of a house add up to 1 + 2 + ... + N (45 on 9x9),
 * of k houses (a run of rows or columns) k times that. Innies: take away the sums of the cages
 * wholly inside the houses; the cells left over add up to the rest. Outies: add the cages that
 * stick out as well; the cells left over inside, less the cells sticking out, make up the
 * difference. With one unknown cell left over that cell's digit follows (a placement); with two,
 * each digit of one needs a partner digit in the other (eliminations). Cost: O(groups * cells).
 */
import { valueChar } from "../../grid.js";
import { cageCombinations } from "../../variants/rules/cage.js";
import type { CellDigit, LogicBoard, LogicStep } from "../board.js";
import { maskDigits } from "../houses.js";
import { nameOf } from "../words.js";
import { cageFit, setsWords } from "./cages.js";
import type { HouseGroup, LogicCage } from "./rules.js";
import { removalWords } from "./words.js";

/** A cell of the equation: +1 inside the houses, -1 sticking out. */
interface Term {
  cell: number;
  sign: 1 | -1;
}

/** The equation's left-hand side in words: `r1c9 + r2c9`, `r1c9 - r3c1`. */
function sideWords(board: LogicBoard, terms: Term[]): string {
  const sorted = [...terms].sort((a, b) => b.sign - a.sign);
  return sorted
    .map((t, i) =>
      i === 0
        ? `${t.sign < 0 ? "-" : ""}${nameOf(board, t.cell)}`
        : `${t.sign < 0 ? "-" : "+"} ${nameOf(board, t.cell)}`,
    )
    .join(" ");
}

/** The step of one equation over the cells left over, or null when it tells nothing new. */
function equationStep(
  board: LogicBoard,
  why: string,
  terms: Term[],
  constant: number,
): LogicStep | null {
  const n = board.table.size;
  let c = constant;
  const unknown: Term[] = [];
  for (const t of terms) {
    const v = board.values[t.cell]!;
    if (v > 0) c -= t.sign * v;
    else unknown.push(t);
  }
  if (unknown.length > 2) return virtualCageStep(board, why, terms, constant, unknown, c);
  if (unknown.length === 0) return null;
  const cells = terms.map((t) => t.cell);
  const known = unknown.length < terms.length ? " (with the digits already placed there)" : "";
  if (unknown.length === 1) {
    const { cell, sign } = unknown[0]!;
    const digit = c * sign;
    if (digit < 1 || digit > n || !(board.cands[cell]! & (1 << (digit - 1)))) return null;
    return {
      technique: "innies/outies",
      cells,
      placements: [{ cell, digit }],
      eliminations: [],
      explanation: `${why}, so ${sideWords(board, terms)} = ${constant}${known}: ${nameOf(board, cell)} is ${valueChar(digit)}`,
    };
  }
  const [x, y] = unknown as [Term, Term];
  const seen = board.table.sees[x.cell * board.table.cellCount + y.cell] === 1;
  const eliminations: CellDigit[] = [];
  // x.sign * dx + y.sign * dy = c
  const partner = (a: Term, b: Term, da: number): number => (c - a.sign * da) * b.sign;
  for (const [a, b] of [
    [x, y],
    [y, x],
  ] as const) {
    for (let d = 1; d <= n; d++) {
      if (!(board.cands[a.cell]! & (1 << (d - 1)))) continue;
      const p = partner(a, b, d);
      const ok = p >= 1 && p <= n && board.cands[b.cell]! & (1 << (p - 1)) && !(seen && p === d);
      if (!ok) eliminations.push({ cell: a.cell, digit: d });
    }
  }
  if (eliminations.length === 0) return null;
  return {
    technique: "innies/outies",
    cells,
    placements: [],
    eliminations,
    explanation: `${why}, so ${sideWords(board, terms)} = ${constant}${known}; ${nameOf(board, x.cell)} and ${nameOf(board, y.cell)} need partner digits that make this hold: remove ${removalWords(board, eliminations)}`,
  };
}

/**
 * Three or more unknown cells left over, on one side of the equation and all seeing each other:
 * they hold different digits adding up to the rest, as a cage would (a virtual cage); the digits
 * no fitting set lets a cell hold leave it.
 */
function virtualCageStep(
  board: LogicBoard,
  why: string,
  terms: Term[],
  constant: number,
  unknown: Term[],
  rest: number,
): LogicStep | null {
  const n = board.table.size;
  const { sees, cellCount } = board.table;
  const sign = unknown[0]!.sign;
  if (unknown.length >= n || unknown.some((t) => t.sign !== sign)) return null;
  const cells = unknown.map((t) => t.cell).sort((a, b) => a - b);
  for (const a of cells)
    for (const b of cells) if (a !== b && !sees[a * cellCount + b]) return null;
  const sum = rest * sign;
  const cage: LogicCage = {
    cells,
    sum,
    combos: cageCombinations(cells.length, sum, n),
    name: `${cells.map((c) => nameOf(board, c)).join("+")} (${sum})`,
  };
  const fit = cageFit(board, cage);
  if (fit.fitting.length === 0) return null;
  const eliminations: CellDigit[] = [];
  cells.forEach((cell, i) => {
    for (const d of maskDigits(board.cands[cell]! & ~fit.allowed[i]!))
      eliminations.push({ cell, digit: d });
  });
  if (eliminations.length === 0) return null;
  const known = unknown.length < terms.length ? " (with the digits already placed there)" : "";
  return {
    technique: "innies/outies",
    cells: terms.map((t) => t.cell),
    placements: [],
    eliminations,
    explanation: `${why}, so ${sideWords(board, terms)} = ${constant}${known}: ${cage.name.replace(/ \(\d+\)$/, "")} see each other and add up to ${sum}, a cage of their own whose digits are ${setsWords(fit.fitting)}: remove ${removalWords(board, eliminations)}`,
  };
}

/** The innie and outie equations of one group of houses, first step found. */
function groupStep(
  board: LogicBoard,
  g: HouseGroup,
  cages: readonly LogicCage[],
): LogicStep | null {
  const cageOf = board.variant!.cageOf;
  const state = new Int8Array(cages.length); // 1 inside, 2 sticking out
  let insideSum = 0;
  let outSum = 0;
  let inCount = 0;
  let outCount = 0;
  cages.forEach((cage, i) => {
    let k = 0;
    for (const c of cage.cells) k += g.inside[c]!;
    if (k === cage.cells.length) {
      state[i] = 1;
      insideSum += cage.sum;
      inCount++;
    } else if (k > 0) {
      state[i] = 2;
      outSum += cage.sum;
      outCount++;
    }
  });
  const head = `45 rule on ${g.name}: its digits add up to ${g.total}`;
  const inWords = `the ${inCount === 1 ? "cage" : `${inCount} cages`} wholly inside add up to ${insideSum}`;
  // innies: the cells of the houses outside the cages wholly inside
  const innies: Term[] = g.cells
    .filter((c) => cageOf[c]! < 0 || state[cageOf[c]!] !== 1)
    .map((cell) => ({ cell, sign: 1 }));
  if (inCount > 0) {
    const step = equationStep(board, `${head}; ${inWords}`, innies, g.total - insideSum);
    if (step) return step;
  }
  if (outCount === 0) return null;
  // outies: the cages sticking out counted whole, less their cells outside
  const terms: Term[] = innies.filter((t) => cageOf[t.cell]! < 0);
  cages.forEach((cage, i) => {
    if (state[i] === 2)
      for (const cell of cage.cells) if (!g.inside[cell]) terms.push({ cell, sign: -1 });
  });
  const outWords = `the ${outCount === 1 ? "cage" : `${outCount} cages`} sticking out add up to ${outSum}`;
  return equationStep(
    board,
    `${head}; ${inCount > 0 ? `${inWords} and ` : ""}${outWords}`,
    terms,
    g.total - insideSum - outSum,
  );
}

/**
 * The first innies/outies step (the 45 rule) over rows, columns, regions and runs of rows or
 * columns: a placement when one cell is left over, eliminations when two are.
 *
 * @example
 * ```ts
 * inniesOuties(board)?.explanation; // "45 rule on row 1: its digits add up to 45; ... r1c9 is 6"
 * ```
 */
export function inniesOuties(board: LogicBoard): LogicStep | null {
  const logic = board.variant;
  if (!logic?.disjointCages || logic.cages.length === 0) return null;
  for (const g of logic.groups) {
    const step = groupStep(board, g, logic.cages);
    if (step) return step;
  }
  return null;
}
