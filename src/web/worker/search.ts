/** The search language's requests: run a program, show its compiled code, trace its tree. */
import { compiledSearch, loadProgram, runSearch } from "../../search/run.js";
import { traceSearch } from "../../search/trace.js";
import { lineBatcher, post, type RequestOf } from "./reply.js";

/** Answers a "search" request. */
export function search(request: RequestOf<"search">): void {
  const out = lineBatcher();
  let lastProgress = Date.now();
  const result = runSearch(request.text, {
    profile: request.profile,
    interpret: request.interpret,
    limit: request.limit,
    collect: false,
    onSolution: (s) => out.add(s.text),
    onProgress: (nodes) => {
      const now = Date.now();
      if (now - lastProgress < 200) return;
      lastProgress = now;
      out.flush();
      post({ type: "progress", nodes });
    },
  });
  out.flush();
  post({
    type: "done",
    complete: result.complete,
    nodes: result.counters.nodes,
    solutions: result.counters.solutions,
    profile: request.profile ? result.profile : undefined,
  });
}

/** Answers a "code" request. */
export function code(request: RequestOf<"code">): void {
  const code = compiledSearch(loadProgram(request.text), { profile: false }).code;
  post({ type: "done", complete: true, nodes: 0, solutions: 0, text: code });
}

/** Answers a "search-tree" request. */
export function searchTree(request: RequestOf<"search-tree">): void {
  const tree = traceSearch(request.text, { maxSteps: request.maxSteps });
  post({
    type: "done",
    complete: tree.complete,
    nodes: tree.nodes,
    solutions: tree.printed.length,
    tree,
  });
}
