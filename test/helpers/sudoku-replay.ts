/**
 * Replays a Sudoku by logic, step by step, checking every step against the known solution: each
 * placement is the solution's digit, no elimination removes it, and after the step the solution's
 * digit is still a candidate in every empty cell. Where logic runs out, the next entry of a
 * logic path given the solution must be a guess, and the board takes its result. Shared by the
 * soundness tests of the plain and X sets.
 */
import { expect } from "vitest";
import { applyStep, type LogicBoard, type LogicStep } from "../../src/sudoku/logic/board.js";
import { logicPath } from "../../src/sudoku/logic/path.js";
import { nextStep, TECHNIQUES, type Technique } from "../../src/sudoku/logic/techniques.js";

/**
 * Steps `board` to the end (solved) with `techniques`, calling `onStep` for each step before it is
 * checked and applied; returns the number of guesses taken where logic ran out.
 */
export function replayAgainstSolution(
  board: LogicBoard,
  solution: ArrayLike<number>,
  onStep: (step: LogicStep) => void,
  techniques: readonly Technique[] = TECHNIQUES,
): number {
  let guesses = 0;
  for (;;) {
    const step = nextStep(board, techniques);
    if (!step) {
      const path = logicPath(board, { solution, maxEntries: 1, techniques });
      if (path.end === "solved") return guesses;
      expect(path.entries[0]?.kind).toBe("guess");
      guesses++;
      board.values.set(path.board.values);
      board.cands.set(path.board.cands);
      if (!board.values.includes(0)) return guesses;
      continue;
    }
    onStep(step);
    for (const pl of step.placements) expect(solution[pl.cell], step.explanation).toBe(pl.digit);
    for (const e of step.eliminations) expect(solution[e.cell], step.explanation).not.toBe(e.digit);
    applyStep(board, step);
    // the solution's digit stays a candidate everywhere
    let lost = 0;
    for (let c = 0; c < board.values.length; c++)
      if (board.values[c] === 0 && !(board.cands[c]! & (1 << (solution[c]! - 1)))) lost++;
    expect(lost, step.explanation).toBe(0);
    if (!board.values.includes(0)) return guesses;
  }
}
