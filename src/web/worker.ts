/**
 * The solver worker: runs one request (worker per run, see jobs.ts), posting found lines in
 * batches every ~100 ms, progress, and a final "done" or "error". The library runs unchanged.
 * One handler per request type (src/web/worker/), chosen by the request's `type`.
 */
import { InputError } from "../core/errors.js";
import { GenerateBudgetError } from "../sudoku/generate.js";
import type { WorkerRequest } from "./protocol.js";
import {
  alphametic,
  alphameticCompare,
  alphameticExplain,
  alphameticGenerate,
} from "./worker/alphametics.js";
import { cover } from "./worker/cover.js";
import { queens, queensEstimate } from "./worker/queens.js";
import { post, type RequestOf } from "./worker/reply.js";
import { code, search, searchTree } from "./worker/search.js";
import { sudokuExplain, sudokuGenerate, sudokuSolve } from "./worker/sudoku.js";

/** The handler of each request type. */
const HANDLERS: {
  [K in WorkerRequest["type"]]: (request: RequestOf<K>) => void | Promise<void>;
} = {
  search,
  code,
  "search-tree": searchTree,
  "sudoku-solve": sudokuSolve,
  "sudoku-explain": sudokuExplain,
  "sudoku-generate": sudokuGenerate,
  alphametic,
  "alphametic-explain": alphameticExplain,
  "alphametic-generate": alphameticGenerate,
  "alphametic-compare": alphameticCompare,
  queens,
  "queens-estimate": queensEstimate,
  cover,
};

const run = <K extends WorkerRequest["type"]>(request: RequestOf<K>): void | Promise<void> =>
  (HANDLERS[request.type] as (request: RequestOf<K>) => void | Promise<void>)(request);

addEventListener("message", async (event: MessageEvent<WorkerRequest>) => {
  try {
    await run(event.data);
  } catch (error) {
    if (error instanceof GenerateBudgetError)
      post({ type: "error", message: `no puzzle met the targets in time: ${error.message}` });
    else if (error instanceof InputError)
      post({ type: "error", message: error.message, line: error.line, column: error.column });
    else post({ type: "error", message: error instanceof Error ? error.message : String(error) });
  }
});
