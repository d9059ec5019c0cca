/**
 * `permuta sudoku solve|count [file|-]`: streams one-line puzzles from a file or standard input
 * through the pure batch function in chunks, so files of any length pass in constant memory.
 * A bad line prints an `error: ...` record in its place; the run goes on and exits 2 at the end.
 */

import type { BatchTally } from "../core/batch.js";
import { InputError, quoteInput } from "../core/errors.js";
import {
  processSudokuLines,
  type SudokuBatchOptions,
  type SudokuBatchOutput,
  type SudokuInputLine,
} from "../sudoku/batch.js";
import { formatSudokuBoard, parseSudoku } from "../sudoku/grid.js";
import { SUDOKU_METHODS, type SudokuMethod } from "../sudoku/solve.js";
import { parseCommand, parseInteger } from "./args.js";
import { type CliIo, finishBatch, LineWriter, readSudokuInput } from "./io.js";
import { feedBatch, lineBatches, parallelChoice, parallelFlags } from "./parallel.js";
import { createProgress } from "./progress.js";

const COMMON = `  --method M          auto (default: the bitmask solver up to 16x16, dancing links from
                      25x25), fast (the bitmask solver) or dlx (exact cover on dancing links)
  --json              one JSON object per puzzle, with search statistics (nodes, guesses)
  --diagonal          the X variant: both long diagonals hold every digit once
  --workers W         solve on W threads here, or auto for every core (same output as one)
  --redis URL         solve on 'permuta worker' processes through this Redis (redis://host:port)
  --timeout S         with --redis: give up (exit 2) when Redis stays unreachable, or no worker
                      takes or finishes a unit, for S seconds (default: wait)
  -h, --help          this help`;

const SOLVE_HELP = `usage: permuta sudoku solve [grid|file|-] [options]

Solves each puzzle (one per line, or a grid over several lines between blank lines: see
'permuta sudoku --help'; standard input when no file or -): prints the solution grid as one
line, or none when there is no solution. Bad lines print "error: ..." and the run exits 2 at
the end. --json prints {"solution": "..." or null, "nodes": N, "guesses": G}.
A variant puzzle (killer, jigsaw, thermo, arrow, Kropki, anti-knight...) is read from its
f-puzzles JSON (a file or -), link or load= string, and solved with its rules.

options:
  --board             each solution in the 9-line layout (| between boxes, ------+-------+------
                      between bands; N rows for other sizes), a blank line after each
${COMMON}

examples:
  echo 4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4...... | permuta sudoku solve
  permuta sudoku solve 4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4...... --board
  permuta sudoku solve examples/killer.json --board`;

const COUNT_HELP = `usage: permuta sudoku count [grid|file|-] [options]

Counts the solutions of each puzzle, stopping at the limit (so the limit itself means "that many
or more"; the default 2 proves uniqueness). --json prints {"count": N, "limit": L, "nodes": N, "guesses": G}.
A variant puzzle is read from its f-puzzles JSON, link or load= string (see 'sudoku solve --help').

options:
  --limit N           stop counting at N solutions (default 2)
${COMMON}

examples:
  permuta sudoku count examples/norvig_top95.txt --limit 10
  permuta sudoku count examples/jigsaw.json`;

/**
 * One record of `--board` output: a solution grid in the 9-line layout, `none` or an error line
 * as it is; a blank line after each, so records stay apart.
 *
 * @example
 * ```ts
 * boardRecord("none"); // "none\n"
 * ```
 */
export function boardRecord(line: string): string {
  if (line === "none" || line.startsWith("error:")) return `${line}\n`;
  return `${formatSudokuBoard(parseSudoku(line))}\n`;
}

/** Lines handed to the batch function at a time. */
const CHUNK = 512;

async function runBatch(
  command: "solve" | "count",
  args: string[],
  io: CliIo,
  signal: AbortSignal,
): Promise<number> {
  const { values, positionals } = parseCommand(
    args,
    {
      method: { type: "string" },
      json: { type: "boolean" },
      diagonal: { type: "boolean" },
      ...parallelFlags,
      ...(command === "count" ? { limit: { type: "string" } } : { board: { type: "boolean" } }),
    },
    `sudoku ${command}`,
  );
  if (values.help) {
    io.stdout.write(`${command === "solve" ? SOLVE_HELP : COUNT_HELP}\n`);
    return 0;
  }
  if (positionals.length > 1)
    throw new InputError(
      `sudoku ${command}: one file expected (or - for standard input), got ${positionals.length}`,
    );
  const method = (values.method ?? "auto") as SudokuMethod;
  if (!SUDOKU_METHODS.includes(method))
    throw new InputError(
      `--method must be ${SUDOKU_METHODS.join(", ")}, got ${quoteInput(String(values.method))}`,
      {
        value: values.method,
      },
    );
  const limitText = (values as { limit?: string }).limit;
  const board = (values as { board?: boolean }).board === true;
  if (board && values.json)
    throw new InputError("sudoku solve: --board and --json exclude each other");
  const options: SudokuBatchOptions = {
    command,
    method,
    json: values.json === true,
    diagonal: values.diagonal === true,
    limit: limitText === undefined ? 2 : parseInteger(limitText, "--limit", { min: 1 }),
    signal,
  };
  const out = new LineWriter(io.stdout, undefined, signal);
  const progress = createProgress(io, "puzzles");
  const tally: BatchTally = { errors: 0, puzzles: 0 };
  let done = 0;
  const emit = async (result: SudokuBatchOutput) => {
    for (const line of result.lines) out.line(board ? boardRecord(line) : line);
    tally.errors += result.errors;
    tally.puzzles += result.puzzles;
    tally.first ??= result.first;
    done += result.lines.length;
    progress.update(done, undefined, command === "solve" ? "solved" : "counted");
    await out.flush();
  };
  // -- workers --: the chunks go to worker threads or Redis workers with --workers / --redis
  const { signal: _, ...settings } = options;
  const batch = await lineBatches(
    parallelChoice(values, io, signal),
    "sudoku",
    settings,
    (lines: readonly SudokuInputLine[]) => processSudokuLines(lines, options),
    emit,
    signal,
  );
  try {
    await feedBatch(batch, readSudokuInput(positionals[0], io.stdin), signal, CHUNK);
  } finally {
    progress.stop();
  }
  return finishBatch(tally);
}

/** Runs `permuta sudoku solve`. */
export function runSudokuSolve(args: string[], io: CliIo, signal: AbortSignal): Promise<number> {
  return runBatch("solve", args, io, signal);
}

/** Runs `permuta sudoku count`. */
export function runSudokuCount(args: string[], io: CliIo, signal: AbortSignal): Promise<number> {
  return runBatch("count", args, io, signal);
}
