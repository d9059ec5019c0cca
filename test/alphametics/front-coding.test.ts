/**
 * The front coding of the built-in English words: any sorted list of lower-case words comes
 * back as it went in (fast-check), and the built-in list reads back as 18,279 sorted, distinct
 * words of 3 to 7 letters a-z.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EN_WORDS_CODED } from "../../src/alphametics/words/en.js";
import { frontDecode, frontEncode } from "../../src/alphametics/words/front-coding.js";

describe("front coding", () => {
  it("gives back any sorted list of distinct lower-case words", () => {
    const word = fc.stringMatching(/^[a-c]{1,14}$/);
    fc.assert(
      fc.property(fc.uniqueArray(word, { maxLength: 60 }), (words) => {
        const sorted = [...words].sort();
        expect(frontDecode(frontEncode(sorted))).toEqual(sorted);
      }),
      { numRuns: 500 },
    );
  });

  it("refuses what is not letters a-z", () => {
    expect(() => frontEncode(["ab", "a1"])).toThrow(/letters a-z only/);
  });

  it("the built-in list: 18,279 sorted, distinct words of 3 to 7 letters", () => {
    const words = frontDecode(EN_WORDS_CODED);
    expect(words).toHaveLength(18279);
    expect(words.every((w) => /^[a-z]{3,7}$/.test(w))).toBe(true);
    expect(words.slice(0, 3)).toEqual(["abaci", "aback", "abacus"]);
    for (let i = 1; i < words.length; i++) expect(words[i - 1]! < words[i]!).toBe(true);
  });
});
