import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { solveAlphametic } from "../../src/alphametics/solver.js";
import { InputError } from "../../src/core/errors.js";

/** Valid puzzles the mutations start from (few letters, so that every search is small). */
const seeds = [
  "A + B = C",
  "AB + BA = CC",
  "AB * C = DE",
  "A^B = C",
  "A / B = C",
  "AB // C = D; AB % C = E",
  "(A + B) * C = DE",
  "A < B < C; A + B != C",
  "-A + BC = '12'",
  "AB - C = D && D * '2' = E",
  "AB - C = D / + - E * C = F = = = G + H = I",
  "AB - C = D\n +   -\nE * C = F\n =   =\nG + H = I",
  "ÀB + ॐि = CC",
  "دو + دو = چار",
];

/** Pieces inserted by mutations: operators, deep nesting, huge numbers, odd Unicode, keys. */
const pieces = [
  "(",
  ")",
  "-",
  "^",
  "'",
  "''",
  "//",
  "%",
  "=",
  "==",
  "!=",
  "<=",
  ";",
  "&&",
  "\n",
  " ",
  "0",
  "7",
  "A",
  "'4096'",
  "'64'",
  "^'4096'",
  "'99999999999999999999999999'",
  `'${"9".repeat(2000)}'`,
  `'${"9".repeat(30000)}'`,
  "(".repeat(300),
  "(".repeat(3000),
  "- ".repeat(3000),
  ")".repeat(300),
  "-".repeat(300),
  "A^".repeat(60),
  " + A".repeat(500),
  " * A".repeat(500),
  " / A".repeat(300),
  "__proto__",
  "constructor",
  "toString",
  "\u0301",
  "\u0915\u093f",
  "\uD83D",
  "\uDE00",
  "😀",
  "\u202E",
  "\u200F",
  "א",
  "ـ",
  "\u0000",
  "\uFFFF",
  "Ⅻ",
  "١٢",
];

const mutation = fc.oneof(
  fc.tuple(fc.constant("insert"), fc.nat(), fc.constantFrom(...pieces)),
  fc.tuple(fc.constant("delete"), fc.nat(), fc.integer({ min: 1, max: 4 })),
  fc.tuple(fc.constant("string"), fc.nat(), fc.string({ unit: "binary", maxLength: 6 })),
);

const puzzleArb = fc
  .tuple(fc.constantFrom(...seeds), fc.array(mutation, { maxLength: 4 }))
  .map(([seed, mutations]) => {
    let text = seed;
    for (const [kind, at, arg] of mutations) {
      const i = at % (text.length + 1);
      if (kind === "delete") text = text.slice(0, i) + text.slice(i + (arg as number));
      else text = text.slice(0, i) + (arg as string) + text.slice(i);
    }
    return text;
  })
  // at most 6 different symbols (any character that may be one): every search stays small
  .filter((text) => new Set(text.match(/[^\s+\-*/%^=!<>&;()'"]/gu) ?? []).size <= 6);

const optionsArb = fc.record(
  {
    // small bases keep the searches small (base 36 has 36^6 assignments of 6 letters)
    base: fc.constantFrom(2, 7, 10, 1, 37),
    leadingZeros: fc.boolean(),
    method: fc.constantFrom("auto" as const, "columns" as const, "weights" as const),
    anySymbol: fc.boolean(),
    limit: fc.constantFrom(1, 5),
    assign: fc.constantFrom({}, { A: 1 }, JSON.parse('{"__proto__": 1}'), { constructor: 2 }),
  },
  { requiredKeys: [] },
);

describe("solveAlphametic on any string", () => {
  it("returns an answer or throws an InputError with a short one-line message", {
    timeout: 60_000,
  }, () => {
    fc.assert(
      fc.property(puzzleArb, optionsArb, (puzzle, options) => {
        try {
          const result = solveAlphametic(puzzle, options);
          expect(Array.isArray(result.solutions)).toBe(true);
          expect(typeof result.complete).toBe("boolean");
        } catch (error) {
          if (!(error instanceof InputError)) throw error;
          expect(error.message.length).toBeLessThan(600);
        }
      }),
      { numRuns: 200 },
    );
  });

  it("survives the pieces on their own and around every seed", { timeout: 60_000 }, () => {
    for (const piece of pieces)
      for (const text of [piece, `${piece} = A`, `A = ${piece}`, `${seeds[0]}${piece}`]) {
        try {
          solveAlphametic(text);
        } catch (error) {
          expect(error).toBeInstanceOf(InputError);
        }
      }
  });
});
