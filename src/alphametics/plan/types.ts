/**
 * The plan's data: the methods, the kinds of step and their fields, the plan the solver runs
 * and the search-language lowering prints, and the linear form of an equation.
 */
import type { Values } from "../evaluate.js";
import type { Equation } from "../parser.js";

/** Options that shape the plan. */
export interface PlanOptions {
  /** Base 2..36. @defaultValue 10 */
  base?: number;
  /** Allow a multi-digit word to start with 0. @defaultValue false */
  leadingZeros?: boolean;
  /** Fixed letters: `{ A: 7 }`. */
  assign?: Record<string, number>;
  /** Allowed digits per letter: `{ C: [0], I: [0, 2, 4, 6, 8] }`. */
  digits?: Record<string, number[]>;
  /**
   * `columns`: column by column with carries (any puzzle); `weights`: for a single linear
   * equation, letters by decreasing weight with bounds pruning; `exhaustive`: the textbook
   * solver, every letter in order of first appearance tries every free digit and the puzzle is
   * checked only when all have one; `auto`: weights when it applies, else columns.
   * @defaultValue "auto"
   */
  method?: AlphameticMethod;
}

/** The ways to solve a puzzle (see {@link PlanOptions.method}). */
export type AlphameticMethod = "auto" | "columns" | "weights" | "exhaustive";

/** The methods `--compare` runs, from the least to the most clever. */
export const ALPHAMETIC_METHODS = ["exhaustive", "columns", "weights"] as const;

/** Kinds of step. */
export enum StepKind {
  /** Try every free digit for `symbol`. */
  Choose = 0,
  /** Give `symbol` the digit `value` (a written digit or an assigned letter). */
  Fixed = 1,
  /** A linear equation's column: derive `symbol` (if >= 0), check divisibility, move the carry. */
  Column = 2,
  /** A polynomial equation's column: derive `symbol` as digit k of the other side's residue. */
  PolyLet = 3,
  /** A polynomial equation's column check modulo B^(k+1). */
  PolyCheck = 4,
  /** An equation checked exactly once all its symbols are known. */
  Full = 5,
  /** An equation's interval bounds with the letters known so far (`known`). */
  Bound = 6,
}

/** One step of the plan. The solver reads the fields its kind uses. */
export interface Step {
  /** What the step does; it decides which of the other fields are read. */
  kind: StepKind;
  /** The symbol given a digit (Choose, Fixed, Column with a derived letter, PolyLet), else -1. */
  symbol: number;
  /** Fixed: the digit. */
  value: number;
  /** The equation (Column, PolyLet, PolyCheck, Full), else -1. */
  equation: number;
  /** The column (0 = units). */
  column: number;
  /** Column: known symbols of the column. */
  terms: Int32Array;
  /** Column: the coefficient of each of `terms`, in the same order. */
  coefs: Float64Array;
  /** Column: the constant's digit in this column. */
  constant: number;
  /** Column: the carry slot read (-1 = none). */
  carryIn: number;
  /** Column: the carry slot written (-1 = none). */
  carryOut: number;
  /** Column: the derived symbol's coefficient. */
  coef: number;
  /** Column: the inverse of `coef` modulo the base. */
  inverse: number;
  /** Column: the top column (the total must be exactly 0). */
  last: boolean;
  /** PolyLet/PolyCheck: residue modulo B^(column+1) (PolyLet: of the other side). */
  residue:
    | ((
        /** Each symbol's digit so far, by symbol index. */
        vals: Values,
      ) => number)
    | undefined;
  /** PolyLet: B^column. */
  scale: number;
  /** Bound: the symbols known at this step. */
  known: Uint8Array | undefined;
  /** Full and Bound: the test. */
  test:
    | ((
        /** Each symbol's digit so far, by symbol index. */
        vals: Values,
      ) => boolean)
    | undefined;
}

/** How an equation is handled. */
export type EquationKind = "linear" | "polynomial" | "general";

/** A plan: the steps and what they need. */
export interface Plan {
  /** The base, 2..36. */
  base: number;
  /** The steps in the order the solver runs them (empty when `weighted` is set). */
  steps: Step[];
  /** Allowed digits: `allowed[symbol * base + digit]` is 1 when allowed. */
  allowed: Uint8Array;
  /** Number of carry slots. */
  carries: number;
  /** How each equation is handled. */
  kinds: EquationKind[];
  /** The equations as solved (a top-level division rewritten as a product). */
  equations: Equation[];
  /** Linear equations: coefficient of each word (index by word), and the constant. */
  linear: (LinearForm | undefined)[];
  /** Least allowed digit of each symbol (for interval bounds). */
  least?: number[];
  /** Greatest allowed digit of each symbol (for interval bounds). */
  greatest?: number[];
  /** Set when the weighted method solves the puzzle (then `steps` is empty). */
  weighted?: WeightedPlan;
  /** The method the steps follow. */
  method: "columns" | "weights" | "exhaustive";
}

/** A linear equation: sum of coefficient * word plus constant = 0. */
export interface LinearForm {
  /** Each word's coefficient, by word index. */
  coefs: Map<number, bigint>;
  /** The constant term (quoted numbers and words of known value). */
  constant: bigint;
}

/** A step of the given kind, the fields it does not name at their defaults. */
export function step(kind: StepKind, fields: Partial<Step>): Step {
  return {
    kind,
    symbol: -1,
    value: 0,
    equation: -1,
    column: 0,
    terms: new Int32Array(0),
    coefs: new Float64Array(0),
    constant: 0,
    carryIn: -1,
    carryOut: -1,
    coef: 0,
    inverse: 0,
    last: false,
    residue: undefined,
    scale: 1,
    test: undefined,
    known: undefined,
    ...fields,
  };
}

/** The weighted method's data: letters by decreasing |weight|, the last one derived. */
export interface WeightedPlan {
  /** Symbols with a non-zero weight, by decreasing |weight|. */
  order: Int32Array;
  /** The weight of each symbol of `order`, in its order. */
  weights: Float64Array;
  /** Symbols of weight 0 (chosen freely after the others). */
  free: Int32Array;
  /** Written digits and assigned letters: symbol and digit. */
  fixed: [number, number][];
  /** The constant of the equation (sum of weight × digit + constant = 0). */
  constant: number;
  /** The positive weights of `order`, in its order (so decreasing). */
  pos: Float64Array;
  /** The negative weights of `order`, in its order (so most negative first). */
  neg: Float64Array;
  /** For each position i of `order`: where the positive weights of order[i+1..] start in `pos`. */
  posFrom: Int32Array;
  /** ... and where its negative weights start in `neg`. */
  negFrom: Int32Array;
}
