/**
 * One engine, many searches: `reset` brings a DancingLinks back to its built state whatever was
 * done (searches stopped at a solution, pushed choices, an abort mid-search, multiplicities);
 * `optionAvailable` tells which choices are still possible; `stopAtOne` finds the same covers.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AbortError } from "../../src/core/errors.js";
import { DancingLinks } from "../../src/exact-cover/dancing-links.js";
import { parseDlx } from "../../src/exact-cover/dlx-format.js";
import { langfordProblem } from "../../src/exact-cover/encoders/langford.js";
import { queensProblem } from "../../src/exact-cover/encoders/queens.js";
import type { ExactCoverProblem } from "../../src/exact-cover/problem.js";

/** Counts every cover left from the current state, one `search` call per solution. */
function countAll(dlx: DancingLinks): number {
  let count = 0;
  while (dlx.search(1) === 1) count++;
  return count;
}

describe("reusing one Dancing Links engine", () => {
  it("counts the same after reset as a new engine, whatever the last run left", () => {
    // 8-queens (92), Langford n = 7 (52), a problem with multiplicities (C(6,3) = 20)
    const problems: [ExactCoverProblem, number][] = [
      [queensProblem(8), 92],
      [langfordProblem(7), 52],
      [parseDlx(`3|X\n${"X\n".repeat(6)}`), 20],
    ];
    for (const [problem, expected] of problems) {
      const dlx = new DancingLinks(problem);
      expect(countAll(dlx)).toBe(expected);
      const fresh = { nodes: dlx.nodes, updates: dlx.updates };
      dlx.reset();
      expect(countAll(dlx)).toBe(expected);
      expect({ nodes: dlx.nodes, updates: dlx.updates }).toEqual(fresh);
      // stopped at the first solution, deep in the tree
      dlx.reset();
      expect(dlx.search(1)).toBe(1);
      dlx.reset();
      expect(dlx.nodes).toBe(0);
      expect(countAll(dlx)).toBe(expected);
    }
  });

  it("undoes pushed choices: each first-row queen's count, then the whole count", () => {
    const dlx = new DancingLinks(queensProblem(8));
    const first = dlx.optionsOf(0); // the options covering row 1
    let sum = 0;
    for (const option of first) {
      dlx.reset();
      dlx.push(0, option);
      sum += countAll(dlx);
    }
    expect(sum).toBe(92);
    dlx.reset();
    expect(countAll(dlx)).toBe(92);
  });

  it("is left consistent by an abort mid-search (the search throws, reset recovers)", () => {
    const dlx = new DancingLinks(queensProblem(11)); // 2,680 solutions
    const controller = new AbortController();
    let seen = 0;
    dlx.setOptions({ signal: controller.signal });
    expect(() => {
      for (;;) {
        if (dlx.search(1) === 0) break;
        if (++seen === 5) controller.abort(); // the next signal check throws
      }
    }).toThrow(AbortError);
    expect(dlx.depth).toBeGreaterThan(0);
    dlx.reset();
    dlx.setOptions({ signal: undefined });
    expect(countAll(dlx)).toBe(2680);
  });

  it("tells which options a push would accept", () => {
    const dlx = new DancingLinks(parseDlx("a b c\na b\nb c\nc\na\n"));
    expect([0, 1, 2, 3].map((o) => dlx.optionAvailable(o))).toEqual([true, true, true, true]);
    dlx.push(0, 0); // a b
    expect([0, 1, 2, 3].map((o) => dlx.optionAvailable(o))).toEqual([false, false, true, false]);
    expect(countAll(dlx)).toBe(1);
    dlx.reset();
    expect([0, 1, 2, 3].map((o) => dlx.optionAvailable(o))).toEqual([true, true, true, true]);
  });

  it("stopAtOne finds the same covers", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 7 }),
        fc.array(fc.uniqueArray(fc.nat(6), { minLength: 1, maxLength: 3 }), { maxLength: 14 }),
        (p, raw) => {
          const options = raw
            .map((items) => ({ items: items.filter((i) => i < p) }))
            .filter((o) => o.items.length > 0);
          const problem = { primary: [...Array(p).keys()].map(String), secondary: [], options };
          const plain = new DancingLinks(problem);
          const early = new DancingLinks(problem, { stopAtOne: true });
          const covers = (dlx: DancingLinks) => {
            const out: string[] = [];
            while (dlx.search(1) === 1) out.push([...dlx.solution()].sort().join(","));
            return out.sort();
          };
          expect(covers(early)).toEqual(covers(plain));
        },
      ),
      { numRuns: 300 },
    );
  });
});
