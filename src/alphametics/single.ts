/**
 * One puzzle given on the command line, as output lines: solved (`puzzleOutput`), explained
 * (`--explain`, the deductions, the domains and the solutions) or compared (`--compare`, every
 * method). Pure, so that the CLI can run it on a pool thread and Ctrl-C stops it at once. Cost:
 * the puzzle's searches.
 */
import { jsonRecord } from "../core/batch.js";
import { type BatchOptions, puzzleOutput } from "./batch.js";
import { compareAlphameticMethods } from "./compare.js";
import { digitsText, explainAndSolve } from "./explain.js";
import { formatSolution } from "./format.js";
import { planPuzzle } from "./solver.js";

/** What to do with the puzzle. */
export type SingleMode = "solve" | "explain" | "compare";

/** Options of {@link singlePuzzleOutput}: the batch's, plus `--trace` for explain. */
export interface SingleOptions extends BatchOptions {
  /** With explain: rule digits out by trial where the rules stop. @defaultValue false */
  trace?: boolean;
}

/**
 * The output lines of one puzzle in a mode.
 *
 * @example
 * ```ts
 * singlePuzzleOutput("SEND + MORE = MONEY", "solve", {}); // ["9567 + 1085 = 10652"]
 * singlePuzzleOutput("AB + AB = AB", "explain", { json: true }); // a record whose last deduction is "no solution"
 * ```
 */
export function singlePuzzleOutput(
  puzzle: string,
  mode: SingleMode,
  options: SingleOptions,
): string[] {
  if (mode === "solve") return puzzleOutput(puzzle, options);
  if (mode === "compare") {
    // every method, to the end (no --first or --limit), each within the node budget
    const { method: _m, first: _f, limit: _l, ...settings } = options;
    const comparison = compareAlphameticMethods(puzzle, settings);
    if (options.json)
      return [
        jsonRecord({
          puzzle,
          methods: comparison.runs.map((r) => ({ ...r, ms: Number(r.ms.toFixed(3)) })),
        }),
      ];
    return [
      ...comparison.runs.map(
        (r) =>
          `${r.method}  ${r.nodes} nodes  ${r.ms.toFixed(3)} ms  ${r.solutions} solutions${r.complete ? "" : "  (stopped at the node limit)"}`,
      ),
      ...comparison.skipped.map((s) => `# ${s.method}: does not apply: ${s.reason}`),
    ];
  }
  return explainLines(puzzle, options);
}

/** `--explain`: the reasoning, then the search within its domains. */
function explainLines(puzzle: string, options: SingleOptions): string[] {
  const { method: _method, trace, ...settings } = options;
  const r = explainAndSolve(puzzle, { ...settings, trials: trace });
  const count =
    r.assignments === undefined
      ? null
      : r.assignments <= BigInt(Number.MAX_SAFE_INTEGER)
        ? Number(r.assignments)
        : r.assignments.toString();
  if (options.json)
    return [
      jsonRecord({
        puzzle,
        // every deduction the text prints: the contradiction too, when the reasoning finds one
        deductions: r.contradiction
          ? [...r.deductions, { fact: "no solution", domains: {}, because: r.contradiction }]
          : r.deductions,
        ...(r.contradiction ? { contradiction: r.contradiction } : {}),
        domains: r.domains,
        assignments: count,
        solutions: r.solutions,
        complete: r.complete,
      }),
    ];
  const out = r.deductions.map((d) => `${d.fact}: ${d.because}`);
  if (r.contradiction) out.push(`no solution: ${r.contradiction}`);
  else if (Object.values(r.domains).every((ds) => ds.length === 1))
    out.push("every letter is decided: the reasoning alone solves the puzzle");
  else out.push("the reasoning runs out here: the rest is search");
  out.push(
    `letters: ${Object.entries(r.domains)
      .map(([letter, ds]) => `${letter} ${digitsText(ds)}`)
      .join("; ")}`,
    `assignments left to search: ${count === null ? "too many kinds of domain to count" : BigInt(count).toLocaleString("en-US")}`,
  );
  const { parsed } = planPuzzle(puzzle, { ...settings, method: "columns" });
  for (const s of r.solutions) out.push(formatSolution(parsed, s));
  if (r.solutions.length === 0) out.push("none");
  out.push(`# search within these domains: ${r.nodes} nodes (${r.nodesWithout} without them)`);
  return out;
}
