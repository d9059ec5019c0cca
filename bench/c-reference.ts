/**
 * Compiling and timing the C references of the exact cover and N-queens benchmarks
 * (bench/ref/dlx.c, bench/ref/queens.c): gcc -O2 into a temporary directory, or undefined
 * (with a log line) when gcc is absent, so the benchmark skips the C column politely.
 * Also a CPU-time measure for long JavaScript runs, comparable with the C programs' own
 * CPU-time figures.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { BenchContext } from "./harness.js";

const here = dirname(fileURLToPath(import.meta.url));

/** A compiled C reference. */
export interface CProgram {
  exe: string;
  /** Removes the temporary directory. */
  dispose(): void;
}

/** Compiles bench/ref/<name>.c with gcc -O2; undefined without gcc or on failure. */
export function compileC(ctx: BenchContext, name: string): CProgram | undefined {
  try {
    execFileSync("gcc", ["--version"], { stdio: "ignore" });
  } catch {
    ctx.log(`${name} bench: no gcc, skipping the C reference`);
    return undefined;
  }
  const dir = mkdtempSync(join(tmpdir(), `permuta-${name}-`));
  try {
    const exe = join(dir, name);
    execFileSync("gcc", ["-O2", "-o", exe, join(here, "ref", `${name}.c`)], { stdio: "ignore" });
    return { exe, dispose: () => rmSync(dir, { recursive: true, force: true }) };
  } catch (error) {
    ctx.log(`${name} bench: could not compile the C reference: ${(error as Error).message}`);
    rmSync(dir, { recursive: true, force: true });
    return undefined;
  }
}

/** Runs a C reference and returns its whitespace-separated output fields, or undefined. */
export function runC(
  ctx: BenchContext,
  program: CProgram | undefined,
  args: string[],
  input?: string,
): string[] | undefined {
  if (program === undefined) return undefined;
  try {
    return execFileSync(program.exe, args, { encoding: "utf8", input, maxBuffer: 1 << 20 })
      .trim()
      .split(/\s+/);
  } catch (error) {
    ctx.log(`C reference ${program.exe} failed: ${(error as Error).message}`);
    return undefined;
  }
}

/**
 * The least CPU time of the main thread (milliseconds) over `runs` calls of `f`, after `warmup`
 * calls; also returns f's last result. On a shared machine the least time is the one least
 * disturbed by others. Node 20 has no per-thread CPU clock, so each call counts the lesser of
 * the process's CPU time (user + system) and the wall time, both bounds on the main thread's:
 * the process's alone also counts V8's helper threads (concurrent marking of the heap other
 * benchmarks left, background compiling), which measured twice the wall time in some passes on
 * 2 cores (the 199-addend sum at 303 µs a puzzle, in a run whose tinybench median for it was
 * 152 µs); the wall time alone counts the time others hold the core.
 */
export function cpuTime<T>(f: () => T, runs: number, warmup = 0): { ms: number; result: T } {
  let result = undefined as T;
  for (let i = 0; i < warmup; i++) result = f();
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < runs; i++) {
    const start = process.cpuUsage();
    const wallStart = performance.now();
    result = f();
    const wall = performance.now() - wallStart;
    const used = process.cpuUsage(start);
    best = Math.min(best, (used.user + used.system) / 1000, wall);
  }
  return { ms: best, result };
}
