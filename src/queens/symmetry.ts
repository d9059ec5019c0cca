/**
 * N-queens counted by symmetry classes (Takaken's method, written here from its description):
 * every solution has 8, 4 or 2 distinct images under the board's rotations and reflections, and
 * the search builds only one representative of each class, then weighs it by its class size.
 *
 * - Corner class: the queen of row 0 in column 0. Such a solution has 8 distinct images; taking
 *   row 1's queen in column b1 and keeping column 1 free in rows 2 .. b1 - 1 leaves exactly one
 *   of each 8 (the one not mirrored in the main diagonal).
 * - Inner class: no queen in a corner. Row 0's queen in column b1, where b1 is the smallest
 *   distance of a border queen from its corner: rows 1 .. b1 - 1 keep the side columns free, both
 *   side columns are taken by row b2 = n - 1 - b1, and the last row's queen is at least b1 from
 *   the sides. At the leaf the board is compared with its rotations by 90, 180 and 270 degrees
 *   (column by column, as numbers): a smaller rotation means another representative counts this
 *   class; an equal one gives the class size (2 for 90 degrees, 4 for 180, else 8).
 *
 * The corner class ends in the plain counting loops of bitboard.ts; the inner class records each
 * row's queen (one store per node) for the comparison, and writes out three rows per call where
 * no row is special. Work: about a quarter of the nodes of the mirror-halved search. The search
 * state lives in this module (synchronous, one count at a time), so the hot loops read it
 * without a context object.
 */
import { checkQueensSize, countQueenCompletions, rowMask } from "./bitboard.js";

let size = 0;
let all = 0;
let last = 0;
let side = 0;
let top = 0;
let b1 = 0;
let b2 = 0;
let endBit = 0;
let lastAllow = 0;
let count8 = 0;
let count4 = 0;
let count2 = 0;
/** Each row's queen as a bit (the search writes it), and as a column (for the comparisons). */
const board = new Int32Array(32);
const column = new Int32Array(32);

/** Sets the board size; the class (corner or inner, b1) is set by `enterCorner`/`enterInner`. */
function start(n: number): void {
  size = n;
  all = rowMask(n);
  last = n - 1;
  top = 1 << (n - 1);
  side = top | 1;
  count8 = 0;
  count4 = 0;
  count2 = 0;
}

function enterCorner(second: number): void {
  b1 = second;
  b2 = -1;
}

function enterInner(first: number): void {
  b1 = first;
  b2 = last - first;
  endBit = 1 << (last - first);
  // the last row's queen is at least b1 from either side
  lastAllow = all & ~((1 << first) - 1) & ((2 ** (size - first) - 1) | 0);
}

/**
 * Classifies a finished inner-class board: counted with its class size if no rotation of it is
 * smaller, else not at all (that rotation is its class's representative).
 */
function check(): void {
  const e = last;
  for (let r = 0; r <= e; r++) column[r] = 31 - Math.clz32(board[r]);
  let own = 0;
  if (column[b2] === 0) {
    // rotation by 90 degrees
    for (own = 1; own <= e; own++) {
      let k = 0;
      for (let you = e; column[you] !== own && column[own] >= k; you--) k++;
      if (column[own] > k) return;
      if (column[own] < k) break;
    }
    if (own > e) {
      count2++;
      return;
    }
  }
  if (column[e] === e - b1) {
    // rotation by 180 degrees
    let you = e - 1;
    for (own = 1; own <= e; own++, you--) {
      let k = 0;
      for (let p = e; p !== column[you] && column[own] >= k; p--) k++;
      if (column[own] > k) return;
      if (column[own] < k) break;
    }
    if (own > e) {
      count4++;
      return;
    }
  }
  if (column[b1] === e) {
    // rotation by 270 degrees
    let p = e - 1;
    for (own = 1; own <= e; own++, p--) {
      let k = 0;
      for (let you = 0; column[you] !== p && column[own] >= k; you++) k++;
      if (column[own] > k) return;
      if (column[own] < k) break;
    }
  }
  count8++;
}

/** The last row's queen of an inner-class board. */
function leaf(bit: number): void {
  board[last] = bit;
  // a rotation can equal or beat the board only when a border queen sits where it would map
  if (board[b2] === 1 || bit === endBit || board[b1] === top) check();
  else count8++;
}

/** Inner class, rows 1 .. b1 - 1: the side columns stay free. */
function head(y: number, c: number, l: number, r: number): void {
  if (y === b1) {
    middle(y, c, l, r);
    return;
  }
  let free = all & ~(c | l | r | side);
  while (free !== 0) {
    const bit = free & -free;
    free ^= bit;
    board[y] = bit;
    head(y + 1, c | bit, ((l | bit) << 1) & all, (r | bit) >>> 1);
  }
}

/** Inner class, row b2: both side columns must be taken by the end of this row. */
function atB2(c: number, l: number, r: number): void {
  const missing = side & ~c;
  let free = all & ~(c | l | r);
  if (missing !== 0) {
    if (missing === side) return;
    free &= missing;
  }
  while (free !== 0) {
    const bit = free & -free;
    free ^= bit;
    board[b2] = bit;
    tail(b2 + 1, c | bit, ((l | bit) << 1) & all, (r | bit) >>> 1);
  }
}

/** Inner class, rows b1 .. b2 - 1 (no rule), three rows per call. */
function middle(y: number, c: number, l: number, r: number): void {
  if (y === b2) {
    atB2(c, l, r);
    return;
  }
  let free = all & ~(c | l | r);
  while (free !== 0) {
    const bit = free & -free;
    free ^= bit;
    board[y] = bit;
    const c1 = c | bit;
    const y1 = y + 1;
    const l1 = (l | bit) << 1;
    const r1 = (r | bit) >>> 1;
    if (y1 === b2) {
      atB2(c1, l1 & all, r1);
      continue;
    }
    let free1 = all & ~(c1 | l1 | r1);
    while (free1 !== 0) {
      const bit1 = free1 & -free1;
      free1 ^= bit1;
      board[y1] = bit1;
      const c2 = c1 | bit1;
      const y2 = y1 + 1;
      const l2 = (l1 | bit1) << 1;
      const r2 = (r1 | bit1) >>> 1;
      if (y2 === b2) {
        atB2(c2, l2 & all, r2);
        continue;
      }
      let free2 = all & ~(c2 | l2 | r2);
      while (free2 !== 0) {
        const bit2 = free2 & -free2;
        free2 ^= bit2;
        board[y2] = bit2;
        middle(y2 + 1, c2 | bit2, ((l2 | bit2) << 1) & all, (r2 | bit2) >>> 1);
      }
    }
  }
}

/** Inner class, rows after b2 (the last row's rule is in `leaf`), three rows per call. */
function tail(y: number, c: number, l: number, r: number): void {
  let free = all & ~(c | l | r);
  while (free !== 0) {
    const bit = free & -free;
    free ^= bit;
    const c1 = c | bit;
    if (c1 === all) {
      if ((bit & lastAllow) !== 0) leaf(bit);
      continue;
    }
    board[y] = bit;
    const l1 = (l | bit) << 1;
    const r1 = (r | bit) >>> 1;
    let free1 = all & ~(c1 | l1 | r1);
    while (free1 !== 0) {
      const bit1 = free1 & -free1;
      free1 ^= bit1;
      const c2 = c1 | bit1;
      if (c2 === all) {
        if ((bit1 & lastAllow) !== 0) leaf(bit1);
        continue;
      }
      board[y + 1] = bit1;
      const l2 = (l1 | bit1) << 1;
      const r2 = (r1 | bit1) >>> 1;
      let free2 = all & ~(c2 | l2 | r2);
      while (free2 !== 0) {
        const bit2 = free2 & -free2;
        free2 ^= bit2;
        const c3 = c2 | bit2;
        if (c3 === all) {
          if ((bit2 & lastAllow) !== 0) leaf(bit2);
          continue;
        }
        board[y + 2] = bit2;
        tail(y + 3, c3, ((l2 | bit2) << 1) & all, (r2 | bit2) >>> 1);
      }
    }
  }
}

/** Corner class, rows 2 .. b1 - 1 keep column 1 free; then the plain count. */
function cornerHead(y: number, c: number, l: number, r: number): number {
  if (y >= b1) return countQueenCompletions(all, c, l, r);
  let free = all & ~(c | l | r | 2);
  let count = 0;
  while (free !== 0) {
    const bit = free & -free;
    free ^= bit;
    count += cornerHead(y + 1, c | bit, ((l | bit) << 1) & all, (r | bit) >>> 1);
  }
  return count;
}

/**
 * The columns row y may take under the current class's rules, given the squares attacked by
 * the rows above (the same rules as the search functions, for units and their checks).
 */
function allowedAt(corner: boolean, y: number, c: number, l: number, r: number): number {
  const free = all & ~(c | l | r);
  if (corner) {
    if (y === 0) return free & 1;
    if (y === 1) return free & ~3 & ~top; // columns 2 .. n - 2
    return y < b1 ? free & ~2 : free;
  }
  if (y === 0) return free & (1 << b1);
  if (y < b1) return free & ~side;
  if (y === b2) {
    const missing = side & ~c;
    if (missing === side) return 0;
    return missing === 0 ? free : free & missing;
  }
  if (y === last) return free & lastAllow;
  return free;
}

/** Counts the class members below rows 0 .. y - 1 (already placed and allowed). */
function continueFrom(corner: boolean, y: number, c: number, l: number, r: number): void {
  if (corner) {
    count8 += y === size ? 1 : cornerHead(y, c, l, r);
  } else if (y === size) {
    leaf(board[last]); // its last row was allowed by allowedAt
  } else if (y < b1) head(y, c, l, r);
  else if (y < b2) middle(y, c, l, r);
  else if (y === b2) atB2(c, l, r);
  else tail(y, c, l, r);
}

/** The classes of the n-queens problem and the solutions they stand for. */
export interface QueenClasses {
  /** All solutions (OEIS A000170). */
  solutions: number;
  /** Solutions that no rotation or reflection maps onto each other (OEIS A002562). */
  unique: number;
}

function result(): QueenClasses {
  return {
    solutions: 8 * count8 + 4 * count4 + 2 * count2,
    unique: count8 + count4 + count2,
  };
}

/** The class search under a prefix of rows (row 0 first); counts add up in the counters. */
function countPrefix(columns: readonly number[]): void {
  const corner = columns[0] === 0;
  if (corner) {
    if (columns.length === 1) {
      for (let second = 2; second < last; second++) countPrefix([0, second]);
      return;
    }
    enterCorner(columns[1]);
  } else {
    if (!(columns[0] >= 1 && columns[0] < last - columns[0])) return;
    enterInner(columns[0]);
  }
  let c = 0;
  let l = 0;
  let r = 0;
  for (let y = 0; y < columns.length; y++) {
    const col = columns[y];
    if (!Number.isInteger(col) || col < 0 || col >= size) return;
    const bit = 1 << col;
    if ((allowedAt(corner, y, c, l, r) & bit) === 0) return;
    board[y] = bit;
    c |= bit;
    l = ((l | bit) << 1) & all;
    r = (r | bit) >>> 1;
  }
  continueFrom(corner, columns.length, c, l, r);
}

function countAll(n: number): void {
  start(n);
  for (let second = 2; second < last; second++) {
    enterCorner(second);
    const bit = 1 << second;
    count8 += cornerHead(2, 1 | bit, ((2 | bit) << 1) & all, bit >>> 1);
  }
  for (let first = 1; first < last - first; first++) {
    enterInner(first);
    const bit = 1 << first;
    board[0] = bit;
    head(1, bit, (bit << 1) & all, bit >>> 1);
  }
}

/**
 * The n-queens solutions and the classes they form under the board's 8 symmetries, counted
 * one representative per class.
 *
 * @param n - the board size, 1 ≤ n ≤ 32 (InputError otherwise)
 *
 * @example
 * ```ts
 * countQueenClasses(8); // { solutions: 92, unique: 12 }
 * ```
 */
export function countQueenClasses(n: number): QueenClasses {
  checkQueensSize(n);
  if (n === 1) return { solutions: 1, unique: 1 };
  countAll(n);
  return result();
}

/**
 * The number of solutions of the n-queens problem (OEIS A000170), counted by symmetry classes.
 *
 * @param n - the board size, 1 ≤ n ≤ 32 (InputError otherwise)
 *
 * @example
 * ```ts
 * countQueens(8); // 92
 * ```
 */
export function countQueens(n: number): number {
  return countQueenClasses(n).solutions;
}

/**
 * The solutions and classes below a placement of the first rows in the class search: row 0's
 * column picks the class (0: corner, then row 1's column is b1; else b1 itself). A placement
 * outside the class rules (or attacked) stands for nothing. An empty placement is the whole
 * count.
 */
export function countQueenClassesBelow(n: number, columns: readonly number[]): QueenClasses {
  checkQueensSize(n);
  if (n === 1) {
    const ok = columns.length === 0 || (columns.length === 1 && columns[0] === 0);
    return { solutions: ok ? 1 : 0, unique: ok ? 1 : 0 };
  }
  if (columns.length === 0) return countQueenClasses(n);
  start(n);
  if (columns.length <= n) countPrefix(columns);
  return result();
}

/**
 * Every placement of the first `depth` rows that the class search can make (fewer rows where a
 * placement is already complete), in search order: the units of a parallel count.
 */
export function queenClassPrefixes(n: number, depth: number): number[][] {
  checkQueensSize(n);
  if (n === 1) return [[0]];
  start(n);
  const out: number[][] = [];
  const placed: number[] = [];
  const extend = (corner: boolean, rows: number, c: number, l: number, r: number) => {
    const y = placed.length;
    if (y >= rows || y === n) {
      out.push([...placed]);
      return;
    }
    let free = allowedAt(corner, y, c, l, r);
    while (free !== 0) {
      const bit = free & -free;
      free ^= bit;
      const col = 31 - Math.clz32(bit);
      if (corner && y === 1) enterCorner(col);
      placed.push(col);
      extend(corner, rows, c | bit, ((l | bit) << 1) & all, (r | bit) >>> 1);
      placed.pop();
    }
  };
  const d = Math.max(2, Math.min(depth, n));
  extend(true, d, 0, 0, 0);
  for (let first = 1; first < last - first; first++) {
    enterInner(first);
    extend(false, d, 0, 0, 0);
  }
  return out;
}
