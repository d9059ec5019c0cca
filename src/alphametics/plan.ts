/**
 * The column plan of a puzzle: the order in which its symbols get digits and the checks between
 * them, column by column from the least significant digit, as a list of steps. A linear equation
 * (sums and differences of words, times constants) keeps one carry per column: at each column the
 * unknown letters but one are chosen and the last one is derived ("Let": its digit is what makes
 * the column's sum divisible by the base), then the carry moves up. A polynomial equation
 * (products, powers) is checked modulo B^(k+1) after column k and may derive the digit of a word
 * standing alone on one side; any other relation is checked as soon as all its letters are known.
 * The solver runs this plan and the search-language lowering prints it, step for step.
 * Cost: linear in the puzzle's size.
 */
import { InputError, quoteInput } from "../core/errors.js";
import { checkValueSize } from "./evaluate.js";
import type { ParsedPuzzle, PuzzleSymbol } from "./parser.js";
import { ColumnPlanner } from "./plan/columns.js";
import { exhaustivePlan } from "./plan/exhaustive.js";
import { classifyEquations } from "./plan/linear.js";
import type { Plan, PlanOptions } from "./plan/types.js";
import { fixedDigitsOf, letterWeights, SumPlan, sumWeights, weightedPlan } from "./plan/weights.js";

export {
  ALPHAMETIC_METHODS,
  type AlphameticMethod,
  type EquationKind,
  type LinearForm,
  type Plan,
  type PlanOptions,
  type Step,
  StepKind,
  type WeightedPlan,
} from "./plan/types.js";

/** The symbol an option names (--digits, --assign); InputError when it is not a letter. */
function symbolOfOption(
  bySymbol: Map<string, number>,
  symbols: PuzzleSymbol[],
  name: string,
  option: string,
): number {
  const i = bySymbol.get(name);
  if (i === undefined || symbols[i].fixed !== undefined)
    throw new InputError(`${option}: ${quoteInput(name)} is not a letter of the puzzle`, {
      value: name,
    });
  return i;
}

/** Refuses (InputError) a digit an option gives that is not a digit of the base. */
function checkDigit(d: number, base: number, option: string, name: string): void {
  if (!Number.isInteger(d) || d < 0 || d >= base)
    throw new InputError(`${option}: ${name}=${d} is not a digit of base ${base}`, {
      value: `${name}=${d}`,
    });
}

/**
 * Builds the column plan of a parsed puzzle.
 *
 * @example
 * ```ts
 * const plan = buildPlan(parsePuzzle("SEND + MORE = MONEY"));
 * plan.steps.length; // the Choose, Let and check steps, column by column
 * ```
 */
export function buildPlan(puzzle: ParsedPuzzle, options: PlanOptions = {}): Plan {
  const base = options.base ?? 10;
  const { symbols, words } = puzzle;
  const letters = symbols.filter((s) => s.fixed === undefined).length;
  if (letters > base)
    throw new InputError(`${letters} different letters but base ${base} has only ${base} digits`);
  const { allowed, fixedValue } = allowedDigits(puzzle, base, options);

  const method = options.method ?? "auto";
  const weights = method === "auto" || method === "weights";
  if (weights && puzzle.equations.length === 1) {
    // a sum of words, the common puzzle: its weights straight from the words (see sumWeights)
    const eq = puzzle.equations[0];
    const w = sumWeights(eq, puzzle, base);
    if (w) return new SumPlan(base, allowed, eq, puzzle, weightedPlan(w, 0, fixedValue));
  }

  // equations: rewrite divisions, classify
  for (const eq of puzzle.equations) checkValueSize(eq, words, base);
  const classified = classifyEquations(puzzle, base, fixedDigitsOf(symbols));
  const { equations, kinds, linear } = classified;
  if (weights && equations.length === 1 && linear[0]) {
    const w = letterWeights(puzzle, linear[0], base);
    const weighted = w && weightedPlan(w, Number(linear[0].constant), fixedValue);
    if (weighted)
      return {
        base,
        steps: [],
        allowed,
        carries: 0,
        kinds,
        equations,
        linear,
        weighted,
        method: "weights",
      };
  }
  if (method === "exhaustive")
    return exhaustivePlan(puzzle, classified, allowed, fixedValue, base, options);
  return new ColumnPlanner(puzzle, classified, allowed, fixedValue, base).plan();
}

/**
 * Each symbol's allowed digits (`allowed[symbol * base + digit]`: a written digit its own, no
 * leading 0, the user's --digits) and fixed digit (written, or --assign).
 */
function allowedDigits(
  puzzle: ParsedPuzzle,
  base: number,
  options: PlanOptions,
): { allowed: Uint8Array; fixedValue: (number | undefined)[] } {
  const { symbols, words } = puzzle;
  const n = symbols.length;
  const allowed = new Uint8Array(n * base).fill(1);
  const fixedValue: (number | undefined)[] = symbols.map((s) => s.fixed);
  for (let i = 0; i < n; i++) {
    const f = symbols[i].fixed;
    if (f !== undefined) {
      allowed.fill(0, i * base, i * base + base);
      allowed[i * base + f] = 1;
    }
  }
  if (!options.leadingZeros)
    for (const w of words)
      if (w.symbols.length > 1 && symbols[w.symbols[0]].fixed === undefined)
        allowed[w.symbols[0] * base] = 0;
  // (made only when an option names a letter)
  const bySymbol =
    options.digits || options.assign ? new Map(symbols.map((s, i) => [s.name, i])) : undefined;
  // (options read only when given: Object.entries of an empty object still costs its arrays)
  if (options.digits)
    for (const [name, digits] of Object.entries(options.digits)) {
      const i = symbolOfOption(bySymbol as Map<string, number>, symbols, name, "--digits");
      if (!Array.isArray(digits))
        throw new InputError(`--digits: ${quoteInput(name)} needs a list of digits`, {
          value: name,
        });
      const keep = new Uint8Array(base);
      for (const d of digits) {
        checkDigit(d, base, "--digits", name);
        keep[d] = 1;
      }
      for (let d = 0; d < base; d++) if (!keep[d]) allowed[i * base + d] = 0;
    }
  if (options.assign)
    for (const [name, d] of Object.entries(options.assign)) {
      const i = symbolOfOption(bySymbol as Map<string, number>, symbols, name, "--assign");
      checkDigit(d, base, "--assign", name);
      fixedValue[i] = d;
    }
  return { allowed, fixedValue };
}
