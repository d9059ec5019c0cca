/**
 * The Sudoku grid model: geometry for every N = boxRows * boxCols (4x4, 6x6 with 2x3 boxes, 8x8,
 * 9x9, 12x12, 16x16, 25x25) and the X variant (both long diagonals are units too); parsing of
 * one-line grids with errors that name the cells; formatting.
 *
 * Cells are numbered row-major from 0 (`cell = row * N + col`); values are 1..N, 0 for a blank.
 * A geometry is built once per shape (O(N^3)) and cached; parsing and checking are O(N^2).
 */
import { InputError, quoteInput } from "../core/errors.js";
import { isVariantText } from "./variants/detect.js";

/** The shape of a grid: side N and the box dimensions (boxRows * boxCols = N). */
export interface SudokuShape {
  /** Side of the grid, N (9 for the classic puzzle). */
  size: number;
  /** Rows per box (2 for 6x6, 3 for 9x9). */
  boxRows: number;
  /** Columns per box (3 for 6x6, 3 for 9x9). */
  boxCols: number;
  /** X variant: both long diagonals must hold every digit once. */
  diagonal: boolean;
}

/** Options that select a shape; the size itself normally comes from the length of the line. */
export interface SudokuShapeOptions {
  /**
   * Side N of the grid.
   * @defaultValue inferred from the number of characters (N*N)
   */
  size?: number;
  /**
   * Rows per box.
   * @defaultValue the largest divisor of N not above its square root (2 for 6, 3 for 9)
   */
  boxRows?: number;
  /**
   * X variant (diagonals are units).
   * @defaultValue false
   */
  diagonal?: boolean;
}

/** Units, peers and names of one shape. Every array is flat and read-only by convention. */
export interface SudokuGeometry extends SudokuShape {
  /** N*N. */
  cells: number;
  /** Number of units: 3N, plus 2 for the X variant. */
  unitCount: number;
  /** Cells of unit u are `unitCells[u*N .. u*N+N-1]`: rows, then columns, then boxes, then diagonals. */
  unitCells: Int32Array;
  /** Units of cell c are `cellUnits[cellUnitStart[c] .. cellUnitStart[c+1]-1]`. */
  cellUnits: Int32Array;
  /** Offsets into cellUnits, length cells+1. */
  cellUnitStart: Int32Array;
  /** Peers of cell c (cells sharing a unit, c excluded) are `peers[peerStart[c] .. peerStart[c+1]-1]`. */
  peers: Int32Array;
  /** Offsets into peers, length cells+1. */
  peerStart: Int32Array;
  /** Row of each cell. */
  rowOf: Int32Array;
  /** Column of each cell. */
  colOf: Int32Array;
  /** Box of each cell. */
  boxOf: Int32Array;
  /** Mask with the N low bits set (bit v-1 stands for value v). */
  all: number;
  /**
   * Variant puzzles (jigsaw regions, extra houses): the name of each unit, which
   * `unitName` gives instead of the classic names. Absent for the classic shapes.
   */
  unitNames?: readonly string[];
}

/** A parsed grid: its geometry and its values (0 = blank). */
export interface SudokuGrid {
  /** The grid's shape: size, boxes, diagonals, units and peers. */
  geometry: SudokuGeometry;
  /** Values 1..N per cell, 0 for blank; length N*N. */
  values: Uint8Array;
}

/** The sizes a one-line grid may have, by number of characters. */
const SIZES = [4, 6, 8, 9, 12, 16, 25];

const cache = new Map<string, SudokuGeometry>();

/**
 * The default box height for side N: the largest divisor of N that is at most sqrt(N).
 *
 * @example
 * ```ts
 * defaultBoxRows(6); // 2 (boxes of 2 rows by 3 columns)
 * ```
 */
export function defaultBoxRows(size: number): number {
  let best = 1;
  for (let r = 1; r * r <= size; r++) if (size % r === 0) best = r;
  return best;
}

/**
 * The geometry (units, peers) of a shape, built once and cached.
 *
 * @param size - cells a side, 4 to 16 or 25; default 9
 * @param options - `boxRows`, the rows of a box (default the largest divisor of the size not above
 *   its square root); `diagonal`, X-Sudoku (default false)
 *
 * @example
 * ```ts
 * const g = sudokuGeometry(9);
 * g.peerStart[1] - g.peerStart[0]; // 20 peers per cell
 * sudokuGeometry(9, { diagonal: true }).unitCount; // 29
 * ```
 */
export function sudokuGeometry(
  size = 9,
  options: { boxRows?: number; diagonal?: boolean } = {},
): SudokuGeometry {
  if (!Number.isInteger(size) || size < 1 || size > 30)
    throw new InputError(`sudoku size must be an integer from 1 to 30, got ${size}`);
  const boxRows = options.boxRows ?? defaultBoxRows(size);
  if (!Number.isInteger(boxRows) || boxRows < 1 || size % boxRows !== 0)
    throw new InputError(`box height ${boxRows} does not divide the size ${size}`);
  const boxCols = size / boxRows;
  const diagonal = options.diagonal === true;
  const key = `${size}:${boxRows}:${diagonal ? 1 : 0}`;
  const cached = cache.get(key);
  if (cached) return cached;

  const n = size;
  const cells = n * n;
  const unitCount = 3 * n + (diagonal ? 2 : 0);
  const unitCells = new Int32Array(unitCount * n);
  const rowOf = new Int32Array(cells);
  const colOf = new Int32Array(cells);
  const boxOf = new Int32Array(cells);
  for (let c = 0; c < cells; c++) {
    const r = Math.floor(c / n);
    const k = c % n;
    rowOf[c] = r;
    colOf[c] = k;
    boxOf[c] = Math.floor(r / boxRows) * boxRows + Math.floor(k / boxCols);
  }
  const fill = new Int32Array(unitCount);
  const add = (unit: number, cell: number) => {
    unitCells[unit * n + fill[unit]++] = cell;
  };
  for (let c = 0; c < cells; c++) {
    add(rowOf[c], c);
    add(n + colOf[c], c);
    add(2 * n + boxOf[c], c);
    if (diagonal) {
      if (rowOf[c] === colOf[c]) add(3 * n, c);
      if (rowOf[c] + colOf[c] === n - 1) add(3 * n + 1, c);
    }
  }
  const unitsOf: number[][] = Array.from({ length: cells }, () => []);
  for (let u = 0; u < unitCount; u++)
    for (let i = 0; i < n; i++) unitsOf[unitCells[u * n + i]].push(u);
  const cellUnitStart = new Int32Array(cells + 1);
  for (let c = 0; c < cells; c++) cellUnitStart[c + 1] = cellUnitStart[c] + unitsOf[c].length;
  const cellUnits = new Int32Array(cellUnitStart[cells]);
  for (let c = 0; c < cells; c++) cellUnits.set(unitsOf[c], cellUnitStart[c]);

  const peerLists: number[][] = [];
  for (let c = 0; c < cells; c++) {
    const set = new Set<number>();
    for (const u of unitsOf[c])
      for (let i = 0; i < n; i++) {
        const p = unitCells[u * n + i];
        if (p !== c) set.add(p);
      }
    peerLists.push([...set].sort((a, b) => a - b));
  }
  const peerStart = new Int32Array(cells + 1);
  for (let c = 0; c < cells; c++) peerStart[c + 1] = peerStart[c] + peerLists[c].length;
  const peers = new Int32Array(peerStart[cells]);
  for (let c = 0; c < cells; c++) peers.set(peerLists[c], peerStart[c]);

  const geometry: SudokuGeometry = {
    size: n,
    boxRows,
    boxCols,
    diagonal,
    cells,
    unitCount,
    unitCells,
    cellUnits,
    cellUnitStart,
    peers,
    peerStart,
    rowOf,
    colOf,
    boxOf,
    all: n >= 31 ? -1 : (1 << n) - 1,
  };
  cache.set(key, geometry);
  return geometry;
}

/**
 * The name of a cell, 1-based: `r1c1` is the top-left cell.
 *
 * @param cell - the cell's index, 0..size²-1 in row order
 * @param size - cells a side; default 9
 *
 * @example
 * ```ts
 * cellName(10, 9); // "r2c2"
 * ```
 */
export function cellName(cell: number, size = 9): string {
  return `r${Math.floor(cell / size) + 1}c${(cell % size) + 1}`;
}

/**
 * The name of a unit in words: "row 3", "column 5", "box 9", "the main diagonal", "the anti-diagonal".
 *
 * @example
 * ```ts
 * unitName(sudokuGeometry(9), 18); // "box 1"
 * ```
 */
export function unitName(geometry: SudokuGeometry, unit: number): string {
  if (geometry.unitNames) return geometry.unitNames[unit] ?? `house ${unit + 1}`;
  const n = geometry.size;
  if (unit < n) return `row ${unit + 1}`;
  if (unit < 2 * n) return `column ${unit - n + 1}`;
  if (unit < 3 * n) return `box ${unit - 2 * n + 1}`;
  return unit === 3 * n ? "the main diagonal" : "the anti-diagonal";
}

/**
 * The character for a value: `1-9`, then `A`, `B`, ... for 10, 11, ... (`G` = 16, `P` = 25);
 * `.` for a blank.
 *
 * @example
 * ```ts
 * valueChar(16); // "G"
 * ```
 */
export function valueChar(value: number): string {
  if (value === 0) return ".";
  return value <= 9 ? String.fromCharCode(48 + value) : String.fromCharCode(55 + value);
}

/** Value of a character code, 0 for a blank, -1 when not a value character at all. */
function charValue(code: number): number {
  if (code === 46 || code === 48 || code === 95) return 0; // . 0 _
  if (code >= 49 && code <= 57) return code - 48; // 1-9
  if (code >= 65 && code <= 90) return code - 55; // A-Z -> 10..35
  if (code >= 97 && code <= 122) return code - 87; // a-z
  return -1;
}

/**
 * A grid written in the usual layout (one row a line, cells apart by spaces, `|` between boxes,
 * separator and border lines of `-` and `+`, `_` for blanks too) as one line; a one-line grid is
 * returned as it is (trimmed).
 *
 * @example
 * ```ts
 * gridLine("1 . | 3 .\n. . | . 2\n----+----\n. 4 | . .\n3 . | . 1"); // "1.3....2.4..3..1"
 * ```
 */
export function gridLine(text: string): string {
  const trimmed = text.trim();
  if (!/[\s|]/.test(trimmed)) return trimmed;
  return trimmed
    .split(/\r?\n/)
    .filter((row) => !/^[\s\-+|=]*$/.test(row))
    .join("")
    .replace(/[\s|]/g, "");
}

/**
 * Parses a grid: one line (`.` or `0` for blanks, `1-9` then `A-G`... for bigger grids), or the
 * usual layout of one row a line (as the CLI reads them). The size comes from the length (16, 36, 64, 81, 144, 256 or 625 characters) unless given. Throws an
 * {@link InputError} for a wrong length, a bad character (with its column and cell) or clues that
 * already clash (naming both cells and their unit).
 *
 * @param text - the grid: one line, or one row a line (`.` or `0` blanks, `1`-`9` then `A`... for
 *   digits above 9)
 * @param options - `size` (default from the text's length), `boxRows` and `diagonal`: see
 *   {@link SudokuShapeOptions}
 *
 * @example
 * ```ts
 * const grid = parseSudoku("1.3..2...4..3..1"); // a 4x4 grid
 * grid.values[0]; // 1
 * parseSudoku("11" + ".".repeat(79)); // throws: r1c1 and r1c2 both hold 1 (row 1)
 * ```
 */
export function parseSudoku(text: string, options: SudokuShapeOptions = {}): SudokuGrid {
  if (isVariantText(text))
    throw new InputError(
      "this is an f-puzzles variant puzzle, not a classic grid: read it with readFPuzzles",
    );
  const line = gridLine(text);
  const length = line.length;
  let size = options.size;
  if (size === undefined) {
    size = SIZES.find((s) => s * s === length);
    if (size === undefined)
      throw new InputError(
        `a grid has ${SIZES.map((s) => s * s).join(", ")} characters (N*N); this one has ${length}${
          SIZES.includes(length) && length !== 16 && !text.trim().includes("\n")
            ? " (a grid written one row a line stands apart, between blank lines)"
            : ""
        }`,
      );
  } else if (size * size !== length) {
    throw new InputError(
      `a ${size}x${size} grid has ${size * size} characters; this one has ${length}`,
    );
  }
  const geometry = sudokuGeometry(size, options);
  const values = new Uint8Array(geometry.cells);
  for (let i = 0; i < length; i++) {
    const v = charValue(line.charCodeAt(i));
    if (v < 0 || v > size) {
      const ch = line[i];
      const why =
        v < 0 ? "not a digit, letter, '.' or '0'" : `above ${size}, the largest value of this grid`;
      throw new InputError(`bad character ${quoteInput(ch)} at ${cellName(i, size)}: ${why}`, {
        column: i + 1,
        value: ch,
      });
    }
    values[i] = v;
  }
  const grid = { geometry, values };
  const clash = findClash(grid);
  if (clash) {
    const [a, b, unit] = clash;
    throw new InputError(
      `clues clash: ${cellName(a, size)} and ${cellName(b, size)} both hold ${valueChar(values[a])} (${unitName(geometry, unit)})`,
      { column: b + 1 },
    );
  }
  return grid;
}

/**
 * The first pair of cells that hold the same value in one unit, as `[cellA, cellB, unit]`
 * (cellA before cellB), or undefined when no two values clash.
 *
 * @example
 * ```ts
 * findClash({ geometry: sudokuGeometry(4), values: Uint8Array.from("1..1............", (c) => +c || 0) });
 * // [0, 3, 0]
 * ```
 */
export function findClash(grid: SudokuGrid): [number, number, number] | undefined {
  const { geometry, values } = grid;
  const n = geometry.size;
  const seen = new Int32Array(n + 1);
  let best: [number, number, number] | undefined;
  for (let u = 0; u < geometry.unitCount; u++) {
    seen.fill(-1);
    for (let i = 0; i < n; i++) {
      const c = geometry.unitCells[u * n + i];
      const v = values[c];
      if (v === 0) continue;
      if (seen[v] >= 0) {
        // report the clash whose later cell comes first in reading order
        const a = Math.min(seen[v], c);
        const b = Math.max(seen[v], c);
        if (!best || b < best[1] || (b === best[1] && a < best[0])) best = [a, b, u];
      } else seen[v] = c;
    }
  }
  return best;
}

/**
 * Formats values as a one-line grid (`.` for blanks).
 *
 * @param grid - a parsed grid, or values by cell (1..N, 0 for blanks, N×N of them)
 *
 * @example
 * ```ts
 * formatSudoku(parseSudoku("1.3..2...4..3..1")); // "1.3..2...4..3..1"
 * ```
 */
export function formatSudoku(grid: SudokuGrid | ArrayLike<number>): string {
  const values: ArrayLike<number> =
    ArrayBuffer.isView(grid) || Array.isArray(grid)
      ? (grid as ArrayLike<number>)
      : (grid as SudokuGrid).values;
  let s = "";
  for (let i = 0; i < values.length; i++) s += valueChar(values[i]);
  return s;
}

/**
 * Formats a grid as a board of N rows (the usual 9-line layout for 9x9, qqwing's readable
 * form): cells apart by a space, `|` between boxes, and between bands a line of `-` with `+`
 * under each `|` (`------+-------+------` for 9x9). {@link parseSudoku} reads it back.
 *
 * @param grid - the grid to draw
 *
 * @example
 * ```ts
 * formatSudokuBoard(parseSudoku("1.3..2...4..3..1"));
 * // "1 . | 3 .\n. 2 | . .\n----+----\n. 4 | . .\n3 . | . 1"
 * ```
 */
export function formatSudokuBoard(grid: SudokuGrid): string {
  const { geometry, values } = grid;
  const n = geometry.size;
  const across = n / geometry.boxCols;
  // "4 . . | . . . | 8 . 5": the outer boxes take 2*boxCols characters, the inner ones one more
  const band = Array.from({ length: across }, (_, b) =>
    "-".repeat(geometry.boxCols * 2 + (b > 0 && b < across - 1 ? 1 : 0)),
  ).join("+");
  const lines: string[] = [];
  for (let r = 0; r < n; r++) {
    if (r > 0 && r % geometry.boxRows === 0) lines.push(band);
    let line = "";
    for (let k = 0; k < n; k++) {
      if (k > 0) line += k % geometry.boxCols === 0 ? " | " : " ";
      line += valueChar(values[r * n + k]);
    }
    lines.push(line);
  }
  return lines.join("\n");
}

/**
 * Checks that `solution` is a complete grid that keeps every clue of `puzzle` and breaks no rule;
 * returns undefined when it does, else what is wrong (in words, naming cells).
 *
 * @param puzzle - the puzzle the solution should complete
 * @param solution - the proposed solution's values by cell (1..N)
 *
 * @example
 * ```ts
 * checkSudokuSolution(puzzle, solution); // undefined when the solution is right
 * ```
 */
export function checkSudokuSolution(
  puzzle: SudokuGrid,
  solution: ArrayLike<number>,
): string | undefined {
  const { geometry, values } = puzzle;
  const n = geometry.size;
  if (solution.length !== geometry.cells)
    return `the solution has ${solution.length} cells, not ${geometry.cells}`;
  for (let c = 0; c < geometry.cells; c++) {
    const v = solution[c];
    if (!(v >= 1 && v <= n)) return `${cellName(c, n)} is not filled`;
    if (values[c] !== 0 && values[c] !== v)
      return `${cellName(c, n)} holds ${valueChar(v)} but the clue is ${valueChar(values[c])}`;
  }
  const clash = findClash({ geometry, values: Uint8Array.from(solution) });
  if (clash)
    return `${cellName(clash[0], n)} and ${cellName(clash[1], n)} clash in ${unitName(geometry, clash[2])}`;
  return undefined;
}
