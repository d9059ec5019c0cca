import { describe, expect, it } from "vitest";
import { parseInteger } from "../../src/cli/args.js";
import { InputError, quoteInput, withLocation } from "../../src/core/errors.js";

describe("InputError", () => {
  it("puts the location before the message", () => {
    expect(withLocation("bad", { line: 3, column: 7 })).toBe("line 3, column 7: bad");
    expect(new InputError("bad", { column: 2 }).atLine(9).message).toBe("line 9, column 2: bad");
  });

  it("parseInteger names the option and the value", () => {
    expect(parseInteger("12", "n")).toBe(12);
    expect(() => parseInteger("x", "n")).toThrow("n must be an integer, got 'x'");
    expect(() => parseInteger("5", "n", { max: 4 })).toThrow("n must be at most 4, got 5");
  });
});

describe("quoteInput", () => {
  it("quotes short text as it is", () => {
    expect(quoteInput("SEND")).toBe("'SEND'");
    expect(quoteInput("")).toBe("''");
    expect(quoteInput("A".repeat(60))).toBe(`'${"A".repeat(60)}'`);
  });

  it("cuts long text at max code points, with … and the length", () => {
    expect(quoteInput("A".repeat(1_000_000))).toBe(`'${"A".repeat(60)}…' (1000000 characters)`);
    expect(quoteInput("ABCDEF", 3)).toBe("'ABC…' (6 characters)");
  });

  it("counts code points, never cutting a surrogate pair", () => {
    const emoji = "😀".repeat(61);
    expect(emoji.length).toBe(122);
    expect(quoteInput(emoji)).toBe(`'${"😀".repeat(60)}…' (61 characters)`);
    expect(quoteInput("😀".repeat(40))).toBe(`'${"😀".repeat(40)}'`);
  });
});
