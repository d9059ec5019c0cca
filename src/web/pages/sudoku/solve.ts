/** Check and Solve (in the worker, Stop ends them), and the rating line. */
import { cellName, formatSudoku } from "../../../sudoku/grid.js";
import { startJob } from "../../jobs.js";
import type { RatingInfo } from "../../protocol.js";
import { render } from "./board.js";
import { keyValue, type SudokuState } from "./state.js";

/** The rating line: the level, or why there is none. */
export function showRating(
  s: SudokuState,
  rating: RatingInfo | undefined,
  solutions: number,
): void {
  s.ratingOut.textContent = rating
    ? `Rating: ${rating.level} (${rating.score}), hardest technique: ${rating.hardest}.`
    : s.variant && solutions === 1
      ? "Rating: none (the rating is classic only)."
      : solutions === 0
        ? "Rating: none (no solution)."
        : "Rating: none (more than one solution).";
}
/** Check (marks wrong entries) or Solve (fills the grid); `rateOnly` just rates the puzzle. */
export function solve(s: SudokuState, check: boolean, rateOnly = false): void {
  s.slot.stop();
  const puzzle = formatSudoku(s.givens);
  if (!rateOnly) s.status.textContent = check ? "Checking…" : "Solving…";
  s.stopButton.disabled = false;
  const request = { type: "sudoku-solve" as const, grid: puzzle, variant: s.variantNow() };
  const current = startJob(request, (reply) => {
    if (reply.type === "error") {
      s.status.textContent = reply.message;
    } else if (reply.type === "done") {
      const line = reply.text ?? "none";
      showRating(s, reply.rating, reply.solutions);
      if (rateOnly) return;
      if (line === "none") {
        s.status.textContent = "This puzzle has no solution.";
        return;
      }
      const solution = Uint8Array.from(line, (ch) => keyValue(ch, s.geometry.size));
      const unique =
        reply.solutions === 1 ? "one solution" : "more than one solution (not a proper puzzle)";
      if (check) {
        s.wrong = new Set();
        let empty = 0;
        for (let cell = 0; cell < s.geometry.cells; cell++) {
          if (s.values[cell] === 0) empty++;
          else if (s.values[cell] !== solution[cell]) s.wrong.add(cell);
        }
        s.status.textContent =
          s.wrong.size > 0
            ? `${s.wrong.size} wrong: ${[...s.wrong].map((cell) => cellName(cell, s.geometry.size)).join(", ")}.`
            : empty === 0
              ? "Solved! Every cell is right."
              : `No mistakes so far; ${empty} cells to go.`;
      } else {
        s.solvedCells = new Set();
        for (let cell = 0; cell < s.geometry.cells; cell++) {
          if (s.values[cell] !== solution[cell]) s.solvedCells.add(cell);
          s.values[cell] = solution[cell];
        }
        s.wrong = new Set();
        s.hint = null;
        s.shownStep = null;
        s.explanation.textContent = "";
        s.status.textContent = `Solved (${unique}, ${reply.nodes.toLocaleString("en-US")} search nodes): ${line}`;
      }
      render(s);
    }
  });
  s.follow(current);
}
