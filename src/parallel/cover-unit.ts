/**
 * Exact cover problems as units: the search tree cut a few levels down (`exactCoverUnits`, the
 * options chosen at the first levels) and the subtrees grouped, in search order, into about
 * {@link COVER_UNITS} units that each carry the problem (plain JSON). Combining: counts add up,
 * solutions concatenate in unit order, which is the single run's order. Cost: the cut walks the
 * top levels once; each unit rebuilds the links (linear in the problem) once per subtree.
 */
import type { ExactCoverProblem } from "../exact-cover/problem.js";
import {
  countExactCoverUnit,
  type ExactCoverUnit,
  exactCoverUnitSolutions,
  exactCoverUnits,
} from "../exact-cover/units.js";
import type { WorkUnit } from "./unit.js";

/** About how many units a problem is cut into. */
export const COVER_UNITS = 128;

/** A group of subtrees of one exact cover problem. */
export interface CoverUnit {
  problem: ExactCoverProblem;
  paths: number[][];
  /** List the solutions (as option indices) rather than count them. */
  solutions?: boolean;
  /** Stop after this many solutions in the unit. */
  limit?: number;
}

/** A unit's count and, when asked, its solutions in search order. */
export interface CoverUnitResult {
  count: number;
  solutions?: number[][];
}

/**
 * Runs one unit (in a worker).
 *
 * @example
 * ```ts
 * runCoverUnit({ problem, paths: [[0]] }).count;
 * ```
 */
export function runCoverUnit(unit: CoverUnit): CoverUnitResult {
  let count = 0;
  const solutions: number[][] = [];
  const limit = unit.limit ?? Number.POSITIVE_INFINITY;
  for (const path of unit.paths) {
    if (count >= limit) break;
    const sub: ExactCoverUnit = { path };
    if (unit.solutions) {
      const found = exactCoverUnitSolutions(unit.problem, sub, { limit: limit - count });
      for (const s of found) solutions.push(s);
      count += found.length;
    } else {
      count += countExactCoverUnit(unit.problem, sub, { limit: limit - count });
    }
  }
  return unit.solutions ? { count, solutions } : { count };
}

/**
 * Cuts a problem into units: the depth grows until there are at least 4 × {@link COVER_UNITS}
 * subtrees (at most 8 levels), then consecutive subtrees are grouped into about
 * {@link COVER_UNITS} units. Deterministic: the same problem always gives the same units.
 *
 * @example
 * ```ts
 * coverUnits(pentominoProblem(10, 6)).length; // about 128
 * ```
 */
export function coverUnits(
  problem: ExactCoverProblem,
  options: { solutions?: boolean; limit?: number } = {},
): WorkUnit<CoverUnit>[] {
  let paths: ExactCoverUnit[] = [];
  for (let depth = 1; depth <= 8; depth++) {
    const next = exactCoverUnits(problem, depth);
    paths = next;
    if (next.length >= 4 * COVER_UNITS || next.every((u) => u.path.length < depth)) break;
  }
  const size = Math.max(1, Math.ceil(paths.length / COVER_UNITS));
  const units: WorkUnit<CoverUnit>[] = [];
  for (let from = 0; from < paths.length; from += size) {
    const payload: CoverUnit = {
      problem,
      paths: paths.slice(from, from + size).map((u) => u.path),
    };
    if (options.solutions) payload.solutions = true;
    if (options.limit !== undefined) payload.limit = options.limit;
    units.push({ engine: "cover", payload });
  }
  return units;
}
