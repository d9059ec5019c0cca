/**
 * Units of work: the one notion shared by every engine that runs in parallel. A unit is an
 * engine's name and a plain JSON payload (a subtree prefix such as the first queens' columns, a
 * range of the first Choose, or a slice of batch lines), so it crosses thread and machine
 * boundaries as it is. Each engine splits its input deterministically into many more units than
 * workers, runs a unit with a pure function, and combines the results in unit order, so a
 * parallel run prints exactly what a single-process run prints. Cost: O(size of the units).
 */
import { createHash } from "node:crypto";

/**
 * One unit of work: which engine runs it and what it is given (plain JSON).
 *
 * @typeParam P - the payload's type
 */
export interface WorkUnit<P = unknown> {
  /** A name of the unit registry (`queens`, `cover`, `search`, `sudoku`, `alphametic`). */
  engine: string;
  /** The engine's description of the unit: plain JSON, no functions, no typed arrays. */
  payload: P;
}

/**
 * A content identifier of a list of units (hex SHA-256 of their JSON): the same run gets the
 * same id, so a restarted coordinator finds the results already computed.
 *
 * @example
 * ```ts
 * unitsId([{ engine: "queens", payload: { n: 8, prefix: [0] } }]); // "3f1c…" (64 hex digits)
 * ```
 */
export function unitsId(units: readonly WorkUnit[], salt = ""): string {
  const hash = createHash("sha256");
  hash.update(salt);
  for (const unit of units) {
    hash.update(JSON.stringify([unit.engine, unit.payload]));
    hash.update("\n");
  }
  return hash.digest("hex");
}

/**
 * Splits `count` items (batch lines, pool positions) into contiguous ranges of at most `size`
 * items, in order: deterministic, independent of the number of workers.
 *
 * @example
 * ```ts
 * sliceRanges(10, 4); // [[0, 4], [4, 8], [8, 10]]
 * ```
 */
export function sliceRanges(count: number, size: number): [number, number][] {
  const step = Math.max(1, Math.floor(size));
  const ranges: [number, number][] = [];
  for (let from = 0; from < count; from += step) ranges.push([from, Math.min(count, from + step)]);
  return ranges;
}
