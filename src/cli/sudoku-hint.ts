/**
 * `permuta sudoku hint|candidates|explain [grid|-]`: the next logical step in words (from the
 * user's own pencil marks with --candidates, mistakes first), the possibilities matrix, and the
 * whole logical path. A grid on the command line is one puzzle (a bad one exits 2); without one
 * (or with -) every line of standard input is a puzzle, and a bad line prints `error: ...` in its
 * place, the batch goes on and exits 2 at the end.
 */
import { existsSync } from "node:fs";
import { type BatchTally, lineTooLong, recordError } from "../core/batch.js";
import { InputError, isInputError, throwIfAborted } from "../core/errors.js";
import { formatSudoku, parseSudoku } from "../sudoku/grid.js";
import { applySudokuHint, formatCandidates, hintBoard, sudokuHint } from "../sudoku/hint.js";
import { techniquesOf } from "../sudoku/logic/techniques.js";
import {
  variantCandidates,
  variantGivensLine,
  variantHint,
} from "../sudoku/logic/variants/commands.js";
import type { SudokuLogicSettings } from "../sudoku/logic-batch.js";
import { isVariantText } from "../sudoku/variants/detect.js";
import { readFPuzzles } from "../sudoku/variants/read.js";
import type { VariantSudoku } from "../sudoku/variants/types.js";
import { parseCommand, parseInteger } from "./args.js";
import { type CliIo, finishBatch, LineWriter, readSudokuInput, readText } from "./io.js";
import { runSudokuLogicBatch, techniqueFamilies } from "./sudoku-rate.js";

const HINT_HELP = `usage: permuta sudoku hint [grid|file|-] [--candidates MARKS|FILE] [--puzzle GRID] [--techniques LIST] [--apply] [--diagonal] [--json]

The easiest logical step available (the lowest SE value, see 'permuta sudoku rate'; singles
first), in words a person can follow: the technique, the cells, the placements and
eliminations. The techniques, easiest first: hidden single, naked single, pointing, claiming,
naked and hidden pairs, triples, x-wing, xy-wing, swordfish, xyz-wing, quads, finned x-wing
and swordfish (sashimi too), w-wing, unique rectangle (types 1 to 4), jellyfish, finned
jellyfish, bug+1, simple colouring, x-chain, xy-chain, als-xz (almost locked sets), aic
(alternating inference chain), grouped aic (through groups such as {r1c4, r1c5}), forcing chain,
forcing net. Unique rectangles, bug+1 and forcing nets are used only when the grid has
exactly one solution.
When no technique applies it says so and where a guess is cheapest (--json: "technique": null); exit 0.
A variant puzzle (f-puzzles JSON, file or link: killer, jigsaw, thermo, arrow, Kropki, ...) is
reasoned with its rules: its regions and extra regions are houses, anti-knight and anti-king
cells see each other, and the variant techniques come in: cage combination, cage pointing,
hidden cage digit, innies/outies (the 45 rule), cage interaction, thermometer, arrow, little
killer, kropki dot, nonconsecutive.
A placed digit that contradicts the solution, or a pencil mark removed wrongly, is reported first
("mistake: ...", --json adds "mistakes": [{"cell", "placed", "solution"}]).

options:
  --candidates MARKS  your pencil marks: one token per cell in row order (the digits you still
                      allow, . for none), as printed by 'permuta sudoku candidates'; as text,
                      or a file holding them (- for standard input, with the grid as argument)
  --puzzle GRID       the original puzzle, to find your wrong digits while the grid still has solutions
  --techniques LIST   use only these families (comma-separated: singles, locked, subsets, fish,
                      wings, uniqueness, chains, forcing, variant)
  --apply             after the hint, the grid with it applied, as one line (and with --candidates,
                      the marks with its eliminations, as one line): feed them back in a loop
  --diagonal          X-Sudoku: both long diagonals hold every digit once, and every technique
                      uses them as houses (a hidden single in the main diagonal, ...)
  --json              {"technique": ..., "cells": [...], "placements": [{"cell": "r1c1", "digit": 5}],
                      "eliminations": [...], "explanation": "..."}; chains, wings and colouring
                      add "links": [{"from": {"cell", "digit"}, "to": {...}, "strong": bool}]
                      in the order of the reasoning (a group end adds "group": [cells])
  -h, --help          this help

examples:
  permuta sudoku hint 4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......
  permuta sudoku hint examples/killer.json
  permuta sudoku hint ..4.4.....1.3... --apply
  permuta sudoku candidates ..4.4.....1.3... | permuta sudoku hint ..4.4.....1.3... --candidates -`;

const CANDIDATES_HELP = `usage: permuta sudoku candidates [grid|-] [--diagonal] [--json]

The possibilities matrix: for each empty cell the digits its row, column and box (and with
--diagonal, X-Sudoku, its diagonals) still allow; placed cells show their digit. The output can be
edited and given back to 'hint --candidates'.
--json prints {"grid": "...", "candidates": [["1", "257", ...], ...]} (rows of cell tokens).

example:
  permuta sudoku candidates ..4.4.....1.3...`;

const EXPLAIN_HELP = `usage: permuta sudoku explain [grid|file|-] [--candidates MARKS|FILE] [--techniques LIST] [--max-steps N] [--time-limit S] [--diagonal] [--json]

The whole logical solution path, one step per line ('<technique>: <explanation>'), for a grid
or for each puzzle of a file. Where logic runs out it says so; when the puzzle has one solution it
makes a guess (at the cell with the fewest choices: the digit whose alternatives all lead to a
contradiction) and goes on. The last line gives the rating (see 'permuta sudoku rate').
--json prints one object per puzzle: {"puzzle", "steps": [{"technique", "cells", "placements",
"eliminations", "explanation"}], "solved", "guesses", "rating", ...}; a guess is a step whose
technique is "guess". Chains, wings and colouring steps add "links" (as 'hint --json' does).
Chains are written in Eureka notation too ((5)r1c1=(5)r1c5-(5)r3c4=(5)r3c9); forcing chains and
nets list each branch's implications (r2c6=2 ⇒ r1c6≠2, ...), all of them in "proof" with --json.
--techniques LIST: use only these families (comma-separated: singles, locked, subsets, fish,
wings, uniqueness, chains, forcing, variant); where they run out the path guesses.
--diagonal: X-Sudoku (the diagonals are houses too).
A variant puzzle (f-puzzles JSON or link) is explained with its rules (see 'sudoku hint --help').
--max-steps N: stop each puzzle after N steps; --time-limit S: stop each puzzle at the first step
after S seconds (hard 16x16 grids can take many seconds). A stopped puzzle ends with "stopped after
K steps (...)", and with --json has "solved": false, "stopped": "max-steps" or "time-limit".
Ctrl-C stops the run at once (exit 130), keeping the puzzles already explained.

example:
  permuta sudoku explain 4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......`;

type Mode = "hint" | "candidates" | "explain";

/**
 * The pencil marks of `--candidates`: the text itself, or the file it names (`-`: standard
 * input). Marks are N*N tokens apart by spaces or commas, so a value without either is a file
 * name (and a missing file says so rather than "pencil marks need 81 cells").
 *
 * @example
 * ```ts
 * await pencilMarks("marks.txt", "..4.4.....1.3...", io); // the text of marks.txt
 * ```
 */
export async function pencilMarks(
  value: string | undefined,
  grid: string | undefined,
  io: CliIo,
): Promise<string | undefined> {
  if (value === undefined || /[\s,]/.test(value)) return value;
  if (value === "-" && (grid === undefined || grid === "-"))
    throw new InputError(
      "--candidates -: standard input holds the marks, so give the grid as an argument or a file",
    );
  return readText(value, io.stdin);
}

async function run(mode: Mode, args: string[], io: CliIo, signal: AbortSignal): Promise<number> {
  const { values, positionals } = parseCommand(
    args,
    {
      json: { type: "boolean" },
      diagonal: { type: "boolean" },
      ...(mode !== "candidates"
        ? { candidates: { type: "string" }, techniques: { type: "string" } }
        : {}),
      ...(mode === "hint" ? { puzzle: { type: "string" }, apply: { type: "boolean" } } : {}),
      ...(mode === "explain"
        ? { "max-steps": { type: "string" }, "time-limit": { type: "string" } }
        : {}),
    },
    `sudoku ${mode}`,
  );
  const v = values as {
    help?: boolean;
    json?: boolean;
    diagonal?: boolean;
    candidates?: string;
    puzzle?: string;
    apply?: boolean;
    "max-steps"?: string;
    "time-limit"?: string;
    techniques?: string;
  };
  if (v.help) {
    io.stdout.write(
      `${mode === "hint" ? HINT_HELP : mode === "candidates" ? CANDIDATES_HELP : EXPLAIN_HELP}\n`,
    );
    return 0;
  }
  if (positionals.length > 1)
    throw new InputError(`sudoku ${mode}: one grid expected, got ${positionals.length} arguments`);
  v.candidates = await pencilMarks(v.candidates, positionals[0], io);
  const json = v.json === true;
  const families = v.techniques === undefined ? undefined : techniqueFamilies(v.techniques);
  const shape = { diagonal: v.diagonal === true };
  const puzzle = v.puzzle === undefined ? undefined : parseSudoku(v.puzzle, shape);
  const out = new LineWriter(io.stdout, undefined, signal);
  const answer = (text: string): string => {
    // a variant puzzle (f-puzzles JSON, link or load= string): the variant logic
    if (isVariantText(text)) return variantAnswer(mode, readFPuzzles(text), v, families);
    const grid = parseSudoku(text, shape);
    if (mode === "hint") {
      const hint = sudokuHint(grid, {
        candidates: v.candidates,
        puzzle,
        ...(families ? { techniques: techniquesOf(families) } : {}),
      });
      if (v.apply) {
        // the grid with the hint applied (and the marks, with --candidates): a shell loop's input
        const applied = applySudokuHint(grid, hint, v.candidates);
        if (json) return JSON.stringify({ ...hint, applied });
        const lines = [hintText(hint.technique, hint.explanation), applied.grid];
        if (v.candidates !== undefined) lines.push(applied.marks);
        return lines.join("\n");
      }
      return json ? JSON.stringify(hint) : hintText(hint.technique, hint.explanation);
    }
    // candidates (explain runs as a logic batch, below)
    const board = hintBoard(grid);
    const matrix = formatCandidates(board);
    if (!json) return matrix;
    return JSON.stringify({ grid: formatSudoku(grid), candidates: candidateRows(matrix) });
  };
  // a grid, or a file of grids (one per line), or standard input
  const single =
    positionals[0] !== undefined && positionals[0] !== "-" && !existsSync(positionals[0]);
  if (mode === "explain") {
    const settings: SudokuLogicSettings = { command: "explain" };
    if (json) settings.json = true;
    if (shape.diagonal) settings.diagonal = true;
    if (v.candidates !== undefined) settings.candidates = v.candidates;
    if (families) settings.techniques = families;
    if (v["max-steps"] !== undefined)
      settings.maxSteps = parseInteger(v["max-steps"], "--max-steps", { min: 1 });
    if (v["time-limit"] !== undefined)
      settings.timeLimitMs =
        parseInteger(v["time-limit"], "--time-limit", { min: 1, max: 1e6 }) * 1000;
    // a bad grid: exit 2
    if (single && isVariantText(positionals[0]!)) readFPuzzles(positionals[0]!);
    else if (single) hintBoard(parseSudoku(positionals[0]!, shape), v.candidates);
    const records = single
      ? [{ line: 1, text: positionals[0]! }]
      : readSudokuInput(positionals[0] ?? "-", io.stdin);
    return runSudokuLogicBatch(toAsync(records), settings, io, signal);
  }
  if (single) {
    out.line(answer(positionals[0]!));
    await out.flush();
    return 0;
  }
  const tally: BatchTally = { errors: 0, puzzles: 0 };
  for await (const { line, text, over } of readSudokuInput(positionals[0] ?? "-", io.stdin)) {
    throwIfAborted(signal);
    const t = text.trim();
    if (over === undefined && (t === "" || t.startsWith("#"))) continue;
    if (tally.puzzles > 0 && !json && mode !== "hint") out.line("");
    tally.puzzles++;
    try {
      if (over !== undefined) throw lineTooLong(over);
      out.line(answer(t));
    } catch (error) {
      if (!isInputError(error)) throw error;
      const message = error.atLine(line).message;
      tally.errors++;
      tally.first ??= message;
      out.line(recordError(message, json));
    }
    await out.flush();
  }
  await out.flush();
  return finishBatch(tally);
}

async function* toAsync<T>(items: Iterable<T> | AsyncIterable<T>): AsyncGenerator<T> {
  yield* items;
}

/** The answer of `hint` or `candidates` for a variant puzzle (`--apply` and `--puzzle` are classic only). */
function variantAnswer(
  mode: Mode,
  puzzle: VariantSudoku,
  v: { json?: boolean; candidates?: string; apply?: boolean; puzzle?: string },
  families: string[] | undefined,
): string {
  if (v.apply || v.puzzle !== undefined)
    throw new InputError(
      `sudoku ${mode}: --apply and --puzzle take classic grids, not variant puzzles`,
    );
  if (mode === "hint") {
    const hint = variantHint(puzzle, {
      ...(v.candidates !== undefined ? { candidates: v.candidates } : {}),
      ...(families ? { techniques: techniquesOf(families) } : {}),
    });
    return v.json ? JSON.stringify(hint) : hintText(hint.technique, hint.explanation);
  }
  const text = variantCandidates(puzzle);
  if (!v.json) return text;
  return JSON.stringify({ grid: variantGivensLine(puzzle), candidates: candidateRows(text) });
}

/** The rows of cell tokens of the candidates text (separator lines and bars left out). */
function candidateRows(text: string): string[][] {
  return text
    .split("\n")
    .filter((l) => !/^[-+]+$/.test(l))
    .map((l) => l.split(/\s+/).filter((t) => t !== "|"));
}

function hintText(technique: string | null, explanation: string): string {
  return technique === null ? explanation : `${technique}: ${explanation}`;
}

/** Runs `permuta sudoku hint`. */
export function runSudokuHint(args: string[], io: CliIo, signal: AbortSignal): Promise<number> {
  return run("hint", args, io, signal);
}

/** Runs `permuta sudoku candidates`. */
export function runSudokuCandidates(
  args: string[],
  io: CliIo,
  signal: AbortSignal,
): Promise<number> {
  return run("candidates", args, io, signal);
}

/** Runs `permuta sudoku explain`. */
export function runSudokuExplain(args: string[], io: CliIo, signal: AbortSignal): Promise<number> {
  return run("explain", args, io, signal);
}
