/**
 * The rules of a variant puzzle as the logic techniques read them: killer cages with their digit
 * combinations, thermometers, sums (arrows, little killers), dot pairs (Kropki, nonconsecutive)
 * and the house groups of the 45 rule, over 0-based cell indexes. Built once per puzzle from the
 * reader's {@link VariantSudoku}: O(cells + constraint cells + combinations).
 */
import { cellName, defaultBoxRows } from "../../grid.js";
import { cageCombinations } from "../../variants/rules/cage.js";
import { pairTable } from "../../variants/rules/pair.js";
import type { VariantSudoku } from "../../variants/types.js";
import { listWords } from "../words.js";

/** A killer cage with a sum. */
export interface LogicCage {
  cells: number[];
  sum: number;
  /** Every set of cells.length different digits adding up to sum (masks). */
  combos: Int32Array;
  /** "the cage r1c1+r1c2 (3)", for explanations. */
  name: string;
}

/** A weighted sum equal to a target: arrows (line +1, circle -1 or -10/-1), little killers (+1). */
export interface LogicSum {
  kind: "arrow" | "little killer";
  cells: number[];
  weights: number[];
  target: number;
  /** The equation in words: "r1c2 + r1c3 = r1c1". */
  name: string;
}

/** Two cells whose digits must be partners in a table (entry d: the mask of partners of d). */
export interface LogicPair {
  kind: "kropki dot" | "nonconsecutive";
  a: number;
  b: number;
  table: Int32Array;
  /** "a white dot (digits 1 apart)", for explanations. */
  name: string;
}

/** A group of whole houses for the 45 rule: its cells hold 1..N `count` times. */
export interface HouseGroup {
  name: string;
  cells: number[];
  /** 1 when the cell is in the group. */
  inside: Uint8Array;
  total: number;
}

/** The rules the variant techniques read. */
export interface VariantLogic {
  puzzle: VariantSudoku;
  cages: LogicCage[];
  /** Sum cage of each cell, -1 for none (only when the sum cages do not overlap). */
  cageOf: Int32Array;
  /** True when no cell is in two sum cages (the 45 rule needs it). */
  disjointCages: boolean;
  thermometers: number[][];
  sums: LogicSum[];
  pairs: LogicPair[];
  /** Rows, columns, regions and runs of rows or columns (only for puzzles with sum cages). */
  groups: HouseGroup[];
}

const join = (cells: readonly number[], n: number) => cells.map((c) => cellName(c, n)).join("+");

/**
 * Unions of boxes that no run of rows or columns gives: two boxes side by side (in a band or a
 * stack, neighbours or not) and the 2x2 squares of neighbouring boxes.
 */
function boxUnions(p: VariantSudoku, add: (name: string, cells: number[], count: number) => void) {
  const n = p.size;
  const rows = defaultBoxRows(n);
  const cols = n / rows;
  const across = n / cols; // boxes per band
  const down = n / rows; // boxes per stack
  const cellsOf = (boxes: number[]) =>
    p.regions.flatMap((x, c) => (boxes.includes(x) ? [c] : [])).sort((a, b) => a - b);
  const named = (boxes: number[]) =>
    add(`boxes ${listWords(boxes.map((b) => String(b + 1)))}`, cellsOf(boxes), boxes.length);
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++) {
      const sameBand = Math.floor(a / across) === Math.floor(b / across);
      const sameStack = a % across === b % across;
      if (sameBand || sameStack) named([a, b]);
    }
  for (let r = 0; r + 1 < down; r++)
    for (let c = 0; c + 1 < across; c++) {
      const first = r * across + c;
      named([first, first + 1, first + across, first + across + 1]);
    }
}

/** The house groups of the 45 rule: each row, column and region, and runs of 2..N-1 rows or columns. */
function houseGroups(p: VariantSudoku): HouseGroup[] {
  const n = p.size;
  const total = (n * (n + 1)) / 2;
  const groups: HouseGroup[] = [];
  const add = (name: string, cells: number[], count: number) => {
    const inside = new Uint8Array(n * n);
    for (const c of cells) inside[c] = 1;
    groups.push({ name, cells, inside, total: total * count });
  };
  const regionWord = p.jigsaw ? "region" : "box";
  for (let r = 0; r < n; r++) {
    const cells: number[] = [];
    p.regions.forEach((x, c) => {
      if (x === r) cells.push(c);
    });
    add(`${regionWord} ${r + 1}`, cells, 1);
  }
  if (!p.jigsaw) boxUnions(p, add);
  for (let len = 1; len < n; len++)
    for (let first = 0; first + len <= n; first++) {
      const rows: number[] = [];
      const cols: number[] = [];
      for (let i = first; i < first + len; i++)
        for (let k = 0; k < n; k++) {
          rows.push(i * n + k);
          cols.push(k * n + i);
        }
      const span = len === 1 ? ` ${first + 1}` : `s ${first + 1} to ${first + len}`;
      add(
        `row${span}`,
        rows.sort((a, b) => a - b),
        len,
      );
      add(
        `column${span}`,
        cols.sort((a, b) => a - b),
        len,
      );
    }
  return groups;
}

/** The pairs of a puzzle: white and black dots, and every orthogonal pair when nonconsecutive. */
function logicPairs(p: VariantSudoku): LogicPair[] {
  const n = p.size;
  const pairs: LogicPair[] = [];
  for (const dot of p.differences)
    pairs.push({
      kind: "kropki dot",
      a: dot.cells[0],
      b: dot.cells[1],
      table: pairTable("difference", dot.value, n),
      name: `a white dot (digits ${dot.value} apart)`,
    });
  for (const dot of p.ratios)
    pairs.push({
      kind: "kropki dot",
      a: dot.cells[0],
      b: dot.cells[1],
      table: pairTable("ratio", dot.value, n),
      name: `a black dot (one digit ${dot.value} times the other)`,
    });
  if (p.nonconsecutive) {
    const table = pairTable("nonconsecutive", 1, n);
    const name = "the nonconsecutive rule (neighbours never differ by 1)";
    for (let c = 0; c < n * n; c++) {
      if (c % n < n - 1) pairs.push({ kind: "nonconsecutive", a: c, b: c + 1, table, name });
      if (c + n < n * n) pairs.push({ kind: "nonconsecutive", a: c, b: c + n, table, name });
    }
  }
  return pairs;
}

/**
 * The logic's view of a variant puzzle's rules.
 *
 * @example
 * ```ts
 * variantLogic(readFPuzzles(text)).cages[0].combos; // the digit sets of the first cage
 * ```
 */
export function variantLogic(p: VariantSudoku): VariantLogic {
  const n = p.size;
  const cages: LogicCage[] = [];
  const cageOf = new Int32Array(n * n).fill(-1);
  let disjointCages = true;
  for (const cage of p.cages) {
    if (cage.sum === undefined) continue;
    const cells = [...cage.cells].sort((a, b) => a - b);
    for (const c of cells) {
      if (cageOf[c] !== -1) disjointCages = false;
      cageOf[c] = cages.length;
    }
    cages.push({
      cells,
      sum: cage.sum,
      combos: cageCombinations(cells.length, cage.sum, n),
      name: `the cage ${join(cells, n)} (${cage.sum})`,
    });
  }
  const sums: LogicSum[] = [];
  for (const lk of p.littleKillers)
    sums.push({
      kind: "little killer",
      cells: lk.cells,
      weights: lk.cells.map(() => 1),
      target: lk.sum,
      name: `${join(lk.cells, n)} = ${lk.sum} (a little killer)`,
    });
  for (const arrow of p.arrows) {
    const circle = [...arrow.circle].sort((a, b) => a - b);
    const weights = circle.map((_, i) => -(10 ** (circle.length - 1 - i)));
    const circleName =
      circle.length === 1
        ? cellName(circle[0]!, n)
        : `the number ${circle.map((c) => cellName(c, n)).join(" ")}`;
    for (const line of arrow.lines)
      sums.push({
        kind: "arrow",
        cells: [...line, ...circle],
        weights: [...line.map(() => 1), ...weights],
        target: 0,
        name: `${join(line, n)} = ${circleName} (an arrow)`,
      });
  }
  return {
    puzzle: p,
    cages,
    cageOf,
    disjointCages,
    thermometers: p.thermometers,
    sums,
    pairs: logicPairs(p),
    groups: cages.length > 0 ? houseGroups(p) : [],
  };
}
