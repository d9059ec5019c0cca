/**
 * The weighted method for one linear equation (any sum of words): the equation is
 * Σ weight(letter) * digit(letter) + constant = 0, each weight the letter's coefficients times
 * the powers of the base where it stands. Letters get digits by decreasing |weight|; after each
 * choice the letters still unknown must be able to bring the sum back to 0 (the most and least
 * they can add with distinct free digits: largest weights with largest digits), and the last
 * letter is derived (its digit is -sum / weight). Nodes counted as the column plan counts them.
 * The search runs in WebAssembly (src/kernels/assembly/weights.ts) on a memory this file fills
 * with the plan's arrays (weights-layout.ts); the letters of weight 0, the visitor, progress and
 * the signal stay here, called by the kernel (at each solution, every 16,384 nodes).
 * Cost: a few dozen operations per node; nodes are typically a few thousand; set-up per puzzle
 * is copying its arrays into the memory (a kernel instance is reused between searches).
 */
import type { SearchCounters } from "../core/counters.js";
import { throwIfAborted } from "../core/errors.js";
import { wasmMemory } from "../kernels/runtime.js";
import type { WeightedPlan } from "./plan.js";
import { weightsKernel } from "./weights-kernel.js";
import {
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
  STATE_BYTES,
  STOPPED,
  TICK_NODES,
} from "./weights-layout.js";

/** Nodes between two checks of the signal (the kernel calls `tick` as often). */
const TICK = TICK_NODES;

/** A kernel instance with views of its memory, and the run it serves. */
interface Kernel {
  run: () => number;
  bytes: number;
  i32: Int32Array;
  f64: Float64Array;
  u8: Uint8Array;
  current: Run | undefined;
}

/**
 * Kernels that no run is using (a visitor may start another search, which then takes another
 * kernel): instantiating one per puzzle would cost more than many a search.
 */
const pool: Kernel[] = [];

/** A kernel whose memory holds at least `bytes` bytes. */
function takeKernel(bytes: number): Kernel {
  const spare = pool.pop();
  if (spare !== undefined && spare.bytes >= bytes) return spare;
  const memory = wasmMemory(Math.max(bytes, 65536));
  const { buffer } = memory;
  const kernel: Kernel = {
    run: () => 0,
    bytes: buffer.byteLength,
    i32: new Int32Array(buffer),
    f64: new Float64Array(buffer),
    u8: new Uint8Array(buffer),
    current: undefined,
  };
  kernel.run = weightsKernel(
    memory,
    (nodes) => {
      const run = kernel.current as Run;
      run.searchNodes = nodes;
      freeLetters(run, 0);
      return run.stopped ? 1 : 0;
    },
    (nodes) => {
      const run = kernel.current as Run;
      run.searchNodes = nodes;
      tick(run);
    },
  ).run;
  return kernel;
}

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
  /** Nodes counted by the kernel (as of its last return). */
  searchNodes: number;
  stopped: boolean;
}

function tick(run: Run): void {
  throwIfAborted(run.signal);
  run.onProgress?.(run.counters.nodes + run.nodes + run.searchNodes);
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
    if ((++run.nodes & (TICK - 1)) === 0) tick(run);
    if (allowed[sym * base + d] === 0) continue;
    used[d] = 1;
    vals[sym] = d;
    freeLetters(run, j + 1);
    used[d] = 0;
    if (run.stopped) return;
  }
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
  const symbols = allowed.length / base;
  const m = order.length;
  if (symbols > base) return true; // more symbols than digits
  const stride = base + 1;
  // the layout: float64 arrays first (the state is 128 bytes), then int32, then bytes
  const oW = STATE_BYTES;
  const oPos = oW + 8 * m;
  const oNeg = oPos + 8 * pos.length;
  const oOrder = oNeg + 8 * neg.length;
  const oPF = oOrder + 4 * m;
  const oNF = oPF + 4 * m;
  const oFree = oNF + 4 * m;
  const oVals = oFree + 4 * (m + 1) * stride;
  const oUsed = oVals + 4 * symbols;
  const oAllowed = oUsed + base;
  const kernel = takeKernel(oAllowed + allowed.length);
  const { i32: mem, f64: memF, u8 } = kernel;
  memF.set(weights, oW >> 3);
  memF.set(pos, oPos >> 3);
  memF.set(neg, oNeg >> 3);
  mem.set(order, oOrder >> 2);
  mem.set(posFrom, oPF >> 2);
  mem.set(negFrom, oNF >> 2);
  u8.set(allowed, oAllowed);
  u8.fill(0, oUsed, oUsed + base);
  const vals = mem.subarray(oVals >> 2, (oVals >> 2) + symbols);
  vals.fill(0);
  const used = u8.subarray(oUsed, oUsed + base);
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
    searchNodes: 0,
    stopped: false,
  };
  try {
    for (const [s, d] of plan.fixed) {
      run.nodes++;
      if (used[d] !== 0 || allowed[s * base + d] === 0) return true;
      used[d] = 1;
      vals[s] = d;
    }
    if (m === 0) {
      if (plan.constant === 0) freeLetters(run, 0);
      return !run.stopped;
    }
    let k = 0;
    for (let d = 0; d < base; d++) if (used[d] === 0) mem[(oFree >> 2) + k++] = d;
    mem[ST_M] = m;
    mem[ST_BASE] = base;
    mem[ST_K0] = k;
    mem[ST_STRIDE] = stride;
    mem[ST_ORDER] = oOrder;
    mem[ST_WEIGHTS] = oW;
    mem[ST_POS] = oPos;
    mem[ST_NEG] = oNeg;
    mem[ST_POS_FROM] = oPF;
    mem[ST_NEG_FROM] = oNF;
    mem[ST_FREE] = oFree;
    mem[ST_USED] = oUsed;
    mem[ST_VALS] = oVals;
    mem[ST_ALLOWED] = oAllowed;
    mem[ST_NPOS] = pos.length;
    mem[ST_NNEG] = neg.length;
    memF[SF_SUM] = plan.constant;
    memF[SF_NODES] = 0;
    kernel.current = run;
    if (kernel.run() === STOPPED) run.stopped = true;
    run.searchNodes = memF[SF_NODES];
  } finally {
    counters.nodes += run.nodes + run.searchNodes;
    kernel.current = undefined;
    if (pool.length < 4) pool.push(kernel);
  }
  return !run.stopped;
}
