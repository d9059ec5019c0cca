import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { solveAlphametic } from "/work/main/src/alphametics/solver.js";
import { createCounters } from "/work/main/src/core/counters.js";
import { cpuTime } from "/work/main/bench/c-reference.js";
const td = (n: string) => readFileSync(`/work/main/test/data/alphametics/${n}`, "utf8");
const lines = (t: string) => t.split("\n").filter((l) => l.trim() !== "" && !l.trim().startsWith("#"));
const isPlainSum = (line: string) =>
  /^[^-*/%^()<>!;&'"=+\s][^-*/%^()<>!;&'"]*$/.test(line.trim()) &&
  line.split(/==?/).length === 2 &&
  line.split(/==?/).every((side) => side.split("+").every((w) => w.trim() !== ""));
const ex = JSON.parse(td("exercism-canonical-data.json"));
const long = ex.cases[9].input.puzzle;
const which = process.argv[2] ?? "bl";
const batches: [string, string[], number][] = [];
if (which.includes("b")) batches.push(["barker", lines(td("cryptarithms-barker.db.txt")).filter(isPlainSum), 40]);
if (which.includes("l")) batches.push(["long", Array(50).fill(long), 20]);
if (which.includes("c")) {
  const dir = "/work/shared/data/alphametics/cryptator/src/main/cryptarithms";
  const all: string[] = [];
  for (const f of readdirSync(dir).filter((f) => f.endsWith(".db.txt")).sort()) all.push(...lines(readFileSync(join(dir, f), "utf8")));
  batches.push(["cryptator", all.filter(isPlainSum), 3]);
}
for (const [label, ls, runs] of batches) {
  const out = execFileSync("/tmp/alph", [String(runs)], { input: ls.join("\n") + "\n" }).toString().trim().split(" ").map(Number);
  const ours = cpuTime(() => { const counters = createCounters(); let sol = 0; for (const p of ls) sol += solveAlphametic(p, { anySymbol: true, counters }).solutions.length; return { nodes: counters.nodes, sol }; }, runs, 1);
  const same = out[1] === ours.result.sol && out[2] === ours.result.nodes;
  console.log(label, ls.length, "ours/puzzle", (ours.ms / ls.length * 1000).toFixed(1), "µs C", (out[3] / ls.length * 1000).toFixed(1), "ratio", (ours.ms / out[3]).toFixed(2), same ? "same" : `DIFF ${out} vs ${ours.result.nodes}`);
}
