/**
 * The Alphametics page's Explain: what follows without search (`--explain`), with trials when
 * asked (`--trace`): the deductions in order, then whether they solve the puzzle, the letters'
 * digits left and the assignments left to search.
 */
import { button, h } from "../../dom.js";
import { type AlphameticsState, type DoneReply, readSettings, runSide } from "./state.js";

/** The Explain button, its trials option and the panel it fills. */
export interface ReasoningPanel {
  explainButton: HTMLButtonElement;
  trials: HTMLInputElement;
  reasoning: HTMLDivElement;
}

/** The explanation as a list of deductions and the state it leaves. */
function showExplanation(reasoning: HTMLElement, reply: DoneReply): void {
  const e = reply.explanation;
  if (!e) return;
  const list = h("ol", { class: "deductions" });
  for (const d of e.deductions) list.append(h("li", {}, h("strong", {}, d.fact), `: ${d.because}`));
  const decided = Object.values(e.domains).every((ds) => ds.length === 1);
  const left = Object.entries(e.domains)
    .map(([letter, ds]) => `${letter} ${ds.join(" ")}`)
    .join("; ");
  reasoning.replaceChildren(
    list,
    h(
      "p",
      {},
      e.contradiction
        ? `No solution: ${e.contradiction}.`
        : decided
          ? "Every letter is decided: the reasoning alone solves the puzzle."
          : "The reasoning runs out here: the rest is search.",
    ),
    h("p", {}, "Letters left: ", h("code", {}, left)),
    h("p", {}, `Assignments left to search: ${e.assignments}.`),
  );
}

/** Creates the Explain controls and panel over the page's shared state. */
export function reasoningPanel(state: AlphameticsState): ReasoningPanel {
  const trials = h("input", { type: "checkbox" });
  const reasoning = h("div", { class: "panel-body reasoning", "aria-live": "polite" });
  const explain = () => {
    const settings = readSettings(state);
    if (!settings) return;
    const request = { type: "alphametic-explain" as const, ...settings, trials: trials.checked };
    runSide(state, request, reasoning, "Reasoning…", (reply) => showExplanation(reasoning, reply));
  };
  return { explainButton: button("Explain", explain), trials, reasoning };
}
