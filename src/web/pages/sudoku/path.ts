/**
 * The path replayed: the hint path (grown as hints are applied) or the explained path (Explain:
 * the library's whole logical solution, computed in the worker), walked with Back, Step, Play
 * and the Timeline.
 */
import { formatSudoku } from "../../../sudoku/grid.js";
import { startJob } from "../../jobs.js";
import { replayControls } from "../../replay.js";
import { render } from "./board.js";
import { applyHint, showHint } from "./hint.js";
import { type SudokuState, sentence } from "./state.js";

/** Shows state `k` of the path. */
export function restore(s: SudokuState, k: number): void {
  if (k < 0 || k >= s.history.length) return;
  const state = s.history[k];
  s.values = state.values.slice();
  s.marks = state.marks.slice();
  s.removed = state.removed.slice();
  s.at = k;
  s.furthest = Math.max(s.furthest, k);
  s.hint = null;
  s.shownStep = state.step ?? null;
  s.wrong = new Set();
  s.explanation.textContent = state.note;
  s.replay.update(s.at, s.furthest, !s.explained || s.at < s.history.length - 1);
  render(s);
}
export function explain(s: SudokuState): void {
  s.slot.stop();
  const puzzle = formatSudoku(s.givens);
  s.status.textContent = "Explaining…";
  s.stopButton.disabled = false;
  const request = { type: "sudoku-explain" as const, grid: puzzle, variant: s.variantNow() };
  const current = startJob(request, (reply) => {
    if (reply.type === "error") s.status.textContent = reply.message;
    if (reply.type !== "done" || !reply.explained || formatSudoku(s.givens) !== puzzle) return;
    const { steps, end } = reply.explained;
    // the grid after each step, from the clues: the replay restores these states exactly
    s.values = s.givens.slice();
    s.marks = new Int32Array(s.geometry.cells);
    s.removed = new Int32Array(s.geometry.cells);
    s.solvedCells = new Set();
    s.history = [s.snapshot("The puzzle as given: Step plays its logical solution.")];
    for (const step of steps) {
      for (const e of step.eliminations) {
        s.removed[e.cell] |= 1 << (e.digit - 1);
        s.marks[e.cell] &= ~(1 << (e.digit - 1));
      }
      for (const p of step.placements) s.values[p.cell] = p.digit;
      s.history.push(s.snapshot(sentence(step), step));
    }
    s.explained = true;
    s.furthest = 0;
    // eliminations are shown on the candidates
    if (steps.some((step) => step.eliminations.length > 0)) s.showCandidates.checked = true;
    restore(s, 0);
    s.status.textContent = `Explained: ${steps.length} step${steps.length === 1 ? "" : "s"}; ${end}`;
  });
  s.follow(current);
}

/** The replay controls over the state's path (Step past the end takes the next hint). */
export function pathReplay(s: SudokuState): ReturnType<typeof replayControls> {
  const replay = replayControls({
    onBack: () => restore(s, s.at - 1),
    onStep: () => {
      if (s.at < s.history.length - 1) {
        restore(s, s.at + 1);
        return;
      }
      if (s.explained) {
        replay.pause();
        return;
      }
      // the next logical step, taken; none (solved, or logic is stuck) ends a Play
      showHint(s);
      if (s.hint) applyHint(s);
      else replay.pause();
    },
    onSeek: (k) => restore(s, Math.min(k, s.furthest)),
  });
  return replay;
}
