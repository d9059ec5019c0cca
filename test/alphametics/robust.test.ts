import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
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

describe("alphametic --file with bad lines", () => {
  const lines = [
    "# a comment, not counted",
    "SEND + MORE = MONEY",
    "",
    "A + (B = C",
    "(A^'4096')^'4096' = B",
    `${"(".repeat(3000)}A${")".repeat(3000)} = B`,
    `${"A".repeat(100_000)} = B`,
    "A + A = B",
    `B = ${"-".repeat(6000)}A`,
    `${"A + ".repeat(6000)}A = BC`,
    "A + B = ",
  ];
  const dir = mkdtempSync(join(tmpdir(), "permuta-alpha-"));
  const file = join(dir, "mixed.txt");
  writeFileSync(file, `${lines.join("\n")}\n`);
  const summary =
    "permuta: error: 6 of 9 lines could not be read (first: line 4, column 8: unbalanced parentheses: the '(' at column 5 is not closed (found '='))\n";

  for (const json of [false, true])
    it(`answers every good line, a record for each bad one, the same with 1 and 2 workers${json ? " (--json)" : ""}`, async () => {
      const args = ["alphametic", "--file", file, ...(json ? ["--json"] : [])];
      const one = await runCli(args);
      const two = await runCli([...args, "--workers", "2"]);
      expect(one.code).toBe(2);
      expect(one.stderr).toBe(summary);
      expect(two).toEqual(one);
      const out = one.stdout.trim().split("\n");
      if (json) {
        const records = out.map((l) => JSON.parse(l));
        expect(records).toHaveLength(9);
        expect(records.map((r) => (r.error === undefined ? "ok" : r.error.split(":")[0]))).toEqual([
          "ok",
          "line 4, column 8",
          "line 5, column 19",
          "line 6, column 201",
          "line 7, column 1",
          "ok",
          "line 9, column 205",
          "ok",
          "line 11, column 7",
        ]);
        expect(records[0].solutions).toEqual([{ S: 9, E: 5, N: 6, D: 7, M: 1, O: 0, R: 8, Y: 2 }]);
        expect(records[1]).toEqual({
          puzzle: "A + (B = C",
          error:
            "line 4, column 8: unbalanced parentheses: the '(' at column 5 is not closed (found '=')",
        });
        expect(records[2].error).toContain("limit of 65536 bits");
        expect(records[3].error).toContain("limit is 200 levels");
        // the 100,000-symbol word is quoted cut short in the message
        expect(records[4].error.length).toBeLessThan(200);
        expect(records[4].error).toContain("(100000 characters)");
      } else {
        expect(out[0]).toBe("9567 + 1085 = 10652");
        expect(out.filter((l) => l.startsWith("error: "))).toHaveLength(6);
        expect(out).toContain(
          "error: line 4, column 8: unbalanced parentheses: the '(' at column 5 is not closed (found '=')",
        );
        expect(out).toContain("1 + 1 = 2");
        expect(Math.max(...out.map((l) => l.length))).toBeLessThan(300);
      }
    });

  it("exits 0 with nothing on stderr when every line is good", async () => {
    const good = join(dir, "good.txt");
    writeFileSync(good, "# only good\nA + A = B\n\nSEND + MORE = MONEY\n");
    const r = await runCli(["alphametic", "--file", good]);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe("");
  });
});

describe("messages quote huge input cut short", () => {
  it("a 1,000,000-symbol word, a huge bad quoted literal, a huge unexpected token", () => {
    const huge = "A".repeat(1_000_000);
    for (const puzzle of [`${huge} = B`, `A = '${huge}'`, `A = B ${huge}`]) {
      let message = "";
      try {
        solveAlphametic(puzzle);
      } catch (error) {
        expect(error).toBeInstanceOf(InputError);
        message = (error as Error).message;
      }
      expect(message).toContain("…' (1000000 characters)");
      expect(message.length).toBeLessThan(200);
    }
  });
});
