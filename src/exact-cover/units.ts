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
 * With `maxUnits`, the walk stops once it has more than that many units (the answer is then
 * longer than `maxUnits` and incomplete: a sign to cut less deep), so a cut never blows up.
 *
 * @param problem - the problem (checked first: InputError when malformed)
 * @param depth - how many levels to cut at, a non-negative integer (0 gives one unit, the whole
 *   search)
 * @param options - `signal`, and `maxUnits` (default no limit): stop once the walk has more than
 *   that many units
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
  options: Pick<ExactCoverOptions, "signal"> & { maxUnits?: number } = {},
): ExactCoverUnit[] {
  const maxUnits = options.maxUnits ?? Number.POSITIVE_INFINITY;
  checkExactCoverProblem(problem);
  const dl = new DancingLinks(problem, options);
  // a problem with multiplicities (DLX3) branches by tweaking, not by a plain choice per
  // level: it runs as one unit
  if (dl.bounded) return [{ path: [] }];
  const units: ExactCoverUnit[] = [];
  const path: number[] = [];
  const walk = (): void => {
    if (units.length > maxUnits) return; // over the cap: the caller takes a shallower cut
    if (path.length >= depth) {
      units.push({ path: [...path] });
      return;
    }
    const item = dl.chooseItem();
    if (item < 0) {
      units.push({ path: [...path] });
      return;
    }
    if (path.length + 1 >= depth) {
      // the last level: its subtrees are named without going down (covering the item once per
      // option would cost its whole list each time)
      for (const option of dl.optionsOf(item)) {
        if (units.length > maxUnits) break;
        units.push({ path: [...path, option] });
      }
      return;
    }
    for (const option of dl.optionsOf(item)) {
      if (units.length > maxUnits) break;
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

/** Chooses a unit's path on links at level 0 (a path from a job is checked as it goes). */
function pushPath(dl: DancingLinks, unit: ExactCoverUnit): void {
  unit.path.forEach((option, level) => {
    const item = dl.chooseItem();
    // a unit may come from a job: its path must be a branch of this problem's search
    if (item < 0 || !Number.isInteger(option) || !dl.optionsOf(item).includes(option))
      throw new InputError(
        `this unit does not belong to this problem (option ${option} at level ${level})`,
      );
    dl.push(item, option);
  });
}

/** The links of a problem with a unit's path already chosen. */
function enterUnit(
  problem: ExactCoverProblem,
  unit: ExactCoverUnit,
  options: ExactCoverOptions,
): DancingLinks {
  checkExactCoverProblem(problem);
  const dl = new DancingLinks(problem, options);
  pushPath(dl, unit);
  return dl;
}

/** Runs many units of one problem on one set of links (see {@link exactCoverUnitRunner}). */
export interface ExactCoverUnitRunner {
  /** Counts the solutions of a unit (up to `limit`). */
  count(unit: ExactCoverUnit, limit?: number): number;
  /** Visits the solutions of a unit in search order (up to `limit`); returns how many. */
  forEach(unit: ExactCoverUnit, visit: (options: number[]) => unknown, limit?: number): number;
}

/**
 * Runs many units of one problem one after the other on links built once (reset between units,
 * which undoes the levels still down): a unit then costs its own search and its path, not a
 * rebuild of the whole problem, so a group of thousands of small subtrees (an item with thousands
 * of options) costs about what one run does. Same answers as {@link countExactCoverUnit} and
 * {@link forEachExactCoverInUnit}.
 *
 * @example
 * ```ts
 * const runner = exactCoverUnitRunner(queensProblem(8));
 * exactCoverUnits(queensProblem(8), 2).reduce((s, u) => s + runner.count(u), 0); // 92
 * ```
 */
export function exactCoverUnitRunner(
  problem: ExactCoverProblem,
  options: ExactCoverOptions = {},
): ExactCoverUnitRunner {
  checkExactCoverProblem(problem);
  const dl = new DancingLinks(problem, options);
  // the path pushed now, and per level the options its item had there (for checking a path)
  const pushed: number[] = [];
  const allowed: Set<number>[] = [];
  const bad = (option: number, level: number) =>
    new InputError(
      `this unit does not belong to this problem (option ${option} at level ${level})`,
    );
  const enter = (unit: ExactCoverUnit) => {
    const path = unit.path;
    if (dl.bounded && path.length > 0) throw bad(path[0], 0);
    let common = 0;
    while (common < pushed.length && common < path.length && pushed[common] === path[common])
      common++;
    if (common < pushed.length && common < path.length) {
      // the paths part at one level: keep its item covered and change the option (the units
      // of a cut come in search order, so mostly only the last level changes)
      dl.rewind(common + 1);
      if (!allowed[common].has(path[common])) {
        dl.rewind(common);
        pushed.length = common;
        throw bad(path[common], common);
      }
      dl.swap(path[common]);
      pushed[common] = path[common];
      common++;
    }
    dl.rewind(common);
    pushed.length = common;
    allowed.length = common;
    for (let level = common; level < path.length; level++) {
      const item = dl.chooseItem();
      const choices = new Set(item < 0 ? [] : dl.optionsOf(item));
      if (!choices.has(path[level])) throw bad(path[level], level);
      dl.push(item, path[level]);
      pushed.push(path[level]);
      allowed.push(choices);
    }
    return dl;
  };
  return {
    count(unit, limit = options.limit ?? Number.POSITIVE_INFINITY) {
      const entered = enter(unit);
      try {
        return entered.search(limit);
      } finally {
        report(entered, options);
      }
    },
    forEach(unit, visit, limit = options.limit) {
      return visitSolutions(enter(unit), visit, { ...options, limit });
    },
  };
}

/**
 * Counts the solutions in one unit (up to `limit`).
 *
 * @param problem - the problem the unit was cut from
 * @param unit - a unit from {@link exactCoverUnits}
 * @param options - limit, cancellation, counters, profile and progress: see
 *   {@link ExactCoverOptions}
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
 * @param problem - the problem the unit was cut from
 * @param unit - a unit from {@link exactCoverUnits}
 * @param visit - called with each solution's option indices (the unit's path first); returning
 *   `false` stops the search
 * @param options - limit, cancellation, counters, profile and progress: see
 *   {@link ExactCoverOptions}
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
 * @param problem - the problem the unit was cut from
 * @param unit - a unit from {@link exactCoverUnits}
 * @param options - limit, cancellation, counters, profile and progress: see
 *   {@link ExactCoverOptions}
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
