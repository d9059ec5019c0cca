/**
 * The matrix of a small exact cover problem (options by items), redrawn at each step of the
 * search replay; cost per step linear in the matrix's cells (at most 40 options x 30 items).
 */
import { parseDlx } from "../../../exact-cover/dlx-format.js";
import type { ExactCoverProblem } from "../../../exact-cover/problem.js";
import { h } from "../../dom.js";
import type { WorkerReply } from "../../protocol.js";

/** One step of the search replay, as the worker sends it. */
export type Step = NonNullable<Extract<WorkerReply, { type: "done" }>["trace"]>["steps"][number];

/** The largest problem drawn as a matrix (options x items). */
const MATRIX_OPTIONS = 40;
const MATRIX_ITEMS = 30;

/**
 * The matrix of a small problem, one row per option and one column per item, redrawn at each
 * step: the options chosen, the option tried, the options hidden by the covers (they share a
 * primary item with a chosen one, or give a secondary item another colour), the items covered,
 * the item branched on. Undefined for a problem too large to draw (or one that does not parse).
 */
export function coverMatrix(
  text: string,
): { element: HTMLElement; show(step?: Step): void } | undefined {
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
