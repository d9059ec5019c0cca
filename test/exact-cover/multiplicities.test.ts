/**
 * Multiplicities (Knuth's DLX3, issue 19): a primary item `a:b|name` is covered between a and b
 * times, and solutions are sets of options. Checked on Knuth's own example, on binomial counts,
 * and against a brute force over every subset of options on random small problems (colours
 * included); the text format reads and writes the bounds; --stats reports nodes and updates.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatDlx, parseDlx } from "../../src/exact-cover/dlx-format.js";
import type { ExactCoverProblem } from "../../src/exact-cover/problem.js";
import { allExactCovers, countExactCovers } from "../../src/exact-cover/solve.js";
import { runCli } from "../helpers/cli.js";

/** Every set of options that satisfies the bounds and the secondary items' rules. */
function brute(problem: ExactCoverProblem): string[] {
  const p = problem.primary.length;
  const n = p + problem.secondary.length;
  const out: string[] = [];
  const m = problem.options.length;
  for (let mask = 0; mask < 1 << m; mask++) {
    const count = new Array(n).fill(0);
    const colors: (string | null)[][] = Array.from({ length: n }, () => []);
    const chosen: number[] = [];
    for (let o = 0; o < m; o++)
      if (mask & (1 << o)) {
        chosen.push(o);
        problem.options[o].items.forEach((item, k) => {
          count[item]++;
          colors[item].push(problem.options[o].colors?.[k] ?? null);
        });
      }
    let ok = true;
    for (let i = 0; i < p && ok; i++) {
      const [lo, hi] = problem.bounds?.[i] ?? [1, 1];
      if (count[i] < lo || count[i] > hi) ok = false;
    }
    for (let i = p; i < n && ok; i++) {
      const cs = colors[i];
      if (cs.length > 1 && (cs[0] === null || cs.some((c) => c !== cs[0]))) ok = false;
    }
    if (ok) out.push(chosen.join(","));
  }
  return out.sort();
}

const solutions = (problem: ExactCoverProblem) =>
  allExactCovers(problem)
    .map((s) => [...s].sort((a, b) => a - b).join(","))
    .sort();

describe("multiplicities (DLX3)", () => {
  it("solves Knuth's example from DLX3: one solution", () => {
    const problem = parseDlx(
      "| A simple example of color controls\nA B 2:3|C | X Y\nA B X:0 Y:0\nA C X:1 Y:1\nC X:0\nB X:1\nC Y:1\n",
    );
    expect(problem.bounds).toEqual([undefined, undefined, [2, 3]]);
    expect(solutions(problem)).toEqual(["1,3,4"]); // A C X:1 Y:1, B X:1, C Y:1
  });

  it("counts the k-subsets of n options: C(n, k), and sums of them for a:b", () => {
    const choose = (n: number, k: number): number =>
      k === 0 ? 1 : (choose(n, k - 1) * (n - k + 1)) / k;
    for (const [n, k] of [
      [5, 2],
      [7, 3],
      [10, 5],
    ]) {
      const text = `${k}|X\n${Array.from({ length: n }, () => "X").join("\n")}\n`;
      expect(countExactCovers(parseDlx(text)), `${k} of ${n}`).toBe(choose(n, k));
    }
    const range = parseDlx(`1:3|X\n${"X\n".repeat(6)}`);
    expect(countExactCovers(range)).toBe(choose(6, 1) + choose(6, 2) + choose(6, 3));
    const optional = parseDlx(`0:2|X Y\nX\nX Y\nX\n`);
    expect(solutions(optional)).toEqual(brute(optional));
  });

  it("finds exactly the brute force's sets on random small problems, colours included", () => {
    const problemArb = fc
      .record({
        bounds: fc.array(
          fc
            .tuple(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 2 }))
            .map(([a, d]) => [a, Math.max(1, a + d)] as [number, number]),
          { minLength: 1, maxLength: 3 },
        ),
        secondary: fc.integer({ min: 0, max: 2 }),
        options: fc.array(
          fc.record({
            primary: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
            secondary: fc.array(fc.constantFrom(-1, 0, 1, 2), { minLength: 2, maxLength: 2 }),
          }),
          { minLength: 1, maxLength: 10 },
        ),
      })
      .map(({ bounds, secondary, options }) => {
        const p = bounds.length;
        const problem: ExactCoverProblem = {
          primary: bounds.map((_, i) => `P${i}`),
          secondary: Array.from({ length: secondary }, (_, i) => `S${i}`),
          options: [],
          bounds,
        };
        for (const o of options) {
          const items: number[] = [];
          const colors: (string | null)[] = [];
          for (let i = 0; i < p; i++)
            if (o.primary[i]) {
              items.push(i);
              colors.push(null);
            }
          if (items.length === 0) {
            items.push(0);
            colors.push(null);
          }
          for (let j = 0; j < secondary; j++)
            if (o.secondary[j] >= 0) {
              items.push(p + j);
              colors.push(o.secondary[j] === 0 ? null : String(o.secondary[j]));
            }
          problem.options.push({ items, colors });
        }
        return problem;
      });
    fc.assert(
      fc.property(problemArb, (problem) => {
        expect(solutions(problem)).toEqual(brute(problem));
        expect(countExactCovers(problem)).toBe(brute(problem).length);
      }),
      { numRuns: 400 },
    );
  });

  it("reads and writes the bounds in Knuth's format, and refuses bad ones", () => {
    const text = "2|a 0:3|b c | x\na b\nb c x\na\n";
    const problem = parseDlx(text);
    expect(problem.primary).toEqual(["a", "b", "c"]);
    expect(problem.bounds).toEqual([[2, 2], [0, 3], undefined]);
    expect(formatDlx(problem)).toBe("2|a 0:3|b c | x\na b\nb c x\na\n");
    expect(parseDlx(formatDlx(problem))).toEqual(problem);
    expect(() => parseDlx("a | 2|x\na x\n")).toThrow(/multiplicities are for primary items/);
    expect(() => parseDlx("3:2|a\na\n")).toThrow(/need 0 <= a <= b/);
    expect(() => parseDlx("0|a\na\n")).toThrow(/need 0 <= a <= b/);
  });

  it("cover --stats prints the nodes, the updates and the profile on stderr", async () => {
    const r = await runCli(["cover", "-", "--count", "--stats"], "2|X\nX\nX\nX\n");
    expect(r.stdout.trim()).toBe("3");
    const lines = r.stderr.trim().split("\n");
    expect(lines[0]).toMatch(/^nodes: \d+$/);
    expect(lines[1]).toMatch(/^updates: \d+$/);
    expect(lines[2]).toBe("profile:");
    const levels = lines.slice(3).map((l) => Number(l.split(":")[1]));
    expect(levels.reduce((a, b) => a + b, 0)).toBe(Number(lines[0].slice(7)));
    const plain = await runCli(["cover", "examples/pentominoes-3x20.dlx", "--count", "--stats"]);
    expect(plain.stdout.trim()).toBe("8");
    expect(plain.stderr).toMatch(/^nodes: \d+\nupdates: \d+\nprofile:\n {2}0: 1\n/);
  });
});
