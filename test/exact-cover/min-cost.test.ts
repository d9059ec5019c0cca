import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createCounters } from "../../src/core/counters.js";
import { AbortError, InputError } from "../../src/core/errors.js";
import { formatDlx, parseDlx } from "../../src/exact-cover/dlx-format.js";
import { minCostExactCovers, minCostExactCoversAsync } from "../../src/exact-cover/min-cost.js";
import type { ExactCoverProblem } from "../../src/exact-cover/problem.js";
import { countExactCovers } from "../../src/exact-cover/solve.js";
import { bruteForce, problemArb } from "../helpers/cover-brute.js";

/** A random problem of the brute force's kind, each option with a random cost (some none). */
const costedArb = problemArb.chain((problem) =>
  fc
    .array(fc.option(fc.integer({ min: 0, max: 9 }), { nil: undefined }), {
      minLength: problem.options.length,
      maxLength: problem.options.length,
    })
    .map(
      (costs): ExactCoverProblem => ({
        ...problem,
        options: problem.options.map((o, k) =>
          costs[k] === undefined ? o : { ...o, cost: costs[k] },
        ),
      }),
    ),
);

const costOf = (problem: ExactCoverProblem, options: number[]) =>
  options.reduce((sum, o) => sum + (problem.options[o].cost ?? 0), 0);

describe("minimum-cost exact cover", () => {
  it("finds the k cheapest costs a brute force finds, and only real covers", () => {
    fc.assert(
      fc.property(costedArb, fc.integer({ min: 1, max: 6 }), (problem, k) => {
        const all = bruteForce(problem);
        const expected = all.map((s) => costOf(problem, s)).sort((a, b) => a - b);
        const found = minCostExactCovers(problem, { k });
        expect(found.map((s) => s.cost)).toEqual(expected.slice(0, k));
        const covers = new Set(all.map((s) => s.join(",")));
        for (const s of found) {
          // a real cover, reported with its real cost, never twice
          expect(covers.has([...s.options].sort((a, b) => a - b).join(","))).toBe(true);
          expect(s.cost).toBe(costOf(problem, s.options));
        }
        const keys = found.map((s) => [...s.options].sort((a, b) => a - b).join(","));
        expect(new Set(keys).size).toBe(keys.length);
      }),
      { numRuns: 500 },
    );
  });

  it("with k at least the number of solutions, returns every solution", () => {
    fc.assert(
      fc.property(costedArb, (problem) => {
        const n = countExactCovers(problem);
        expect(minCostExactCovers(problem, { k: n + 1 })).toHaveLength(n);
      }),
      { numRuns: 200 },
    );
  });

  it("reads Knuth's DLX5 costs and finds the cheapest of a small example", () => {
    // a b c covered by one option at 10, or by pieces: a b at 4 + c at 3, a at 1 + b c at 5
    const problem = parseDlx("a b c\na b c |10\na b |4\nc |3\na |1\nb c |2 |3\n");
    expect(problem.options.map((o) => o.cost)).toEqual([10, 4, 3, 1, 5]);
    expect(minCostExactCovers(problem)).toEqual([{ cost: 6, options: [3, 4] }]);
    expect(minCostExactCovers(problem, { k: 3 }).map((s) => s.cost)).toEqual([6, 7, 10]);
    expect(formatDlx(problem)).toBe("a b c\na b c |10\na b |4\nc |3\na |1\nb c |5\n");
  });

  it("works with colours, and prunes: fewer nodes than the whole tree", () => {
    const problem = parseDlx("p q r | x\np x:A |3\np x:B\nq x:A\nq x:B |2\nr |1\nr x:A |0\n");
    // x's colour must agree: p x:A + q x:A + r x:A costs 3, + r instead 4; p x:B + q x:B + r 3
    const brute = bruteForce(problem)
      .map((s) => costOf(problem, s))
      .sort((a, b) => a - b);
    expect(brute).toEqual([3, 3, 4]);
    expect(minCostExactCovers(problem, { k: 10 }).map((s) => s.cost)).toEqual(brute);
    const queens = parseDlx(
      // five items, each with an option at 1 and one at 9: the cheapest is found first
      "a b c d e\na |1\na |9\nb |1\nb |9\nc |1\nc |9\nd |1\nd |9\ne |1\ne |9\n",
    );
    const all = createCounters();
    countExactCovers(queens, { counters: all });
    const some = createCounters();
    expect(minCostExactCovers(queens, { counters: some })).toEqual([
      { cost: 5, options: [0, 2, 4, 6, 8] },
    ]);
    expect(some.nodes).toBeLessThan(all.nodes);
    expect(some.nodes).toBe(6); // straight down the cheapest options, then every other is cut
  });

  it("counts nodes and updates in the engine's counters", () => {
    const problem = parseDlx("a b\na b |5\na |1\nb |2\n");
    const counters = createCounters() as ReturnType<typeof createCounters> & { updates?: number };
    minCostExactCovers(problem, { k: 2, counters, profile: true });
    expect(counters.nodes).toBeGreaterThan(0);
    expect(counters.updates).toBeGreaterThan(0);
    expect(counters.solutions).toBe(2);
    expect(counters.profile?.[0]).toBe(1);
  });

  it("refuses multiplicities, a bad k and bad costs", () => {
    const bounded = parseDlx("2|a b\na\na b\nb\n");
    expect(() => minCostExactCovers(bounded)).toThrow(/multiplicities/);
    const plain = parseDlx("a\na\n");
    expect(() => minCostExactCovers(plain, { k: 0 })).toThrow(InputError);
    expect(() => minCostExactCovers(plain, { k: 1.5 })).toThrow(/k must be/);
    const negative: ExactCoverProblem = { ...plain, options: [{ items: [0], cost: -1 }] };
    expect(() => minCostExactCovers(negative)).toThrow(/nonnegative whole number/);
  });

  it("rejects bad costs in the text with line and column", () => {
    const at = (text: string) => {
      try {
        parseDlx(text);
      } catch (e) {
        return e instanceof InputError ? [e.message, e.line, e.column] : e;
      }
      return "no error";
    };
    expect(at("a b\na |x1\n")).toEqual([expect.stringMatching(/'x1' is not a nonnegative/), 2, 3]);
    expect(at("a b\na b |\n")).toEqual([expect.stringMatching(/followed by a cost/), 2, 5]);
    expect(at("a b\na |-3\n")).toEqual([expect.stringMatching(/'-3'/), 2, 3]);
    expect(at("a\na |99999999999999999\n")).toEqual([expect.stringMatching(/is above/), 2, 3]);
    expect(at("a\na |9007199254740991 |1\n")).toEqual([
      expect.stringMatching(/add up/),
      2,
      undefined,
    ]);
  });

  it("stops on an abort signal (async), and gives the same answer as the sync search", async () => {
    const problem = parseDlx("a b\na b |5\na |1\nb |2\n");
    expect(await minCostExactCoversAsync(problem, { k: 2 })).toEqual(
      minCostExactCovers(problem, { k: 2 }),
    );
    // 12 items, 12 options each (every option one item): 12^12 leaves without the cutoff
    const items = [...Array(12).keys()].map((i) => `i${i}`);
    const big: ExactCoverProblem = {
      primary: items,
      secondary: [],
      options: items.flatMap((_, i) => [...Array(12).keys()].map(() => ({ items: [i] }))),
    };
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    await expect(
      minCostExactCoversAsync(big, { k: 1_000_000, signal: controller.signal }),
    ).rejects.toBeInstanceOf(AbortError);
  });
});
