/**
 * `permuta alphametic generate`: new alphametics with exactly one solution, from a word list (a
 * file, standard input or the built-in English list) or, with --doubly-true, from the spellings
 * of numbers in a language. Text (one puzzle a line) or JSON lines with the solution.
 */
import {
  type AlphameticDifficulty,
  GENERATE_UNIT_PUZZLES,
  type GeneratedAlphametic,
  type GenerateUnit,
  generateAlphametics,
  loadNumberWords,
  MAX_GENERATE_BASE,
  NUMBER_LANGUAGES,
} from "../alphametics/generate.js";
import { solveAlphametic } from "../alphametics/solver.js";
import { InputError, quoteInput } from "../core/errors.js";
import { openUnitStream } from "../parallel/run.js";
import { parseCommand, parseInteger } from "./args.js";
import { type CliIo, LineWriter, readText } from "./io.js";
import { parallelChoice, parallelFlags } from "./parallel.js";

export const GENERATE_HELP = `usage: permuta alphametic generate [options]

Prints new alphametics WORD + WORD = WORD, each with exactly one solution (proved by solving
for every solution), from a word list or, with --doubly-true, from number words whose values
add up too (SEVEN + SEVEN + SIX = TWENTY). The same seed gives the same puzzles.

options:
  --words FILE      words to use, one per line (- for standard input; letters only are kept)
  --lang L          language of the number words (--doubly-true): ${Object.keys(NUMBER_LANGUAGES).join(" ")}
                    (default en); without --doubly-true only en has a built-in word list
  --addends A[-B]   addends per sum (default 2; with --doubly-true 2-6)
  --base B          base 2..16 (default 10), as the solver: every puzzle has exactly one
                    solution in that base (solve it with 'permuta alphametic --base B')
  --count N         how many puzzles (default 10; with --doubly-true every one found)
  --seed S          seed of the random choices (default: a random one)
  --doubly-true     sums of number words that are true in numbers as well
  --max M           --doubly-true: numbers from 0 to M (default 100)
  --difficulty D    easy, medium or hard (how far reasoning gets, and the search effort)
  --json            one JSON object per puzzle: {"puzzle", "solution", "difficulty", "nodes"}
  --time-limit SEC  give up when no new puzzle has turned up for SEC seconds (default 10,
                    30 with --doubly-true): exit 2 with the reason, after the puzzles made
  --workers W       share the work out over W threads here (or auto): the same puzzles as one
  --redis URL       share it out over 'permuta worker' processes through this Redis
  --timeout S       with --redis: give up when no worker answers for S seconds
  -h, --help        this help

examples:
  permuta alphametic generate --count 3 --seed 7
  permuta alphametic generate --doubly-true --lang fr --count 2 --seed 1
  permuta alphametic generate --base 16 --count 2 --seed 7`;

/**
 * Runs `permuta alphametic generate`; resolves to the exit code.
 *
 * @example
 * ```ts
 * await runAlphameticGenerate(["--count", "3", "--seed", "7"], io, signal); // 0
 * ```
 */
export async function runAlphameticGenerate(
  args: string[],
  io: CliIo,
  signal: AbortSignal,
): Promise<number> {
  const { values, positionals } = parseArgs(args);
  if (values.help) {
    io.stdout.write(`${GENERATE_HELP}\n`);
    return 0;
  }
  if (positionals.length > 0)
    throw new InputError(`alphametic generate: unexpected argument ${quoteInput(positionals[0])}`);
  const run = await generateSettings(values, io);
  const out = new LineWriter(io.stdout, undefined, signal);
  const print = (p: GeneratedAlphametic) =>
    out.line(
      values.json
        ? JSON.stringify({
            puzzle: p.puzzle,
            solution: p.solution,
            difficulty: p.difficulty,
            nodes: p.nodes,
          })
        : p.puzzle,
    );
  // the time limit: no new puzzle for that long stops the run (exit 2, the puzzles made kept)
  const budget = new AbortController();
  const runSignal = AbortSignal.any([signal, budget.signal]);
  const picked = parallelChoice(values, io, runSignal); // -- workers --
  // a few jobs out at a time through Redis: the run stops once enough puzzles are made, and the
  // jobs still out then are work thrown away (and queued ahead of the next run's)
  const chosen = picked && { ...picked, redisWindow: 8 };
  if (chosen && run.doubly)
    throw new InputError(
      "alphametic generate: --workers and --redis share out word lists, not --doubly-true",
    );
  // word lists run as units on the pool (one thread without --workers), so that Ctrl-C stops a
  // long generation at once and the puzzles printed so far stay
  const parallel =
    chosen ?? (run.doubly ? undefined : { workers: 1, pool: true, signal: runSignal });
  if (parallel) {
    await generateInUnits(run, parallel, print, out, budget, signal);
    return 0;
  }
  return generateDoublyTrue(run, print, out, io, signal);
}

function parseArgs(args: string[]) {
  return parseCommand(
    args,
    {
      words: { type: "string" },
      lang: { type: "string" },
      addends: { type: "string" },
      base: { type: "string" },
      count: { type: "string" },
      seed: { type: "string" },
      "doubly-true": { type: "boolean" },
      max: { type: "string" },
      difficulty: { type: "string" },
      json: { type: "boolean" },
      "time-limit": { type: "string" },
      ...parallelFlags,
    },
    "alphametic generate",
  );
}

/** What a run makes, from the flags (the word list read, the number words loaded). */
interface GenerateRun {
  lang: string;
  doubly: boolean;
  difficulty: string | undefined;
  addends: [number, number] | undefined;
  count: number;
  words: string[] | undefined;
  base: number;
  /** The time limit: no new puzzle for this long ends the run. */
  seconds: number;
  seed: string | undefined;
  max: string | undefined;
}

async function generateSettings(
  values: ReturnType<typeof parseArgs>["values"],
  io: CliIo,
): Promise<GenerateRun> {
  const lang = values.lang ?? "en";
  const doubly = values["doubly-true"] === true;
  if (!doubly && lang !== "en" && values.words === undefined)
    throw new InputError(
      `alphametic generate: no built-in word list for ${quoteInput(lang)}: give one with --words FILE`,
    );
  const difficulty = values.difficulty;
  if (difficulty !== undefined && !["easy", "medium", "hard"].includes(difficulty))
    throw new InputError(
      `--difficulty must be easy, medium or hard, got ${quoteInput(difficulty)}`,
    );
  const addends = values.addends === undefined ? undefined : parseAddends(values.addends);
  const count =
    values.count === undefined
      ? doubly
        ? Number.POSITIVE_INFINITY
        : 10
      : parseInteger(values.count, "--count", { min: 1 });
  const words =
    values.words === undefined
      ? undefined
      : (await readText(values.words, io.stdin)).split(/\r?\n/).filter((w) => w.trim() !== "");
  if (doubly) await loadNumberWords(lang);
  const base =
    values.base === undefined
      ? 10
      : parseInteger(values.base, "--base", { min: 2, max: MAX_GENERATE_BASE });
  const seconds =
    values["time-limit"] === undefined
      ? doubly
        ? 30
        : 10
      : parseInteger(values["time-limit"], "--time-limit", { min: 1, max: 1e6 });
  return {
    lang,
    doubly,
    difficulty,
    addends,
    count,
    words,
    base,
    seconds,
    seed: values.seed,
    max: values.max,
  };
}

/** `--addends A` or `A-B`: the least and most addends. */
function parseAddends(text: string): [number, number] {
  const m = /^(\d+)(?:-(\d+))?$/.exec(text.trim());
  if (!m) throw new InputError(`--addends must be A or A-B, got ${quoteInput(text)}`);
  const a = parseInteger(m[1], "--addends", { min: 1, max: 50 });
  if (a < 2)
    throw new InputError(
      "--addends must be at least 2: a sum of one word, W = R, never has exactly one solution (different words are different numbers, the same word has many)",
    );
  return [a, m[2] === undefined ? a : parseInteger(m[2], "--addends", { min: a, max: 50 })];
}

/**
 * Word lists: the units generateAlphametics runs one after another, shared out (pool threads,
 * workers or Redis); the results come back in unit order, so the output is the same whatever
 * the workers. Each puzzle is solved again before it is printed.
 */
async function generateInUnits(
  run: GenerateRun,
  parallel: NonNullable<Parameters<typeof openUnitStream>[0]>,
  print: (p: GeneratedAlphametic) => void,
  out: LineWriter,
  budget: AbortController,
  signal: AbortSignal,
): Promise<void> {
  const { base, count, seconds, addends, difficulty } = run;
  let last = Date.now();
  const timer = setInterval(() => {
    if (Date.now() - last > seconds * 1000) budget.abort();
  }, 100);
  timer.unref();
  const seed = run.seed ?? String((Math.random() * 2 ** 32) >>> 0);
  const seen = new Set<string>();
  let made = 0;
  let exhausted = false;
  const stream = await openUnitStream(parallel, async (result) => {
    if (made >= count || exhausted) return;
    let fresh = 0;
    for (const p of result as GeneratedAlphametic[]) {
      // a result from elsewhere is a claim: solve the puzzle again before printing it
      const again = solveAlphametic(p.puzzle, { base, limit: 2 });
      if (again.solutions.length !== 1 || !again.complete)
        throw new InputError(`a worker's puzzle does not have exactly one solution: ${p.puzzle}`);
      if (seen.has(p.puzzle) || made >= count) continue;
      seen.add(p.puzzle);
      fresh++;
      made++;
      print({ ...p, solution: again.solutions[0] });
      last = Date.now();
    }
    if (fresh === 0) exhausted = true;
    if (out.full) await out.flush();
  });
  // the stream keeps a few units ahead of the results (a push waits, delivering results, when
  // its window is full); the last units are wasted once enough puzzles are made
  try {
    for (let unit = 0; made < count && !exhausted; unit++) {
      const payload: GenerateUnit = {
        words: run.words ?? null,
        seed,
        unit,
        want: GENERATE_UNIT_PUZZLES,
        addends: addends ?? [2, 2],
        base,
        ...(difficulty ? { difficulty: difficulty as AlphameticDifficulty } : {}),
        maxCandidates: 2_000_000,
      };
      await stream.push({ engine: "generate", payload });
    }
    // enough puzzles: the units still out are not waited for
    if (made >= count) await stream.close();
    else await stream.finish();
  } catch (error) {
    await stream.close();
    if (!budget.signal.aborted || signal.aborted) throw error;
  } finally {
    clearInterval(timer);
  }
  await out.flush();
  const what = `${addends ? (addends[0] === addends[1] ? addends[0] : addends.join("-")) : 2} addends, base ${base}`;
  if (budget.signal.aborted && made < count)
    throw new InputError(
      `no new puzzle turned up for the time limit of ${seconds} s (${what}; ${made} of ${count} made): try fewer addends or more words, or a longer --time-limit`,
    );
  if (made < count)
    throw new InputError(
      made === 0
        ? `no puzzle with exactly one solution turned up from these words (${what}): try fewer addends or more words`
        : `only ${made} of ${count} puzzles turned up from these words (${what}): they have no more to give`,
    );
}

/**
 * Doubly-true sums: the candidates listed and put in the seeded order, then checked one by one
 * on this thread, so Ctrl-C ends the process by the signal's default action while one is
 * checked (the puzzles printed so far were written).
 */
async function generateDoublyTrue(
  run: GenerateRun,
  print: (p: GeneratedAlphametic) => void,
  out: LineWriter,
  io: CliIo,
  signal: AbortSignal,
): Promise<number> {
  const { lang, addends, count } = run;
  let made = 0;
  const sums = generateAlphametics({
    words: run.words,
    addends,
    base: run.base,
    seed: run.seed,
    difficulty: run.difficulty as AlphameticDifficulty | undefined,
    doublyTrue: lang,
    max: run.max === undefined ? undefined : parseInteger(run.max, "--max", { min: 2, max: 10000 }),
    signal,
    timeLimitMs: run.seconds * 1000,
  });
  while (made < count) {
    const handlers = process.listeners("SIGINT");
    for (const h of handlers) process.off("SIGINT", h);
    let next: IteratorResult<GeneratedAlphametic>;
    try {
      next = sums.next();
    } catch (error) {
      await out.flush();
      throw error;
    } finally {
      for (const h of handlers) process.on("SIGINT", h);
    }
    if (next.done) break;
    print(next.value);
    made++;
    await out.flush();
  }
  await out.flush();
  if (made === 0)
    io.stderr.write(
      `permuta: no doubly-true sum with exactly one solution in '${lang}' (numbers up to ${run.max ?? 100}, ${addends ? addends.join("-") : "2-6"} addends)\n`,
    );
  return 0;
}
