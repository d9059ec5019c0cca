/**
 * N-queens counts in parallel: the placements of the first rows (`queensUnits`, with the mirror
 * symmetry already applied) are the units, each counted by the bitboard counter in a worker;
 * the weighted counts add up to the whole count. Cost: the count itself, plus one message per unit.
 */
import { queensUnits } from "../queens/units.js";
import { type ParallelOptions, runUnits } from "./run.js";
import type { WorkUnit } from "./unit.js";

/**
 * The rows fixed per unit for board size n: two rows up to n = 16 (about 100 units at n = 16),
 * three above.
 *
 * @example
 * ```ts
 * queensUnitDepth(16); // 2
 * ```
 */
export function queensUnitDepth(n: number): number {
  return n <= 16 ? 2 : 3;
}

/**
 * The units of an n-queens count, as work units of the `queens` engine.
 *
 * @example
 * ```ts
 * queensWorkUnits(8)[0]; // { engine: "queens", payload: { n: 8, columns: [0, 2], weight: 2 } }
 * ```
 */
export function queensWorkUnits(n: number): WorkUnit[] {
  return queensUnits(n, queensUnitDepth(n)).map((payload) => ({ engine: "queens", payload }));
}

/**
 * Counts the n-queens solutions on threads or Redis workers.
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
