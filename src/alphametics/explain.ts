/**
 * Reasoning before searching (`alphametic --explain`): what follows from the equations without
 * search, each fact with its reason, as a puzzle solver would write it. Each letter has a domain
 * (its possible digits); rules narrow the domains until none can: a word's first letter is not 0;
 * a written digit is taken; the letters are different digits; each column of a sum, with the
 * carries as unknowns (a column whose letters no digit fits is where M = 1, O = 0 come from:
 * every digit of every letter is tried against the column, with the others' domains and the
 * carries' ranges); the last digits of a product against the last digits of its factors; and the
 * bounds of each side of an equation (GH × GD < 1000 gives G ≤ 3). Every rule is a necessary
 * condition, so every stated fact holds in every solution. The count of digit assignments left
 * (injective, within the domains) says how much search remains.
 * Cost: the rules are retried until nothing changes; a column or a residue is tried only when
 * its letters have at most 2·10^5 digit combinations.
 */
import { createCounters } from "../core/counters.js";
import { countAssignments } from "./explain/count.js";
import { leadingLetters } from "./explain/different.js";
import { Reasoning } from "./explain/fixpoint.js";
import { type Deduction, ExplainState } from "./explain/state.js";
import type { PlanOptions } from "./plan.js";
import { type AlphameticOptions, planPuzzle, solveAlphametic } from "./solver.js";

export { countAssignments } from "./explain/count.js";
export type { Deduction } from "./explain/state.js";
export { digitsText } from "./explain/text.js";

/** What {@link explainAlphametic} found. */
export interface AlphameticExplanation {
  /** The reasoning steps, in the order they were made. */
  deductions: Deduction[];
  /** Each letter's digits left, letters in order of first appearance. */
  domains: Record<string, number[]>;
  /**
   * Digit assignments left to search: one digit per letter from its domain, all different
   * (undefined when there are too many kinds of domain to count them).
   */
  assignments: bigint | undefined;
  /** Set when the reasoning alone shows that there is no solution. */
  contradiction?: string;
  /** Trials that ruled digits out (0 without `trials`, or when the rules alone were enough). */
  trials: number;
}

/** Options of {@link explainAlphametic}. */
export type ExplainOptions = Omit<PlanOptions, "method"> & {
  /** Any character that is not blank, an operator or a quote is a symbol. @defaultValue false */
  anySymbol?: boolean;
  /**
   * When the rules stop, try each digit of an open letter (fewest digits first) and rule out
   * those that lead the same rules to a contradiction, as a puzzle book does ("if E = 4, ...
   * no digit is left for N"), until no trial decides anything. @defaultValue false
   */
  trials?: boolean;
};

/**
 * Explains an alphametic: the deductions that follow from its equations without search, the
 * domains they leave, and how many digit assignments remain to be searched.
 *
 * @param puzzle - the puzzle text, as for {@link solveAlphametic}
 * @param options - base, leading zeros, fixed letters and allowed digits as for the solver, plus
 *   `trials` (default false)
 *
 * @example
 * ```ts
 * const e = explainAlphametic("SEND + MORE = MONEY");
 * e.deductions.find((d) => d.fact === "M = 1")?.because;
 * // "MONEY has one more column than SEND and MORE, so M is the last carry"
 * e.domains.M; // [1]
 * ```
 */
export function explainAlphametic(
  puzzle: string,
  options: ExplainOptions = {},
): AlphameticExplanation {
  const { parsed, plan } = planPuzzle(puzzle, { ...options, method: "columns" });
  const state = new ExplainState(parsed, plan, options);
  if (!options.leadingZeros) leadingLetters(state);
  const reasoning = new Reasoning(state);
  reasoning.propagate();
  const trials = options.trials && !state.contradiction ? reasoning.trials() : 0;

  const { contradiction } = state;
  const letters = state.symbols.map((_, s) => s).filter((s) => state.isLetter(s));
  const domains: Record<string, number[]> = {};
  for (const s of letters) domains[state.name(s)] = state.values(s);
  return {
    deductions: state.deductions,
    domains,
    assignments: contradiction
      ? 0n
      : countAssignments(
          letters.map((s) => state.dom[s]),
          state.base,
        ),
    ...(contradiction ? { contradiction } : {}),
    trials,
  };
}

/** What {@link explainAndSolve} found: the explanation, the solutions, and the search's size. */
export interface ExplainedSolution extends AlphameticExplanation {
  /** Each solution as letter → digit, letters in order of first appearance. */
  solutions: Record<string, number>[];
  /** False when `first` or `limit` stopped the search. */
  complete: boolean;
  /** Nodes of the search within the domains the reasoning left. */
  nodes: number;
  /** Nodes of the same search without those domains (for comparison). */
  nodesWithout: number;
}

/**
 * Explains a puzzle, then solves it within the domains the reasoning left (fewer nodes than
 * without them), and without them for comparison.
 *
 * @param puzzle - the puzzle text, as for {@link solveAlphametic}
 * @param options - the options of {@link explainAlphametic} and of {@link solveAlphametic} (except
 *   `method` and `counters`)
 *
 * @example
 * ```ts
 * const r = explainAndSolve("SEND + MORE = MONEY");
 * r.solutions; // [{ S: 9, E: 5, N: 6, D: 7, M: 1, O: 0, R: 8, Y: 2 }]
 * r.nodes < r.nodesWithout; // true
 * ```
 */
export function explainAndSolve(
  puzzle: string,
  options: ExplainOptions & Omit<AlphameticOptions, "method" | "counters"> = {},
): ExplainedSolution {
  const explanation = explainAlphametic(puzzle, options);
  const within = createCounters();
  const without = createCounters();
  const { solutions, complete } = explanation.contradiction
    ? { solutions: [], complete: true }
    : solveAlphametic(puzzle, { ...options, digits: explanation.domains, counters: within });
  solveAlphametic(puzzle, { ...options, counters: without });
  return {
    ...explanation,
    solutions,
    complete,
    nodes: within.nodes,
    nodesWithout: without.nodes,
  };
}
