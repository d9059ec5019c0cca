/**
 * `permuta cover <file|-> [--count] [--limit N] [--json] [--min-cost [K]]`: solves an exact cover
 * problem given in Knuth's DLX format, printing each solution as its options (one per line, a
 * blank line between solutions), or the number of solutions, or (`--min-cost`) the K cheapest
 * solutions after a `cost: C` line each. The search yields now and then so Ctrl-C is seen.
 */
import { createCounters } from "../core/counters.js";
import { InputError } from "../core/errors.js";
import { DlxReader } from "../exact-cover/dlx-format.js";
import { MAX_MIN_COST_K, minCostExactCoversAsync } from "../exact-cover/min-cost.js";
import { type ExactCoverProblem, optionText } from "../exact-cover/problem.js";
import { countExactCoversAsync, exactCoversAsync } from "../exact-cover/solve.js";
import { countExactCoversParallel, exactCoversParallel } from "../parallel/cover.js";
import { parseCommand, parseInteger } from "./args.js";
import { type CliIo, LineWriter, readLines } from "./io.js";
import { parallelChoice, parallelFlags, parallelHelp } from "./parallel.js";
import { createProgress } from "./progress.js";

const HELP = `usage: permuta cover <file|-> [options]

Solves an exact cover problem written in Knuth's DLX format: the first line names the primary
items, then '|', then the secondary items; every later line is an option (item names, 'x:colour'
for a coloured secondary item, '|n' for the option's cost, as in Knuth's DLX5). Lines starting
with '|' are comments. Prints each solution as its options, one per line, with a blank line
between solutions.

options:
  --count       print only the number of solutions
  --limit N     stop after N solutions
  --json        one JSON object per solution, {"options": ["a b", "c x:1"]}; with --count, {"count": N}
  --min-cost [K]
                the K cheapest solutions (default 1), cheapest first, each after a line
                'cost: C' (C the sum of its options' '|n' costs, 0 when none); with --json,
                {"cost": C, "options": [...]}. Knuth's DLX5 cutoff; no multiplicities
  --stats       after the run, on stderr: 'nodes: N', 'updates: U' (links removed, Knuth's
                count) and the nodes on each level of the search tree
${parallelHelp}
  -h, --help    this help

examples:
  printf 'a b c | x\\na x:1\\nb x:1\\nc\\na b\\n' | permuta cover - --count
  printf 'a b\\na b |5\\na |1\\nb |2\\n' | permuta cover - --min-cost 2`;

/**
 * Runs `permuta cover`; resolves to the exit code.
 *
 * @example
 * ```ts
 * await runCover(["problem.dlx", "--count"], io, signal); // 0
 * ```
 */
export async function runCover(args: string[], io: CliIo, signal: AbortSignal): Promise<number> {
  const { values, positionals } = parseCommand(
    minCostDefault(args),
    {
      count: { type: "boolean" },
      stats: { type: "boolean" },
      limit: { type: "string" },
      json: { type: "boolean" },
      "min-cost": { type: "string" },
      ...parallelFlags,
    },
    "cover",
  );
  if (values.help) {
    io.stdout.write(`${HELP}\n`);
    return 0;
  }
  if (positionals.length !== 1)
    throw new InputError(
      positionals.length === 0
        ? "cover: missing the problem file (or - for standard input)"
        : `cover: one problem file expected, got ${positionals.length}`,
    );
  const limit =
    values.limit === undefined ? undefined : parseInteger(values.limit, "--limit", { min: 1 });
  const minCost = values["min-cost"];
  const k =
    minCost === undefined
      ? undefined
      : parseInteger(minCost, "--min-cost", { min: 1, max: MAX_MIN_COST_K });
  if (k !== undefined && (values.count || values.limit !== undefined))
    throw new InputError(
      "cover: --min-cost K prints the K cheapest solutions: leave out --count and --limit",
    );
  const problem = await readDlx(positionals[0], io);
  const out = new LineWriter(io.stdout, undefined, signal);
  const progress = createProgress(io, "nodes");
  const counters: ReturnType<typeof createCounters> & { updates?: number } = createCounters();
  const options = {
    limit,
    signal,
    counters,
    profile: values.stats,
    onProgress: (nodes: number) => progress.update(nodes, undefined, "cover"),
  };
  const parallel = parallelChoice(values, io, signal); // -- workers --
  if (k !== undefined && parallel)
    throw new InputError("cover: --min-cost runs on one thread: leave out --workers and --redis");
  if (values.stats && parallel)
    throw new InputError(
      "cover: --stats counts the search on one thread: leave out --workers, --redis and --ledger",
    );
  const solutions = parallel
    ? (problem: ExactCoverProblem, o: { limit?: number }) =>
        exactCoversParallel(problem, { ...parallel, limit: o.limit })
    : exactCoversAsync;
  try {
    if (k !== undefined) {
      const best = await minCostExactCoversAsync(problem, { ...options, k });
      best.forEach(({ cost, options: chosen }, n) => {
        const lines = chosen.map((o) => optionText(problem, o));
        if (values.json) out.line(JSON.stringify({ cost, options: lines }));
        else {
          if (n > 0) out.line("");
          out.line(`cost: ${cost}`);
          for (const line of lines) out.line(line);
        }
      });
    } else if (values.count) {
      const count = parallel
        ? await countExactCoversParallel(problem, { ...parallel, limit })
        : await countExactCoversAsync(problem, options);
      out.line(values.json ? JSON.stringify({ count }) : String(count));
    } else {
      let first = true;
      for await (const solution of solutions(problem, options)) {
        const lines = solution.map((o) => optionText(problem, o));
        if (values.json) {
          out.line(JSON.stringify({ options: lines }));
        } else {
          if (!first) out.line("");
          for (const line of lines) out.line(line);
        }
        first = false;
        if (out.full) await out.flush();
      }
    }
    await out.flush();
  } finally {
    progress.stop();
  }
  if (values.stats) {
    const lines = [`nodes: ${counters.nodes}`, `updates: ${counters.updates ?? 0}`, "profile:"];
    const profile = counters.profile ?? new Float64Array(0);
    let deepest = profile.length - 1;
    while (deepest > 0 && profile[deepest] === 0) deepest--;
    for (let level = 0; level <= deepest; level++)
      lines.push(`${String(level).padStart(3)}: ${profile[level]}`);
    io.stderr.write(`${lines.join("\n")}\n`);
  }
  return 0;
}

/**
 * `--min-cost` takes an optional K: a bare `--min-cost` (not followed by a whole number) is
 * `--min-cost=1`, so that parseArgs, which has no optional values, reads it.
 */
function minCostDefault(args: string[]): string[] {
  return args.map((a, i) =>
    a === "--min-cost" && !/^\d+$/.test(args[i + 1] ?? "") ? "--min-cost=1" : a,
  );
}

/** The longest line of a problem file, in characters (4 MiB: an items line of a million items). */
const MAX_DLX_LINE = 1 << 22;

/**
 * Reads a problem file (or standard input) line by line, each line at most {@link MAX_DLX_LINE}
 * characters, the whole at most MAX_DLX_NODES nodes: memory stays bounded whatever the input.
 */
async function readDlx(path: string | undefined, io: CliIo): Promise<ExactCoverProblem> {
  const reader = new DlxReader();
  for await (const { line, text, over } of readLines(path, io.stdin, MAX_DLX_LINE)) {
    if (over !== undefined)
      throw new InputError(
        `the line has ${over} characters, more than the limit of ${MAX_DLX_LINE} (4 MiB)`,
        { line },
      );
    reader.push(text, line);
  }
  return reader.end();
}
