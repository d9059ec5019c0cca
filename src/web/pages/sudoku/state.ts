/**
 * The Sudoku page's state: the grid (givens, values, pencil marks, candidates removed by hints),
 * the puzzle or variant loaded, the step shown, the path replayed, and the controls every panel
 * shares (board, status, explanation, job slot). One object, handed to each panel's functions.
 */
import { SUDOKU_SYMMETRIES } from "../../../sudoku/generate.js";
import type { SudokuGeometry } from "../../../sudoku/grid.js";
import { boardFromValues, type LogicStep } from "../../../sudoku/logic/board.js";
import { TECHNIQUE_FAMILIES } from "../../../sudoku/logic/techniques.js";
import { SUDOKU_LEVELS } from "../../../sudoku/rating.js";
import type { VariantSudoku } from "../../../sudoku/variants/types.js";
import { button, h, statusLine } from "../../dom.js";
import { type Job, jobSlot } from "../../jobs.js";
import type { ExplainedStep } from "../../protocol.js";
import type { replayControls } from "../../replay.js";
import { variantCandidates } from "../../sudoku-variant-logic.js";
import { SUDOKU_EXAMPLES } from "../sudoku-examples.js";
import type { SudokuVariantExample } from "../sudoku-variant-examples.js";

/** What the board highlights: a hint not yet applied, or a step of the path shown. */
export type Highlight = Pick<
  LogicStep,
  "cells" | "placements" | "eliminations" | "explanation" | "house" | "links"
> & {
  technique: string;
};

/** One state of the path replayed: the grid after a step (the loaded puzzle first). */
export interface PathState {
  values: Uint8Array;
  marks: Int32Array;
  removed: Int32Array;
  note: string;
  step?: ExplainedStep;
}

/** A step's sentence as the page shows it: the technique capitalised, then the explanation. */
export const sentence = (step: Highlight) =>
  `${step.technique[0].toUpperCase()}${step.technique.slice(1)}: ${step.explanation}`;

/** The families a generated puzzle can be asked to need (singles are always needed). */
export const neededFamilies = (): string[] =>
  Object.keys(TECHNIQUE_FAMILIES).filter((f) => f !== "singles" && f !== "variant");

/**
 * The families `generateSudoku` is given for a puzzle that needs `family`: it and the easier ones
 * (in the order of TECHNIQUE_FAMILIES), so that the puzzle needs it and nothing harder.
 */
export function familiesUpTo(family: string): string[] {
  const order = Object.keys(TECHNIQUE_FAMILIES);
  return order.slice(0, order.indexOf(family) + 1).filter((f) => f !== "variant");
}

/** Puzzles to start from. */
export const EXAMPLES: [string, string][] = SUDOKU_EXAMPLES.map((e) => [e.name, e.grid]);

/** The character a key stands for, as a value 1..N, or 0 for none. Example: `keyValue("A", 16)` is 10. */
export function keyValue(key: string, size: number): number {
  if (key.length !== 1) return 0;
  const c = key.toUpperCase();
  const v =
    c >= "1" && c <= "9" ? c.charCodeAt(0) - 48 : c >= "A" && c <= "Z" ? c.charCodeAt(0) - 55 : 0;
  return v >= 1 && v <= size ? v : 0;
}

function svg(className: string): SVGSVGElement {
  const el = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  el.setAttribute("class", className);
  el.setAttribute("aria-hidden", "true");
  return el;
}

/** The page's state and shared controls. Example: `const s = new SudokuState(); load(s, line);` */
export class SudokuState {
  readonly puzzleInput = h("input", {
    type: "text",
    class: "wide mono",
    spellcheck: "false",
    autocomplete: "off",
    autocapitalize: "off",
  });
  readonly exampleSelect = h("select", {});
  readonly variantSelect = h("select", {}, h("option", { value: "" }, "choose one"));
  /** The variant examples: their own chunk (9 KB), listed once it has arrived. */
  variantExamples: readonly SudokuVariantExample[] = [];
  readonly showCandidates = h("input", { type: "checkbox" });
  /** Switches pencil mode (page.ts wires it: the board module draws the switch). */
  readonly pencil = h("button", { type: "button", "aria-pressed": "false" }, "Pencil");
  readonly board = h("div", { class: "sudoku", role: "grid", "aria-label": "Sudoku board" });
  /** The step's links, drawn over the board (the explanation says them in words). */
  readonly overlay = svg("sudoku-links");
  /** A variant's constraints, drawn under the links (the rules line says them in words). */
  readonly picture = svg("sudoku-variant empty");
  readonly rulesOut = h("p", { class: "variant-rules", hidden: true });
  readonly pad = h("div", { class: "pad", role: "group", "aria-label": "Digits" });
  readonly status = statusLine();
  readonly explanation = h("p", { class: "explanation", "aria-live": "polite" });
  readonly errorBox = h("p", { class: "error", role: "alert", hidden: true });
  readonly lineOut = h("code", { class: "grid-line" });
  readonly ratingOut = h("p", { class: "rating", "aria-live": "polite" });
  readonly sizeSelect = h("select", {});
  readonly difficultySelect = h("select", {}, h("option", { value: "" }, "any"));
  /** The technique family a generated puzzle needs (with the easier ones, none harder). */
  readonly needsSelect = h("select", {}, h("option", { value: "" }, "any"));
  readonly symmetrySelect = h("select", {});
  readonly seedInput = h("input", { type: "text", placeholder: "random", class: "short" });
  readonly slot = jobSlot();
  readonly stopButton = button("Stop", () => this.slot.stop(), { disabled: true });
  /** The Back/Step/Play/Timeline controls (made by path.ts once the state exists). */
  replay!: ReturnType<typeof replayControls>;

  geometry!: SudokuGeometry;
  givens = new Uint8Array(0);
  values = new Uint8Array(0);
  marks = new Int32Array(0);
  /** Candidates removed by applied hints (kept out of "Show candidates" and later hints). */
  removed = new Int32Array(0);
  solvedCells = new Set<number>();
  wrong = new Set<number>();
  selected = 0;
  pencilMode = false;
  hint: Highlight | null = null;
  /** The variant puzzle loaded (its constraints; its givens are `givens`), or null. */
  variant: VariantSudoku | null = null;
  notes: string[] = [];
  /** The text the puzzle was loaded from (Clear loads it again). */
  loadedText = "";
  /** The step of the path shown (already applied to the grid): its cells highlighted. */
  shownStep: ExplainedStep | null = null;
  cells: HTMLElement[] = [];
  /**
   * The path replayed: the grid after each step, the loaded puzzle first. A hint path grows as
   * hints are applied; an explained path (Explain) is the library's whole path, computed at
   * once and walked step by step (`furthest` is the last step shown, the Timeline's maximum).
   */
  history: PathState[] = [];
  at = 0;
  furthest = 0;
  explained = false;
  /** Whether the puzzle as given has exactly one solution (counted once per puzzle). */
  uniqueFor = "";
  unique = false;

  constructor() {
    for (const [name] of EXAMPLES) this.exampleSelect.append(h("option", { value: name }, name));
    void import("../sudoku-variant-examples.js").then(({ SUDOKU_VARIANT_EXAMPLES }) => {
      this.variantExamples = SUDOKU_VARIANT_EXAMPLES;
      for (const example of this.variantExamples)
        this.variantSelect.append(h("option", { value: example.name }, example.name));
    });
    for (const size of [4, 6, 9, 16])
      this.sizeSelect.append(h("option", { value: size, selected: size === 9 }, `${size}x${size}`));
    for (const level of SUDOKU_LEVELS)
      this.difficultySelect.append(h("option", { value: level }, level));
    for (const family of neededFamilies())
      this.needsSelect.append(h("option", { value: family }, family));
    for (const symmetry of SUDOKU_SYMMETRIES)
      this.symmetrySelect.append(
        h("option", { value: symmetry, selected: symmetry === "rot180" }, symmetry),
      );
  }

  /** Makes `current` the page's job; when it ends (still the page's), Stop is done with. */
  follow(current: Job): void {
    this.slot.hold(current, (end) => {
      if (end.type === "stopped") this.status.textContent = "Stopped.";
      this.stopButton.disabled = true;
    });
  }

  /** The grid now, as a state of the path. */
  snapshot(note: string, step?: ExplainedStep): PathState {
    return {
      values: this.values.slice(),
      marks: this.marks.slice(),
      removed: this.removed.slice(),
      note,
      step,
    };
  }

  /** The candidates left: the grid's, less those applied hints removed. */
  candidates(): Int32Array {
    if (this.variant) return variantCandidates(this.variant, this.values, this.removed);
    const cands = boardFromValues(this.geometry, this.values).cands;
    for (let cell = 0; cell < cands.length; cell++) cands[cell] &= ~this.removed[cell];
    return cands;
  }

  /** The variant puzzle with the page's givens, for the worker (undefined for a classic grid). */
  variantNow(): VariantSudoku | undefined {
    return this.variant ? { ...this.variant, givens: Array.from(this.givens) } : undefined;
  }

  showError(message: string): void {
    this.errorBox.hidden = false;
    this.errorBox.textContent = message;
  }
}
