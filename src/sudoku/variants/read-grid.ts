/**
 * The `size` and `grid` of an f-puzzles puzzle: givens and regions (jigsaw). Every row and cell
 * is checked (row counts, digits, region indexes, regions of exactly `size` cells), and errors
 * name the row or cell. O(size^2).
 */
import { InputError } from "../../core/errors.js";
import { defaultBoxRows } from "../grid.js";
import { cellLabel, describe } from "./cells.js";

/** The sizes a variant grid may have. */
export const MIN_VARIANT_SIZE = 4;
export const MAX_VARIANT_SIZE = 16;

/** What the grid gives: digits, regions, and whether the regions are not the boxes. */
export interface ReadGrid {
  givens: number[];
  regions: number[];
  jigsaw: boolean;
}

/**
 * The standard regions (boxes) of a size, or undefined when the size has none (a prime: every
 * cell must then say its region).
 *
 * @example
 * ```ts
 * standardRegions(4); // [0, 0, 1, 1, 0, 0, 1, 1, 2, 2, 3, 3, 2, 2, 3, 3]
 * ```
 */
export function standardRegions(size: number): number[] | undefined {
  const boxRows = defaultBoxRows(size);
  if (boxRows === 1) return undefined;
  const boxCols = size / boxRows;
  const out: number[] = [];
  for (let r = 0; r < size; r++)
    for (let c = 0; c < size; c++)
      out.push(Math.floor(r / boxRows) * boxRows + Math.floor(c / boxCols));
  return out;
}

/**
 * Checks the `size` field: an integer from 4 to 16.
 *
 * @example
 * ```ts
 * readSize(9); // 9
 * ```
 */
export function readSize(value: unknown): number {
  if (typeof value !== "number" || !Number.isInteger(value))
    throw new InputError(
      `f-puzzles: 'size' must be an integer from ${MIN_VARIANT_SIZE} to ${MAX_VARIANT_SIZE}, got ${describe(value)}`,
    );
  if (value < MIN_VARIANT_SIZE || value > MAX_VARIANT_SIZE)
    throw new InputError(
      `f-puzzles: 'size' must be from ${MIN_VARIANT_SIZE} to ${MAX_VARIANT_SIZE}, got ${value}`,
    );
  return value;
}

/**
 * Reads the `grid` rows: `size` rows of `size` cells, each an object with an optional `value`
 * (a digit, a given when `given` is true), and `region` (0-based) for jigsaw puzzles.
 *
 * @example
 * ```ts
 * readGrid([[{ value: 1, given: true }, {}, {}, {}], ...], 4).givens[0]; // 1
 * ```
 */
export function readGrid(value: unknown, size: number): ReadGrid {
  if (!Array.isArray(value))
    throw new InputError(
      `f-puzzles: 'grid' must be a list of ${size} rows, got ${describe(value)}`,
    );
  if (value.length !== size)
    throw new InputError(
      `f-puzzles: 'grid' has ${value.length} ${value.length === 1 ? "row" : "rows"}, a ${size}x${size} puzzle needs ${size}`,
    );
  const givens: number[] = [];
  const regions: number[] = [];
  const standard = standardRegions(size);
  let anyRegion = false;
  for (let r = 0; r < size; r++) {
    const row: unknown = value[r];
    if (!Array.isArray(row))
      throw new InputError(
        `f-puzzles: grid row ${r + 1} must be a list of ${size} cells, got ${describe(row)}`,
      );
    if (row.length !== size)
      throw new InputError(
        `f-puzzles: grid row ${r + 1} has ${row.length} ${row.length === 1 ? "cell" : "cells"}, expected ${size}`,
      );
    for (let c = 0; c < size; c++) {
      const where = cellLabel(r * size + c, size);
      const cell: unknown = row[c];
      if (cell === null || typeof cell !== "object" || Array.isArray(cell))
        throw new InputError(
          `f-puzzles: grid cell ${where} must be an object, got ${describe(cell)}`,
        );
      const fields = cell as Record<string, unknown>;
      givens.push(readGiven(fields, size, where));
      const region = Object.hasOwn(fields, "region") ? fields.region : undefined;
      if (region === undefined || region === null) {
        regions.push(-1);
        continue;
      }
      if (typeof region !== "number" || !Number.isInteger(region) || region < 0 || region >= size)
        throw new InputError(
          `f-puzzles: grid cell ${where}: region ${describe(region)} is out of range (0 to ${size - 1})`,
        );
      anyRegion = true;
      regions.push(region);
    }
  }
  return finishRegions(givens, regions, standard, anyRegion, size);
}

/** The given digit of a cell (0 when none): `value` counts only with `given: true`. */
function readGiven(fields: Record<string, unknown>, size: number, where: string): number {
  const v = Object.hasOwn(fields, "value") ? fields.value : undefined;
  const given = Object.hasOwn(fields, "given") ? fields.given : undefined;
  if (v === undefined || v === null || v === "" || given !== true) return 0;
  const digit = typeof v === "string" && /^[0-9]{1,2}$/.test(v) ? Number(v) : v;
  if (typeof digit !== "number" || !Number.isInteger(digit) || digit < 1 || digit > size)
    throw new InputError(
      `f-puzzles: grid cell ${where}: value ${describe(v)} is not a digit from 1 to ${size}`,
    );
  return digit;
}

/** Fills cells without a region from the boxes and checks every region has `size` cells. */
function finishRegions(
  givens: number[],
  regions: number[],
  standard: number[] | undefined,
  anyRegion: boolean,
  size: number,
): ReadGrid {
  for (let cell = 0; cell < regions.length; cell++) {
    if (regions[cell] !== -1) continue;
    if (!standard)
      throw new InputError(
        `f-puzzles: grid cell ${cellLabel(cell, size)} has no region, and a ${size}x${size} grid has no standard boxes`,
      );
    regions[cell] = standard[cell]!;
  }
  const counts = new Array<number>(size).fill(0);
  for (const r of regions) counts[r]!++;
  for (let r = 0; r < size; r++)
    if (counts[r] !== size)
      throw new InputError(
        `f-puzzles: region ${r} has ${counts[r]} cells, every region needs ${size}`,
      );
  return { givens, regions, jigsaw: anyRegion && !samePartition(regions, standard) };
}

/** True when the regions are the boxes, whatever their numbers. */
function samePartition(regions: number[], standard: number[] | undefined): boolean {
  if (!standard) return false;
  const boxOf = new Map<number, number>();
  for (let cell = 0; cell < regions.length; cell++) {
    const box = boxOf.get(regions[cell]!);
    if (box === undefined) boxOf.set(regions[cell]!, standard[cell]!);
    else if (box !== standard[cell]) return false;
  }
  return true;
}
