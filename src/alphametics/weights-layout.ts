/**
 * The memory of the weighted method's kernel (src/kernels/weights.ts), the one place it is
 * written down: read by weights.ts, which fills it, and compiled into the kernel. Plain numeric
 * constants only: this file must stay valid AssemblyScript as well as TypeScript.
 *
 * The state sits at byte 0: int32 slots ST_* (sizes, and the byte offsets of the arrays that
 * follow it), and float64 slots SF_* (index into a Float64Array on the same memory). Then the
 * arrays, float64 first: the weights of the letters in search order, the positive and the
 * negative weights sorted by size (`pos`, `neg`), then int32: the order of the letters, the
 * first of `pos` and of `neg` each level still counts (`posFrom`, `negFrom`), the free digits
 * per level (`free`, (levels + 1) x (base + 1)), the letters' values (`vals`), then bytes: the
 * digits taken (`used`) and the digits each letter may take (`allowed`, letter x base + digit).
 */

/** The kernel's `run` results: the search done, or stopped by the caller's `found`. */
export const DONE = 1;
export const STOPPED = 3;
/** Nodes between calls of the caller's `tick` (a power of two). */
export const TICK_NODES = 1 << 14;

/** Int32 slots: levels (letters searched), base, free digits at level 0, stride of `free`. */
export const ST_M = 0;
export const ST_BASE = 1;
export const ST_K0 = 2;
export const ST_STRIDE = 3;
/** Int32 slots: the byte offsets of the arrays. */
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
/** Int32 slots: the lengths of `pos` and `neg`. */
export const ST_NPOS = 14;
export const ST_NNEG = 15;
/** Float64 slots: the sum of the letters already known, and the nodes counted by `run`. */
export const SF_SUM = 8;
export const SF_NODES = 9;
/** Bytes of the state. */
export const STATE_BYTES = 80;
