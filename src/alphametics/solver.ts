/**
 * The alphametic solver: runs a puzzle's column plan (see plan.ts) as a depth-first search over
 * typed arrays (symbol values, free digits, carries), counting nodes exactly as the search
 * language does for the same program (a node = a digit given to a symbol: each free digit a
 * Choose tries, each Let whose digit is free). Cost: the nodes of the plan; the carries and the
 * derived letters keep SEND + MORE = MONEY to a few hundred nodes instead of 10!/2 assignments.
 */
import { createCounters, type SearchCounters } from "../core/counters.js";
import { InputError, throwIfAborted } from "../core/errors.js";
import { hasWebAssembly, noWebAssembly } from "../core/webassembly.js";
import { type ParsedPuzzle, parsePuzzle } from "./parser.js";
import { buildPlan, type Plan, type PlanOptions, StepKind } from "./plan.js";
import { runWeighted } from "./weights.js";

/** Options of {@link solveAlphametic}. */
export interface AlphameticOptions extends PlanOptions {
  /** Stop at the first solution. @defaultValue false (all solutions) */
  first?: boolean;
  /** Stop after this many solutions. @defaultValue no limit */
  limit?: number;
  /** Cancels the search (AbortError), checked every few thousand nodes. */
  signal?: AbortSignal;
  /** Counters to add the nodes and solutions to. */
  counters?: SearchCounters;
  /** Any character that is not blank, an operator or a quote is a symbol. @defaultValue false */
  anySymbol?: boolean;
  /**
   * Progress: called now and then with the number of nodes so far.
   *
   * @param nodes - nodes visited since the search started
   */
  onProgress?: (nodes: number) => void;
  /**
   * Give up after about this many nodes (checked every 16,384): the result is then incomplete
   * (`complete: false`) with the solutions found so far. @defaultValue no limit
   */
  maxNodes?: number;
}

/** Thrown through the search when `maxNodes` is reached. */
class NodeLimit extends Error {}

/** What {@link solveAlphametic} found. */
export interface AlphameticResult {
  /** Each solution as letter → digit, letters in order of first appearance. */
  solutions: Record<string, number>[];
  /** False when `first` or `limit` stopped the search. */
  complete: boolean;
}

const TICK = 1 << 14;

/**
 * Runs a plan, calling `visit` with the symbol values of each solution (the array is reused;
 * return false to stop). Returns false when stopped by the visitor.
 *
 * @example
 * ```ts
 * runPlan(buildPlan(parsePuzzle("A + A = B")), (vals) => { console.log(vals[0], vals[1]); return true; });
 * ```
 */
export function runPlan(
  plan: Plan,
  visit: (vals: Int32Array) => boolean,
  counters: SearchCounters = createCounters(),
  signal?: AbortSignal,
  onProgress?: (nodes: number) => void,
): boolean {
  const { base, steps, allowed } = plan;
  if (plan.weighted)
    return runWeighted(plan.weighted, base, allowed, visit, counters, signal, onProgress);
  const n = allowed.length / base;
  const vals = new Int32Array(n);
  const used = new Uint8Array(base);
  const carry = new Float64Array(plan.carries + 1);
  const total = steps.length;
  let nodes = 0;
  let stopped = false;
  const tick = () => {
    throwIfAborted(signal);
    onProgress?.(counters.nodes + nodes);
  };

  // Steps that give no digit (checks, carries) run in a loop, so that the recursion is only
  // as deep as the number of symbols, however many equations and columns the plan has.
  const go = (from: number): void => {
    for (let i = from; ; i++) {
      if (i === total) {
        counters.solutions++;
        if (!visit(vals)) stopped = true;
        return;
      }
      const s = steps[i];
      switch (s.kind) {
        case StepKind.Choose: {
          const sym = s.symbol;
          const row = sym * base;
          for (let d = 0; d < base; d++) {
            if (used[d] !== 0) continue;
            if ((++nodes & (TICK - 1)) === 0) tick();
            if (allowed[row + d] === 0) continue;
            used[d] = 1;
            vals[sym] = d;
            go(i + 1);
            used[d] = 0;
            if (stopped) return;
          }
          return;
        }
        case StepKind.Fixed: {
          const d = s.value;
          if (used[d] !== 0) return;
          ++nodes;
          if (allowed[s.symbol * base + d] === 0) return;
          used[d] = 1;
          vals[s.symbol] = d;
          go(i + 1);
          used[d] = 0;
          return;
        }
        case StepKind.Column: {
          let sum = s.constant + (s.carryIn >= 0 ? carry[s.carryIn] : 0);
          const terms = s.terms;
          const coefs = s.coefs;
          for (let j = 0; j < terms.length; j++) sum += coefs[j] * vals[terms[j]];
          const sym = s.symbol;
          if (sym < 0) {
            if (s.last) {
              if (sum !== 0) return;
              continue;
            }
            if (sum % base !== 0) return;
            carry[s.carryOut] = sum / base;
            continue;
          }
          let r = -sum % base;
          if (r < 0) r += base;
          const d = (r * s.inverse) % base;
          if (used[d] !== 0) return;
          if ((++nodes & (TICK - 1)) === 0) tick();
          if (allowed[sym * base + d] === 0) return;
          sum += s.coef * d;
          if (s.last) {
            if (sum !== 0) return;
          } else carry[s.carryOut] = sum / base;
          used[d] = 1;
          vals[sym] = d;
          go(i + 1);
          used[d] = 0;
          return;
        }
        case StepKind.PolyLet: {
          const d = Math.floor((s.residue as (v: Int32Array) => number)(vals) / s.scale);
          if (used[d] !== 0) return;
          if ((++nodes & (TICK - 1)) === 0) tick();
          if (allowed[s.symbol * base + d] === 0) return;
          used[d] = 1;
          vals[s.symbol] = d;
          go(i + 1);
          used[d] = 0;
          return;
        }
        case StepKind.PolyCheck:
          if ((s.residue as (v: Int32Array) => number)(vals) !== 0) return;
          continue;
        case StepKind.Bound:
        case StepKind.Full:
          if (!(s.test as (v: Int32Array) => boolean)(vals)) return;
          continue;
      }
    }
  };
  try {
    go(0);
  } finally {
    counters.nodes += nodes;
  }
  return !stopped;
}

/**
 * Parses a puzzle and builds its plan with the options' base (exported as `planAlphametic`):
 * the order in which the solver fixes letters and the checks it makes on the way.
 *
 * @param puzzle - the puzzle text, as for {@link solveAlphametic}
 * @param options - the solver's options; only those that shape the plan (base, leading zeros, fixed
 *   letters, allowed digits, method, anySymbol) are read
 *
 * @example
 * ```ts
 * const { parsed, plan } = planAlphametic("SEND + MORE = MONEY");
 * parsed.symbols.length; // 8 letters
 * plan.weighted !== undefined; // true: one linear equation, solved by the weighted method
 * planAlphametic("ABC * DE = FGHI").plan.steps.length; // letters chosen or computed, and checks
 * ```
 */
export function planPuzzle(
  puzzle: string,
  options: AlphameticOptions = {},
): {
  /** The parsed puzzle. */
  parsed: ParsedPuzzle;
  /** Its plan. */
  plan: Plan;
} {
  const base = options.base ?? 10;
  if (!Number.isInteger(base) || base < 2 || base > 36)
    throw new InputError(`the base must be an integer from 2 to 36, got ${base}`, {
      value: String(base),
    });
  const parsed = parsePuzzle(puzzle, { base, anySymbol: options.anySymbol });
  // without WebAssembly (node --jitless) the weighted kernel cannot run: auto takes the column
  // method, written in TypeScript, which finds the same solutions
  if (!hasWebAssembly()) {
    if (options.method === "weights")
      throw new InputError(`${noWebAssembly("--method weights")}: use --method columns`);
    if ((options.method ?? "auto") === "auto") options = { ...options, method: "columns" };
  }
  try {
    return { parsed, plan: buildPlan(parsed, options) };
  } catch (error) {
    // a one-line puzzle: name the column only (as the reader does)
    if (error instanceof InputError && error.line !== undefined && !puzzle.includes("\n"))
      throw new InputError(error.detail, { column: error.column, value: error.value });
    throw error;
  }
}

/**
 * Solves an alphametic (cryptarithm) or an arithmograph grid: every solution, letter → digit.
 *
 * @param puzzle - the puzzle: words of letters joined by `+ - * / // % ^`, parentheses, quoted
 *   numbers, relations `= != < <= > >=`; equations joined by `;`, `&&` or newlines; or an
 *   arithmograph grid
 * @param options - base, method, limits, fixed letters, cancellation and progress: see
 *   {@link AlphameticOptions}
 *
 * @example
 * ```ts
 * solveAlphametic("SEND + MORE = MONEY").solutions;
 * // [{ S: 9, E: 5, N: 6, D: 7, M: 1, O: 0, R: 8, Y: 2 }]
 * solveAlphametic("SAVE + MORE = MONEY", { limit: 2 }).complete; // false (it has 4)
 * ```
 */
export function solveAlphametic(puzzle: string, options: AlphameticOptions = {}): AlphameticResult {
  const { parsed, plan } = planPuzzle(puzzle, options);
  return solvePlanned(parsed, plan, options);
}

/**
 * Runs a puzzle already read and planned (see {@link planPuzzle}). With `onSolution`, each
 * solution is handed there as it is found instead of being kept in the result.
 *
 * @example
 * ```ts
 * const { parsed, plan } = planPuzzle("A + A = B");
 * solvePlanned(parsed, plan).solutions.length; // 4
 * ```
 */
export function solvePlanned(
  parsed: ParsedPuzzle,
  plan: Plan,
  options: AlphameticOptions = {},
  onSolution?: (solution: Record<string, number>) => void,
): AlphameticResult {
  const limit = options.first ? 1 : (options.limit ?? Number.POSITIVE_INFINITY);
  const solutions: Record<string, number>[] = [];
  // with onSolution, each solution goes there as found and none is kept (memory stays flat)
  const keep = onSolution ?? ((solution: Record<string, number>) => solutions.push(solution));
  let found = 0;
  if (limit <= 0) return { solutions, complete: false };
  const letters = parsed.symbols
    .map((s, i) => [s.name, i, s.fixed] as const)
    .filter((x) => x[2] === undefined);
  let complete = true;
  const counters = options.counters ?? createCounters();
  const start = counters.nodes;
  const maxNodes = options.maxNodes;
  const onProgress =
    maxNodes === undefined
      ? options.onProgress
      : (nodes: number) => {
          if (nodes - start >= maxNodes) throw new NodeLimit();
          options.onProgress?.(nodes);
        };
  try {
    runPlan(
      plan,
      (vals) => {
        // null prototype: a letter is a plain key whatever its name
        const solution: Record<string, number> = Object.create(null);
        for (const [name, i] of letters) solution[name] = vals[i];
        keep(solution);
        if (++found >= limit) {
          complete = false;
          return false;
        }
        return true;
      },
      counters,
      options.signal,
      onProgress,
    );
  } catch (error) {
    if (!(error instanceof NodeLimit)) throw error;
    complete = false;
  }
  return { solutions, complete };
}
