/**
 * Output chunks through Redis: a distributed run that prints what its units find (search lines,
 * exact covers, batch output lines) has its workers write each unit's items as a sequence of
 * chunks instead of one result holding them all. Each try of a job (an attempt, a random id) writes
 * to a Redis list of its own; a chunk names the job, the unit's hash, the code version, the
 * attempt, its sequence number and the part (the unit within a group), and carries an HMAC-SHA256
 * of all of it with `PERMUTA_REDIS_SECRET` when set. The coordinator reads and deletes the chunks
 * of the unit it is printing only, and refuses a chunk that does not verify (forged, replayed,
 * from another attempt or out of sequence). Cost: one HMAC and one JSON parse per chunk.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { InputError } from "../core/errors.js";
import { arrayField, integerField, plainObject, stringField } from "./payloads.js";
import { codeVersion } from "./version.js";
import { CHUNK_ITEMS } from "./worker-thread.js";

/** Format of a chunk's body. */
export const CHUNK_FORMAT = "permuta-chunk-1";

/**
 * Chunks an attempt may have in Redis and not yet taken by the coordinator: past this its worker
 * waits (its thread waits too, on its own credit). Each chunk holds up to 4,096 items, about
 * 64 KiB: a unit runs at most ~1 MiB of output ahead of the coordinator.
 */
export const CHUNK_WINDOW = 16;

/** The longest line a chunk may hold (characters), as a unit's result (results.ts). */
const MAX_CHUNK_LINE = 1 << 22;

/** The longest chunk text a coordinator accepts (characters): bigger ones are refused unread. */
export const MAX_CHUNK_TEXT = 8 * MAX_CHUNK_LINE;

/** Where a run's keys live: every key starts with this. */
const PREFIX = "permuta-stream";

/** The Redis keys of a streamed job and of its run. */
export const streamKeys = {
  /** The attempt that currently holds the job (set by the worker that takes it). */
  attempt: (job: string) => `${PREFIX}:${job}:attempt`,
  /** Every attempt of the job (for clean-up). */
  attempts: (job: string) => `${PREFIX}:${job}:attempts`,
  /** The chunks of one attempt, oldest first. */
  chunks: (job: string, attempt: string) => `${PREFIX}:${job}:chunks:${attempt}`,
  /** Set while the run's coordinator lives (renewed every few seconds). */
  alive: (run: string) => `${PREFIX}:run:${run}:alive`,
  /** The index of the unit the coordinator waits for when no worker runs it (see queue.ts). */
  starved: (run: string) => `${PREFIX}:run:${run}:starved`,
};

/** A new attempt or run id: 16 hex digits. */
export function newStreamId(): string {
  return randomBytes(8).toString("hex");
}

/** True for an attempt or run id as {@link newStreamId} makes them. */
export function isStreamId(value: unknown): value is string {
  return typeof value === "string" && /^[0-9a-f]{16}$/.test(value);
}

/**
 * The job id of a streamed unit: its content hash (as {@link unitJobId}), the run's id and its
 * index. Streamed jobs belong to one run (their chunks are read once, then deleted), so two
 * coordinators of the same command never share them.
 *
 * @example
 * ```ts
 * streamedJobId("u-3f1c0a…-7", "0123456789abcdef"); // "s-3f1c0a…-0123456789abcdef-7"
 * ```
 */
export function streamedJobId(unitId: string, run: string): string {
  const m = /^u-([0-9a-f]+)-(\d+)$/.exec(unitId);
  if (!m) throw new Error(`not a unit job id: ${unitId}`);
  return `s-${m[1]}-${run}-${m[2]}`;
}

/**
 * Reads a streamed job id (it comes from Redis): its run id and unit index, or undefined for the
 * id of a job that returns its result whole.
 *
 * @example
 * ```ts
 * parseStreamedJobId("s-3f1c…-0123456789abcdef-7"); // { run: "0123456789abcdef", index: 7 }
 * ```
 */
export function parseStreamedJobId(id: unknown): { run: string; index: number } | undefined {
  const m = typeof id === "string" ? /^s-[0-9a-f]{32}-([0-9a-f]{16})-(\d{1,15})$/.exec(id) : null;
  return m ? { run: m[1], index: Number(m[2]) } : undefined;
}

/** What a chunk is bound to: its job, the unit's hash, the attempt and its place. */
export interface ChunkPlace {
  job: string;
  unit: string;
  attempt: string;
  seq: number;
}

function chunkMac(secret: string, body: string): string {
  return createHmac("sha256", secret).update(body).digest("hex");
}

/**
 * Seals a chunk (in the worker): the body as JSON, preceded by its HMAC (empty without a secret)
 * and a newline.
 *
 * @example
 * ```ts
 * sealChunk({ job, unit: unitHash(unit), attempt, seq: 0 }, 0, ["0123"], secret);
 * ```
 */
export function sealChunk(place: ChunkPlace, part: number, items: unknown[], secret?: string) {
  const body = JSON.stringify({
    format: CHUNK_FORMAT,
    version: codeVersion(),
    ...place,
    part,
    items,
  });
  return `${secret ? chunkMac(secret, body) : ""}\n${body}`;
}

/**
 * Checks a chunk's items for the engine of the unit that made them: lines (search, batches) are
 * strings, exact covers arrays of option indices; at most {@link CHUNK_ITEMS} of them.
 *
 * @example
 * ```ts
 * checkChunkItems("search", ["0123"]); // ["0123"]
 * ```
 */
export function checkChunkItems(engine: string, value: unknown): unknown[] {
  const subject = `${engine} chunk`;
  const items = arrayField(subject, "items", value, CHUNK_ITEMS);
  if (engine === "cover") {
    items.forEach((solution, i) => {
      for (const option of arrayField(subject, `items[${i}]`, solution, 1 << 16))
        integerField(subject, `items[${i}] option`, option, 0, 2 ** 31 - 1);
    });
  } else if (engine === "search" || engine === "alphametic" || engine === "sudoku") {
    items.forEach((line, i) => {
      stringField(subject, `items[${i}]`, line, MAX_CHUNK_LINE);
    });
  } else throw new InputError(`no chunk check for engine '${engine.slice(0, 40)}'`);
  return items;
}

/**
 * Opens a chunk read from Redis (hostile): checks its size, its HMAC when a secret is given, its
 * format and version, that it belongs to `place` (job, unit, attempt, sequence number), that its
 * part is one of `engines` (a group's units) and its items have that engine's shape. Returns the
 * part and the items, or throws an InputError saying why the chunk is refused.
 *
 * @example
 * ```ts
 * openChunk(text, { job, unit, attempt, seq: 0 }, ["search"], secret); // { part: 0, items: [...] }
 * ```
 */
export function openChunk(
  text: unknown,
  place: ChunkPlace,
  engines: readonly string[],
  secret?: string,
): { part: number; items: unknown[] } {
  if (typeof text !== "string") throw new InputError("the chunk is not text");
  if (text.length > MAX_CHUNK_TEXT) throw new InputError("the chunk is too long");
  const cut = text.indexOf("\n");
  if (cut < 0) throw new InputError("the chunk is not a sealed chunk");
  const body = text.slice(cut + 1);
  if (secret) {
    const expected = Buffer.from(chunkMac(secret, body));
    const given = Buffer.from(text.slice(0, cut));
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      throw new InputError("the chunk's HMAC does not verify");
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new InputError("the chunk is not JSON");
  }
  const c = plainObject("chunk", "the chunk", parsed, [
    "format",
    "version",
    "job",
    "unit",
    "attempt",
    "seq",
    "part",
    "items",
  ]);
  if (c.format !== CHUNK_FORMAT) throw new InputError("the chunk is not a sealed chunk");
  if (c.version !== codeVersion()) throw new InputError("the chunk comes from another version");
  if (c.job !== place.job || c.unit !== place.unit)
    throw new InputError("the chunk belongs to another unit");
  if (c.attempt !== place.attempt) throw new InputError("the chunk belongs to another attempt");
  if (c.seq !== place.seq) throw new InputError("the chunk is out of sequence");
  const part = integerField("chunk", "part", c.part, 0, engines.length - 1) as number;
  return { part, items: checkChunkItems(engines[part], c.items) };
}

/** What a streamed job's result holds besides the units' results: how its chunks ended. */
export interface StreamedValue {
  attempt: string;
  chunks: number;
  items: number;
  value: unknown;
}

/**
 * Checks the value of a streamed job's sealed result: the attempt that made it, how many chunks
 * and items it wrote, and the units' result (checked by the caller).
 *
 * @example
 * ```ts
 * checkStreamedValue({ attempt, chunks: 3, items: 9000, value: { count: 9000 } });
 * ```
 */
export function checkStreamedValue(value: unknown): StreamedValue {
  const s = "streamed result";
  const v = plainObject(s, "the result", value, ["attempt", "chunks", "items", "value"]);
  if (!isStreamId(v.attempt)) throw new InputError(`invalid ${s}: bad attempt id`);
  return {
    attempt: v.attempt,
    chunks: integerField(s, "chunks", v.chunks, 0, Number.MAX_SAFE_INTEGER) as number,
    items: integerField(s, "items", v.items, 0, Number.MAX_SAFE_INTEGER) as number,
    value: v.value,
  };
}
