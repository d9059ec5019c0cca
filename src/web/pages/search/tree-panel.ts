/**
 * The Search page's tree panel: for a small program (the eight queens), the search tree's shape
 * (nodes per level), replayed step by step from the interpreter's own trace.
 */
import { button, h, plural } from "../../dom.js";
import { type JobSlot, startJob } from "../../jobs.js";
import { type SearchTreeView, searchTreeView } from "../../search-tree.js";
import type { ProgramEditor } from "./editor.js";

/** The most steps of a search tree replayed (the eight queens take 13,074). */
const MAX_TREE_STEPS = 200_000;

const HINT =
  "The tree's shape for a small program (eight-queens.search, say): its levels are the Choose and Let statements, the steps those of the interpreter.";

/** The panel's section and its clean-up. */
export interface TreePanel {
  section: HTMLElement;
  dispose(): void;
}

/** Creates the tree panel over the page's editor and job slot. */
export function treePanel(program: ProgramEditor, slot: JobSlot): TreePanel {
  const treeBox = h("div", {});
  const treeStatus = h("p", { class: "tree-status", role: "status", "aria-live": "polite" });
  let tree: SearchTreeView | undefined;

  /** Traces the program in the worker (the interpreter's steps), then replays the tree. */
  function replayTree(): void {
    slot.stop();
    tree?.dispose();
    tree = undefined;
    treeBox.replaceChildren();
    program.clearError();
    program.renderGutter();
    treeStatus.textContent = "Tracing the search…";
    const text = program.editor.value;
    const current = startJob({ type: "search-tree", text, maxSteps: MAX_TREE_STEPS }, (reply) => {
      if (reply.type === "error") {
        treeStatus.textContent = "The program has an error.";
        program.showError(reply);
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

  const section = h(
    "section",
    { class: "panel" },
    h("h3", {}, "Search tree"),
    h("p", { class: "hint" }, HINT),
    h("div", { class: "controls buttons" }, button("Replay the search tree", replayTree)),
    treeStatus,
    treeBox,
  );
  return { section, dispose: () => tree?.dispose() };
}
