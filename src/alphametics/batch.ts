/**
 * Solving a slice of batch lines (one puzzle per line) into output lines: the unit of work that
 * `alphametic --file` runs, in one process or split over workers (the slices' outputs,
 * concatenated in order, are the whole batch's). A bad line gives its own record and the batch
 * goes on. Pure: no I/O. Cost: the puzzles' searches.
 */
import { type BatchTally, jsonRecord, lineTooLong, oneLine } from "../core/batch.js";
import { createCounters } from "../core/counters.js";
import { AbortError, InputError, throwIfAborted, withLocation } from "../core/errors.js";
import { formatSolution } from "./format.js";
import { type AlphameticOptions, planPuzzle, solvePlanned } from "./solver.js";

/** Options of a batch: the solver's, plus the output form. */
export interface BatchOptions extends Omit<AlphameticOptions, "counters"> {
  /** One JSON object per puzzle. @defaultValue false */
  json?: boolean;
  /** Add the statistics (nodes, milliseconds) to each record. @defaultValue false */
  stats?: boolean;
}

/** One numbered input line. */
export interface BatchLine {
  /** The 1-based input line number, used in error records. */
  line: number;
  /** The line's text: one puzzle (blank lines and `#` comments are skipped). */
  text: string;
  /** The line's length when it was over the reader's limit (then `text` is its start only). */
  over?: number;
}

/** What a slice of a batch produced. */
export interface BatchOutput extends BatchTally {
  /** Output lines, in input order. */
  lines: string[];
}

/** True for lines a batch skips: blank, or starting with `#`. */
export function isSkipped(text: string): boolean {
  const t = text.trim();
  return t === "" || t.startsWith("#");
}

/**
 * The longest JSON record of one puzzle, in characters (256 MiB): past it (a puzzle with
 * millions of solutions) the record is refused with this limit named; the text form streams.
 */
export const MAX_JSON_RECORD = 1 << 28;

/**
 * Solves one puzzle and returns its output lines (JSON record, or each solution as text;
 * `none` when there is none). Throws InputError for a bad puzzle.
 *
 * @example
 * ```ts
 * puzzleOutput("SEND + MORE = MONEY", {}); // ["9567 + 1085 = 10652"]
 * ```
 */
export function puzzleOutput(puzzle: string, options: BatchOptions): string[] {
  const out: string[] = [];
  puzzleLines(puzzle, options, (line) => out.push(line));
  return out;
}

/**
 * Solves one puzzle and hands its output lines to `put` as they are made: each solution as
 * text as soon as it is found (so a puzzle with millions of solutions streams), or the JSON
 * record at the end (refused past {@link MAX_JSON_RECORD} characters). Throws InputError for a
 * bad puzzle.
 *
 * @example
 * ```ts
 * puzzleLines("SEND + MORE = MONEY", {}, console.log); // 9567 + 1085 = 10652
 * ```
 */
export function puzzleLines(
  puzzle: string,
  options: BatchOptions,
  put: (line: string) => void,
): void {
  const counters = createCounters();
  const start = performance.now();
  const { parsed, plan } = planPuzzle(puzzle, options);
  let count = 0;
  let size = 0;
  const pieces: string[] = [];
  const { complete } = solvePlanned(parsed, plan, { ...options, counters }, (s) => {
    count++;
    if (!options.json) {
      put(formatSolution(parsed, s));
      return;
    }
    const piece = JSON.stringify(s);
    size += piece.length + 1;
    if (size > MAX_JSON_RECORD)
      throw new InputError(
        `the JSON record of this puzzle would be longer than the limit of ${MAX_JSON_RECORD} characters (256 MiB) after ${count - 1} solutions: use --limit N, or the text form, which streams`,
      );
    pieces.push(piece);
  });
  const ms = performance.now() - start;
  if (options.json) {
    const stats = options.stats
      ? `,"stats":${JSON.stringify({ method: plan.method, nodes: counters.nodes, ms: Number(ms.toFixed(3)) })}`
      : "";
    // as jsonRecord writes it: U+2028, U+2029 and U+0085 escaped, so the record is one line
    put(
      `{"puzzle":${JSON.stringify(puzzle)},"solutions":[${pieces.join(",")}],"complete":${complete}${stats}}`.replace(
        /[\u0085\u2028\u2029]/g,
        (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
      ),
    );
    return;
  }
  if (count === 0) put("none");
  if (options.stats)
    put(
      `# ${count} solution${count === 1 ? "" : "s"}, ${complete ? "complete" : "stopped early"}, ${counters.nodes} nodes, ${ms.toFixed(3)} ms`,
    );
}

/**
 * Solves a slice of batch lines: each puzzle's output, a bad line's error record in its place.
 *
 * @param lines - the numbered input lines of the slice, in order
 * @param options - the solver's options, plus `json` (one JSON object a puzzle) and `stats` (nodes
 *   and milliseconds)
 * @param emit - when given, called with each output line as soon as it is ready (then the result's
 *   `lines` stays empty)
 *
 * @example
 * ```ts
 * solveBatch([{ line: 1, text: "A + A = B" }, { line: 2, text: "A +" }], { json: true }).errors; // 1
 * ```
 */
export function solveBatch(
  lines: BatchLine[],
  options: BatchOptions = {},
  emit?: (line: string) => void,
): BatchOutput {
  const out: string[] = [];
  // with emit, each output line goes there as it is made (a puzzle may have millions)
  const put = emit ?? ((text: string) => out.push(text));
  let errors = 0;
  let puzzles = 0;
  let first: string | undefined;
  for (const { line, text, over } of lines) {
    if (over === undefined && isSkipped(text)) continue;
    puzzles++;
    throwIfAborted(options.signal);
    try {
      if (over !== undefined) throw lineTooLong(over);
      // a line's answers stay one line each, whatever line breaks (\r, U+2028) its text holds
      puzzleLines(text, options, (answer) => put(oneLine(answer)));
    } catch (error) {
      if (error instanceof AbortError || (error as Error)?.name === "AbortError") throw error;
      errors++;
      const message = lineError(error, line);
      first ??= message;
      put(
        options.json ? jsonRecord({ puzzle: text, error: message }) : `error: ${oneLine(message)}`,
      );
    }
  }
  return first === undefined
    ? { lines: out, errors, puzzles }
    : { lines: out, errors, puzzles, first };
}

/**
 * A bad line's message, `line L, column C: why`. Any failure costs only its line: an error
 * that is not an InputError (a bug, or the machine's own limits) is reported as an internal
 * error of that line, cut short.
 */
function lineError(error: unknown, line: number): string {
  if (error instanceof InputError) return error.atLine(line).message;
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const short = text.length > 200 ? `${text.slice(0, 200)}…` : text;
  return withLocation(`internal error: ${short.replace(/\s+/g, " ")}`, { line });
}
