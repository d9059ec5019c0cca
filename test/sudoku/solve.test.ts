import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AbortError, InputError } from "../../src/core/errors.js";
import {
  checkSudokuSolution,
  formatSudoku,
  parseSudoku,
  type SudokuGrid,
  sudokuGeometry,
  valueChar,
} from "../../src/sudoku/grid.js";
import {
  analyseSudoku,
  countSudokuSolutions,
  SUDOKU_METHODS,
  solveSudoku,
  solveSudokuGrid,
} from "../../src/sudoku/solve.js";

const data = join(dirname(fileURLToPath(import.meta.url)), "..", "data", "sudoku");
const lines = (file: string) =>
  readFileSync(join(data, file), "utf8")
    .split("\n")
    .filter((l) => l.length > 0);

/** Every puzzle of a set has exactly one solution, the published one, by both methods. */
function checkSet(name: string) {
  const puzzles = lines(`${name}.txt`);
  const solutions = lines(`${name}.solutions.txt`);
  expect(puzzles.length).toBe(solutions.length);
  for (const method of SUDOKU_METHODS) {
    let wrong = 0;
    for (let i = 0; i < puzzles.length; i++) {
      const r = analyseSudoku(puzzles[i], { method, limit: 2 });
      if (r.count !== 1 || r.solution === null || formatSudoku(r.solution) !== solutions[i])
        wrong++;
    }
    expect(wrong, `${name} by ${method}`).toBe(0);
  }
  return puzzles.length;
}

describe("published puzzle sets", () => {
  it("norvig_top95: all 95", () => expect(checkSet("norvig_top95")).toBe(95));
  it("norvig_hardest: all 11", () => expect(checkSet("norvig_hardest")).toBe(11));
  it("forum_hardest_1106: all 375", () => expect(checkSet("forum_hardest_1106")).toBe(375));
  it("sudoku17: a sample of 300", () => expect(checkSet("sudoku17.sample300")).toBe(300));
  it("forum_hardest_1905_11plus: a sample of 200", () =>
    expect(checkSet("forum_hardest_1905_11plus.sample200")).toBe(200));
  it("random_minimal_50k: a sample of 200", () =>
    expect(checkSet("random_minimal_50k.sample200")).toBe(200));

  it("serg_benchmark_multisolution: every puzzle has 2+ solutions, both found valid", () => {
    const puzzles = lines("serg_benchmark_multisolution.sample200.txt");
    expect(puzzles.length).toBe(200);
    for (const method of SUDOKU_METHODS) {
      for (const p of puzzles) {
        const grid = parseSudoku(p);
        const r = solveSudokuGrid(grid, { method, limit: 2 });
        expect(r.count).toBe(2);
        expect(checkSudokuSolution(grid, r.solution!)).toBeUndefined();
      }
    }
  });
});

describe("solveSudoku and countSudokuSolutions", () => {
  const top1 = lines("norvig_top95.txt")[0];
  const top1Solution = lines("norvig_top95.solutions.txt")[0];

  it("solve a grid and count to a limit", () => {
    expect(solveSudoku(top1)).toBe(top1Solution);
    expect(solveSudoku(top1, { method: "dlx" })).toBe(top1Solution);
    expect(countSudokuSolutions(top1)).toBe(1);
    expect(countSudokuSolutions(".".repeat(81))).toBe(2);
    expect(countSudokuSolutions(".".repeat(81), 1000)).toBe(1000);
    expect(countSudokuSolutions(".".repeat(81), 1000, { method: "dlx" })).toBe(1000);
  });

  it("return null / 0 for an unsolvable grid without clashing clues", () => {
    // r1c9 can hold nothing: 1-8 in its row, 9 in its column
    const grid = `12345678.${".".repeat(8)}9${".".repeat(63)}`;
    for (const method of SUDOKU_METHODS) {
      expect(solveSudoku(grid, { method })).toBeNull();
      expect(countSudokuSolutions(grid, 2, { method })).toBe(0);
    }
    // deeper: a known unsolvable puzzle (no clash, no immediate empty cell)
    const hard =
      ".....5.8....6.1.43..........1.5........1.6...3.......553.....61........4.........";
    expect(countSudokuSolutions(hard, 2)).toBe(0);
  });

  it("throw InputError for contradictory clues; engines give 0 for raw clashing values", () => {
    expect(() => solveSudoku(`55${".".repeat(79)}`)).toThrow(InputError);
    const values = new Uint8Array(81);
    values[0] = 5;
    values[8] = 5; // the same row
    const grid: SudokuGrid = { geometry: sudokuGeometry(9), values };
    for (const method of SUDOKU_METHODS) expect(solveSudokuGrid(grid, { method }).count).toBe(0);
  });

  it("report statistics", () => {
    const easy = analyseSudoku(top1Solution.slice(0, 70) + ".".repeat(11));
    expect(easy.stats).toEqual({ nodes: 1, guesses: 0 });
    const hard = analyseSudoku(lines("norvig_hardest.txt")[0], { method: "dlx" });
    expect(hard.stats.nodes).toBeGreaterThan(1);
  });

  it("stop on an aborted signal", () => {
    const controller = new AbortController();
    controller.abort();
    for (const method of SUDOKU_METHODS)
      expect(() =>
        countSudokuSolutions(".".repeat(81), 100_000, { method, signal: controller.signal }),
      ).toThrow(AbortError);
    // the engines are reused: an aborted search must leave them as they were
    for (const method of SUDOKU_METHODS)
      expect(countSudokuSolutions(".".repeat(16), 1000, { method })).toBe(288);
    expect(solveSudoku(top1, { method: "dlx" })).toBe(top1Solution);
  });
});

/** A naive counter written from the rules alone (no geometry tables): the independent truth. */
function naiveCount(
  values: ArrayLike<number>,
  n: number,
  boxRows: number,
  diagonal: boolean,
  limit: number,
): number {
  const boxCols = n / boxRows;
  const v = Array.from(values);
  const ok = (cell: number, x: number) => {
    const r = Math.floor(cell / n);
    const c = cell % n;
    for (let i = 0; i < n; i++) {
      if (v[r * n + i] === x || v[i * n + c] === x) return false;
      if (diagonal && r === c && v[i * n + i] === x) return false;
      if (diagonal && r + c === n - 1 && v[i * n + (n - 1 - i)] === x) return false;
    }
    const br = r - (r % boxRows);
    const bc = c - (c % boxCols);
    for (let i = 0; i < boxRows; i++)
      for (let j = 0; j < boxCols; j++) if (v[(br + i) * n + bc + j] === x) return false;
    return true;
  };
  let count = 0;
  const go = (cell: number): boolean => {
    while (cell < n * n && v[cell] !== 0) cell++;
    if (cell === n * n) return ++count >= limit;
    for (let x = 1; x <= n; x++) {
      if (!ok(cell, x)) continue;
      v[cell] = x;
      if (go(cell + 1)) return true;
      v[cell] = 0;
    }
    return false;
  };
  go(0);
  return count;
}

/** A valid solution of any size by the classic shifting pattern. */
function patternSolution(n: number, boxRows: number): Uint8Array {
  const boxCols = n / boxRows;
  const out = new Uint8Array(n * n);
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++)
      out[r * n + c] = (((r % boxRows) * boxCols + Math.floor(r / boxRows) + c) % n) + 1;
  return out;
}

const line = (values: ArrayLike<number>) => Array.from(values, valueChar).join("");

describe("other sizes and the X variant", () => {
  it("count every 4x4 grid (288) and every 4x4 X grid, as brute force does", () => {
    const empty = ".".repeat(16);
    expect(naiveCount(new Uint8Array(16), 4, 2, false, 10_000)).toBe(288);
    const x = naiveCount(new Uint8Array(16), 4, 2, true, 10_000);
    for (const method of SUDOKU_METHODS) {
      expect(countSudokuSolutions(empty, 10_000, { method })).toBe(288);
      expect(countSudokuSolutions(empty, 10_000, { method, diagonal: true })).toBe(x);
    }
  });

  it("agree with brute force on random partial 4x4 and 6x6 grids, plain and X", () => {
    const shapes = [
      { n: 4, boxRows: 2 },
      { n: 6, boxRows: 2 },
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...shapes),
        fc.boolean(),
        fc.array(fc.nat(), { minLength: 36, maxLength: 36 }),
        fc.double({ min: 0.2, max: 0.7, noNaN: true }),
        ({ n, boxRows }, diagonal, noise, density) => {
          const full = patternSolution(n, boxRows);
          const values = new Uint8Array(n * n);
          for (let i = 0; i < n * n; i++)
            if ((noise[i] % 1000) / 1000 < density) values[i] = full[i];
          // perturb one clue so that some grids have no solution
          if (noise[0] % 5 === 0) values[noise[1] % (n * n)] = (noise[2] % n) + 1;
          let text = line(values);
          let grid: SudokuGrid;
          try {
            grid = parseSudoku(text, { diagonal });
          } catch {
            return; // the perturbation made clues clash: a parse error, tested elsewhere
          }
          text = formatSudoku(grid);
          const truth = naiveCount(grid.values, n, boxRows, diagonal, 5);
          for (const method of SUDOKU_METHODS) {
            const r = solveSudokuGrid(grid, { method, limit: 5 });
            expect(r.count).toBe(truth);
            if (r.count > 0) expect(checkSudokuSolution(grid, r.solution!)).toBeUndefined();
          }
        },
      ),
      { numRuns: 150, seed: 42 },
    );
  });

  it("solve 9x9 X, 16x16 and 25x25 grids with half the clues, keeping rules and clues", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(16, 25),
        fc.array(fc.boolean(), { minLength: 625, maxLength: 625 }),
        (n, keep) => {
          const full = patternSolution(n, Math.sqrt(n));
          const values = full.map((v, i) => (keep[i] ? v : 0));
          const grid = parseSudoku(line(values));
          for (const method of SUDOKU_METHODS) {
            const r = solveSudokuGrid(grid, { method, limit: 1 });
            expect(r.count).toBe(1);
            expect(checkSudokuSolution(grid, r.solution!)).toBeUndefined();
          }
        },
      ),
      { numRuns: 8, seed: 7 },
    );
    // X variant: a full X grid from the solver (checked by the rules), then half its clues
    const xGrid = parseSudoku(".".repeat(81), { diagonal: true });
    const full = solveSudokuGrid(xGrid, { limit: 1 }).solution!;
    expect(checkSudokuSolution(xGrid, full)).toBeUndefined();
    expect(naiveCount(full, 9, 3, true, 2)).toBe(1);
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 81, maxLength: 81 }), (keep) => {
        const grid = parseSudoku(line(full.map((v, i) => (keep[i] ? v : 0))), { diagonal: true });
        const fast = solveSudokuGrid(grid, { limit: 3 });
        const dlx = solveSudokuGrid(grid, { limit: 3, method: "dlx" });
        expect(fast.count).toBe(dlx.count);
        expect(fast.count).toBeGreaterThan(0);
        expect(checkSudokuSolution(grid, fast.solution!)).toBeUndefined();
        expect(checkSudokuSolution(grid, dlx.solution!)).toBeUndefined();
      }),
      { numRuns: 30, seed: 3 },
    );
  });
});

describe("properties of 9x9 solving", () => {
  const solutions = lines("sudoku17.sample300.solutions.txt");

  it("any solution returned satisfies every rule and keeps every clue; methods agree", () => {
    fc.assert(
      fc.property(
        fc.nat(solutions.length - 1),
        fc.array(fc.boolean(), { minLength: 81, maxLength: 81 }),
        fc.nat(8),
        (which, keep, extra) => {
          const sol = solutions[which];
          // keep a random subset of a solution's cells (often many solutions), maybe one wrong clue
          let text = Array.from(sol, (ch, i) => (keep[i] && (i + which) % 3 !== 0 ? ch : ".")).join(
            "",
          );
          if (extra === 0) text = `${String((Number(sol[0]) % 9) + 1)}${text.slice(1)}`;
          let grid: SudokuGrid;
          try {
            grid = parseSudoku(text);
          } catch (error) {
            expect(error).toBeInstanceOf(InputError);
            return;
          }
          const fast = solveSudokuGrid(grid, { limit: 3 });
          const dlx = solveSudokuGrid(grid, { limit: 3, method: "dlx" });
          expect(fast.count).toBe(dlx.count);
          for (const r of [fast, dlx])
            if (r.count > 0) expect(checkSudokuSolution(grid, r.solution!)).toBeUndefined();
          if (fast.count === 1)
            expect(formatSudoku(fast.solution!)).toBe(formatSudoku(dlx.solution!));
        },
      ),
      { numRuns: 300, seed: 1 },
    );
  });
});
