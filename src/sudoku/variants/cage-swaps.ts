/**
 * A quick proof that a killer has a second solution: two digits x and y of a known solution
 * swapped on a set of their cells that every row, column and region meets in both digits or in
 * neither (a union of the components of the graph joining an x and a y in the same house: a
 * deadly rectangle is the smallest), where the swap keeps every cage's digits different and its
 * sum unchanged and touches no given. The swapped grid is then another solution. Only for puzzles
 * whose rules are rows, columns, regions (boxes or a jigsaw), cages and givens: any other rule
 * might not survive the swap, and the answer is then false (no proof). Cost: for each of the
 * N(N-1)/2 digit pairs, a union-find over its 2N cells and a test of each union of at most
 * eight components (each cage the swap touches summed once); no search.
 */
import { cageOwners } from "./shapes.js";
import type { VariantSudoku } from "./types.js";

/**
 * For every field of a puzzle, whether it leaves the swap valid: the fields of rows, columns,
 * regions, cages and givens always; every other rule only when absent. Typed over all the fields,
 * so that a rule added to VariantSudoku fails the build here until it is given its answer.
 */
const SWAP_KEEPS: { readonly [K in keyof VariantSudoku]-?: (p: VariantSudoku) => boolean } = {
  size: () => true,
  givens: () => true,
  regions: () => true,
  jigsaw: () => true,
  cages: () => true,
  diagonalUp: (p) => !p.diagonalUp,
  diagonalDown: (p) => !p.diagonalDown,
  antiknight: (p) => !p.antiknight,
  antiking: (p) => !p.antiking,
  nonconsecutive: (p) => !p.nonconsecutive,
  littleKillers: (p) => p.littleKillers.length === 0,
  thermometers: (p) => p.thermometers.length === 0,
  arrows: (p) => p.arrows.length === 0,
  differences: (p) => p.differences.length === 0,
  ratios: (p) => p.ratios.length === 0,
  odd: (p) => p.odd.length === 0,
  even: (p) => p.even.length === 0,
  extraRegions: (p) => p.extraRegions.length === 0,
};

/** True when rows, columns, regions, cages and givens are the puzzle's only rules. */
function onlyCages(p: VariantSudoku): boolean {
  return Object.values(SWAP_KEEPS).every((keeps) => keeps(p));
}

/** Union-find root of `i` (with path halving). */
function root(parent: Int32Array, i: number): number {
  let x = i;
  while (parent[x] !== x) {
    parent[x] = parent[parent[x]!]!;
    x = parent[x]!;
  }
  return x;
}

/**
 * The components of digits x and y: for each of the 2N cells holding them (`cells`), the index
 * of its component (0-based, in order of first cell), and the number of components.
 */
function components(
  p: VariantSudoku,
  cells: readonly number[],
  parent: Int32Array,
  label: Int32Array,
): number {
  const n = p.size;
  for (let i = 0; i < cells.length; i++) parent[i] = i;
  // join each x cell (even index) with the y cells (odd index) of its row, column and region
  for (let i = 0; i < cells.length; i += 2)
    for (let j = 1; j < cells.length; j += 2) {
      const a = cells[i]!;
      const b = cells[j]!;
      const house =
        ((a / n) | 0) === ((b / n) | 0) || a % n === b % n || p.regions[a] === p.regions[b];
      if (house) parent[root(parent, i)] = root(parent, j);
    }
  let count = 0;
  label.fill(-1);
  for (let i = 0; i < cells.length; i++) {
    const r = root(parent, i);
    if (label[r] < 0) label[r] = count++;
    label[i] = label[r];
  }
  return count;
}

/**
 * True when swapping digits x and y on the cells of `cells` (x at even, y at odd indices) whose
 * component is in `chosen` (a bit set) keeps every cage the swap touches valid.
 */
function swapKeeps(
  p: VariantSudoku,
  solution: ArrayLike<number>,
  cageOf: Int32Array,
  cells: readonly number[],
  label: Int32Array,
  chosen: number,
): boolean {
  const x = solution[cells[0]!]!;
  const y = solution[cells[1]!]!;
  const swapped = new Set<number>();
  for (let i = 0; i < cells.length; i++) if ((chosen >> label[i]!) & 1) swapped.add(cells[i]!);
  const seen = new Set<number>();
  for (const cell of swapped) {
    const k = cageOf[cell]!;
    if (k < 0 || seen.has(k)) continue;
    seen.add(k);
    const cage = p.cages[k]!;
    let change = 0;
    let digits = 0;
    for (const member of cage.cells) {
      const old = solution[member]!;
      const v = swapped.has(member) ? x + y - old : old;
      change += v - old;
      if (digits & (1 << v)) return false;
      digits |= 1 << v;
    }
    if (cage.sum !== undefined && change !== 0) return false;
  }
  return true;
}

/**
 * True when two digits of `solution` can be swapped in `puzzle` (see the file comment): the
 * puzzle then has another solution. False says nothing (no such swap found, or rules this test
 * does not follow).
 *
 * @example
 * ```ts
 * // a killer whose one cage covers a deadly rectangle's four cells: the swap keeps its sum
 * swappableDigits(killer, solution); // true: not unique
 * ```
 */
export function swappableDigits(p: VariantSudoku, solution: ArrayLike<number>): boolean {
  if (!onlyCages(p)) return false;
  const n = p.size;
  const cageOf = cageOwners(p.cages, n * n);
  // each digit's cells, one a row, in row order
  const at: number[][] = Array.from({ length: n + 1 }, () => []);
  for (let c = 0; c < n * n; c++) at[solution[c]!]!.push(c);
  const parent = new Int32Array(2 * n);
  const label = new Int32Array(2 * n);
  const cells: number[] = new Array(2 * n);
  for (let x = 1; x <= n; x++)
    for (let y = x + 1; y <= n; y++) {
      for (let r = 0; r < n; r++) {
        cells[2 * r] = at[x]![r]!;
        cells[2 * r + 1] = at[y]![r]!;
      }
      const count = Math.min(components(p, cells, parent, label), 8);
      // a component with a given cannot be swapped
      let fixed = 0;
      for (let i = 0; i < cells.length; i++) if (p.givens[cells[i]!] !== 0) fixed |= 1 << label[i]!;
      for (let chosen = 1; chosen < 1 << count; chosen++)
        if ((chosen & fixed) === 0 && swapKeeps(p, solution, cageOf, cells, label, chosen))
          return true;
    }
  return false;
}
