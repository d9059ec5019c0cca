/**
 * Units of work for parallel runs: the search tree cut at a depth into independent subtrees,
 * each named by plain data (the options chosen at the first levels), so that a unit can be sent
 * to a worker thread or a job queue. Counts over the units add up to the whole count, and the
 * units' solutions, concatenated in unit order, are the solutions of one run in the same order.
 * Cutting costs the nodes above the depth; running a unit rebuilds the links (linear).
 */
import { InputError } from "../core/errors.js";
import { DancingLinks } from "./dancing-links.js";
import type { ExactCoverProblem } from "./problem.js";
import { checkExactCoverProblem } from "./problem.js";
import { type ExactCoverOptions, report, visitSolutions } from "./solve.js";

/** One subtree of the search: the options chosen at its first levels, in order. */
export interface ExactCoverUnit {
  /** Option indices chosen at levels 0, 1, ... (each for the item the search branches on there). */
  path: number[];
}

/**
 * Cuts the search into the subtrees below `depth` levels, in search order. A branch that ends
 * in a solution above the depth is one unit (its path is the solution); dead branches give none.
 *
 * @example
 * ```ts
 * const units = exactCoverUnits(queensProblem(8), 2);
 * units.reduce((s, u) => s + countExactCoverUnit(queensProblem(8), u), 0); // 92
 * ```
 */
export function exactCoverUnits(
  problem: ExactCoverProblem,
  depth: number,
  options: Pick<ExactCoverOptions, "signal"> = {},
): ExactCoverUnit[] {
  checkExactCoverProblem(problem);
  const dl = new DancingLinks(problem, options);
  // a problem with multiplicities (DLX3) branches by tweaking, not by a plain choice per
  // level: it runs as one unit
  if (dl.bounded) return [{ path: [] }];
  const units: ExactCoverUnit[] = [];
  const path: number[] = [];
  const walk = (): void => {
    if (path.length >= depth) {
      units.push({ path: [...path] });
      return;
    }
    const item = dl.chooseItem();
    if (item < 0) {
      units.push({ path: [...path] });
      return;
    }
    for (const option of dl.optionsOf(item)) {
      dl.push(item, option);
      path.push(option);
      walk();
      path.pop();
      dl.pop();
    }
  };
  walk();
  return units;
}

/** The links of a problem with a unit's path already chosen. */
function enterUnit(
  problem: ExactCoverProblem,
  unit: ExactCoverUnit,
  options: ExactCoverOptions,
): DancingLinks {
  checkExactCoverProblem(problem);
  const dl = new DancingLinks(problem, options);
  unit.path.forEach((option, level) => {
    const item = dl.chooseItem();
    // a unit may come from a job: its path must be a branch of this problem's search
    if (item < 0 || !Number.isInteger(option) || !dl.optionsOf(item).includes(option))
      throw new InputError(
        `this unit does not belong to this problem (option ${option} at level ${level})`,
      );
    dl.push(item, option);
  });
  return dl;
}

/**
 * Counts the solutions in one unit (up to `limit`).
 *
 * @example
 * ```ts
 * countExactCoverUnit(problem, { path: [3] });
 * ```
 */
export function countExactCoverUnit(
  problem: ExactCoverProblem,
  unit: ExactCoverUnit,
  options: ExactCoverOptions = {},
): number {
  const dl = enterUnit(problem, unit, options);
  try {
    return dl.search(options.limit ?? Number.POSITIVE_INFINITY);
  } finally {
    report(dl, options);
  }
}

/**
 * Calls `visit` with each solution of one unit (whole solutions, the path included), in the
 * order a single run finds them; returns how many were visited.
 *
 * @example
 * ```ts
 * forEachExactCoverInUnit(problem, unit, (s) => console.log(s));
 * ```
 */
export function forEachExactCoverInUnit(
  problem: ExactCoverProblem,
  unit: ExactCoverUnit,
  visit: (options: number[]) => unknown,
  options: ExactCoverOptions = {},
): number {
  return visitSolutions(enterUnit(problem, unit, options), visit, options);
}

/**
 * The solutions of one unit (up to `limit`), as option indices, in search order.
 *
 * @example
 * ```ts
 * exactCoverUnitSolutions(problem, unit, { limit: 10 });
 * ```
 */
export function exactCoverUnitSolutions(
  problem: ExactCoverProblem,
  unit: ExactCoverUnit,
  options: ExactCoverOptions = {},
): number[][] {
  const result: number[][] = [];
  forEachExactCoverInUnit(problem, unit, (s) => void result.push(s), options);
  return result;
}
