/**
 * The memory layout of the 9x9 SIMD Sudoku kernel (src/kernels/assembly/sudoku9.ts), shared by
 * the kernel and its driver (sudoku9-kernel.ts): byte offsets in one 64 KiB page. The tables
 * (fast9.ts's, written by the driver), the puzzle and solution (81 bytes each), the counters, then
 * the search levels: 9 digit vectors, the unsolved-cell vector and the changed-digit mask,
 * 176 bytes a level, at most 82 levels (each level places a cell), and a scratch of 64 bytes.
 * 25,488 bytes in all.
 */

/** Peer masks (row, column and box, the cell included) of each cell: 81 v128 (3 bands). */
export const PEERS = 0;
/** Each cell's own bit: 81 v128. */
export const CELL = 1296;
/** Locked-candidate matching of a 3x3 mini-row matrix: 512 int32 (see fast9.ts). */
export const MATCH = 2592;
/** Boxes touched and single-cell mini-rows of a 9-bit row: 512 int32. */
export const ROW_INFO = 4640;
/** Mini-rows alone in their row or box: 512 int32. */
export const ALONE = 6688;
/** Cells of a set of mini-rows: 512 int32. */
export const MINIROW_CELLS = 8736;
/** The puzzle: 81 bytes, 0 for a blank, else 1-9. */
export const PUZZLE = 10784;
/** The first solution found: 81 bytes, 1-9. */
export const SOLUTION = 10880;
/** Nodes and guesses of the last count: 2 int32. */
export const STATS = 10976;
/** The search levels. */
export const LEVELS = 10992;
/** Bytes of one level (11 v128). */
export const LEVEL_BYTES = 176;
/** The kernel calls the caller's tick every this many nodes (a power of two). */
export const TICK_NODES = 4096;
/** The naked singles' digits of a round of propagation, as four bit planes: 4 v128. */
export const PLANES = LEVELS + 82 * LEVEL_BYTES;
/** Bytes the kernel uses. */
export const SUDOKU9_BYTES = PLANES + 64;
