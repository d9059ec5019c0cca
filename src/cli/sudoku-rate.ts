/**
 * `permuta sudoku rate [file|-]`: the difficulty of each puzzle (one per line) as a level and a
 * number, from the hardest technique the logical path needs and how often. Streams; a bad line
 * prints `error: ...` in its place and the run exits 2 at the end.
 */
import type { BatchTally } from "../core/batch.js";
import { InputError } from "../core/errors.js";
import type { SudokuBatchOutput } from "../sudoku/batch.js";
import { SE_VALUES } from "../sudoku/logic/difficulty.js";
import { techniquesOf } from "../sudoku/logic/techniques.js";
import { processSudokuLogicLines, type SudokuLogicSettings } from "../sudoku/logic-batch.js";
import { RATING_SCALE, VARIANT_RANKS } from "../sudoku/rating.js";
import { parseCommand } from "./args.js";
import { type CliIo, finishBatch, LineWriter, type NumberedLine, readSudokuInput } from "./io.js";
import { feedBatch, lineBatches } from "./parallel.js";
import { createProgress } from "./progress.js";

const HELP = `usage: permuta sudoku rate [grid|file|-] [--techniques LIST] [--diagonal] [--json]

Rates each puzzle (one per line, standard input when no file or -): "<level> <number> (SE <x>)",
e.g. "hard 101 (SE 3.8)". The logical path tries techniques easiest first; the hardest one needed
sets the level and the number 10 * rank + min(9, uses - 1) (uses = steps of that rank, or
guesses). SE is the hardest step's value on Sudoku Explainer's scale (chains add 0.1 for each of
the lengths 4, 6, 8, 12, 16, 24, ... their node count passes):

 rank  technique                      level        SE
${RATING_SCALE.map((r) => `  ${String(r.rank).padStart(2)}  ${r.technique.padEnd(30)} ${r.level.padEnd(12)} ${seValue(r.technique)}`).join("\n")}

A hidden single in a diagonal (X-Sudoku, --diagonal: both long diagonals are houses too) ranks
with those in a row or column (2) and is counted as "hidden single (diagonal)"; in a variant's
extra region, "hidden single (region)". Variant puzzles (f-puzzles JSON or links) are rated on the
same scale; each variant technique ranks with the classic technique of its kind:
${VARIANT_RANKS.map((r) => `  ${r.technique.padEnd(42)} as ${r.as} (${rankOf(r.as)})`).join("\n")}
A puzzle without a solution prints "none", one with several prints "not unique" (exit 0).
--json prints {"level", "score", "hardest", "steps", "guesses", "techniques": {name: uses}, "se"}.
--techniques LIST: use only these families (comma-separated: singles, locked, subsets, fish,
wings, uniqueness, chains, forcing, variant); where they run out the path guesses.

example:
  permuta sudoku generate --count 3 --seed 1 | permuta sudoku rate`;

/** The rank of a classic technique on the scale. */
function rankOf(technique: string): number {
  return RATING_SCALE.find((r) => r.technique === technique)?.rank ?? 0;
}

/** A technique's base value on the SE scale, with a + when chains add their length bonus. */
function seValue(technique: string): string {
  const row = SE_VALUES.find((r) => r.technique === technique);
  return row ? `${row.value.toFixed(1)}${row.chain ? "+" : ""}` : "";
}

/**
 * Streams the records of a Sudoku input through the logic batch (explain or rate) on a pool
 * thread, so that Ctrl-C stops even a long explanation at once; prints each record in its place
 * (explanations apart by a blank line) and ends as every batch ends (exit 0, or the stderr summary
 * of the bad lines and exit 2).
 *
 * @example
 * ```ts
 * return runSudokuLogicBatch(readSudokuInput("puzzles.txt", io.stdin), { command: "rate" }, io, signal);
 * ```
 */
export async function runSudokuLogicBatch(
  records: AsyncIterable<NumberedLine>,
  settings: SudokuLogicSettings,
  io: CliIo,
  signal: AbortSignal,
): Promise<number> {
  const out = new LineWriter(io.stdout, undefined, signal);
  const progress = createProgress(io, "puzzles");
  const tally: BatchTally = { errors: 0, puzzles: 0 };
  const apart = settings.command === "explain" && !settings.json;
  const batch = await lineBatches(
    undefined,
    "sudoku-logic",
    settings,
    (lines: readonly NumberedLine[]) => processSudokuLogicLines(lines, settings, signal),
    async (result: SudokuBatchOutput) => {
      for (const text of result.lines) {
        if (apart && tally.puzzles > 0) out.line("");
        out.line(text);
        tally.puzzles++;
      }
      tally.errors += result.errors;
      tally.first ??= result.first;
      progress.update(
        tally.puzzles,
        undefined,
        settings.command === "rate" ? "rated" : "explained",
      );
      await out.flush();
    },
    signal,
  );
  try {
    await feedBatch(batch, records, signal);
  } finally {
    progress.stop();
  }
  await out.flush();
  return finishBatch(tally);
}

/**
 * The families of `--techniques LIST` (comma-separated), checked: an unknown family is an input
 * error naming it.
 *
 * @example
 * ```ts
 * techniqueFamilies("singles,locked"); // ["singles", "locked"]
 * ```
 */
export function techniqueFamilies(list: string): string[] {
  const families = list.split(",").map((f) => f.trim());
  try {
    if (families.some((f) => f === "")) throw new RangeError("an empty family name");
    techniquesOf(families);
  } catch (error) {
    throw new InputError(`--techniques: ${(error as Error).message}`);
  }
  return families;
}

/** Runs `permuta sudoku rate`. */
export async function runSudokuRate(
  args: string[],
  io: CliIo,
  signal: AbortSignal,
): Promise<number> {
  const { values, positionals } = parseCommand(
    args,
    { json: { type: "boolean" }, diagonal: { type: "boolean" }, techniques: { type: "string" } },
    "sudoku rate",
  );
  if (values.help) {
    io.stdout.write(`${HELP}\n`);
    return 0;
  }
  if (positionals.length > 1)
    throw new InputError(`sudoku rate: one file expected (or - for standard input)`);
  const settings: SudokuLogicSettings = { command: "rate" };
  if (values.json) settings.json = true;
  if (values.diagonal) settings.diagonal = true;
  if (typeof values.techniques === "string")
    settings.techniques = techniqueFamilies(values.techniques);
  return runSudokuLogicBatch(readSudokuInput(positionals[0], io.stdin), settings, io, signal);
}
