/**
 * Batch processing of one-line puzzles, as pure functions: a slice of numbered input lines in,
 * output lines out (one per puzzle, in input order; blank and `#` lines give none). The CLI
 * streams files through it in chunks; the parallel runner hands slices to workers and prints
 * their outputs in order, so every way of running prints the same bytes.
 */
import { type BatchTally, jsonRecord, lineTooLong, recordError } from "../core/batch.js";
import { type InputError, isInputError } from "../core/errors.js";
import { formatSudoku, parseSudoku } from "./grid.js";
import { type SudokuMethod, solveSudokuGrid } from "./solve.js";
import { useTriad9HandOver } from "./triad9-kernel.js";
import { isVariantText } from "./variants/detect.js";
import { readFPuzzles } from "./variants/read.js";
import { solveVariantSudoku } from "./variants/solve.js";

// batches count with the band-triad kernel for hard puzzles (kept in a bundle that batches)
useTriad9HandOver();

/** What to do with each puzzle of a batch. */
export interface SudokuBatchOptions {
  /** `solve`: the solution or `none`; `count`: the number of solutions up to the limit. */
  command: "solve" | "count";
  /**
   * Counting stops at this many solutions (count only).
   * @defaultValue 2
   */
  limit?: number;
  /**
   * Solving method.
   * @defaultValue "fast"
   */
  method?: SudokuMethod;
  /**
   * One JSON object per puzzle, with search statistics.
   * @defaultValue false
   */
  json?: boolean;
  /**
   * X variant: the two long diagonals are units too.
   * @defaultValue false
   */
  diagonal?: boolean;
  /** Cancels the batch (throws AbortError). */
  signal?: AbortSignal;
}

/** One input line with its 1-based line number. */
export interface SudokuInputLine {
  /** The 1-based input line number, used in error records. */
  line: number;
  /** The line's text: one grid (blank lines and `#` comments are skipped). */
  text: string;
  /** The line's length when it was over the reader's limit (then `text` is its start only). */
  over?: number;
}

/** The output of a slice: its lines, and the tally of its puzzle lines and error records. */
export interface SudokuBatchOutput extends BatchTally {
  /** Output lines, in input order: one record per puzzle line. */
  lines: string[];
}

/**
 * True for lines that are not puzzles: blank, or starting with `#`.
 *
 * @example
 * ```ts
 * isSkippedSudokuLine("# from the forum"); // true
 * ```
 */
export function isSkippedSudokuLine(text: string): boolean {
  const t = text.trim();
  return t.length === 0 || t.startsWith("#");
}

/**
 * Processes one puzzle line into its output line; a bad line gives `error: line L...`
 * (`{"error": "..."}` with json) and `error: true`.
 *
 * @example
 * ```ts
 * processSudokuLine({ line: 1, text: "1..." }, { command: "count" });
 * // { text: "error: line 1: a grid has ...", error: true }
 * ```
 */
export function processSudokuLine(
  input: SudokuInputLine,
  options: SudokuBatchOptions,
): { text: string; error: boolean; message?: string } {
  const json = options.json === true;
  try {
    if (input.over !== undefined) throw lineTooLong(input.over);
    const limit = options.command === "solve" ? 1 : (options.limit ?? 2);
    // a variant puzzle (f-puzzles JSON, link or load= string) goes to the variant solver
    const result = isVariantText(input.text)
      ? solveVariantSudoku(readFPuzzles(input.text), { limit, signal: options.signal })
      : solveSudokuGrid(parseSudoku(input.text, { diagonal: options.diagonal }), {
          method: options.method,
          limit,
          signal: options.signal,
        });
    const { nodes, guesses } = result.stats;
    if (options.command === "solve") {
      const solution = result.solution ? formatSudoku(result.solution) : null;
      return {
        text: json ? jsonRecord({ solution, nodes, guesses }) : (solution ?? "none"),
        error: false,
      };
    }
    return {
      text: json
        ? jsonRecord({ count: result.count, limit, nodes, guesses })
        : String(result.count),
      error: false,
    };
  } catch (error) {
    if (!isInputError(error)) throw error;
    const message = (error as InputError).atLine(input.line).message;
    return {
      text: recordError(message, json),
      error: true,
      message,
    };
  }
}

/**
 * Processes a slice of input lines into output lines (skipping blank and `#` lines).
 *
 * @param lines - the numbered input lines of the slice, in order
 * @param options - the command (`solve` or `count`), limit, method, JSON records, diagonals and
 *   cancellation: see {@link SudokuBatchOptions}
 *
 * @example
 * ```ts
 * processSudokuLines([{ line: 1, text: puzzle }], { command: "solve" }).lines; // [solution]
 * ```
 */
export function processSudokuLines(
  lines: readonly SudokuInputLine[],
  options: SudokuBatchOptions,
): SudokuBatchOutput {
  const out: string[] = [];
  let errors = 0;
  let puzzles = 0;
  let first: string | undefined;
  for (const input of lines) {
    if (input.over === undefined && isSkippedSudokuLine(input.text)) continue;
    puzzles++;
    const { text, error, message } = processSudokuLine(input, options);
    out.push(text);
    if (error) {
      errors++;
      first ??= message;
    }
  }
  return first === undefined
    ? { lines: out, errors, puzzles }
    : { lines: out, errors, puzzles, first };
}
