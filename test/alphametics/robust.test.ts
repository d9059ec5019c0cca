import { describe, expect, it } from "vitest";
import { solveAlphametic } from "../../src/alphametics/solver.js";
import { parseAssign, parseDigits } from "../../src/cli/alphametic.js";
import { InputError } from "../../src/core/errors.js";
import { runCli } from "../helpers/cli.js";

const prototypeNames = ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf"];

describe("letter names like Object.prototype keys", () => {
  for (const name of prototypeNames) {
    it(`--assign ${name}=5 and --digits ${name}=1 are refused: not a letter of the puzzle`, async () => {
      for (const option of ["--assign", "--digits"]) {
        const r = await runCli([
          "alphametic",
          "A + B = C",
          option,
          `${name}=${option === "--assign" ? 5 : 1}`,
        ]);
        expect(r).toEqual({
          code: 2,
          stdout: "",
          stderr: `permuta: error: ${option}: '${name}' is not a letter of the puzzle\n`,
        });
      }
    });
  }

  it("parses such names as plain keys", () => {
    const assign = parseAssign("__proto__=5,constructor=3");
    expect(Object.keys(assign)).toEqual(["__proto__", "constructor"]);
    expect(Object.entries(assign)).toEqual([
      ["__proto__", 5],
      ["constructor", 3],
    ]);
    const digits = parseDigits("__proto__=1-2,constructor=3,constructor=4");
    expect(Object.keys(digits)).toEqual(["__proto__", "constructor"]);
    expect(digits.constructor).toEqual([3, 4]);
  });

  it("the library refuses them too (InputError), and bad digit lists", () => {
    const assign = parseAssign("__proto__=5");
    expect(() => solveAlphametic("A + B = C", { assign })).toThrow(InputError);
    const digits = { A: 3 } as unknown as Record<string, number[]>;
    expect(() => solveAlphametic("A + B = C", { digits })).toThrow(InputError);
  });

  it("solutions are plain-keyed records", () => {
    const [solution] = solveAlphametic("SEND + MORE = MONEY").solutions;
    expect(Object.getPrototypeOf(solution)).toBe(null);
    expect(JSON.stringify(solution)).toBe('{"S":9,"E":5,"N":6,"D":7,"M":1,"O":0,"R":8,"Y":2}');
  });
});
