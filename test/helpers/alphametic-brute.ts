/**
 * An independent brute force for sums of words, for tests: every injective assignment of digits
 * to the letters (no leading 0 in a word of two letters or more), the sum checked directly.
 */

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
  const letters = [...new Set([...addends, result].join(""))];
  const leading = new Set([...addends, result].filter((w) => w.length > 1).map((w) => w[0]));
  const out: Record<string, number>[] = [];
  const value: Record<string, number> = {};
  const used = new Array(base).fill(false);
  const word = (w: string) => [...w].reduce((v, ch) => v * base + value[ch], 0);
  const go = (i: number) => {
    if (i === letters.length) {
      if (addends.reduce((t, w) => t + word(w), 0) === word(result)) out.push({ ...value });
      return;
    }
    for (let d = 0; d < base; d++) {
      if (used[d] || (d === 0 && leading.has(letters[i]))) continue;
      used[d] = true;
      value[letters[i]] = d;
      go(i + 1);
      used[d] = false;
    }
  };
  go(0);
  return out;
}

/** Solutions as sorted strings, for comparing lists of them. */
export const sortedSolutions = (xs: readonly Record<string, number>[]): string[] =>
  xs.map((s) => JSON.stringify(Object.entries(s).sort())).sort();
