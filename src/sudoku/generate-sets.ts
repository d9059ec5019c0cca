/**
 * Unavoidable sets of a complete grid, for the generator: sets of cells whose digits can be
 * permuted among themselves into another valid grid, so that a puzzle with that grid as its
 * solution needs a clue in each of them. Two families, both found in one pass over the grid:
 *
 * - two-digit sets: for digits a and b, link the a-cell and the b-cell of every house; each
 *   connected part swaps a and b and stays valid (every house holds both of its cells or neither).
 *   Every cell is in one such set per other digit (N - 1 sets).
 * - row and column cycles (not on X-Sudoku, whose diagonals such a swap breaks): two rows of one
 *   band map the digits of the first to the digits of the second, column by column; each cycle of
 *   that map is a set of columns where the two rows can trade their digits (columns and boxes keep
 *   theirs). The same for two columns of one stack. Cycles of two cells a side are the unique
 *   rectangles, already among the two-digit sets, and are skipped.
 *
 * The generator keeps the number of clues left in each set: a removal that would empty one leaves
 * a second solution, so it is refused without a search. Cost per grid: about (N-1)/2 x N x houses
 * steps (some 2,000 for 9x9); per removal, one decrement per set of each emptied cell.
 */
import type { SudokuGeometry } from "./grid.js";

/** The unavoidable sets of one complete grid and the clues left in each (reusable per geometry). */
export class UnavoidableSets {
  private readonly g: SudokuGeometry;
  /** Sets a cell belongs to: `member[cell * slots + k]`, -1 past its last set. */
  private readonly member: Int32Array;
  private readonly slots: number;
  /** Clues left in each set. */
  private readonly clues: Int32Array;
  /** The cell holding each digit in each house: `where[house * N + digit - 1]`. */
  private readonly where: Int32Array;
  /** The set each cell got in the current two-digit pass, -1 when none yet. */
  private readonly label: Int32Array;
  private readonly stack: Int32Array;
  /** Sets in use for the current grid. */
  private count = 0;
  /** Sets each cell belongs to so far. */
  private readonly filled: Int32Array;

  /** Sets up the buffers of one geometry (nothing is allocated per grid). */
  constructor(geometry: SudokuGeometry) {
    const n = geometry.size;
    this.g = geometry;
    // N - 1 two-digit sets, and two row cycles and two column cycles a cell can be in per band
    // or stack partner: (boxRows - 1) + (boxCols - 1) of them
    const boxCols = n / geometry.boxRows;
    this.slots = n - 1 + (geometry.diagonal ? 0 : geometry.boxRows - 1 + boxCols - 1);
    this.member = new Int32Array(geometry.cells * this.slots);
    this.filled = new Int32Array(geometry.cells);
    // every set holds at least 4 cells and each cell is in at most `slots` sets
    this.clues = new Int32Array(Math.ceil((geometry.cells * this.slots) / 4) + 1);
    this.where = new Int32Array(geometry.unitCount * n);
    this.label = new Int32Array(geometry.cells);
    this.stack = new Int32Array(geometry.cells);
  }

  /**
   * Finds the sets of a complete grid (values 1..N), every cell a clue.
   *
   * @example
   * ```ts
   * const sets = new UnavoidableSets(sudokuGeometry(9));
   * sets.build(solution);
   * ```
   */
  build(solution: Uint8Array): void {
    const g = this.g;
    const n = g.size;
    this.count = 0;
    this.filled.fill(0);
    this.member.fill(-1);
    for (let u = 0; u < g.unitCount; u++)
      for (let i = 0; i < n; i++) {
        const cell = g.unitCells[u * n + i]!;
        this.where[u * n + solution[cell]! - 1] = cell;
      }
    for (let a = 1; a < n; a++) for (let b = a + 1; b <= n; b++) this.pairSets(solution, a, b);
    if (!g.diagonal) this.cycleSets(solution);
  }

  /** The two-digit sets of digits a and b: the connected parts of their cells. */
  private pairSets(solution: Uint8Array, a: number, b: number): void {
    const g = this.g;
    const n = g.size;
    const label = this.label;
    const stack = this.stack;
    // the a-cells are where[row * N + a - 1]; each starts a part unless already labelled
    for (let r = 0; r < n; r++) label[this.where[r * n + a - 1]!] = -1;
    for (let r = 0; r < n; r++) label[this.where[r * n + b - 1]!] = -1;
    for (let r = 0; r < n; r++) {
      const start = this.where[r * n + a - 1]!;
      if (label[start] !== -1) continue;
      const id = this.count++;
      let size = 0;
      let top = 0;
      label[start] = id;
      stack[top++] = start;
      while (top > 0) {
        const cell = stack[--top]!;
        size++;
        this.join(cell, id);
        const other = (solution[cell] === a ? b : a) - 1;
        for (let k = g.cellUnitStart[cell]!; k < g.cellUnitStart[cell + 1]!; k++) {
          const next = this.where[g.cellUnits[k]! * n + other]!;
          if (label[next] === -1) {
            label[next] = id;
            stack[top++] = next;
          }
        }
      }
      this.clues[id] = size;
    }
  }

  /** Row cycles of each two rows of a band, column cycles of each two columns of a stack. */
  private cycleSets(solution: Uint8Array): void {
    const g = this.g;
    const n = g.size;
    const boxRows = g.boxRows;
    const boxCols = n / boxRows;
    for (let r1 = 0; r1 < n; r1++)
      for (let r2 = r1 + 1; r2 < n && Math.floor(r2 / boxRows) === Math.floor(r1 / boxRows); r2++)
        this.cycles(solution, r1 * n, r2 * n, 1);
    for (let c1 = 0; c1 < n; c1++)
      for (let c2 = c1 + 1; c2 < n && Math.floor(c2 / boxCols) === Math.floor(c1 / boxCols); c2++)
        this.cycles(solution, c1, c2, n);
  }

  /**
   * The cycles of two parallel lines starting at cells `first` and `second`, `step` apart along
   * the line: line one's digit at each place maps to line two's digit at the same place; each
   * cycle longer than two places is a set of its places on both lines.
   */
  private cycles(solution: Uint8Array, first: number, second: number, step: number): void {
    const n = this.g.size;
    const label = this.label;
    // label[first + i*step] = place of digit solution[...] on line one, via where of that line
    const at = this.stack; // at[d - 1]: the place of digit d on line one
    for (let i = 0; i < n; i++) at[solution[first + i * step]! - 1] = i;
    for (let i = 0; i < n; i++) label[first + i * step] = -1;
    for (let i = 0; i < n; i++) {
      if (label[first + i * step] !== -1) continue;
      // follow the cycle: place i, then the place on line one of line two's digit at i, ...
      let length = 0;
      let p = i;
      do {
        label[first + p * step] = 0;
        length++;
        p = at[solution[second + p * step]! - 1]!;
      } while (p !== i);
      if (length < 3) continue;
      const id = this.count++;
      this.clues[id] = 2 * length;
      p = i;
      do {
        this.join(first + p * step, id);
        this.join(second + p * step, id);
        p = at[solution[second + p * step]! - 1]!;
      } while (p !== i);
    }
  }

  /** Records that the cell belongs to set `id`. */
  private join(cell: number, id: number): void {
    this.member[cell * this.slots + this.filled[cell]!++] = id;
  }

  /**
   * The sets of the grid last built, as lists of cells (allocates: for tests and inspection).
   *
   * @example
   * ```ts
   * sets.build(solution);
   * sets.list().map((cells) => cells.length); // [4, 6, 18, ...]
   * ```
   */
  list(): number[][] {
    const out: number[][] = Array.from({ length: this.count }, () => []);
    for (let cell = 0; cell < this.g.cells; cell++)
      for (let k = 0; k < this.filled[cell]!; k++)
        out[this.member[cell * this.slots + k]!]!.push(cell);
    return out;
  }

  /**
   * Takes the cells' clues out of their sets; true when a set is left without a clue (the puzzle
   * without those cells has another solution). Call `restore` with the same cells to undo.
   */
  take(cells: readonly number[]): boolean {
    let emptied = false;
    const slots = this.slots;
    for (const cell of cells)
      for (let k = cell * slots, end = k + slots; k < end; k++) {
        const id = this.member[k]!;
        if (id < 0) break;
        if (--this.clues[id]! === 0) emptied = true;
      }
    return emptied;
  }

  /** Puts the cells' clues back into their sets (undoes `take`). */
  restore(cells: readonly number[]): void {
    const slots = this.slots;
    for (const cell of cells)
      for (let k = cell * slots, end = k + slots; k < end; k++) {
        const id = this.member[k]!;
        if (id < 0) break;
        this.clues[id]!++;
      }
  }
}
