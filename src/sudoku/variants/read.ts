/**
 * Reading a variant puzzle: f-puzzles JSON (text or an already parsed object), an f-puzzles link
 * (`https://f-puzzles.com/?load=...`), its `load=` string, or a SudokuPad `fpuzzles...` link,
 * which are lz-string's compressToBase64 of the JSON. The input is treated as hostile: its
 * length is bounded, only own keys are read, and nothing is copied from it but checked values.
 * Cost: O(length of the text).
 */
import { InputError } from "../../core/errors.js";
import { describe } from "./cells.js";
import { decodeFPuzzlesLoad } from "./link.js";
import { readConstraint } from "./read-constraints.js";
import { readGrid, readSize } from "./read-grid.js";
import type { VariantSudoku } from "./types.js";

/** At most this many characters of JSON (a 16x16 puzzle with many constraints is well under). */
export const MAX_FPUZZLES_TEXT = 1 << 20;

/**
 * Reads a variant puzzle from f-puzzles JSON text, a link or a `load=` string, or from the parsed
 * JSON object; throws an InputError saying what is wrong and where.
 *
 * @param input - f-puzzles JSON text, an f-puzzles link, a `load=` string, or the parsed JSON
 *   object (at most 1 MiB of JSON)
 *
 * @example
 * ```ts
 * const puzzle = readFPuzzles("https://f-puzzles.com/?load=N4IgzglgXgpiBcBOANCA5gJwjAJg...");
 * solveVariantSudoku(puzzle, { limit: 2 }).count; // 1 for a proper puzzle
 * readFPuzzles({ size: 4, grid: [[{}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}]] }).size; // 4
 * ```
 */
export function readFPuzzles(input: string | object): VariantSudoku {
  if (typeof input !== "string") return readFPuzzlesObject(input);
  const text = input.trim();
  if (text.length > MAX_FPUZZLES_TEXT)
    throw new InputError(
      `f-puzzles: the text has ${text.length} characters, at most ${MAX_FPUZZLES_TEXT}`,
    );
  const json = text.startsWith("{") ? text : decodeFPuzzlesLoad(text);
  if (json.length > MAX_FPUZZLES_TEXT)
    throw new InputError(
      `f-puzzles: the link holds ${json.length} characters, at most ${MAX_FPUZZLES_TEXT}`,
    );
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    const why = error instanceof SyntaxError ? error.message : "too deeply nested";
    throw new InputError(`f-puzzles: not valid JSON (${why})`);
  }
  return readFPuzzlesObject(value);
}

/**
 * Reads the parsed f-puzzles JSON value (see {@link readFPuzzles}).
 *
 * @example
 * ```ts
 * readFPuzzlesObject(JSON.parse(text)).cages.length;
 * ```
 */
export function readFPuzzlesObject(value: unknown): VariantSudoku {
  if (value === null || typeof value !== "object" || Array.isArray(value))
    throw new InputError(`f-puzzles: the puzzle must be a JSON object, got ${describe(value)}`);
  const root = value as Record<string, unknown>;
  if (!Object.hasOwn(root, "size")) throw new InputError("f-puzzles: 'size' is missing");
  if (!Object.hasOwn(root, "grid")) throw new InputError("f-puzzles: 'grid' is missing");
  const size = readSize(root.size);
  const grid = readGrid(root.grid, size);
  const puzzle = plainVariant(size, grid.givens, grid.regions, grid.jigsaw);
  for (const key of Object.keys(root)) {
    if (key === "size" || key === "grid") continue;
    readConstraint(key, root[key], puzzle);
  }
  return puzzle;
}

/**
 * A puzzle with givens and regions and no other rule (every rule list empty, every flag off),
 * which the reader fills in constraint by constraint.
 *
 * @example
 * ```ts
 * plainVariant(4, new Array(16).fill(0), boxesOf4x4).cages; // []
 * ```
 */
export function plainVariant(
  size: number,
  givens: number[],
  regions: number[],
  jigsaw = false,
): VariantSudoku {
  return {
    size,
    givens,
    regions,
    jigsaw,
    diagonalUp: false,
    diagonalDown: false,
    antiknight: false,
    antiking: false,
    nonconsecutive: false,
    cages: [],
    littleKillers: [],
    thermometers: [],
    arrows: [],
    differences: [],
    ratios: [],
    odd: [],
    even: [],
    extraRegions: [],
  };
}
