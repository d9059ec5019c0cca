/**
 * The Alphametics page: a puzzle (one or more equations, or an arithmograph grid) solved in the
 * worker, every solution in the CLI's form (`9567 + 1085 = 10652`), the search-language program
 * the solver lowers the puzzle to, and that program's per-statement counts as a bar chart; the
 * URL carries the puzzle (shareable). Explain lists what follows without search (`--explain`,
 * with trials as `--trace`); Compare methods charts each method's nodes (`--compare`). Each
 * panel is its own module over the shared state of state.ts; this one lays them out.
 */
import { field, h } from "../../dom.js";
import type { Page } from "../../page.js";
import { generatePanel } from "./generate.js";
import { methodsPanel } from "./methods.js";
import { reasoningPanel } from "./reasoning.js";
import { solvePanels } from "./solve.js";
import { alphameticsState } from "./state.js";

const EXAMPLES: [string, string][] = [
  ["SEND + MORE = MONEY", "SEND + MORE = MONEY"],
  [
    "Arithmograph",
    "ABC - BBD = DEF\n /     +     -\nGH  *  GD  = BGC\n =     =     =\nDI  + BJI  = BIF",
  ],
  ["Three relations", "AB + BA = CC; A > B; C == 9"],
  ["TO + GO = OUT", "TO + GO = OUT"],
  ["A fixed digit", "7AB + CD = 8DA"],
  ["Many solutions", "AB + CD = EF"],
];

const INTRO =
  "Letters stand for digits: different letters, different digits, no leading zeros. Type equations joined by ; or new lines, or an arithmograph grid. The solver turns the puzzle into a program of the search language and runs it; the bars show how often each statement ran. Ctrl+Enter solves.";

/** A titled panel section. */
const panel = (title: string, ...body: HTMLElement[]) =>
  h("section", { class: "panel" }, h("h3", {}, title), ...body);

export const alphameticsPage: Page = {
  id: "alphametics",
  title: "Alphametics",
  mount(root, params) {
    const state = alphameticsState();
    const { puzzleInput, baseInput, leadingZeros } = state;
    const reasoning = reasoningPanel(state);
    const methods = methodsPanel(state);
    const solver = solvePanels(state, () => {
      reasoning.reasoning.replaceChildren();
      methods.methodsBox.replaceChildren();
    });
    const generator = generatePanel(state, (puzzle) => {
      puzzleInput.value = puzzle;
      solver.solve();
    });
    const exampleSelect = h("select", {}, h("option", { value: "" }, "choose…"));
    for (const [name] of EXAMPLES) exampleSelect.append(h("option", { value: name }, name));
    exampleSelect.addEventListener("change", () => {
      const found = EXAMPLES.find(([name]) => name === exampleSelect.value);
      if (!found) return;
      puzzleInput.value = found[1];
      baseInput.value = "10";
      solver.solve();
    });
    puzzleInput.addEventListener("keydown", (event) => {
      if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        solver.solve();
      }
    });
    const controls = (...children: (HTMLElement | string)[]) =>
      h("div", { class: "controls" }, ...children);
    root.append(
      h("p", { class: "intro" }, INTRO),
      controls(field("Puzzle", puzzleInput), field("Example", exampleSelect)),
      controls(
        field("Base", baseInput),
        h("label", { class: "check" }, leadingZeros, " Leading zeros allowed"),
        h("label", { class: "check" }, solver.firstOnly, " First solution only"),
      ),
      h(
        "div",
        { class: "controls buttons" },
        solver.solveButton,
        reasoning.explainButton,
        methods.compareButton,
        state.stopButton,
        solver.shareLink,
      ),
      h(
        "label",
        { class: "check" },
        reasoning.trials,
        " Explain with trials (suppose a digit, rule it out)",
      ),
      state.errorBox,
      state.status,
      panel("Solutions", solver.output),
      panel("The search program", solver.programOut, h("p", {}, solver.openInSearch)),
      panel("Statement counts", solver.profileBox),
      panel("Reasoning before searching", reasoning.reasoning),
      panel("Methods compared", methods.methodsBox),
      generator,
    );
    const initial = params.get("puzzle");
    baseInput.value = params.get("base") ?? "10";
    leadingZeros.checked = params.get("leading-zeros") === "1";
    if (initial) {
      puzzleInput.value = initial;
      solver.solve();
    } else puzzleInput.value = EXAMPLES[0][1];
    return () => state.slot.stop();
  },
};
