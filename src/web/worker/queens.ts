/** N-queens requests: the first solutions and the count, and a time estimate. */
import { estimateQueensNodes } from "../../queens/estimate.js";
import { QueensEnumerator } from "../../queens/list.js";
import { countQueens } from "../../queens/symmetry.js";
import { countQueensUnit, queensUnits } from "../../queens/units.js";
import { lineBatcher, post, type RequestOf } from "./reply.js";

/** Answers a "queens" request. */
export function queens(request: RequestOf<"queens">): void {
  // the first solutions to browse (lexicographic, as `permuta queens --list`), then the count
  const out = lineBatcher();
  const enumerator = new QueensEnumerator(request.n);
  let kept = 0;
  while (kept < request.keep && enumerator.next()) {
    out.add(Array.from(enumerator.columns, (c) => c + 1).join(" "));
    kept++;
  }
  out.flush();
  let count = 0;
  let lastProgress = Date.now();
  const units = queensUnits(request.n, 3);
  for (let i = 0; i < units.length; i++) {
    count += countQueensUnit(units[i]);
    if (Date.now() - lastProgress >= 200) {
      lastProgress = Date.now();
      post({ type: "progress", nodes: count, fraction: (i + 1) / units.length });
    }
  }
  post({ type: "done", complete: true, nodes: enumerator.nodes, solutions: count });
}

/** Answers a "queens-estimate" request. */
export function queensEstimate(request: RequestOf<"queens-estimate">): void {
  // time a small count, then scale by the ratio of the two trees' estimated sizes
  const base = 13;
  countQueens(11); // warm up
  const start = performance.now();
  countQueens(base);
  const seconds = (performance.now() - start) / 1000;
  const probes = 3000;
  const nodes = estimateQueensNodes(request.n, { probes, seed: request.n });
  const ratio = nodes / estimateQueensNodes(base, { probes, seed: base });
  post({
    type: "done",
    complete: true,
    nodes: 0,
    solutions: 0,
    estimate: { seconds: seconds * ratio, nodes },
  });
}
