/**
 * AssemblyScript: the 9x9 Sudoku solver with WebAssembly SIMD (v128), on one 64 KiB memory
 * laid out in src/sudoku/sudoku9-layout.ts. Compiled by `npm run kernels` into
 * sudoku9.bytes.ts; driven by src/sudoku/sudoku9-kernel.ts.
 *
 * The search of src/sudoku/fast9.ts (band bitboards in the manner of JCZSolve and tdoku), node
 * for node, with each digit's three 27-bit band masks in one v128 (lanes 0-2; lane 3 stays 0)
 * and the unsolved cells in another: placing a digit clears the cell from the nine digits and
 * the cell's peers from its digit in ten vector operations (a naked single, alone in its cell,
 * in two), the bit-sliced candidate counts (naked singles, empty cells, the cells to guess) take
 * nine vector steps for the three bands at once, and four bit planes of the digits name each
 * naked single's digit in four bit reads; a guess copies a level of eleven vectors. Locked candidates and hidden singles, per digit
 * whose places changed, are fast9's table lookups on scalars.
 *
 * The driver writes fast9's tables into the memory (once per instance). `count(limit, most,
 * crowd)` counts the solutions of the puzzle at PUZZLE (81 bytes, 0 for a blank, 1-9) up to
 * `limit`, writes the first one at SOLUTION and the nodes and guesses at STATS. Every TICK_NODES
 * nodes it calls the caller's `tick()` (which may throw to cancel); it gives up and returns -1
 * (the driver then counts with the band-triad kernel) at its first guess when the givens'
 * propagation left `crowd` cells or more unsolved (a hard puzzle), and past `most` guesses with
 * no solution yet. Cost: no
 * allocation; a few hundred operations a node.
 */
import {
  ALONE,
  CELL,
  LEVEL_BYTES,
  LEVELS,
  MATCH,
  MINIROW_CELLS,
  PEERS,
  PLANES,
  PUZZLE,
  ROW_INFO,
  SOLUTION,
  STATS,
  TICK_NODES,
} from "../../sudoku/sudoku9-layout";

@external("env", "tick") declare function tick(): void;

const U: i32 = 144; // the unsolved cells' vector in a level
// digits whose places changed since their pass (bits 0-8), and of those, the digits placed
// meanwhile (bits 9-17: they lost a cell's peers, and their passes go first)
const DIRTY: i32 = 160;
const FULL: i32 = 0x7ffffff;

let limit: i32 = 2;
let found: i32 = 0;
let nodes: i32 = 0;
let guesses: i32 = 0;
let budget: i32 = 0;
let crowded: i32 = 81;
let gaveUp = false;

/** The entry at `index` of `table` (int32 entries). */
@inline function t32(table: i32, index: i32): i32 {
  return load<i32>(table + (index << 2));
}

/**
 * Counts the solutions of the puzzle at PUZZLE up to `max`; the first one goes to SOLUTION.
 * Gives up, returning -1, on a search that makes more than `most` guesses before a first
 * solution, or at its first guess when `crowd` cells or more are unsolved there.
 */
export function count(max: i32, most: i32, crowd: i32): i32 {
  limit = max;
  budget = most;
  crowded = crowd;
  gaveUp = false;
  found = 0;
  nodes = 1;
  guesses = 0;
  const base = LEVELS;
  const ok = setUp(base);
  if (ok && max > 0) search(base);
  store<i32>(STATS, nodes);
  store<i32>(STATS + 4, guesses);
  if (gaveUp) return -1;
  return ok && max > 0 ? found : 0;
}

/**
 * The first level from the puzzle's givens, all at once: digit d keeps its givens and loses their
 * peers and every other given cell (the state that placing them one by one reaches). The next
 * level's digit slots gather each digit's givens meanwhile. False when two givens of a digit see
 * each other (a clash).
 */
function setUp(base: i32): bool {
  const given = base + LEVEL_BYTES;
  const zero = i32x4.splat(0);
  for (let i = 0; i < 144; i += 16) {
    v128.store(base + i, zero);
    v128.store(given + i, zero);
  }
  let all = zero;
  // the givens of each 16 cells as bits, visited in order (no branch per cell)
  for (let k = 0; k < 96; k += 16) {
    let givens = i8x16.bitmask(i8x16.ne(v128.load(PUZZLE + k), zero));
    if (k == 80) givens &= 1;
    for (; givens != 0; givens &= givens - 1) {
      const c = k + ctz(givens);
      const v = <i32>load<u8>(PUZZLE + c);
      if (v > 9) return false;
      const o = (v - 1) << 4;
      const cm = v128.load(CELL + (c << 4));
      const seen = v128.load(base + o);
      if (v128.any_true(v128.and(seen, cm))) return false;
      v128.store(base + o, v128.or(seen, v128.load(PEERS + (c << 4))));
      v128.store(given + o, v128.or(v128.load(given + o), cm));
      all = v128.or(all, cm);
    }
  }
  const free = v128.andnot(i32x4(FULL, FULL, FULL, 0), all);
  for (let i = 0; i < 144; i += 16) {
    v128.store(base + i, v128.or(v128.andnot(free, v128.load(base + i)), v128.load(given + i)));
  }
  v128.store(base, free, U);
  store<i32>(base, 511, DIRTY);
  return true;
}

/** A node: counted, and every TICK_NODES nodes the caller's `tick`. */
@inline function countNode(): void {
  if ((++nodes & (TICK_NODES - 1)) == 0) tick();
}

/** Searches from the level at `base`; true when the limit is reached. */
function search(base: i32): bool {
  const next = base + LEVEL_BYTES;
  // the last candidate of a cell is tried in this level's own state (no copy)
  while (true) {
    if (!propagate(base)) return false;
    const u = v128.load(base, U);
    if (!v128.any_true(u)) {
      if (found == 0) writeSolution(base);
      return ++found >= limit;
    }
    // a crowded first guess: give up before choosing its cell (unwind as if at the limit)
    if (guesses == 0 && unsolvedCells(u) >= crowded) return (gaveUp = true);
    const cell = chooseCell(base);
    const b = cell / 27;
    const bit = 1 << (cell - 27 * b);
    let digits = 0;
    for (let d = 0; d < 9; d++) if ((load<i32>(base + (d << 4) + (b << 2)) & bit) != 0) digits |= 1 << d;
    if (digits == 0) return false;
    // over budget before a first solution: give up (unwind as if at the limit)
    if (++guesses > budget && found == 0) return (gaveUp = true);
    while ((digits & (digits - 1)) != 0) {
      const d = ctz(digits);
      digits &= digits - 1;
      countNode();
      for (let i = 0; i < LEVEL_BYTES; i += 16) v128.store(next + i, v128.load(base + i));
      place(next, d, cell);
      if (search(next)) return true;
    }
    countNode();
    place(base, ctz(digits), cell);
  }
}

/** The number of cells of `u` (three 27-bit band masks). */
@inline function unsolvedCells(u: v128): i32 {
  return <i32>(popcnt(i64x2.extract_lane(u, 0)) + popcnt(i64x2.extract_lane(u, 1)));
}

/** Places digit d in `cell` at the level at `base` (the caller knows d is a candidate there). */
function place(base: i32, d: i32, cell: i32): void {
  const cm = v128.load(CELL + (cell << 4));
  const b = cell / 27;
  const at = base + (b << 2);
  const shift = cell - 27 * b;
  const bit = 1 << shift;
  // the digits that had the cell (read as scalars at its lane and bit: cheaper than vector
  // any_trues), digit i's bit rotated by i, then the cell's bit taken from the nine digits
  let had = load<i32>(at) & bit;
  had |= rotl<i32>(load<i32>(at, 16) & bit, 1);
  had |= rotl<i32>(load<i32>(at, 32) & bit, 2);
  had |= rotl<i32>(load<i32>(at, 48) & bit, 3);
  had |= rotl<i32>(load<i32>(at, 64) & bit, 4);
  had |= rotl<i32>(load<i32>(at, 80) & bit, 5);
  had |= rotl<i32>(load<i32>(at, 96) & bit, 6);
  had |= rotl<i32>(load<i32>(at, 112) & bit, 7);
  had |= rotl<i32>(load<i32>(at, 128) & bit, 8);
  v128.store(base, v128.andnot(v128.load(base), cm));
  v128.store(base, v128.andnot(v128.load(base, 16), cm), 16);
  v128.store(base, v128.andnot(v128.load(base, 32), cm), 32);
  v128.store(base, v128.andnot(v128.load(base, 48), cm), 48);
  v128.store(base, v128.andnot(v128.load(base, 64), cm), 64);
  v128.store(base, v128.andnot(v128.load(base, 80), cm), 80);
  v128.store(base, v128.andnot(v128.load(base, 96), cm), 96);
  v128.store(base, v128.andnot(v128.load(base, 112), cm), 112);
  v128.store(base, v128.andnot(v128.load(base, 128), cm), 128);
  const o = base + (d << 4);
  v128.store(o, v128.or(v128.andnot(v128.load(o), v128.load(PEERS + (cell << 4))), cm));
  v128.store(base, v128.andnot(v128.load(base, U), cm), U);
  store<i32>(base, load<i32>(base, DIRTY) | (rotr<i32>(had, shift) & 511) | (0x201 << d), DIRTY);
}

/**
 * Naked and hidden singles until nothing changes; false on contradiction. The naked singles go
 * first, round after round until there are none, then the changed digits' passes until one
 * changes something: fewer digit passes and hidden-single placements than a pass after each
 * round, and no round after a pass that changed nothing (the same fixpoint).
 */
function propagate(base: i32): bool {
  while (true) {
    // naked singles and empty cells: a bit-sliced count over the nine digits, bands as lanes
    let once = v128.load(base);
    let twice = i32x4.splat(0);
    for (let i = 16; i < 144; i += 16) {
      const x = v128.load(base + i);
      twice = v128.or(twice, v128.and(once, x));
      once = v128.or(once, x);
    }
    const u = v128.load(base, U);
    if (v128.any_true(v128.andnot(u, once))) return false;
    const n = v128.andnot(u, twice);
    if (v128.any_true(n)) {
      // the singles' digits as four bit planes: plane k is the union of the digits with bit k
      const d1 = v128.load(base, 16);
      const d3 = v128.load(base, 48);
      const d5 = v128.load(base, 80);
      const d7 = v128.load(base, 112);
      const odd = v128.or(v128.or(d1, d3), v128.or(d5, d7));
      v128.store(PLANES, v128.and(n, odd));
      const d2 = v128.load(base, 32);
      const d6 = v128.load(base, 96);
      v128.store(PLANES, v128.and(n, v128.or(v128.or(d2, d3), v128.or(d6, d7))), 16);
      const d4 = v128.load(base, 64);
      v128.store(PLANES, v128.and(n, v128.or(v128.or(d4, d5), v128.or(d6, d7))), 32);
      v128.store(PLANES, v128.and(n, v128.load(base, 128)), 48);
      const n0 = i32x4.extract_lane(n, 0);
      const n1 = i32x4.extract_lane(n, 1);
      const n2 = i32x4.extract_lane(n, 2);
      if (n0 != 0 && !nakedInBand(base, 0, n0)) return false;
      if (n1 != 0 && !nakedInBand(base, 1, n1)) return false;
      if (n2 != 0 && !nakedInBand(base, 2, n2)) return false;
      continue; // the naked singles until there are none: they are the cheapest placements
    }
    // changed digits one at a time (placed digits first: fewer passes), until a pass changes
    // something (it then marks its digit changed again): then the naked singles again
    while (true) {
      const dirty = load<i32>(base, DIRTY);
      if (dirty == 0) return true;
      const strong = dirty >>> 9;
      const d = ctz(strong != 0 ? strong : dirty);
      store<i32>(base, dirty & ~(0x201 << d), DIRTY);
      if (!digitPass(base, d)) return false;
      if ((load<i32>(base, DIRTY) & (1 << d)) != 0) break;
    }
  }
}

/**
 * Hidden singles of the mini-rows of a band whose unsolved places of the digit are `w`,
 * given the band's matching `m`: the single-cell mini-rows alone in their row or box.
 */
@inline function hiddenRows(w: i32, m: i32): i32 {
  return (
    t32(ALONE, m) &
    ((t32(ROW_INFO, w & 511) >>> 3) |
      (t32(ROW_INFO, (w >>> 9) & 511) & 0o70) |
      ((t32(ROW_INFO, w >>> 18) & 0o70) << 3))
  );
}

/** The band's matching: its mini-rows that lie on a permutation of rows and boxes. */
@inline function bandMatch(f: i32): i32 {
  return t32(
    MATCH,
    (t32(ROW_INFO, f & 511) & 7) |
      ((t32(ROW_INFO, (f >>> 9) & 511) & 7) << 3) |
      ((t32(ROW_INFO, f >>> 18) & 7) << 6),
  );
}

/** Locked candidates and hidden singles of digit d (fast9's pass); false on contradiction. */
function digitPass(base: i32, d: i32): bool {
  const o = base + (d << 4);
  const e0 = load<i32>(o);
  const e1 = load<i32>(o, 4);
  const e2 = load<i32>(o, 8);
  let f0 = e0;
  let f1 = e1;
  let f2 = e2;
  // every place of the digit solved: nothing to find, and a contradiction unless there are nine
  if (!v128.any_true(v128.and(v128.load(o), v128.load(base, U)))) {
    return popcnt(f0) + popcnt(f1) + popcnt(f2) == 9;
  }
  const m0 = bandMatch(f0);
  const m1 = bandMatch(f1);
  const m2 = bandMatch(f2);
  if (m0 == 0 || m1 == 0 || m2 == 0) return false;
  const u0 = load<i32>(base, U);
  const u1 = load<i32>(base, U + 4);
  const u2 = load<i32>(base, U + 8);
  const h0 = hiddenRows(f0 & u0, m0);
  const h1 = hiddenRows(f1 & u1, m1);
  const h2 = hiddenRows(f2 & u2, m2);
  const g0 = f0 & t32(MINIROW_CELLS, m0);
  const g1 = f1 & t32(MINIROW_CELLS, m1);
  const g2 = f2 & t32(MINIROW_CELLS, m2);
  // stacks: the same matrix with bands as rows and the stack's columns as boxes
  const c0 = (g0 | (g0 >>> 9) | (g0 >>> 18)) & 511;
  const c1 = (g1 | (g1 >>> 9) | (g1 >>> 18)) & 511;
  const c2 = (g2 | (g2 >>> 9) | (g2 >>> 18)) & 511;
  let a = t32(MATCH, (c0 & 7) | ((c1 & 7) << 3) | ((c2 & 7) << 6));
  if (a == 0) return false;
  let k0 = a & 7;
  let k1 = (a >>> 3) & 7;
  let k2 = a >>> 6;
  a = t32(MATCH, ((c0 >>> 3) & 7) | (c1 & 0o70) | ((c2 & 0o70) << 3));
  if (a == 0) return false;
  k0 |= (a & 7) << 3;
  k1 |= a & 0o70;
  k2 |= (a >>> 6) << 3;
  a = t32(MATCH, (c0 >>> 6) | ((c1 >>> 6) << 3) | ((c2 >>> 6) << 6));
  if (a == 0) return false;
  k0 |= (a & 7) << 6;
  k1 |= ((a >>> 3) & 7) << 6;
  k2 |= (a >>> 6) << 6;
  f0 = g0 & (k0 | (k0 << 9) | (k0 << 18));
  f1 = g1 & (k1 | (k1 << 9) | (k1 << 18));
  f2 = g2 & (k2 | (k2 << 9) | (k2 << 18));
  if (f0 != e0 || f1 != e1 || f2 != e2) {
    store<i32>(o, f0);
    store<i32>(o, f1, 4);
    store<i32>(o, f2, 8);
    store<i32>(base, load<i32>(base, DIRTY) | (1 << d), DIRTY);
  }
  // the unsolved places now (reread after hidden singles: their placements changed the level)
  let v0 = f0 & u0;
  let v1 = f1 & u1;
  let v2 = f2 & u2;
  if ((h0 | h1 | h2) != 0) {
    if (!hiddenInBand(base, d, 0, h0)) return false;
    if (!hiddenInBand(base, d, 1, h1)) return false;
    if (!hiddenInBand(base, d, 2, h2)) return false;
    v0 = load<i32>(o) & load<i32>(base, U);
    v1 = load<i32>(o, 4) & load<i32>(base, U + 4);
    v2 = load<i32>(o, 8) & load<i32>(base, U + 8);
  }
  return hiddenColumns(base, d, v0, v1, v2);
}

/**
 * Hidden singles of digit d in columns: a fold of the nine rows of its unsolved places `v0`-`v2`
 * (the three bands); a column
 * where d has one unsolved place is a single (an empty column was seen by the stack matching).
 * The fold is written out row by row: as a loop it measured 6% slower.
 */
function hiddenColumns(base: i32, d: i32, v0: i32, v1: i32, v2: i32): bool {
  const o = base + (d << 4);
  let once = 0;
  let twice = 0;
  let x = v0 & 511;
  once = x;
  x = (v0 >>> 9) & 511;
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
  while (single != 0) {
    const col = ctz(single);
    single &= single - 1;
    for (let b = 0; b < 3; b++) {
      const cm = load<i32>(o + (b << 2)) & (0x40201 << col);
      if (cm != 0) {
        if ((load<i32>(base + (b << 2), U) & cm) != 0) place(base, d, 27 * b + 31 - clz(cm));
        break;
      }
    }
  }
  return true;
}

/**
 * Places the naked singles `singles` of band b, each digit read from the bit planes; false when
 * one lost its digit to an earlier single of the round (two singles of a digit that see each
 * other). A naked single's cell has no other digit to clear: one vector changes, and the unsolved
 * cells.
 */
function nakedInBand(base: i32, b: i32, singles: i32): bool {
  const lane = b << 2;
  const p0 = load<i32>(PLANES + lane);
  const p1 = load<i32>(PLANES + lane + 16);
  const p2 = load<i32>(PLANES + lane + 32);
  const p3 = load<i32>(PLANES + lane + 48);
  let dirty = load<i32>(base, DIRTY);
  while (singles != 0) {
    const bit = singles & -singles;
    singles ^= bit;
    const d =
      <i32>((p0 & bit) != 0) |
      (<i32>((p1 & bit) != 0) << 1) |
      (<i32>((p2 & bit) != 0) << 2) |
      (<i32>((p3 & bit) != 0) << 3);
    const o = base + (d << 4);
    if ((load<i32>(o + lane) & bit) == 0) return false;
    const cell = (27 * b + ctz(bit)) << 4;
    const cm = v128.load(CELL + cell);
    v128.store(o, v128.or(v128.andnot(v128.load(o), v128.load(PEERS + cell)), cm));
    v128.store(base, v128.andnot(v128.load(base, U), cm), U);
    dirty |= 0x201 << d;
  }
  store<i32>(base, dirty, DIRTY);
  return true;
}

/** Places digit d in the single cell of each mini-row of band b named by `minirows`. */
function hiddenInBand(base: i32, d: i32, b: i32, minirows: i32): bool {
  while (minirows != 0) {
    const mr = minirows & -minirows;
    minirows ^= mr;
    const cell = load<i32>(base + (d << 4) + (b << 2)) & t32(MINIROW_CELLS, mr);
    if (cell == 0) return false;
    if ((load<i32>(base + (b << 2), U) & cell) != 0) place(base, d, 27 * b + 31 - clz(cell));
  }
  return true;
}

/** Unsolved peers of `cell` (for the choice of the cell to guess). */
@inline function degree(u: v128, cell: i32): i32 {
  const p = v128.and(u, v128.load(PEERS + (cell << 4)));
  return unsolvedCells(p);
}

/**
 * The cell to guess: among the cells with two candidates, the one with the most unsolved peers
 * (first of equals), else a cell with the fewest candidates. Tried against it (guesses per
 * forum-hardest 11+ puzzle counting to 2, 79.7 with this choice): adding to the key the strong
 * links of the cell's two digits (92-115) or their places in its houses (92-117), its band's or
 * row's unsolved cells (87), its peers with two or three candidates (78-86), the peers that lose
 * one of its digits (77-82); guessing on a digit with two places in a house (124-190) or two
 * configurations in a band (83-150); a trivalue cell of more peers (77-79). Mini-row and
 * mini-column triples before each guess (the band-triad kernel's "three values a mini-row")
 * cut guesses to 76.8 but made the search 18% slower.
 */
function chooseCell(base: i32): i32 {
  const u = v128.load(base, U);
  let one = i32x4.splat(0);
  let two = one;
  let three = one;
  for (let i = 0; i < 144; i += 16) {
    const x = v128.load(base + i);
    three = v128.or(three, v128.and(two, x));
    two = v128.or(two, v128.and(one, x));
    one = v128.or(one, x);
  }
  const pairs = v128.andnot(v128.and(u, two), three);
  let best = -1;
  if (v128.any_true(pairs)) {
    // the greatest key: the degree, then the first cell (no branch on the comparison)
    let bestKey = 0;
    for (let b = 0; b < 3; b++) {
      let pair =
        b == 0
          ? i32x4.extract_lane(pairs, 0)
          : b == 1
            ? i32x4.extract_lane(pairs, 1)
            : i32x4.extract_lane(pairs, 2);
      while (pair != 0) {
        const cell = 27 * b + ctz(pair);
        pair &= pair - 1;
        const key = (degree(u, cell) << 7) | (127 - cell);
        bestKey = select(key, bestKey, key > bestKey);
      }
    }
    return 127 - (bestKey & 127);
  }
  let bestCount = 10;
  for (let b = 0; b < 3; b++) {
    let left = load<i32>(base + (b << 2), U);
    while (left != 0) {
      const bit = left & -left;
      left ^= bit;
      let k = 0;
      for (let i = 0; i < 144; i += 16) if ((load<i32>(base + i + (b << 2)) & bit) != 0) k++;
      if (k < bestCount) {
        bestCount = k;
        best = 27 * b + ctz(bit);
      }
    }
  }
  return best;
}

/** Writes the solution of the level at `base` to SOLUTION (digits 1-9). */
function writeSolution(base: i32): void {
  for (let d = 0; d < 9; d++) {
    for (let b = 0; b < 3; b++) {
      let f = load<i32>(base + (d << 4) + (b << 2));
      while (f != 0) {
        store<u8>(SOLUTION + 27 * b + ctz(f), <u8>(d + 1));
        f &= f - 1;
      }
    }
  }
}
