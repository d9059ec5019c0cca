/**
 * Sudoku of every size from 4x4 to 16x16 (and 25x25): parse and format grids, solve and count,
 * generate puzzles with one solution, give the next logical step (hint), explain a whole logical
 * solution step by step, and rate difficulty on Sudoku Explainer's scale.
 *
 * @module sudoku
 */
export type { SudokuBatchOptions, SudokuBatchOutput, SudokuInputLine } from "./batch.js";
export { processSudokuLines } from "./batch.js";
export { useSudokuDancingLinks } from "./cover.js";
export type { SudokuStats } from "./general.js";
export type { GeneratedSudoku, GenerateSudokuOptions, SudokuSymmetry } from "./generate.js";
export {
  GenerateBudgetError,
  generateSudoku,
  minimumSudokuClues,
  SUDOKU_SYMMETRIES,
  SudokuGenerator,
} from "./generate.js";
export type { SudokuGeometry, SudokuGrid, SudokuShape, SudokuShapeOptions } from "./grid.js";
export {
  cellName,
  checkSudokuSolution,
  formatSudoku,
  formatSudokuBoard,
  parseSudoku,
  sudokuGeometry,
} from "./grid.js";
export type {
  AppliedSudokuHint,
  ExplainSudokuOptions,
  NamedCellDigit,
  NamedChainLink,
  NamedLinkEnd,
  SudokuExplanation,
  SudokuHint,
  SudokuHintOptions,
  SudokuMistake,
} from "./hint.js";
export {
  applySudokuHint,
  explainSudoku,
  formatCandidates,
  parsePencilMarks,
  sudokuHint,
} from "./hint.js";
export type {
  CellDigit as SudokuCellDigit,
  ChainLink as SudokuChainLink,
  LinkEnd as SudokuLinkEnd,
  LogicBoard as SudokuLogicBoard,
  LogicStep as SudokuLogicStep,
  TechniqueName as SudokuTechniqueName,
} from "./logic/board.js";
export type { SeValue as SudokuSeValue } from "./logic/difficulty.js";
export { SE_VALUES as SUDOKU_SE_VALUES } from "./logic/difficulty.js";
export type {
  ForcingBranch,
  ForcingProof,
  Implication as ForcingImplication,
  NamedCandidate,
  NamedForcingProof,
  NamedImplication,
} from "./logic/forcing-proof.js";
export type { HouseTable as SudokuHouseTable } from "./logic/houses.js";
export type {
  LogicPath as SudokuLogicPath,
  LogicPathOptions as SudokuLogicPathOptions,
  PathEntry as SudokuPathEntry,
} from "./logic/path.js";
export type { Technique as SudokuTechnique } from "./logic/techniques.js";
export {
  TECHNIQUE_FAMILIES as SUDOKU_TECHNIQUE_FAMILIES,
  TECHNIQUES as SUDOKU_TECHNIQUES,
  techniquesOf,
} from "./logic/techniques.js";
export { variantLogicBoard } from "./logic/variants/board.js";
export {
  explainVariantSudoku,
  rateVariantSudoku,
  type VariantSudokuRating,
  variantCandidates,
  variantHint,
} from "./logic/variants/commands.js";
export type {
  RateOptions as SudokuRateOptions,
  RatingScaleRow,
  SudokuLevel,
  SudokuRating,
} from "./rating.js";
export { RATING_SCALE, rateSudokuGrid, SUDOKU_LEVELS } from "./rating.js";
export type { SudokuEngine, SudokuMethod, SudokuResult, SudokuSolveOptions } from "./solve.js";
export {
  analyseSudoku,
  countSudokuSolutions,
  SUDOKU_METHODS,
  solveSudoku,
  solveSudokuGrid,
  sudokuEngine,
} from "./solve.js";
export {
  type GeneratedVariantSudoku,
  type GenerateVariantSudokuOptions,
  generateVariantSudoku,
  SUDOKU_VARIANT_KINDS,
  type SudokuVariantKind,
  VARIANT_DEPTHS,
  type VariantDepth,
  VariantSudokuGenerator,
} from "./variants/generate.js";
export { fPuzzlesLink } from "./variants/link.js";
export { readFPuzzles } from "./variants/read.js";
export {
  checkVariantSolution,
  isClassicVariant,
  solveVariantSudoku,
  type VariantSolveOptions,
} from "./variants/solve.js";
export type {
  VariantArrow,
  VariantCage,
  VariantDot,
  VariantSudoku,
  VariantSum,
} from "./variants/types.js";
export { writeFPuzzles } from "./variants/write.js";
