/**
 * The specialised 9x9 solver, band-based bit logic in the manner of JCZSolve and tdoku: for each
 * digit, its possible places as three 27-bit integers (one per band of three rows), plus three
 * integers of unsolved cells and a mask of changed digits. A search level is 31 integers, so a
 * guess copies 31 integers.
 *
 * - placing digit d in a cell clears the cell from the other eight digits and the cell's row,
 *   column and box from digit d (precomputed peer masks per band): a dozen operations;
 * - naked singles and empty cells come from a bit-sliced count over the nine digits per band;
 * - for each digit whose places changed: locked candidates within each band and each stack by
 *   table (the digit's mini-rows must lie on a permutation of the 3x3 row/box matrix), hidden
 *   singles in rows and boxes (a single-cell mini-row alone in its row or box, by table) and in
 *   columns (a fold of the nine rows); an empty row, column or box is a contradiction;
 * - guessing picks, among the cells with two candidates (bit-sliced), the one with the most
 *   unsolved peers (a third fewer guesses on hard puzzles than the first such cell), else a cell
 *   with the fewest candidates.
 * Nothing is allocated per node. Cost per propagation pass: a few hundred integer operations.
 */
import { throwIfAborted } from "../core/errors.js";
import { popcount, type SudokuStats } from "./general.js";

const STRIDE = 32;
const U = 27; // offset of the three unsolved-cell masks in a level
const DIRTY = 30; // digits whose places changed since their hidden singles were last checked
const LEVEL = 31; // integers copied per guess
const FULL = 0x7ffffff;

/** Peer masks (row, column, box, the cell itself included) of each cell in each band. */
export const PEERS = (() => {
  const peers = new Int32Array(81 * 3);
  for (let c = 0; c < 81; c++) {
    const r = Math.floor(c / 9);
    const k = c % 9;
    for (let p = 0; p < 81; p++) {
      const pr = Math.floor(p / 9);
      const pk = p % 9;
      const sameBox =
        Math.floor(pr / 3) === Math.floor(r / 3) && Math.floor(pk / 3) === Math.floor(k / 3);
      if (pr === r || pk === k || sameBox) {
        const b = Math.floor(p / 27);
        peers[c * 3 + b] |= 1 << (p - 27 * b);
      }
    }
  }
  return peers;
})();

/**
 * Locked candidates of one digit within a band (or a stack), by table: the nine "mini-rows"
 * (row r of the band within box k) form a 3x3 matrix, and the digit's three places in the band
 * are a permutation of it (one per row, one per box). MATCH[m] keeps the mini-rows of m that lie
 * on some permutation inside m (0 when there is none): pointing, claiming and more at once.
 */
export const MATCH = (() => {
  const perms = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
  ];
  const table = new Int32Array(512);
  for (let m = 0; m < 512; m++) {
    let keep = 0;
    for (const p of perms) {
      const bits = (1 << p[0]) | (1 << (3 + p[1])) | (1 << (6 + p[2]));
      if ((m & bits) === bits) keep |= bits;
    }
    table[m] = keep;
  }
  return table;
})();

/**
 * For a 9-bit row slice: bits 0-2, the boxes it touches; bits 3-5, its mini-rows that hold
 * exactly one cell.
 */
export const ROW_INFO = (() => {
  const table = new Int32Array(512);
  for (let x = 0; x < 512; x++) {
    for (let k = 0; k < 3; k++) {
      const v = (x >>> (3 * k)) & 7;
      if (v !== 0) table[x] |= 1 << k;
      if (v !== 0 && (v & (v - 1)) === 0) table[x] |= 8 << k;
    }
  }
  return table;
})();

/** The mini-rows of m (bit 3r+k) that are alone in their row or alone in their box. */
export const ALONE = (() => {
  const table = new Int32Array(512);
  for (let m = 0; m < 512; m++) {
    for (let i = 0; i < 9; i++) {
      if ((m & (1 << i)) === 0) continue;
      const r = Math.floor(i / 3);
      const k = i % 3;
      const row = (m >>> (3 * r)) & 7;
      const box = ((m >>> k) & 1) | (((m >>> (3 + k)) & 1) << 1) | (((m >>> (6 + k)) & 1) << 2);
      if (row === 1 << k || box === 1 << r) table[m] |= 1 << i;
    }
  }
  return table;
})();

/** Cells (27 bits) of the mini-rows named by 9 bits (bit 3r+k = row r, box k). */
export const MINIROW_CELLS = (() => {
  const table = new Int32Array(512);
  for (let m = 0; m < 512; m++) {
    let cells = 0;
    for (let i = 0; i < 9; i++)
      if (m & (1 << i)) cells |= 7 << (9 * Math.floor(i / 3) + 3 * (i % 3));
    table[m] = cells;
  }
  return table;
})();

/**
 * The 9x9 solver. `count` fills `solution` with the first solution and returns the number of
 * solutions up to `limit`.
 *
 * @example
 * ```ts
 * const solver = new Fast9Solver();
 * solver.count(parseSudoku(line).values, 2); // 1 for a proper puzzle
 * ```
 */
export class Fast9Solver {
  readonly stats: SudokuStats = { nodes: 0, guesses: 0 };
  private readonly s = new Int32Array(84 * STRIDE);
  private limit = 2;
  private found = 0;
  private solution: Uint8Array | undefined;
  private signal: AbortSignal | undefined;

  /** Counts the solutions of 81 values (0 = blank) up to `limit`. */
  count(values: ArrayLike<number>, limit = 2, solution?: Uint8Array, signal?: AbortSignal): number {
    const s = this.s;
    this.limit = limit;
    this.found = 0;
    this.solution = solution;
    this.signal = signal;
    this.stats.nodes = 1;
    this.stats.guesses = 0;
    for (let i = 0; i < 30; i++) s[i] = FULL;
    s[DIRTY] = 511;
    for (let c = 0; c < 81; c++) {
      const v = values[c];
      if (v === 0) continue;
      const b = (c / 27) | 0;
      const bit = 1 << (c - 27 * b);
      const d = v - 1;
      if ((s[d * 3 + b] & bit) === 0) return 0;
      if ((s[U + b] & bit) === 0) return 0;
      place(s, 0, d, c);
    }
    if (limit <= 0) return 0;
    this.search(0);
    return this.found;
  }

  private search(level: number): boolean {
    const s = this.s;
    const base = level * STRIDE;
    const next = base + STRIDE;
    // the last candidate of a cell is tried in this level's own state (no copy), so this loop
    // goes on at the same level instead of recursing
    for (;;) {
      if (!propagate(s, base)) return false;
      if ((s[base + U] | s[base + U + 1] | s[base + U + 2]) === 0) {
        if (this.found === 0 && this.solution) writeSolution(s, base, this.solution);
        return ++this.found >= this.limit;
      }
      const cell = chooseCell(s, base);
      const b = (cell / 27) | 0;
      const bit = 1 << (cell - 27 * b);
      let digits = 0;
      for (let d = 0; d < 9; d++) if ((s[base + d * 3 + b] & bit) !== 0) digits |= 1 << d;
      if (digits === 0) return false;
      this.stats.guesses++;
      while ((digits & (digits - 1)) !== 0) {
        const d = 31 - Math.clz32(digits & -digits);
        digits &= digits - 1;
        if ((++this.stats.nodes & 4095) === 0) throwIfAborted(this.signal);
        for (let i = 0; i < LEVEL; i++) s[next + i] = s[base + i];
        place(s, next, d, cell);
        if (this.search(level + 1)) return true;
      }
      if ((++this.stats.nodes & 4095) === 0) throwIfAborted(this.signal);
      place(s, base, 31 - Math.clz32(digits), cell);
    }
  }
}

/** Places digit d in cell at level `base` (the caller knows d is a candidate there). */
function place(s: Int32Array, base: number, d: number, cell: number): void {
  const b = (cell / 27) | 0;
  const pos = cell - 27 * b;
  const bit = 1 << pos;
  const nb = ~bit;
  const p = cell * 3;
  // take the cell from every digit, noting which digits had it (they change)
  const i = base + b;
  let x = s[i];
  let dirty = (x >>> pos) & 1;
  s[i] = x & nb;
  x = s[i + 3];
  dirty |= ((x >>> pos) & 1) << 1;
  s[i + 3] = x & nb;
  x = s[i + 6];
  dirty |= ((x >>> pos) & 1) << 2;
  s[i + 6] = x & nb;
  x = s[i + 9];
  dirty |= ((x >>> pos) & 1) << 3;
  s[i + 9] = x & nb;
  x = s[i + 12];
  dirty |= ((x >>> pos) & 1) << 4;
  s[i + 12] = x & nb;
  x = s[i + 15];
  dirty |= ((x >>> pos) & 1) << 5;
  s[i + 15] = x & nb;
  x = s[i + 18];
  dirty |= ((x >>> pos) & 1) << 6;
  s[i + 18] = x & nb;
  x = s[i + 21];
  dirty |= ((x >>> pos) & 1) << 7;
  s[i + 21] = x & nb;
  x = s[i + 24];
  dirty |= ((x >>> pos) & 1) << 8;
  s[i + 24] = x & nb;
  // digit d leaves the cell's row, column and box, and stays in the cell
  const o = base + d * 3;
  s[o] &= ~PEERS[p];
  s[o + 1] &= ~PEERS[p + 1];
  s[o + 2] &= ~PEERS[p + 2];
  s[o + b] |= bit;
  s[base + U + b] &= nb;
  s[base + DIRTY] |= dirty | (1 << d);
}

/** Naked and hidden singles until nothing changes; false on contradiction. */
function propagate(s: Int32Array, base: number): boolean {
  for (;;) {
    if (!nakedSingles(s, base)) return false;
    // locked candidates and hidden singles, for each digit whose places changed
    let dirty = s[base + DIRTY];
    if (dirty === 0) return true;
    s[base + DIRTY] = 0;
    while (dirty !== 0) {
      const dbit = dirty & -dirty;
      dirty ^= dbit;
      const d = 31 - Math.clz32(dbit);
      if (!lockedAndHidden(s, base, d, dbit)) return false;
      hiddenInColumns(s, base, d);
    }
  }
}

/**
 * Naked singles and empty cells: a bit-sliced count over the nine digits, three bands at once;
 * places the singles; false on an empty cell or a single that lost its digit.
 */
function nakedSingles(s: Int32Array, base: number): boolean {
  let once0 = 0;
  let twice0 = 0;
  let once1 = 0;
  let twice1 = 0;
  let once2 = 0;
  let twice2 = 0;
  for (let i = base; i < base + 27; i += 3) {
    const x0 = s[i];
    const x1 = s[i + 1];
    const x2 = s[i + 2];
    twice0 |= once0 & x0;
    once0 |= x0;
    twice1 |= once1 & x1;
    once1 |= x1;
    twice2 |= once2 & x2;
    once2 |= x2;
  }
  const u0 = s[base + U];
  const u1 = s[base + U + 1];
  const u2 = s[base + U + 2];
  if ((u0 & ~once0) !== 0 || (u1 & ~once1) !== 0 || (u2 & ~once2) !== 0) return false;
  const n0 = u0 & ~twice0;
  const n1 = u1 & ~twice1;
  const n2 = u2 & ~twice2;
  if ((n0 | n1 | n2) !== 0) {
    if (n0 !== 0 && !nakedInBand(s, base, 0, n0)) return false;
    if (n1 !== 0 && !nakedInBand(s, base, 1, n1)) return false;
    if (n2 !== 0 && !nakedInBand(s, base, 2, n2)) return false;
  }
  return true;
}

/**
 * For digit d (bit `dbit`): locked candidates in its bands and stacks (its places are kept on
 * the mini-rows that lie on a permutation of each 3x3 matrix, MATCH; a changed digit is marked
 * dirty again), and hidden singles in rows and boxes; false on contradiction.
 */
function lockedAndHidden(s: Int32Array, base: number, d: number, dbit: number): boolean {
  const o = base + d * 3;
  let f0 = s[o];
  let f1 = s[o + 1];
  let f2 = s[o + 2];
  // bands: the mini-rows on some permutation (MATCH); ROW_INFO gives each row's boxes and
  // which of its mini-rows hold a single cell (of the unsolved cells, for hidden singles)
  let i0 = ROW_INFO[f0 & 511];
  let i1 = ROW_INFO[(f0 >>> 9) & 511];
  let i2 = ROW_INFO[f0 >>> 18];
  const m0 = MATCH[(i0 & 7) | ((i1 & 7) << 3) | ((i2 & 7) << 6)];
  const w0 = f0 & s[base + U + 0];
  const h0 =
    ALONE[m0] &
    ((ROW_INFO[w0 & 511] >>> 3) |
      (ROW_INFO[(w0 >>> 9) & 511] & 0o70) |
      ((ROW_INFO[w0 >>> 18] & 0o70) << 3));
  i0 = ROW_INFO[f1 & 511];
  i1 = ROW_INFO[(f1 >>> 9) & 511];
  i2 = ROW_INFO[f1 >>> 18];
  const m1 = MATCH[(i0 & 7) | ((i1 & 7) << 3) | ((i2 & 7) << 6)];
  const w1 = f1 & s[base + U + 1];
  const h1 =
    ALONE[m1] &
    ((ROW_INFO[w1 & 511] >>> 3) |
      (ROW_INFO[(w1 >>> 9) & 511] & 0o70) |
      ((ROW_INFO[w1 >>> 18] & 0o70) << 3));
  i0 = ROW_INFO[f2 & 511];
  i1 = ROW_INFO[(f2 >>> 9) & 511];
  i2 = ROW_INFO[f2 >>> 18];
  const m2 = MATCH[(i0 & 7) | ((i1 & 7) << 3) | ((i2 & 7) << 6)];
  const w2 = f2 & s[base + U + 2];
  const h2 =
    ALONE[m2] &
    ((ROW_INFO[w2 & 511] >>> 3) |
      (ROW_INFO[(w2 >>> 9) & 511] & 0o70) |
      ((ROW_INFO[w2 >>> 18] & 0o70) << 3));
  if (m0 === 0 || m1 === 0 || m2 === 0) return false;
  const g0 = f0 & MINIROW_CELLS[m0];
  const g1 = f1 & MINIROW_CELLS[m1];
  const g2 = f2 & MINIROW_CELLS[m2];
  // stacks: the same matrix with bands as rows and the stack's columns as boxes
  const c0 = (g0 | (g0 >>> 9) | (g0 >>> 18)) & 511;
  const c1 = (g1 | (g1 >>> 9) | (g1 >>> 18)) & 511;
  const c2 = (g2 | (g2 >>> 9) | (g2 >>> 18)) & 511;
  let a = MATCH[(c0 & 7) | ((c1 & 7) << 3) | ((c2 & 7) << 6)];
  let k0 = a & 7;
  let k1 = (a >>> 3) & 7;
  let k2 = a >>> 6;
  let fail = a;
  a = MATCH[((c0 >>> 3) & 7) | (c1 & 0o70) | ((c2 & 0o70) << 3)];
  k0 |= (a & 7) << 3;
  k1 |= a & 0o70;
  k2 |= (a >>> 6) << 3;
  fail = fail === 0 ? 0 : a;
  a = MATCH[(c0 >>> 6) | ((c1 >>> 6) << 3) | ((c2 >>> 6) << 6)];
  k0 |= (a & 7) << 6;
  k1 |= ((a >>> 3) & 7) << 6;
  k2 |= (a >>> 6) << 6;
  if (fail === 0 || a === 0) return false;
  f0 = g0 & (k0 | (k0 << 9) | (k0 << 18));
  f1 = g1 & (k1 | (k1 << 9) | (k1 << 18));
  f2 = g2 & (k2 | (k2 << 9) | (k2 << 18));
  if (f0 !== s[o] || f1 !== s[o + 1] || f2 !== s[o + 2]) {
    // fewer places for d: its cells may now be naked singles; check d again later
    s[o] = f0;
    s[o + 1] = f1;
    s[o + 2] = f2;
    s[base + DIRTY] |= dbit;
  }
  // hidden singles in rows and boxes: a single-cell mini-row alone in its row or its box
  if ((h0 | h1 | h2) !== 0) {
    if (!hiddenInBand(s, base, d, 0, h0)) return false;
    if (!hiddenInBand(s, base, d, 1, h1)) return false;
    if (!hiddenInBand(s, base, d, 2, h2)) return false;
  }
  return true;
}

/**
 * Hidden singles of digit d in columns: fold the nine rows of unsolved places; a column where d
 * has one unsolved place is a single (where d is placed, it has no unsolved place). An empty
 * column needs no test here: the stack matching (lockedAndHidden) saw a place in every column,
 * and a placement of d made since marks d changed, so the next pass's matching sees the loss.
 */
function hiddenInColumns(s: Int32Array, base: number, d: number): void {
  const o = base + d * 3;
  const v0 = s[o] & s[base + U];
  const v1 = s[o + 1] & s[base + U + 1];
  const v2 = s[o + 2] & s[base + U + 2];
  let once = v0 & 511;
  let twice = 0;
  let x = (v0 >>> 9) & 511;
  twice |= once & x;
  once |= x;
  x = v0 >>> 18;
  twice |= once & x;
  once |= x;
  x = v1 & 511;
  twice |= once & x;
  once |= x;
  x = (v1 >>> 9) & 511;
  twice |= once & x;
  once |= x;
  x = v1 >>> 18;
  twice |= once & x;
  once |= x;
  x = v2 & 511;
  twice |= once & x;
  once |= x;
  x = (v2 >>> 9) & 511;
  twice |= once & x;
  once |= x;
  x = v2 >>> 18;
  twice |= once & x;
  once |= x;
  let single = once & ~twice;
  while (single !== 0) {
    const colBit = single & -single;
    single ^= colBit;
    const col = 31 - Math.clz32(colBit);
    for (let b = 0; b < 3; b++) {
      const cm = s[o + b] & (0x40201 << col);
      if (cm !== 0) {
        if ((s[base + U + b] & cm) !== 0) place(s, base, d, 27 * b + 31 - Math.clz32(cm));
        break;
      }
    }
  }
}

/** Places the naked singles `singles` of band b, digit by digit; false when one has lost its digit. */
function nakedInBand(s: Int32Array, base: number, b: number, singles: number): boolean {
  for (let i = base + b, d = 0; d < 9; i += 3, d++) {
    let hits = s[i] & singles;
    while (hits !== 0) {
      const bit = hits & -hits;
      singles ^= bit;
      place(s, base, d, 27 * b + 31 - Math.clz32(bit));
      hits = s[i] & singles;
    }
  }
  // a single whose one candidate went to a peer has none left
  return singles === 0;
}

/**
 * Places digit d in the single cell of each mini-row of band b named by `minirows` (bit 3r+k),
 * unless already placed; false when such a mini-row has lost its cell (its row or box is empty).
 */
function hiddenInBand(
  s: Int32Array,
  base: number,
  d: number,
  b: number,
  minirows: number,
): boolean {
  while (minirows !== 0) {
    const mr = minirows & -minirows;
    minirows ^= mr;
    const cell = s[base + d * 3 + b] & MINIROW_CELLS[mr];
    if (cell === 0) return false;
    if ((s[base + U + b] & cell) !== 0) place(s, base, d, 27 * b + 31 - Math.clz32(cell));
  }
  return true;
}

/**
 * The cell to guess: among the cells with two candidates, the one with the most unsolved peers
 * (its placement reaches furthest; first of equals), else a cell with the fewest candidates.
 */
function chooseCell(s: Int32Array, base: number): number {
  const u0 = s[base + U];
  const u1 = s[base + U + 1];
  const u2 = s[base + U + 2];
  let best = -1;
  let bestDegree = -1;
  for (let b = 0; b < 3; b++) {
    const u = s[base + U + b];
    if (u === 0) continue;
    let one = 0;
    let two = 0;
    let three = 0;
    for (let i = base + b; i < base + 27; i += 3) {
      const x = s[i];
      three |= two & x;
      two |= one & x;
      one |= x;
    }
    let pair = u & two & ~three;
    while (pair !== 0) {
      const bit = pair & -pair;
      pair ^= bit;
      const cell = 27 * b + 31 - Math.clz32(bit);
      const p = cell * 3;
      const degree =
        popcount(u0 & PEERS[p]) + popcount(u1 & PEERS[p + 1]) + popcount(u2 & PEERS[p + 2]);
      if (degree > bestDegree) {
        bestDegree = degree;
        best = cell;
      }
    }
  }
  if (best >= 0) return best;
  let bestCount = 10;
  for (let b = 0; b < 3; b++) {
    let u = s[base + U + b];
    while (u !== 0) {
      const bit = u & -u;
      u ^= bit;
      let k = 0;
      for (let i = base + b; i < base + 27; i += 3) if ((s[i] & bit) !== 0) k++;
      if (k < bestCount) {
        bestCount = k;
        best = 27 * b + 31 - Math.clz32(bit);
      }
    }
  }
  return best;
}

function writeSolution(s: Int32Array, base: number, out: Uint8Array): void {
  for (let d = 0; d < 9; d++) {
    for (let b = 0; b < 3; b++) {
      let f = s[base + d * 3 + b];
      while (f !== 0) {
        const bit = f & -f;
        f ^= bit;
        out[27 * b + 31 - Math.clz32(bit)] = d + 1;
      }
    }
  }
}
