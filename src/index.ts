/**
 * permuta: search by permutation and backtracking. This file is the whole public API.
 */
export type { SearchCounters } from "./core/counters.js";
export { addCounters, createCounters } from "./core/counters.js";
export type { SourceLocation } from "./core/errors.js";
export { AbortError, InputError } from "./core/errors.js";
export type { Random } from "./core/random.js";
export { createRandom } from "./core/random.js";

// -- permutations --

// -- alphametics --

// -- search language --
export type {
  BinaryOp as SearchBinaryOp,
  Expr as SearchExpr,
  FunctionName as SearchFunctionName,
  Position as SearchPosition,
  PrintItem as SearchPrintItem,
  Program as SearchProgram,
  Statement as SearchStatement,
} from "./search/ast.js";
export { SearchBuilder, search } from "./search/builder.js";
export type {
  CheckedProgram as CheckedSearchProgram,
  VariableInfo as SearchVariable,
} from "./search/checker.js";
export { checkProgram as checkSearchProgram } from "./search/checker.js";
export type { CompiledSearch, CompileOptions as CompileSearchOptions } from "./search/compiler.js";
export { compileProgram as compileSearchProgram } from "./search/compiler.js";
export type {
  EngineOptions as SearchEngineOptions,
  EngineSteps as SearchEngineSteps,
  PrintVisitor as SearchPrintVisitor,
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

// -- exact cover and N-queens --

// -- sudoku --

// -- parallel and distributed --
