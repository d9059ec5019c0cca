/**
 * The search of the weighted method (weights.ts) as WebAssembly: `go(level, sum)` is the
 * recursion of the method, one call per level, node for node the search of the C reference
 * (bench/ref/alphametic.c), with the same float64 arithmetic. Written with the assembler of
 * src/core/wasm.ts; compiled once per process; an instance per memory, reused by every search
 * that is not running inside another's visitor (set-up per puzzle: copying its arrays).
 * Recursion measured faster than the explicit stack it replaces (which returned to JavaScript
 * at each solution and tick): 118-123 µs against 135-138 µs for the search of exercism's
 * 199-addend sum (6,551 nodes): no phase dispatch, and no state saved to memory per level.
 *
 * `run()` searches from the state in memory (STATE_BYTES at byte 0: the arrays' byte offsets,
 * sizes, and the sum of the letters already known) and returns DONE, or STOPPED when the
 * caller's `found` asked to stop. It calls two functions of the caller's: `found(nodes)` at
 * each solution (the letters of weight 0 and the visitor are the caller's; it returns 1 to stop
 * the search, else 0) and `tick(nodes)` every TICK_NODES nodes (the caller checks its signal,
 * which may throw, and reports progress); both get the nodes counted so far. The count is left
 * in the state (SF_NODES) when `run` returns.
 */
import {
  assemble,
  type Code,
  DONE,
  f64,
  i32,
  i64,
  loop,
  op,
  setOf,
  type WasmCompiled,
  type WasmMemory,
  wasmCompile,
  wasmInstance,
} from "../core/wasm.js";

/** `run`'s results: the search done, or stopped by `found`. */
export { DONE };
export const STOPPED = 3;
/** Nodes between calls of `tick`. */
export const TICK_NODES = 1 << 14;

/** Int32 slots of the state. */
export const ST_M = 0;
export const ST_BASE = 1;
export const ST_K0 = 2;
export const ST_STRIDE = 3;
export const ST_ORDER = 4;
export const ST_WEIGHTS = 5;
export const ST_POS = 6;
export const ST_NEG = 7;
export const ST_POS_FROM = 8;
export const ST_NEG_FROM = 9;
export const ST_FREE = 10;
export const ST_USED = 11;
export const ST_VALS = 12;
export const ST_ALLOWED = 13;
export const ST_NPOS = 14;
export const ST_NNEG = 15;
/** Float64 slots of the state (index into a Float64Array at byte 0). */
export const SF_SUM = 8;
export const SF_NODES = 9;
/** Bytes of the state. */
export const STATE_BYTES = 80;

const { get, set, load, store } = op;
const c = op.const;
const f0 = op.f64const(0);

/* Function indices: the imports, then the module's own. */
const FOUND_FN = 0;
const TICK_FN = 1;
const GO_FN = 2;
/* The node count (a global of the module). */
const COUNT = 0;

/* go's parameters and locals: int32 first, then float64. */
let next = 0;
const L = (): number => next++;
const lv = L(); // parameter: the level
const sum = L(); // parameter: the sum of the letters known (float64)
const FIRST_LOCAL = next;
const sym = L();
const base = L();
const stride = L();
const at = L();
const nxt = L();
const top = L();
const nextTop = L();
const np = L();
const nq = L();
const k = L();
const row = L();
const wide = L();
const r = L();
const copied = L();
const d = L();
const t = L();
const pp = L();
const fb = L();
const ft = L();
const oPos = L();
const oNeg = L();
const posStart = L();
const negStart = L();
const posEnd = L();
const negEnd = L();
const oFree = L();
const oUsed = L();
const oAllowed = L();
const I32_LOCALS = next - FIRST_LOCAL;
const w = L();
const hi0 = L();
const lo0 = L();
const s = L();
const hi = L();
const lo = L();
const x = L();
const dd = L();
const F64_LOCALS = next - FIRST_LOCAL - I32_LOCALS;

const stInt = (slot: number): Code => [c(0), load(4 * slot)];
/** The element `index` of the int32 array whose byte offset is in state slot `slot`. */
const stArray = (slot: number, index: Code): Code => [index, c(2), op.shl, stInt(slot), op.add];
const freeI = (index: Code): Code => [index, c(2), op.shl, get(oFree), op.add, load(0)];
const inc = (i: number): Code => setOf(i, [get(i), c(1), op.add]);
const addF = (i: number, v: Code): Code => setOf(i, [get(i), v, op.f64add]);

/**
 * hi and lo: the most and least the later letters add, the positive weights with the free
 * digits of the row from `from` to `last`, from the top and from the bottom, the negative ones
 * the other way round (weights.ts).
 */
const bounds = (hiL: number, loL: number, from: number, last: number): Code => [
  setOf(hiL, f0),
  setOf(loL, f0),
  boundSums(hiL, loL, posStart, posEnd, ft, fb, from, last),
  boundSums(hiL, loL, negStart, negEnd, fb, ft, from, last),
];

/** hi += w x digit at `hiBy`, lo += w x digit at `loBy`, for the weights from `start` to `end`. */
function boundSums(
  hiL: number,
  loL: number,
  start: number,
  end: number,
  hiBy: number,
  loBy: number,
  from: number,
  last: number,
): Code {
  return [
    setOf(pp, get(start)),
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
      [get(nxt), get(t), op.add, shift, c(2), op.shl, get(oFree), op.add],
      freeI([get(at), get(t), op.add]),
      store(0),
      inc(t),
    ],
  );
}

const usedAt = (digit: Code): Code => [digit, get(oUsed), op.add];
const allowedAt = (digit: Code): Code => [get(row), digit, op.add, get(oAllowed), op.add];
const valAt = (symbol: Code): Code => [symbol, c(2), op.shl, stInt(ST_VALS), op.add];
const nodesF64: Code = [op.gget(COUNT), op.f64convertI64S];
/** A node: counted, and every TICK_NODES nodes the caller's `tick`. */
const countNode: Code = [
  op.gget(COUNT),
  op.i64const(1),
  op.i64add,
  op.gset(COUNT),
  [op.gget(COUNT), op.i32wrapI64, c(TICK_NODES - 1), op.and, op.eqz, op.if],
  [nodesF64, op.call(TICK_FN)],
  op.end,
];

const goCode: Code = [
  setOf(sym, [stArray(ST_ORDER, get(lv)), load(0)]),
  setOf(w, [get(lv), c(3), op.shl, stInt(ST_WEIGHTS), op.add, op.f64load(0)]),
  setOf(base, stInt(ST_BASE)),
  setOf(row, [get(sym), get(base), op.mul]),
  setOf(oUsed, stInt(ST_USED)),
  setOf(oAllowed, stInt(ST_ALLOWED)),
  [get(lv), stInt(ST_M), c(1), op.sub, op.eq, op.if],
  // the last letter: its digit is what brings the sum to 0
  setOf(dd, [get(sum), op.f64neg, get(w), op.f64div]),
  [get(dd), f0, op.f64ge, get(dd), get(base), op.f64convertS, op.f64lt, op.and],
  [get(dd), get(dd), op.f64floor, op.f64eq, op.and, op.if],
  setOf(d, [get(dd), op.i32truncF64S]),
  [usedAt(get(d)), op.load8u(0), op.eqz, op.if],
  countNode,
  [allowedAt(get(d)), op.load8u(0), op.if],
  [usedAt(get(d)), c(1), op.store8(0)],
  [valAt(get(sym)), get(d), store(0)],
  [nodesF64, op.call(FOUND_FN), set(t)],
  [usedAt(get(d)), c(0), op.store8(0)],
  [get(t), op.return],
  op.end,
  op.end,
  op.end,
  [c(0), op.return],
  op.end,
  // the level's constants
  setOf(stride, stInt(ST_STRIDE)),
  setOf(oFree, stInt(ST_FREE)),
  setOf(oPos, stInt(ST_POS)),
  setOf(oNeg, stInt(ST_NEG)),
  setOf(posStart, [stArray(ST_POS_FROM, get(lv)), load(0), c(3), op.shl, get(oPos), op.add]),
  setOf(negStart, [stArray(ST_NEG_FROM, get(lv)), load(0), c(3), op.shl, get(oNeg), op.add]),
  setOf(posEnd, [stInt(ST_NPOS), c(3), op.shl, get(oPos), op.add]),
  setOf(negEnd, [stInt(ST_NNEG), c(3), op.shl, get(oNeg), op.add]),
  setOf(np, [get(posEnd), get(posStart), op.sub, c(3), op.shrS]),
  setOf(nq, [get(negEnd), get(negStart), op.sub, c(3), op.shrS]),
  setOf(wide, [get(np), get(nq), get(np), get(nq), op.gtS, op.select]),
  setOf(k, [stInt(ST_K0), get(lv), op.sub]),
  setOf(at, [get(lv), get(stride), op.mul]),
  setOf(nxt, [get(at), get(stride), op.add]),
  setOf(top, [get(at), get(k), op.add, c(1), op.sub]),
  setOf(nextTop, [get(nxt), get(k), op.add, c(2), op.sub]),
  // the digits this letter can take with all the free digits left to the later letters
  bounds(hi0, lo0, at, top),
  setOf(copied, c(-1)),
  setOf(r, c(0)),
  op.block, // done: depth 0 done
  op.loop, // head: 0 head, 1 done
  op.block, // cont: 0 cont, 1 head, 2 done
  [get(r), get(k), op.geS, op.brIf(2)],
  setOf(d, freeI([get(at), get(r), op.add])),
  setOf(s, [get(sum), get(w), get(d), op.f64convertS, op.f64mul, op.f64add]),
  [get(w), f0, op.f64gt, op.if], // 0 if, 1 cont, 2 head, 3 done
  [get(s), get(hi0), op.f64add, f0, op.f64lt, op.brIf(1)],
  [get(s), get(lo0), op.f64add, f0, op.f64gt, op.brIf(3)],
  op.else,
  [get(s), get(lo0), op.f64add, f0, op.f64gt, op.brIf(1)],
  [get(s), get(hi0), op.f64add, f0, op.f64lt, op.brIf(3)],
  op.end,
  countNode,
  [allowedAt(get(d)), op.load8u(0), op.eqz, op.brIf(0)],
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
  op.if, // 0 if, 1 cont, 2 head, 3 done
  [usedAt(get(d)), c(1), op.store8(0)],
  [valAt(get(sym)), get(d), store(0)],
  [get(lv), c(1), op.add, get(s), op.call(GO_FN), op.if, c(1), op.return, op.end],
  [usedAt(get(d)), c(0), op.store8(0)],
  op.end,
  op.end, // cont
  inc(r),
  op.br(0),
  op.end, // head
  op.end, // done
  c(0),
];

const runCode: Code = [
  op.i64const(0),
  op.gset(COUNT),
  [c(0), c(0), op.f64load(8 * SF_SUM), op.call(GO_FN), set(0)],
  [c(0), nodesF64, op.f64store(8 * SF_NODES)],
  [c(STOPPED), c(DONE), get(0), op.select],
];

/** The module's bytes (exported for a test of their size: browsers compile up to 4 KB at once). */
export function weightsKernelBytes(): Uint8Array<ArrayBuffer> {
  return assemble({
    imports: [
      { name: "found", params: [f64], results: [i32] },
      { name: "tick", params: [f64], results: [] },
    ],
    globals: [{ type: i64, mutable: true }],
    functions: [
      {
        params: [i32, f64],
        results: [i32],
        locals: [...Array(I32_LOCALS).fill(i32), ...Array(F64_LOCALS).fill(f64)],
        code: goCode,
      },
      { params: [], results: [i32], locals: [i32], code: runCode, export: "run" },
    ],
  });
}

let compiled: WasmCompiled | undefined;

/**
 * An instance of the kernel on `memory` (its state at byte 0) calling `found` at each solution
 * (return 1 to stop) and `tick` every TICK_NODES nodes, both with the nodes counted so far.
 *
 * @example
 * ```ts
 * const memory = wasmMemory(65536);
 * const { run } = weightsKernel(memory, () => 0, () => {}); // fill the state and arrays, then run()
 * ```
 */
export function weightsKernel(
  memory: WasmMemory,
  found: (nodes: number) => number,
  tick: (nodes: number) => void,
): { run(): number } {
  compiled ??= wasmCompile(weightsKernelBytes());
  return wasmInstance(compiled, memory, { found, tick }) as { run(): number };
}
