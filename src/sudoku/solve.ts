/**
 * The Sudoku solving API: one interface over the two methods (the fast bitmask solver, default,
 * and the exact-cover method on dancing links), for every size and the X variant. Solvers are
 * built once per geometry and method and reused, so solving a batch allocates nothing per node.
 */

// Dancing Links (the dlx method) registers itself in methods.ts; a bundler drops this import in
// a bundle that uses nothing of it (see methods.ts), Node runs it
import "./cover.js";
import { InputError } from "../core/errors.js";
import { asciiCells } from "./ascii-cells.js";
import { type SudokuMethod, type SudokuResult, sudokuEngine } from "./engine.js";
import type { SudokuGrid, SudokuShapeOptions } from "./grid.js";
import { formatSudoku, parseSudoku, sudokuGeometry } from "./grid.js";
import { Simd9Solver } from "./sudoku9-kernel.js";
// the band-triad kernel for hard puzzles, reached from the counting calls (analyseSudoku,
// countSudokuSolutions) only: a bundle of solveSudoku alone leaves it out
import { useTriad9HandOver } from "./triad9-kernel.js";
// the variant engine, for variant puzzle objects
import { solveVariantSudoku } from "./variants/solve.js";
import type { VariantSudoku } from "./variants/types.js";

// the engines, where the solving calls' callers have always found them
export {
  chooseSudokuMethod,
  DLX_FROM_SIZE,
  SUDOKU_METHODS,
  type SudokuEngine,
  type SudokuMethod,
  type SudokuResult,
  sudokuEngine,
} from "./engine.js";

/** Options of {@link solveSudokuGrid} and {@link analyseSudoku}. */
export interface SudokuSolveOptions extends SudokuShapeOptions {
  /**
   * The method: the bitmask solver, exact cover on dancing links, or the one that fits the grid.
   * @defaultValue "auto"
   */
  method?: SudokuMethod;
  /**
   * Stop counting at this many solutions.
   * @defaultValue 2
   */
  limit?: number;
  /** Cancels a long search (throws AbortError). */
  signal?: AbortSignal;
}

/**
 * Counts the solutions of a parsed grid up to a limit and returns the first one with statistics.
 *
 * @param grid - the parsed grid
 * @param options - `limit` (default 2), `method` and `signal`: see {@link SudokuSolveOptions}
 *
 * @example
 * ```ts
 * const result = solveSudokuGrid(parseSudoku(line), { limit: 2, method: "dlx" });
 * result.count; // 1 for a proper puzzle
 * ```
 */
export function solveSudokuGrid(grid: SudokuGrid, options: SudokuSolveOptions = {}): SudokuResult {
  const engine = sudokuEngine(grid.geometry, options.method ?? "auto");
  const solution = new Uint8Array(grid.geometry.cells);
  const count = engine.count(grid.values, options.limit ?? 2, solution, options.signal);
  return {
    count,
    solution: count > 0 ? solution : null,
    stats: { nodes: engine.stats.nodes, guesses: engine.stats.guesses },
  };
}

/**
 * Parses a one-line grid and searches it (see {@link solveSudokuGrid}); throws InputError for a
 * bad grid.
 *
 * @param text - the grid, as {@link parseSudoku} reads it
 * @param options - the shape (`size`, `boxRows`, `diagonal`), `limit` (default 2), `method` and
 *   `signal`
 *
 * @example
 * ```ts
 * analyseSudoku(line, { limit: 2 }).stats.guesses; // branch points needed
 * ```
 */
export function analyseSudoku(text: string, options: SudokuSolveOptions = {}): SudokuResult {
  useTriad9HandOver(); // a count (the playground's worker): see countSudokuSolutions
  return solveSudokuGrid(parseSudoku(text, options), options);
}

/**
 * Solves a one-line grid: the solution as a line (size x size digits; 1-9 then A-G), or null
 * when there is none. Throws InputError for a malformed grid (wrong length, bad character,
 * clashing clues). Also takes a variant puzzle (killer, jigsaw, thermo...: the object
 * `readFPuzzles` gives), solved by the variant engine (`solveVariantSudoku` gives its count and
 * statistics too).
 *
 * @param grid - the grid, as {@link parseSudoku} reads it (one line, or one row a line), or a
 *   variant puzzle object
 * @param options - the shape (`size`, `boxRows`, `diagonal`), `method` and `signal` (a variant
 *   puzzle carries its own shape: only `signal` applies)
 *
 * @example
 * ```ts
 * solveSudoku("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......");
 * // "417369825632158947958724316825437169791586432346912758289643571573291684164875293"
 * solveSudoku(readFPuzzles(killerJson)); // the killer's solution, 81 digits
 * ```
 */
export function solveSudoku(
  grid: string | VariantSudoku,
  options: SudokuSolveOptions = {},
): string | null {
  if (typeof grid !== "string") {
    const result = solveVariantSudoku(variantPuzzle(grid), { limit: 1, signal: options.signal });
    return result.solution ? formatSudoku(result.solution) : null;
  }
  const quick = quickClassic(grid, options);
  if (quick !== undefined && quick.run(1, undefined, options.signal) > 0) {
    return formatSudoku(quick.solution());
  }
  const result = solveSudokuGrid(parseSudoku(grid, options), { ...options, limit: 1 });
  return result.solution ? formatSudoku(result.solution) : null;
}

/**
 * The number of solutions of a one-line grid, counting stops at `limit` (default 2: 2 means
 * "two or more"). Throws InputError for a malformed grid. Also takes a variant puzzle object
 * (as {@link solveSudoku} does).
 *
 * @param grid - the grid, as {@link parseSudoku} reads it, or a variant puzzle object
 * @param limit - where counting stops, a positive integer; default 2 (then 2 means "two or more")
 * @param options - the shape (`size`, `boxRows`, `diagonal`), `method` and `signal` (a variant
 *   puzzle: only `signal`)
 *
 * @example
 * ```ts
 * countSudokuSolutions(".".repeat(16), 1000); // 288 (every 4x4 grid)
 * countSudokuSolutions(readFPuzzles(killerJson)); // 1
 * ```
 */
export function countSudokuSolutions(
  grid: string | VariantSudoku,
  limit = 2,
  options: SudokuSolveOptions = {},
): number {
  useTriad9HandOver(); // keeps the band-triad kernel in a bundle that counts
  if (typeof grid !== "string")
    return solveVariantSudoku(variantPuzzle(grid), { limit, signal: options.signal }).count;
  const quick = quickClassic(grid, options);
  if (quick !== undefined) {
    const count = quick.run(limit, undefined, options.signal, false);
    if (count > 0) return count;
  }
  return analyseSudoku(grid, { ...options, limit }).count;
}

/** A variant puzzle object as the solvers take it, or an InputError saying what was given. */
function variantPuzzle(grid: unknown): VariantSudoku {
  const p = grid as Partial<VariantSudoku> | null;
  if (
    typeof p !== "object" ||
    p === null ||
    typeof p.size !== "number" ||
    !Array.isArray(p.givens) ||
    p.givens.length !== p.size * p.size
  )
    throw new InputError(
      "a Sudoku puzzle is a grid string or a variant puzzle object (as readFPuzzles gives it)",
    );
  return p as VariantSudoku;
}

/** The classic 9x9 kernel engine, once made (null where the runtime has none). */
let classicKernel: Simd9Solver | null | undefined;

/**
 * The public calls' short way on the usual input, a one-line classic 9x9 puzzle of 81 plain
 * characters (1-9, `.`, `0`, `_`) with no option but the limit, signal or method `fast`/`auto`:
 * the kernel engine with the puzzle written straight into its memory (the string's bytes by
 * `TextEncoder.encodeInto`, then turned into values four at a time by asciiCells: no parse, no
 * allocation), or undefined for every other input, which takes the general path (that also
 * gives the errors). A count of 0 goes the general way too, which tells clashing clues (an
 * error) from a puzzle without solutions.
 */
function quickClassic(text: string, options: SudokuSolveOptions): Simd9Solver | undefined {
  if (text.length !== 81) return undefined;
  if (options.size !== undefined && options.size !== 9) return undefined;
  if ((options.boxRows !== undefined && options.boxRows !== 3) || options.diagonal === true) {
    return undefined;
  }
  if (options.method === "dlx") return undefined;
  if (classicKernel === undefined) {
    const engine = sudokuEngine(sudokuGeometry(9), "fast");
    classicKernel = engine instanceof Simd9Solver ? engine : null;
    if (classicKernel !== null) {
      const bytes = classicKernel.puzzle(); // at a 4-aligned offset (sudoku9-layout.ts)
      classicWords = new Uint32Array(bytes.buffer, bytes.byteOffset, 20);
    }
  }
  if (classicKernel === null) return undefined;
  // the characters' bytes straight into the kernel's memory, then turned into values
  const puzzle = classicKernel.puzzle();
  const read = (encoder ??= new TextEncoder()).encodeInto(text, puzzle);
  if (read.read !== 81 || read.written !== 81) return undefined;
  return asciiCells(puzzle, classicWords!) ? classicKernel : undefined;
}

/** The first 80 puzzle bytes of `classicKernel` as 20 words (for asciiCells). */
let classicWords: Uint32Array | undefined;

let encoder: InstanceType<typeof TextEncoder> | undefined;
