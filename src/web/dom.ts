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
