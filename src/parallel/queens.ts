/**
 * N-queens counts in parallel: the placements of the first rows in the symmetry-class search
 * (`queensUnits`) are the units, each counted in a worker; their counts (symmetric images
 * included) add up to the whole count. Cost: the count itself, plus one message per unit.
 */
import { queensUnits } from "../queens/units.js";
import { type ParallelOptions, runUnits } from "./run.js";
import type { WorkUnit } from "./unit.js";

/**
 * The rows fixed per unit for board size n: three (860 units at n = 16, the largest about 0.3%
 * of the run), four from n = 20.
 *
 * @example
 * ```ts
 * queensUnitDepth(16); // 3
 * ```
 */
export function queensUnitDepth(n: number): number {
  return n < 20 ? 3 : 4;
}

/**
 * The units of an n-queens count, as work units of the `queens` engine.
 *
 * @example
 * ```ts
 * queensWorkUnits(8)[0]; // { engine: "queens", payload: { n: 8, columns: [0, 2, 4] } }
 * ```
 */
export function queensWorkUnits(n: number): WorkUnit[] {
  return queensUnits(n, queensUnitDepth(n)).map((payload) => ({ engine: "queens", payload }));
}

/**
 * Counts the n-queens solutions on threads or Redis workers.
 *
 * @param n - the board size, 1 ≤ n ≤ 32
 * @param options - where to run (`workers`, `redis`, `pool`), cancellation, progress and ledger:
 *   see {@link ParallelOptions}
 *
 * @example
 * ```ts
 * await countQueensParallel(12, { workers: 2 }); // 14200
 * ```
 */
export async function countQueensParallel(
  n: number,
  options: ParallelOptions = {},
): Promise<number> {
  const results = (await runUnits(queensWorkUnits(n), options)) as number[];
  return results.reduce((sum, count) => sum + count, 0);
}
