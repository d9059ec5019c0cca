/**
 * Sudoku as exact cover, solved by Knuth's Algorithm X with dancing links, in the sequential
 * layout of TAOCP 7.2.2.1 (Algorithm X; the program DLX1), dedicated to Sudoku.
 *
 * Items are the constraints: one per cell ("r1c1 is filled"), then one per unit and value ("row 1
 * holds 5"): 81 + 27*9 = 324 items for 9x9, 18 more for the X variant. Options are the N^3
 * placements "value v in cell c", each 1 + (units of the cell) nodes.
 *
 * Layout. Three Int32Arrays TOP, ULINK, DLINK over the nodes; nodes 1..items are the item
 * headers (TOP holds the item's length there), then the options one after another, each followed
 * by a spacer node (TOP <= 0, ULINK = first node of the option before, DLINK = last node of the
 * option after), so walking an option is `q++` with a jump at the spacer and no left/right links.
 * LLINK/RLINK chain the active items through the root 0. Everything is built once per geometry
 * and left exactly as found after every search (the dance undoes itself): no allocation and no
 * copy per puzzle.
 *
 * A clue selects its option before the search (its items are covered). The search is Algorithm
 * X, iterative: choose the item with the fewest options (first of equals), cover it, try each of
 * its options (cover the option's other items), uncover on the way back. It counts solutions to a
 * limit without callbacks and records the first one.
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
  private readonly llink: Int32Array;
  private readonly rlink: Int32Array;
  /** Item of an option node; the length of an item at its header; <= 0 at spacers. */
  private readonly top: Int32Array;
  private readonly ulink: Int32Array;
  private readonly dlink: Int32Array;
  /** Placement (cell * N + value - 1) of each option node. */
  private readonly option: Int32Array;
  /** First node of the option of each placement. */
  private readonly optionStart: Int32Array;
  /** Option node tried at each level of the search, and the item covered there. */
  private readonly chosen: Int32Array;
  private readonly itemAt: Int32Array;
  /** First nodes of the options selected by the clues. */
  private readonly clueRows: Int32Array;

  constructor(geometry: SudokuGeometry) {
    this.g = geometry;
    const n = geometry.size;
    const cells = geometry.cells;
    const items = cells + geometry.unitCount * n;
    this.items = items;
    const perCell = geometry.cellUnitStart;
    let size = items + 2;
    for (let c = 0; c < cells; c++) size += n * (2 + perCell[c + 1] - perCell[c]);
    const top = new Int32Array(size);
    const ulink = new Int32Array(size);
    const dlink = new Int32Array(size);
    const option = new Int32Array(size).fill(-1);
    const optionStart = new Int32Array(cells * n);
    const llink = new Int32Array(items + 1);
    const rlink = new Int32Array(items + 1);
    for (let i = 0; i <= items; i++) {
      llink[i] = i === 0 ? items : i - 1;
      rlink[i] = i === items ? 0 : i + 1;
      ulink[i] = i;
      dlink[i] = i;
    }
    // the first spacer, then each option followed by its spacer
    let p = items + 1;
    let lastSpacer = p;
    let spacers = 0;
    for (let c = 0; c < cells; c++) {
      for (let v = 0; v < n; v++) {
        const first = p + 1;
        optionStart[c * n + v] = first;
        const count = 1 + perCell[c + 1] - perCell[c];
        for (let k = 0; k < count; k++) {
          const node = ++p;
          const item = k === 0 ? 1 + c : 1 + cells + geometry.cellUnits[perCell[c] + k - 1] * n + v;
          top[node] = item;
          top[item]++;
          ulink[node] = ulink[item];
          dlink[node] = item;
          dlink[ulink[item]] = node;
          ulink[item] = node;
          option[node] = c * n + v;
        }
        dlink[lastSpacer] = p; // last node of the option after the spacer
        const spacer = ++p;
        top[spacer] = -++spacers;
        ulink[spacer] = first; // first node of the option before it
        lastSpacer = spacer;
      }
    }
    this.llink = llink;
    this.rlink = rlink;
    this.top = top;
    this.ulink = ulink;
    this.dlink = dlink;
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
    const { llink, rlink, top, ulink, dlink, option, chosen, itemAt, clueRows } = this;
    this.stats.nodes = 1;
    this.stats.guesses = 0;

    // select the options of the clues; a clue whose items are gone clashes
    let clues = 0;
    let clash = false;
    for (let c = 0; c < cells && !clash; c++) {
      const v = values[c];
      if (v === 0) continue;
      const r = this.optionStart[c * n + v - 1];
      // an item is still active when its neighbours still point at it
      for (let q = r; top[q] > 0; q++) if (rlink[llink[top[q]]] !== top[q]) clash = true;
      if (clash) break;
      for (let q = r; top[q] > 0; q++) cover(top[q], llink, rlink, top, ulink, dlink);
      clueRows[clues++] = r;
    }

    let found = 0;
    let aborted = false;
    if (!clash && limit > 0) {
      let level = 0;
      let nodes = 1;
      let guesses = 0;
      let choosing = true;
      for (;;) {
        if (choosing) {
          if (rlink[0] === 0) {
            // every item covered: a solution
            if (found === 0 && solution) {
              for (let i = 0; i < clues; i++) {
                const o = option[clueRows[i]];
                solution[(o / n) | 0] = (o % n) + 1;
              }
              for (let i = 0; i < level; i++) {
                const o = option[chosen[i]];
                solution[(o / n) | 0] = (o % n) + 1;
              }
            }
            if (++found >= limit) break;
            choosing = false;
            continue;
          }
          // the item with the fewest options
          let best = rlink[0];
          let bestLen = top[best];
          for (let i = rlink[best]; i !== 0 && bestLen > 1; i = rlink[i]) {
            const l = top[i];
            if (l < bestLen) {
              best = i;
              bestLen = l;
            }
          }
          if (bestLen > 1) guesses++;
          cover(best, llink, rlink, top, ulink, dlink);
          itemAt[level] = best;
          chosen[level] = dlink[best];
        } else {
          // back up one level: undo the option tried there and move to the next
          if (level === 0) break;
          level--;
          const x = chosen[level];
          unselect(x, llink, rlink, top, ulink, dlink);
          chosen[level] = dlink[x];
        }
        // try the option at this level, or give the item back when none is left
        const x = chosen[level];
        if (x === itemAt[level]) {
          uncover(x, llink, rlink, top, ulink, dlink);
          choosing = false;
          continue;
        }
        if ((++nodes & 4095) === 0 && signal?.aborted) {
          // stop cleanly: give this level's item back, unwind below, then throw
          uncover(itemAt[level], llink, rlink, top, ulink, dlink);
          aborted = true;
          break;
        }
        for (let q = x + 1; q !== x; ) {
          const j = top[q];
          if (j <= 0) q = ulink[q];
          else {
            cover(j, llink, rlink, top, ulink, dlink);
            q++;
          }
        }
        level++;
        choosing = true;
      }
      // unwind whatever is still covered (when the limit stopped the search early)
      while (level > 0) {
        level--;
        unselect(chosen[level], llink, rlink, top, ulink, dlink);
        uncover(itemAt[level], llink, rlink, top, ulink, dlink);
      }
      this.stats.nodes = nodes;
      this.stats.guesses = guesses;
    }

    // give back the clues' items, last first
    for (let i = clues - 1; i >= 0; i--) {
      const r = clueRows[i];
      let q = r;
      while (top[q + 1] > 0) q++;
      for (; q >= r; q--) uncover(top[q], llink, rlink, top, ulink, dlink);
    }
    if (aborted) throwIfAborted(signal);
    return found;
  }
}

/** Uncovers the other items of the option of node x, right to left (undoes trying x). */
function unselect(
  x: number,
  llink: Int32Array,
  rlink: Int32Array,
  top: Int32Array,
  ulink: Int32Array,
  dlink: Int32Array,
): void {
  for (let q = x - 1; q !== x; ) {
    const j = top[q];
    if (j <= 0) q = dlink[q];
    else {
      uncover(j, llink, rlink, top, ulink, dlink);
      q--;
    }
  }
}

/** Covers item i: takes it out of the active list and hides every option that uses it. */
function cover(
  i: number,
  llink: Int32Array,
  rlink: Int32Array,
  top: Int32Array,
  ulink: Int32Array,
  dlink: Int32Array,
): void {
  for (let p = dlink[i]; p !== i; p = dlink[p]) {
    // hide(p): unlink the other nodes of p's option from their items
    for (let q = p + 1; q !== p; ) {
      const x = top[q];
      const u = ulink[q];
      if (x <= 0) q = u;
      else {
        const d = dlink[q];
        dlink[u] = d;
        ulink[d] = u;
        top[x]--;
        q++;
      }
    }
  }
  const l = llink[i];
  const r = rlink[i];
  rlink[l] = r;
  llink[r] = l;
}

/** Undoes {@link cover}, in exactly the reverse order. */
function uncover(
  i: number,
  llink: Int32Array,
  rlink: Int32Array,
  top: Int32Array,
  ulink: Int32Array,
  dlink: Int32Array,
): void {
  const l = llink[i];
  const r = rlink[i];
  rlink[l] = i;
  llink[r] = i;
  for (let p = ulink[i]; p !== i; p = ulink[p]) {
    // unhide(p)
    for (let q = p - 1; q !== p; ) {
      const x = top[q];
      const d = dlink[q];
      if (x <= 0) q = d;
      else {
        const u = ulink[q];
        dlink[u] = q;
        ulink[d] = q;
        top[x]++;
        q--;
      }
    }
  }
}

/**
 * The same method when every option has exactly four nodes (every shape without diagonals, the
 * classic 9x9 among them), in a tighter layout: one Int32Array, four integers per node (ULINK,
 * DLINK, TOP, and at an item's header its LEN), links stored as addresses (4 * node). An option
 * is four consecutive nodes, 64 bytes aligned on 64, so the other nodes of an option are found by
 * arithmetic and each hide/unhide is three straight-line unlinks in the order of the spacer walk
 * (to the right, wrapping) and its reverse.
 *
 * The item choice is the same rule (fewest options, stopping at 0 or 1), with one shortcut: every
 * unlink that leaves an item with at most one option pushes it on a stack of hints (marked when
 * none is left), and the next choice takes an item with none pushed by the last option's covers,
 * else the newest hint still active with at most one option, and scans the item list only when
 * no hint holds (that is, to branch). Only ties among items of length 0 or 1 are broken
 * differently (recent first instead of list order); a dead end found by a cover is taken at once
 * instead of after the forced moves before it in the list, which saves a third of the nodes on
 * hard puzzles (branching choices are the same in number), and the item list is read about
 * three times less. An item with no option is a dead end without being covered and uncovered.
 *
 * When no hint holds, no item has fewer than two options (the hints pushed by the last branching
 * cover are kept for its other options; all older ones are dead), so the scan stops at the
 * first item of length 2; of the first 8 items of length 2 it takes the one whose options hide
 * the most other options (the sum of the lengths of their other items), a tie-break that cuts
 * 12-15% of the nodes on the hard and 17-clue sets.
 *
 * @example
 * ```ts
 * new SudokuDlx4(sudokuGeometry(9)).count(parseSudoku(line).values, 2); // 1 for a proper puzzle
 * ```
 */
export class SudokuDlx4 {
  readonly stats: SudokuStats = { nodes: 0, guesses: 0 };
  /** Number of items: 4 N^2. */
  readonly items: number;
  private readonly n: number;
  /** Address of the first option node (a multiple of 16). */
  private readonly first: number;
  /** Active items as a doubly linked list of item numbers through 0. */
  private readonly llink: Int32Array;
  private readonly rlink: Int32Array;
  private readonly mem: Int32Array;
  private readonly chosen: Int32Array;
  private readonly itemAt: Int32Array;
  /** Items that covers left with at most one option (DEAD-marked when none), newest last. */
  private readonly hints: Int32Array;
  /** Height of the hint stack after the item choice at each level. */
  private readonly hintBase: Int32Array;
  /**
   * The hints pushed by the cover of the nearest branching item at or above each level
   * (positions regLo..regHi - 1): read, never popped, below it (its other options need them).
   */
  private readonly regLo: Int32Array;
  private readonly regHi: Int32Array;
  private readonly clueRows: Int32Array;

  constructor(geometry: SudokuGeometry) {
    if (geometry.diagonal) throw new Error("SudokuDlx4 needs a shape without diagonals");
    const n = geometry.size;
    const cells = geometry.cells;
    const items = 4 * cells;
    this.n = n;
    this.items = items;
    const first = (4 * (items + 1) + 15) & ~15;
    this.first = first;
    const mem = new Int32Array(first + 16 * cells * n);
    const llink = new Int32Array(items + 1);
    const rlink = new Int32Array(items + 1);
    for (let i = 0; i <= items; i++) {
      llink[i] = i === 0 ? items : i - 1;
      rlink[i] = i === items ? 0 : i + 1;
      mem[4 * i] = 4 * i;
      mem[4 * i + 1] = 4 * i;
    }
    for (let c = 0; c < cells; c++) {
      const units = geometry.cellUnits.subarray(
        geometry.cellUnitStart[c],
        geometry.cellUnitStart[c + 1],
      );
      for (let v = 0; v < n; v++) {
        for (let k = 0; k < 4; k++) {
          const node = first + 16 * (c * n + v) + 4 * k;
          const h = 4 * (k === 0 ? 1 + c : 1 + cells + units[k - 1] * n + v);
          const last = mem[h];
          mem[node] = last;
          mem[node + 1] = h;
          mem[node + 2] = h;
          mem[last + 1] = node;
          mem[h] = node;
          mem[h + 3]++;
        }
      }
    }
    this.llink = llink;
    this.rlink = rlink;
    this.mem = mem;
    this.chosen = new Int32Array(cells + 1);
    this.itemAt = new Int32Array(cells + 1);
    // each placement (clue or level) pushes at most one hint per unlink: 12 N
    this.hints = new Int32Array(12 * n * (cells + 1) + 16);
    this.hintBase = new Int32Array(cells + 1);
    this.regLo = new Int32Array(cells + 1);
    this.regHi = new Int32Array(cells + 1);
    this.clueRows = new Int32Array(cells);
  }

  /** Counts solutions up to `limit`, writing the first into `solution`; clashing clues give 0. */
  count(values: ArrayLike<number>, limit = 2, solution?: Uint8Array, signal?: AbortSignal): number {
    const n = this.n;
    const cells = n * n;
    const first = this.first;
    const { llink, rlink, mem, chosen, itemAt, hints, hintBase, regLo, regHi, clueRows } = this;
    let sp = 0;
    this.stats.nodes = 1;
    this.stats.guesses = 0;

    let clues = 0;
    let clash = false;
    for (let c = 0; c < cells; c++) {
      const v = values[c];
      if (v === 0) continue;
      const r = first + 16 * (c * n + v - 1);
      for (let k = 0; k < 16; k += 4) {
        const i = mem[r + k + 2] >> 2;
        if (rlink[llink[i]] !== i) clash = true;
      }
      if (clash) break;
      for (let k = 0; k < 16; k += 4) sp = cover4(mem[r + k + 2], mem, llink, rlink, hints, sp);
      clueRows[clues++] = r;
    }

    let found = 0;
    let aborted = false;
    if (!clash && limit > 0) {
      let level = 0;
      let nodes = 1;
      let guesses = 0;
      let choosing = true;
      // One cover call and one uncover call in the loop (so that V8 inlines both): a level covers
      // its item and then the other three items of the option tried (k = 0..3 along the option;
      // node k = 0 is the item's own), and backing up uncovers them in reverse.
      for (;;) {
        let x = 0;
        let k = 1;
        if (choosing) {
          if (rlink[0] === 0) {
            if (found === 0 && solution) {
              for (let i = 0; i < clues; i++) {
                const o = (clueRows[i] - first) >> 4;
                solution[(o / n) | 0] = (o % n) + 1;
              }
              for (let i = 0; i < level; i++) {
                const o = (chosen[i] - first) >> 4;
                solution[(o / n) | 0] = (o % n) + 1;
              }
            }
            if (++found >= limit) break;
            choosing = false;
            continue;
          }
          let best = rlink[0];
          let bestLen = mem[4 * best + 3];
          // an item the last option's covers left with no option, else the newest forced item
          const base = level > 0 ? hintBase[level - 1] : 0;
          for (let q = sp - 1; q >= base; q--) {
            const e = hints[q];
            if (e < DEAD) continue;
            const f = (e & ~DEAD) >> 2;
            if (rlink[llink[f]] === f) {
              best = f;
              bestLen = 0;
              break;
            }
          }
          const lo = level > 0 ? regLo[level - 1] : 0;
          const hi = level > 0 ? regHi[level - 1] : 0;
          while (bestLen > 1 && sp > hi) {
            const e = hints[sp - 1] & ~DEAD;
            const f = e >> 2;
            if (rlink[llink[f]] === f && mem[e + 3] <= 1) {
              best = f;
              bestLen = mem[e + 3];
            } else sp--;
          }
          for (let q = hi - 1; bestLen > 1 && q >= lo; q--) {
            const e = hints[q] & ~DEAD;
            const f = e >> 2;
            if (rlink[llink[f]] === f && mem[e + 3] <= 1) {
              best = f;
              bestLen = mem[e + 3];
            }
          }
          // else no item has fewer than two options (every such item is among the hints above,
          // the others are dead since the last branching): the first item of length 2, else the
          // shortest, first of equals
          for (let i = rlink[best]; i !== 0 && bestLen > 2; i = rlink[i]) {
            const l = mem[4 * i + 3];
            if (l < bestLen) {
              best = i;
              bestLen = l;
            }
          }
          if (bestLen === 2) {
            // of the first 8 items of length 2, the one whose options hide the most others
            let bestScore = -1;
            let seen = 0;
            for (let i = best; i !== 0 && seen < 8; i = rlink[i]) {
              const h = 4 * i;
              if (mem[h + 3] !== 2) continue;
              seen++;
              let score = 0;
              for (let p = mem[h + 1]; p !== h; p = mem[p + 1]) {
                const row = p & ~15;
                score +=
                  mem[mem[row + ((p + 4) & 15) + 2] + 3] +
                  mem[mem[row + ((p + 8) & 15) + 2] + 3] +
                  mem[mem[row + ((p + 12) & 15) + 2] + 3];
              }
              if (score > bestScore) {
                best = i;
                bestScore = score;
              }
            }
          }
          if (bestLen > 1) {
            guesses++;
            regLo[level] = sp;
            regHi[level] = -1;
          } else {
            regLo[level] = lo;
            regHi[level] = hi;
          }
          const h = 4 * best;
          x = mem[h + 1];
          // an item with no option: a dead end (covering it and giving it back would change nothing)
          if (x === h) {
            choosing = false;
            continue;
          }
          itemAt[level] = h;
          chosen[level] = x;
          k = 0;
        } else {
          if (level === 0) break;
          level--;
          const y = chosen[level];
          const h = itemAt[level];
          x = mem[y + 1];
          const row = y & ~15;
          const last = x === h ? 0 : 4;
          for (let j = 12; j >= last; j -= 4)
            uncover4(mem[row + ((y + j) & 15) + 2], mem, llink, rlink);
          if (x === h) continue;
          chosen[level] = x;
          sp = hintBase[level];
        }
        if ((++nodes & 4095) === 0 && signal?.aborted) {
          if (k === 1) uncover4(itemAt[level], mem, llink, rlink);
          aborted = true;
          break;
        }
        const row = x & ~15;
        for (let j = 4 * k; j < 16; j += 4) {
          sp = cover4(mem[row + ((x + j) & 15) + 2], mem, llink, rlink, hints, sp);
          if (j === 0) {
            hintBase[level] = sp;
            if (regHi[level] < 0) regHi[level] = sp;
          }
        }
        level++;
        choosing = true;
      }
      this.unwind(level);
      this.stats.nodes = nodes;
      this.stats.guesses = guesses;
    }

    for (let i = clues - 1; i >= 0; i--) {
      const r = clueRows[i];
      for (let k = 12; k >= 0; k -= 4) uncover4(mem[r + k + 2], mem, llink, rlink);
    }
    if (aborted) throwIfAborted(signal);
    return found;
  }

  /** Gives back the levels still covered when the search stopped early, deepest first. */
  private unwind(level: number): void {
    const { llink, rlink, mem, chosen } = this;
    while (level > 0) {
      level--;
      const x = chosen[level];
      const row = x & ~15;
      for (let j = 12; j >= 0; j -= 4) uncover4(mem[row + ((x + j) & 15) + 2], mem, llink, rlink);
    }
  }
}

/**
 * Covers the item whose header is at address h (four-node options): hides each of its options
 * (three unlinks each), then takes the item out of the active list. Returns the header of an
 * item left with at most one option (with DEAD when none is left; the last such), else 0.
 */
function cover4(
  h: number,
  mem: Int32Array,
  llink: Int32Array,
  rlink: Int32Array,
  hints: Int32Array,
  sp: number,
): number {
  for (let p = mem[h + 1]; p !== h; p = mem[p + 1]) {
    const row = p & ~15;
    let q = row + ((p + 4) & 15);
    let u = mem[q];
    let d = mem[q + 1];
    let t = 0;
    mem[u + 1] = d;
    mem[d] = u;
    t = mem[q + 2];
    if (--mem[t + 3] <= 1) hints[sp++] = mem[t + 3] === 0 ? t | DEAD : t;
    q = row + ((p + 8) & 15);
    u = mem[q];
    d = mem[q + 1];
    mem[u + 1] = d;
    mem[d] = u;
    t = mem[q + 2];
    if (--mem[t + 3] <= 1) hints[sp++] = mem[t + 3] === 0 ? t | DEAD : t;
    q = row + ((p + 12) & 15);
    u = mem[q];
    d = mem[q + 1];
    mem[u + 1] = d;
    mem[d] = u;
    t = mem[q + 2];
    if (--mem[t + 3] <= 1) hints[sp++] = mem[t + 3] === 0 ? t | DEAD : t;
  }
  const i = h >> 2;
  const l = llink[i];
  const r = rlink[i];
  rlink[l] = r;
  llink[r] = l;
  return sp;
}

/** Marks a hint whose item has no option left. */
const DEAD = 1 << 30;

/** Undoes {@link cover4} in exactly the reverse order. */
function uncover4(h: number, mem: Int32Array, llink: Int32Array, rlink: Int32Array): void {
  const i = h >> 2;
  const l = llink[i];
  const r = rlink[i];
  rlink[l] = i;
  llink[r] = i;
  for (let p = mem[h]; p !== h; p = mem[p]) {
    const row = p & ~15;
    let q = row + ((p + 12) & 15);
    mem[mem[q] + 1] = q;
    mem[mem[q + 1]] = q;
    mem[mem[q + 2] + 3]++;
    q = row + ((p + 8) & 15);
    mem[mem[q] + 1] = q;
    mem[mem[q + 1]] = q;
    mem[mem[q + 2] + 3]++;
    q = row + ((p + 4) & 15);
    mem[mem[q] + 1] = q;
    mem[mem[q + 1]] = q;
    mem[mem[q + 2] + 3]++;
  }
}
