/**
 * The 9x9 SIMD engine (src/kernels/assembly/sudoku9.ts, the fast9-order kernel, handing hard
 * puzzles to triad9.ts: src/sudoku/sudoku9-kernel.ts) against independent truth and against
 * fast9.ts, the JavaScript solver it replaces (the fast9-order kernel node for node): the
 * published solutions of every shared set (the test copies, and the full files when
 * ../shared/data is at hand), counts at limits 1, 2 and 10 with the same first solution and the
 * same search (nodes and guesses), multi-solution puzzles, contradictory givens, random puzzles
 * (fast-check), cancellation, and the fallback to fast9 where WebAssembly is missing.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { AbortError, InputError } from "../../src/core/errors.js";
import { createRandom } from "../../src/core/random.js";
import { Fast9Solver } from "../../src/sudoku/fast9.js";
import {
  checkSudokuSolution,
  formatSudoku,
  parseSudoku,
  sudokuGeometry,
} from "../../src/sudoku/grid.js";
import { RandomGridFiller } from "../../src/sudoku/random-grid.js";
import { countSudokuSolutions, solveSudoku, sudokuEngine } from "../../src/sudoku/solve.js";
import { Simd9Solver, simd9Available, sudoku9HandOver } from "../../src/sudoku/sudoku9-kernel.js";
import { Triad9Solver } from "../../src/sudoku/triad9-kernel.js";
import { SOLVED_9X9_SETS as SETS } from "../helpers/sudoku-data.js";

const here = dirname(fileURLToPath(import.meta.url));
const data = join(here, "..", "data", "sudoku");
const shared = join(here, "..", "..", "..", "..", "shared", "data", "sudoku");
const sharedDir = [shared, "/work/shared/data/sudoku"].find((d) => existsSync(d));
const read = (file: string) =>
  readFileSync(file, "utf8")
    .split("\n")
    .filter((l) => l.length > 0)
    .map((l) => l.slice(0, 81));

/** The engine as the library makes it: hard puzzles go to the band-triad kernel. */
const kernel = new Simd9Solver();
/** The fast9-order kernel alone (fast9's search, node for node). */
const ordered = new Simd9Solver({
  orderedGuesses: Number.POSITIVE_INFINITY,
  crowdedCells: Number.POSITIVE_INFINITY,
});
const fast9 = new Fast9Solver();

/**
 * At each limit: the fast9-order kernel and fast9 agree on the count, first solution and search
 * (nodes, guesses); the engine (with its hand-over to the triad kernel) on the count and first
 * solution. Returns the count to 2.
 */
function agree(puzzle: string, limits: readonly number[]): number {
  const values = parseSudoku(puzzle).values;
  const a = new Uint8Array(81);
  const b = new Uint8Array(81);
  const c = new Uint8Array(81);
  let count = -1;
  for (const limit of limits) {
    a.fill(0);
    b.fill(0);
    c.fill(0);
    const ka = ordered.count(values, limit, a);
    const fb = fast9.count(values, limit, b);
    expect({ puzzle, limit, count: ka, solution: formatSudoku(a), ...ordered.stats }).toEqual({
      puzzle,
      limit,
      count: fb,
      solution: formatSudoku(b),
      ...fast9.stats,
    });
    const kc = kernel.count(values, limit, c);
    expect({ puzzle, limit, count: kc, solution: formatSudoku(c) }).toEqual({
      puzzle,
      limit,
      count: fb,
      solution: formatSudoku(b),
    });
    if (limit === 2) count = ka;
  }
  return count;
}

/** Every puzzle of a set: the kernel finds exactly the published solution. */
function checkSolutions(puzzles: string[], solutions: string[]): void {
  expect(puzzles.length).toBe(solutions.length);
  const solution = new Uint8Array(81);
  let wrong = 0;
  for (let i = 0; i < puzzles.length; i++) {
    const count = kernel.count(parseSudoku(puzzles[i]).values, 2, solution);
    if (count !== 1 || formatSudoku(solution) !== solutions[i]) wrong++;
  }
  expect(wrong).toBe(0);
}

describe("the SIMD kernel on the published sets", () => {
  it("runs here, and the classic 9x9 engine is the kernel", () => {
    expect(simd9Available()).toBe(true);
    expect(sudokuEngine(sudokuGeometry(9), "fast")).toBeInstanceOf(Simd9Solver);
    expect(sudokuEngine(sudokuGeometry(9), "auto")).toBeInstanceOf(Simd9Solver);
  });

  it("hard puzzles go to the band-triad kernel when it is registered (every forum-hardest one at once), else the fast9-order kernel counts alone", () => {
    const make = sudoku9HandOver.make;
    expect(make).toBeDefined(); // solve.ts imports triad9-kernel.ts, which registers it
    const values = new Uint8Array(81);
    const hard = read(join(data, "forum_hardest_1905_11plus.sample200.txt")).slice(0, 20);
    const triad = new Triad9Solver();
    for (const p of hard) {
      // crowded at the first guess: the triad kernel's count from the start
      triad.puzzle.set(parseSudoku(p).values);
      expect(kernel.count(parseSudoku(p).values, 2)).toBe(triad.run(2));
      expect(kernel.stats).toEqual(triad.stats);
    }
    try {
      delete sudoku9HandOver.make; // as in a bundle of solveSudoku alone
      const alone = new Simd9Solver();
      let handedOver = 0;
      for (const p of [
        ...hard,
        ...read(join(data, "serg_benchmark_multisolution.sample200.txt")),
      ]) {
        values.set(parseSudoku(p).values);
        for (const limit of [1, 2]) {
          const a = new Uint8Array(81);
          const b = new Uint8Array(81);
          const c = new Uint8Array(81);
          const got = [alone.count(values, limit, a), kernel.count(values, limit, c)];
          expect({ count: got, solution: [formatSudoku(a), formatSudoku(c)] }).toEqual({
            count: [ordered.count(values, limit, b), got[0]],
            solution: [formatSudoku(b), formatSudoku(b)],
          });
          expect(alone.stats).toEqual(ordered.stats);
          // to 1 (solve) the fast9-order kernel alone: it stops at its first solution
          if (limit === 1) expect(kernel.stats).toEqual(ordered.stats);
          else if (kernel.stats.guesses !== ordered.stats.guesses) handedOver++;
        }
      }
      expect(handedOver).toBeGreaterThanOrEqual(hard.length); // to 2; to 1 the first kernel alone
    } finally {
      sudoku9HandOver.make = make;
    }
  });

  for (const set of SETS) {
    it(`${set}: the published solutions, and fast9's answers at limits 1, 2 and 10`, () => {
      const puzzles = read(join(data, `${set}.txt`));
      checkSolutions(puzzles, read(join(data, `${set}.solutions.txt`)));
      for (const p of puzzles) expect(agree(p, [1, 2, 10])).toBe(1);
    });
  }

  it("serg_benchmark_multisolution (sample): the counts of fast9 up to 1,000, valid solutions", () => {
    for (const p of read(join(data, "serg_benchmark_multisolution.sample200.txt"))) {
      expect(agree(p, [1, 2, 10, 1000])).toBe(2);
      const grid = parseSudoku(p);
      const solution = new Uint8Array(81);
      kernel.count(grid.values, 2, solution);
      expect(checkSudokuSolution(grid, solution)).toBeUndefined();
    }
  });

  it.skipIf(sharedDir === undefined)(
    "every full shared set: the published solutions (and serg's counts to 2)",
    () => {
      const dir = sharedDir as string;
      for (const set of [
        "norvig_top95",
        "norvig_hardest",
        "forum_hardest_1106",
        "magictour_top1465",
        "sudoku17",
        "forum_hardest_1905_11plus",
        "random_minimal_50k",
      ]) {
        checkSolutions(read(join(dir, `${set}.txt`)), read(join(dir, `${set}.solutions.txt`)));
      }
      const values = new Uint8Array(81);
      let notTwo = 0;
      for (const p of read(join(dir, "serg_benchmark_multisolution.txt"))) {
        for (let i = 0; i < 81; i++) values[i] = p.charCodeAt(i) === 46 ? 0 : p.charCodeAt(i) - 48;
        if (kernel.count(values, 2) !== 2 || fast9.count(values, 2) !== 2) notTwo++;
      }
      expect(notTwo).toBe(0);
    },
    300_000,
  );
});

describe("the SIMD kernel on edge cases", () => {
  const top = read(join(data, "norvig_top95.txt"))[0];
  const topSolution = read(join(data, "norvig_top95.solutions.txt"))[0];

  it("the empty grid to any limit, 0 for limit 0; Infinity and NaN count everything", () => {
    const empty = new Uint8Array(81);
    for (const limit of [0, 1, 2, 3, 1000, 5000]) expect(kernel.count(empty, limit)).toBe(limit);
    // a solved grid with its first two rows' 1s and 2s blanked: exactly 2 completions... or more;
    // the kernel and fast9 agree with no limit
    const blanked = topSolution.replace(/[12]/g, ".");
    const values = parseSudoku(blanked).values;
    expect(kernel.count(values, Number.POSITIVE_INFINITY)).toBe(fast9.count(values, 1e9));
    expect(kernel.count(values, Number.NaN)).toBe(fast9.count(values, 1e9));
  });

  it("contradictory givens: 0 from the kernel; the public calls still throw on clashing clues", () => {
    const clash = `11${".".repeat(79)}`;
    expect(kernel.count(parseSudoku(clash.replace("11", "1."), {}).values, 2)).toBe(2);
    const values = new Uint8Array(81);
    values[0] = 1;
    values[1] = 1;
    expect(kernel.count(values, 2)).toBe(0);
    expect(() => countSudokuSolutions(clash)).toThrow(InputError);
    expect(() => solveSudoku(clash)).toThrow(/clues clash/);
    // no clash, but no solution: r1c1 sees 1-8 in its row and column and 9 in its box
    const stuck = `.12345678${"9"}${".".repeat(71)}`;
    expect(countSudokuSolutions(stuck)).toBe(0);
    expect(solveSudoku(stuck)).toBeNull();
    expect(agree(stuck, [1, 2])).toBe(0);
  });

  it("the public calls: the same answers on every spelling of blanks, and bad input as before", () => {
    expect(solveSudoku(top)).toBe(topSolution);
    expect(solveSudoku(top.replace(/\./g, "0"))).toBe(topSolution);
    expect(solveSudoku(top.replace(/\./g, "_"))).toBe(topSolution);
    expect(solveSudoku(` ${top}\n`)).toBe(topSolution);
    expect(countSudokuSolutions(top, 1)).toBe(1);
    expect(countSudokuSolutions(".".repeat(81), 7)).toBe(7);
    expect(countSudokuSolutions(top, 2, { method: "dlx" })).toBe(1);
    expect(() => countSudokuSolutions(`${top.slice(0, 80)}x`)).toThrow(/bad character/);
    expect(() => countSudokuSolutions(`${top.slice(0, 80)}A`)).toThrow(/above 9/);
    expect(() => solveSudoku(top.slice(1))).toThrow(InputError);
    // characters beyond ASCII (two or three UTF-8 bytes: not the 81 bytes the quick path reads)
    expect(() => countSudokuSolutions(`${top.slice(0, 80)}é`)).toThrow(InputError);
    expect(() => solveSudoku(`é${top.slice(1)}`)).toThrow(InputError);
    expect(() => solveSudoku(`${top.slice(0, 40)}\u2460${top.slice(41)}`)).toThrow(InputError);
    expect(solveSudoku(top)).toBe(topSolution); // and the next puzzle is read whole again
  });

  it("cancellation: an aborted signal stops a long count (AbortError), and the kernel works after", () => {
    const controller = new AbortController();
    controller.abort();
    expect(() => kernel.count(new Uint8Array(81), 1e9, undefined, controller.signal)).toThrow(
      AbortError,
    );
    let ticks = 0;
    const counting = new AbortController();
    const signal = counting.signal;
    // aborted from inside the search: after the first tick (4,096 nodes)
    Object.defineProperty(signal, "aborted", { get: () => ++ticks > 1 });
    expect(() => kernel.count(new Uint8Array(81), 1e9, undefined, signal)).toThrow(AbortError);
    expect(ticks).toBeGreaterThan(1);
    expect(solveSudoku(top)).toBe(topSolution);
  });
});

describe("the SIMD kernel on random puzzles (fast-check)", () => {
  it("counts like fast9 up to 10, with the same first solution, a valid one", () => {
    const filler = new RandomGridFiller(sudokuGeometry(9));
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 17, max: 81 }), (seed, blanks) => {
        const rng = createRandom(seed);
        const grid = filler.fill(rng);
        const order = Array.from({ length: 81 }, (_, i) => i);
        for (let i = 80; i > 0; i--) {
          const j = rng.int(i + 1);
          [order[i], order[j]] = [order[j], order[i]];
        }
        const values = Uint8Array.from(grid);
        for (let i = 0; i < blanks; i++) values[order[i]] = 0;
        const puzzle = formatSudoku(values);
        const count = agree(puzzle, [1, 2, 3, 10]);
        expect(count).toBeGreaterThanOrEqual(1);
        const solution = new Uint8Array(81);
        kernel.count(values, 1, solution);
        expect(
          checkSudokuSolution({ geometry: sudokuGeometry(9), values }, solution),
        ).toBeUndefined();
      }),
      { numRuns: 300, seed: 37 },
    );
  });
});

describe("without WebAssembly: fast9", () => {
  it("the engine and the public calls fall back to fast9 with the same answers", async () => {
    vi.stubGlobal("WebAssembly", undefined);
    vi.resetModules();
    try {
      const fresh = await import("../../src/sudoku/solve.js");
      const kernelModule = await import("../../src/sudoku/sudoku9-kernel.js");
      const fast9Module = await import("../../src/sudoku/fast9.js");
      const gridModule = await import("../../src/sudoku/grid.js");
      expect(kernelModule.simd9Available()).toBe(false);
      expect(fresh.sudokuEngine(gridModule.sudokuGeometry(9), "fast")).toBeInstanceOf(
        fast9Module.Fast9Solver,
      );
      const puzzles = read(join(data, "sudoku17.sample300.txt")).slice(0, 50);
      const solutions = read(join(data, "sudoku17.sample300.solutions.txt")).slice(0, 50);
      for (let i = 0; i < puzzles.length; i++) {
        expect(fresh.solveSudoku(puzzles[i])).toBe(solutions[i]);
        expect(fresh.countSudokuSolutions(puzzles[i], 2)).toBe(1);
      }
      expect(fresh.countSudokuSolutions(".".repeat(81), 5)).toBe(5);
      expect(() => fresh.countSudokuSolutions(`11${".".repeat(79)}`)).toThrow(/clues clash/);
    } finally {
      vi.unstubAllGlobals();
      vi.resetModules();
    }
  });
});
