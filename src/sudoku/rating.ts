/**
 * The difficulty rating: follow the logical path (techniques easiest first, a guess where logic
 * runs out), find the hardest technique needed and how often it was used, and turn that into a
 * named level and a number. Deterministic, so the same puzzle always gets the same rating.
 * Cost: one logical path (about a millisecond for a typical 9x9 puzzle).
 *
 * Scale: every technique has a rank (table {@link RATING_SCALE}); the number is
 * `10 * rank + min(9, uses - 1)` where `uses` counts the steps of that hardest rank (or guesses),
 * so 10..19 = hidden singles in boxes only, 310..319 = a guess was needed.
 */
import type { SudokuGrid } from "./grid.js";
import { boardFromValues, type LogicBoard } from "./logic/board.js";
import { GUESS_DIFFICULTY, ratedName, type SE_VALUES, stepDifficulty } from "./logic/difficulty.js";
import { type LogicPath, logicPath } from "./logic/path.js";
import { TECHNIQUES, type Technique } from "./logic/techniques.js";
import { sudokuEngine } from "./solve.js";

/** The named levels, easiest first. */
export type SudokuLevel = "easy" | "medium" | "hard" | "fiendish" | "diabolical";

/** The levels, easiest first. */
export const SUDOKU_LEVELS: readonly SudokuLevel[] = [
  "easy",
  "medium",
  "hard",
  "fiendish",
  "diabolical",
];

/** One row of the scale: a technique (as rated), its rank and its level. */
export interface RatingScaleRow {
  /** The technique, as rated (`hidden single (box)`, `naked pair`, ...). */
  technique: string;
  /** Its rank on the scale, from 1 (easiest); a score is 10 × the hardest rank + min(9, uses - 1). */
  rank: number;
  /** The level a puzzle whose hardest technique it is gets. */
  level: SudokuLevel;
}

/** The rating scale, easiest first. */
export const RATING_SCALE: readonly RatingScaleRow[] = [
  { technique: "hidden single (box)", rank: 1, level: "easy" },
  { technique: "hidden single (row or column)", rank: 2, level: "easy" },
  { technique: "naked single", rank: 3, level: "easy" },
  { technique: "pointing", rank: 4, level: "medium" },
  { technique: "claiming", rank: 5, level: "medium" },
  { technique: "naked pair", rank: 6, level: "medium" },
  { technique: "hidden pair", rank: 7, level: "medium" },
  { technique: "naked triple", rank: 8, level: "hard" },
  { technique: "hidden triple", rank: 9, level: "hard" },
  { technique: "x-wing", rank: 10, level: "hard" },
  { technique: "xy-wing", rank: 11, level: "hard" },
  { technique: "swordfish", rank: 12, level: "hard" },
  { technique: "xyz-wing", rank: 13, level: "hard" },
  { technique: "naked quad", rank: 14, level: "hard" },
  { technique: "hidden quad", rank: 15, level: "hard" },
  { technique: "finned x-wing", rank: 16, level: "fiendish" },
  { technique: "finned swordfish", rank: 17, level: "fiendish" },
  { technique: "w-wing", rank: 18, level: "fiendish" },
  { technique: "unique rectangle", rank: 19, level: "fiendish" },
  { technique: "jellyfish", rank: 20, level: "fiendish" },
  { technique: "finned jellyfish", rank: 21, level: "fiendish" },
  { technique: "bug+1", rank: 22, level: "fiendish" },
  { technique: "simple colouring", rank: 23, level: "fiendish" },
  { technique: "x-chain", rank: 24, level: "fiendish" },
  { technique: "xy-chain", rank: 25, level: "fiendish" },
  { technique: "als-xz", rank: 26, level: "fiendish" },
  { technique: "aic", rank: 27, level: "fiendish" },
  { technique: "grouped aic", rank: 28, level: "fiendish" },
  { technique: "forcing chain", rank: 29, level: "diabolical" },
  { technique: "forcing net", rank: 30, level: "diabolical" },
  { technique: "guess", rank: 31, level: "diabolical" },
];

const RANK = new Map(RATING_SCALE.map((r) => [r.technique, r]));
// X-Sudoku: a hidden single in a diagonal ranks with those in a row or column (counted apart)
RANK.set("hidden single (diagonal)", {
  ...RANK.get("hidden single (row or column)")!,
  technique: "hidden single (diagonal)",
});

// variants: each rule's technique ranks with the classic technique of its kind (counted apart)
for (const [technique, as] of [
  ["hidden single (region)", "hidden single (row or column)"],
  ["kropki dot", "naked single"],
  ["nonconsecutive", "naked single"],
  ["thermometer", "naked single"],
  ["cage combination", "naked single"],
  ["arrow", "naked single"],
  ["little killer", "naked single"],
  ["cage pointing", "pointing"],
  ["hidden cage digit", "claiming"],
  ["innies/outies", "claiming"],
  ["cage interaction", "naked pair"],
] as const)
  RANK.set(technique, { ...RANK.get(as)!, technique });

/** The variant techniques and the classic technique each ranks with (for `rate --help`). */
export const VARIANT_RANKS: readonly { technique: string; as: string }[] = [
  { technique: "kropki dot, nonconsecutive, thermometer", as: "naked single" },
  { technique: "cage combination, arrow, little killer", as: "naked single" },
  { technique: "cage pointing", as: "pointing" },
  { technique: "hidden cage digit, innies/outies (the 45 rule)", as: "claiming" },
  { technique: "cage interaction", as: "naked pair" },
];

/** A puzzle's rating. */
export interface SudokuRating {
  /** The level: easy, medium, hard, fiendish or diabolical (from the hardest technique used). */
  level: SudokuLevel;
  /** 10 * rank of the hardest technique + min(9, its uses - 1). */
  score: number;
  /** The hardest technique needed (`guess` when logic ran out). */
  hardest: string;
  /** Logical steps taken (guesses not included). */
  steps: number;
  /** Guesses needed where logic ran out. */
  guesses: number;
  /** Uses of each technique. */
  techniques: Record<string, number>;
  /**
   * Sudoku Explainer-like difficulty: the hardest step's value on SE's scale (1.2 for a hidden
   * single in a box ... 9.0+ for forcing nets (SE's levels above 9), 12.0 for a guess; see
   * {@link SE_VALUES}).
   */
  se: number;
}

/** The rated name of a path entry: hidden singles are told apart by house. */
function entryName(entry: LogicPath["entries"][number]): string {
  return entry.kind === "guess" ? "guess" : ratedName(entry.step);
}

/**
 * Rates a logical path (give it the solution so that it never stops).
 *
 * @example
 * ```ts
 * ratePath(logicPath(board, { solution })).level; // "medium"
 * ```
 */
export function ratePath(path: LogicPath): SudokuRating {
  const techniques: Record<string, number> = {};
  let hardest = RATING_SCALE[0]!;
  let uses = 0;
  let steps = 0;
  let guesses = 0;
  let se = 0;
  for (const entry of path.entries) {
    const name = entryName(entry);
    const difficulty = entry.kind === "guess" ? GUESS_DIFFICULTY : stepDifficulty(entry.step);
    if (difficulty > se) se = difficulty;
    techniques[name] = (techniques[name] ?? 0) + 1;
    if (entry.kind === "guess") guesses++;
    else steps++;
    const row = RANK.get(name)!;
    if (row.rank > hardest.rank) {
      hardest = row;
      uses = 1;
    } else if (row.rank === hardest.rank) uses++;
  }
  return {
    level: hardest.level,
    score: 10 * hardest.rank + Math.min(9, Math.max(0, uses - 1)),
    hardest: hardest.technique,
    steps,
    guesses,
    techniques,
    se,
  };
}

/** Options of {@link rateSudokuGrid}. */
export interface RateOptions {
  /**
   * Whether the puzzle is known to have exactly one solution (then the uniqueness techniques,
   * unique rectangles and BUG+1, are used). When not given, the solutions are counted (up to 2).
   */
  unique?: boolean;
  /** Use only these techniques (see `techniquesOf`); guesses where they run out. @defaultValue all */
  techniques?: readonly Technique[];
}

/**
 * Rates a puzzle with a known solution (the solution is used only to continue after guesses).
 * The uniqueness techniques are used when the puzzle has exactly one solution (counted unless
 * `options.unique` says).
 *
 * @param grid - the puzzle
 * @param solution - its solution's values by cell (used only to continue after guesses)
 * @param options - `unique` (whether the puzzle has one solution; default counted) and the
 *   techniques allowed: see {@link RateOptions}
 *
 * @example
 * ```ts
 * rateSudokuGrid(parseSudoku(line), solution); // { level: "hard", score: 101, ... }
 * ```
 */
export function rateSudokuGrid(
  grid: SudokuGrid,
  solution: ArrayLike<number>,
  options: RateOptions = {},
): SudokuRating {
  const board = boardFromValues(grid.geometry, grid.values);
  board.assumeUnique =
    options.unique ?? sudokuEngine(grid.geometry, "fast").count(grid.values, 2) === 1;
  return ratePath(
    logicPath(board, {
      solution,
      ...(options.techniques ? { techniques: options.techniques } : {}),
    }),
  );
}

/**
 * Rates a board with a known solution; the uniqueness techniques are used when the board's
 * `assumeUnique` is set.
 *
 * @example
 * ```ts
 * rateBoard(board, solution).hardest; // "xy-wing"
 * ```
 */
export function rateBoard(board: LogicBoard, solution: ArrayLike<number>): SudokuRating {
  return ratePath(logicPath(board, { solution }));
}

/**
 * The techniques of a level and the easier ones (hidden singles count as easy).
 *
 * @example
 * ```ts
 * techniquesUpTo("medium").map((t) => t.name); // singles, pointing, claiming, pairs
 * ```
 */
export function techniquesUpTo(level: SudokuLevel): readonly Technique[] {
  const max = SUDOKU_LEVELS.indexOf(level);
  return TECHNIQUES.filter((t) => {
    const row = RANK.get(t.name === "hidden single" ? "hidden single (box)" : t.name)!;
    return SUDOKU_LEVELS.indexOf(row.level) <= max;
  });
}

/**
 * Rates a puzzle only as far as needed to tell whether its level is `level`: logic is followed with
 * the techniques up to that level and stops where they run out (the puzzle is then harder).
 * Returns the rating when the level matches, else null. Same answer as {@link rateBoard}, faster
 * for puzzles of other levels (the uniqueness techniques, as there, only with `assumeUnique`).
 *
 * @example
 * ```ts
 * rateIfLevel(board, solution, "hard"); // null, or a rating with level "hard"
 * ```
 */
export function rateIfLevel(
  board: LogicBoard,
  solution: ArrayLike<number>,
  level: SudokuLevel,
): SudokuRating | null {
  const path = logicPath(board, { techniques: techniquesUpTo(level) });
  if (path.end === "solved") {
    const rating = ratePath(path);
    return rating.level === level ? rating : null;
  }
  if (level !== "diabolical") return null;
  return rateBoard(board, solution);
}
