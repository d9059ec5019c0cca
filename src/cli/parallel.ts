/**
 * The `--workers W` and `--redis URL` options that the long-running commands share, read into the
 * options of `runUnits` (with a units progress line on stderr when it is a TTY).
 */
import { availableParallelism } from "node:os";
import { InputError } from "../core/errors.js";
import { openBatchRunner } from "../parallel/batch.js";
import type { ParallelOptions } from "../parallel/run.js";
import { parseWorkers } from "./args.js";
import type { CliIo } from "./io.js";
import { createProgress } from "./progress.js";

/** The option definitions to spread into a command's `parseCommand` options. */
export const parallelFlags = {
  workers: { type: "string" },
  redis: { type: "string" },
} as const;

/** The help lines of the two options, for a command's `--help`. */
export const parallelHelp = `  --workers W   run on W threads here, or auto for every core (same output as one)
  --redis URL   run on 'permuta worker' processes through this Redis (redis://host:port)`;

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
  values: { workers?: string | boolean; redis?: string | boolean },
  io: CliIo,
  signal: AbortSignal,
  defaultWorkers: number | "auto" = 1,
): ParallelOptions | undefined {
  const text = values.workers as string | undefined;
  const workers =
    (text ?? defaultWorkers) === "auto"
      ? availableParallelism()
      : text === undefined
        ? (defaultWorkers as number)
        : parseWorkers(text);
  const redis = values.redis as string | undefined;
  if (redis !== undefined && !/^rediss?:\/\/\S+$/.test(redis))
    throw new InputError(`--redis must be a redis:// URL, got '${redis}'`, { value: redis });
  if (workers === 1 && redis === undefined) return undefined;
  return { workers, redis, signal, progress: createProgress(io, "units") };
}

/** Chunks of input lines in, outputs out in input order: here, or on workers. */
export interface LineBatches<L> {
  push(lines: readonly L[]): Promise<void>;
  finish(): Promise<void>;
  /** Releases the workers (after an error; harmless after finish). */
  close(): Promise<void>;
}

/**
 * The batch commands' one call: with no parallel choice, each chunk is processed here with
 * `process` and emitted; otherwise chunks go to `engine` units on workers (with `settings`,
 * plain JSON) and their outputs are emitted in the same order. The command keeps its own
 * progress line (the units one is not drawn).
 *
 * @example
 * ```ts
 * const batch = await lineBatches(choice, "sudoku", settings, (lines) => processSudokuLines(lines, options), emit);
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
): Promise<LineBatches<L>> {
  if (!choice)
    return { push: (lines) => emit(process(lines)), finish: async () => {}, close: async () => {} };
  const runner = await openBatchRunner<L, unknown>(
    engine,
    settings,
    { ...choice, progress: undefined },
    (output) => emit(output as O),
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
