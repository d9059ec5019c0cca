import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createCounters } from "../../src/core/counters.js";
import { AbortError } from "../../src/core/errors.js";
import { formatDlx, parseDlx } from "../../src/exact-cover/dlx-format.js";
import type { ExactCoverProblem } from "../../src/exact-cover/problem.js";
import {
  allExactCovers,
  countExactCovers,
  exactCovers,
  firstExactCover,
  forEachExactCover,
} from "../../src/exact-cover/solve.js";
import { bruteForce, problemArb } from "../helpers/cover-brute.js";

const sorted = (sols: number[][]) => sols.map((s) => [...s].sort((a, b) => a - b).join(",")).sort();

describe("dancing links", () => {
  it("finds exactly the covers a brute force finds (with secondary items and colours)", () => {
    fc.assert(
      fc.property(problemArb, (problem) => {
        const expected = bruteForce(problem);
        const found = allExactCovers(problem);
        expect(sorted(found)).toEqual(sorted(expected));
        expect(countExactCovers(problem)).toBe(expected.length);
      }),
      { numRuns: 400 },
    );
  });

  it("solves Knuth's example from dancing links (one solution)", () => {
    const text = "a b c d e f g\nc e\na d g\nb c f\na d f\nb g\nd e g\n";
    const problem = parseDlx(text);
    expect(allExactCovers(problem)).toEqual([[3, 4, 0]]);
    expect(formatDlx(problem)).toBe(text);
  });

  it("handles Knuth's DLX2 colour example", () => {
    // from dlx2.w: p q r | x y, options with colours
    const problem = parseDlx("p q r | x y\np q x y:A\np r x:A y\np x:B\nq x:A\nr y:B\n");
    expect(sorted(allExactCovers(problem))).toEqual(sorted(bruteForce(problem)));
    expect(countExactCovers(problem)).toBe(1);
  });

  it("streams, stops at a limit, takes the first, and visits", () => {
    const problem = parseDlx("a b\na\nb\na b\n");
    expect(allExactCovers(problem)).toHaveLength(2);
    expect(allExactCovers(problem, { limit: 1 })).toHaveLength(1);
    expect(countExactCovers(problem, { limit: 1 })).toBe(1);
    expect(firstExactCover(problem)).toBeDefined();
    const seen: number[][] = [];
    expect(forEachExactCover(problem, (s) => void seen.push(s))).toBe(2);
    expect(seen).toEqual(allExactCovers(problem));
    const stopped: number[][] = [];
    forEachExactCover(problem, (s) => {
      stopped.push(s);
      return false;
    });
    expect(stopped).toHaveLength(1);
    expect([...exactCovers(problem)]).toEqual(seen);
    expect(firstExactCover(parseDlx("a b\na\n"))).toBeUndefined();
  });

  it("keeps counters and a per-level profile", () => {
    const problem = parseDlx("a b c\na\nb\nc\na b\nb c\n");
    const counters = createCounters();
    expect(countExactCovers(problem, { counters, profile: true })).toBe(3);
    expect(counters.solutions).toBe(3);
    expect(counters.nodes).toBeGreaterThan(3);
    expect(counters.profile?.[0]).toBe(1);
    expect(counters.profile?.reduce((a, b) => a + b, 0)).toBe(counters.nodes);
  });

  it("is cancelled by an AbortSignal", () => {
    const controller = new AbortController();
    controller.abort();
    // a problem with many nodes: 10 items, each with 2 options
    const items = [...Array(16).keys()].map((i) => `i${i}`);
    const problem: ExactCoverProblem = {
      primary: items,
      secondary: [],
      options: items.flatMap((_, i) => [{ items: [i] }, { items: [i] }]),
    };
    expect(() => countExactCovers(problem, { signal: controller.signal })).toThrow(AbortError);
    expect(countExactCovers(problem)).toBe(2 ** 16);
  });
});

describe("DLX format", () => {
  it("reports bad input with line and column", () => {
    expect(() => parseDlx("a b\na c\n")).toThrow("line 2, column 3: unknown item 'c'");
    expect(() => parseDlx("a | x\na:1\n")).toThrow("line 2, column 1: primary item 'a'");
    expect(() => parseDlx("a a\n")).toThrow("named twice");
    expect(() => parseDlx("a b\na a\n")).toThrow("appears twice");
    expect(() => parseDlx("| only a comment\n")).toThrow("no items line");
    expect(() => parseDlx("a | x | y\n")).toThrow("more than one '|'");
    expect(() => parseDlx("a | x\nx\n")).toThrow("line 2: an option needs at least one primary");
  });

  it("skips comments and blank lines, and round-trips colours", () => {
    const problem = parseDlx("| comment\na b | x\n\na x:1\n| another\nb x:1\n");
    expect(problem.options).toHaveLength(2);
    expect(formatDlx(problem)).toBe("a b | x\na x:1\nb x:1\n");
    expect(countExactCovers(problem)).toBe(1);
  });
});

describe("async exact cover", () => {
  it("counts and streams like the synchronous functions, pausing on the way", async () => {
    const { countExactCoversAsync, exactCoversAsync } = await import(
      "../../src/exact-cover/solve.js"
    );
    const items = [...Array(21).keys()].map((i) => `i${i}`);
    const problem: ExactCoverProblem = {
      primary: items,
      secondary: [],
      options: items.flatMap((_, i) => [{ items: [i] }, { items: [i] }]),
    };
    const counters = createCounters();
    expect(await countExactCoversAsync(problem, { counters })).toBe(2 ** 21);
    expect(counters.nodes).toBe(2 ** 22 - 1);
    const small = parseDlx("a b\na\nb\na b\n");
    const seen: number[][] = [];
    for await (const s of exactCoversAsync(small)) seen.push(s);
    expect(seen).toEqual(allExactCovers(small));
  });
});
