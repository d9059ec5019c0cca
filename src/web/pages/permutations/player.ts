/**
 * The Permutations page's Play button: steps on a timer at the Speed control's rate (tiles a
 * second) until paused or told to stop.
 */
import { button } from "../../dom.js";

/** A Play/Pause button and its timer. */
export interface Player {
  button: HTMLButtonElement;
  playing(): boolean;
  stop(): void;
}

/**
 * Creates the player: `start` runs before playing (to go back to the first frame at the end),
 * `tick` steps once.
 */
export function player(speed: HTMLInputElement, start: () => void, tick: () => void): Player {
  let timer: number | undefined;
  const delay = () => 1000 / Number(speed.value);
  const stop = () => {
    if (timer !== undefined) window.clearTimeout(timer);
    timer = undefined;
    play.textContent = "Play";
    play.setAttribute("aria-pressed", "false");
  };
  const toggle = () => {
    if (timer !== undefined) {
      stop();
      return;
    }
    start();
    play.textContent = "Pause";
    play.setAttribute("aria-pressed", "true");
    const step = () => {
      tick();
      if (timer !== undefined) timer = window.setTimeout(step, delay());
    };
    timer = window.setTimeout(step, delay());
  };
  const play = button("Play", toggle);
  return { button: play, playing: () => timer !== undefined, stop };
}
