/**
 * One entry point for every engine's parallel run: the units go to the current thread
 * (`workers` 1), to a local pool of threads (`workers` > 1), or through Redis to `permuta worker`
 * processes (`redis`); the results come back in unit order in every case. Cost: that of the
 * chosen runner.
 */
import { throwIfAborted } from "../core/errors.js";
import { runUnitsOnPool, type UnitProgress } from "./pool.js";
import { runUnitsOnRedis } from "./queue.js";
import { runUnit } from "./registry.js";
import type { WorkUnit } from "./unit.js";

/** Where and how to run units. */
export interface ParallelOptions {
  /** Threads of the local pool; 1 runs the units one after the other here. @defaultValue 1 */
  workers?: number;
  /** Run through this Redis (`redis://host:port`) on `permuta worker` processes instead. */
  redis?: string;
  /** Stops the run (AbortError). */
  signal?: AbortSignal;
  /** Progress in units (updated as units finish, stopped at the end). */
  progress?: UnitProgress;
}

/**
 * True when the options ask for more than one thread here, or for Redis.
 *
 * @example
 * ```ts
 * isParallel({ workers: 2 }); // true
 * isParallel({ workers: 1 }); // false
 * ```
 */
export function isParallel(options: ParallelOptions | undefined): boolean {
  return options !== undefined && ((options.workers ?? 1) > 1 || options.redis !== undefined);
}

/**
 * Runs units where the options say and resolves to their results in unit order.
 *
 * @example
 * ```ts
 * const results = await runUnits(units, { workers: 2 });
 * ```
 */
export async function runUnits(
  units: readonly WorkUnit[],
  options: ParallelOptions = {},
): Promise<unknown[]> {
  const total = units.length;
  let done = 0;
  const onUnitDone = () => {
    done++;
    options.progress?.update(done, total, "units");
  };
  try {
    if (options.redis !== undefined)
      return await runUnitsOnRedis(units, {
        url: options.redis,
        signal: options.signal,
        onUnitDone,
      });
    if ((options.workers ?? 1) > 1 && units.length > 1)
      return await runUnitsOnPool(units, {
        workers: options.workers,
        signal: options.signal,
        onUnitDone,
      });
    const results: unknown[] = [];
    for (const unit of units) {
      throwIfAborted(options.signal);
      results.push(await runUnit(unit));
      onUnitDone();
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    throwIfAborted(options.signal);
    return results;
  } finally {
    options.progress?.stop();
  }
}
