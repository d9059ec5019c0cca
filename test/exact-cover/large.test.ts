/**
 * Large exact cover problems (issue 15): N items each covered by its own option took quadratic
 * time (10,000 items 1.8 s, 100,000 over a minute), because the item scan went through every
 * item at every level. Above EARLY_STOP_ITEMS primary items the scan stops at the first item with
 * one option; these tests check the answers at scale and that the solutions and their order are
 * those of Knuth's rule (only dead ends are met in another order).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EARLY_STOP_ITEMS } from "../../src/exact-cover/dancing-links.js";
import { formatDlx, parseDlx } from "../../src/exact-cover/dlx-format.js";
import type { ExactCoverProblem } from "../../src/exact-cover/problem.js";
import { allExactCovers, countExactCovers } from "../../src/exact-cover/solve.js";
import { runCli } from "../helpers/cli.js";

/** n items, each covered by its own one-item option. */
function ownOptions(n: number): ExactCoverProblem {
  return {
    primary: Array.from({ length: n }, (_, i) => `i${i}`),
    secondary: [],
    options: Array.from({ length: n }, (_, i) => ({ items: [i] })),
  };
}

/**
 * `small` with `filler` items put first, each with its own option (forced moves): the big
 * problem's solutions are the small one's, each with every filler option added.
 */
function withFiller(small: ExactCoverProblem, filler: number): ExactCoverProblem {
  return {
    primary: [...Array.from({ length: filler }, (_, i) => `f${i}`), ...small.primary],
    secondary: [],
    options: [
      ...Array.from({ length: filler }, (_, i) => ({ items: [i] })),
      ...small.options.map((o) => ({ items: o.items.map((x) => x + filler) })),
    ],
  };
}

describe("large exact cover problems", () => {
  it("100,000 items each covered once: one solution, found at once (and through the CLI)", async () => {
    const problem = ownOptions(100_000);
    expect(countExactCovers(problem)).toBe(1);
    const [solution] = allExactCovers(problem);
    expect(solution).toHaveLength(100_000);
    expect(new Set(solution).size).toBe(100_000);
    const text = formatDlx(problem);
    expect(parseDlx(text).options).toHaveLength(100_000);
    const cli = await runCli(["cover", "-", "--count"], text);
    expect(cli).toEqual({ code: 0, stdout: "1\n", stderr: "" });
  }, 60_000);

  it("one more item with no option: no solution, found at once", () => {
    const problem = ownOptions(50_000);
    problem.primary.push("lonely");
    expect(countExactCovers(problem)).toBe(0);
  }, 60_000);

  it("large problems keep the solutions and their order of Knuth's rule", () => {
    const smallProblem = fc
      .record({
        items: fc.integer({ min: 1, max: 6 }),
        options: fc.array(fc.uniqueArray(fc.integer({ min: 0, max: 5 }), { minLength: 1 }), {
          maxLength: 12,
        }),
      })
      .map(
        ({ items, options }): ExactCoverProblem => ({
          primary: Array.from({ length: items }, (_, i) => `s${i}`),
          secondary: [],
          options: options
            .map((o) => o.filter((x) => x < items))
            .filter((o) => o.length > 0)
            .map((o) => ({ items: o })),
        }),
      );
    fc.assert(
      fc.property(smallProblem, (small) => {
        const filler = EARLY_STOP_ITEMS + 1;
        const expected = allExactCovers(small); // below the threshold: Knuth's rule
        const big = allExactCovers(withFiller(small, filler)).map((s) =>
          s.filter((o) => o >= filler).map((o) => o - filler),
        );
        expect(big).toEqual(expected);
      }),
      { numRuns: 25 },
    );
  }, 60_000);
});
