/**
 * N-queens benchmark: the bitboard counter (`countQueens`, mirror-symmetry halving) at n = 15
 * and 16 against the same algorithm in C (bench/ref/queens.c, gcc -O2), both CPU time, the
 * least of a few runs; quick mode uses n = 13 and 14. Also the sum over `queensUnits`, to show
 * what cutting the work into units costs.
 */
import { countQueens, countQueensUnit, queensUnits } from "../src/index.js";
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
  const c = compileC(ctx, "queens");
  const rows: string[][] = [];
  const goals: string[] = [];
  try {
    for (const n of sizes) {
      ctx.log(`queens bench: n = ${n}`);
      const runs = n >= 16 ? 2 : 3;
      const before = runC(ctx, c, [String(n), String(runs)]);
      const ours = cpuTime(() => countQueens(n), runs, 1);
      if (ours.result !== COUNTS[n]) throw new Error(`countQueens(${n}) = ${ours.result}`);
      const units = cpuTime(
        () => queensUnits(n, 3).reduce((s, u) => s + countQueensUnit(u), 0),
        runs,
      );
      if (units.result !== COUNTS[n]) throw new Error(`units of ${n} add up to ${units.result}`);
      // the C run before and after the JS ones: the machine is shared, keep the better figure
      const after = runC(ctx, c, [String(n), String(runs)]);
      const times = [before, after]
        .filter((o): o is string[] => o !== undefined && Number(o[1]) === COUNTS[n])
        .map((o) => Number(o[2]));
      const cMs = times.length > 0 ? Math.min(...times) : undefined;
      const u = runC(ctx, c, [String(n), String(runs), "unrolled"]);
      const cUnrolledMs = u !== undefined && Number(u[1]) === COUNTS[n] ? Number(u[2]) : undefined;
      const vsC = (ms: number) => (cMs === undefined ? "n/a" : ratio(ms, cMs));
      rows.push([
        `n = ${n}`,
        COUNTS[n].toLocaleString("en-US"),
        cMs === undefined ? "n/a" : formatTime(cMs),
        formatTime(ours.ms),
        vsC(ours.ms),
        formatTime(units.ms),
        vsC(units.ms),
        cUnrolledMs === undefined ? "n/a" : formatTime(cUnrolledMs),
        cUnrolledMs === undefined ? "n/a" : ratio(ours.ms, cUnrolledMs),
      ]);
      goals.push(`- n = ${n}: \`countQueens\` ${vsC(ours.ms)} the C time (goal ≤ 1.2x).`);
    }
  } finally {
    c?.dispose();
  }
  return [
    "## N-queens (bitboards)",
    "",
    "CPU time of a full count, the least of a few runs. The C reference (bench/ref/queens.c,",
    "gcc -O2) is the same recursive bitboard search with the same mirror-symmetry halving.",
    "`countQueens` writes out the loops of three rows per call (same nodes, a third of the",
    "calls); the last columns give the C program the same treatment, for a like-for-like ratio.",
    "The units column counts through `queensUnits(n, 3)` and `countQueensUnit`, one unit after",
    "another (what one worker of a parallel run does).",
    "",
    table(
      [
        "size",
        "solutions",
        "C",
        "countQueens",
        "vs C",
        "units, in turn",
        "vs C",
        "C, 3 rows per call",
        "countQueens vs that",
      ],
      rows,
    ),
    "",
    ...goals,
  ].join("\n");
}
