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
import { InputError } from "../core/errors.js";
import { checkStreamedValue, type StreamedValue } from "./chunks.js";
import { arrayField, integerField, plainObject, stringField } from "./payloads.js";
import { unitsId, type WorkUnit } from "./unit.js";
import { codeVersion, RESULT_FORMAT } from "./version.js";

export { codeVersion, RESULT_FORMAT } from "./version.js";

/** The BullMQ queue every coordinator and worker uses. */
export const QUEUE_NAME = "permuta-units";

/** The environment variable that holds the secret shared by coordinators and workers. */
export const SECRET_ENV = "PERMUTA_REDIS_SECRET";

/** Most lines in a batch unit's result, and longest line (characters). */
const MAX_RESULT_LINES = 1 << 20;
const MAX_RESULT_LINE = 1 << 22;

/**
 * The hash that ties a result to its unit: SHA-256 of the unit's engine and payload as JSON (the
 * JSON that travels through Redis, so both sides compute it over the same text).
 *
 * @example
 * ```ts
 * unitHash({ engine: "queens", payload: { n: 8, columns: [0, 2] } }); // 64 hex digits
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
 * returns the checked value, or throws an InputError saying why it does not verify. A `streamed`
 * job's value is a {@link StreamedValue} (its items came in chunks), its `value` checked.
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
  streamed = false,
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
  if (!streamed) return checkJobValue(unit, e.value);
  // a job whose items came in chunks (chunks.ts): how they ended, then the units' results
  const value = checkStreamedValue(e.value);
  return { ...value, value: checkJobValue(unit, value.value) };
}

/** Checks a job's value: its unit's result, or a group's results (one per unit, group.ts). */
function checkJobValue(unit: WorkUnit, value: unknown): unknown {
  if (unit.engine !== "group") return checkUnitResult(unit.engine, value);
  const units = (unit.payload as { units: WorkUnit[] }).units;
  const values = arrayField("group result", "the results", value, units.length);
  if (values.length !== units.length)
    throw new InputError(`group result: ${values.length} results for ${units.length} units`);
  return values.map((v, k) => checkUnitResult(units[k].engine, v));
}

/** The largest count a result may hold. */
const MAX_COUNT = Number.MAX_SAFE_INTEGER;

/** A list of lines: bounded in number and length. */
function lines(subject: string, name: string, value: unknown): string[] {
  return arrayField(subject, name, value, MAX_RESULT_LINES).map((line, i) =>
    stringField(subject, `${name}[${i}]`, line, MAX_RESULT_LINE),
  );
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
  const subject = `${engine} result`;
  switch (engine) {
    case "queens":
      return integerField(subject, "the count", value, 0, MAX_COUNT);
    case "cover": {
      const r = plainObject(subject, "the result", value, ["count", "solutions"], ["count"]);
      const count = integerField(subject, "count", r.count, 0, MAX_COUNT) as number;
      if (r.solutions !== undefined)
        arrayField(subject, "solutions", r.solutions, count).forEach((solution, i) => {
          for (const option of arrayField(subject, `solutions[${i}]`, solution, MAX_COUNT))
            integerField(subject, `solutions[${i}] option`, option, 0, MAX_COUNT);
        });
      return r;
    }
    case "search": {
      const known = ["texts", "nodes", "solutions", "profile"];
      const r = plainObject(subject, "the result", value, known);
      lines(subject, "texts", r.texts);
      integerField(subject, "nodes", r.nodes, 0, MAX_COUNT);
      integerField(subject, "solutions", r.solutions, 0, MAX_COUNT);
      if (r.profile !== null)
        for (const c of arrayField(subject, "profile", r.profile, MAX_RESULT_LINES))
          integerField(subject, "a statement count", c, 0, MAX_COUNT);
      return r;
    }
    case "sudoku":
    case "alphametic": {
      const known = ["lines", "errors", "puzzles", "first"];
      const r = plainObject(subject, "the result", value, known, ["lines", "errors", "puzzles"]);
      lines(subject, "lines", r.lines);
      const puzzles = integerField(subject, "puzzles", r.puzzles, 0, MAX_COUNT) as number;
      integerField(subject, "errors", r.errors, 0, puzzles);
      if (r.first !== undefined) stringField(subject, "first", r.first, MAX_RESULT_LINE);
      return r;
    }
    case "generate": {
      // puzzles made by a unit: each a plain record; the caller solves each one again
      return arrayField(subject, "the puzzles", value, 1000).map((item, i) => {
        const r = plainObject(subject, `puzzle ${i}`, item, [
          "puzzle",
          "solution",
          "nodes",
          "difficulty",
        ]);
        stringField(subject, "puzzle", r.puzzle, MAX_RESULT_LINE);
        if (typeof r.solution !== "object" || r.solution === null)
          throw new InputError(`${subject}: a solution must be an object`);
        const solution = plainObject(
          subject,
          "solution",
          r.solution,
          Object.keys(r.solution as object),
        );
        if (Object.keys(solution).length > 36) throw new InputError(`${subject}: too many letters`);
        for (const [letter, digit] of Object.entries(solution)) {
          if (!/^[A-Z]$/.test(letter)) throw new InputError(`${subject}: bad letter in a solution`);
          integerField(subject, "a digit", digit, 0, 35);
        }
        integerField(subject, "nodes", r.nodes, 0, MAX_COUNT);
        if (!["easy", "medium", "hard"].includes(r.difficulty as string))
          throw new InputError(`${subject}: bad difficulty`);
        return r;
      });
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
 * unitJobId({ engine: "queens", payload: { n: 8, columns: [0, 2] } }, 0); // "u-3f1c0a…-0"
 * ```
 */
export function unitJobId(unit: WorkUnit, index: number): string {
  return `u-${unitsId([unit], codeVersion()).slice(0, 32)}-${index}`;
}
