/**
 * Units of work for parallel N-queens counts: every placement of the first rows, as plain data
 * (`{ n, columns, weight }`), with the mirror symmetry already applied (the first queen in the
 * left half, weight 2; for odd n the middle first queen with the second in the left half, weight
 * 2). The weighted unit counts add up to the whole count. Cutting at depth d costs the
 * placements of d rows.
 */
import { AbortError } from "../core/errors.js";
import { checkQueensSize, countQueenCompletions, rowMask } from "./bitboard.js";

/** A subtree of the N-queens search: the first rows' queens and the symmetry weight. */
export interface QueensUnit {
  /** Board size. */
  n: number;
  /** Columns (0-based) of the queens on the first rows, row 0 first. */
  columns: number[];
  /** How many solutions each completion stands for (2 for a mirrored pair, else 1). */
  weight: number;
}

/**
 * The units of an n-queens count cut after `depth` rows (at least the rows the symmetry fixes).
 *
 * @example
 * ```ts
 * queensUnits(8, 2).reduce((s, u) => s + countQueensUnit(u), 0); // 92
 * ```
 */
export function queensUnits(n: number, depth: number): QueensUnit[] {
  checkQueensSize(n);
  if (n === 1) return [{ n, columns: [0], weight: 1 }];
  const all = rowMask(n);
  const half = n >> 1;
  const units: QueensUnit[] = [];
  const columns: number[] = [];
  const extend = (
    rows: number,
    cols: number,
    left: number,
    right: number,
    weight: number,
    only: number,
  ) => {
    if (columns.length >= rows || cols === all) {
      units.push({ n, columns: [...columns], weight });
      return;
    }
    let free = all & ~(cols | left | right) & only;
    while (free !== 0) {
      const bit = free & -free;
      free ^= bit;
      columns.push(31 - Math.clz32(bit));
      extend(rows, cols | bit, (left | bit) << 1, (right | bit) >>> 1, weight, all);
      columns.pop();
    }
  };
  const d = Math.max(1, Math.min(depth, n));
  // first queen in the left half: every completion has a distinct mirror image
  extend(d, 0, 0, 0, 2, (1 << half) - 1);
  if (n & 1) {
    const bit = 1 << half;
    columns.push(half);
    extend(Math.max(d, 2), bit, bit << 1, bit >>> 1, 2, bit - 1);
    columns.pop();
  }
  return units;
}

/**
 * The number of solutions a unit stands for: its weight times the completions of its rows.
 *
 * @example
 * ```ts
 * countQueensUnit({ n: 8, columns: [0], weight: 2 }); // 8
 * ```
 */
export function countQueensUnit(unit: QueensUnit): number {
  checkQueensSize(unit.n);
  const all = rowMask(unit.n);
  let cols = 0;
  let left = 0;
  let right = 0;
  for (const c of unit.columns) {
    const bit = 1 << c;
    if (!Number.isInteger(c) || c < 0 || c >= unit.n || (bit & (cols | left | right)) !== 0)
      return 0;
    cols |= bit;
    left = (left | bit) << 1;
    right = (right | bit) >>> 1;
  }
  return unit.weight * countQueenCompletions(all, cols, left, right);
}

/**
 * Counts the n-queens solutions unit by unit, yielding to the event loop between units so that
 * an AbortSignal (Ctrl-C) is seen; `onProgress` gets the units done and their total.
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
  const units = queensUnits(n, n <= 16 ? 2 : 3);
  let total = 0;
  for (let i = 0; i < units.length; i++) {
    if (options.signal?.aborted) throw new AbortError();
    total += countQueensUnit(units[i]);
    options.onProgress?.(i + 1, units.length);
    if (n > 12) await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return total;
}
