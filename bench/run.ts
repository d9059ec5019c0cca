/**
 * `npm run bench [-- --quick] [-- name...]`: runs every bench/*.bench.ts (or those whose names
 * contain one of the given words) and writes BENCHMARKS.md with the machine, the Node version,
 * medians and ratios to the references measured in the same process, then checks README.md against
 * it (tools/readme-figures.ts: README links to BENCHMARKS.md's sections and quotes no figure).
 *
 * Each bench file runs in a fresh Node process (this script again, with PERMUTA_BENCH_FILE set),
 * as the outside references (tdoku, the C programs) run in theirs: a file's figures do not carry
 * the heap, the garbage and the compiled code the files before it left (after the other Sudoku
 * benches in one process, the Sudoku kernels counted measurably fewer puzzles a second than in
 * a process of their own, while tdoku, in its own process, did not change).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, tmpdir, totalmem } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { checkReadme } from "../tools/readme-figures.js";
import type { BenchContext, BenchFile } from "./harness.js";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "..");
const args = process.argv.slice(2);
const quick = args.includes("--quick");
const filters = args.filter((a) => !a.startsWith("--"));
const sharedPath = resolve(root, "..", "shared", "data");

const ctx: BenchContext = {
  quick,
  sharedData: existsSync(sharedPath) ? sharedPath : undefined,
  log: (m) => process.stderr.write(`${m}\n`),
};

const files = readdirSync(here)
  .filter((f) => f.endsWith(".bench.ts"))
  .filter((f) => filters.length === 0 || filters.some((w) => f.includes(w)))
  .sort();

/** In a child process: runs one bench file and writes its section to PERMUTA_BENCH_OUT. */
async function runOne(file: string, out: string): Promise<void> {
  const mod = (await import(pathToFileURL(join(here, file)).href)) as { default: BenchFile };
  let section: string;
  try {
    section = await mod.default(ctx);
  } catch (error) {
    section = `## ${file}\n\nfailed: ${(error as Error).message}`;
    ctx.log(`bench: ${file} failed: ${(error as Error).stack}`);
  }
  writeFileSync(out, section);
}

/** Runs a bench file in a fresh process (this script, same loader flags) and returns its section. */
function runIsolated(file: string): string {
  const dir = mkdtempSync(join(tmpdir(), "permuta-bench-"));
  const out = join(dir, "section.md");
  try {
    const child = spawnSync(
      process.execPath,
      [...process.execArgv, fileURLToPath(import.meta.url), ...args],
      {
        env: { ...process.env, PERMUTA_BENCH_FILE: file, PERMUTA_BENCH_OUT: out },
        stdio: ["ignore", "inherit", "inherit"],
      },
    );
    if (existsSync(out)) return readFileSync(out, "utf8");
    const why = child.error?.message ?? `exit code ${child.status}, signal ${child.signal}`;
    ctx.log(`bench: ${file} failed: ${why}`);
    return `## ${file}\n\nfailed: ${why}`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const childFile = process.env.PERMUTA_BENCH_FILE;
if (childFile !== undefined) {
  await runOne(childFile, process.env.PERMUTA_BENCH_OUT ?? join(tmpdir(), "permuta-bench.md"));
  process.exit(0);
}

const sections: string[] = [];
for (const file of files) {
  ctx.log(`bench: ${file}`);
  sections.push(runIsolated(file));
}

const cpu = cpus()[0]?.model ?? "unknown CPU";
const header = [
  "# Benchmarks",
  "",
  "Written by `npm run bench`. Figures are medians; machines are shared and noisy, so compare the",
  "ratios (measured in the same process; each bench file runs in a fresh one) rather than",
  "absolute times.",
  "",
  `- date: ${new Date().toISOString()}`,
  `- machine: ${cpu}, ${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GiB`,
  `- node: ${process.version} (${process.platform} ${process.arch})`,
  `- mode: ${quick ? "quick" : "full"}${filters.length ? `, only: ${filters.join(", ")}` : ""}`,
  "",
].join("\n");

// BENCHMARKS.md is only ever one full run of every benchmark: a quick or partial run goes aside
const out =
  filters.length || quick ? join(root, "BENCHMARKS.partial.md") : join(root, "BENCHMARKS.md");
writeFileSync(out, `${header}\n${sections.join("\n\n")}\n`);
ctx.log(`bench: wrote ${out}`);

// README quotes no figure by hand: it links to BENCHMARKS.md's sections (`npm run figures`).
const problems = checkReadme(
  readFileSync(join(root, "README.md"), "utf8"),
  readFileSync(join(root, "BENCHMARKS.md"), "utf8"),
);
for (const p of problems) ctx.log(`figures: ${p}`);
if (problems.length) process.exitCode = 1;
else ctx.log("figures: README links to BENCHMARKS.md and quotes no figure by hand");
