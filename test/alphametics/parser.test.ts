import { describe, expect, it } from "vitest";
import { formatSolution } from "../../src/alphametics/format.js";
import { parsePuzzle } from "../../src/alphametics/parser.js";
import { solveAlphametic } from "../../src/alphametics/solver.js";
import { InputError } from "../../src/core/errors.js";

/** The error a puzzle raises (InputError expected). */
function errorOf(puzzle: string, options: Parameters<typeof solveAlphametic>[1] = {}): InputError {
  try {
    solveAlphametic(puzzle, options);
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return error as InputError;
  }
  throw new Error(`no error for ${puzzle}`);
}

describe("reading puzzles", () => {
  it("gives its fields to JSON, the occurrences listed and no cache behind them", () => {
    const p = parsePuzzle("AB + BA = CC");
    const json = JSON.parse(JSON.stringify(p)) as Record<string, unknown>;
    expect(Object.keys(json).sort()).toEqual(
      ["equations", "grid", "occurrences", "symbols", "text", "words"].sort(),
    );
    expect(json.occurrences).toEqual(p.occurrences);
    expect((json.occurrences as unknown[]).length).toBe(6);
  });

  it("reads words of Unicode letters and combining marks, one symbol per code point", () => {
    const p = parsePuzzle("चार + दो = छह");
    expect(p.symbols.map((s) => s.name)).toEqual(["च", "ा", "र", "द", "ो", "छ", "ह"]);
    expect(p.words.map((w) => w.symbols.length)).toEqual([3, 2, 2]);
  });

  it("takes written digits as fixed symbols and quoted numbers as literals", () => {
    const p = parsePuzzle("7AB * CD = EFGHJ + '10' + 3");
    expect(p.symbols[0]).toEqual({ name: "7", fixed: 7 });
    expect(p.symbols.filter((s) => s.fixed !== undefined)).toHaveLength(1);
  });

  it("joins equations with ;, && and newlines", () => {
    expect(parsePuzzle("A = B; B = C && C = D\nD = E").equations).toHaveLength(4);
  });

  it("reads both forms of an arithmograph grid into six equations", () => {
    const one = parsePuzzle("ABC - BBD = DEF / + - GH * GD = BGC = = = DI + BJI = BIF");
    expect(one.grid).toBe(true);
    expect(one.equations).toHaveLength(6);
    const multi = parsePuzzle(
      "ABC - BBD = DEF\n /     +     -\nGH  *  GD  = BGC\n =     =     =\nDI  + BJI  = BIF",
    );
    expect(multi.equations).toHaveLength(6);
  });

  it("writes a solution into the puzzle text", () => {
    const p = parsePuzzle("SEND + MORE = MONEY");
    const [s] = solveAlphametic("SEND + MORE = MONEY").solutions;
    expect(formatSolution(p, s)).toBe("9567 + 1085 = 10652");
    const q = parsePuzzle("7AB * CD = EFGHJ");
    expect(formatSolution(q, solveAlphametic("7AB * CD = EFGHJ").solutions[0])).toBe(
      "715 * 46 = 32890",
    );
  });
});

describe("bad input names the position", () => {
  it("unbalanced parentheses", () => {
    expect(errorOf("(A + B = C").message).toMatch(
      /column 8: unbalanced parentheses: the '\(' at column 1/,
    );
    expect(errorOf("A + B) = C").message).toMatch(/column 6: unbalanced parentheses/);
  });

  it("an unknown operator", () => {
    expect(errorOf("A $ B = C").message).toBe("column 3: unknown operator '$'");
  });

  it("an empty side", () => {
    expect(errorOf("= ABC").message).toMatch(/column 1: empty left side/);
    expect(errorOf("ABC + D =").message).toMatch(/column 9: empty right side/);
    expect(errorOf("A + = B").message).toMatch(/column 5: expected a word/);
  });

  it("more letters than the base has digits", () => {
    expect(errorOf("ABCDEFGHIJ = K").message).toMatch(/11 different letters but base 10/);
    expect(errorOf("ABC = D", { base: 3 }).message).toMatch(/4 different letters but base 3/);
  });

  it("a word over 64 symbols", () => {
    const long = "A".repeat(65);
    expect(errorOf(`B + ${long} = C`).message).toMatch(/column 5: the word .* has 65 symbols/);
  });

  it("a written digit not below the base", () => {
    expect(errorOf("A7 = B", { base: 7 }).message).toMatch(/column 2: the digit 7 is not below/);
  });

  it("no relation, bad options", () => {
    expect(errorOf("A + B").message).toMatch(/needs a relation/);
    expect(errorOf("A = B", { base: 37 }).message).toMatch(/base must be/);
    expect(errorOf("A = B", { assign: { Z: 1 } }).message).toMatch(/'Z' is not a letter/);
    expect(errorOf("A = B", { digits: { A: [10] } }).message).toMatch(/not a digit of base 10/);
  });

  it("reports the line in multi-line puzzles", () => {
    expect(errorOf("A + B = C\nA + # = D").message).toMatch(/line 2, column 5: unknown operator/);
  });
});
