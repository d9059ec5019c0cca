/**
 * `permuta alphametic "<puzzle>" [options]` and `permuta alphametic --file <path|-> [options]`:
 * solves alphametics and arithmograph grids, prints each solution as the puzzle with digits
 * substituted (or JSON), the statistics, or the search-language program of the column plan.
 */
import { type BatchOutput, solveBatch } from "../alphametics/batch.js";
import { lowerPlan } from "../alphametics/lower.js";
import { ALPHAMETIC_METHODS, type AlphameticMethod } from "../alphametics/plan.js";
import type { SingleMode, SingleOptions } from "../alphametics/single.js";
import { planPuzzle } from "../alphametics/solver.js";
import { jsonRecord } from "../core/batch.js";
import { InputError, quoteInput } from "../core/errors.js";
import { openUnitStream } from "../parallel/run.js";
import { runAlphameticGenerate } from "./alphametic-generate.js";
import { parseCommand, parseInteger } from "./args.js";
import { type CliIo, finishBatch, LineWriter, type NumberedLine, readLines } from "./io.js";
import { feedBatch, lineBatches, parallelChoice, parallelFlags } from "./parallel.js";
import { createProgress } from "./progress.js";

const HELP = `usage: permuta alphametic "<puzzle>" [options]
       permuta alphametic --file <path|-> [options]
       permuta alphametic generate [options]   (new puzzles: see 'permuta alphametic generate --help')

Solves an alphametic (cryptarithm): words whose letters stand for different digits, joined by
+ - * / (exact) // % ^ and parentheses, with = != < <= > >=; several equations joined by ';',
'&&' or newlines; arithmograph grids (multi-line, or one line in reading order). A digit written
in a word (7AB) is fixed and taken; '123' is a literal number. Prints every solution as the
puzzle with digits substituted; 'none' when there is none.

options:
  --base B          base 2..36 (default 10; digits above 9 are written a, b, ...)
  --leading-zeros   allow a multi-digit word to start with 0
  --assign A=7,B=1  fix letters
  --digits A=1-4,C=0,I=0|2|4|6|8
                    allowed digits per letter (ranges, | between choices)
  --first           stop at the first solution
  --limit N         stop after N solutions
  --json            one JSON object per puzzle: {"puzzle", "solutions", "complete"}
  --stats           also print the number of search nodes and the time
  --show-program    print the search-language program of the column plan instead of solving
  --method M        auto (default), columns (column by column with carries), weights (one sum:
                    letters by weight with bounds), exhaustive (every letter tries every free
                    digit, the puzzle checked only when all have one: the textbook solver)
  --compare         solve with every method, one line each: nodes, time, solutions
  --explain         first what follows from the equations without search, each fact with its
                    reason; then each letter's digits left, the assignments left to search, and
                    the solutions (searched within those digits)
  --trace           with --explain: where the rules stop, try each digit of an open letter and
                    rule out those that lead to a contradiction, as a puzzle book does, until
                    the letters are decided or the reasoning runs out
  --max-nodes N     stop a method after about N nodes (with --compare: default 100000000)
  --any-symbol      cryptator's reading: any character other than blanks, operators and quotes
                    is a symbol, written digits included
  --file PATH       one puzzle per line (- for standard input); blank and # lines skipped;
                    a bad line gets its own record and the batch goes on (exit code 2 at the end)
  --workers W       with --file: solve on W threads here, or auto for every core
  --redis URL       with --file: solve on 'permuta worker' processes through this Redis
  --timeout S       with --redis: give up (exit 2) when Redis stays unreachable, or no worker
                    takes or finishes a unit, for S seconds (default: wait)
  -h, --help        this help

examples:
  permuta alphametic "SEND + MORE = MONEY"
  permuta alphametic "ABC - BBD = DEF / + - GH * GD = BGC = = = DI + BJI = BIF" --json
  permuta alphametic "SEND + MORE = MONEY" --compare`;

function parseLetterList(text: string, option: string): [string, string][] {
  return text
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "")
    .map((part) => {
      const eq = part.indexOf("=");
      if (eq <= 0 || eq === part.length - 1)
        throw new InputError(`${option}: expected LETTER=VALUE, got ${quoteInput(part)}`, {
          value: part,
        });
      return [part.slice(0, eq).trim(), part.slice(eq + 1).trim()];
    });
}

/**
 * Parses `--assign A=7,B=1`.
 *
 * @example
 * ```ts
 * parseAssign("A=7,B=1"); // { A: 7, B: 1 }
 * ```
 */
export function parseAssign(text: string): Record<string, number> {
  // null prototype: a name such as __proto__ or constructor is a plain key (then refused as
  // "not a letter of the puzzle"), never the object's prototype or a built-in
  const out: Record<string, number> = Object.create(null);
  for (const [letter, value] of parseLetterList(text, "--assign"))
    out[letter] = parseInteger(value, `--assign ${letter}`, { min: 0, max: 35 });
  return out;
}

/**
 * Parses `--digits A=1-4,C=0,I=0|2|4|6|8`.
 *
 * @example
 * ```ts
 * parseDigits("A=1-3,I=0|2"); // { A: [1, 2, 3], I: [0, 2] }
 * ```
 */
export function parseDigits(text: string): Record<string, number[]> {
  const out: Record<string, number[]> = Object.create(null);
  for (const [letter, spec] of parseLetterList(text, "--digits")) {
    const digits: number[] = [];
    for (const piece of spec.split("|")) {
      const range = /^(\d+)\s*-\s*(\d+)$/.exec(piece.trim());
      if (range) {
        const from = parseInteger(range[1], `--digits ${letter}`, { max: 35 });
        const to = parseInteger(range[2], `--digits ${letter}`, { min: from, max: 35 });
        for (let d = from; d <= to; d++) digits.push(d);
      } else digits.push(parseInteger(piece, `--digits ${letter}`, { min: 0, max: 35 }));
    }
    out[letter] = [...(out[letter] ?? []), ...digits];
  }
  return out;
}

/**
 * Runs `permuta alphametic`; resolves to the exit code.
 *
 * @example
 * ```ts
 * await runAlphametic(["SEND + MORE = MONEY"], io, signal); // prints 9567 + 1085 = 10652
 * ```
 */
export async function runAlphametic(
  args: string[],
  io: CliIo,
  signal: AbortSignal,
): Promise<number> {
  if (args[0] === "generate") return runAlphameticGenerate(args.slice(1), io, signal);
  const { values, positionals } = parseArgs(args);
  if (values.help) {
    io.stdout.write(`${HELP}\n`);
    return 0;
  }
  const options = solveOptions(values, signal);
  const out = new LineWriter(io.stdout, undefined, signal);
  if (values.file !== undefined) {
    if (positionals.length > 0)
      throw new InputError("alphametic: give either a puzzle or --file, not both");
    if (values["show-program"])
      throw new InputError("alphametic: --show-program takes one puzzle, not --file");
    return runFile(values.file, values, options, out, io, signal);
  }
  if (positionals.length === 0)
    throw new InputError('alphametic: missing the puzzle, e.g. "SEND + MORE = MONEY" (or --file)');
  return runOne(positionals.join(" "), values, options, out, io, signal);
}

function parseArgs(args: string[]) {
  return parseCommand(
    args,
    {
      base: { type: "string" },
      "leading-zeros": { type: "boolean" },
      assign: { type: "string" },
      digits: { type: "string" },
      first: { type: "boolean" },
      limit: { type: "string" },
      json: { type: "boolean" },
      stats: { type: "boolean" },
      "show-program": { type: "boolean" },
      method: { type: "string" },
      compare: { type: "boolean" },
      explain: { type: "boolean" },
      trace: { type: "boolean" },
      "max-nodes": { type: "string" },
      "any-symbol": { type: "boolean" },
      file: { type: "string" },
      ...parallelFlags,
    },
    "alphametic",
  );
}

/** The parsed flags of `permuta alphametic`. */
type Flags = ReturnType<typeof parseArgs>["values"];

/** The solver's options from the flags. */
function solveOptions(values: Flags, signal: AbortSignal) {
  const method = values.method ?? "auto";
  if (!(["auto", ...ALPHAMETIC_METHODS] as string[]).includes(method))
    throw new InputError(
      `--method must be auto, columns, weights or exhaustive, got ${quoteInput(method)}`,
      { value: method },
    );
  return {
    base: values.base === undefined ? 10 : parseInteger(values.base, "--base", { min: 2, max: 36 }),
    leadingZeros: values["leading-zeros"],
    assign: values.assign === undefined ? undefined : parseAssign(values.assign),
    digits: values.digits === undefined ? undefined : parseDigits(values.digits),
    first: values.first,
    limit:
      values.limit === undefined ? undefined : parseInteger(values.limit, "--limit", { min: 1 }),
    json: values.json,
    stats: values.stats,
    method: method as AlphameticMethod,
    maxNodes:
      values["max-nodes"] === undefined
        ? undefined
        : parseInteger(values["max-nodes"], "--max-nodes", { min: 1 }),
    anySymbol: values["any-symbol"],
    signal,
  };
}

type SolveOptions = ReturnType<typeof solveOptions>;

/** `--file`: every line a puzzle, each answered in its place; the batch's exit code. */
async function runFile(
  file: string,
  values: Flags,
  options: SolveOptions,
  out: LineWriter,
  io: CliIo,
  signal: AbortSignal,
): Promise<number> {
  // one total for both paths, so that W = 1 and W > 1 print the same bytes
  const total: BatchOutput = { lines: [], errors: 0, puzzles: 0 };
  const add = (result: BatchOutput) => {
    total.errors += result.errors;
    total.puzzles += result.puzzles;
    if (total.first === undefined && result.first !== undefined) total.first = result.first;
  };
  // with --workers or --redis on workers; otherwise on one pool thread, so that Ctrl-C stops
  // a slow puzzle at once and the answers found before it are kept
  const progress = createProgress(io, "puzzles");
  let done = 0;
  const { signal: _, ...settings } = options;
  const batch = await lineBatches<NumberedLine, BatchOutput>(
    parallelChoice(values, io, signal), // -- workers --
    "alphametic",
    settings,
    (lines) => solveBatch([...lines], options),
    async (result) => {
      add(result);
      for (const text of result.lines) out.line(text);
      done += result.puzzles;
      progress.update(done);
      await out.flush();
    },
    signal,
    16,
    async (lines) => {
      for (const text of lines) out.line(text);
      await out.flush();
    },
  );
  try {
    await feedBatch(batch, readLines(file, io.stdin), signal);
  } finally {
    progress.stop();
  }
  await out.flush();
  return finishBatch(total);
}

/** One puzzle: solved, explained, compared, or its program shown. */
async function runOne(
  puzzle: string,
  values: Flags,
  options: SolveOptions,
  out: LineWriter,
  io: CliIo,
  signal: AbortSignal,
): Promise<number> {
  if (values.trace && !values.explain)
    throw new InputError("alphametic: --trace goes with --explain");
  if (values.explain && (values.compare || values["show-program"]))
    throw new InputError("alphametic: --explain goes with neither --compare nor --show-program");
  if (values.compare && values["show-program"])
    throw new InputError("alphametic: --compare and --show-program do not go together");
  if (values["show-program"]) {
    const { parsed, plan } = planPuzzle(puzzle, { ...options, method: "columns" });
    const program = lowerPlan(parsed, plan);
    if (values.json) out.line(jsonRecord({ puzzle, program }));
    else for (const line of program.split("\n")) out.line(line);
    await out.flush();
    return 0;
  }
  // the parse errors here, as one line (exit 2); the search on a pool thread, so that Ctrl-C
  // stops it at once (this thread stays free to see the signal)
  const mode: SingleMode = values.explain ? "explain" : values.compare ? "compare" : "solve";
  planPuzzle(puzzle, mode === "solve" ? options : { ...options, method: "auto" });
  const { signal: _, ...settings } = options;
  const single = { ...settings, trace: values.trace };
  for (const line of await onPoolThread(puzzle, mode, single, io, signal)) out.line(line);
  await out.flush();
  return 0;
}

/**
 * Runs one puzzle (solve, explain or compare) as a unit on a pool thread: its output lines, with
 * the node count on the progress line (stderr, TTY only) as the search goes.
 */
async function onPoolThread(
  puzzle: string,
  mode: SingleMode,
  settings: SingleOptions,
  io: CliIo,
  signal: AbortSignal,
): Promise<string[]> {
  const progress = createProgress(io, "nodes");
  let lines: string[] = [];
  const { trace, ...rest } = settings;
  const payload = {
    lines: [{ line: 1, text: puzzle }],
    settings: rest,
    mode,
    ...(trace ? { trace } : {}),
  };
  const stream = await openUnitStream(
    { workers: 1, pool: true, signal },
    (result) => {
      lines = (result as { lines: string[] }).lines;
    },
    1,
    (items) => {
      const last = items[items.length - 1] as { nodes: number };
      progress.update(last.nodes, undefined, "alphametic");
    },
  );
  try {
    await stream.push({ engine: "alphametic-one", payload });
    await stream.finish();
  } finally {
    await stream.close();
    progress.stop();
  }
  return lines;
}
