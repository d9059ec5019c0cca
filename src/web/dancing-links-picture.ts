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

/** Where things go: an item's column and an option's row, the picture's width, the names. */
interface Geometry {
  x(item: number): number;
  y(option: number): number;
  width: number;
  headY: number;
  names: string[];
  /** The number of primary items. */
  p: number;
}

type Links = ReturnType<typeof coverLinks>;

/** The item list: the root, then the primary items still in it, joined left to right. */
function drawItemList(g: Geometry, links: Links): SVGElement[] {
  const parts: SVGElement[] = [];
  const inList = [-1, ...g.names.map((_, i) => i).filter((i) => i < g.p && links.itemLinked[i])];
  for (let k = 0; k + 1 < inList.length; k++) {
    const a = inList[k] < 0 ? LEFT - 30 : g.x(inList[k]);
    const x2 = g.x(inList[k + 1]) - 10;
    parts.push(
      s("line", { class: "dl-link dl-head-link", x1: a + 10, y1: g.headY, x2, y2: g.headY }),
    );
  }
  parts.push(
    s("rect", { class: "dl-root", x: LEFT - 40, y: g.headY - 9, width: 20, height: 18, rx: 3 }),
    s("text", { class: "dl-label", x: LEFT - 30, y: g.headY + 4 }, "h"),
  );
  return parts;
}

/** The columns: each header, and the up/down links between the nodes still in the column. */
function drawColumns(
  g: Geometry,
  problem: ExactCoverProblem,
  links: Links,
  branch: number,
): SVGElement[] {
  const parts: SVGElement[] = [];
  g.names.forEach((name, i) => {
    const covered = !links.itemLinked[i];
    const nodes = problem.options
      .map((o, k) => ({ option: k, at: o.items.indexOf(i) }))
      .filter(({ option, at }) => at >= 0 && links.nodeLinked[option][at]);
    let previous = g.headY + 9;
    for (const { option } of nodes) {
      const x = g.x(i);
      const line = { x1: x, y1: previous, x2: x, y2: g.y(option) - 6 };
      parts.push(
        s("line", { class: `dl-link dl-up-down${covered ? " dl-covered" : ""}`, ...line }),
      );
      previous = g.y(option) + 6;
    }
    const classes = ["dl-item", i < g.p ? "dl-primary" : "dl-secondary"];
    if (covered) classes.push("dl-covered");
    if (i === branch) classes.push("dl-branch");
    if (links.purified[i] !== null) classes.push("dl-purified");
    const label = name.length > 3 ? `${name.slice(0, 3)}…` : name;
    parts.push(
      s(
        "g",
        { class: classes.join(" "), "data-item": i },
        s("rect", { x: g.x(i) - 13, y: g.headY - 9, width: 26, height: 18, rx: 3 }),
        s("text", { class: "dl-label", x: g.x(i), y: g.headY + 4 }, label),
        s("title", {}, `item ${name}${covered ? " (covered)" : ""}`),
      ),
    );
  });
  return parts;
}

/** One option's row: its mark when chosen or tried, its number, its links and its nodes. */
function drawOption(
  g: Geometry,
  option: ExactCoverProblem["options"][number],
  o: number,
  links: Links,
  state: { chosen: boolean; tried: boolean },
): SVGElement {
  const hidden = !links.optionLinked[o] && !state.chosen;
  const classes = ["dl-option"];
  if (state.chosen) classes.push("dl-chosen");
  if (state.tried) classes.push("dl-tried");
  if (hidden) classes.push("dl-hidden");
  const row = s("g", { class: classes.join(" "), "data-option": o });
  const y = g.y(o);
  const xs = option.items.map((item) => g.x(item)).sort((a, b) => a - b);
  if (state.tried || state.chosen) {
    const mark = { x: LEFT - 16, y: y - 9, width: g.width - LEFT + 4, height: 18, rx: 4 };
    row.append(s("rect", { class: "dl-row-mark", ...mark }));
  }
  row.append(s("text", { class: "dl-label dl-row-label", x: 12, y: y + 4 }, String(o + 1)));
  for (let k = 0; k + 1 < xs.length; k++) {
    const line = { x1: xs[k] + 6, y1: y, x2: xs[k + 1] - 6, y2: y };
    row.append(s("line", { class: "dl-link dl-left-right", ...line }));
  }
  option.items.forEach((item, k) => {
    const linked = links.nodeLinked[o][k];
    const node = { cx: g.x(item), cy: y, r: 6, "data-item": item };
    row.append(s("circle", { class: `dl-node${linked ? "" : " dl-unlinked"}`, ...node }));
  });
  return row;
}

/** The caption of a step (or of the start). */
function captionOf(
  g: Geometry,
  links: Links,
  step: LinksStep | undefined,
  branch: number,
  tried: number,
): string {
  if (!step) return "Depth 0; nodes: 0, updates: 0; every item and option linked.";
  const covered = g.names.filter((_, i) => !links.itemLinked[i]);
  return `Depth ${step.depth}; nodes: ${step.nodes}, updates: ${step.updates}; covered: ${covered.length === 0 ? "none" : covered.join(" ")}${branch >= 0 ? `; branching on ${g.names[branch]}` : ""}${tried >= 0 ? `; trying option ${tried + 1}` : ""}.`;
}

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
  const names = [...problem.primary, ...problem.secondary];
  const y = (option: number) => TOP + (option + 1) * CELL_Y;
  const width = LEFT + names.length * CELL_X;
  const g: Geometry = {
    x: (item) => LEFT + item * CELL_X,
    y,
    width,
    headY: TOP - 14,
    names,
    p: problem.primary.length,
  };
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
    const rows = problem.options.map((option, o) =>
      drawOption(g, option, o, links, { chosen: chosen.has(o), tried: o === tried }),
    );
    svg.replaceChildren(
      title,
      ...drawItemList(g, links),
      ...drawColumns(g, problem, links, branch),
      ...rows,
    );
    const text = captionOf(g, links, step, branch, tried);
    caption.textContent = text;
    title.textContent = `Dancing links: ${text}`;
    svg.setAttribute("aria-label", `Dancing links: ${text}`);
  }

  return { element, show };
}
