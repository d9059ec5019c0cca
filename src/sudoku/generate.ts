/**
 * The puzzle generator, the classic way: fill a random complete grid by backtracking, then take
 * clues away in a random order (one symmetric group at a time) whenever the puzzle keeps exactly
 * one solution, as proved by the fast solver counting to 2. One pass over every group gives a
 * minimal puzzle (a clue kept once is needed for good: taking more clues away only adds
 * solutions); 16x16 puzzles skip the rare very long checks unless --minimal is asked for. A clue
 * target stops the pass early; a difficulty target rates each puzzle and draws again until the
 * level matches. Attempts are bounded by a time budget and an attempt count.
 * Two shortcuts decide most removals without a search, and give the same puzzles (the answer is
 * the same, only cheaper): a removal that leaves an unavoidable set of the grid without a clue
 * (generate-sets.ts) is refused, and one whose digit a single puts straight back is kept.
 * Cost: for a minimal 9x9 puzzle, about 50 short searches (one per other digit of an emptied cell
 * that neither shortcut decides), the grid (about 50 search levels) and its sets (some 1,000 steps).
 */
import { AbortError, InputError, throwIfAborted } from "../core/errors.js";
import { createRandom, type Random } from "../core/random.js";
import { UnavoidableSets } from "./generate-sets.js";
import { formatSudoku, type SudokuGeometry, sudokuGeometry } from "./grid.js";
import { boardFromValues } from "./logic/board.js";
import { logicPath } from "./logic/path.js";
import { TECHNIQUE_FAMILIES, type Technique, techniquesOf } from "./logic/techniques.js";
import { RandomGridFiller } from "./random-grid.js";
import { rateIfLevel, type SudokuLevel, type SudokuRating } from "./rating.js";
import { type SudokuEngine, sudokuEngine } from "./solve.js";
import { useTriad9HandOver } from "./triad9-kernel.js";

// uniqueness checks count with the band-triad kernel for hard puzzles (kept in a bundle that
// generates)
useTriad9HandOver();

/** The symmetries a generated puzzle may keep. */
export type SudokuSymmetry = "none" | "rot180" | "rot90" | "mirror" | "diagonal";

/** The symmetries, in the order `--symmetry` lists them. */
export const SUDOKU_SYMMETRIES: readonly SudokuSymmetry[] = [
  "none",
  "rot180",
  "rot90",
  "mirror",
  "diagonal",
];

/** Options of {@link generateSudoku}. */
export interface GenerateSudokuOptions {
  /**
   * Side of the grid (4, 6, 9, 16; boxes as in the grid model).
   * @defaultValue 9
   */
  size?: number;
  /**
   * X-Sudoku: both long diagonals hold every digit once too (the grid, the uniqueness check and the
   * rating all take them as houses).
   * @defaultValue false
   */
  diagonal?: boolean;
  /** Seed for reproducible output; the same seed and options give the same puzzles. */
  seed?: number | string;
  /** A random source to draw from instead of a seed (a sequence of puzzles shares one). */
  random?: Random;
  /** Target number of clues (exactly); unreachable targets fail after the budget. */
  clues?: number;
  /**
   * Keep the clues symmetric.
   * @defaultValue "none"
   */
  symmetry?: SudokuSymmetry;
  /** Target level of the rating. */
  difficulty?: SudokuLevel;
  /**
   * Families of techniques, as `--techniques` names them (`singles`, `locked`, `subsets`, `fish`,
   * `wings`, `uniqueness`, `chains`, `forcing`): each puzzle is solved by logic with these alone
   * and needs the hardest of them (the last in that order): without it, logic stops short. So
   * `["singles", "locked", "fish"]` makes puzzles that need a fish, and no subset.
   */
  techniques?: readonly string[];
  /**
   * Every clue must be necessary (with a symmetry: also each single clue, checked).
   * @defaultValue false (but with symmetry none the full pass is minimal anyway)
   */
  minimal?: boolean;
  /**
   * Give up after this many milliseconds.
   * @defaultValue 10000
   */
  timeLimitMs?: number;
  /**
   * Give up after this many attempts (complete grids drawn).
   * @defaultValue Infinity
   */
  maxAttempts?: number;
  /** Cancels a long search (throws AbortError). */
  signal?: AbortSignal;
}

/** A generated puzzle. */
export interface GeneratedSudoku {
  /** The puzzle in the one-line form every Sudoku function takes (`.` for blanks). */
  puzzle: string;
  /** Its solution, in the same form. */
  solution: string;
  /** The puzzle's values, 1..N, 0 for blanks. */
  values: Uint8Array;
  /** The solution's values. */
  solutionValues: Uint8Array;
  /** The number of clues (filled cells) of the puzzle. */
  clues: number;
  /** Grids drawn until this puzzle met the targets. */
  attempts: number;
  /** The rating, when a difficulty was asked for. */
  rating?: SudokuRating;
  /** With `techniques`: the family each puzzle needs (the hardest of them). */
  needs?: string;
  /** The grid's shape: size, boxes, diagonals, units and peers. */
  geometry: SudokuGeometry;
}

/** An aborted signal: the solver stops at its first look (after 4,096 nodes). */
const CAP = AbortSignal.abort();

/**
 * The targets could not be met within the budget (the CLI exits 1).
 *
 * @example
 * ```ts
 * try { generateSudoku({ clues: 16, timeLimitMs: 100 }); } catch (e) { e instanceof GenerateBudgetError; }
 * ```
 */
export class GenerateBudgetError extends Error {
  /** Always "GenerateBudgetError". */
  override name = "GenerateBudgetError";
}

/** The symmetric groups of cells (orbits) of a symmetry. */
export function symmetryOrbits(size: number, symmetry: SudokuSymmetry): number[][] {
  const m = size - 1;
  const seen = new Uint8Array(size * size);
  const orbits: number[][] = [];
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      const cell = r * size + c;
      if (seen[cell]) continue;
      let images: [number, number][];
      switch (symmetry) {
        case "none":
          images = [[r, c]];
          break;
        case "rot180":
          images = [
            [r, c],
            [m - r, m - c],
          ];
          break;
        case "rot90":
          images = [
            [r, c],
            [c, m - r],
            [m - r, m - c],
            [m - c, r],
          ];
          break;
        case "mirror":
          images = [
            [r, c],
            [r, m - c],
          ];
          break;
        case "diagonal":
          images = [
            [r, c],
            [c, r],
          ];
          break;
      }
      const orbit = [...new Set(images.map(([a, b]) => a * size + b))];
      for (const x of orbit) seen[x] = 1;
      orbits.push(orbit);
    }
  }
  return orbits;
}

/**
 * The fewest clues a puzzle of this size with exactly one solution can have, and why: the known
 * minimum for 4x4 (4), 6x6 (8) and 9x9 (17, McGuire, Tugemann and Civario 2012, by exhaustive
 * search); for 16x16 and for X-Sudoku (`diagonal`) the bound is the general one, size - 1 (two
 * digits that appear in no clue could be swapped in any solution).
 *
 * @param size - cells a side of the grid (4 to 16, or 25)
 * @param diagonal - X-Sudoku (both main diagonals are units too); default false
 *
 * @example
 * ```ts
 * minimumSudokuClues(9).clues; // 17
 * ```
 */
export function minimumSudokuClues(
  size: number,
  diagonal = false,
): {
  /** The fewest clues a puzzle of that shape can have and still have one solution (a lower bound). */
  clues: number;
  /** Where the bound comes from, in words. */
  why: string;
} {
  // X-Sudoku: the diagonals allow fewer clues (a 4x4 needs only 3); the general bound stands
  if (diagonal)
    return {
      clues: size - 1,
      why: `with fewer, two of the ${size} digits appear in no clue and could be swapped`,
    };
  if (size === 4) return { clues: 4, why: "the known minimum for 4x4" };
  if (size === 6) return { clues: 8, why: "the known minimum for 6x6" };
  if (size === 9)
    return { clues: 17, why: "the known minimum for 9x9: McGuire, Tugemann and Civario 2012" };
  return {
    clues: size - 1,
    why: `with fewer, two of the ${size} digits appear in no clue and could be swapped`,
  };
}

/** The family a generated puzzle must need, the techniques allowed, and those without it. */
interface NeededFamily {
  family: string;
  all: readonly Technique[];
  without: readonly Technique[];
}

/**
 * The family a puzzle made with these families must need (the hardest of them, in the order of
 * TECHNIQUE_FAMILIES), their techniques, and the techniques without that family; InputError
 * for an unknown family or an empty list.
 */
function neededFamily(families: readonly string[]): NeededFamily {
  if (families.length === 0) throw new InputError("techniques: no family given");
  if (families.includes("variant"))
    throw new InputError("techniques: the variant family has nothing to do in a classic puzzle");
  let all: readonly Technique[];
  try {
    all = techniquesOf(families);
  } catch (error) {
    throw new InputError(`techniques: ${(error as Error).message}`);
  }
  const order = Object.keys(TECHNIQUE_FAMILIES);
  const family = [...families].sort((a, b) => order.indexOf(a) - order.indexOf(b)).at(-1)!;
  const rest = families.filter((f) => f !== family);
  return { family, all, without: rest.length > 0 ? techniquesOf(rest) : [] };
}

/** True when the clue counts reachable with these orbits include `clues`. */
function reachableClues(orbits: number[][], clues: number): boolean {
  let can = new Uint8Array(clues + 1);
  can[0] = 1;
  for (const o of orbits) {
    const next = can.slice();
    for (let k = 0; k + o.length <= clues; k++) if (can[k]) next[k + o.length] = 1;
    can = next;
  }
  return can[clues] === 1;
}

/**
 * A generator of puzzles with one set of options (reuses its solver and buffers).
 *
 * @example
 * ```ts
 * const gen = new SudokuGenerator({ seed: 7, symmetry: "rot180" });
 * gen.next().puzzle; // "..7.8.49......13..8.39...." (81 characters), exactly one solution
 * ```
 */
export class SudokuGenerator {
  /** The shape of the grids it makes. */
  readonly geometry: SudokuGeometry;
  private readonly options: GenerateSudokuOptions;
  private readonly rng: Random;
  private readonly filler: RandomGridFiller;
  private readonly engine: SudokuEngine;
  private readonly orbits: number[][];
  private readonly sets: UnavoidableSets;
  /** With `techniques`: the family needed, the techniques allowed, and those without it. */
  private readonly needed?: NeededFamily;

  /**
   * Checks the options once (InputError for a bad size, clue count or symmetry).
   *
   * @param options - size, diagonals, seed, clues, symmetry, difficulty, minimality and limits: see
   *   {@link GenerateSudokuOptions}
   */
  constructor(options: GenerateSudokuOptions = {}) {
    const size = options.size ?? 9;
    if (![4, 6, 9, 16].includes(size))
      throw new InputError(`size must be 4, 6, 9 or 16, got ${size}`, { value: String(size) });
    this.geometry = sudokuGeometry(size, { diagonal: options.diagonal === true });
    this.options = options;
    this.rng = options.random ?? createRandom(options.seed);
    this.filler = new RandomGridFiller(this.geometry);
    this.engine = sudokuEngine(this.geometry, "fast");
    this.orbits = symmetryOrbits(size, options.symmetry ?? "none");
    this.sets = new UnavoidableSets(this.geometry);
    const cells = this.geometry.cells;
    if (options.clues !== undefined) {
      if (!Number.isInteger(options.clues) || options.clues < 0 || options.clues > cells)
        throw new InputError(`clues must be from 0 to ${cells}, got ${options.clues}`);
      const fewest = minimumSudokuClues(size, this.geometry.diagonal);
      if (options.clues < fewest.clues)
        throw new InputError(
          `${options.clues} clues cannot have exactly one solution on a ${size}x${size}${this.geometry.diagonal ? " X-Sudoku" : ""} grid: at least ${fewest.clues} are needed (${fewest.why})`,
        );
      if (!reachableClues(this.orbits, options.clues))
        throw new InputError(
          `${options.clues} clues cannot keep ${options.symmetry} symmetry on a ${size}x${size} grid`,
        );
    }
    if (options.techniques !== undefined) this.needed = neededFamily(options.techniques);
  }

  /** True when logic with the allowed techniques solves the puzzle, and without the needed family does not. */
  private needsFamily(puzzle: Uint8Array): boolean {
    const { all, without } = this.needed!;
    const board = boardFromValues(this.geometry, puzzle);
    board.assumeUnique = true; // unique by construction: the uniqueness techniques apply
    // most puzzles fall to the easier families alone: that check first
    return (
      logicPath(board, { techniques: without }).end !== "solved" &&
      logicPath(board, { techniques: all }).end === "solved"
    );
  }

  /** The next puzzle meeting the targets; throws GenerateBudgetError when the budget runs out. */
  next(): GeneratedSudoku {
    const o = this.options;
    const started = Date.now();
    const timeLimit = o.timeLimitMs ?? 10_000;
    const maxAttempts = o.maxAttempts ?? Number.POSITIVE_INFINITY;
    let fewest = Number.POSITIVE_INFINITY;
    let rejected = 0;
    for (let attempt = 1; ; attempt++) {
      if (o.signal?.aborted) throw new AbortError();
      throwIfAborted(o.signal);
      const solution = this.filler.fill(this.rng);
      const puzzle = this.reduce(solution);
      const clues = countClues(puzzle);
      fewest = Math.min(fewest, clues);
      let ok = o.clues === undefined || clues === o.clues;
      if (ok && o.minimal && (o.symmetry ?? "none") !== "none")
        ok = this.eachClueNeeded(puzzle, solution);
      let rating: SudokuRating | undefined;
      if (ok && o.difficulty !== undefined) {
        // the puzzle is unique by construction, so the uniqueness techniques apply
        const board = boardFromValues(this.geometry, puzzle);
        board.assumeUnique = true;
        rating = rateIfLevel(board, solution, o.difficulty) ?? undefined;
        ok = rating !== undefined;
        if (!ok) rejected++;
      }
      if (ok && this.needed) {
        ok = this.needsFamily(puzzle);
        if (!ok) rejected++;
      }
      if (ok) {
        const result: GeneratedSudoku = {
          puzzle: formatSudoku(puzzle),
          solution: formatSudoku(solution),
          values: puzzle,
          solutionValues: solution,
          clues,
          attempts: attempt,
          geometry: this.geometry,
        };
        if (rating) result.rating = rating;
        if (this.needed) result.needs = this.needed.family;
        return result;
      }
      if (attempt >= maxAttempts || Date.now() - started > timeLimit) {
        const wanted: string[] = [];
        if (o.clues !== undefined) wanted.push(`${o.clues} clues`);
        if (o.minimal) wanted.push("minimal");
        if (o.difficulty !== undefined) wanted.push(`difficulty ${o.difficulty}`);
        if (this.needed)
          wanted.push(`techniques ${o.techniques!.join(",")} (needing ${this.needed.family})`);
        const missed =
          o.difficulty === undefined
            ? "that missed the techniques"
            : this.needed
              ? "of other levels or techniques"
              : "of other levels";
        const seen =
          o.difficulty !== undefined || this.needed
            ? `; ${rejected} puzzles ${missed} were made`
            : "";
        throw new GenerateBudgetError(
          `no puzzle with ${wanted.join(", ")} found in ${attempt} attempts (${Date.now() - started} ms); fewest clues reached: ${fewest}${seen}`,
        );
      }
    }
  }

  /** Takes clue groups away in random order while the solution stays unique. */
  private reduce(solution: Uint8Array): Uint8Array {
    const o = this.options;
    const puzzle = solution.slice();
    const orbits = this.orbits;
    // Fisher-Yates over the orbit order
    const order = orbits.map((_, i) => i);
    for (let i = order.length - 1; i > 0; i--) {
      const j = this.rng.int(i + 1);
      const t = order[i]!;
      order[i] = order[j]!;
      order[j] = t;
    }
    let clues = puzzle.length;
    const target = o.minimal ? undefined : o.clues;
    const g = this.geometry;
    // digits given in each row, column and box (X-Sudoku: not the diagonals; that only makes the
    // singles shortcut see less and the uniqueness check try a digit a diagonal rules out)
    const given = this.given;
    given.fill(g.all);
    this.sets.build(solution);
    for (const index of order) {
      if (target !== undefined && clues <= target) break;
      const orbit = orbits[index]!;
      if (target !== undefined && clues - orbit.length < target) continue;
      if (this.tryRemove(puzzle, orbit, solution)) clues -= orbit.length;
    }
    return puzzle;
  }

  /**
   * Takes the orbit's clues away when the puzzle keeps its one solution without them (true);
   * else leaves the puzzle, the given digits and the sets as they were (false).
   */
  private tryRemove(puzzle: Uint8Array, orbit: number[], solution: Uint8Array): boolean {
    // a removal that leaves an unavoidable set without a clue leaves a second solution
    if (this.sets.take(orbit)) {
      this.sets.restore(orbit);
      return false;
    }
    // a removed clue that the singles rules put straight back costs no count
    let implied = true;
    for (const cell of orbit) {
      const bit = 1 << (puzzle[cell]! - 1);
      this.setGiven(puzzle, cell, 0);
      if (implied) implied = this.forcedBySingles(puzzle, cell, bit);
    }
    if (implied || this.staysUnique(puzzle, orbit, solution)) return true;
    this.putBack(puzzle, orbit, solution);
    return false;
  }

  /** Gives the orbit's clues back (undoes a removal). */
  private putBack(puzzle: Uint8Array, orbit: number[], solution: Uint8Array): void {
    this.sets.restore(orbit);
    for (const cell of orbit) this.setGiven(puzzle, cell, solution[cell]!);
  }

  /** Sets a cell of the puzzle to v (0: empties it), keeping the given digits of its houses. */
  private setGiven(puzzle: Uint8Array, cell: number, v: number): void {
    const g = this.geometry;
    const n = g.size;
    const bit = 1 << ((v || puzzle[cell]!) - 1);
    const given = this.given;
    puzzle[cell] = v;
    if (v === 0) {
      given[g.rowOf[cell]!]! &= ~bit;
      given[n + g.colOf[cell]!]! &= ~bit;
      given[2 * n + g.boxOf[cell]!]! &= ~bit;
    } else {
      given[g.rowOf[cell]!]! |= bit;
      given[n + g.colOf[cell]!]! |= bit;
      given[2 * n + g.boxOf[cell]!]! |= bit;
    }
  }

  /**
   * True when no single clue of the puzzle `reduce` just made can be taken away (its sets and
   * given digits are the puzzle's): each clue tried as `reduce` tries an orbit.
   */
  private eachClueNeeded(puzzle: Uint8Array, solution: Uint8Array): boolean {
    const one = [0];
    for (let cell = 0; cell < puzzle.length; cell++) {
      if (puzzle[cell] === 0) continue;
      one[0] = cell;
      if (this.tryRemove(puzzle, one, solution)) {
        this.putBack(puzzle, one, solution);
        return false;
      }
    }
    return true;
  }

  /** Digits given per house (rows, columns, boxes), kept by reduce. */
  private readonly given = new Int32Array(3 * 25);

  /**
   * True when an empty cell's digit (bit) follows from the clues by a single: every other digit is
   * given in its row, column or box (naked single), or in one of its houses every other empty cell
   * sees the digit among the clues (hidden single).
   */
  private forcedBySingles(puzzle: Uint8Array, cell: number, bit: number): boolean {
    const g = this.geometry;
    const n = g.size;
    const given = this.given;
    const row = g.rowOf[cell]!;
    const col = n + g.colOf[cell]!;
    const box = 2 * n + g.boxOf[cell]!;
    if ((given[row]! | given[col]! | given[box]! | bit) === g.all) return true;
    return (
      this.onlyPlace(puzzle, cell, bit, row) ||
      this.onlyPlace(puzzle, cell, bit, col) ||
      this.onlyPlace(puzzle, cell, bit, box)
    );
  }

  /** True when every other empty cell of the unit sees the digit (bit) among the clues. */
  private onlyPlace(puzzle: Uint8Array, cell: number, bit: number, unit: number): boolean {
    const g = this.geometry;
    const n = g.size;
    const given = this.given;
    for (let i = unit * n, end = i + n; i < end; i++) {
      const other = g.unitCells[i]!;
      if (other === cell || puzzle[other] !== 0) continue;
      if (
        !(
          (given[g.rowOf[other]!]! |
            given[n + g.colOf[other]!]! |
            given[2 * n + g.boxOf[other]!]!) &
          bit
        )
      )
        return false;
    }
    return true;
  }

  /**
   * True when the puzzle, with the orbit's cells just emptied, still has only the known solution.
   * Any other solution differs from it in one of those cells (elsewhere it would be a solution of
   * the unique puzzle before), so each other digit a cell allows is tried there: one search for a
   * single solution per digit, each much more constrained than counting to 2 from scratch
   * (about 25% faster for 9x9 here). 16x16 counts to 2 in one search instead.
   * For 16x16 puzzles that need not be minimal, a search is capped at a few thousand nodes (the
   * solver looks at its signal every 4,096 nodes, and this one is already aborted): a search cut
   * short keeps the clue, so uniqueness always holds and the rare very long check is skipped.
   */
  private staysUnique(puzzle: Uint8Array, orbit: number[], solution: Uint8Array): boolean {
    const g = this.geometry;
    const n = g.size;
    const given = this.given;
    const capped = n >= 16 && !this.options.minimal;
    const signal = capped ? CAP : this.options.signal;
    try {
      // 16x16: the general solver's set-up per search is dear, so one count to 2
      if (n > 9) return this.engine.count(puzzle, 2, undefined, signal) === 1;
      // another solution differs from this one in a cell just emptied: try each other digit there
      for (const cell of orbit) {
        const seen =
          given[g.rowOf[cell]!]! | given[n + g.colOf[cell]!]! | given[2 * n + g.boxOf[cell]!]!;
        let others = g.all & ~seen & ~(1 << (solution[cell]! - 1));
        while (others !== 0) {
          const bit = others & -others;
          others &= others - 1;
          puzzle[cell] = 32 - Math.clz32(bit);
          const found = this.engine.count(puzzle, 1, undefined, signal);
          puzzle[cell] = 0;
          if (found > 0) return false;
        }
      }
      return true;
    } catch (error) {
      if (capped && error instanceof AbortError) return false;
      throw error;
    }
  }

  /**
   * True when no single clue can be taken away without losing uniqueness.
   *
   * @param puzzle - the puzzle's values by cell, 1..N, 0 for blanks (with one solution)
   */
  isMinimal(puzzle: Uint8Array): boolean {
    for (let cell = 0; cell < puzzle.length; cell++) {
      const v = puzzle[cell]!;
      if (v === 0) continue;
      puzzle[cell] = 0;
      const unique = this.engine.count(puzzle, 2) === 1;
      puzzle[cell] = v;
      if (unique) return false;
    }
    return true;
  }
}

function countClues(puzzle: Uint8Array): number {
  let n = 0;
  for (let i = 0; i < puzzle.length; i++) if (puzzle[i] !== 0) n++;
  return n;
}

/**
 * Generates one puzzle with exactly one solution.
 *
 * @param options - size, diagonals, seed, clues, symmetry, difficulty, minimality and limits: see
 *   {@link GenerateSudokuOptions}
 *
 * @example
 * ```ts
 * generateSudoku({ seed: 1, minimal: true }).puzzle; // a string of 81 characters, `.` for blanks
 * ```
 */
export function generateSudoku(options: GenerateSudokuOptions = {}): GeneratedSudoku {
  return new SudokuGenerator(options).next();
}
