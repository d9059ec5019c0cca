/**
 * Exact cover in units (issue 39, issue 40): the units carry every problem the engine accepts
 * (multiplicities written `1|a` or `2:2|c`, names with blanks, `|` or `:`, colours of any
 * text), the cut never blows up, and a unit of many subtrees runs them on one set of links.
 * Checked against a brute force over every subset of options and against the one-thread engine
 * on small random problems, and through the CLI (`--workers 2` against one thread).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseDlx } from "../../src/exact-cover/dlx-format.js";
import type { ExactCoverProblem } from "../../src/exact-cover/problem.js";
import { allExactCovers, countExactCovers } from "../../src/exact-cover/solve.js";
import {
  countExactCoverUnit,
  exactCoverUnitRunner,
  exactCoverUnits,
} from "../../src/exact-cover/units.js";
import { countExactCoversParallel, exactCoverSolutionsParallel } from "../../src/parallel/cover.js";
import { COVER_UNITS, coverUnits, MAX_CUT, runCoverUnit } from "../../src/parallel/cover-unit.js";
import { runUnit } from "../../src/parallel/registry.js";
import { runCli } from "../helpers/cli.js";
import { bruteForce, problemArb } from "../helpers/cover-brute.js";

/** Every set of options within the bounds (DLX3) and the secondary items' rules (DLX2). */
function bruteBounded(problem: ExactCoverProblem): number {
  const p = problem.primary.length;
  const n = p + problem.secondary.length;
  const m = problem.options.length;
  let found = 0;
  for (let mask = 0; mask < 1 << m; mask++) {
    const count = new Array<number>(n).fill(0);
    const colours: (string | null)[][] = Array.from({ length: n }, () => []);
    for (let o = 0; o < m; o++)
      if (mask & (1 << o))
        problem.options[o].items.forEach((item, k) => {
          count[item]++;
          colours[item].push(problem.options[o].colors?.[k] ?? null);
        });
    let ok = true;
    for (let i = 0; i < p && ok; i++) {
      const [lo, hi] = problem.bounds?.[i] ?? [1, 1];
      if (count[i] < lo || count[i] > hi) ok = false;
    }
    for (let i = p; i < n && ok; i++) {
      const cs = colours[i];
      if (cs.length > 1 && (cs[0] === null || cs.some((c) => c !== cs[0]))) ok = false;
    }
    if (ok) found++;
  }
  return found;
}

/** Names the DLX format cannot hold, as a library caller may give them. */
const oddNames = (problem: ExactCoverProblem): ExactCoverProblem => ({
  ...problem,
  primary: problem.primary.map((name, k) => (k % 2 ? `${name} |x` : `${name}:${k}`)),
  secondary: problem.secondary.map((name) => `two words ${name}`),
  options: problem.options.map((o) => ({
    ...o,
    colors: o.colors?.map((c) => (c === null ? null : `${c} ${c}|`)),
  })),
});

/** Runs the units here, each through the registry (payload check, DLX text, the parser). */
async function unitCount(problem: ExactCoverProblem): Promise<number> {
  const results = await Promise.all(coverUnits(problem).map((u) => runUnit(u)));
  return (results as { count: number }[]).reduce((s, r) => s + r.count, 0);
}

const boundedArb = problemArb.chain((problem) =>
  fc
    .array(
      fc.option(
        fc
          .tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 1, max: 3 }))
          .map(([a, b]): [number, number] => [Math.min(a, b), b]),
        { nil: undefined },
      ),
      { minLength: problem.primary.length, maxLength: problem.primary.length },
    )
    .map((bounds): ExactCoverProblem => ({ ...problem, bounds })),
);

describe("exact cover units carry every problem the engine accepts", () => {
  it("random problems with colours and odd names: units agree with brute force and one thread", async () => {
    await fc.assert(
      fc.asyncProperty(problemArb, async (problem) => {
        const odd = oddNames(problem as ExactCoverProblem);
        const truth = bruteForce(problem as ExactCoverProblem).length;
        expect(countExactCovers(odd)).toBe(truth);
        expect(await unitCount(odd)).toBe(truth);
        const solutions = await exactCoverSolutionsParallel(odd, { workers: 1, pool: false });
        expect(solutions).toEqual(allExactCovers(odd));
      }),
      { numRuns: 150 },
    );
  });

  it("random problems with multiplicities (1|a, 2:2|c, 0:3|b): units agree with brute force", async () => {
    await fc.assert(
      fc.asyncProperty(boundedArb, async (problem) => {
        const truth = bruteBounded(problem);
        expect(countExactCovers(problem)).toBe(truth);
        expect(await unitCount(problem)).toBe(truth);
        expect(await unitCount(oddNames(problem))).toBe(truth);
      }),
      { numRuns: 150 },
    );
  });

  it("the reliability probe's refused forms are run", async () => {
    for (const text of ["1|a b\na\nb\n", "2:2|c a\nc a\nc\nc\na\n", "1:1|a\na\n"]) {
      const problem = parseDlx(text);
      expect(await unitCount(problem)).toBe(countExactCovers(problem));
    }
  });
});

describe("one item with many options", () => {
  const many = (count: number): ExactCoverProblem => parseDlx(`a | x\n${"a x:A\n".repeat(count)}`);

  it("the cut lists the item's options once and stays bounded below the first level", () => {
    const problem = many(3000);
    const units = coverUnits(problem);
    expect(units.length).toBeLessThanOrEqual(COVER_UNITS);
    expect(units.reduce((s, u) => s + u.payload.paths.length, 0)).toBe(3000);
    // a level that would give more subtrees than the cap is cut short and not taken
    const wide = parseDlx(`a b c\n${"a\n".repeat(30)}${"b\n".repeat(400)}${"c\n".repeat(400)}`);
    expect(exactCoverUnits(wide, 3, { maxUnits: MAX_CUT }).length).toBe(MAX_CUT + 1);
    const cut = coverUnits(wide);
    expect(cut.flatMap((u) => u.payload.paths).every((p) => p.length <= 2)).toBe(true);
    expect(cut.reduce((s, u) => s + runCoverUnit(u.payload).count, 0)).toBe(30 * 400 * 400);
  });

  it("a unit of many subtrees gives what each subtree gives alone (one set of links)", () => {
    fc.assert(
      fc.property(problemArb, fc.integer({ min: 1, max: 3 }), (raw, depth) => {
        const problem = raw as ExactCoverProblem;
        const units = exactCoverUnits(problem, depth);
        const runner = exactCoverUnitRunner(problem);
        for (const unit of units)
          expect(runner.count(unit)).toBe(countExactCoverUnit(problem, unit));
        // in any order, and with a limit (a search left half-way)
        for (const unit of [...units].reverse())
          expect(runner.count(unit, 1)).toBe(Math.min(1, countExactCoverUnit(problem, unit)));
      }),
      { numRuns: 200 },
    );
  });

  it("a path that is no branch of the problem is refused, and the runner goes on", () => {
    const problem = many(5);
    const runner = exactCoverUnitRunner(problem);
    expect(runner.count({ path: [0] })).toBe(1);
    expect(() => runner.count({ path: [5] })).toThrow(/does not belong to this problem/);
    expect(() => runner.count({ path: [0, 0] })).toThrow(/does not belong to this problem/);
    expect(runner.count({ path: [3] })).toBe(1);
  });

  it("counts on 2 threads as on one (8,000 equal options; many equal options on several items)", async () => {
    const problem = many(8000);
    expect(await countExactCoversParallel(problem, { workers: 2 })).toBe(countExactCovers(problem));
    const text = `a b c | x\n${"a x:A\n".repeat(40)}${"b x:A\n".repeat(40)}${"c x:A\n".repeat(40)}`;
    const cli = await runCli(["cover", "-", "--count", "--workers", "2"], text);
    expect(cli).toMatchObject({ code: 0, stdout: "64000\n" });
    for (const text of ["2:2|c a\nc a\nc\nc\na\n", "1|a b\na\nb\n"]) {
      const one = await runCli(["cover", "-", "--count"], text);
      expect(await runCli(["cover", "-", "--count", "--workers", "2"], text)).toEqual(one);
    }
  });
});
