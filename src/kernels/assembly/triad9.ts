/**
 * AssemblyScript: the 9x9 Sudoku solver of tdoku's design (Tom Dillon's DPLL over band triads,
 * written anew here with WebAssembly SIMD), on one 64 KiB memory laid out in
 * src/sudoku/triad9-layout.ts. Compiled by `npm run kernels` into triad9.bytes.ts; driven by
 * src/sudoku/triad9-kernel.ts.
 *
 * Layout: a state is six bands and nine boxes. A box is a 4x4 matrix of 9-bit sets in two v128
 * (16-bit lanes): its 3x3 cells, the negative triads of its three mini-rows in column 3 (the
 * values the mini-row does not hold) and of its three mini-columns in row 3. A band (three boxes
 * in a row or a column) holds, in lanes 0-5 of a v128, for each of the six ways a value can
 * spread over its boxes' mini-rows (its configurations), the values that still may.
 *
 * Propagation (unit propagation of the clauses these literals make): a box restricted to new
 * candidates checks each cell has one and each negative triad six, asserts the values forced in
 * a cell or alone in a row or column of the matrix, eliminates what they exclude in the box, and
 * sends the triads it learnt to its two bands as configuration eliminations; a band that loses
 * configurations turns the rest into positive triads and restricts its three boxes. A guess
 * takes the unfixed band with the fewest configurations, a value of it with the fewest (two if
 * any), and tries its first configuration on a copy, then the others in place.
 *
 * The driver writes the tables (triad9Tables) once. `count(limit)` counts the solutions of the
 * puzzle at PUZZLE up to `limit`, writes the first at SOLUTION and the nodes (states searched)
 * and guesses at STATS; every TICK_NODES nodes it calls the caller's `tick()` (which may throw).
 * Cost: no allocation; a guess copies 480 bytes.
 */
import {
  ASSIGN,
  BOXES,
  CELL_MASK,
  LEVELS,
  PEER_ELEM,
  PUZZLE,
  SHIFT16,
  SOLUTION,
  STATE_BYTES,
  STATS,
  TICK_NODES,
  TRIAD_ROWS,
} from "../../sudoku/triad9-layout";

@external("env", "tick") declare function tick(): void;

const ALL: i16 = 0x1ff;

let limit: i32 = 2;
let found: i32 = 0;
let nodes: i32 = 0;
let guesses: i32 = 0;

/** Byte shuffle (lanes of other indices read zero, as in SSSE3's pshufb). */
@inline function shuffle(x: v128, control: v128): v128 {
  return i8x16.swizzle(x, control);
}

/**
 * The 16-bit lanes of 9-bit sets with three bits: their bytes' counts are 3 and 0, or 2 and 1
 * (two compares of the byte counts: widening them to 16 bits takes a pmaddubsw, 5 cycles).
 */
@inline function threes(x: v128): v128 {
  const counts = i8x16.popcnt(x);
  return v128.or(i16x8.eq(counts, i16x8.splat(3)), i16x8.eq(counts, i16x8.splat(0x0102)));
}

/** Each row of four 16-bit lanes rotated by two lanes. */
@inline function rotateRows2(x: v128): v128 {
  return i8x16.shuffle(x, x, 4, 5, 6, 7, 0, 1, 2, 3, 12, 13, 14, 15, 8, 9, 10, 11);
}

/** The two rows (halves) of a v128 swapped. */
@inline function swapHalves(x: v128): v128 {
  return i8x16.shuffle(x, x, 8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7);
}

@inline function intersects(a: v128, b: v128): bool {
  return v128.any_true(v128.and(a, b));
}

/** Counts the solutions of the puzzle at PUZZLE up to `max`; the first one goes to SOLUTION. */
export function count(max: i32): i32 {
  limit = max;
  found = 0;
  nodes = 1;
  guesses = 0;
  const ok = max > 0 && setUp(LEVELS);
  if (ok) search(LEVELS);
  store<i32>(STATS, nodes);
  store<i32>(STATS + 4, guesses);
  return ok ? found : 0;
}

/**
 * The first state from the givens: each given restricts its own box (no propagation) and adds
 * the band configurations it excludes to its two bands' pending eliminations; then the six bands
 * propagate. False on a contradiction (or a value above 9).
 */
function setUp(state: i32): bool {
  const all = i16x8.splat(ALL);
  const configs = i16x8(ALL, ALL, ALL, ALL, ALL, ALL, 0, 0);
  for (let band = 0; band < 6; band++) {
    v128.store(state + (band << 5), configs);
    v128.store(state + (band << 5), i16x8.splat(0), 16);
  }
  for (let box = 0; box < 9; box++) {
    v128.store(state + BOXES + (box << 5), all);
    v128.store(state + BOXES + (box << 5), all, 16);
  }
  // the givens of each 16 cells as bits, visited in order (no branch per cell)
  for (let k = 0; k < 96; k += 16) {
    let givens = i8x16.bitmask(i8x16.ne(v128.load(PUZZLE + k), i8x16.splat(0)));
    if (k == 80) givens &= 1;
    for (; givens != 0; givens &= givens - 1) if (!give(state, k + ctz(givens))) return false;
  }
  return (
    bandEliminate(state, 0, 0, 1) &&
    bandEliminate(state, 1, 0, 1) &&
    bandEliminate(state, 0, 1, 2) &&
    bandEliminate(state, 1, 1, 2) &&
    bandEliminate(state, 0, 2, 0) &&
    bandEliminate(state, 1, 2, 0)
  );
}

/**
 * setUp's work for one given (value at PUZZLE + `cell`, not 0): restricts its own box and adds
 * the band configurations it excludes to its two bands' pending eliminations. False for a value
 * above 9.
 */
@inline function give(state: i32, cell: i32): bool {
  const v = <i32>load<u8>(PUZZLE + cell);
  if (v > 9) return false;
  const boxI = cell / 27;
  const boxJ = (cell % 9) / 3;
  const elemI = (cell / 9) % 3;
  const elemJ = cell % 3;
  const box = state + BOXES + ((boxI * 3 + boxJ) << 5);
  const assign = ASSIGN + (((v - 1) * 16 + elemI * 4 + elemJ) << 5);
  v128.store(box, v128.andnot(v128.load(box), v128.load(assign)));
  v128.store(box, v128.andnot(v128.load(box, 16), v128.load(assign, 16)), 16);
  const bit: i32 = 1 << (v - 1);
  const value = i16x8.splat(<i16>bit);
  const h = state + (boxI << 5) + 16;
  const hMask = v128.load(PEER_ELEM + ((boxJ * 4 + elemI) << 4));
  v128.store(h, v128.or(v128.load(h), v128.and(hMask, value)));
  const w = state + ((3 + boxJ) << 5) + 16;
  const wMask = v128.load(PEER_ELEM + ((boxI * 4 + elemJ) << 4));
  v128.store(w, v128.or(v128.load(w), v128.and(wMask, value)));
  return true;
}

/** A node: counted, and every TICK_NODES nodes the caller's `tick`. */
@inline function countNode(): void {
  if ((++nodes & (TICK_NODES - 1)) == 0) tick();
}

/**
 * Searches from the state at `state` (propagated); true when the limit is reached. The first
 * configuration of the chosen value is tried on a copy, its negation in this state.
 */
function search(state: i32): bool {
  const next = state + STATE_BYTES;
  while (true) {
    const band = chooseBand(state);
    if (band < 0) {
      if (found == 0) writeSolution(state);
      return ++found >= limit;
    }
    const at = state + (band << 5);
    const options = v128.and(v128.load(at), chooseValue(v128.load(at)));
    // all but the lowest configuration (a 128-bit clear-lowest-bit)
    let lo = i64x2.extract_lane(options, 0);
    let hi = i64x2.extract_lane(options, 1);
    if (lo != 0) lo &= lo - 1;
    else hi &= hi - 1;
    const others = i64x2.replace_lane(i64x2.splat(lo), 1, hi);
    guesses++;
    countNode();
    for (let i = 0; i < STATE_BYTES; i += 16) v128.store(next + i, v128.load(state + i));
    const nextAt = next + (band << 5) + 16;
    v128.store(nextAt, v128.or(v128.load(nextAt), others));
    const vertical = band >= 3 ? 1 : 0;
    if (bandEliminate(next, vertical, band - 3 * vertical, 0) && search(next)) return true;
    countNode();
    v128.store(at, v128.or(v128.load(at, 16), v128.xor(options, others)), 16);
    if (!bandEliminate(state, vertical, band - 3 * vertical, 0)) return false;
  }
}

/**
 * The unfixed band (0-5: horizontal, vertical) with the fewest configurations, or -1. (Keys
 * that also weigh a band's unfixed values, those with two or more configurations, cut nodes on
 * the hardest by up to 4.5% but not time: fewest unfixed values first measured 10-14% slower,
 * configurations plus unfixed values level, as each node then propagated more.)
 */
function chooseBand(state: i32): i32 {
  let best = -1;
  let bestCount = 0x7fffffff;
  for (let band = 0; band < 6; band++) {
    const c = v128.load(state + (band << 5));
    const n = <i32>(popcnt(i64x2.extract_lane(c, 0)) + popcnt(i64x2.extract_lane(c, 1)));
    // (selects, not branches: which band wins is data the branch predictor cannot learn)
    const better = (n >= 10) & (n < bestCount);
    bestCount = select<i32>(n, bestCount, better);
    best = select<i32>(band, best, better);
  }
  return best;
}

/**
 * The value to branch on in an unfixed band's configurations, as a mask in every lane: one
 * with two configurations, else three, else more (tdoku's rotation counts; a value with two or
 * more is the fallback where its inexact count would leave a single configuration).
 */
function chooseValue(configs: v128): v128 {
  let one = configs;
  // lanes 6-7 of a band's configurations stay 0: the rotation takes lanes 0-5 round
  const c = configs;
  let rotated = i8x16.shuffle(c, c, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0, 1, 12, 13, 14, 15);
  let two = v128.and(one, rotated);
  one = v128.or(one, rotated);
  let three = i16x8.splat(0);
  let four = three;
  for (let k = 2; k <= 5; k++) {
    rotated = i8x16.shuffle(rotated, rotated, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0, 1, 12, 13, 14, 15);
    if (k >= 3) four = v128.or(four, v128.and(three, rotated));
    three = v128.or(three, v128.and(two, rotated));
    two = v128.or(two, v128.and(one, rotated));
    one = v128.or(one, rotated);
  }
  let pick = v128.andnot(two, three);
  if (!v128.any_true(pick)) {
    pick = v128.andnot(three, four);
    if (!v128.any_true(pick)) pick = four;
  }
  pick = v128.and(pick, i16x8.neg(pick));
  const options = v128.and(configs, pick);
  if (popcnt(i64x2.extract_lane(options, 0)) + popcnt(i64x2.extract_lane(options, 1)) < 2) {
    return v128.and(two, i16x8.neg(two));
  }
  return pick;
}

/**
 * Applies a band's pending eliminations to its configurations; then a mini-row left with three
 * values (its triad is known) drops the configurations that put them elsewhere (one pass, as
 * tdoku); then the band restricts its three boxes to the positive triads left, the box it came
 * from (`from`) last. False on a contradiction.
 */
@inline function bandEliminate(state: i32, vertical: i32, index: i32, from: i32): bool {
  const at = state + ((vertical * 3 + index) << 5);
  return !intersects(v128.load(at), v128.load(at, 16)) || bandUpdate(state, vertical, index, from);
}

/** bandEliminate's work, when the band has pending eliminations. */
function bandUpdate(state: i32, vertical: i32, index: i32, from: i32): bool {
  const at = state + ((vertical * 3 + index) << 5);
  let configs = v128.andnot(v128.load(at), v128.load(at, 16));
  let lo = triadsLo(configs);
  let hi = triadsHi(configs);
  lo = v128.and(lo, threes(lo));
  hi = v128.and(hi, threes(hi));
  // lanes 6-7 of the configurations stay 0, so the shuffles may put anything there
  configs = v128.andnot(
    configs,
    v128.or(
      v128.or(
        i8x16.shuffle(lo, lo, 2, 3, 4, 5, 0, 1, 0, 1, 2, 3, 4, 5, 14, 15, 14, 15),
        i8x16.shuffle(lo, lo, 4, 5, 0, 1, 2, 3, 2, 3, 4, 5, 0, 1, 14, 15, 14, 15),
      ),
      v128.or(
        i8x16.shuffle(lo, lo, 12, 13, 8, 9, 10, 11, 12, 13, 8, 9, 10, 11, 14, 15, 14, 15),
        i8x16.shuffle(lo, lo, 8, 9, 10, 11, 12, 13, 8, 9, 10, 11, 12, 13, 14, 15, 14, 15),
      ),
    ),
  );
  configs = v128.andnot(
    configs,
    v128.or(
      i8x16.shuffle(hi, hi, 0, 1, 2, 3, 4, 5, 2, 3, 4, 5, 0, 1, 14, 15, 14, 15),
      i8x16.shuffle(hi, hi, 2, 3, 4, 5, 0, 1, 4, 5, 0, 1, 2, 3, 14, 15, 14, 15),
    ),
  );
  v128.store(at, configs);
  // the rows of the triads matrix in the order from + 1, from + 2, from (the inbound box last):
  // lo holds the first two (lanes 0-2, 4-6), hi the last; each restriction then rotates them
  // once more (a palignr). The order matters: the other orders measured 4-11% slower on the
  // hardest. The rows come straight from the configurations by the byte shuffles of a table
  // per `from`: rotating the rows after triadsLo and triadsHi took two branches on `from`,
  // which the predictor missed (2% more time). (Skipping the boxes whose row of triads this
  // update left unchanged is sound, an outer update of the band restricting them, and skips
  // 28% of restrictions, but measured 5-7% slower: the deferred ones propagate later, at more
  // cost. Finding the boxes to restrict first, without branches, measured 10-17% slower)
  const rows = TRIAD_ROWS + (from << 6);
  // lanes 3 and 7 all values: lane 3 of each row as they rotate (boxRestrict's mini-row
  // negative triads allow all values; a pinsrw per restriction was 0.3% slower)
  const lane3 = i16x8(0, 0, 0, ALL, 0, 0, 0, ALL);
  lo = v128.or(shuffle(configs, v128.load(rows)), shuffle(configs, v128.load(rows, 16)));
  lo = v128.or(lo, lane3);
  hi = v128.or(shuffle(configs, v128.load(rows, 32)), shuffle(configs, v128.load(rows, 48)));
  hi = v128.or(hi, lane3);
  for (let k = 1; k <= 3; k++) {
    // (a compare and a select: the division a % 3 compiles to, an imul and four more, lies
    // between a call's return and the next restriction's branch)
    const peer = from + k - select<i32>(3, 0, from + k >= 3);
    if (!boxRestrict(state, vertical, index, peer, lo)) return false;
    const t = lo;
    lo = i8x16.shuffle(lo, hi, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23);
    hi = t;
  }
  return true;
}

/**
 * Rows 0-1 of the 3x3 matrix of positive triads of band configurations, in lanes 0-2 and 4-6
 * (lanes 3 and 7 hold anything; the 16-bit half shuffles and 64-bit splats are single
 * instructions in V8, where a general byte shuffle is five). For bandUpdate's check of triads
 * with three values: TRIAD_ROWS's shuffles measured no faster there.
 */
@inline function triadsLo(c: v128): v128 {
  return v128.or(
    i8x16.shuffle(splatLow(c), c, 0, 1, 2, 3, 4, 5, 6, 7, 12, 13, 8, 9, 10, 11, 14, 15),
    i8x16.shuffle(configs345(c), c, 2, 3, 4, 5, 0, 1, 6, 7, 12, 13, 8, 9, 10, 11, 14, 15),
  );
}

/** The 64-bit lane 0 in both. */
@inline function splatLow(x: v128): v128 {
  return i8x16.shuffle(x, x, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7);
}

/** Configurations 3-5 of a band in lanes 0-2 and 4-6 (a byte rotation, then a splat). */
@inline function configs345(c: v128): v128 {
  return splatLow(i8x16.shuffle(c, c, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5));
}

/** Row 2 of the 3x3 matrix of positive triads of band configurations (lanes 3-7 anything). */
@inline function triadsHi(c: v128): v128 {
  return v128.or(
    i8x16.shuffle(c, c, 2, 3, 4, 5, 0, 1, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15),
    configs345(c),
  );
}

/**
 * Restricts peer `peer` of band `index` (`vertical` or not) to the candidates the band allows
 * (positive triads in lanes 0-2 of `triads`), propagating within the box, then to its two bands
 * (the other orientation first). False on a contradiction. One expansion in bandUpdate's loop,
 * for both orientations, with boxUpdate inlined in it: a band update calls only band updates
 * (each call costs V8 a reload of the memory base and the spilled arguments on its return).
 */
@inline function boxRestrict(
  state: i32,
  vertical: i32,
  index: i32,
  peer: i32,
  triads: v128,
): bool {
  const boxI = vertical != 0 ? peer : index;
  const boxJ = vertical != 0 ? index : peer;
  // (shuffles written as the single instructions V8 matches: 16-bit shuffles within halves,
  // 32-bit shuffles, unpacks; a general byte shuffle costs it five)
  // (lane 3 holds all values: bandUpdate's rows)
  const t = triads;
  // each lane 0-2: the other two triads, which the negative triad of its mini-row allows
  const s = v128.or(
    i8x16.shuffle(t, t, 2, 3, 4, 5, 0, 1, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15),
    i8x16.shuffle(t, t, 4, 5, 0, 1, 2, 3, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15),
  );
  let allowLo: v128;
  let allowHi: v128;
  if (vertical != 0) {
    allowLo = i8x16.shuffle(t, t, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7);
    allowHi = i8x16.shuffle(t, s, 0, 1, 2, 3, 4, 5, 6, 7, 16, 17, 18, 19, 20, 21, 22, 23);
  } else {
    // (t0, s0, t1, s1, t2, s2, ALL, ALL)
    const u = i8x16.shuffle(t, s, 0, 1, 16, 17, 2, 3, 18, 19, 4, 5, 20, 21, 6, 7, 22, 23);
    const lo = i8x16.shuffle(u, u, 0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 6, 7, 4, 5, 6, 7);
    allowLo = i8x16.shuffle(lo, lo, 0, 1, 0, 1, 0, 1, 2, 3, 8, 9, 8, 9, 8, 9, 10, 11);
    const hi = i8x16.shuffle(u, u, 8, 9, 10, 11, 12, 13, 14, 15, 12, 13, 14, 15, 12, 13, 14, 15);
    allowHi = i8x16.shuffle(hi, hi, 0, 1, 0, 1, 0, 1, 2, 3, 8, 9, 10, 11, 12, 13, 14, 15);
  }
  const at = state + BOXES + ((boxI * 3 + boxJ) << 5);
  const elimLo = v128.andnot(v128.load(at), allowLo);
  const elimHi = v128.andnot(v128.load(at, 16), allowHi);
  if (!v128.any_true(v128.or(elimLo, elimHi))) return true;
  return boxUpdate(state, boxI, boxJ, elimLo, elimHi, vertical);
}

/**
 * boxRestrict's work, when the box loses candidates (`elimLo`, `elimHi`): propagation within
 * the box, then its bands. False on a contradiction. Inlined (its one call site is in
 * bandUpdate's loop).
 */
@inline function boxUpdate(
  state: i32,
  boxI: i32,
  boxJ: i32,
  elimLo: v128,
  elimHi: v128,
  vertical: i32,
): bool {
  const at = state + BOXES + ((boxI * 3 + boxJ) << 5);
  let lo = v128.load(at);
  let hi = v128.load(at, 16);
  const hBand = state + (boxI << 5) + 16;
  const vBand = state + ((3 + boxJ) << 5) + 16;
  // the assertions of the last iteration: their triads go to the bands after the loop. Those of
  // earlier iterations are among them (a cell or triad at its minimum stays there, a value once
  // in a row or column of the matrix stays once), unless the box is contradictory
  let assertLo = i16x8.splat(0);
  let assertHi = assertLo;
  // the minimums of the 16 sets as bytes (lo's lanes, then hi's)
  // (a constant: two loads of 16-bit minimums narrowed to bytes measured 1% slower; the cell
  // mask as a constant, in the loop, 1% slower than its loads)
  const minimums = i8x16(1, 1, 1, 6, 1, 1, 1, 6, 1, 1, 1, 6, 6, 6, 6, 0);
  const lowByte = i16x8.splat(0xff);
  do {
    lo = v128.andnot(lo, elimLo);
    hi = v128.andnot(hi, elimHi);
    // the 16 sets' sizes as bytes: one popcount of their low bytes, plus their ninth bits. (tdoku's
    // 16-bit count, two nibble lookups by swizzle and the ninth bit, with no narrowing or
    // widening, has a shorter path but measured no faster, and 4,098 bytes)
    const counts = i8x16.add(
      i8x16.popcnt(i8x16.narrow_i16x8_u(v128.and(lo, lowByte), v128.and(hi, lowByte))),
      i8x16.narrow_i16x8_u(i16x8.shr_u(lo, 8), i16x8.shr_u(hi, 8)),
    );
    // (a lane mask's bitmask: V8 turns any_true's flag into a bool before it branches, which
    // measured 1-2% slower here; for sets of any bits, bitmask-or-extract tests were no faster)
    if (i8x16.bitmask(i8x16.lt_s(counts, minimums)) != 0) return false;
    // literals asserted by a cell or negative triad at its minimum
    const atMinimum = i8x16.eq(counts, minimums);
    // ... and by the exactly-one clauses of the matrix rows and columns (a column's sets are in
    // every row: the halves of lo and hi): a value once in its row or column. A literal is
    // asserted unless it is twice or more in its row and in its column and its set is above
    // its minimum (one andnot of their conjunction)
    const colsTwo = twiceInColumns(lo, hi);
    assertLo = v128.andnot(
      lo,
      v128.andnot(v128.and(twiceInRows(lo), colsTwo), i16x8.extend_low_i8x16_s(atMinimum)),
    );
    assertHi = v128.andnot(
      hi,
      v128.andnot(v128.and(twiceInRows(hi), colsTwo), i16x8.extend_high_i8x16_s(atMinimum)),
    );
    // eliminations: in the box, and the band configurations the assertions exclude
    const cellLo = v128.and(assertLo, v128.load(CELL_MASK));
    const cellHi = v128.and(assertHi, v128.load(CELL_MASK, 16));
    // each row's assertions in its lane 3 (its mini-row's negative triad; the cells' lanes get a
    // part of them, which the box-wide eliminations below hold anyway): the row rotated by two
    // lanes, then shifted by one (a shift for a 16-bit shuffle pair: 1% less time)
    let rowsLo = v128.or(cellLo, rotateRows2(cellLo));
    rowsLo = v128.or(rowsLo, i64x2.shl(rowsLo, 16));
    let rowsHi = v128.or(cellHi, rotateRows2(cellHi));
    rowsHi = v128.or(rowsHi, i64x2.shl(rowsHi, 16));
    // each column's assertions in every row (lanes 3 and 7 stay 0: cells only), then all the
    // box's in every cell; row 3 (the mini-columns' triads) keeps its column's (a 16-bit blend)
    let cols = v128.or(cellLo, cellHi);
    cols = v128.or(cols, swapHalves(cols));
    let newLo = v128.or(
      v128.or(
        cols,
        i8x16.shuffle(cols, cols, 2, 3, 4, 5, 0, 1, 6, 7, 10, 11, 12, 13, 8, 9, 14, 15),
      ),
      i8x16.shuffle(cols, cols, 4, 5, 0, 1, 2, 3, 6, 7, 12, 13, 8, 9, 10, 11, 14, 15),
    );
    let newHi = i8x16.shuffle(newLo, cols, 0, 1, 2, 3, 4, 5, 6, 7, 24, 25, 26, 27, 28, 29, 30, 31);
    newLo = v128.or(v128.or(newLo, rowsLo), i16x8.gt_s(cellLo, i16x8.splat(0)));
    newHi = v128.or(v128.or(newHi, rowsHi), i16x8.gt_s(cellHi, i16x8.splat(0)));
    elimLo = v128.or(elimLo, v128.xor(newLo, cellLo));
    elimHi = v128.or(elimHi, v128.xor(newHi, cellHi));
  } while (v128.any_true(v128.or(v128.and(elimLo, lo), v128.and(elimHi, hi))));
  v128.store(at, lo);
  v128.store(at, hi, 16);
  // negative triads exclude the configurations that hold them, positive ones those that hold
  // their values in the other two places: per triad, its negation or'd with the other two
  // positive triads of its row (or column) of the matrix, then one shuffle to each band. The
  // positive triads are the eliminations' triad lanes: the column (row) broadcasts of the
  // asserted cells, and what the band's restriction took, which the band already excludes
  const positive = triadLanes(elimLo, elimHi);
  const sent = v128.or(
    triadLanes(assertLo, assertHi),
    v128.or(
      i8x16.shuffle(positive, positive, 2, 3, 4, 5, 0, 1, 6, 7, 10, 11, 12, 13, 8, 9, 14, 15),
      i8x16.shuffle(positive, positive, 4, 5, 0, 1, 2, 3, 6, 7, 12, 13, 8, 9, 10, 11, 14, 15),
    ),
  );
  const shift = SHIFT16 + ((boxJ * 3 + boxI) << 5);
  const hElims = v128.or(v128.load(hBand), shuffle(sent, v128.load(shift)));
  const vElims = v128.or(v128.load(vBand), shuffle(sent, v128.load(shift, 16)));
  v128.store(hBand, hElims);
  v128.store(vBand, vElims);
  // the bands, the other orientation first (the same orientation first, or horizontal first,
  // measured 10-13% slower on the hardest; their no-change checks written out: an inline
  // function cannot be inlined here, inside its own expansion)
  const h = state + (boxI << 5);
  const v = state + ((3 + boxJ) << 5);
  if (vertical != 0) {
    if (intersects(v128.load(h), hElims) && !bandUpdate(state, 0, boxI, boxJ)) return false;
    return !intersects(v128.load(v), v128.load(v, 16)) || bandUpdate(state, 1, boxJ, boxI);
  }
  if (intersects(v128.load(v), vElims) && !bandUpdate(state, 1, boxJ, boxI)) return false;
  return !intersects(v128.load(h), v128.load(h, 16)) || bandUpdate(state, 0, boxI, boxJ);
}

/**
 * The values twice or more in each row of four 16-bit lanes (two rows of a box matrix): over
 * the pairs of lanes, then over the two pairs of a row (the order of one 16-bit shuffle pair,
 * not two: 0.5% less time on the hardest).
 */
@inline function twiceInRows(x: v128): v128 {
  const p = swapPairs(x);
  const one = v128.or(x, p);
  const two = v128.and(x, p);
  return v128.or(v128.or(two, rotateRows2(two)), v128.and(one, rotateRows2(one)));
}

/**
 * The values twice or more in the columns of a box matrix, in every lane (a column's four sets
 * are lane k of both halves of `lo` and of `hi`).
 */
@inline function twiceInColumns(lo: v128, hi: v128): v128 {
  const one = v128.or(lo, hi);
  const two = v128.and(lo, hi);
  return v128.or(v128.or(two, swapHalves(two)), v128.and(one, swapHalves(one)));
}

/**
 * The 16-bit lanes of each 32-bit lane swapped: a shuffle within halves, two single-uop
 * shuffles in V8 (the box loop is bound by vector ALU throughput, and shifts took three ops).
 */
@inline function swapPairs(x: v128): v128 {
  return i8x16.shuffle(x, x, 2, 3, 0, 1, 6, 7, 4, 5, 10, 11, 8, 9, 14, 15, 12, 13);
}

/**
 * The triad lanes of a box matrix: its mini-columns' (row 3: lanes 12-14) to lanes 0-2, its
 * mini-rows' (column 3: lanes 3, 11, 7, for mini-rows 0, 2, 1) to lanes 4-6. Four unpacks,
 * single instructions in V8 (a two-input byte shuffle costs it eleven).
 */
@inline function triadLanes(lo: v128, hi: v128): v128 {
  // 16-bit lanes of lo and hi interleaved, then (lo 3, hi 3, lo 7, hi 7) in the upper half
  const low = i8x16.shuffle(lo, hi, 0, 1, 16, 17, 2, 3, 18, 19, 4, 5, 20, 21, 6, 7, 22, 23);
  const high = i8x16.shuffle(lo, hi, 8, 9, 24, 25, 10, 11, 26, 27, 12, 13, 28, 29, 14, 15, 30, 31);
  const col3 = i8x16.shuffle(
    low,
    high,
    8, 9, 10, 11, 24, 25, 26, 27, 12, 13, 14, 15, 28, 29, 30, 31,
  );
  return i8x16.shuffle(hi, col3, 8, 9, 10, 11, 12, 13, 14, 15, 24, 25, 26, 27, 28, 29, 30, 31);
}

/** Writes the solution of the (solved) state at `state` to SOLUTION (digits 1-9). */
function writeSolution(state: i32): void {
  for (let box = 0; box < 9; box++) {
    const base = (box / 3) * 27 + (box % 3) * 3;
    for (let i = 0; i < 3; i++) {
      for (let j = 0; j < 3; j++) {
        const set = <i32>load<u16>(state + BOXES + (box << 5) + ((i * 4 + j) << 1));
        store<u8>(SOLUTION + base + i * 9 + j, <u8>(ctz(set) + 1));
      }
    }
  }
}
