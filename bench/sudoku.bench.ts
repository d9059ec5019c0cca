/**
 * Sudoku benchmark: puzzles per second, counting to 2 (proving uniqueness), on samples of the
 * shared sets (sudoku17, forum_hardest_1905_11plus, random_minimal_50k), one core:
 *
 * - permuta through its public API, `countSudokuSolutions(line, 2)` on the puzzle strings
 *   (parsing and checks included: what users pay), which runs the WebAssembly SIMD kernel;
 * - the same engine on parsed values, fast9 (the JavaScript fallback), the DLX method, and npm
 *   `dancing-links` (4.3.10, its sparse-constraint API) in the same process, in interleaved
 *   rounds (the machine is shared and its load drifts: rates are medians, ratios medians of the
 *   per-round ratios);
 * - tdoku (bench/ref/tdoku, vendored source, built here with g++ -O3 -march=native as its
 *   published tables are) on the same puzzles in the same run: least CPU time of as many passes,
 *   set against permuta's least CPU time of its passes; skipped with a log line without g++;
 *   and the same source built with -msse4.2 -mpopcnt (128-bit vectors, like WebAssembly SIMD).
 *
 * Before timing, every solver's answer on every sampled puzzle is checked against the set's
 * known solutions (tdoku's total count against permuta's).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { DancingLinks } from "dancing-links";
import { countSudokuSolutions, parseSudoku, sudokuGeometry } from "../src/index.js";
import { Fast9Solver } from "../src/sudoku/fast9.js";
import { sudokuEngine } from "../src/sudoku/solve.js";
import { type BenchContext, table } from "./harness.js";

interface SetSpec {
  file: string;
  /** Sample sizes: quick, full. */
  sample: [number, number];
  /** The issue's goal: permuta (public API) at least this fraction of tdoku's puzzles/s. */
  goal?: number;
}

const SETS: SetSpec[] = [
  { file: "sudoku17", sample: [1000, 5000], goal: 0.8 },
  { file: "forum_hardest_1905_11plus", sample: [150, 600], goal: 0.8 },
  { file: "random_minimal_50k", sample: [1000, 5000] },
];

/** A sampled puzzle, its line number in the set and its known solution (81 digits). */
interface Sampled {
  text: string;
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
    out.push({
      text: lines[i].slice(0, 81),
      values: parseSudoku(lines[i]).values,
      line: i + 1,
      solution: solutions[i].trim(),
    });
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
  engines: [string, { count(v: Uint8Array, limit: number, solution: Uint8Array): number }][],
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
    const pub = countSudokuSolutions(p.text, 2);
    if (pub !== 1)
      throw new Error(`sudoku bench: ${file} line ${p.line}: countSudokuSolutions gave ${pub}`);
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

const here = dirname(fileURLToPath(import.meta.url));

/** tdoku's builds: g++ flags and the column they head. */
const TDOKU_BUILDS = [
  { name: "native", flags: ["-march=native"] },
  // 128-bit vectors, as WebAssembly SIMD has (native may use AVX2 or AVX-512)
  { name: "sse4.2", flags: ["-msse4.2", "-mpopcnt"] },
] as const;

/** tdoku's counting drivers (native, sse4.2) built from bench/ref/tdoku, or undefined (logged) without g++. */
function buildTdoku(
  ctx: BenchContext,
): { exe: string; sse: string | undefined; dispose(): void } | undefined {
  try {
    execFileSync("g++", ["--version"], { stdio: "ignore" });
  } catch {
    ctx.log("sudoku bench: no g++, skipping the tdoku column");
    return undefined;
  }
  const dir = mkdtempSync(join(tmpdir(), "permuta-tdoku-"));
  const src = join(here, "ref", "tdoku");
  const exes: string[] = [];
  for (const build of TDOKU_BUILDS) {
    const exe = join(dir, `tdoku-count-${build.name}`);
    try {
      execFileSync(
        "g++",
        ["-O3", ...build.flags, "-std=c++17", "-o", exe].concat(
          ["count.cc", "solver_dpll_triad_simd.cc", "util.cc"].map((f) => join(src, f)),
        ),
        { stdio: "ignore" },
      );
      exes.push(exe);
    } catch (error) {
      ctx.log(`sudoku bench: could not build tdoku (${build.name}): ${(error as Error).message}`);
      if (build.name === "native") {
        rmSync(dir, { recursive: true, force: true });
        return undefined;
      }
    }
  }
  return {
    exe: exes[0],
    sse: exes[1],
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** tdoku on the puzzles: total solutions counted to 2 and the least seconds of `passes`. */
function runTdoku(exe: string, puzzles: Sampled[], passes: number) {
  const out = execFileSync(exe, [String(passes), "2"], {
    input: `${puzzles.map((p) => p.text).join("\n")}\n`,
    encoding: "utf8",
  });
  const [n, solutions, , seconds] = out.trim().split(/\s+/).map(Number);
  if (n !== puzzles.length) throw new Error(`sudoku bench: tdoku read ${n} of ${puzzles.length}`);
  return { solutions, seconds };
}

export default async function sudokuBench(ctx: BenchContext): Promise<string> {
  if (!ctx.sharedData) {
    ctx.log("sudoku bench: ../shared/data is absent, skipping");
    return "## Sudoku\n\nskipped: ../shared/data is absent.";
  }
  const fast = sudokuEngine(sudokuGeometry(9), "fast");
  const fast9 = new Fast9Solver();
  const dlx = sudokuEngine(sudokuGeometry(9), "dlx");
  const tdoku = buildTdoku(ctx);
  const rows: string[][] = [];
  try {
    for (const set of SETS) {
      const size = set.sample[ctx.quick ? 0 : 1];
      ctx.log(`sudoku bench: ${set.file}, ${size} puzzles`);
      const sampled = sample(join(ctx.sharedData, "sudoku"), set.file, size);
      checkAgainstKnown(set.file, sampled, [
        ["fast", fast],
        ["fast9", fast9],
        ["dlx", dlx],
      ]);
      rows.push(timeSet(ctx, set, sampled, [fast, fast9, dlx], tdoku));
    }
  } finally {
    tdoku?.dispose();
  }
  return [
    "## Sudoku",
    "",
    "Puzzles per second, counting to 2 (proving uniqueness), one core, on evenly spaced samples of",
    "the shared sets. `public` is `countSudokuSolutions(line, 2)` on the puzzle strings (the",
    "WebAssembly SIMD kernel, parsing included); `kernel` the same engine on parsed values; `fast9`",
    "the JavaScript fallback (no WebAssembly); `dancing-links` (npm 4.3.10) in the same process, in",
    "interleaved rounds: rates are medians, ratios medians of the per-round ratios. tdoku is built",
    "from its vendored source (bench/ref/tdoku, g++ -O3 -march=native: this machine's widest",
    "vectors) and run on the same puzzles in the same run; `vs tdoku` is public's least CPU time of",
    "a pass (the lesser of process CPU and wall time) against tdoku's least CPU time of as many",
    "passes; the goal is against this native build. `tdoku sse4.2` is the same source built with",
    "-msse4.2 -mpopcnt (128-bit vectors, as WebAssembly SIMD has), for scale. Every answer is checked",
    "against the set's known solutions (tdoku's total count against the puzzles) before timing.",
    "",
    table(
      [
        "set",
        "puzzles",
        "public / s",
        "kernel / s",
        "fast9 / s",
        "dlx / s",
        "dancing-links / s",
        "tdoku / s",
        "public vs tdoku",
        "goal",
        "tdoku sse4.2 / s",
        "public vs tdoku sse4.2",
        "public vs dancing-links",
      ],
      rows,
    ),
  ].join("\n");
}

/** Times one set: the row of the table. */
function timeSet(
  ctx: BenchContext,
  set: SetSpec,
  sampled: Sampled[],
  [fast, fast9, dlx]: { count(v: Uint8Array, limit: number): number }[],
  tdoku: { exe: string; sse: string | undefined } | undefined,
): string[] {
  const puzzles = sampled.map((p) => p.values);
  const texts = sampled.map((p) => p.text);
  const solvers: (() => number)[] = [
    () => {
      let n = 0;
      for (const t of texts) n += countSudokuSolutions(t, 2);
      return n;
    },
    ...[fast, fast9, dlx].map((engine) => () => {
      let n = 0;
      for (const p of puzzles) n += engine.count(p, 2);
      return n;
    }),
    () => {
      let n = 0;
      for (const p of puzzles) n += dancingLinksCount(p);
      return n;
    },
  ];
  // every timed pass must count exactly one solution per puzzle (they are all unique)
  const cpu: number[] = []; // CPU milliseconds of the public API's passes (set against tdoku's)
  const pass = (solve: () => number): number => {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    const check = solve();
    const ms = performance.now() - start;
    const used = process.cpuUsage(cpuStart);
    if (solve === solvers[0]) cpu.push(Math.min(ms, (used.user + used.system) / 1000));
    if (check !== puzzles.length)
      throw new Error(
        `sudoku bench: ${set.file}: a pass counted ${check} solutions for ${puzzles.length} unique puzzles`,
      );
    return ms;
  };
  for (const solve of solvers) pass(solve); // warm up
  const rounds = ctx.quick ? 3 : 9;
  const times: number[][] = solvers.map(() => []);
  for (let r = 0; r < rounds; r++)
    for (let k = 0; k < solvers.length; k++) times[k].push(pass(solvers[k]));
  const rate = (k: number) => (puzzles.length / median(times[k])) * 1000;
  const dancing = solvers.length - 1;
  const versus = median(times[dancing].map((t, r) => t / times[0][r]));
  const ours = puzzles.length / (Math.min(...cpu) / 1000);
  /** tdoku's rate and public's ratio to it, or dashes without the build. */
  const versusTdoku = (exe: string | undefined): [string, string] => {
    if (exe === undefined) return ["—", "—"];
    const t = runTdoku(exe, sampled, rounds);
    if (t.solutions !== puzzles.length)
      throw new Error(`sudoku bench: ${set.file}: tdoku counted ${t.solutions} solutions`);
    const theirs = puzzles.length / t.seconds;
    return [fmt(theirs), `${(ours / theirs).toFixed(2)}x`];
  };
  const [tdokuRate, ratio] = versusTdoku(tdoku?.exe);
  const [sseRate, sseRatio] = versusTdoku(tdoku?.sse);
  return [
    set.file,
    String(puzzles.length),
    ...[0, 1, 2, 3, 4].map((k) => fmt(rate(k))),
    tdokuRate,
    ratio,
    set.goal ? `≥ ${set.goal}x tdoku` : "—",
    sseRate,
    sseRatio,
    `${versus.toFixed(2)}x`,
  ];
}
