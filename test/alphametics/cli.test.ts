import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { solveBatch } from "../../src/alphametics/batch.js";
import { parseAssign, parseDigits } from "../../src/cli/alphametic.js";
import { runCli } from "../helpers/cli.js";

const grid = "ABC - BBD = DEF / + - GH * GD = BGC = = = DI + BJI = BIF";

describe("permuta alphametic", () => {
  it("prints each solution as the puzzle with digits substituted", async () => {
    const r = await runCli(["alphametic", "SEND + MORE = MONEY"]);
    expect(r).toEqual({ code: 0, stdout: "9567 + 1085 = 10652\n", stderr: "" });
    const save = await runCli(["alphametic", "SAVE + MORE = MONEY"]);
    expect(save.stdout.trim().split("\n").sort()).toEqual([
      "9376 + 1086 = 10462",
      "9386 + 1076 = 10462",
      "9476 + 1086 = 10562",
      "9486 + 1076 = 10562",
    ]);
  });

  it("prints JSON with complete, and stops at --first or --limit", async () => {
    const r = await runCli(["alphametic", grid, "--json"]);
    expect(JSON.parse(r.stdout)).toEqual({
      puzzle: grid,
      solutions: [{ A: 7, B: 2, C: 0, D: 4, E: 9, F: 6, G: 1, H: 5, I: 8, J: 3 }],
      complete: true,
    });
    const first = JSON.parse(
      (await runCli(["alphametic", "SAVE+MORE=MONEY", "--first", "--json"])).stdout,
    );
    expect(first.solutions).toHaveLength(1);
    expect(first.complete).toBe(false);
    const two = JSON.parse(
      (await runCli(["alphametic", "SAVE+MORE=MONEY", "--limit", "2", "--json"])).stdout,
    );
    expect(two.solutions).toHaveLength(2);
  });

  it("takes --base, --leading-zeros, --assign, --digits, --stats", async () => {
    const b = await runCli(["alphametic", "A + A = BC", "--base", "16", "--assign", "A=15"]);
    expect(b.stdout).toBe("f + f = 1e\n");
    expect((await runCli(["alphametic", "AB = C"])).stdout).toBe("none\n");
    expect(
      (await runCli(["alphametic", "AB + B = C", "--leading-zeros", "--digits", "C=8"])).stdout,
    ).toBe("04 + 4 = 8\n");
    const s = await runCli(["alphametic", "SEND + MORE = MONEY", "--stats"]);
    expect(s.stdout).toMatch(
      /^9567 \+ 1085 = 10652\n# 1 solution, complete, \d+ nodes, [\d.]+ ms\n$/,
    );
  });

  it("solves a multi-line grid and prints it with digits", async () => {
    const text =
      "ABC - BBD = DEF\n /     +     -\nGH  *  GD  = BGC\n =     =     =\nDI  + BJI  = BIF";
    const r = await runCli(["alphametic", text]);
    expect(r.stdout).toBe(
      "720 - 224 = 496\n /     +     -\n15  *  14  = 210\n =     =     =\n48  + 238  = 286\n",
    );
  });

  it("runs a batch with a bad line in its own record, exit 2 at the end", async () => {
    const dir = mkdtempSync(join(tmpdir(), "alpha-"));
    const file = join(dir, "p.txt");
    writeFileSync(file, "# puzzles\nSEND + MORE = MONEY\n\nA + (B = C\nAB = C\n");
    const r = await runCli(["alphametic", "--file", file, "--json"]);
    expect(r.code).toBe(2);
    const records = r.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(records).toHaveLength(3);
    expect(records[1]).toEqual({
      puzzle: "A + (B = C",
      error: expect.stringMatching(/^line 4, column \d+: unbalanced/),
    });
    expect(records[2]).toEqual({ puzzle: "AB = C", solutions: [], complete: true });
    const text = await runCli(["alphametic", "--file", "-"], "SEND+MORE=MONEY\nA $ B = C\n");
    expect(text.stdout).toBe("9567+1085=10652\nerror: line 2, column 3: unknown operator '$'\n");
    expect(text.code).toBe(2);
  });

  it("solves a slice of batch lines purely, in order", () => {
    const lines = ["SEND+MORE=MONEY", "A = ", "I + BB == ILL"].map((text, i) => ({
      line: i + 1,
      text,
    }));
    const whole = solveBatch(lines, { json: true });
    const parts = [
      solveBatch(lines.slice(0, 2), { json: true }),
      solveBatch(lines.slice(2), { json: true }),
    ];
    expect(parts.flatMap((p) => p.lines)).toEqual(whole.lines);
    expect(whole.errors).toBe(1);
  });

  it("reports bad input with exit 2 and the column", async () => {
    const r = await runCli(["alphametic", "SEND + MORE = (MONEY"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^permuta: error: column 21: unbalanced parentheses/);
    expect((await runCli(["alphametic"])).code).toBe(2);
    expect((await runCli(["alphametic", "A=B", "--base", "40"])).code).toBe(2);
    expect((await runCli(["alphametic", "A=B", "--method", "magic"])).code).toBe(2);
  });

  it("accepts cryptator's symbols with --any-symbol", async () => {
    const r = await runCli([
      "alphametic",
      "braid + diablo + dota2 = galaga",
      "--any-symbol",
      "--json",
    ]);
    expect(JSON.parse(r.stdout).solutions).toHaveLength(1);
  });

  it("has help with an example", async () => {
    const r = await runCli(["alphametic", "--help"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/permuta alphametic "SEND \+ MORE = MONEY"/);
  });

  it("parses --assign and --digits", () => {
    expect(parseAssign("A=7, B=1")).toEqual({ A: 7, B: 1 });
    expect(parseDigits("A=1-3,I=0|2|4")).toEqual({ A: [1, 2, 3], I: [0, 2, 4] });
    expect(() => parseDigits("A")).toThrow(/LETTER=VALUE/);
  });
});
