/** Exact cover requests: count, solve, or step through the search (replayed in windows). */
import { parseDlx } from "../../exact-cover/dlx-format.js";
import { optionText } from "../../exact-cover/problem.js";
import { countExactCovers, forEachExactCover } from "../../exact-cover/solve.js";
import { CoverReplay } from "../../exact-cover/trace.js";
import { post, type RequestOf } from "./reply.js";

/** The replay of the last exact cover problem stepped through (its checkpoints make it cheap). */
let replayOf: { text: string; replay: CoverReplay } | undefined;

/** Answers a "cover" request. */
export function cover(request: RequestOf<"cover">): void {
  const problem = parseDlx(request.text);
  const text = (o: number) => optionText(problem, o);
  if (request.mode === "count") {
    const count = countExactCovers(problem);
    post({ type: "done", complete: true, nodes: 0, solutions: count });
  } else if (request.mode === "solve") {
    const covers: string[][] = [];
    let count = 0;
    forEachExactCover(problem, (solution) => {
      if (covers.length < request.limit) covers.push(solution.map(text));
      count++;
    });
    post({ type: "done", complete: true, nodes: 0, solutions: count, covers });
  } else {
    // one replay per problem text, kept for the next windows of the same search
    if (replayOf?.text !== request.text)
      replayOf = { text: request.text, replay: new CoverReplay(problem) };
    const { replay } = replayOf;
    const from = Math.max(1, Math.floor(request.from ?? 1));
    const steps = [];
    for (let k = from; k < from + request.limit; k++) {
      const s = replay.step(k);
      if (s === undefined) break;
      steps.push(s);
    }
    const name = (i: number) =>
      i < 0
        ? ""
        : i < problem.primary.length
          ? problem.primary[i]
          : problem.secondary[i - problem.primary.length];
    const complete = replay.total !== undefined && from + steps.length - 1 >= replay.total;
    post({
      type: "done",
      complete,
      nodes: steps.at(-1)?.nodes ?? 0,
      solutions: steps.at(-1)?.solutions ?? 0,
      trace: {
        complete,
        from,
        total: replay.total,
        steps: steps.map((s) => ({
          kind: s.kind,
          depth: s.depth,
          item: name(s.item),
          option: s.option < 0 ? "" : text(s.option),
          choices: s.choices,
          chosen: s.chosen.map(text),
          chosenIndex: s.chosen,
          itemIndex: s.item,
          optionIndex: s.option,
          branches: s.branches,
          nodes: s.nodes,
          solutions: s.solutions,
          updates: s.updates,
        })),
      },
    });
  }
}
