/**
 * The search language: a little program of `Choose`, `Let`, `Restrict` and `Print` statements,
 * parsed, checked, then compiled to specialised code or interpreted, with profiles and a step
 * trace; and a builder that writes the same programs from code.
 *
 * @module search
 */
export type {
  BinaryOp as SearchBinaryOp,
  Expr as SearchExpr,
  FunctionName as SearchFunctionName,
  PoolRef as SearchPoolRef,
  Position as SearchPosition,
  PrintItem as SearchPrintItem,
  Program as SearchProgram,
  Statement as SearchStatement,
  StatementBase as SearchStatementBase,
} from "./ast.js";
export { SearchBuilder, search } from "./builder.js";
export type {
  CheckedProgram as CheckedSearchProgram,
  PoolInfo as SearchPool,
  VariableInfo as SearchVariable,
} from "./checker.js";
export { checkProgram as checkSearchProgram } from "./checker.js";
export type { CompiledSearch, CompileOptions as CompileSearchOptions } from "./compiler.js";
export { compileProgram as compileSearchProgram, MAX_NESTED_DRAWS } from "./compiler.js";
export type {
  EngineOptions as SearchEngineOptions,
  EngineSteps as SearchEngineSteps,
  PrintVisitor as SearchPrintVisitor,
  SearchStepKind,
  SearchStepVisitor,
} from "./engine.js";
export { TICK_NODES } from "./engine.js";
export {
  interpretProgram as interpretSearchProgram,
  interpretSteps as interpretSearchSteps,
} from "./interpreter.js";
export {
  parseExpression as parseSearchExpression,
  parseProgram as parseSearchProgram,
} from "./parser.js";
export type {
  ProfileEntry as SearchProfileEntry,
  ProgramSource as SearchProgramSource,
  RunSearchAsyncOptions,
  RunSearchOptions,
  SearchResult,
  SearchSolution,
} from "./run.js";
export {
  allSolutions as allSearchSolutions,
  firstSolution as firstSearchSolution,
  loadProgram as loadSearchProgram,
  runProgramText,
  runSearch,
  runSearchAsync,
  searchSolutions,
} from "./run.js";
export type {
  SearchTrace,
  SearchTreeLevel,
  SearchTreeState,
  TraceSearchOptions,
} from "./trace.js";
export { SEARCH_STEP_KINDS, SearchTreeReplay, traceSearch } from "./trace.js";
