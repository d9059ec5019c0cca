/**
 * Exact cover problems run in parallel: cut into units (cover-unit.ts), run where the options
 * say; counts add up, solutions concatenate in the single run's order.
 */
import type { ExactCoverProblem } from "../exact-cover/problem.js";
import { type CoverUnitResult, coverUnits } from "./cover-unit.js";
import { openUnitStream, type ParallelOptions, runUnits } from "./run.js";

/**
 * Counts the exact covers of a problem on threads or Redis workers (up to `limit`).
 *
 * @param problem - the problem (checked first: InputError when malformed)
 * @param options - where to run (`workers`, `redis`, `pool`), cancellation, progress, ledger, and
 *   `limit` (default no limit): see {@link ParallelOptions}
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
 * @param problem - the problem (checked first: InputError when malformed)
 * @param options - where to run, cancellation, progress, ledger, and `limit` (default no limit):
 *   see {@link ParallelOptions}
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

/**
 * The solutions of a problem as a stream, in the order of a single run: units run ahead on
 * threads or Redis workers, and leaving the loop, or reaching `limit`, stops the run. On the
 * local pool and through Redis the units stream their solutions in chunks with back-pressure, so
 * a few chunks (of at most 64 KiB) per unit under way are held at a time, however many solutions
 * a unit has.
 *
 * @param problem - the problem (checked first: InputError when malformed)
 * @param options - where to run, cancellation, progress, ledger, and `limit` (default no limit):
 *   see {@link ParallelOptions}
 *
 * @example
 * ```ts
 * for await (const solution of exactCoversParallel(problem, { workers: 2 })) console.log(solution);
 * ```
 */
export async function* exactCoversParallel(
  problem: ExactCoverProblem,
  options: ParallelOptions & { limit?: number } = {},
): AsyncGenerator<number[], void, undefined> {
  const units = coverUnits(problem, { solutions: true, limit: options.limit });
  const ready: number[][][] = [];
  let wakeConsumer: (() => void) | undefined;
  let wakeProducer: (() => void) | undefined;
  let finished = false;
  let stopped = false;
  let failure: unknown;
  // hold at most a few chunks of solutions: wait for the consumer
  const hand = async (solutions: number[][]) => {
    if (solutions.length === 0) return;
    ready.push(solutions);
    wakeConsumer?.();
    while (ready.length >= 4 && !stopped) await new Promise<void>((r) => (wakeProducer = r));
  };
  const stream = await openUnitStream(
    options,
    (result) => hand((result as CoverUnitResult).solutions ?? []),
    units.length,
    (items) => hand(items as number[][]),
  );
  const producer = (async () => {
    try {
      for (const unit of units) {
        if (stopped) return;
        await stream.push(unit);
      }
      if (!stopped) await stream.finish();
    } catch (error) {
      failure = error;
    } finally {
      finished = true;
      wakeConsumer?.();
    }
  })();
  const limit = options.limit ?? Number.POSITIVE_INFINITY;
  let given = 0;
  try {
    for (;;) {
      const batch = ready.shift();
      if (batch) {
        wakeProducer?.();
        for (const solution of batch) {
          if (given >= limit) return;
          given++;
          yield solution;
        }
      } else if (finished) {
        if (failure !== undefined) throw failure;
        return;
      } else {
        await new Promise<void>((r) => (wakeConsumer = r));
      }
    }
  } finally {
    stopped = true;
    wakeProducer?.();
    await stream.close();
    await producer;
  }
}
