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
  BinaryOp,
  Expr,
  FunctionName,
  Position,
  PrintItem,
  Program as SearchProgram,
  Statement as SearchStatement,
} from "./search/ast.js";
export { SearchBuilder, search } from "./search/builder.js";
export type { CheckedProgram, VariableInfo } from "./search/checker.js";
export { checkProgram } from "./search/checker.js";
export type { CompiledSearch, CompileOptions } from "./search/compiler.js";
export { compileProgram } from "./search/compiler.js";
export type { EngineOptions, EngineSteps, PrintVisitor } from "./search/engine.js";
export { interpretProgram, interpretSteps } from "./search/interpreter.js";
export { parseExpression, parseProgram } from "./search/parser.js";
export type {
  ProfileEntry,
  ProgramSource,
  RunSearchAsyncOptions,
  RunSearchOptions,
  SearchResult,
  SearchSolution,
} from "./search/run.js";
export {
  allSolutions,
  compiledSearch,
  firstSolution,
  loadProgram,
  runProgramText,
  runSearch,
  runSearchAsync,
  searchSolutions,
} from "./search/run.js";

// -- exact cover and N-queens --

// -- sudoku --

// -- parallel and distributed --
