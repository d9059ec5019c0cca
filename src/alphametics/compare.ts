/**
 * Every method on one puzzle, side by side (`alphametic --compare`): the textbook exhaustive
 * solver, the column method with carries, and the weighted method where it applies (a single
 * sum), each counting nodes the same way (a digit given to a letter), with a node budget so
 * that a hopeless method stops politely. Cost: the sum of the methods' searches.
 */
import { createCounters } from "../core/counters.js";
import { hasWebAssembly, noWebAssembly } from "../core/webassembly.js";
import { ALPHAMETIC_METHODS } from "./plan.js";
import { type AlphameticOptions, planPuzzle, solvePlanned } from "./solver.js";

/** One method's run. */
export interface MethodRun {
  /** The method run: "exhaustive", "columns" or "weights". */
  method: (typeof ALPHAMETIC_METHODS)[number];
  /** Digit assignments tried. */
  nodes: number;
  /** Milliseconds, planning included. */
  ms: number;
  /** Solutions found (all of them when `complete`). */
  solutions: number;
  /** False when the node budget stopped the method. */
  complete: boolean;
}

/** What {@link compareAlphameticMethods} found. */
export interface MethodComparison {
  /** The methods that ran, from the least to the most clever. */
  runs: MethodRun[];
  /** Methods that do not apply to this puzzle, with the reason. */
  skipped: {
    /** The method's name. */
    method: string;
    /** Why it does not apply (for example: it needs one linear equation, or no WebAssembly). */
    reason: string;
  }[];
}

/** The node budget of each method when none is given (10^8). */
export const DEFAULT_MAX_NODES = 100_000_000;

/**
 * Solves a puzzle with every method and reports each one's nodes, time and solutions.
 *
 * @param puzzle - the puzzle text, as for {@link solveAlphametic}
 * @param options - the solver's options except `method`, `counters`, `first` and `limit`;
 *   `maxNodes` is each method's budget (default {@link DEFAULT_MAX_NODES})
 *
 * @example
 * ```ts
 * compareAlphameticMethods("SEND + MORE = MONEY").runs.map((r) => [r.method, r.nodes]);
 * // [["exhaustive", 2606500], ["columns", 2053], ["weights", 16]]
 * ```
 */
export function compareAlphameticMethods(
  puzzle: string,
  options: Omit<AlphameticOptions, "method" | "counters" | "first" | "limit"> = {},
): MethodComparison {
  const runs: MethodRun[] = [];
  const skipped: { method: string; reason: string }[] = [];
  for (const method of ALPHAMETIC_METHODS) {
    if (method === "weights" && !hasWebAssembly()) {
      skipped.push({ method, reason: noWebAssembly("the weighted method") });
      continue;
    }
    const counters = createCounters();
    const start = performance.now();
    const { parsed, plan } = planPuzzle(puzzle, { ...options, method });
    if (plan.method !== method) {
      skipped.push({
        method,
        reason: "it needs a single sum or difference of words (one linear equation)",
      });
      continue;
    }
    const result = solvePlanned(parsed, plan, {
      ...options,
      counters,
      maxNodes: options.maxNodes ?? DEFAULT_MAX_NODES,
    });
    runs.push({
      method,
      nodes: counters.nodes,
      ms: performance.now() - start,
      solutions: result.solutions.length,
      complete: result.complete,
    });
  }
  return { runs, skipped };
}
