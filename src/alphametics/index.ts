/**
 * Alphametics and arithmographs: parse, solve (three methods), compare the methods, explain what
 * follows without search, solve a batch, and generate new puzzles (doubly true ones included).
 *
 * @module alphametics
 */
export type { BatchLine, BatchOptions, BatchOutput } from "./batch.js";
export { solveBatch as solveAlphameticBatch } from "./batch.js";
export {
  compareAlphameticMethods,
  DEFAULT_MAX_NODES,
  type MethodComparison,
  type MethodRun,
} from "./compare.js";
export type { Values as AlphameticValues } from "./evaluate.js";
export {
  type AlphameticExplanation,
  type Deduction,
  type ExplainedSolution,
  type ExplainOptions,
  explainAlphametic,
  explainAndSolve,
} from "./explain.js";
export { formatSolution as formatAlphameticSolution } from "./format.js";
export {
  type AlphameticDifficulty,
  alphameticDifficulty,
  DIFFICULTY_NODES,
  type GenerateAlphameticsOptions,
  type GeneratedAlphametic,
  generateAlphametics,
  loadNumberWords,
  MAX_GENERATE_BASE,
  NUMBER_LANGUAGES,
  normaliseWord,
  registerNumberWords,
} from "./generate.js";
export { lowerPlan as alphameticProgram } from "./lower.js";
export type {
  BinaryOp as AlphameticBinaryOp,
  Equation as AlphameticEquation,
  ParsedPuzzle as ParsedAlphametic,
  ParseOptions as AlphameticParseOptions,
  PuzzleExpr as AlphameticExpr,
  PuzzleSymbol as AlphameticSymbol,
  PuzzleWord as AlphameticWord,
  Relation as AlphameticRelation,
  SumTerm as AlphameticSumTerm,
} from "./parser.js";
export { parsePuzzle as parseAlphametic } from "./parser.js";
export {
  ALPHAMETIC_METHODS,
  type AlphameticMethod,
  type EquationKind as AlphameticEquationKind,
  type LinearForm as AlphameticLinearForm,
  type Plan as AlphameticPlan,
  type PlanOptions as AlphameticPlanOptions,
  type Step as AlphameticPlanStep,
  StepKind as AlphameticStepKind,
  type WeightedPlan as AlphameticWeightedPlan,
} from "./plan.js";
export type { AlphameticOptions, AlphameticResult } from "./solver.js";
export { planPuzzle as planAlphametic, solveAlphametic } from "./solver.js";
