/**
 * The Alphametics page's Compare methods: each solving method run on the puzzle (`--compare`)
 * within a node budget, its nodes as bars on a log scale with its solutions and time.
 */
import { button, h, plural } from "../../dom.js";
import { type AlphameticsState, readSettings, runSide } from "./state.js";

/** Node budget of each method compared in the browser. */
const COMPARE_MAX_NODES = 20_000_000;

interface MethodRun {
  method: string;
  nodes: number;
  ms: number;
  solutions: number;
  complete: boolean;
}

/** One method's row: name, nodes, bar, result. */
function methodRow(r: MethodRun, scale: number): HTMLTableRowElement {
  const width = ((100 * Math.log10(r.nodes + 1)) / scale).toFixed(1);
  const result = `${plural(r.solutions, "solution")}${r.complete ? "" : " (stopped at the node limit)"}, ${r.ms.toFixed(1)} ms`;
  return h(
    "tr",
    {},
    h("td", {}, h("code", {}, r.method)),
    h("td", { class: "num" }, r.nodes.toLocaleString("en-US")),
    h(
      "td",
      { class: "bar-cell" },
      h("span", { class: "bar bar-choose", style: `width:${width}%`, "aria-hidden": "true" }),
    ),
    h("td", {}, result),
  );
}

/** Each method's nodes as bars on a log scale. */
function methodsChart(runs: MethodRun[]): HTMLTableElement {
  const scale = Math.log10(Math.max(1, ...runs.map((r) => r.nodes)) + 1);
  const body = h("tbody", {});
  for (const r of runs) body.append(methodRow(r, scale));
  const heads = ["Method", "Nodes", "Bar", "Result"].map((t) => h("th", { scope: "col" }, t));
  return h(
    "table",
    { class: "profile methods" },
    h("caption", {}, "Nodes each method tried (bars on a log scale)"),
    h("thead", {}, h("tr", {}, ...heads)),
    body,
  );
}

/** The Compare button and the panel it fills. */
export interface MethodsPanel {
  compareButton: HTMLButtonElement;
  methodsBox: HTMLDivElement;
}

/** Creates the Compare controls and panel over the page's shared state. */
export function methodsPanel(state: AlphameticsState): MethodsPanel {
  const methodsBox = h("div", { class: "panel-body" });
  const compare = () => {
    const settings = readSettings(state);
    if (!settings) return;
    const request = {
      type: "alphametic-compare" as const,
      ...settings,
      maxNodes: COMPARE_MAX_NODES,
    };
    runSide(state, request, methodsBox, "Comparing the methods…", (reply) => {
      if (reply.methods) methodsBox.replaceChildren(methodsChart(reply.methods));
    });
  };
  return { compareButton: button("Compare methods", compare), methodsBox };
}
