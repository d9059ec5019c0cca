/**
 * The replay controls every visualiser shares: Back, Step, Play (Pause while playing) at a
 * chosen Speed, and a range input labelled Timeline over the steps taken so far (its maximum
 * is the last step taken). The page keeps its steps and says what to show; this keeps the
 * controls in step with it. Play steps on a timer (10 ticks a second, speed / 10 steps a tick)
 * until Step can go no further, Pause is pressed, or the reader moves the replay by hand.
 * Keyboard (on the page's element): the arrow keys step back and forth, Home and End jump to
 * the first and last step (the space bar is left to the pages: Sudoku's pencil marks).
 */
import { button, field, h } from "./dom.js";

/** The controls and a way to tell them where the replay is. */
export interface ReplayControls {
  back: HTMLButtonElement;
  step: HTMLButtonElement;
  play: HTMLButtonElement;
  speed: HTMLSelectElement;
  timeline: HTMLInputElement;
  /** Stops playing (when the page loads another problem, for instance). */
  pause(): void;
  /** The controls as one row (Back, Step, Play, Speed, Timeline). */
  element: HTMLElement;
  /** Shows step `index` of `last` steps taken (0 = the start); `more` when Step can go on. */
  update(index: number, last: number, more: boolean): void;
  /** Lets the arrow keys, Home and End drive the replay on `target`. */
  keys(target: HTMLElement): void;
}

/**
 * Makes the replay controls: `onBack`, `onStep` and `onSeek(index)` move the page's replay;
 * `play: false` leaves out Play and Speed (for a page that has its own).
 *
 * @example
 * ```ts
 * const replay = replayControls({ onBack: () => go(i - 1), onStep: () => go(i + 1), onSeek: go });
 * page.append(replay.element);
 * ```
 */
export function replayControls(
  handlers: {
    onBack(): void;
    onStep(): void;
    onSeek(index: number): void;
  },
  options: { play?: boolean } = {},
): ReplayControls {
  let timer: ReturnType<typeof setInterval> | undefined;
  const pause = () => {
    if (timer === undefined) return;
    clearInterval(timer);
    timer = undefined;
    play.textContent = "Play";
  };
  const back = button("Back", () => {
    pause();
    handlers.onBack();
  });
  const step = button("Step", () => {
    pause();
    handlers.onStep();
  });
  const speed = h("select", {});
  for (const rate of [1, 10, 100, 1000])
    speed.append(
      h("option", { value: String(rate) }, `${rate} step${rate === 1 ? "" : "s"} a second`),
    );
  speed.value = "10";
  const tick = () => {
    const rate = Number(speed.value);
    // 1 and 10 a second: one step per tick, ticks spaced to match; faster: several per tick
    for (let i = 0; i < Math.max(1, rate / 10); i++) {
      if (step.disabled) {
        pause();
        return;
      }
      handlers.onStep();
    }
  };
  const play = button("Play", () => {
    if (timer !== undefined) {
      pause();
      return;
    }
    play.textContent = "Pause";
    timer = setInterval(tick, Number(speed.value) === 1 ? 1000 : 100);
  });
  speed.addEventListener("change", () => {
    if (timer === undefined) return;
    pause();
    play.click();
  });
  const timeline = h("input", { type: "range", min: 0, max: 0, value: 0, step: 1 });
  timeline.addEventListener("input", () => {
    pause();
    handlers.onSeek(Number(timeline.value));
  });
  let last = 0;
  return {
    back,
    step,
    play,
    speed,
    timeline,
    pause,
    element: h(
      "div",
      { class: "controls buttons replay" },
      back,
      step,
      // a page with its own Play and Speed (Permutations) leaves these out
      options.play === false ? null : play,
      options.play === false ? null : field("Speed", speed),
      field("Timeline", timeline),
    ),
    update(index, taken, more) {
      last = taken;
      timeline.max = String(taken);
      timeline.value = String(index);
      timeline.setAttribute("aria-valuetext", `step ${index} of ${taken}`);
      back.disabled = index === 0;
      step.disabled = !more && index >= taken;
      play.disabled = step.disabled && timer === undefined;
    },
    keys(target) {
      target.addEventListener("keydown", (event) => {
        if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement)
          return;
        if (event.key === "ArrowRight") step.click();
        else if (event.key === "ArrowLeft") back.click();
        else if (event.key === "Home") {
          pause();
          handlers.onSeek(0);
        } else if (event.key === "End") {
          pause();
          handlers.onSeek(last);
        } else return;
        event.preventDefault();
      });
    },
  };
}
