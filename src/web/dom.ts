/**
 * Small DOM helpers for the playground pages: element creation with attributes and children,
 * a labelled control, and a status line. No framework: each page builds its own elements.
 */

type Attributes = Record<string, string | number | boolean | undefined>;
type Child = Node | string | null | undefined | false;

/**
 * Creates an element with attributes (`class`, `for`, `aria-*`, ...; `true` sets an empty
 * attribute, `false`/`undefined` leaves it out) and children.
 *
 * @example
 * ```ts
 * h("button", { type: "button" }, "Solve");
 * ```
 */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue;
    element.setAttribute(name, value === true ? "" : String(value));
  }
  for (const child of children) if (child) element.append(child);
  return element;
}

let nextId = 0;

/** A fresh id for label/control pairs. */
export function uniqueId(prefix: string): string {
  nextId += 1;
  return `${prefix}-${nextId}`;
}

/**
 * A label and its control in one wrapper (`<div class="field"><label for=id>..</label>control</div>`).
 *
 * @example
 * ```ts
 * const input = h("input", { type: "number" });
 * form.append(field("n", input));
 * ```
 */
export function field(label: string, control: HTMLElement, hint?: string): HTMLElement {
  if (!control.id) control.id = uniqueId("field");
  const wrapper = h("div", { class: "field" }, h("label", { for: control.id }, label), control);
  if (hint) {
    const hintId = `${control.id}-hint`;
    wrapper.append(h("small", { id: hintId, class: "hint" }, hint));
    control.setAttribute("aria-describedby", hintId);
  }
  return wrapper;
}

/**
 * A whole-number input from `min` to `max` (a numeric keyboard on phones), showing `value`.
 *
 * @example
 * ```ts
 * const n = numberInput(1, 20, params.get("n") ?? "8");
 * ```
 */
export function numberInput(min: number, max: number, value: string): HTMLInputElement {
  return h("input", { type: "number", min, max, value, inputmode: "numeric" });
}

/**
 * A button of type "button" with a click handler.
 *
 * @example
 * ```ts
 * button("Stop", () => job.stop());
 * ```
 */
export function button(
  text: string,
  onClick: () => void,
  attributes: Attributes = {},
): HTMLButtonElement {
  const b = h("button", { type: "button", ...attributes }, text);
  b.addEventListener("click", onClick);
  return b;
}

/** A polite live region for status messages (read out by screen readers). */
export function statusLine(): HTMLParagraphElement {
  return h("p", { class: "status", role: "status", "aria-live": "polite" });
}

/**
 * Reads a whole number from an input, or says why it is not one the page can use: the value is
 * never changed silently (an out-of-range or empty value is an error naming the range).
 *
 * @example
 * ```ts
 * const n = wholeNumber(nInput, "n", 1, 20);
 * if (typeof n === "string") status.textContent = n; // "n must be a whole number from 1 to 20 (got 21)."
 * ```
 */
export function wholeNumber(
  input: HTMLInputElement,
  name: string,
  min: number,
  max: number,
  why = "",
): number | string {
  const text = input.value.trim();
  const value = Number(text);
  if (text !== "" && Number.isInteger(value) && value >= min && value <= max) return value;
  const got = text === "" ? "it is empty" : `got ${text}`;
  const range = max === Number.MAX_SAFE_INTEGER ? `of at least ${min}` : `from ${min} to ${max}`;
  return `${name} must be a whole number ${range}${why} (${got}).`;
}

/**
 * A count and its noun, singular for one ("1 solution", "92 solutions", "no solutions").
 *
 * @example
 * ```ts
 * plural(1, "solution"); // "1 solution"
 * ```
 */
export function plural(count: number, noun: string, nounPlural = `${noun}s`): string {
  return `${count === 0 ? "no" : count.toLocaleString("en-US")} ${count === 1 ? noun : nounPlural}`;
}

/**
 * A rough duration in words ("about 3 seconds", "about 2 hours").
 *
 * @example
 * ```ts
 * roughDuration(5400); // "about 2 hours"
 * ```
 */
export function roughDuration(seconds: number): string {
  const units: [number, string][] = [
    [86400, "day"],
    [3600, "hour"],
    [60, "minute"],
    [1, "second"],
  ];
  for (const [size, name] of units)
    if (seconds >= size * 1.5 || size === 1) {
      const count = Math.max(1, Math.round(seconds / size));
      return `about ${count} ${name}${count === 1 ? "" : "s"}`;
    }
  return "about a second";
}
