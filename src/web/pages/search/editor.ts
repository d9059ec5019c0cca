/**
 * The Search page's program editor: a textarea with a line-number gutter, the line of an error
 * marked in it and the caret put at the error's line and column.
 */
import { h } from "../../dom.js";
import type { WorkerReply } from "../../protocol.js";

/** The editor, its gutter and error box, and the error marking. */
export interface ProgramEditor {
  editor: HTMLTextAreaElement;
  /** The editor beside its gutter. */
  element: HTMLElement;
  errorBox: HTMLParagraphElement;
  renderGutter(): void;
  clearError(): void;
  /** Shows a worker's error: the message, the line marked, the caret there. */
  showError(reply: Extract<WorkerReply, { type: "error" }>): void;
  /** Shows a message that has no line. */
  showMessage(message: string): void;
}

/** The offset in `text` of a 1-based line and column. */
function offsetOf(text: string, line: number, column: number): number {
  const lines = text.split("\n");
  let offset = 0;
  for (let i = 0; i < line - 1 && i < lines.length; i++) offset += lines[i].length + 1;
  return offset + Math.max(0, column - 1);
}

/** Creates the editor (id `search-program`, for its label). */
export function programEditor(): ProgramEditor {
  const editor = h("textarea", {
    spellcheck: "false",
    autocapitalize: "off",
    autocomplete: "off",
    rows: 18,
    wrap: "off",
    class: "code-editor",
  });
  editor.id = "search-program";
  const gutter = h("pre", { class: "gutter", "aria-hidden": "true" });
  const errorBox = h("p", { class: "error", role: "alert", hidden: true });
  let errorLine: number | undefined;
  const renderGutter = () => {
    const lines = editor.value.split("\n").length;
    gutter.replaceChildren(
      ...Array.from({ length: lines }, (_, i) =>
        h("span", { class: i + 1 === errorLine ? "error-line" : undefined }, `${i + 1}\n`),
      ),
    );
  };
  const clearError = () => {
    errorLine = undefined;
    errorBox.hidden = true;
    errorBox.textContent = "";
    editor.removeAttribute("aria-invalid");
  };
  const showMessage = (message: string) => {
    errorBox.hidden = false;
    errorBox.textContent = message;
  };
  const showError = (reply: Extract<WorkerReply, { type: "error" }>) => {
    errorLine = reply.line;
    showMessage(reply.message);
    editor.setAttribute("aria-invalid", "true");
    renderGutter();
    if (reply.line !== undefined) {
      const offset = offsetOf(editor.value, reply.line, reply.column ?? 1);
      editor.setSelectionRange(offset, offset);
    }
  };
  editor.addEventListener("input", () => {
    if (errorLine !== undefined) clearError();
    renderGutter();
  });
  editor.addEventListener("scroll", () => {
    gutter.scrollTop = editor.scrollTop;
  });
  const element = h("div", { class: "editor" }, gutter, editor);
  return { editor, element, errorBox, renderGutter, clearError, showError, showMessage };
}
