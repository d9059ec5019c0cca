/**
 * Solving a slice of batch lines (one puzzle per line) into output lines: the unit of work that
 * `alphametic --file` runs, in one process or split over workers (the slices' outputs,
 * concatenated in order, are the whole batch's). A bad line gives its own record and the batch
 * goes on. Pure: no I/O. Cost: the puzzles' searches.
 */
import { type BatchTally, jsonRecord, oneLine } from "../core/batch.js";
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
  line: number;
  text: string;
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
 * Solves one puzzle and returns its output lines (JSON record, or each solution as text;
 * `none` when there is none). Throws InputError for a bad puzzle.
 *
 * @example
 * ```ts
 * puzzleOutput("SEND + MORE = MONEY", {}); // ["9567 + 1085 = 10652"]
 * ```
 */
export function puzzleOutput(puzzle: string, options: BatchOptions): string[] {
  const counters = createCounters();
  const start = performance.now();
  const { parsed, plan } = planPuzzle(puzzle, options);
  const { solutions, complete } = solvePlanned(parsed, plan, { ...options, counters });
  const ms = performance.now() - start;
  if (options.json) {
    const record: Record<string, unknown> = { puzzle, solutions, complete };
    if (options.stats)
      record.stats = { method: plan.method, nodes: counters.nodes, ms: Number(ms.toFixed(3)) };
    return [jsonRecord(record)];
  }
  const out = solutions.map((s) => formatSolution(parsed, s));
  if (solutions.length === 0) out.push("none");
  if (options.stats)
    out.push(
      `# ${solutions.length} solution${solutions.length === 1 ? "" : "s"}, ${complete ? "complete" : "stopped early"}, ${counters.nodes} nodes, ${ms.toFixed(3)} ms`,
    );
  return out;
}

/**
 * Solves a slice of batch lines: each puzzle's output, a bad line's error record in its place.
 *
 * @example
 * ```ts
 * solveBatch([{ line: 1, text: "A + A = B" }, { line: 2, text: "A +" }], { json: true }).errors; // 1
 * ```
 */
export function solveBatch(lines: BatchLine[], options: BatchOptions = {}): BatchOutput {
  const out: string[] = [];
  let errors = 0;
  let puzzles = 0;
  let first: string | undefined;
  for (const { line, text } of lines) {
    if (isSkipped(text)) continue;
    puzzles++;
    throwIfAborted(options.signal);
    try {
      // a line's answers stay one line each, whatever line breaks (\r, U+2028) its text holds
      for (const answer of puzzleOutput(text, options)) out.push(oneLine(answer));
    } catch (error) {
      if (error instanceof AbortError || (error as Error)?.name === "AbortError") throw error;
      errors++;
      const message = lineError(error, line);
      first ??= message;
      out.push(
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
