/**
 * The Exact cover page: a problem in Knuth's text format (typed, or one of the examples), solved
 * in the worker: every solution with its options apart (drawn when it is a tiling or a Sudoku)
 * and the count as `N solutions`; and the search step by step (stepper.ts).
 */
import { formatDlx } from "../../../exact-cover/dlx-format.js";
import { queensProblem } from "../../../exact-cover/encoders/queens.js";
import { sudokuCover } from "../../../exact-cover/encoders/sudoku.js";
import { button, field, h, statusLine } from "../../dom.js";
import { jobSlot, startJob } from "../../jobs.js";
import type { Page } from "../../page.js";
import type { WorkerReply } from "../../protocol.js";
import { sudokuPicture, tilingPicture } from "./pictures.js";
import { coverStepper } from "./stepper.js";

const files = import.meta.glob<string>("../../../../examples/*.dlx", {
  query: "?raw",
  import: "default",
  eager: true,
});

/** Norvig's top95 #1, for the Sudoku example. */
const SUDOKU_EXAMPLE =
  "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

/** The examples: Knuth's toy problem first, then the files, then 6-queens and a Sudoku. */
const EXAMPLES: [string, string][] = [
  ...Object.entries(files)
    .map(([path, text]): [string, string] => [path.slice(path.lastIndexOf("/") + 1), text])
    .sort(([a], [b]) =>
      a === "dancing-links.dlx" ? -1 : b === "dancing-links.dlx" ? 1 : a.localeCompare(b),
    ),
  ["6-queens", `| six queens: rows, columns | diagonals\n${formatDlx(queensProblem(6))}`],
  [
    "a Sudoku (top95 #1)",
    `| a Sudoku: option "pRC rRD cCD bBD" puts digit D in row R, column C (box B)\n${formatDlx(sudokuCover(SUDOKU_EXAMPLE).problem)}`,
  ],
];

/** Most solutions listed. */
const MAX_LISTED = 500;

const INTRO =
  "An exact cover problem in Knuth's format: the first line names the primary items, then |, then the secondary ones; every later line is an option (name:colour for a coloured secondary item; lines starting with | are comments). Solve lists every solution, its options apart; Step walks through the search Algorithm X makes.";

type Done = Extract<WorkerReply, { type: "done" }>;

/** The solutions as a list: each its options, and its picture when there is one. */
function solutionItems(reply: Done): HTMLElement[] {
  return (reply.covers ?? []).map((options) =>
    h(
      "li",
      {},
      h("pre", { class: "cover-options" }, options.join("\n")),
      tilingPicture(options) ?? sudokuPicture(options),
    ),
  );
}

export const exactCoverPage: Page = {
  id: "exact-cover",
  title: "Exact cover",
  mount(root, params) {
    const problemInput = h("textarea", {
      rows: 8,
      class: "puzzle-input mono",
      spellcheck: "false",
      autocomplete: "off",
    });
    const exampleSelect = h("select", {});
    for (const [name] of EXAMPLES) exampleSelect.append(h("option", { value: name }, name));
    const status = statusLine();
    const errorBox = h("p", { class: "error", role: "alert", hidden: true });
    const solutionsBox = h("ol", { class: "cover-solutions", "aria-label": "Solutions" });
    const slot = jobSlot();
    const fail = (message: string) => {
      errorBox.hidden = false;
      errorBox.textContent = message;
      status.textContent = "The problem has an error.";
    };
    const stepper = coverStepper({
      problem: () => problemInput.value,
      status,
      errorBox,
      slot,
      fail,
    });
    const stopButton = button("Stop", () => slot.stop(), { disabled: true });

    /** Solves or counts in the worker (the replay and the list start again). */
    function run(mode: "solve" | "count", onDone: (reply: Done) => void): void {
      stepper.reset();
      solutionsBox.replaceChildren();
      slot.stop();
      errorBox.hidden = true;
      status.textContent = "Searching…";
      stopButton.disabled = false;
      const request = { type: "cover" as const, text: problemInput.value, mode, limit: MAX_LISTED };
      const current = startJob(request, (reply) => {
        if (reply.type === "done") onDone(reply);
        else if (reply.type === "error") fail(reply.message);
      });
      slot.hold(current, (end) => {
        if (end.type === "stopped") status.textContent = "Stopped.";
        stopButton.disabled = true;
      });
    }
    const solutions = (n: number) => `${n} solution${n === 1 ? "" : "s"}`;
    const solve = () =>
      run("solve", (reply) => {
        const listed = reply.covers?.length ?? 0;
        status.textContent = `${solutions(reply.solutions)}${listed < reply.solutions ? ` (the first ${reply.covers?.length} listed)` : ""}`;
        solutionsBox.replaceChildren(...solutionItems(reply));
      });
    const count = () =>
      run("count", (reply) => {
        status.textContent = solutions(reply.solutions);
      });

    exampleSelect.addEventListener("change", () => {
      const found = EXAMPLES.find(([name]) => name === exampleSelect.value);
      if (!found) return;
      problemInput.value = found[1];
      stepper.reset();
      solutionsBox.replaceChildren();
      status.textContent = "";
    });
    problemInput.addEventListener("input", () => stepper.reset());

    root.append(
      h("p", { class: "intro" }, INTRO),
      h(
        "div",
        { class: "controls" },
        field("Problem", problemInput),
        field("Example", exampleSelect),
      ),
      h(
        "div",
        { class: "controls buttons" },
        button("Solve", solve, { class: "primary" }),
        button("Count", count),
        stopButton,
      ),
      errorBox,
      status,
      h("section", { class: "panel" }, h("h3", {}, "Solutions"), solutionsBox),
      stepper.section,
    );
    stepper.keys(root);
    problemInput.value = params.get("problem") ?? EXAMPLES[0][1];
    stepper.reset();
    return () => {
      slot.stop();
      stepper.close();
    };
  },
};
