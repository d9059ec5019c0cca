/**
 * The search tree's shape, replayed: one row per level (the program's Choose and Let
 * statements), a bar for the nodes of that level so far against the whole run's, the nodes that
 * passed every test on the way to the next level, the current partial assignment and what the
 * step did. The steps are the interpreter's own (traceSearch, run in the worker); the state of
 * any step comes from SearchTreeReplay's checkpoints: this only renders it.
 */
import { type SearchTrace, SearchTreeReplay, type SearchTreeState } from "../search/trace.js";
import { button, h, plural } from "./dom.js";
import { replayControls } from "./replay.js";

/** The view: its element, and a way to drop it (stops playing). */
export interface SearchTreeView {
  element: HTMLElement;
  dispose(): void;
}

/** A level's row: its cells that change at each step. */
interface LevelRow {
  row: HTMLTableRowElement;
  bar: HTMLElement;
  nodes: HTMLElement;
  passed: HTMLElement;
}

/** The table of levels (root first), its bars scaled to `most`, the whole run's in grey. */
function levelTable(
  levels: SearchTrace["levels"],
  end: SearchTreeState,
  most: number,
): { rows: LevelRow[]; table: HTMLTableElement } {
  const rows = [
    { name: "root", statement: -1 },
    ...levels.map((l) => ({ name: l.name, statement: l.statement })),
  ].map((level, d) => {
    const bar = h("span", { class: "tree-bar", "aria-hidden": "true" });
    const total = h("span", {
      class: "tree-bar-total",
      "aria-hidden": "true",
      style: `width:${((100 * (d === 0 ? 1 : end.nodes[d - 1])) / most).toFixed(1)}%`,
    });
    const nodes = h("td", { class: "num tree-nodes" });
    const passed = h("td", { class: "num tree-passed" });
    const row = h(
      "tr",
      {},
      h("th", { scope: "row" }, String(d)),
      h("td", {}, h("code", {}, d === 0 ? "(none)" : level.name)),
      nodes,
      h("td", { class: "bar-cell" }, h("span", { class: "tree-track" }, total, bar)),
      passed,
      h("td", { class: "num" }, (d === 0 ? 1 : end.nodes[d - 1]).toLocaleString("en-US")),
    );
    return { row, bar, nodes, passed };
  });
  const table = h(
    "table",
    { class: "tree-levels", "aria-label": "Nodes per level" },
    h(
      "caption",
      {},
      "Nodes per level so far: the values given at that level (the bar, against the whole run's in grey); passed: the nodes that passed every test on the way down",
    ),
    h(
      "thead",
      {},
      h(
        "tr",
        {},
        h("th", { scope: "col" }, "Level"),
        h("th", { scope: "col" }, "Variable"),
        h("th", { scope: "col" }, "Nodes"),
        h("th", { scope: "col" }, "Bar"),
        h("th", { scope: "col" }, "Passed"),
        h("th", { scope: "col" }, "In all"),
      ),
    ),
    h("tbody", {}, ...rows.map((r) => r.row)),
  );
  return { rows, table };
}

/** What step state `s` of the replay did, in words. */
function describeStep(trace: SearchTrace, s: SearchTreeState): string {
  const levels = trace.levels;
  if (s.kind === undefined) return "The start: nothing assigned. Step walks the search.";
  const st = s.statement >= 0 ? trace.statements[s.statement] : undefined;
  const where = st ? `${st.text} (line ${st.line})` : "";
  const name = levels[s.depth - 1]?.name;
  switch (s.kind) {
    case "enter":
      return s.depth === 0
        ? `The search starts at ${where}.`
        : `Level ${s.depth} passed every test: down to ${where}.`;
    case "bind":
      return `Level ${s.depth}: ${name} = ${s.value} (${where}).`;
    case "fail":
      return `${where} ends the branch.`;
    case "leave":
      return `${where}: no value left, back up to level ${s.depth}.`;
    case "leaf":
      return "The end of the program: back up.";
    default:
      return `Printed: ${trace.printed[s.value]} (solution ${s.value + 1}).`;
  }
}

/**
 * Shows a trace with the shared replay controls (Back, Step, Play, Speed, Timeline), and a
 * button that goes to the last step.
 *
 * @example
 * ```ts
 * panel.append(searchTreeView(reply.tree).element);
 * ```
 */
export function searchTreeView(trace: SearchTrace): SearchTreeView {
  const replay = new SearchTreeReplay(trace);
  const end = replay.state(replay.length) as SearchTreeState;
  const levels = trace.levels;
  const most = Math.max(1, ...end.nodes);
  const stepText = h("p", { class: "tree-step", "aria-live": "polite" });
  const assignment = h("output", {
    class: "tree-assignment mono",
    "aria-label": "Current assignment",
  });
  const counters = h("p", { class: "tree-counters" });
  const { rows, table } = levelTable(levels, end, most);

  let shown = 0;
  let furthest = 0;
  function show(k: number): void {
    const s = replay.state(k);
    if (!s) return;
    shown = k;
    furthest = Math.max(furthest, k);
    stepText.textContent = describeStep(trace, s);
    assignment.textContent =
      s.depth === 0
        ? "(nothing assigned)"
        : s.assignment.map((v, d) => `${levels[d].name} = ${v}`).join(", ");
    counters.textContent = `Step ${k.toLocaleString("en-US")} of ${replay.length.toLocaleString("en-US")}; nodes: ${s.nodes.reduce((a, b) => a + b, 0).toLocaleString("en-US")}, ${plural(s.printed, "solution")} so far.`;
    rows.forEach((r, d) => {
      const count = d === 0 ? (k > 0 ? 1 : 0) : s.nodes[d - 1];
      r.nodes.textContent = count.toLocaleString("en-US");
      r.passed.textContent = s.passed[d].toLocaleString("en-US");
      r.bar.style.width = `${((100 * count) / most).toFixed(1)}%`;
      r.row.classList.toggle("current", k > 0 && d === s.depth);
    });
    controls.update(shown, furthest, shown < replay.length);
  }

  const controls = replayControls({
    onBack: () => show(shown - 1),
    onStep: () => show(shown + 1),
    onSeek: (k) => show(Math.min(k, furthest)),
  });
  const toEnd = button("To the end", () => {
    controls.pause();
    show(replay.length);
  });
  const element = h(
    "div",
    { class: "search-tree" },
    h("div", { class: "controls buttons" }, controls.element, toEnd),
    stepText,
    h("p", {}, "Current assignment: ", assignment),
    counters,
    h("div", { class: "tree-box" }, table),
  );
  controls.keys(element);
  show(0);
  return { element, dispose: () => controls.pause() };
}
