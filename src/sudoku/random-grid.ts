/**
 * A random complete grid by backtracking: candidate masks per cell, naked singles propagated,
 * the cell with the fewest candidates chosen next, its digits tried in random order. A node limit
 * restarts an unlucky search (rare; it keeps 16x16 and 25x25 fast). Each level owns a slice of one
 * Int32Array, so nothing is allocated per node. Cost: about one node per cell for 9x9.
 */
import type { Random } from "../core/random.js";
import { popcount } from "./general.js";
import type { SudokuGeometry } from "./grid.js";

/** Fills random complete grids of one geometry (reusable). */
export class RandomGridFiller {
  private readonly g: SudokuGeometry;
  private readonly cand: Int32Array;
  private readonly queue: Int32Array;
  private nodes = 0;
  private nodeLimit = 0;

  constructor(geometry: SudokuGeometry) {
    this.g = geometry;
    this.cand = new Int32Array((geometry.cells + 1) * geometry.cells);
    this.queue = new Int32Array(geometry.cells * 2 + 2);
  }

  /**
   * A random complete grid (values 1..N, row-major).
   *
   * @example
   * ```ts
   * new RandomGridFiller(sudokuGeometry(9)).fill(createRandom(1)); // Uint8Array(81)
   * ```
   */
  fill(rng: Random): Uint8Array {
    const cells = this.g.cells;
    for (let attempt = 0; ; attempt++) {
      this.cand.fill(this.g.all, 0, cells);
      this.nodes = 0;
      this.nodeLimit = cells * 20 * (attempt + 1);
      if (this.search(0, rng)) break;
    }
    // the last level reached holds the solution
    const out = new Uint8Array(cells);
    for (let c = 0; c < cells; c++) out[c] = 32 - Math.clz32(this.solution[c]!);
    return out;
  }

  private solution: Int32Array = new Int32Array(0);

  private search(level: number, rng: Random): boolean {
    const cells = this.g.cells;
    const base = level * cells;
    const cand = this.cand;
    let best = -1;
    let bestCount = 99;
    for (let c = 0; c < cells; c++) {
      const m = cand[base + c]!;
      if (m & (m - 1)) {
        const k = popcount(m);
        if (k < bestCount) {
          bestCount = k;
          best = c;
          if (k === 2) break;
        }
      }
    }
    if (best < 0) {
      this.solution = cand.subarray(base, base + cells);
      return true;
    }
    let choices = cand[base + best]!;
    const next = base + cells;
    while (choices !== 0) {
      if (++this.nodes > this.nodeLimit) return false;
      // a random one of the digits left
      let k = rng.int(popcount(choices));
      let m = choices;
      let bit = m & -m;
      while (k-- > 0) {
        m &= m - 1;
        bit = m & -m;
      }
      choices &= ~bit;
      cand.copyWithin(next, base, base + cells);
      if (this.assign(next, best, bit) && this.search(level + 1, rng)) return true;
      if (this.nodes > this.nodeLimit) return false;
    }
    return false;
  }

  /** Places bit at cell in the level starting at base, propagating naked singles. */
  private assign(base: number, cell: number, bit: number): boolean {
    const g = this.g;
    const cand = this.cand;
    const queue = this.queue;
    let head = 0;
    let tail = 0;
    cand[base + cell] = bit;
    queue[tail++] = cell;
    while (head < tail) {
      const c = queue[head++]!;
      const b = cand[base + c]!;
      for (let i = g.peerStart[c]!, end = g.peerStart[c + 1]!; i < end; i++) {
        const p = g.peers[i]!;
        const y = cand[base + p]!;
        if ((y & b) === 0) continue;
        const z = y & ~b;
        if (z === 0) return false;
        cand[base + p] = z;
        if ((z & (z - 1)) === 0) {
          if (tail >= queue.length) return false;
          queue[tail++] = p;
        }
      }
    }
    return true;
  }
}
