/**
 * The easiest step (hint) and the choice of techniques (--techniques): easiestStep's value is the
 * lowest value of the first step of every technique (brute force over all of them), on boards of
 * top95 and forum-hardest puzzles replayed against the solution, including boards where the usual
 * order finds a harder step first; hint, explain and rate with --techniques use only those
 * families (hint says logic cannot advance, explain and rate guess) and name an unknown family.
 */
import { describe, expect, it } from "vitest";
import { parseSudoku } from "../../src/sudoku/grid.js";
import { sudokuHint } from "../../src/sudoku/hint.js";
import { boardFromValues } from "../../src/sudoku/logic/board.js";
import { stepDifficulty } from "../../src/sudoku/logic/difficulty.js";
import {
  easiestStep,
  nextStep,
  TECHNIQUES,
  techniquesOf,
} from "../../src/sudoku/logic/techniques.js";
import { runCli } from "../helpers/cli.js";
import { sudokuDataLines } from "../helpers/sudoku-data.js";
import { replayAgainstSolution } from "../helpers/sudoku-replay.js";

const TOP1 = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

describe("easiest step", () => {
  it("is the lowest-valued step of all techniques, also where the usual order finds a harder one first", () => {
    const techniques = TECHNIQUES.filter((t) => t.name !== "forcing net");
    let harderFirst = 0;
    let boards = 0;
    for (const file of ["norvig_top95", "forum_hardest_1106"]) {
      const puzzles = sudokuDataLines(`${file}.txt`).slice(0, 12);
      const solutions = sudokuDataLines(`${file}.solutions.txt`);
      puzzles.forEach((line, p) => {
        const grid = parseSudoku(line);
        const board = boardFromValues(grid.geometry, grid.values);
        replayAgainstSolution(
          board,
          parseSudoku(solutions[p]!).values,
          (step) => {
            if (stepDifficulty(step) < 3) return; // singles and locked candidates: no contest
            boards++;
            let lowest = Number.POSITIVE_INFINITY;
            for (const t of techniques) {
              const s = t.find(board);
              if (s) lowest = Math.min(lowest, stepDifficulty(s));
            }
            const easiest = easiestStep(board, techniques)!;
            expect(stepDifficulty(easiest), easiest.explanation).toBe(lowest);
            if (stepDifficulty(nextStep(board, techniques)!) > lowest) harderFirst++;
          },
          techniques,
        );
      });
    }
    expect(boards).toBeGreaterThan(50);
    expect(harderFirst).toBeGreaterThan(0);
  }, 600_000);

  it("hint gives singles first", () => {
    expect(sudokuHint(parseSudoku(TOP1)).technique).toBe("hidden single");
  });
});

describe("--techniques", () => {
  it("the library takes families; an unknown one is named", () => {
    expect(techniquesOf(["singles", "locked"]).map((t) => t.name)).toEqual([
      "hidden single",
      "naked single",
      "pointing",
      "claiming",
    ]);
    expect(() => techniquesOf(["singles", "magic"])).toThrow(/"magic"/);
  });

  it("hint, explain and rate use only those families; unknown: exit 2 naming it", async () => {
    const hint = await runCli([
      "sudoku",
      "hint",
      TOP1,
      "--techniques",
      "wings,uniqueness",
      "--json",
    ]);
    expect(hint.code).toBe(0);
    expect(JSON.parse(hint.stdout).technique).toBeNull();
    const explain = await runCli(["sudoku", "explain", TOP1, "--techniques", "singles", "--json"]);
    const ex = JSON.parse(explain.stdout);
    expect(ex.guesses).toBeGreaterThan(0);
    for (const s of ex.steps) expect(s.technique).toMatch(/single|guess/);
    const all = JSON.parse((await runCli(["sudoku", "explain", TOP1, "--json"])).stdout);
    expect(all.guesses).toBe(0);
    const rate = await runCli(["sudoku", "rate", "--techniques", "singles", "--json"], TOP1);
    expect(JSON.parse(rate.stdout).guesses).toBeGreaterThan(0);
    for (const name of Object.keys(JSON.parse(rate.stdout).techniques))
      expect(name).toMatch(/single|guess/);
    const usual = await runCli(["sudoku", "rate", "--json"], TOP1);
    expect(JSON.parse(usual.stdout).guesses).toBe(0);
    for (const cmd of ["hint", "explain", "rate"]) {
      const bad = await runCli(["sudoku", cmd, TOP1, "--techniques", "singles,wizardry"]);
      expect(bad.code).toBe(2);
      expect(bad.stderr).toBe(
        'permuta: error: --techniques: unknown technique family "wizardry" (known: singles, locked, subsets, fish, wings, uniqueness, chains, forcing, variant)\n',
      );
    }
  }, 120_000);
});
