/**
 * The local pool: units run on `workers` worker_threads (tinypool), each thread loading the built
 * `dist/parallel/worker-thread.js`. Results come back in push order (see stream.ts). An
 * AbortSignal cancels the queued units and terminates the threads. Cost: one thread start per
 * worker (~30 ms), then one message round trip per unit.
 */
import { setMaxListeners } from "node:events";
import { fileURLToPath } from "node:url";
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
    execArgv: threadExecArgv(),
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
