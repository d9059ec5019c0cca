/**
 * The weighted method's kernel (src/kernels/assembly/weights.ts) test cases, as functions
 * returning plain data, run by weights-kernel.test.ts in a worker under the watchdog
 * (test/helpers/watchdog.ts).
 */
import { planPuzzle, runPlan, solveAlphametic } from "../../src/alphametics/solver.js";
import { createCounters } from "../../src/core/counters.js";

/**
 * A search inside another's visitor (each on its own memory): the outer solutions, whether
 * every inner search found SEND + MORE's one solution and left the outer values alone, and the
 * outer nodes, then those of the same search alone.
 */
export function nested(): { seen: string[]; innerOk: boolean; nodes: number[]; again: number } {
  const outer = planPuzzle("SAVE + MORE = MONEY").plan;
  const inner = planPuzzle("SEND + MORE = MONEY").plan;
  const counters = createCounters();
  const seen: string[] = [];
  let innerOk = true;
  runPlan(
    outer,
    (vals) => {
      const before = [...vals].join("");
      let innerSolutions = 0;
      runPlan(inner, () => ++innerSolutions > 0, createCounters());
      if (innerSolutions !== 1 || [...vals].join("") !== before) innerOk = false;
      seen.push(before);
      return true;
    },
    counters,
  );
  const again = createCounters();
  runPlan(outer, () => true, again);
  return { seen, innerOk, nodes: [counters.nodes, again.nodes], again: again.solutions };
}

/** Stops mid-search on a signal, a node budget, the visitor (and a throwing one); reusable after. */
export function stops(): Record<string, unknown> {
  // base 12, weighted: 2.5 million nodes, 544,320 solutions in all
  const puzzle = "A + B + C + D + E + F + G = HI";
  const controller = new AbortController();
  let visits = 0;
  let cancelled = "";
  try {
    solveAlphametic(puzzle, {
      base: 12,
      signal: controller.signal,
      onProgress: () => {
        if (++visits === 3) controller.abort();
      },
    });
  } catch (error) {
    cancelled = (error as Error).message;
  }
  const budget = solveAlphametic(puzzle, { base: 12, maxNodes: 50_000 });
  const limited = solveAlphametic(puzzle, { base: 12, limit: 7 }).solutions.length;
  const thrown = new Error("visitor failed");
  let rethrown = false;
  try {
    runPlan(
      planPuzzle(puzzle, { base: 12 }).plan,
      () => {
        throw thrown;
      },
      createCounters(),
    );
  } catch (error) {
    rethrown = error === thrown;
  }
  const counters = createCounters();
  const again = solveAlphametic("AB + CD + EF + GH = IJ", { base: 12, counters });
  return {
    cancelled,
    visits,
    budget: [budget.complete, budget.solutions.length > 0],
    limited,
    rethrown,
    again: [again.solutions.length, counters.nodes],
  };
}

/** A long sum solved twice with a small and a large puzzle between: both results and node counts. */
export function longSumTwice(): { same: boolean; solutions: number; nodes: number[] } {
  const long =
    "SO + MANY + MORE + MEN + SEEM + TO + SAY + THAT + THEY + MAY + SOON + TRY + TO + STAY + AT + HOME + SO + AS + TO + SEE + OR + HEAR + THE + SAME + ONE + MAN + TRY + TO + MEET + THE + TEAM + ON + THE + MOON + AS + HE + HAS + AT + THE + OTHER + TEN = TESTS";
  const first = createCounters();
  const a = solveAlphametic(long, { counters: first });
  solveAlphametic("A + A = B");
  solveAlphametic("SEND + MORE = MONEY", { base: 36 });
  const second = createCounters();
  const b = solveAlphametic(long, { counters: second });
  return {
    same: JSON.stringify(a) === JSON.stringify(b),
    solutions: a.solutions.length,
    nodes: [first.nodes, second.nodes],
  };
}
