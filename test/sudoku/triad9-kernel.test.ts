/**
 * The band-triad 9x9 kernel (src/kernels/assembly/triad9.ts, tdoku's design) and the hybrid
 * engine that hands hard puzzles to it (Simd9Solver): the published solutions of every shared
 * set sample, fast9's counts at several limits, serg's multi-solution puzzles (count 2, and the
 * same first solution as today's fast9-order answer), random partial grids (fast-check) and edge
 * cases. The cases (triad9-cases.ts) run in a worker under the kernel watchdog, so that a kernel
 * looping for ever fails here with a message.
 */
import { describe, expect, it } from "vitest";
import { SOLVED_9X9_SETS as SETS } from "../helpers/sudoku-data.js";
import { inWorker } from "../helpers/watchdog.js";

const cases = new URL("./triad9-cases.ts", import.meta.url);

describe("the band-triad kernel on the published sets", () => {
  for (const set of SETS) {
    it(`${set}: the published solutions, fast9's counts to 1, 2 and 10, the hybrid engine's answers`, async () => {
      const got = await inWorker<Record<string, number>>(cases, "publishedSet", [set], 120_000);
      expect(got.puzzles).toBeGreaterThan(0);
      expect({ ...got, guesses: 0 }).toEqual({
        puzzles: got.puzzles,
        wrong: 0,
        unlikeFast9: 0,
        hybridWrong: 0,
        guesses: 0,
      });
    });
  }

  it("the hardest sample needs guesses: the search is tested, not propagation alone", async () => {
    const hard = await inWorker<{ puzzles: number; guesses: number }>(
      cases,
      "publishedSet",
      ["forum_hardest_1905_11plus.sample200"],
      120_000,
    );
    expect(hard.guesses / hard.puzzles).toBeGreaterThan(10);
  });
});

describe("the band-triad kernel on multi-solution puzzles", () => {
  it("serg's sample: 2 to the limit 2, fast9's counts to 10 and 1,000, today's first solution", async () => {
    const got = await inWorker<Record<string, number>>(cases, "multiSolution", [], 120_000);
    expect(got).toEqual({
      puzzles: 200,
      notTwo: 0,
      unlikeFast9: 0,
      otherAnswer: 0,
      handedOver: expect.any(Number),
    });
    // most of these need a guess, so the forced hybrid engine counted them with the triad kernel
    expect(got.handedOver).toBeGreaterThan(100);
  });
});

describe("the band-triad kernel on random puzzles and edge cases", () => {
  it("counts like fast9 to 1, 2 and 10 on random partial grids (fast-check)", async () => {
    expect(await inWorker(cases, "randomGrids", [300, 37], 120_000)).toBe(300);
  });

  it("the empty grid, clashing and out-of-range givens, no solution, cancellation", async () => {
    const got = await inWorker<Record<string, unknown>>(cases, "edgeCases");
    expect(got).toEqual({
      emptyCounts: [0, 1, 2, 3, 1000, 5000],
      clash: 0,
      tooBig: 0,
      stuck: 0,
      blanked: { triad: (got.blanked as { fast9: number }).fast9, fast9: expect.any(Number) },
      cancelled: "AbortError",
      ticks: expect.any(Number),
      after: "417369825632158947958724316825437169791586432346912758289643571573291684164875293",
    });
    expect((got.blanked as { fast9: number }).fast9).toBeGreaterThan(1);
    expect(got.ticks).toBeGreaterThan(1);
  });
});
