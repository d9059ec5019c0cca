/**
 * Algorithm X step by step, for replaying a search (the playground's Exact cover page): the
 * same choices as the dancing-links engine (the primary item with the fewest options left, the
 * first such; its options in input order; DLX2's colours), written plainly on sets so that each
 * step can be a snapshot: the options chosen so far, the item branched on, the option tried,
 * and the counters. A run is cut at `maxSteps`. Multiplicities (DLX3) are not traced.
 * Cost: O(options x items) per step; for small problems only.
 */
import { InputError } from "../core/errors.js";
import { checkExactCoverProblem, type ExactCoverProblem } from "./problem.js";

/** One step of the search, with the state after it. */
export interface CoverStep {
  /** `choose`: branch on `item`; `try`: take `option`; `solution`: all primary items covered; `back`: the item has no option left to try. */
  kind: "choose" | "try" | "solution" | "back";
  /** The level: options chosen before this step. */
  depth: number;
  /** The item branched on (an index), or -1. */
  item: number;
  /** The option taken (`try`), or -1. */
  option: number;
  /** How many options the item had when chosen (`choose`). */
  choices: number;
  /** The options chosen so far, in order. */
  chosen: number[];
  /** Search nodes (levels entered, as the engine counts them) and solutions so far. */
  nodes: number;
  solutions: number;
}

/** What {@link traceExactCover} recorded. */
export interface CoverTrace {
  steps: CoverStep[];
  /** True when the whole search fits in the steps (else it was cut at `maxSteps`). */
  complete: boolean;
}

/**
 * Records the steps of the search, up to `maxSteps`.
 *
 * @example
 * ```ts
 * const trace = traceExactCover(parseDlx("a b\na\nb\na b\n"));
 * trace.steps.filter((s) => s.kind === "solution").length; // 2
 * ```
 */
export function traceExactCover(
  problem: ExactCoverProblem,
  options: { maxSteps?: number } = {},
): CoverTrace {
  checkExactCoverProblem(problem);
  if (problem.bounds?.some((b) => b !== undefined && (b[0] !== 1 || b[1] !== 1)))
    throw new InputError("the step-by-step view takes exact covers without multiplicities");
  const maxSteps = options.maxSteps ?? 5000;
  const p = problem.primary.length;
  const n = p + problem.secondary.length;
  const covered = new Uint8Array(p);
  /** Secondary items: null while free, the colour ("" for none) once taken. */
  const taken: (string | null)[] = new Array(n).fill(null);
  const steps: CoverStep[] = [];
  const chosen: number[] = [];
  let nodes = 0;
  let solutions = 0;
  const fits = (o: number): boolean => {
    const option = problem.options[o];
    return option.items.every((item, k) => {
      if (item < p) return covered[item] === 0;
      const colour = option.colors?.[k] ?? null;
      const t = taken[item];
      return t === null || (colour !== null && t === colour);
    });
  };
  const record = (kind: CoverStep["kind"], item: number, option: number, choices = 0) => {
    if (steps.length >= maxSteps) throw CUT;
    steps.push({
      kind,
      depth: chosen.length,
      item,
      option,
      choices,
      chosen: [...chosen],
      nodes,
      solutions,
    });
  };
  const byItem: number[][] = Array.from({ length: p }, () => []);
  problem.options.forEach((option, o) => {
    for (const item of option.items) if (item < p) byItem[item].push(o);
  });
  const search = (): void => {
    nodes++;
    // the primary item with the fewest options that still fit, the first such
    let best = -1;
    let bestCount = Number.POSITIVE_INFINITY;
    let bestOptions: number[] = [];
    for (let i = 0; i < p; i++) {
      if (covered[i]) continue;
      const list = byItem[i].filter(fits);
      if (list.length < bestCount) {
        best = i;
        bestCount = list.length;
        bestOptions = list;
        if (list.length === 0) break;
      }
    }
    if (best < 0) {
      solutions++;
      record("solution", -1, -1);
      return;
    }
    record("choose", best, -1, bestCount);
    for (const o of bestOptions) {
      const option = problem.options[o];
      const saved = option.items.map((item) => (item < p ? null : taken[item]));
      option.items.forEach((item, k) => {
        if (item < p) covered[item] = 1;
        else taken[item] = option.colors?.[k] ?? "";
      });
      chosen.push(o);
      record("try", best, o);
      search();
      chosen.pop();
      option.items.forEach((item, k) => {
        if (item < p) covered[item] = 0;
        else taken[item] = saved[k];
      });
    }
    record("back", best, -1);
  };
  try {
    search();
    return { steps, complete: true };
  } catch (error) {
    if (error !== CUT) throw error;
    return { steps, complete: false };
  }
}

/** Thrown through the search when the steps are full. */
const CUT = new Error("cut");
