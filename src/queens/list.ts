/**
 * Every solution of the n-queens problem in lexicographic order of the columns, one at a time:
 * an iterative bitboard search with an explicit stack, resumable after each solution (so output
 * can wait for the reader). Constant memory, O(1) amortised work per search node.
 */
import { checkQueensSize, rowMask } from "./bitboard.js";

/**
 * Steps through the solutions: `next()` returns true with `columns` (0-based, row 0 first)
 * holding the next solution, or false when there are no more.
 *
 * @example
 * ```ts
 * const q = new QueensEnumerator(4);
 * while (q.next()) console.log(q.columns.join(" ")); // "1 3 0 2", "2 0 3 1"
 * ```
 */
export class QueensEnumerator {
  /** The current solution's columns (0-based). */
  readonly columns: Int32Array;
  /** Search nodes (queens placed) so far. */
  nodes = 0;
  private readonly all: number;
  private readonly free: Int32Array;
  private readonly cols: Int32Array;
  private readonly left: Int32Array;
  private readonly right: Int32Array;
  private row = 0;

  /**
   * Starts before the first solution (call `next`).
   *
   * @param n - the board size, 1 ≤ n ≤ {@link MAX_QUEENS}
   */
  constructor(
    /** The board size. */
    readonly n: number,
  ) {
    checkQueensSize(n);
    this.all = rowMask(n);
    this.columns = new Int32Array(n);
    this.free = new Int32Array(n + 1);
    this.cols = new Int32Array(n + 1);
    this.left = new Int32Array(n + 1);
    this.right = new Int32Array(n + 1);
    this.free[0] = this.all;
  }

  /** Advances to the next solution; false when there is none left. */
  next(): boolean {
    const { all, free, cols, left, right, columns, n } = this;
    let row = this.row;
    for (;;) {
      const f = free[row];
      if (f === 0) {
        if (row === 0) {
          this.row = 0;
          return false;
        }
        row--;
        continue;
      }
      const bit = f & -f;
      free[row] = f ^ bit;
      columns[row] = 31 - Math.clz32(bit);
      this.nodes++;
      if (row === n - 1) {
        this.row = row;
        return true;
      }
      const c = cols[row] | bit;
      const l = (left[row] | bit) << 1;
      const r = (right[row] | bit) >>> 1;
      row++;
      cols[row] = c;
      left[row] = l;
      right[row] = r;
      free[row] = all & ~(c | l | r);
    }
  }
}
