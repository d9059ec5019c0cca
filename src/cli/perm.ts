/**
 * `permuta perm list|count|next|prev|random|rank|unrank|trace`: the permutations command.
 * Listing streams through the step functions of src/permutations (pull style, so output can
 * wait for the reader), never holding more than one permutation.
 */
import { InputError, quoteInput } from "../core/errors.js";
import { createRandom } from "../core/random.js";
import { nextCombination } from "../permutations/combinations.js";
import { countMultisetPermutations, countPermutations } from "../permutations/count.js";
import { heapIterativeTrace } from "../permutations/heap-iterative.js";
import { heapKNext } from "../permutations/heap-k.js";
import { heapRecursiveTrace } from "../permutations/heap-recursive.js";
import { allIntegers, itemCompare, itemsJson } from "../permutations/items.js";
import { nextPermutation, prevPermutation } from "../permutations/lex.js";
import { nextKPrefix } from "../permutations/lex-k.js";
import { multisetIds } from "../permutations/multiset.js";
import { naivePermutations } from "../permutations/naive.js";
import { randomArrangement } from "../permutations/random.js";
import { rankMultiset, unrankPermutation } from "../permutations/rank.js";
import { sjtNext, sjtStart } from "../permutations/sjt.js";
import { formatTraceEvent, type TraceEvent } from "../permutations/trace.js";
import { parseBigInt, parseCommand, parseInteger } from "./args.js";
import { type CliIo, LineWriter } from "./io.js";
import { createProgress } from "./progress.js";

const HELP = `usage: permuta perm <subcommand> [options]

subcommands:
  list <items...> [--order lex|heap|heap-recursive|sjt|naive] [--k K] [--distinct] [--json]
        every permutation (or K-permutation), one per line, items joined by a space;
        lexicographic by input position unless --order says otherwise; --distinct lists the
        distinct orderings of a multiset, lexicographic by value
  combinations <items...> --k K [--json]
        every K-subset, one per line, in lexicographic order by input position
  count <n> [--k K]              n!/(n-K)!, exact
  count --distinct <items...>    the number of distinct orderings of the items
  next <items...>                the next permutation in lexicographic order (wraps around)
  prev <items...>                the previous one (wraps around)
  random <items...> [--seed S] [--k K]   a uniformly random arrangement (same seed, same output)
  rank <items...>                lexicographic rank from 0 among the distinct orderings
  unrank <n> <index>             the permutation of 0..n-1 with that rank
  trace <items...> [--order heap|heap-iterative] [--json]
        every exchange, permutation and (iterative) stack of Heap's algorithm

Items compare as numbers when all are integers, otherwise as text.
--json prints machine-readable output (one value per line for lists and traces); an
arrangement is a JSON array, of numbers when all items are integers, else of strings.

examples:
  permuta perm list 1 2 3 --json
  permuta perm combinations a b c d --k 2
  permuta perm rank 30 10 20`;

const ORDERS = ["lex", "heap", "heap-recursive", "sjt", "naive"] as const;
type Order = (typeof ORDERS)[number];

/** Largest n for `count` and `unrank` (the answers have hundreds of thousands of digits). */
const MAX_COUNT_N = 100_000;

/** Runs `permuta perm ...`. */
export async function runPerm(args: string[], io: CliIo, signal: AbortSignal): Promise<number> {
  const [sub, ...rest] = args;
  if (sub === undefined || sub === "--help" || sub === "-h" || sub === "help") {
    io.stdout.write(`${HELP}\n`);
    if (sub === undefined) io.stderr.write("permuta: error: perm: a subcommand is needed\n");
    return sub === undefined ? 2 : 0;
  }
  const out = new LineWriter(io.stdout, undefined, signal);
  switch (sub) {
    case "list":
      await list(rest, io, out, signal);
      break;
    case "count":
      count(rest, io, out);
      break;
    case "next":
    case "prev":
      step(sub, rest, io, out);
      break;
    case "random":
      random(rest, io, out);
      break;
    case "combinations":
      await combinations(rest, io, out);
      break;
    case "rank":
      rank(rest, io, out);
      break;
    case "unrank":
      unrank(rest, io, out);
      break;
    case "trace":
      await trace(rest, io, out, signal);
      break;
    default:
      throw new InputError(
        `perm: unknown subcommand '${sub}' (list, combinations, count, next, prev, random, rank, unrank, trace)`,
        { value: sub },
      );
  }
  await out.flush();
  return 0;
}

/** Prints help and returns true when --help was given. */
function wantsHelp(values: { help?: boolean }, io: CliIo): boolean {
  const help = values.help === true;
  if (help) io.stdout.write(`${HELP}\n`);
  return help;
}

function needItems(items: string[], command: string): void {
  if (items.length === 0) throw new InputError(`${command}: give at least one item`);
}

/** Reads --k: an integer from 0 to n (n when absent). */
function parseK(text: string | undefined, n: number, command: string): number {
  if (text === undefined) return n;
  const k = parseInteger(text, `${command}: --k`, { min: 0 });
  if (k > n)
    throw new InputError(`${command}: --k must be at most ${n} (the number of items), got ${k}`, {
      value: text,
    });
  return k;
}

/** One arrangement: items joined by a space, or a JSON array (integers as JSON numbers). */
function formatLine(items: readonly string[], json: boolean, integers?: boolean): string {
  return json ? itemsJson(items, integers) : items.join(" ");
}

async function list(args: string[], io: CliIo, out: LineWriter, _signal: AbortSignal) {
  const { values, positionals: items } = parseCommand(
    args,
    {
      order: { type: "string" },
      k: { type: "string" },
      distinct: { type: "boolean" },
      json: { type: "boolean" },
    },
    "perm list",
  );
  if (wantsHelp(values, io)) return;
  needItems(items, "perm list");
  const order = (values.order ?? "lex") as Order;
  if (!ORDERS.includes(order))
    throw new InputError(`perm list: unknown order ${quoteInput(order)} (${ORDERS.join(", ")})`, {
      value: order,
    });
  const n = items.length;
  const k = values.k === undefined ? n : parseInteger(values.k, "--k", { min: 0, max: n });
  const json = values.json === true;
  if (values.distinct && order !== "lex")
    throw new InputError("perm list: --distinct lists in lexicographic order (use --order lex)");
  if (order === "sjt" && k !== n)
    throw new InputError("perm list: --k is not available with --order sjt");
  const progress = createProgress(io, "permutations");
  const row = new Array<string>(k);
  const integers = allIntegers(items);
  let done = 0;
  const emit = async (): Promise<void> => {
    out.line(formatLine(row, json, integers));
    done++;
    if (out.full) {
      progress.update(done);
      await out.flush();
    }
  };
  try {
    if (values.distinct) {
      const { values: distinct, ids } = multisetIds(items, itemCompare(items));
      do {
        for (let i = 0; i < k; i++) row[i] = distinct[ids[i]];
        await emit();
      } while (nextKPrefix(ids, n, k));
    } else if (order === "lex") {
      const p = Int32Array.from({ length: n }, (_, i) => i);
      do {
        for (let i = 0; i < k; i++) row[i] = items[p[i]];
        await emit();
      } while (nextKPrefix(p, n, k));
    } else if (order === "heap") {
      const m = n - k;
      const p = Int32Array.from({ length: n }, (_, i) => i);
      const c = new Int32Array(n);
      const tmp = new Int32Array(n);
      do {
        for (let i = 0; i < k; i++) row[i] = items[p[m + i]];
        await emit();
      } while (heapKNext(p, c, m, tmp));
    } else if (order === "sjt") {
      const state = sjtStart(n);
      do {
        for (let i = 0; i < n; i++) row[i] = items[state.view[i]];
        await emit();
      } while (sjtNext(state));
    } else if (order === "naive") {
      for (const p of naivePermutations(items, k)) {
        for (let i = 0; i < k; i++) row[i] = p[i];
        await emit();
      }
    } else {
      for (const e of heapRecursiveTrace(items, k)) {
        if (e.kind !== "yield") continue;
        for (let i = 0; i < k; i++) row[i] = e.list[n - k + i];
        await emit();
      }
    }
  } finally {
    progress.stop();
  }
}

async function combinations(args: string[], io: CliIo, out: LineWriter): Promise<void> {
  const { values, positionals: items } = parseCommand(
    args,
    { k: { type: "string" }, json: { type: "boolean" } },
    "perm combinations",
  );
  if (wantsHelp(values, io)) return;
  needItems(items, "perm combinations");
  if (values.k === undefined)
    throw new InputError("perm combinations: --k K is needed (how many items each subset holds)");
  const n = items.length;
  const k = parseK(values.k, n, "perm combinations");
  const json = values.json === true;
  const integers = allIntegers(items);
  const c = Int32Array.from({ length: k }, (_, i) => i);
  const row = new Array<string>(k);
  const progress = createProgress(io, "combinations");
  let done = 0;
  try {
    do {
      for (let i = 0; i < k; i++) row[i] = items[c[i]];
      out.line(formatLine(row, json, integers));
      done++;
      if (out.full) {
        progress.update(done);
        await out.flush();
      }
    } while (nextCombination(c, n));
  } finally {
    progress.stop();
  }
}

function count(args: string[], io: CliIo, out: LineWriter): void {
  const { values, positionals } = parseCommand(
    args,
    { k: { type: "string" }, distinct: { type: "boolean" }, json: { type: "boolean" } },
    "perm count",
  );
  if (wantsHelp(values, io)) return;
  let result: bigint;
  if (values.distinct) {
    if (values.k !== undefined)
      throw new InputError("perm count: --k cannot be combined with --distinct");
    needItems(positionals, "perm count --distinct");
    const cmp = itemCompare(positionals);
    const { ids } = multisetIds(positionals, cmp);
    const mult: number[] = [];
    for (let i = 0; i < ids.length; i++) {
      if (i === 0 || ids[i] !== ids[i - 1]) mult.push(0);
      mult[mult.length - 1]++;
    }
    result = countMultisetPermutations({ multiplicities: mult });
  } else {
    if (positionals.length !== 1)
      throw new InputError(
        `perm count: expected one number n (or --distinct <items...>), got ${positionals.length} arguments`,
      );
    const n = parseInteger(positionals[0], "n", { min: 0, max: MAX_COUNT_N });
    const k = parseK(values.k, n, "perm count");
    result = countPermutations(n, k);
  }
  out.line(values.json ? `{"count":${result}}` : String(result));
}

function step(which: "next" | "prev", args: string[], io: CliIo, out: LineWriter): void {
  const { values, positionals: items } = parseCommand(
    args,
    { json: { type: "boolean" } },
    `perm ${which}`,
  );
  if (wantsHelp(values, io)) return;
  needItems(items, `perm ${which}`);
  const a = items.slice();
  const cmp = itemCompare(items);
  if (which === "next") nextPermutation(a, cmp);
  else prevPermutation(a, cmp);
  out.line(formatLine(a, values.json === true));
}

function random(args: string[], io: CliIo, out: LineWriter): void {
  const { values, positionals: items } = parseCommand(
    args,
    { seed: { type: "string" }, k: { type: "string" }, json: { type: "boolean" } },
    "perm random",
  );
  if (wantsHelp(values, io)) return;
  needItems(items, "perm random");
  const k = parseK(values.k, items.length, "perm random");
  const seed = values.seed;
  const rng =
    seed === undefined
      ? createRandom()
      : createRandom(
          /^[+-]?\d+$/.test(seed.trim()) && Number.isSafeInteger(Number(seed))
            ? Number(seed)
            : seed,
        );
  out.line(formatLine(randomArrangement(items, { k, random: rng }), values.json === true));
}

function rank(args: string[], io: CliIo, out: LineWriter): void {
  const { values, positionals: items } = parseCommand(
    args,
    { json: { type: "boolean" } },
    "perm rank",
  );
  if (wantsHelp(values, io)) return;
  needItems(items, "perm rank");
  const r = rankMultiset(items, itemCompare(items));
  out.line(values.json ? `{"rank":${r}}` : String(r));
}

function unrank(args: string[], io: CliIo, out: LineWriter): void {
  const { values, positionals } = parseCommand(args, { json: { type: "boolean" } }, "perm unrank");
  if (wantsHelp(values, io)) return;
  if (positionals.length !== 2)
    throw new InputError(
      `perm unrank: expected <n> <index>, got ${positionals.length} argument${positionals.length === 1 ? "" : "s"}`,
    );
  const n = parseInteger(positionals[0], "n", { min: 0, max: MAX_COUNT_N });
  const index = parseBigInt(positionals[1], "index");
  const p = unrankPermutation(n, index);
  out.line(values.json ? JSON.stringify(p) : p.join(" "));
}

async function trace(args: string[], io: CliIo, out: LineWriter, _signal: AbortSignal) {
  const { values, positionals: items } = parseCommand(
    args,
    { order: { type: "string" }, json: { type: "boolean" } },
    "perm trace",
  );
  if (wantsHelp(values, io)) return;
  needItems(items, "perm trace");
  const order = values.order ?? "heap";
  let events: Iterable<TraceEvent<string>>;
  if (order === "heap" || order === "heap-recursive") events = heapRecursiveTrace(items);
  else if (order === "heap-iterative") events = heapIterativeTrace(items, true);
  else
    throw new InputError(`perm trace: unknown order ${quoteInput(order)} (heap, heap-iterative)`, {
      value: order,
    });
  const json = values.json === true;
  for (const e of events) {
    out.line(json ? JSON.stringify(e) : formatTraceEvent(e));
    if (out.full) {
      await out.flush();
    }
  }
}
