/** Generate (in the worker, Stop ends it): a new puzzle, loaded and rated. */
import { startJob } from "../../jobs.js";
import { load } from "./load.js";
import { showRating } from "./solve.js";
import { familiesUpTo, type SudokuState } from "./state.js";

/** Generate: a new puzzle of the size, difficulty, technique needed, symmetry and seed chosen. */
export function generate(s: SudokuState): void {
  s.slot.stop();
  const size = Number(s.sizeSelect.value);
  s.status.textContent = `Generating a ${size}x${size} puzzle…`;
  s.stopButton.disabled = false;
  const current = startJob(
    {
      type: "sudoku-generate",
      size,
      symmetry: s.symmetrySelect.value,
      difficulty: s.difficultySelect.value || undefined,
      ...(s.needsSelect.value ? { techniques: familiesUpTo(s.needsSelect.value) } : {}),
      seed: s.seedInput.value.trim() || undefined,
    },
    (reply) => {
      if (reply.type === "error") s.status.textContent = reply.message;
      else if (reply.type === "done" && reply.puzzle) {
        s.puzzleInput.value = reply.puzzle;
        load(s, reply.puzzle, false);
        showRating(s, reply.rating, 1);
        s.status.textContent = `Generated after ${reply.nodes} attempt${reply.nodes === 1 ? "" : "s"}: ${s.givens.filter((v) => v > 0).length} clues, one solution.`;
      }
    },
  );
  s.follow(current);
}
