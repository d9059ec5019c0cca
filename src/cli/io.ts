/**
 * Output and input for the CLI: a buffered writer that respects back-pressure and ends quietly
 * when the reader goes away (`permuta perm list ... | head`), and a line reader over a file or
 * standard input that streams (it never holds the whole file).
 */
import { createReadStream, existsSync } from "node:fs";
import type { Readable, Writable } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { type BatchTally, batchSummary, lineTooLong, MAX_LINE_LENGTH } from "../core/batch.js";
import { AbortError, InputError } from "../core/errors.js";
import { parseSudoku } from "../sudoku/grid.js";
import { SudokuRecords } from "../sudoku/records.js";
import { isVariantText } from "../sudoku/variants/detect.js";

/**
 * The end of a batch command: exit code 0, or with bad lines the contract's one stderr line
 * (thrown as an InputError, which the CLI prints as `permuta: error: ...` with exit code 2).
 *
 * @example
 * ```ts
 * return finishBatch({ errors: 0, puzzles: 3 }); // 0
 * ```
 */
export function finishBatch(tally: BatchTally): number {
  const summary = batchSummary(tally);
  if (summary !== undefined) throw new InputError(summary);
  return 0;
}

/** Raised when stdout is closed by the reader (EPIPE): the CLI stops quietly with code 0. */
export class OutputClosed extends Error {
  override name = "OutputClosed";
}

/** The streams a command talks to; tests pass their own. */
export interface CliIo {
  stdout: Writable;
  stderr: Writable & { isTTY?: boolean; columns?: number };
  stdin: Readable;
  /** True when progress may be drawn on stderr. */
  progress: boolean;
}

/** Milliseconds between two turns of the event loop that `flush()` gives, at most. */
const YIELD_MS = 25;

/**
 * A buffered line writer. `line()` is synchronous and cheap; call `flush()` now and then in long
 * loops (it awaits the stream's drain) and always at the end. A file or /dev/null takes writes
 * at once, so `flush()` also lets the event loop turn every {@link YIELD_MS} ms: Ctrl-C's handler
 * then runs, and with a `signal`, a flush after it has been aborted writes what was buffered
 * (whole lines) and throws AbortError.
 *
 * @example
 * ```ts
 * const out = new LineWriter(process.stdout);
 * out.line("0 1 2");
 * await out.flush();
 * ```
 */
export class LineWriter {
  private chunks: string[] = [];
  private size = 0;
  private closed = false;
  private error: Error | undefined;
  private lastYield = performance.now();

  constructor(
    private readonly stream: Writable,
    private readonly highWater = 1 << 16,
    private readonly signal?: AbortSignal,
  ) {
    stream.on("error", (err: NodeJS.ErrnoException) => {
      this.closed = true;
      this.error = err.code === "EPIPE" ? new OutputClosed("output closed") : err;
    });
  }

  /** Adds one line (a newline is appended). */
  line(text: string): void {
    this.chunks.push(text, "\n");
    this.size += text.length + 1;
  }

  /** True when enough is buffered that the caller should `await flush()`. */
  get full(): boolean {
    return this.size >= this.highWater;
  }

  /** Writes what is buffered, waiting for the stream to drain. Throws OutputClosed on EPIPE. */
  async flush(): Promise<void> {
    if (this.error) throw this.error;
    if (this.size === 0) return;
    const text = this.chunks.join("");
    this.chunks = [];
    this.size = 0;
    if (this.closed) throw this.error ?? new OutputClosed("output closed");
    const ok = this.stream.write(text);
    if (!ok) {
      await new Promise<void>((resolve) => {
        const done = () => {
          this.stream.off("drain", done);
          this.stream.off("error", done);
          this.stream.off("close", done);
          resolve();
        };
        this.stream.on("drain", done);
        this.stream.on("error", done);
        this.stream.on("close", done);
      });
    }
    if (this.error) throw this.error;
    if (performance.now() - this.lastYield >= YIELD_MS) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      this.lastYield = performance.now();
    }
    if (this.signal?.aborted) throw new AbortError();
  }
}

/** One line of batch input with its 1-based line number. */
export interface NumberedLine {
  line: number;
  text: string;
  /**
   * Set when the line was longer than the reader's limit: its length in characters (`text`
   * then holds only its first characters). The batch answers it with one error record.
   */
  over?: number;
}

/** Characters of an over-long line that are kept (for its error record). */
const KEPT_OF_LONG_LINE = 64;

/**
 * Streams the lines of a file, or of standard input when `path` is `-` or absent, holding at most
 * `maxLine` characters of a line (1 MiB by default): a longer line is read through and given with
 * `over` set to its length and only its first characters, so memory stays bounded whatever the
 * input (a 300 MB line is one record, not an out-of-memory crash). Lines end at `\n` (a `\r`
 * before it is dropped). Throws an InputError naming the file when it cannot be opened or read.
 *
 * @example
 * ```ts
 * for await (const { line, text, over } of readLines("puzzles.txt", io.stdin)) { ... }
 * ```
 */
export async function* readLines(
  path: string | undefined,
  stdin: Readable,
  maxLine = MAX_LINE_LENGTH,
): AsyncGenerator<NumberedLine> {
  let input: Readable;
  if (path === undefined || path === "-") {
    input = stdin;
  } else {
    const stream = createReadStream(path);
    await new Promise<void>((resolve, reject) => {
      stream.once("open", () => resolve());
      stream.once("error", (err: NodeJS.ErrnoException) =>
        reject(
          new InputError(
            `cannot read file '${path}': ${err.code === "ENOENT" ? "no such file" : err.message}`,
            { value: path },
          ),
        ),
      );
    });
    input = stream;
  }
  const decoder = new StringDecoder("utf8");
  let pending: string[] = []; // the line begun in earlier chunks (while within the limit)
  let length = 0; // its length so far, in characters
  let n = 0;
  const add = (piece: string) => {
    if (length <= maxLine) {
      pending.push(piece);
      if (length + piece.length > maxLine) pending = [pending.join("").slice(0, KEPT_OF_LONG_LINE)];
    }
    length += piece.length;
  };
  const take = (): NumberedLine => {
    let text = pending.join("");
    const over = length > maxLine ? length : undefined;
    if (over === undefined && text.endsWith("\r")) text = text.slice(0, -1);
    pending = [];
    length = 0;
    return over === undefined ? { line: ++n, text } : { line: ++n, text, over };
  };
  try {
    for await (const chunk of input) {
      const text = typeof chunk === "string" ? chunk : decoder.write(chunk as Buffer);
      let from = 0;
      for (let at = text.indexOf("\n"); at >= 0; at = text.indexOf("\n", from)) {
        add(text.slice(from, at));
        yield take();
        from = at + 1;
      }
      if (from < text.length) add(text.slice(from));
    }
  } catch (error) {
    const err = error as NodeJS.ErrnoException;
    if (typeof err?.code !== "string") throw error;
    const what = path === undefined || path === "-" ? "standard input" : `file '${path}'`;
    const why = err.code === "EISDIR" ? "it is a directory" : err.message;
    throw new InputError(`cannot read ${what}: ${why}`, { value: path ?? "-" });
  }
  add(decoder.end());
  if (length > 0) yield take();
}

/**
 * Reads a whole file, or standard input for `-`, as text (for programs, word lists and problems),
 * refusing with an InputError naming the limit a line longer than `maxLine` characters
 * ({@link MAX_LINE_LENGTH} unless the caller says otherwise) or a text longer than `maxTotal`
 * (64 MiB unless the caller says less).
 *
 * @example
 * ```ts
 * const program = await readText("examples/send-more-money.perm", io.stdin);
 * ```
 */
export async function readText(
  path: string | undefined,
  stdin: Readable,
  maxTotal = 1 << 26,
  what = "the input",
  maxLine = MAX_LINE_LENGTH,
): Promise<string> {
  const lines: string[] = [];
  let total = 0;
  for await (const { line, text, over } of readLines(path, stdin, maxLine)) {
    if (over !== undefined)
      throw (
        maxLine === MAX_LINE_LENGTH
          ? lineTooLong(over)
          : new InputError(
              `the line has ${over} characters, more than the limit of ${maxLine} (${sizeName(maxLine)})`,
            )
      ).atLine(line);
    total += text.length + 1;
    if (total > maxTotal + 1)
      throw new InputError(
        `${what} is longer than the limit of ${maxTotal} characters (${sizeName(maxTotal)})`,
        { line },
      );
    lines.push(text);
  }
  return lines.join("\n");
}

/** A size in characters as MiB or KiB, for messages. */
function sizeName(chars: number): string {
  return chars >= 1 << 20 ? `${chars / (1 << 20)} MiB` : `${chars / 1024} KiB`;
}

/**
 * The puzzles of a Sudoku command's input, one record each: the argument itself when it is a
 * grid (one line of digits, letters and `.`, or several lines, and no file of that name
 * exists), else the file it names, or standard input for `-` or no argument. Every line is one
 * record in its place, except a block between blank lines (or the whole input) that is one grid
 * in the usual layout (see {@link SudokuRecords}). Blank and `#` lines are passed through (the
 * commands skip them). So every Sudoku command takes a grid, a file or `-` the same way.
 *
 * @example
 * ```ts
 * for await (const { line, text } of readSudokuInput("..4.4.....1.3...", io.stdin)) solve(text);
 * ```
 */
export async function* readSudokuInput(
  arg: string | undefined,
  stdin: Readable,
): AsyncGenerator<NumberedLine> {
  if (isGridArgument(arg)) {
    yield { line: 1, text: arg as string };
    return;
  }
  // digits and dots alone, too short for a grid and no file: say both (the grid's own error)
  if (arg !== undefined && /^[0-9.]+$/.test(arg) && !existsSync(arg)) {
    const why = gridError(arg);
    if (why !== undefined) throw new InputError(`'${arg}' is no file, and not a grid: ${why}`);
  }
  const records = new SudokuRecords();
  for await (const entry of readLines(arg, stdin)) {
    if (entry.over !== undefined) {
      // a line over the limit is its own record (an error), never part of a grid
      yield* records.end();
      yield entry;
    } else yield* records.push(entry);
  }
  yield* records.end();
}

/** The reason `text` is not a classic grid, or undefined when it is one. */
function gridError(text: string): string | undefined {
  try {
    parseSudoku(text);
    return undefined;
  } catch (err) {
    if (err instanceof InputError) return err.message;
    throw err;
  }
}

/**
 * True when a Sudoku command's argument is a grid itself rather than a file name: one line of
 * 16 or more digits, letters, `.` and `_`, or text over several lines, or a variant puzzle (f-puzzles
 * JSON, link or `load=` string), and no file of that name.
 *
 * @example
 * ```ts
 * isGridArgument("..4.4.....1.3..."); // true
 * ```
 */
export function isGridArgument(arg: string | undefined): boolean {
  return (
    arg !== undefined &&
    arg !== "-" &&
    !existsSync(arg) &&
    (/^[0-9A-Za-z._]{16,}$/.test(arg) || arg.includes("\n") || isVariantText(arg))
  );
}
