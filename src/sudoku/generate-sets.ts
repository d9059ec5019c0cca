/**
 * Unavoidable sets of a complete grid, for the generator: sets of cells whose digits can be
 * permuted among themselves into another valid grid, so that a puzzle with that grid as its
 * solution needs a clue in each of them. Two families, both found in one pass over the grid:
 *
 * - two-digit sets: for digits a and b, link the a-cell and the b-cell of every house; each
 *   connected part swaps a and b and stays valid (every house holds both of its cells or neither).
 *   A row holds one a-cell and one b-cell, which its link joins, so a part is a set of rows: the
 *   parts come from a union-find over the N rows, and a cell's part for the pair is its row's.
 *   Every cell is in one such set per other digit (N - 1 sets).
 * - row and column cycles (not on X-Sudoku, whose diagonals such a swap breaks): two rows of one
 *   band map the digits of the first to the digits of the second, column by column; each cycle of
 *   that map is a set of columns where the two rows can trade their digits (rows, columns and
 *   boxes keep theirs). The same for two columns of one stack. Cycles of two cells a side are
 *   unique rectangles, already among the two-digit sets, and are skipped.
 *
 * The generator keeps the number of clues left in each set: a removal that would empty one leaves
 * a second solution, so it is refused without a search. Cost per grid: N(N-1)/2 pairs x N rows x
 * houses per cell link steps (some 1,000 for 9x9) and N steps per two lines of a band or stack;
 * per removal, one decrement per set of each emptied cell (N - 1 + 4 for 9x9).
 */
import { popcount } from "./general.js";
import type { SudokuGeometry } from "./grid.js";

/** The unavoidable sets of one complete grid and the clues left in each (reusable per geometry). */
export class UnavoidableSets {
  private readonly g: SudokuGeometry;
  /** The grid last built. */
  private solution: Uint8Array = new Uint8Array(0);
  /** The index of the pair of digits a, b (either order): `pairIndex[(a - 1) * N + b - 1]`. */
  private readonly pairIndex: Int32Array;
  /** The two-digit set of a pair holding a row's two cells: `pairSet[pair * N + row]`. */
  private readonly pairSet: Int32Array;
  /** Cycle sets a cell belongs to: `member[cell * slots + k]` for k below `filled[cell]`. */
  private readonly member: Int32Array;
  private readonly filled: Int32Array;
  private readonly slots: number;
  /** Clues left in each set. */
  private readonly clues: Int32Array;
  /** The cell holding each digit in each house: `where[house * N + digit - 1]`. */
  private readonly where: Int32Array;
  /** The row of each digit in each house: `rowIn[house * N + digit - 1]`. */
  private readonly rowIn: Int32Array;
  /** The houses of each cell other than its row, as offsets house * N: `links[cell * 4 + k]`. */
  private readonly links: Int32Array;
  private readonly linkCount: Int32Array;
  /** Rows linked to each row for each second digit b, as bit masks: `adjacent[b * N + row]`. */
  private readonly adjacent: Int32Array;
  /** Scratch per place of a line: done flags, and digits' places. */
  private readonly done: Int32Array;
  private readonly at: Int32Array;
  /** Sets in use for the current grid. */
  private count = 0;

  /** Sets up the buffers of one geometry (nothing is allocated per grid). */
  constructor(geometry: SudokuGeometry) {
    const n = geometry.size;
    this.g = geometry;
    this.pairIndex = new Int32Array(n * n);
    let pairs = 0;
    for (let a = 0; a < n; a++)
      for (let b = a + 1; b < n; b++) {
        this.pairIndex[a * n + b] = pairs;
        this.pairIndex[b * n + a] = pairs++;
      }
    this.pairSet = new Int32Array(pairs * n);
    // a cell is in at most one cycle with each other row of its band and column of its stack
    this.slots = geometry.diagonal ? 0 : geometry.boxRows - 1 + n / geometry.boxRows - 1;
    this.member = new Int32Array(geometry.cells * this.slots);
    this.filled = new Int32Array(geometry.cells);
    // each two-digit set holds two cells of at least two rows; a cycle set at least 6 cells
    this.clues = new Int32Array(pairs * (n >> 1) + Math.ceil((geometry.cells * this.slots) / 6));
    this.where = new Int32Array(geometry.unitCount * n);
    this.rowIn = new Int32Array(geometry.unitCount * n);
    this.links = new Int32Array(geometry.cells * 4);
    this.linkCount = new Int32Array(geometry.cells);
    for (let cell = 0; cell < geometry.cells; cell++)
      for (let k = geometry.cellUnitStart[cell]!; k < geometry.cellUnitStart[cell + 1]!; k++) {
        const unit = geometry.cellUnits[k]!;
        if (unit !== geometry.rowOf[cell])
          this.links[cell * 4 + this.linkCount[cell]!++] = unit * n;
      }
    this.adjacent = new Int32Array(n * n);
    this.done = new Int32Array(n);
    this.at = new Int32Array(n);
  }

  /**
   * Finds the sets of a complete grid (values 1..N), every cell a clue. The grid is kept (not
   * copied) until the next build.
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
    this.solution = solution;
    this.count = 0;
    const where = this.where;
    const rowIn = this.rowIn;
    const unitCells = g.unitCells;
    for (let u = 0; u < g.unitCount * n; u += n)
      for (let i = u; i < u + n; i++) {
        const cell = unitCells[i]!;
        where[u + solution[cell]! - 1] = cell;
        rowIn[u + solution[cell]! - 1] = g.rowOf[cell]!;
      }
    for (let a = 0; a < n - 1; a++) this.pairSets(a);
    if (this.slots > 0) {
      this.filled.fill(0);
      this.cycleSets();
    }
  }

  /**
   * The two-digit sets of digit a + 1 with each larger digit b + 1: rows joined by the links of
   * the other houses (each holds one a-cell and one b-cell; a row's own link joins its two cells).
   */
  private pairSets(a: number): void {
    const n = this.g.size;
    const rowIn = this.rowIn;
    const links = this.links;
    const adjacent = this.adjacent;
    adjacent.fill(0, (a + 1) * n);
    for (let r = 0; r < n; r++) {
      const cell = this.where[r * n + a]!;
      for (let k = cell * 4, end = k + this.linkCount[cell]!; k < end; k++) {
        const house = links[k]!;
        for (let b = a + 1; b < n; b++) {
          const other = rowIn[house + b]!;
          adjacent[b * n + r]! |= 1 << other;
          adjacent[b * n + other]! |= 1 << r;
        }
      }
    }
    for (let b = a + 1; b < n; b++) this.parts(this.pairIndex[a * n + b]! * n, b * n);
  }

  /** The parts of the rows linked by `adjacent[from ..]`, as sets at `pairSet[base + row]`. */
  private parts(base: number, from: number): void {
    const n = this.g.size;
    const adjacent = this.adjacent;
    const sets = this.pairSet;
    // each part, from its smallest row: the rows reached
    let left = (1 << n) - 1;
    while (left !== 0) {
      let part = left & -left;
      let fresh = part;
      while (fresh !== 0) {
        let reach = 0;
        for (let m = fresh; m !== 0; m &= m - 1) reach |= adjacent[from + 31 - Math.clz32(m & -m)]!;
        fresh = reach & ~part;
        part |= reach;
      }
      left &= ~part;
      const id = this.count++;
      this.clues[id] = 2 * popcount(part);
      for (let m = part; m !== 0; m &= m - 1) sets[base + 31 - Math.clz32(m & -m)] = id;
    }
  }

  /**
   * Row cycles of each two rows of a band, column cycles of each two columns of a stack. (Two
   * rows of different bands have sets too, the cycles within one box; on minimal 9x9 puzzles they
   * saved under one count a puzzle, 51.4 to 50.6, for four times this work.)
   */
  private cycleSets(): void {
    const g = this.g;
    const n = g.size;
    const boxRows = g.boxRows;
    const boxCols = n / boxRows;
    for (let r1 = 0; r1 < n; r1++)
      for (let r2 = r1 + 1; r2 % boxRows !== 0; r2++) this.cycles(r1 * n, r2 * n, 1);
    for (let c1 = 0; c1 < n; c1++)
      for (let c2 = c1 + 1; c2 % boxCols !== 0; c2++) this.cycles(c1, c2, n);
  }

  /**
   * The cycles of two parallel lines of one band or stack starting at cells `first` and
   * `second`, `step` apart along the line: line one's digit at each place maps to line two's
   * digit at the same place; each cycle longer than two places is a set of its places on both
   * lines.
   */
  private cycles(first: number, second: number, step: number): void {
    const n = this.g.size;
    const solution = this.solution;
    const at = this.at; // at[d - 1]: the place of digit d on line one
    const done = this.done; // 1 for a place already in a cycle
    for (let i = 0; i < n; i++) {
      at[solution[first + i * step]! - 1] = i;
      done[i] = 0;
    }
    for (let i = 0; i < n; i++) {
      if (done[i] === 1) continue;
      // follow the cycle: place i, then the place on line one of line two's digit at i, ...
      let length = 0;
      let p = i;
      do {
        done[p] = 1;
        length++;
        p = at[solution[second + p * step]! - 1]!;
      } while (p !== i);
      if (length < 3) continue;
      const id = this.count++;
      this.clues[id] = 2 * length;
      do {
        this.join(first + p * step, id);
        this.join(second + p * step, id);
        p = at[solution[second + p * step]! - 1]!;
      } while (p !== i);
    }
  }

  /** Records that the cell belongs to cycle set `id`. */
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
    const g = this.g;
    const n = g.size;
    const out: number[][] = Array.from({ length: this.count }, () => []);
    for (let cell = 0; cell < g.cells; cell++) {
      const v = this.solution[cell]! - 1;
      for (let x = 0; x < n; x++)
        if (x !== v)
          out[this.pairSet[this.pairIndex[v * n + x]! * n + g.rowOf[cell]!]!]!.push(cell);
      for (let k = 0; k < this.filled[cell]!; k++)
        out[this.member[cell * this.slots + k]!]!.push(cell);
    }
    return out;
  }

  /**
   * Takes the cells' clues out of their sets; true when a set is left without a clue (the puzzle
   * without those cells has another solution). Call `restore` with the same cells to undo.
   *
   * @example
   * ```ts
   * if (sets.take([cell])) sets.restore([cell]); // that clue must stay
   * ```
   */
  take(cells: readonly number[]): boolean {
    let emptied = false;
    for (const cell of cells) if (this.add(cell, -1)) emptied = true;
    return emptied;
  }

  /**
   * Puts the cells' clues back into their sets (undoes `take`).
   *
   * @example
   * ```ts
   * sets.take(orbit);
   * sets.restore(orbit); // as before
   * ```
   */
  restore(cells: readonly number[]): void {
    for (const cell of cells) this.add(cell, 1);
  }

  /** Adds `delta` to the clues of every set of the cell; true when one is left at 0. */
  private add(cell: number, delta: number): boolean {
    const n = this.g.size;
    const clues = this.clues;
    let zero = false;
    const v = this.solution[cell]! - 1;
    const pairs = this.pairIndex;
    const sets = this.pairSet;
    const row = this.g.rowOf[cell]!;
    for (let x = 0; x < n; x++) {
      if (x === v) continue;
      const id = sets[pairs[v * n + x]! * n + row]!;
      if ((clues[id]! += delta) === 0) zero = true;
    }
    for (let k = cell * this.slots, end = k + this.filled[cell]!; k < end; k++) {
      const id = this.member[k]!;
      if ((clues[id]! += delta) === 0) zero = true;
    }
    return zero;
  }
}
