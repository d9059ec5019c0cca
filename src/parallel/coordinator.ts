/**
 * The state of a coordinator's distributed run through Redis (opened by `openRedisStream`,
 * queue.ts), one object shared by its parts: job submission (enqueue), the poll of the jobs under
 * way and what each job's state means (a result that verifies, a failure, a lost job), the
 * deadlock breaker of a streaming run (the unit being printed waits while workers hold later
 * ones), the lease and the removal of a streamed job's keys, and the run's failure, which stops
 * every waiter at once. The units pushed (coordinator-units.ts), the watchdog and the end of the
 * run (coordinator-end.ts) work over this state.
 * Cost: one enqueue and one result read per unit, one transaction per poll over the units under
 * way.
 */
import type { Queue } from "bullmq";
import type { Redis } from "ioredis";
import { InputError } from "../core/errors.js";
import { isStreamId, streamKeys } from "./chunks.js";
import { clientMessage, reasonText, sleep, unitName } from "./redis-client.js";
import type { StreamedJobReader } from "./redis-stream.js";
import type { RedisTarget } from "./redis-url.js";
import { openResult, SECRET_ENV } from "./results.js";
import type { WorkUnit } from "./unit.js";

/** Times a unit's result may fail to verify before the run gives up on it. */
export const MAX_REJECTIONS = 3;

/** A unit enqueued and not yet delivered. */
export interface Pending {
  /** Its place in the run. */
  index: number;
  /** Its job id. */
  id: string;
  /** The unit. */
  unit: WorkUnit;
  /** The unit's hash, checked in its result. */
  hash: string;
  /** Delivers its result. */
  resolve: (value: unknown) => void;
  /** Fails it. */
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

/** What a run is told once, at its start. */
export interface RunSettings {
  /** The Redis it runs on. */
  target: RedisTarget;
  /** The secret results are signed with, if any. */
  secret: string | undefined;
  /** Give up after this many milliseconds without Redis or without a worker (0: never). */
  timeoutMs: number;
  /** Milliseconds between two polls. */
  pollMs: number;
  /** Status lines. */
  notice: (text: string) => void;
  /** The options of every job. */
  jobOptions: object;
  /** A streaming run's id, undefined for a run without streamed output. */
  run: string | undefined;
}

/** The shared state of one coordinator's run, and the parts that poll and submit its jobs. */
export class CoordinatorState {
  /** The connection (set once connected). */
  client!: Redis;
  /** The BullMQ queue over it. */
  queue!: Queue;
  /** Since when Redis is unreachable. */
  downSince: number | undefined;
  /** Set when the run is being closed: the connection's own end is no news. */
  closed = false;
  /** Set when Redis comes back: jobs found lost then are enqueued again with a notice. */
  resubmitAfterOutage = false;
  /** When the lease of a streaming run was last renewed (0: renew at the next tick). */
  leaseAt = 0;
  /** The last time a worker was seen at work (or Redis came back): the --timeout clock. */
  lastActivity = Date.now();
  /** The units under way, by job id. */
  readonly pending = new Map<string, Pending>();
  /** Every job id of a run without streamed output (removed at the end). */
  readonly allIds: string[] = [];
  /** Units to enqueue at the next turn of the loop. */
  toAdd: Pending[] = [];
  /** Streamed jobs to enqueue again (their chunks were lost). */
  readonly toRetry: Pending[] = [];
  /** Streamed jobs not cleaned up yet. */
  readonly uncleaned = new Set<string>();
  /** The job whose chunks are being read. */
  headId: string | undefined;
  /** Since when no worker runs the job being read. */
  headIdleSince: number | undefined;
  /** Whether workers were told the job being read starves (the starved key). */
  starvedSaid = false;
  /** Why the run failed, once it did. */
  failure: Error | undefined;
  /** Units reused from an earlier run. */
  reused = 0;
  /** Results that did not verify. */
  unverified = 0;
  /** Chunks refused. */
  refusedChunks = 0;
  /** Units run again after their output had begun. */
  resumedUnits = 0;
  /** Items skipped in those. */
  skippedItems = 0;
  /** Why the last chunk was refused. */
  refusedWhy = "";
  /** Why the last result did not verify. */
  lastWhy = "";
  /** When the run began. */
  readonly startedAt = Date.now();
  /** Whether a worker ever took a unit. */
  everTaken = false;
  /** Whether "waiting for workers" was said. */
  waitSaid = false;
  /** Readers waiting on Redis, stopped at once when the run fails. */
  private readonly waiters = new Set<(error: Error) => void>();

  /** @param settings - what the run was told at its start */
  constructor(readonly settings: RunSettings) {}

  /**
   * Hears the connection go and come back.
   *
   * @param up - whether Redis is reachable
   * @param why - why it is not
   */
  onConnection(up: boolean, why?: string): void {
    if (this.closed) return;
    const { notice, target } = this.settings;
    this.lastActivity = Date.now();
    if (!up) {
      this.downSince ??= Date.now();
      notice(`Redis at ${target.display} unreachable (${why}); retrying`);
    } else {
      this.downSince = undefined;
      this.resubmitAfterOutage = true;
      this.leaseAt = 0; // a Redis restarted empty lost the lease: renewed at once
      notice(`Redis at ${target.display} reachable again`);
    }
  }

  /** Renews the lease its workers check, in a streaming run. */
  async renewLease(): Promise<void> {
    const { run } = this.settings;
    if (run === undefined) return;
    this.leaseAt = Date.now();
    await this.client.set(streamKeys.alive(run), "1", "PX", 30_000);
  }

  /** Enqueues the units waiting, 500 at a time (a job id that exists already is left as it is). */
  async enqueue(): Promise<void> {
    const { client, queue } = this;
    while (this.toAdd.length > 0) {
      const batch = this.toAdd.slice(0, 500);
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
          opts: { ...this.settings.jobOptions, jobId: p.id },
        })),
      );
      this.toAdd = this.toAdd.slice(batch.length);
    }
  }

  /** Polls every job under way in one transaction (state, result and lock read at one moment). */
  async poll(): Promise<void> {
    const list = [...this.pending.values()];
    const { queue } = this;
    const tx = this.client.multi();
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
        this.everTaken = true;
        this.lastActivity = Date.now();
      }
      if (p.id === this.headId) await this.watchHead(p, locked === 1 || completed !== null);
      if (completed !== null) {
        if (this.completed(p, returnvalue)) continue;
        again.push(p);
      } else if (failed !== null) {
        if (p.seen)
          throw new InputError(`${unitName(p.index, p.unit)} failed: ${reasonText(failedReason)}`);
        // already failed when first looked at: left by an earlier run, so try it again
        again.push(p);
      } else if (exists === 0) {
        // removed by someone (another coordinator's clean-up, a Redis restarted empty)
        lost++;
        this.toAdd.push(p);
      }
      p.seen = true;
    }
    for (const p of again) {
      await queue.remove(p.id);
      p.earlier = false;
      this.toAdd.push(p);
    }
    if (lost > 0 && this.resubmitAfterOutage)
      this.settings.notice(`enqueued ${lost} lost unit(s) again`);
    this.resubmitAfterOutage = false;
  }

  /**
   * A completed job: its result delivered when it verifies (true), or counted as rejected (false:
   * the unit is run again; an InputError after {@link MAX_REJECTIONS}).
   */
  private completed(p: Pending, returnvalue: string | null): boolean {
    this.everTaken = true;
    this.lastActivity = Date.now();
    let value: unknown;
    try {
      const { secret } = this.settings;
      value = openResult(returnvalue, p.id, p.unit, p.hash, secret, p.reader !== undefined);
    } catch (error) {
      // planted, from another release, unsigned, damaged or vanished: run the unit again
      p.rejections++;
      this.unverified++;
      this.lastWhy = (error as Error).message;
      if (p.rejections >= MAX_REJECTIONS)
        throw new InputError(
          `unit ${p.index} (${p.unit.engine}): its result did not verify ${p.rejections} times (${this.lastWhy}); do the coordinator and the workers run the same permuta version, with the same ${SECRET_ENV}?`,
        );
      p.seen = true;
      return false;
    }
    this.pending.delete(p.id);
    if (p.reader) {
      // delivered by its reader once every chunk is read
      p.reader.final = value as StreamedJobReader["final"];
      return true;
    }
    // a group (group.ts) counts as the units it holds
    if (p.earlier)
      this.reused += p.unit.engine === "group" ? (p.unit.payload as { units: [] }).units.length : 1;
    p.resolve(value);
    return true;
  }

  /** The unit being read waits for a thread while workers hold later units: tells them. */
  private async watchHead(p: Pending, running: boolean): Promise<void> {
    const { run } = this.settings;
    if (run === undefined) return;
    if (running) {
      this.headIdleSince = undefined;
      if (this.starvedSaid) await this.client.del(streamKeys.starved(run));
      this.starvedSaid = false;
      return;
    }
    this.headIdleSince ??= Date.now();
    if (Date.now() - this.headIdleSince >= 1000) {
      await this.client.set(streamKeys.starved(run), String(p.index), "PX", 3000);
      this.starvedSaid = true;
    }
  }

  /**
   * Removes a streamed job and its keys (its chunks read, or the run over).
   *
   * @param id - the job's id
   */
  async cleanJob(id: string): Promise<void> {
    const { client } = this;
    const attempts = (await client.smembers(streamKeys.attempts(id)))
      .filter(isStreamId)
      .slice(0, 256);
    const tx = client.multi();
    for (const attempt of attempts) tx.del(streamKeys.chunks(id, attempt));
    await tx.del(streamKeys.attempts(id)).del(streamKeys.attempt(id)).exec();
    // a job a worker still runs stays: that worker gives it up (the run's lease is gone)
    await this.queue.remove(id).catch(() => {});
    this.uncleaned.delete(id);
  }

  /**
   * `work`, stopped at once when the run fails (one listener per command, removed when it
   * settles: a race against one long-lived promise would keep every result).
   *
   * @param work - a command on Redis
   */
  readonly guard = <T>(work: Promise<T>): Promise<T> =>
    this.failure
      ? Promise.reject(this.failure)
      : new Promise<T>((resolve, reject) => {
          this.waiters.add(reject);
          work.then(
            (value) => {
              this.waiters.delete(reject);
              resolve(value);
            },
            (error: unknown) => {
              this.waiters.delete(reject);
              reject(error);
            },
          );
        });

  /**
   * Fails the run (the first failure stays): every waiter and every unit under way hears it.
   *
   * @param error - why
   */
  readonly fail = (error: Error): void => {
    this.failure ??= error;
    for (const reject of this.waiters) reject(this.failure);
    this.waiters.clear();
    for (const p of this.pending.values()) p.reject(this.failure);
    this.pending.clear();
  };

  /** Enqueues and polls until the run is closed or fails; Redis going away is waited out. */
  async loop(): Promise<void> {
    const { client, queue } = this;
    const { target } = this.settings;
    while (!this.closed && !this.failure) {
      try {
        for (const p of this.toRetry.splice(0)) {
          await queue.remove(p.id).catch(() => {});
          this.toAdd.push(p);
        }
        await this.enqueue();
        if (this.pending.size > 0 && !this.failure) await this.poll();
      } catch (error) {
        if (error instanceof InputError) {
          this.fail(error);
          break;
        }
        // connection trouble (a command cut off by a disconnect): wait, then poll again
        if (client.status === "ready" && this.downSince === undefined) {
          this.fail(new InputError(`Redis at ${target.display}: ${clientMessage(error, target)}`));
          break;
        }
      }
      if (this.downSince !== undefined) this.lastActivity = Date.now();
      await sleep(this.settings.pollMs);
    }
  }
}
