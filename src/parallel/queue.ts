/**
 * Distributed runs through Redis with BullMQ. The coordinator enqueues one job per unit, with
 * job ids derived from the run's content and the code version (so a restarted coordinator finds
 * the jobs, and the results, of the earlier attempt and recomputes nothing), polls the jobs in
 * one atomic Redis transaction per poll (state and result read together, never in two trips),
 * and returns the results in unit order. It does not rely on completion events, which are lost
 * when a connection drops. A worker (`permuta worker`) takes jobs and runs them on its own
 * tinypool threads, so its event loop stays free to renew the job locks; a worker that dies
 * mid-unit stops renewing, its job is found stalled by another worker and run again (short
 * locks renewed often: within about 8 s by default).
 *
 * Nothing read back from Redis is trusted (results.ts): a result counts only if its envelope
 * names this job, this unit's hash and this code version (and carries the right HMAC when
 * `PERMUTA_REDIS_SECRET` is set), and its value has its engine's shape. A result that does not
 * verify, a job that vanished (another coordinator's clean-up, a Redis restarted empty) or one
 * whose result cannot be read is enqueued again, never counted as zero. Redis going away is
 * waited out (ioredis reconnects with backoff; one status line says so), up to `timeoutMs`.
 * A run given `onChunk` streams its units' items through Redis in chunks (redis-stream.ts): its
 * jobs carry the run's id, the coordinator reads the chunks of the unit it delivers only, and
 * every key of the run is removed at its end, on a stop too.
 * The coordinator's parts work over one state (coordinator.ts: submission, poll, deadlock
 * breaker, failure; coordinator-units.ts: the units pushed; coordinator-end.ts: watchdog and
 * close); the connection is redis-client.ts.
 * Cost: one enqueue and one result read per unit, one transaction per poll over the units
 * under way, plus a few milliseconds of queue latency per unit; streamed, one round trip per
 * four chunks.
 */
import { DelayedError, Queue, UnrecoverableError, Worker } from "bullmq";
import { AbortError, InputError, isInputError, throwIfAborted } from "../core/errors.js";
import { newStreamId, parseStreamedJobId } from "./chunks.js";
import { CoordinatorState } from "./coordinator.js";
import { closeRun, watchdogTick } from "./coordinator-end.js";
import { startPlain, startStreamed } from "./coordinator-units.js";
import { createUnitPool, startPoolUnit } from "./pool.js";
import { clientMessage, connect, reasonText, within } from "./redis-client.js";
import { runStreamedJob, StreamAbandoned } from "./redis-stream.js";
import { parseRedisUrl, scrubSecret } from "./redis-url.js";
import { QUEUE_NAME, SECRET_ENV, sealResult } from "./results.js";
import {
  orderedStream,
  type UnitChunkHandler,
  type UnitResultHandler,
  type UnitStream,
} from "./stream.js";
import type { WorkUnit } from "./unit.js";

export { QUEUE_NAME, unitJobId } from "./results.js";

/** Options of `openRedisStream` (a coordinator's side of a distributed run). */
export interface RedisRunOptions {
  /** `redis://[:password@]host:port[/db]` of the Redis that the workers use. */
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
  /**
   * Give up (InputError) when Redis stays unreachable, or no worker takes or finishes a unit,
   * for this many milliseconds. 0 or undefined: wait for ever.
   */
  timeoutMs?: number;
  /**
   * Status lines, each said once: Redis unreachable / back, waiting for workers, units reused
   * from an earlier run, results that did not verify, lost jobs enqueued again.
   *
   * @param text - the message, one line without a newline
   */
  onNotice?: (text: string) => void;
  /** Milliseconds with units out and no worker taking any before saying so. @defaultValue 2000 */
  waitNoticeMs?: number;
  /**
   * The secret results are signed with (HMAC). @defaultValue the `PERMUTA_REDIS_SECRET`
   * environment variable; unset: results are checked without a signature.
   */
  secret?: string;
  /**
   * Stream the units' items (printed lines, exact covers) here in chunks through Redis (see
   * chunks.ts and redis-stream.ts), in order, before each unit's result: workers run at most a
   * window of chunks ahead, so memory stays bounded whatever the output. The jobs then belong to
   * this run (never reused by another) and are removed at the end, on a stop too.
   */
  onChunk?: UnitChunkHandler;
}

/**
 * Opens a stream of units run through Redis by `permuta worker` processes: units are enqueued as
 * they are pushed (a job that already exists, from an interrupted earlier run, is reused with its
 * result once it verifies), the jobs are polled, and results are delivered in push order. At the
 * end the run's jobs are removed.
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
  const target = parseRedisUrl(options.url);
  // finished jobs stay for a week at most: a run that is never resumed leaves nothing behind
  const keepFor = { age: 7 * 24 * 3600 };
  const state = new CoordinatorState({
    target,
    secret: options.secret ?? process.env[SECRET_ENV] ?? undefined,
    timeoutMs: options.timeoutMs ?? 0,
    pollMs: options.pollMs ?? 50,
    notice: (text: string) => options.onNotice?.(text),
    jobOptions: {
      attempts: options.attempts ?? 2,
      removeOnComplete: keepFor,
      removeOnFail: keepFor,
    },
    // a streaming run: its id, and the lease its workers check (renewed while the run lives)
    run: options.onChunk ? newStreamId() : undefined,
  });
  const client = await connect(target, (up, why) => state.onConnection(up, why));
  state.client = client;
  state.queue = new Queue(QUEUE_NAME, { connection: client });
  state.queue.on("error", () => {
    /* connection trouble: reported by connect's listener; the poll loop waits it out */
  });
  try {
    await state.renewLease();
  } catch (error) {
    client.disconnect();
    throw new InputError(`Redis at ${target.display}: ${clientMessage(error, target)}`);
  }
  const onAbort = () => state.fail(new AbortError());
  options.signal?.addEventListener("abort", onAbort, { once: true });
  const waitNoticeMs = options.waitNoticeMs ?? 2000;
  const watchdog = setInterval(() => watchdogTick(state, waitNoticeMs), 100);
  const loop = state.loop();
  return orderedStream(
    (unit, index) => {
      if (state.failure) return Promise.reject(state.failure);
      if (state.settings.run !== undefined) return startStreamed(state, unit, index);
      return startPlain(state, unit, index);
    },
    onResult,
    options.window ?? 512,
    async () => {
      state.closed = true;
      clearInterval(watchdog);
      options.signal?.removeEventListener("abort", onAbort);
      await closeRun(state, loop, options.keep ?? false);
    },
    undefined,
    options.onChunk,
  );
}

/** Options of {@link runUnitWorker}. */
export interface UnitWorkerOptions {
  /** `redis://[:password@]host:port[/db]`. */
  url: string;
  /** Threads (units run at the same time). @defaultValue 1 */
  threads?: number;
  /**
   * How long a job's lock lasts without renewal (ms): after a worker dies, its unit waits this
   * long (plus up to two stalled checks) before another worker takes it. The lock is renewed
   * every fifth of this while the unit runs (the units run on threads, so the worker's event
   * loop stays free to renew), so a long unit is never taken for a stalled one.
   * @defaultValue {@link DEFAULT_LOCK_MS}
   */
  lockDuration?: number;
  /** How often this worker looks for stalled jobs (ms). @defaultValue {@link DEFAULT_STALLED_MS} */
  stalledInterval?: number;
  /**
   * Time limit of one unit (ms): past it the unit's thread is stopped and its job fails for good
   * (not retried), with a message naming the limit. @defaultValue 3600000 (one hour)
   */
  unitTimeoutMs?: number;
  /**
   * The secret results are signed with (HMAC). @defaultValue the `PERMUTA_REDIS_SECRET`
   * environment variable
   */
  secret?: string;
  /**
   * Stops the worker: it takes no more jobs and finishes the units it is running (a process
   * killed before that loses nothing: its units are taken over after the lock duration).
   */
  signal?: AbortSignal;
  /**
   * Called when the worker is ready, as each unit starts and once it is computed (`done`, just
   * before its result goes to Redis), and with a one-line `text` when Redis goes away (`down`)
   * and comes back (`up`).
   *
   * @param event - `kind`, what happened (`failed`: a unit threw); `id`, the unit's job id
   *   (`start`, `done`, `failed`); `text`, a one-line message (`down`, `up`, `failed`)
   */
  onEvent?: (event: {
    kind: "ready" | "start" | "done" | "failed" | "down" | "up";
    id?: string;
    text?: string;
  }) => void;
}

/**
 * The default lock of a job (ms): a killed worker's unit runs again within about this plus two
 * stalled checks (issue 39: within 10 s; BullMQ's 30 s gave ~55 s). Renewed five times per
 * duration, so a worker whose event loop stalls for up to about 4 s keeps its units.
 */
export const DEFAULT_LOCK_MS = 5000;

/** The default time between two stalled checks of a worker (ms). */
export const DEFAULT_STALLED_MS = 1500;

/** The default time limit of one unit on a worker: one hour. */
export const DEFAULT_UNIT_TIMEOUT_MS = 3_600_000;

/**
 * Runs a worker until the signal is aborted: takes unit jobs from Redis, runs them on its
 * threads, and stores each result sealed (results.ts) so coordinators can verify it.
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
  const target = parseRedisUrl(options.url);
  const secret = options.secret ?? process.env[SECRET_ENV] ?? undefined;
  const unitTimeoutMs = options.unitTimeoutMs ?? DEFAULT_UNIT_TIMEOUT_MS;
  // set once the worker is stopping: the end of its own connection is no news (and a line
  // after "stopped" would say the worker is still trying)
  let stopping = false;
  const client = await connect(target, (up, why) => {
    if (stopping) return;
    options.onEvent?.(
      up
        ? { kind: "up", text: `Redis at ${target.display} reachable again` }
        : { kind: "down", text: `Redis at ${target.display} unreachable (${why}); retrying` },
    );
  });
  const threads = Math.max(1, options.threads ?? 1);
  const lockDuration = options.lockDuration ?? DEFAULT_LOCK_MS;
  const pool = createUnitPool(threads);
  // stops the streamed units a stopping worker could not finish (their threads wait for room)
  const halt = new AbortController();
  const worker = new Worker(
    QUEUE_NAME,
    async (job, token) => {
      const unit = job.data as WorkUnit;
      let value: unknown;
      try {
        value = parseStreamedJobId(job.id)
          ? await runStreamedJob({
              client,
              pool,
              id: String(job.id),
              data: job.data,
              secret,
              unitTimeoutMs,
              signal: halt.signal,
            })
          : await startPoolUnit(pool, unit, { timeoutMs: unitTimeoutMs, label: "the unit" }).result;
      } catch (error) {
        if (error instanceof StreamAbandoned) {
          if (error.why === "starved") {
            // back to the queue (not a failed try): a thread is free for the earlier unit
            await job.moveToDelayed(Date.now() + 200, token);
            throw new DelayedError();
          }
          if (error.why === "gone") throw new UnrecoverableError(error.message);
          throw error;
        }
        // a bad payload or a unit past its time limit fails the same way every time: no retry
        if (isInputError(error)) throw new UnrecoverableError((error as Error).message);
        throw error;
      }
      const sealed = sealResult(String(job.id), unit, value, secret);
      // "done" once computed, before BullMQ records the result: a worker killed after this line
      // may leave the unit to be run again, but one killed before it never completed the unit
      // (on BullMQ's "completed" event the line could be lost with a unit already recorded)
      options.onEvent?.({ kind: "done", id: job.id });
      return sealed;
    },
    {
      connection: client,
      concurrency: threads,
      lockDuration,
      lockRenewTime: Math.max(50, Math.floor(lockDuration / 5)),
      stalledInterval: options.stalledInterval ?? Math.min(DEFAULT_STALLED_MS, lockDuration),
      maxStalledCount: 10,
      autorun: false,
    },
  );
  worker.on("error", () => {
    /* connection trouble: BullMQ reconnects and goes on (the down/up events say so) */
  });
  worker.on("active", (job) => options.onEvent?.({ kind: "start", id: job.id }));
  worker.on("failed", (job, error) => {
    // a streamed unit whose coordinator is gone: nobody will read it, so it goes
    if (job && error?.message === new StreamAbandoned("gone").message) job.remove().catch(() => {});
    options.onEvent?.({
      kind: "failed",
      id: job?.id,
      text: scrubSecret(reasonText(error?.message), target.password),
    });
  });
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
    // Redis may be away: finish what can be finished, never hang on it
    stopping = true;
    await within(worker.close(), client.status === "ready" ? unitTimeoutMs + 5000 : 2000);
    // with Redis away, close() never ends and BullMQ's own (blocking) connection would keep
    // reconnecting, which kept a stopped worker alive: cut its connections
    await within(worker.disconnect(), 1000);
    halt.abort();
    await within(pool.destroy(), 5000);
    client.disconnect();
  }
}
