/**
 * `permuta queens <n> [--list] [--unique]`: the number of solutions of the n-queens problem
 * (bitboards, one board per symmetry class), the number of classes, or every solution as n
 * column numbers (1-based), one per line.
 */
import { InputError } from "../core/errors.js";
import { countQueensParallel } from "../parallel/queens.js";
import { MAX_QUEENS } from "../queens/bitboard.js";
import { QueensEnumerator } from "../queens/list.js";
import { countQueenClassesAsync } from "../queens/units.js";
import { parseCommand, parseInteger } from "./args.js";
import { type CliIo, LineWriter } from "./io.js";
import { parallelChoice, parallelFlags, parallelHelp } from "./parallel.js";
import { createProgress } from "./progress.js";

const HELP = `usage: permuta queens <n> [--list | --unique] [--json]

Counts the ways to place n queens on an n x n board so that no two attack each other
(n from 1 to ${MAX_QUEENS}), or lists them.

options:
  --list        print every solution as n column numbers (1-based, row 1 first), one per line
  --unique      count the essentially different solutions: those that no rotation or
                reflection of the board maps onto each other (one thread)
${parallelHelp}
  --json        {"n": 8, "count": 92} ({"n": 8, "unique": 12} with --unique); with --list
                one JSON array of column numbers per solution, one per line
  -h, --help    this help

examples:
  permuta queens 8          # 92
  permuta queens 8 --unique # 12
  permuta queens 6 --list
  permuta queens 8 --json   # {"n": 8, "count": 92}`;

/**
 * Runs `permuta queens`; resolves to the exit code.
 *
 * @example
 * ```ts
 * await runQueens(["8"], io, signal); // prints 92
 * ```
 */
export async function runQueens(args: string[], io: CliIo, signal: AbortSignal): Promise<number> {
  const { values, positionals } = parseCommand(
    args,
    {
      list: { type: "boolean" },
      unique: { type: "boolean" },
      json: { type: "boolean" },
      ...parallelFlags,
    },
    "queens",
  );
  if (values.help) {
    io.stdout.write(`${HELP}\n`);
    return 0;
  }
  if (positionals.length > 1)
    throw new InputError(`queens: one board size expected, got ${positionals.length}`);
  if (positionals.length === 0) throw new InputError("queens: missing the board size n");
  const n = parseInteger(positionals[0], "queens: n", { min: 1, max: MAX_QUEENS });
  if (values.list && values.unique)
    throw new InputError("queens: --list and --unique exclude each other");
  if (
    values.unique &&
    (values.workers !== undefined || values.redis !== undefined || values.ledger !== undefined)
  )
    throw new InputError(
      "queens: --unique counts on one thread; it does not take --workers, --redis or --ledger",
    );
  if (values.list && values.ledger !== undefined)
    throw new InputError("queens: --list prints as it goes, on one thread; it keeps no ledger");
  const parallel = values.unique
    ? undefined
    : parallelChoice(values, io, signal, n >= 18 ? "auto" : 1, `queens ${n}`);
  const out = new LineWriter(io.stdout, undefined, signal);
  const json = values.json === true;
  if (values.list) {
    const q = new QueensEnumerator(n);
    let found = 0;
    while (q.next()) {
      let line = "";
      for (let r = 0; r < n; r++) line += r === 0 ? `${q.columns[r] + 1}` : ` ${q.columns[r] + 1}`;
      out.line(json ? `[${line.replaceAll(" ", ",")}]` : line);
      if (++found % 4096 === 0 || out.full) {
        await out.flush();
      }
    }
  } else {
    const progress = createProgress(io, "subtrees");
    try {
      let count: number | bigint;
      if (parallel) count = await countQueensParallel(n, parallel);
      else {
        const classes = await countQueenClassesAsync(n, {
          signal,
          onProgress: (done, total) => progress.update(done, total, "queens"),
        });
        count = values.unique ? classes.unique : classes.solutions;
      }
      out.line(
        json ? `{"n": ${n}, "${values.unique ? "unique" : "count"}": ${count}}` : String(count),
      );
    } finally {
      progress.stop();
    }
  }
  await out.flush();
  return 0;
}
