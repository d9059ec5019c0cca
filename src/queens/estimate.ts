/**
 * Knuth's estimate of a backtrack tree's size ("Estimating the efficiency of backtrack programs",
 * 1975), for the n-queens tree: walk from the root down one random path, choosing each row's
 * queen uniformly among the free squares; if the degrees met are d1, d2, ..., the path stands
 * for 1 + d1 + d1·d2 + ... nodes. The mean over many probes is an unbiased estimate of the
 * number of nodes (the root and every partial placement of non-attacking queens on the first
 * rows). Cost: O(n) per probe, no allocation.
 */
import { createRandom } from "../core/random.js";
import { checkQueensSize, rowMask } from "./bitboard.js";

/** Options of {@link estimateQueensNodes}. */
export interface QueensEstimateOptions {
  /** Random paths to average (default 1000). More probes, a steadier estimate. */
  probes?: number;
  /** Seed of the random paths (same seed, same estimate). */
  seed?: number | string;
}

/**
 * Estimates, by Knuth's random probes, the number of nodes of the n-queens backtrack tree: the
 * empty board and every placement of non-attacking queens on the first k rows, k = 1..n.
 * The run time of a count grows with this number, so the ratio of two estimates predicts the
 * ratio of the two counts' times.
 *
 * @param n - the board size, 1 ≤ n ≤ 32
 * @param options - `probes` (default 1000) and `seed` (default a random one): see
 *   {@link QueensEstimateOptions}
 *
 * @example
 * ```ts
 * estimateQueensNodes(8, { probes: 20000, seed: 1 }); // about 2057 (the tree has 2057 nodes)
 * ```
 */
export function estimateQueensNodes(n: number, options: QueensEstimateOptions = {}): number {
  checkQueensSize(n);
  const probes = options.probes ?? 1000;
  if (!Number.isInteger(probes) || probes < 1)
    throw new RangeError(`probes must be a positive integer, got ${probes}`);
  const random = createRandom(options.seed);
  const all = rowMask(n);
  let sum = 0;
  for (let p = 0; p < probes; p++) {
    let cols = 0;
    let left = 0;
    let right = 0;
    let weight = 1;
    let nodes = 1;
    for (let row = 0; row < n; row++) {
      let free = all & ~(cols | left | right);
      let degree = 0;
      for (let f = free; f !== 0; f &= f - 1) degree++;
      if (degree === 0) break;
      weight *= degree;
      nodes += weight;
      // the k-th free square, k uniform
      for (let k = random.int(degree); k > 0; k--) free &= free - 1;
      const bit = free & -free;
      cols |= bit;
      left = ((left | bit) << 1) & all;
      right = (right | bit) >>> 1;
    }
    sum += nodes;
  }
  return sum / probes;
}
