/**
 * The Sudoku board: its cells and digit pad built for the puzzle's size, drawn from the state
 * (values, marks or candidates, the step's highlights, the links overlay), and typed on
 * (arrows, digits, Backspace, Space for pencil mode, Shift+digit for a mark).
 */
import { cellName, formatSudoku, valueChar } from "../../../sudoku/grid.js";
import { button, h } from "../../dom.js";
import { drawLinks } from "../../sudoku-links.js";
import { type Highlight, keyValue, type SudokuState } from "./state.js";

/** Builds the cells and the digit pad for the loaded puzzle's size. */
export function buildBoard(s: SudokuState): void {
  const n = s.geometry.size;
  s.board.style.setProperty("--n", String(n));
  s.board.dataset.size = String(n);
  s.cells = [];
  const rows: HTMLElement[] = [];
  for (let r = 0; r < n; r++) {
    const row = h("div", { role: "row", class: "sudoku-row" });
    for (let c = 0; c < n; c++) {
      const cell = r * n + c;
      const el = h("div", { role: "gridcell", class: "cell", tabindex: -1 });
      el.addEventListener("click", () => select(s, cell, true));
      s.cells.push(el);
      row.append(el);
    }
    rows.push(row);
  }
  s.board.replaceChildren(...rows, s.picture, s.overlay);
  s.pad.replaceChildren(
    ...Array.from({ length: n }, (_, i) =>
      button(valueChar(i + 1), () => enter(s, i + 1), {
        "aria-label": `digit ${valueChar(i + 1)}`,
      }),
    ),
    button("Erase", () => enter(s, 0)),
    s.pencil,
  );
}
/** Draws the grid: values, marks or candidates, the hint or step shown, its links. */
export function render(s: SudokuState): void {
  const n = s.geometry.size;
  const cands = s.showCandidates.checked ? s.candidates() : null;
  const shown: Highlight | null = s.hint ?? s.shownStep;
  const hintCells = new Set(shown?.cells ?? []);
  const hintHouse = new Set<number>();
  if (shown?.technique === "hidden single" && shown.house) {
    const cell = shown.cells[0];
    for (let k = 0; k < s.geometry.cells; k++) {
      const same =
        shown.house === "row"
          ? s.geometry.rowOf[k] === s.geometry.rowOf[cell]
          : shown.house === "column"
            ? s.geometry.colOf[k] === s.geometry.colOf[cell]
            : s.geometry.boxOf[k] === s.geometry.boxOf[cell];
      if (same) hintHouse.add(k);
    }
  }
  const placements = new Map(shown?.placements.map((p) => [p.cell, p.digit]) ?? []);
  const eliminated = new Map<number, number>();
  for (const e of shown?.eliminations ?? [])
    eliminated.set(e.cell, (eliminated.get(e.cell) ?? 0) | (1 << (e.digit - 1)));
  for (let cell = 0; cell < s.geometry.cells; cell++) {
    const el = s.cells[cell];
    const v = s.values[cell];
    const given = s.givens[cell] > 0;
    el.className = "cell";
    const boxes = !s.variant?.jigsaw;
    if (boxes && (cell % n) % s.geometry.boxCols === s.geometry.boxCols - 1 && cell % n < n - 1)
      el.classList.add("box-right");
    if (
      boxes &&
      Math.floor(cell / n) % s.geometry.boxRows === s.geometry.boxRows - 1 &&
      cell < n * (n - 1)
    )
      el.classList.add("box-bottom");
    if (given) el.classList.add("given");
    if (s.solvedCells.has(cell)) el.classList.add("solved");
    if (s.wrong.has(cell)) el.classList.add("wrong");
    if (hintHouse.has(cell)) el.classList.add("hint-house");
    if (hintCells.has(cell)) el.classList.add("hint-cell");
    if (placements.has(cell)) el.classList.add("hint-place");
    if (cell === s.selected) el.classList.add("selected");
    el.tabIndex = cell === s.selected ? 0 : -1;
    el.setAttribute("aria-selected", String(cell === s.selected));
    let label = `${cellName(cell, n)}, `;
    if (v > 0) {
      el.replaceChildren(h("span", { class: "value" }, valueChar(v)));
      label += `${valueChar(v)}${given ? ", given" : ""}`;
      if (placements.get(cell) === v && !s.hint) label += ", placed by this step";
    } else {
      const mask = cands ? cands[cell] : s.marks[cell];
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
      el.replaceChildren(place ? h("span", { class: "value ghost" }, valueChar(place)) : marksEl);
      label += place
        ? `empty, the hint places ${valueChar(place)}`
        : listed.length > 0
          ? `empty, ${cands ? "candidates" : "marks"} ${listed.join(" ")}`
          : "empty";
      const struck: string[] = [];
      for (let d = 1; d <= n; d++) if ((gone >> (d - 1)) & 1) struck.push(valueChar(d));
      if (struck.length > 0) label += `, ${struck.join(" ")} eliminated`;
    }
    if (s.notes[cell]) label += s.notes[cell];
    if (s.wrong.has(cell)) label += ", wrong";
    el.setAttribute("aria-label", label);
  }
  drawLinks(s.overlay, n, shown?.links ?? []);
  s.pencil.setAttribute("aria-pressed", String(s.pencilMode));
  s.lineOut.textContent = formatSudoku(s.values);
}
/** Selects a cell (and focuses it). */
export function select(s: SudokuState, cell: number, focus: boolean): void {
  s.selected = cell;
  render(s);
  if (focus) s.cells[cell]?.focus();
}
/** Switches pencil mode. */
export function setPencil(s: SudokuState, on: boolean): void {
  s.pencilMode = on;
  render(s);
}
/** Enters a value (0 erases) in the selected cell, as a value or a pencil mark. */
export function enter(s: SudokuState, value: number, asMark = s.pencilMode): void {
  const cell = s.selected;
  if (s.givens[cell] > 0) return;
  if (value === 0) {
    s.values[cell] = 0;
    s.marks[cell] = 0;
  } else if (asMark) {
    if (s.values[cell] > 0) return;
    s.marks[cell] ^= 1 << (value - 1);
  } else {
    s.values[cell] = s.values[cell] === value ? 0 : value;
  }
  s.solvedCells.delete(cell);
  s.wrong.delete(cell);
  s.hint = null;
  s.shownStep = null;
  s.explanation.textContent = "";
  render(s);
  s.cells[cell]?.focus();
}
/** The board's keys: arrows, Home and End move; digits enter; Backspace erases; Space toggles pencil mode. */
export function boardKeys(s: SudokuState): void {
  s.board.addEventListener("keydown", (event) => {
    const n = s.geometry.size;
    const r = Math.floor(s.selected / n);
    const c = s.selected % n;
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
      select(s, moves[event.key], true);
    } else if (["Backspace", "Delete", "0", "."].includes(event.key)) {
      event.preventDefault();
      enter(s, 0);
    } else if (event.key === " ") {
      event.preventDefault();
      setPencil(s, !s.pencilMode);
      s.cells[s.selected]?.focus();
    } else if (!event.ctrlKey && !event.metaKey && !event.altKey) {
      // shifted digits arrive as symbols: read the physical key instead
      const key = event.code.startsWith("Digit") ? event.code.slice(5) : event.key;
      const value = keyValue(key, n);
      if (value > 0) {
        event.preventDefault();
        enter(s, value, s.pencilMode !== event.shiftKey);
      }
    }
  });
}
