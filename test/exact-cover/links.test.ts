/**
 * The links of a replay step are the engine's: the updates counted along the step-by-step
 * search are the dancing-links engine's count, and after any step the options left in each
 * column are those the engine's own lists hold after the same covers and commits.
 */
import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DancingLinks } from "../../src/exact-cover/dancing-links.js";
import { parseDlx } from "../../src/exact-cover/dlx-format.js";
import { pentominoProblem } from "../../src/exact-cover/encoders/pentominoes.js";
import { queensProblem } from "../../src/exact-cover/encoders/queens.js";
import { CoverLinksModel, coverLinks } from "../../src/exact-cover/links.js";
import type { ExactCoverProblem } from "../../src/exact-cover/problem.js";
import { countExactCovers } from "../../src/exact-cover/solve.js";
import { CoverReplay, traceExactCover } from "../../src/exact-cover/trace.js";
import { problemArb } from "../helpers/cover-brute.js";

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

  it("undoes a commit and a cover in reverse order", () => {
    const model = new CoverLinksModel(parseDlx("a b c\na b\nb c\nc\na\n"));
    expect(model.cover(0)).toBe(1); // "a b" leaves b's column
    expect(model.commit(0, 0)).toBe(1); // covering b hides "b c": c leaves c's column
    expect(model.column(2)).toEqual([2]);
    expect(model.itemLinked(1)).toBe(false);
    model.uncommit(0, 0);
    model.uncover(0);
    expect(model.column(2)).toEqual([1, 2]);
    expect([0, 1, 2].map((i) => model.itemLinked(i))).toEqual([true, true, true]);
    expect([0, 1, 2, 3].map((o) => model.optionLinked(o))).toEqual([true, true, true, true]);
  });

  it("shows the items, colours and options a set model of the same choices gives", () => {
    // independent truth: after the levels' items and options, an option is shown when none of
    // its items is covered (a branch item, or an item of a chosen option without a colour) and
    // each coloured item it shares with a chosen option has the chosen option's colour
    fc.assert(
      fc.property(problemArb, (problem) => {
        const p = problem.primary.length;
        const colourOf = (o: number, k: number) => problem.options[o].colors?.[k] ?? null;
        for (const step of traceExactCover(problem, { maxSteps: 400 }).steps) {
          // a branch item is covered, but one found with no option left (the search backs up)
          const dead = step.kind === "choose" && step.choices === 0;
          const covered = new Set<number>(dead ? step.branches.slice(0, -1) : step.branches);
          const colour = new Map<number, string>();
          for (const o of step.chosen)
            problem.options[o].items.forEach((item, k) => {
              const c = item < p ? null : colourOf(o, k);
              if (c === null) covered.add(item);
              else colour.set(item, c);
            });
          const shown = problem.options.map((option, o) =>
            option.items.every((item, k) => {
              if (covered.has(item)) return false;
              const c = colour.get(item);
              return c === undefined || c === colourOf(o, k);
            }),
          );
          const links = coverLinks(problem, step.branches, step.chosen);
          const items = p + problem.secondary.length;
          const ask = `step ${JSON.stringify(step)}`;
          expect(links.optionLinked, ask).toEqual(shown);
          expect(links.itemLinked, ask).toEqual(
            Array.from({ length: items }, (_, i) => !covered.has(i)),
          );
          expect(links.purified, ask).toEqual(
            Array.from({ length: items }, (_, i) => colour.get(i) ?? null),
          );
        }
      }),
      { numRuns: 200 },
    );
  });
});
