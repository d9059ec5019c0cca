/**
 * The step-by-step search (the playground's replay) makes the dancing-links engine's choices:
 * the same solutions in the same order and the same node count, on Knuth's examples, 6-queens,
 * a pentomino board and random problems with colours; and its steps are consistent snapshots.
 */
import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseDlx } from "../../src/exact-cover/dlx-format.js";
import { pentominoProblem } from "../../src/exact-cover/encoders/pentominoes.js";
import { queensProblem } from "../../src/exact-cover/encoders/queens.js";
import type { ExactCoverProblem } from "../../src/exact-cover/problem.js";
import { allExactCovers, countExactCovers } from "../../src/exact-cover/solve.js";
import { CoverReplay, traceExactCover } from "../../src/exact-cover/trace.js";

function agree(problem: ExactCoverProblem): void {
  const trace = traceExactCover(problem, { maxSteps: 1_000_000 });
  expect(trace.complete).toBe(true);
  const found = trace.steps.filter((s) => s.kind === "solution").map((s) => s.chosen);
  expect(found).toEqual(allExactCovers(problem));
  const counters = { nodes: 0, solutions: 0, updates: 0 };
  countExactCovers(problem, { counters });
  expect(trace.steps.at(-1)?.nodes).toBe(counters.nodes);
  // the links kept beside the search count the engine's updates (colours and purifies too)
  expect(trace.steps.at(-1)?.updates).toBe(counters.updates);
}

describe("traceExactCover", () => {
  it("makes the engine's choices: same solutions, same order, same nodes and updates", () => {
    for (const file of ["dancing-links.dlx", "colors.dlx"])
      agree(parseDlx(readFileSync(`examples/${file}`, "utf8")));
    agree(queensProblem(6));
    agree(pentominoProblem(20, 3));
  });

  it("agrees with the engine on random problems with colours", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 0, max: 2 }),
        fc.array(
          fc.record({
            primary: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
            secondary: fc.array(fc.constantFrom(-1, 0, 1, 2), { minLength: 2, maxLength: 2 }),
          }),
          { minLength: 1, maxLength: 9 },
        ),
        (p, s, rows) => {
          const problem: ExactCoverProblem = {
            primary: Array.from({ length: p }, (_, i) => `p${i}`),
            secondary: Array.from({ length: s }, (_, i) => `s${i}`),
            options: rows.map((r) => {
              const items: number[] = [];
              const colors: (string | null)[] = [];
              for (let i = 0; i < p; i++)
                if (r.primary[i]) {
                  items.push(i);
                  colors.push(null);
                }
              if (items.length === 0) {
                items.push(0);
                colors.push(null);
              }
              for (let j = 0; j < s; j++)
                if (r.secondary[j] >= 0) {
                  items.push(p + j);
                  colors.push(r.secondary[j] === 0 ? null : String(r.secondary[j]));
                }
              return { items, colors };
            }),
          };
          agree(problem);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("solves Knuth's toy problem: one solution, A D / B G / C E F", () => {
    const problem = parseDlx(readFileSync("examples/dancing-links.dlx", "utf8"));
    const trace = traceExactCover(problem);
    const solutions = trace.steps.filter((s) => s.kind === "solution");
    expect(solutions).toHaveLength(1);
    expect(
      solutions[0].chosen
        .map((o) => problem.options[o].items.map((i) => problem.primary[i]).join(" "))
        .sort(),
    ).toEqual(["a d f", "b g", "c e"]);
    // each step's chosen options follow from the one before
    for (let k = 1; k < trace.steps.length; k++) {
      const a = trace.steps[k - 1];
      const b = trace.steps[k];
      if (b.kind === "try")
        expect(b.chosen.slice(0, -1)).toEqual(
          a.kind === "choose" ? a.chosen : b.chosen.slice(0, -1),
        );
      expect(b.nodes).toBeGreaterThanOrEqual(a.nodes);
    }
  });

  it("is cut at maxSteps, and refuses multiplicities", () => {
    const trace = traceExactCover(queensProblem(8), { maxSteps: 50 });
    expect(trace.steps).toHaveLength(50);
    expect(trace.complete).toBe(false);
    expect(() => traceExactCover(parseDlx("2|a\na\na\n"))).toThrow(/multiplicities/);
  });
});

describe("CoverReplay", () => {
  it("gives every step in any order, from checkpoints, as the recorded trace has them", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(queensProblem(5), queensProblem(6), queensProblem(7)),
        fc.integer({ min: 1, max: 50 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 60 }),
        (problem, every, picks) => {
          const trace = traceExactCover(problem, { maxSteps: 1_000_000 });
          const replay = new CoverReplay(problem, { every });
          const n = trace.steps.length;
          for (const pick of picks) {
            const k = 1 + (pick % (n + 3)); // a few past the end too
            expect(replay.step(k), `step ${k} of ${n}, every ${every}`).toEqual(
              k <= n ? trace.steps[k - 1] : undefined,
            );
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it("keeps one checkpoint per `every` steps, and knows the total at the end", () => {
    const problem = queensProblem(7);
    const replay = new CoverReplay(problem, { every: 100 });
    let k = 1;
    while (replay.step(k) !== undefined) k++;
    const total = k - 1;
    expect(replay.total).toBe(total);
    expect(replay.finished).toBe(true);
    expect(replay.checkpointCount).toBe(Math.ceil(total / 100));
    // back to the start and forward again: the same last step
    const last = replay.step(total);
    expect(replay.step(1)?.kind).toBe("choose");
    expect(replay.step(total)).toEqual(last);
    expect(replay.step(0)).toBeUndefined();
    expect(replay.step(1.5)).toBeUndefined();
  });
});
