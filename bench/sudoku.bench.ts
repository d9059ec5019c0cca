/**
 * Sudoku benchmark: puzzles per second, counting to 2 (proving uniqueness), on samples of the
 * shared sets (sudoku17, forum_hardest_1905_11plus, random_minimal_50k), for the fast solver and
 * the DLX method, beside npm `dancing-links` (4.3.10, its sparse-constraint API, the fastest
 * JavaScript exact-cover library we know) on the same puzzles in the same process. The issue's
 * goals (tdoku, measured elsewhere) are quoted, not measured. Parsing is outside the timing; for
 * dancing-links, building its matrix for a puzzle is part of its cost (our solvers need none).
 *
 * The machine is shared and its load drifts, so the three solvers are timed in interleaved rounds
 * (one pass over the sample each, in turn) and the table gives the median rate of each and the
 * median of the per-round ratios, which the drift spoils far less than rates taken minutes apart.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { DancingLinks } from "dancing-links";
import { parseSudoku, sudokuGeometry } from "../src/index.js";
import { sudokuEngine } from "../src/sudoku/solve.js";
import { type BenchContext, table } from "./harness.js";

interface SetSpec {
  file: string;
  /** Sample sizes: quick, full. */
  sample: [number, number];
  /** The issue's goal for the fast solver, puzzles per second (tdoku / 3). */
  goal?: number;
}

const SETS: SetSpec[] = [
  { file: "sudoku17", sample: [1000, 5000], goal: 90_000 },
  { file: "forum_hardest_1905_11plus", sample: [150, 600], goal: 6_000 },
  { file: "random_minimal_50k", sample: [1000, 5000] },
];

/** A sampled puzzle, its line number in the set and its known solution (81 digits). */
interface Sampled {
  values: Uint8Array;
  line: number;
  solution: string;
}

const nonEmptyLines = (path: string) =>
  readFileSync(path, "utf8")
    .split("\n")
    .filter((l) => l.length > 0);

/**
 * Every k-th puzzle, so that the sample spreads over the whole file, with its known solution
 * from the set's `.solutions.txt` (line for line).
 */
function sample(dir: string, file: string, size: number): Sampled[] {
  const lines = nonEmptyLines(join(dir, `${file}.txt`));
  const solutions = nonEmptyLines(join(dir, `${file}.solutions.txt`));
  if (solutions.length !== lines.length)
    throw new Error(
      `sudoku bench: ${file}: ${lines.length} puzzles but ${solutions.length} solutions`,
    );
  const step = Math.max(1, Math.floor(lines.length / size));
  const out: Sampled[] = [];
  for (let i = 0; i < lines.length && out.length < size; i += step)
    out.push({ values: parseSudoku(lines[i]).values, line: i + 1, solution: solutions[i].trim() });
  return out;
}

/** dancing-links' solution of one puzzle as 81 digits ("" unless exactly one solution). */
function dancingLinksSolution(values: Uint8Array): string {
  const found = dancingLinksSolver(values).find(2);
  if (found.length !== 1) return `${found.length} solutions`;
  const digits = new Array<number>(81).fill(0);
  for (const row of found[0]) digits[(row.data / 9) | 0] = (row.data % 9) + 1;
  return digits.join("");
}

/**
 * Before any timing: each solver must find exactly one solution of every sampled puzzle, and the
 * known one; a wrong count or a wrong grid stops the benchmark with the puzzle named.
 */
function checkAgainstKnown(
  file: string,
  puzzles: Sampled[],
  engines: [string, ReturnType<typeof sudokuEngine>][],
): void {
  const solution = new Uint8Array(81);
  for (const p of puzzles) {
    for (const [name, engine] of engines) {
      const count = engine.count(p.values, 2, solution);
      const got = solution.join("");
      if (count !== 1 || got !== p.solution)
        throw new Error(
          `sudoku bench: ${file} line ${p.line}: ${name} counted ${count}${count === 1 ? ` with ${got}` : ""}, the known solution is ${p.solution}`,
        );
    }
    const theirs = dancingLinksSolution(p.values);
    if (theirs !== p.solution)
      throw new Error(
        `sudoku bench: ${file} line ${p.line}: dancing-links found ${theirs}, the known solution is ${p.solution}`,
      );
  }
}

const dl = new DancingLinks<number>();

/** dancing-links on one puzzle: options for the clue digits and for every digit of a blank. */
function dancingLinksSolver(values: Uint8Array) {
  const solver = dl.createSolver({ columns: 324 });
  for (let c = 0; c < 81; c++) {
    const r = (c / 9) | 0;
    const k = c % 9;
    const b = ((r / 3) | 0) * 3 + ((k / 3) | 0);
    for (let d = 0; d < 9; d++) {
      if (values[c] !== 0 && values[c] !== d + 1) continue;
      solver.addSparseConstraint(c * 9 + d, [c, 81 + r * 9 + d, 162 + k * 9 + d, 243 + b * 9 + d]);
    }
  }
  return solver;
}

const dancingLinksCount = (values: Uint8Array): number => dancingLinksSolver(values).find(2).length;

function median(xs: number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const fmt = (perSecond: number) => Math.round(perSecond).toLocaleString("en-US");

export default async function sudokuBench(ctx: BenchContext): Promise<string> {
  if (!ctx.sharedData) {
    ctx.log("sudoku bench: ../shared/data is absent, skipping");
    return "## Sudoku\n\nskipped: ../shared/data is absent.";
  }
  const fast = sudokuEngine(sudokuGeometry(9), "fast");
  const dlx = sudokuEngine(sudokuGeometry(9), "dlx");
  const rows: string[][] = [];
  for (const set of SETS) {
    const size = set.sample[ctx.quick ? 0 : 1];
    ctx.log(`sudoku bench: ${set.file}, ${size} puzzles`);
    const sampled = sample(join(ctx.sharedData, "sudoku"), set.file, size);
    checkAgainstKnown(set.file, sampled, [
      ["fast", fast],
      ["dlx", dlx],
    ]);
    const puzzles = sampled.map((p) => p.values);
    let check = 0;
    const solvers: ((v: Uint8Array) => number)[] = [
      (v) => fast.count(v, 2),
      (v) => dlx.count(v, 2),
      dancingLinksCount,
    ];
    // every timed pass must count exactly one solution per puzzle (they are all unique)
    const pass = (count: (v: Uint8Array) => number): number => {
      check = 0;
      const start = performance.now();
      for (const p of puzzles) check += count(p);
      const ms = performance.now() - start;
      if (check !== puzzles.length)
        throw new Error(
          `sudoku bench: ${set.file}: a pass counted ${check} solutions for ${puzzles.length} unique puzzles`,
        );
      return ms;
    };
    for (const solve of solvers) pass(solve); // warm up
    const rounds = ctx.quick ? 3 : 9;
    const times: number[][] = [[], [], []];
    for (let r = 0; r < rounds; r++)
      for (let k = 0; k < solvers.length; k++) times[k].push(pass(solvers[k]));
    const rate = (k: number) => (puzzles.length / median(times[k])) * 1000;
    const versus = (k: number) => `${median(times[2].map((t, r) => t / times[k][r])).toFixed(2)}x`;
    rows.push([
      set.file,
      String(puzzles.length),
      fmt(rate(0)),
      fmt(rate(1)),
      fmt(rate(2)),
      versus(0),
      versus(1),
      set.goal ? `${fmt(set.goal)}/s` : "—",
    ]);
  }
  return [
    "## Sudoku",
    "",
    "Puzzles per second, counting to 2 (proving uniqueness), one core, on evenly spaced samples of",
    "the shared sets; `dancing-links` (npm 4.3.10) runs on the same puzzles in the same process,",
    "in interleaved rounds. Rates are medians; ratios (speed relative to dancing-links) are medians",
    "of the per-round ratios. The goal column is the issue's (tdoku / 3). Before timing, every",
    "solver's solution of every sampled puzzle is checked against the set's known solutions file.",
    "",
    table(
      [
        "set",
        "puzzles",
        "fast / s",
        "dlx / s",
        "dancing-links / s",
        "fast vs dancing-links",
        "dlx vs dancing-links",
        "goal (fast)",
      ],
      rows,
    ),
  ].join("\n");
}
