/**
 * Batch commands (Sudoku solve/count, alphametic files) in parallel: the lines a command reads
 * are pushed in chunks, cut into units of `unitLines` lines (plus the command's settings, plain
 * JSON), and each unit's output comes back in input order, to be printed as the single-process
 * run prints it. Cost: O(unitLines × window) lines held at a time.
 */
import { openUnitStream, type ParallelOptions } from "./run.js";
import type { UnitStream } from "./stream.js";

/** The payload of a batch unit: a slice of numbered lines and the command's settings. */
export interface BatchUnit<L = unknown, S = unknown> {
  lines: L[];
  settings: S;
}

/** Lines per unit by default: small enough to even out the load, large enough to be cheap. */
export const BATCH_UNIT_LINES = 128;

/** Takes chunks of input lines; outputs come back through the handler, in order. */
export interface BatchRunner<L> {
  push(lines: readonly L[]): Promise<void>;
  finish(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Opens a batch run of `engine` units (a registry name whose runner takes a {@link BatchUnit}).
 * `unitLines` is the lines per unit, or `"adaptive"`: units start at one line and double while
 * each takes less than 20 ms (halving past 200 ms), up to {@link BATCH_UNIT_LINES}, so a stop
 * loses at most a moment of work however slow some lines are.
 *
 * @example
 * ```ts
 * const batch = await openBatchRunner("sudoku", { command: "solve" }, { workers: 2 }, (out) => print(out));
 * await batch.push(lines);
 * await batch.finish();
 * ```
 */
export async function openBatchRunner<L, S>(
  engine: string,
  settings: S,
  parallel: ParallelOptions,
  onOutput: (output: unknown) => unknown,
  unitLines: number | "adaptive" = BATCH_UNIT_LINES,
  onItems?: (items: unknown[]) => unknown,
): Promise<BatchRunner<L>> {
  let size = unitLines === "adaptive" ? 1 : unitLines;
  let last = performance.now();
  const stream: UnitStream = await openUnitStream(
    parallel,
    (result) => {
      if (unitLines === "adaptive") {
        const now = performance.now();
        if (now - last < 20) size = Math.min(BATCH_UNIT_LINES, size * 2);
        else if (now - last > 200) size = Math.max(1, size >> 1);
        last = now;
      }
      return onOutput(result);
    },
    undefined,
    onItems && ((items) => onItems(items)),
  );
  return {
    async push(lines) {
      for (let from = 0; from < lines.length; ) {
        const to = Math.min(lines.length, from + size);
        const payload: BatchUnit<L, S> = { lines: lines.slice(from, to), settings };
        await stream.push({ engine, payload });
        from = to;
      }
    },
    finish: () => stream.finish(),
    close: () => stream.close(),
  };
}
