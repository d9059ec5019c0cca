/**
 * The Permutations page: coloured tiles stepping through every permutation of n items in one
 * order (lexicographic, Heap's recursive, Heap's iterative, Johnson–Trotter), forward and back
 * or playing, with the exchanged positions highlighted and the recursion or stack shown; Next /
 * Previous / Random jump to the lexicographic neighbours or a random arrangement.
 */
import { nextPermutation, prevPermutation } from "../../../permutations/lex.js";
import { randomPermutation } from "../../../permutations/random.js";
import { rankPermutation } from "../../../permutations/rank.js";
import { button, field, h, numberInput, statusLine, wholeNumber } from "../../dom.js";
import type { Page } from "../../page.js";
import { replayControls } from "../../replay.js";
import { type Frame, type PermutationOrder, permutationFrames } from "../permutation-frames.js";
import { player } from "./player.js";
import { actionText, tileItems } from "./tiles.js";

const ORDERS: [PermutationOrder, string][] = [
  ["heap-recursive", "Heap's algorithm (recursive)"],
  ["heap-iterative", "Heap's algorithm (iterative, with a stack)"],
  ["lex", "Lexicographic"],
  ["sjt", "Johnson–Trotter (plain changes)"],
];

const MAX_N = 8;
/** MAX_N!: the most frames a run keeps. */
const MAX_FRAMES = Array.from({ length: MAX_N }, (_, i) => i + 1).reduce((a, b) => a * b, 1);
const TOO_MANY = ` (${MAX_N}! = ${MAX_FRAMES.toLocaleString("en-US")} arrangements to step through)`;
const HISTORY = 24;

const INTRO =
  "Every arrangement of n coloured tiles, one step at a time. Heap's algorithm makes each new permutation with a single exchange; Johnson–Trotter with an exchange of neighbours; lexicographic order like a dictionary.";

/** The positions where two arrangements differ. */
function diff(a: Frame | undefined, b: Frame): number[] {
  if (!a) return [];
  return b.perm.flatMap((item, i) => (a.perm[i] === item ? [] : [i]));
}

/** The title of the state panel for an order. */
function stateTitleOf(order: string): string {
  if (order === "heap-recursive") return "Recursion";
  if (order === "heap-iterative") return "Stack (top first): (round, size)";
  return "What happened";
}

/** n from a link, or undefined when the link's n is not one the page takes. */
function linkedN(linked: string | null): number | undefined {
  const n = linked === null ? 4 : Number(linked.trim());
  return Number.isInteger(n) && n >= 1 && n <= MAX_N ? n : undefined;
}

/** The inputs: n, the order, the speed and the items, set from the link's parameters. */
function makeInputs(params: URLSearchParams) {
  const nInput = numberInput(1, MAX_N, params.get("n") ?? "4");
  const orderSelect = h("select", {});
  for (const [value, text] of ORDERS) orderSelect.append(h("option", { value }, text));
  const wanted = params.get("order");
  if (wanted && ORDERS.some(([o]) => o === wanted)) orderSelect.value = wanted;
  const speed = h("input", { type: "range", min: 1, max: 20, value: 4 });
  const itemsInput = h("input", {
    type: "text",
    class: "wide",
    placeholder: "or type the items: A B C D",
    spellcheck: "false",
    value: params.get("items") ?? "",
  });
  return { nInput, orderSelect, speed, itemsInput };
}

/** The page's outputs: the arrangement as tiles and as a line, what happened, the state, the sequence. */
function outputs() {
  return {
    position: h("p", { class: "position" }),
    tiles: h("ol", { class: "tiles", "aria-label": "Tiles" }),
    line: h("span", { class: "perm-line", "aria-label": "Current arrangement" }),
    action: h("p", { class: "action" }),
    stateTitle: h("h3", {}),
    state: h("ol", { class: "state" }),
    history: h("ol", { class: "history", "aria-label": "Sequence so far" }),
    status: statusLine(),
    errorBox: h("p", { class: "error", role: "alert", hidden: true }),
  };
}
type Outputs = ReturnType<typeof outputs>;

/** Shows frame `index`: position, tiles (`highlight` marked), line, action, state and the recent sequence. */
function showFrame(
  out: Outputs,
  frames: Frame[],
  index: number,
  n: number,
  highlight: number[],
  label: (v: number) => string,
  spaced: boolean,
): void {
  const frame = frames[index];
  out.position.textContent = `Permutation ${index + 1} of ${frames.length} (lexicographic rank ${rankPermutation(frame.perm)})`;
  out.tiles.replaceChildren(...tileItems(frame.perm, n, highlight, label));
  out.line.textContent = frame.perm.map(label).join(" ");
  out.action.textContent = actionText(frame, index, highlight);
  out.state.replaceChildren(...frame.state().map((s) => h("li", {}, s)));
  const from = Math.max(0, index - HISTORY + 1);
  out.history.replaceChildren(
    ...frames.slice(from, index + 1).map((f, k) => {
      const text = f.perm.map(label).join(spaced ? " " : "");
      return h("li", { class: from + k === index ? "current" : undefined }, text);
    }),
  );
}

/** Lays the page out: the inputs, Play and Reset, the replay, the neighbour buttons, the outputs. */
function layout(
  root: HTMLElement,
  inputs: {
    nInput: HTMLElement;
    itemsInput: HTMLElement;
    orderSelect: HTMLElement;
    speed: HTMLElement;
  },
  out: Outputs,
  playButton: HTMLElement,
  replayElement: HTMLElement,
  go: (target: number) => void,
  jump: (kind: "next" | "prev" | "random") => void,
): void {
  root.append(
    h("p", { class: "intro" }, INTRO),
    h(
      "div",
      { class: "controls" },
      field("n", inputs.nInput),
      field("Items", inputs.itemsInput),
      field("Order", inputs.orderSelect),
      field("Speed", inputs.speed),
    ),
    out.errorBox,
    h(
      "div",
      { class: "controls buttons" },
      playButton,
      button("Reset", () => go(0)),
    ),
    replayElement,
    h(
      "div",
      { class: "controls buttons", role: "group", "aria-label": "Lexicographic neighbours" },
      button("Previous", () => jump("prev")),
      button("Next", () => jump("next")),
      button("Random", () => jump("random")),
    ),
    out.position,
    out.tiles,
    h("p", {}, "As the CLI prints it: ", out.line),
    out.action,
    h("section", { class: "panel" }, out.stateTitle, out.state),
    h("section", { class: "panel" }, h("h3", {}, "Sequence so far"), out.history),
    out.status,
  );
}

export const permutationsPage: Page = {
  id: "permutations",
  title: "Permutations",
  mount(root, params) {
    const inputs = makeInputs(params);
    const { nInput, orderSelect, speed, itemsInput } = inputs;

    const out = outputs();
    const { errorBox, status } = out;
    const showError = (message: string) => {
      errorBox.textContent = message;
      errorBox.hidden = false;
    };

    let frames: Frame[] = [];
    let index = 0;
    let n = 4;
    let highlight: number[] = [];
    const index0 = new Map<string, number>();
    /** The furthest step taken (the Timeline's maximum). */
    let furthest = 0;
    /** The items the arrangements are made of (their labels), or undefined for 0..n-1. */
    let items: string[] | undefined;
    const label = (v: number) => (items ? items[v] : String(v));

    const replay = replayControls(
      {
        onBack: () => go(index - 1),
        onStep: () => go(index + 1),
        onSeek: (target) => go(Math.min(target, furthest)),
      },
      { play: false }, // the page's own Play and Speed (tiles a second) drive it
    );
    const playing = player(
      speed,
      () => {
        if (index === frames.length - 1) go(0);
      },
      () => go(index + 1),
    );

    function rebuild(): void {
      playing.stop();
      const typed = itemsInput.value.trim();
      items = typed === "" ? undefined : typed.split(/\s+/);
      if (items && items.length > MAX_N) {
        showError(`At most ${MAX_N} items${TOO_MANY}, got ${items.length}.`);
        return;
      }
      if (items) nInput.value = String(items.length);
      const wanted = wholeNumber(nInput, "n", 1, MAX_N, TOO_MANY);
      if (typeof wanted === "string") {
        showError(wanted);
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
      out.stateTitle.textContent = stateTitleOf(orderSelect.value);
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
      if (!frames[index]) return;
      showFrame(out, frames, index, n, highlight, label, items !== undefined);
      replay.update(index, furthest, index < frames.length - 1);
      if (index === frames.length - 1 && playing.playing()) {
        playing.stop();
        status.textContent = `All ${frames.length} permutations shown.`;
      }
    }

    nInput.addEventListener("change", () => {
      itemsInput.value = "";
      rebuild();
    });
    itemsInput.addEventListener("change", rebuild);
    orderSelect.addEventListener("change", rebuild);

    layout(root, inputs, out, playing.button, replay.element, go, jump);
    replay.keys(root);
    // a link with a bad n (#/permutations?n=x): say so, and show n = 4 rather than nothing
    const linked = params.get("n");
    const badLink = linkedN(linked) === undefined;
    if (badLink) nInput.value = "4";
    rebuild();
    if (badLink)
      showError(`The link's n=${linked} is not a whole number from 1 to ${MAX_N}; showing n = 4.`);
    return () => playing.stop();
  },
};
