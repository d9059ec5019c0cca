/**
 * What every batch (a file of puzzles, one per line) tallies of its lines, and the contract's
 * stderr summary of a batch with bad lines, the forms of a record that keep it one line, and
 * the limit on a line's length. Cost: O(length of the text).
 */
import { InputError } from "./errors.js";

/** What a batch command tallies of its lines: bad ones, puzzle lines, the first bad line's why. */
export interface BatchTally {
  /** Number of bad lines. */
  errors: number;
  /** Number of puzzle lines read (blank and `#` lines not counted). */
  puzzles: number;
  /** The first bad line's message, `line L, column C: why`, when there is one. */
  first?: string;
}

/**
 * The stderr summary of a batch with bad lines (the contract's wording), or undefined.
 *
 * @example
 * ```ts
 * batchSummary({ errors: 1, puzzles: 3, first: "line 2, column 3: unexpected '+'" });
 * // "1 of 3 lines could not be read (first: line 2, column 3: unexpected '+')"
 * ```
 */
export function batchSummary(tally: BatchTally): string | undefined {
  if (tally.errors === 0) return undefined;
  return `${tally.errors} of ${tally.puzzles} lines could not be read (first: ${tally.first ?? "?"})`;
}

/** Characters that some line readers take as a line break inside a line: escaped in records. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the ones escaped
const BREAKS = /[\r\n\u000b\u000c\u001c-\u001e\u0085\u2028\u2029]/g;

/**
 * A value as one JSON line that every line reader reads as one line: JSON.stringify leaves
 * U+2028, U+2029 and U+0085 raw (valid JSON), which Python's `splitlines` and others split on;
 * they are written as `\u` escapes, the same JSON value.
 *
 * @example
 * ```ts
 * jsonRecord({ puzzle: "A\u2028B" }); // '{"puzzle":"A\\u2028B"}'
 * ```
 */
export function jsonRecord(value: unknown): string {
  return JSON.stringify(value).replace(
    /[\u0085\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/**
 * Text made safe to stand on one output line: line-break characters written as `\u` escapes.
 *
 * @example
 * ```ts
 * oneLine("bad 'A\rB'"); // "bad 'A\\u000dB'"
 * ```
 */
export function oneLine(text: string): string {
  return text.replace(BREAKS, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/**
 * A bad line's record in a batch: `error: <message>`, or `{"error": "<message>"}` with json.
 *
 * @example
 * ```ts
 * recordError("line 2: a grid has ...", false); // "error: line 2: a grid has ..."
 * ```
 */
export function recordError(message: string, json: boolean): string {
  return json ? jsonRecord({ error: message }) : `error: ${oneLine(message)}`;
}
/**
 * The longest line a batch command reads, in characters (1 MiB). A longer line is not held: it
 * becomes one error record in its place ({@link lineTooLong}) and the batch goes on.
 */
export const MAX_LINE_LENGTH = 1 << 20;

/**
 * The error of a line longer than {@link MAX_LINE_LENGTH}, naming the limit.
 *
 * @example
 * ```ts
 * lineTooLong(3_000_000).message; // "the line has 3000000 characters, more than the limit of 1048576 (1 MiB)"
 * ```
 */
export function lineTooLong(length: number): InputError {
  return new InputError(
    `the line has ${length} characters, more than the limit of ${MAX_LINE_LENGTH} (1 MiB)`,
  );
}
