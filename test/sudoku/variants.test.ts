// Variant Sudoku: published puzzles with published solutions, a brute-force reference on random
// 4x4 variant puzzles (fast-check), and the f-puzzles link round trip.
import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatSudoku } from "../../src/sudoku/grid.js";
import { fPuzzlesLink } from "../../src/sudoku/variants/link.js";
import { plainVariant, readFPuzzles } from "../../src/sudoku/variants/read.js";
import { checkVariantSolution, solveVariantSudoku } from "../../src/sudoku/variants/solve.js";
import type { VariantSudoku } from "../../src/sudoku/variants/types.js";
import { writeFPuzzles } from "../../src/sudoku/variants/write.js";

/** The library's variant calls, as the CLI's solve and count make them. */
function solveSudoku(p: VariantSudoku): string | null {
  const result = solveVariantSudoku(p, { limit: 1 });
  return result.solution ? formatSudoku(result.solution) : null;
}
function countSudokuSolutions(p: VariantSudoku, limit: number): number {
  return solveVariantSudoku(p, { limit }).count;
}

const DIR = "test/data/sudoku/variants/";
const published = readFileSync(`${DIR}solutions.txt`, "utf8")
  .trim()
  .split("\n")
  .map((l) => l.split(" ") as [string, string]);

describe("published variant puzzles", () => {
  it.each(published)("%s: the published solution, and it is unique", (name, solution) => {
    const puzzle = readFPuzzles(readFileSync(`${DIR}${name}.json`, "utf8"));
    expect(solveSudoku(puzzle)).toBe(solution);
    expect(countSudokuSolutions(puzzle, 5)).toBe(1);
    expect(checkVariantSolution(puzzle, solution.split("").map(Number))).toBe(true);
  });
});

// -- an independent reference: every 4x4 grid, each rule checked from its definition --

/** Every 4x4 grid whose rows and columns hold 1..4 once (576 Latin squares). */
function latinSquares4(): number[][] {
  const perms: number[][] = [];
  const permute = (a: number[], k: number) => {
    if (k === a.length) perms.push([...a]);
    for (let i = k; i < a.length; i++) {
      [a[k], a[i]] = [a[i]!, a[k]!];
      permute(a, k + 1);
      [a[k], a[i]] = [a[i]!, a[k]!];
    }
  };
  permute([1, 2, 3, 4], 0);
  const out: number[][] = [];
  const grow = (rows: number[][]) => {
    if (rows.length === 4) {
      out.push(rows.flat());
      return;
    }
    for (const p of perms) if (rows.every((r) => r.every((v, c) => v !== p[c]))) grow([...rows, p]);
  };
  grow([]);
  return out;
}
const SQUARES = latinSquares4();

const differ = (g: number[], cells: number[]) =>
  new Set(cells.map((c) => g[c])).size === cells.length;
const sum = (g: number[], cells: number[]) => cells.reduce((s, c) => s + g[c]!, 0);
const rc = (c: number) => [Math.floor(c / 4), c % 4] as const;

/** True when grid g keeps every rule of p, straight from the rules' definitions. */
function keeps(p: VariantSudoku, g: number[]): boolean {
  for (let r = 0; r < 4; r++)
    if (
      !differ(
        g,
        [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15].filter((c) => p.regions[c] === r),
      )
    )
      return false;
  if (g.some((v, c) => p.givens[c] !== 0 && p.givens[c] !== v)) return false;
  if (p.diagonalDown && !differ(g, [0, 5, 10, 15])) return false;
  if (p.diagonalUp && !differ(g, [12, 9, 6, 3])) return false;
  for (let a = 0; a < 16; a++)
    for (let b = 0; b < 16; b++) {
      const [ra, ca] = rc(a);
      const [rb, cb] = rc(b);
      const dr = Math.abs(ra - rb);
      const dc = Math.abs(ca - cb);
      if (p.antiknight && dr * dc === 2 && g[a] === g[b]) return false;
      if (p.antiking && a !== b && dr <= 1 && dc <= 1 && g[a] === g[b]) return false;
      if (p.nonconsecutive && dr + dc === 1 && Math.abs(g[a]! - g[b]!) === 1) return false;
    }
  if (
    p.cages.some((k) => !differ(g, k.cells) || (k.sum !== undefined && sum(g, k.cells) !== k.sum))
  )
    return false;
  if (p.littleKillers.some((k) => sum(g, k.cells) !== k.sum)) return false;
  if (p.thermometers.some((t) => t.some((c, i) => i > 0 && g[c]! <= g[t[i - 1]!]!))) return false;
  if (p.arrows.some((a) => a.lines.some((l) => sum(g, l) !== g[a.circle[0]!]))) return false;
  if (p.differences.some((d) => Math.abs(g[d.cells[0]]! - g[d.cells[1]]!) !== d.value))
    return false;
  if (
    p.ratios.some(({ cells: [a, b], value }) => g[a]! !== g[b]! * value && g[b]! !== g[a]! * value)
  )
    return false;
  if (p.odd.some((c) => g[c]! % 2 === 0) || p.even.some((c) => g[c]! % 2 === 1)) return false;
  return p.extraRegions.every((cells) => differ(g, cells));
}

const BOXES = [0, 0, 1, 1, 0, 0, 1, 1, 2, 2, 3, 3, 2, 2, 3, 3];
const fitting = (regions: number[]) =>
  SQUARES.filter((g) =>
    [0, 1, 2, 3].every((k) =>
      differ(
        g,
        [...Array(16).keys()].filter((c) => regions[c] === k),
      ),
    ),
  );
/** The boxes and jigsaw layouts that some grid fills. */
const JIGSAWS = [
  BOXES,
  [0, 0, 0, 1, 0, 2, 1, 1, 2, 2, 3, 1, 2, 3, 3, 3],
  [0, 0, 1, 1, 0, 2, 2, 1, 0, 2, 3, 1, 2, 3, 3, 3],
  [0, 0, 1, 1, 0, 2, 1, 1, 0, 2, 3, 3, 2, 2, 3, 3],
  [0, 0, 0, 1, 2, 0, 1, 1, 2, 3, 3, 1, 2, 2, 3, 3],
].filter((layout) => fitting(layout).length > 0);

const EMPTY: VariantSudoku = plainVariant(4, new Array<number>(16).fill(0), BOXES);

const cell = fc.integer({ min: 0, max: 15 });
const cellsArb = (max: number) => fc.uniqueArray(cell, { minLength: 1, maxLength: max });
const adjacent = fc.tuple(cell, fc.boolean()).map(([c, down]) => {
  const [r, k] = rc(c);
  return (
    down
      ? [Math.min(r, 2) * 4 + k, Math.min(r, 2) * 4 + k + 4]
      : [r * 4 + Math.min(k, 2), r * 4 + Math.min(k, 2) + 1]
  ) as [number, number];
});

/**
 * Random 4x4 variant puzzles: a grid is drawn among the Latin squares that fit the regions, and
 * most rules are made true of it (sums, thermometers in its order, dots and parities it has), a
 * few are left random, so the counts range over 0, 1 and many.
 */
const puzzle4: fc.Arbitrary<VariantSudoku> = fc
  .record({
    regions: fc.constantFrom(...JIGSAWS),
    pick: fc.nat(),
    givens: fc.uniqueArray(cell, { maxLength: 4 }),
    flags: fc.array(fc.constantFrom(false, false, true), { minLength: 5, maxLength: 5 }),
    cages: fc.array(fc.tuple(cellsArb(4), fc.boolean()), { maxLength: 2 }),
    littleKillers: fc.array(cellsArb(3), { maxLength: 2 }),
    thermometers: fc.array(cellsArb(3), { maxLength: 2 }),
    arrows: fc.array(fc.tuple(cell, cellsArb(2)), { maxLength: 2 }),
    dots: fc.array(adjacent, { maxLength: 3 }),
    parity: fc.uniqueArray(cell, { maxLength: 2 }),
    extra: fc.option(fc.uniqueArray(cell, { minLength: 2, maxLength: 4 })),
    lie: fc.integer({ min: -1, max: 1 }),
  })
  .map((r) => {
    const fits = fitting(r.regions);
    const g = fits[r.pick % fits.length]!;
    const givens = new Array<number>(16).fill(0);
    for (const c of r.givens) givens[c] = g[c]!;
    const [up, down, knight, king, noncon] = r.flags;
    // cells of different digits in g, for cages and extra regions
    const distinct = (cells: number[]) =>
      cells.filter((c, i) => cells.findIndex((d) => g[d] === g[c]) === i);
    const holds = (rules: Partial<VariantSudoku>) =>
      keeps({ ...EMPTY, regions: r.regions, ...rules }, g);
    const p: VariantSudoku = {
      size: 4,
      givens,
      regions: r.regions,
      jigsaw: r.regions !== BOXES,
      diagonalUp: up! && holds({ diagonalUp: true }),
      diagonalDown: down! && holds({ diagonalDown: true }),
      antiknight: knight! && holds({ antiknight: true }),
      antiking: king! && holds({ antiking: true }),
      nonconsecutive: noncon! && holds({ nonconsecutive: true }),
      cages: r.cages.map(([cells, withSum]) => {
        const own = distinct(cells);
        return withSum ? { cells: own, sum: sum(g, own) } : { cells: own };
      }),
      littleKillers: r.littleKillers.map((cells) => ({ cells, sum: sum(g, cells) })),
      thermometers: r.thermometers.map((t) => [...t].sort((a, b) => g[a]! - g[b]!)),
      arrows: r.arrows
        .map(([c, line]) => ({ circle: [c], lines: [line.filter((x) => x !== c)] }))
        .filter((a) => a.lines[0]!.length > 0 && sum(g, a.lines[0]!) === g[a.circle[0]!]),
      differences: r.dots
        .filter(([a, b]) => g[a] !== g[b])
        .map(([a, b]) => ({ cells: [a, b], value: Math.abs(g[a]! - g[b]!) })),
      ratios: r.dots
        .filter(([a, b]) => Math.max(g[a]!, g[b]!) % Math.min(g[a]!, g[b]!) === 0 && g[a] !== g[b])
        .map(([a, b]) => ({
          cells: [a, b],
          value: Math.max(g[a]!, g[b]!) / Math.min(g[a]!, g[b]!),
        })),
      odd: r.parity.filter((c) => g[c]! % 2 === 1),
      even: r.parity.filter((c) => g[c]! % 2 === 0),
      extraRegions: r.extra === null ? [] : [distinct(r.extra)],
    };
    // now and then a rule that may be false: a little killer off by `lie`
    if (r.lie !== 0 && p.littleKillers.length > 0) {
      const lk = p.littleKillers[0]!;
      lk.sum = Math.min(Math.max(lk.sum + r.lie, lk.cells.length), 4 * lk.cells.length);
    }
    return p;
  });

describe("the engine against brute force on 4x4 variant puzzles", () => {
  it("has jigsaw layouts to test", () => expect(JIGSAWS.length).toBeGreaterThan(2));

  it("counts every random rule set as the enumeration of all 576 Latin squares does", () => {
    let withSolutions = 0;
    const counts: number[] = [];
    fc.assert(
      fc.property(puzzle4, (p) => {
        const expected = SQUARES.filter((g) => keeps(p, g)).length;
        if (expected > 0) withSolutions++;
        counts.push(expected);
        expect(countSudokuSolutions(p, 1000)).toBe(expected);
        const solution = solveSudoku(p);
        expect(solution === null).toBe(expected === 0);
        if (solution) expect(keeps(p, solution.split("").map(Number))).toBe(true);
      }),
      { numRuns: 400, seed: 36 },
    );
    // the property is not only about puzzles without solutions
    expect(withSolutions, `counts: ${counts.join(",")}`).toBeGreaterThan(100);
  });
});

describe("f-puzzles links", () => {
  it("write -> JSON -> compressToBase64 link -> read gives the same puzzle", () => {
    fc.assert(
      fc.property(puzzle4, (p) => {
        const back = readFPuzzles(fPuzzlesLink(writeFPuzzles(p)));
        const norm = (q: VariantSudoku) => ({ ...q, jigsaw: undefined, regions: undefined });
        expect(norm(back)).toEqual(norm(p));
        expect(back.jigsaw).toBe(p.jigsaw);
        if (p.jigsaw) expect(back.regions).toEqual(p.regions);
      }),
      { numRuns: 200, seed: 7 },
    );
  });

  it("reads the bare load= string and the JSON text the same", () => {
    const text = readFileSync(`${DIR}killer.json`, "utf8");
    const link = fPuzzlesLink(text);
    expect(readFPuzzles(link.slice(link.indexOf("load=")))).toEqual(readFPuzzles(text));
    expect(readFPuzzles(link)).toEqual(readFPuzzles(JSON.parse(text)));
  });
});
