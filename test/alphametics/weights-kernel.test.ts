import { describe, expect, it } from "vitest";
import { planPuzzle, runPlan, solveAlphametic } from "../../src/alphametics/solver.js";
import { createCounters } from "../../src/core/counters.js";

describe("the weighted method's WebAssembly kernel", () => {
  it("runs a search inside another's visitor (each on its own memory)", () => {
    const outer = planPuzzle("SAVE + MORE = MONEY").plan;
    const inner = planPuzzle("SEND + MORE = MONEY").plan;
    const counters = createCounters();
    const seen: string[] = [];
    runPlan(
      outer,
      (vals) => {
        const before = [...vals].join("");
        let innerSolutions = 0;
        runPlan(inner, () => ++innerSolutions > 0, createCounters());
        expect(innerSolutions).toBe(1);
        expect([...vals].join("")).toBe(before);
        seen.push(before);
        return true;
      },
      counters,
    );
    expect(seen.length).toBe(4);
    const again = createCounters();
    runPlan(outer, () => true, again);
    expect(again.nodes).toBe(counters.nodes);
    expect(again.solutions).toBe(4);
  });

  it("stops mid-search on a signal, a node budget or the visitor, and is reusable after", () => {
    // base 12, weighted: 2.5 million nodes, 544,320 solutions in all
    const puzzle = "A + B + C + D + E + F + G = HI";
    const controller = new AbortController();
    let visits = 0;
    expect(() =>
      solveAlphametic(puzzle, {
        base: 12,
        signal: controller.signal,
        onProgress: () => {
          if (++visits === 3) controller.abort();
        },
      }),
    ).toThrow(/cancelled/);
    expect(visits).toBe(3);
    const budget = solveAlphametic(puzzle, { base: 12, maxNodes: 50_000 });
    expect(budget.complete).toBe(false);
    expect(budget.solutions.length).toBeGreaterThan(0);
    expect(solveAlphametic(puzzle, { base: 12, limit: 7 }).solutions).toHaveLength(7);
    // a thrown visitor leaves nothing behind in the pooled kernel
    const thrown = new Error("visitor failed");
    expect(() =>
      runPlan(
        planPuzzle(puzzle, { base: 12 }).plan,
        () => {
          throw thrown;
        },
        createCounters(),
      ),
    ).toThrow(thrown);
    const counters = createCounters();
    const again = solveAlphametic("AB + CD + EF + GH = IJ", { base: 12, counters });
    expect(again.solutions).toHaveLength(3456);
    expect(counters.nodes).toBe(13071);
  });

  it("gives the same solutions and nodes on a long sum, with a small and a large puzzle between", () => {
    const long =
      "SO + MANY + MORE + MEN + SEEM + TO + SAY + THAT + THEY + MAY + SOON + TRY + TO + STAY + AT + HOME + SO + AS + TO + SEE + OR + HEAR + THE + SAME + ONE + MAN + TRY + TO + MEET + THE + TEAM + ON + THE + MOON + AS + HE + HAS + AT + THE + OTHER + TEN = TESTS";
    const first = createCounters();
    const a = solveAlphametic(long, { counters: first });
    solveAlphametic("A + A = B");
    solveAlphametic("SEND + MORE = MONEY", { base: 36 });
    const second = createCounters();
    const b = solveAlphametic(long, { counters: second });
    expect(a.solutions.length).toBe(1);
    expect(b).toEqual(a);
    expect(second.nodes).toBe(first.nodes);
  });
});
