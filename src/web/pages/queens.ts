/**
 * The Queens page: n queens on an n x n board, none attacking another. The worker counts the
 * solutions and sends the first ones (as `permuta queens --list` prints them: n column numbers,
 * 1-based, one per row); the board shows them one by one (Previous / Next, or the arrow keys).
 */
import {
  button,
  field,
  h,
  numberInput,
  plural,
  roughDuration,
  statusLine,
  wholeNumber,
} from "../dom.js";
import { jobSlot, startJob } from "../jobs.js";
import type { Page } from "../page.js";

const MAX_N = 20;
/** Counts expected to take longer than this (seconds) ask for a second press of Solve. */
const CONFIRM_SECONDS = 15;
/** From this n on, the count is estimated before it starts. */
const ESTIMATE_FROM = 14;
/** Solutions kept for browsing (the count goes on beyond them). */
export const QUEENS_KEPT = 5000;

/** Draws an n x n board with queens in `columns` (1-based, one per row), or empty. */
function drawBoard(board: HTMLElement, n: number, columns: number[] | undefined): void {
  board.style.setProperty("--n", String(n));
  const squares: HTMLElement[] = [];
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++) {
      const queen = columns !== undefined && columns[r] === c + 1;
      squares.push(
        h(
          "span",
          { class: `square ${(r + c) % 2 === 0 ? "light" : "dark"}${queen ? " queen" : ""}` },
          queen ? "♛" : "",
        ),
      );
    }
  board.replaceChildren(...squares);
  board.setAttribute(
    "aria-label",
    columns
      ? `${n} by ${n} board, queens in columns ${columns.join(", ")} of rows 1 to ${n}`
      : `empty ${n} by ${n} board`,
  );
}

/** The progress line of a count: nodes so far, and the time left once 2% is done. */
function progressText(nodes: number, fraction: number | undefined, started: number): string {
  const left =
    fraction !== undefined && fraction > 0.02
      ? `, ${Math.floor(fraction * 100)}% of the work, ${roughDuration(((Date.now() - started) / 1000) * (1 / fraction - 1))} left`
      : "";
  return `Counting… ${nodes.toLocaleString("en-US")} so far${left}`;
}

/** The controls a run switches: status, Solve and Stop, and the page's job slot. */
interface RunControls {
  status: HTMLElement;
  solveButton: HTMLButtonElement;
  stopButton: HTMLButtonElement;
  slot: ReturnType<typeof jobSlot>;
}

/**
 * Estimates the count's time first: a short one starts (`start`); a long one is said and waits
 * for a second press of Solve (`confirm` records it).
 */
function estimateFirst(
  wanted: number,
  { status, solveButton, stopButton, slot }: RunControls,
  confirm: () => void,
  start: () => void,
): void {
  status.textContent = `Estimating how long n = ${wanted} takes…`;
  solveButton.disabled = true;
  stopButton.disabled = false;
  const current = startJob({ type: "queens-estimate", n: wanted }, (reply) => {
    if (reply.type === "error") status.textContent = reply.message;
  });
  slot.hold(current, (end) => {
    solveButton.disabled = false;
    stopButton.disabled = true;
    if (end.type === "stopped") status.textContent = "Stopped.";
    if (end.type !== "done" || !end.estimate) return;
    const { seconds, nodes } = end.estimate;
    if (seconds < CONFIRM_SECONDS) {
      start();
      return;
    }
    confirm();
    status.textContent = `Counting n = ${wanted} would take ${roughDuration(seconds)} here (a search tree of about ${Number(nodes.toPrecision(2)).toLocaleString("en-US")} nodes, by Knuth's random probes). Press Solve again to start it; Stop ends it at any time.`;
  });
}

/** Lays the page out: n with Solve and Stop, the status, Previous and Next, the board and its line. */
function layout(
  root: HTMLElement,
  parts: Record<
    | "nInput"
    | "solveButton"
    | "stopButton"
    | "status"
    | "prevButton"
    | "nextButton"
    | "position"
    | "board"
    | "line",
    HTMLElement
  >,
): void {
  const { nInput, solveButton, stopButton, status, prevButton, nextButton, position, board, line } =
    parts;
  root.append(
    h(
      "p",
      { class: "intro" },
      "Place n queens so that no two share a row, a column or a diagonal. Solve counts every solution; Previous and Next (or the arrow keys on the board) show them one by one, each as the column of the queen in rows 1 to n.",
    ),
    h(
      "div",
      { class: "controls" },
      field("n", nInput, `1 to ${MAX_N}; from ${ESTIMATE_FROM} on, the time is estimated first`),
      solveButton,
      stopButton,
    ),
    status,
    h("div", { class: "controls buttons" }, prevButton, nextButton),
    position,
    board,
    h("p", {}, "As permuta queens --list prints it: ", line),
  );
}

export const queensPage: Page = {
  id: "queens",
  title: "Queens",
  mount(root, params) {
    const nInput = numberInput(1, MAX_N, params.get("n") ?? "8");
    const status = statusLine();
    const board = h("div", { class: "chess", role: "img" });
    const position = h("p", { class: "position", "aria-live": "polite" });
    const line = h("code", { class: "perm-line" });
    const solutions: number[][] = [];
    let total = 0;
    let index = 0;
    let n = 8;
    const slot = jobSlot();
    /** The n whose long count the user was warned about: a second Solve starts it. */
    let confirmed: number | undefined;

    const solveButton = button("Solve", () => solve(), { class: "primary" });
    const stopButton = button("Stop", () => slot.stop(), { disabled: true });
    const prevButton = button("Previous", () => show(index - 1), { disabled: true });
    const nextButton = button("Next", () => show(index + 1), { disabled: true });

    function show(target: number): void {
      if (target < 0 || target >= solutions.length) return;
      index = target;
      const columns = solutions[index];
      drawBoard(board, n, columns);
      line.textContent = columns.join(" ");
      position.textContent = `Solution ${index + 1} of ${total}${solutions.length < total ? ` (the first ${solutions.length} can be browsed)` : ""}`;
      prevButton.disabled = index === 0;
      nextButton.disabled = index >= solutions.length - 1;
    }

    function solve(): void {
      slot.stop();
      const wanted = wholeNumber(nInput, "n", 1, MAX_N, " (larger boards take days here)");
      if (typeof wanted === "string") {
        status.textContent = wanted;
        return;
      }
      if (wanted >= ESTIMATE_FROM && confirmed !== wanted) {
        estimateFirst(
          wanted,
          { status, solveButton, stopButton, slot },
          () => {
            confirmed = wanted;
          },
          () => count(wanted),
        );
        return;
      }
      confirmed = undefined;
      count(wanted);
    }

    function count(wanted: number): void {
      n = wanted;
      solutions.length = 0;
      total = 0;
      index = 0;
      drawBoard(board, n, undefined);
      line.textContent = "";
      position.textContent = "";
      prevButton.disabled = true;
      nextButton.disabled = true;
      status.textContent = `Counting the solutions for n = ${n}…`;
      solveButton.disabled = true;
      stopButton.disabled = false;
      const started = Date.now();
      const current = startJob({ type: "queens", n, keep: QUEENS_KEPT }, (reply) => {
        if (reply.type === "lines") {
          const first = solutions.length === 0;
          for (const text of reply.lines) solutions.push(text.split(" ").map(Number));
          total = Math.max(total, solutions.length);
          if (first && solutions.length > 0) show(0);
          else show(index);
        } else if (reply.type === "progress") {
          status.textContent = progressText(reply.nodes, reply.fraction, started);
        } else if (reply.type === "done") {
          total = reply.solutions;
          status.textContent = `${total === 0 ? "No solutions" : plural(total, "solution")} for n = ${n}.`;
          if (solutions.length > 0) show(index);
          else position.textContent = "No solution.";
        } else if (reply.type === "error") {
          status.textContent = reply.message;
        }
      });
      slot.hold(current, (end) => {
        if (end.type === "stopped") status.textContent = "Stopped.";
        solveButton.disabled = false;
        stopButton.disabled = true;
      });
    }

    board.tabIndex = 0;
    board.addEventListener("keydown", (event) => {
      if (event.key === "ArrowRight" || event.key === "ArrowDown") show(index + 1);
      else if (event.key === "ArrowLeft" || event.key === "ArrowUp") show(index - 1);
      else return;
      event.preventDefault();
    });
    nInput.addEventListener("keydown", (event) => {
      if (event.key === "Enter") solve();
    });

    layout(root, {
      nInput,
      solveButton,
      stopButton,
      status,
      prevButton,
      nextButton,
      position,
      board,
      line,
    });
    drawBoard(board, n, undefined);
    return () => slot.stop();
  },
};
