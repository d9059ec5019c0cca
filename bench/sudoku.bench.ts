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
import { parseSudoku, sudokuEngine, sudokuGeometry } from "../src/index.js";
import { type BenchContext, table } from "./harness.js";

interface SetSpec {
  file: string;
  /** Sample sizes: quick, full. */
  sample: [number, number];
  /** The goal for the fast solver, puzzles per second (tdoku / 3). */
  goal?: number;
}

const SETS: SetSpec[] = [
  { file: "sudoku17", sample: [1000, 5000], goal: 90_000 },
  { file: "forum_hardest_1905_11plus", sample: [150, 600], goal: 6_000 },
  { file: "random_minimal_50k", sample: [1000, 5000] },
];

/** Every k-th puzzle, so that the sample spreads over the whole file. */
function sample(path: string, size: number): Uint8Array[] {
  const lines = readFileSync(path, "utf8")
    .split("\n")
    .filter((l) => l.length > 0);
  const step = Math.max(1, Math.floor(lines.length / size));
  const out: Uint8Array[] = [];
  for (let i = 0; i < lines.length && out.length < size; i += step)
    out.push(parseSudoku(lines[i]).values);
  return out;
}

const dl = new DancingLinks<number>();

/** dancing-links on one puzzle: options for the clue digits and for every digit of a blank. */
function dancingLinksCount(values: Uint8Array): number {
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
  return solver.find(2).length;
}

function median(xs: number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const fmt = (perSecond: number) => Math.round(perSecond).toLocaleString("en-US");

export default async function sudokuBench(ctx: BenchContext): Promise<string> {
  if (!ctx.sharedData) return "## Sudoku\n\nskipped: ../shared/data is absent.";
  const fast = sudokuEngine(sudokuGeometry(9), "fast");
  const dlx = sudokuEngine(sudokuGeometry(9), "dlx");
  const rows: string[][] = [];
  for (const set of SETS) {
    const size = set.sample[ctx.quick ? 0 : 1];
    ctx.log(`sudoku bench: ${set.file}, ${size} puzzles`);
    const puzzles = sample(join(ctx.sharedData, "sudoku", `${set.file}.txt`), size);
    let check = 0;
    const solvers: ((v: Uint8Array) => number)[] = [
      (v) => fast.count(v, 2),
      (v) => dlx.count(v, 2),
      dancingLinksCount,
    ];
    const pass = (count: (v: Uint8Array) => number): number => {
      const start = performance.now();
      for (const p of puzzles) check += count(p);
      return performance.now() - start;
    };
    for (const solve of solvers) pass(solve); // warm up
    const rounds = ctx.quick ? 3 : 9;
    const times: number[][] = [[], [], []];
    for (let r = 0; r < rounds; r++)
      for (let k = 0; k < solvers.length; k++) times[k].push(pass(solvers[k]));
    if (check % puzzles.length !== 0) throw new Error("sudoku bench: a puzzle did not count to 1");
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
    "of the per-round ratios. The goal column is the issue's (tdoku / 3).",
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
