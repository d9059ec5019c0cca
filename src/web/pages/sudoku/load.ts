/** Loading a puzzle: a classic line or a variant (f-puzzles JSON, link or load= string). */
import { parseSudoku, type SudokuGeometry, sudokuGeometry } from "../../../sudoku/grid.js";
import { isVariantText } from "../../../sudoku/variants/detect.js";
import { readFPuzzles } from "../../../sudoku/variants/read.js";
import { drawVariant, variantCellNotes, variantRulesText } from "../../sudoku-variant-picture.js";
import { buildBoard, render } from "./board.js";
import { solve } from "./solve.js";
import type { SudokuState } from "./state.js";

/** Reads a classic line, or a variant (f-puzzles JSON, link or load= string). */
export function read(
  s: SudokuState,
  text: string,
): { geometry: SudokuGeometry; values: Uint8Array } {
  s.variant = null;
  if (!isVariantText(text)) return parseSudoku(text);
  const puzzle = readFPuzzles(text);
  s.variant = puzzle;
  // the regions in the place of the boxes (a hidden single's house is shaded by them)
  const shape = { ...sudokuGeometry(puzzle.size), boxOf: Int32Array.from(puzzle.regions) };
  return { geometry: shape, values: Uint8Array.from(puzzle.givens) };
}
/** Loads a puzzle (and rates it unless `rate` is false); false, with the error shown, if unreadable. */
export function load(s: SudokuState, text: string, rate = true): boolean {
  const before = s.variant;
  try {
    const grid = read(s, text.trim());
    s.loadedText = text;
    s.geometry = grid.geometry;
    s.givens = grid.values.slice();
    s.values = grid.values.slice();
    s.marks = new Int32Array(s.geometry.cells);
    s.removed = new Int32Array(s.geometry.cells);
    s.solvedCells = new Set();
    s.wrong = new Set();
    s.hint = null;
    s.shownStep = null;
    s.selected = Math.max(0, s.values.indexOf(0));
    s.history = [s.snapshot("The puzzle as loaded.")];
    s.at = 0;
    s.furthest = 0;
    s.explained = false;
    s.replay.update(0, 0, true);
    s.errorBox.hidden = true;
    s.explanation.textContent = "";
    s.status.textContent = `${s.geometry.size}x${s.geometry.size} ${s.variant ? "variant " : ""}puzzle with ${s.givens.filter((v) => v > 0).length} clues.`;
    s.rulesOut.hidden = !s.variant;
    s.rulesOut.textContent = s.variant ? variantRulesText(s.variant) : "";
    s.notes = s.variant ? variantCellNotes(s.variant) : [];
    buildBoard(s);
    drawVariant(s.picture, s.variant);
    render(s);
    s.ratingOut.textContent = "";
    if (rate) solve(s, false, true);
    return true;
  } catch (error) {
    s.variant = before;
    s.showError(error instanceof Error ? error.message : String(error));
    return false;
  }
}
