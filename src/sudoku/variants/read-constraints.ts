/**
 * The constraint keys of an f-puzzles puzzle (contract, "Sudoku variants"), one reader per key
 * into the {@link VariantSudoku} fields. Keys f-puzzles writes for looks only are skipped; any
 * other key with content is refused, naming it. Each list and number is checked; errors name the
 * constraint, its position in the list (1-based) and the cell. O(total cells listed).
 */
import { InputError, quoteInput } from "../../core/errors.js";
import { cellIndex, cellList, cellRowCol, describe } from "./cells.js";
import type { VariantSudoku } from "./types.js";

/** Keys f-puzzles and SudokuPad write for looks or bookkeeping only: read and ignored. */
export const LOOK_ONLY_KEYS: ReadonlySet<string> = new Set([
  "title",
  "author",
  "ruleset",
  "text",
  "line",
  "rectangle",
  "circle",
  "cage",
  "solution",
  "highlightConflicts",
  "disabledlogic",
  "truecandidatesoptions",
  "colour",
  "color",
  "colors",
  "colours",
  "highlight",
]);

/** At most this many entries in one constraint list. */
export const MAX_CONSTRAINT_ENTRIES = 4096;

type Reader = (value: unknown, puzzle: VariantSudoku, key: string) => void;

/** Rule switches: `true` turns the rule on. */
const FLAGS: ReadonlyMap<
  string,
  "diagonalUp" | "diagonalDown" | "antiknight" | "antiking" | "nonconsecutive"
> = new Map([
  ["diagonal+", "diagonalUp"],
  ["diagonal-", "diagonalDown"],
  ["antiknight", "antiknight"],
  ["antiking", "antiking"],
  ["nonconsecutive", "nonconsecutive"],
] as const);

/** Every list constraint the contract names, and its reader. */
const LISTS: ReadonlyMap<string, Reader> = new Map<string, Reader>([
  ["killercage", readCages],
  ["littlekillersum", readLittleKillers],
  ["thermometer", readThermometers],
  ["arrow", readArrows],
  ["difference", (v, p, k) => readDots(v, p, k, p.differences, 1)],
  ["ratio", (v, p, k) => readDots(v, p, k, p.ratios, 2)],
  ["odd", (v, p, k) => readSingles(v, p, k, p.odd)],
  ["even", (v, p, k) => readSingles(v, p, k, p.even)],
  ["extraregion", readExtraRegions],
]);

/**
 * True for a value that holds nothing: false, null, "", an empty list or object.
 *
 * @example
 * ```ts
 * isEmptyContent([]); // true
 * ```
 */
export function isEmptyContent(value: unknown): boolean {
  if (value === false || value === null || value === undefined || value === "") return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === "object") return Object.keys(value as object).length === 0;
  return false;
}

/**
 * Reads one top-level key of an f-puzzles object into `puzzle` (size and grid are read before).
 *
 * @example
 * ```ts
 * readConstraint("antiknight", true, puzzle); // puzzle.antiknight === true
 * ```
 */
export function readConstraint(key: string, value: unknown, puzzle: VariantSudoku): void {
  const flag = FLAGS.get(key);
  if (flag !== undefined) {
    if (value !== true && value !== false && value !== null)
      throw new InputError(`f-puzzles: '${key}' must be true or false, got ${describe(value)}`);
    puzzle[flag] = value === true;
    return;
  }
  const reader = LISTS.get(key);
  if (reader !== undefined) {
    if (isEmptyContent(value)) return;
    if (!Array.isArray(value))
      throw new InputError(`f-puzzles: '${key}' must be a list, got ${describe(value)}`);
    if (value.length > MAX_CONSTRAINT_ENTRIES)
      throw new InputError(
        `f-puzzles: '${key}' has ${value.length} entries, at most ${MAX_CONSTRAINT_ENTRIES}`,
      );
    reader(value, puzzle, key);
    return;
  }
  if (LOOK_ONLY_KEYS.has(key) || isEmptyContent(value)) return;
  throw new InputError(
    `f-puzzles: constraint ${quoteInput(key, 40)} is not supported (supported: ${[...FLAGS.keys(), ...LISTS.keys()].join(", ")})`,
  );
}

/** The entries of a list constraint as objects, each with its name for messages ("killercage 2"). */
function* entries(value: unknown, key: string): Generator<[Record<string, unknown>, string]> {
  const list = value as unknown[];
  for (let i = 0; i < list.length; i++) {
    const entry = list[i];
    const where = `${key} ${i + 1}`;
    if (entry === null || typeof entry !== "object" || Array.isArray(entry))
      throw new InputError(`f-puzzles: ${where} must be an object, got ${describe(entry)}`);
    yield [entry as Record<string, unknown>, where];
  }
}

/** A field of an entry, own properties only. */
function field(entry: Record<string, unknown>, name: string): unknown {
  return Object.hasOwn(entry, name) ? entry[name] : undefined;
}

/**
 * A whole number written as a string ("15") or a number, within [min, max]; undefined when
 * absent or blank.
 */
function readNumber(
  value: unknown,
  where: string,
  what: string,
  min: number,
  max: number,
): number | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  const n = typeof value === "string" && /^\s*-?[0-9]{1,6}\s*$/.test(value) ? Number(value) : value;
  if (typeof n !== "number" || !Number.isInteger(n))
    throw new InputError(`f-puzzles: ${where}: ${what} ${describe(value)} is not a whole number`);
  if (n < min || n > max)
    throw new InputError(`f-puzzles: ${where}: ${what} ${n} is impossible (from ${min} to ${max})`);
  return n;
}

/** The smallest and largest sums of k different digits from 1..size. */
function distinctSumRange(k: number, size: number): [number, number] {
  return [(k * (k + 1)) / 2, (k * (2 * size - k + 1)) / 2];
}

function readCages(value: unknown, p: VariantSudoku, key: string): void {
  for (const [entry, where] of entries(value, key)) {
    const cells = cellList(field(entry, "cells"), p.size, where, p.size);
    const [min, max] = distinctSumRange(cells.length, p.size);
    const sum = readNumber(field(entry, "value"), where, "sum", min, max);
    p.cages.push(sum === undefined ? { cells } : { cells, sum });
  }
}

/** The cells on the diagonal from a little killer's clue outside the grid. */
function diagonalFrom(clue: unknown, direction: unknown, size: number, where: string): number[] {
  const rc = cellRowCol(clue);
  const step: Record<string, [number, number]> = {
    DL: [1, -1],
    DR: [1, 1],
    UL: [-1, -1],
    UR: [-1, 1],
  };
  if (!rc || typeof direction !== "string" || !Object.hasOwn(step, direction))
    throw new InputError(
      `f-puzzles: ${where}: needs 'cells', or a clue 'cell' and a 'direction' (DL, DR, UL, UR)`,
    );
  const [dr, dc] = step[direction]!;
  const out: number[] = [];
  for (
    let r = rc[0] - 1 + dr, c = rc[1] - 1 + dc;
    r >= 0 && r < size && c >= 0 && c < size;
    r += dr, c += dc
  )
    out.push(r * size + c);
  if (out.length === 0)
    throw new InputError(
      `f-puzzles: ${where}: the diagonal from ${describe(clue)} misses the grid`,
    );
  return out;
}

function readLittleKillers(value: unknown, p: VariantSudoku, key: string): void {
  for (const [entry, where] of entries(value, key)) {
    const listed = field(entry, "cells");
    const cells =
      listed === undefined
        ? diagonalFrom(field(entry, "cell"), field(entry, "direction"), p.size, where)
        : cellList(listed, p.size, where, p.size);
    const sum = readNumber(
      field(entry, "value"),
      where,
      "sum",
      cells.length,
      cells.length * p.size,
    );
    if (sum !== undefined) p.littleKillers.push({ cells, sum });
  }
}

/** The `lines` of an entry: lists of distinct cells. */
function readLines(entry: Record<string, unknown>, p: VariantSudoku, where: string): number[][] {
  const lines = field(entry, "lines");
  if (!Array.isArray(lines) || lines.length === 0 || lines.length > MAX_CONSTRAINT_ENTRIES)
    throw new InputError(`f-puzzles: ${where}: 'lines' must be a non-empty list of lines of cells`);
  return lines.map((line, i) => cellList(line, p.size, `${where} line ${i + 1}`));
}

function readThermometers(value: unknown, p: VariantSudoku, key: string): void {
  for (const [entry, where] of entries(value, key))
    p.thermometers.push(...readLines(entry, p, where));
}

function readArrows(value: unknown, p: VariantSudoku, key: string): void {
  for (const [entry, where] of entries(value, key)) {
    const circle = cellList(field(entry, "cells"), p.size, `${where} circle`, 3);
    const lines = readLines(entry, p, where).map((line) => line.filter((c) => !circle.includes(c)));
    if (lines.some((line) => line.length === 0))
      throw new InputError(`f-puzzles: ${where}: a line has no cell outside the circle`);
    p.arrows.push({ circle, lines });
  }
}

function readDots(
  value: unknown,
  p: VariantSudoku,
  key: string,
  out: VariantSudoku["ratios"],
  byDefault: number,
): void {
  for (const [entry, where] of entries(value, key)) {
    const cells = cellList(field(entry, "cells"), p.size, where);
    if (cells.length !== 2)
      throw new InputError(`f-puzzles: ${where}: a dot joins 2 cells, got ${cells.length}`);
    const min = key === "ratio" ? 2 : 1;
    const max = key === "ratio" ? p.size : p.size - 1;
    const v = readNumber(field(entry, "value"), where, "value", min, max) ?? byDefault;
    out.push({ cells: [cells[0]!, cells[1]!], value: v });
  }
}

function readSingles(value: unknown, p: VariantSudoku, key: string, out: number[]): void {
  for (const [entry, where] of entries(value, key))
    out.push(cellIndex(field(entry, "cell"), p.size, where));
}

function readExtraRegions(value: unknown, p: VariantSudoku, key: string): void {
  for (const [entry, where] of entries(value, key))
    p.extraRegions.push(cellList(field(entry, "cells"), p.size, where, p.size));
}
