/**
 * The memory layout of the Dancing Links engine, the one place it is written down: read by the
 * TypeScript searches (dancing-links.ts, links.ts, trace.ts, min-cost.ts) and compiled into the
 * WebAssembly kernels (src/kernels/dlx*.ts import this file; AssemblyScript reads these plain
 * constants as i32), so that both sides walk the same addresses. Plain numeric constants only:
 * this file must stay valid AssemblyScript as well as TypeScript.
 *
 * As in Knuth's dlx1, every node takes three int32 slots, TOP, ULINK, DLINK (12 bytes, like
 * dlx1's struct), and is named by its address (S x its index), so "the next node of the option"
 * is `p + S` and no index is multiplied in the hot loops:
 *
 * - nodes 1..N are the item headers (TOP holds the item's LEN, the number of options still in
 *   its list; ULINK and DLINK the ends of that list);
 * - then come the options, each node's TOP its item's address, each option followed by a
 *   spacer node (TOP = minus the option's index, ULINK its first node).
 *
 * A second array at the same addresses (`range`) holds, for an option's node, the address of
 * the option's first node (FIRST), the address just past its last (END), and its colour
 * (COLOR: 0 for none, -1 once purified): an option is the range [first, end), so hiding it
 * needs no test per node. The item list (LLINK, RLINK) lives in a third array (`links`) at the
 * items' addresses; item 0 is the root of the primary items, item N+1 the head of the
 * secondary ones.
 *
 * In one WebAssembly memory, in this order: the nodes (int32 index 0), `range`, `links`, the
 * node chosen at each level (`choice`), the per-level node profile (float64), the kernel's
 * search state (STATE_BYTES, below), and with the hint choice the hint stack and its four
 * per-level arrays. The kernels receive the byte offsets of the parts as imported globals.
 */

/** Slots per node. */
export const S = 3;
/** Node slots: the item (or LEN for a header, minus the option for a spacer), up, down. */
export const TOP = 0;
export const UP = 1;
export const DOWN = 2;
/** Slots of a node in `range`: the option's first node, the end of the option, the colour. */
export const FIRST = 0;
export const END = 1;
export const COLOR = 2;
/** Slots of an item in `links`: the previous and the next item of its list. */
export const LLINK = 0;
export const RLINK = 1;

/** Marks a hint (an item on the hint stack) whose item had no option left when pushed. */
export const DEAD = 1 << 30;

/**
 * A kernel's `run` results: at a solution (the caller visits it and calls again), the search
 * done, or a pause for the caller to check its signal and report progress.
 */
export const FOUND = 0;
export const DONE = 1;
export const TICK = 2;
/** Search nodes between two pauses (a power of two minus one: a mask of the node count). */
export const TICK_MASK = 0xfff;

/**
 * The kernels' search state, read by `run` when it starts and written when it returns: int32
 * slots (ST_*), then float64 slots from byte STATE_F64_AT (SF_*). In memory rather than in
 * globals: a typed array is much cheaper to reach from TypeScript than a global, and a search
 * that returns at every solution reads and writes the state each time.
 */
export const STATE_BYTES = 64;
/** Where the float64 slots start, in bytes. */
export const STATE_F64_AT = 40;
/**
 * The level reached, the level the search started from (a unit's prefix), and resume (1 after
 * a solution: the next call first backs up).
 */
export const ST_LEVEL = 0;
export const ST_BASE = 1;
export const ST_RESUME = 2;
/** The item scan stops at an item with this many options or fewer (0, or 1: `stopAtOne`). */
export const ST_ENOUGH = 3;
/** 1 when the per-level profile is kept. */
export const ST_PROFILE = 4;
/** Solutions found by the call. */
export const ST_FOUND = 5;
/** The node count's low 12 bits (TICK_MASK). */
export const ST_CLOCK = 6;
/** The hint search: the height of the hint stack, and the updates of the last `push`. */
export const ST_SP = 7;
export const ST_PUSHED = 8;
/** Float64 slots (a Float64Array at byte STATE_F64_AT): nodes, updates, branching nodes. */
export const SF_NODES = 0;
export const SF_UPDATES = 1;
export const SF_BRANCHES = 2;
