/**
 * The variant Sudoku puzzle as permuta holds it: the f-puzzles constraints (contract, "Sudoku
 * variants") turned into plain data over 0-based cell indexes (`cell = row * size + col`), checked
 * and normalised by the reader. Plain arrays, so a puzzle is JSON-friendly and easy to build by hand.
 */

/** A killer cage: different digits, adding up to `sum` when there is one. */
export interface VariantCage {
  /** The cage's cells, as indices 0..size²-1 in row order. */
  cells: number[];
  /** The cage's total; absent for a cage with no sum (its digits differ, that is all). */
  sum?: number;
}

/** Cells that add up to `sum` (a little killer's diagonal). Digits may repeat. */
export interface VariantSum {
  /** The cells, as indices 0..size²-1 in row order. */
  cells: number[];
  /** Their total. */
  sum: number;
}

/** An arrow: each line's cells (circle cells excluded) add up to the number in the circle. */
export interface VariantArrow {
  /** The circle: one cell, or a pill of several read as one number (tens first). */
  circle: number[];
  /** The lines leaving the circle (without the circle's cells), each one sum. */
  lines: number[][];
}

/** A Kropki dot between two cells: they differ by `value` (difference) or one is `value` times the other (ratio). */
export interface VariantDot {
  /** The two cells, as indices 0..size²-1 in row order. */
  cells: [number, number];
  /** The difference (white dot, usually 1) or the ratio (black dot, usually 2). */
  value: number;
}

/**
 * A variant Sudoku puzzle: size, givens, regions and every constraint of the contract.
 *
 * @example
 * ```ts
 * const puzzle = readFPuzzles('{"size":4,"grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],"antiking":true}');
 * puzzle.antiking; // true
 * ```
 */
export interface VariantSudoku {
  /** Side of the grid, 4 to 16. */
  size: number;
  /** size*size values: the given digit (1..size) per cell, 0 for a blank. */
  givens: number[];
  /** size*size region indexes (0..size-1): the boxes, or jigsaw regions. */
  regions: number[];
  /** True when `regions` are not the standard boxes of this size (a jigsaw). */
  jigsaw: boolean;
  /** `diagonal+`: the diagonal from bottom-left to top-right holds different digits. */
  diagonalUp: boolean;
  /** `diagonal-`: the diagonal from top-left to bottom-right holds different digits. */
  diagonalDown: boolean;
  /** No equal digits a knight's move apart. */
  antiknight: boolean;
  /** No equal digits a king's move apart. */
  antiking: boolean;
  /** No consecutive digits in orthogonally adjacent cells. */
  nonconsecutive: boolean;
  /** Killer cages. */
  cages: VariantCage[];
  /** Little killer sums along diagonals. */
  littleKillers: VariantSum[];
  /** Thermometer lines, bulb first: digits strictly increase along each. */
  thermometers: number[][];
  /** Arrows: each line adds up to its circle. */
  arrows: VariantArrow[];
  /** White dots. */
  differences: VariantDot[];
  /** Black dots. */
  ratios: VariantDot[];
  /** Cells that hold odd digits. */
  odd: number[];
  /** Cells that hold even digits. */
  even: number[];
  /** Extra houses (windoku): the cells hold different digits. */
  extraRegions: number[][];
}
