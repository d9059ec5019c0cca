import { describe, expect, it } from "vitest";
import { InputError } from "../../src/core/errors.js";
import { checkProgram } from "../../src/search/checker.js";
import { parseProgram } from "../../src/search/parser.js";

const check = (text: string) => checkProgram(parseProgram(text));

function errorOf(text: string): InputError {
  try {
    check(text);
  } catch (e) {
    if (e instanceof InputError) return e;
    throw e;
  }
  throw new Error("expected an InputError");
}

describe("search language checker", () => {
  it("resolves variables to slots in order of definition", () => {
    const c = check("Values 2..5\nChoose a\nCompute b = a * a\nLet d = b - a\nPrint a b d");
    expect(c.variables.map((v) => [v.name, v.slot, v.kind])).toEqual([
      ["a", 0, "pool"],
      ["b", 1, "computed"],
      ["d", 2, "pool"],
    ]);
    expect(c.pool).toEqual([2, 3, 4, 5]);
    expect(c.boundBefore).toEqual([0, 0, 1, 2, 3]);
    expect(c.variables[1]).toMatchObject({ min: 4n, max: 25n });
  });

  it("reports each kind of mistake with line and column", () => {
    const cases: [string, number, number, RegExp][] = [
      ["Choose a\nRestrict b > 1", 2, 10, /undefined variable 'b'/],
      ["Restrict b > 1\nChoose b", 1, 10, /'b' is used before it gets a value \(line 2\)/],
      ["Choose a\nChoose b\nChoose a", 3, 8, /'a' is chosen twice \(first at line 1\)/],
      ["Compute r = 5\nLet r = 3", 2, 5, /'r' is a computed variable \(Compute at line 1\); Let/],
      ["Compute r = 5\nChoose r", 2, 8, /'r' is a computed variable/],
      ["Choose a\nCompute a = 1", 2, 9, /'a' already has a value \(line 1\)/],
      ["Choose a\nLet b = a + 1\nLet b = 2", 3, 5, /'b' already has a value/],
      [
        "Values 1..2\nChoose a\nChoose b\nChoose c",
        4,
        1,
        /pool too small: this is Choose\/Let number 3 but the pool has only 2 values/,
      ],
      ["Choose a\nValues 1..3", 2, 1, /Values must come before the search starts/],
      ["Values 1..3\nValues 1..3", 2, 1, /a second Values statement/],
      ["Choose a\nRestrict {a9} > 1\nBase 8", 3, 1, /Base must come before/],
      ["Base 8\nChoose a\nRestrict {a9} > 1", 3, 12, /digit 9 is not below the base 8/],
      [
        "Choose a\nCompute b = a * 2000000000000000",
        2,
        15,
        /can reach 18000000000000000, beyond exact integer arithmetic/,
      ],
      [
        "Values 0 100000\nChoose a\nChoose b\nCompute c = a * b * a * b",
        4,
        23,
        /beyond exact integer arithmetic/,
      ],
    ];
    for (const [text, line, column, message] of cases) {
      const e = errorOf(text);
      expect(e.detail, text).toMatch(message);
      expect([e.line, e.column], text).toEqual([line, column]);
    }
  });

  it("accepts values right up to the exact limit", () => {
    expect(() => check("Choose a\nCompute b = a * 1000000000000000")).not.toThrow();
    expect(() => check("Values 1\nChoose a\nCompute b = 9007199254740990 + a")).not.toThrow();
    expect(() => check("Values 2\nChoose a\nCompute b = 9007199254740990 + a")).toThrow(InputError);
  });
});
