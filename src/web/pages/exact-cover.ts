/**
 * The Exact cover page: a problem in Knuth's text format (typed, or one of the examples), solved
 * in the worker: every solution with its options apart and the count as `N solutions`; and the
 * search step by step (Algorithm X making the engine's choices), replayed with Back, Step and
 * the Timeline: the item branched on, the option tried, the options chosen so far, the counters;
 * a small problem drawn as its matrix and as its dancing links at each step.
 */
import { formatDlx, parseDlx } from "../../exact-cover/dlx-format.js";
import { queensProblem } from "../../exact-cover/encoders/queens.js";
import { sudokuCover } from "../../exact-cover/encoders/sudoku.js";
import type { ExactCoverProblem } from "../../exact-cover/problem.js";
import { type LinksPicture, linksPicture } from "../dancing-links-picture.js";
import { button, field, h, plural, statusLine } from "../dom.js";
import { jobSlot, openSession, startJob } from "../jobs.js";
import type { Page } from "../page.js";
import type { WorkerReply } from "../protocol.js";
import { replayControls } from "../replay.js";

const files = import.meta.glob<string>("../../../examples/*.dlx", {
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

/**
 * A Sudoku's picture, when the options are a 9x9 Sudoku's (as sudokuCover names them: `pRC rRD
 * cCD bBD`, digit D in row R and column C): the grid with its digits. Undefined for others.
 */
function sudokuPicture(options: string[]): HTMLElement | undefined {
  const digits = new Array<string>(81).fill("");
  for (const option of options) {
    const m = /^p([1-9])([1-9]) r\1([1-9]) c\2\3 b[1-9]\3$/.exec(option.trim());
    if (!m) return undefined;
    digits[(Number(m[1]) - 1) * 9 + Number(m[2]) - 1] = m[3]!;
  }
  if (digits.includes("")) return undefined;
  const grid = h("div", {
    class: "tiling sudoku-picture",
    role: "img",
    "aria-label": `the solved grid: ${digits.join("")}`,
    style: "grid-template-columns: repeat(9, 1.4rem)",
  });
  digits.forEach((d, cell) => {
    const r = Math.floor(cell / 9);
    const c = cell % 9;
    const thick = `${c % 3 === 0 && c > 0 ? " box-left" : ""}${r % 3 === 0 && r > 0 ? " box-top" : ""}`;
    grid.append(h("span", { class: `tile-cell sudoku-cell${thick}` }, d));
  });
  return grid;
}

/** Most solutions listed; steps fetched from the replay at a time (the page holds one window). */
const MAX_LISTED = 500;
const WINDOW = 2000;

/**
 * A tiling's picture, when the options read like placements on a board (a piece's name, then
 * cells written row and column in base 36, as pentominoProblem names them): one coloured square
 * per cell, the piece's letter in it. Undefined for other problems.
 */
function tilingPicture(options: string[]): HTMLElement | undefined {
  const cells = new Map<string, string>();
  let rows = 0;
  let cols = 0;
  for (const option of options) {
    const [piece, ...rest] = option.split(" ");
    if (rest.length === 0 || !rest.every((c) => /^[0-9a-z]{2}$/.test(c))) return undefined;
    for (const c of rest) {
      const r = Number.parseInt(c[0], 36);
      const k = Number.parseInt(c[1], 36);
      cells.set(`${r},${k}`, piece);
      rows = Math.max(rows, r + 1);
      cols = Math.max(cols, k + 1);
    }
  }
  const pieces = [...new Set(cells.values())].sort();
  const grid = h("div", {
    class: "tiling",
    role: "img",
    "aria-label": `the tiling: ${rows} rows of ${cols} cells`,
    style: `grid-template-columns: repeat(${cols}, 1.4rem)`,
  });
  for (let r = 0; r < rows; r++)
    for (let k = 0; k < cols; k++) {
      const piece = cells.get(`${r},${k}`);
      const hue = piece ? Math.round((pieces.indexOf(piece) * 360) / pieces.length) : 0;
      grid.append(
        h(
          "span",
          {
            class: "tile-cell",
            style: piece ? `background:hsl(${hue} 65% 72%)` : "background:none",
          },
          piece ?? "",
        ),
      );
    }
  return grid;
}

type Step = NonNullable<Extract<WorkerReply, { type: "done" }>["trace"]>["steps"][number];

/** The largest problem drawn as a matrix (options x items). */
const MATRIX_OPTIONS = 40;
const MATRIX_ITEMS = 30;

/**
 * The matrix of a small problem, one row per option and one column per item, redrawn at each
 * step: the options chosen, the option tried, the options hidden by the covers (they share a
 * primary item with a chosen one, or give a secondary item another colour), the items covered,
 * the item branched on. Undefined for a problem too large to draw (or one that does not parse).
 */
function coverMatrix(text: string): { element: HTMLElement; show(step?: Step): void } | undefined {
  let problem: ExactCoverProblem;
  try {
    problem = parseDlx(text);
  } catch {
    return undefined;
  }
  const p = problem.primary.length;
  const names = [...problem.primary, ...problem.secondary];
  if (problem.options.length > MATRIX_OPTIONS || names.length > MATRIX_ITEMS) return undefined;
  const head = h("tr", {}, h("th", { scope: "col" }, "option"));
  const columns = names.map((name, i) => {
    const th = h("th", { scope: "col", class: i < p ? "primary" : "secondary" }, name);
    head.append(th);
    return th;
  });
  const rows = problem.options.map((option, o) => {
    const tr = h("tr", {}, h("th", { scope: "row" }, String(o + 1)));
    const cells = names.map((_, i) => {
      const k = option.items.indexOf(i);
      const colour = k >= 0 ? option.colors?.[k] : undefined;
      return h("td", {}, k < 0 ? "" : colour ? colour : "1");
    });
    tr.append(...cells);
    return tr;
  });
  const table = h(
    "table",
    { class: "cover-matrix", "aria-label": "The matrix: options by items" },
    h("thead", {}, head),
    h("tbody", {}, ...rows),
  );
  const element = h("div", { class: "cover-matrix-box" }, table);
  return {
    element,
    show(step) {
      const chosen = new Set(step?.chosenIndex ?? []);
      const covered = new Set<number>();
      const colourOf = new Map<number, string>();
      for (const o of chosen)
        problem.options[o].items.forEach((item, k) => {
          if (item < p) covered.add(item);
          else colourOf.set(item, problem.options[o].colors?.[k] ?? "");
        });
      columns.forEach((th, i) => {
        th.classList.toggle("covered", covered.has(i));
        th.classList.toggle("branch", step !== undefined && step.itemIndex === i);
      });
      rows.forEach((tr, o) => {
        const option = problem.options[o];
        const hidden =
          !chosen.has(o) &&
          option.items.some((item, k) => {
            if (item < p) return covered.has(item);
            const taken = colourOf.get(item);
            const colour = option.colors?.[k] ?? "";
            return taken !== undefined && (taken === "" || colour === "" || taken !== colour);
          });
        tr.classList.toggle("chosen", chosen.has(o));
        tr.classList.toggle("tried", step?.kind === "try" && step.optionIndex === o);
        tr.classList.toggle("hidden-option", hidden);
      });
    },
  };
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
    const stepText = h("p", { class: "cover-step", "aria-live": "polite" });
    const chosenBox = h("ol", { class: "cover-chosen", "aria-label": "Options chosen so far" });
    const countersText = h("p", { class: "cover-counters" });
    const matrixBox = h("div", {});
    let matrix: ReturnType<typeof coverMatrix>;
    let picture: LinksPicture | undefined;
    const slot = jobSlot();
    /**
     * The replay: the worker keeps the search with a checkpoint every 1,024 steps, and the page
     * one window of steps (`from` the first); the step shown, the furthest taken, the total once
     * the end was reached. Any step of a search of millions can be shown in bounded memory.
     */
    const session = openSession();
    let loaded: { from: number; steps: Step[] } | undefined;
    let started = false;
    let total: number | undefined;
    let loading = false;
    let shown = 0;
    let furthest = 0;

    const replay = replayControls({
      onBack: () => show(shown - 1),
      onStep: () => show(shown + 1),
      onSeek: (k) => show(Math.min(k, furthest)),
    });

    function fail(message: string): void {
      errorBox.hidden = false;
      errorBox.textContent = message;
      status.textContent = "The problem has an error.";
    }

    function run(
      mode: "solve" | "count",
      onDone: (reply: Extract<WorkerReply, { type: "done" }>) => void,
    ): void {
      slot.stop();
      errorBox.hidden = true;
      status.textContent = "Searching…";
      stopButton.disabled = false;
      const current = startJob(
        {
          type: "cover",
          text: problemInput.value,
          mode,
          limit: MAX_LISTED,
        },
        (reply) => {
          if (reply.type === "done") onDone(reply);
          else if (reply.type === "error") fail(reply.message);
        },
      );
      slot.hold(current, (end) => {
        if (end.type === "stopped") status.textContent = "Stopped.";
        stopButton.disabled = true;
      });
    }

    function solve(): void {
      resetReplay();
      solutionsBox.replaceChildren();
      run("solve", (reply) => {
        status.textContent = `${reply.solutions} solution${reply.solutions === 1 ? "" : "s"}${(reply.covers?.length ?? 0) < reply.solutions ? ` (the first ${reply.covers?.length} listed)` : ""}`;
        solutionsBox.replaceChildren(
          ...(reply.covers ?? []).map((options) =>
            h(
              "li",
              {},
              h("pre", { class: "cover-options" }, options.join("\n")),
              tilingPicture(options) ?? sudokuPicture(options),
            ),
          ),
        );
      });
    }

    function count(): void {
      resetReplay();
      solutionsBox.replaceChildren();
      run("count", (reply) => {
        status.textContent = `${reply.solutions} solution${reply.solutions === 1 ? "" : "s"}`;
      });
    }

    /** Fetches the window of steps around step k from the worker's replay, then shows k. */
    function fetchAround(k: number): void {
      if (loading) return;
      loading = true;
      slot.stop();
      errorBox.hidden = true;
      const text = problemInput.value;
      const from = Math.max(1, k - WINDOW / 2);
      if (!started) status.textContent = "Starting the search…";
      const current = session.run(
        { type: "cover", text, mode: "trace", limit: WINDOW, from },
        (reply) => {
          if (reply.type === "error") fail(reply.message);
          if (reply.type !== "done" || text !== problemInput.value) return;
          loaded = { from, steps: reply.trace?.steps ?? [] };
          total = reply.trace?.total;
          started = true;
          status.textContent =
            total === undefined
              ? "Replaying the search as it goes."
              : `Replaying the search: ${plural(total, "step")} in all.`;
        },
      );
      void current.done.then(() => {
        loading = false;
        if (loaded && k >= loaded.from && k < loaded.from + loaded.steps.length) show(k);
        else if (total !== undefined) show(Math.min(k, total));
      });
    }

    function resetReplay(): void {
      matrix = coverMatrix(problemInput.value);
      // the links of a problem small enough for the matrix (the same bounds)
      picture = matrix ? linksPicture(parseDlx(problemInput.value)) : undefined;
      matrixBox.replaceChildren(
        ...(matrix && picture
          ? [
              h(
                "p",
                { class: "hint" },
                "Rows are options, columns items: chosen rows are marked, the row being tried is outlined, rows the covers have hidden are greyed, covered items struck, the item branched on framed.",
              ),
              matrix.element,
              h("h4", {}, "The dancing links"),
              h(
                "p",
                { class: "hint" },
                "Items head the columns, joined by the item list's links; each option is a row of nodes joined left to right, each column's nodes joined up and down. A cover takes its item out of the list and its options' other nodes out of their columns (faint, passed by); the item branched on is framed, the option tried outlined, the chosen ones filled.",
              ),
              picture.element,
            ]
          : []),
      );
      matrix?.show(undefined);
      picture?.show(undefined);
      loaded = undefined;
      started = false;
      total = undefined;
      shown = 0;
      furthest = 0;
      stepText.textContent = "Step starts the search, one move at a time.";
      chosenBox.replaceChildren();
      countersText.textContent = "";
      replay.update(0, 0, true);
    }

    function describe(step: Step): string {
      const level = `Level ${step.depth}: `;
      switch (step.kind) {
        case "choose":
          return `${level}item ${step.item} has the fewest options left (${step.choices}): branch on it.`;
        case "try":
          return `${level}try option "${step.option}" for item ${step.item}: cover its items.`;
        case "solution":
          return `${level}every primary item is covered: solution ${step.solutions}.`;
        default:
          return `${level}item ${step.item} has no option left to try: back up.`;
      }
    }

    function show(k: number): void {
      if (k < 0 || (total !== undefined && k > total)) return;
      if (k > 0 && !(loaded && k >= loaded.from && k < loaded.from + loaded.steps.length)) {
        fetchAround(k);
        return;
      }
      shown = k;
      furthest = Math.max(furthest, k);
      const step = k === 0 || !loaded ? undefined : loaded.steps[k - loaded.from];
      stepText.textContent = step ? describe(step) : "The start: nothing chosen.";
      chosenBox.replaceChildren(...(step?.chosen ?? []).map((o) => h("li", {}, h("code", {}, o))));
      countersText.textContent = step
        ? `depth: ${step.depth}, nodes: ${step.nodes}, updates: ${step.updates}, solutions: ${step.solutions}`
        : "depth: 0, nodes: 0, updates: 0, solutions: 0";
      matrix?.show(step);
      picture?.show(step);
      replay.update(shown, furthest, total === undefined || shown < total);
    }

    const solveButton = button("Solve", solve, { class: "primary" });
    const countButton = button("Count", count);
    const stopButton = button("Stop", () => slot.stop(), { disabled: true });
    exampleSelect.addEventListener("change", () => {
      const found = EXAMPLES.find(([name]) => name === exampleSelect.value);
      if (!found) return;
      problemInput.value = found[1];
      resetReplay();
      solutionsBox.replaceChildren();
      status.textContent = "";
    });
    problemInput.addEventListener("input", () => resetReplay());

    root.append(
      h(
        "p",
        { class: "intro" },
        "An exact cover problem in Knuth's format: the first line names the primary items, then |, then the secondary ones; every later line is an option (name:colour for a coloured secondary item; lines starting with | are comments). Solve lists every solution, its options apart; Step walks through the search Algorithm X makes.",
      ),
      h(
        "div",
        { class: "controls" },
        field("Problem", problemInput),
        field("Example", exampleSelect),
      ),
      h("div", { class: "controls buttons" }, solveButton, countButton, stopButton),
      errorBox,
      status,
      h("section", { class: "panel" }, h("h3", {}, "Solutions"), solutionsBox),
      h(
        "section",
        { class: "panel" },
        h("h3", {}, "Step by step"),
        replay.element,
        stepText,
        countersText,
        matrixBox,
        h("h4", {}, "Options chosen so far"),
        chosenBox,
      ),
    );
    replay.keys(root);
    problemInput.value = params.get("problem") ?? EXAMPLES[0][1];
    resetReplay();
    return () => {
      slot.stop();
      session.close();
    };
  },
};
