/**
 * AssemblyScript: the search of the weighted method for alphametics (see
 * src/alphametics/weights.ts), on the memory laid out in src/alphametics/weights-layout.ts.
 * Compiled by `npm run kernels` into weights.bytes.ts; driven by
 * src/alphametics/weights-kernel.ts. Node for node the search of the C reference
 * (bench/ref/alphametic.c), with the same float64 arithmetic in the same order.
 *
 * `go(level, sum)` is one level of the recursion: the letter order[level] takes each free digit
 * d whose weighted value keeps the sum reachable (the most and least the later letters can add,
 * largest weights with largest digits); the last letter is derived (-sum / weight). `run()`
 * starts at level 0 and returns DONE, or STOPPED when the caller's `found` asked to stop. The
 * caller's `found(nodes)` is called at each solution (returns 1 to stop), `tick(nodes)` every
 * TICK_NODES nodes; the count is left in the state (SF_NODES) when `run` returns.
 */
import {
  DONE,
  SF_NODES,
  SF_SUM,
  ST_ALLOWED,
  ST_BASE,
  ST_FREE,
  ST_K0,
  ST_M,
  ST_NEG,
  ST_NEG_FROM,
  ST_NNEG,
  ST_NPOS,
  ST_ORDER,
  ST_POS,
  ST_POS_FROM,
  ST_STRIDE,
  ST_USED,
  ST_VALS,
  ST_WEIGHTS,
  STOPPED,
  TICK_NODES,
} from "../../alphametics/weights-layout";

@external("env", "found") declare function found(nodes: f64): i32;
@external("env", "tick") declare function tick(nodes: f64): void;

/** Nodes counted by this `run`. */
let count: i64 = 0;

/** An int32 slot of the state (at byte 0). */
@inline function state(slot: i32): i32 {
  return load<i32>(slot << 2);
}

/** Element `index` of the int32 array whose byte offset is in state slot `slot`. */
@inline function element(slot: i32, index: i32): i32 {
  return load<i32>((index << 2) + state(slot));
}

/** A node: counted, and every TICK_NODES nodes the caller's `tick`. */
@inline function countNode(): void {
  count++;
  if ((<i32>count & (TICK_NODES - 1)) == 0) tick(<f64>count);
}

/** The last letter: its digit is what brings the sum to 0. Returns 1 when `found` stops the search. */
@inline function lastLetter(symbol: i32, weight: f64, sum: f64): i32 {
  const base = state(ST_BASE);
  const used = state(ST_USED);
  const exact = -sum / weight;
  if (exact >= 0 && exact < <f64>base && exact == floor<f64>(exact)) {
    const d = <i32>exact;
    if (load<u8>(used + d) == 0) {
      countNode();
      if (load<u8>(state(ST_ALLOWED) + symbol * base + d) != 0) {
        store<u8>(used + d, 1);
        store<i32>((symbol << 2) + state(ST_VALS), d);
        const stop = found(<f64>count);
        store<u8>(used + d, 0);
        return stop;
      }
    }
  }
  return 0;
}

/** Level `level` of the search with the letters known adding `sum`; returns 1 to stop. */
function go(level: i32, sum: f64): i32 {
  const symbol = element(ST_ORDER, level);
  const weight = load<f64>((level << 3) + state(ST_WEIGHTS));
  if (level == state(ST_M) - 1) return lastLetter(symbol, weight, sum);
  const base = state(ST_BASE);
  const row = symbol * base + state(ST_ALLOWED);
  const used = state(ST_USED);
  const free = state(ST_FREE);
  const stride = state(ST_STRIDE);
  const posStart = (element(ST_POS_FROM, level) << 3) + state(ST_POS);
  const negStart = (element(ST_NEG_FROM, level) << 3) + state(ST_NEG);
  const posEnd = (state(ST_NPOS) << 3) + state(ST_POS);
  const negEnd = (state(ST_NNEG) << 3) + state(ST_NEG);
  const np = (posEnd - posStart) >> 3;
  const nq = (negEnd - negStart) >> 3;
  const wide = np > nq ? np : nq;
  // k free digits at this level (free + 4 x at ...), k - 1 at the next (free + 4 x next ...)
  const k = state(ST_K0) - level;
  const at = level * stride;
  const next = at + stride;
  // the digits this letter can take with all the free digits left to the later letters
  // (the most: the positive weights with the largest digits, the negative ones with the
  // smallest; the least the other way round; both sums in one pass, in the C reference's order)
  let hi0: f64 = 0;
  let lo0: f64 = 0;
  let p = posStart;
  let bottom = (at << 2) + free;
  let top = ((at + k - 1) << 2) + free;
  while (p < posEnd) {
    const x = load<f64>(p);
    hi0 += x * <f64>load<i32>(top);
    lo0 += x * <f64>load<i32>(bottom);
    p += 8;
    bottom += 4;
    top -= 4;
  }
  p = negStart;
  bottom = (at << 2) + free;
  top = ((at + k - 1) << 2) + free;
  while (p < negEnd) {
    const x = load<f64>(p);
    hi0 += x * <f64>load<i32>(bottom);
    lo0 += x * <f64>load<i32>(top);
    p += 8;
    bottom += 4;
    top -= 4;
  }
  let copied = -1;
  for (let r = 0; r < k; r++) {
    const d = load<i32>(((at + r) << 2) + free);
    const s = sum + weight * <f64>d;
    if (weight > 0) {
      if (s + hi0 < 0) continue;
      if (s + lo0 > 0) break;
    } else {
      if (s + lo0 > 0) continue;
      if (s + hi0 < 0) break;
    }
    countNode();
    if (load<u8>(row + d) == 0) continue;
    // the next level's free digits (all but d; after the first copy only the digits between
    // the previous d and this one move back down)
    let t = copied < 0 ? 0 : copied;
    while (t < r) {
      store<i32>(((next + t) << 2) + free, load<i32>(((at + t) << 2) + free));
      t++;
    }
    if (copied < 0) {
      t = r + 1;
      while (t < k) {
        store<i32>(((next + t - 1) << 2) + free, load<i32>(((at + t) << 2) + free));
        t++;
      }
    }
    copied = r;
    // the exact bound with them, when d is among the digits the relaxation paired
    let hi = hi0;
    let lo = lo0;
    if (r < wide || r >= k - wide) {
      // (the same two passes as hi0 and lo0 above, on the next level's k - 1 free digits: written
      // out, as returning two sums through globals measured 5% slower on the 199-addend sum)
      hi = 0;
      lo = 0;
      p = posStart;
      bottom = (next << 2) + free;
      top = ((next + k - 2) << 2) + free;
      while (p < posEnd) {
        const x = load<f64>(p);
        hi += x * <f64>load<i32>(top);
        lo += x * <f64>load<i32>(bottom);
        p += 8;
        bottom += 4;
        top -= 4;
      }
      p = negStart;
      bottom = (next << 2) + free;
      top = ((next + k - 2) << 2) + free;
      while (p < negEnd) {
        const x = load<f64>(p);
        hi += x * <f64>load<i32>(bottom);
        lo += x * <f64>load<i32>(top);
        p += 8;
        bottom += 4;
        top -= 4;
      }
    }
    if (s + lo <= 0 && s + hi >= 0) {
      store<u8>(used + d, 1);
      store<i32>((symbol << 2) + state(ST_VALS), d);
      if (go(level + 1, s)) return 1;
      store<u8>(used + d, 0);
    }
  }
  return 0;
}

/** The search from the state in memory; returns DONE or STOPPED, the nodes in SF_NODES. */
export function run(): i32 {
  count = 0;
  const stop = go(0, load<f64>(SF_SUM << 3));
  store<f64>(SF_NODES << 3, <f64>count);
  return stop ? STOPPED : DONE;
}
