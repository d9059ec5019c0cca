/**
 * The Alphametics page: a puzzle (one or more equations, or an arithmograph grid) solved in the
 * worker, every solution in the CLI's form (`9567 + 1085 = 10652`), the search-language program
 * the solver lowers the puzzle to, and that program's per-statement counts as a bar chart; the
 * URL carries the puzzle (shareable). Explain lists what follows without search (`--explain`,
 * with trials as `--trace`); Compare methods charts each method's nodes (`--compare`).
 */
import { button, field, h, plural, statusLine, wholeNumber } from "../dom.js";
import { jobSlot, startJob } from "../jobs.js";
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
/** Node budget of each method compared in the browser. */
const COMPARE_MAX_NODES = 20_000_000;

/** Each method's nodes as bars on a log scale. */
function methodsChart(
  runs: { method: string; nodes: number; ms: number; solutions: number; complete: boolean }[],
): HTMLTableElement {
  const max = Math.max(1, ...runs.map((r) => r.nodes));
  const scale = Math.log10(max + 1);
  const body = h("tbody", {});
  for (const r of runs)
    body.append(
      h(
        "tr",
        {},
        h("td", {}, h("code", {}, r.method)),
        h("td", { class: "num" }, r.nodes.toLocaleString("en-US")),
        h(
          "td",
          { class: "bar-cell" },
          h("span", {
            class: "bar bar-choose",
            style: `width:${((100 * Math.log10(r.nodes + 1)) / scale).toFixed(1)}%`,
            "aria-hidden": "true",
          }),
        ),
        h(
          "td",
          {},
          `${plural(r.solutions, "solution")}${r.complete ? "" : " (stopped at the node limit)"}, ${r.ms.toFixed(1)} ms`,
        ),
      ),
    );
  return h(
    "table",
    { class: "profile methods" },
    h("caption", {}, "Nodes each method tried (bars on a log scale)"),
    h(
      "thead",
      {},
      h(
        "tr",
        {},
        h("th", { scope: "col" }, "Method"),
        h("th", { scope: "col" }, "Nodes"),
        h("th", { scope: "col" }, "Bar"),
        h("th", { scope: "col" }, "Result"),
      ),
    ),
    body,
  );
}

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
    const slot = jobSlot();

    const solveButton = button("Solve", () => solve(), { class: "primary" });
    const explainButton = button("Explain", () => explain());
    const compareButton = button("Compare methods", () => compare());
    const trials = h("input", { type: "checkbox" });
    const reasoning = h("div", { class: "panel-body reasoning", "aria-live": "polite" });
    const generateLang = h("select", {});
    for (const [value, text] of [
      ["words", "English words"],
      ["en", "English number words (doubly true)"],
      ["fr", "French number words"],
      ["de", "German number words"],
      ["es", "Spanish number words"],
      ["it", "Italian number words"],
      ["pt", "Portuguese number words"],
      ["nl", "Dutch number words"],
    ])
      generateLang.append(h("option", { value }, text));
    const generateAddends = h("select", {});
    for (const k of [2, 3, 4, 5]) generateAddends.append(h("option", { value: k }, String(k)));
    const generateSeed = h("input", { type: "text", placeholder: "random", class: "short" });
    const generated = h("div", { class: "panel-body generated" });
    const methodsBox = h("div", { class: "panel-body" });
    const stopButton = button("Stop", () => slot.stop(), { disabled: true });

    function shareUrl(): string {
      const query = new URLSearchParams({ puzzle: puzzleInput.value });
      if (baseInput.value !== "10") query.set("base", baseInput.value);
      if (leadingZeros.checked) query.set("leading-zeros", "1");
      return `#/alphametics?${query}`;
    }

    function solve(): void {
      slot.stop();
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
      reasoning.replaceChildren();
      methodsBox.replaceChildren();
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
            errorBox.textContent = reply.message;
          }
        },
      );
      slot.hold(current, (end) => {
        if (end.type === "stopped")
          status.textContent = `Stopped with ${plural(total, "solution")} found.`;
        solveButton.disabled = false;
        stopButton.disabled = true;
      });
    }

    /** The page's number inputs read, or the error shown. */
    function settings(): { puzzle: string; base: number; leadingZeros: boolean } | undefined {
      const base = wholeNumber(baseInput, "The base", 2, 36, " (digits 0-9 and A-Z)");
      if (typeof base === "string") {
        errorBox.hidden = false;
        errorBox.textContent = base;
        return undefined;
      }
      errorBox.hidden = true;
      return { puzzle: puzzleInput.value, base, leadingZeros: leadingZeros.checked };
    }

    /** Runs a side job (explain or compare) and shows its answer. */
    function side(
      request: Parameters<typeof startJob>[0],
      box: HTMLElement,
      working: string,
      show: (
        reply: Extract<Parameters<Parameters<typeof startJob>[1]>[0], { type: "done" }>,
      ) => void,
    ): void {
      slot.stop();
      box.replaceChildren(h("p", {}, working));
      status.textContent = working;
      stopButton.disabled = false;
      const current = startJob(request, (reply) => {
        if (reply.type === "done") {
          status.textContent = "";
          show(reply);
        } else if (reply.type === "error") {
          box.replaceChildren();
          status.textContent = "The puzzle has an error.";
          errorBox.hidden = false;
          errorBox.textContent = reply.message;
        }
      });
      slot.hold(current, (end) => {
        if (end.type === "stopped") {
          status.textContent = "Stopped.";
          box.replaceChildren();
        }
        stopButton.disabled = true;
      });
    }

    function explain(): void {
      const s = settings();
      if (!s) return;
      side(
        { type: "alphametic-explain", ...s, trials: trials.checked },
        reasoning,
        "Reasoning…",
        (reply) => {
          const e = reply.explanation;
          if (!e) return;
          const list = h("ol", { class: "deductions" });
          for (const d of e.deductions)
            list.append(h("li", {}, h("strong", {}, d.fact), `: ${d.because}`));
          const decided = Object.values(e.domains).every((ds) => ds.length === 1);
          reasoning.replaceChildren(
            list,
            h(
              "p",
              {},
              e.contradiction
                ? `No solution: ${e.contradiction}.`
                : decided
                  ? "Every letter is decided: the reasoning alone solves the puzzle."
                  : "The reasoning runs out here: the rest is search.",
            ),
            h(
              "p",
              {},
              "Letters left: ",
              h(
                "code",
                {},
                Object.entries(e.domains)
                  .map(([letter, ds]) => `${letter} ${ds.join(" ")}`)
                  .join("; "),
              ),
            ),
            h("p", {}, `Assignments left to search: ${e.assignments}.`),
          );
        },
      );
    }

    function generate(): void {
      const doublyTrue = generateLang.value !== "words";
      side(
        {
          type: "alphametic-generate",
          lang: doublyTrue ? generateLang.value : "en",
          doublyTrue,
          addends: Number(generateAddends.value),
          count: 5,
          seed: generateSeed.value.trim() || String(Math.floor(Math.random() * 1e9)),
        },
        generated,
        "Generating puzzles with one solution…",
        (reply) => {
          const list = reply.generated ?? [];
          if (list.length === 0) {
            generated.replaceChildren(
              h("p", {}, "None with exactly one solution here: try other addends or words."),
            );
            return;
          }
          const items = h("ol", { class: "generated-list" });
          for (const g of list) {
            const solve = button("Solve it", () => {
              puzzleInput.value = g.puzzle;
              solve_();
            });
            items.append(
              h(
                "li",
                {},
                h("code", {}, g.puzzle),
                ` (${g.difficulty}) `,
                h(
                  "details",
                  {},
                  h("summary", {}, "Reveal the solution"),
                  h("code", {}, g.solution),
                ),
                solve,
              ),
            );
          }
          generated.replaceChildren(items);
        },
      );
    }
    const solve_ = () => solve();

    function compare(): void {
      const s = settings();
      if (!s) return;
      side(
        { type: "alphametic-compare", ...s, maxNodes: COMPARE_MAX_NODES },
        methodsBox,
        "Comparing the methods…",
        (reply) => {
          if (reply.methods) methodsBox.replaceChildren(methodsChart(reply.methods));
        },
      );
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
      h(
        "div",
        { class: "controls buttons" },
        solveButton,
        explainButton,
        compareButton,
        stopButton,
        shareLink,
      ),
      h("label", { class: "check" }, trials, " Explain with trials (suppose a digit, rule it out)"),
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
      h("section", { class: "panel" }, h("h3", {}, "Reasoning before searching"), reasoning),
      h("section", { class: "panel" }, h("h3", {}, "Methods compared"), methodsBox),
      h(
        "section",
        { class: "panel" },
        h("h3", {}, "New puzzles with one solution"),
        h(
          "div",
          { class: "controls" },
          field("From", generateLang),
          field("Addends", generateAddends),
          field("Seed", generateSeed),
          button("Generate", () => generate()),
        ),
        generated,
      ),
    );
    const initial = params.get("puzzle");
    baseInput.value = params.get("base") ?? "10";
    leadingZeros.checked = params.get("leading-zeros") === "1";
    if (initial) {
      puzzleInput.value = initial;
      solve();
    } else puzzleInput.value = EXAMPLES[0][1];
    return () => slot.stop();
  },
};
