/**
 * The Sudoku page: a board to type on (keyboard: arrows, digits, Backspace, Space for pencil
 * mode; mouse: click a cell, then the digit pad), pencil marks, the candidates shown on request,
 * Hint (the next logical step, its cells highlighted, with the explanation), Check, Solve (in the
 * worker, Stop ends it), and the puzzle as the one-line form the CLI reads. The hint path and the
 * explained path (Explain: the library's whole logical solution, computed in the worker) are
 * replayed with Back, Step, Play and the Timeline, each step's cells highlighted and its links
 * (chains, wings, colouring) drawn over the board: strong links solid, weak links dashed.
 */

import { formatSudoku } from "../../../sudoku/grid.js";
import { writeFPuzzles } from "../../../sudoku/variants/write.js";
import { button, field, h } from "../../dom.js";
import type { Page } from "../../page.js";
import { boardKeys, render, setPencil } from "./board.js";
import { generate } from "./generate.js";
import { applyHint, showHint } from "./hint.js";
import { load } from "./load.js";
import { explain, pathReplay } from "./path.js";
import { solve } from "./solve.js";
import { EXAMPLES, SudokuState } from "./state.js";

/** Wires the inputs that load a puzzle: the puzzle box, the examples, the variant examples. */
function loaders(s: SudokuState): void {
  s.exampleSelect.addEventListener("change", () => {
    const found = EXAMPLES.find(([name]) => name === s.exampleSelect.value);
    if (found) {
      s.puzzleInput.value = found[1];
      load(s, found[1]);
    }
  });
  s.variantSelect.addEventListener("change", () => {
    const found = s.variantExamples.find((e) => e.name === s.variantSelect.value);
    if (found) {
      s.puzzleInput.value = found.fpuzzles;
      load(s, found.fpuzzles);
    }
  });
  s.puzzleInput.addEventListener("keydown", (event) => {
    if (event.key === "Enter") load(s, s.puzzleInput.value);
  });
  s.showCandidates.addEventListener("change", () => render(s));
  s.pencil.addEventListener("click", () => setPencil(s, !s.pencilMode));
}

/** Lays the panels out. */
function layout(root: HTMLElement, s: SudokuState): void {
  root.append(
    h(
      "p",
      { class: "intro" },
      "Click a cell or move with the arrow keys, then type a digit. Space (or the Pencil button) switches to pencil marks; Shift+digit adds a mark too. Hint shows the next logical step; Explain plays the whole logical solution. To enter a puzzle, paste its line, or type on an empty board and press Entries as clues.",
    ),
    h(
      "div",
      { class: "controls" },
      field(
        "Puzzle",
        s.puzzleInput,
        "One line: digits for clues, . or 0 for blanks; or a variant: an f-puzzles link, load= string or JSON",
      ),
      button("Load", () => load(s, s.puzzleInput.value)),
      field("Example", s.exampleSelect),
      field("Variant", s.variantSelect),
    ),
    h(
      "details",
      { class: "generate" },
      h("summary", {}, "Generate a puzzle"),
      h(
        "div",
        { class: "controls" },
        field("Size", s.sizeSelect),
        field("Difficulty", s.difficultySelect),
        field("Needs", s.needsSelect),
        field("Symmetry", s.symmetrySelect),
        field("Seed", s.seedInput),
        button("Generate", () => generate(s)),
      ),
    ),
    s.errorBox,
    s.rulesOut,
    h("div", { class: "board-wrap" }, s.board, s.pad),
    h(
      "div",
      { class: "controls buttons" },
      button("Hint", () => showHint(s), { class: "primary" }),
      button("Apply hint", () => applyHint(s)),
      button("Explain", () => explain(s)),
      button("Check", () => solve(s, true)),
      button("Solve", () => solve(s, false)),
      s.stopButton,
      button("Clear", () => load(s, s.loadedText)),
      button("Entries as clues", () => {
        s.puzzleInput.value = s.variant
          ? JSON.stringify(writeFPuzzles({ ...s.variant, givens: Array.from(s.values) }))
          : formatSudoku(s.values);
        load(s, s.puzzleInput.value);
      }),
      h("label", { class: "check" }, s.showCandidates, " Show candidates"),
    ),
    h("div", { class: "hint-path" }, s.replay.element),
    s.explanation,
    s.status,
    s.ratingOut,
    h("p", {}, "The grid as one line: ", s.lineOut),
  );
}

export const sudokuPage: Page = {
  id: "sudoku",
  title: "Sudoku",
  mount(root, params) {
    const s = new SudokuState();
    s.replay = pathReplay(s);
    boardKeys(s);
    loaders(s);
    layout(root, s);
    // a shared link: #/sudoku?puzzle=<line or f-puzzles link> or #/sudoku?load=<f-puzzles data>
    const fromLink = params.get("load");
    const initial =
      fromLink !== null ? `load=${fromLink}` : (params.get("puzzle") ?? EXAMPLES[0][1]);
    s.puzzleInput.value = initial;
    if (!load(s, initial)) {
      const why = s.errorBox.textContent ?? "";
      load(s, EXAMPLES[0][1]);
      s.showError(`The link's puzzle could not be read (${why}); showing an example instead.`);
    }
    return () => s.slot.stop();
  },
};
