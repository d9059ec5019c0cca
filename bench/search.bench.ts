/**
 * Search-language benchmarks (issue 23): compiled against interpreted on SAVE + MORE = MONEY,
 * eight queens, a brute-force alphametic of 6.9 million nodes and the zebra puzzle with five
 * named pools (issue 34: also its whole CLI process, wall-clock), in this process (warm) and as
 * whole `permuta search` runs (CPU time of the process, a trivial program's subtracted, median
 * of 5); the first run of fresh code in a new process, split into level functions or one nest of
 * loops; and the compiled programs against hand-written JavaScript of the same searches. Every
 * ratio is printed only after checking that both sides counted the same nodes or solutions.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createCounters } from "../src/core/counters.js";
import { interpretProgram } from "../src/search/interpreter.js";
import { compiledSearch, loadProgram } from "../src/search/run.js";
import { type BenchContext, formatTime, measure, ratio, table } from "./harness.js";

const example = (name: string) =>
  readFileSync(new URL(`../examples/${name}`, import.meta.url), "utf8");
const BRUTE = fileURLToPath(new URL("programs/brute-force-alphametic.search", import.meta.url));
const CLI = fileURLToPath(new URL("../dist/cli.js", import.meta.url));
const INDEX = fileURLToPath(new URL("../dist/index.js", import.meta.url));

/**
 * Hand-written JavaScript of bench/programs/brute-force-alphametic.search: ten nested loops over
 * the free digits of a bitmask, the three words evaluated at the end. Counts the same nodes.
 */
export function handBruteForce(): { nodes: number; solutions: number } {
  let nodes = 0;
  let solutions = 0;
  const ALL = 1023;
  const bits = (b: number) => 31 - Math.clz32(b);
  for (let f0 = ALL; f0 !== 0; f0 &= f0 - 1) {
    const b0 = f0 & -f0;
    const d = bits(b0);
    nodes++;
    if (d === 0) continue;
    for (let f1 = ALL & ~b0; f1 !== 0; f1 &= f1 - 1) {
      const b1 = f1 & -f1;
      const j = bits(b1);
      nodes++;
      if (j === 0) continue;
      const u1 = b0 | b1;
      for (let f2 = ALL & ~u1; f2 !== 0; f2 &= f2 - 1) {
        const b2 = f2 & -f2;
        const p = bits(b2);
        nodes++;
        if (p === 0) continue;
        const u2 = u1 | b2;
        for (let f3 = ALL & ~u2; f3 !== 0; f3 &= f3 - 1) {
          const b3 = f3 & -f3;
          const i = bits(b3);
          nodes++;
          const u3 = u2 | b3;
          for (let f4 = ALL & ~u3; f4 !== 0; f4 &= f4 - 1) {
            const b4 = f4 & -f4;
            const y = bits(b4);
            nodes++;
            const u4 = u3 | b4;
            for (let f5 = ALL & ~u4; f5 !== 0; f5 &= f5 - 1) {
              const b5 = f5 & -f5;
              const x = bits(b5);
              nodes++;
              const u5 = u4 | b5;
              for (let f6 = ALL & ~u5; f6 !== 0; f6 &= f6 - 1) {
                const b6 = f6 & -f6;
                const k = bits(b6);
                nodes++;
                const u6 = u5 | b6;
                for (let f7 = ALL & ~u6; f7 !== 0; f7 &= f7 - 1) {
                  const b7 = f7 & -f7;
                  const n = bits(b7);
                  nodes++;
                  const u7 = u6 | b7;
                  for (let f8 = ALL & ~u7; f8 !== 0; f8 &= f8 - 1) {
                    const b8 = f8 & -f8;
                    const o = bits(b8);
                    nodes++;
                    const u8 = u7 | b8;
                    for (let f9 = ALL & ~u8; f9 !== 0; f9 &= f9 - 1) {
                      const s = bits(f9 & -f9);
                      nodes++;
                      const jiydx = j * 10000 + i * 1000 + y * 100 + d * 10 + x;
                      const pkinp = p * 10000 + k * 1000 + i * 100 + n * 10 + p;
                      const diospy = d * 100000 + i * 10000 + o * 1000 + s * 100 + p * 10 + y;
                      if (jiydx + pkinp === diospy) solutions++;
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }
  return { nodes, solutions };
}

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

/** CPU seconds (user + system) of one whole process running the built CLI, and its output. */
function cliRun(args: string[]): { cpu: number; out: string } {
  const dir = mkdtempSync(join(tmpdir(), "permuta-bench-"));
  try {
    const file = join(dir, "out");
    const quoted = [process.execPath, CLI, ...args].map((a) => `'${a.replace(/'/g, "'\\''")}'`);
    const result = spawnSync(
      "bash",
      ["-c", `TIMEFORMAT='%3U %3S'; time ${quoted.join(" ")} > '${file}'`],
      { encoding: "utf8" },
    );
    if (result.status !== 0) throw new Error(`permuta ${args.join(" ")}: ${result.stderr}`);
    const [user, system] = result.stderr.trim().split(/\s+/).slice(-2).map(Number);
    return { cpu: user + system, out: readFileSync(file, "utf8") };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const ZEBRA = "zebra puzzle, clues in order";
const ZEBRA_BY_GROUP = "zebra puzzle, group by group";
const ZEBRA_ANSWER = "water: house 1, zebra: house 5; norwegian 1, japanese 5\n";

/**
 * The median wall-clock seconds of `runs` whole CLI processes (start, parse, compile, solve,
 * print, exit), checking that each printed `expected`.
 */
function cliWallMedian(args: string[], runs: number, expected: string): number {
  const times: number[] = [];
  for (let r = 0; r < runs; r++) {
    const start = performance.now();
    const result = spawnSync(process.execPath, [CLI, ...args], { encoding: "utf8" });
    times.push((performance.now() - start) / 1000);
    if (result.status !== 0 || result.stdout !== expected)
      throw new Error(`permuta ${args.join(" ")} printed something else`);
  }
  return median(times);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const seconds = (s: number) => formatTime(s * 1000);

/** The median CPU time of `runs` whole CLI runs, checking that every run printed `expected`. */
function cliMedian(args: string[], runs: number, expected?: string): number {
  const times: number[] = [];
  for (let r = 0; r < runs; r++) {
    const { cpu, out } = cliRun(args);
    if (expected !== undefined && out !== expected)
      throw new Error(`permuta ${args.join(" ")} printed something else`);
    times.push(cpu);
  }
  return median(times);
}

/**
 * The first run of freshly compiled code in a new process (no code cache, no feedback), in the
 * split form or as one nest of loops, then the fifth run in the same process: milliseconds.
 */
function firstRuns(file: string, split: boolean): { first: number; warm: number; nodes: number } {
  const script = `
    import { readFileSync } from "node:fs";
    import { checkSearchProgram, compileSearchProgram, parseSearchProgram } from ${JSON.stringify(INDEX)};
    const checked = checkSearchProgram(parseSearchProgram(readFileSync(${JSON.stringify(file)}, "utf8")));
    const times = [];
    let nodes = 0;
    for (let r = 0; r < 5; r++) {
      const compiled = compileSearchProgram(checked, { split: ${split}, incremental: ${split} });
      const counters = { nodes: 0, solutions: 0 };
      const start = performance.now();
      compiled.run(() => {}, { counters });
      times.push(performance.now() - start);
      nodes = counters.nodes;
    }
    console.log(JSON.stringify({ first: times[0], warm: times[4], nodes }));`;
  const out = execFileSync(process.execPath, ["--input-type=module", "-e", script], {
    encoding: "utf8",
  });
  return JSON.parse(out);
}

export default async function searchBench(ctx: BenchContext): Promise<string> {
  const programs: Record<string, { file: string; text: string }> = {
    "SAVE + MORE = MONEY": {
      file: fileURLToPath(new URL("../examples/save-more-money.search", import.meta.url)),
      text: example("save-more-money.search"),
    },
    "eight queens (92)": {
      file: fileURLToPath(new URL("../examples/eight-queens.search", import.meta.url)),
      text: example("eight-queens.search"),
    },
    "JIYDX + PKINP = DIOSPY, brute force": { file: BRUTE, text: readFileSync(BRUTE, "utf8") },
    // issue 34: 25 variables drawn from 5 named pools, clues in order, and written group by group
    [ZEBRA]: {
      file: fileURLToPath(new URL("../examples/zebra.search", import.meta.url)),
      text: example("zebra.search"),
    },
    [ZEBRA_BY_GROUP]: {
      file: fileURLToPath(new URL("../examples/zebra-by-group.search", import.meta.url)),
      text: example("zebra-by-group.search"),
    },
  };

  // -- in this process, warm
  const rows: string[][] = [];
  const compiledMs: Record<string, number> = {};
  const interpretedMs: Record<string, number> = {};
  for (const [name, { text }] of Object.entries(programs)) {
    const checked = loadProgram(text);
    const compiled = compiledSearch(checked);
    const visit = () => {};
    const c1 = createCounters();
    const c2 = createCounters();
    compiled.run(visit, { counters: c1 });
    interpretProgram(checked, visit, { counters: c2 });
    if (c1.nodes !== c2.nodes || c1.solutions !== c2.solutions)
      throw new Error(`search: ${name}: compiled and interpreted counted different work`);
    const [c, i] = await measure(ctx, {
      [`${name} compiled`]: () => compiled.run(visit),
      [`${name} interpreted`]: () => interpretProgram(checked, visit),
    });
    compiledMs[name] = c.medianMs;
    interpretedMs[name] = i.medianMs;
    rows.push([
      name,
      c1.nodes.toLocaleString("en-US"),
      formatTime(c.medianMs),
      `${((c.medianMs * 1e6) / c1.nodes).toFixed(1)} ns`,
      formatTime(i.medianMs),
      ratio(i.medianMs, c.medianMs),
    ]);
    ctx.log(`search: ${name}: ${c1.nodes} nodes, ${c1.solutions} solutions on both sides`);
  }

  // -- whole CLI runs: CPU time of the process, a trivial program's subtracted
  const runs = ctx.quick ? 3 : 5;
  const dir = mkdtempSync(join(tmpdir(), "permuta-bench-"));
  const trivialFile = join(dir, "trivial.search");
  writeFileSync(trivialFile, "Values 0..1\nChoose a\nPrint a\n");
  const cliRows: string[][] = [];
  let bruteCliRatio = Number.NaN;
  let zebraWall = Number.NaN;
  try {
    const trivial = cliMedian(["search", trivialFile], runs);
    zebraWall = cliWallMedian(["search", programs[ZEBRA].file], runs, ZEBRA_ANSWER);
    for (const [name, { file }] of Object.entries(programs)) {
      const expected = cliRun(["search", file]).out;
      const compiled = cliMedian(["search", file], runs, expected);
      const interpreted = cliMedian(["search", file, "--interpret"], runs, expected);
      // below some 20 ms of work, the start-up's noise is larger than the work: no ratio
      const net =
        compiled - trivial >= 0.02
          ? ratio(interpreted - trivial, compiled - trivial)
          : "(start-up dominates)";
      if (name.includes("DIOSPY")) bruteCliRatio = (interpreted - trivial) / (compiled - trivial);
      cliRows.push([name, seconds(compiled), seconds(interpreted), net]);
      ctx.log(`search: CLI ${name}: compiled ${compiled} s, interpreted ${interpreted} s`);
    }
    cliRows.push(["trivial program (start-up)", seconds(trivial), "", ""]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  // -- first run of fresh code, in a new process: split into level functions or one nest
  const firstRows: string[][] = [];
  const forms: [string, boolean][] = [
    ["level functions, incremental sums (default)", true],
    ["one nest of loops, restrictions as written", false],
  ];
  for (const [form, split] of forms) {
    const samples = Array.from({ length: runs }, () => firstRuns(BRUTE, split));
    if (samples.some((x) => x.nodes !== 6904963))
      throw new Error("search: the first-run child counted other work");
    firstRows.push([
      form,
      formatTime(median(samples.map((x) => x.first))),
      formatTime(median(samples.map((x) => x.warm))),
    ]);
  }

  // -- hand-written JavaScript of the same searches
  const hand = handBruteForce();
  const checkedBrute = loadProgram(programs["JIYDX + PKINP = DIOSPY, brute force"].text);
  const counted = createCounters();
  compiledSearch(checkedBrute).run(() => {}, { counters: counted });
  if (hand.nodes !== counted.nodes || hand.solutions !== counted.solutions)
    throw new Error(`search: the hand-written brute force counted ${hand.nodes} nodes`);
  const [handQ, bits, handB] = await measure(ctx, {
    "hand-written queens": () => {
      if (handQueens(8) !== 92) throw new Error("hand-written queens miscounted");
    },
    "bitboard queens": () => {
      if (bitQueens(8) !== 92) throw new Error("bitboard queens miscounted");
    },
    "hand-written brute force": () => {
      if (handBruteForce().solutions !== 1) throw new Error("hand-written brute force miscounted");
    },
  });
  const queensCompiled = compiledMs["eight queens (92)"];
  const bruteCompiled = compiledMs["JIYDX + PKINP = DIOSPY, brute force"];
  return [
    "## Search language",
    "",
    "Compiled (generated JavaScript) against the tree-walking interpreter, same program, same",
    "nodes and solutions (checked), in this process after warm-up:",
    "",
    table(
      ["program", "nodes", "compiled", "per node", "interpreted", "interpreted / compiled"],
      rows,
    ),
    "",
    `Whole \`permuta search\` processes (CPU time, user + system, median of ${runs}; the same output`,
    "checked); the ratio subtracts the start-up, measured as the CPU time of a trivial program:",
    "",
    table(
      ["program", "compiled", "interpreted", "interpreted / compiled, start-up subtracted"],
      cliRows,
    ),
    "",
    `- JIYDX + PKINP = DIOSPY as whole CLI runs: compiled ${bruteCliRatio.toFixed(1)}x faster than interpreted (goal ≥ 10x).`,
    `- The zebra puzzle (examples/zebra.search: 25 variables, 5 named pools) solved and printed by \`permuta search\`, compiled, whole process: ${formatTime(zebraWall * 1000)} wall-clock, median of ${runs}, and ${cliRows.find((r) => r[0] === ZEBRA)?.[1]} CPU time as in the table above (goal ≤ 200 ms).`,
    `- In this process, compiled against interpreted: the zebra puzzle ${ratio(interpretedMs[ZEBRA], compiledMs[ZEBRA])}, written group by group ${ratio(interpretedMs[ZEBRA_BY_GROUP], compiledMs[ZEBRA_BY_GROUP])} faster (goal ≥ 10x); per node in the table above (goal ≤ 5 ns).`,
    "",
    "The brute-force program's first run in a new process (fresh code, no feedback yet) and its",
    `fifth run in the same process, each form (median of ${runs} processes):`,
    "",
    table(["form of the compiled code", "first run", "fifth run"], firstRows),
    "",
    "Compiled programs against hand-written JavaScript of the same searches (same nodes, checked):",
    "",
    table(
      ["hand-written", "time", "compiled / hand-written"],
      [
        [
          "eight queens: same search (column pool, diagonal test per earlier row)",
          formatTime(handQ.medianMs),
          ratio(queensCompiled, handQ.medianMs),
        ],
        [
          "eight queens: bitboard (columns and diagonals as bitmasks)",
          formatTime(bits.medianMs),
          ratio(queensCompiled, bits.medianMs),
        ],
        [
          "JIYDX + PKINP = DIOSPY: ten loops over a digit mask, words at the end",
          formatTime(handB.medianMs),
          ratio(bruteCompiled, handB.medianMs),
        ],
      ],
    ),
  ].join("\n");
}
