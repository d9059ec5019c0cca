/**
 * Unit streams: units pushed one by one (a batch file read as it goes), run ahead by the workers,
 * and their results handed back strictly in push order. Pushing waits when `window` units are
 * outstanding, so memory stays bounded however long the input. Every runner (this thread, the
 * local pool, Redis) is one of these. Cost: O(window) results held at a time.
 */
import type { WorkUnit } from "./unit.js";

/** Reports units done, out of the total when known (a CLI progress line, for instance). */
export interface UnitProgress {
  /**
   * Reports progress.
   * @param done - units finished so far
   * @param total - units in all, when known
   * @param label - what is being done, for the progress line
   */
  update(done: number, total?: number, label?: string): void;
  /** Ends the progress display (the run finished or failed). */
  stop(): void;
}

/**
 * Receives each unit's result, in push order; a returned promise is awaited (back-pressure).
 *
 * @param result - the unit's result, as its engine gives it
 * @param index - the unit's position in push order, from 0
 */
export type UnitResultHandler = (result: unknown, index: number) => unknown;

/**
 * Receives a chunk of the items a unit streams (solutions), in push order and, within a unit,
 * in the order found, before that unit's result; a returned promise is awaited (back-pressure:
 * the unit waits while its chunks are not taken).
 *
 * @param items - the chunk's items (solutions), in the order found
 * @param index - the unit's position in push order, from 0
 * @param part - for a unit sent to Redis in a group, which of the group's units the chunk came
 *   from (from 0); undefined for a unit run alone
 */
export type UnitChunkHandler = (items: unknown[], index: number, part?: number) => unknown;

/**
 * A unit under way that streams its items: `next()` gives its chunks one by one (undefined after
 * the last; asking for the next one tells the runner the previous one was taken), `result` its
 * result once every chunk was given.
 */
export interface StreamedUnit {
  next(): Promise<unknown[] | undefined>;
  result: Promise<unknown>;
  /** For a group of units (group.ts): the unit within it that the last chunk came from. */
  readonly part?: number;
}

/** True for a {@link StreamedUnit} (a runner's start may give one instead of a promise). */
export function isStreamedUnit(value: unknown): value is StreamedUnit {
  return (
    typeof value === "object" &&
    value !== null &&
    !(value instanceof Promise) &&
    typeof (value as StreamedUnit).next === "function"
  );
}

/** A run taking units as they come. */
export interface UnitStream {
  /**
   * Adds a unit; resolves once there is room for another (earlier results may be delivered).
   *
   * @param unit - the unit to run
   */
  push(unit: WorkUnit): Promise<void>;
  /** Waits for every result to be delivered, then releases the workers. */
  finish(): Promise<void>;
  /** Releases the workers at once (after an error or an abort); pending units are dropped. */
  close(): Promise<void>;
}

/**
 * Builds an in-order stream over a function that starts a unit and returns its result's promise
 * (or, for a unit that streams its items, a {@link StreamedUnit}: its chunks go to `onChunk`
 * before its result goes to `onResult`). `release` frees the runner's resources.
 *
 * @example
 * ```ts
 * const stream = orderedStream((unit) => pool.run(unit), onResult, 8, () => pool.destroy());
 * ```
 */
export function orderedStream(
  start: (unit: WorkUnit, index: number) => Promise<unknown> | StreamedUnit,
  onResult: UnitResultHandler,
  window: number,
  release: () => Promise<void>,
  beforeWait: () => Promise<void> = async () => {},
  onChunk?: UnitChunkHandler,
): UnitStream {
  const slots = new Map<number, Promise<unknown> | StreamedUnit>();
  let pushed = 0;
  let delivered = 0;
  let released = false;
  const deliverNext = async () => {
    await beforeWait();
    const slot = slots.get(delivered) as Promise<unknown> | StreamedUnit;
    let result: unknown;
    if (isStreamedUnit(slot)) {
      for (let items = await slot.next(); items !== undefined; items = await slot.next()) {
        const pending = onChunk?.(items, delivered, slot.part);
        if (pending instanceof Promise) await pending;
      }
      result = await slot.result;
    } else result = await slot;
    slots.delete(delivered);
    const index = delivered++;
    const pending = onResult(result, index);
    if (pending instanceof Promise) await pending;
  };
  const releaseOnce = async () => {
    if (released) return;
    released = true;
    await release();
  };
  return {
    async push(unit) {
      const started = start(unit, pushed);
      // seen when delivered; never an unhandled rejection
      (isStreamedUnit(started) ? started.result : started).catch(() => {});
      slots.set(pushed++, started);
      while (pushed - delivered >= window) await deliverNext();
    },
    async finish() {
      try {
        while (delivered < pushed) await deliverNext();
      } finally {
        await releaseOnce();
      }
    },
    close: releaseOnce,
  };
}
