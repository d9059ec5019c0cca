/**
 * The Search page: an editor for programs of the search language (Values, Choose, Let,
 * Restrict, Compute, Print) with the examples preloaded; runs in a worker (Stop ends it),
 * showing the printed solutions, the per-statement profile, errors at their line, and the
 * generated code on request; for a small program (the eight queens), the search tree's shape
 * (nodes per level), replayed step by step from the interpreter's own trace (tree-panel.ts).
 */
import { button, field, h, plural, statusLine, wholeNumber } from "../../dom.js";
import { jobSlot, startJob } from "../../jobs.js";
import type { Page } from "../../page.js";
import { profileChart } from "../../profile-chart.js";
import type { WorkerReply } from "../../protocol.js";
import { programEditor } from "./editor.js";
import { treePanel } from "./tree-panel.js";

const files = import.meta.glob<string>("../../../../examples/*.search", {
  query: "?raw",
  import: "default",
  eager: true,
});
/** The examples by file name (send-more-money.search first). */
const EXAMPLES: [string, string][] = Object.entries(files)
  .map(([path, text]): [string, string] => [path.slice(path.lastIndexOf("/") + 1), text])
  .sort(([a], [b]) =>
    a === "send-more-money.search" ? -1 : b === "send-more-money.search" ? 1 : a.localeCompare(b),
  );

const MAX_SHOWN = 2000;

const INTRO =
  "A program of the search language: Choose draws a value from the pool, Let computes one (and ends the branch if it is taken), Restrict ends branches that fail a test, Print shows a solution. Ctrl+Enter runs it.";

/** The limit read, undefined for none, or the error shown (and null returned). */
function readLimit(
  limit: HTMLInputElement,
  program: ReturnType<typeof programEditor>,
  status: HTMLElement,
): number | undefined | null {
  if (limit.value.trim() === "") return undefined;
  const value = wholeNumber(
    limit,
    "The limit",
    1,
    Number.MAX_SAFE_INTEGER,
    " or empty for no limit",
  );
  if (typeof value !== "string") return value;
  program.showMessage(value);
  status.textContent = "";
  return null;
}

/** Shows a run's replies: the first MAX_SHOWN lines, progress, the summary, profile or code, errors. */
function replyShower(view: {
  output: HTMLElement;
  status: HTMLElement;
  codeBox: HTMLElement;
  profileBox: HTMLElement;
  program: ReturnType<typeof programEditor>;
}): { onReply(reply: WorkerReply): void; found(): number } {
  const { output, status, codeBox, profileBox, program } = view;
  let shown = 0;
  let hidden = 0;
  return {
    found: () => shown + hidden,
    onReply(reply) {
      if (reply.type === "lines") {
        const take = reply.lines.slice(0, Math.max(0, MAX_SHOWN - shown));
        if (take.length > 0) output.append(`${take.join("\n")}\n`);
        shown += take.length;
        hidden += reply.lines.length - take.length;
      } else if (reply.type === "progress") {
        status.textContent = `Running… ${reply.nodes.toLocaleString("en-US")} nodes`;
      } else if (reply.type === "done") {
        if (reply.text !== undefined) {
          codeBox.hidden = false;
          codeBox.textContent = reply.text;
          status.textContent = "The JavaScript the program compiles to.";
          return;
        }
        if (hidden > 0) output.append(`… and ${hidden} more\n`);
        status.textContent = `${reply.solutions === 0 ? "No solutions" : plural(reply.solutions, "solution")}, ${reply.nodes.toLocaleString("en-US")} nodes${reply.complete ? "" : " (stopped at the limit)"}.`;
        if (reply.profile) profileBox.replaceChildren(profileChart(reply.profile));
      } else if (reply.type === "error") {
        status.textContent = "The program has an error.";
        program.showError(reply);
      }
    },
  };
}

export const searchPage: Page = {
  id: "search",
  title: "Search",
  mount(root, params) {
    const exampleSelect = h("select", {});
    for (const [name] of EXAMPLES) exampleSelect.append(h("option", { value: name }, name));
    const program = programEditor();
    const { editor } = program;
    const profile = h("input", { type: "checkbox", checked: true });
    const interpret = h("input", { type: "checkbox" });
    const limit = h("input", {
      type: "number",
      min: 1,
      placeholder: "no limit",
      inputmode: "numeric",
    });
    const status = statusLine();
    const output = h("pre", { class: "output", tabindex: 0, "aria-label": "Solutions" });
    const profileBox = h("div", { class: "panel-body" });
    const codeBox = h("pre", { class: "output code", hidden: true, tabindex: 0 });
    const slot = jobSlot();
    const tree = treePanel(program, slot);

    const run = button("Run", () => start(false), { class: "primary" });
    const stop = button("Stop", () => slot.stop(), { disabled: true });
    const showCode = button("Show code", () => start(true));
    const shareLink = h("a", { href: "#/search", class: "share" }, "Link to this program");

    function load(name: string): void {
      const found = EXAMPLES.find(([n]) => n === name);
      editor.value = found ? found[1] : "";
      program.clearError();
      program.renderGutter();
    }

    function start(codeOnly: boolean): void {
      slot.stop();
      const url = `#/search?${new URLSearchParams({ program: editor.value })}`;
      history.replaceState(null, "", url);
      shareLink.href = url;
      program.clearError();
      program.renderGutter();
      output.textContent = "";
      profileBox.replaceChildren();
      codeBox.hidden = true;
      const limitValue = readLimit(limit, program, status);
      if (limitValue === null) return;
      status.textContent = "Running…";
      run.disabled = true;
      stop.disabled = false;
      const request = codeOnly
        ? ({ type: "code", text: editor.value } as const)
        : ({
            type: "search",
            text: editor.value,
            profile: profile.checked,
            interpret: interpret.checked,
            limit: limitValue,
          } as const);
      const shown = replyShower({ output, status, codeBox, profileBox, program });
      const current = startJob(request, shown.onReply);
      slot.hold(current, (end) => {
        if (end.type === "stopped")
          status.textContent = `Stopped with ${plural(shown.found(), "solution")} found.`;
        run.disabled = false;
        stop.disabled = true;
      });
    }

    exampleSelect.addEventListener("change", () => load(exampleSelect.value));
    editor.addEventListener("keydown", (event) => {
      if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        start(false);
      }
    });

    root.append(
      h("p", { class: "intro" }, INTRO),
      h("div", { class: "controls" }, field("Example", exampleSelect)),
      h("label", { for: editor.id, class: "block-label" }, "Program"),
      program.element,
      program.errorBox,
      h(
        "div",
        { class: "controls" },
        h("label", { class: "check" }, profile, " Profile"),
        h("label", { class: "check" }, interpret, " Interpret (no compiling)"),
        field("Limit", limit),
      ),
      h("div", { class: "controls buttons" }, run, stop, showCode, shareLink),
      status,
      h("section", { class: "panel" }, h("h3", {}, "Output"), output),
      h("section", { class: "panel" }, h("h3", {}, "Profile"), profileBox),
      tree.section,
      codeBox,
    );
    const initial = params.get("program");
    if (initial !== null) {
      editor.value = initial;
      program.renderGutter();
    } else load(EXAMPLES[0]?.[0] ?? "");
    return () => {
      slot.stop();
      tree.dispose();
    };
  },
};
