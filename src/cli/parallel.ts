/**
 * The `--workers W` and `--redis URL` options that the long-running commands share, read into the
 * options of `runUnits` (with a units progress line on stderr when it is a TTY).
 */
import { availableParallelism } from "node:os";
import { InputError, throwIfAborted } from "../core/errors.js";
import { BATCH_UNIT_LINES, openBatchRunner } from "../parallel/batch.js";
import { parseRedisUrl } from "../parallel/redis-url.js";
import { SECRET_ENV } from "../parallel/results.js";
import type { ParallelOptions } from "../parallel/run.js";
import { parseInteger, parseWorkers } from "./args.js";
import type { CliIo } from "./io.js";
import { createProgress } from "./progress.js";

/** The option definitions to spread into a command's `parseCommand` options. */
export const parallelFlags = {
  workers: { type: "string" },
  redis: { type: "string" },
  timeout: { type: "string" },
  ledger: { type: "string" },
  audit: { type: "string" },
  "require-secret": { type: "boolean" },
} as const;

/** The help lines of the two options, for a command's `--help`. */
export const parallelHelp = `  --workers W   run on W threads here, or auto for every core (same output as one)
  --redis URL   run on 'permuta worker' processes through this Redis
                (redis://[:password@]host[:port][/db]; results signed with
                PERMUTA_REDIS_SECRET when it is set, on the workers too)
  --timeout S   with --redis: give up (exit 2) when Redis stays unreachable, or no
                worker takes or finishes a unit, for S seconds (default: wait)
  --ledger FILE record each finished unit (result and checksum) in FILE; run the
                same command with the same FILE again to reuse them after a stop
  --audit P     with --ledger: check a finished ledger instead of running: every
                line is checked and P of the units (a percentage such as 5%, or
                all) are run again here and must agree (a sample of P catches a
                forged unit with probability about P: all is the check)
  --require-secret
                refuse to run (exit 2) unless PERMUTA_REDIS_SECRET is set; without
                it a run with --redis says on stderr that forged results cannot be
                detected`;

/**
 * Checks the Redis secret before a distributed run (a coordinator's or a worker's): with
 * `require` and no `PERMUTA_REDIS_SECRET`, an InputError; without the secret, one line on stderr
 * saying that forged results cannot be detected.
 *
 * @example
 * ```ts
 * checkRedisSecret(io, true, true); // throws unless PERMUTA_REDIS_SECRET is set
 * ```
 */
export function checkRedisSecret(io: CliIo, distributed: boolean, require: boolean): void {
  const set = (process.env[SECRET_ENV] ?? "") !== "";
  if (require && !set)
    throw new InputError(
      `--require-secret: ${SECRET_ENV} is not set (set the same secret on the coordinator and every worker)`,
    );
  if (distributed && !set)
    io.stderr.write(
      `permuta: warning: ${SECRET_ENV} is not set: results from Redis are not signed, so forged results cannot be detected (set the same secret on the coordinator and every worker; --require-secret refuses to run without it)\n`,
    );
}

/**
 * Reads `--workers` (a number, or `auto` for every core) and `--redis`; undefined when the
 * command should run as usual (one thread, no Redis). `defaultWorkers` applies when `--workers`
 * is not given (`auto` for runs known to be long).
 *
 * @example
 * ```ts
 * parallelChoice({ workers: "2" }, io, signal); // { workers: 2, signal, progress }
 * ```
 */
export function parallelChoice(
  values: {
    workers?: string | boolean;
    redis?: string | boolean;
    timeout?: string | boolean;
    ledger?: string | boolean;
    audit?: string | boolean;
    "require-secret"?: string | boolean;
  },
  io: CliIo,
  signal: AbortSignal,
  defaultWorkers: number | "auto" = 1,
  label = "",
): ParallelOptions | undefined {
  const text = values.workers as string | undefined;
  const workers =
    (text ?? defaultWorkers) === "auto"
      ? availableParallelism()
      : text === undefined
        ? (defaultWorkers as number)
        : parseWorkers(text);
  const redis = values.redis as string | undefined;
  if (redis !== undefined) parseRedisUrl(redis); // a bad URL is refused before any work
  const timeout = values.timeout as string | undefined;
  if (timeout !== undefined && redis === undefined)
    throw new InputError("--timeout applies to runs with --redis");
  const redisTimeoutMs =
    timeout === undefined
      ? undefined
      : parseInteger(timeout, "--timeout", { min: 1, max: 1e6 }) * 1000;
  const ledger = values.ledger as string | undefined;
  const auditText = values.audit as string | undefined;
  if (auditText !== undefined && ledger === undefined)
    throw new InputError("--audit checks a ledger: give it with --ledger FILE");
  if (auditText !== undefined && redis !== undefined)
    throw new InputError("--audit runs units again here, not on the Redis workers: drop --redis");
  if (ledger === "") throw new InputError("--ledger needs a file name");
  const audit = auditText === undefined ? undefined : parseAuditShare(auditText);
  checkRedisSecret(io, redis !== undefined, values["require-secret"] === true);
  if (workers === 1 && redis === undefined && ledger === undefined) return undefined;
  const choice: ParallelOptions = { workers, redis, signal, progress: createProgress(io, "units") };
  if (ledger !== undefined)
    choice.ledger = {
      path: ledger,
      audit,
      label,
      onNotice: (text) => io.stderr.write(`permuta: ${text}\n`),
    };
  if (redis !== undefined) {
    choice.redisTimeoutMs = redisTimeoutMs;
    choice.onNotice = (text) => io.stderr.write(`permuta: ${text}\n`);
  }
  return choice;
}

/**
 * Reads `--audit`: `all`, or a percentage from 0% to 100% (the share of units run again).
 *
 * @example
 * ```ts
 * parseAuditShare("5%"); // 0.05
 * ```
 */
export function parseAuditShare(text: string): number {
  if (text === "all") return 1;
  const m = /^(\d{1,3}(?:\.\d{1,6})?)%$/.exec(text);
  const value = m ? Number(m[1]) : Number.NaN;
  if (!(value >= 0 && value <= 100))
    throw new InputError(
      `--audit must be a percentage from 0% to 100%, or all (got '${text.slice(0, 40)}')`,
    );
  return value / 100;
}

/** Chunks of input lines in, outputs out in input order: here, or on workers. */
export interface LineBatches<L> {
  push(lines: readonly L[]): Promise<void>;
  finish(): Promise<void>;
  /** Releases the workers (after an error; harmless after finish). */
  close(): Promise<void>;
}

/**
 * The batch commands' one call: with no parallel choice, the chunks still run on one thread of a
 * local pool (not on this one), so that Ctrl-C is seen at once even while a slow puzzle is being
 * solved: the thread is stopped, the answers of the units already done are written, and the run
 * ends with AbortError. Those units are sized as they go (openBatchRunner's "adaptive"), so a
 * stop loses at most a moment of work. With `--workers` or `--redis`,
 * chunks go to `engine` units on workers (with `settings`, plain JSON). Outputs are emitted in
 * input order either way. The command keeps its own progress line (the units one is not drawn).
 * `process` runs a chunk here instead, when `signal` is undefined (a library caller's choice).
 * `unitLines`: lines per unit on workers. `onLines`: output lines that units stream (on the local
 * pool), in order, before each unit's output.
 *
 * @example
 * ```ts
 * const batch = await lineBatches(choice, "sudoku", settings, (lines) => processSudokuLines(lines, options), emit, signal);
 * await batch.push(chunk);
 * await batch.finish();
 * ```
 */
export async function lineBatches<L, O>(
  choice: ParallelOptions | undefined,
  engine: string,
  settings: unknown,
  process: (lines: readonly L[]) => O,
  emit: (output: O) => Promise<void>,
  signal?: AbortSignal,
  unitLines = BATCH_UNIT_LINES,
  onLines?: (lines: string[]) => Promise<void>,
): Promise<LineBatches<L>> {
  if (!choice && !signal)
    return { push: (lines) => emit(process(lines)), finish: async () => {}, close: async () => {} };
  const runner = await openBatchRunner<L, unknown>(
    engine,
    settings,
    choice ? { ...choice, progress: undefined } : { workers: 1, pool: true, signal },
    (output) => emit(output as O),
    choice ? unitLines : "adaptive",
    onLines && ((items) => onLines(items as string[])),
  );
  return {
    async push(lines) {
      try {
        await runner.push(lines);
      } catch (error) {
        await runner.close();
        throw error;
      }
    },
    finish: () => runner.finish(),
    close: () => runner.close(),
  };
}

/**
 * Feeds a batch its lines in chunks of `chunkSize`, then finishes it; releases its workers in any
 * case (after an error or a Ctrl-C too).
 *
 * @example
 * ```ts
 * await feedBatch(batch, readLines(path, io.stdin), signal);
 * ```
 */
export async function feedBatch<L>(
  batch: LineBatches<L>,
  lines: AsyncIterable<L>,
  signal?: AbortSignal,
  chunkSize = 256,
): Promise<void> {
  try {
    let chunk: L[] = [];
    for await (const line of lines) {
      chunk.push(line);
      if (chunk.length >= chunkSize) {
        throwIfAborted(signal);
        await batch.push(chunk);
        chunk = [];
      }
    }
    throwIfAborted(signal);
    await batch.push(chunk);
    await batch.finish();
  } finally {
    await batch.close();
  }
}
