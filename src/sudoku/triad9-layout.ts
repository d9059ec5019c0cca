/**
 * The memory layout of the band-triad Sudoku kernel (src/kernels/assembly/triad9.ts, tdoku's
 * design), shared by the kernel and its driver (triad9-kernel.ts): byte offsets in one 64 KiB
 * page. The tables (triad9-tables.ts) come first, written once by the driver.
 *
 * A search state is 480 bytes: six bands (three horizontal, then three vertical), each two
 * v128 (the 8 x 16-bit lanes of its value configurations, then its pending eliminations), then
 * nine boxes, each a 4x4 matrix of 9-bit candidate sets in two v128 (rows 0-1, rows 2-3). A
 * guess copies the state to the next level; each level on the path fixes one value of one band
 * to one configuration, so a path holds at most 54 levels (LEVEL_COUNT leaves room). 36,240
 * bytes in all.
 */

/** Box self-eliminations of a given: [value 0-8][element 0-15], a 4x4 matrix (32 bytes) each. */
export const ASSIGN = 0;
/** Band configurations a value in an element of a box peer excludes: [peer 0-2][element 0-3], 16 bytes. */
export const PEER_ELEM = 4608;
/**
 * Shuffles from a box's triad eliminations (mini-rows' in lanes 4-6, in the order 0, 2, 1;
 * mini-columns' in lanes 0-2) to its horizontal band's configuration eliminations (first 16
 * bytes) and its vertical band's (next 16): [box j*3+i], 32 bytes each.
 */
export const SHIFT16 = 4800;
/** The 3x3 cell lanes of a box matrix (32 bytes). */
export const CELL_MASK = 5088;
/**
 * Byte shuffles from a band's configurations to its 3x3 matrix of positive triads, rows in the
 * order of a band update's box peers from an inbound peer `from` (from + 1, from + 2, from):
 * [from 0-2], four 16-byte controls each: two or'd for rows 0-1 (lanes 0-2 and 4-6), two for
 * row 2 (lanes 0-2); other lanes read zero.
 */
export const TRIAD_ROWS = 5120;
/** The puzzle: 81 bytes, 0 for a blank, else 1-9. */
export const PUZZLE = 5312;
/** The first solution found: 81 bytes, 1-9. */
export const SOLUTION = 5408;
/** Nodes and guesses of the last count: 2 int32. */
export const STATS = 5504;
/** The search levels. */
export const LEVELS = 5520;
/** Bytes of one search state. */
export const STATE_BYTES = 480;
/** Offset of the boxes in a state (after the six bands of 32 bytes). */
export const BOXES = 192;
/** Levels the memory holds. */
export const LEVEL_COUNT = 64;
/** The kernel calls the caller's tick every this many nodes (a power of two). */
export const TICK_NODES = 4096;
/** Bytes the kernel uses. */
export const TRIAD9_BYTES = LEVELS + LEVEL_COUNT * STATE_BYTES;
