import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseDlx } from "../../src/exact-cover/dlx-format.js";
import { langfordProblem } from "../../src/exact-cover/encoders/langford.js";
import { queensProblem } from "../../src/exact-cover/encoders/queens.js";
import { allExactCovers, countExactCovers } from "../../src/exact-cover/solve.js";
import {
  countExactCoverUnit,
  exactCoverUnitSolutions,
  exactCoverUnits,
} from "../../src/exact-cover/units.js";

describe("exact cover units", () => {
  it("add up to the whole count at every depth", () => {
    for (const problem of [queensProblem(8), langfordProblem(7)]) {
      const total = countExactCovers(problem);
      for (let depth = 0; depth <= 4; depth++) {
        const units = exactCoverUnits(problem, depth);
        const sum = units.reduce((s, u) => s + countExactCoverUnit(problem, u), 0);
        expect(sum, `depth ${depth}`).toBe(total);
      }
    }
  });

  it("give the solutions of one run, in the same order, and are plain JSON", () => {
    const problem = queensProblem(7);
    const single = allExactCovers(problem);
    for (const depth of [1, 2, 3]) {
      const units = JSON.parse(JSON.stringify(exactCoverUnits(problem, depth)));
      const joined = units.flatMap((u: { path: number[] }) => exactCoverUnitSolutions(problem, u));
      expect(joined).toEqual(single);
    }
  });

  it("make a unit of a solution found above the depth, and none of a dead end", () => {
    const problem = parseDlx("a b\na b\na\n");
    expect(exactCoverUnits(problem, 3)).toEqual([{ path: [0] }]);
    expect(exactCoverUnitSolutions(problem, { path: [0] })).toEqual([[0]]);
  });

  it("split random problems with colours the same way (any depth)", () => {
    const arb = fc.integer({ min: 0, max: 999 }).map((seed) => {
      // a small random problem: 4 primary items, 2 secondary, coloured A or B or none
      let x = seed + 1;
      const next = (m: number) => {
        x = (x * 1103515245 + 12345) % 2147483648;
        return x % m;
      };
      const options = [];
      for (let o = 0; o < 10; o++) {
        const items = [next(4)];
        const colors: (string | null)[] = [null];
        const extra = next(6);
        if (extra !== items[0] && !items.includes(extra)) {
          items.push(extra);
          colors.push(extra >= 4 ? [null, "A", "B"][next(3)] : null);
        }
        options.push({ items, colors });
      }
      return { primary: ["a", "b", "c", "d"], secondary: ["x", "y"], options };
    });
    fc.assert(
      fc.property(arb, fc.integer({ min: 0, max: 4 }), (problem, depth) => {
        const single = allExactCovers(problem);
        const units = exactCoverUnits(problem, depth);
        expect(units.flatMap((u) => exactCoverUnitSolutions(problem, u))).toEqual(single);
      }),
      { numRuns: 200 },
    );
  });

  it("respects a limit within a unit", () => {
    const problem = queensProblem(8);
    const [unit] = exactCoverUnits(problem, 1);
    expect(countExactCoverUnit(problem, unit, { limit: 1 })).toBe(1);
  });
});
