/**
 * The searches of the Dancing Links engine without colours or multiplicities, as WebAssembly,
 * on the engine's own arrays: `DancingLinks` keeps its node, range, item-list and choice arrays
 * (and for the hint choice its hint stack) in one WebAssembly memory (Int32Array views for the
 * TypeScript code), and these kernels walk the same addresses (int32 indices, shifted to bytes).
 * Two modules, each under 4 KB (browsers compile no more synchronously), written with the
 * assembler of src/core/wasm.ts, compiled once per process, instantiated per engine:
 *
 * - the plain one (DLX1): the engine's `cover`, `uncover`, `coverOthers` and `uncoverOthers`
 *   and its search loop, instruction for instruction (see dancing-links.ts for the layout);
 * - the hint one (`choice: "hints"`): the hint search (the covers push the primary items they
 *   leave with at most one option on a stack in the memory; see the option in
 *   dancing-links.ts), and the `push` and `pop` of clues, the only implementation of both.
 *
 * `run(max, tickOk)` searches from the state in memory (level, base, resume; see STATE_BYTES)
 * until it has found `max` solutions (returns 0, at the solution), the tree below the base is done (1), or
 * the next node would be a multiple of 4,096 and `tickOk` is 0 (2: the caller checks its
 * signal and calls again with `tickOk` 1, or pauses there). Measured against the same loops in
 * TypeScript: about 0.55x the time on pentominoes 6x10, 0.65-0.7x on Langford pairs n = 12 and
 * 14-queens (no bounds check per access; see BENCHMARKS.md for the ratios to C); the hint
 * search 0.75-0.77x on Sudoku (bench/sudoku.bench.ts: 1.30-1.34x the puzzles per second).
 */
import {
  assemble,
  type Code,
  DONE,
  FOUND,
  f64,
  i32,
  loop,
  op,
  setOf,
  TICK,
  type WasmCompiled,
  type WasmFunction,
  type WasmMemory,
  wasmCompile,
  wasmInstance,
} from "../core/wasm.js";

/** `run`'s results: FOUND, DONE, TICK (src/core/wasm.ts). */
export { DONE, FOUND, TICK };

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
 * 12 bits, and for the hint search the height of the hint stack and the updates of the last
 * `push`), then float64 slots from byte 40 (nodes, updates, branching nodes). In memory rather
 * than in globals: a typed array is much cheaper to reach from TypeScript than a global, and
 * a search that returns at every solution reads and writes the state each time.
 */
export const STATE_BYTES = 64;
/** Where the float64 slots start, in bytes. */
export const STATE_F64_AT = 40;
export const ST_LEVEL = 0;
export const ST_BASE = 1;
export const ST_RESUME = 2;
export const ST_ENOUGH = 3;
export const ST_PROFILE = 4;
export const ST_FOUND = 5;
export const ST_CLOCK = 6;
export const ST_SP = 7;
export const ST_PUSHED = 8;
/** Float64 slots (index into a Float64Array at byte STATE_F64_AT). */
export const ST_NODES = 0;
export const ST_UPDATES = 1;
export const ST_BRANCHES = 2;
const stateInt = (slot: number): Code => [gget(SB), load(4 * slot)];
const setStateInt = (slot: number, v: Code): Code => [gget(SB), v, store(4 * slot)];
const setStateF64 = (slot: number, v: Code): Code => [
  gget(SB),
  v,
  op.f64store(STATE_F64_AT + 8 * slot),
];
const stateF64 = (slot: number): Code => [gget(SB), op.f64load(STATE_F64_AT + 8 * slot)];

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
/** updates += the i32 that `call` leaves (run's local 13). */
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

/**
 * The end of both `run`s: the state back to memory (local 2 the level, 3 the solutions found,
 * 4 the resume flag; the float64 nodes, updates and branches in three locals from `nodes`),
 * and the status as the result.
 */
function leaveRun(l: { clock: number; status: number; nodes: number; sp?: number }): Code {
  return [
    setStateInt(ST_LEVEL, get(2)),
    setStateInt(ST_RESUME, get(4)),
    setStateInt(ST_FOUND, get(3)),
    setStateInt(ST_CLOCK, get(l.clock)),
    l.sp === undefined ? [] : setStateInt(ST_SP, get(l.sp)),
    setStateF64(ST_NODES, get(l.nodes)),
    setStateF64(ST_UPDATES, get(l.nodes + 1)),
    setStateF64(ST_BRANCHES, get(l.nodes + 2)),
    get(l.status),
  ];
}

/**
 * A search node's entry, shared by both `run`s (params 0 max, 1 tickOk; local 2 the level):
 * returns TICK (leaving by `br 4`, out of the `run` loop) when the node would be a multiple of
 * 4,096 and tickOk is 0; else counts the node, and in the profile when it is on.
 */
function newNode(l: { clock: number; status: number; nodes: number; scratch: number }): Code {
  return [
    [get(1), op.eqz, op.if],
    [
      [get(l.clock), c(1), op.add, c(0xfff), op.and, op.eqz, op.if],
      [setOf(l.status, c(TICK)), op.br(4), op.end],
    ],
    op.end,
    setOf(1, c(0)),
    setOf(l.clock, [get(l.clock), c(1), op.add, c(0xfff), op.and]),
    setOf(l.nodes, [get(l.nodes), op.f64const(1), op.f64add]),
    [stateInt(ST_PROFILE), op.if],
    [get(2), c(3), op.shl, gget(PB), op.add, tee(l.scratch)],
    [get(l.scratch), op.f64load(0), op.f64const(1), op.f64add, op.f64store(0)],
    op.end,
  ];
}

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
  newNode({ clock: 10, status: 11, nodes: 12, scratch: 8 }),
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
  leaveRun({ clock: 10, status: 11, nodes: 12 }),
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

// ---- the hint search (`choice: "hints"`), a second module on the same memory ----

/* Global indices after the five above: the hint stack, hintBase, regLo, regHi (byte offsets),
   the address past the primary items, and the updates counted by coverHints (S x links). */
const HB = 5;
const HBASE = 6;
const RLO = 7;
const RHI = 8;
const PEND = 9;
const ACC = 10;
/** Marks a hint whose item has no option left (as in dancing-links.ts). */
const DEAD = 1 << 30;

/* Function indices of the hint module. */
const COVER_HINTS = 0;
const H_UNCOVER = 1;
const H_UNCOVER_OTHERS = 2;

/** array[a] and array[a] = v for the int32 array at the byte offset in global g. */
const arr = (g: number, a: Code): Code => [a, bytes, gget(g), op.add, load(0)];
const setArr = (g: number, a: Code, v: Code): Code => [a, bytes, gget(g), op.add, v, store(0)];

/* coverHints(i, sp) -> sp: locals 2 p, 3 next, 4 first, 5 end, 6 q, 7 u, 8 d, 9 t, 10 len */
const hideHint: Code = [
  setOf(7, mem(get(6), UP)),
  setOf(8, mem(get(6), DOWN)),
  [get(7), bytes, get(8), store(4 * DOWN)],
  [get(8), bytes, get(7), store(4 * UP)],
  [mem(get(6)), tee(9), bytes, mem(get(9)), c(1), op.sub, tee(10), store(0)],
  // a primary item left with at most one option: push it (marked DEAD with none)
  [get(10), c(1), op.leS, get(9), op.gget(PEND), op.ltS, op.and, op.if],
  setArr(HB, get(1), [get(9), get(10), op.eqz, c(30), op.shl, op.or]),
  setOf(1, [get(1), c(1), op.add]),
  op.end,
];
const coverHintsCode: Code = [
  setOf(2, mem(get(0), DOWN)),
  loop(
    [get(2), get(0), op.eq],
    [
      setOf(3, mem(get(2), DOWN)),
      setOf(4, range(get(2), FIRST)),
      setOf(5, range(get(2), END)),
      setOf(6, [get(2), c(S), op.add]),
      loop([get(6), get(5), op.geS], [hideHint, setOf(6, [get(6), c(S), op.add])]),
      setOf(6, get(4)),
      loop([get(6), get(2), op.geS], [hideHint, setOf(6, [get(6), c(S), op.add])]),
      [gget(ACC), get(5), op.add, get(4), op.sub, c(S), op.sub, op.gset(ACC)],
      setOf(2, get(3)),
    ],
  ),
  setOf(7, links(get(0), 0)),
  setOf(8, links(get(0), 1)),
  setLinks(get(7), 1, get(8)),
  setLinks(get(8), 0, get(7)),
  get(1),
];

/* push(head, x): covers head, then the other items of x's option, pushing their hints from
   the state's ST_SP; writes the new height and the updates. Locals 2 sp, 3 first, 4 end, 5 p */
const pushCode: Code = [
  [c(0), op.gset(ACC)],
  setOf(2, [get(0), stateInt(ST_SP), op.call(COVER_HINTS)]),
  setOf(3, range(get(1), FIRST)),
  setOf(4, range(get(1), END)),
  setOf(5, [get(1), c(S), op.add]),
  loop(
    [get(5), get(4), op.geS],
    [setOf(2, [mem(get(5)), get(2), op.call(COVER_HINTS)]), setOf(5, [get(5), c(S), op.add])],
  ),
  setOf(5, get(3)),
  loop(
    [get(5), get(1), op.geS],
    [setOf(2, [mem(get(5)), get(2), op.call(COVER_HINTS)]), setOf(5, [get(5), c(S), op.add])],
  ),
  setStateInt(ST_SP, get(2)),
  setStateInt(ST_PUSHED, [gget(ACC), c(S), op.divS]),
];

/* pop(x): undoes push(mem[x], x) */
const popCode: Code = [
  [get(0), op.call(H_UNCOVER_OTHERS)],
  [mem(get(0)), op.call(H_UNCOVER)],
];

/*
 * runHints(max, tickOk) -> status, the hint search of dancing-links.ts (see there for the
 * choice): locals 2 level, 3 found, 4 backtrack, 5 best, 6 bestLen, 7 sp, 8 q, 9 f, 10 lo,
 * 11 hi, 12 k, 13 y, 14 score, 15 bestScore, 16 seen, 17 end, 18 x, 19 p, 20 fresh, 21 first,
 * 22 clock, 23 status, 24 i, 25 t, 26 nodes, 27 updates, 28 branches (float64)
 */
const next1: Code = [get(2), c(1), op.add];
/** f is an active item with at most one option (f in local 9). */
const activeShort: Code = [
  links(links(get(9), 0), 1),
  get(9),
  op.eq,
  mem(get(9)),
  c(1),
  op.leS,
  op.and,
];
const noDead = c(~DEAD);
const runHintsCode: Code = [
  setOf(2, stateInt(ST_LEVEL)),
  setOf(4, stateInt(ST_RESUME)),
  setOf(3, c(0)),
  setOf(22, stateInt(ST_CLOCK)),
  setOf(7, stateInt(ST_SP)),
  setOf(26, stateF64(ST_NODES)),
  setOf(27, stateF64(ST_UPDATES)),
  setOf(28, stateF64(ST_BRANCHES)),
  [c(0), op.gset(ACC)],
  op.block,
  op.loop,
  [get(4), op.eqz, op.if],
  // a new node
  newNode({ clock: 22, status: 23, nodes: 26, scratch: 25 }),
  setOf(5, links(c(0), 1)),
  [get(5), op.eqz, op.if],
  // no primary item left: a solution
  setOf(3, [get(3), c(1), op.add]),
  setOf(4, c(1)),
  [get(3), get(0), op.geS, op.if, setOf(23, c(FOUND)), op.br(4), op.end],
  op.br(2),
  op.end,
  setOf(6, mem(get(5))),
  // an item the last option's covers left with no option
  setOf(8, [get(7), c(1), op.sub]),
  setOf(24, arr(HBASE, get(2))),
  loop(
    [get(8), get(24), op.ltS],
    [
      setOf(9, arr(HB, get(8))),
      [get(9), c(DEAD), op.geS, op.if],
      setOf(9, [get(9), noDead, op.and]),
      [links(links(get(9), 0), 1), get(9), op.eq, op.if],
      [setOf(5, get(9)), setOf(6, c(0)), op.br(3)],
      op.end,
      op.end,
      setOf(8, [get(8), c(1), op.sub]),
    ],
  ),
  // else the newest hint still active with at most one option (popping the others), then
  // those of the nearest branching cover
  setOf(10, arr(RLO, get(2))),
  setOf(11, arr(RHI, get(2))),
  loop(
    [get(6), c(1), op.leS, get(7), get(11), op.leS, op.or],
    [
      setOf(9, [arr(HB, [get(7), c(1), op.sub]), noDead, op.and]),
      [activeShort, op.if, setOf(5, get(9)), setOf(6, mem(get(9)))],
      [op.else, setOf(7, [get(7), c(1), op.sub]), op.end],
    ],
  ),
  setOf(8, [get(11), c(1), op.sub]),
  loop(
    [get(6), c(1), op.leS, get(8), get(10), op.ltS, op.or],
    [
      setOf(9, [arr(HB, get(8)), noDead, op.and]),
      [activeShort, op.if, setOf(5, get(9)), setOf(6, mem(get(9))), op.end],
      setOf(8, [get(8), c(1), op.sub]),
    ],
  ),
  // else no item has fewer than two options: the first of length 2, else the shortest
  setOf(12, links(get(5), 1)),
  loop(
    [get(12), op.eqz, get(6), c(2), op.leS, op.or],
    [
      setOf(25, mem(get(12))),
      [get(25), get(6), op.ltS, op.if, setOf(5, get(12)), setOf(6, get(25)), op.end],
      setOf(12, links(get(12), 1)),
    ],
  ),
  [get(6), c(2), op.eq, op.if],
  // of the first 8 items of length 2, the one whose options hide the most others
  setOf(15, c(-1)),
  setOf(16, c(0)),
  setOf(12, get(5)),
  loop(
    [get(12), op.eqz, get(16), c(8), op.geS, op.or],
    [
      [mem(get(12)), c(2), op.eq, op.if],
      setOf(16, [get(16), c(1), op.add]),
      setOf(14, c(0)),
      setOf(13, mem(get(12), DOWN)),
      loop(
        [get(13), get(12), op.eq],
        [
          setOf(17, range(get(13), END)),
          setOf(8, range(get(13), FIRST)),
          loop(
            [get(8), get(17), op.geS],
            [setOf(14, [get(14), mem(mem(get(8))), op.add]), setOf(8, [get(8), c(S), op.add])],
          ),
          setOf(13, mem(get(13), DOWN)),
        ],
      ),
      [get(14), get(15), op.gtS, op.if, setOf(5, get(12)), setOf(15, get(14)), op.end],
      op.end,
      setOf(12, links(get(12), 1)),
    ],
  ),
  op.end,
  // an item with no option: a dead end (covering it and giving it back changes nothing)
  [get(6), op.eqz, op.if, setOf(4, c(1)), op.br(2), op.end],
  [get(6), c(1), op.gtS, op.if],
  setOf(28, [get(28), op.f64const(1), op.f64add]),
  setArr(RLO, next1, get(7)),
  setArr(RHI, next1, c(-1)),
  op.else,
  setArr(RLO, next1, get(10)),
  setArr(RHI, next1, get(11)),
  op.end,
  setOf(18, mem(get(5), DOWN)),
  setOf(19, get(18)),
  setOf(20, c(1)),
  op.else,
  // backing up: uncover the others of the level's option y (y - S down to first, then end - S
  // down to y + S), and its item too when its list is done
  [get(2), stateInt(ST_BASE), op.eq, op.if, setOf(23, c(DONE)), op.br(3), op.end],
  setOf(2, [get(2), c(1), op.sub]),
  setOf(13, [choiceAddr(get(2)), load(0)]),
  setOf(24, mem(get(13))),
  setOf(18, mem(get(13), DOWN)),
  setOf(21, range(get(13), FIRST)),
  setOf(17, range(get(13), END)),
  setOf(8, get(13)),
  op.block,
  op.loop,
  setOf(8, [get(8), c(S), op.sub]),
  [get(8), get(21), op.ltS, op.if, setOf(8, [get(17), c(S), op.sub]), op.end],
  [get(8), get(13), op.eq, get(18), get(24), op.ne, op.and, op.brIf(1)],
  [mem(get(8)), op.call(H_UNCOVER)],
  [get(8), get(13), op.eq, op.brIf(1)],
  op.br(0),
  op.end,
  op.end,
  [get(18), get(24), op.eq, op.brIf(1)],
  setOf(7, arr(HBASE, next1)),
  setOf(19, [get(18), c(S), op.add]),
  [get(19), range(get(18), END), op.eq, op.if, setOf(19, range(get(18), FIRST)), op.end],
  setOf(20, c(0)),
  op.end,
  // cover the items of x's option from node p on, along the option, wrapping, up to x (at a
  // new level p = x: the item itself first)
  setOf(21, range(get(18), FIRST)),
  setOf(17, range(get(18), END)),
  loop(
    [get(20), op.eqz, get(19), get(18), op.eq, op.and],
    [
      setOf(7, [mem(get(19)), get(7), op.call(COVER_HINTS)]),
      [get(20), op.if],
      setArr(HBASE, next1, get(7)),
      [arr(RHI, next1), c(0), op.ltS, op.if, setArr(RHI, next1, get(7)), op.end],
      setOf(20, c(0)),
      op.end,
      setOf(19, [get(19), c(S), op.add]),
      [get(19), get(17), op.eq, op.if, setOf(19, get(21)), op.end],
    ],
  ),
  setOf(27, [get(27), gget(ACC), c(S), op.divS, op.f64convertU, op.f64add]),
  [c(0), op.gset(ACC)],
  [choiceAddr(get(2)), get(18), store(0)],
  setOf(2, next1),
  setOf(4, c(0)),
  op.br(0),
  op.end,
  op.end,
  leaveRun({ clock: 22, status: 23, nodes: 26, sp: 7 }),
];

const hintFunctions: WasmFunction[] = [
  { params: [i32, i32], results: [i32], locals: Array(9).fill(i32), code: coverHintsCode },
  { params: [i32], results: [], locals: Array(9).fill(i32), code: uncoverCode(0) },
  { params: [i32], results: [], locals: Array(13).fill(i32), code: uncoverOthersCode },
  {
    params: [i32, i32],
    results: [i32],
    locals: [...Array(24).fill(i32), f64, f64, f64],
    code: runHintsCode,
    export: "run",
  },
  { params: [i32, i32], results: [], locals: Array(4).fill(i32), code: pushCode, export: "push" },
  { params: [i32], results: [], locals: [], code: popCode, export: "pop" },
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

let compiledHints: WasmCompiled | undefined;

/** The hint kernel's exports. */
export interface DlxHintKernel {
  /**
   * The hint search from the state in memory (as `run` above; the stack height in ST_SP):
   * returns FOUND, DONE or TICK.
   */
  run(max: number, tickOk: number): number;
  /**
   * Covers item `head` and then the other items of the option of node x, pushing hints from
   * the height in ST_SP; leaves the new height in ST_SP and the updates in ST_PUSHED.
   */
  push(head: number, x: number): void;
  /** Undoes `push(mem[x], x)` (the stack height is the caller's to restore). */
  pop(x: number): void;
}

/** The offsets of the plain kernel, and those of the hint stack and its per-level arrays. */
export interface DlxHintOffsets {
  range: number;
  links: number;
  choice: number;
  profile: number;
  state: number;
  hints: number;
  hintBase: number;
  regLo: number;
  regHi: number;
  /** The address just past the primary items (3 x (their number + 1)), not a byte offset. */
  primaryEnd: number;
}

/** The hint module's bytes (exported for a test of their size, as `dlxKernelBytes`). */
export function dlxHintKernelBytes(): Uint8Array<ArrayBuffer> {
  return assemble({
    globals: [
      ...[
        "range",
        "links",
        "choice",
        "profile",
        "state",
        "hints",
        "hintBase",
        "regLo",
        "regHi",
      ].map((name) => ({ type: i32, mutable: false, import: name }) as const),
      { type: i32, mutable: false, import: "primaryEnd" },
      { type: i32, mutable: true },
    ],
    functions: hintFunctions,
  });
}

/**
 * A hint kernel on `memory` (the search of `choice: "hints"`, its push and pop), with the
 * engine's arrays at the given byte offsets.
 */
export function dlxHintKernel(memory: WasmMemory, offsets: DlxHintOffsets): DlxHintKernel {
  compiledHints ??= wasmCompile(dlxHintKernelBytes());
  return wasmInstance(compiledHints, memory, { ...offsets }) as DlxHintKernel;
}
