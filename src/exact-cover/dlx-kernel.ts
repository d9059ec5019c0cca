/**
 * The plain search of the Dancing Links engine (DLX1: primary and secondary items, no colours,
 * no multiplicities) as WebAssembly, on the engine's own arrays: `DancingLinks` keeps its node,
 * range, item-list and choice arrays in one WebAssembly memory (Int32Array views for the
 * TypeScript code), and this kernel walks the same addresses (int32 indices, shifted to bytes).
 * The code is the engine's `cover`, `uncover`, `coverOthers` and `uncoverOthers` and its
 * search loop, instruction for instruction (see dancing-links.ts for the layout); written with
 * the assembler of src/core/wasm.ts, compiled once per process, instantiated per engine.
 *
 * `run(max, tickOk)` searches from the state in memory (level, base, resume; see STATE_BYTES) until it has
 * found `max` solutions (returns 0, at the solution), the tree below the base is done (1), or
 * the next node would be a multiple of 4,096 and `tickOk` is 0 (2: the caller checks its
 * signal and calls again with `tickOk` 1, or pauses there). Measured against the same loop in
 * TypeScript: 0.53x the time on pentominoes 6x10, 0.68x on Langford pairs n = 12, 0.71x on
 * 14-queens (no bounds check per access; see BENCHMARKS.md for the ratios to C).
 */
import {
  assemble,
  type Code,
  f64,
  i32,
  op,
  type WasmCompiled,
  type WasmFunction,
  type WasmMemory,
  wasmCompile,
  wasmInstance,
} from "../core/wasm.js";

/** The kernel's status codes (`run`'s result). */
export const FOUND = 0;
export const DONE = 1;
export const TICK = 2;

/** Slots per node, and the slot offsets, as in dancing-links.ts (in int32 units). */
const S = 3;
const UP = 1;
const DOWN = 2;
const FIRST = 0;
const END = 1;

/* Global indices: the imported byte offsets of the arrays after the nodes. */
const RB = 0; // range
const LB = 1; // item list
const CB = 2; // choices
const PB = 3; // profile (float64 per level)
const SB = 4; // the search state (below)

/**
 * The search state, read by `run` when it starts and written when it returns: int32 slots
 * (level, base, resume, enough, profile on, solutions found by the call, the node count's low
 * 12 bits), then float64 slots from byte 32 (nodes, updates, branching nodes). In memory rather
 * than in globals: a typed array is much cheaper to reach from TypeScript than a global, and
 * a search that returns at every solution reads and writes the state each time.
 */
export const STATE_BYTES = 56;
export const ST_LEVEL = 0;
export const ST_BASE = 1;
export const ST_RESUME = 2;
export const ST_ENOUGH = 3;
export const ST_PROFILE = 4;
export const ST_FOUND = 5;
export const ST_CLOCK = 6;
/** Float64 slots (index into a Float64Array at byte 32). */
export const ST_NODES = 0;
export const ST_UPDATES = 1;
export const ST_BRANCHES = 2;
const stateInt = (slot: number): Code => [gget(SB), load(4 * slot)];
const setStateInt = (slot: number, v: Code): Code => [gget(SB), v, store(4 * slot)];
const setStateF64 = (slot: number, v: Code): Code => [gget(SB), v, op.f64store(32 + 8 * slot)];
const stateF64 = (slot: number): Code => [gget(SB), op.f64load(32 + 8 * slot)];

/* Function indices. */
const COVER = 0;
const UNCOVER = 1;
const COVER_OTHERS = 2;
const UNCOVER_OTHERS = 3;

const { get, set, tee, gget, load, store } = op;
const c = op.const;

/** The byte address of node `a` (an int32 index on the stack). */
const bytes: Code = [c(2), op.shl];
/** mem[a + slot], a given as code. */
const mem = (a: Code, slot = 0): Code => [a, bytes, load(4 * slot)];
/** range[a + slot]. */
const range = (a: Code, slot: number): Code => [a, bytes, gget(RB), op.add, load(4 * slot)];
/** links[a + slot]. */
const links = (a: Code, slot: number): Code => [a, bytes, gget(LB), op.add, load(4 * slot)];
/** links[a + slot] = v. */
const setLinks = (a: Code, slot: number, v: Code): Code => [
  a,
  bytes,
  gget(LB),
  op.add,
  v,
  store(4 * slot),
];
/** `for (; test; step) body` as block/loop; `exit` is code that leaves the loop when true. */
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
/** updates += f(arg) (an i32 result; run's local 13). */
function setOf(i: number, v: Code): Code {
  return [v, set(i)];
}
const countUpdates = (call: Code): Code => [get(13), call, op.f64convertU, op.f64add, set(13)];

/* cover(i) -> updates: locals 1 p, 2 next, 3 first, 4 end, 5 q, 6 u, 7 d, 8 t, 9 slots */
const hideNode = (L: number): Code => [
  setOf(L + 6, mem(get(L + 5), UP)),
  setOf(L + 7, mem(get(L + 5), DOWN)),
  [get(L + 6), bytes, get(L + 7), store(4 * DOWN)],
  [get(L + 7), bytes, get(L + 6), store(4 * UP)],
  [mem(get(L + 5)), tee(L + 8), bytes, mem(get(L + 8)), c(1), op.sub, store(0)],
];
/** cover(i) with its ten locals from L (i at L), leaving the updates on the stack. */
const coverCode = (L: number): Code => [
  setOf(L + 9, c(0)),
  setOf(L + 1, mem(get(L + 0), DOWN)),
  loop(
    [get(L + 1), get(L + 0), op.eq],
    [
      setOf(L + 2, mem(get(L + 1), DOWN)),
      setOf(L + 3, range(get(L + 1), FIRST)),
      setOf(L + 4, range(get(L + 1), END)),
      setOf(L + 5, [get(L + 1), c(S), op.add]),
      loop(
        [get(L + 5), get(L + 4), op.geS],
        [hideNode(L), setOf(L + 5, [get(L + 5), c(S), op.add])],
      ),
      setOf(L + 5, get(L + 3)),
      loop(
        [get(L + 5), get(L + 1), op.geS],
        [hideNode(L), setOf(L + 5, [get(L + 5), c(S), op.add])],
      ),
      setOf(L + 9, [get(L + 9), get(L + 4), op.add, get(L + 3), op.sub, c(S), op.sub]),
      setOf(L + 1, get(L + 2)),
    ],
  ),
  setOf(L + 6, links(get(L + 0), 0)),
  setOf(L + 7, links(get(L + 0), 1)),
  setLinks(get(L + 6), 1, get(L + 7)),
  setLinks(get(L + 7), 0, get(L + 6)),
  get(L + 9),
  c(S),
  op.divS,
];

/* uncover(i): the same locals */
const unhideNode = (L: number): Code => [
  setOf(L + 6, mem(get(L + 5), UP)),
  setOf(L + 7, mem(get(L + 5), DOWN)),
  [get(L + 6), bytes, get(L + 5), store(4 * DOWN)],
  [get(L + 7), bytes, get(L + 5), store(4 * UP)],
  [mem(get(L + 5)), tee(L + 8), bytes, mem(get(L + 8)), c(1), op.add, store(0)],
];
/** uncover(i) with the same locals. */
const uncoverCode = (L: number): Code => [
  setOf(L + 6, links(get(L + 0), 0)),
  setOf(L + 7, links(get(L + 0), 1)),
  setLinks(get(L + 6), 1, get(L + 0)),
  setLinks(get(L + 7), 0, get(L + 0)),
  setOf(L + 1, mem(get(L + 0), UP)),
  loop(
    [get(L + 1), get(L + 0), op.eq],
    [
      setOf(L + 2, mem(get(L + 1), UP)),
      setOf(L + 3, range(get(L + 1), FIRST)),
      setOf(L + 4, range(get(L + 1), END)),
      setOf(L + 5, [get(L + 1), c(S), op.sub]),
      loop(
        [get(L + 5), get(L + 3), op.ltS],
        [unhideNode(L), setOf(L + 5, [get(L + 5), c(S), op.sub])],
      ),
      setOf(L + 5, [get(L + 4), c(S), op.sub]),
      loop(
        [get(L + 5), get(L + 1), op.leS],
        [unhideNode(L), setOf(L + 5, [get(L + 5), c(S), op.sub])],
      ),
      setOf(L + 1, get(L + 2)),
    ],
  ),
];

/* coverOthers(x) -> updates: locals 1 first, 2 end, 3 p, 4 updates */
const coverOthersCode: Code = [
  setOf(1, range(get(0), FIRST)),
  setOf(2, range(get(0), END)),
  setOf(4, c(0)),
  setOf(3, [get(0), c(S), op.add]),
  loop(
    [get(3), get(2), op.geS],
    [
      setOf(5, mem(get(3))),
      setOf(4, [get(4), coverCode(5), op.add]),
      setOf(3, [get(3), c(S), op.add]),
    ],
  ),
  setOf(3, get(1)),
  loop(
    [get(3), get(0), op.geS],
    [
      setOf(5, mem(get(3))),
      setOf(4, [get(4), coverCode(5), op.add]),
      setOf(3, [get(3), c(S), op.add]),
    ],
  ),
  get(4),
];

/* uncoverOthers(x): locals 1 first, 2 end, 3 p */
const uncoverOthersCode: Code = [
  setOf(1, range(get(0), FIRST)),
  setOf(2, range(get(0), END)),
  setOf(3, [get(0), c(S), op.sub]),
  loop(
    [get(3), get(1), op.ltS],
    [setOf(4, mem(get(3))), uncoverCode(4), setOf(3, [get(3), c(S), op.sub])],
  ),
  setOf(3, [get(2), c(S), op.sub]),
  loop(
    [get(3), get(0), op.leS],
    [setOf(4, mem(get(3))), uncoverCode(4), setOf(3, [get(3), c(S), op.sub])],
  ),
];

/*
 * run(max, tickOk) -> status: locals 2 level, 3 found, 4 backtrack, 5 best, 6 i, 7 k, 8 t,
 * 9 x, 10 clock, 11 status, 12 nodes, 13 updates, 14 branches (float64)
 */
const choiceAddr = (level: Code): Code => [level, bytes, gget(CB), op.add];
const runCode: Code = [
  setOf(2, stateInt(ST_LEVEL)),
  setOf(4, stateInt(ST_RESUME)),
  setOf(3, c(0)),
  setOf(10, stateInt(ST_CLOCK)),
  setOf(12, stateF64(ST_NODES)),
  setOf(13, stateF64(ST_UPDATES)),
  setOf(14, stateF64(ST_BRANCHES)),
  op.block,
  op.loop,
  // a new node
  [get(4), op.eqz, op.if],
  [get(1), op.eqz, op.if],
  [get(10), c(1), op.add, c(0xfff), op.and, op.eqz, op.if, setOf(11, c(TICK)), op.br(4), op.end],
  op.end,
  setOf(1, c(0)),
  setOf(10, [get(10), c(1), op.add, c(0xfff), op.and]),
  setOf(12, [get(12), op.f64const(1), op.f64add]),
  [stateInt(ST_PROFILE), op.if],
  [get(2), c(3), op.shl, gget(PB), op.add, tee(8)],
  [get(8), op.f64load(0), op.f64const(1), op.f64add, op.f64store(0)],
  op.end,
  // the primary item with the fewest options left, ties to the first (stop at `enough`)
  setOf(5, c(0x7fffffff)),
  setOf(6, c(0)),
  setOf(7, links(c(0), 1)),
  loop(
    [get(7), op.eqz],
    [
      setOf(8, mem(get(7))),
      [get(8), get(5), op.ltS, op.if],
      setOf(5, get(8)),
      setOf(6, get(7)),
      [get(8), stateInt(ST_ENOUGH), op.leS, op.brIf(2)],
      op.end,
      setOf(7, links(get(7), 1)),
    ],
  ),
  [get(6), op.eqz, op.if],
  // no primary item left: a solution
  setOf(3, [get(3), c(1), op.add]),
  setOf(4, c(1)),
  [get(3), get(0), op.geS, op.if, setOf(11, c(FOUND)), op.br(4), op.end],
  op.else,
  [get(5), op.eqz, op.if],
  setOf(4, c(1)), // an item with no option left: back up
  op.else,
  [get(5), c(1), op.gtS, op.if, setOf(14, [get(14), op.f64const(1), op.f64add]), op.end],
  countUpdates([get(6), op.call(COVER)]),
  setOf(9, mem(get(6), DOWN)),
  countUpdates([get(9), op.call(COVER_OTHERS)]),
  [choiceAddr(get(2)), get(9), store(0)],
  setOf(2, [get(2), c(1), op.add]),
  op.end,
  op.end,
  op.end,
  // backing up: the next option of the last level's item, or uncover it and go up
  [get(4), op.if],
  setOf(4, c(0)),
  op.block,
  op.loop,
  [get(2), stateInt(ST_BASE), op.eq, op.if, setOf(11, c(DONE)), op.br(5), op.end],
  setOf(2, [get(2), c(1), op.sub]),
  setOf(9, [choiceAddr(get(2)), load(0)]),
  [get(9), op.call(UNCOVER_OTHERS)],
  setOf(6, mem(get(9))),
  setOf(9, mem(get(9), DOWN)),
  [get(9), get(6), op.ne, op.if],
  countUpdates([get(9), op.call(COVER_OTHERS)]),
  [choiceAddr(get(2)), get(9), store(0)],
  setOf(2, [get(2), c(1), op.add]),
  op.br(2),
  op.end,
  [get(6), op.call(UNCOVER)],
  op.br(0),
  op.end,
  op.end,
  op.end,
  op.br(0),
  op.end,
  op.end,
  setStateInt(ST_LEVEL, get(2)),
  setStateInt(ST_RESUME, get(4)),
  setStateInt(ST_FOUND, get(3)),
  setStateInt(ST_CLOCK, get(10)),
  setStateF64(ST_NODES, get(12)),
  setStateF64(ST_UPDATES, get(13)),
  setStateF64(ST_BRANCHES, get(14)),
  get(11),
];

const functions: WasmFunction[] = [
  {
    params: [i32],
    results: [i32],
    locals: Array(9).fill(i32),
    code: coverCode(0),
    export: "cover",
  },
  {
    params: [i32],
    results: [],
    locals: Array(9).fill(i32),
    code: uncoverCode(0),
    export: "uncover",
  },
  {
    params: [i32],
    results: [i32],
    locals: Array(14).fill(i32),
    code: coverOthersCode,
    export: "coverOthers",
  },
  {
    params: [i32],
    results: [],
    locals: Array(13).fill(i32),
    code: uncoverOthersCode,
    export: "uncoverOthers",
  },
  {
    params: [i32, i32],
    results: [i32],
    locals: [...Array(10).fill(i32), f64, f64, f64],
    code: runCode,
    export: "run",
  },
];

let compiled: WasmCompiled | undefined;

/** The kernel's exports. */
export interface DlxKernel {
  cover(item: number): number;
  uncover(item: number): void;
  coverOthers(x: number): number;
  uncoverOthers(x: number): void;
  run(max: number, tickOk: number): number;
}

/** The module's bytes (exported for a test of their size: browsers compile up to 4 KB at once). */
export function dlxKernelBytes(): Uint8Array<ArrayBuffer> {
  return assemble({
    globals: [
      { type: i32, mutable: false, import: "range" },
      { type: i32, mutable: false, import: "links" },
      { type: i32, mutable: false, import: "choice" },
      { type: i32, mutable: false, import: "profile" },
      { type: i32, mutable: false, import: "state" },
    ],
    functions,
  });
}

/**
 * A kernel on `memory`, whose range, item-list, choice and profile arrays and state start at
 * the given byte offsets (the nodes at 0).
 */
export function dlxKernel(
  memory: WasmMemory,
  offsets: { range: number; links: number; choice: number; profile: number; state: number },
): DlxKernel {
  compiled ??= wasmCompile(dlxKernelBytes());
  return wasmInstance(compiled, memory, { ...offsets }) as DlxKernel;
}
