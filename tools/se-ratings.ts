/**
 * SE-like ratings of a puzzle list, and the comparison of two such runs (used to check that a
 * change to the forcing levels leaves the ratings below them alone).
 * - `npx tsx tools/se-ratings.ts rate PUZZLES SOLUTIONS [EVERY]`: one line per puzzle (every
 *   EVERY-th), `index<TAB>se<TAB>hardest<TAB>ms`, on stdout.
 * - `npx tsx tools/se-ratings.ts compare BEFORE AFTER`: how many puzzles kept their rating (those
 *   whose hardest step was below the forcing techniques, and all), the ratings' distribution
 *   before and after, and Spearman's rank correlation of the two.
 * Cost: the rating of every puzzle (milliseconds to seconds each); the comparison is O(n log n).
 */
import { readFileSync } from "node:fs";
import { parseSudoku } from "../src/sudoku/grid.js";
import { rateSudokuGrid } from "../src/sudoku/rating.js";

const lines = (path: string) =>
  readFileSync(path, "utf8")
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l !== "" && !l.startsWith("#"));

interface Row {
  index: number;
  se: number;
  hardest: string;
  ms: number;
}

function rate(puzzles: string, solutions: string, every: number): void {
  const ps = lines(puzzles);
  const ss = lines(solutions);
  for (let i = 0; i < ps.length; i += every) {
    const t = performance.now();
    const r = rateSudokuGrid(parseSudoku(ps[i]!), parseSudoku(ss[i]!).values, { unique: true });
    const ms = performance.now() - t;
    process.stdout.write(`${i}\t${r.se.toFixed(1)}\t${r.hardest}\t${ms.toFixed(0)}\n`);
  }
}

const read = (path: string): Row[] =>
  lines(path).map((l) => {
    const [index, se, hardest, ms] = l.split("\t");
    return { index: Number(index), se: Number(se), hardest: hardest!, ms: Number(ms) };
  });

/** Average ranks (ties share the mean of their positions). */
function ranks(xs: number[]): number[] {
  const order = xs.map((x, i) => ({ x, i })).sort((a, b) => a.x - b.x);
  const out = new Array<number>(xs.length);
  for (let i = 0; i < order.length; ) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]!.x === order[i]!.x) j++;
    for (let k = i; k <= j; k++) out[order[k]!.i] = (i + j) / 2 + 1;
    i = j + 1;
  }
  return out;
}

/** Pearson's correlation of the ranks (Spearman's rho, ties averaged). */
function spearman(a: number[], b: number[]): number {
  const ra = ranks(a);
  const rb = ranks(b);
  const mean = (ra.length + 1) / 2;
  let num = 0;
  let da = 0;
  let db = 0;
  for (let i = 0; i < ra.length; i++) {
    num += (ra[i]! - mean) * (rb[i]! - mean);
    da += (ra[i]! - mean) ** 2;
    db += (rb[i]! - mean) ** 2;
  }
  return num / Math.sqrt(da * db);
}

function histogram(rows: Row[]): string {
  const counts = new Map<string, number>();
  for (const r of rows) {
    const bucket = r.se < 7 ? "< 7.0" : r.se >= 12 ? "12.0 (guess)" : r.se.toFixed(1);
    counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
  }
  return [...counts]
    .sort(
      (a, b) =>
        Number.parseFloat(a[0].replace("< ", "")) - Number.parseFloat(b[0].replace("< ", "")),
    )
    .map(([k, v]) => `${k}: ${v}`)
    .join(", ");
}

function compare(beforePath: string, afterPath: string): void {
  const before = read(beforePath);
  const after = new Map(read(afterPath).map((r) => [r.index, r]));
  const pairs = before
    .filter((r) => after.has(r.index))
    .map((r) => [r, after.get(r.index)!] as const);
  const forcing = (h: string) => h.startsWith("forcing") || h === "guess";
  const below = pairs.filter(([b]) => !forcing(b.hardest));
  const kept = below.filter(([b, a]) => b.se === a.se && b.hardest === a.hardest).length;
  const changed = pairs.filter(([b]) => forcing(b.hardest));
  const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)] ?? 0;
  const out = [
    `puzzles: ${pairs.length}`,
    `hardest step below the forcing techniques before: ${below.length}, rating identical after: ${kept}`,
    `forcing or guess before: ${changed.length}`,
    `  before: ${histogram(changed.map(([b]) => b))}`,
    `  after:  ${histogram(changed.map(([, a]) => a))}`,
    `all before: ${histogram(pairs.map(([b]) => b))}`,
    `all after:  ${histogram(pairs.map(([, a]) => a))}`,
    `Spearman (all): ${spearman(
      pairs.map(([b]) => b.se),
      pairs.map(([, a]) => a.se),
    ).toFixed(4)}`,
    `Spearman (forcing before): ${spearman(
      changed.map(([b]) => b.se),
      changed.map(([, a]) => a.se),
    ).toFixed(4)}`,
    `median ms before ${median(pairs.map(([b]) => b.ms))}, after ${median(pairs.map(([, a]) => a.ms))}; total s before ${(
      pairs.reduce((s, [b]) => s + b.ms, 0) / 1000
    ).toFixed(1)}, after ${(pairs.reduce((s, [, a]) => s + a.ms, 0) / 1000).toFixed(1)}`,
  ];
  process.stdout.write(`${out.join("\n")}\n`);
}

const [command, a, b, every] = process.argv.slice(2);
if (command === "rate" && a && b) rate(a, b, Number(every ?? 1));
else if (command === "compare" && a && b) compare(a, b);
else {
  process.stderr.write(
    "usage: se-ratings.ts rate PUZZLES SOLUTIONS [EVERY] | compare BEFORE AFTER\n",
  );
  process.exit(2);
}
