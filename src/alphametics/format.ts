/**
 * Writing a solution: the puzzle as given with each letter replaced by its digit
 * (`9567 + 1085 = 10652`; digits above 9 as a, b, ... z). Cost: linear in the text.
 */
import type { ParsedPuzzle } from "./parser.js";

/**
 * The puzzle text with each letter replaced by its digit.
 *
 * @param puzzle - the parsed puzzle, from {@link parseAlphametic}
 * @param solution - each letter's digit (a solution from {@link solveAlphametic})
 *
 * @example
 * ```ts
 * formatSolution(parsePuzzle("SEND + MORE = MONEY"), { S: 9, E: 5, N: 6, D: 7, M: 1, O: 0, R: 8, Y: 2 });
 * // "9567 + 1085 = 10652"
 * ```
 */
export function formatSolution(puzzle: ParsedPuzzle, solution: Record<string, number>): string {
  const chars = Array.from(puzzle.text);
  for (const { offset, symbol } of puzzle.occurrences) {
    const digit = solution[puzzle.symbols[symbol].name];
    if (digit !== undefined) chars[offset] = digit.toString(36);
  }
  return chars.join("");
}
