/**
 * The local pool: units run on `workers` worker_threads (tinypool), each thread loading the built
 * `dist/parallel/worker-thread.js`. Units are queued in order and results kept by index, so the
 * caller combines them exactly as a single-process run would. An AbortSignal cancels the queued
 * units and terminates the threads. Cost: one thread start per worker (~30 ms), then one message
 * round trip per unit.
 */
import { setMaxListeners } from "node:events";
import { fileURLToPath } from "node:url";
import Tinypool from "tinypool";
import { AbortError, throwIfAborted } from "../core/errors.js";
import type { WorkUnit } from "./unit.js";

/** Reports units done out of the total (a CLI progress line, for instance). */
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

/** Options of {@link runUnitsOnPool}. */
export interface PoolOptions {
  /** Number of threads. @defaultValue 2 */
  workers?: number;
  /** Stops the run: queued units are dropped, threads terminated, AbortError thrown. */
  signal?: AbortSignal;
  /** Called as units finish. */
  onUnitDone?: (index: number, result: unknown) => void;
}

/**
 * Runs units on a pool of worker threads; resolves to their results in unit order.
 *
 * @example
 * ```ts
 * const results = await runUnitsOnPool(units, { workers: 2 });
 * ```
 */
export async function runUnitsOnPool(
  units: readonly WorkUnit[],
  options: PoolOptions = {},
): Promise<unknown[]> {
  throwIfAborted(options.signal);
  const threads = Math.max(1, Math.min(options.workers ?? 2, units.length));
  const pool = new Tinypool({
    filename: workerThreadFile,
    minThreads: threads,
    maxThreads: threads,
    idleTimeout: 1000,
  });
  const results = new Array<unknown>(units.length);
  const local = new AbortController();
  setMaxListeners(0, local.signal); // one listener per queued unit
  const onAbort = () => local.abort();
  options.signal?.addEventListener("abort", onAbort, { once: true });
  try {
    await Promise.all(
      units.map(async (unit, index) => {
        const result = await pool.run(unit, { signal: local.signal });
        results[index] = result;
        options.onUnitDone?.(index, result);
      }),
    ).catch((error) => {
      local.abort();
      throw error;
    });
  } catch (error) {
    if (options.signal?.aborted) throw new AbortError();
    throw error;
  } finally {
    options.signal?.removeEventListener("abort", onAbort);
    pool.cancelPendingTasks();
    await pool.destroy();
  }
  return results;
}
