/**
 * The constant tables of the band-triad Sudoku kernel (src/kernels/assembly/triad9.ts), after
 * tdoku's (bench/ref/tdoku/solver_dpll_triad_simd.cc, BSD-2): the driver (triad9-kernel.ts)
 * writes them once per instance at the offsets of triad9-layout.ts. Cost: a few thousand
 * writes, once per instance.
 */
import { ASSIGN, CELL_MASK, PEER_ELEM, PUZZLE, SHIFT16, TRIAD_ROWS } from "./triad9-layout.js";

const ALL = 0x1ff;

/** The lane (after 4) of mini-row 0, 1, 2's triad in triad9.ts's triadLanes. */
const ROW_LANE = [0, 2, 1];

/**
 * The element (mini-row or mini-column 0-2) of box peer p (0-2) that holds a value in band
 * configuration c (0-5), tdoku's numbering: configurations 0-2 rotate the elements one way,
 * 3-5 the other.
 */
const element = (p: number, c: number) => (c < 3 ? (c + p) % 3 : (c + 2 - p) % 3);

/**
 * The constant tables, as 16-bit words from byte 0 up to PUZZLE (the driver copies them into
 * the kernel's memory).
 *
 * @example
 * ```ts
 * new Uint16Array(memory.buffer).set(triad9Tables());
 * ```
 */
export function triad9Tables(): Uint16Array {
  const t = new Uint16Array(PUZZLE >> 1);
  // a given's eliminations in its own box: the cell keeps only the value; the other cells and
  // the negative triads of its row and column lose it
  for (let i = 0; i < 11; i++) {
    if ((i & 3) === 3) continue;
    for (let value = 0; value < 9; value++) {
      const at = (ASSIGN >> 1) + (value * 16 + i) * 16;
      for (let j = 0; j < 15; j++) {
        const cell = j >> 2 < 3 && (j & 3) < 3;
        if (j === i) t[at + j] = ALL ^ (1 << value);
        else if (cell || j >> 2 === i >> 2 || (j & 3) === (i & 3)) t[at + j] = 1 << value;
      }
    }
  }
  for (let p = 0; p < 3; p++) {
    for (let c = 0; c < 6; c++) {
      // a value in element e of peer p excludes the configurations that put it elsewhere
      for (let e = 0; e < 3; e++) {
        if (element(p, c) !== e) t[(PEER_ELEM >> 1) + (p * 4 + e) * 8 + c] = ALL;
      }
      // triad shuffles: lane c reads the triad lane of the element (its negation or'd with
      // the other two positive triads: triad9.ts's boxUpdate)
      const control = (lane: number) => ((2 * lane + 1) << 8) | (2 * lane);
      for (let q = 0; q < 3; q++) {
        // horizontal half for a box at j = p (mini-row triads in lanes 4-6), vertical half for
        // a box at i = p (mini-column triads in lanes 0-2)
        t[(SHIFT16 >> 1) + (p * 3 + q) * 16 + c] = control(4 + ROW_LANE[element(p, c)]);
        t[(SHIFT16 >> 1) + (q * 3 + p) * 16 + 8 + c] = control(element(p, c));
      }
    }
    for (let q = 0; q < 3; q++) {
      for (const half of [0, 8]) {
        const at = (SHIFT16 >> 1) + (p * 3 + q) * 16 + half;
        t[at + 6] = 0xffff; // lanes 6-7 read zero
        t[at + 7] = 0xffff;
      }
    }
  }
  // positive triad (peer p, element e): the configurations that put the value there, two of
  // the six; control k (0, 1) reads the k-th of them
  for (let from = 0; from < 3; from++) {
    const at = (TRIAD_ROWS >> 1) + from * 32;
    t.fill(0xffff, at, at + 32); // lanes read zero
    for (let row = 0; row < 3; row++) {
      const p = (from + 1 + row) % 3;
      for (let e = 0; e < 3; e++) {
        const configs = [0, 1, 2, 3, 4, 5].filter((c) => element(p, c) === e);
        for (let k = 0; k < 2; k++) {
          const word = at + (row < 2 ? k * 8 + row * 4 : 16 + k * 8) + e;
          t[word] = ((2 * configs[k] + 1) << 8) | (2 * configs[k]);
        }
      }
    }
  }
  t.set([ALL, ALL, ALL, 0, ALL, ALL, ALL, 0, ALL, ALL, ALL, 0, 0, 0, 0, 0], CELL_MASK >> 1);
  return t;
}
