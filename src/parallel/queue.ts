/**
 * Distributed runs through Redis with BullMQ. The coordinator enqueues one job per unit, with
 * job ids derived from the run's content (so a restarted coordinator finds the jobs, and the
 * results, of the earlier attempt and recomputes nothing), polls the jobs' state in one Redis
 * round trip per poll (it does not rely on completion events, which are lost when a connection
 * drops), and returns the results in unit order. A worker (`permuta worker`) takes jobs and runs
 * them on its own tinypool threads, so its event loop stays free to renew the job locks; a worker
 * that dies mid-unit stops renewing, its job is found stalled by another worker and run again,
 * and the unit's result is stored once (a job completes once). Cost: one enqueue and one result
 * read per unit, plus a few milliseconds of queue latency per unit.
 */
import { Queue, Worker } from "bullmq";
import { Redis } from "ioredis";
import Tinypool from "tinypool";
import { AbortError, InputError, throwIfAborted } from "../core/errors.js";
import { workerThreadFile } from "./pool.js";
import { unitsId, type WorkUnit } from "./unit.js";

/** The BullMQ queue every coordinator and worker uses. */
export const QUEUE_NAME = "permuta-units";

/** Version of the unit formats; part of every job id, so older results are never reused. */
const UNIT_FORMAT = "permuta-units-1";

/**
 * Opens an ioredis connection (as BullMQ needs it), failing fast with an InputError when Redis
 * cannot be reached.
 */
async function connect(url: string): Promise<Redis> {
  if (!/^rediss?:\/\//.test(url))
    throw new InputError(`--redis must be a redis:// URL, got '${url}'`, { value: url });
  const client = new Redis(url, {
    maxRetriesPerRequest: null,
    lazyConnect: true,
    connectTimeout: 5000,
  });
  client.on("error", () => {
    /* reported by the commands that fail; ioredis reconnects by itself */
  });
  try {
    await client.connect();
    await client.ping();
  } catch (error) {
    client.disconnect();
    throw new InputError(`cannot connect to Redis at ${url}: ${(error as Error).message}`, {
      value: url,
    });
  }
  return client;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    }
    signal?.addEventListener("abort", done, { once: true });
  });

/** Options of {@link runUnitsOnRedis}. */
export interface RedisRunOptions {
  /** `redis://host:port` of the Redis that the workers use. */
  url: string;
  /** Stops waiting (AbortError); the jobs stay in Redis, and a rerun picks them up. */
  signal?: AbortSignal;
  /** Called once per unit as its result arrives. */
  onUnitDone?: (index: number, result: unknown) => void;
  /** Milliseconds between two polls of the jobs' state. @defaultValue 50 */
  pollMs?: number;
  /** Leave the finished jobs in Redis instead of removing them. @defaultValue false */
  keep?: boolean;
  /** Tries per unit when its runner throws (a stalled worker does not count). @defaultValue 2 */
  attempts?: number;
}

/**
 * The job ids of a run: the hash of the units' content, then the unit's index.
 *
 * @example
 * ```ts
 * unitJobIds(units)[0]; // "u-3f1c0a…-0"
 * ```
 */
export function unitJobIds(units: readonly WorkUnit[]): string[] {
  const id = unitsId(units, UNIT_FORMAT).slice(0, 32);
  return units.map((_, i) => `u-${id}-${i}`);
}

/**
 * Runs units through Redis: enqueues them (once; jobs already there are reused), waits for the
 * workers to run them, and resolves to their results in unit order.
 *
 * @example
 * ```ts
 * const results = await runUnitsOnRedis(units, { url: "redis://127.0.0.1:6379" });
 * ```
 */
export async function runUnitsOnRedis(
  units: readonly WorkUnit[],
  options: RedisRunOptions,
): Promise<unknown[]> {
  throwIfAborted(options.signal);
  const client = await connect(options.url);
  const queue = new Queue(QUEUE_NAME, { connection: client });
  const ids = unitJobIds(units);
  const results = new Array<unknown>(units.length);
  try {
    const jobOptions = {
      attempts: options.attempts ?? 2,
      removeOnComplete: false,
      removeOnFail: false,
    };
    const enqueue = async (indexes: number[]) => {
      for (let start = 0; start < indexes.length; start += 500) {
        await queue.addBulk(
          indexes.slice(start, start + 500).map((i) => ({
            name: units[i].engine,
            data: units[i],
            opts: { ...jobOptions, jobId: ids[i] },
          })),
        );
      }
    };
    // jobs with these ids that are already there (an earlier attempt) are kept as they are
    await enqueue(units.map((_, i) => i));
    let pending = units.map((_, i) => i);
    const retried = new Set<number>();
    let first = true;
    while (pending.length > 0) {
      throwIfAborted(options.signal);
      const pipeline = client.pipeline();
      for (const i of pending) {
        pipeline.zscore(queue.keys.completed, ids[i]);
        pipeline.zscore(queue.keys.failed, ids[i]);
        pipeline.exists(queue.toKey(ids[i]));
      }
      const states = (await pipeline.exec()) ?? [];
      const done: number[] = [];
      const missing: number[] = [];
      const failed: number[] = [];
      pending.forEach((i, k) => {
        const [completed, failedScore, exists] = states.slice(3 * k, 3 * k + 3).map((s) => s[1]);
        if (completed !== null) done.push(i);
        else if (failedScore !== null) failed.push(i);
        else if (exists === 0) missing.push(i);
      });
      if (done.length > 0) {
        const read = client.pipeline();
        for (const i of done) read.hget(queue.toKey(ids[i]), "returnvalue");
        const values = (await read.exec()) ?? [];
        done.forEach((i, k) => {
          const [error, text] = values[k];
          if (error) throw error;
          results[i] = typeof text === "string" ? JSON.parse(text) : null;
          options.onUnitDone?.(i, results[i]);
        });
      }
      for (const i of failed) {
        // a failure left by an earlier run is tried again once; a fresh one ends the run
        if (first && !retried.has(i)) {
          retried.add(i);
          const job = await queue.getJob(ids[i]);
          await job?.retry("failed");
          continue;
        }
        const reason = await client.hget(queue.toKey(ids[i]), "failedReason");
        throw new Error(`unit ${i} (${units[i].engine}) failed: ${reason ?? "unknown reason"}`);
      }
      if (missing.length > 0) await enqueue(missing);
      const finished = new Set([...done, ...failed.filter((i) => !retried.has(i))]);
      pending = pending.filter((i) => !finished.has(i));
      first = false;
      if (pending.length > 0) await sleep(options.pollMs ?? 50, options.signal);
    }
    if (!options.keep) {
      for (let start = 0; start < ids.length; start += 500)
        await Promise.all(ids.slice(start, start + 500).map((id) => queue.remove(id)));
    }
  } catch (error) {
    if (options.signal?.aborted) throw new AbortError();
    throw error;
  } finally {
    await queue.close();
    client.disconnect();
  }
  return results;
}

/** Options of {@link runUnitWorker}. */
export interface UnitWorkerOptions {
  /** `redis://host:port`. */
  url: string;
  /** Threads (units run at the same time). @defaultValue 1 */
  threads?: number;
  /**
   * How long a job's lock lasts without renewal (ms): after a worker dies, its unit waits this
   * long before another worker takes it. @defaultValue 30000
   */
  lockDuration?: number;
  /** How often this worker looks for stalled jobs (ms). @defaultValue 30000 */
  stalledInterval?: number;
  /** Stops the worker: it stops taking jobs; a unit it was running is retried elsewhere. */
  signal?: AbortSignal;
  /** Called when the worker is ready, and after each unit. */
  onEvent?: (event: { kind: "ready" | "done" | "failed"; unit?: number; id?: string }) => void;
}

/**
 * Runs a worker until the signal is aborted: takes unit jobs from Redis and runs them on its
 * threads.
 *
 * @example
 * ```ts
 * const controller = new AbortController();
 * const stopped = runUnitWorker({ url: "redis://127.0.0.1:6379", signal: controller.signal });
 * // ... later
 * controller.abort();
 * await stopped;
 * ```
 */
export async function runUnitWorker(options: UnitWorkerOptions): Promise<void> {
  throwIfAborted(options.signal);
  const client = await connect(options.url);
  const threads = Math.max(1, options.threads ?? 1);
  const pool = new Tinypool({
    filename: workerThreadFile,
    minThreads: threads,
    maxThreads: threads,
    idleTimeout: 60_000,
  });
  const worker = new Worker(QUEUE_NAME, async (job) => pool.run(job.data), {
    connection: client,
    concurrency: threads,
    lockDuration: options.lockDuration ?? 30_000,
    stalledInterval: options.stalledInterval ?? options.lockDuration ?? 30_000,
    maxStalledCount: 10,
    autorun: false,
  });
  worker.on("error", () => {
    /* connection trouble: BullMQ reconnects and goes on */
  });
  worker.on("completed", (job) => options.onEvent?.({ kind: "done", id: job.id }));
  worker.on("failed", (job) => options.onEvent?.({ kind: "failed", id: job?.id }));
  const stopped = new Promise<void>((resolve) => {
    if (options.signal?.aborted) resolve();
    options.signal?.addEventListener("abort", () => resolve(), { once: true });
  });
  try {
    const running = worker.run();
    await worker.waitUntilReady();
    options.onEvent?.({ kind: "ready" });
    await Promise.race([stopped, running]);
  } finally {
    await worker.close(true);
    await pool.destroy();
    client.disconnect();
  }
}
