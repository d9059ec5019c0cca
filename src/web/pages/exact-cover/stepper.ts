/**
 * The Exact cover page's step-by-step panel: the search (Algorithm X making the engine's
 * choices) replayed with Back, Step and the Timeline: the item branched on, the option tried,
 * the options chosen so far, the counters; a small problem drawn as its matrix and as its
 * dancing links at each step. The worker keeps the search with a checkpoint every 1,024 steps
 * and the page one window of steps, so any step of a search of millions is shown in bounded
 * memory.
 */
import { parseDlx } from "../../../exact-cover/dlx-format.js";
import { type LinksPicture, linksPicture } from "../../dancing-links-picture.js";
import { h, plural } from "../../dom.js";
import { type JobSlot, openSession } from "../../jobs.js";
import { replayControls } from "../../replay.js";
import { coverMatrix, type Step } from "./matrix.js";

/** Steps fetched from the replay at a time (the page holds one window). */
const WINDOW = 2000;

const MATRIX_HINT =
  "Rows are options, columns items: chosen rows are marked, the row being tried is outlined, rows the covers have hidden are greyed, covered items struck, the item branched on framed.";
const LINKS_HINT =
  "Items head the columns, joined by the item list's links; each option is a row of nodes joined left to right, each column's nodes joined up and down. A cover takes its item out of the list and its options' other nodes out of their columns (faint, passed by); the item branched on is framed, the option tried outlined, the chosen ones filled.";

/** What the stepper needs from its page. */
export interface StepperHost {
  /** The problem's text now. */
  problem(): string;
  status: HTMLElement;
  errorBox: HTMLElement;
  slot: JobSlot;
  /** Shows an error of the problem. */
  fail(message: string): void;
}

/** The step-by-step panel: its section, a reset (new problem) and its clean-up. */
export interface Stepper {
  section: HTMLElement;
  /** Keyboard shortcuts (arrows) for the replay inside `root`. */
  keys(root: HTMLElement): void;
  /** Starts again at step 0 for the problem now in the input. */
  reset(): void;
  close(): void;
}

/** The text of one step, as the panel says it. */
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

/** The matrix and links pictures of a small problem (undefined pair for a large one). */
function pictures(text: string, box: HTMLElement) {
  const matrix = coverMatrix(text);
  // the links of a problem small enough for the matrix (the same bounds)
  const picture: LinksPicture | undefined = matrix ? linksPicture(parseDlx(text)) : undefined;
  box.replaceChildren(
    ...(matrix && picture
      ? [
          h("p", { class: "hint" }, MATRIX_HINT),
          matrix.element,
          h("h4", {}, "The dancing links"),
          h("p", { class: "hint" }, LINKS_HINT),
          picture.element,
        ]
      : []),
  );
  matrix?.show(undefined);
  picture?.show(undefined);
  return { matrix, picture };
}

/** Creates the step-by-step panel over its page. */
export function coverStepper(host: StepperHost): Stepper {
  const stepText = h("p", { class: "cover-step", "aria-live": "polite" });
  const chosenBox = h("ol", { class: "cover-chosen", "aria-label": "Options chosen so far" });
  const countersText = h("p", { class: "cover-counters" });
  const matrixBox = h("div", {});
  const session = openSession();
  let drawn: ReturnType<typeof pictures> = { matrix: undefined, picture: undefined };
  /** The window of steps held (`from` the first), the step shown, the furthest, the total. */
  let loaded: { from: number; steps: Step[] } | undefined;
  let started = false;
  let total: number | undefined;
  let loading = false;
  let shown = 0;
  let furthest = 0;
  const inWindow = (k: number) =>
    loaded !== undefined && k >= loaded.from && k < loaded.from + loaded.steps.length;

  const replay = replayControls({
    onBack: () => show(shown - 1),
    onStep: () => show(shown + 1),
    onSeek: (k) => show(Math.min(k, furthest)),
  });

  /** Fetches the window of steps around step k from the worker's replay, then shows k. */
  function fetchAround(k: number): void {
    if (loading) return;
    loading = true;
    host.slot.stop();
    host.errorBox.hidden = true;
    const text = host.problem();
    const from = Math.max(1, k - WINDOW / 2);
    if (!started) host.status.textContent = "Starting the search…";
    const request = { type: "cover" as const, text, mode: "trace" as const, limit: WINDOW, from };
    const current = session.run(request, (reply) => {
      if (reply.type === "error") host.fail(reply.message);
      if (reply.type !== "done" || text !== host.problem()) return;
      loaded = { from, steps: reply.trace?.steps ?? [] };
      total = reply.trace?.total;
      started = true;
      host.status.textContent =
        total === undefined
          ? "Replaying the search as it goes."
          : `Replaying the search: ${plural(total, "step")} in all.`;
    });
    void current.done.then(() => {
      loading = false;
      if (inWindow(k)) show(k);
      else if (total !== undefined) show(Math.min(k, total));
    });
  }

  function show(k: number): void {
    if (k < 0 || (total !== undefined && k > total)) return;
    if (k > 0 && !inWindow(k)) {
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
    drawn.matrix?.show(step);
    drawn.picture?.show(step);
    replay.update(shown, furthest, total === undefined || shown < total);
  }

  function reset(): void {
    drawn = pictures(host.problem(), matrixBox);
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

  const section = h(
    "section",
    { class: "panel" },
    h("h3", {}, "Step by step"),
    replay.element,
    stepText,
    countersText,
    matrixBox,
    h("h4", {}, "Options chosen so far"),
    chosenBox,
  );
  return { section, keys: (root) => replay.keys(root), reset, close: () => session.close() };
}
