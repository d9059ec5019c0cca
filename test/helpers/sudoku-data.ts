/** Reads the Sudoku test data (test/data/sudoku, see its SOURCES.md). */
import { readFileSync } from "node:fs";

const dir = new URL("../data/sudoku/", import.meta.url);

/** The lines of a file in test/data/sudoku, trimmed, without blank lines and `#` comments. */
export function sudokuDataLines(name: string): string[] {
  return readFileSync(new URL(name, dir), "utf8")
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith("#"));
}

/** The 9x9 samples of test/data/sudoku with published solutions (`<name>.solutions.txt`). */
export const SOLVED_9X9_SETS = [
  "norvig_top95",
  "norvig_hardest",
  "forum_hardest_1106",
  "sudoku17.sample300",
  "forum_hardest_1905_11plus.sample200",
  "random_minimal_50k.sample200",
] as const;
