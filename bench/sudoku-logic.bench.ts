/**
 * Sudoku by logic alone (issue 20's table): each puzzle of the published sets rated as
 * `permuta sudoku rate` rates it (the solution found by the fast solver, then the logical path,
 * techniques easiest first, a guess only where logic runs out); the share solved without a guess,
 * the hardest techniques needed, the SE-like numbers, and the time per puzzle (median, and
 * puzzles per second). The full run rates every puzzle of every set; the quick run samples them.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseSudoku } from "../src/sudoku/grid.js";
import { rateSudokuGrid } from "../src/sudoku/rating.js";
import { sudokuEngine } from "../src/sudoku/solve.js";
import { type BenchContext, formatTime, table } from "./harness.js";

const lines = (path: string) =>
  readFileSync(path, "utf8")
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith("#"));

export default async function sudokuLogicBench(ctx: BenchContext): Promise<string> {
  const here = new URL("../", import.meta.url).pathname;
  const shared = ctx.sharedData ? join(ctx.sharedData, "sudoku") : undefined;
  const sets: {
    label: string;
    path: string | undefined;
    first?: number;
    every: number;
    goal: number;
  }[] = [
    {
      label: "random minimal puzzles (random_minimal_50k, first 2,000)",
      path: shared && join(shared, "random_minimal_50k.txt"),
      first: 2000,
      every: ctx.quick ? 10 : 1,
      goal: 1,
    },
    {
      label: "magictour top1465",
      path: shared && join(shared, "magictour_top1465.txt"),
      every: ctx.quick ? 10 : 1,
      goal: 0.99,
    },
    {
      label: "Norvig's top95",
      path: join(here, "examples/norvig_top95.txt"),
      every: 1,
      goal: 0.99,
    },
    {
      label: "forum hardest 1106",
      path: shared && join(shared, "forum_hardest_1106.txt"),
      // SE's forcing levels above 9 take seconds per puzzle here: a sample (25 puzzles)
      every: ctx.quick ? 50 : 15,
      goal: 0.8,
    },
    {
      // issue 38: SE rates every one of these 11.0 or more; the share rated >= 11.0 here is
      // the last column (goal >= 90%)
      label: "forum hardest 1905, SE 11+",
      path: shared && join(shared, "forum_hardest_1905_11plus.txt"),
      // every 1000th: 49 puzzles (seconds each at SE's forcing levels)
      every: ctx.quick ? 4000 : 1000,
      goal: 0.9,
    },
  ];
  const rows: string[][] = [];
  const skipped: string[] = [];
  for (const set of sets) {
    if (set.path === undefined || !existsSync(set.path)) {
      skipped.push(set.label);
      continue;
    }
    const all = lines(set.path).slice(0, set.first);
    const puzzles = all.filter((_, i) => i % set.every === 0);
    ctx.log(`sudoku logic: ${set.label}: ${puzzles.length} puzzles...`);
    let byLogic = 0;
    const hardest = new Map<string, number>();
    const times: number[] = [];
    const se: number[] = [];
    for (const text of puzzles) {
      const start = performance.now();
      const grid = parseSudoku(text);
      const solution = new Uint8Array(grid.geometry.cells);
      if (sudokuEngine(grid.geometry, "fast").count(grid.values, 2, solution) !== 1)
        throw new Error(`not one solution: ${text}`);
      const r = rateSudokuGrid(grid, solution, { unique: true });
      times.push(performance.now() - start);
      if (r.guesses === 0) byLogic++;
      hardest.set(r.hardest, (hardest.get(r.hardest) ?? 0) + 1);
      se.push(r.se);
    }
    times.sort((a, b) => a - b);
    se.sort((a, b) => a - b);
    const total = times.reduce((a, b) => a + b, 0);
    const share = byLogic / puzzles.length;
    const top = [...hardest]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([t, k]) => `${t} ${k}`)
      .join(", ");
    rows.push([
      set.every > 1
        ? `${set.label} (every ${set.every}th: ${puzzles.length})`
        : `${set.label} (${puzzles.length})`,
      `${byLogic.toLocaleString("en-US")} (${(100 * share).toFixed(1)}%)`,
      `≥ ${Math.round(100 * set.goal)}%`,
      share >= set.goal ? "yes" : "**no**",
      formatTime(times[Math.floor(times.length / 2)]!),
      perSecond((1000 * puzzles.length) / total),
      `${se[Math.floor(se.length / 2)]!.toFixed(1)} / ${se[se.length - 1]!.toFixed(1)}`,
      top,
      `${((100 * se.filter((v) => v >= 11).length) / se.length).toFixed(0)}%`,
    ]);
  }
  return [
    "## Sudoku by logic alone",
    "",
    "Each puzzle rated as `permuta sudoku rate` rates it: the solution from the fast solver, then the",
    "logical path (techniques easiest first: singles ... wings, fish, colouring, X-chains, XY-chains,",
    "AICs, forcing chains, forcing nets at SE's levels above 9), a guess only where logic runs out. Solved by logic = no",
    "guess. Time per puzzle includes finding the solution; `explain` follows the same path.",
    "SE ≥ 11.0: the share rated 11.0 or more (SE rates every puzzle of the 1905 list 11.0 or more;",
    "goal ≥ 90% there).",
    "",
    table(
      [
        "set",
        "solved by logic",
        "goal",
        "met",
        "median per puzzle",
        "rate",
        "SE (median / max)",
        "hardest technique needed (most common)",
        "SE ≥ 11.0",
      ],
      rows,
    ),
    ...(skipped.length ? ["", `Skipped (../shared/data absent): ${skipped.join("; ")}.`] : []),
  ].join("\n");
}

/** Puzzles a second: whole numbers from 10 up, two significant digits below (0.14 /s, not 0 /s). */
function perSecond(rate: number): string {
  if (rate >= 10) return `${Math.round(rate).toLocaleString("en-US")} /s`;
  return `${rate.toPrecision(2)} /s`;
}
