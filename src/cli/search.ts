/**
 * `permuta search <file|-> [--profile] [--interpret] [--show-code] [--json] [--limit N]`:
 * runs a program of the search language, printing each solution as it is found, then the
 * profile (count, then the statement as written) when asked.
 */
import { InputError } from "../core/errors.js";
import { runSearchParallel } from "../parallel/search.js";
import { MAX_PROGRAM_CHARS } from "../search/parser.js";
import {
  compiledSearch,
  loadProgram,
  type ProfileEntry,
  type RunSearchAsyncOptions,
  runSearchAsync,
} from "../search/run.js";
import { parseCommand, parseInteger } from "./args.js";
import { type CliIo, LineWriter, readText } from "./io.js";
import { parallelChoice, parallelFlags, parallelHelp } from "./parallel.js";
import { createProgress } from "./progress.js";

const HELP = `usage: permuta search <file|-> [options]

Runs a program of the search language (Values, Base, Pool, Choose, Let, Restrict, Compute,
Print; Choose v from POOL and Let v = ... from POOL draw from a named pool, Choose v in 1..9 is a
free choice), compiled to JavaScript by default. Prints each solution (each executed Print) on its own line.

options:
  --profile     after the solutions, print how many times each statement ran, then the statement
  --interpret   walk the program instead of compiling it (same output, slower)
  --show-code   print the generated JavaScript instead of running the program
  --json        one JSON object: {"solutions": [...], "complete": true, "nodes": N, "profile": [...]}
  --limit N     stop after N solutions
${parallelHelp}
  -h, --help    this help

examples:
  permuta search examples/7ab-cd.search --profile
  permuta search examples/zebra.search`;

/**
 * Formats the profile as text lines: the count right-aligned, two spaces, the statement.
 *
 * @example
 * ```ts
 * profileLines([{ line: 1, statement: "Choose c", count: 9 }]); // ["9  Choose c"]
 * ```
 */
export function profileLines(profile: ProfileEntry[]): string[] {
  let width = 1; // a loop, not a spread: a program may have hundreds of thousands of statements
  for (const p of profile) width = Math.max(width, String(p.count).length);
  return profile.map((p) => `${String(p.count).padStart(width)}  ${p.statement}`);
}

/**
 * Runs `permuta search`; resolves to the exit code.
 *
 * @example
 * ```ts
 * await runSearchCommand(["examples/7ab-cd.search", "--profile"], io, signal); // 0
 * ```
 */
export async function runSearchCommand(
  args: string[],
  io: CliIo,
  signal: AbortSignal,
): Promise<number> {
  const { values, positionals } = parseCommand(
    args,
    {
      profile: { type: "boolean" },
      interpret: { type: "boolean" },
      "show-code": { type: "boolean" },
      json: { type: "boolean" },
      limit: { type: "string" },
      ...parallelFlags,
    },
    "search",
  );
  if (values.help) {
    io.stdout.write(`${HELP}\n`);
    return 0;
  }
  if (positionals.length !== 1)
    throw new InputError(
      positionals.length === 0
        ? "search: missing the program file (or - for standard input)"
        : `search: one program file expected, got ${positionals.length}`,
    );
  const limit =
    values.limit === undefined ? undefined : parseInteger(values.limit, "--limit", { min: 1 });
  const text = await readText(
    positionals[0],
    io.stdin,
    MAX_PROGRAM_CHARS,
    "the program",
    MAX_PROGRAM_CHARS,
  );
  const checked = loadProgram(text);
  const out = new LineWriter(io.stdout, undefined, signal);

  if (values["show-code"]) {
    if (values.interpret)
      throw new InputError("search: --show-code and --interpret do not go together");
    const code = compiledSearch(checked, { profile: values.profile }).code;
    if (values.json) out.line(JSON.stringify({ code }));
    else for (const line of code.split("\n")) out.line(line);
    await out.flush();
    return 0;
  }

  const progress = createProgress(io, "nodes");
  const parallel = parallelChoice(values, io, signal); // -- workers --
  if (parallel?.ledger && limit !== undefined)
    throw new InputError("search: --limit runs the search in one part, which keeps no ledger");
  try {
    const run = (o: RunSearchAsyncOptions) =>
      parallel ? runSearchParallel(text, { ...o, ...parallel }) : runSearchAsync(checked, o);
    const result = await run({
      interpret: values.interpret,
      profile: values.profile,
      limit,
      signal,
      collect: Boolean(values.json),
      onProgress: (nodes) => progress.update(nodes, undefined, "search"),
      onSolution: values.json
        ? undefined
        : async (solution) => {
            out.line(solution.text);
            if (out.full) await out.flush();
          },
    });
    progress.stop();
    if (values.json) {
      const record: Record<string, unknown> = {
        solutions: result.solutions.map((s) => s.text),
        complete: result.complete,
        nodes: result.counters.nodes,
      };
      if (values.profile) record.profile = result.profile;
      out.line(JSON.stringify(record));
    } else if (values.profile) {
      for (const line of profileLines(result.profile)) out.line(line);
    }
    await out.flush();
  } finally {
    progress.stop();
  }
  return 0;
}
