// The generator's random shapes (issue 36), as properties over random seeds (fast-check): jigsaw
// regions are N connected regions of N cells; killer cages partition the grid into connected
// cages with different digits; thermometers are disjoint paths of neighbouring cells whose digits
// increase. Connectivity is checked here by its own flood fill. And the engine's cage propagation
// (a cage's required digit leaves the cells that see the whole cage) counts as plain backtracking does.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createRandom } from "../../src/core/random.js";
import { sudokuGeometry } from "../../src/sudoku/grid.js";
import { RandomGridFiller } from "../../src/sudoku/random-grid.js";
import { readFPuzzles } from "../../src/sudoku/variants/read.js";
import {
  randomCages,
  randomJigsawRegions,
  randomThermometers,
} from "../../src/sudoku/variants/shapes.js";
import { solveVariantSudoku } from "../../src/sudoku/variants/solve.js";
import { writeFPuzzles } from "../../src/sudoku/variants/write.js";
import { bruteCount, bruteRead } from "../helpers/variant-brute.js";

const EMPTY = JSON.stringify({ size: 9, grid: Array.from({ length: 9 }, () => Array(9).fill({})) });

/** True when the cells are one orthogonally connected piece (flood fill over rows and columns). */
function connected(cells: number[]): boolean {
  const left = new Set(cells.slice(1));
  const todo = [cells[0]!];
  while (todo.length > 0) {
    const c = todo.pop()!;
    const [r, k] = [Math.floor(c / 9), c % 9];
    for (const [rr, kk] of [
      [r - 1, k],
      [r + 1, k],
      [r, k - 1],
      [r, k + 1],
    ] as const) {
      const d = rr * 9 + kk;
      if (rr >= 0 && rr < 9 && kk >= 0 && kk < 9 && left.delete(d)) todo.push(d);
    }
  }
  return left.size === 0;
}

const seeds = fc.integer({ min: 0, max: 2 ** 31 - 1 });
const filler = new RandomGridFiller(sudokuGeometry(9));

describe("variant shapes", () => {
  it("jigsaw regions: 9 connected regions of 9 cells, not the boxes", () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const regions = randomJigsawRegions(9, createRandom(seed));
        for (let r = 0; r < 9; r++) {
          const cells = [...regions.keys()].filter((c) => regions[c] === r);
          expect(cells).toHaveLength(9);
          expect(connected(cells)).toBe(true);
        }
        const boxes = [...regions.keys()].map(
          (c) => Math.floor(c / 27) * 3 + Math.floor((c % 9) / 3),
        );
        expect(regions).not.toEqual(boxes);
      }),
      { numRuns: 30 },
    );
  });

  it("killer cages: a partition into connected cages of different digits, at most max cells", () => {
    fc.assert(
      fc.property(seeds, fc.integer({ min: 2, max: 6 }), (seed, max) => {
        const rng = createRandom(seed);
        const solution = filler.fill(rng);
        const cages = randomCages(solution, 9, rng, max);
        expect(cages.flat().sort((a, b) => a - b)).toEqual([...Array(81).keys()]);
        for (const cage of cages) {
          expect(cage.length).toBeLessThanOrEqual(max);
          expect(new Set(cage.map((c) => solution[c])).size).toBe(cage.length);
          expect(connected(cage)).toBe(true);
        }
      }),
      { numRuns: 50 },
    );
  });

  it("thermometers: disjoint paths of neighbouring cells (diagonals too), digits increasing", () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const rng = createRandom(seed);
        const solution = filler.fill(rng);
        const lines = randomThermometers(solution, 9, rng, 10, 3, 6);
        expect(lines.length).toBeGreaterThan(0);
        const all = lines.flat();
        expect(new Set(all).size).toBe(all.length);
        for (const line of lines) {
          expect(line.length).toBeGreaterThanOrEqual(3);
          expect(line.length).toBeLessThanOrEqual(6);
          for (let i = 1; i < line.length; i++) {
            const [a, b] = [line[i - 1]!, line[i]!];
            expect(Math.abs(Math.floor(a / 9) - Math.floor(b / 9))).toBeLessThanOrEqual(1);
            expect(Math.abs((a % 9) - (b % 9))).toBeLessThanOrEqual(1);
            expect(solution[b]!).toBeGreaterThan(solution[a]!);
          }
        }
      }),
      { numRuns: 50 },
    );
  });
});

describe("the engine's cage propagation against plain backtracking", () => {
  it("random killers with some givens: the same count (to 2) as the brute-force counter", () => {
    fc.assert(
      fc.property(seeds, fc.integer({ min: 2, max: 6 }), (seed, max) => {
        const rng = createRandom(seed);
        const solution = filler.fill(rng);
        const givens = Array.from(solution, (v) => (rng.int(3) === 0 ? v : 0));
        const cages = randomCages(solution, 9, rng, max).map((cells) => ({
          cells,
          sum: cells.reduce((s, c) => s + solution[c]!, 0),
        }));
        const puzzle = { ...readFPuzzles(EMPTY), givens, cages };
        const json = JSON.stringify(writeFPuzzles(puzzle));
        const brute = bruteCount(bruteRead(json), 2);
        expect(brute).toBeGreaterThan(0);
        expect(solveVariantSudoku(readFPuzzles(json), { limit: 2 }).count).toBe(brute);
      }),
      { numRuns: 25 },
    );
  });
});
