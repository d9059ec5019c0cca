import { describe, expect, it } from "vitest";
import { parseInteger } from "../../src/cli/args.js";
import { InputError, withLocation } from "../../src/core/errors.js";

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
