/**
 * The benchmark harness: each `bench/*.bench.ts` exports a default async function that measures
 * its area and returns a Markdown section; `bench/run.ts` runs them and writes BENCHMARKS.md.
 * Medians come from tinybench; ratios compare figures measured in the same process.
 */
import { Bench } from "tinybench";

/** What a benchmark file may use. */
export interface BenchContext {
  /** True for a quick run (`npm run bench -- --quick`): fewer iterations. */
  quick: boolean;
  /** Absolute path of ../shared/data, or undefined when absent (skip politely). */
  sharedData: string | undefined;
  /** Logs a progress line to stderr. */
  log(message: string): void;
}

/** A benchmark file's export. */
export type BenchFile = (ctx: BenchContext) => Promise<string>;

/** Result of one measured task. */
export interface Measured {
  name: string;
  /** Median time of one call, in milliseconds. */
  medianMs: number;
  samples: number;
}

/**
 * Measures tasks with tinybench and returns each one's median time per call.
 *
 * @example
 * ```ts
 * const [a] = await measure(ctx, { "heap n=10": () => forEachPermutation(10, () => {}) });
 * ```
 */
export async function measure(
  ctx: BenchContext,
  tasks: Record<string, () => unknown>,
  options: { time?: number; iterations?: number; warmupIterations?: number } = {},
): Promise<Measured[]> {
  const bench = new Bench({
    time: options.time ?? (ctx.quick ? 200 : 1000),
    iterations: options.iterations ?? (ctx.quick ? 3 : 10),
    warmupTime: ctx.quick ? 50 : 200,
    warmupIterations: options.warmupIterations ?? (ctx.quick ? 1 : 3),
  });
  for (const [name, fn] of Object.entries(tasks)) bench.add(name, fn);
  await bench.run();
  return bench.tasks.map((task) => {
    const result = task.result as unknown as {
      latency?: { p50?: number; samplesCount?: number };
      state?: string;
      error?: unknown;
    };
    if (result?.error) throw result.error;
    return {
      name: task.name,
      medianMs: result?.latency?.p50 ?? Number.NaN,
      samples: result?.latency?.samplesCount ?? 0,
    };
  });
}

/**
 * A Markdown table.
 *
 * @example
 * ```ts
 * table(["what", "median"], [["heap", "3.1 ns"]]);
 * ```
 */
export function table(headers: string[], rows: (string | number)[][]): string {
  const lines = [
    `| ${headers.join(" | ")} |`,
    `|${headers.map(() => "---").join("|")}|`,
    ...rows.map((r) => `| ${r.join(" | ")} |`),
  ];
  return lines.join("\n");
}

/**
 * Formats a duration given in milliseconds with a sensible unit.
 *
 * @example
 * ```ts
 * formatTime(0.0000031); // "3.10 ns"
 * ```
 */
export function formatTime(ms: number): string {
  if (!Number.isFinite(ms)) return "n/a";
  const ns = ms * 1e6;
  if (ns < 1000) return `${ns.toFixed(2)} ns`;
  if (ns < 1e6) return `${(ns / 1000).toFixed(2)} µs`;
  if (ms < 1000) return `${ms.toFixed(2)} ms`;
  return `${(ms / 1000).toFixed(2)} s`;
}

/**
 * A ratio `a / b` written as "2.31x".
 *
 * @example
 * ```ts
 * ratio(3, 2); // "1.50x"
 * ```
 */
export function ratio(a: number, b: number): string {
  if (!(b > 0) || !Number.isFinite(a)) return "n/a";
  return `${(a / b).toFixed(2)}x`;
}
