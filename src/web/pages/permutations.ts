/**
 * The Permutations page: coloured tiles stepping through every permutation of n items in one
 * order (lexicographic, Heap's recursive, Heap's iterative, Johnson–Trotter), forward and back
 * or playing, with the exchanged positions highlighted and the recursion or stack shown; Next /
 * Previous / Random jump to the lexicographic neighbours or a random arrangement.
 */
import { nextPermutation, prevPermutation } from "../../permutations/lex.js";
import { randomPermutation } from "../../permutations/random.js";
import { rankPermutation } from "../../permutations/rank.js";
import { button, field, h, statusLine, wholeNumber } from "../dom.js";
import type { Page } from "../page.js";
import { replayControls } from "../replay.js";
import { type Frame, type PermutationOrder, permutationFrames } from "./permutation-frames.js";

const ORDERS: [PermutationOrder, string][] = [
  ["heap-recursive", "Heap's algorithm (recursive)"],
  ["heap-iterative", "Heap's algorithm (iterative, with a stack)"],
  ["lex", "Lexicographic"],
  ["sjt", "Johnson–Trotter (plain changes)"],
];

const MAX_N = 8;
/** MAX_N!: the most frames a run keeps. */
const MAX_FRAMES = Array.from({ length: MAX_N }, (_, i) => i + 1).reduce((a, b) => a * b, 1);
const HISTORY = 24;

function tileColour(item: number, n: number): string {
  return `hsl(${tileHue(item, n)} 70% 45%)`;
}

function tileHue(item: number, n: number): number {
  return Math.round((item * 360) / Math.max(n, 1));
}

/**
 * True when a tile's colour is light enough that dark digits read better on it than white ones
 * (WCAG 2.1 relative luminance; yellows, greens and cyans at 45% lightness are too light for
 * white digits, which need 4.5:1 at 375 px, where the digits are small).
 */
function lightTile(item: number, n: number): boolean {
  const hue = tileHue(item, n);
  const a = 0.7 * Math.min(0.45, 1 - 0.45);
  const channel = (k: number) => {
    const t = (k + hue / 30) % 12;
    const v = 0.45 - a * Math.max(-1, Math.min(t - 3, 9 - t, 1));
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const lum = 0.2126 * channel(0) + 0.7152 * channel(8) + 0.0722 * channel(4);
  const onWhite = 1.05 / (lum + 0.05);
  const onDark = (lum + 0.05) / 0.0556; // #111
  return onDark > onWhite;
}

export const permutationsPage: Page = {
  id: "permutations",
  title: "Permutations",
  mount(root, params) {
    const nInput = h("input", {
      type: "number",
      min: 1,
      max: MAX_N,
      value: params.get("n") ?? "4",
      inputmode: "numeric",
    });
    const orderSelect = h("select", {});
    for (const [value, text] of ORDERS) orderSelect.append(h("option", { value }, text));
    const wanted = params.get("order");
    if (wanted && ORDERS.some(([o]) => o === wanted)) orderSelect.value = wanted;
    const speed = h("input", { type: "range", min: 1, max: 20, value: 4 });

    const position = h("p", { class: "position" });
    const tiles = h("ol", { class: "tiles", "aria-label": "Tiles" });
    const line = h("span", { class: "perm-line", "aria-label": "Current arrangement" });
    const action = h("p", { class: "action" });
    const stateTitle = h("h3", {});
    const state = h("ol", { class: "state" });
    const history = h("ol", { class: "history", "aria-label": "Sequence so far" });
    const status = statusLine();
    const errorBox = h("p", { class: "error", role: "alert", hidden: true });

    let frames: Frame[] = [];
    let index = 0;
    let n = 4;
    let highlight: number[] = [];
    let timer: number | undefined;
    const index0 = new Map<string, number>();

    /** The furthest step taken (the Timeline's maximum). */
    let furthest = 0;
    const replay = replayControls(
      {
        onBack: () => go(index - 1),
        onStep: () => go(index + 1),
        onSeek: (target) => go(Math.min(target, furthest)),
      },
      { play: false }, // the page's own Play and Speed (tiles a second) drive it
    );
    const itemsInput = h("input", {
      type: "text",
      class: "wide",
      placeholder: "or type the items: A B C D",
      spellcheck: "false",
      value: params.get("items") ?? "",
    });
    /** The items the arrangements are made of (their labels), or undefined for 0..n-1. */
    let items: string[] | undefined;
    const label = (v: number) => (items ? items[v] : String(v));
    const play = button("Play", () => togglePlay());
    const reset = button("Reset", () => go(0));
    const prev = button("Previous", () => jump("prev"));
    const next = button("Next", () => jump("next"));
    const random = button("Random", () => jump("random"));

    function rebuild(): void {
      stopPlay();
      const typed = itemsInput.value.trim();
      items = typed === "" ? undefined : typed.split(/\s+/);
      if (items && items.length > MAX_N) {
        errorBox.textContent = `At most ${MAX_N} items (${MAX_N}! = ${MAX_FRAMES.toLocaleString("en-US")} arrangements to step through), got ${items.length}.`;
        errorBox.hidden = false;
        return;
      }
      if (items) nInput.value = String(items.length);
      const wanted = wholeNumber(
        nInput,
        "n",
        1,
        MAX_N,
        ` (${MAX_N}! = ${MAX_FRAMES.toLocaleString("en-US")} arrangements to step through)`,
      );
      if (typeof wanted === "string") {
        errorBox.textContent = wanted;
        errorBox.hidden = false;
        return;
      }
      errorBox.hidden = true;
      status.textContent = "";
      n = wanted;
      frames = permutationFrames(n, orderSelect.value as PermutationOrder);
      index0.clear();
      furthest = 0;
      index = 0;
      for (let i = 0; i < frames.length; i++) index0.set(frames[i].perm.join(","), i);
      stateTitle.textContent =
        orderSelect.value === "heap-recursive"
          ? "Recursion"
          : orderSelect.value === "heap-iterative"
            ? "Stack (top first): (round, size)"
            : "What happened";
      go(0);
    }

    function go(target: number, changed?: number[]): void {
      if (target < 0 || target >= frames.length) return;
      const frame = frames[target];
      highlight = changed ?? (target === index + 1 ? frame.changed : diff(frames[index], frame));
      index = target;
      furthest = Math.max(furthest, target);
      render();
    }

    function diff(a: Frame | undefined, b: Frame): number[] {
      if (!a) return [];
      return b.perm.flatMap((item, i) => (a.perm[i] === item ? [] : [i]));
    }

    function jump(kind: "next" | "prev" | "random"): void {
      if (frames.length === 0) return; // no arrangements yet: n is not valid (the error says so)
      const a = frames[index].perm.slice();
      if (kind === "next") nextPermutation(a);
      else if (kind === "prev") prevPermutation(a);
      else a.splice(0, a.length, ...randomPermutation(n));
      const target = index0.get(a.join(","));
      if (target !== undefined) go(target, diff(frames[index], frames[target]));
    }

    function render(): void {
      const frame = frames[index];
      if (!frame) return;
      position.textContent = `Permutation ${index + 1} of ${frames.length} (lexicographic rank ${rankPermutation(frame.perm)})`;
      tiles.replaceChildren(
        ...frame.perm.map((item, i) =>
          h(
            "li",
            {
              class: `tile${lightTile(item, n) ? " light" : ""}${highlight.includes(i) ? " swapped" : ""}`,
              style: `background:${tileColour(item, n)}`,
              "aria-label": `position ${i}: ${item}${highlight.includes(i) ? " (moved)" : ""}`,
            },
            label(item),
          ),
        ),
      );
      line.textContent = frame.perm.map(label).join(" ");
      const isStep = highlight === frame.changed;
      action.textContent =
        index === 0
          ? "The start: items in their first order."
          : !isStep
            ? `Jumped here; positions ${highlight.join(", ")} differ.`
            : frame.swaps.length > 0
              ? frame.swaps.map(([i, j]) => `Exchanging L[${i}] and L[${j}]`).join(", then ")
              : `Positions ${frame.changed.join(", ")} changed.`;
      state.replaceChildren(...frame.state().map((s) => h("li", {}, s)));
      const from = Math.max(0, index - HISTORY + 1);
      history.replaceChildren(
        ...frames
          .slice(from, index + 1)
          .map((f, k) =>
            h(
              "li",
              { class: from + k === index ? "current" : undefined },
              f.perm.map(label).join(items ? " " : ""),
            ),
          ),
      );
      replay.update(index, furthest, index < frames.length - 1);
      if (index === frames.length - 1 && timer !== undefined) {
        stopPlay();
        status.textContent = `All ${frames.length} permutations shown.`;
      }
    }

    function togglePlay(): void {
      if (timer !== undefined) {
        stopPlay();
        return;
      }
      if (index === frames.length - 1) go(0);
      play.textContent = "Pause";
      play.setAttribute("aria-pressed", "true");
      const tick = () => {
        go(index + 1);
        if (timer !== undefined) timer = window.setTimeout(tick, 1000 / Number(speed.value));
      };
      timer = window.setTimeout(tick, 1000 / Number(speed.value));
    }

    function stopPlay(): void {
      if (timer !== undefined) window.clearTimeout(timer);
      timer = undefined;
      play.textContent = "Play";
      play.setAttribute("aria-pressed", "false");
    }

    nInput.addEventListener("change", () => {
      itemsInput.value = "";
      rebuild();
    });
    itemsInput.addEventListener("change", rebuild);
    orderSelect.addEventListener("change", rebuild);

    root.append(
      h(
        "p",
        { class: "intro" },
        "Every arrangement of n coloured tiles, one step at a time. Heap's algorithm makes each new permutation with a single exchange; Johnson–Trotter with an exchange of neighbours; lexicographic order like a dictionary.",
      ),
      h(
        "div",
        { class: "controls" },
        field("n", nInput),
        field("Items", itemsInput),
        field("Order", orderSelect),
        field("Speed", speed),
      ),
      errorBox,
      h("div", { class: "controls buttons" }, play, reset),
      replay.element,
      h(
        "div",
        { class: "controls buttons", role: "group", "aria-label": "Lexicographic neighbours" },
        prev,
        next,
        random,
      ),
      position,
      tiles,
      h("p", {}, "As the CLI prints it: ", line),
      action,
      h("section", { class: "panel" }, stateTitle, state),
      h("section", { class: "panel" }, h("h3", {}, "Sequence so far"), history),
      status,
    );
    replay.keys(root);
    // a link with a bad n (#/permutations?n=x): say so, and show n = 4 rather than nothing
    const linked = params.get("n");
    const linkedN = linked === null ? 4 : Number(linked.trim());
    const badLink =
      linked !== null && !(Number.isInteger(linkedN) && linkedN >= 1 && linkedN <= MAX_N);
    if (badLink) nInput.value = "4";
    rebuild();
    if (badLink) {
      errorBox.textContent = `The link's n=${linked} is not a whole number from 1 to ${MAX_N}; showing n = 4.`;
      errorBox.hidden = false;
    }
    return () => stopPlay();
  },
};
