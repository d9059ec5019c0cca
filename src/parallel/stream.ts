/**
 * Unit streams: units pushed one by one (a batch file read as it goes), run ahead by the workers,
 * and their results handed back strictly in push order. Pushing waits when `window` units are
 * outstanding, so memory stays bounded however long the input. Every runner (this thread, the
 * local pool, Redis) is one of these. Cost: O(window) results held at a time.
 */
import type { WorkUnit } from "./unit.js";

/** Receives each unit's result, in push order; a returned promise is awaited (back-pressure). */
export type UnitResultHandler = (result: unknown, index: number) => unknown;

/** A run taking units as they come. */
export interface UnitStream {
  /** Adds a unit; resolves once there is room for another (earlier results may be delivered). */
  push(unit: WorkUnit): Promise<void>;
  /** Waits for every result to be delivered, then releases the workers. */
  finish(): Promise<void>;
  /** Releases the workers at once (after an error or an abort); pending units are dropped. */
  close(): Promise<void>;
}

/**
 * Builds an in-order stream over a function that starts a unit and returns its result's promise.
 * `release` frees the runner's resources.
 *
 * @example
 * ```ts
 * const stream = orderedStream((unit) => pool.run(unit), onResult, 8, () => pool.destroy());
 * ```
 */
export function orderedStream(
  start: (unit: WorkUnit, index: number) => Promise<unknown>,
  onResult: UnitResultHandler,
  window: number,
  release: () => Promise<void>,
  beforeWait: () => Promise<void> = async () => {},
): UnitStream {
  const slots = new Map<number, Promise<unknown>>();
  let pushed = 0;
  let delivered = 0;
  let released = false;
  const deliverNext = async () => {
    await beforeWait();
    const slot = slots.get(delivered) as Promise<unknown>;
    const result = await slot;
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
      const promise = start(unit, pushed);
      promise.catch(() => {}); // seen when delivered; never an unhandled rejection
      slots.set(pushed++, promise);
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
