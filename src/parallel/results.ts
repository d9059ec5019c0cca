/**
 * Results that come back through Redis, checked before they count. Anyone who can write to the
 * Redis can plant a "completed" job, and an older release may have left results of another
 * format, so a worker seals each result in an envelope: the job id, a hash of the unit it ran,
 * the code version, and (when `PERMUTA_REDIS_SECRET` is set on both sides) an HMAC-SHA256 of all
 * of it with that secret. The coordinator opens the envelope, checks every field, then checks the
 * value's shape for its engine as a parser would (counts are safe integers, lines are strings,
 * sizes bounded). A result that fails is never counted: the unit is run again. Cost: one hash of
 * the unit and one of the result per unit.
 */
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { readFileSync } from "node:fs";
import { InputError } from "../core/errors.js";
import { unitsId, type WorkUnit } from "./unit.js";

/** The BullMQ queue every coordinator and worker uses. */
export const QUEUE_NAME = "permuta-units";

/** Format of the envelope (and of the units' results inside it). */
export const RESULT_FORMAT = "permuta-result-1";

/** The environment variable that holds the secret shared by coordinators and workers. */
export const SECRET_ENV = "PERMUTA_REDIS_SECRET";

/** Most lines in a batch unit's result, and longest line (characters). */
const MAX_RESULT_LINES = 1 << 20;
const MAX_RESULT_LINE = 1 << 22;

let cachedVersion: string | undefined;

/**
 * The code version results are tied to: the package version and the result format. A result made
 * by another version never counts (the unit is run again).
 *
 * @example
 * ```ts
 * codeVersion(); // "permuta 0.1.0 permuta-result-1"
 * ```
 */
export function codeVersion(): string {
  if (cachedVersion === undefined) {
    let version = "unknown";
    try {
      const url = new URL("../../package.json", import.meta.url);
      version = String(JSON.parse(readFileSync(url, "utf8")).version);
    } catch {
      // a bundled copy without package.json: the format alone tells versions apart
    }
    cachedVersion = `permuta ${version} ${RESULT_FORMAT}`;
  }
  return cachedVersion;
}

/**
 * The hash that ties a result to its unit: SHA-256 of the unit's engine and payload as JSON (the
 * JSON that travels through Redis, so both sides compute it over the same text).
 *
 * @example
 * ```ts
 * unitHash({ engine: "queens", payload: { n: 8, columns: [0], weight: 2 } }); // 64 hex digits
 * ```
 */
export function unitHash(unit: WorkUnit): string {
  return createHash("sha256")
    .update(JSON.stringify([unit.engine, unit.payload]))
    .digest("hex");
}

/** A sealed result, as a worker stores it in Redis. */
export interface ResultEnvelope {
  format: string;
  id: string;
  unit: string;
  version: string;
  value: unknown;
  mac?: string;
}

function mac(secret: string, id: string, unit: string, version: string, value: string): string {
  return createHmac("sha256", secret)
    .update(JSON.stringify([RESULT_FORMAT, id, unit, version, value]))
    .digest("hex");
}

/**
 * Seals a unit's result (in the worker): the job id, the unit's hash, the code version, and the
 * HMAC when a secret is given.
 *
 * @example
 * ```ts
 * sealResult("u-…-0", unit, 8, process.env.PERMUTA_REDIS_SECRET);
 * ```
 */
export function sealResult(
  id: string,
  unit: WorkUnit,
  value: unknown,
  secret?: string,
): ResultEnvelope {
  const hash = unitHash(unit);
  const version = codeVersion();
  const envelope: ResultEnvelope = { format: RESULT_FORMAT, id, unit: hash, version, value };
  if (secret) envelope.mac = mac(secret, id, hash, version, JSON.stringify(value) ?? "null");
  return envelope;
}

/**
 * Opens a result read back from Redis (JSON text) for the unit the coordinator sent under `id`:
 * returns the checked value, or throws an InputError saying why it does not verify.
 *
 * @example
 * ```ts
 * openResult(text, "u-…-0", unit, unitHash(unit), process.env.PERMUTA_REDIS_SECRET); // 8
 * ```
 */
export function openResult(
  text: unknown,
  id: string,
  unit: WorkUnit,
  hash: string,
  secret?: string,
): unknown {
  if (typeof text !== "string") throw new InputError("no result stored");
  let envelope: unknown;
  try {
    envelope = JSON.parse(text);
  } catch {
    throw new InputError("the result is not JSON");
  }
  if (typeof envelope !== "object" || envelope === null || Array.isArray(envelope))
    throw new InputError("the result is not a sealed result");
  const e = envelope as Record<string, unknown>;
  if (e.format !== RESULT_FORMAT) throw new InputError("the result is not a sealed result");
  if (e.version !== codeVersion()) throw new InputError("the result comes from another version");
  if (e.id !== id) throw new InputError("the result belongs to another job");
  if (e.unit !== hash) throw new InputError("the result belongs to another unit");
  if (secret) {
    const expected = Buffer.from(mac(secret, id, hash, codeVersion(), JSON.stringify(e.value)));
    const given = Buffer.from(typeof e.mac === "string" ? e.mac : "");
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      throw new InputError(`the result's HMAC does not verify (is ${SECRET_ENV} the same?)`);
  }
  return checkUnitResult(unit.engine, e.value);
}

function count(value: unknown, what: string): number {
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 0)
    throw new InputError(`${what} is not a count`);
  return value;
}

function plain(value: unknown, what: string, keys: readonly string[]): Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new InputError(`${what} is not an object`);
  for (const key of Object.keys(value))
    if (!keys.includes(key)) throw new InputError(`${what} has an unknown field`);
  return value as Record<string, unknown>;
}

function strings(value: unknown, what: string): string[] {
  if (!Array.isArray(value) || value.length > MAX_RESULT_LINES)
    throw new InputError(`${what} is not a list of lines`);
  for (const line of value)
    if (typeof line !== "string" || line.length > MAX_RESULT_LINE)
      throw new InputError(`${what} is not a list of lines`);
  return value as string[];
}

function tally(r: Record<string, unknown>): void {
  const puzzles = count(r.puzzles, "the puzzle count");
  const errors = count(r.errors, "the error count");
  if (errors > puzzles) throw new InputError("the tally does not add up");
  if (r.first !== undefined && typeof r.first !== "string")
    throw new InputError("the first error is not text");
}

/**
 * Checks a unit's result value for its engine, as the code that combines results reads it:
 * `queens` a count, `cover` `{count, solutions?}` (option indices), `search` `{texts, nodes,
 * solutions, profile}`, batches (`sudoku`, `alphametic`) `{lines, errors, puzzles, first?}`.
 *
 * @example
 * ```ts
 * checkUnitResult("queens", 8); // 8
 * checkUnitResult("queens", -1); // throws InputError
 * ```
 */
export function checkUnitResult(engine: string, value: unknown): unknown {
  switch (engine) {
    case "queens":
      return count(value, "the queens count");
    case "cover": {
      const r = plain(value, "the cover result", ["count", "solutions"]);
      const n = count(r.count, "the cover count");
      if (r.solutions !== undefined) {
        if (!Array.isArray(r.solutions) || r.solutions.length > n)
          throw new InputError("the cover solutions are not a list");
        for (const s of r.solutions) {
          if (!Array.isArray(s)) throw new InputError("a cover solution is not a list");
          for (const option of s) count(option, "an option number");
        }
      }
      return r;
    }
    case "search": {
      const r = plain(value, "the search result", ["texts", "nodes", "solutions", "profile"]);
      strings(r.texts, "the printed lines");
      count(r.nodes, "the node count");
      count(r.solutions, "the solution count");
      if (r.profile !== null) {
        if (!Array.isArray(r.profile)) throw new InputError("the profile is not a list");
        for (const c of r.profile) count(c, "a statement count");
      }
      return r;
    }
    case "sudoku":
    case "alphametic": {
      const r = plain(value, `the ${engine} result`, ["lines", "errors", "puzzles", "first"]);
      strings(r.lines, "the output lines");
      tally(r);
      return r;
    }
    default:
      throw new InputError(`no result check for engine '${engine}'`);
  }
}

/**
 * The job id of a unit: a hash of its content and of the code version, then its index in the
 * run, so that a rerun of the same input with the same release finds the jobs of an earlier
 * attempt, and another release never reuses them.
 *
 * @example
 * ```ts
 * unitJobId({ engine: "queens", payload: { n: 8, columns: [0], weight: 2 } }, 0); // "u-3f1c0a…-0"
 * ```
 */
export function unitJobId(unit: WorkUnit, index: number): string {
  return `u-${unitsId([unit], codeVersion()).slice(0, 32)}-${index}`;
}
