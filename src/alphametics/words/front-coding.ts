/**
 * Front coding of a sorted word list, for the built-in English words: each word is written as
 * the length of the prefix it shares with the word before (one digit, 0 to 9) followed by the
 * rest of it. Sorted words share long prefixes, so the text is about half the size of the
 * space-separated list once gzipped (21 KB against 45 KB for the 18,279 built-in words), which
 * keeps the browser bundle of the whole library small. Cost: linear in the text, once.
 */

/**
 * Writes sorted lower-case words (letters only) front-coded.
 *
 * @param words - the words, sorted, each of letters a-z only
 *
 * @example
 * ```ts
 * frontEncode(["abaci", "aback", "abacus"]); // "0abaci4k4us"
 * ```
 */
export function frontEncode(words: readonly string[]): string {
  let out = "";
  let previous = "";
  for (const word of words) {
    if (!/^[a-z]+$/.test(word)) throw new Error(`front coding takes letters a-z only: ${word}`);
    let k = 0;
    while (k < 9 && k < previous.length && k < word.length && previous[k] === word[k]) k++;
    out += `${k}${word.slice(k)}`;
    previous = word;
  }
  return out;
}

/**
 * Reads front-coded text back into its words.
 *
 * @param text - the text {@link frontEncode} wrote
 *
 * @example
 * ```ts
 * frontDecode("0abaci4k4us"); // ["abaci", "aback", "abacus"]
 * ```
 */
export function frontDecode(text: string): string[] {
  const words: string[] = [];
  let previous = "";
  let i = 0;
  while (i < text.length) {
    const shared = text.charCodeAt(i) - 48;
    let j = i + 1;
    while (j < text.length && text.charCodeAt(j) > 57) j++;
    previous = previous.slice(0, shared) + text.slice(i + 1, j);
    words.push(previous);
    i = j;
  }
  return words;
}
