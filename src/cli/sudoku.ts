/**
 * `permuta sudoku <subcommand>`: the dispatch table of the Sudoku subcommands. Each subcommand
 * lives in its own file (`sudoku-solve.ts`, ...) and is loaded lazily; add one line to the table.
 */
import { InputError } from "../core/errors.js";
import type { CommandRun } from "./commands.js";
import type { CliIo } from "./io.js";

/** One Sudoku subcommand: its usage line for `permuta sudoku --help` and a lazy loader. */
export interface SudokuSubcommand {
  usage: string;
  load: () => Promise<CommandRun>;
}

/** Every Sudoku subcommand, in the order the help lists them. */
export const sudokuSubcommands: Record<string, SudokuSubcommand> = {
  solve: {
    usage:
      "solve [grid|file|-] [--board] [--method fast|dlx] [--json] [--diagonal]   the solution, or none",
    load: async () => (await import("./sudoku-solve.js")).runSudokuSolve,
  },
  count: {
    usage:
      "count [grid|file|-] [--limit N] [--method fast|dlx] [--json] [--diagonal]   solutions, up to N",
    load: async () => (await import("./sudoku-solve.js")).runSudokuCount,
  },
  generate: {
    usage:
      "generate [--count N] [--seed S] [--size N] [--clues C] [--symmetry S] [--difficulty D] [--minimal] [--diagonal] [--board] [--variant V [--link]]   puzzles with one solution",
    load: async () => (await import("./sudoku-generate.js")).runSudokuGenerate,
  },
  hint: {
    usage:
      "hint [grid|file|-] [--candidates MARKS|FILE] [--puzzle GRID] [--apply] [--diagonal] [--json]   the next logical step in words",
    load: async () => (await import("./sudoku-hint.js")).runSudokuHint,
  },
  candidates: {
    usage: "candidates [grid|-] [--diagonal] [--json]   the possibilities matrix",
    load: async () => (await import("./sudoku-hint.js")).runSudokuCandidates,
  },
  explain: {
    usage:
      "explain [grid|file|-] [--candidates MARKS|FILE] [--max-steps N] [--time-limit S] [--diagonal] [--json]   the whole logical path",
    load: async () => (await import("./sudoku-hint.js")).runSudokuExplain,
  },
  rate: {
    usage: "rate [file|-] [--diagonal] [--json]   difficulty: level and number",
    load: async () => (await import("./sudoku-rate.js")).runSudokuRate,
  },
};

function help(): string {
  const lines = Object.values(sudokuSubcommands).map((s) => `  ${s.usage}`);
  return `usage: permuta sudoku <subcommand> [options]

A grid is one line of N*N characters (81 for 9x9; 16, 36, 64, 144, 256, 625 for other sizes),
1-9 then A-G... for clues, . or 0 for blanks; or the usual layout, one row a line (spaces, | between
boxes, ------+-------+------ separator lines, as 'solve --board' prints it), boxed with +-------+
borders and _ for blanks too.
Each subcommand takes a grid as its argument, a file, or - (standard input). In a file every line
is one puzzle, except a block between blank (or #) lines, or the whole input, that is one grid in
the layout as a whole (N rows of N cells). Blank lines and lines starting with # are skipped; a bad
line prints "error: ..." in its place, and the batch ends with exit code 2 and a summary on stderr.

subcommands:
${lines.join("\n")}

Each subcommand has --help. examples:
  echo 4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4...... | permuta sudoku solve
  permuta sudoku generate --seed 7 --board | permuta sudoku solve --board`;
}

/** Runs `permuta sudoku ...`; resolves to the exit code. */
export async function runSudoku(args: string[], io: CliIo, signal: AbortSignal): Promise<number> {
  const [sub, ...rest] = args;
  if (sub === undefined || sub === "--help" || sub === "-h" || sub === "help") {
    io.stdout.write(`${help()}\n`);
    if (sub === undefined) io.stderr.write("permuta: error: sudoku: a subcommand is needed\n");
    return sub === undefined ? 2 : 0;
  }
  const entry = Object.hasOwn(sudokuSubcommands, sub) ? sudokuSubcommands[sub] : undefined;
  if (!entry)
    throw new InputError(
      `sudoku: unknown subcommand '${sub}' (${Object.keys(sudokuSubcommands).join(", ")})`,
      { value: sub },
    );
  const run = await entry.load();
  return run(rest, io, signal);
}
