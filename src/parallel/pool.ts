/**
 * The local pool: units run on `workers` worker_threads (tinypool), each thread loading the built
 * `dist/parallel/worker-thread.js`. Results come back in push order (see stream.ts). An
 * AbortSignal cancels the queued units and terminates the threads. Cost: one thread start per
 * worker (~30 ms), then one message round trip per unit.
 */
import { setMaxListeners } from "node:events";
import { fileURLToPath } from "node:url";
import { type ResourceLimits, Worker } from "node:worker_threads";
import Tinypool from "tinypool";
import { orderedStream, type UnitResultHandler, type UnitStream } from "./stream.js";

/** Reports units done, out of the total when known (a CLI progress line, for instance). */
export interface UnitProgress {
  update(done: number, total?: number, label?: string): void;
  stop(): void;
}

/**
 * The built worker file, `dist/parallel/worker-thread.js`: the same path relative to this file
 * from `src/parallel/` (tests, tsx) and from `dist/parallel/` (the installed package).
 */
export const workerThreadFile = fileURLToPath(
  new URL("../../dist/parallel/worker-thread.js", import.meta.url),
);

/**
 * The Node options the pool's threads start with: the coordinator's, less the hooks of a
 * TypeScript loader it may run under (tsx, in the tests and benchmarks). The threads load built
 * JavaScript only, and those hooks would cost each thread about 100 ms of start-up.
 *
 * @example
 * ```ts
 * threadExecArgv(["--require", "/x/node_modules/tsx/dist/preflight.cjs", "--max-old-space-size=4096"]);
 * // ["--max-old-space-size=4096"]
 * ```
 */
export function threadExecArgv(execArgv: readonly string[] = process.execArgv): string[] {
  const hook = /^(--require|-r|--import|--loader|--experimental-loader)(=.*)?$/;
  const isTsx = (value: string) => /[\\/]node_modules[\\/]tsx[\\/]/.test(value);
  const kept: string[] = [];
  for (let i = 0; i < execArgv.length; i++) {
    const match = hook.exec(execArgv[i]);
    if (match?.[2] !== undefined && isTsx(match[2])) continue;
    if (match && match[2] === undefined && i + 1 < execArgv.length && isTsx(execArgv[i + 1])) {
      i++;
      continue;
    }
    kept.push(execArgv[i]);
  }
  return kept;
}

/** What a pool's threads start with: Node options a thread accepts, and its heap limits. */
export interface ThreadOptions {
  execArgv: string[];
  resourceLimits?: ResourceLimits;
}

/** V8 heap and stack flags (process-wide, refused by threads), as a thread's resource limits. */
const heapFlags: [RegExp, (value: number) => ResourceLimits][] = [
  [/^--max[-_]old[-_]space[-_]size=(\d+)$/, (mb) => ({ maxOldGenerationSizeMb: mb })],
  // the young generation is three semi-spaces in V8
  [/^--max[-_]semi[-_]space[-_]size=(\d+)$/, (mb) => ({ maxYoungGenerationSizeMb: 3 * mb })],
  [/^--stack[-_]size=(\d+)$/, (kb) => ({ stackSizeMb: kb / 1024 })],
];

const refused = /invalid execArgv flags: (.*)$/;
const acceptedCache = new Map<string, string[]>();

/**
 * The options of `execArgv` that a worker thread accepts. Node refuses process-wide options in a
 * thread (`ERR_WORKER_INVALID_EXEC_ARGV`: V8 flags such as `--expose-gc`, `--title`, ...) and
 * names them in its message; they are dropped. Asking costs one thread start, once per list
 * (none when the list is empty, the usual case).
 *
 * @example
 * ```ts
 * acceptedThreadArgv(["--enable-source-maps", "--expose-gc"]); // ["--enable-source-maps"]
 * ```
 */
export function acceptedThreadArgv(execArgv: readonly string[]): string[] {
  const key = JSON.stringify(execArgv);
  const cached = acceptedCache.get(key);
  if (cached) return [...cached];
  let kept = [...execArgv];
  for (let tries = 0; kept.length > 0 && tries < 8; tries++) {
    try {
      const probe = new Worker("", { eval: true, execArgv: kept, stdout: true, stderr: true });
      probe.unref();
      void probe.terminate();
      break;
    } catch (error) {
      const match = refused.exec((error as Error).message ?? "");
      if ((error as NodeJS.ErrnoException).code !== "ERR_WORKER_INVALID_EXEC_ARGV" || !match) {
        kept = [];
        break;
      }
      const bad = new Set(match[1].split(/,\s*/));
      const next: string[] = [];
      for (let i = 0; i < kept.length; i++) {
        if (!bad.has(kept[i])) next.push(kept[i]);
        // a refused option's value given as the next argument (`--title x`) goes too
        else if (!kept[i].includes("=") && i + 1 < kept.length && !kept[i + 1].startsWith("-")) i++;
      }
      kept = next.length < kept.length ? next : [];
    }
  }
  acceptedCache.set(key, kept);
  return [...kept];
}

/**
 * The options a pool's threads start with: {@link threadExecArgv}, with the V8 heap and stack
 * flags (`--max-old-space-size=MB`, `--max-semi-space-size=MB`, `--stack-size=KB`) turned into
 * each thread's resource limits, and the other options a thread refuses dropped.
 *
 * @example
 * ```ts
 * threadOptions(["--max-old-space-size=1024", "--enable-source-maps"]);
 * // { execArgv: ["--enable-source-maps"], resourceLimits: { maxOldGenerationSizeMb: 1024 } }
 * ```
 */
export function threadOptions(execArgv: readonly string[] = process.execArgv): ThreadOptions {
  let resourceLimits: ResourceLimits | undefined;
  const rest: string[] = [];
  for (const flag of threadExecArgv(execArgv)) {
    const heap = heapFlags.find(([re]) => re.test(flag));
    if (heap) {
      const value = Number((heap[0].exec(flag) as RegExpExecArray)[1]);
      if (value > 0) resourceLimits = { ...resourceLimits, ...heap[1](value) };
    } else rest.push(flag);
  }
  const options: ThreadOptions = { execArgv: acceptedThreadArgv(rest) };
  if (resourceLimits) options.resourceLimits = resourceLimits;
  return options;
}

/**
 * Creates a tinypool of `threads` threads running units.
 *
 * @example
 * ```ts
 * const pool = createUnitPool(2);
 * await pool.run({ engine: "search", payload });
 * await pool.destroy();
 * ```
 */
export function createUnitPool(threads: number): Tinypool {
  return new Tinypool({
    filename: workerThreadFile,
    minThreads: threads,
    maxThreads: threads,
    idleTimeout: 60_000,
    ...threadOptions(),
  });
}

/**
 * Opens a stream of units on a pool of `workers` threads; at most `window` units (4 per thread
 * by default) are queued or running at a time.
 *
 * @example
 * ```ts
 * const stream = openPoolStream(2, (result, i) => console.log(i, result));
 * await stream.push(unit);
 * await stream.finish();
 * ```
 */
export function openPoolStream(
  workers: number,
  onResult: UnitResultHandler,
  options: { signal?: AbortSignal; window?: number } = {},
): UnitStream {
  const threads = Math.max(1, workers);
  const pool = createUnitPool(threads);
  const local = new AbortController();
  setMaxListeners(0, local.signal); // one listener per queued unit
  const onAbort = () => local.abort();
  options.signal?.addEventListener("abort", onAbort, { once: true });
  return orderedStream(
    (unit) => pool.run(unit, { signal: local.signal }),
    onResult,
    options.window ?? 4 * threads,
    async () => {
      options.signal?.removeEventListener("abort", onAbort);
      local.abort();
      pool.cancelPendingTasks();
      await pool.destroy();
    },
  );
}
