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
import { AbortError, InputError, throwIfAborted } from "../core/errors.js";
import { createUnitPool } from "./pool.js";
import { orderedStream, type UnitResultHandler, type UnitStream } from "./stream.js";
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
  let connected = false;
  let lastError: Error | undefined;
  const client = new Redis(url, {
    maxRetriesPerRequest: null,
    lazyConnect: true,
    connectTimeout: 5000,
    // fail fast on the first connection; once connected, reconnect for ever
    retryStrategy: (times) => (connected ? Math.min(100 * times, 2000) : null),
  });
  client.on("error", (error: Error) => {
    lastError = error; // reported below, or by the command that fails; ioredis reconnects
  });
  try {
    await client.connect();
    await client.ping();
    connected = true;
  } catch (error) {
    client.disconnect();
    const why = (lastError ?? (error as Error)).message;
    throw new InputError(`cannot connect to Redis at ${url}: ${why}`, { value: url });
  }
  return client;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Options of {@link openRedisStream}. */
export interface RedisRunOptions {
  /** `redis://host:port` of the Redis that the workers use. */
  url: string;
  /** Stops waiting (AbortError); the jobs stay in Redis, and a rerun picks them up. */
  signal?: AbortSignal;
  /** Milliseconds between two polls of the jobs' state. @defaultValue 50 */
  pollMs?: number;
  /** Units enqueued and not yet delivered, at most. @defaultValue 512 */
  window?: number;
  /** Leave the finished jobs in Redis instead of removing them at the end. @defaultValue false */
  keep?: boolean;
  /** Tries per unit when its runner throws (a stalled worker does not count). @defaultValue 2 */
  attempts?: number;
}

/**
 * The job id of a unit: a hash of its content (and of the unit format), then its index in the
 * run, so that a rerun of the same input finds the jobs of an earlier attempt.
 *
 * @example
 * ```ts
 * unitJobId({ engine: "queens", payload: { n: 8, prefix: [0] } }, 0); // "u-3f1c0a…-0"
 * ```
 */
export function unitJobId(unit: WorkUnit, index: number): string {
  return `u-${unitsId([unit], UNIT_FORMAT).slice(0, 32)}-${index}`;
}

/**
 * Opens a stream of units run through Redis by `permuta worker` processes: units are enqueued as
 * they are pushed (a job that already exists, from an interrupted earlier run, is reused with its
 * result), the jobs' state is polled, and results are delivered in push order. At the end the
 * run's jobs are removed.
 *
 * @example
 * ```ts
 * const stream = await openRedisStream({ url: "redis://127.0.0.1:6379" }, onResult);
 * for (const unit of units) await stream.push(unit);
 * await stream.finish();
 * ```
 */
export async function openRedisStream(
  options: RedisRunOptions,
  onResult: UnitResultHandler,
): Promise<UnitStream> {
  throwIfAborted(options.signal);
  const client = await connect(options.url);
  const queue = new Queue(QUEUE_NAME, { connection: client });
  // finished jobs stay for a week at most: a run that is never resumed leaves nothing behind
  const keepFor = { age: 7 * 24 * 3600 };
  const jobOptions = {
    attempts: options.attempts ?? 2,
    removeOnComplete: keepFor,
    removeOnFail: keepFor,
  };
  interface Pending {
    index: number;
    id: string;
    unit: WorkUnit;
    resolve: (value: unknown) => void;
    reject: (error: Error) => void;
    /** True once a poll has seen the job. */
    seen: boolean;
  }
  const pending = new Map<string, Pending>();
  const allIds: string[] = [];
  let toAdd: Pending[] = [];
  let failure: Error | undefined;
  let closed = false;

  const enqueue = async () => {
    while (toAdd.length > 0) {
      const batch = toAdd.slice(0, 500);
      toAdd = toAdd.slice(500);
      // a job id that exists already is left as it is (with its result, if it has one)
      await queue.addBulk(
        batch.map((p) => ({
          name: p.unit.engine,
          data: p.unit,
          opts: { ...jobOptions, jobId: p.id },
        })),
      );
    }
  };

  const poll = async () => {
    const list = [...pending.values()];
    const pipeline = client.pipeline();
    for (const p of list) {
      pipeline.zscore(queue.keys.completed, p.id);
      pipeline.zscore(queue.keys.failed, p.id);
      pipeline.exists(queue.toKey(p.id));
    }
    const states = (await pipeline.exec()) ?? [];
    const done: Pending[] = [];
    for (let k = 0; k < list.length; k++) {
      const p = list[k];
      const [completed, failed, exists] = states.slice(3 * k, 3 * k + 3).map((s) => s[1]);
      if (completed !== null) done.push(p);
      else if (failed !== null) {
        if (!p.seen) {
          // already failed when first looked at: left by an earlier run, so try it again
          p.seen = true;
          await (await queue.getJob(p.id))?.retry("failed");
        } else {
          const reason = await client.hget(queue.toKey(p.id), "failedReason");
          throw new Error(`unit ${p.index} (${p.unit.engine}) failed: ${reason ?? "unknown"}`);
        }
      } else if (exists === 0) toAdd.push(p); // removed by someone: enqueue it again
      p.seen = true;
    }
    if (done.length === 0) return;
    const read = client.pipeline();
    for (const p of done) read.hget(queue.toKey(p.id), "returnvalue");
    const values = (await read.exec()) ?? [];
    done.forEach((p, k) => {
      const [error, text] = values[k];
      if (error) throw error;
      pending.delete(p.id);
      p.resolve(typeof text === "string" ? JSON.parse(text) : null);
    });
  };

  const fail = (error: Error) => {
    failure ??= error;
    for (const p of pending.values()) p.reject(failure);
    pending.clear();
  };
  const onAbort = () => fail(new AbortError());
  options.signal?.addEventListener("abort", onAbort, { once: true });

  const loop = (async () => {
    while (!closed && !failure) {
      try {
        await enqueue();
        if (pending.size > 0) await poll();
      } catch (error) {
        fail(error as Error);
        break;
      }
      await sleep(options.pollMs ?? 50);
    }
  })();

  return orderedStream(
    (unit, index) => {
      if (failure) return Promise.reject(failure);
      return new Promise((resolve, reject) => {
        const id = unitJobId(unit, index);
        const p: Pending = { index, id, unit, resolve, reject, seen: false };
        pending.set(id, p);
        allIds.push(id);
        toAdd.push(p);
      });
    },
    onResult,
    options.window ?? 512,
    async () => {
      closed = true;
      options.signal?.removeEventListener("abort", onAbort);
      // closed before every result came: the units still out stay in Redis (a rerun reuses them)
      const complete = pending.size === 0 && failure === undefined;
      if (!complete) fail(new AbortError("the run was closed"));
      await loop;
      try {
        if (!options.keep && complete) {
          for (let start = 0; start < allIds.length; start += 500)
            await Promise.all(allIds.slice(start, start + 500).map((id) => queue.remove(id)));
        }
      } finally {
        await queue.close();
        client.disconnect();
      }
    },
  );
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
  /**
   * Stops the worker: it takes no more jobs and finishes the units it is running (a process
   * killed before that loses nothing: its units are taken over after the lock duration).
   */
  signal?: AbortSignal;
  /** Called when the worker is ready, and as each unit starts and ends. */
  onEvent?: (event: { kind: "ready" | "start" | "done" | "failed"; id?: string }) => void;
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
  const pool = createUnitPool(threads);
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
  worker.on("active", (job) => options.onEvent?.({ kind: "start", id: job.id }));
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
    await worker.close();
    await pool.destroy();
    client.disconnect();
  }
}
