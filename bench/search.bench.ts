/**
 * Search-language benchmarks: compiled against interpreted on SAVE + MORE = MONEY and eight
 * queens (goal: compiled at least 10x faster), and the compiled eight queens (all 92) against
 * hand-written JavaScript backtracking in the same process (goal: within 3x).
 */
import { readFileSync } from "node:fs";
import { interpretProgram } from "../src/search/interpreter.js";
import { compiledSearch, loadProgram } from "../src/search/run.js";
import { type BenchContext, formatTime, measure, ratio, table } from "./harness.js";

const example = (name: string) =>
  readFileSync(new URL(`../examples/${name}`, import.meta.url), "utf8");

/** Hand-written backtracking: the same search as examples/eight-queens.search (column pool, diagonal check against each earlier row). */
export function handQueens(n: number): number {
  const q = new Int32Array(n);
  const used = new Uint8Array(n);
  let count = 0;
  const place = (row: number): void => {
    if (row === n) {
      count++;
      return;
    }
    for (let c = 0; c < n; c++) {
      if (used[c] !== 0) continue;
      let ok = true;
      for (let r = 0; r < row; r++)
        if (Math.abs(q[r] - c) === row - r) {
          ok = false;
          break;
        }
      if (!ok) continue;
      used[c] = 1;
      q[row] = c;
      place(row + 1);
      used[c] = 0;
    }
  };
  place(0);
  return count;
}

/** Hand-written bitboard backtracking (columns and both diagonals as bitmasks), for reference. */
export function bitQueens(n: number): number {
  const all = (1 << n) - 1;
  const place = (cols: number, d1: number, d2: number): number => {
    if (cols === all) return 1;
    let count = 0;
    for (let free = all & ~(cols | d1 | d2); free !== 0; free &= free - 1) {
      const bit = free & -free;
      count += place(cols | bit, ((d1 | bit) << 1) & all, (d2 | bit) >> 1);
    }
    return count;
  };
  return place(0, 0, 0);
}

export default async function searchBench(ctx: BenchContext): Promise<string> {
  const programs = {
    "SAVE + MORE = MONEY": loadProgram(example("save-more-money.search")),
    "eight queens (92)": loadProgram(example("eight-queens.search")),
  };
  const rows: string[][] = [];
  let queensCompiled = Number.NaN;
  for (const [name, checked] of Object.entries(programs)) {
    const compiled = compiledSearch(checked);
    let found = 0;
    const visit = () => {
      found++;
    };
    const [c, i] = await measure(ctx, {
      [`${name} compiled`]: () => compiled.run(visit),
      [`${name} interpreted`]: () => interpretProgram(checked, visit),
    });
    if (name.startsWith("eight")) queensCompiled = c.medianMs;
    rows.push([
      name,
      formatTime(c.medianMs),
      formatTime(i.medianMs),
      ratio(i.medianMs, c.medianMs),
    ]);
    ctx.log(`search: ${name}: ${found} solutions counted`);
  }
  const [hand, bits] = await measure(ctx, {
    "hand-written queens": () => {
      if (handQueens(8) !== 92) throw new Error("hand-written queens miscounted");
    },
    "bitboard queens": () => {
      if (bitQueens(8) !== 92) throw new Error("bitboard queens miscounted");
    },
  });
  return [
    "## Search language",
    "",
    "Compiled (generated JavaScript) against the tree-walking interpreter, same program, same counts:",
    "",
    table(["program", "compiled", "interpreted", "interpreted / compiled"], rows),
    "",
    "Compiled eight queens (all 92, `examples/eight-queens.search`) against hand-written JavaScript:",
    "",
    table(
      ["hand-written", "time", "compiled / hand-written"],
      [
        [
          "same search (column pool, diagonal test per earlier row)",
          formatTime(hand.medianMs),
          ratio(queensCompiled, hand.medianMs),
        ],
        [
          "bitboard (columns and diagonals as bitmasks)",
          formatTime(bits.medianMs),
          ratio(queensCompiled, bits.medianMs),
        ],
      ],
    ),
  ].join("\n");
}
