/**
 * Checks of the units a worker is given. Units come from Redis jobs (anyone who can write to
 * that Redis can plant one), so a worker treats each as hostile input and reads it as the parser
 * would: plain JSON objects with only the known keys (no `__proto__` or `constructor`), each
 * value of the right type and within the range the engine supports, texts and arrays of bounded
 * size. Program and problem texts are parsed by their parsers in the runners, never trusted as
 * pre-built structures. A bad unit fails with an InputError before any engine code runs. The
 * field checks below also serve the coordinator's checks of results read back (results.ts).
 * Cost: linear in the size of the payload.
 */

import type { GenerateUnit } from "../alphametics/generate.js";
import { InputError } from "../core/errors.js";
import { MAX_QUEENS } from "../queens/bitboard.js";
import type { SudokuLogicSettings } from "../sudoku/logic-batch.js";
import type { WorkUnit } from "./unit.js";

/** The longest program or problem text a unit may carry (characters). */
export const MAX_UNIT_TEXT = 1 << 24;

/** The longest batch line a unit may carry (characters). */
export const MAX_UNIT_LINE = 1 << 20;

/** The most batch lines in one unit. */
export const MAX_UNIT_LINES = 1 << 16;

/** The most subtree paths in one exact cover unit. */
export const MAX_UNIT_PATHS = 1 << 20;

/** Keys that would reach an object's prototype if copied: never accepted. */
const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);

/**
 * Throws the InputError of a bad value from outside: `subject` says what was checked (`queens
 * unit`, `cover result`), `what` what is wrong with it.
 */
function bad(subject: string, what: string): never {
  throw new InputError(`invalid ${subject}: ${what}`);
}

/** What a value is, for messages (never its content, which may be large or hostile). */
function kind(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  return typeof value === "object" ? "an object" : `a ${typeof value}`;
}

/**
 * Checks that `value` is a plain object (JSON's `{...}`) whose own keys are among `known` and
 * that has every key of `required`; returns it as a record.
 *
 * @example
 * ```ts
 * plainObject("queens unit", "the payload", { n: 8 }, ["n", "columns"], ["n"]); // { n: 8 }
 * ```
 */
export function plainObject(
  subject: string,
  where: string,
  value: unknown,
  known: readonly string[],
  required: readonly string[] = known,
): Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    bad(subject, `${where} must be an object, got ${kind(value)}`);
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) bad(subject, `${where} must be a plain object`);
  for (const key of Reflect.ownKeys(value)) {
    if (typeof key !== "string") bad(subject, `${where} has a symbol key`);
    if (FORBIDDEN_KEYS.has(key) || !known.includes(key))
      bad(subject, `${where} has an unknown key '${key.slice(0, 40)}'`);
  }
  const record = value as Record<string, unknown>;
  for (const key of required)
    if (record[key] === undefined) bad(subject, `${where} lacks '${key}'`);
  return record;
}

/**
 * Checks an integer field (`min <= value <= max`); undefined passes when `optional`.
 *
 * @example
 * ```ts
 * integerField("queens unit", "n", 8, 1, 32); // 8
 * ```
 */
export function integerField(
  subject: string,
  name: string,
  value: unknown,
  min: number,
  max: number,
  optional = false,
): number | undefined {
  if (value === undefined && optional) return undefined;
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max)
    bad(
      subject,
      `'${name}' must be an integer from ${min} to ${max}, got ${typeof value === "number" ? value : kind(value)}`,
    );
  return value;
}

/**
 * Checks an optional boolean field.
 *
 * @example
 * ```ts
 * booleanField("search unit", "profile", true); // true
 * ```
 */
export function booleanField(subject: string, name: string, value: unknown): boolean | undefined {
  if (value !== undefined && typeof value !== "boolean")
    bad(subject, `'${name}' must be true or false, got ${kind(value)}`);
  return value;
}

/**
 * Checks a string field of at most `max` characters.
 *
 * @example
 * ```ts
 * stringField("search unit", "program", "Choose a", MAX_UNIT_TEXT); // "Choose a"
 * ```
 */
export function stringField(subject: string, name: string, value: unknown, max: number): string {
  if (typeof value !== "string")
    bad(subject, `'${name}' must be text (a string), got ${kind(value)}`);
  if (value.length > max)
    bad(subject, `'${name}' is longer than ${max} characters (${value.length})`);
  return value;
}

/**
 * Checks an optional field whose value is one of `choices`.
 *
 * @example
 * ```ts
 * choiceField("sudoku unit", "method", "dlx", ["fast", "dlx"]); // "dlx"
 * ```
 */
export function choiceField<T extends string>(
  subject: string,
  name: string,
  value: unknown,
  choices: readonly T[],
  optional = true,
): T | undefined {
  if (value === undefined && optional) return undefined;
  if (typeof value !== "string" || !(choices as readonly string[]).includes(value))
    bad(subject, `'${name}' must be ${choices.join(", ")}`);
  return value as T;
}

/**
 * Checks an array field of at most `max` elements.
 *
 * @example
 * ```ts
 * arrayField("queens unit", "columns", [0, 2], 32); // [0, 2]
 * ```
 */
export function arrayField(subject: string, name: string, value: unknown, max: number): unknown[] {
  if (!Array.isArray(value) || Object.getPrototypeOf(value) !== Array.prototype)
    bad(subject, `'${name}' must be an array, got ${kind(value)}`);
  if (value.length > max) bad(subject, `'${name}' has more than ${max} elements (${value.length})`);
  return value;
}

/**
 * Checks a unit as it arrives (from a job or a thread message): a plain object with a string
 * `engine` and a `payload`.
 *
 * @example
 * ```ts
 * checkWorkUnit({ engine: "queens", payload: { n: 8, columns: [0, 2] } });
 * ```
 */
export function checkWorkUnit(value: unknown): WorkUnit {
  const unit = plainObject("work unit", "the unit", value, ["engine", "payload"]);
  stringField("work unit", "engine", unit.engine, 64);
  return unit as unknown as WorkUnit;
}

/** A checked queens unit payload. */
export interface CheckedQueensPayload {
  n: number;
  columns: number[];
}

/**
 * Checks a `queens` payload: n from 1 to 32, the first rows' columns (at most n, each from 0 to
 * n - 1, no two queens attacking each other).
 *
 * @example
 * ```ts
 * checkQueensPayload({ n: 8, columns: [0, 2] });
 * ```
 */
export function checkQueensPayload(payload: unknown): CheckedQueensPayload {
  const p = plainObject("queens unit", "the payload", payload, ["n", "columns"]);
  const n = integerField("queens unit", "n", p.n, 1, MAX_QUEENS) as number;
  const columns = arrayField("queens unit", "columns", p.columns, n);
  columns.forEach((c, row) => {
    const col = integerField("queens unit", `columns[${row}]`, c, 0, n - 1) as number;
    for (let earlier = 0; earlier < row; earlier++) {
      const other = columns[earlier] as number;
      if (other === col || Math.abs(other - col) === row - earlier)
        bad("queens unit", `the queens of rows ${earlier} and ${row} attack each other`);
    }
  });
  return { n, columns: columns as number[] };
}

/** A checked exact cover unit payload (the problem still as DLX text). */
export interface CheckedCoverPayload {
  text: string;
  paths: number[][];
  solutions?: boolean;
  limit?: number;
}

/**
 * Checks a `cover` payload's shape: the problem as DLX text (parsed by the DLX parser in the
 * runner), the subtree paths (arrays of option indices; the runner checks each against the
 * problem), and the optional `solutions` flag and `limit`.
 *
 * @example
 * ```ts
 * checkCoverPayload({ text: "a b\na\nb\n", paths: [[0]] });
 * ```
 */
export function checkCoverPayload(payload: unknown): CheckedCoverPayload {
  const p = plainObject(
    "cover",
    "the payload",
    payload,
    ["text", "paths", "solutions", "limit"],
    ["text", "paths"],
  );
  const text = stringField("cover unit", "text", p.text, MAX_UNIT_TEXT);
  const paths = arrayField("cover unit", "paths", p.paths, MAX_UNIT_PATHS);
  paths.forEach((path, i) => {
    const options = arrayField("cover unit", `paths[${i}]`, path, 1 << 16);
    options.forEach((o, k) => {
      integerField("cover unit", `paths[${i}][${k}]`, o, 0, 2 ** 31 - 1);
    });
  });
  const solutions = booleanField("cover unit", "solutions", p.solutions);
  const limit = integerField("cover unit", "limit", p.limit, 1, Number.MAX_SAFE_INTEGER, true);
  const checked: CheckedCoverPayload = { text, paths: paths as number[][] };
  if (solutions !== undefined) checked.solutions = solutions;
  if (limit !== undefined) checked.limit = limit;
  return checked;
}

/** A checked search unit payload (the program still as text). */
export interface CheckedSearchPayload {
  program: string;
  from: number;
  to: number;
  interpret?: boolean;
  profile?: boolean;
}

/**
 * Checks a `search` payload: the program as text (parsed and checked by the search language's
 * parser in the runner: never a pre-built syntax tree), the first Choose's positions `from..to`
 * (the runner checks them against the pool), and the optional flags.
 *
 * @example
 * ```ts
 * checkSearchPayload({ program: "Values 1..3\nChoose a\nPrint a", from: 0, to: 1 });
 * ```
 */
export function checkSearchPayload(payload: unknown): CheckedSearchPayload {
  const p = plainObject(
    "search",
    "the payload",
    payload,
    ["program", "from", "to", "interpret", "profile"],
    ["program", "from", "to"],
  );
  // text only: a syntax tree from a job is never trusted (its fields reach generated code)
  const program = stringField("search unit", "program", p.program, MAX_UNIT_TEXT);
  const from = integerField("search unit", "from", p.from, 0, 2 ** 31 - 1) as number;
  const to = integerField("search unit", "to", p.to, from, 2 ** 31 - 1) as number;
  const checked: CheckedSearchPayload = { program, from, to };
  const interpret = booleanField("search unit", "interpret", p.interpret);
  const profile = booleanField("search unit", "profile", p.profile);
  if (interpret !== undefined) checked.interpret = interpret;
  if (profile !== undefined) checked.profile = profile;
  return checked;
}

/** Checks the numbered lines of a batch unit: `{ line, text }` each, bounded in number and size. */
function checkLines(
  subject: string,
  value: unknown,
): { line: number; text: string; over?: number }[] {
  const lines = arrayField(subject, "lines", value, MAX_UNIT_LINES);
  return lines.map((entry, i) => {
    const e = plainObject(
      subject,
      `lines[${i}]`,
      entry,
      ["line", "text", "over"],
      ["line", "text"],
    );
    const checked: { line: number; text: string; over?: number } = {
      line: integerField(subject, `lines[${i}].line`, e.line, 1, Number.MAX_SAFE_INTEGER) as number,
      text: stringField(subject, `lines[${i}].text`, e.text, MAX_UNIT_LINE),
    };
    // a line the reader found over its limit: its length (the unit answers it with an error)
    if (e.over !== undefined)
      checked.over = integerField(
        subject,
        `lines[${i}].over`,
        e.over,
        1,
        Number.MAX_SAFE_INTEGER,
      ) as number;
    return checked;
  });
}

/** A checked batch unit payload: numbered lines and settings of known keys. */
export interface CheckedBatchPayload<S> {
  lines: { line: number; text: string; over?: number }[];
  settings: S;
}

/** Copies the defined fields of a checked settings object into a fresh one. */
function defined<S>(fields: Record<string, unknown>): S {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) out[key] = value;
  return out as S;
}

/**
 * Checks a `sudoku` batch payload: the lines, and the settings (`command` solve or count, then
 * the optional `limit`, `method`, `json`, `diagonal`; nothing else).
 *
 * @example
 * ```ts
 * checkSudokuPayload({ lines: [{ line: 1, text: "..." }], settings: { command: "solve" } });
 * ```
 */
export function checkSudokuPayload(payload: unknown): CheckedBatchPayload<{
  command: "solve" | "count";
  limit?: number;
  method?: "auto" | "fast" | "dlx";
  json?: boolean;
  diagonal?: boolean;
}> {
  const p = plainObject("sudoku unit", "the payload", payload, ["lines", "settings"]);
  const lines = checkLines("sudoku unit", p.lines);
  const s = plainObject(
    "sudoku",
    "settings",
    p.settings,
    ["command", "limit", "method", "json", "diagonal"],
    ["command"],
  );
  return {
    lines,
    settings: defined({
      command: choiceField("sudoku unit", "command", s.command, ["solve", "count"], false),
      limit: integerField("sudoku unit", "limit", s.limit, 1, Number.MAX_SAFE_INTEGER, true),
      method: choiceField("sudoku unit", "method", s.method, ["auto", "fast", "dlx"]),
      json: booleanField("sudoku unit", "json", s.json),
      diagonal: booleanField("sudoku unit", "diagonal", s.diagonal),
    }),
  };
}

/**
 * Checks a `sudoku-logic` batch payload (explain and rate): the lines, and the settings (`command`
 * explain or rate, then the optional `json`, `diagonal`, `candidates`, `maxSteps`, `timeLimitMs`,
 * `techniques`).
 *
 * @example
 * ```ts
 * checkSudokuLogicPayload({ lines: [{ line: 1, text: "..." }], settings: { command: "rate" } });
 * ```
 */
export function checkSudokuLogicPayload(
  payload: unknown,
): CheckedBatchPayload<SudokuLogicSettings> {
  const subject = "sudoku-logic unit";
  const p = plainObject(subject, "the payload", payload, ["lines", "settings"]);
  const lines = checkLines(subject, p.lines);
  const s = plainObject(
    "sudoku-logic",
    "settings",
    p.settings,
    ["command", "json", "diagonal", "candidates", "maxSteps", "timeLimitMs", "techniques"],
    ["command"],
  );
  return {
    lines,
    settings: defined({
      command: choiceField(subject, "command", s.command, ["explain", "rate"], false),
      json: booleanField(subject, "json", s.json),
      diagonal: booleanField(subject, "diagonal", s.diagonal),
      candidates:
        s.candidates === undefined
          ? undefined
          : stringField(subject, "candidates", s.candidates, MAX_UNIT_TEXT),
      maxSteps: integerField(subject, "maxSteps", s.maxSteps, 1, Number.MAX_SAFE_INTEGER, true),
      timeLimitMs: integerField(subject, "timeLimitMs", s.timeLimitMs, 1, 1e9, true),
      techniques:
        s.techniques === undefined
          ? undefined
          : arrayField(subject, "techniques", s.techniques, 16).map((f, i) =>
              stringField(subject, `techniques[${i}]`, f, 32),
            ),
    }),
  };
}

/** The settings an alphametic batch unit may carry. */
export interface CheckedAlphameticSettings {
  base?: number;
  leadingZeros?: boolean;
  assign?: Record<string, number>;
  digits?: Record<string, number[]>;
  method?: "auto" | "columns" | "weights" | "exhaustive";
  first?: boolean;
  limit?: number;
  maxNodes?: number;
  anySymbol?: boolean;
  json?: boolean;
  stats?: boolean;
}

/** Checks a letter → value map (`assign`, `digits`): plain, string keys, at most 256 of them. */
function letterMap(name: string, value: unknown): Record<string, unknown> | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "object" || value === null || Array.isArray(value))
    bad("alphametic unit", `'${name}' must be an object, got ${kind(value)}`);
  const keys = Reflect.ownKeys(value);
  if (keys.length > 256) bad("alphametic unit", `'${name}' has more than 256 letters`);
  for (const key of keys)
    if (typeof key !== "string" || key.length > 64 || FORBIDDEN_KEYS.has(key))
      bad("alphametic unit", `'${name}' has a bad letter`);
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null)
    bad("alphametic unit", `'${name}' must be a plain object`);
  return value as Record<string, unknown>;
}

/**
 * Checks an `alphametic` batch payload: the lines, and the settings (the solver's options that
 * are plain data: base 2 to 36, letters' digits, method, limits, output flags; nothing else).
 * The letters and digits themselves are checked by the planner, as for `--assign`/`--digits`.
 *
 * @example
 * ```ts
 * checkAlphameticPayload({ lines: [{ line: 1, text: "A + A = B" }], settings: { json: true } });
 * ```
 */
export function checkAlphameticPayload(
  payload: unknown,
): CheckedBatchPayload<CheckedAlphameticSettings> {
  const e = "alphametic unit";
  const p = plainObject(e, "the payload", payload, ["lines", "settings"]);
  const lines = checkLines(e, p.lines);
  const s = plainObject(
    e,
    "settings",
    p.settings,
    [
      "base",
      "leadingZeros",
      "assign",
      "digits",
      "method",
      "first",
      "limit",
      "maxNodes",
      "anySymbol",
      "json",
      "stats",
    ],
    [],
  );
  const assign = letterMap("assign", s.assign);
  if (assign) {
    for (const [letter, d] of Object.entries(assign)) integerField(e, `assign.${letter}`, d, 0, 35);
  }
  const digits = letterMap("digits", s.digits);
  if (digits) {
    for (const [letter, list] of Object.entries(digits))
      arrayField(e, `digits.${letter}`, list, 36).forEach((d, k) => {
        integerField(e, `digits.${letter}[${k}]`, d, 0, 35);
      });
  }
  return {
    lines,
    settings: defined({
      base: integerField(e, "base", s.base, 2, 36, true),
      leadingZeros: booleanField(e, "leadingZeros", s.leadingZeros),
      assign: assign && { ...assign },
      digits:
        digits &&
        Object.fromEntries(Object.entries(digits).map(([k, v]) => [k, [...(v as number[])]])),
      method: choiceField(e, "method", s.method, ["auto", "columns", "weights", "exhaustive"]),
      first: booleanField(e, "first", s.first),
      limit: integerField(e, "limit", s.limit, 1, Number.MAX_SAFE_INTEGER, true),
      maxNodes: integerField(e, "maxNodes", s.maxNodes, 1, Number.MAX_SAFE_INTEGER, true),
      anySymbol: booleanField(e, "anySymbol", s.anySymbol),
      json: booleanField(e, "json", s.json),
      stats: booleanField(e, "stats", s.stats),
    }),
  };
}

/**
 * Checks an `alphametic-one` payload (one puzzle from the command line, run on a pool thread):
 * one line, the alphametic settings, and the mode (`solve`, `explain` or `compare`) and `trace`.
 *
 * @example
 * ```ts
 * checkAlphameticOnePayload({ lines: [{ line: 1, text: "A + A = B" }], settings: {}, mode: "explain" });
 * ```
 */
export function checkAlphameticOnePayload(payload: unknown): CheckedBatchPayload<
  CheckedAlphameticSettings & { trace?: boolean }
> & {
  mode: "solve" | "explain" | "compare";
} {
  const e = "alphametic-one unit";
  const p = plainObject(
    e,
    "the payload",
    payload,
    ["lines", "settings", "mode", "trace"],
    ["mode"],
  );
  const mode = choiceField(e, "mode", p.mode, ["solve", "explain", "compare"], false) as
    | "solve"
    | "explain"
    | "compare";
  const trace = booleanField(e, "trace", p.trace);
  const unit = checkAlphameticPayload({ lines: p.lines, settings: p.settings });
  if (unit.lines.length !== 1) bad(e, "'lines' must hold exactly one puzzle");
  return { ...unit, settings: trace ? { ...unit.settings, trace } : unit.settings, mode };
}

/**
 * Checks a unit of alphametic generation (`alphametic generate --workers`): the words (or null
 * for the built-in list), the seed, the unit's number and size, the addends, the base, the
 * difficulty and the candidate budget.
 *
 * @example
 * ```ts
 * checkGeneratePayload({ words: null, seed: "7", unit: 0, want: 4, addends: [2, 2], base: 10, maxCandidates: 1000 });
 * ```
 */
export function checkGeneratePayload(payload: unknown): GenerateUnit {
  const e = "generate unit";
  const p = plainObject(
    e,
    "the payload",
    payload,
    ["words", "seed", "unit", "want", "addends", "base", "difficulty", "maxCandidates"],
    ["seed", "unit", "want", "addends", "base", "maxCandidates"],
  );
  let words: string[] | null = null;
  if (p.words !== null && p.words !== undefined)
    words = arrayField(e, "words", p.words, 1_000_000).map((w, k) =>
      stringField(e, `words[${k}]`, w, 64),
    );
  const addends = arrayField(e, "addends", p.addends, 2);
  if (addends.length !== 2) bad(e, "'addends' must be [least, most]");
  const least = integerField(e, "addends[0]", addends[0], 1, 50) as number;
  const most = integerField(e, "addends[1]", addends[1], least, 50) as number;
  return {
    words,
    seed: stringField(e, "seed", p.seed, 200),
    unit: integerField(e, "unit", p.unit, 0, Number.MAX_SAFE_INTEGER) as number,
    want: integerField(e, "want", p.want, 1, 1000) as number,
    addends: [least, most],
    base: integerField(e, "base", p.base, 2, 16) as number, // MAX_GENERATE_BASE (generate.ts)
    difficulty: choiceField(e, "difficulty", p.difficulty, ["easy", "medium", "hard"]),
    maxCandidates: integerField(e, "maxCandidates", p.maxCandidates, 1, 1e9) as number,
  };
}
