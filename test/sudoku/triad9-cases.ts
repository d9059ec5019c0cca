/**
 * The band-triad kernel's cases (src/kernels/assembly/triad9.ts through triad9-kernel.ts and the
 * hybrid engine Simd9Solver), run in a worker by triad9-kernel.test.ts under the kernel
 * watchdog. Each returns a summary the test checks against independent truth: the published
 * solutions of the shared set samples, and fast9.ts (the JavaScript solver) on the same puzzles.
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { AbortError } from "../../src/core/errors.js";
import { createRandom } from "../../src/core/random.js";
import { Fast9Solver } from "../../src/sudoku/fast9.js";
import { formatSudoku, parseSudoku, sudokuGeometry } from "../../src/sudoku/grid.js";
import { RandomGridFiller } from "../../src/sudoku/random-grid.js";
import { countSudokuSolutions, solveSudoku } from "../../src/sudoku/solve.js";
import { Simd9Solver } from "../../src/sudoku/sudoku9-kernel.js";
import { Triad9Solver } from "../../src/sudoku/triad9-kernel.js";

const data = join(dirname(fileURLToPath(import.meta.url)), "..", "data", "sudoku");
const read = (file: string) =>
  readFileSync(join(data, file), "utf8")
    .split("\n")
    .filter((l) => l.length > 0)
    .map((l) => l.slice(0, 81));

/** The triad kernel on one puzzle: its count to `limit` and its first solution. */
function triadCount(triad: Triad9Solver, values: Uint8Array, limit: number) {
  triad.puzzle.set(values);
  const count = triad.run(limit);
  return { count, solution: count > 0 ? formatSudoku(triad.solution) : null };
}

/**
 * Every puzzle of a sample with published solutions: the puzzles where the triad kernel's count
 * to 2 is not 1 or its solution not the published one, where its counts to 1, 2 and 10 differ
 * from fast9's, and the same for the hybrid engine forced to hand every guess over (count and
 * solution, also to 1); with the triad kernel's guesses.
 */
export function publishedSet(set: string) {
  const puzzles = read(`${set}.txt`);
  const solutions = read(`${set}.solutions.txt`);
  const triad = new Triad9Solver();
  const hybrid = new Simd9Solver({ orderedGuesses: 0 });
  const fast9 = new Fast9Solver();
  const out = new Uint8Array(81);
  let wrong = 0;
  let unlikeFast9 = 0;
  let hybridWrong = 0;
  let guesses = 0;
  for (let i = 0; i < puzzles.length; i++) {
    const values = parseSudoku(puzzles[i]).values;
    const two = triadCount(triad, values, 2);
    guesses += triad.stats.guesses;
    if (two.count !== 1 || two.solution !== solutions[i]) wrong++;
    for (const limit of [1, 2, 10]) {
      if (triadCount(triad, values, limit).count !== fast9.count(values, limit)) unlikeFast9++;
      out.fill(0);
      const count = hybrid.count(values, limit, out);
      if (count !== 1 || formatSudoku(out) !== solutions[i]) hybridWrong++;
    }
  }
  return { puzzles: puzzles.length, wrong, unlikeFast9, hybridWrong, guesses };
}

/**
 * serg's multi-solution puzzles (sample): where the triad kernel's count to 2 is not 2, where its
 * counts to 10 and 1,000 differ from fast9's, and where the hybrid engine (forced to hand over,
 * and as configured) or the public calls give another solution than fast9's first (today's
 * answer) or another count.
 */
export function multiSolution() {
  const triad = new Triad9Solver();
  const forced = new Simd9Solver({ orderedGuesses: 0 });
  const usual = new Simd9Solver();
  const fast9 = new Fast9Solver();
  const mine = new Uint8Array(81);
  const theirs = new Uint8Array(81);
  let notTwo = 0;
  let unlikeFast9 = 0;
  let otherAnswer = 0;
  let handedOver = 0;
  const puzzles = read("serg_benchmark_multisolution.sample200.txt");
  for (const p of puzzles) {
    const values = parseSudoku(p).values;
    if (triadCount(triad, values, 2).count !== 2) notTwo++;
    for (const limit of [10, 1000]) {
      if (triadCount(triad, values, limit).count !== fast9.count(values, limit)) unlikeFast9++;
    }
    fast9.count(values, 1, theirs);
    const today = formatSudoku(theirs);
    for (const engine of [forced, usual]) {
      for (const limit of [1, 2]) {
        mine.fill(0);
        if (engine.count(values, limit, mine) !== limit || formatSudoku(mine) !== today) {
          otherAnswer++;
        }
      }
    }
    // the forced engine handed over when its statistics are the triad kernel's
    forced.count(values, 2);
    triadCount(triad, values, 2);
    if (forced.stats.guesses === triad.stats.guesses && forced.stats.nodes === triad.stats.nodes) {
      handedOver++;
    }
    if (solveSudoku(p) !== today || countSudokuSolutions(p, 2) !== 2) otherAnswer++;
  }
  return { puzzles: puzzles.length, notTwo, unlikeFast9, otherAnswer, handedOver };
}

/**
 * Random partial grids (fast-check, `runs` runs): the triad kernel and the hybrid engine (forced
 * to hand over) count like fast9 to 1, 2 and 10, and the hybrid engine gives fast9's first
 * solution. Throws (fast-check's report) on a counterexample; returns the runs made.
 */
export function randomGrids(runs: number, seed: number): number {
  const filler = new RandomGridFiller(sudokuGeometry(9));
  const triad = new Triad9Solver();
  const forced = new Simd9Solver({ orderedGuesses: 0 });
  const fast9 = new Fast9Solver();
  const mine = new Uint8Array(81);
  const theirs = new Uint8Array(81);
  let made = 0;
  fc.assert(
    fc.property(fc.integer(), fc.integer({ min: 17, max: 81 }), (gridSeed, blanks) => {
      const rng = createRandom(gridSeed);
      const values = Uint8Array.from(filler.fill(rng));
      const order = Array.from({ length: 81 }, (_, i) => i);
      for (let i = 80; i > 0; i--) {
        const j = rng.int(i + 1);
        [order[i], order[j]] = [order[j], order[i]];
      }
      for (let i = 0; i < blanks; i++) values[order[i]] = 0;
      for (const limit of [1, 2, 10]) {
        theirs.fill(0);
        mine.fill(0);
        const expected = fast9.count(values, limit, theirs);
        const got = { triad: triadCount(triad, values, limit).count, forced: 0, solution: "" };
        got.forced = forced.count(values, limit, mine);
        got.solution = formatSudoku(mine);
        const want = { triad: expected, forced: expected, solution: formatSudoku(theirs) };
        if (JSON.stringify(got) !== JSON.stringify(want)) {
          throw new Error(`${formatSudoku(values)} to ${limit}: ${JSON.stringify({ got, want })}`);
        }
      }
      made++;
    }),
    { numRuns: runs, seed },
  );
  return made;
}

/**
 * Edge cases of the triad kernel: the empty grid to several limits (and Infinity), clashing or
 * out-of-range givens (0), a grid with no solution, and cancellation from inside the search
 * (the error, and a right answer after).
 */
export function edgeCases() {
  const triad = new Triad9Solver();
  const empty = new Uint8Array(81);
  const emptyCounts = [0, 1, 2, 3, 1000, 5000].map(
    (limit) => triadCount(triad, empty, limit).count,
  );
  const clash = new Uint8Array(81);
  clash[0] = 1;
  clash[1] = 1;
  const tooBig = new Uint8Array(81);
  tooBig[40] = 10;
  const stuck = parseSudoku(`.12345678${"9"}${".".repeat(71)}`).values;
  const top = read("norvig_top95.txt")[0];
  const blanked = read("norvig_top95.solutions.txt")[0].replace(/[12]/g, ".");
  const blankedValues = parseSudoku(blanked).values;
  const all = triadCount(triad, blankedValues, Number.POSITIVE_INFINITY).count;
  let ticks = 0;
  const signal = new AbortController().signal;
  Object.defineProperty(signal, "aborted", { get: () => ++ticks > 1 });
  let cancelled = "";
  try {
    triad.puzzle.fill(0);
    triad.run(1e9, signal);
  } catch (error) {
    cancelled = error instanceof AbortError ? "AbortError" : String(error);
  }
  return {
    emptyCounts,
    clash: triadCount(triad, clash, 2).count,
    tooBig: triadCount(triad, tooBig, 2).count,
    stuck: triadCount(triad, stuck, 2).count,
    blanked: { triad: all, fast9: new Fast9Solver().count(blankedValues, 1e9) },
    cancelled,
    ticks,
    after: triadCount(triad, parseSudoku(top).values, 2).solution,
  };
}
