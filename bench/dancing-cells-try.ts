/**
 * Issue 19's experiment: `npx tsx bench/dancing-cells-try.ts [rounds] [word]` (only the problems
 * whose name contains the word; four extra problems run only when the word names them). Checks that the
 * dancing-cells prototype (bench/dancing-cells.ts, both undo schemes) counts what the
 * DancingLinks engine counts, on the three problems of bench/cover.bench.ts and on small random
 * problems, then times them in interleaved rounds (C DLX1, engine, cells walk, cells trail, in
 * a rotating order) and prints per problem the medians of the per-round ratios. Times are CPU
 * times of one full count (the C program's own CPU time of one run).
 *
 * Measured 2026-11-26 (2 shared cores, node 20; medians of per-round ratios, 5 rounds, 3 for
 * pentominoes), time / engine's: pentominoes 6x10 walk 1.28, trail 0.86, lazy 1.12; Langford
 * n = 12 walk 1.20, trail 1.18, lazy 1.45; 14-queens walk 1.17, trail 2.22, lazy 1.84 (the engine
 * at 1.49, 1.35, 1.48 x the C DLX1; lazy is the dropped third scheme, saving a size only when
 * first changed; trail at 1.28, 1.56, 3.31 x C). Extra: pentominoes 4x15
 * trail 0.86, 3x20 0.87, Soma 0.99. The saved sizes win only on packings with many primary items
 * and long options (its dead ends cost no node: a third of the nodes); with many secondary items
 * (queens) saving every active size at every node costs double.
 */
import {
  countExactCovers,
  type ExactCoverProblem,
  formatDlx,
  langfordProblem,
  pentominoProblem,
  queensProblem,
  somaProblem,
} from "../src/index.js";
import { compileC, runC } from "./c-reference.js";
import { type CellsCounters, type CellsUndo, countDancingCells } from "./dancing-cells.js";
import type { BenchContext } from "./harness.js";

const ctx: BenchContext = {
  quick: false,
  sharedData: undefined,
  log: (m) => process.stderr.write(`${m}\n`),
};
const rounds = Number(process.argv[2] ?? 5);
/** Only the problems whose name contains this word (all when absent). */
const only = process.argv[3];
const undos: CellsUndo[] = ["walk", "trail"];

/** A small random plain problem (a fixed seed per case). */
function randomProblem(seed: number): ExactCoverProblem {
  let s = seed >>> 0 || 1;
  const rand = (n: number): number => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) % n;
  };
  const p = 3 + rand(8);
  const q = rand(5);
  const primary = Array.from({ length: p }, (_, i) => `p${i}`);
  const secondary = Array.from({ length: q }, (_, i) => `s${i}`);
  const options = [];
  const count = 4 + rand(40);
  for (let o = 0; o < count; o++) {
    const items = new Set<number>([rand(p)]);
    const extra = rand(4);
    for (let k = 0; k < extra; k++) items.add(rand(p + q));
    options.push({ items: [...items] });
  }
  return { primary, secondary, options };
}

// ---- (1) counts ----
let mismatches = 0;
let randomSolutions = 0;
for (let seed = 1; seed <= 500; seed++) {
  const problem = randomProblem(seed * 2654435761);
  const expected = countExactCovers(problem);
  randomSolutions += expected;
  for (const undo of undos) {
    const got = countDancingCells(problem, undo);
    if (got !== expected) {
      mismatches++;
      console.log(`random ${seed} (${undo}): cells ${got}, engine ${expected}`);
    }
  }
}
console.log(`500 random problems (${randomSolutions} solutions in all): ${mismatches} mismatches`);

interface Case {
  name: string;
  problem: ExactCoverProblem;
}
const cases: Case[] = [
  { name: "pentominoes 6x10", problem: pentominoProblem(10, 6) },
  { name: "Langford n = 12", problem: langfordProblem(12) },
  { name: "14-queens", problem: queensProblem(14) },
];
/** More problems, run only when the word names them (e.g. `extra`, `4x15`, `soma`). */
const extra: Case[] = [
  { name: "extra: pentominoes 3x20", problem: pentominoProblem(20, 3) },
  { name: "extra: pentominoes 4x15", problem: pentominoProblem(15, 4) },
  { name: "extra: Soma cube", problem: somaProblem() },
  { name: "extra: Langford n = 11", problem: langfordProblem(11) },
];
if (only !== undefined) cases.push(...extra);

function cpuMs(f: () => number): { ms: number; result: number } {
  const start = process.cpuUsage();
  const result = f();
  const used = process.cpuUsage(start);
  return { ms: (used.user + used.system) / 1000, result };
}

const median = (xs: number[]): number => {
  const a = [...xs].sort((x, y) => x - y);
  const m = a.length >> 1;
  return a.length & 1 ? a[m] : (a[m - 1] + a[m]) / 2;
};

const c = compileC(ctx, "dlx");
try {
  for (const k of cases) {
    if (only !== undefined && !k.name.includes(only)) continue;
    const engine = { nodes: 0, solutions: 0, updates: 0 };
    const expected = countExactCovers(k.problem, { counters: engine });
    const work: Record<string, CellsCounters> = {};
    for (const undo of undos) {
      const counters = { nodes: 0, updates: 0 };
      const got = countDancingCells(k.problem, undo, counters);
      work[undo] = counters;
      console.log(
        `${k.name}: engine ${expected} solutions, ${engine.nodes} nodes, ${engine.updates} updates; cells (${undo}) ${got}, ${counters.nodes} nodes, ${counters.updates} updates: ${got === expected ? "same count" : "MISMATCH"}`,
      );
      if (got !== expected) mismatches++;
    }
    const text = formatDlx(k.problem);
    const times: Record<string, number[]> = { c: [], dlx: [], walk: [], trail: [] };
    const tasks: [string, () => number][] = [
      [
        "c",
        () => {
          const out = runC(ctx, c, ["1"], text);
          if (out === undefined) return Number.NaN;
          if (Number(out[0]) !== expected) throw new Error(`C counted ${out[0]}`);
          return Number(out[3]);
        },
      ],
      ["dlx", () => cpuMs(() => countExactCovers(k.problem)).ms],
      ["walk", () => cpuMs(() => countDancingCells(k.problem, "walk")).ms],
      ["trail", () => cpuMs(() => countDancingCells(k.problem, "trail")).ms],
    ];
    for (let r = 0; r < rounds; r++) {
      for (let j = 0; j < tasks.length; j++) {
        const [name, f] = tasks[(j + r) % tasks.length];
        times[name].push(f());
      }
    }
    const ratios = (a: string, b: string): number =>
      median(times[a].map((t, r) => t / times[b][r]));
    const ms = (a: string): string => `${median(times[a]).toFixed(0)} ms`;
    console.log(
      `${k.name}: medians of ${rounds} rounds: C ${ms("c")}, engine ${ms("dlx")}, ${undos.map((u) => `${u} ${ms(u)}`).join(", ")}`,
    );
    console.log(
      `  engine/C ${ratios("dlx", "c").toFixed(3)}; ${undos.map((u) => `${u}/engine ${ratios(u, "dlx").toFixed(3)}, ${u}/C ${ratios(u, "c").toFixed(3)}`).join("; ")}`,
    );
  }
} finally {
  c?.dispose();
}
if (mismatches) process.exitCode = 1;
