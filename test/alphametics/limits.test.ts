import { describe, expect, it } from "vitest";
import { MAX_BITS } from "../../src/alphametics/evaluate.js";
import { MAX_DEPTH } from "../../src/alphametics/parser.js";
import { solveAlphametic } from "../../src/alphametics/solver.js";
import { InputError } from "../../src/core/errors.js";
import { runCli } from "../helpers/cli.js";

const SEND = [{ S: 9, E: 5, N: 6, D: 7, M: 1, O: 0, R: 8, Y: 2 }];
const sorted = (solutions: Record<string, number>[]) =>
  solutions.map((s) => JSON.stringify(Object.entries(s).sort())).sort();

/** The InputError a call throws (fails the test when it throws anything else or nothing). */
function inputError(f: () => unknown): InputError {
  try {
    f();
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return error as InputError;
  }
  throw new Error("expected an InputError");
}

/** A one-line grid of three rows of m cells (rows joined by `op`), sums down the columns. */
function gridOf(m: number, op: string): string {
  const row = (x: string, y: string) =>
    `${Array(m - 1)
      .fill(x)
      .join(op)} = ${y}`;
  return `${row("A", "B")} ${"+ ".repeat(m)}${row("C", "D")} ${"= ".repeat(m)}${row("E", "F")}`;
}

describe("long puzzles (flat sums and products)", () => {
  it("solves a 6,000-term sum", () => {
    const puzzle = `SEND + MORE${" + E - E".repeat(3000)} = MONEY`;
    expect(solveAlphametic(puzzle).solutions).toEqual(SEND);
  });

  it("solves a 6,000-factor product", { timeout: 30_000 }, () => {
    const puzzle = `${"M * ".repeat(6000)}SEND + MORE = MONEY`;
    expect(sorted(solveAlphametic(puzzle).solutions)).toEqual(sorted(SEND));
  });

  it("solves 3,000 equations joined by ';' (and by newlines)", () => {
    expect(solveAlphametic("SEND + MORE = MONEY; ".repeat(3000)).solutions).toEqual(SEND);
    expect(
      solveAlphametic("A + B = C; B + C = D\n".repeat(3000), { method: "columns" }).solutions,
    ).toEqual(solveAlphametic("A + B = C; B + C = D").solutions);
  });

  it("solves a long chain of relations", () => {
    const chain = `A < B${" < C".repeat(3000)} < D`;
    expect(solveAlphametic(chain).solutions).toEqual([]);
  });

  it("solves a one-line arithmograph grid 3,000 columns wide", () => {
    const m = 3000;
    const row = (x: string, y: string) =>
      `${Array(m - 1)
        .fill(x)
        .join(" + ")} = ${y}`;
    const grid = gridOf(m, " + ");
    const plain = `${row("A", "B")}; ${row("C", "D")}; ${row("E", "F")}; A + C = E; B + D = F`;
    expect(solveAlphametic(grid, { leadingZeros: true })).toEqual(
      solveAlphametic(plain, { leadingZeros: true }),
    );
  });
});

describe("nesting depth limit", () => {
  const deep = [
    ["3,000 parentheses", `${"(".repeat(3000)}A${")".repeat(3000)} = B`],
    ["6,000 unary minuses", `B = ${"-".repeat(6000)}A`],
    ["6,000 spaced unary minuses", `B = ${"- ".repeat(6000)}A`],
    ["a tower of 6,000 powers", `B = ${"A^".repeat(6000)}A`],
    ["a chain of 6,000 divisions", `B = ${Array(6000).fill("A").join(" / ")}`],
    ["a chain of 6,000 floor divisions", `B = ${Array(6000).fill("A").join(" // ")}`],
    ["a chain of 6,000 remainders", `B = ${Array(6000).fill("A").join(" % ")}`],
    ["nested sums", `${"A + (".repeat(3000)}B${")".repeat(3000)} = C`],
    ["nested products", `${"A * (".repeat(3000)}B${")".repeat(3000)} = C`],
    ["in a later equation", `A = A; B = ${"(".repeat(3000)}A${")".repeat(3000)}`],
    ["a grid row of 3,000 divisions", gridOf(3000, " / ")],
  ] as const;
  for (const [name, puzzle] of deep)
    it(`refuses ${name} naming the limit`, () => {
      const error = inputError(() => solveAlphametic(puzzle));
      expect(error.message).toContain(`limit is ${MAX_DEPTH} levels`);
    });

  it("accepts nesting up to the limit", () => {
    const depth = MAX_DEPTH - 1;
    const puzzle = `${"(".repeat(depth)}A${")".repeat(depth)} + B = CD`;
    expect(solveAlphametic(puzzle).solutions.length).toBeGreaterThan(0);
    expect(
      solveAlphametic(`B = ${"-".repeat(2 * Math.floor(depth / 2))}A + C`).solutions.length,
    ).toBeGreaterThan(0);
  });

  it("the CLI refuses it with exit code 2 and one line naming the limit", async () => {
    const r = await runCli(["alphametic", `${"(".repeat(3000)}A${")".repeat(3000)} = B`]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toMatch(/^permuta: error: column \d+: .*limit is 200 levels\n$/);
  });
});

describe("value size limit", () => {
  it("refuses an exponent tower by estimating its size before computing", () => {
    for (const puzzle of [
      "(A^'4096')^'4096' = B",
      "((A^'4096')^'4096')^'4096' = B",
      "B = ((A^'64')^'64')^'64'",
      "(AB^'4096')^'16' = C",
    ]) {
      const error = inputError(() => solveAlphametic(puzzle));
      expect(error.message).toContain(`limit of ${MAX_BITS} bits`);
    }
  });

  it("refuses huge literal numbers and huge constant products, with the input cut short", () => {
    const big = `'${"9".repeat(30_000)}'`;
    const literal = inputError(() => solveAlphametic(`A = ${big}`));
    expect(literal.message).toContain(`${MAX_BITS} bits`);
    expect(literal.message.length).toBeLessThan(300);
    const product = `'${"9".repeat(10_000)}'`;
    const error = inputError(() => solveAlphametic(`A = ${Array(10).fill(product).join(" * ")}`));
    expect(error.message).toContain(`limit of ${MAX_BITS} bits`);
  });

  it("still solves puzzles with large but bounded values", () => {
    // A^4096 has about 13,000 bits: evaluated exactly
    expect(solveAlphametic("A^'4096' = B^'4096' + C").solutions).toEqual([]);
    expect(solveAlphametic("A^'2' + B^'2' = C^'2'").solutions.length).toBeGreaterThan(0);
  });

  it("the CLI refuses a tower with exit code 2 and one line", async () => {
    const r = await runCli(["alphametic", "(A^'4096')^'4096' = B"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^permuta: error: column \d+: values too large: .* 65536 bits\n$/);
  });
});
