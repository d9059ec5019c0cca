/**
 * Compiles a variant puzzle into what the engine searches: the starting candidate masks (givens,
 * odd, even), the houses that hold every digit (rows, columns, regions, full diagonals, extra
 * regions and cages of N cells: for hidden singles), the peers of each cell (cells that must
 * differ: any all-different group, anti-knight and anti-king moves) and the rules that need
 * propagation (cage sums, little killers, arrows, thermometers, dots, nonconsecutive), each with
 * the cells that wake it. Flat Int32Arrays, built once per puzzle: O(N^3 + constraint cells).
 */
import { CageSumRule } from "./rules/cage.js";
import { LinearSumRule } from "./rules/linear-sum.js";
import { PairRule, pairTable } from "./rules/pair.js";
import type { VariantRule } from "./rules/rule.js";
import { ThermometerRule } from "./rules/thermometer.js";
import type { VariantSudoku } from "./types.js";

/** The compiled puzzle. Arrays are flat; "CSR" lists are `items[start[i] .. start[i+1]-1]`. */
export interface VariantModel {
  size: number;
  cells: number;
  /** Mask of the N digits. */
  all: number;
  /** Starting candidates per cell (a given is its one digit). */
  initial: Int32Array;
  /** Houses of exactly N different cells, N cells each (house h: `houses[h*N .. h*N+N-1]`). */
  houses: Int32Array;
  houseCount: number;
  /** Groups of cells that hold different digits (houses, smaller extra regions and cages). */
  groups: number[][];
  peers: Int32Array;
  peerStart: Int32Array;
  rules: VariantRule[];
  /** Rules woken by a cell. */
  cellRules: Int32Array;
  cellRuleStart: Int32Array;
}

/** CSR of per-cell lists. */
function compress(lists: Set<number>[] | number[][]): [Int32Array, Int32Array] {
  const start = new Int32Array(lists.length + 1);
  for (let i = 0; i < lists.length; i++) start[i + 1] = start[i]! + [...lists[i]!].length;
  const items = new Int32Array(start[lists.length]!);
  for (let i = 0; i < lists.length; i++) items.set([...lists[i]!], start[i]!);
  return [items, start];
}

/** Every all-different group of the puzzle: rows, columns, regions, diagonals, extra regions, cages. */
function differentGroups(p: VariantSudoku): number[][] {
  const n = p.size;
  const groups: number[][] = [];
  for (let i = 0; i < n; i++) {
    groups.push(Array.from({ length: n }, (_, k) => i * n + k));
    groups.push(Array.from({ length: n }, (_, k) => k * n + i));
  }
  const regions: number[][] = Array.from({ length: n }, () => []);
  p.regions.forEach((r, cell) => {
    regions[r]!.push(cell);
  });
  groups.push(...regions);
  if (p.diagonalDown) groups.push(Array.from({ length: n }, (_, k) => k * n + k));
  if (p.diagonalUp) groups.push(Array.from({ length: n }, (_, k) => (n - 1 - k) * n + k));
  groups.push(...p.extraRegions);
  for (const cage of p.cages) groups.push(cage.cells);
  return groups;
}

/** Peers of each cell: its groups' cells and the anti-knight / anti-king moves. */
function peerSets(p: VariantSudoku, groups: number[][]): Set<number>[] {
  const n = p.size;
  const peers = Array.from({ length: n * n }, () => new Set<number>());
  for (const g of groups) for (const a of g) for (const b of g) if (a !== b) peers[a]!.add(b);
  const moves: [number, number][] = [];
  if (p.antiknight)
    moves.push([1, 2], [2, 1], [-1, 2], [-2, 1], [1, -2], [2, -1], [-1, -2], [-2, -1]);
  if (p.antiking) moves.push([1, 1], [1, -1], [-1, 1], [-1, -1], [0, 1], [1, 0], [0, -1], [-1, 0]);
  for (let cell = 0; cell < n * n; cell++) {
    const r = Math.floor(cell / n);
    const c = cell % n;
    for (const [dr, dc] of moves)
      if (r + dr >= 0 && r + dr < n && c + dc >= 0 && c + dc < n)
        peers[cell]!.add((r + dr) * n + c + dc);
  }
  return peers;
}

/** Cells that see every cell of a group (through any peer relation), the group excluded. */
function commonPeers(cells: readonly number[], peers: Set<number>[]): number[] {
  return [...peers[cells[0]!]!].filter((x) => cells.every((c) => peers[c]!.has(x)));
}

/** The rules that need propagation. */
function variantRules(p: VariantSudoku, peers: Set<number>[]): VariantRule[] {
  const n = p.size;
  const rules: VariantRule[] = [];
  for (const cage of p.cages)
    if (cage.sum !== undefined)
      rules.push(new CageSumRule(cage.cells, cage.sum, n, commonPeers(cage.cells, peers)));
  for (const lk of p.littleKillers)
    rules.push(
      new LinearSumRule(
        "little killer",
        lk.cells,
        lk.cells.map(() => 1),
        lk.sum,
        n,
      ),
    );
  for (const arrow of p.arrows) {
    const circle = [...arrow.circle].sort((a, b) => a - b);
    const weights = circle.map((_, i) => -(10 ** (circle.length - 1 - i)));
    for (const line of arrow.lines)
      rules.push(
        new LinearSumRule("arrow", [...line, ...circle], [...line.map(() => 1), ...weights], 0, n),
      );
  }
  for (const line of p.thermometers) rules.push(new ThermometerRule(line, n));
  for (const dot of p.differences)
    rules.push(
      new PairRule("difference", dot.cells[0], dot.cells[1], pairTable("difference", dot.value, n)),
    );
  for (const dot of p.ratios)
    rules.push(new PairRule("ratio", dot.cells[0], dot.cells[1], pairTable("ratio", dot.value, n)));
  if (p.nonconsecutive) {
    const table = pairTable("nonconsecutive", 1, n);
    for (let cell = 0; cell < n * n; cell++) {
      if (cell % n < n - 1) rules.push(new PairRule("nonconsecutive", cell, cell + 1, table));
      if (cell + n < n * n) rules.push(new PairRule("nonconsecutive", cell, cell + n, table));
    }
  }
  return rules;
}

/**
 * Compiles a puzzle for the engine.
 *
 * @example
 * ```ts
 * const model = variantModel(readFPuzzles(text));
 * model.rules.length; // cage sums, arrows, ... that need propagation
 * ```
 */
export function variantModel(p: VariantSudoku): VariantModel {
  const n = p.size;
  const cells = n * n;
  const all = (1 << n) - 1;
  const initial = new Int32Array(cells).fill(all);
  const odd = digitsWhere(n, (d) => d % 2 === 1);
  for (const c of p.odd) initial[c] = initial[c]! & odd;
  for (const c of p.even) initial[c] = initial[c]! & ~odd & all;
  p.givens.forEach((v, c) => {
    if (v !== 0) initial[c] = initial[c]! & (1 << (v - 1));
  });
  const groups = differentGroups(p);
  const full = groups.filter((g) => g.length === n);
  const houses = new Int32Array(full.length * n);
  full.forEach((g, h) => {
    houses.set(g, h * n);
  });
  const peerSet = peerSets(p, groups);
  const [peers, peerStart] = compress(peerSet);
  const rules = variantRules(p, peerSet);
  const byCell: number[][] = Array.from({ length: cells }, () => []);
  rules.forEach((rule, r) => {
    for (const c of rule.cells) byCell[c]!.push(r);
  });
  const [cellRules, cellRuleStart] = compress(byCell);
  return {
    size: n,
    cells,
    all,
    initial,
    houses,
    houseCount: full.length,
    groups,
    peers,
    peerStart,
    rules,
    cellRules,
    cellRuleStart,
  };
}

function digitsWhere(n: number, test: (d: number) => boolean): number {
  let mask = 0;
  for (let d = 1; d <= n; d++) if (test(d)) mask |= 1 << (d - 1);
  return mask;
}
