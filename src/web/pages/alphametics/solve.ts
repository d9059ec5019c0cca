/**
 * The Alphametics page's Solve: every solution in the CLI's form (the first 2,000 shown), the
 * search-language program the puzzle lowers to (with a link to the Search page), and that
 * program's per-statement counts as a bar chart. The URL then carries the puzzle.
 */
import { button, h, plural } from "../../dom.js";
import { startJob } from "../../jobs.js";
import { profileChart } from "../../profile-chart.js";
import { type AlphameticsState, readBase, showError } from "./state.js";

const MAX_SHOWN = 2000;

/** The Solve button and the panels it fills. */
export interface SolvePanels {
  solveButton: HTMLButtonElement;
  firstOnly: HTMLInputElement;
  shareLink: HTMLAnchorElement;
  output: HTMLPreElement;
  programOut: HTMLPreElement;
  openInSearch: HTMLAnchorElement;
  profileBox: HTMLDivElement;
  /** Solves the puzzle now (emptying the other panels first). */
  solve(): void;
}

/** The puzzle's link (`#/alphametics?puzzle=...`), with base and leading zeros when set. */
function shareUrl(state: AlphameticsState): string {
  const query = new URLSearchParams({ puzzle: state.puzzleInput.value });
  if (state.baseInput.value !== "10") query.set("base", state.baseInput.value);
  if (state.leadingZeros.checked) query.set("leading-zeros", "1");
  return `#/alphametics?${query}`;
}

/**
 * Creates the Solve controls and panels over the page's shared state; `clearOthers` empties the
 * other panels when a solve starts.
 */
export function solvePanels(state: AlphameticsState, clearOthers: () => void): SolvePanels {
  const panels: SolvePanels = {
    solveButton: button("Solve", () => panels.solve(), { class: "primary" }),
    firstOnly: h("input", { type: "checkbox" }),
    shareLink: h("a", { href: "#/alphametics", class: "share" }, "Link to this puzzle"),
    output: h("pre", { class: "output", tabindex: 0, "aria-label": "Solutions" }),
    programOut: h("pre", { class: "output code", tabindex: 0, "aria-label": "Search program" }),
    openInSearch: h(
      "a",
      { href: "#/search", hidden: true },
      "Open this program on the Search page",
    ),
    profileBox: h("div", { class: "panel-body" }),
    solve: () => solve(state, panels, clearOthers),
  };
  return panels;
}

function solve(state: AlphameticsState, panels: SolvePanels, clear: () => void): void {
  const { slot, status, stopButton } = state;
  const { solveButton, output, programOut, openInSearch, profileBox } = panels;
  slot.stop();
  const base = readBase(state);
  if (base === undefined) {
    status.textContent = "";
    return;
  }
  const url = shareUrl(state);
  history.replaceState(null, "", url);
  panels.shareLink.href = url;
  state.errorBox.hidden = true;
  output.textContent = "";
  programOut.textContent = "";
  openInSearch.hidden = true;
  profileBox.replaceChildren();
  clear();
  status.textContent = "Solving…";
  solveButton.disabled = true;
  stopButton.disabled = false;
  let shown = 0;
  let total = 0;
  const request = {
    type: "alphametic" as const,
    puzzle: state.puzzleInput.value,
    base,
    leadingZeros: state.leadingZeros.checked,
    first: panels.firstOnly.checked,
  };
  const current = startJob(request, (reply) => {
    if (reply.type === "lines") {
      total += reply.lines.length;
      const take = reply.lines.slice(0, Math.max(0, MAX_SHOWN - shown));
      if (take.length > 0) output.append(`${take.join("\n")}\n`);
      shown += take.length;
    } else if (reply.type === "progress") {
      status.textContent = `Solving… ${reply.nodes.toLocaleString("en-US")} nodes`;
    } else if (reply.type === "done") {
      if (total > shown) output.append(`… and ${total - shown} more\n`);
      const n = reply.solutions;
      status.textContent = `${n === 0 ? "No solutions" : plural(n, "solution")}${reply.complete ? "" : " (stopped at the first)"}, ${reply.nodes.toLocaleString("en-US")} nodes.`;
      if (reply.text) {
        programOut.textContent = reply.text;
        openInSearch.href = `#/search?${new URLSearchParams({ program: reply.text })}`;
        openInSearch.hidden = false;
      }
      if (reply.note) programOut.textContent = `No program: ${reply.note}`;
      if (reply.profile) profileBox.replaceChildren(profileChart(reply.profile));
    } else if (reply.type === "error") {
      status.textContent = "The puzzle has an error.";
      showError(state, reply.message);
    }
  });
  slot.hold(current, (end) => {
    if (end.type === "stopped")
      status.textContent = `Stopped with ${plural(total, "solution")} found.`;
    solveButton.disabled = false;
    stopButton.disabled = true;
  });
}
