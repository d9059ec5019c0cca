import { describe, expect, it } from "vitest";
import { InputError } from "../../src/core/errors.js";
import { parseExpression, parseProgram } from "../../src/search/parser.js";

function errorOf(text: string): InputError {
  try {
    parseProgram(text);
  } catch (e) {
    if (e instanceof InputError) return e;
    throw e;
  }
  throw new Error("expected an InputError");
}

describe("search language parser", () => {
  it("parses every statement kind, keeping line numbers and the text as written", () => {
    const p = parseProgram(
      [
        "# a comment",
        "Values 1..4   # the pool",
        "Base 10",
        "",
        "choose a",
        "Let b = (a * 3) % 4",
        "Restrict a != b && !(a > 3)",
        "Compute w = {ab} + min(a, b, 2) - abs(-a)",
        'Print "a=" a ", w=" w',
      ].join("\n"),
    );
    expect(p.statements.map((s) => s.kind)).toEqual([
      "values",
      "base",
      "choose",
      "let",
      "restrict",
      "compute",
      "print",
    ]);
    expect(p.statements.map((s) => s.line)).toEqual([2, 3, 5, 6, 7, 8, 9]);
    expect(p.statements[0]).toMatchObject({
      kind: "values",
      values: [1, 2, 3, 4],
      text: "Values 1..4",
    });
    const print = p.statements[6];
    expect(print.kind === "print" && print.items.map((i) => i.kind)).toEqual([
      "text",
      "expr",
      "text",
      "expr",
    ]);
  });

  it("reads value lists, descending and negative ranges", () => {
    const values = (t: string) => {
      const s = parseProgram(t).statements[0];
      return s.kind === "values" ? s.values : [];
    };
    expect(values("Values 5 3, 9")).toEqual([5, 3, 9]);
    expect(values("Values 3..1")).toEqual([3, 2, 1]);
    expect(values("Values -2..1")).toEqual([-2, -1, 0, 1]);
  });

  it("gives operators the usual precedence", () => {
    const e = parseExpression("1 + 2 * 3 == 7 || 0");
    expect(e).toMatchObject({ kind: "binary", op: "||", left: { op: "==", left: { op: "+" } } });
    expect(parseExpression("-5")).toMatchObject({ kind: "number", value: -5 });
  });

  it("splits words into digits: one letter each, or blank-separated names", () => {
    expect(parseExpression("{7ab}")).toMatchObject({
      kind: "word",
      digits: [
        { kind: "number", value: 7 },
        { kind: "variable", name: "a" },
        { kind: "variable", name: "b" },
      ],
    });
    expect(parseExpression("{x1 x2 3}")).toMatchObject({
      digits: [{ name: "x1" }, { name: "x2" }, { value: 3 }],
    });
  });

  it("takes names in any script, one code point per digit in a word (combining marks too)", () => {
    const p = parseProgram("Choose क\nChoose ि\nRestrict {कि} > 10");
    const r = p.statements[2];
    expect(r.kind === "restrict" && r.cond).toMatchObject({
      kind: "binary",
      left: { kind: "word", digits: [{ name: "क" }, { name: "ि" }] },
    });
  });

  it("reports bad input with line and column", () => {
    const cases: [string, number, number, RegExp][] = [
      ["Choose a\nFrobnicate a", 2, 1, /unknown statement 'Frobnicate'/],
      ["Let x 5", 1, 7, /expected '=' after 'Let x'/],
      ["Compute y", 1, 10, /expected '=' after 'Compute y'/],
      [
        "Choose a\n\nRestrict (a + 1 > 2",
        3,
        20,
        /unbalanced parentheses: expected '\)' to close the '\(' at column 10/,
      ],
      ["Restrict a + 1) > 2", 1, 15, /unbalanced parentheses: unexpected '\)'/],
      ["Restrict 12345678901234567890 > 1", 1, 10, /too large for exact integer arithmetic/],
      ['Print "abc', 1, 7, /unterminated string/],
      ["Restrict a $ b", 1, 12, /unexpected character '\$'/],
      ["Restrict foo(a)", 1, 10, /unknown function 'foo'/],
      ["Choose", 1, 7, /expected a variable name after Choose/],
      ["Let x =", 1, 8, /expected an expression after '='/],
      ["Restrict {a b", 1, 10, /unterminated word/],
      ["Values 1 2 1", 1, 12, /1 appears twice/],
      [`Restrict ${"(".repeat(300)}1${")".repeat(300)}`, 1, 210, /nested too deeply/],
      [`Restrict ${"1 + ".repeat(500)}1`, 1, 10, /expression too deep/],
      // columns count code points, also after an astral character (one column, two UTF-16 units)
      ['Print "\u{1F600}" )', 1, 11, /unbalanced parentheses: unexpected '\)'/],
      ["Choose \u{1F600}", 1, 8, /unexpected character/],
      ["Restrict 9007199254740992 > 1", 1, 10, /too large for exact integer arithmetic/],
    ];
    for (const [text, line, column, message] of cases) {
      const e = errorOf(text);
      expect(e.detail, text).toMatch(message);
      expect([e.line, e.column], text).toEqual([line, column]);
    }
  });
});
