/**
 * N-queens: count the solutions (bitboards, counted by symmetry classes), count the classes,
 * list the solutions, estimate the search's size, and count in slices that yield to the event loop.
 *
 * @module queens
 */
export { MAX_QUEENS } from "./bitboard.js";
export { estimateQueensNodes, type QueensEstimateOptions } from "./estimate.js";
export { QueensEnumerator } from "./list.js";
export { countQueenClasses, countQueens, type QueenClasses } from "./symmetry.js";
export {
  countQueenClassesAsync,
  countQueensAsync,
  countQueensUnit,
  countQueensUnitClasses,
  type QueensUnit,
  queensUnits,
} from "./units.js";
