/**
 * The Sudoku solver engines: the methods (the fast bitmask solver and exact cover on dancing
 * links), the engine interface the solving calls, generation and the variant engine's classic
 * case share, and one cached engine per geometry and method. On the classic 9x9 grid the fast
 * engine is the WebAssembly SIMD kernel where the runtime has it, else fast9.ts. Cost: an engine
 * is built once per geometry and method (a map lookup afterwards).
 */
import { Fast9Solver } from "./fast9.js";
import { GeneralSudokuSolver, type SudokuStats } from "./general.js";
import type { SudokuGeometry } from "./grid.js";
import { sudokuMethodMakers } from "./methods.js";
import { Simd9Solver, simd9Available } from "./sudoku9-kernel.js";

/**
 * The solving methods: the bitmask solver (`fast`), exact cover on dancing links (`dlx`), or the
 * one that fits the grid (`auto`, see `chooseSudokuMethod`).
 */
export type SudokuMethod = "auto" | "fast" | "dlx";

/** The methods, in the order `--method` lists them. */
export const SUDOKU_METHODS: readonly SudokuMethod[] = ["auto", "fast", "dlx"];

/** From this size up, `auto` picks dancing links. */
export const DLX_FROM_SIZE = 25;

/**
 * The method `auto` stands for on a geometry: the bitmask solver up to 16x16 (several times
 * faster on 9x9), dancing links from 25x25, where the bitmask solver's cell-by-cell choice can
 * get lost in a nearly empty grid (a 25x25 grid with 5 clues on a box's diagonal: over a minute,
 * against 0.2 s on dancing links, whose choice also weighs each digit's places in a unit).
 *
 * @example
 * ```ts
 * chooseSudokuMethod(sudokuGeometry(25)); // "dlx"
 * chooseSudokuMethod(sudokuGeometry(9), "dlx"); // "dlx": an explicit method is kept
 * ```
 */
export function chooseSudokuMethod(
  geometry: SudokuGeometry,
  method: SudokuMethod = "auto",
): "fast" | "dlx" {
  if (method !== "auto") return method;
  return geometry.size >= DLX_FROM_SIZE ? "dlx" : "fast";
}

/** What a search found. */
export interface SudokuResult {
  /** Number of solutions, at most the limit (the limit itself means "that many or more"). */
  count: number;
  /** The first solution found (values 1..N), or null when there is none. */
  solution: Uint8Array | null;
  /** Search states visited and branch points. */
  stats: SudokuStats;
}

/** A solver for one geometry: counts to a limit, writes the first solution, keeps stats. */
export interface SudokuEngine {
  /** The counters of the last search (nodes, guesses). */
  readonly stats: SudokuStats;
  /**
   * Counts the solutions of the grid `values` (cell values, 0 for a blank), stopping at `limit`.
   * @param values - the grid's cells in reading order, 0 for a blank
   * @param limit - stop counting there (the result is then `limit`)
   * @param solution - receives the first solution found, when given
   * @param signal - aborts the search (throws `AbortError`)
   * @returns the number of solutions, at most `limit`
   */
  count(
    values: ArrayLike<number>,
    limit: number,
    solution?: Uint8Array,
    signal?: AbortSignal,
  ): number;
}

const engines = new Map<string, SudokuEngine>();

/**
 * The (cached) solver engine for a geometry and method. On the classic 9x9 grid, `fast` is the
 * WebAssembly SIMD kernel where the runtime has it (Node, current browsers), else fast9.ts (the
 * same search in JavaScript: `node --jitless`, engines without SIMD).
 *
 * @param geometry - the grid's shape, from {@link sudokuGeometry}
 * @param chosen - "fast" (bitmask search), "dlx" (dancing links) or "auto" (default: fast where it
 *   applies)
 *
 * @example
 * ```ts
 * const engine = sudokuEngine(sudokuGeometry(9), "fast");
 * engine.count(values, 2); // 1 for a proper puzzle
 * ```
 */
export function sudokuEngine(
  geometry: SudokuGeometry,
  chosen: SudokuMethod = "auto",
): SudokuEngine {
  const cover = sudokuMethodMakers.dlx;
  let method = chooseSudokuMethod(geometry, chosen);
  if (method === "dlx" && cover === undefined) {
    // a bundle without Dancing Links: `auto` takes the bitmask solver, `dlx` says how to load it
    if (chosen === "dlx") {
      throw new Error(
        'the Sudoku method "dlx" is not in this bundle: call useSudokuDancingLinks() once (import it from "permuta")',
      );
    }
    method = "fast";
  }
  const key = `${geometry.size}:${geometry.boxRows}:${geometry.diagonal}:${method}`;
  let engine = engines.get(key);
  if (!engine) {
    const classic = geometry.size === 9 && geometry.boxRows === 3 && !geometry.diagonal;
    if (method === "dlx" && cover !== undefined) engine = cover(geometry);
    else if (!classic) engine = new GeneralSudokuSolver(geometry);
    else engine = simd9Available() ? new Simd9Solver() : new Fast9Solver();
    engines.set(key, engine);
  }
  return engine;
}
