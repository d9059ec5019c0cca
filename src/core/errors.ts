/**
 * Errors for bad input. An {@link InputError} says what is wrong and where (line, column, value);
 * the CLI prints it as `permuta: error: <message>` and exits with code 2, without a stack trace.
 */

import { maskUrlSecrets } from "./secrets.js";

/** Where in the user's text a problem was found (1-based line and column). */
export interface SourceLocation {
  /** 1-based line number, when the input has lines. */
  line?: number;
  /** 1-based column number (in code points). */
  column?: number;
}

/**
 * An error in user input: bad puzzle text, an unknown option, an out-of-range number.
 *
 * @example
 * ```ts
 * throw new InputError("unknown order 'foo'", { value: "foo" });
 * throw new InputError("unexpected ')'", { line: 3, column: 7 });
 * ```
 */
export class InputError extends Error {
  /**
   * Always "InputError", so that an error that crossed a worker or a JSON boundary is still
   * recognised.
   */
  override name = "InputError";
  /** 1-based line of the problem, if known. */
  readonly line: number | undefined;
  /** 1-based column of the problem, if known. */
  readonly column: number | undefined;
  /** The offending value, if any. */
  readonly value: string | undefined;
  /** The message without the location prefix. */
  readonly detail: string;

  /**
   * An input error with its message and, when known, where it was found.
   *
   * @param detail - what is wrong, without the location (the message gets a "line L, column C: "
   *   prefix)
   * @param where - the 1-based `line` and `column` of the problem and the offending `value`, each
   *   optional
   */
  constructor(detail: string, where: SourceLocation & { value?: string } = {}) {
    super(withLocation(detail, where));
    this.detail = detail;
    this.line = where.line;
    this.column = where.column;
    this.value = where.value;
  }

  /**
   * The same error placed at a line (for batch input), keeping its column.
   *
   * @param line - the 1-based line number of the input line that holds the problem
   *
   * @example
   * ```ts
   * new InputError("bad digit", { column: 4 }).atLine(12).message; // "line 12, column 4: bad digit"
   * ```
   */
  atLine(line: number): InputError {
    return new InputError(this.detail, { line, column: this.column, value: this.value });
  }
}

/**
 * Prefixes a message with "line L, column C: " as far as the location is known.
 *
 * @example
 * ```ts
 * withLocation("unexpected ')'", { line: 2, column: 5 }); // "line 2, column 5: unexpected ')'"
 * ```
 */
export function withLocation(detail: string, where: SourceLocation): string {
  const parts: string[] = [];
  if (where.line !== undefined) parts.push(`line ${where.line}`);
  if (where.column !== undefined) parts.push(`column ${where.column}`);
  return parts.length > 0 ? `${parts.join(", ")}: ${detail}` : detail;
}

/**
 * True for errors that come from bad input rather than from a bug.
 *
 * @example
 * ```ts
 * isInputError(new InputError("bad")); // true
 * ```
 */
export function isInputError(error: unknown): error is InputError {
  return error instanceof InputError;
}

/**
 * The error thrown when a search is cancelled through an AbortSignal.
 *
 * @example
 * ```ts
 * const controller = new AbortController();
 * controller.abort();
 * // forEachPermutation(12, visit, { signal: controller.signal }) throws AbortError
 * ```
 */
export class AbortError extends Error {
  /** Always "AbortError", so that callers can tell a cancelled run from a failure. */
  override name = "AbortError";
  /**
   * A cancellation with its message.
   *
   * @param message - what was cancelled; default "the search was cancelled"
   */
  constructor(message = "the search was cancelled") {
    super(message);
  }
}

/**
 * Throws {@link AbortError} if the signal has been aborted. Cheap enough to call every few
 * thousand search nodes.
 *
 * @example
 * ```ts
 * throwIfAborted(options.signal);
 * ```
 */
export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new AbortError();
}

/**
 * User text quoted for a message, cut short when long: `'SEND'`, or for text of more than `max`
 * code points its first `max` code points, `…` and the length, `'AAAA…' (1000000 characters)`.
 * Keeps error messages (and batch error records) small whatever the input.
 *
 * @example
 * ```ts
 * quoteInput("SEND"); // "'SEND'"
 * quoteInput("A".repeat(100), 3); // "'AAA…' (100 characters)"
 * ```
 */
export function quoteInput(given: string, max = 60): string {
  // a URL's password is masked before any cut (a cut must not leave part of it)
  const text = given.includes("://") ? maskUrlSecrets(given) : given;
  if (text.length <= max) return `'${visible(text)}'`;
  const points = Array.from(text);
  if (points.length <= max) return `'${visible(text)}'`;
  return `'${visible(points.slice(0, max).join(""))}…' (${points.length} characters)`;
}

/** Control characters (a newline would break a one-line message) written as escapes. */
function visible(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the ones replaced
  return text.replace(/[\u0000-\u001f\u007f\u2028\u2029]/g, (c) => {
    if (c === "\n") return "\\n";
    if (c === "\r") return "\\r";
    if (c === "\t") return "\\t";
    return `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`;
  });
}
