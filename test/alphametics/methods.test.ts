/**
 * The three methods (issue 17): the exhaustive textbook solver, the column method and the
 * weighted one find the same solutions as a brute force on random sums (2 to 6 addends, bases 2
 * to 16) and on the worked examples; the exhaustive one counts exactly the nodes of trying every
 * free digit for every letter; a node budget stops a hopeless method politely; --compare prints
 * the contract's lines and JSON.
 */
import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compareAlphameticMethods } from "../../src/alphametics/compare.js";
import { solveAlphametic } from "../../src/alphametics/solver.js";
import { createCounters } from "../../src/core/counters.js";
import { bruteSum, sortedSolutions } from "../helpers/alphametic-brute.js";
import { runCli } from "../helpers/cli.js";

const sorted = sortedSolutions;

/** The brute force's solutions, sorted as `sorted` sorts the solver's. */
const brute = (addends: string[], result: string, base: number) =>
  sortedSolutions(bruteSum(addends, result, base));

/** Σ_{k=1..m} n!/(n-k)!: the nodes of trying every free digit for m letters in turn. */
function exhaustiveNodes(n: number, m: number): number {
  let total = 0;
  let product = 1;
  for (let k = 1; k <= m; k++) {
    product *= n - k + 1;
    total += product;
  }
  return total;
}

describe("the three methods", () => {
  const word = fc.string({
    unit: fc.constantFrom("A", "B", "C", "D", "E"),
    minLength: 1,
    maxLength: 3,
  });

  it("agree with a brute force on random sums of 2 to 6 addends in bases 2 to 16", () => {
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 2, maxLength: 6 }),
        word,
        fc.integer({ min: 2, max: 16 }),
        (addends, result, base) => {
          const letters = new Set([...addends, result].join("")).size;
          fc.pre(letters <= base);
          const truth = brute(addends, result, base);
          const puzzle = `${addends.join(" + ")} = ${result}`;
          for (const method of ["exhaustive", "columns", "weights"] as const)
            expect(sorted(solveAlphametic(puzzle, { base, method }).solutions), method).toEqual(
              truth,
            );
        },
      ),
      { numRuns: 120 },
    );
  });

  it("agree on products, arithmographs and several equations", () => {
    for (const puzzle of [
      "7AB * CD = EFGHJ",
      "ABC - BBD = DEF / + - GH * GD = BGC = = = DI + BJI = BIF",
      "A + B = C; A * B = D",
      "HIP * HIP = HURRAY",
    ]) {
      const columns = sorted(solveAlphametic(puzzle, { method: "columns" }).solutions);
      expect(sorted(solveAlphametic(puzzle, { method: "exhaustive" }).solutions), puzzle).toEqual(
        columns,
      );
    }
  });

  it("exhaustive counts every free digit of every letter: Σ 10!/(10-k)!", () => {
    const counters = createCounters();
    solveAlphametic("SEND + MORE = MONEY", { method: "exhaustive", counters });
    expect(counters.nodes).toBe(exhaustiveNodes(10, 8)); // 2,606,500
    const grid = createCounters();
    solveAlphametic("ABC - BBD = DEF / + - GH * GD = BGC = = = DI + BJI = BIF", {
      method: "exhaustive",
      counters: grid,
    });
    expect(grid.nodes).toBe(exhaustiveNodes(10, 10)); // 9,864,100
  });

  it("compares the methods: the same solutions, far fewer nodes for the clever ones", () => {
    const { runs, skipped } = compareAlphameticMethods("SEND + MORE = MONEY");
    expect(runs.map((r) => r.method)).toEqual(["exhaustive", "columns", "weights"]);
    expect(runs.every((r) => r.solutions === 1 && r.complete)).toBe(true);
    expect(runs[0].nodes).toBe(2606500);
    expect(runs[1].nodes).toBeLessThan(runs[0].nodes / 100);
    expect(runs[2].nodes).toBeLessThan(runs[1].nodes);
    expect(skipped).toEqual([]);
    const grid = compareAlphameticMethods(
      "ABC - BBD = DEF / + - GH * GD = BGC = = = DI + BJI = BIF",
    );
    expect(grid.runs.map((r) => r.method)).toEqual(["exhaustive", "columns"]);
    expect(grid.skipped.map((s) => s.method)).toEqual(["weights"]);
  });

  it("stops a hopeless method at the node budget, politely", () => {
    const cases = JSON.parse(
      readFileSync("test/data/alphametics/exercism-canonical-data.json", "utf8"),
    ).cases as { input: { puzzle: string } }[];
    const longest = cases
      .map((c) => c.input.puzzle)
      .sort((a, b) => b.length - a.length)[0]
      .replace(/==/g, "=");
    expect(longest.split("+").length).toBeGreaterThan(150); // the 199-addend sum
    const { runs } = compareAlphameticMethods(longest, { maxNodes: 200_000 });
    const exhaustive = runs.find((r) => r.method === "exhaustive");
    expect(exhaustive?.complete).toBe(false);
    expect(exhaustive?.nodes).toBeLessThan(200_000 + (1 << 14) + 16);
    // the weighted method needs a few thousand nodes on it
    expect(runs.find((r) => r.method === "weights")?.complete).toBe(true);
  });

  it("--compare prints one line per method, or the contract's JSON", async () => {
    const text = await runCli(["alphametic", "SEND + MORE = MONEY", "--compare"]);
    expect(text.code).toBe(0);
    const lines = text.stdout.trim().split("\n");
    expect(lines.map((l) => l.replace(/\d+\.\d+ ms/, "T ms"))).toEqual([
      "exhaustive  2606500 nodes  T ms  1 solutions",
      "columns  2053 nodes  T ms  1 solutions",
      "weights  16 nodes  T ms  1 solutions",
    ]);
    const json = await runCli([
      "alphametic",
      "A + A = B",
      "--compare",
      "--json",
      "--max-nodes",
      "5",
    ]);
    const record = JSON.parse(json.stdout);
    expect(record.puzzle).toBe("A + A = B");
    expect(record.methods.map((m: { method: string }) => m.method)).toEqual([
      "exhaustive",
      "columns",
      "weights",
    ]);
    for (const m of record.methods)
      expect(Object.keys(m).sort()).toEqual(["complete", "method", "ms", "nodes", "solutions"]);
    const stats = await runCli([
      "alphametic",
      "A + A = B",
      "--method",
      "exhaustive",
      "--stats",
      "--json",
    ]);
    expect(JSON.parse(stats.stdout).stats.method).toBe("exhaustive");
  });
});
