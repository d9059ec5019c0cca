/**
 * Tells a variant puzzle's text (f-puzzles JSON, an f-puzzles or SudokuPad link, a `load=`
 * string) from a classic grid, by its first characters. O(1); no parsing.
 */

const LINK = /^(?:https?:\/\/\S*[?&]load=|load=|https?:\/\/\S*\/fpuzzles|fpuzzles[A-Za-z0-9+/])/;

/**
 * True when the text is a variant puzzle rather than a classic grid: it starts with `{`, or is
 * an f-puzzles link, a `load=` string or a SudokuPad `fpuzzles` link.
 *
 * @example
 * ```ts
 * isVariantText("https://f-puzzles.com/?load=N4IgzglgXgpiBcA..."); // true
 * isVariantText("4.....8.5.3.........."); // false
 * ```
 */
export function isVariantText(text: string): boolean {
  const t = text.trimStart();
  return t.startsWith("{") || LINK.test(t);
}
