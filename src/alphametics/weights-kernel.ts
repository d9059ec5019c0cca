/**
 * The search loop of the weighted method (weights.ts) as WebAssembly: the levels of
 * `runWeighted`'s recursion become an explicit stack in memory, node for node the same search
 * (the same float64 arithmetic, in the same order). Written with the assembler of
 * src/core/wasm.ts; compiled once per process; one memory and instance reused by every search
 * that is not running inside another's visitor (set-up per puzzle: copying its arrays; SEND +
 * MORE = MONEY, read, planned and solved, took 5.7-6.0 µs before and after). Measured against
 * the TypeScript loop it replaces: 0.57x the search time on exercism's 199-addend sum; batches
 * against the C reference went from 2.07x to 1.67-1.77x (Barker), 2.81-2.86x to 2.20x (the
 * 199-addend sum, where reading and planning are now a third of the time), 1.96x to 1.50x
 * (cryptator's 21,601 sums).
 *
 * `run()` searches from the state in memory (STATE_BYTES at byte 0: the phase, level, arrays'
 * byte offsets, the current level's sum and bounds, the node count) until a solution (returns
 * FOUND: the letters of weight 0 and the visitor are the caller's, then it calls again), the
 * search is done (DONE), or TICK_NODES more nodes were counted (TICK: the caller checks its
 * signal, reports progress and calls again).
 */
import {
  assemble,
  type Code,
  DONE,
  FOUND,
  f64,
  i32,
  op,
  TICK,
  type WasmCompiled,
  type WasmMemory,
  wasmCompile,
  wasmInstance,
} from "../core/wasm.js";

/** `run`'s results: FOUND, DONE, TICK (src/core/wasm.ts). */
export { DONE, FOUND, TICK };
/** Nodes between returns with TICK. */
export const TICK_NODES = 1 << 14;

/** Phases: where `run` goes on. */
export const PH_ENTER = 0; // a new level (the level's sum given)
const PH_LOOP = 1; // the level's loop, at digit r (after a tick)
const PH_CHILD = 2; // the level's loop, after the level below digit r
const PH_POP = 3; // the level is done: back to the one above
const PH_FOUND = 4; // after a solution at the last level

/** Int32 slots of the state. */
export const ST_PHASE = 0;
export const ST_LEVEL = 1;
export const ST_M = 2;
export const ST_BASE = 3;
export const ST_K0 = 4;
export const ST_STRIDE = 5;
export const ST_CLOCK = 6;
export const ST_DIGIT = 7;
export const ST_R = 8;
export const ST_COPIED = 9;
export const ST_ORDER = 10;
export const ST_WEIGHTS = 11;
export const ST_POS = 12;
export const ST_NEG = 13;
export const ST_POS_FROM = 14;
export const ST_NEG_FROM = 15;
export const ST_FREE = 16;
export const ST_USED = 17;
export const ST_VALS = 18;
export const ST_ALLOWED = 19;
export const ST_STACK = 20;
export const ST_NPOS = 21;
export const ST_NNEG = 22;
/** Float64 slots of the state (index into a Float64Array at byte 0). */
export const SF_SUM = 12;
export const SF_HI0 = 13;
export const SF_LO0 = 14;
export const SF_NODES = 15;
/** Bytes of the state. */
export const STATE_BYTES = 128;
/** Bytes per level of the stack: sum, hi0, lo0 (float64), r, copied (int32). */
export const STACK_BYTES = 32;

const { get, set, tee, load, store } = op;
const c = op.const;
const f1 = op.f64const(1);
const f0 = op.f64const(0);

/* Locals: int32 first, then float64. */
let next = 0;
const L = (): number => next++;
const phase = L();
const lv = L();
const m = L();
const base = L();
const k0 = L();
const stride = L();
const clock = L();
const r = L();
const copied = L();
const oOrder = L();
const oW = L();
const oPos = L();
const oNeg = L();
const oPF = L();
const oNF = L();
const oFree = L();
const oUsed = L();
const oVals = L();
const oAllowed = L();
const oStack = L();
const nPos = L();
const nNeg = L();
const sym = L();
const at = L();
const nxt = L();
const p0 = L();
const q0 = L();
const np = L();
const nq = L();
const k = L();
const row = L();
const wide = L();
const nextTop = L();
const t = L();
const d = L();
const top = L();
const status = L();
const a = L();
const pp = L();
const fb = L();
const ft = L();
const posEnd = L();
const negEnd = L();
const I32_LOCALS = next;
const sum = L();
const hi0 = L();
const lo0 = L();
const nodes = L();
const w = L();
const s = L();
const hi = L();
const lo = L();
const x = L();
const dd = L();
const F64_LOCALS = next - I32_LOCALS;

const setOf = (i: number, v: Code): Code => [v, set(i)];
const stInt = (slot: number): Code => [c(0), load(4 * slot)];
const setStInt = (slot: number, v: Code): Code => [c(0), v, store(4 * slot)];
const stF64 = (slot: number): Code => [c(0), op.f64load(8 * slot)];
const setStF64 = (slot: number, v: Code): Code => [c(0), v, op.f64store(8 * slot)];
/** The byte address of element `index` of the array at byte offset local `o`. */
const addr = (o: number, index: Code, shift: number): Code => [
  index,
  c(shift),
  op.shl,
  get(o),
  op.add,
];
const freeI = (index: Code): Code => [addr(oFree, index, 2), load(0)];
const inc = (i: number): Code => setOf(i, [get(i), c(1), op.add]);
const addF = (i: number, v: Code): Code => setOf(i, [get(i), v, op.f64add]);
/** `for (; !exit; ) body` as block/loop. */
const loop = (exit: Code, body: Code): Code => [
  op.block,
  op.loop,
  exit,
  op.brIf(1),
  body,
  op.br(0),
  op.end,
  op.end,
];

/**
 * hi and lo: the most and least the later letters add, the positive weights from p0 with the
 * free digits of the row at `from` (last digit at `last`) from the top and from the bottom, the
 * negative ones the other way round (weights.ts).
 */
const bounds = (hiL: number, loL: number, from: number, last: number): Code => [
  setOf(hiL, f0),
  setOf(loL, f0),
  // positive weights: the largest digits (from the top, ft) for hi, the smallest (fb) for lo
  boundSums(hiL, loL, [get(p0), c(3), op.shl, get(oPos), op.add], posEnd, ft, fb, from, last),
  // negative weights: the other way round
  boundSums(hiL, loL, [get(q0), c(3), op.shl, get(oNeg), op.add], negEnd, fb, ft, from, last),
];

/** hi += w x digit at `hiBy`, lo += w x digit at `loBy`, for the weights from `start` to `end`. */
function boundSums(
  hiL: number,
  loL: number,
  start: Code,
  end: number,
  hiBy: number,
  loBy: number,
  from: number,
  last: number,
): Code {
  return [
    setOf(pp, start),
    setOf(fb, [get(from), c(2), op.shl, get(oFree), op.add]),
    setOf(ft, [get(last), c(2), op.shl, get(oFree), op.add]),
    loop(
      [get(pp), get(end), op.geS],
      [
        setOf(x, [get(pp), op.f64load(0)]),
        addF(hiL, [get(x), get(hiBy), load(0), op.f64convertS, op.f64mul]),
        addF(loL, [get(x), get(loBy), load(0), op.f64convertS, op.f64mul]),
        setOf(pp, [get(pp), c(8), op.add]),
        setOf(fb, [get(fb), c(4), op.add]),
        setOf(ft, [get(ft), c(4), op.sub]),
      ],
    ),
  ];
}

/** next level's free digit (t + shift) = this level's digit t, for t from t's value up to `end`. */
function copyFree(end: number, shift: Code): Code {
  return loop(
    [get(t), get(end), op.geS],
    [
      addr(oFree, [get(nxt), get(t), op.add, shift], 2),
      freeI([get(at), get(t), op.add]),
      store(0),
      inc(t),
    ],
  );
}

const usedAt = (digit: Code): Code => [digit, get(oUsed), op.add];
const stackAt = (level: Code): Code => [level, c(5), op.shl, get(oStack), op.add, tee(a)];
const countNode: Code = [addF(nodes, f1), inc(clock)];

const runCode: Code = [
  setOf(phase, stInt(ST_PHASE)),
  setOf(lv, stInt(ST_LEVEL)),
  setOf(m, stInt(ST_M)),
  setOf(base, stInt(ST_BASE)),
  setOf(k0, stInt(ST_K0)),
  setOf(stride, stInt(ST_STRIDE)),
  setOf(clock, stInt(ST_CLOCK)),
  setOf(d, stInt(ST_DIGIT)),
  setOf(r, stInt(ST_R)),
  setOf(copied, stInt(ST_COPIED)),
  setOf(oOrder, stInt(ST_ORDER)),
  setOf(oW, stInt(ST_WEIGHTS)),
  setOf(oPos, stInt(ST_POS)),
  setOf(oNeg, stInt(ST_NEG)),
  setOf(oPF, stInt(ST_POS_FROM)),
  setOf(oNF, stInt(ST_NEG_FROM)),
  setOf(oFree, stInt(ST_FREE)),
  setOf(oUsed, stInt(ST_USED)),
  setOf(oVals, stInt(ST_VALS)),
  setOf(oAllowed, stInt(ST_ALLOWED)),
  setOf(oStack, stInt(ST_STACK)),
  setOf(nPos, stInt(ST_NPOS)),
  setOf(nNeg, stInt(ST_NNEG)),
  setOf(posEnd, [get(nPos), c(3), op.shl, get(oPos), op.add]),
  setOf(negEnd, [get(nNeg), c(3), op.shl, get(oNeg), op.add]),
  setOf(sum, stF64(SF_SUM)),
  setOf(hi0, stF64(SF_HI0)),
  setOf(lo0, stF64(SF_LO0)),
  setOf(nodes, stF64(SF_NODES)),
  op.block, // exit
  op.loop, // outer: depth 0 outer, 1 exit
  // after a solution: free its digit, then back up
  [get(phase), c(PH_FOUND), op.eq, op.if],
  [usedAt(get(d)), c(0), op.store8(0)],
  setOf(phase, c(PH_POP)),
  op.end,
  // back up a level (done at level 0)
  [get(phase), c(PH_POP), op.eq, op.if],
  [get(lv), op.eqz, op.if, setOf(status, c(DONE)), op.br(3), op.end],
  setOf(lv, [get(lv), c(1), op.sub]),
  setOf(sum, [stackAt(get(lv)), op.f64load(0)]),
  setOf(hi0, [get(a), op.f64load(8)]),
  setOf(lo0, [get(a), op.f64load(16)]),
  setOf(r, [get(a), load(24)]),
  setOf(copied, [get(a), load(28)]),
  setOf(phase, c(PH_CHILD)),
  op.end,
  // the level's constants
  setOf(sym, [addr(oOrder, get(lv), 2), load(0)]),
  setOf(w, [addr(oW, get(lv), 3), op.f64load(0)]),
  setOf(at, [get(lv), get(stride), op.mul]),
  setOf(nxt, [get(at), get(stride), op.add]),
  setOf(p0, [addr(oPF, get(lv), 2), load(0)]),
  setOf(q0, [addr(oNF, get(lv), 2), load(0)]),
  setOf(np, [get(nPos), get(p0), op.sub]),
  setOf(nq, [get(nNeg), get(q0), op.sub]),
  setOf(k, [get(k0), get(lv), op.sub]),
  setOf(row, [get(sym), get(base), op.mul]),
  setOf(wide, [get(np), get(nq), get(np), get(nq), op.gtS, op.select]),
  setOf(nextTop, [get(nxt), get(k), op.add, c(2), op.sub]),
  [get(phase), c(PH_ENTER), op.eq, op.if], // depth 0 if, 1 outer, 2 exit
  [get(lv), get(m), c(1), op.sub, op.eq, op.if], // 2 outer, 3 exit
  // the last letter: its digit is what brings the sum to 0
  setOf(dd, [get(sum), op.f64neg, get(w), op.f64div]),
  [get(dd), f0, op.f64ge, get(dd), get(base), op.f64convertS, op.f64lt, op.and],
  [get(dd), get(dd), op.f64floor, op.f64eq, op.and, op.if], // 3 outer, 4 exit
  setOf(d, [get(dd), op.i32truncF64S]),
  [usedAt(get(d)), op.load8u(0), op.eqz, op.if], // 4 outer, 5 exit
  countNode,
  [get(row), get(d), op.add, get(oAllowed), op.add, op.load8u(0), op.if], // 5 outer, 6 exit
  [usedAt(get(d)), c(1), op.store8(0)],
  [addr(oVals, get(sym), 2), get(d), store(0)],
  setOf(phase, c(PH_FOUND)),
  setOf(status, c(FOUND)),
  op.br(6),
  op.end,
  op.end,
  op.end,
  setOf(phase, c(PH_POP)),
  op.br(2),
  op.end,
  // the digits this letter can take with all the free digits left to the later letters
  setOf(top, [get(at), get(k), op.add, c(1), op.sub]),
  bounds(hi0, lo0, at, top),
  setOf(r, c(0)),
  setOf(copied, c(-1)),
  op.end,
  // back from the level below: free digit r, take the next
  [get(phase), c(PH_CHILD), op.eq, op.if],
  [usedAt(freeI([get(at), get(r), op.add])), c(0), op.store8(0)],
  inc(r),
  op.end,
  op.block, // pop: depth 0 pop, 1 outer, 2 exit
  op.loop, // head: 0 head, 1 pop, 2 outer, 3 exit
  op.block, // cont: 0 cont, 1 head, 2 pop, 3 outer, 4 exit
  [get(clock), c(TICK_NODES), op.geS, op.if],
  setOf(clock, [get(clock), c(TICK_NODES), op.sub]),
  setOf(phase, c(PH_LOOP)),
  setOf(status, c(TICK)),
  op.br(5),
  op.end,
  [get(r), get(k), op.geS, op.brIf(2)],
  setOf(d, freeI([get(at), get(r), op.add])),
  setOf(s, [get(sum), get(w), get(d), op.f64convertS, op.f64mul, op.f64add]),
  [get(w), f0, op.f64gt, op.if], // 0 if, 1 cont, 2 head, 3 pop
  [get(s), get(hi0), op.f64add, f0, op.f64lt, op.brIf(1)],
  [get(s), get(lo0), op.f64add, f0, op.f64gt, op.brIf(3)],
  op.else,
  [get(s), get(lo0), op.f64add, f0, op.f64gt, op.brIf(1)],
  [get(s), get(hi0), op.f64add, f0, op.f64lt, op.brIf(3)],
  op.end,
  countNode,
  [get(row), get(d), op.add, get(oAllowed), op.add, op.load8u(0), op.eqz, op.brIf(0)],
  // the next level's free digits (all but d; after the first copy only the digits between the
  // previous d and this one move back down)
  [get(copied), c(0), op.ltS, op.if],
  setOf(t, c(0)),
  copyFree(r, []),
  setOf(t, [get(r), c(1), op.add]),
  copyFree(k, [c(1), op.sub]),
  op.else,
  setOf(t, get(copied)),
  copyFree(r, []),
  op.end,
  setOf(copied, get(r)),
  // the exact bound with them, when d is among the digits the relaxation paired
  setOf(hi, get(hi0)),
  setOf(lo, get(lo0)),
  [get(r), get(wide), op.ltS, get(r), get(k), get(wide), op.sub, op.geS, op.or, op.if],
  bounds(hi, lo, nxt, nextTop),
  op.end,
  [get(s), get(lo), op.f64add, f0, op.f64le, get(s), get(hi), op.f64add, f0, op.f64ge, op.and],
  op.if, // 0 if, 1 cont, 2 head, 3 pop, 4 outer
  [usedAt(get(d)), c(1), op.store8(0)],
  [addr(oVals, get(sym), 2), get(d), store(0)],
  [stackAt(get(lv)), get(sum), op.f64store(0)],
  [get(a), get(hi0), op.f64store(8)],
  [get(a), get(lo0), op.f64store(16)],
  [get(a), get(r), store(24)],
  [get(a), get(copied), store(28)],
  inc(lv),
  setOf(sum, get(s)),
  setOf(phase, c(PH_ENTER)),
  op.br(4),
  op.end,
  op.end, // cont
  inc(r),
  op.br(0),
  op.end, // head
  op.end, // pop
  setOf(phase, c(PH_POP)),
  op.br(0),
  op.end, // outer
  op.end, // exit
  setStInt(ST_PHASE, get(phase)),
  setStInt(ST_LEVEL, get(lv)),
  setStInt(ST_CLOCK, get(clock)),
  setStInt(ST_DIGIT, get(d)),
  setStInt(ST_R, get(r)),
  setStInt(ST_COPIED, get(copied)),
  setStF64(SF_SUM, get(sum)),
  setStF64(SF_HI0, get(hi0)),
  setStF64(SF_LO0, get(lo0)),
  setStF64(SF_NODES, get(nodes)),
  get(status),
];

/** The module's bytes (exported for a test of their size: browsers compile up to 4 KB at once). */
export function weightsKernelBytes(): Uint8Array<ArrayBuffer> {
  return assemble({
    globals: [],
    functions: [
      {
        params: [],
        results: [i32],
        locals: [...Array(I32_LOCALS).fill(i32), ...Array(F64_LOCALS).fill(f64)],
        code: runCode,
        export: "run",
      },
    ],
  });
}

let compiled: WasmCompiled | undefined;

/**
 * An instance of the kernel on `memory` (its state at byte 0); `run` goes on from the state.
 *
 * @example
 * ```ts
 * const memory = wasmMemory(65536);
 * const { run } = weightsKernel(memory); // fill the state and arrays, then run()
 * ```
 */
export function weightsKernel(memory: WasmMemory): { run(): number } {
  compiled ??= wasmCompile(weightsKernelBytes());
  return wasmInstance(compiled, memory, {}) as { run(): number };
}
