/**
 * permuta: search by permutation and backtracking. This file is the whole public API.
 */

// -- core: counters, errors, random --
export type { SearchCounters } from "./core/counters.js";
export { addCounters, createCounters } from "./core/counters.js";
export type { SourceLocation } from "./core/errors.js";
export { AbortError, InputError } from "./core/errors.js";
export type { Random } from "./core/random.js";
export { createRandom } from "./core/random.js";

// -- permutations --
export {
  countCombinations,
  forEachCombination,
  nextCombination,
} from "./permutations/combinations.js";
export { countMultisetPermutations, countPermutations, factorial } from "./permutations/count.js";
export type { ForEachPermutationOptions } from "./permutations/for-each.js";
export { forEachPermutation } from "./permutations/for-each.js";
export { heapForEach } from "./permutations/heap-fast.js";
export { heapIterativeTrace } from "./permutations/heap-iterative.js";
export {
  applyHeapFinalState,
  heapFinalState,
  heapKForEach,
  heapKNext,
} from "./permutations/heap-k.js";
export { heapRecursiveTrace } from "./permutations/heap-recursive.js";
export { heapStep } from "./permutations/heap-step.js";
export {
  combinations,
  heapPermutations,
  kPermutationsHeap,
  lexPermutations,
  multisetPermutations,
  permutations,
  sjtPermutations,
} from "./permutations/iterables.js";
export type { Compare, MutableArrayLike } from "./permutations/lex.js";
export { defaultCompare, nextPermutation, prevPermutation } from "./permutations/lex.js";
export { lexForEach } from "./permutations/lex-fast.js";
export { lexKForEach, nextKPrefix } from "./permutations/lex-k.js";
export { multisetIds } from "./permutations/multiset.js";
export { naivePermutations } from "./permutations/naive.js";
export type { RandomSource } from "./permutations/random.js";
export { randomArrangement, randomPermutation, shuffle } from "./permutations/random.js";
export { rankMultiset, rankPermutation, unrankPermutation } from "./permutations/rank.js";
export type { SjtState } from "./permutations/sjt.js";
export { sjtForEach, sjtNext, sjtStart } from "./permutations/sjt.js";
export type { TraceEvent } from "./permutations/trace.js";
export { formatTraceEvent } from "./permutations/trace.js";

// -- alphametics --
export type { BatchLine, BatchOptions, BatchOutput } from "./alphametics/batch.js";
export {
  compareAlphameticMethods,
  DEFAULT_MAX_NODES,
  type MethodComparison,
  type MethodRun,
} from "./alphametics/compare.js";
export { solveBatch as solveAlphameticBatch } from "./alphametics/batch.js";
export {
  type AlphameticExplanation,
  countAssignments,
  type Deduction,
  type ExplainedSolution,
  type ExplainOptions,
  explainAlphametic,
  explainAndSolve,
} from "./alphametics/explain.js";
export { formatSolution as formatAlphameticSolution } from "./alphametics/format.js";
export {
  type AlphameticDifficulty,
  alphameticDifficulty,
  DIFFICULTY_NODES,
  type GeneratedAlphametic,
  type GenerateAlphameticsOptions,
  generateAlphametics,
  loadNumberWords,
  NUMBER_LANGUAGES,
  normaliseWord,
  registerNumberWords,
} from "./alphametics/generate.js";
export { lowerPlan as alphameticProgram } from "./alphametics/lower.js";
export type {
  Equation as AlphameticEquation,
  ParsedPuzzle as ParsedAlphametic,
  PuzzleExpr as AlphameticExpr,
} from "./alphametics/parser.js";
export { parsePuzzle as parseAlphametic } from "./alphametics/parser.js";
export {
  ALPHAMETIC_METHODS,
  type AlphameticMethod,
  type Plan as AlphameticPlan,
  type PlanOptions as AlphameticPlanOptions,
} from "./alphametics/plan.js";
export type { AlphameticOptions, AlphameticResult } from "./alphametics/solver.js";
export { planPuzzle as planAlphametic, solveAlphametic } from "./alphametics/solver.js";

// -- exact cover and N-queens --
export { ExactCoverBuilder, type OptionItem } from "./exact-cover/builder.js";
export { DancingLinks, type DancingLinksOptions } from "./exact-cover/dancing-links.js";
export { formatDlx, parseDlx } from "./exact-cover/dlx-format.js";
export { langfordProblem, langfordSequence } from "./exact-cover/encoders/langford.js";
export { pentominoProblem } from "./exact-cover/encoders/pentominoes.js";
export { type Cube as SomaCube, SOMA_PIECES, somaProblem } from "./exact-cover/encoders/soma.js";
export { type CoverLinks, CoverLinksModel, coverLinks } from "./exact-cover/links.js";
export {
  type CoverStep,
  CoverReplay,
  type CoverTrace,
  traceExactCover,
} from "./exact-cover/trace.js";
export { queensColumns, queensProblem } from "./exact-cover/encoders/queens.js";
export { type SudokuCover, sudokuCover } from "./exact-cover/encoders/sudoku.js";
export {
  checkExactCoverProblem,
  type ExactCoverOption,
  type ExactCoverProblem,
  itemName,
  optionText,
} from "./exact-cover/problem.js";
export {
  allExactCovers,
  countExactCovers,
  countExactCoversAsync,
  type ExactCoverOptions,
  exactCovers,
  exactCoversAsync,
  firstExactCover,
  forEachExactCover,
} from "./exact-cover/solve.js";
export {
  type CostedCover,
  MAX_MIN_COST_K,
  type MinCostOptions,
  minCostExactCovers,
  minCostExactCoversAsync,
} from "./exact-cover/min-cost.js";
export {
  countExactCoverUnit,
  type ExactCoverUnit,
  exactCoverUnitSolutions,
  exactCoverUnits,
  forEachExactCoverInUnit,
} from "./exact-cover/units.js";
export { countQueenCompletions, MAX_QUEENS } from "./queens/bitboard.js";
export { countQueenClasses, countQueens, type QueenClasses } from "./queens/symmetry.js";
export { QueensEnumerator } from "./queens/list.js";
export { estimateQueensNodes, type QueensEstimateOptions } from "./queens/estimate.js";
export {
  countQueenClassesAsync,
  countQueensAsync,
  countQueensUnit,
  countQueensUnitClasses,
  type QueensUnit,
  queensUnits,
} from "./queens/units.js";
// -- search language --
export type {
  BinaryOp as SearchBinaryOp,
  Expr as SearchExpr,
  FunctionName as SearchFunctionName,
  PoolRef as SearchPoolRef,
  Position as SearchPosition,
  PrintItem as SearchPrintItem,
  Program as SearchProgram,
  Statement as SearchStatement,
} from "./search/ast.js";
export { SearchBuilder, search } from "./search/builder.js";
export type {
  CheckedProgram as CheckedSearchProgram,
  PoolInfo as SearchPool,
  VariableInfo as SearchVariable,
} from "./search/checker.js";
export { checkProgram as checkSearchProgram } from "./search/checker.js";
export type { CompiledSearch, CompileOptions as CompileSearchOptions } from "./search/compiler.js";
export { compileProgram as compileSearchProgram } from "./search/compiler.js";
export type {
  EngineOptions as SearchEngineOptions,
  EngineSteps as SearchEngineSteps,
  PrintVisitor as SearchPrintVisitor,
  SearchStepKind,
  SearchStepVisitor,
} from "./search/engine.js";
export {
  interpretProgram as interpretSearchProgram,
  interpretSteps as interpretSearchSteps,
} from "./search/interpreter.js";
export {
  parseExpression as parseSearchExpression,
  parseProgram as parseSearchProgram,
} from "./search/parser.js";
export type {
  ProfileEntry as SearchProfileEntry,
  ProgramSource as SearchProgramSource,
  RunSearchAsyncOptions,
  RunSearchOptions,
  SearchResult,
  SearchSolution,
} from "./search/run.js";
export {
  allSolutions as allSearchSolutions,
  compiledSearch,
  firstSolution as firstSearchSolution,
  loadProgram as loadSearchProgram,
  runProgramText,
  runSearch,
  runSearchAsync,
  searchSolutions,
} from "./search/run.js";
export type {
  SearchTrace,
  SearchTreeLevel,
  SearchTreeState,
  TraceSearchOptions,
} from "./search/trace.js";
export { SEARCH_STEP_KINDS, SearchTreeReplay, traceSearch } from "./search/trace.js";

// -- sudoku --
export type {
  SudokuBatchOptions,
  SudokuBatchOutput,
  SudokuInputLine,
} from "./sudoku/batch.js";
export {
  isSkippedSudokuLine,
  processSudokuLine,
  processSudokuLines,
} from "./sudoku/batch.js";
export type { SudokuStats } from "./sudoku/general.js";
export type {
  GeneratedSudoku,
  GenerateSudokuOptions,
  SudokuSymmetry,
} from "./sudoku/generate.js";
export {
  GenerateBudgetError,
  generateSudoku,
  minimumSudokuClues,
  SUDOKU_SYMMETRIES,
  SudokuGenerator,
} from "./sudoku/generate.js";
export type {
  SudokuGeometry,
  SudokuGrid,
  SudokuShape,
  SudokuShapeOptions,
} from "./sudoku/grid.js";
export {
  cellName,
  checkSudokuSolution,
  findClash as findSudokuClash,
  formatSudoku,
  formatSudokuBoard,
  gridLine as sudokuGridLine,
  parseSudoku,
  sudokuGeometry,
  unitName as sudokuUnitName,
  valueChar as sudokuValueChar,
} from "./sudoku/grid.js";
export type {
  AppliedSudokuHint,
  NamedCellDigit,
  ExplainSudokuOptions,
  NamedChainLink,
  NamedLinkEnd,
  SudokuExplanation,
  SudokuHint,
  SudokuHintOptions,
  SudokuMistake,
} from "./sudoku/hint.js";
export {
  applySudokuHint,
  explainSudoku,
  formatCandidates,
  parsePencilMarks,
  sudokuHint,
} from "./sudoku/hint.js";
export type {
  CellDigit as SudokuCellDigit,
  ChainLink as SudokuChainLink,
  LinkEnd as SudokuLinkEnd,
  LogicBoard as SudokuLogicBoard,
  LogicStep as SudokuLogicStep,
  TechniqueName as SudokuTechniqueName,
} from "./sudoku/logic/board.js";
export { boardFromMarks, boardFromValues } from "./sudoku/logic/board.js";
export type {
  LogicPath as SudokuLogicPath,
  PathEntry as SudokuPathEntry,
} from "./sudoku/logic/path.js";
export { logicPath as sudokuLogicPath } from "./sudoku/logic/path.js";
export {
  nextStep as nextSudokuStep,
  TECHNIQUES as SUDOKU_TECHNIQUES,
} from "./sudoku/logic/techniques.js";
export type { SeValue as SudokuSeValue } from "./sudoku/logic/difficulty.js";
export {
  SE_VALUES as SUDOKU_SE_VALUES,
  seLengthBonus as sudokuSeLengthBonus,
  stepDifficulty as sudokuStepDifficulty,
} from "./sudoku/logic/difficulty.js";
export type {
  RateOptions as SudokuRateOptions,
  RatingScaleRow,
  SudokuLevel,
  SudokuRating,
} from "./sudoku/rating.js";
export {
  RATING_SCALE,
  ratePath as rateSudokuPath,
  rateSudokuGrid,
  SUDOKU_LEVELS,
} from "./sudoku/rating.js";
export type {
  SudokuEngine,
  SudokuMethod,
  SudokuResult,
  SudokuSolveOptions,
} from "./sudoku/solve.js";
export {
  analyseSudoku,
  countSudokuSolutions,
  SUDOKU_METHODS,
  chooseSudokuMethod,
  solveSudoku,
  solveSudokuGrid,
  sudokuEngine,
} from "./sudoku/solve.js";

// -- workers --
export {
  countExactCoversParallel,
  exactCoverSolutionsParallel,
  exactCoversParallel,
} from "./parallel/cover.js";
export type { CoverUnit, CoverUnitResult } from "./parallel/cover-unit.js";
export { COVER_UNITS, coverUnits, runCoverUnit } from "./parallel/cover-unit.js";
export type { UnitProgress } from "./parallel/stream.js";
export { countQueensParallel, queensUnitDepth, queensWorkUnits } from "./parallel/queens.js";
export type { RedisRunOptions, UnitWorkerOptions } from "./parallel/queue.js";
export { DISTRIBUTED_PACKAGES, runUnitWorker } from "./parallel/distributed.js";
export { unitJobId } from "./parallel/results.js";
export type { UnitRunner } from "./parallel/registry.js";
export { runUnit, unitRunners } from "./parallel/registry.js";
export type { ParallelOptions } from "./parallel/run.js";
export { LEDGER_FORMAT, type LedgerOptions } from "./parallel/ledger.js";
export { isParallel, openUnitStream, runUnits } from "./parallel/run.js";
export { runSearchParallel } from "./parallel/search.js";
export type { SearchUnit, SearchUnitResult } from "./parallel/search-unit.js";
export { combineSearchResults, runSearchUnit, searchUnits } from "./parallel/search-unit.js";
export type { UnitResultHandler, UnitStream } from "./parallel/stream.js";
export type { WorkUnit } from "./parallel/unit.js";
export { sliceRanges, unitsId } from "./parallel/unit.js";

// -- types and limits that the exported API refers to --
export type {
  BinaryOp as AlphameticBinaryOp,
  ParseOptions as AlphameticParseOptions,
  PuzzleSymbol as AlphameticSymbol,
  PuzzleWord as AlphameticWord,
  Relation as AlphameticRelation,
  SumTerm as AlphameticSumTerm,
} from "./alphametics/parser.js";
export type { Values as AlphameticValues } from "./alphametics/evaluate.js";
export type {
  EquationKind as AlphameticEquationKind,
  LinearForm as AlphameticLinearForm,
  Step as AlphameticPlanStep,
  WeightedPlan as AlphameticWeightedPlan,
} from "./alphametics/plan.js";
export { StepKind as AlphameticStepKind } from "./alphametics/plan.js";
export type { UnitEmit } from "./parallel/registry.js";
export type { UnitChunkHandler } from "./parallel/stream.js";
export { MAX_SEARCH_PARTS } from "./parallel/search-unit.js";
export type { PermutationVisitor } from "./permutations/heap-fast.js";
export type { StatementBase as SearchStatementBase } from "./search/ast.js";
export { MAX_NESTED_DRAWS } from "./search/compiler.js";
export { TICK_NODES } from "./search/engine.js";
export type { HouseTable as SudokuHouseTable } from "./sudoku/logic/houses.js";
export type { LogicPathOptions as SudokuLogicPathOptions } from "./sudoku/logic/path.js";
export type { Technique as SudokuTechnique } from "./sudoku/logic/techniques.js";
