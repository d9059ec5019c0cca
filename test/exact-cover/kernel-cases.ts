/**
 * The Dancing Links kernels' test cases, as functions returning plain data, so that the tests
 * (kernel-counts.test.ts, hint-counts.test.ts) run them in a worker under the watchdog
 * (test/helpers/watchdog.ts): a kernel that loops for ever then fails its test with a message.
 */
import fc from "fast-check";
import { DancingLinks } from "../../src/exact-cover/dancing-links.js";
import { langfordProblem } from "../../src/exact-cover/encoders/langford.js";
import { pentominoProblem } from "../../src/exact-cover/encoders/pentominoes.js";
import { queensProblem } from "../../src/exact-cover/encoders/queens.js";
import type { ExactCoverProblem } from "../../src/exact-cover/problem.js";
import { sudokuShapeCover } from "../../src/sudoku/cover.js";
import { parseSudoku, sudokuGeometry } from "../../src/sudoku/grid.js";
import { plainProblemArb } from "../helpers/cover-brute.js";
import { sudokuDataLines } from "../helpers/sudoku-data.js";

/** Counts (solutions, nodes, updates, branching nodes) and an order-sensitive hash of the solutions. */
export interface RunCounts {
  counts: number[];
  hash: number;
}

/** Searches stopping at each solution (or pausing every `pause` nodes) up to `max` solutions. */
export function run(dlx: DancingLinks, max: number, pause = 0): RunCounts {
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

const classic = (): ExactCoverProblem[] => [
  queensProblem(8),
  queensProblem(11),
  langfordProblem(8),
];

/** The plain kernel (DLX1) on classic problems: whole, and again with pauses and `search(1)`. */
export function plainClassic(): { whole: RunCounts; paused: RunCounts }[] {
  return [...classic(), pentominoProblem(20, 3)].map((problem) => {
    const dlx = new DancingLinks(problem);
    const whole = run(dlx, Number.POSITIVE_INFINITY);
    dlx.reset();
    return { whole, paused: run(dlx, Number.POSITIVE_INFINITY, 5000) };
  });
}

/** The hint kernel on the same classic problems, whole and with pauses. */
export function hintClassic(): { whole: RunCounts; paused: RunCounts }[] {
  return classic().map((problem) => {
    const dlx = new DancingLinks(problem, { choice: "hints" });
    const whole = run(dlx, Number.POSITIVE_INFINITY);
    dlx.reset();
    return { whole, paused: run(dlx, Number.POSITIVE_INFINITY, 5000) };
  });
}

/** The hint kernel on 300 random problems, each with one option pushed: totals and a hash. */
export function hintRandom(): number[] {
  const randomProblem = plainProblemArb(8, 10, 24);
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
  return [...totals, hash];
}

/** The hint kernel on Sudoku: clues pushed, reset between puzzles, 60 puzzles of two files. */
export function hintSudoku(): number[] {
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
  return got;
}
