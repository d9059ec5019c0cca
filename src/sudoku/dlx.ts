/**
 * Sudoku as exact cover, solved by Knuth's Algorithm X with dancing links ("Dancing Links",
 * 2000), in a dedicated flat layout.
 *
 * Layout. Items (columns) are the constraints: one per cell ("r1c1 is filled"), then one per unit
 * and value ("row 1 holds 5"): 81 + 27*9 = 324 items for 9x9, 18 more for the X variant. Options
 * (rows) are the N^3 placements "value v in cell c", each a circular list of 1 + (units of the
 * cell) nodes. Node 0 is the root, nodes 1..items are the item headers, then the option nodes.
 * Every link lives in one of five Int32Arrays (LEFT, RIGHT, UP, DOWN, and TOP = the item of a
 * node), sizes in LEN; they are built once per geometry and left exactly as found after every
 * search (the dance undoes itself), so a puzzle costs no allocation and no copy.
 *
 * A clue selects its option before the search (its items are covered). The search is the
 * textbook one, iterative: choose the item with the fewest options (first of equals), cover it,
 * try each of its options in turn (cover the option's other items), and uncover on the way back.
 * It counts solutions to a limit without callbacks and records the first one.
 */
import { throwIfAborted } from "../core/errors.js";
import type { SudokuStats } from "./general.js";
import type { SudokuGeometry } from "./grid.js";

/**
 * The exact-cover Sudoku solver for one geometry.
 *
 * @example
 * ```ts
 * const dlx = new SudokuDlx(sudokuGeometry(9));
 * dlx.count(parseSudoku(line).values, 2); // 1 for a proper puzzle
 * dlx.items; // 324
 * ```
 */
export class SudokuDlx {
  readonly stats: SudokuStats = { nodes: 0, guesses: 0 };
  /** Number of items (columns): N^2 + units * N. */
  readonly items: number;
  private readonly g: SudokuGeometry;
  private readonly left: Int32Array;
  private readonly right: Int32Array;
  private readonly up: Int32Array;
  private readonly down: Int32Array;
  private readonly top: Int32Array;
  private readonly len: Int32Array;
  /** Placement of each node: cell * N + (value - 1). */
  private readonly option: Int32Array;
  /** First node of each option (placement cell * N + value - 1). */
  private readonly optionStart: Int32Array;
  /** Option node chosen at each level of the search, and the item covered there. */
  private readonly chosen: Int32Array;
  private readonly itemAt: Int32Array;
  /** Options selected by the clues. */
  private readonly clueRows: Int32Array;

  constructor(geometry: SudokuGeometry) {
    this.g = geometry;
    const n = geometry.size;
    const cells = geometry.cells;
    const items = cells + geometry.unitCount * n;
    this.items = items;
    const perCell = geometry.cellUnitStart;
    let nodes = items + 1;
    for (let c = 0; c < cells; c++) nodes += n * (1 + perCell[c + 1] - perCell[c]);
    const left = new Int32Array(nodes);
    const right = new Int32Array(nodes);
    const up = new Int32Array(nodes);
    const down = new Int32Array(nodes);
    const top = new Int32Array(nodes);
    const len = new Int32Array(items + 1);
    const option = new Int32Array(nodes).fill(-1);
    const optionStart = new Int32Array(cells * n);
    // headers: a circular list through the root
    for (let i = 0; i <= items; i++) {
      left[i] = i === 0 ? items : i - 1;
      right[i] = i === items ? 0 : i + 1;
      up[i] = i;
      down[i] = i;
      top[i] = i;
    }
    let next = items + 1;
    const attach = (item: number, node: number) => {
      // append node at the bottom of item's column
      top[node] = item;
      up[node] = up[item];
      down[node] = item;
      down[up[item]] = node;
      up[item] = node;
      len[item]++;
    };
    for (let c = 0; c < cells; c++) {
      for (let v = 0; v < n; v++) {
        const first = next;
        optionStart[c * n + v] = first;
        const count = 1 + perCell[c + 1] - perCell[c];
        for (let k = 0; k < count; k++) {
          const node = next++;
          const item = k === 0 ? 1 + c : 1 + cells + geometry.cellUnits[perCell[c] + k - 1] * n + v;
          attach(item, node);
          option[node] = c * n + v;
          left[node] = k === 0 ? first + count - 1 : node - 1;
          right[node] = k === count - 1 ? first : node + 1;
        }
      }
    }
    this.left = left;
    this.right = right;
    this.up = up;
    this.down = down;
    this.top = top;
    this.len = len;
    this.option = option;
    this.optionStart = optionStart;
    this.chosen = new Int32Array(cells + 1);
    this.itemAt = new Int32Array(cells + 1);
    this.clueRows = new Int32Array(cells);
  }

  /**
   * Counts solutions of `values` (0 = blank) up to `limit`, writing the first into `solution`.
   * Clues that clash give 0.
   */
  count(values: ArrayLike<number>, limit = 2, solution?: Uint8Array, signal?: AbortSignal): number {
    const n = this.g.size;
    const cells = this.g.cells;
    const { left, right, up, down, top, len, option, chosen, itemAt, clueRows } = this;
    this.stats.nodes = 1;
    this.stats.guesses = 0;

    // select the options of the clues; a clue whose items are gone clashes
    let clues = 0;
    let clash = false;
    for (let c = 0; c < cells && !clash; c++) {
      const v = values[c];
      if (v === 0) continue;
      const r = this.optionStart[c * n + v - 1];
      let j = r;
      do {
        // an item is still present when its neighbours still point at it
        const item = top[j];
        if (right[left[item]] !== item) clash = true;
        j = right[j];
      } while (j !== r && !clash);
      if (clash) break;
      j = r;
      do {
        cover(top[j], left, right, up, down, top, len);
        j = right[j];
      } while (j !== r);
      clueRows[clues++] = r;
    }

    let found = 0;
    if (!clash && limit > 0) {
      let level = 0;
      let nodes = 1;
      let guesses = 0;
      // the search: states "choose" (pick an item) and "try" (next option at this level)
      let choosing = true;
      for (;;) {
        if (choosing) {
          if (right[0] === 0) {
            // every item covered: a solution
            if (found === 0 && solution) {
              for (let i = 0; i < clues; i++) {
                const p = option[clueRows[i]];
                solution[(p / n) | 0] = (p % n) + 1;
              }
              for (let i = 0; i < level; i++) {
                const p = option[chosen[i]];
                solution[(p / n) | 0] = (p % n) + 1;
              }
            }
            if (++found >= limit) break;
            choosing = false;
            continue;
          } else {
            // the item with the fewest options
            let best = right[0];
            let bestLen = len[best];
            for (let i = right[best]; i !== 0 && bestLen > 1; i = right[i]) {
              if (len[i] < bestLen) {
                best = i;
                bestLen = len[i];
              }
            }
            if (bestLen > 1) guesses++;
            cover(best, left, right, up, down, top, len);
            itemAt[level] = best;
            chosen[level] = down[best];
          }
        } else {
          // back up one level: undo the option tried there and move to the next
          if (level === 0) break;
          level--;
          const r = chosen[level];
          for (let j = left[r]; j !== r; j = left[j])
            uncover(top[j], left, right, up, down, top, len);
          chosen[level] = down[r];
        }
        // try the option at this level, or give the item back when none is left
        const r = chosen[level];
        if (r === itemAt[level]) {
          uncover(r, left, right, up, down, top, len);
          choosing = false;
          continue;
        }
        if ((++nodes & 4095) === 0) throwIfAborted(signal);
        for (let j = right[r]; j !== r; j = right[j])
          cover(top[j], left, right, up, down, top, len);
        level++;
        choosing = true;
      }
      // unwind whatever is still covered (when the limit stopped the search early)
      while (level > 0) {
        level--;
        const r = chosen[level];
        for (let j = left[r]; j !== r; j = left[j])
          uncover(top[j], left, right, up, down, top, len);
        uncover(itemAt[level], left, right, up, down, top, len);
      }
      this.stats.nodes = nodes;
      this.stats.guesses = guesses;
    }

    // give back the clues' items, last first
    for (let i = clues - 1; i >= 0; i--) {
      const r = clueRows[i];
      let j = left[r];
      do {
        uncover(top[j], left, right, up, down, top, len);
        j = left[j];
      } while (j !== left[r]);
    }
    return found;
  }
}

/** Removes item c from the header list and every option that uses it from the other columns. */
function cover(
  c: number,
  left: Int32Array,
  right: Int32Array,
  up: Int32Array,
  down: Int32Array,
  top: Int32Array,
  len: Int32Array,
): void {
  const l = left[c];
  const r = right[c];
  right[l] = r;
  left[r] = l;
  for (let i = down[c]; i !== c; i = down[i]) {
    for (let j = right[i]; j !== i; j = right[j]) {
      const u = up[j];
      const d = down[j];
      down[u] = d;
      up[d] = u;
      len[top[j]]--;
    }
  }
}

/** Undoes {@link cover}, in exactly the reverse order. */
function uncover(
  c: number,
  left: Int32Array,
  right: Int32Array,
  up: Int32Array,
  down: Int32Array,
  top: Int32Array,
  len: Int32Array,
): void {
  for (let i = up[c]; i !== c; i = up[i]) {
    for (let j = left[i]; j !== i; j = left[j]) {
      len[top[j]]++;
      up[down[j]] = j;
      down[up[j]] = j;
    }
  }
  const l = left[c];
  const r = right[c];
  right[l] = c;
  left[r] = c;
}
