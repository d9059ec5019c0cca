/**
 * Dancing Links drawn (SVG) for a small exact cover problem: the items as column headers joined
 * by the item list's horizontal links, a node for each item of each option in a grid (one row
 * per option), the up/down links between the nodes still in each column and the left/right links
 * within each option. At each step of the replay the picture is rebuilt from the library's links
 * of that step (coverLinks over the step's branches and chosen options): covered items leave the
 * item list, hidden nodes leave their columns (drawn faint, their column's link passing them by),
 * the item branched on and the option being tried are highlighted, the chosen options marked.
 */
import { coverLinks } from "../exact-cover/links.js";
import type { ExactCoverProblem } from "../exact-cover/problem.js";
import { h } from "./dom.js";

const SVG = "http://www.w3.org/2000/svg";

/** An SVG element with attributes. */
function s<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | number> = {},
  ...children: (SVGElement | string)[]
): SVGElementTagNameMap[K] {
  const element = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
  for (const child of children) element.append(child);
  return element;
}

/** What a step of the replay says (the fields of a CoverStep the picture needs). */
export interface LinksStep {
  kind: string;
  depth: number;
  itemIndex: number;
  optionIndex: number;
  chosenIndex: number[];
  branches: number[];
  nodes: number;
  updates: number;
}

/** The picture: its element, and a way to redraw it at a step (undefined: the start). */
export interface LinksPicture {
  element: HTMLElement;
  show(step?: LinksStep): void;
}

const CELL_X = 34;
const CELL_Y = 22;
const LEFT = 44;
const TOP = 34;

/**
 * Builds the picture of a problem (draw it with `show`).
 *
 * @example
 * ```ts
 * const picture = linksPicture(parseDlx(text));
 * panel.append(picture.element);
 * picture.show(step);
 * ```
 */
export function linksPicture(problem: ExactCoverProblem): LinksPicture {
  const p = problem.primary.length;
  const names = [...problem.primary, ...problem.secondary];
  const x = (item: number) => LEFT + item * CELL_X;
  const y = (option: number) => TOP + (option + 1) * CELL_Y;
  const width = LEFT + names.length * CELL_X;
  const height = y(problem.options.length - 1) + CELL_Y;
  const svg = s("svg", {
    class: "dl-picture",
    width,
    height,
    viewBox: `0 0 ${width} ${height}`,
    role: "img",
  });
  const title = s("title");
  const caption = h("p", { class: "dl-caption" });
  const box = h(
    "div",
    {
      class: "dl-box",
      tabindex: 0,
      role: "region",
      "aria-label": "Dancing links picture (scrolls)",
    },
    svg,
  );
  const element = h("div", { class: "dl-wrap" }, caption, box);

  function show(step?: LinksStep): void {
    const links = coverLinks(problem, step?.branches ?? [], step?.chosenIndex ?? []);
    const chosen = new Set(step?.chosenIndex ?? []);
    const tried = step?.kind === "try" ? step.optionIndex : -1;
    const branch = step && step.kind !== "solution" ? step.itemIndex : -1;
    const parts: SVGElement[] = [title];
    // the item list: the root, then the primary items still in it, joined left to right
    const headY = TOP - 14;
    const inList = [-1, ...names.map((_, i) => i).filter((i) => i < p && links.itemLinked[i])];
    for (let k = 0; k + 1 < inList.length; k++) {
      const a = inList[k] < 0 ? LEFT - 30 : x(inList[k]);
      parts.push(
        s("line", {
          class: "dl-link dl-head-link",
          x1: a + 10,
          y1: headY,
          x2: x(inList[k + 1]) - 10,
          y2: headY,
        }),
      );
    }
    parts.push(
      s("rect", { class: "dl-root", x: LEFT - 40, y: headY - 9, width: 20, height: 18, rx: 3 }),
      s("text", { class: "dl-label", x: LEFT - 30, y: headY + 4 }, "h"),
    );
    // columns: each header, the up/down links between the nodes still in the column
    names.forEach((name, i) => {
      const covered = !links.itemLinked[i];
      const nodes = problem.options
        .map((o, k) => ({ option: k, at: o.items.indexOf(i) }))
        .filter(({ option, at }) => at >= 0 && links.nodeLinked[option][at]);
      let previous = headY + 9;
      for (const { option } of nodes) {
        parts.push(
          s("line", {
            class: `dl-link dl-up-down${covered ? " dl-covered" : ""}`,
            x1: x(i),
            y1: previous,
            x2: x(i),
            y2: y(option) - 6,
          }),
        );
        previous = y(option) + 6;
      }
      const classes = ["dl-item", i < p ? "dl-primary" : "dl-secondary"];
      if (covered) classes.push("dl-covered");
      if (i === branch) classes.push("dl-branch");
      if (links.purified[i] !== null) classes.push("dl-purified");
      parts.push(
        s(
          "g",
          { class: classes.join(" "), "data-item": i },
          s("rect", { x: x(i) - 13, y: headY - 9, width: 26, height: 18, rx: 3 }),
          s(
            "text",
            { class: "dl-label", x: x(i), y: headY + 4 },
            name.length > 3 ? `${name.slice(0, 3)}…` : name,
          ),
          s("title", {}, `item ${name}${covered ? " (covered)" : ""}`),
        ),
      );
    });
    // options: the left/right links within each, and its nodes
    problem.options.forEach((option, o) => {
      const hidden = !links.optionLinked[o] && !chosen.has(o);
      const classes = ["dl-option"];
      if (chosen.has(o)) classes.push("dl-chosen");
      if (o === tried) classes.push("dl-tried");
      if (hidden) classes.push("dl-hidden");
      const row = s("g", { class: classes.join(" "), "data-option": o });
      const xs = option.items.map((item) => x(item)).sort((a, b) => a - b);
      if (o === tried || chosen.has(o))
        row.append(
          s("rect", {
            class: "dl-row-mark",
            x: LEFT - 16,
            y: y(o) - 9,
            width: width - LEFT + 4,
            height: 18,
            rx: 4,
          }),
        );
      row.append(s("text", { class: "dl-label dl-row-label", x: 12, y: y(o) + 4 }, String(o + 1)));
      for (let k = 0; k + 1 < xs.length; k++)
        row.append(
          s("line", {
            class: "dl-link dl-left-right",
            x1: xs[k] + 6,
            y1: y(o),
            x2: xs[k + 1] - 6,
            y2: y(o),
          }),
        );
      option.items.forEach((item, k) => {
        const linked = links.nodeLinked[o][k];
        row.append(
          s("circle", {
            class: `dl-node${linked ? "" : " dl-unlinked"}`,
            cx: x(item),
            cy: y(o),
            r: 6,
            "data-item": item,
          }),
        );
      });
      parts.push(row);
    });
    svg.replaceChildren(...parts);
    const covered = names.filter((_, i) => !links.itemLinked[i]);
    const text = step
      ? `Depth ${step.depth}; nodes: ${step.nodes}, updates: ${step.updates}; covered: ${covered.length === 0 ? "none" : covered.join(" ")}${branch >= 0 ? `; branching on ${names[branch]}` : ""}${tried >= 0 ? `; trying option ${tried + 1}` : ""}.`
      : "Depth 0; nodes: 0, updates: 0; every item and option linked.";
    caption.textContent = text;
    title.textContent = `Dancing links: ${text}`;
    svg.setAttribute("aria-label", `Dancing links: ${text}`);
  }

  return { element, show };
}
