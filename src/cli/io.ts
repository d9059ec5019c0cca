/**
 * Output and input for the CLI: a buffered writer that respects back-pressure and ends quietly
 * when the reader goes away (`permuta perm list ... | head`), and a line reader over a file or
 * standard input that streams (it never holds the whole file).
 */
import { createReadStream, existsSync } from "node:fs";
import type { Readable, Writable } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { type BatchTally, batchSummary } from "../core/batch.js";
import { AbortError, InputError } from "../core/errors.js";
import { SudokuRecords } from "../sudoku/records.js";

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
}

/**
 * Streams the lines of a file, or of standard input when `path` is `-` or absent. A line ends at
 * `\n` only (a `\r` before it is dropped): a lone `\r`, U+2028 or any other character inside a
 * line stays in it, so every line of the file is one line here, numbered as `wc -l` and editors
 * number them. Throws an InputError naming the file when it cannot be opened or read.
 *
 * @example
 * ```ts
 * for await (const { line, text } of readLines("puzzles.txt", io.stdin)) { ... }
 * ```
 */
export async function* readLines(
  path: string | undefined,
  stdin: Readable,
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
  let pending: string[] = []; // the line begun in earlier chunks (a long line spans many)
  let n = 0;
  const line = (text: string): NumberedLine => ({
    line: ++n,
    text: text.endsWith("\r") ? text.slice(0, -1) : text,
  });
  try {
    for await (const chunk of input) {
      const text = typeof chunk === "string" ? chunk : decoder.write(chunk as Buffer);
      let from = 0;
      for (let at = text.indexOf("\n"); at >= 0; at = text.indexOf("\n", from)) {
        pending.push(text.slice(from, at));
        yield line(pending.join(""));
        pending = [];
        from = at + 1;
      }
      if (from < text.length) pending.push(text.slice(from));
    }
  } catch (error) {
    const err = error as NodeJS.ErrnoException;
    if (typeof err?.code !== "string") throw error;
    const what = path === undefined || path === "-" ? "standard input" : `file '${path}'`;
    const why = err.code === "EISDIR" ? "it is a directory" : err.message;
    throw new InputError(`cannot read ${what}: ${why}`, { value: path ?? "-" });
  }
  const rest = pending.join("") + decoder.end();
  if (rest !== "") yield line(rest);
}

/**
 * Reads a whole file, or standard input for `-`, as text (for programs and grids, which are small).
 *
 * @example
 * ```ts
 * const program = await readText("examples/send-more-money.perm", io.stdin);
 * ```
 */
export async function readText(path: string | undefined, stdin: Readable): Promise<string> {
  const lines: string[] = [];
  for await (const { text } of readLines(path, stdin)) lines.push(text);
  return lines.join("\n");
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
  const records = new SudokuRecords();
  for await (const entry of readLines(arg, stdin)) yield* records.push(entry);
  yield* records.end();
}

/**
 * True when a Sudoku command's argument is a grid itself rather than a file name: one line of
 * 16 or more digits, letters, `.` and `_`, or text over several lines, and no file of that name.
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
    (/^[0-9A-Za-z._]{16,}$/.test(arg) || arg.includes("\n"))
  );
}
