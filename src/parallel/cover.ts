/**
 * Exact cover problems run in parallel: cut into units (cover-unit.ts), run where the options
 * say; counts add up, solutions concatenate in the single run's order.
 */
import type { ExactCoverProblem } from "../exact-cover/problem.js";
import { type CoverUnitResult, coverUnits } from "./cover-unit.js";
import { type ParallelOptions, runUnits } from "./run.js";

/**
 * Counts the exact covers of a problem on threads or Redis workers (up to `limit`).
 *
 * @example
 * ```ts
 * await countExactCoversParallel(pentominoProblem(10, 6), { workers: 2 }); // 9356
 * ```
 */
export async function countExactCoversParallel(
  problem: ExactCoverProblem,
  options: ParallelOptions & { limit?: number } = {},
): Promise<number> {
  const results = (await runUnits(
    coverUnits(problem, { limit: options.limit }),
    options,
  )) as CoverUnitResult[];
  const total = results.reduce((sum, r) => sum + r.count, 0);
  return Math.min(total, options.limit ?? Number.POSITIVE_INFINITY);
}

/**
 * The solutions of a problem (option indices), in the order of a single run, found on threads
 * or Redis workers (up to `limit`).
 *
 * @example
 * ```ts
 * (await exactCoverSolutionsParallel(queensProblem(6), { workers: 2 })).length; // 4
 * ```
 */
export async function exactCoverSolutionsParallel(
  problem: ExactCoverProblem,
  options: ParallelOptions & { limit?: number } = {},
): Promise<number[][]> {
  const results = (await runUnits(
    coverUnits(problem, { solutions: true, limit: options.limit }),
    options,
  )) as CoverUnitResult[];
  const all = results.flatMap((r) => r.solutions ?? []);
  return options.limit === undefined ? all : all.slice(0, options.limit);
}
