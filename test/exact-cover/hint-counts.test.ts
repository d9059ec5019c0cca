/**
 * The hint search's node, update and branch counts and its solution order, pinned: they were
 * measured on the TypeScript hint search before it moved to the WebAssembly kernel
 * (dlx-kernel.ts), which must take the same path. Covers a stop at every solution, pauses at
 * 4,096-node ticks, pushed clues and reset (Sudoku).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DancingLinks } from "../../src/exact-cover/dancing-links.js";
import { langfordProblem } from "../../src/exact-cover/encoders/langford.js";
import { queensProblem } from "../../src/exact-cover/encoders/queens.js";
import { sudokuShapeCover } from "../../src/sudoku/cover.js";
import { parseSudoku, sudokuGeometry } from "../../src/sudoku/grid.js";
import { plainProblemArb } from "../helpers/cover-brute.js";
import { sudokuDataLines } from "../helpers/sudoku-data.js";

/** Counts and an order-sensitive hash of the solutions, stopping at each (or pausing). */
function run(dlx: DancingLinks, max: number, pause = 0): { counts: number[]; hash: number } {
  let hash = 0;
  let found = 0;
  while (found < max) {
    if (pause > 0) dlx.pauseAfter(pause);
    const n = dlx.search(1);
    if (n === 0) {
      if (dlx.done) break;
      continue;
    }
    found++;
    for (const o of dlx.solution()) hash = (Math.imul(hash, 31) + o + 1) | 0;
  }
  return { counts: [found, dlx.nodes, dlx.updates, dlx.branches], hash };
}

const randomProblem = plainProblemArb(8, 10, 24);

describe("hint search counts", () => {
  it("keeps its counts and solution order on the classic problems, with and without pauses", () => {
    const got: unknown[] = [];
    for (const problem of [queensProblem(8), queensProblem(11), langfordProblem(8)]) {
      const dlx = new DancingLinks(problem, { choice: "hints" });
      const whole = run(dlx, Number.POSITIVE_INFINITY);
      dlx.reset();
      expect(run(dlx, Number.POSITIVE_INFINITY, 5000)).toEqual(whole);
      got.push(whole);
    }
    expect(got).toEqual([
      { counts: [92, 1019, 12903, 194], hash: 1814029840 },
      { counts: [2680, 41980, 589764, 8616], hash: 592251488 },
      { counts: [300, 2750, 29084, 567], hash: -2034731232 },
    ]);
  });

  it("keeps its counts on random problems (with a pushed choice)", () => {
    const problems = fc.sample(fc.tuple(randomProblem, fc.nat(30)), { seed: 42, numRuns: 300 });
    const totals = [0, 0, 0, 0];
    let hash = 0;
    for (const [problem, pick] of problems) {
      const dlx = new DancingLinks(problem, { choice: "hints" });
      if (problem.options.length > 0) {
        const option = pick % problem.options.length;
        dlx.push(problem.options[option].items[0], option);
      }
      const r = run(dlx, Number.POSITIVE_INFINITY);
      r.counts.forEach((v, k) => {
        totals[k] += v;
      });
      hash = (Math.imul(hash, 31) + r.hash) | 0;
    }
    expect([...totals, hash]).toEqual([93, 426, 587, 20, 1439063050]);
  });

  it("keeps its counts on Sudoku (clues pushed, reset between puzzles)", () => {
    const geometry = sudokuGeometry(9);
    const dlx = new DancingLinks(sudokuShapeCover(geometry), { choice: "hints" });
    const got: number[] = [];
    for (const file of ["forum_hardest_1106.txt", "serg_benchmark_multisolution.sample200.txt"]) {
      const totals = [0, 0, 0, 0];
      let hash = 0;
      for (const line of sudokuDataLines(file).slice(0, 60)) {
        dlx.reset();
        parseSudoku(line).values.forEach((v, c) => {
          if (v !== 0) dlx.push(c, c * 9 + v - 1);
        });
        const r = run(dlx, 20);
        r.counts.forEach((v, k) => {
          totals[k] += v;
        });
        hash = (Math.imul(hash, 31) + r.hash) | 0;
      }
      got.push(...totals, hash);
    }
    expect(got).toEqual([
      60, 180712, 2699799, 12160, -458832934, 1174, 24304, 286998, 1518, -51068110,
    ]);
  });
});
