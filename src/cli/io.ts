/**
 * Output and input for the CLI: a buffered writer that respects back-pressure and ends quietly
 * when the reader goes away (`permuta perm list ... | head`), and a line reader over a file or
 * standard input that streams (it never holds the whole file).
 */
import { createReadStream, existsSync } from "node:fs";
import { createInterface } from "node:readline";
import type { Readable, Writable } from "node:stream";
import { type BatchTally, batchSummary } from "../core/batch.js";
import { AbortError, InputError } from "../core/errors.js";

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
 * Streams the lines of a file, or of standard input when `path` is `-` or absent.
 * Throws an InputError naming the file when it cannot be opened.
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
    const stream = createReadStream(path, { encoding: "utf8" });
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
  const rl = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  let n = 0;
  try {
    for await (const text of rl) {
      n++;
      yield { line: n, text };
    }
  } catch (error) {
    const err = error as NodeJS.ErrnoException;
    if (typeof err?.code !== "string") throw error;
    const what = path === undefined || path === "-" ? "standard input" : `file '${path}'`;
    const why = err.code === "EISDIR" ? "it is a directory" : err.message;
    throw new InputError(`cannot read ${what}: ${why}`, { value: path ?? "-" });
  }
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

/** Length of a compact row of a grid in the usual layout (a 16-character line is a 4x4 grid). */
const ROW_LENGTHS = new Set([4, 6, 9, 12, 25]);

/** True when a line reads as a row (or a separator) of a grid in the usual layout. */
function layoutRow(text: string): boolean {
  const t = text.trim();
  return /[\s|]/.test(t) || /^[-+=]+$/.test(t) || ROW_LENGTHS.has(t.length);
}

/**
 * The puzzles of a Sudoku command's input, one record each: the argument itself when it is a
 * grid (one line of digits, letters and `.`, or several lines, and no file of that name
 * exists), else the file it names, or standard input for `-` or no argument. A puzzle is one line,
 * or the usual layout of one row a line (spaces, `|` and `-+-` separator lines allowed) ending at
 * a blank line or once the grid is whole. Blank and `#` lines are passed through (the commands
 * skip them). So every Sudoku command takes a grid, a file or `-` the same way.
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
  if (
    arg !== undefined &&
    arg !== "-" &&
    !existsSync(arg) &&
    (/^[0-9A-Za-z.]{16,}$/.test(arg) || arg.includes("\n"))
  ) {
    yield { line: 1, text: arg };
    return;
  }
  let rows: NumberedLine[] = [];
  let cells = 0;
  let want = 0;
  const whole = () => {
    const record = { line: rows[0]!.line, text: rows.map((r) => r.text).join("\n") };
    rows = [];
    cells = 0;
    return record;
  };
  for await (const entry of readLines(arg, stdin)) {
    const t = entry.text.trim();
    if (rows.length > 0) {
      if (t === "" || t.startsWith("#")) {
        yield whole();
        yield entry;
        continue;
      }
      rows.push(entry);
      cells += t.replace(/[\s|]/g, "").replace(/^[-+=]+$/, "").length;
      if (cells >= want) yield whole();
      continue;
    }
    if (t !== "" && !t.startsWith("#") && layoutRow(t) && !/^[-+=]+$/.test(t)) {
      const first = t.replace(/[\s|]/g, "").length;
      want = first * first;
      rows.push(entry);
      cells = first;
      if (cells >= want) yield whole();
      continue;
    }
    yield entry;
  }
  if (rows.length > 0) yield whole();
}
