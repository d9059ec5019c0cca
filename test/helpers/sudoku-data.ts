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
