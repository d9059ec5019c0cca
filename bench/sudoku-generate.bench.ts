/**
 * Sudoku generation benchmarks: milliseconds per puzzle for a minimal 9x9 puzzle (goal ≤ 2 ms),
 * with a target difficulty per level (goal ≤ 20 ms), and 16x16 (goal < 1 s); the rating and the
 * next hint per puzzle; and, when the `qqwing` program is installed (Debian package qqwing),
 * qqwing's own generation measured here (spawned once for a batch, so start-up is amortised).
 * Each figure is the mean over a batch of puzzles drawn from one seeded generator (puzzles differ
 * a lot, so one puzzle is not a sample), the median of several batches.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { SudokuGenerator } from "../src/sudoku/generate.js";
import { parseSudoku } from "../src/sudoku/grid.js";
import { sudokuHint } from "../src/sudoku/hint.js";
import { rateSudokuGrid, SUDOKU_LEVELS } from "../src/sudoku/rating.js";
import { sudokuEngine } from "../src/sudoku/solve.js";
import { type BenchContext, formatTime, ratio, table } from "./harness.js";

/** Median over `rounds` batches of the mean time per call of `fn` over `batch` calls. */
function perCall(fn: () => unknown, batch: number, rounds: number): number {
  for (let i = 0; i < Math.min(batch, 20); i++) fn(); // warm-up (JIT)
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const t = performance.now();
    for (let i = 0; i < batch; i++) fn();
    times.push((performance.now() - t) / batch);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

/** qqwing's milliseconds per generated puzzle, or undefined when it is not installed. */
function qqwing(count: number, difficulty?: string): number | undefined {
  const args = ["--generate", String(count), "--one-line"];
  if (difficulty) args.push("--difficulty", difficulty);
  const t = performance.now();
  const run = spawnSync("qqwing", args, { encoding: "utf8", timeout: 120_000 });
  if (run.error || run.status !== 0) return undefined;
  return (performance.now() - t) / count;
}

export default async function sudokuGenerateBench(ctx: BenchContext): Promise<string> {
  const q = ctx.quick;
  const rows: (string | number)[][] = [];
  const add = (what: string, ms: number, goal: string, qq?: number) =>
    rows.push([
      what,
      formatTime(ms),
      goal,
      qq === undefined ? "—" : formatTime(qq),
      qq === undefined ? "n/a" : ratio(qq, ms),
    ]);

  ctx.log("sudoku-generate: minimal 9x9");
  const nine = new SudokuGenerator({ seed: 1, minimal: true });
  const minimal = perCall(() => nine.next(), q ? 50 : 200, q ? 3 : 5);
  add("minimal 9x9", minimal, "≤ 2 ms", qqwing(q ? 100 : 500));

  const sym = new SudokuGenerator({ seed: 1, symmetry: "rot180" });
  add(
    "9x9, rot180 symmetry",
    perCall(() => sym.next(), q ? 50 : 200, q ? 3 : 5),
    "",
    undefined,
  );

  const qqLevels: Record<string, string> = {
    easy: "easy",
    medium: "intermediate",
    hard: "expert",
    fiendish: "expert",
    diabolical: "expert",
  };
  for (const level of SUDOKU_LEVELS) {
    ctx.log(`sudoku-generate: difficulty ${level}`);
    const gen = new SudokuGenerator({ seed: 2, difficulty: level });
    const ms = perCall(() => gen.next(), q ? 5 : 20, q ? 3 : 5);
    add(
      `9x9, --difficulty ${level}`,
      ms,
      "≤ 20 ms",
      level === "easy" || level === "medium" || level === "hard"
        ? qqwing(q ? 20 : 100, qqLevels[level])
        : undefined,
    );
  }

  ctx.log("sudoku-generate: 16x16");
  const sixteen = new SudokuGenerator({ size: 16, seed: 3 });
  add(
    "16x16",
    perCall(() => sixteen.next(), q ? 2 : 5, 3),
    "< 1 s",
    undefined,
  );
  const sixteenMin = new SudokuGenerator({ size: 16, seed: 3, minimal: true });
  add(
    "16x16 --minimal",
    perCall(() => sixteenMin.next(), q ? 1 : 3, 3),
    "",
    undefined,
  );

  // rating and hints on top95 (hard puzzles)
  let extra = "";
  if (ctx.sharedData) {
    const lines = readFileSync(join(ctx.sharedData, "sudoku", "norvig_top95.txt"), "utf8")
      .split("\n")
      .filter((l) => l.trim().length === 81);
    const grids = lines.map((l) => parseSudoku(l));
    const solutions = grids.map((g) => {
      const s = new Uint8Array(81);
      sudokuEngine(g.geometry, "fast").count(g.values, 2, s);
      return s;
    });
    let i = 0;
    const rate = perCall(
      () => {
        const k = i++ % grids.length;
        rateSudokuGrid(grids[k]!, solutions[k]!);
      },
      95,
      q ? 2 : 5,
    );
    const hint = perCall(() => sudokuHint(grids[i++ % grids.length]!), 95, q ? 2 : 5);
    extra = `\n\nRating a norvig top95 puzzle (the whole logical path, guesses included): ${formatTime(rate)} per puzzle; the next hint (solver count + technique search): ${formatTime(hint)}.`;
  }

  return `## Sudoku generation (bench/sudoku-generate.bench.ts)

Milliseconds per puzzle, mean over a batch from one seeded generator (median of batches).
qqwing (C++, when installed; "—" when not installed or no matching level) is run here on the same
machine; "qqwing / ours" > 1 means ours is faster. qqwing's levels: easy → easy, medium →
intermediate, hard → expert (qqwing has no finer level above).

${table(["what", "per puzzle", "goal", "qqwing", "qqwing / ours"], rows)}${extra}`;
}
