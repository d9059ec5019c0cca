/**
 * Units of work for parallel N-queens counts: the placements of the first rows that the
 * symmetry-class search (symmetry.ts) makes, as plain data (`{ n, columns }`). Row 0's column
 * names the class, so a unit needs no weight: its count already stands for the whole classes
 * below it. The unit counts add up to the whole count. Cutting at depth d costs the placements
 * of d rows; at depth 3, n = 16 makes 860 units, the largest 0.3% of the run.
 */
import { AbortError } from "../core/errors.js";
import { checkQueensSize } from "./bitboard.js";
import { countQueenClassesBelow, type QueenClasses, queenClassPrefixes } from "./symmetry.js";

/** A subtree of the N-queens search: the queens of the first rows. */
export interface QueensUnit {
  /** Board size. */
  n: number;
  /**
   * Columns (0-based) of the queens on the first rows, row 0 first. Row 0's column picks the
   * symmetry class: 0 for a corner queen (row 1's column then bounds the search), else the
   * smallest distance of a border queen from its corner.
   */
  columns: number[];
}

/**
 * The units of an n-queens count cut after `depth` rows (at least 2).
 *
 * @param n - the board size, 1 ≤ n ≤ 32
 * @param depth - rows placed in each unit, at least 2 (more rows, more and smaller units)
 *
 * @example
 * ```ts
 * queensUnits(8, 2).reduce((s, u) => s + countQueensUnit(u), 0); // 92
 * ```
 */
export function queensUnits(n: number, depth: number): QueensUnit[] {
  checkQueensSize(n);
  return queenClassPrefixes(n, depth).map((columns) => ({ n, columns }));
}

/**
 * The solutions a unit stands for (with their symmetric images): 0 for a placement the
 * class search never makes, such as attacking queens.
 *
 * @param unit - a unit from {@link queensUnits}
 *
 * @example
 * ```ts
 * countQueensUnit({ n: 8, columns: [0, 4] }); // 8
 * ```
 */
export function countQueensUnit(unit: QueensUnit): number {
  return countQueensUnitClasses(unit).solutions;
}

/**
 * The solutions and the symmetry classes a unit stands for.
 *
 * @param unit - a unit from {@link queensUnits}
 *
 * @example
 * ```ts
 * countQueensUnitClasses({ n: 8, columns: [2] }); // { solutions: 20, unique: 3 }
 * ```
 */
export function countQueensUnitClasses(unit: QueensUnit): QueenClasses {
  return countQueenClassesBelow(unit.n, unit.columns);
}

/**
 * Counts the n-queens solutions unit by unit, yielding to the event loop between units so that
 * an AbortSignal (Ctrl-C) is seen; `onProgress` gets the units done and their total.
 *
 * @param n - the board size, 1 ≤ n ≤ 32
 * @param options - `signal` cancels the count (AbortError); `onProgress(done, total)` is called
 *   after each unit with the units done and their total
 *
 * @example
 * ```ts
 * await countQueensAsync(12, { signal }); // 14200
 * ```
 */
export async function countQueensAsync(
  n: number,
  options: { signal?: AbortSignal; onProgress?: (done: number, total: number) => void } = {},
): Promise<number> {
  return (await countQueenClassesAsync(n, options)).solutions;
}

/**
 * Counts the n-queens solutions and their symmetry classes unit by unit, as `countQueensAsync`.
 *
 * @param n - the board size, 1 ≤ n ≤ 32
 * @param options - `signal` cancels the count (AbortError); `onProgress(done, total)` is called
 *   after each unit with the units done and their total
 *
 * @example
 * ```ts
 * await countQueenClassesAsync(8); // { solutions: 92, unique: 12 }
 * ```
 */
export async function countQueenClassesAsync(
  n: number,
  options: { signal?: AbortSignal; onProgress?: (done: number, total: number) => void } = {},
): Promise<QueenClasses> {
  const units = queensUnits(n, 3);
  let solutions = 0;
  let unique = 0;
  let since = performance.now();
  for (let i = 0; i < units.length; i++) {
    if (options.signal?.aborted) throw new AbortError();
    const below = countQueensUnitClasses(units[i]);
    solutions += below.solutions;
    unique += below.unique;
    options.onProgress?.(i + 1, units.length);
    // a moment for the event loop (a signal, a progress line) after every 20 ms of work
    if (performance.now() - since >= 20) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      since = performance.now();
    }
  }
  return { solutions, unique };
}
