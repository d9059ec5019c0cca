/**
 * Variant Sudoku solving (issue 36): each puzzle counted to 2 (a proof of uniqueness) by the
 * variant engine, one core. Sets: the published variant puzzles of test/data (killer, thermo,
 * arrow, anti-knight nonconsecutive, jigsaw, odd-even), and killer puzzles without givens made
 * here from the solutions of random_minimal_50k (cages of 2 to 4 cells grown at random, seeded,
 * summed from the solution: at least one solution, often several). Time per puzzle: median,
 * slowest, puzzles per second at the median. Goal: >= 1,000/s median, none over 100 ms.
 * Generation: time per puzzle of `generateVariantSudoku` for each variant (seeded, default
 * shape; killer's goal: <= 200 ms median), and for killers and jigsaws rated medium
 * (`--difficulty medium`: each puzzle rated and brought into the band).
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createRandom } from "../src/core/random.js";
import type { SudokuLevel } from "../src/sudoku/rating.js";
import {
  SUDOKU_VARIANT_KINDS,
  type SudokuVariantKind,
  VariantSudokuGenerator,
} from "../src/sudoku/variants/generate.js";
import { readFPuzzles } from "../src/sudoku/variants/read.js";
import { solveVariantSudoku } from "../src/sudoku/variants/solve.js";
import type { VariantSudoku } from "../src/sudoku/variants/types.js";
import { type BenchContext, formatTime, table } from "./harness.js";

/** A killer puzzle over a solution: cages grown from random cells, 2 to 4 cells each. */
function killerFrom(solution: string, seed: number): VariantSudoku {
  const random = createRandom(seed);
  const owner = new Array<number>(81).fill(-1);
  const cages: { cells: number[]; sum: number }[] = [];
  for (let start = 0; start < 81; start++) {
    if (owner[start] !== -1) continue;
    const cells = [start];
    owner[start] = cages.length;
    const want = 2 + Math.floor(random.next() * 3);
    while (cells.length < want) {
      const options: number[] = [];
      for (const c of cells)
        for (const d of [c - 9, c + 9, c % 9 > 0 ? c - 1 : -1, c % 9 < 8 ? c + 1 : -1])
          if (
            d >= 0 &&
            d < 81 &&
            owner[d] === -1 &&
            !cells.some((x) => solution[x] === solution[d])
          )
            options.push(d);
      if (options.length === 0) break;
      const next = options[Math.floor(random.next() * options.length)]!;
      owner[next] = cages.length;
      cells.push(next);
    }
    cages.push({ cells, sum: cells.reduce((s, c) => s + Number(solution[c]), 0) });
  }
  const p = readFPuzzles(
    `{"size":9,"grid":${JSON.stringify(Array.from({ length: 9 }, () => new Array(9).fill({})))}}`,
  );
  return { ...p, cages };
}

function measure(puzzles: VariantSudoku[], repeat: number): { times: number[]; unique: number } {
  const times: number[] = [];
  let unique = 0;
  for (const p of puzzles) {
    let best = Number.POSITIVE_INFINITY;
    let count = 0;
    for (let i = 0; i < repeat; i++) {
      const t = performance.now();
      count = solveVariantSudoku(p, { limit: 2 }).count;
      best = Math.min(best, performance.now() - t);
    }
    if (count === 1) unique++;
    times.push(best);
  }
  return { times: times.sort((a, b) => a - b), unique };
}

/** Generation time per puzzle for each variant: median, slowest, average givens. */
function generationRows(n: number, log: (m: string) => void): string[][] {
  const rows: string[][] = [];
  const runs: [SudokuVariantKind, SudokuLevel | undefined][] = [
    ...SUDOKU_VARIANT_KINDS.map((v): [SudokuVariantKind, undefined] => [v, undefined]),
    ["killer", "medium"],
    ["jigsaw", "medium"],
  ];
  for (const [variant, difficulty] of runs) {
    log(`sudoku-variants: generating ${n} ${variant} ${difficulty ?? ""}`);
    const generator = new VariantSudokuGenerator({
      variant,
      seed: 2026,
      ...(difficulty ? { difficulty } : {}),
    });
    const times: number[] = [];
    let givens = 0;
    for (let i = 0; i < n; i++) {
      const t = performance.now();
      givens += generator.next().givens;
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    rows.push([
      `${variant}${difficulty ? ` --difficulty ${difficulty}` : ""} (${n})`,
      formatTime(times[Math.floor(n / 2)]!),
      formatTime(times.at(-1)!),
      (givens / n).toFixed(1),
    ]);
  }
  return rows;
}

export default async function sudokuVariantsBench(ctx: BenchContext): Promise<string> {
  const here = new URL("../", import.meta.url).pathname;
  const dir = join(here, "test/data/sudoku/variants");
  const published = readFileSync(join(dir, "solutions.txt"), "utf8")
    .trim()
    .split("\n")
    .map((l) => readFPuzzles(readFileSync(join(dir, `${l.split(" ")[0]}.json`), "utf8")));
  const sets: [string, VariantSudoku[]][] = [["published variant puzzles (6)", published]];
  const solutions =
    ctx.sharedData && join(ctx.sharedData, "sudoku/random_minimal_50k.solutions.txt");
  if (solutions && existsSync(solutions)) {
    const lines = readFileSync(solutions, "utf8")
      .split("\n")
      .filter((l) => /^[1-9]{81}$/.test(l.trim()));
    const n = ctx.quick ? 50 : 300;
    sets.push([
      `killer, no givens, from random_minimal_50k solutions (${n})`,
      lines.slice(0, n).map((s, i) => killerFrom(s.trim(), i + 1)),
    ]);
  }
  const rows: string[][] = [];
  for (const [label, puzzles] of sets) {
    ctx.log(`sudoku-variants: ${label}`);
    const { times, unique } = measure(puzzles, ctx.quick ? 3 : 5);
    const median = times[Math.floor(times.length / 2)]!;
    rows.push([
      label,
      `${unique}/${puzzles.length}`,
      formatTime(median),
      formatTime(times.at(-1)!),
      String(Math.round(1000 / median)),
    ]);
  }
  const generated = generationRows(ctx.quick ? 10 : 40, ctx.log);
  return `## Sudoku variants (count to 2, one core)\n\n${table(["set", "unique", "median", "slowest", "puzzles/s (median)"], rows)}\n\nGeneration (\`generateVariantSudoku\`, seeded, default shape or rated into a band; one puzzle with one solution each):\n\n${table(["variant", "median per puzzle", "slowest", "givens (mean)"], generated)}\n`;
}
