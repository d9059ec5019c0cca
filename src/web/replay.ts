/**
 * The replay controls every visualiser shares: Back, Step and a range input labelled Timeline
 * over the steps taken so far (its maximum is the last step taken). The page keeps its steps
 * and says what to show; this keeps the controls in step with it. Keyboard (on the page's
 * element): the arrow keys step back and forth, Home and End jump to the first and last step.
 */
import { button, field, h } from "./dom.js";

/** The controls and a way to tell them where the replay is. */
export interface ReplayControls {
  back: HTMLButtonElement;
  step: HTMLButtonElement;
  timeline: HTMLInputElement;
  /** The controls as one row (Back, Step, Timeline). */
  element: HTMLElement;
  /** Shows step `index` of `last` steps taken (0 = the start); `more` when Step can go on. */
  update(index: number, last: number, more: boolean): void;
  /** Lets the arrow keys, Home and End drive the replay on `target`. */
  keys(target: HTMLElement): void;
}

/**
 * Makes the replay controls: `onBack`, `onStep` and `onSeek(index)` move the page's replay.
 *
 * @example
 * ```ts
 * const replay = replayControls({ onBack: () => go(i - 1), onStep: () => go(i + 1), onSeek: go });
 * page.append(replay.element);
 * ```
 */
export function replayControls(handlers: {
  onBack(): void;
  onStep(): void;
  onSeek(index: number): void;
}): ReplayControls {
  const back = button("Back", () => handlers.onBack());
  const step = button("Step", () => handlers.onStep());
  const timeline = h("input", { type: "range", min: 0, max: 0, value: 0, step: 1 });
  timeline.addEventListener("input", () => handlers.onSeek(Number(timeline.value)));
  let last = 0;
  return {
    back,
    step,
    timeline,
    element: h(
      "div",
      { class: "controls buttons replay" },
      back,
      step,
      field("Timeline", timeline),
    ),
    update(index, taken, more) {
      last = taken;
      timeline.max = String(taken);
      timeline.value = String(index);
      timeline.setAttribute("aria-valuetext", `step ${index} of ${taken}`);
      back.disabled = index === 0;
      step.disabled = !more && index >= taken;
    },
    keys(target) {
      target.addEventListener("keydown", (event) => {
        if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement)
          return;
        if (event.key === "ArrowRight") handlers.onStep();
        else if (event.key === "ArrowLeft") handlers.onBack();
        else if (event.key === "Home") handlers.onSeek(0);
        else if (event.key === "End") handlers.onSeek(last);
        else return;
        event.preventDefault();
      });
    },
  };
}
