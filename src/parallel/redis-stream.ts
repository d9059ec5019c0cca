/**
 * Both ends of a unit whose items stream through Redis in chunks (chunks.ts). The worker runs the
 * job's units on its pool with their items streaming, seals each chunk and appends it to its
 * attempt's list, and waits while {@link CHUNK_WINDOW} chunks are not taken; it gives the unit up
 * when its coordinator is gone, when another attempt took the job over, or when the coordinator
 * waits for an earlier unit that no worker runs (every thread held by later units: the job goes
 * back to the queue). The coordinator reads the chunks of the unit it prints only, in order,
 * deleting them as it goes; when a unit is run again (its worker died), the new attempt's items
 * that were printed already are skipped, after checking that they are the same (a hash).
 * Memory: a window of chunks per unit under way, on both sides, whatever the output.
 */
import { createHash, type Hash } from "node:crypto";
import type { Redis } from "ioredis";
import type Tinypool from "tinypool";
import { InputError } from "../core/errors.js";
import {
  CHUNK_WINDOW,
  type ChunkPlace,
  isStreamId,
  MAX_CHUNK_TEXT,
  newStreamId,
  openChunk,
  parseStreamedJobId,
  type StreamedValue,
  sealChunk,
  streamKeys,
} from "./chunks.js";
import { checkGroupPayload, GROUP_ENGINE } from "./group.js";
import { checkWorkUnit } from "./payloads.js";
import { startPoolUnit } from "./pool.js";
import { unitHash } from "./results.js";
import type { WorkUnit } from "./unit.js";

/** How long stream keys live without being touched (a safety net: runs delete theirs). */
const KEY_LIFE_MS = 24 * 3600 * 1000;

/** Why a worker gave a streamed unit up. */
export type AbandonReason = "gone" | "superseded" | "starved";

/** Thrown by {@link runStreamedJob} when the unit is given up (see {@link AbandonReason}). */
export class StreamAbandoned extends Error {
  constructor(readonly why: AbandonReason) {
    super(
      why === "gone"
        ? "its coordinator is gone"
        : why === "superseded"
          ? "another attempt took the unit over"
          : "an earlier unit waits for a thread",
    );
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The values of a transaction's replies (throws the first error). */
function values(replies: [Error | null, unknown][] | null): unknown[] {
  if (!replies) throw new Error("the transaction was cut short");
  return replies.map(([error, value]) => {
    if (error) throw error;
    return value;
  });
}

/** A streamed job as a worker runs it. */
export interface StreamedJobContext {
  client: Redis;
  pool: Tinypool;
  id: string;
  data: unknown;
  secret?: string;
  unitTimeoutMs: number;
  /** Stops the unit (its thread too): the worker is stopping and cannot finish it. */
  signal?: AbortSignal;
}

/**
 * Runs a streamed job in a worker: its units on the pool, their items sealed into chunks on this
 * attempt's list (waiting while the window is full), and returns what the job's result seals: the
 * attempt, the chunks and items written, the units' results. Throws {@link StreamAbandoned} when
 * the unit is given up (its chunks deleted).
 *
 * @example
 * ```ts
 * const value = await runStreamedJob({ client, pool, id: job.id, data: job.data, unitTimeoutMs });
 * ```
 */
export async function runStreamedJob(job: StreamedJobContext): Promise<StreamedValue> {
  const { client } = job;
  const ids = parseStreamedJobId(job.id);
  if (!ids) throw new InputError("not a streamed job");
  const unit = checkWorkUnit(job.data);
  const members = unit.engine === GROUP_ENGINE ? checkGroupPayload(unit.payload) : [unit];
  const attempt = newStreamId();
  const keys = {
    attempt: streamKeys.attempt(job.id),
    list: streamKeys.chunks(job.id, attempt),
    alive: streamKeys.alive(ids.run),
    starved: streamKeys.starved(ids.run),
  };
  const [, , , alive] = values(
    await client
      .multi()
      .set(keys.attempt, attempt, "PX", KEY_LIFE_MS)
      .sadd(streamKeys.attempts(job.id), attempt)
      .pexpire(streamKeys.attempts(job.id), KEY_LIFE_MS)
      .exists(keys.alive)
      .exec(),
  );
  // a run that is over (or stopped) left this job: its keys go, the job fails and is removed
  const gone = async () => {
    await client.del(keys.list, keys.attempt, streamKeys.attempts(job.id)).catch(() => {});
    return new StreamAbandoned("gone");
  };
  if (alive !== 1) throw await gone();
  // still this attempt's, still wanted; with `full`, also room in the window
  const check = async (full: boolean) => {
    const [length, current, live, starved] = values(
      await client
        .multi()
        .llen(keys.list)
        .get(keys.attempt)
        .exists(keys.alive)
        .get(keys.starved)
        .exec(),
    );
    if (live !== 1) throw new StreamAbandoned("gone");
    if (current !== attempt) throw new StreamAbandoned("superseded");
    if (full && starved !== null && Number(starved) < ids.index)
      throw new StreamAbandoned("starved");
    return (length as number) < CHUNK_WINDOW;
  };
  const place: ChunkPlace = { job: job.id, unit: unitHash(unit), attempt, seq: 0 };
  const controller = new AbortController();
  const onStop = () => controller.abort();
  job.signal?.addEventListener("abort", onStop, { once: true });
  const results: unknown[] = [];
  let items = 0;
  try {
    for (const [part, member] of members.entries()) {
      const run = startPoolUnit(job.pool, member, {
        stream: true,
        timeoutMs: job.unitTimeoutMs,
        label: "the unit",
        signal: controller.signal,
      });
      run.result.catch(() => {});
      for (let chunk = await run.next(); chunk; chunk = await run.next()) {
        const text = sealChunk(place, part, chunk, job.secret);
        place.seq++;
        items += chunk.length;
        const [length] = values(
          await client.multi().rpush(keys.list, text).pexpire(keys.list, KEY_LIFE_MS).exec(),
        );
        if ((length as number) >= CHUNK_WINDOW)
          while (!(await check(true))) {
            if (controller.signal.aborted) throw new Error("the worker stopped");
            await sleep(10);
          }
      }
      results.push(await run.result);
    }
    await check(false);
  } catch (error) {
    controller.abort();
    if (error instanceof StreamAbandoned && error.why === "gone") throw await gone();
    await client.del(keys.list).catch(() => {});
    throw error;
  } finally {
    job.signal?.removeEventListener("abort", onStop);
  }
  const value = unit.engine === GROUP_ENGINE ? results : results[0];
  return { attempt, chunks: place.seq, items, value };
}

/** Takes up to ARGV[1] chunks off a list's head; one longer than ARGV[2] comes back empty. */
const TAKE_CHUNKS = `local taken = redis.call('LRANGE', KEYS[1], 0, tonumber(ARGV[1]) - 1)
for i = 1, #taken do if #taken[i] > tonumber(ARGV[2]) then taken[i] = '' end end
if #taken > 0 then redis.call('LTRIM', KEYS[1], #taken, -1) end
return taken`;

/** What a coordinator's reader of a streamed job is told and asked by the run (queue.ts). */
export interface StreamedJobHost {
  client: Redis;
  secret?: string;
  /** Milliseconds between two looks at an empty list. */
  pollMs: number;
  /** The run's failure, if any (the reader stops with it). */
  failure(): Error | undefined;
  /** Rejects as soon as the run fails (a command may wait on a Redis that is away). */
  guard<T>(work: Promise<T>): Promise<T>;
  /** The job must run again (its chunks were lost): the run enqueues it anew. */
  rerun(why: string): void;
  /** A chunk was refused (it did not verify). */
  refused(why: string): void;
  /** The unit runs again after `given` of its items were given: those are skipped. */
  resumed(given: number): void;
}

/** Refused chunks of one job, at most, before the run gives up. */
const MAX_REFUSED = 64;

/**
 * The coordinator's reader of one streamed job: `next()` gives its items in order (with their
 * part: the unit within a group), taking and deleting the chunks of its current attempt; it ends
 * once `final` (set from the job's verified result) says every chunk was read.
 *
 * @example
 * ```ts
 * const reader = new StreamedJobReader(host, id, unit, "unit 3");
 * for (let items = await reader.next(); items; items = await reader.next()) print(items);
 * ```
 */
export class StreamedJobReader {
  /** The job's verified result, once it completed. */
  final: StreamedValue | undefined;
  /** The part (unit within a group) of the items `next()` gave last. */
  lastPart = 0;
  private attempt: string | undefined;
  private seq = 0;
  private part = 0;
  private delivered = 0;
  private readonly hash: Hash = createHash("sha256");
  private skip = 0;
  private skipped = 0;
  private skipHash: Hash | undefined;
  private expected = "";
  private refusedCount = 0;
  private ready: { part: number; items: unknown[] }[] = [];
  private readonly engines: string[];
  private readonly unitHash: string;

  constructor(
    private readonly host: StreamedJobHost,
    readonly id: string,
    unit: WorkUnit,
    private readonly name: string,
  ) {
    this.engines =
      unit.engine === GROUP_ENGINE
        ? (unit.payload as { units: WorkUnit[] }).units.map((u) => u.engine)
        : [unit.engine];
    this.unitHash = unitHash(unit);
  }

  /** The next items, or undefined after the last. */
  async next(): Promise<unknown[] | undefined> {
    for (;;) {
      const failure = this.host.failure();
      if (failure) throw failure;
      const given = this.ready.shift();
      if (given) {
        this.lastPart = given.part;
        return given.items;
      }
      const final = this.final;
      if (final && this.attempt !== final.attempt) await this.switchTo(final.attempt);
      else if (!final) {
        const pointer = await this.host.guard(this.host.client.get(streamKeys.attempt(this.id)));
        if (isStreamId(pointer) && pointer !== this.attempt) await this.switchTo(pointer);
      }
      const taken = this.attempt ? await this.take(this.attempt) : 0;
      if (this.ready.length > 0 || taken > 0) continue;
      if (final && this.attempt === final.attempt) {
        if (this.seq >= final.chunks && this.skipped === this.skip) {
          if (this.delivered !== final.items)
            throw new InputError(
              `${this.name}: its result counts ${final.items} items, its chunks held ${this.delivered}`,
            );
          return undefined;
        }
        // completed, and its list is empty before the last chunk: the chunks were lost
        this.final = undefined;
        this.host.rerun(`${final.chunks - this.seq} chunk(s) of it were lost`);
      }
      await sleep(this.host.pollMs);
    }
  }

  /** Follows another attempt of the job: its items up to those given already are skipped. */
  private async switchTo(attempt: string): Promise<void> {
    if (this.attempt)
      await this.host.guard(this.host.client.del(streamKeys.chunks(this.id, this.attempt)));
    if (this.delivered > 0) this.host.resumed(this.delivered);
    this.attempt = attempt;
    this.seq = 0;
    this.part = 0;
    this.skip = this.delivered;
    this.skipped = 0;
    this.skipHash = createHash("sha256");
    this.expected = this.hash.copy().digest("hex");
  }

  /** Takes the chunks waiting on the attempt's list; returns how many were taken. */
  private async take(attempt: string): Promise<number> {
    const key = streamKeys.chunks(this.id, attempt);
    const texts: unknown = await this.host.guard(
      this.host.client.eval(TAKE_CHUNKS, 1, key, 4, MAX_CHUNK_TEXT),
    );
    if (!Array.isArray(texts)) return 0;
    for (const text of texts) {
      let chunk: { part: number; items: unknown[] };
      try {
        const place = { job: this.id, unit: this.unitHash, attempt, seq: this.seq };
        chunk = openChunk(text, place, this.engines, this.host.secret);
        if (chunk.part < this.part) throw new InputError("the chunk's part goes back");
      } catch (error) {
        // forged, replayed, from another attempt: never printed
        this.host.refused((error as Error).message);
        if (++this.refusedCount > MAX_REFUSED)
          throw new InputError(
            `${this.name}: more than ${MAX_REFUSED} of its chunks did not verify (${(error as Error).message})`,
          );
        continue;
      }
      this.seq++;
      this.part = chunk.part;
      this.keep(chunk.part, chunk.items);
    }
    return texts.length;
  }

  /** Keeps a chunk's items to give, past those of an earlier attempt given already. */
  private keep(part: number, items: unknown[]): void {
    let from = 0;
    if (this.skipped < this.skip) {
      from = Math.min(items.length, this.skip - this.skipped);
      for (let k = 0; k < from; k++) digest(this.skipHash as Hash, part, items[k]);
      this.skipped += from;
      if (this.skipped === this.skip && (this.skipHash as Hash).digest("hex") !== this.expected)
        throw new InputError(
          `${this.name}: run again, it gave other items than its first attempt (is the unit deterministic? do the workers run the same permuta version?)`,
        );
    }
    if (from >= items.length) return;
    const fresh = from === 0 ? items : items.slice(from);
    for (const item of fresh) digest(this.hash, part, item);
    this.delivered += fresh.length;
    this.ready.push({ part, items: fresh });
  }
}

/** Adds an item (with its part) to a hash of the items given. */
function digest(hash: Hash, part: number, item: unknown): void {
  hash.update(
    typeof item === "string" ? `${part}:${item.length}:${item}` : JSON.stringify([part, item]),
  );
}
