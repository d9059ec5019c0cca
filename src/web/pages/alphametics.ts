/**
 * The Alphametics page: a puzzle (one or more equations, or an arithmograph grid) solved in the
 * worker, every solution in the CLI's form (`9567 + 1085 = 10652`), the search-language program
 * the solver lowers the puzzle to, and that program's per-statement counts as a bar chart; the
 * URL carries the puzzle (shareable).
 */
import { button, field, h, plural, statusLine, wholeNumber } from "../dom.js";
import { type Job, startJob } from "../jobs.js";
import type { Page } from "../page.js";
import { profileChart } from "../profile-chart.js";

const EXAMPLES: [string, string][] = [
  ["SEND + MORE = MONEY", "SEND + MORE = MONEY"],
  [
    "Arithmograph",
    "ABC - BBD = DEF\n /     +     -\nGH  *  GD  = BGC\n =     =     =\nDI  + BJI  = BIF",
  ],
  ["Three relations", "AB + BA = CC; A > B; C == 9"],
  ["TO + GO = OUT", "TO + GO = OUT"],
  ["A fixed digit", "7AB + CD = 8DA"],
  ["Many solutions", "AB + CD = EF"],
];

const MAX_SHOWN = 2000;

export const alphameticsPage: Page = {
  id: "alphametics",
  title: "Alphametics",
  mount(root, params) {
    const puzzleInput = h("textarea", {
      rows: 5,
      class: "puzzle-input mono",
      spellcheck: "false",
      autocomplete: "off",
      autocapitalize: "characters",
    });
    const exampleSelect = h("select", {}, h("option", { value: "" }, "choose…"));
    for (const [name] of EXAMPLES) exampleSelect.append(h("option", { value: name }, name));
    const baseInput = h("input", {
      type: "number",
      min: 2,
      max: 36,
      value: 10,
      inputmode: "numeric",
    });
    const leadingZeros = h("input", { type: "checkbox" });
    const firstOnly = h("input", { type: "checkbox" });
    const status = statusLine();
    const errorBox = h("p", { class: "error", role: "alert", hidden: true });
    const output = h("pre", { class: "output", tabindex: 0, "aria-label": "Solutions" });
    const programOut = h("pre", {
      class: "output code",
      tabindex: 0,
      "aria-label": "Search program",
    });
    const openInSearch = h(
      "a",
      { href: "#/search", hidden: true },
      "Open this program on the Search page",
    );
    const profileBox = h("div", { class: "panel-body" });
    const shareLink = h("a", { href: "#/alphametics", class: "share" }, "Link to this puzzle");
    let job: Job | undefined;

    const solveButton = button("Solve", () => solve(), { class: "primary" });
    const stopButton = button("Stop", () => job?.stop(), { disabled: true });

    function shareUrl(): string {
      const query = new URLSearchParams({ puzzle: puzzleInput.value });
      if (baseInput.value !== "10") query.set("base", baseInput.value);
      if (leadingZeros.checked) query.set("leading-zeros", "1");
      return `#/alphametics?${query}`;
    }

    function solve(): void {
      job?.stop();
      const base = wholeNumber(baseInput, "The base", 2, 36, " (digits 0-9 and A-Z)");
      if (typeof base === "string") {
        status.textContent = "";
        errorBox.hidden = false;
        errorBox.textContent = base;
        return;
      }
      const puzzle = puzzleInput.value;
      const url = shareUrl();
      history.replaceState(null, "", url);
      shareLink.href = url;
      errorBox.hidden = true;
      output.textContent = "";
      programOut.textContent = "";
      openInSearch.hidden = true;
      profileBox.replaceChildren();
      status.textContent = "Solving…";
      solveButton.disabled = true;
      stopButton.disabled = false;
      let shown = 0;
      let total = 0;
      const current = startJob(
        {
          type: "alphametic",
          puzzle,
          base,
          leadingZeros: leadingZeros.checked,
          first: firstOnly.checked,
        },
        (reply) => {
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
            errorBox.hidden = false;
            errorBox.textContent = `permuta: error: ${reply.message}`;
          }
        },
      );
      job = current;
      void current.done.then((end) => {
        if (job !== current) return;
        if (end.type === "stopped")
          status.textContent = `Stopped with ${plural(total, "solution")} found.`;
        solveButton.disabled = false;
        stopButton.disabled = true;
        job = undefined;
      });
    }

    exampleSelect.addEventListener("change", () => {
      const found = EXAMPLES.find(([name]) => name === exampleSelect.value);
      if (!found) return;
      puzzleInput.value = found[1];
      baseInput.value = "10";
      solve();
    });
    puzzleInput.addEventListener("keydown", (event) => {
      if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        solve();
      }
    });

    root.append(
      h(
        "p",
        { class: "intro" },
        "Letters stand for digits: different letters, different digits, no leading zeros. Type equations joined by ; or new lines, or an arithmograph grid. The solver turns the puzzle into a program of the search language and runs it; the bars show how often each statement ran. Ctrl+Enter solves.",
      ),
      h(
        "div",
        { class: "controls" },
        field("Puzzle", puzzleInput),
        field("Example", exampleSelect),
      ),
      h(
        "div",
        { class: "controls" },
        field("Base", baseInput),
        h("label", { class: "check" }, leadingZeros, " Leading zeros allowed"),
        h("label", { class: "check" }, firstOnly, " First solution only"),
      ),
      h("div", { class: "controls buttons" }, solveButton, stopButton, shareLink),
      errorBox,
      status,
      h("section", { class: "panel" }, h("h3", {}, "Solutions"), output),
      h(
        "section",
        { class: "panel" },
        h("h3", {}, "The search program"),
        programOut,
        h("p", {}, openInSearch),
      ),
      h("section", { class: "panel" }, h("h3", {}, "Statement counts"), profileBox),
    );
    const initial = params.get("puzzle");
    baseInput.value = params.get("base") ?? "10";
    leadingZeros.checked = params.get("leading-zeros") === "1";
    if (initial) {
      puzzleInput.value = initial;
      solve();
    } else puzzleInput.value = EXAMPLES[0][1];
    return () => job?.stop();
  },
};
