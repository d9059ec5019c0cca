/**
 * Batches of the logic commands, `sudoku explain` and `sudoku rate`, as pure functions: numbered
 * puzzle records in, one output record each (in input order; blank and `#` lines give none), a bad
 * line's error record in its place. The CLI runs them on a pool thread, so that Ctrl-C stops a
 * long explanation at once. Cost: each puzzle's logical path (seconds for hard 16x16 grids, unless
 * `maxSteps` or `timeLimitMs` bound it).
 */
import { jsonRecord, lineTooLong, recordError } from "../core/batch.js";
import { InputError, isInputError } from "../core/errors.js";
import type { SudokuBatchOutput, SudokuInputLine } from "./batch.js";
import { isSkippedSudokuLine } from "./batch.js";
import {
  cellName,
  formatSudoku,
  parseSudoku,
  type SudokuGeometry,
  type SudokuGrid,
} from "./grid.js";
import { explainSudoku, guessWords, namedLinks, type SudokuExplanation } from "./hint.js";
import { namedProof } from "./logic/forcing-proof.js";
import { techniquesOf } from "./logic/techniques.js";
import { variantHouseTable } from "./logic/variants/board.js";
import {
  explainVariantSudoku,
  rateVariantSudoku,
  variantGivensLine,
} from "./logic/variants/commands.js";
import { rateSudokuGrid, type SudokuRating } from "./rating.js";
import { sudokuEngine } from "./solve.js";
import { isVariantText } from "./variants/detect.js";
import { readFPuzzles } from "./variants/read.js";
import type { VariantSudoku } from "./variants/types.js";

/** What to do with each puzzle: explain it or rate it, and how. Plain JSON (it goes to workers). */
export interface SudokuLogicSettings {
  command: "explain" | "rate";
  /** One JSON object per puzzle. @defaultValue false */
  json?: boolean;
  /** X-Sudoku: the diagonals are houses too. @defaultValue false */
  diagonal?: boolean;
  /** explain: the user's pencil marks. */
  candidates?: string;
  /** explain: stop each puzzle after this many steps. @defaultValue no limit */
  maxSteps?: number;
  /** explain: stop each puzzle at the first step after this many milliseconds. @defaultValue no limit */
  timeLimitMs?: number;
  /** Use only the techniques of these families (see `techniquesOf`). @defaultValue all */
  techniques?: string[];
}

/** The techniques the settings allow (undefined: all). */
function allowed(settings: SudokuLogicSettings) {
  if (!settings.techniques) return undefined;
  try {
    return techniquesOf(settings.techniques);
  } catch (error) {
    throw new InputError(`--techniques: ${(error as Error).message}`);
  }
}

/**
 * A puzzle's explanation as its output record: the steps one a line, or the contract's JSON.
 *
 * @example
 * ```ts
 * explainRecord(parseSudoku(line), { command: "explain" }).split("\n").at(-1); // "solved: 60 steps; rating ..."
 * ```
 */
export function explainRecord(
  grid: SudokuGrid,
  settings: SudokuLogicSettings,
  signal?: AbortSignal,
): string {
  const ex = explainSudoku(grid, explainOptions(settings, signal));
  return explanationRecord(ex, grid.geometry, formatSudoku(grid), settings);
}

/** The explain options of the settings. */
function explainOptions(settings: SudokuLogicSettings, signal?: AbortSignal) {
  return {
    candidates: settings.candidates,
    maxSteps: settings.maxSteps,
    timeLimitMs: settings.timeLimitMs,
    signal,
    techniques: allowed(settings),
  };
}

/** An explanation as its output record: its lines, or the contract's JSON. */
function explanationRecord(
  ex: SudokuExplanation,
  geometry: SudokuGeometry,
  puzzle: string,
  settings: SudokuLogicSettings,
): string {
  if (!settings.json) return ex.lines.join("\n");
  const n = geometry.size;
  const steps = ex.entries.map((e) =>
    e.kind === "step"
      ? {
          technique: e.step.technique,
          cells: e.step.cells.map((c) => cellName(c, n)),
          placements: e.step.placements.map((p) => ({ cell: cellName(p.cell, n), digit: p.digit })),
          eliminations: e.step.eliminations.map((p) => ({
            cell: cellName(p.cell, n),
            digit: p.digit,
          })),
          explanation: e.step.explanation,
          ...(e.step.links ? { links: namedLinks(n, e.step.links) } : {}),
          ...(e.step.proof ? { proof: namedProof(geometry, e.step.proof) } : {}),
        }
      : {
          // a guess is a step too: its digit, shown right because the others fail
          technique: "guess",
          cells: [cellName(e.cell, n)],
          placements: [{ cell: cellName(e.cell, n), digit: e.digit }],
          eliminations: [],
          explanation: guessWords(e, n),
        },
  );
  return jsonRecord({
    puzzle,
    steps,
    solved: ex.solved,
    guesses: ex.entries.filter((e) => e.kind !== "step").length,
    end: ex.lines[ex.lines.length - 1],
    solutions: ex.solutions,
    rating: ex.rating,
    ...(ex.stopped ? { stopped: ex.stopped } : {}),
  });
}

/**
 * A puzzle's rating as its output record: `<level> <score> (SE <x>)`, `none`, `not unique`, or JSON.
 *
 * @example
 * ```ts
 * rateRecord(parseSudoku(line), { command: "rate" }); // "hard 101 (SE 3.8)"
 * ```
 */
export function rateRecord(grid: SudokuGrid, settings: SudokuLogicSettings): string {
  const solution = new Uint8Array(grid.geometry.cells);
  const count = sudokuEngine(grid.geometry, "fast").count(grid.values, 2, solution);
  if (count !== 1) return ratingRecord(null, count, settings);
  const techniques = allowed(settings);
  const r = rateSudokuGrid(grid, solution, { unique: true, ...(techniques ? { techniques } : {}) });
  return ratingRecord(r, count, settings);
}

/**
 * A variant puzzle's explanation or rating as its output record (as for classic grids; the
 * puzzle's givens as its `puzzle` line).
 *
 * @example
 * ```ts
 * variantRecord(readFPuzzles(text), { command: "rate" }); // "easy 34 (SE 2.5)"
 * ```
 */
export function variantRecord(
  puzzle: VariantSudoku,
  settings: SudokuLogicSettings,
  signal?: AbortSignal,
): string {
  if (settings.command === "explain") {
    const ex = explainVariantSudoku(puzzle, explainOptions(settings, signal));
    const geometry = variantHouseTable(puzzle).geometry;
    return explanationRecord(ex, geometry, variantGivensLine(puzzle), settings);
  }
  const techniques = allowed(settings);
  const { rating: r, count } = rateVariantSudoku(puzzle, techniques ? { techniques } : {});
  return ratingRecord(r, count, settings);
}

/** A rating's record: `<level> <score> (SE <x>)`, `none`, `not unique`, or JSON. */
function ratingRecord(
  r: SudokuRating | null,
  count: number,
  settings: SudokuLogicSettings,
): string {
  if (!r) {
    const word = count === 0 ? "none" : "not unique";
    return settings.json ? jsonRecord({ level: null, solutions: count }) : word;
  }
  return settings.json ? jsonRecord(r) : `${r.level} ${r.score} (SE ${r.se.toFixed(1)})`;
}

/**
 * Explains or rates a slice of records: one output record each (an explanation's record holds
 * several lines), a bad line's `error: line L: ...` (`{"error"}` with json) in its place.
 *
 * @example
 * ```ts
 * processSudokuLogicLines([{ line: 1, text: "1..." }], { command: "rate" }).errors; // 1
 * ```
 */
export function processSudokuLogicLines(
  lines: readonly SudokuInputLine[],
  settings: SudokuLogicSettings,
  signal?: AbortSignal,
): SudokuBatchOutput {
  const out: string[] = [];
  let errors = 0;
  let puzzles = 0;
  let first: string | undefined;
  for (const { line, text, over } of lines as readonly {
    line: number;
    text: string;
    over?: number;
  }[]) {
    if (over === undefined && isSkippedSudokuLine(text)) continue;
    puzzles++;
    try {
      if (over !== undefined) throw lineTooLong(over);
      if (isVariantText(text)) {
        out.push(variantRecord(readFPuzzles(text), settings, signal));
        continue;
      }
      const grid = parseSudoku(text, { diagonal: settings.diagonal === true });
      out.push(
        settings.command === "explain"
          ? explainRecord(grid, settings, signal)
          : rateRecord(grid, settings),
      );
    } catch (error) {
      if (!isInputError(error)) throw error;
      errors++;
      const message = error.atLine(line).message;
      first ??= message;
      out.push(recordError(message, settings.json === true));
    }
  }
  return first === undefined
    ? { lines: out, errors, puzzles }
    : { lines: out, errors, puzzles, first };
}
