/**
 * What the Alphametics page's panels share: the puzzle and its settings, the status line, the
 * error box, the Stop button and the one job slot (a new job stops the one running), and the
 * runner of side jobs (explain, compare, generate) that show their answer in a panel.
 */
import { button, h, statusLine, wholeNumber } from "../../dom.js";
import { type JobSlot, jobSlot, startJob } from "../../jobs.js";

/** A worker request, and the `done` reply a side job shows. */
export type Request = Parameters<typeof startJob>[0];
export type DoneReply = Extract<Parameters<Parameters<typeof startJob>[1]>[0], { type: "done" }>;

/** The page's shared controls and job slot. */
export interface AlphameticsState {
  puzzleInput: HTMLTextAreaElement;
  baseInput: HTMLInputElement;
  leadingZeros: HTMLInputElement;
  status: HTMLParagraphElement;
  errorBox: HTMLParagraphElement;
  stopButton: HTMLButtonElement;
  slot: JobSlot;
}

/** Creates the shared controls (not yet placed on the page). */
export function alphameticsState(): AlphameticsState {
  const slot = jobSlot();
  return {
    puzzleInput: h("textarea", {
      rows: 5,
      class: "puzzle-input mono",
      spellcheck: "false",
      autocomplete: "off",
      autocapitalize: "characters",
    }),
    baseInput: h("input", { type: "number", min: 2, max: 36, value: 10, inputmode: "numeric" }),
    leadingZeros: h("input", { type: "checkbox" }),
    status: statusLine(),
    errorBox: h("p", { class: "error", role: "alert", hidden: true }),
    stopButton: button("Stop", () => slot.stop(), { disabled: true }),
    slot,
  };
}

/** Shows an error message in the page's error box. */
export function showError(state: AlphameticsState, message: string): void {
  state.errorBox.hidden = false;
  state.errorBox.textContent = message;
}

/** The base read from its input, or undefined after showing why it is not one. */
export function readBase(state: AlphameticsState): number | undefined {
  const base = wholeNumber(state.baseInput, "The base", 2, 36, " (digits 0-9 and A-Z)");
  if (typeof base !== "string") return base;
  showError(state, base);
  return undefined;
}

/** The puzzle and its settings, or undefined after showing the error. */
export function readSettings(
  state: AlphameticsState,
): { puzzle: string; base: number; leadingZeros: boolean } | undefined {
  const base = readBase(state);
  if (base === undefined) return undefined;
  state.errorBox.hidden = true;
  return { puzzle: state.puzzleInput.value, base, leadingZeros: state.leadingZeros.checked };
}

/** Runs a side job (explain, compare or generate) and shows its answer in `box`. */
export function runSide(
  state: AlphameticsState,
  request: Request,
  box: HTMLElement,
  working: string,
  show: (reply: DoneReply) => void,
): void {
  const { slot, status, stopButton } = state;
  slot.stop();
  box.replaceChildren(h("p", {}, working));
  status.textContent = working;
  stopButton.disabled = false;
  const current = startJob(request, (reply) => {
    if (reply.type === "done") {
      status.textContent = "";
      show(reply);
    } else if (reply.type === "error") {
      box.replaceChildren();
      status.textContent = "The puzzle has an error.";
      showError(state, reply.message);
    }
  });
  slot.hold(current, (end) => {
    if (end.type === "stopped") {
      status.textContent = "Stopped.";
      box.replaceChildren();
    }
    stopButton.disabled = true;
  });
}
