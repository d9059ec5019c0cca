/**
 * f-puzzles cell names (`R1C1`, 1-based row and column) to 0-based cell indexes and back, with
 * errors that say which cell of which constraint is wrong. O(1) per cell.
 */
import { InputError, quoteInput } from "../../core/errors.js";

const CELL = /^[Rr]([0-9]{1,2})[Cc]([0-9]{1,2})$/;

/**
 * The row and column (1-based) written in an f-puzzles cell name, or undefined when it is not one.
 *
 * @example
 * ```ts
 * cellRowCol("R10C1"); // [10, 1]
 * ```
 */
export function cellRowCol(name: unknown): [number, number] | undefined {
  if (typeof name !== "string") return undefined;
  const m = CELL.exec(name);
  return m ? [Number(m[1]), Number(m[2])] : undefined;
}

/**
 * The 0-based index of an f-puzzles cell name inside a size x size grid; throws an InputError
 * naming `where` when it is not a cell name or lies outside the grid.
 *
 * @example
 * ```ts
 * cellIndex("R2C3", 9, "killercage 1"); // 11
 * cellIndex("R10C1", 9, "killercage 1"); // InputError: killercage 1: cell 'R10C1' is outside the 9x9 grid
 * ```
 */
export function cellIndex(name: unknown, size: number, where: string): number {
  const rc = cellRowCol(name);
  if (!rc)
    throw new InputError(`f-puzzles: ${where}: ${describe(name)} is not a cell name like 'R1C1'`);
  const [r, c] = rc;
  if (r < 1 || r > size || c < 1 || c > size)
    throw new InputError(
      `f-puzzles: ${where}: cell ${quoteInput(String(name))} is outside the ${size}x${size} grid`,
    );
  return (r - 1) * size + (c - 1);
}

/**
 * A list of distinct cells of a constraint; throws when it is not a list, is empty or longer
 * than `max`, or names a cell twice.
 *
 * @example
 * ```ts
 * cellList(["R1C1", "R1C2"], 9, "killercage 1"); // [0, 1]
 * ```
 */
export function cellList(value: unknown, size: number, where: string, max = size * size): number[] {
  if (!Array.isArray(value) || value.length === 0)
    throw new InputError(`f-puzzles: ${where}: a non-empty list of cells is expected`);
  if (value.length > max)
    throw new InputError(`f-puzzles: ${where}: ${value.length} cells, at most ${max}`);
  const seen = new Set<number>();
  const out: number[] = [];
  for (const name of value) {
    const cell = cellIndex(name, size, where);
    if (seen.has(cell))
      throw new InputError(`f-puzzles: ${where}: cell ${quoteInput(String(name))} is repeated`);
    seen.add(cell);
    out.push(cell);
  }
  return out;
}

/**
 * The f-puzzles name of a 0-based cell.
 *
 * @example
 * ```ts
 * cellLabel(11, 9); // "R2C3"
 * ```
 */
export function cellLabel(cell: number, size: number): string {
  return `R${Math.floor(cell / size) + 1}C${(cell % size) + 1}`;
}

/** A short description of a JSON value for a message. */
export function describe(value: unknown): string {
  if (typeof value === "string") return quoteInput(value, 30);
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "an object";
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return quoteInput(String(value), 30);
}
