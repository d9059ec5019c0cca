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
}

/** The examples, in menu order. */
export const SUDOKU_EXAMPLES: readonly SudokuExample[] = [
  {
    name: "Easy 9x9",
    grid: "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
    solutions: "one",
  },
  {
    name: "Hard 9x9",
    grid: "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
    solutions: "one",
  },
  // made by `permuta sudoku generate --size 4 --seed 3` and `--size 6 --seed 2`
  { name: "4x4", grid: "..4.4.....1.3...", solutions: "one" },
  { name: "Empty 9x9 (type your own)", grid: ".".repeat(81), solutions: "many" },
  { name: "6x6", grid: "....2....3..1.2.4..3....2.1...36....", solutions: "one" },
];
