/**
 * swappableDigits (the generator's search-free proof that a killer has a second solution) against
 * the variant engine's count: whenever it says "swappable", the puzzle has two solutions (on
 * hundreds of killers cut from sudoku17 solutions, givens cleared or kept, cages merged at
 * random); it says so for a good part of those the engine finds not unique, never for a unique one; a
 * worked example with a deadly rectangle under two cages; and rules it does not follow give no
 * answer.
 */
import { describe, expect, it } from "vitest";
import { swappableDigits } from "../../src/sudoku/variants/cage-swaps.js";
import { solveVariantSudoku } from "../../src/sudoku/variants/solve.js";
import type { VariantSudoku } from "../../src/sudoku/variants/types.js";
import { sudokuDataLines } from "../helpers/sudoku-data.js";
import { emptyVariant, killerFrom, seeded } from "../helpers/variant-sets.js";

const sols = sudokuDataLines("sudoku17.sample300.solutions.txt").map((l) => [...l].map(Number));

/** The puzzle with two cages drawn at random joined into one where their digits differ. */
function mergedAtRandom(p: VariantSudoku, solution: number[], rng: () => number): VariantSudoku {
  const cages = [...p.cages];
  for (let tries = 0; tries < 20; tries++) {
    const i = Math.floor(rng() * cages.length);
    const j = Math.floor(rng() * cages.length);
    if (i === j) continue;
    const cells = [...cages[i]!.cells, ...cages[j]!.cells];
    if (new Set(cells.map((c) => solution[c])).size !== cells.length) continue;
    const sum = cells.reduce((s, c) => s + solution[c]!, 0);
    return { ...p, cages: [...cages.filter((_, k) => k !== i && k !== j), { cells, sum }] };
  }
  return p;
}

describe("swappableDigits", () => {
  it("proves a second solution for a deadly rectangle under two two-cell cages", () => {
    const s = sols[0]!;
    // a deadly rectangle of this solution: rows r1, r2 in one band, columns in two stacks
    let found: [number, number, number, number] | undefined;
    for (let a = 0; a < 81 && !found; a++)
      for (let b = a + 1; b < a - (a % 9) + 9 && !found; b++) {
        if (Math.floor((a % 9) / 3) === Math.floor((b % 9) / 3)) continue;
        for (let c = a + 9; c < 81 && Math.floor(c / 27) === Math.floor(a / 27); c += 9) {
          const d = c + (b - a);
          if (s[a] === s[d] && s[b] === s[c]) found = [a, b, c, d];
        }
      }
    expect(found).toBeDefined();
    const [a, b, c, d] = found!;
    const cages = Array.from({ length: 81 }, (_, cell) => cell)
      .filter((cell) => ![a, b, c, d].includes(cell))
      .map((cell) => ({ cells: [cell], sum: s[cell]! }));
    cages.push({ cells: [a, b], sum: s[a]! + s[b]! }, { cells: [c, d], sum: s[c]! + s[d]! });
    const puzzle = { ...emptyVariant(9), cages };
    expect(swappableDigits(puzzle, s)).toBe(true);
    expect(solveVariantSudoku(puzzle, { limit: 2 }).count).toBe(2);
    // one of its cells given: that swap is gone, and the puzzle is unique again
    const given = { ...puzzle, givens: puzzle.givens.map((v, cell) => (cell === a ? s[a]! : v)) };
    expect(swappableDigits(given, s)).toBe(false);
    expect(solveVariantSudoku(given, { limit: 2 }).count).toBe(1);
    // a rule the swap may break: no answer
    for (const rule of [
      { antiknight: true },
      { diagonalDown: true },
      { thermometers: [[a, b]] },
      { odd: [a] },
      { extraRegions: [[a, b, c, d]] },
    ] as Partial<VariantSudoku>[])
      expect(swappableDigits({ ...puzzle, ...rule }, s), JSON.stringify(rule)).toBe(false);
  });

  it("never claims a second solution the engine does not find, and finds most of them", () => {
    const rng = seeded(37);
    let said = 0;
    let notUnique = 0;
    let unique = 0;
    const check = (p: VariantSudoku, s: number[], what: string) => {
      const count = solveVariantSudoku(p, { limit: 2 }).count;
      const swappable = swappableDigits(p, s);
      if (swappable) expect(count, what).toBe(2);
      if (count === 1) unique++;
      else {
        notUnique++;
        if (swappable) said++;
      }
    };
    for (let i = 0; i < 60; i++) {
      const s = sols[i]!;
      const killer = killerFrom(s, rng, 4); // unique (givens added until it is)
      check(killer, s, `killer ${i}`);
      // without its givens, then with cages merged one pair after another
      let p: VariantSudoku = { ...killer, givens: killer.givens.map(() => 0) };
      check(p, s, `killer ${i} without givens`);
      for (let merges = 1; merges <= 8; merges++) {
        p = mergedAtRandom(p, s, rng);
        check(p, s, `killer ${i} without givens, ${merges} merges`);
      }
    }
    const counts = `${unique} unique, ${notUnique} not, ${said} swappable`;
    expect(unique, counts).toBeGreaterThan(100);
    expect(notUnique, counts).toBeGreaterThan(40);
    // a good part of the second solutions of cut killers are two digits swapped
    expect(said / notUnique, counts).toBeGreaterThan(0.3);
  });
});
