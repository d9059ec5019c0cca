/**
 * One entry point for every engine's parallel run: the units go to the current thread
 * (`workers` 1), to a local pool of threads (`workers` > 1), or through Redis to `permuta worker`
 * processes (`redis`); the results come back in unit order in every case, so that combining them
 * gives what a single-process run gives. Cost: that of the chosen runner.
 */
import { AbortError, throwIfAborted } from "../core/errors.js";
import { loadDistributed } from "./distributed.js";
import { groupedStream, groupSize } from "./group.js";
import { type LedgerOptions, withLedger } from "./ledger.js";
import { openPoolStream } from "./pool.js";
import { runUnit } from "./registry.js";
import {
  orderedStream,
  type UnitChunkHandler,
  type UnitProgress,
  type UnitResultHandler,
  type UnitStream,
} from "./stream.js";
import type { WorkUnit } from "./unit.js";

/** Where and how to run units. */
export interface ParallelOptions {
  /** Threads of the local pool; 1 runs the units one after the other here. @defaultValue 1 */
  workers?: number;
  /** Run through this Redis (`redis://host:port`) on `permuta worker` processes instead. */
  redis?: string;
  /** Run on a pool of threads even with `workers` 1 (keeps this thread free). @defaultValue false */
  pool?: boolean;
  /** Stops the run (AbortError). */
  signal?: AbortSignal;
  /** Progress in units (updated as results arrive, stopped at the end). */
  progress?: UnitProgress;
  /**
   * With `redis`: give up (InputError) when Redis stays unreachable, or no worker takes or
   * finishes a unit, for this many milliseconds. 0 or undefined: wait for ever.
   */
  redisTimeoutMs?: number;
  /**
   * With `redis`: one-line status messages (see `RedisRunOptions.onNotice`).
   *
   * @param text - the message, one line without a newline
   */
  onNotice?: (text: string) => void;
  /**
   * With `redis`: how many jobs may be out at once (default 512). An open-ended run that stops
   * when it has enough (puzzle generation) keeps this small, so little work is left over.
   */
  redisWindow?: number;
  /**
   * Time limit of one unit on the local pool, in milliseconds (from when a thread starts it;
   * waiting for its output to be taken does not count): past it the thread is terminated and the
   * run fails with an InputError naming the unit. The units of a local run are the coordinator's
   * own, so there is no limit by default; `permuta worker` has its own (`--unit-timeout`).
   */
  unitTimeoutMs?: number;
  /**
   * Keep a ledger of the finished units in a file: a rerun with the same ledger reuses them
   * (wherever the run goes: here, the pool, Redis); `audit` checks a finished one instead.
   */
  ledger?: LedgerOptions;
}

/**
 * True when the options ask for more than one thread here, for Redis, or for a ledger (the
 * work then goes in units).
 *
 * @example
 * ```ts
 * isParallel({ workers: 2 }); // true
 * isParallel({ workers: 1 }); // false
 * ```
 */
export function isParallel(options: ParallelOptions | undefined): boolean {
  return (
    options !== undefined &&
    ((options.workers ?? 1) > 1 || options.redis !== undefined || options.ledger !== undefined)
  );
}

/**
 * Opens a stream of units where the options say; `onResult` gets each result in push order.
 * Call `finish()` at the end (or `close()` after an error). `total` (when known) feeds the
 * progress line's percentage and ETA. With `onChunk`, the units of the engines that find items
 * (search, cover, alphametic batches) stream them there in chunks, with back-pressure, before
 * their results, on the local pool and through Redis (chunks.ts: workers run a window of chunks
 * ahead); on this thread the items come in the results.
 *
 * @param options - where to run (`workers`, `redis`, `pool`), cancellation, progress and ledger:
 *   see {@link ParallelOptions}
 * @param onResult - called with each unit's result in push order; a returned promise is awaited
 * @param total - the number of units to come, when known (for the progress line's percentage and
 *   ETA); default unknown
 * @param onChunk - called with each chunk of the items a unit streams, before its result (local
 *   pool only); default none, the items come in the results
 *
 * @example
 * ```ts
 * const stream = await openUnitStream({ workers: 2 }, (result) => print(result));
 * for (const unit of units) await stream.push(unit);
 * await stream.finish();
 * ```
 */
export async function openUnitStream(
  options: ParallelOptions,
  onResult: UnitResultHandler,
  total?: number,
  onChunk?: UnitChunkHandler,
): Promise<UnitStream> {
  const { signal, progress } = options;
  throwIfAborted(signal);
  let done = 0;
  // units a ledger gives back come at once: the progress line (its rate, its ETA) counts the
  // units run, out of those left to run
  let recorded = 0;
  let reused = 0;
  const handler: UnitResultHandler = (result, index) => {
    throwIfAborted(signal); // results that arrive after an abort are not delivered
    done++;
    const left = total === undefined ? undefined : Math.max(0, total - recorded);
    progress?.update(done - reused, left, "done");
    return onResult(result, index);
  };
  if (options.ledger !== undefined)
    return withLedger(
      options.ledger,
      handler,
      // no streamed items: a unit's items must be in its result, which the ledger keeps
      (inner) =>
        openUnitStream({ ...options, ledger: undefined, progress: undefined }, inner, total),
      (count) => {
        recorded = count;
      },
      () => {
        reused++;
      },
    );
  let stream: UnitStream;
  if (options.redis !== undefined) {
    const { openRedisStream } = await loadDistributed();
    const url = options.redis;
    // several units to a job (a job costs about a millisecond of queue work): see group.ts
    stream = await groupedStream(
      (onGroup, onGroupChunk) =>
        openRedisStream(
          {
            url,
            signal,
            timeoutMs: options.redisTimeoutMs,
            onNotice: options.onNotice,
            window: options.redisWindow,
            onChunk: onGroupChunk,
          },
          onGroup,
        ),
      handler,
      groupSize(total),
      onChunk &&
        ((items, index) => {
          throwIfAborted(signal);
          return onChunk(items, index);
        }),
    );
  } else if (options.pool || ((options.workers ?? 1) > 1 && (total === undefined || total > 1)))
    stream = openPoolStream(options.workers ?? 1, handler, {
      signal,
      onChunk:
        onChunk &&
        ((items, index) => {
          throwIfAborted(signal);
          return onChunk(items, index);
        }),
      unitTimeoutMs: options.unitTimeoutMs,
    });
  else
    stream = orderedStream(
      async (unit) => {
        await new Promise<void>((resolve) => setImmediate(resolve));
        throwIfAborted(signal);
        return runUnit(unit);
      },
      handler,
      1,
      async () => {},
    );
  const guard = async <T>(work: Promise<T>): Promise<T> => {
    try {
      return await work;
    } catch (error) {
      progress?.stop();
      await stream.close();
      if (signal?.aborted) throw new AbortError();
      throw error;
    }
  };
  return {
    push: (unit) => guard(stream.push(unit)),
    finish: async () => {
      await guard(stream.finish());
      progress?.stop();
    },
    close: async () => {
      progress?.stop();
      await stream.close();
    },
  };
}

/**
 * Runs units where the options say and resolves to their results in unit order.
 *
 * @param units - the units to run, from one engine's split
 * @param options - where to run (`workers`, `redis`, `pool`), cancellation, progress and ledger:
 *   see {@link ParallelOptions}
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
  const results: unknown[] = [];
  const stream = await openUnitStream(
    options,
    (result, index) => {
      results[index] = result;
    },
    units.length,
  );
  for (const unit of units) await stream.push(unit);
  await stream.finish();
  return results;
}
