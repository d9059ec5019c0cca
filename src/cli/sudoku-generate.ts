/**
 * `permuta sudoku generate`: streams puzzles with exactly one solution, one per line. Targets that
 * cannot be met within the time budget stop the run with `permuta: error: ...` and exit 2, as a
 * target that cannot be met at all does (the puzzles already printed stay).
 */
import { InputError, quoteInput, throwIfAborted } from "../core/errors.js";
import {
  GenerateBudgetError,
  type GenerateSudokuOptions,
  SUDOKU_SYMMETRIES,
  SudokuGenerator,
  type SudokuSymmetry,
} from "../sudoku/generate.js";
import { formatSudokuBoard, parseSudoku } from "../sudoku/grid.js";
import { SUDOKU_LEVELS, type SudokuLevel } from "../sudoku/rating.js";
import { parseCommand, parseInteger } from "./args.js";
import { type CliIo, LineWriter } from "./io.js";
import { createProgress } from "./progress.js";
import { techniqueFamilies } from "./sudoku-rate.js";

const HELP = `usage: permuta sudoku generate [options]

Prints puzzles, one per line, each with exactly one solution: a random complete grid filled by
backtracking, then clues taken away in random order while the solution stays unique (one pass:
with symmetry none every puzzle is minimal, 9x9 puzzles have about 24 clues).

options:
  --count N            how many puzzles (default 1), streamed one by one
  --seed S             same seed, same puzzles
  --size N             4, 6 (2x3 boxes), 9 (default) or 16
  --clues C            exactly C clues (draws again until a pass reaches C)
  --symmetry S         none (default), rot180, rot90, mirror (left-right) or diagonal
  --diagonal           X-Sudoku: both long diagonals hold every digit once too (uniqueness and
                       --difficulty take them as houses)
  --difficulty D       a level of 'permuta sudoku rate': ${SUDOKU_LEVELS.join(", ")}
  --techniques LIST    families (comma-separated, as 'sudoku rate --techniques': singles,
                       locked, subsets, fish, wings, uniqueness, chains, forcing): logic with
                       these alone solves each puzzle, which needs the hardest of them (the last
                       in that order): singles,locked,fish makes puzzles that need a fish
  --minimal            no clue can be taken away (with a symmetry, checked clue by clue)
  --time-limit SEC     give up on a puzzle after SEC seconds (default 10): exit 2 with the reason
  --board              each puzzle in the 9-line layout (| between boxes, ------+-------+------
                       between bands; N rows for other sizes), a blank line after each
  --json               {"puzzle": "...", "solution": "...", "clues": C, "rating": {...}} per line
                       ("rating" with --difficulty; "needs": the family, with --techniques)
  --variant V          a variant puzzle instead: killer, jigsaw, windoku, thermo or antiknight
                       (9x9), one f-puzzles JSON per line; --difficulty is then the rating of
                       the variant logic ('permuta sudoku rate' on the puzzle)
  --link               with --variant: an f-puzzles link per line instead of the JSON
  -h, --help           this help

exit codes: 0 done; 2 bad options, or a target that could not be reached within the time
limit (the puzzles made before it are printed).

examples:
  permuta sudoku generate --count 3 --seed 7 --symmetry rot180
  permuta sudoku generate --seed 7 --board
  permuta sudoku generate --size 6 --seed 1 --board
  permuta sudoku generate --techniques singles,locked,fish --seed 3 --json
  permuta sudoku generate --variant killer --count 2 --seed 1`;

/** Runs `permuta sudoku generate`. */
export async function runSudokuGenerate(
  args: string[],
  io: CliIo,
  signal: AbortSignal,
): Promise<number> {
  const { values, positionals } = parseCommand(
    args,
    {
      count: { type: "string" },
      seed: { type: "string" },
      size: { type: "string" },
      clues: { type: "string" },
      symmetry: { type: "string" },
      difficulty: { type: "string" },
      techniques: { type: "string" },
      minimal: { type: "boolean" },
      diagonal: { type: "boolean" },
      "time-limit": { type: "string" },
      json: { type: "boolean" },
      board: { type: "boolean" },
      variant: { type: "string" },
      link: { type: "boolean" },
    },
    "sudoku generate",
  );
  if (values.help) {
    io.stdout.write(`${HELP}\n`);
    return 0;
  }
  if (positionals.length > 0)
    throw new InputError(`sudoku generate: unexpected argument ${quoteInput(positionals[0])}`);
  if (values.variant !== undefined && values.techniques !== undefined)
    throw new InputError(
      "sudoku generate: --techniques is for classic puzzles (not with --variant)",
    );
  if (values.variant !== undefined)
    return (await import("./sudoku-generate-variant.js")).runVariantGenerate(values, io, signal);
  if (values.link) throw new InputError("sudoku generate: --link needs --variant");
  const count = values.count === undefined ? 1 : parseInteger(values.count, "--count", { min: 0 });
  const size = values.size === undefined ? 9 : parseInteger(values.size, "--size");
  const symmetry = (values.symmetry ?? "none") as SudokuSymmetry;
  if (!SUDOKU_SYMMETRIES.includes(symmetry))
    throw new InputError(
      `--symmetry must be one of ${SUDOKU_SYMMETRIES.join(", ")}, got ${quoteInput(String(values.symmetry))}`,
    );
  const { difficulty, limitSeconds } = levelAndTimeLimit(values);
  const options: GenerateSudokuOptions = {
    size,
    symmetry,
    minimal: values.minimal === true,
    diagonal: values.diagonal === true,
    signal,
    timeLimitMs: 1000 * limitSeconds,
  };
  if (values.seed !== undefined) options.seed = values.seed;
  if (difficulty !== undefined) options.difficulty = difficulty;
  if (typeof values.techniques === "string")
    options.techniques = techniqueFamilies(values.techniques);
  if (values.clues !== undefined)
    options.clues = parseInteger(values.clues, "--clues", { min: 0, max: size * size });
  const generator = new SudokuGenerator(options);
  const json = values.json === true;
  const board = values.board === true;
  if (board && json) throw new InputError("sudoku generate: --board and --json exclude each other");
  return streamGenerated(count, limitSeconds, io, signal, () => {
    const g = generator.next();
    const puzzle = g.puzzle;
    return json
      ? JSON.stringify({
          puzzle,
          solution: g.solution,
          clues: g.clues,
          ...(g.rating ? { rating: g.rating } : {}),
          ...(g.needs ? { needs: g.needs } : {}),
        })
      : board
        ? `${formatSudokuBoard(parseSudoku(puzzle))}\n`
        : puzzle;
  });
}

/**
 * The options classic and variant generation share: `--difficulty` (a level of the scale) and
 * `--time-limit` in seconds (default 10); exit 2 on a bad value.
 */
export function levelAndTimeLimit(values: {
  difficulty?: string | boolean;
  "time-limit"?: string | boolean;
}): { difficulty: SudokuLevel | undefined; limitSeconds: number } {
  const difficulty = values.difficulty as SudokuLevel | undefined;
  if (difficulty !== undefined && !SUDOKU_LEVELS.includes(difficulty))
    throw new InputError(
      `--difficulty must be one of ${SUDOKU_LEVELS.join(", ")}, got ${quoteInput(String(values.difficulty))}`,
    );
  const limitSeconds =
    values["time-limit"] === undefined
      ? 10
      : parseInteger(String(values["time-limit"]), "--time-limit", { min: 1, max: 1e6 });
  return { difficulty, limitSeconds };
}

/**
 * Prints `count` puzzles, the line `make` returns for each, flushed one by one with progress (TTY);
 * a GenerateBudgetError from `make` ends the run with exit 2 and the reason, after the puzzles
 * already printed. Resolves to the exit code.
 */
export async function streamGenerated(
  count: number,
  limitSeconds: number,
  io: CliIo,
  signal: AbortSignal,
  make: () => string,
): Promise<number> {
  const out = new LineWriter(io.stdout, undefined, signal);
  const progress = createProgress(io, "puzzles");
  try {
    for (let i = 0; i < count; i++) {
      throwIfAborted(signal);
      let line: string;
      try {
        line = make();
      } catch (error) {
        if (!(error instanceof GenerateBudgetError)) throw error;
        await out.flush();
        throw new InputError(
          `${error.message}; gave up at the time limit of ${limitSeconds} s (--time-limit), ${i} of ${count} puzzles made`,
        );
      }
      out.line(line);
      progress.update(i + 1, count, "generated");
      await out.flush();
    }
  } finally {
    progress.stop();
  }
  return 0;
}
