/**
 * The search tree's trace: the interpreter's own steps (its onStep hook), replayed from
 * checkpoints; the nodes per level at the end are the run's profile counts.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { runSearch } from "../../src/search/run.js";
import { SearchTreeReplay, traceSearch } from "../../src/search/trace.js";

const queens = readFileSync("examples/eight-queens.search", "utf8");

describe("traceSearch", () => {
  it("records each level entered, value given, branch ended and line printed", () => {
    const trace = traceSearch("Values 1..2\nChoose a\nChoose b\nRestrict a < b\nPrint a b");
    expect(trace.printed).toEqual(["12"]);
    const replay = new SearchTreeReplay(trace);
    const kinds = Array.from({ length: replay.length }, (_, k) => replay.state(k + 1)?.kind);
    expect(kinds).toEqual([
      "enter", // Choose a
      "bind", // a = 1
      "enter", // Choose b
      "bind", // b = 2
      "print", // 12
      "leaf",
      "leave", // b has no value left
      "bind", // a = 2
      "enter",
      "bind", // b = 1
      "fail", // Restrict a < b
      "leave",
      "leave",
    ]);
    expect(replay.state(4)?.assignment).toEqual([1, 2]);
    expect(replay.state(11)?.assignment).toEqual([2, 1]);
    expect(replay.state(12)?.depth).toBe(1);
  });

  it("eight queens: nodes per level at the end are the profile's counts (Knuth's 1, 8, 42, ..., 92)", () => {
    const trace = traceSearch(queens);
    expect(trace.complete).toBe(true);
    const { profile, counters, solutions } = runSearch(queens, { profile: true });
    const replay = new SearchTreeReplay(trace);
    const end = replay.state(replay.length);
    if (!end) throw new Error("no end state");
    // passed[d]: the level-d nodes that reached the next Choose = that Choose's count
    trace.levels.forEach((level, d) => {
      expect(end.passed[d], `level ${d}`).toBe(profile[level.statement].count);
    });
    expect(end.passed).toEqual([1, 8, 42, 140, 344, 568, 550, 312, 92]);
    // nodes[d]: the values given at level d + 1 = the count of the statement after its Choose
    trace.levels.forEach((level, d) => {
      expect(end.nodes[d], `level ${d + 1}`).toBe(profile[level.statement + 1].count);
    });
    expect(end.nodes.reduce((a, b) => a + b, 0)).toBe(counters.nodes);
    expect(trace.printed).toEqual(solutions.map((s) => s.text));
    expect(trace.profile).toEqual(profile.map((p) => p.count));
  });

  it("gives any step in any order from its checkpoints, as a replay from the start does", () => {
    const trace = traceSearch(queens);
    const fine = new SearchTreeReplay(trace, { every: 1 });
    const coarse = new SearchTreeReplay(trace, { every: 1000 });
    for (const k of [trace.kinds.length, 0, 5000, 999, 1000, 1001, 12_345, 3])
      expect(coarse.state(k), `step ${k}`).toEqual(fine.state(k));
    expect(coarse.state(-1)).toBeUndefined();
    expect(coarse.state(trace.kinds.length + 1)).toBeUndefined();
  });

  it("stops at maxSteps and says so; Let levels count like Choose levels", () => {
    const cut = traceSearch(queens, { maxSteps: 100 });
    expect(cut.complete).toBe(false);
    expect(cut.kinds.length).toBe(100);
    const trace = traceSearch("Values 1..3\nChoose a\nLet b = a + 1\nPrint a b");
    expect(trace.levels.map((l) => l.name)).toEqual(["a", "b"]);
    const end = new SearchTreeReplay(trace).state(trace.kinds.length);
    expect(end?.nodes).toEqual([3, 2]); // b = 4 is not in the pool
    expect(trace.printed).toEqual(["12", "23"]);
  });
});
