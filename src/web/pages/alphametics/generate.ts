/**
 * The Alphametics page's generator panel: five puzzles with exactly one solution, from English
 * words or number words in eight languages (doubly true), with 2 to 5 addends and a seed; each
 * with its difficulty, its solution behind a disclosure and a button that solves it.
 */
import { button, field, h } from "../../dom.js";
import { type AlphameticsState, type DoneReply, runSide } from "./state.js";

const SOURCES: [string, string][] = [
  ["words", "English words"],
  ["en", "English number words (doubly true)"],
  ["fr", "French number words"],
  ["de", "German number words"],
  ["es", "Spanish number words"],
  ["it", "Italian number words"],
  ["pt", "Portuguese number words"],
  ["nl", "Dutch number words"],
];

/** The generated puzzles as a list; `solveIt` puts one in the puzzle box and solves it. */
function showGenerated(
  generated: HTMLElement,
  reply: DoneReply,
  solveIt: (puzzle: string) => void,
): void {
  const list = reply.generated ?? [];
  if (list.length === 0) {
    generated.replaceChildren(
      h("p", {}, "None with exactly one solution here: try other addends or words."),
    );
    return;
  }
  const items = h("ol", { class: "generated-list" });
  for (const g of list)
    items.append(
      h(
        "li",
        {},
        h("code", {}, g.puzzle),
        ` (${g.difficulty}) `,
        h("details", {}, h("summary", {}, "Reveal the solution"), h("code", {}, g.solution)),
        button("Solve it", () => solveIt(g.puzzle)),
      ),
    );
  generated.replaceChildren(items);
}

/** The generator's panel section, over the page's shared state. */
export function generatePanel(
  state: AlphameticsState,
  solveIt: (puzzle: string) => void,
): HTMLElement {
  const lang = h("select", {});
  for (const [value, text] of SOURCES) lang.append(h("option", { value }, text));
  const addends = h("select", {});
  for (const k of [2, 3, 4, 5]) addends.append(h("option", { value: k }, String(k)));
  const seed = h("input", { type: "text", placeholder: "random", class: "short" });
  const generated = h("div", { class: "panel-body generated" });
  const generate = () => {
    const doublyTrue = lang.value !== "words";
    const request = {
      type: "alphametic-generate" as const,
      lang: doublyTrue ? lang.value : "en",
      doublyTrue,
      addends: Number(addends.value),
      count: 5,
      seed: seed.value.trim() || String(Math.floor(Math.random() * 1e9)),
    };
    runSide(state, request, generated, "Generating puzzles with one solution…", (reply) =>
      showGenerated(generated, reply, solveIt),
    );
  };
  return h(
    "section",
    { class: "panel" },
    h("h3", {}, "New puzzles with one solution"),
    h(
      "div",
      { class: "controls" },
      field("From", lang),
      field("Addends", addends),
      field("Seed", seed),
      button("Generate", generate),
    ),
    generated,
  );
}
