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
 * Cost: one enqueue and one result read per unit, one transaction per poll over the units
 * under way, plus a few milliseconds of queue latency per unit; streamed, one round trip per
 * four chunks.
 */
import { DelayedError, Queue, UnrecoverableError, Worker } from "bullmq";
import { Redis } from "ioredis";
import { AbortError, InputError, isInputError, throwIfAborted } from "../core/errors.js";
import {
  isStreamId,
  newStreamId,
  parseStreamedJobId,
  streamedJobId,
  streamKeys,
} from "./chunks.js";
import { createUnitPool, startPoolUnit } from "./pool.js";
import { runStreamedJob, StreamAbandoned, StreamedJobReader } from "./redis-stream.js";
import { parseRedisUrl, type RedisTarget, scrubSecret } from "./redis-url.js";
import { openResult, QUEUE_NAME, SECRET_ENV, sealResult, unitHash, unitJobId } from "./results.js";
import {
  orderedStream,
  type StreamedUnit,
  type UnitChunkHandler,
  type UnitResultHandler,
  type UnitStream,
} from "./stream.js";
import type { WorkUnit } from "./unit.js";

export { QUEUE_NAME, unitJobId } from "./results.js";

/** Times a unit's result may fail to verify before the run gives up on it. */
const MAX_REJECTIONS = 3;

/** A message from the Redis client or server, without the secret, cut to a line. */
function clientMessage(error: unknown, target: RedisTarget): string {
  const e = error as { code?: string; message?: string } | undefined;
  // the secret goes first, then the cut: a cut must not leave part of it
  const text = scrubSecret(String(e?.message ?? error ?? "unknown error"), target.password);
  const line = text.split("\n")[0];
  return line.length > 200 ? `${line.slice(0, 200)}…` : line;
}

/**
 * Opens an ioredis connection (as BullMQ needs it) to a checked URL, failing fast with an
 * InputError when Redis cannot be reached, refuses the password or the database number. Once
 * connected it reconnects for ever with backoff (up to 2 s between tries); `onState` hears when
 * the connection is lost (with the reason) and when it is back.
 */
async function connect(
  target: RedisTarget,
  onState?: (up: boolean, why?: string) => void,
): Promise<Redis> {
  let connected = false;
  let up = false;
  let lastError: unknown;
  const client = new Redis({
    host: target.host,
    port: target.port,
    db: target.db,
    username: target.username,
    password: target.password,
    tls: target.scheme === "rediss" ? {} : undefined,
    maxRetriesPerRequest: null,
    lazyConnect: true,
    connectTimeout: 5000,
    // fail fast on the first connection; once connected, reconnect for ever
    retryStrategy: (times) => (connected ? Math.min(100 * 2 ** Math.min(times, 5), 2000) : null),
  });
  client.on("error", (error: unknown) => {
    lastError = error; // reported below, or through onState; ioredis reconnects
    if (connected && up) {
      up = false;
      onState?.(false, clientMessage(error, target));
    }
  });
  client.on("close", () => {
    if (connected && up) {
      up = false;
      onState?.(false, clientMessage(lastError ?? "connection closed", target));
    }
  });
  client.on("ready", () => {
    if (connected && !up) {
      up = true;
      onState?.(true);
    }
  });
  try {
    await client.connect();
    await client.ping();
    if (target.db !== 0) await client.select(target.db);
    connected = true;
    up = true;
  } catch (error) {
    client.disconnect();
    const why = clientMessage(lastError ?? error, target);
    throw new InputError(`cannot connect to Redis at ${target.display}: ${why}`);
  }
  return client;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Resolves when `work` settles or after `ms`, whichever comes first (never rejects). */
async function within(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    work.catch(() => {}),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
    }),
  ]);
  clearTimeout(timer);
}

/** A unit as messages name it: its index and engine, or for a group (group.ts) what it holds. */
function unitName(index: number, unit: WorkUnit): string {
  if (unit.engine !== "group") return `unit ${index} (${unit.engine})`;
  const units = (unit.payload as { units?: WorkUnit[] }).units ?? [];
  return `unit group ${index} (${units.length} ${units[0]?.engine ?? "empty"} units)`;
}

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

/** Reads a job's failure reason for a message: one line, bounded (it comes from Redis). */
function reasonText(reason: unknown): string {
  if (typeof reason !== "string" || reason === "") return "unknown reason";
  const line = reason.split("\n")[0];
  return line.length > 300 ? `${line.slice(0, 300)}…` : line;
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
  const notice = (text: string) => options.onNotice?.(text);
  const secret = options.secret ?? process.env[SECRET_ENV] ?? undefined;
  const timeoutMs = options.timeoutMs ?? 0;
  const pollMs = options.pollMs ?? 50;
  let downSince: number | undefined;
  // set when the run is being closed: the connection's own end is no news
  let closed = false;
  // set when Redis comes back: jobs found lost then are enqueued again with a notice
  let resubmitAfterOutage = false;
  // when the lease of a streaming run was last renewed (0: renew at the next tick)
  let leaseAt = 0;
  // the last time a worker was seen at work (or Redis came back): the --timeout clock
  let lastActivity = Date.now();
  const client = await connect(target, (up, why) => {
    if (closed) return;
    lastActivity = Date.now();
    if (!up) {
      downSince ??= Date.now();
      notice(`Redis at ${target.display} unreachable (${why}); retrying`);
    } else {
      downSince = undefined;
      resubmitAfterOutage = true;
      leaseAt = 0; // a Redis restarted empty lost the lease: renewed at once
      notice(`Redis at ${target.display} reachable again`);
    }
  });
  const queue = new Queue(QUEUE_NAME, { connection: client });
  queue.on("error", () => {
    /* connection trouble: reported by connect's listener; the poll loop waits it out */
  });
  // a streaming run: its id, and the lease its workers check (renewed while the run lives)
  const run = options.onChunk ? newStreamId() : undefined;
  const renewLease = async () => {
    if (run === undefined) return;
    leaseAt = Date.now();
    await client.set(streamKeys.alive(run), "1", "PX", 30_000);
  };
  try {
    await renewLease();
  } catch (error) {
    client.disconnect();
    throw new InputError(`Redis at ${target.display}: ${clientMessage(error, target)}`);
  }
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
    hash: string;
    resolve: (value: unknown) => void;
    reject: (error: Error) => void;
    /** True once a poll has seen the job. */
    seen: boolean;
    /** The job was there, completed, before this run enqueued it. */
    earlier: boolean;
    /** Results of this unit that did not verify. */
    rejections: number;
    /** The reader of its chunks, in a streaming run. */
    reader?: StreamedJobReader;
  }
  const pending = new Map<string, Pending>();
  const allIds: string[] = [];
  let toAdd: Pending[] = [];
  // streamed jobs to enqueue again (their chunks were lost), and the jobs not cleaned up yet
  const toRetry: Pending[] = [];
  const uncleaned = new Set<string>();
  // the job whose chunks are being read, since when no worker runs it, and whether workers were
  // told (the starved key: a worker waiting for room with a later unit gives its unit back)
  let headId: string | undefined;
  let headIdleSince: number | undefined;
  let starvedSaid = false;
  let failure: Error | undefined;
  let reused = 0;
  let unverified = 0;
  let refusedChunks = 0;
  let resumedUnits = 0;
  let skippedItems = 0;
  let refusedWhy = "";
  let lastWhy = "";
  const startedAt = Date.now();
  let everTaken = false;
  let waitSaid = false;

  const enqueue = async () => {
    while (toAdd.length > 0) {
      const batch = toAdd.slice(0, 500);
      // which of them an earlier run left completed (their results are read by the next poll)
      const look = client.multi();
      for (const p of batch) look.zscore(queue.keys.completed, p.id);
      const found = (await look.exec()) ?? [];
      batch.forEach((p, k) => {
        if (!p.seen && found[k]?.[1] !== null && found[k]?.[1] !== undefined) p.earlier = true;
      });
      // a job id that exists already is left as it is (with its result, if it has one)
      await queue.addBulk(
        batch.map((p) => ({
          name: p.unit.engine,
          data: p.unit,
          opts: { ...jobOptions, jobId: p.id },
        })),
      );
      toAdd = toAdd.slice(batch.length);
    }
  };

  const poll = async () => {
    const list = [...pending.values()];
    // one transaction: state, result and lock of every job under way, read at one moment
    const tx = client.multi();
    for (const p of list) {
      const key = queue.toKey(p.id);
      tx.zscore(queue.keys.completed, p.id);
      tx.zscore(queue.keys.failed, p.id);
      tx.hmget(key, "returnvalue", "failedReason");
      tx.exists(key);
      tx.exists(`${key}:lock`);
    }
    const replies = (await tx.exec()) ?? [];
    if (replies.length !== 5 * list.length) throw new Error("the poll transaction was cut short");
    let lost = 0;
    const again: Pending[] = [];
    for (let k = 0; k < list.length; k++) {
      const p = list[k];
      const [completed, failed, fields, exists, locked] = replies
        .slice(5 * k, 5 * k + 5)
        .map(([error, value]) => {
          if (error) throw error;
          return value;
        });
      const [returnvalue, failedReason] = (fields as (string | null)[]) ?? [null, null];
      if (locked === 1) {
        everTaken = true;
        lastActivity = Date.now();
      }
      if (p.id === headId) await watchHead(p, locked === 1 || completed !== null);
      if (completed !== null) {
        everTaken = true;
        lastActivity = Date.now();
        let value: unknown;
        try {
          value = openResult(returnvalue, p.id, p.unit, p.hash, secret, p.reader !== undefined);
        } catch (error) {
          // planted, from another release, unsigned, damaged or vanished: run the unit again
          p.rejections++;
          unverified++;
          lastWhy = (error as Error).message;
          if (p.rejections >= MAX_REJECTIONS)
            throw new InputError(
              `unit ${p.index} (${p.unit.engine}): its result did not verify ${p.rejections} times (${lastWhy}); do the coordinator and the workers run the same permuta version, with the same ${SECRET_ENV}?`,
            );
          again.push(p);
          p.seen = true;
          continue;
        }
        pending.delete(p.id);
        if (p.reader) {
          // delivered by its reader once every chunk is read
          p.reader.final = value as StreamedJobReader["final"];
          continue;
        }
        // a group (group.ts) counts as the units it holds
        if (p.earlier)
          reused += p.unit.engine === "group" ? (p.unit.payload as { units: [] }).units.length : 1;
        p.resolve(value);
      } else if (failed !== null) {
        if (!p.seen) {
          // already failed when first looked at: left by an earlier run, so try it again
          again.push(p);
        } else {
          throw new InputError(`${unitName(p.index, p.unit)} failed: ${reasonText(failedReason)}`);
        }
      } else if (exists === 0) {
        // removed by someone (another coordinator's clean-up, a Redis restarted empty)
        lost++;
        toAdd.push(p);
      }
      p.seen = true;
    }
    for (const p of again) {
      await queue.remove(p.id);
      p.earlier = false;
      toAdd.push(p);
    }
    if (lost > 0 && resubmitAfterOutage) notice(`enqueued ${lost} lost unit(s) again`);
    resubmitAfterOutage = false;
  };

  // the unit being read waits for a thread while workers hold later units: tell them
  const watchHead = async (p: Pending, running: boolean) => {
    if (run === undefined) return;
    if (running) {
      headIdleSince = undefined;
      if (starvedSaid) await client.del(streamKeys.starved(run));
      starvedSaid = false;
      return;
    }
    headIdleSince ??= Date.now();
    if (Date.now() - headIdleSince >= 1000) {
      await client.set(streamKeys.starved(run), String(p.index), "PX", 3000);
      starvedSaid = true;
    }
  };

  // removes a streamed job and its keys (its chunks read, or the run over)
  const cleanJob = async (id: string) => {
    const attempts = (await client.smembers(streamKeys.attempts(id)))
      .filter(isStreamId)
      .slice(0, 256);
    const tx = client.multi();
    for (const attempt of attempts) tx.del(streamKeys.chunks(id, attempt));
    await tx.del(streamKeys.attempts(id)).del(streamKeys.attempt(id)).exec();
    // a job a worker still runs stays: that worker gives it up (the run's lease is gone)
    await queue.remove(id).catch(() => {});
    uncleaned.delete(id);
  };

  // a reader waiting on Redis stops at once when the run fails (one listener per command, removed
  // when it settles: a race against one long-lived promise would keep every result)
  const waiters = new Set<(error: Error) => void>();
  const guard = <T>(work: Promise<T>): Promise<T> =>
    failure
      ? Promise.reject(failure)
      : new Promise<T>((resolve, reject) => {
          waiters.add(reject);
          work.then(
            (value) => {
              waiters.delete(reject);
              resolve(value);
            },
            (error: unknown) => {
              waiters.delete(reject);
              reject(error);
            },
          );
        });
  const fail = (error: Error) => {
    failure ??= error;
    for (const reject of waiters) reject(failure);
    waiters.clear();
    for (const p of pending.values()) p.reject(failure);
    pending.clear();
  };
  const onAbort = () => fail(new AbortError());
  options.signal?.addEventListener("abort", onAbort, { once: true });

  // the watchdog runs apart from the poll loop, whose commands wait while Redis is away
  const watchdog = setInterval(() => {
    if (failure || closed || pending.size === 0) return;
    const now = Date.now();
    if (downSince !== undefined) {
      if (timeoutMs > 0 && now - downSince >= timeoutMs)
        fail(
          new InputError(
            `Redis at ${target.display} was unreachable for ${timeoutMs / 1000} s (--timeout): giving up`,
          ),
        );
      return;
    }
    if (!everTaken && !waitSaid && now - startedAt >= (options.waitNoticeMs ?? 2000)) {
      waitSaid = true;
      notice(
        `waiting for workers on ${target.display} (start one with: permuta worker --redis <url>)`,
      );
    }
    if (run !== undefined && now - leaseAt >= 5000) renewLease().catch(() => {});
    if (timeoutMs > 0 && now - lastActivity >= timeoutMs)
      fail(
        new InputError(
          `no worker took or finished a unit for ${timeoutMs / 1000} s (--timeout): is 'permuta worker --redis <url>' running against ${target.display}?`,
        ),
      );
  }, 100);

  const loop = (async () => {
    while (!closed && !failure) {
      try {
        for (const p of toRetry.splice(0)) {
          await queue.remove(p.id).catch(() => {});
          toAdd.push(p);
        }
        await enqueue();
        if (pending.size > 0 && !failure) await poll();
      } catch (error) {
        if (error instanceof InputError) {
          fail(error);
          break;
        }
        // connection trouble (a command cut off by a disconnect): wait, then poll again
        if (client.status === "ready" && downSince === undefined) {
          fail(new InputError(`Redis at ${target.display}: ${clientMessage(error, target)}`));
          break;
        }
      }
      if (downSince !== undefined) lastActivity = Date.now();
      await sleep(pollMs);
    }
  })();

  // a streamed job: its items come from its reader, its result once they all came
  const startStreamed = (unit: WorkUnit, index: number): StreamedUnit => {
    const id = streamedJobId(unitJobId(unit, index), run as string);
    let resolve: (value: unknown) => void = () => {};
    let reject: (error: Error) => void = () => {};
    const result = new Promise<unknown>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    const job: Pending = {
      ...{ index, id, unit, hash: unitHash(unit), resolve, reject },
      ...{ seen: false, earlier: false, rejections: 0 },
    };
    job.reader = new StreamedJobReader(
      {
        client,
        secret,
        pollMs: Math.min(pollMs, 5),
        failure: () => failure,
        guard,
        rerun: (why) => {
          job.rejections++;
          unverified++;
          lastWhy = why;
          if (job.rejections >= MAX_REJECTIONS)
            fail(new InputError(`${unitName(index, unit)}: ${why}, ${job.rejections} times`));
          pending.set(id, job);
          toRetry.push(job);
        },
        resumed: (given) => {
          resumedUnits++;
          skippedItems += given;
        },
        refused: (why) => {
          refusedChunks++;
          refusedWhy = why;
        },
      },
      id,
      unit,
      unitName(index, unit),
    );
    pending.set(id, job);
    uncleaned.add(id);
    toAdd.push(job);
    const reader = job.reader;
    return {
      result,
      async next() {
        headId = id;
        headIdleSince = undefined;
        const items = await reader.next();
        if (items !== undefined) return items;
        headId = undefined;
        job.resolve((reader.final as { value: unknown }).value);
        await cleanJob(id);
        return undefined;
      },
      get part() {
        return reader.lastPart;
      },
    };
  };

  return orderedStream(
    (unit, index) => {
      if (failure) return Promise.reject(failure);
      if (run !== undefined) return startStreamed(unit, index);
      return new Promise((resolve, reject) => {
        const id = unitJobId(unit, index);
        const p: Pending = {
          index,
          id,
          unit,
          hash: unitHash(unit),
          resolve,
          reject,
          seen: false,
          earlier: false,
          rejections: 0,
        };
        pending.set(id, p);
        allIds.push(id);
        toAdd.push(p);
      });
    },
    onResult,
    options.window ?? 512,
    async () => {
      closed = true;
      clearInterval(watchdog);
      options.signal?.removeEventListener("abort", onAbort);
      // closed before every result came: the units still out stay in Redis (a rerun reuses them)
      const complete = pending.size === 0 && failure === undefined;
      if (!complete) fail(new AbortError("the run was closed"));
      if (reused > 0) notice(`reused ${reused} unit(s) finished by an earlier run`);
      if (unverified > 0)
        notice(
          `${unverified} result(s) from Redis did not verify and were computed again (${lastWhy})`,
        );
      if (resumedUnits > 0)
        notice(
          `${resumedUnits} unit(s) ran again after their output had begun (a worker stopped): the ${skippedItems} item(s) printed already were checked and skipped`,
        );
      if (refusedChunks > 0)
        notice(
          `${refusedChunks} chunk(s) from Redis did not verify and were refused (${refusedWhy})`,
        );
      // the loop may wait on Redis: never longer than a moment once the run is over
      await within(loop, 1000);
      try {
        if (run !== undefined && client.status === "ready") {
          // a streaming run's jobs and chunks are its own: removed, on a stop too
          const removal = (async () => {
            await client.del(streamKeys.alive(run), streamKeys.starved(run));
            const ids = [...uncleaned];
            for (let start = 0; start < ids.length; start += 100)
              await Promise.all(ids.slice(start, start + 100).map((id) => cleanJob(id)));
          })();
          await within(removal, 5000);
        }
        if (run === undefined && !options.keep && complete && client.status === "ready") {
          const removal = (async () => {
            for (let start = 0; start < allIds.length; start += 500)
              await Promise.all(allIds.slice(start, start + 500).map((id) => queue.remove(id)));
          })();
          await within(removal, 5000);
        }
      } finally {
        await within(queue.close(), 1000);
        client.disconnect();
      }
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
