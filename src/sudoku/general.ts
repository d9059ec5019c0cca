/**
 * The general fast solver, for every size (4x4 to 25x25) and the X variant: a candidate bitmask
 * per cell, naked singles through a queue, hidden singles by an at-least-once / at-least-twice
 * sweep of every unit, and minimum-remaining-values guessing (among two-candidate cells, the one
 * whose units hold the most unsolved cells). Each search level owns a slice of
 * one Int32Array (the candidates), so a guess is a copy of N*N integers and nothing is allocated
 * per node. The classic 9x9 grid has its own specialised copy in fast9.ts.
 *
 * A solved cell keeps its single candidate bit plus the SOLVED flag. Cost per node O(N^3)
 * (the hidden-single sweep); the number of nodes is what the puzzle makes it.
 */
import { throwIfAborted } from "../core/errors.js";
import type { SudokuGeometry } from "./grid.js";

/** Statistics of one search: states visited (root and every tried choice), and branch points. */
export interface SudokuStats {
  /** Search states visited: the root plus every candidate tried at a branch point. */
  nodes: number;
  /** Branch points: cells where the solver had to choose among two or more candidates. */
  guesses: number;
}

const SOLVED = 1 << 30;

/** Number of set bits of a 32-bit integer. */
export function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

/**
 * A reusable general solver for one geometry. `count` fills `solution` with the first solution
 * found and returns the number of solutions, stopping at `limit`.
 *
 * @example
 * ```ts
 * const solver = new GeneralSudokuSolver(sudokuGeometry(16));
 * const out = new Uint8Array(256);
 * solver.count(parseSudoku(line).values, 2, out); // 1 when unique
 * ```
 */
export class GeneralSudokuSolver {
  readonly stats: SudokuStats = { nodes: 0, guesses: 0 };
  private readonly g: SudokuGeometry;
  private readonly cand: Int32Array;
  private readonly left: Int32Array;
  private readonly queue: Int32Array;
  private readonly unitFree: Int32Array;
  private limit = 2;
  private found = 0;
  private solution: Uint8Array | undefined;
  private signal: AbortSignal | undefined;

  constructor(geometry: SudokuGeometry) {
    this.g = geometry;
    this.cand = new Int32Array((geometry.cells + 2) * geometry.cells);
    this.left = new Int32Array(geometry.cells + 2);
    this.queue = new Int32Array(geometry.cells * 32);
    this.unitFree = new Int32Array(geometry.unitCount);
  }

  /**
   * Counts solutions of `values` (0 = blank) up to `limit`; the first one goes into `solution`.
   * Clues that clash simply give 0.
   */
  count(values: ArrayLike<number>, limit = 2, solution?: Uint8Array, signal?: AbortSignal): number {
    const g = this.g;
    const cells = g.cells;
    const cand = this.cand;
    this.limit = limit;
    this.found = 0;
    this.solution = solution;
    this.signal = signal;
    this.stats.nodes = 1;
    this.stats.guesses = 0;
    for (let c = 0; c < cells; c++) cand[c] = g.all;
    this.left[0] = cells;
    for (let c = 0; c < cells; c++) {
      const v = values[c];
      if (v === 0) continue;
      const bit = 1 << (v - 1);
      if ((cand[c] & bit) === 0 || !this.assign(0, c, bit)) return 0;
    }
    if (limit <= 0) return 0;
    this.search(0);
    return this.found;
  }

  /** Places `bit` in `cell` at level `base` and removes it from the peers; false on contradiction. */
  private assign(level: number, cell: number, bit: number): boolean {
    const g = this.g;
    const cells = g.cells;
    const base = level * cells;
    const cand = this.cand;
    const peers = g.peers;
    const queue = this.queue;
    let head = 0;
    let tail = 0;
    queue[tail++] = cell;
    queue[tail++] = bit;
    while (head < tail) {
      const c = queue[head++];
      const b = queue[head++];
      const x = cand[base + c];
      if ((x & SOLVED) !== 0) {
        if ((x & b) === 0) return false;
        continue;
      }
      if ((x & b) === 0) return false;
      cand[base + c] = b | SOLVED;
      this.left[level]--;
      for (let i = g.peerStart[c], end = g.peerStart[c + 1]; i < end; i++) {
        const p = peers[i];
        const y = cand[base + p];
        if ((y & b) === 0) continue;
        if ((y & SOLVED) !== 0) return false;
        const z = y & ~b;
        if (z === 0) return false;
        cand[base + p] = z;
        if ((z & (z - 1)) === 0) {
          queue[tail++] = p;
          queue[tail++] = z;
        }
      }
    }
    return true;
  }

  /** Hidden singles over every unit until none is left; false on contradiction. */
  private hiddenSingles(level: number): boolean {
    const g = this.g;
    const n = g.size;
    const all = g.all;
    const cand = this.cand;
    const base = level * g.cells;
    const unitCells = g.unitCells;
    let changed = true;
    while (changed) {
      changed = false;
      if (this.left[level] === 0) return true;
      for (let u = 0; u < g.unitCount; u++) {
        const start = u * n;
        let once = 0;
        let twice = 0;
        let solved = 0;
        for (let i = 0; i < n; i++) {
          const x = cand[base + unitCells[start + i]];
          if ((x & SOLVED) !== 0) solved |= x;
          const y = x & all;
          twice |= once & y;
          once |= y;
        }
        if (once !== all) return false;
        let exact = once & ~twice & ~solved;
        while (exact !== 0) {
          const bit = exact & -exact;
          exact ^= bit;
          let i = 0;
          while (i < n && (cand[base + unitCells[start + i]] & bit) === 0) i++;
          if (i === n) return false;
          const c = unitCells[start + i];
          if ((cand[base + c] & SOLVED) !== 0) continue;
          if (!this.assign(level, c, bit)) return false;
          changed = true;
        }
      }
    }
    return true;
  }

  /** Searches from `level`; returns true when the limit is reached. */
  private search(level: number): boolean {
    if (!this.hiddenSingles(level)) return false;
    const g = this.g;
    const cells = g.cells;
    const base = level * cells;
    const cand = this.cand;
    if (this.left[level] === 0) {
      if (this.found === 0 && this.solution) {
        for (let c = 0; c < cells; c++)
          this.solution[c] = 31 - Math.clz32(cand[base + c] & g.all) + 1;
      }
      return ++this.found >= this.limit;
    }
    // minimum remaining values; among two-candidate cells, the one whose units hold the most
    // unsolved cells
    let best = -1;
    let bestCount = 99;
    let bestDegree = -1;
    // unsolved cells per unit: a cell's degree is the sum over its units
    const free = this.unitFree;
    const n = g.size;
    for (let u = 0; u < g.unitCount; u++) {
      let k = 0;
      for (let i = u * n, end = i + n; i < end; i++)
        if ((cand[base + g.unitCells[i]] & SOLVED) === 0) k++;
      free[u] = k;
    }
    for (let c = 0; c < cells; c++) {
      const x = cand[base + c];
      if ((x & SOLVED) !== 0) continue;
      const k = popcount(x);
      if (k > bestCount) continue;
      if (k === 2) {
        let degree = 0;
        for (let i = g.cellUnitStart[c], end = g.cellUnitStart[c + 1]; i < end; i++)
          degree += free[g.cellUnits[i]];
        if (bestCount > 2 || degree > bestDegree) {
          bestCount = 2;
          bestDegree = degree;
          best = c;
        }
      } else if (k < bestCount) {
        bestCount = k;
        best = c;
      }
    }
    this.stats.guesses++;
    let choices = cand[base + best];
    const next = base + cells;
    while (choices !== 0) {
      const bit = choices & -choices;
      choices ^= bit;
      if ((++this.stats.nodes & 4095) === 0) throwIfAborted(this.signal);
      cand.copyWithin(next, base, next);
      this.left[level + 1] = this.left[level];
      if (this.assign(level + 1, best, bit) && this.search(level + 1)) return true;
    }
    return false;
  }
}
