/**
 * N-queens benchmark: `countQueens` (one board per symmetry class) at n = 15 and 16 against the
 * textbook bitboard search with mirror halving in C (bench/ref/queens.c, the usual yardstick)
 * and against the same class search in C (bench/ref/queens-classes.c, like for like), all CPU
 * time, the least of a few runs; quick mode uses n = 13 and 14. Also the sum over
 * `queensUnits(n, 3)` counted one unit after another (what one worker of a parallel run does)
 * and the largest unit's share of that run. A C figure counts only if its count is right.
 */
import { countQueens } from "../src/index.js";
import { countQueensUnit, queensUnits } from "../src/queens/units.js";
import { compileC, cpuTime, runC } from "./c-reference.js";
import { type BenchContext, formatTime, ratio, table } from "./harness.js";

// OEIS A000170
const COUNTS: Record<number, number> = {
  13: 73712,
  14: 365596,
  15: 2279184,
  16: 14772512,
  17: 95815104,
};

export default async function queensBench(ctx: BenchContext): Promise<string> {
  const sizes = ctx.quick ? [13, 14] : [15, 16];
  const mirror = compileC(ctx, "queens");
  const classes = compileC(ctx, "queens-classes");
  const rows: string[][] = [];
  const goals: string[] = [];
  try {
    for (const n of sizes) {
      ctx.log(`queens bench: n = ${n}`);
      const runs = n >= 16 ? 3 : 5; // the least of these: a shared machine has slow spells
      // the C runs before and after the JS ones: the machine is shared, keep the better figure
      const cTime = (program: typeof mirror, runsBefore: string[][]): number | undefined => {
        const after = runC(ctx, program, [String(n), String(runs)]);
        const times = [...runsBefore, ...(after === undefined ? [] : [after])]
          .filter((o) => Number(o[1]) === COUNTS[n])
          .map((o) => Number(o[2]));
        return times.length > 0 ? Math.min(...times) : undefined;
      };
      const mirrorBefore = runC(ctx, mirror, [String(n), String(runs)]);
      const classesBefore = runC(ctx, classes, [String(n), String(runs)]);
      const ours = cpuTime(() => countQueens(n), runs, 1);
      if (ours.result !== COUNTS[n]) throw new Error(`countQueens(${n}) = ${ours.result}`);
      const units = queensUnits(n, 3);
      const inTurn = cpuTime(() => units.reduce((s, u) => s + countQueensUnit(u), 0), runs);
      if (inTurn.result !== COUNTS[n]) throw new Error(`units of ${n} add up to ${inTurn.result}`);
      // the largest unit's share of the run, from one more pass timing each unit
      let largest = 0;
      let whole = 0;
      for (const unit of units) {
        const start = performance.now();
        countQueensUnit(unit);
        const ms = performance.now() - start;
        whole += ms;
        largest = Math.max(largest, ms);
      }
      const cMirror = cTime(mirror, mirrorBefore === undefined ? [] : [mirrorBefore]);
      const cClasses = cTime(classes, classesBefore === undefined ? [] : [classesBefore]);
      const vs = (ms: number, c: number | undefined) => (c === undefined ? "n/a" : ratio(ms, c));
      rows.push([
        `n = ${n}`,
        COUNTS[n].toLocaleString("en-US"),
        cMirror === undefined ? "n/a" : formatTime(cMirror),
        cClasses === undefined ? "n/a" : formatTime(cClasses),
        formatTime(ours.ms),
        vs(ours.ms, cMirror),
        vs(ours.ms, cClasses),
        formatTime(inTurn.ms),
        vs(inTurn.ms, cMirror),
        `${units.length} units, largest ${((100 * largest) / whole).toFixed(2)}%`,
      ]);
      goals.push(
        `- n = ${n}: \`countQueens\` ${vs(ours.ms, cMirror)} the time of the C search with mirror halving (goal ≤ 0.6x), ${vs(ours.ms, cClasses)} the same class search in C.`,
      );
    }
  } finally {
    mirror?.dispose();
    classes?.dispose();
  }
  return [
    "## N-queens (bitboards)",
    "",
    "CPU time of a full count, the least of a few runs (in-process: the main thread's, at most the",
    "lesser of the process's CPU time and the wall time). `countQueens` builds one board of each",
    "symmetry class and weighs it by the class size (Takaken's method). The first C reference",
    "(bench/ref/queens.c, gcc -O2) is the textbook recursive bitboard search with mirror halving;",
    "the second (bench/ref/queens-classes.c) is the same class search as `countQueens`, function",
    "for function, three rows per call as in the JavaScript. A C time counts only if its count is",
    "right. The units columns count through `queensUnits(n, 3)` and `countQueensUnit`, one unit",
    "after another (what one worker of a parallel run does), and give the largest unit's share.",
    "",
    table(
      [
        "size",
        "solutions",
        "C, mirror halving",
        "C, classes",
        "countQueens",
        "vs C mirror",
        "vs C classes",
        "units, in turn",
        "vs C mirror",
        "units",
      ],
      rows,
    ),
    "",
    ...goals,
  ].join("\n");
}
