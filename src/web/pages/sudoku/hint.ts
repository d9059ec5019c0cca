/**
 * Hint and Apply hint: the next logical step for the grid as it stands (classic techniques, or
 * the variant logic), its cells highlighted and said in words; applying it extends the hint path.
 */
import { cellName, formatSudoku } from "../../../sudoku/grid.js";
import { boardFromMarks, findContradiction } from "../../../sudoku/logic/board.js";
import { nextStep } from "../../../sudoku/logic/techniques.js";
import { sudokuEngine } from "../../../sudoku/solve.js";
import { variantHint } from "../../sudoku-variant-logic.js";
import { render } from "./board.js";
import { type SudokuState, sentence } from "./state.js";

/** Whether the puzzle as given has exactly one solution (counted once per puzzle). */
export function givensUnique(s: SudokuState): boolean {
  const key = formatSudoku(s.givens);
  if (key !== s.uniqueFor) {
    s.uniqueFor = key;
    s.unique = sudokuEngine(s.geometry, "fast").count(s.givens, 2) === 1;
  }
  return s.unique;
}
/** Hint: finds and shows the next logical step (or why there is none). */
export function showHint(s: SudokuState): void {
  s.wrong = new Set();
  if (s.variant) {
    // the library's variant logic, through the page's one door to it
    const found = variantHint(s.variant, s.values, s.candidates());
    s.hint = found.step;
    s.shownStep = null;
    s.explanation.textContent = found.step ? sentence(found.step) : found.words;
    if (found.step && found.step.eliminations.length > 0) s.showCandidates.checked = true;
    render(s);
    return;
  }
  const logic = boardFromMarks(s.geometry, s.values, s.candidates());
  const contradiction = findContradiction(logic, (cell) => cellName(cell, s.geometry.size));
  if (contradiction) {
    s.hint = null;
    s.explanation.textContent = `This grid has a mistake: ${contradiction}. Check shows where.`;
    render(s);
    return;
  }
  if (!s.values.includes(0)) {
    s.hint = null;
    // full and without a clash: every house holds each digit once, so the grid is a solution
    s.explanation.textContent = "Solved! Every row, column and box holds each digit once.";
    render(s);
    return;
  }
  // unique rectangles and BUG+1 only when the puzzle has exactly one solution
  logic.assumeUnique = givensUnique(s);
  s.hint = nextStep(logic);
  s.shownStep = null;
  s.explanation.textContent = s.hint
    ? sentence(s.hint)
    : "No technique I know advances this grid: it needs a guess (try Solve).";
  if (s.hint && s.hint.eliminations.length > 0 && !s.showCandidates.checked) {
    s.showCandidates.checked = true;
  }
  render(s);
}
/** Apply hint: takes the step shown, then shows the next. */
export function applyHint(s: SudokuState): void {
  if (!s.hint) return;
  const step = s.hint;
  const said = s.explanation.textContent ?? "";
  for (const e of step.eliminations) {
    s.removed[e.cell] |= 1 << (e.digit - 1);
    s.marks[e.cell] &= ~(1 << (e.digit - 1));
  }
  for (const p of step.placements) s.values[p.cell] = p.digit;
  s.hint = null;
  // the hint path: a step taken after going back replaces the steps that followed (an
  // explained path too: from here on it is the reader's own path)
  s.history.length = s.at + 1;
  s.history.push(s.snapshot(`Applied: ${said}`));
  s.at = s.history.length - 1;
  s.furthest = s.at;
  s.explained = false;
  s.replay.update(s.at, s.at, true);
  s.explanation.textContent = "";
  render(s);
  showHint(s);
}
