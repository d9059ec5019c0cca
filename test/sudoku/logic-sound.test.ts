import { describe, expect, it } from "vitest";
import { parseSudoku } from "../../src/sudoku/grid.js";
import { boardFromValues } from "../../src/sudoku/logic/board.js";
import { TECHNIQUES } from "../../src/sudoku/logic/techniques.js";
import { sudokuDataLines } from "../helpers/sudoku-data.js";
import { replayAgainstSolution } from "../helpers/sudoku-replay.js";

/** The techniques each set's test used (for the check at the end). */
const usedEverywhere: Map<string, number>[] = [];
/** Unique rectangles by type, and BUG+1, over every set. */
const uniqueness = new Map<string, number>();
/** The techniques each set used, stepping through every puzzle. */
const usedBySet = new Map<string, Map<string, number>>();

/**
 * Grouped AIC steps each set's test sees at least (measured with every technique, grouped AICs
 * after ALS-XZ and the plain AIC: 47 on top95 since SE's forcing chains below 9 (63 before), 262
 * on the forum's hardest without forcing chains or nets, 29 on every 12th with nets, 3 on the
 * random sample).
 */
const GROUPED_AT_LEAST: Record<string, number> = {
  "norvig_top95/1": 40,
  "forum_hardest_1106/1": 220,
  "forum_hardest_1106/50": 4,
  "random_minimal_50k.sample200/1": 2,
  "forum_hardest_1905_11plus.sample200/25": 1,
};

/**
 * Every technique but the forcing ones: SE's forcing chains (tens of milliseconds a step, each
 * level giving its least complex step) and nets (about half a second). They are replayed on
 * top95 (about 270 forcing-chain steps), on the nets samples below, and link by link in
 * forcing-proof.test.ts.
 */
const WITHOUT_FORCING = TECHNIQUES.filter((t) => !t.name.startsWith("forcing"));

for (const [set, count, minSteps, minTechniques, every, nets] of [
  ["norvig_top95", 95, 5000, 12, 1, true],
  // without forcing: the techniques below it on every puzzle of the list, guessing where they end
  ["forum_hardest_1106", 375, 15000, 12, 1, false],
  // forcing nets (SE's levels above 9, seconds a puzzle) on every 50th of the forum's hardest (8)
  ["forum_hardest_1106", 375, 500, 12, 50, true],
  ["random_minimal_50k.sample200", 200, 8000, 10, 1, true],
  // SE's forcing levels above 9 on every 25th of a sample of the SE 11+ list (8 puzzles)
  ["forum_hardest_1905_11plus.sample200", 200, 300, 8, 25, true],
] as const)
  describe(`every hint step on ${set}${every > 1 ? ` (every ${every}th)` : ""}${nets ? "" : " (no forcing chains or nets)"} is sound`, () => {
    const puzzles = sudokuDataLines(`${set}.txt`);
    const solutions = sudokuDataLines(`${set}.solutions.txt`);
    const techniques = nets ? TECHNIQUES : WITHOUT_FORCING;
    it("has the data", () => expect(puzzles.length).toBe(count));
    it("no placement or elimination contradicts the known solution", () => {
      const used = new Map<string, number>();
      let steps = 0;
      let guesses = 0;
      let byLogic = 0;
      let tried = 0;
      for (let p = 0; p < puzzles.length; p += every) {
        tried++;
        const grid = parseSudoku(puzzles[p]!);
        const solution = parseSudoku(solutions[p]!).values;
        const board = boardFromValues(grid.geometry, grid.values);
        // every puzzle of these sets has exactly one solution (SOURCES.md): uniqueness techniques on
        board.assumeUnique = true;
        // step by step, guessing the solution's digit where logic runs out
        const guessed = replayAgainstSolution(
          board,
          solution,
          (step) => {
            steps++;
            used.set(step.technique, (used.get(step.technique) ?? 0) + 1);
            if (step.technique === "forcing chain") {
              const level = `forcing chain ${step.seLevel}`; // SE's 1 Nishio, 2 multiple, 3 dynamic
              used.set(level, (used.get(level) ?? 0) + 1);
            }
            if (step.technique === "unique rectangle" || step.technique === "bug+1") {
              const key = step.rectangleType
                ? `${step.technique} ${step.rectangleType}`
                : step.technique;
              uniqueness.set(key, (uniqueness.get(key) ?? 0) + 1);
            }
          },
          techniques,
        );
        guesses += guessed;
        expect([...board.values].join("")).toBe(solutions[p]);
        if (guessed === 0) byLogic++;
      }
      // most techniques are exercised on these sets
      expect(steps).toBeGreaterThan(minSteps);
      expect(used.size).toBeGreaterThanOrEqual(minTechniques);
      // forcing chains solve all of top95 and the random sample; forcing nets at least 80% of
      // the forum's hardest (without nets they still guess)
      if (!nets) expect(guesses).toBeGreaterThan(0);
      else if (set === "forum_hardest_1106") expect(byLogic / tried).toBeGreaterThanOrEqual(0.8);
      else if (set.startsWith("forum_hardest_1905"))
        expect(byLogic / tried).toBeGreaterThanOrEqual(0.9);
      else expect(guesses).toBe(0);
      // grouped AICs (tried after the plain ones) fire on every set
      expect(used.get("grouped aic") ?? 0, "grouped aic").toBeGreaterThanOrEqual(
        GROUPED_AT_LEAST[`${set}/${every}`]!,
      );
      usedEverywhere.push(used);
      if (every === 1) usedBySet.set(set, used);
    }, 900_000);
  });

it("the later techniques (wings, swordfish, colouring, chains) were each checked above", () => {
  const all = new Set(usedEverywhere.flatMap((m) => [...m.keys()]));
  for (const name of [
    "xyz-wing",
    "w-wing",
    "simple colouring",
    "swordfish",
    "xy-wing",
    "x-chain",
    "xy-chain",
    "finned x-wing",
    "finned swordfish",
    "finned jellyfish",
    "als-xz",
    "aic",
    "grouped aic",
    "forcing chain",
    // SE's multiple and dynamic levels (its Nishio level finds nothing the AICs before it leave;
    // forcing-proof.test.ts replays it without them)
    "forcing chain 2",
    "forcing chain 3",
    "forcing net",
    "unique rectangle",
    "bug+1",
  ])
    expect(all, name).toContain(name);
});

it("unique rectangles of every type and BUG+1 were each checked above, several times", () => {
  for (const type of [1, 2, 3, 4])
    expect(uniqueness.get(`unique rectangle ${type}`), `type ${type}`).toBeGreaterThanOrEqual(5);
  expect(uniqueness.get("bug+1")).toBeGreaterThanOrEqual(2);
});

it("finned fish and ALS-XZ take many of the steps on top95 and the forum's hardest (all sound above)", () => {
  const uses = (name: string) =>
    ["norvig_top95", "forum_hardest_1106"].reduce(
      (sum, set) => sum + (usedBySet.get(set)?.get(name) ?? 0),
      0,
    );
  // measured: 797 finned X-wings, 451 finned swordfish, 3 finned jellyfish, 1,229 ALS-XZ
  expect(uses("finned x-wing")).toBeGreaterThan(400);
  expect(uses("finned swordfish")).toBeGreaterThan(200);
  expect(uses("finned jellyfish")).toBeGreaterThan(0);
  expect(uses("als-xz")).toBeGreaterThan(800);
});
