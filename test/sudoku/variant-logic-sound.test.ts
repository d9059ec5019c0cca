// Every step of the variant logic is true of the solution, on thousands of puzzles: generated
// killers, jigsaws, thermos, windokus and anti-knights (generate --variant), killers and jigsaws
// cut from sudoku17 solutions, and sudoku17 puzzles decorated with thermometers, dots, arrows, a
// little killer and parity. Cheaper settings than hint and explain (see CHEAP): the chains and
// forcing techniques are left out, and the replay guesses the solution's digit where the rest
// runs out, so that every step of the easier techniques on every puzzle is still checked. A wrong
// step fails naming the puzzle (its f-puzzles JSON) and the step.
import { describe, expect, it } from "vitest";
import type { LogicStep } from "../../src/sudoku/logic/board.js";
import { TECHNIQUES } from "../../src/sudoku/logic/techniques.js";
import { variantLogicBoard } from "../../src/sudoku/logic/variants/board.js";
import {
  type SudokuVariantKind,
  VariantSudokuGenerator,
} from "../../src/sudoku/variants/generate.js";
import type { VariantSudoku } from "../../src/sudoku/variants/types.js";
import { writeFPuzzles } from "../../src/sudoku/variants/write.js";
import { sudokuDataLines } from "../helpers/sudoku-data.js";
import { replayAgainstSolution } from "../helpers/sudoku-replay.js";
import { decoratedFrom, jigsawFrom, killerFrom, seeded } from "../helpers/variant-sets.js";

/** Every technique up to the wings and fish (the chains and forcing techniques cost the most). */
const CHEAP = TECHNIQUES.filter(
  (t) =>
    ![
      "simple colouring",
      "x-chain",
      "xy-chain",
      "als-xz",
      "aic",
      "grouped aic",
      "forcing chain",
      "forcing net",
    ].includes(t.name),
);

/** What a set's replay saw. */
interface Seen {
  puzzles: number;
  steps: number;
  guesses: number;
  clean: number;
  used: Map<string, number>;
}

/** Replays one puzzle; a failed check is rethrown with the puzzle and the step. */
function replay(label: string, p: VariantSudoku, solution: ArrayLike<number>, seen: Seen): void {
  let last: LogicStep | null = null;
  try {
    const guesses = replayAgainstSolution(
      variantLogicBoard(p),
      solution,
      (step) => {
        last = step;
        seen.steps++;
        seen.used.set(step.technique, (seen.used.get(step.technique) ?? 0) + 1);
      },
      CHEAP,
    );
    seen.puzzles++;
    seen.guesses += guesses;
    if (guesses === 0) seen.clean++;
  } catch (e) {
    const step = last as LogicStep | null;
    throw new Error(
      `${label}: ${JSON.stringify(writeFPuzzles(p))}\nstep: ${step ? `${step.technique}: ${step.explanation}` : "none"}\n${(e as Error).message}`,
    );
  }
}

const fresh = (): Seen => ({ puzzles: 0, steps: 0, guesses: 0, clean: 0, used: new Map() });

/** With VARIANT_SOUND_REPORT set, prints what a set's replay saw (for measuring, not checked). */
function report(set: string, seen: Seen): void {
  if (process.env.VARIANT_SOUND_REPORT)
    console.info(
      `${set}: ${seen.puzzles} puzzles, ${seen.steps} steps, ${seen.clean} without a guess, ${seen.guesses} guesses; ${JSON.stringify(Object.fromEntries(seen.used))}`,
    );
}

/**
 * The generated sets: variant, difficulty (none: minimal puzzles, not rated, the cheapest to make),
 * how many, and the techniques that must show up.
 */
const GENERATED: [SudokuVariantKind, "medium" | undefined, number, string[]][] = [
  ["killer", undefined, 500, ["cage combination", "innies/outies", "cage interaction"]],
  ["jigsaw", undefined, 200, ["hidden single", "pointing"]],
  ["windoku", undefined, 300, ["hidden single"]],
  ["thermo", undefined, 300, ["thermometer"]],
  ["antiknight", undefined, 300, ["hidden single"]],
];

describe("every variant step is true of the solution (thousands of puzzles, no chains)", () => {
  for (const [variant, difficulty, count, needed] of GENERATED)
    it(`on ${count} generated ${variant} puzzles${difficulty ? ` (${difficulty})` : ""}`, () => {
      const seen = fresh();
      const gen = new VariantSudokuGenerator({
        variant,
        seed: `sound-${variant}`,
        ...(difficulty ? { difficulty } : {}),
      });
      for (let i = 0; i < count; i++) {
        const made = gen.next();
        replay(`${variant} #${i + 1} (seed sound-${variant})`, made.puzzle, made.solution, seen);
      }
      report(variant, seen);
      expect(seen.puzzles).toBe(count);
      for (const t of needed) expect(seen.used.get(t), t).toBeGreaterThan(0);
    }, 180_000);

  const sols = sudokuDataLines("sudoku17.sample300.solutions.txt").map((l) => [...l].map(Number));
  const givens = sudokuDataLines("sudoku17.sample300.txt").map((l) =>
    [...l].map((ch) => (ch === "." ? 0 : Number(ch))),
  );

  it("on 300 killers and 150 jigsaws cut from sudoku17 solutions", () => {
    const seen = fresh();
    const rng = seeded(2026);
    for (let i = 0; i < 300; i++)
      replay(`killerFrom #${i}`, killerFrom(sols[i]!, rng, 5), sols[i]!, seen);
    for (let i = 0; i < 150; i++)
      replay(`jigsawFrom #${i}`, jigsawFrom(sols[i]!, rng), sols[i]!, seen);
    report("cut from sudoku17", seen);
    expect(seen.puzzles).toBe(450);
    expect(seen.used.get("hidden cage digit")).toBeGreaterThan(0);
  });

  it("on the 300 sudoku17 puzzles decorated with thermometers, dots, arrows, a little killer and parity", () => {
    const seen = fresh();
    const rng = seeded(36);
    for (let i = 0; i < 300; i++)
      replay(`decorated #${i}`, decoratedFrom(givens[i]!, sols[i]!, rng), sols[i]!, seen);
    report("decorated", seen);
    expect(seen.puzzles).toBe(300);
    for (const t of ["thermometer", "kropki dot", "arrow", "little killer"])
      expect(seen.used.get(t), t).toBeGreaterThan(0);
  });
});
