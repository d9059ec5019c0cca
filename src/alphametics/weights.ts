/**
 * The weighted method for one linear equation (any sum of words): the equation is
 * Σ weight(letter) * digit(letter) + constant = 0, each weight the letter's coefficients times
 * the powers of the base where it stands. Letters get digits by decreasing |weight|; after each
 * choice the letters still unknown must be able to bring the sum back to 0 (the most and least
 * they can add with distinct free digits: largest weights with largest digits), and the last
 * letter is derived (its digit is -sum / weight). Nodes counted as the column plan counts them.
 * Cost: a few dozen operations per node; nodes are typically a few thousand.
 */
import type { SearchCounters } from "../core/counters.js";
import { throwIfAborted } from "../core/errors.js";
import type { WeightedPlan } from "./plan.js";

const TICK = 1 << 14;

/** A buffer of free-digit rows that no run is using. */
let spare: Float64Array | undefined;

/** What the rare paths (letters of weight 0, progress, the visitor) share with the main loop. */
interface Run {
  base: number;
  allowed: Uint8Array;
  /** The symbols of weight 0 (they take the free digits last). */
  zero: Int32Array;
  vals: Int32Array;
  used: Uint8Array;
  visit: (vals: Int32Array) => boolean;
  counters: SearchCounters;
  signal: AbortSignal | undefined;
  onProgress: ((nodes: number) => void) | undefined;
  /** Nodes counted outside the main loop. */
  nodes: number;
  stopped: boolean;
}

function tick(run: Run, nodes: number): void {
  throwIfAborted(run.signal);
  run.onProgress?.(run.counters.nodes + run.nodes + nodes);
}

/** The letters of weight 0 take the free digits, then the visitor gets the solution. */
function freeLetters(run: Run, j: number): void {
  const { zero, used, vals, allowed, base } = run;
  if (j === zero.length) {
    run.counters.solutions++;
    if (!run.visit(vals)) run.stopped = true;
    return;
  }
  const sym = zero[j];
  for (let d = 0; d < base; d++) {
    if (used[d] !== 0) continue;
    if ((++run.nodes & (TICK - 1)) === 0) tick(run, 0);
    if (allowed[sym * base + d] === 0) continue;
    used[d] = 1;
    vals[sym] = d;
    freeLetters(run, j + 1);
    used[d] = 0;
    if (run.stopped) return;
  }
}

/** The main loop's arrays (one run). */
interface Levels {
  run: Run;
  m: number;
  order: Int32Array;
  weights: Float64Array;
  pos: Float64Array;
  neg: Float64Array;
  posFrom: Int32Array;
  negFrom: Int32Array;
  /** Row i (from i * stride): the free digits at level i, ascending. */
  free: Float64Array;
  used: Uint8Array;
  vals: Int32Array;
  allowed: Uint8Array;
  base: number;
  /** Free digits at level 0. */
  k0: number;
  stride: number;
  nodes: number;
}

/**
 * Level i of the search: order[i] takes each free digit within the level's bounds; the last
 * level's digit is derived from the sum. Returns true when the visitor asked to stop.
 */
function level(L: Levels, i: number, sum: number): boolean {
  const { used, vals, allowed, base } = L;
  const sym = L.order[i];
  const w = L.weights[i];
  if (i === L.m - 1) {
    // the last letter: its digit is what brings the sum to 0
    const dd = -sum / w;
    if (dd >= 0 && dd < base && dd === Math.floor(dd) && used[dd] === 0) {
      if ((++L.nodes & (TICK - 1)) === 0) tick(L.run, L.nodes);
      if (allowed[sym * base + dd] !== 0) {
        used[dd] = 1;
        vals[sym] = dd;
        freeLetters(L.run, 0);
        used[dd] = 0;
        return L.run.stopped;
      }
    }
    return false;
  }
  const { pos, neg, free } = L;
  const stride = L.stride;
  const at = i * stride;
  const next = at + stride;
  const p0 = L.posFrom[i];
  const q0 = L.negFrom[i];
  const np = pos.length - p0;
  const nq = neg.length - q0;
  const k = L.k0 - i;
  // the digits this letter can take with all the free digits left to the later letters (a
  // relaxation, once for the level): sum + w*d + lo0 <= 0 <= sum + w*d + hi0, where hi0 and lo0
  // are the most and least the later letters add (largest weights with the largest digits)
  let hi0 = 0;
  let lo0 = 0;
  const top = at + k - 1;
  for (let j = 0; j < np; j++) {
    const x = pos[p0 + j];
    hi0 += x * free[top - j];
    lo0 += x * free[at + j];
  }
  for (let j = 0; j < nq; j++) {
    const x = neg[q0 + j];
    hi0 += x * free[at + j];
    lo0 += x * free[top - j];
  }
  const row = sym * base;
  const wide = np > nq ? np : nq;
  const nextTop = next + k - 2;
  // nodes counted here, added to L.nodes when the level ends (a local is cheaper than a field)
  let n = 0;
  let stop = false;
  let copied = -1;
  for (let r = 0; r < k; r++) {
    const d = free[at + r];
    const s = sum + w * d;
    if (w > 0) {
      if (s + hi0 < 0) continue;
      if (s + lo0 > 0) break;
    } else {
      if (s + lo0 > 0) continue;
      if (s + hi0 < 0) break;
    }
    n++;
    if (allowed[row + d] === 0) continue;
    // the next level's free digits (all but d), then the exact bound with them: the same as
    // the relaxation (which d passed) unless d is among the digits the relaxation paired with
    // the later letters' weights (the top and bottom np and nq free digits)
    // (row i + 1 is written only here: after the first copy, a later d only moves the digits
    // between the previous d and this one back down)
    if (copied < 0) {
      for (let t = 0; t < r; t++) free[next + t] = free[at + t];
      for (let t = r + 1; t < k; t++) free[next + t - 1] = free[at + t];
    } else for (let t = copied; t < r; t++) free[next + t] = free[at + t];
    copied = r;
    let hi = hi0;
    let lo = lo0;
    if (r < wide || r >= k - wide) {
      hi = 0;
      lo = 0;
      for (let j = 0; j < np; j++) {
        const x = pos[p0 + j];
        hi += x * free[nextTop - j];
        lo += x * free[next + j];
      }
      for (let j = 0; j < nq; j++) {
        const x = neg[q0 + j];
        hi += x * free[next + j];
        lo += x * free[nextTop - j];
      }
    }
    if (s + lo <= 0 && s + hi >= 0) {
      used[d] = 1;
      vals[sym] = d;
      stop = level(L, i + 1, s);
      used[d] = 0;
      if (stop) break;
    }
  }
  const before = L.nodes;
  L.nodes = before + n;
  if ((before ^ (before + n)) >= TICK) tick(L.run, before + n);
  return stop;
}

/**
 * Runs the weighted method; `visit` gets the symbol values of each solution (reused array;
 * return false to stop). Returns false when stopped by the visitor.
 *
 * @example
 * ```ts
 * runWeighted(plan.weighted!, plan.base, plan.allowed, (vals) => true, counters);
 * ```
 */
export function runWeighted(
  plan: WeightedPlan,
  base: number,
  allowed: Uint8Array,
  visit: (vals: Int32Array) => boolean,
  counters: SearchCounters,
  signal?: AbortSignal,
  onProgress?: (nodes: number) => void,
): boolean {
  const { order, weights, pos, neg, posFrom, negFrom } = plan;
  const vals = new Int32Array(allowed.length / base);
  const used = new Uint8Array(base);
  const m = order.length;
  if (vals.length > base) return true; // more symbols than digits
  const run: Run = {
    base,
    allowed,
    zero: plan.free,
    vals,
    used,
    visit,
    counters,
    signal,
    onProgress,
    nodes: 0,
    stopped: false,
  };
  for (const [s, d] of plan.fixed) {
    run.nodes++;
    if (used[d] !== 0 || allowed[s * base + d] === 0) {
      counters.nodes += run.nodes;
      return true;
    }
    used[d] = 1;
    vals[s] = d;
  }

  const stride = base + 1;
  const size = (m + 1) * stride;
  // the rows of free digits: a buffer kept between runs (not while one runs: a visitor may
  // start another search)
  const free = spare !== undefined && spare.length >= size ? spare : new Float64Array(size);
  if (free === spare) spare = undefined;
  let k = 0;
  for (let d = 0; d < base; d++) if (used[d] === 0) free[k++] = d;
  const L: Levels = {
    run,
    m,
    order,
    weights,
    pos,
    neg,
    posFrom,
    negFrom,
    free,
    used,
    vals,
    allowed,
    base,
    k0: k,
    stride,
    nodes: 0,
  };
  try {
    if (m === 0) {
      if (plan.constant === 0) freeLetters(run, 0);
    } else level(L, 0, plan.constant);
  } finally {
    counters.nodes += run.nodes + L.nodes;
    spare = free;
  }
  return !run.stopped;
}
