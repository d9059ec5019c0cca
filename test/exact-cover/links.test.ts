/**
 * The links of a replay step are the engine's: the updates counted along the step-by-step
 * search are the dancing-links engine's count, and after any step the options left in each
 * column are those the engine's own lists hold after the same covers and commits.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DancingLinks } from "../../src/exact-cover/dancing-links.js";
import { parseDlx } from "../../src/exact-cover/dlx-format.js";
import { pentominoProblem } from "../../src/exact-cover/encoders/pentominoes.js";
import { queensProblem } from "../../src/exact-cover/encoders/queens.js";
import { CoverLinksModel, coverLinks } from "../../src/exact-cover/links.js";
import type { ExactCoverProblem } from "../../src/exact-cover/problem.js";
import { countExactCovers } from "../../src/exact-cover/solve.js";
import { CoverReplay, traceExactCover } from "../../src/exact-cover/trace.js";

const examples: [string, ExactCoverProblem][] = [
  ["toy", parseDlx(readFileSync("examples/dancing-links.dlx", "utf8"))],
  ["colours", parseDlx(readFileSync("examples/colors.dlx", "utf8"))],
  ["6-queens", queensProblem(6)],
  ["pentominoes 3x20", pentominoProblem(20, 3)],
];

describe("the links of the step-by-step search", () => {
  it("counts the engine's updates", () => {
    for (const [name, problem] of examples) {
      const trace = traceExactCover(problem, { maxSteps: 2_000_000 });
      expect(trace.complete, name).toBe(true);
      const counters = { nodes: 0, solutions: 0, updates: 0 };
      countExactCovers(problem, { counters });
      expect(trace.steps.at(-1)?.updates, name).toBe(counters.updates);
      expect(counters.updates, name).toBeGreaterThan(0);
    }
  });

  it("leaves in each column the options the engine's lists hold after the same moves", () => {
    for (const [name, problem] of examples.slice(0, 3)) {
      const steps = traceExactCover(problem, { maxSteps: 2000 }).steps;
      for (const [k, step] of steps.entries()) {
        if (step.kind !== "try" && step.kind !== "solution") continue;
        const dlx = new DancingLinks(problem);
        for (const [level, o] of step.chosen.entries()) dlx.push(step.branches[level], o);
        const links = coverLinks(problem, step.branches, step.chosen);
        for (let item = 0; item < problem.primary.length; item++) {
          if (!links.itemLinked[item]) continue;
          const column = problem.options
            .map((_, o) => o)
            .filter((o) => {
              const at = problem.options[o].items.indexOf(item);
              return at >= 0 && links.nodeLinked[o][at];
            });
          expect(column, `${name}, step ${k + 1}, item ${item}`).toEqual(dlx.optionsOf(item));
        }
      }
    }
  });

  it("a replay from a checkpoint has the same links and updates as a run from the start", () => {
    const problem = pentominoProblem(20, 3);
    const fine = new CoverReplay(problem, { every: 100 });
    const straight = traceExactCover(problem, { maxSteps: 3000 }).steps;
    for (const k of [2999, 5, 1500, 101, 100])
      expect(fine.step(k), `step ${k}`).toEqual(straight[k - 1]);
  });

  it("undoes to a mark", () => {
    const model = new CoverLinksModel(parseDlx("a b c\na b\nb c\nc\na\n"));
    const mark = model.mark();
    expect(model.cover(0)).toBe(1); // "a b" leaves b's column
    expect(model.commit(0, 0)).toBe(1); // covering b hides "b c": c leaves c's column
    expect(model.column(2)).toEqual([2]);
    model.undo(mark);
    expect(model.column(2)).toEqual([1, 2]);
    expect(Array.from(model.covered)).toEqual([0, 0, 0]);
  });
});
