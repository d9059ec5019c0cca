/** Alphametic requests: solve with the plan's profile, explain, generate, compare methods. */
import { compareAlphameticMethods } from "../../alphametics/compare.js";
import { explainAlphametic } from "../../alphametics/explain.js";
import { formatSolution } from "../../alphametics/format.js";
import { generateAlphametics, registerNumberWords } from "../../alphametics/generate.js";
import { lowerPlan } from "../../alphametics/lower.js";
import { planPuzzle, solvePlanned } from "../../alphametics/solver.js";
import { createCounters } from "../../core/counters.js";
import { InputError } from "../../core/errors.js";
import { runSearch } from "../../search/run.js";
import { lineBatcher, post, type RequestOf } from "./reply.js";

/** The number words the page offers, each bundled as its own chunk (loaded when asked for). */
const NUMBER_WORD_MODULES: Record<string, () => Promise<{ toCardinal(n: number): string }>> = {
  en: () => import("n2words/en-US"),
  fr: () => import("n2words/fr-FR"),
  de: () => import("n2words/de-DE"),
  es: () => import("n2words/es-ES"),
  it: () => import("n2words/it-IT"),
  pt: () => import("n2words/pt-PT"),
  nl: () => import("n2words/nl-NL"),
};

/** Answers a "alphametic" request. */
export function alphametic(request: RequestOf<"alphametic">): void {
  // the solver's own run (its plan, its output form), then the program of its column plan
  // run with the profile: the same nodes and solutions, counted per statement
  const options = {
    base: request.base,
    leadingZeros: request.leadingZeros,
    first: request.first,
  };
  const counters = createCounters();
  let lastProgress = Date.now();
  const { parsed, plan } = planPuzzle(request.puzzle, options);
  const result = solvePlanned(parsed, plan, {
    ...options,
    counters,
    onProgress: (nodes) => {
      if (Date.now() - lastProgress < 200) return;
      lastProgress = Date.now();
      post({ type: "progress", nodes });
    },
  });
  const out = lineBatcher();
  for (const solution of result.solutions) out.add(formatSolution(parsed, solution));
  if (result.solutions.length === 0) out.add("none");
  out.flush();
  let program: string | undefined;
  let note: string | undefined;
  try {
    const columns = planPuzzle(request.puzzle, { ...options, method: "columns" });
    program = lowerPlan(columns.parsed, columns.plan);
  } catch (error) {
    note = error instanceof Error ? error.message : String(error);
  }
  const profile = program
    ? runSearch(program, {
        profile: true,
        collect: false,
        limit: request.first ? 1 : undefined,
      }).profile
    : undefined;
  post({
    type: "done",
    complete: result.complete,
    nodes: counters.nodes,
    solutions: result.solutions.length,
    text: program,
    note,
    profile,
  });
}

/** Answers a "alphametic-explain" request. */
export function alphameticExplain(request: RequestOf<"alphametic-explain">): void {
  const e = explainAlphametic(request.puzzle, {
    base: request.base,
    leadingZeros: request.leadingZeros,
    trials: request.trials,
  });
  post({
    type: "done",
    complete: true,
    nodes: 0,
    solutions: 0,
    explanation: {
      deductions: e.deductions.map(({ fact, because }) => ({ fact, because })),
      domains: e.domains,
      assignments:
        e.assignments === undefined
          ? "too many kinds of domain to count"
          : e.assignments.toLocaleString("en-US"),
      contradiction: e.contradiction,
    },
  });
}

/** Answers a "alphametic-generate" request. */
export async function alphameticGenerate(request: RequestOf<"alphametic-generate">): Promise<void> {
  if (request.doublyTrue) {
    const load = NUMBER_WORD_MODULES[request.lang];
    if (!load) throw new InputError(`no number words for ${request.lang}`);
    registerNumberWords(request.lang, (await load()).toCardinal);
  }
  const generated: { puzzle: string; solution: string; difficulty: string }[] = [];
  for (const p of generateAlphametics({
    seed: request.seed,
    addends: [request.addends, request.addends],
    doublyTrue: request.doublyTrue ? request.lang : undefined,
  })) {
    generated.push({
      puzzle: p.puzzle,
      solution: Object.entries(p.solution)
        .map(([letter, digit]) => `${letter}=${digit}`)
        .join(" "),
      difficulty: p.difficulty,
    });
    if (generated.length >= request.count) break;
  }
  post({ type: "done", complete: true, nodes: 0, solutions: generated.length, generated });
}

/** Answers a "alphametic-compare" request. */
export function alphameticCompare(request: RequestOf<"alphametic-compare">): void {
  const { runs } = compareAlphameticMethods(request.puzzle, {
    base: request.base,
    leadingZeros: request.leadingZeros,
    maxNodes: request.maxNodes,
  });
  post({ type: "done", complete: true, nodes: 0, solutions: 0, methods: runs });
}
