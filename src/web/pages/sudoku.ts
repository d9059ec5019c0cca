/**
 * The Sudoku page: a board to type on (keyboard: arrows, digits, Backspace, Space for pencil
 * mode; mouse: click a cell, then the digit pad), pencil marks, the candidates shown on request,
 * Hint (the next logical step, its cells highlighted, with the explanation), Check, Solve (in the
 * worker, Stop ends it), and the puzzle as the one-line form the CLI reads. The hint path and the
 * explained path (Explain: the library's whole logical solution, computed in the worker) are
 * replayed with Back, Step, Play and the Timeline, each step's cells highlighted and its links
 * (chains, wings, colouring) drawn over the board: strong links solid, weak links dashed.
 */

import { SUDOKU_SYMMETRIES } from "../../sudoku/generate.js";
import {
  cellName,
  formatSudoku,
  parseSudoku,
  type SudokuGeometry,
  sudokuGeometry,
  valueChar,
} from "../../sudoku/grid.js";
import {
  boardFromMarks,
  boardFromValues,
  findContradiction,
  type LogicStep,
} from "../../sudoku/logic/board.js";
import { nextStep } from "../../sudoku/logic/techniques.js";
import { SUDOKU_LEVELS } from "../../sudoku/rating.js";
import { sudokuEngine } from "../../sudoku/solve.js";
import { isVariantText } from "../../sudoku/variants/detect.js";
import { readFPuzzles } from "../../sudoku/variants/read.js";
import type { VariantSudoku } from "../../sudoku/variants/types.js";
import { writeFPuzzles } from "../../sudoku/variants/write.js";
import { button, field, h, statusLine } from "../dom.js";
import { type Job, jobSlot, startJob } from "../jobs.js";
import type { Page } from "../page.js";
import type { ExplainedStep, RatingInfo } from "../protocol.js";
import { replayControls } from "../replay.js";
import { drawLinks } from "../sudoku-links.js";
import { variantCandidates, variantHint } from "../sudoku-variant-logic.js";
import { drawVariant, variantCellNotes, variantRulesText } from "../sudoku-variant-picture.js";
import { SUDOKU_EXAMPLES } from "./sudoku-examples.js";
import type { SudokuVariantExample } from "./sudoku-variant-examples.js";

/** What the board highlights: a hint not yet applied, or a step of the path shown. */
type Highlight = Pick<
  LogicStep,
  "cells" | "placements" | "eliminations" | "explanation" | "house" | "links"
> & {
  technique: string;
};

/** A step's sentence as the page shows it: the technique capitalised, then the explanation. */
const sentence = (step: Highlight) =>
  `${step.technique[0].toUpperCase()}${step.technique.slice(1)}: ${step.explanation}`;

/** Puzzles to start from. */
const EXAMPLES: [string, string][] = SUDOKU_EXAMPLES.map((e) => [e.name, e.grid]);

/** The character a key stands for, as a value 1..N, or 0 for none. */
function keyValue(key: string, size: number): number {
  if (key.length !== 1) return 0;
  const c = key.toUpperCase();
  const v =
    c >= "1" && c <= "9" ? c.charCodeAt(0) - 48 : c >= "A" && c <= "Z" ? c.charCodeAt(0) - 55 : 0;
  return v >= 1 && v <= size ? v : 0;
}

export const sudokuPage: Page = {
  id: "sudoku",
  title: "Sudoku",
  mount(root, params) {
    const puzzleInput = h("input", {
      type: "text",
      class: "wide mono",
      spellcheck: "false",
      autocomplete: "off",
      autocapitalize: "off",
    });
    const exampleSelect = h("select", {});
    for (const [name] of EXAMPLES) exampleSelect.append(h("option", { value: name }, name));
    const variantSelect = h("select", {}, h("option", { value: "" }, "choose one"));
    /** The variant examples: their own chunk (9 KB), listed once it has arrived. */
    let variantExamples: readonly SudokuVariantExample[] = [];
    void import("./sudoku-variant-examples.js").then(({ SUDOKU_VARIANT_EXAMPLES }) => {
      variantExamples = SUDOKU_VARIANT_EXAMPLES;
      for (const example of variantExamples)
        variantSelect.append(h("option", { value: example.name }, example.name));
    });
    const showCandidates = h("input", { type: "checkbox" });
    const pencil = button("Pencil", () => setPencil(!pencilMode), { "aria-pressed": "false" });
    const board = h("div", { class: "sudoku", role: "grid", "aria-label": "Sudoku board" });
    /** The step's links, drawn over the board (the explanation says them in words). */
    const overlay = document.createElementNS("http://www.w3.org/2000/svg", "svg");
    overlay.setAttribute("class", "sudoku-links");
    overlay.setAttribute("aria-hidden", "true");
    /** A variant's constraints, drawn under the links (the rules line says them in words). */
    const picture = document.createElementNS("http://www.w3.org/2000/svg", "svg");
    picture.setAttribute("class", "sudoku-variant empty");
    picture.setAttribute("aria-hidden", "true");
    const rulesOut = h("p", { class: "variant-rules", hidden: true });
    const pad = h("div", { class: "pad", role: "group", "aria-label": "Digits" });
    const status = statusLine();
    const explanation = h("p", { class: "explanation", "aria-live": "polite" });
    const errorBox = h("p", { class: "error", role: "alert", hidden: true });
    const lineOut = h("code", { class: "grid-line" });
    const ratingOut = h("p", { class: "rating", "aria-live": "polite" });
    const sizeSelect = h("select", {});
    for (const size of [4, 6, 9, 16])
      sizeSelect.append(h("option", { value: size, selected: size === 9 }, `${size}x${size}`));
    const difficultySelect = h("select", {}, h("option", { value: "" }, "any"));
    for (const level of SUDOKU_LEVELS)
      difficultySelect.append(h("option", { value: level }, level));
    const symmetrySelect = h("select", {});
    for (const symmetry of SUDOKU_SYMMETRIES)
      symmetrySelect.append(
        h("option", { value: symmetry, selected: symmetry === "rot180" }, symmetry),
      );
    const seedInput = h("input", { type: "text", placeholder: "random", class: "short" });
    const slot = jobSlot();
    /** Makes `current` the page's job; when it ends (still the page's), Stop is done with. */
    const follow = (current: Job): void =>
      slot.hold(current, (end) => {
        if (end.type === "stopped") status.textContent = "Stopped.";
        stopButton.disabled = true;
      });

    let geometry: SudokuGeometry;
    let givens = new Uint8Array(0);
    let values = new Uint8Array(0);
    let marks = new Int32Array(0);
    /** Candidates removed by applied hints (kept out of "Show candidates" and later hints). */
    let removed = new Int32Array(0);
    let solvedCells = new Set<number>();
    let wrong = new Set<number>();
    let selected = 0;
    let pencilMode = false;
    let hint: Highlight | null = null;
    /** The variant puzzle loaded (its constraints; its givens are `givens`), or null. */
    let variant: VariantSudoku | null = null;
    let notes: string[] = [];
    /** The text the puzzle was loaded from (Clear loads it again). */
    let loadedText = "";
    /** The step of the path shown (already applied to the grid): its cells highlighted. */
    let shownStep: ExplainedStep | null = null;
    let cells: HTMLElement[] = [];

    /** Reads a classic line, or a variant (f-puzzles JSON, link or load= string). */
    function read(text: string): { geometry: SudokuGeometry; values: Uint8Array } {
      variant = null;
      if (!isVariantText(text)) return parseSudoku(text);
      const puzzle = readFPuzzles(text);
      variant = puzzle;
      // the regions in the place of the boxes (a hidden single's house is shaded by them)
      const shape = { ...sudokuGeometry(puzzle.size), boxOf: Int32Array.from(puzzle.regions) };
      return { geometry: shape, values: Uint8Array.from(puzzle.givens) };
    }

    function load(text: string, rate = true): boolean {
      const before = variant;
      try {
        const grid = read(text.trim());
        loadedText = text;
        geometry = grid.geometry;
        givens = grid.values.slice();
        values = grid.values.slice();
        marks = new Int32Array(geometry.cells);
        removed = new Int32Array(geometry.cells);
        solvedCells = new Set();
        wrong = new Set();
        hint = null;
        shownStep = null;
        selected = Math.max(0, values.indexOf(0));
        history = [snapshot("The puzzle as loaded.")];
        at = 0;
        furthest = 0;
        explained = false;
        replay.update(0, 0, true);
        errorBox.hidden = true;
        explanation.textContent = "";
        status.textContent = `${geometry.size}x${geometry.size} ${variant ? "variant " : ""}puzzle with ${givens.filter((v) => v > 0).length} clues.`;
        rulesOut.hidden = !variant;
        rulesOut.textContent = variant ? variantRulesText(variant) : "";
        notes = variant ? variantCellNotes(variant) : [];
        buildBoard();
        drawVariant(picture, variant);
        render();
        ratingOut.textContent = "";
        if (rate) solve(false, true);
        return true;
      } catch (error) {
        variant = before;
        showError(error instanceof Error ? error.message : String(error));
        return false;
      }
    }

    function showError(message: string): void {
      errorBox.hidden = false;
      errorBox.textContent = message;
    }

    function buildBoard(): void {
      const n = geometry.size;
      board.style.setProperty("--n", String(n));
      board.dataset.size = String(n);
      cells = [];
      const rows: HTMLElement[] = [];
      for (let r = 0; r < n; r++) {
        const row = h("div", { role: "row", class: "sudoku-row" });
        for (let c = 0; c < n; c++) {
          const cell = r * n + c;
          const el = h("div", { role: "gridcell", class: "cell", tabindex: -1 });
          el.addEventListener("click", () => select(cell, true));
          cells.push(el);
          row.append(el);
        }
        rows.push(row);
      }
      board.replaceChildren(...rows, picture, overlay);
      pad.replaceChildren(
        ...Array.from({ length: n }, (_, i) =>
          button(valueChar(i + 1), () => enter(i + 1), {
            "aria-label": `digit ${valueChar(i + 1)}`,
          }),
        ),
        button("Erase", () => enter(0)),
        pencil,
      );
    }

    function candidates(): Int32Array {
      if (variant) return variantCandidates(variant, values, removed);
      const cands = boardFromValues(geometry, values).cands;
      for (let cell = 0; cell < cands.length; cell++) cands[cell] &= ~removed[cell];
      return cands;
    }

    function render(): void {
      const n = geometry.size;
      const cands = showCandidates.checked ? candidates() : null;
      const shown: Highlight | null = hint ?? shownStep;
      const hintCells = new Set(shown?.cells ?? []);
      const hintHouse = new Set<number>();
      if (shown?.technique === "hidden single" && shown.house) {
        const cell = shown.cells[0];
        for (let k = 0; k < geometry.cells; k++) {
          const same =
            shown.house === "row"
              ? geometry.rowOf[k] === geometry.rowOf[cell]
              : shown.house === "column"
                ? geometry.colOf[k] === geometry.colOf[cell]
                : geometry.boxOf[k] === geometry.boxOf[cell];
          if (same) hintHouse.add(k);
        }
      }
      const placements = new Map(shown?.placements.map((p) => [p.cell, p.digit]) ?? []);
      const eliminated = new Map<number, number>();
      for (const e of shown?.eliminations ?? [])
        eliminated.set(e.cell, (eliminated.get(e.cell) ?? 0) | (1 << (e.digit - 1)));
      for (let cell = 0; cell < geometry.cells; cell++) {
        const el = cells[cell];
        const v = values[cell];
        const given = givens[cell] > 0;
        el.className = "cell";
        const boxes = !variant?.jigsaw;
        if (boxes && (cell % n) % geometry.boxCols === geometry.boxCols - 1 && cell % n < n - 1)
          el.classList.add("box-right");
        if (
          boxes &&
          Math.floor(cell / n) % geometry.boxRows === geometry.boxRows - 1 &&
          cell < n * (n - 1)
        )
          el.classList.add("box-bottom");
        if (given) el.classList.add("given");
        if (solvedCells.has(cell)) el.classList.add("solved");
        if (wrong.has(cell)) el.classList.add("wrong");
        if (hintHouse.has(cell)) el.classList.add("hint-house");
        if (hintCells.has(cell)) el.classList.add("hint-cell");
        if (placements.has(cell)) el.classList.add("hint-place");
        if (cell === selected) el.classList.add("selected");
        el.tabIndex = cell === selected ? 0 : -1;
        el.setAttribute("aria-selected", String(cell === selected));
        let label = `${cellName(cell, n)}, `;
        if (v > 0) {
          el.replaceChildren(h("span", { class: "value" }, valueChar(v)));
          label += `${valueChar(v)}${given ? ", given" : ""}`;
          if (placements.get(cell) === v && !hint) label += ", placed by this step";
        } else {
          const mask = cands ? cands[cell] : marks[cell];
          const gone = eliminated.get(cell) ?? 0;
          const marksEl = h("span", { class: cands ? "marks candidates" : "marks" });
          marksEl.style.setProperty("--box", String(Math.ceil(Math.sqrt(n))));
          const listed: string[] = [];
          for (let d = 1; d <= n; d++) {
            const on = (mask >> (d - 1)) & 1;
            const struck = (gone >> (d - 1)) & 1;
            if (on) listed.push(valueChar(d));
            marksEl.append(
              h("span", { class: struck ? "struck" : undefined }, on || struck ? valueChar(d) : ""),
            );
          }
          const place = placements.get(cell);
          el.replaceChildren(
            place ? h("span", { class: "value ghost" }, valueChar(place)) : marksEl,
          );
          label += place
            ? `empty, the hint places ${valueChar(place)}`
            : listed.length > 0
              ? `empty, ${cands ? "candidates" : "marks"} ${listed.join(" ")}`
              : "empty";
          const struck: string[] = [];
          for (let d = 1; d <= n; d++) if ((gone >> (d - 1)) & 1) struck.push(valueChar(d));
          if (struck.length > 0) label += `, ${struck.join(" ")} eliminated`;
        }
        if (notes[cell]) label += notes[cell];
        if (wrong.has(cell)) label += ", wrong";
        el.setAttribute("aria-label", label);
      }
      drawLinks(overlay, n, shown?.links ?? []);
      pencil.setAttribute("aria-pressed", String(pencilMode));
      lineOut.textContent = formatSudoku(values);
    }

    function select(cell: number, focus: boolean): void {
      selected = cell;
      render();
      if (focus) cells[cell]?.focus();
    }

    function setPencil(on: boolean): void {
      pencilMode = on;
      render();
    }

    function enter(value: number, asMark = pencilMode): void {
      const cell = selected;
      if (givens[cell] > 0) return;
      if (value === 0) {
        values[cell] = 0;
        marks[cell] = 0;
      } else if (asMark) {
        if (values[cell] > 0) return;
        marks[cell] ^= 1 << (value - 1);
      } else {
        values[cell] = values[cell] === value ? 0 : value;
      }
      solvedCells.delete(cell);
      wrong.delete(cell);
      hint = null;
      shownStep = null;
      explanation.textContent = "";
      render();
      cells[cell]?.focus();
    }

    board.addEventListener("keydown", (event) => {
      const n = geometry.size;
      const r = Math.floor(selected / n);
      const c = selected % n;
      const moves: Record<string, number> = {
        ArrowUp: ((r + n - 1) % n) * n + c,
        ArrowDown: ((r + 1) % n) * n + c,
        ArrowLeft: r * n + ((c + n - 1) % n),
        ArrowRight: r * n + ((c + 1) % n),
        Home: r * n,
        End: r * n + n - 1,
      };
      if (event.key in moves) {
        event.preventDefault();
        select(moves[event.key], true);
      } else if (["Backspace", "Delete", "0", "."].includes(event.key)) {
        event.preventDefault();
        enter(0);
      } else if (event.key === " ") {
        event.preventDefault();
        setPencil(!pencilMode);
        cells[selected]?.focus();
      } else if (!event.ctrlKey && !event.metaKey && !event.altKey) {
        // shifted digits arrive as symbols: read the physical key instead
        const key = event.code.startsWith("Digit") ? event.code.slice(5) : event.key;
        const value = keyValue(key, n);
        if (value > 0) {
          event.preventDefault();
          enter(value, pencilMode !== event.shiftKey);
        }
      }
    });

    /** Whether the puzzle as given has exactly one solution (counted once per puzzle). */
    let uniqueFor = "";
    let unique = false;
    function givensUnique(): boolean {
      const key = formatSudoku(givens);
      if (key !== uniqueFor) {
        uniqueFor = key;
        unique = sudokuEngine(geometry, "fast").count(givens, 2) === 1;
      }
      return unique;
    }

    function showHint(): void {
      wrong = new Set();
      if (variant) {
        // the library's variant logic, through the page's one door to it
        const found = variantHint(variant, values, candidates());
        hint = found.step;
        shownStep = null;
        explanation.textContent = found.step ? sentence(found.step) : found.words;
        if (found.step && found.step.eliminations.length > 0) showCandidates.checked = true;
        render();
        return;
      }
      const logic = boardFromMarks(geometry, values, candidates());
      const contradiction = findContradiction(logic, (cell) => cellName(cell, geometry.size));
      if (contradiction) {
        hint = null;
        explanation.textContent = `This grid has a mistake: ${contradiction}. Check shows where.`;
        render();
        return;
      }
      if (!values.includes(0)) {
        hint = null;
        // full and without a clash: every house holds each digit once, so the grid is a solution
        explanation.textContent = "Solved! Every row, column and box holds each digit once.";
        render();
        return;
      }
      // unique rectangles and BUG+1 only when the puzzle has exactly one solution
      logic.assumeUnique = givensUnique();
      hint = nextStep(logic);
      shownStep = null;
      explanation.textContent = hint
        ? sentence(hint)
        : "No technique I know advances this grid: it needs a guess (try Solve).";
      if (hint && hint.eliminations.length > 0 && !showCandidates.checked) {
        showCandidates.checked = true;
      }
      render();
    }

    function applyHint(): void {
      if (!hint) return;
      const step = hint;
      const said = explanation.textContent ?? "";
      for (const e of step.eliminations) {
        removed[e.cell] |= 1 << (e.digit - 1);
        marks[e.cell] &= ~(1 << (e.digit - 1));
      }
      for (const p of step.placements) values[p.cell] = p.digit;
      hint = null;
      // the hint path: a step taken after going back replaces the steps that followed (an
      // explained path too: from here on it is the reader's own path)
      history.length = at + 1;
      history.push(snapshot(`Applied: ${said}`));
      at = history.length - 1;
      furthest = at;
      explained = false;
      replay.update(at, at, true);
      explanation.textContent = "";
      render();
      showHint();
    }

    /**
     * The path replayed: the grid after each step, the loaded puzzle first. A hint path grows as
     * hints are applied; an explained path (Explain) is the library's whole path, computed at
     * once and walked step by step (`furthest` is the last step shown, the Timeline's maximum).
     */
    let history: {
      values: Uint8Array;
      marks: Int32Array;
      removed: Int32Array;
      note: string;
      step?: ExplainedStep;
    }[] = [];
    let at = 0;
    let furthest = 0;
    let explained = false;
    const snapshot = (note: string, step?: ExplainedStep) => ({
      values: values.slice(),
      marks: marks.slice(),
      removed: removed.slice(),
      note,
      step,
    });
    function restore(k: number): void {
      if (k < 0 || k >= history.length) return;
      const state = history[k];
      values = state.values.slice();
      marks = state.marks.slice();
      removed = state.removed.slice();
      at = k;
      furthest = Math.max(furthest, k);
      hint = null;
      shownStep = state.step ?? null;
      wrong = new Set();
      explanation.textContent = state.note;
      replay.update(at, furthest, !explained || at < history.length - 1);
      render();
    }

    /** Explain: the library's logical path from the puzzle as given, computed in the worker. */
    function explain(): void {
      slot.stop();
      const puzzle = formatSudoku(givens);
      status.textContent = "Explaining…";
      stopButton.disabled = false;
      const request = { type: "sudoku-explain" as const, grid: puzzle, variant: variantNow() };
      const current = startJob(request, (reply) => {
        if (reply.type === "error") status.textContent = reply.message;
        if (reply.type !== "done" || !reply.explained || formatSudoku(givens) !== puzzle) return;
        const { steps, end } = reply.explained;
        // the grid after each step, from the clues: the replay restores these states exactly
        values = givens.slice();
        marks = new Int32Array(geometry.cells);
        removed = new Int32Array(geometry.cells);
        solvedCells = new Set();
        history = [snapshot("The puzzle as given: Step plays its logical solution.")];
        for (const step of steps) {
          for (const e of step.eliminations) {
            removed[e.cell] |= 1 << (e.digit - 1);
            marks[e.cell] &= ~(1 << (e.digit - 1));
          }
          for (const p of step.placements) values[p.cell] = p.digit;
          history.push(snapshot(sentence(step), step));
        }
        explained = true;
        furthest = 0;
        // eliminations are shown on the candidates
        if (steps.some((s) => s.eliminations.length > 0)) showCandidates.checked = true;
        restore(0);
        status.textContent = `Explained: ${steps.length} step${steps.length === 1 ? "" : "s"}; ${end}`;
      });
      follow(current);
    }
    const replay = replayControls({
      onBack: () => restore(at - 1),
      onStep: () => {
        if (at < history.length - 1) {
          restore(at + 1);
          return;
        }
        if (explained) {
          replay.pause();
          return;
        }
        // the next logical step, taken; none (solved, or logic is stuck) ends a Play
        showHint();
        if (hint) applyHint();
        else replay.pause();
      },
      onSeek: (k) => restore(Math.min(k, furthest)),
    });

    function showRating(rating: RatingInfo | undefined, solutions: number): void {
      ratingOut.textContent = rating
        ? `Rating: ${rating.level} (${rating.score}), hardest technique: ${rating.hardest}.`
        : variant && solutions === 1
          ? "Rating: none (the rating is classic only)."
          : solutions === 0
            ? "Rating: none (no solution)."
            : "Rating: none (more than one solution).";
    }

    function solve(check: boolean, rateOnly = false): void {
      slot.stop();
      const puzzle = formatSudoku(givens);
      if (!rateOnly) status.textContent = check ? "Checking…" : "Solving…";
      stopButton.disabled = false;
      const request = { type: "sudoku-solve" as const, grid: puzzle, variant: variantNow() };
      const current = startJob(request, (reply) => {
        if (reply.type === "error") {
          status.textContent = reply.message;
        } else if (reply.type === "done") {
          const line = reply.text ?? "none";
          showRating(reply.rating, reply.solutions);
          if (rateOnly) return;
          if (line === "none") {
            status.textContent = "This puzzle has no solution.";
            return;
          }
          const solution = Uint8Array.from(line, (ch) => keyValue(ch, geometry.size));
          const unique =
            reply.solutions === 1 ? "one solution" : "more than one solution (not a proper puzzle)";
          if (check) {
            wrong = new Set();
            let empty = 0;
            for (let cell = 0; cell < geometry.cells; cell++) {
              if (values[cell] === 0) empty++;
              else if (values[cell] !== solution[cell]) wrong.add(cell);
            }
            status.textContent =
              wrong.size > 0
                ? `${wrong.size} wrong: ${[...wrong].map((cell) => cellName(cell, geometry.size)).join(", ")}.`
                : empty === 0
                  ? "Solved! Every cell is right."
                  : `No mistakes so far; ${empty} cells to go.`;
          } else {
            solvedCells = new Set();
            for (let cell = 0; cell < geometry.cells; cell++) {
              if (values[cell] !== solution[cell]) solvedCells.add(cell);
              values[cell] = solution[cell];
            }
            wrong = new Set();
            hint = null;
            shownStep = null;
            explanation.textContent = "";
            status.textContent = `Solved (${unique}, ${reply.nodes.toLocaleString("en-US")} search nodes): ${line}`;
          }
          render();
        }
      });
      follow(current);
    }

    /** The variant puzzle with the page's givens, for the worker (undefined for a classic grid). */
    function variantNow(): VariantSudoku | undefined {
      return variant ? { ...variant, givens: Array.from(givens) } : undefined;
    }

    function generate(): void {
      slot.stop();
      const size = Number(sizeSelect.value);
      status.textContent = `Generating a ${size}x${size} puzzle…`;
      stopButton.disabled = false;
      const current = startJob(
        {
          type: "sudoku-generate",
          size,
          symmetry: symmetrySelect.value,
          difficulty: difficultySelect.value || undefined,
          seed: seedInput.value.trim() || undefined,
        },
        (reply) => {
          if (reply.type === "error") status.textContent = reply.message;
          else if (reply.type === "done" && reply.puzzle) {
            puzzleInput.value = reply.puzzle;
            load(reply.puzzle, false);
            showRating(reply.rating, 1);
            status.textContent = `Generated after ${reply.nodes} attempt${reply.nodes === 1 ? "" : "s"}: ${givens.filter((v) => v > 0).length} clues, one solution.`;
          }
        },
      );
      follow(current);
    }

    const loadButton = button("Load", () => load(puzzleInput.value));
    const stopButton = button("Stop", () => slot.stop(), { disabled: true });
    exampleSelect.addEventListener("change", () => {
      const found = EXAMPLES.find(([name]) => name === exampleSelect.value);
      if (found) {
        puzzleInput.value = found[1];
        load(found[1]);
      }
    });
    variantSelect.addEventListener("change", () => {
      const found = variantExamples.find((e) => e.name === variantSelect.value);
      if (found) {
        puzzleInput.value = found.fpuzzles;
        load(found.fpuzzles);
      }
    });
    puzzleInput.addEventListener("keydown", (event) => {
      if (event.key === "Enter") load(puzzleInput.value);
    });
    showCandidates.addEventListener("change", render);

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
          puzzleInput,
          "One line: digits for clues, . or 0 for blanks; or a variant: an f-puzzles link, load= string or JSON",
        ),
        loadButton,
        field("Example", exampleSelect),
        field("Variant", variantSelect),
      ),
      h(
        "details",
        { class: "generate" },
        h("summary", {}, "Generate a puzzle"),
        h(
          "div",
          { class: "controls" },
          field("Size", sizeSelect),
          field("Difficulty", difficultySelect),
          field("Symmetry", symmetrySelect),
          field("Seed", seedInput),
          button("Generate", generate),
        ),
      ),
      errorBox,
      rulesOut,
      h("div", { class: "board-wrap" }, board, pad),
      h(
        "div",
        { class: "controls buttons" },
        button("Hint", showHint, { class: "primary" }),
        button("Apply hint", applyHint),
        button("Explain", explain),
        button("Check", () => solve(true)),
        button("Solve", () => solve(false)),
        stopButton,
        button("Clear", () => load(loadedText)),
        button("Entries as clues", () => {
          puzzleInput.value = variant
            ? JSON.stringify(writeFPuzzles({ ...variant, givens: Array.from(values) }))
            : formatSudoku(values);
          load(puzzleInput.value);
        }),
        h("label", { class: "check" }, showCandidates, " Show candidates"),
      ),
      h("div", { class: "hint-path" }, replay.element),
      explanation,
      status,
      ratingOut,
      h("p", {}, "The grid as one line: ", lineOut),
    );
    // a shared link: #/sudoku?puzzle=<line or f-puzzles link> or #/sudoku?load=<f-puzzles data>
    const fromLink = params.get("load");
    const initial =
      fromLink !== null ? `load=${fromLink}` : (params.get("puzzle") ?? EXAMPLES[0][1]);
    puzzleInput.value = initial;
    if (!load(initial)) {
      const why = errorBox.textContent ?? "";
      load(EXAMPLES[0][1]);
      showError(`The link's puzzle could not be read (${why}); showing an example instead.`);
    }
    return () => slot.stop();
  },
};
