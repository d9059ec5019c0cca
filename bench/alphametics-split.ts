/**
 * Where permuta's time goes on the alphametic batches that bench/alphametics.bench.ts compares
 * with the C reference (Barker's sums, exercism's 199-addend sum 50 times, the cryptator sums
 * when ../shared/data is there): per puzzle, reading alone (parseAlphametic), reading and
 * planning (planAlphametic), the search of puzzles already planned with their solution objects
 * (solvePlanned: almost all of it the WebAssembly kernel), and the whole call (solveAlphametic),
 * each the least of a few passes after a warm-up pass. Not part of `npm run bench` (no
 * BENCHMARKS.md section): run it alone, `npx tsx bench/alphametics-split.ts`, before changing
 * the reader, the planner or the kernel. For a profile by function: node --cpu-prof on the
 * same calls.
 */
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { parsePuzzle } from "../src/alphametics/parser.js";
import { planPuzzle, solveAlphametic, solvePlanned } from "../src/alphametics/solver.js";
import { createCounters } from "../src/core/counters.js";
import { cryptatorPuzzles, isPlainSum, puzzleLines, testData } from "./alphametics.bench.js";

/** The least time of `runs` passes of f after one warm-up pass, in milliseconds. */
function least(f: () => void, runs: number): number {
  f();
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    f();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

const exercism = JSON.parse(testData("exercism-canonical-data.json")) as {
  cases: { input: { puzzle: string } }[];
};
const batches: [string, string[], number][] = [
  ["Barker's sums", puzzleLines(testData("cryptarithms-barker.db.txt")).filter(isPlainSum), 20],
  ["exercism's 199-addend sum x 50", Array(50).fill(exercism.cases[9].input.puzzle), 20],
];
const shared = resolve(import.meta.dirname, "..", "..", "shared", "data");
if (existsSync(shared))
  batches.push(["cryptator sums", cryptatorPuzzles(shared).filter(isPlainSum), 3]);

const options = { anySymbol: true };
for (const [label, lines, runs] of batches) {
  const planned = lines.map((p) => planPuzzle(p, options));
  const times = {
    read: least(() => {
      for (const p of lines) parsePuzzle(p, { base: 10, anySymbol: true });
    }, runs),
    "read + plan": least(() => {
      for (const p of lines) planPuzzle(p, options);
    }, runs),
    "search + results": least(() => {
      const counters = createCounters();
      for (const { parsed, plan } of planned) solvePlanned(parsed, plan, { counters });
    }, runs),
    whole: least(() => {
      const counters = createCounters();
      for (const p of lines) solveAlphametic(p, { ...options, counters });
    }, runs),
  };
  const parts = Object.entries(times).map(
    ([part, ms]) => `${part} ${((1000 * ms) / lines.length).toFixed(2)} µs`,
  );
  console.log(`${label} (${lines.length} puzzles), per puzzle: ${parts.join(", ")}`);
}
