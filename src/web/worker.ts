/**
 * The solver worker: runs one request (worker per run, see jobs.ts), posting found lines in
 * batches every ~100 ms, progress, and a final "done" or "error". The library runs unchanged.
 */
import { compareAlphameticMethods } from "../alphametics/compare.js";
import { explainAlphametic } from "../alphametics/explain.js";
import { formatSolution } from "../alphametics/format.js";
import { generateAlphametics, registerNumberWords } from "../alphametics/generate.js";
import { lowerPlan } from "../alphametics/lower.js";
import { planPuzzle, solvePlanned } from "../alphametics/solver.js";
import { createCounters } from "../core/counters.js";
import { InputError } from "../core/errors.js";
import { parseDlx } from "../exact-cover/dlx-format.js";
import { optionText } from "../exact-cover/problem.js";
import { countExactCovers, forEachExactCover } from "../exact-cover/solve.js";
import { CoverReplay } from "../exact-cover/trace.js";
import { estimateQueensNodes } from "../queens/estimate.js";
import { QueensEnumerator } from "../queens/list.js";
import { countQueens } from "../queens/symmetry.js";
import { countQueensUnit, queensUnits } from "../queens/units.js";
import { compiledSearch, loadProgram, runSearch } from "../search/run.js";
import { traceSearch } from "../search/trace.js";
import { GenerateBudgetError, generateSudoku, type SudokuSymmetry } from "../sudoku/generate.js";
import { formatSudoku, parseSudoku } from "../sudoku/grid.js";
import { explainSudoku, guessWords } from "../sudoku/hint.js";
import { rateSudokuGrid, type SudokuLevel, type SudokuRating } from "../sudoku/rating.js";
import { analyseSudoku } from "../sudoku/solve.js";
import { readFPuzzlesObject } from "../sudoku/variants/read.js";
import { solveVariantSudoku } from "../sudoku/variants/solve.js";
import { writeFPuzzles } from "../sudoku/variants/write.js";
import type { ExplainedStep, RatingInfo, WorkerReply, WorkerRequest } from "./protocol.js";
import { variantExplain } from "./sudoku-variant-logic.js";

const ratingInfo = (r: SudokuRating): RatingInfo => ({
  level: r.level,
  score: r.score,
  hardest: r.hardest,
});

const post = (reply: WorkerReply): void => postMessage(reply);

/** The replay of the last exact cover problem stepped through (its checkpoints make it cheap). */
let replayOf: { text: string; replay: CoverReplay } | undefined;

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

/** Batches output lines: posts them at most every 100 ms, the rest on flush. */
function lineBatcher(): { add(line: string): void; flush(): void } {
  let pending: string[] = [];
  let last = Date.now();
  const flush = () => {
    if (pending.length > 0) post({ type: "lines", lines: pending });
    pending = [];
    last = Date.now();
  };
  return {
    add(line) {
      pending.push(line);
      if (Date.now() - last >= 100) flush();
    },
    flush,
  };
}

async function run(request: WorkerRequest): Promise<void> {
  switch (request.type) {
    case "search": {
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
      return;
    }
    case "code": {
      const code = compiledSearch(loadProgram(request.text), { profile: false }).code;
      post({ type: "done", complete: true, nodes: 0, solutions: 0, text: code });
      return;
    }
    case "search-tree": {
      const tree = traceSearch(request.text, { maxSteps: request.maxSteps });
      post({
        type: "done",
        complete: tree.complete,
        nodes: tree.nodes,
        solutions: tree.printed.length,
        tree,
      });
      return;
    }
    case "sudoku-solve": {
      // count to 2: the first solution, and whether it is the only one; a variant puzzle (checked
      // again on the way in) by the variant engine, unrated (the library's rating is classic only)
      const variant = request.variant && readFPuzzlesObject(writeFPuzzles(request.variant));
      const result = variant
        ? solveVariantSudoku(variant, { limit: 2 })
        : analyseSudoku(request.grid, { limit: 2 });
      const rating =
        !variant && result.count === 1 && result.solution
          ? ratingInfo(rateSudokuGrid(parseSudoku(request.grid), result.solution, { unique: true }))
          : undefined;
      post({
        type: "done",
        complete: true,
        nodes: result.stats.nodes,
        solutions: result.count,
        text: result.solution ? formatSudoku(result.solution) : "none",
        rating,
      });
      return;
    }
    case "sudoku-explain": {
      // the library's explained path (`sudoku explain`), each entry as plain data; a variant
      // puzzle's through the page's one door to the variant logic (checked again on the way in)
      const variant = request.variant && readFPuzzlesObject(writeFPuzzles(request.variant));
      const grid = variant ? null : parseSudoku(request.grid);
      const ex = variant ? variantExplain(variant) : explainSudoku(grid!);
      const n = variant ? variant.size : grid!.geometry.size;
      const steps: ExplainedStep[] = ex.entries.map((e) =>
        e.kind === "step"
          ? {
              technique: e.step.technique,
              cells: e.step.cells,
              placements: e.step.placements.map(({ cell, digit }) => ({ cell, digit })),
              eliminations: e.step.eliminations.map(({ cell, digit }) => ({ cell, digit })),
              explanation: e.step.explanation,
              house: e.step.house,
              links: e.step.links?.map(({ from, to, strong }) => ({
                from: { ...from },
                to: { ...to },
                strong,
              })),
            }
          : {
              technique: "guess",
              cells: [e.cell],
              placements: [{ cell: e.cell, digit: e.digit }],
              eliminations: [],
              explanation: guessWords(e, n),
            },
      );
      post({
        type: "done",
        complete: true,
        nodes: 0,
        solutions: ex.solutions,
        explained: { steps, end: ex.lines[ex.lines.length - 1] ?? "", solved: ex.solved },
      });
      return;
    }
    case "alphametic": {
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
      return;
    }
    case "queens": {
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
      return;
    }
    case "alphametic-explain": {
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
      return;
    }
    case "cover": {
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
      return;
    }
    case "alphametic-generate": {
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
      return;
    }
    case "alphametic-compare": {
      const { runs } = compareAlphameticMethods(request.puzzle, {
        base: request.base,
        leadingZeros: request.leadingZeros,
        maxNodes: request.maxNodes,
      });
      post({ type: "done", complete: true, nodes: 0, solutions: 0, methods: runs });
      return;
    }
    case "queens-estimate": {
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
      return;
    }
    case "sudoku-generate": {
      const generated = generateSudoku({
        size: request.size,
        symmetry: request.symmetry as SudokuSymmetry,
        difficulty: request.difficulty as SudokuLevel | undefined,
        seed: request.seed,
        timeLimitMs: 20_000,
      });
      const puzzle = generated.puzzle;
      post({
        type: "done",
        complete: true,
        nodes: generated.attempts,
        solutions: 1,
        puzzle,
        text: generated.solution,
        rating: ratingInfo(
          generated.rating ??
            rateSudokuGrid(parseSudoku(puzzle), generated.solutionValues, { unique: true }),
        ),
      });
      return;
    }
  }
}

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
