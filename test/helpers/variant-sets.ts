/**
 * Variant puzzles built for the tests from known grids: killers whose cages are cut at random
 * from a classic solution (sums from the solution, no givens; givens from the solution added
 * until the variant engine finds one solution), and jigsaws whose regions are boxes reshaped by
 * random swaps of boundary cells, filled by the variant engine and then emptied clue by clue while
 * the solution stays unique. Seeded, so every run builds the same puzzles.
 */

import { plainVariant } from "../../src/sudoku/variants/read.js";
import { solveVariantSudoku } from "../../src/sudoku/variants/solve.js";
import type { VariantSudoku } from "../../src/sudoku/variants/types.js";

/** A small seeded generator (mulberry32): numbers in [0, 1). */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An empty 9x9 variant puzzle with standard boxes. */
export function emptyVariant(n = 9): VariantSudoku {
  const b = Math.sqrt(n);
  const boxes = Array.from(
    { length: n * n },
    (_, c) => Math.floor(Math.floor(c / n) / b) * b + Math.floor((c % n) / b),
  );
  return plainVariant(n, new Array(n * n).fill(0), boxes);
}

const neighbours = (c: number, n: number) =>
  [c - n, c + n, c % n > 0 ? c - 1 : -1, c % n < n - 1 ? c + 1 : -1].filter(
    (x) => x >= 0 && x < n * n,
  );

/**
 * A killer puzzle from a solved grid: cages of 1 to `maxCage` cells grown at random (a cage never
 * holds a digit twice), each with its solution sum; givens from the solution added at random until
 * the solution is unique.
 */
export function killerFrom(
  solution: ArrayLike<number>,
  rng: () => number,
  maxCage = 4,
): VariantSudoku {
  const n = 9;
  const p = emptyVariant(n);
  const cageOf = new Int32Array(n * n).fill(-1);
  const order = Array.from({ length: n * n }, (_, i) => i).sort(() => rng() - 0.5);
  for (const start of order) {
    if (cageOf[start] !== -1) continue;
    const cells = [start];
    const digits = new Set([solution[start]]);
    cageOf[start] = p.cages.length;
    const want = 2 + Math.floor(rng() * (maxCage - 1));
    while (cells.length < want) {
      const free = cells
        .flatMap((c) => neighbours(c, n))
        .filter((x) => cageOf[x] === -1 && !digits.has(solution[x]));
      if (free.length === 0) break;
      const next = free[Math.floor(rng() * free.length)]!;
      cageOf[next] = p.cages.length;
      cells.push(next);
      digits.add(solution[next]);
    }
    p.cages.push({ cells, sum: cells.reduce((s, c) => s + solution[c]!, 0) });
  }
  makeUnique(p, solution, rng);
  return p;
}

/**
 * Makes the killer unique: where another solution differs from ours, the cage of a differing
 * cell is cut in two (each part with its sum); a differing cell alone in its cage becomes a given.
 */
function makeUnique(p: VariantSudoku, solution: ArrayLike<number>, rng: () => number): void {
  for (;;) {
    const r = solveVariantSudoku(p, { limit: 2 });
    if (r.count === 1) return;
    const found = r.solution!;
    let differ = p.givens.flatMap((v, c) => (v === 0 && found[c] !== solution[c] ? [c] : []));
    if (differ.length === 0) {
      // the engine's first solution is ours: look for the other one with ours forbidden here
      differ = p.givens.flatMap((v, c) => (v === 0 ? [c] : []));
    }
    const c = differ[Math.floor(rng() * differ.length)]!;
    const k = p.cages.findIndex((cage) => cage.cells.includes(c));
    const cells = p.cages[k]!.cells;
    if (cells.length < 2) {
      p.givens[c] = solution[c]!;
      continue;
    }
    const cut = Math.max(1, Math.floor(cells.length / 2));
    const sum = (part: number[]) => part.reduce((s, x) => s + solution[x]!, 0);
    const a = cells.slice(0, cut);
    const b = cells.slice(cut);
    p.cages.splice(k, 1, { cells: a, sum: sum(a) }, { cells: b, sum: sum(b) });
  }
}

/** True when the cells of region r form one orthogonally connected piece. */
function connected(regions: number[], r: number, n: number): boolean {
  const cells = regions.flatMap((x, c) => (x === r ? [c] : []));
  const seen = new Set([cells[0]!]);
  const stack = [cells[0]!];
  while (stack.length > 0) {
    const c = stack.pop()!;
    for (const x of neighbours(c, n))
      if (regions[x] === r && !seen.has(x)) {
        seen.add(x);
        stack.push(x);
      }
  }
  return seen.size === cells.length;
}

/**
 * A jigsaw puzzle from a solved classic grid: boxes reshaped by `swaps` swaps of two cells of
 * the same digit, each next to the other's region (so every region still holds every digit once
 * and stays connected), then givens removed at random while the solution stays unique, down to
 * `keep` givens at most.
 */
export function jigsawFrom(
  solution: ArrayLike<number>,
  rng: () => number,
  keep = 28,
  swaps = 40,
): VariantSudoku {
  const n = 9;
  const p = emptyVariant(n);
  const regions = p.regions;
  for (let done = 0, tries = 0; done < swaps && tries < swaps * 100; tries++) {
    const a = Math.floor(rng() * n * n);
    const mine = regions[a]!;
    const others = neighbours(a, n)
      .map((x) => regions[x]!)
      .filter((r) => r !== mine);
    if (others.length === 0) continue;
    const other = others[Math.floor(rng() * others.length)]!;
    // the cell of the other region with a's digit, if it touches a's region
    const b = regions.findIndex((r, c) => r === other && solution[c] === solution[a]);
    if (b < 0 || !neighbours(b, n).some((y) => regions[y] === mine && y !== a)) continue;
    regions[a] = other;
    regions[b] = mine;
    if (connected(regions, mine, n) && connected(regions, other, n)) done++;
    else {
      regions[a] = mine;
      regions[b] = other;
    }
  }
  p.jigsaw = true;
  p.givens = Array.from(solution);
  const order = Array.from({ length: n * n }, (_, i) => i).sort(() => rng() - 0.5);
  let count = n * n;
  for (const c of order) {
    if (count <= keep) break;
    p.givens[c] = 0;
    if (solveVariantSudoku(p, { limit: 2 }).count === 1) count--;
    else p.givens[c] = solution[c]!;
  }
  return p;
}

/** The orthogonal path of up to `len` cells from `start` along which the solution's digits rise. */
function risingPath(
  solution: ArrayLike<number>,
  start: number,
  len: number,
  rng: () => number,
): number[] {
  const path = [start];
  while (path.length < len) {
    const last = path[path.length - 1]!;
    const next = neighbours(last, 9).filter(
      (x) => !path.includes(x) && solution[x]! > solution[last]!,
    );
    if (next.length === 0) break;
    path.push(next[Math.floor(rng() * next.length)]!);
  }
  return path;
}

/**
 * A classic puzzle with some givens taken away and variant clues read off its solution:
 * thermometers, Kropki dots (white: 1 apart; black: one twice the other), arrows, a little
 * killer, odd and even cells; givens put back (where another solution differs) until unique.
 */
export function decoratedFrom(
  givens: ArrayLike<number>,
  solution: ArrayLike<number>,
  rng: () => number,
): VariantSudoku {
  const p = emptyVariant(9);
  p.givens = Array.from(givens);
  const clues = p.givens.flatMap((v, c) => (v > 0 ? [c] : []));
  for (let i = 0; i < 3 && clues.length > 0; i++)
    p.givens[clues.splice(Math.floor(rng() * clues.length), 1)[0]!] = 0;
  const cell = () => Math.floor(rng() * 81);
  for (let i = 0; i < 3; i++) {
    const path = risingPath(solution, cell(), 3 + Math.floor(rng() * 3), rng);
    if (path.length >= 2) p.thermometers.push(path);
  }
  for (let i = 0; i < 8; i++) {
    const a = cell();
    const b = neighbours(a, 9)[Math.floor(rng() * neighbours(a, 9).length)]!;
    const [x, y] = [solution[a]!, solution[b]!];
    const pair: [number, number] = [a, b];
    if (Math.abs(x - y) === 1) p.differences.push({ cells: pair, value: 1 });
    else if (x === 2 * y || y === 2 * x) p.ratios.push({ cells: pair, value: 2 });
  }
  for (let tries = 0; tries < 300 && p.arrows.length < 2; tries++) {
    const circle = cell();
    const [a, b] = neighbours(circle, 9).sort(() => rng() - 0.5);
    if (b !== undefined && solution[a!]! + solution[b]! === solution[circle])
      p.arrows.push({ circle: [circle], lines: [[a!, b]] });
  }
  // a little killer down the main diagonal from r1c1 to r5c5
  const diagonal = [0, 10, 20, 30, 40];
  p.littleKillers.push({ cells: diagonal, sum: diagonal.reduce((s, x) => s + solution[x]!, 0) });
  const c1 = cell();
  (solution[c1]! % 2 === 1 ? p.odd : p.even).push(c1);
  for (;;) {
    const r = solveVariantSudoku(p, { limit: 2 });
    if (r.count === 1) return p;
    const differ = p.givens.flatMap((v, c) =>
      v === 0 && r.solution![c] !== solution[c] ? [c] : [],
    );
    const pool = differ.length > 0 ? differ : p.givens.flatMap((v, c) => (v === 0 ? [c] : []));
    const c = pool[Math.floor(rng() * pool.length)]!;
    p.givens[c] = solution[c]!;
  }
}
