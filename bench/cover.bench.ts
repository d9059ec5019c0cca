/**
 * Exact cover benchmark: permuta's dancing links against a C port of the core of Knuth's DLX1
 * (bench/ref/dlx.c, gcc -O2, same input, same node and update counts) and against npm
 * `dancing-links` in the same process, on pentominoes 6x10 (all 9,356 solutions), Langford
 * pairs n = 12 (216,288) and 14-queens as exact cover (365,596). Quick mode uses smaller cases.
 * Figures are CPU times, the least of a few runs (the C program times itself the same way).
 */
import { DancingLinks as NpmDancingLinks } from "dancing-links";
import {
  countExactCovers,
  type ExactCoverProblem,
  formatDlx,
  langfordProblem,
  pentominoProblem,
  queensProblem,
} from "../src/index.js";
import { compileC, cpuTime, runC } from "./c-reference.js";
import { type BenchContext, formatTime, ratio, table } from "./harness.js";

/** Solves with npm dancing-links (all solutions); returns the count. */
function npmCount(problem: ExactCoverProblem): number {
  const p = problem.primary.length;
  const dlx = new NpmDancingLinks<number>();
  if (problem.secondary.length === 0) {
    const solver = dlx.createSolver({ columns: p });
    problem.options.forEach((option, o) => {
      solver.addSparseConstraint(o, option.items);
    });
    return solver.findAll().length;
  }
  const solver = dlx.createSolver({
    primaryColumns: p,
    secondaryColumns: problem.secondary.length,
  });
  problem.options.forEach((option, o) => {
    solver.addSparseConstraint(o, {
      primary: option.items.filter((i) => i < p),
      secondary: option.items.filter((i) => i >= p).map((i) => i - p),
    });
  });
  return solver.findAll().length;
}

interface Case {
  name: string;
  problem: ExactCoverProblem;
  expected: number;
  runs: number;
}

export default async function coverBench(ctx: BenchContext): Promise<string> {
  const cases: Case[] = ctx.quick
    ? [
        {
          name: "pentominoes 6x10, up to symmetry",
          problem: pentominoProblem(10, 6, { reduceSymmetry: true }),
          expected: 2339,
          runs: 1,
        },
        { name: "Langford pairs n = 11", problem: langfordProblem(11), expected: 35584, runs: 2 },
        { name: "12-queens as exact cover", problem: queensProblem(12), expected: 14200, runs: 2 },
      ]
    : [
        {
          name: "pentominoes 6x10, all solutions",
          problem: pentominoProblem(10, 6),
          expected: 9356,
          runs: 2,
        },
        { name: "Langford pairs n = 12", problem: langfordProblem(12), expected: 216288, runs: 3 },
        { name: "14-queens as exact cover", problem: queensProblem(14), expected: 365596, runs: 3 },
      ];
  const c = compileC(ctx, "dlx");
  const rows: string[][] = [];
  const goals: string[] = [];
  try {
    for (const k of cases) {
      ctx.log(`cover bench: ${k.name}`);
      const text = formatDlx(k.problem);
      const cOut = runC(ctx, c, [String(k.runs)], text);
      if (cOut && Number(cOut[0]) !== k.expected) throw new Error(`C counted ${cOut[0]}`);
      const cMs = cOut ? Number(cOut[3]) : undefined;
      const ours = cpuTime(() => countExactCovers(k.problem), k.runs, 1);
      if (ours.result !== k.expected) throw new Error(`permuta counted ${ours.result}`);
      // dancing-links gets a warm run too: with one measured run, one warm-up before it (as ours
      // has); with two, the second is warm already.
      const npmRuns = ctx.quick ? 1 : Math.min(k.runs, 2);
      const npm = cpuTime(() => npmCount(k.problem), npmRuns, npmRuns < 2 ? 1 : 0);
      if (npm.result !== k.expected) throw new Error(`dancing-links counted ${npm.result}`);
      const vsC = cMs === undefined ? "n/a" : ratio(ours.ms, cMs);
      rows.push([
        k.name,
        k.expected.toLocaleString("en-US"),
        cMs === undefined ? "n/a" : formatTime(cMs),
        formatTime(ours.ms),
        formatTime(npm.ms),
        vsC,
        ratio(npm.ms, ours.ms),
      ]);
      goals.push(
        `- ${k.name}: ${vsC} the C DLX1 time (goal ≤ 1.5x), ${ratio(npm.ms, ours.ms)} faster than dancing-links (goal ≥ 2x).`,
      );
    }
  } finally {
    c?.dispose();
  }
  return [
    "## Exact cover (dancing links)",
    "",
    "CPU time of a full count, the least of a few runs. The C reference is a port of the core of",
    "Knuth's DLX1 (bench/ref/dlx.c, gcc -O2) reading the same problem, with the same item order",
    "and MRV rule, so it visits the same nodes and makes the same updates. npm `dancing-links`",
    "4.3.10 runs in the same process (`findAll`).",
    "",
    table(
      [
        "problem",
        "solutions",
        "C DLX1",
        "permuta",
        "dancing-links",
        "permuta vs C",
        "dancing-links / permuta",
      ],
      rows,
    ),
    "",
    ...goals,
  ].join("\n");
}
