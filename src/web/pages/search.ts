/**
 * The Search page: an editor for programs of the search language (Values, Choose, Let,
 * Restrict, Compute, Print) with the examples preloaded; runs in a worker (Stop ends it),
 * showing the printed solutions, the per-statement profile, errors at their line, and the
 * generated code on request; for a small program (the eight queens), the search tree's shape
 * (nodes per level), replayed step by step from the interpreter's own trace.
 */
import { button, field, h, plural, statusLine, wholeNumber } from "../dom.js";
import { jobSlot, startJob } from "../jobs.js";
import type { Page } from "../page.js";
import { profileChart } from "../profile-chart.js";
import type { WorkerReply } from "../protocol.js";
import { type SearchTreeView, searchTreeView } from "../search-tree.js";

const files = import.meta.glob<string>("../../../examples/*.search", {
  query: "?raw",
  import: "default",
  eager: true,
});
/** The examples by file name (send-more-money.search first). */
export const EXAMPLES: [string, string][] = Object.entries(files)
  .map(([path, text]): [string, string] => [path.slice(path.lastIndexOf("/") + 1), text])
  .sort(([a], [b]) =>
    a === "send-more-money.search" ? -1 : b === "send-more-money.search" ? 1 : a.localeCompare(b),
  );

const MAX_SHOWN = 2000;
/** The most steps of a search tree replayed (the eight queens take 13,074). */
const MAX_TREE_STEPS = 200_000;

export const searchPage: Page = {
  id: "search",
  title: "Search",
  mount(root, params) {
    const exampleSelect = h("select", {});
    for (const [name] of EXAMPLES) exampleSelect.append(h("option", { value: name }, name));
    const editor = h("textarea", {
      spellcheck: "false",
      autocapitalize: "off",
      autocomplete: "off",
      rows: 18,
      wrap: "off",
      class: "code-editor",
    });
    const gutter = h("pre", { class: "gutter", "aria-hidden": "true" });
    const profile = h("input", { type: "checkbox", checked: true });
    const interpret = h("input", { type: "checkbox" });
    const limit = h("input", {
      type: "number",
      min: 1,
      placeholder: "no limit",
      inputmode: "numeric",
    });
    const status = statusLine();
    const errorBox = h("p", { class: "error", role: "alert", hidden: true });
    const output = h("pre", { class: "output", tabindex: 0, "aria-label": "Solutions" });
    const profileBox = h("div", { class: "panel-body" });
    const codeBox = h("pre", { class: "output code", hidden: true, tabindex: 0 });
    const slot = jobSlot();
    let errorLine: number | undefined;
    const treeBox = h("div", {});
    const treeStatus = h("p", { class: "tree-status", role: "status", "aria-live": "polite" });
    let tree: SearchTreeView | undefined;

    const run = button("Run", () => start(false), { class: "primary" });
    const stop = button("Stop", () => slot.stop(), { disabled: true });
    const showCode = button("Show code", () => start(true));
    const treeButton = button("Replay the search tree", () => replayTree());
    const shareLink = h("a", { href: "#/search", class: "share" }, "Link to this program");

    function renderGutter(): void {
      const lines = editor.value.split("\n").length;
      gutter.replaceChildren(
        ...Array.from({ length: lines }, (_, i) =>
          h("span", { class: i + 1 === errorLine ? "error-line" : undefined }, `${i + 1}\n`),
        ),
      );
    }

    function load(name: string): void {
      const found = EXAMPLES.find(([n]) => n === name);
      editor.value = found ? found[1] : "";
      clearError();
      renderGutter();
    }

    function clearError(): void {
      errorLine = undefined;
      errorBox.hidden = true;
      errorBox.textContent = "";
      editor.removeAttribute("aria-invalid");
    }

    function showError(reply: Extract<WorkerReply, { type: "error" }>): void {
      errorLine = reply.line;
      errorBox.hidden = false;
      errorBox.textContent = reply.message;
      editor.setAttribute("aria-invalid", "true");
      renderGutter();
      if (reply.line !== undefined) {
        const lines = editor.value.split("\n");
        let offset = 0;
        for (let i = 0; i < reply.line - 1 && i < lines.length; i++) offset += lines[i].length + 1;
        offset += Math.max(0, (reply.column ?? 1) - 1);
        editor.setSelectionRange(offset, offset);
      }
    }

    function start(codeOnly: boolean): void {
      slot.stop();
      const url = `#/search?${new URLSearchParams({ program: editor.value })}`;
      history.replaceState(null, "", url);
      shareLink.href = url;
      clearError();
      renderGutter();
      output.textContent = "";
      profileBox.replaceChildren();
      codeBox.hidden = true;
      let shown = 0;
      let hidden = 0;
      const limitValue =
        limit.value.trim() === ""
          ? undefined
          : wholeNumber(limit, "The limit", 1, Number.MAX_SAFE_INTEGER, " or empty for no limit");
      if (typeof limitValue === "string") {
        errorBox.hidden = false;
        errorBox.textContent = limitValue;
        status.textContent = "";
        return;
      }
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
      const current = startJob(request, (reply) => {
        if (reply.type === "lines") {
          const room = Math.max(0, MAX_SHOWN - shown);
          const take = reply.lines.slice(0, room);
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
          showError(reply);
        }
      });
      slot.hold(current, (end) => {
        if (end.type === "stopped")
          status.textContent = `Stopped with ${plural(shown + hidden, "solution")} found.`;
        run.disabled = false;
        stop.disabled = true;
      });
    }

    /** Traces the program in the worker (the interpreter's steps), then replays the tree. */
    function replayTree(): void {
      slot.stop();
      tree?.dispose();
      tree = undefined;
      treeBox.replaceChildren();
      clearError();
      renderGutter();
      treeStatus.textContent = "Tracing the search…";
      const text = editor.value;
      const current = startJob({ type: "search-tree", text, maxSteps: MAX_TREE_STEPS }, (reply) => {
        if (reply.type === "error") {
          treeStatus.textContent = "The program has an error.";
          showError(reply);
        } else if (reply.type === "done" && reply.tree) {
          if (!reply.tree.complete) {
            treeStatus.textContent = `This search takes more than ${MAX_TREE_STEPS.toLocaleString("en-US")} steps: too many to replay here (the profile counts any size).`;
            return;
          }
          treeStatus.textContent = `${plural(reply.tree.kinds.length, "step")}, ${plural(reply.nodes, "node")}, ${plural(reply.solutions, "solution")}.`;
          tree = searchTreeView(reply.tree);
          treeBox.replaceChildren(tree.element);
        }
      });
      slot.hold(current, (end) => {
        if (end.type === "stopped") treeStatus.textContent = "Stopped.";
      });
    }

    exampleSelect.addEventListener("change", () => load(exampleSelect.value));
    editor.addEventListener("input", () => {
      if (errorLine !== undefined) clearError();
      renderGutter();
    });
    editor.addEventListener("scroll", () => {
      gutter.scrollTop = editor.scrollTop;
    });
    editor.addEventListener("keydown", (event) => {
      if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        start(false);
      }
    });

    editor.id = "search-program";
    root.append(
      h(
        "p",
        { class: "intro" },
        "A program of the search language: Choose draws a value from the pool, Let computes one (and ends the branch if it is taken), Restrict ends branches that fail a test, Print shows a solution. Ctrl+Enter runs it.",
      ),
      h("div", { class: "controls" }, field("Example", exampleSelect)),
      h("label", { for: editor.id, class: "block-label" }, "Program"),
      h("div", { class: "editor" }, gutter, editor),
      errorBox,
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
      h(
        "section",
        { class: "panel" },
        h("h3", {}, "Search tree"),
        h(
          "p",
          { class: "hint" },
          "The tree's shape for a small program (eight-queens.search, say): its levels are the Choose and Let statements, the steps those of the interpreter.",
        ),
        h("div", { class: "controls buttons" }, treeButton),
        treeStatus,
        treeBox,
      ),
      codeBox,
    );
    const initial = params.get("program");
    if (initial !== null) {
      editor.value = initial;
      renderGutter();
    } else load(EXAMPLES[0]?.[0] ?? "");
    return () => {
      slot.stop();
      tree?.dispose();
    };
  },
};
