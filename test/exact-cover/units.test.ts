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

  it("respects a limit within a unit", () => {
    const problem = queensProblem(8);
    const [unit] = exactCoverUnits(problem, 1);
    expect(countExactCoverUnit(problem, unit, { limit: 1 })).toBe(1);
  });
});
