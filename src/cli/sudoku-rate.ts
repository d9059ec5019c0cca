/**
 * `permuta sudoku rate [file|-]`: the difficulty of each puzzle (one per line) as a level and a
 * number, from the hardest technique the logical path needs and how often. Streams; a bad line
 * prints `error: ...` in its place and the run exits 2 at the end.
 */
import { InputError, isInputError, throwIfAborted } from "../core/errors.js";
import { parseSudoku } from "../sudoku/grid.js";
import { SE_VALUES } from "../sudoku/logic/difficulty.js";
import { RATING_SCALE, rateSudokuGrid } from "../sudoku/rating.js";
import { sudokuEngine } from "../sudoku/solve.js";
import { parseCommand } from "./args.js";
import { type CliIo, LineWriter, readSudokuInput } from "./io.js";
import { createProgress } from "./progress.js";

const HELP = `usage: permuta sudoku rate [grid|file|-] [--diagonal] [--json]

Rates each puzzle (one per line, standard input when no file or -): "<level> <number> (SE <x>)",
e.g. "hard 101 (SE 3.8)". The logical path tries techniques easiest first; the hardest one needed
sets the level and the number 10 * rank + min(9, uses - 1) (uses = steps of that rank, or
guesses). SE is the hardest step's value on Sudoku Explainer's scale (chains add 0.1 for each of
the lengths 4, 6, 8, 12, 16, 24, ... their node count passes):

 rank  technique                      level        SE
${RATING_SCALE.map((r) => `  ${String(r.rank).padStart(2)}  ${r.technique.padEnd(30)} ${r.level.padEnd(12)} ${seValue(r.technique)}`).join("\n")}

A hidden single in a diagonal (X-Sudoku, --diagonal: both long diagonals are houses too) ranks
with those in a row or column (2) and is counted as "hidden single (diagonal)".
A puzzle without a solution prints "none", one with several prints "not unique" (exit 0).
--json prints {"level", "score", "hardest", "steps", "guesses", "techniques": {name: uses}, "se"}.

example:
  permuta sudoku generate --count 3 --seed 1 | permuta sudoku rate`;

/** A technique's base value on the SE scale, with a + when chains add their length bonus. */
function seValue(technique: string): string {
  const row = SE_VALUES.find((r) => r.technique === technique);
  return row ? `${row.value.toFixed(1)}${row.chain ? "+" : ""}` : "";
}

/** Runs `permuta sudoku rate`. */
export async function runSudokuRate(
  args: string[],
  io: CliIo,
  signal: AbortSignal,
): Promise<number> {
  const { values, positionals } = parseCommand(
    args,
    { json: { type: "boolean" }, diagonal: { type: "boolean" } },
    "sudoku rate",
  );
  if (values.help) {
    io.stdout.write(`${HELP}\n`);
    return 0;
  }
  if (positionals.length > 1)
    throw new InputError(`sudoku rate: one file expected (or - for standard input)`);
  const json = values.json === true;
  const out = new LineWriter(io.stdout, undefined, signal);
  const progress = createProgress(io, "puzzles");
  let errors = 0;
  let done = 0;
  try {
    for await (const { line, text } of readSudokuInput(positionals[0], io.stdin)) {
      const t = text.trim();
      if (t === "" || t.startsWith("#")) continue;
      throwIfAborted(signal);
      try {
        const grid = parseSudoku(t, { diagonal: values.diagonal === true });
        const solution = new Uint8Array(grid.geometry.cells);
        const count = sudokuEngine(grid.geometry, "fast").count(grid.values, 2, solution);
        if (count !== 1) {
          const word = count === 0 ? "none" : "not unique";
          out.line(json ? JSON.stringify({ level: null, solutions: count }) : word);
        } else {
          const r = rateSudokuGrid(grid, solution, { unique: true });
          out.line(json ? JSON.stringify(r) : `${r.level} ${r.score} (SE ${r.se.toFixed(1)})`);
        }
      } catch (error) {
        if (!isInputError(error)) throw error;
        errors++;
        const message = (error as InputError).atLine(line).message;
        out.line(json ? JSON.stringify({ error: message }) : `error: ${message}`);
      }
      done++;
      if (done % 256 === 0) {
        progress.update(done, undefined, "rated");
        await out.flush();
      }
    }
    await out.flush();
  } finally {
    progress.stop();
  }
  return errors > 0 ? 2 : 0;
}
