/**
 * Variant puzzle generation: killer, jigsaw, windoku, thermo and anti-knight 9x9 puzzles with
 * exactly one solution, proved by the variant engine counting to 2. Killer: a random grid, a
 * random partition into cages (connected, different digits) summed from it, cages split where two
 * solutions differ until one is left, no givens (a given only when no split can tell two
 * solutions apart). Jigsaw (random regions), windoku (four extra boxes) and anti-knight: a random
 * solution of the rules by the engine, then givens taken away while the solution stays unique.
 * Thermo: thermometers along increasing paths of a random grid, then givens taken away.
 * `difficulty` is a level of the variant logic's rating (as `rate` gives it): each puzzle is
 * rated and brought into the band (givens given back, killer cages merged: see rated.ts), and
 * drawn again when it cannot be, until the time limit. Cost: one count per cell for the givens
 * pass, one per split for a killer (a few ms to a few tens of ms per puzzle), and with a
 * difficulty a few logic paths per puzzle drawn.
 */
import { InputError, throwIfAborted } from "../../core/errors.js";
import { createRandom, type Random } from "../../core/random.js";
import { GenerateBudgetError } from "../generate.js";
import { sudokuGeometry } from "../grid.js";
import { RandomGridFiller } from "../random-grid.js";
import { SUDOKU_LEVELS, type SudokuLevel, type SudokuRating } from "../rating.js";
import { toLevel } from "./rated.js";
import { readFPuzzlesObject } from "./read.js";
import { randomCages, randomJigsawRegions, randomThermometers, windokuRegions } from "./shapes.js";
import type { VariantSudoku } from "./types.js";
import { mergeCages, randomVariantSolution, reduceGivens, uniqueKiller } from "./uniqueness.js";
import { writeFPuzzles } from "./write.js";

/** The variants the generator makes. */
export type SudokuVariantKind = "killer" | "jigsaw" | "windoku" | "thermo" | "antiknight";

/** The variants, in the order `--variant` lists them. */
export const SUDOKU_VARIANT_KINDS: readonly SudokuVariantKind[] = [
  "killer",
  "jigsaw",
  "windoku",
  "thermo",
  "antiknight",
];

/** Options of {@link generateVariantSudoku}. */
export interface GenerateVariantSudokuOptions {
  /** The kind of puzzle: killer, jigsaw, windoku, thermo or antiknight. */
  variant: SudokuVariantKind;
  /**
   * Side of the grid: 9 only.
   * @defaultValue 9
   */
  size?: number;
  /** Seed for reproducible output; the same seed and options give the same puzzles. */
  seed?: number | string;
  /** A random source to draw from instead of a seed (a sequence of puzzles shares one). */
  random?: Random;
  /**
   * The level of the variant logic's rating (`rateVariantSudoku`) the puzzle must have: puzzles
   * are drawn with the shape of {@link VARIANT_DEPTHS} for the level, rated, and brought into
   * the band or drawn again. Without it: a minimal puzzle (no given can go), killer cages of up
   * to 5 cells, not rated.
   */
  difficulty?: SudokuLevel;
  /**
   * Give up after this many milliseconds (GenerateBudgetError).
   * @defaultValue 10000
   */
  timeLimitMs?: number;
  /** Cancels a long search (throws AbortError). */
  signal?: AbortSignal;
}

/** A generated variant puzzle. */
export interface GeneratedVariantSudoku {
  /** The puzzle as the variant engine reads it (givens, regions and constraints). */
  puzzle: VariantSudoku;
  /** The f-puzzles JSON object of the puzzle (`JSON.stringify` it, or make a link). */
  fpuzzles: Record<string, unknown>;
  /** The one solution, values 1..N row by row. */
  solution: Uint8Array;
  /** Number of givens. */
  givens: number;
  /** Shapes drawn until one gave a puzzle (a jigsaw layout no grid fills is drawn again). */
  attempts: number;
  /** The rating, when a difficulty was asked for. */
  rating?: SudokuRating;
}

/**
 * The shape a difficulty level draws (its logic rating then decides the level:
 * `generateVariantSudoku` brings the puzzle into the level's band).
 */
export interface VariantDepth {
  /** Largest killer cage drawn. */
  maxCage: number;
  /** Killer: neighbouring cages merged while the puzzle stays unique, up to this size (0: none). */
  mergeTo: number;
  /** Killer: merges tried. */
  mergeTries: number;
  /** Killer: merges tried after rating when the puzzle is easier than the level. */
  climbTries: number;
}

/**
 * The shape of each level: killers of the easier levels are drawn with smaller cages, and the
 * harder ones merge cages (while the rating stays within the level) to climb into it. `default`
 * is the shape without `difficulty`.
 *
 * @example
 * ```ts
 * VARIANT_DEPTHS.hard.mergeTo; // 6
 * ```
 */
export const VARIANT_DEPTHS: Readonly<Record<SudokuLevel | "default", VariantDepth>> = {
  easy: { maxCage: 3, mergeTo: 0, mergeTries: 0, climbTries: 0 },
  medium: { maxCage: 4, mergeTo: 0, mergeTries: 0, climbTries: 0 },
  hard: { maxCage: 5, mergeTo: 6, mergeTries: 12, climbTries: 12 },
  fiendish: { maxCage: 5, mergeTo: 6, mergeTries: 12, climbTries: 12 },
  diabolical: { maxCage: 5, mergeTo: 7, mergeTries: 24, climbTries: 24 },
  default: { maxCage: 5, mergeTo: 0, mergeTries: 0, climbTries: 0 },
};

/** An empty puzzle: standard boxes, no constraint. */
function emptyPuzzle(size: number): VariantSudoku {
  const row = () => Array.from({ length: size }, () => ({}));
  return readFPuzzlesObject({ size, grid: Array.from({ length: size }, row) });
}

/**
 * A generator of variant puzzles with one set of options (one random source for a sequence).
 *
 * @example
 * ```ts
 * const gen = new VariantSudokuGenerator({ variant: "jigsaw", seed: 1 });
 * JSON.stringify(gen.next().fpuzzles); // '{"size":9,"grid":[[{"value":1,"given":true,"region":0},{"region":0},{"region":0},...'
 * ```
 */
export class VariantSudokuGenerator {
  private readonly options: GenerateVariantSudokuOptions;
  private readonly rng: Random;
  private readonly depth: VariantDepth;
  private readonly filler = new RandomGridFiller(sudokuGeometry(9));

  /**
   * Checks the options and sets up the random source.
   *
   * @param options - the variant, seed, difficulty and budget of every puzzle this generator makes
   * @throws InputError for an unknown variant or a size other than 9
   */
  constructor(options: GenerateVariantSudokuOptions) {
    if (!SUDOKU_VARIANT_KINDS.includes(options.variant))
      throw new InputError(
        `variant must be one of ${SUDOKU_VARIANT_KINDS.join(", ")}, got ${String(options.variant)}`,
      );
    const size = options.size ?? 9;
    if (size !== 9)
      throw new InputError(
        `--variant ${options.variant} makes 9x9 puzzles only, got size ${size}`,
        { value: String(size) },
      );
    if (options.difficulty !== undefined && !SUDOKU_LEVELS.includes(options.difficulty))
      throw new InputError(
        `difficulty must be one of ${SUDOKU_LEVELS.join(", ")}, got ${String(options.difficulty)}`,
      );
    this.options = options;
    this.rng = options.random ?? createRandom(options.seed);
    this.depth = VARIANT_DEPTHS[options.difficulty ?? "default"];
  }

  /** The next puzzle; throws GenerateBudgetError when the time budget runs out first. */
  next(): GeneratedVariantSudoku {
    const o = this.options;
    const started = Date.now();
    const timeLimit = o.timeLimitMs ?? 10_000;
    let rejected = 0;
    for (let attempt = 1; ; attempt++) {
      throwIfAborted(o.signal);
      const made = this.attempt();
      const rated = made && this.rated(made[0], made[1]);
      if (made && rated === null) rejected++;
      if (made && rated !== null) {
        const [puzzle, rating] = rated;
        const result: GeneratedVariantSudoku = {
          puzzle,
          fpuzzles: writeFPuzzles(puzzle),
          solution: made[1],
          givens: puzzle.givens.filter((v) => v !== 0).length,
          attempts: attempt,
        };
        if (rating) result.rating = rating;
        return result;
      }
      if (Date.now() - started > timeLimit) {
        const level = o.difficulty === undefined ? "" : ` of difficulty ${o.difficulty}`;
        const others =
          o.difficulty === undefined ? "" : `; ${rejected} puzzles of other levels were made`;
        throw new GenerateBudgetError(
          `no ${o.variant} puzzle${level} found in ${attempt} attempts (${Date.now() - started} ms)${others}`,
        );
      }
    }
  }

  /**
   * Without a difficulty: the puzzle (killers of the default shape merged as it says). With
   * one: the puzzle brought into its band with its rating, or null.
   */
  private rated(
    puzzle: VariantSudoku,
    solution: Uint8Array,
  ): [VariantSudoku, SudokuRating | undefined] | null {
    const { variant, difficulty, signal } = this.options;
    const depth = this.depth;
    const merged =
      depth.mergeTries > 0
        ? mergeCages(puzzle, solution, this.rng, depth.mergeTo, depth.mergeTries, signal)
        : puzzle;
    if (difficulty === undefined) return [merged, undefined];
    const climb =
      variant === "killer" && depth.climbTries > 0
        ? { mergeTo: Math.max(depth.mergeTo, 6), tries: depth.climbTries }
        : undefined;
    return toLevel(merged, solution, difficulty, this.rng, climb, signal);
  }

  /** One try: the puzzle and its solution, or null to draw again. */
  private attempt(): [VariantSudoku, Uint8Array] | null {
    const { variant, signal } = this.options;
    const rng = this.rng;
    const depth = this.depth;
    const shape = emptyPuzzle(9);
    if (variant === "killer") {
      const solution = this.filler.fill(rng);
      shape.cages = randomCages(solution, 9, rng, depth.maxCage).map((cells) => ({
        cells,
        sum: cells.reduce((s, c) => s + solution[c]!, 0),
      }));
      const puzzle = uniqueKiller(shape, solution, rng, signal);
      return puzzle && [puzzle, solution];
    }
    let solution: Uint8Array | null;
    if (variant === "thermo") {
      solution = this.filler.fill(rng);
      shape.thermometers = randomThermometers(solution, 9, rng, 10, 3, 6);
    } else {
      if (variant === "jigsaw") {
        shape.regions = randomJigsawRegions(9, rng);
        shape.jigsaw = true;
      } else if (variant === "windoku") shape.extraRegions = windokuRegions();
      else shape.antiknight = true;
      solution = randomVariantSolution(shape, rng, signal);
      if (!solution) return null;
    }
    shape.givens = reduceGivens(shape, solution, rng, 0, signal);
    return [shape, solution];
  }
}

/**
 * Generates one variant puzzle with exactly one solution.
 *
 * @example
 * ```ts
 * const made = generateVariantSudoku({ variant: "killer", seed: 1 });
 * JSON.stringify(made.fpuzzles); // '{"size":9,"grid":[[{},...]],"killercage":[{"cells":["R9C6","R8C6","R7C6"],"value":"14"},...]}'
 * solveVariantSudoku(made.puzzle).count; // 1
 * ```
 *
 * @param options - the variant, seed, difficulty and time budget
 */
export function generateVariantSudoku(
  options: GenerateVariantSudokuOptions,
): GeneratedVariantSudoku {
  return new VariantSudokuGenerator(options).next();
}
