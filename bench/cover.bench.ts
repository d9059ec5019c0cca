/**
 * Exact cover benchmark: permuta's dancing links against a C port of the core of Knuth's DLX1
 * (bench/ref/dlx.c, gcc -O2, same input; its node and update counts are compared with permuta's
 * before a ratio is printed) and against npm `dancing-links` in the same process (both collecting
 * every solution: dancing-links cannot only count), on pentominoes 6x10 (all 9,356 solutions), Langford
 * pairs n = 12 (216,288) and 14-queens as exact cover (365,596). Quick mode uses smaller cases.
 * Figures are CPU times, the least of a few runs (the C program times itself the same way).
 */
import { DancingLinks as NpmDancingLinks } from "dancing-links";
import {
  countExactCovers,
  type ExactCoverProblem,
  forEachExactCover,
  formatDlx,
  langfordProblem,
  pentominoProblem,
  queensProblem,
} from "../src/index.js";
import { compileC, cpuTime, runC } from "./c-reference.js";
import { type BenchContext, formatTime, ratio, table } from "./harness.js";

/**
 * Solves with npm dancing-links (all solutions); returns the count. dancing-links has no
 * counting API and no per-solution callback: `findAll`, `find(n)` and `createGenerator` all build
 * every solution's array of rows first, so it is timed collecting, and so is a permuta column.
 */
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

/** permuta collecting every solution (a copy of its option list), as dancing-links does. */
function collectAll(problem: ExactCoverProblem): number {
  const all: number[][] = [];
  forEachExactCover(problem, (options) => {
    all.push([...options]);
  });
  return all.length;
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
      // the "same nodes, same updates" claim is checked, not assumed: no ratio when they differ
      const counters = { nodes: 0, solutions: 0, updates: 0 };
      countExactCovers(k.problem, { counters });
      const work = cOut
        ? { nodes: Number(cOut[1]), updates: Number(cOut[2]) }
        : { nodes: Number.NaN, updates: Number.NaN };
      const sameWork = counters.nodes === work.nodes && counters.updates === work.updates;
      if (cOut && !sameWork)
        ctx.log(
          `cover bench: ${k.name}: work differs: permuta ${counters.nodes} nodes, ${counters.updates} updates; C ${work.nodes}, ${work.updates}`,
        );
      const cMs = cOut ? Number(cOut[3]) : undefined;
      const ours = cpuTime(() => countExactCovers(k.problem), k.runs, 1);
      if (ours.result !== k.expected) throw new Error(`permuta counted ${ours.result}`);
      const oursAll = cpuTime(() => collectAll(k.problem), ctx.quick ? 1 : 2, 1);
      if (oursAll.result !== k.expected) throw new Error(`permuta collected ${oursAll.result}`);
      // dancing-links gets a warm run too: with one measured run, one warm-up before it (as ours
      // has); with two, the second is warm already.
      const npmRuns = ctx.quick ? 1 : Math.min(k.runs, 2);
      const npm = cpuTime(() => npmCount(k.problem), npmRuns, npmRuns < 2 ? 1 : 0);
      if (npm.result !== k.expected) throw new Error(`dancing-links counted ${npm.result}`);
      const vsC =
        cMs === undefined
          ? "n/a"
          : sameWork
            ? ratio(ours.ms, cMs)
            : `work differs (nodes ${counters.nodes} vs ${work.nodes}, updates ${counters.updates} vs ${work.updates})`;
      rows.push([
        k.name,
        k.expected.toLocaleString("en-US"),
        cOut
          ? `${work.nodes.toLocaleString("en-US")} / ${work.updates.toLocaleString("en-US")}`
          : "n/a",
        `${counters.nodes.toLocaleString("en-US")} / ${counters.updates.toLocaleString("en-US")}`,
        cMs === undefined ? "n/a" : formatTime(cMs),
        formatTime(ours.ms),
        formatTime(oursAll.ms),
        formatTime(npm.ms),
        vsC,
        ratio(npm.ms, oursAll.ms),
      ]);
      // issue 19's goals: at most 1.3x the C DLX1, dancing-links at least 3x permuta's time
      const metC =
        cMs !== undefined && sameWork ? (ours.ms <= 1.3 * cMs ? "met" : "not met") : "n/a";
      const metNpm = npm.ms >= 3 * oursAll.ms ? "met" : "not met";
      const npmVsC =
        cMs === undefined ? "" : ` (dancing-links takes ${ratio(npm.ms, cMs)} the C DLX1 count)`;
      goals.push(
        `- ${k.name}: ${vsC} the C DLX1 time (goal ≤ 1.3x: ${metC}); collecting every solution, dancing-links takes ${ratio(npm.ms, oursAll.ms)} permuta's time (goal ≥ 3x: ${metNpm})${npmVsC}.`,
      );
    }
  } finally {
    c?.dispose();
  }
  return [
    "## Exact cover (dancing links)",
    "",
    "CPU time of a full count, the least of a few runs (in-process: the main thread's, at most the",
    "lesser of the process's CPU time and the wall time). The C reference is a port of the core of",
    "Knuth's DLX1 (bench/ref/dlx.c, gcc -O2) reading the same problem, with the same item order",
    "and MRV rule; it prints its node and update counts, and the ratio to C is printed only when",
    'they equal permuta\'s counters (otherwise the row says "work differs"). npm `dancing-links`',
    "4.3.10 runs in the same process; it has no counting API and no per-solution callback (`findAll`,",
    "`find` and `createGenerator` all build every solution first), so it is compared with permuta",
    "collecting every solution too (a copy of each solution's option list), not with permuta counting.",
    "",
    table(
      [
        "problem",
        "solutions",
        "C nodes / updates",
        "permuta nodes / updates",
        "C DLX1 (count)",
        "permuta (count)",
        "permuta (collect all)",
        "dancing-links (findAll)",
        "permuta vs C (count)",
        "dancing-links / permuta (collect all)",
      ],
      rows,
    ),
    "",
    ...goals,
  ].join("\n");
}
