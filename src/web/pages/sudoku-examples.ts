/**
 * The Sudoku page's example puzzles (plain data, so tests can check them without a browser):
 * each has exactly one solution, except the empty grid, which is there to type into.
 */

/** An example: its name in the menu, the grid, and how many solutions it has. */
export interface SudokuExample {
  name: string;
  grid: string;
  /** "one" for a proper puzzle; "many" for a grid meant to be filled in by hand. */
  solutions: "one" | "many";
  /** The level `permuta sudoku rate` gives it, when its name says one (a test checks it). */
  level?: "easy" | "medium" | "hard";
}

/** The examples, in menu order. */
export const SUDOKU_EXAMPLES: readonly SudokuExample[] = [
  {
    name: "Easy 9x9",
    grid: "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
    solutions: "one",
    level: "easy",
  },
  {
    // Norvig's top95 #47 (examples/norvig_top95.txt): `permuta sudoku rate` says hard 110, an
    // xy-wing (SE 4.2); the puzzle shown before, top95 #1, rates medium
    name: "Hard 9x9",
    grid: "..9.....3.....9...7.....5.6..65..4.....3......28......3..75.6..6...........12.3.8",
    solutions: "one",
    level: "hard",
  },
  // made by `permuta sudoku generate --size 4 --seed 3` and `--size 6 --seed 2`
  { name: "4x4", grid: "..4.4.....1.3...", solutions: "one" },
  { name: "Empty 9x9 (type your own)", grid: ".".repeat(81), solutions: "many" },
  { name: "6x6", grid: "....2....3..1.2.4..3....2.1...36....", solutions: "one" },
];
