/**
 * Exact cover by Knuth's dancing links: build or parse a problem (Knuth's DLX text format, with
 * secondary items, colours and multiplicities), count, list or stream its solutions, find the
 * cheapest ones, trace the search step by step, and encoders for classic problems.
 *
 * @module exact-cover
 */
export { ExactCoverBuilder, type OptionItem } from "./builder.js";
export { DancingLinks, type DancingLinksOptions } from "./dancing-links.js";
export { formatDlx, parseDlx } from "./dlx-format.js";
export { langfordProblem, langfordSequence } from "./encoders/langford.js";
export { pentominoProblem } from "./encoders/pentominoes.js";
export { queensColumns, queensProblem } from "./encoders/queens.js";
export { type Cube as SomaCube, SOMA_PIECES, somaProblem } from "./encoders/soma.js";
export { type SudokuCover, sudokuCover } from "./encoders/sudoku.js";
export type { CoverLinks } from "./links.js";
export {
  type CostedCover,
  MAX_MIN_COST_K,
  type MinCostOptions,
  minCostExactCovers,
  minCostExactCoversAsync,
} from "./min-cost.js";
export {
  checkExactCoverProblem,
  type ExactCoverOption,
  type ExactCoverProblem,
  itemName,
  optionText,
} from "./problem.js";
export {
  allExactCovers,
  countExactCovers,
  countExactCoversAsync,
  type ExactCoverOptions,
  exactCovers,
  exactCoversAsync,
  firstExactCover,
  forEachExactCover,
} from "./solve.js";
export {
  CoverReplay,
  type CoverStep,
  type CoverTrace,
  traceExactCover,
} from "./trace.js";
export {
  countExactCoverUnit,
  type ExactCoverUnit,
  exactCoverUnitSolutions,
  exactCoverUnits,
  forEachExactCoverInUnit,
} from "./units.js";
