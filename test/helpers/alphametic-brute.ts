/**
 * An independent brute force for alphametics, for tests: every injective assignment of digits
 * to the words' letters (no leading 0 in a word of two letters or more), each checked directly.
 */

/**
 * Every assignment of digits to the letters of `words` for which `holds(value)` is true, where
 * `value(w)` is word w's number under the assignment.
 *
 * @example
 * ```ts
 * bruteForce(["AB", "C"], (value) => value("AB") === 2 * value("C")).length; // AB = 2·C
 * ```
 */
export function bruteForce(
  words: readonly string[],
  holds: (value: (word: string) => number) => boolean,
  base = 10,
): Record<string, number>[] {
  const letters = [...new Set(words.join(""))];
  const leading = new Set(words.filter((w) => w.length > 1).map((w) => w[0]));
  const out: Record<string, number>[] = [];
  const digit: Record<string, number> = {};
  const used = new Array(base).fill(false);
  const value = (w: string) => [...w].reduce((v, ch) => v * base + digit[ch], 0);
  const go = (i: number) => {
    if (i === letters.length) {
      if (holds(value)) out.push({ ...digit });
      return;
    }
    for (let d = 0; d < base; d++) {
      if (used[d] || (d === 0 && leading.has(letters[i]))) continue;
      used[d] = true;
      digit[letters[i]] = d;
      go(i + 1);
      used[d] = false;
    }
  };
  go(0);
  return out;
}

/**
 * Every solution of `addends[0] + ... = result` in a base, letter → digit.
 *
 * @example
 * ```ts
 * bruteSum(["A", "A"], "B", 10).length; // 4 (A from 1 to 4)
 * ```
 */
export function bruteSum(
  addends: readonly string[],
  result: string,
  base = 10,
): Record<string, number>[] {
  return bruteForce(
    [...addends, result],
    (value) => addends.reduce((t, w) => t + value(w), 0) === value(result),
    base,
  );
}

/** Solutions as sorted strings, for comparing lists of them. */
export const sortedSolutions = (xs: readonly Record<string, number>[]): string[] =>
  xs.map((s) => JSON.stringify(Object.entries(s).sort())).sort();
