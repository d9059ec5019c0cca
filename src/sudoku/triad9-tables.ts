/**
 * The constant tables of the band-triad Sudoku kernel (src/kernels/assembly/triad9.ts), after
 * tdoku's (bench/ref/tdoku/solver_dpll_triad_simd.cc, BSD-2): the driver (triad9-kernel.ts)
 * writes them once per instance at the offsets of triad9-layout.ts. Shuffle controls address
 * 16-bit lanes as byte pairs (lane k = bytes 2k, 2k+1); 0xffff reads a zero lane.
 */
import {
  ASSIGN,
  BOX_MINIMUMS,
  CELL_MASK,
  CONFIG_TRIADS,
  PEER_ELEM,
  PUZZLE,
  ROTATE_3X3,
  SHIFT8,
  SHIFT16,
  TRIAD_CANDIDATES,
} from "./triad9-layout.js";

const ALL = 0x1ff;
const Z = 0xffff; // a shuffle lane that reads zero
/** Shuffle control of 16-bit lane k. */
const s = (k: number) => ((2 * k + 1) << 8) | (2 * k);

/** tdoku's triads-to-configurations controls (lanes 4-6 hold the triads), per shift and peer. */
const SHIFTS = [
  [
    [s(4), s(5), s(6), s(6), s(4), s(5), Z, Z],
    [s(5), s(6), s(4), s(5), s(6), s(4), Z, Z],
    [s(6), s(4), s(5), s(4), s(5), s(6), Z, Z],
  ],
  [
    [s(5), s(6), s(4), s(4), s(5), s(6), Z, Z],
    [s(6), s(4), s(5), s(6), s(4), s(5), Z, Z],
    [s(4), s(5), s(6), s(5), s(6), s(4), Z, Z],
  ],
  [
    [s(6), s(4), s(5), s(5), s(6), s(4), Z, Z],
    [s(4), s(5), s(6), s(4), s(5), s(6), Z, Z],
    [s(5), s(6), s(4), s(6), s(4), s(5), Z, Z],
  ],
];

/**
 * The band configurations a value placed in element e (mini-row or mini-column 0-2) of the
 * band's box peer p excludes (all bits for an excluded configuration; see tdoku's table).
 */
const PEER_ELEM_MASKS = [
  [
    [0, ALL, ALL, ALL, 0, ALL, 0, 0],
    [ALL, 0, ALL, ALL, ALL, 0, 0, 0],
    [ALL, ALL, 0, 0, ALL, ALL, 0, 0],
  ],
  [
    [ALL, ALL, 0, ALL, ALL, 0, 0, 0],
    [0, ALL, ALL, 0, ALL, ALL, 0, 0],
    [ALL, 0, ALL, ALL, 0, ALL, 0, 0],
  ],
  [
    [ALL, 0, ALL, 0, ALL, ALL, 0, 0],
    [ALL, ALL, 0, ALL, 0, ALL, 0, 0],
    [0, ALL, ALL, ALL, ALL, 0, 0, 0],
  ],
];

/**
 * The constant tables, as 16-bit words from byte 0 up to PUZZLE (the driver copies them into
 * the kernel's memory). Cost: a few thousand writes, once per instance.
 */
export function triad9Tables(): Uint16Array {
  const t = new Uint16Array(PUZZLE >> 1);
  const put = (byte: number, words: readonly number[]) => t.set(words, byte >> 1);
  // a given's eliminations in its own box: the cell keeps only the value, the other cells and
  // the two negative triads of its row and column lose it
  for (const i of [0, 1, 2, 4, 5, 6, 8, 9, 10]) {
    for (let value = 0; value < 9; value++) {
      const at = (ASSIGN >> 1) + (value * 16 + i) * 16;
      for (let j = 0; j < 15; j++) {
        if (j === i) t[at + j] = ALL ^ (1 << value);
        else if (j >> 2 < 3 && (j & 3) < 3) t[at + j] = 1 << value;
        else if (j >> 2 === i >> 2 || (j & 3) === (i & 3)) t[at + j] = 1 << value;
      }
    }
  }
  for (let p = 0; p < 3; p++) {
    for (let e = 0; e < 3; e++) put(PEER_ELEM + (p * 4 + e) * 16, PEER_ELEM_MASKS[p][e]);
  }
  for (let shift = 0; shift < 3; shift++) {
    for (let p = 0; p < 3; p++) put(SHIFT8 + (shift * 3 + p) * 16, SHIFTS[shift][p]);
    for (let i = 0; i < 3; i++) {
      for (let j = 0; j < 3; j++) {
        put(SHIFT16 + (shift * 9 + i * 3 + j) * 32, [...SHIFTS[shift][i], ...SHIFTS[shift][j]]);
      }
    }
  }
  put(CONFIG_TRIADS, [
    ...[s(0), s(1), s(2), Z, s(2), s(0), s(1), Z],
    ...[s(1), s(2), s(0), Z, Z, Z, Z, Z],
    ...[s(4), s(5), s(3), Z, s(5), s(3), s(4), Z],
    ...[s(3), s(4), s(5), Z, Z, Z, Z, Z],
  ]);
  put(TRIAD_CANDIDATES, [
    // horizontal
    ...[s(0), s(0), s(0), s(1), s(1), s(1), s(1), s(2)],
    ...[s(2), s(2), s(2), s(0), s(3), s(3), s(3), s(3)],
    ...[s(0), s(0), s(0), s(2), s(1), s(1), s(1), s(0)],
    ...[s(2), s(2), s(2), s(1), s(3), s(3), s(3), s(3)],
    // vertical
    ...[s(0), s(1), s(2), s(3), s(0), s(1), s(2), s(3)],
    ...[s(0), s(1), s(2), s(3), s(1), s(2), s(0), s(3)],
    ...[s(0), s(1), s(2), s(3), s(0), s(1), s(2), s(3)],
    ...[s(0), s(1), s(2), s(3), s(2), s(0), s(1), s(3)],
  ]);
  put(CELL_MASK, [ALL, ALL, ALL, 0, ALL, ALL, ALL, 0, ALL, ALL, ALL, 0, 0, 0, 0, 0]);
  put(ROTATE_3X3, [
    ...[s(1), s(2), s(0), s(3), s(5), s(6), s(4), s(7)],
    ...[s(1), s(2), s(0), s(3), s(4), s(5), s(6), s(7)],
    ...[s(2), s(0), s(1), s(3), s(6), s(4), s(5), s(7)],
    ...[s(2), s(0), s(1), s(3), s(4), s(5), s(6), s(7)],
  ]);
  put(BOX_MINIMUMS, [1, 1, 1, 6, 1, 1, 1, 6, 1, 1, 1, 6, 6, 6, 6, 0]);
  return t;
}
