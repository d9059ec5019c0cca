/**
 * The table of CLI commands. Each area adds one entry: its name, a one-line summary for
 * `permuta --help`, and a lazy loader so that `permuta perm ...` never loads the Sudoku code.
 */
import type { CliIo } from "./io.js";

/** Runs a command with its arguments (the command name removed); resolves to the exit code. */
export type CommandRun = (args: string[], io: CliIo, signal: AbortSignal) => Promise<number>;

/** One CLI command. */
export interface Command {
  summary: string;
  load: () => Promise<CommandRun>;
}

/** Every command, in the order `permuta --help` lists them. */
export const commands: Record<string, Command> = {
  // -- permutations --
  perm: {
    summary:
      "permutations: list (every classic order), count, next/prev, random, rank/unrank, trace",
    load: async () => (await import("./perm.js")).runPerm,
  },
  // -- alphametics --
  alphametic: {
    summary:
      "solve alphametics (SEND + MORE = MONEY) and arithmograph grids; show the search program",
    load: async () => (await import("./alphametic.js")).runAlphametic,
  },
  // -- search language --
  search: {
    summary: "run a program of the search language (Pool, Choose, Let, Restrict, Compute, Print)",
    load: async () => (await import("./search.js")).runSearchCommand,
  },
  // -- exact cover and N-queens --
  cover: {
    summary: "exact cover (Knuth's DLX format) by dancing links: solutions or their number",
    load: async () => (await import("./cover.js")).runCover,
  },
  queens: {
    summary: "N-queens: count the solutions (bitboard, mirror symmetry) or list them",
    load: async () => (await import("./queens.js")).runQueens,
  },
  // -- sudoku --
  sudoku: {
    summary: "Sudoku (any size, X): solve, count, generate, hint, candidates, explain, rate",
    load: async () => (await import("./sudoku.js")).runSudoku,
  },
  // -- workers --
  worker: {
    summary: "run a worker for distributed runs (--redis URL): takes units of work from Redis",
    load: async () => (await import("./worker.js")).runWorkerCommand,
  },
};
