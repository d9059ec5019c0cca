/**
 * The distributed engine (queue.ts, on BullMQ and ioredis) loaded only when a run asks for Redis
 * or a worker is started: bullmq and ioredis are optional peer dependencies, so a program that
 * uses permuta for, say, alphametics installs and loads neither. When they are missing, the
 * error says how to add them. Cost: one dynamic import, the first time.
 */
import { InputError } from "../core/errors.js";
import type { UnitWorkerOptions } from "./queue.js";

/** The packages the distributed engine needs, as `npm install` takes them. */
export const DISTRIBUTED_PACKAGES = "bullmq@6 ioredis@5";

/**
 * Loads the distributed engine, or throws an InputError naming the packages to install.
 *
 * @example
 * ```ts
 * const { openRedisStream } = await loadDistributed();
 * ```
 */
export async function loadDistributed(): Promise<typeof import("./queue.js")> {
  try {
    return await import("./queue.js");
  } catch (error) {
    const e = error as NodeJS.ErrnoException;
    if (e?.code === "ERR_MODULE_NOT_FOUND" && /bullmq|ioredis/.test(String(e.message)))
      throw new InputError(
        `distributed runs (--redis, permuta worker) need the packages bullmq and ioredis: npm install ${DISTRIBUTED_PACKAGES}`,
      );
    throw error;
  }
}

/**
 * Runs a worker until the signal is aborted: takes unit jobs from Redis and runs them on its
 * threads (see queue.ts); loads the distributed engine first.
 *
 * @param options - the Redis URL, threads, secret, time limits, the stop signal and the event
 *   callback: see {@link UnitWorkerOptions}
 *
 * @example
 * ```ts
 * const controller = new AbortController();
 * const stopped = runUnitWorker({ url: "redis://127.0.0.1:6379", signal: controller.signal });
 * controller.abort();
 * await stopped;
 * ```
 */
export async function runUnitWorker(options: UnitWorkerOptions): Promise<void> {
  return (await loadDistributed()).runUnitWorker(options);
}
