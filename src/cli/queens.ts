/**
 * `permuta queens <n> [--list]`: the number of solutions of the n-queens problem (bitboards with
 * the mirror-symmetry halving), or every solution as n column numbers (1-based), one per line.
 */
import { InputError } from "../core/errors.js";
import { countQueensParallel } from "../parallel/queens.js";
import { MAX_QUEENS } from "../queens/bitboard.js";
import { QueensEnumerator } from "../queens/list.js";
import { countQueensAsync } from "../queens/units.js";
import { parseCommand, parseInteger } from "./args.js";
import { type CliIo, LineWriter } from "./io.js";
import { parallelChoice, parallelFlags, parallelHelp } from "./parallel.js";
import { createProgress } from "./progress.js";

const HELP = `usage: permuta queens <n> [--list]

Counts the ways to place n queens on an n x n board so that no two attack each other
(n from 1 to ${MAX_QUEENS}), or lists them.

options:
  --list        print every solution as n column numbers (1-based, row 1 first), one per line
${parallelHelp}
  -h, --help    this help

examples:
  permuta queens 8          # 92
  permuta queens 6 --list`;

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
    { list: { type: "boolean" }, ...parallelFlags },
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
  // -- workers --: counts only; every core by default from n = 17 (a minute or more on one)
  const parallel = parallelChoice(values, io, signal, n >= 17 ? "auto" : 1);
  const out = new LineWriter(io.stdout, undefined, signal);
  if (values.list) {
    const q = new QueensEnumerator(n);
    let found = 0;
    while (q.next()) {
      let line = "";
      for (let r = 0; r < n; r++) line += r === 0 ? `${q.columns[r] + 1}` : ` ${q.columns[r] + 1}`;
      out.line(line);
      if (++found % 4096 === 0 || out.full) {
        await out.flush();
      }
    }
  } else {
    const progress = createProgress(io, "subtrees");
    try {
      const count = parallel
        ? await countQueensParallel(n, parallel)
        : await countQueensAsync(n, {
            signal,
            onProgress: (done, total) => progress.update(done, total, "queens"),
          });
      out.line(String(count));
    } finally {
      progress.stop();
    }
  }
  await out.flush();
  return 0;
}
