/**
 * Sudoku of any shape (X-Sudoku too) as exact cover, solved by the one Dancing Links engine of
 * src/exact-cover: an encoder and a thin solver over `DancingLinks`, not an engine of its own.
 *
 * Items: one per cell ("the cell is filled"), then one per unit and value ("row 1 holds 5"): N^2 +
 * units * N primary items (324 for 9x9, 18 more for the diagonals). Options: the N^3 placements
 * "value v in cell c", in that order (option c * N + v - 1), each covering its cell and its units.
 *
 * The engine is built once per shape and reused: a puzzle's clues are `push`ed (a clue whose
 * items are already covered clashes), the search counts to the limit with the engine's hint
 * choice (`choice: "hints"`: forced moves off a stack without scanning the items, and of the
 * first 8 items with two options the one whose options hide the most), and `reset` copies the
 * links as built back for the next puzzle. Cost per puzzle: the clues' covers, the search, one
 * copy of the links (about 45 KB for 9x9); no allocation. This is the `dlx` method for every
 * shape; src/sudoku has no Dancing Links of its own.
 */

import { DancingLinks } from "../exact-cover/dancing-links.js";
import type { ExactCoverProblem } from "../exact-cover/problem.js";
import type { SudokuStats } from "./general.js";
import type { SudokuGeometry } from "./grid.js";
import { sudokuMethodMakers } from "./methods.js";

/**
 * The exact cover problem of a Sudoku shape with no clue: option `c * N + v - 1` places v in c.
 *
 * @example
 * ```ts
 * sudokuShapeCover(sudokuGeometry(9)).primary.length; // 324
 * ```
 */
export function sudokuShapeCover(geometry: SudokuGeometry): ExactCoverProblem {
  const n = geometry.size;
  const cells = geometry.cells;
  const primary: string[] = [];
  for (let c = 0; c < cells; c++)
    primary.push(`r${geometry.rowOf[c] + 1}c${geometry.colOf[c] + 1}`);
  for (let u = 0; u < geometry.unitCount; u++)
    for (let v = 1; v <= n; v++) primary.push(`u${u + 1}v${v}`);
  const options: { items: number[] }[] = [];
  const start = geometry.cellUnitStart;
  for (let c = 0; c < cells; c++)
    for (let v = 0; v < n; v++) {
      const items = [c];
      for (let k = start[c]; k < start[c + 1]; k++)
        items.push(cells + geometry.cellUnits[k] * n + v);
      options.push({ items });
    }
  return { primary, secondary: [], options };
}

/**
 * Counts the solutions of Sudoku grids of one shape with the exact cover engine.
 *
 * @example
 * ```ts
 * const solver = new SudokuCoverSolver(sudokuGeometry(9));
 * solver.count(parseSudoku(line).values, 2); // 1 for a proper puzzle
 * ```
 */
export class SudokuCoverSolver {
  /** Of the last count: search nodes, and those that branched. */
  readonly stats: SudokuStats = { nodes: 0, guesses: 0 };
  private readonly dlx: DancingLinks;
  private readonly n: number;
  private readonly cells: number;

  constructor(geometry: SudokuGeometry) {
    this.n = geometry.size;
    this.cells = geometry.cells;
    this.dlx = new DancingLinks(sudokuShapeCover(geometry), { choice: "hints" });
  }

  /**
   * Counts solutions of `values` (0 = blank) up to `limit`, writing the first into `solution`.
   * Clues that clash give 0. An aborted signal throws AbortError (the engine stays reusable).
   */
  count(values: ArrayLike<number>, limit = 2, solution?: Uint8Array, signal?: AbortSignal): number {
    const { dlx, n, cells } = this;
    dlx.reset();
    dlx.setOptions({ signal });
    this.stats.nodes = 0;
    this.stats.guesses = 0;
    try {
      for (let c = 0; c < cells; c++) {
        const v = values[c];
        if (v === 0) continue;
        const option = c * n + v - 1;
        if (!dlx.optionAvailable(option)) return 0;
        dlx.push(c, option);
      }
      let found = 0;
      while (found < limit) {
        if (dlx.search(1) === 0) break;
        if (found === 0 && solution)
          for (const option of dlx.solution()) solution[(option / n) | 0] = (option % n) + 1;
        found++;
      }
      this.stats.nodes = dlx.nodes;
      this.stats.guesses = dlx.branches;
      return found;
    } finally {
      dlx.reset();
    }
  }
}

/**
 * Makes the `dlx` method available to the solving API (`sudokuEngine`, `solveSudoku`, ...): done
 * when this module loads, as it does in Node; a browser bundle that imports only `solveSudoku`
 * leaves Dancing Links out (the `auto` method then takes the bitmask solver for every size), and
 * calls this once to have `dlx`.
 *
 * @example
 * ```ts
 * useSudokuDancingLinks();
 * solveSudoku(line, { method: "dlx" });
 * ```
 */
export function useSudokuDancingLinks(): void {
  sudokuMethodMakers.dlx = (geometry) => new SudokuCoverSolver(geometry);
}

useSudokuDancingLinks();
