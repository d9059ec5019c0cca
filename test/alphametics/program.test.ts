import { describe, expect, it } from "vitest";
import { lowerPlan, programNames } from "../../src/alphametics/lower.js";
import { planPuzzle, solvePlanned } from "../../src/alphametics/solver.js";
import { createCounters } from "../../src/core/counters.js";
import { runSearch } from "../../src/search/run.js";
import { runCli } from "../helpers/cli.js";

const puzzles: [string, Parameters<typeof planPuzzle>[1]][] = [
  ["SEND + MORE = MONEY", {}],
  ["SAVE + MORE = MONEY", {}],
  ["YELLOW + YELLOW + RED = ORANGE", {}],
  ["DO + YOU + FEEL = LUCKY", {}],
  ["7AB * CD = EFGHJ", {}],
  ["HIP * HIP = HURRAY", {}],
  ["ABC - BBD = DEF / + - GH * GD = BGC = = = DI + BJI = BIF", {}],
  ["A + B = C; A * B = C + 1; A < B", {}],
  ["TWO * TWO = SQUARE", {}],
  ["PI * R * R = AREA", {}],
  ["A / B + C / DE = '1'", {}],
  ["NORTH / SOUTH = EAST / WEST", {}],
  ["A * B + C = DE; A < B", {}],
  ["SEND + MORE = MONEY", { base: 12 }],
  ["AB - CD = '12' + E", { leadingZeros: true }],
  ["SAVE + MORE = MONEY", { assign: { N: 4 }, digits: { V: [7] } }],
];

describe("--show-program: the column plan in the search language", () => {
  it.each(puzzles)("%s runs to the same solutions and the same node count", (puzzle, options) => {
    const { parsed, plan } = planPuzzle(puzzle, { ...options, method: "columns" });
    const counters = createCounters();
    const solved = solvePlanned(parsed, plan, { counters });
    const program = lowerPlan(parsed, plan);
    const run = runSearch(program, { profile: true });
    const names = programNames(parsed);
    const fromProgram = run.solutions.map((s) => {
      const solution: Record<string, number> = {};
      parsed.symbols.forEach((sym, i) => {
        if (sym.fixed === undefined) solution[sym.name] = s.values[names[i]];
      });
      return solution;
    });
    expect(fromProgram).toEqual(solved.solutions);
    expect(run.counters.nodes).toBe(counters.nodes);
    expect(run.counters.solutions).toBe(counters.solutions);
    // the interpreter agrees too
    expect(runSearch(program, { interpret: true }).counters.nodes).toBe(counters.nodes);
  });

  it("is printed by the CLI and runs with permuta search", async () => {
    const r = await runCli(["alphametic", "SEND + MORE = MONEY", "--show-program"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^# SEND \+ MORE = MONEY\n/);
    expect(r.stdout).toMatch(/\nLet Y = /);
    expect(r.stdout).toMatch(/\nCompute carry1 = \(D \+ E - Y\) \/ 10\n/);
    const s = await runCli(["search", "-", "--profile"], r.stdout);
    expect(s.stdout.split("\n")[0]).toBe("9567 + 1085 = 10652");
  });
});

describe("--show-program on random puzzles", () => {
  it("gives the solver's solutions and node count", async () => {
    const fc = (await import("fast-check")).default;
    const word = fc.string({
      unit: fc.constantFrom("A", "B", "C", "D", "E"),
      minLength: 1,
      maxLength: 3,
    });
    fc.assert(
      fc.property(word, fc.constantFrom("+", "-", "*"), word, word, (a, op, b, c) => {
        const { parsed, plan } = planPuzzle(`${a} ${op} ${b} = ${c}`, { method: "columns" });
        const counters = createCounters();
        const solved = solvePlanned(parsed, plan, { counters });
        const run = runSearch(lowerPlan(parsed, plan));
        expect(run.solutions.length).toBe(solved.solutions.length);
        expect(run.counters.nodes).toBe(counters.nodes);
      }),
      { numRuns: 40 },
    );
  });
});
