/**
 * The `--workers W` and `--redis URL` options that the long-running commands share, read into the
 * options of `runUnits` (with a units progress line on stderr when it is a TTY).
 */
import { InputError } from "../core/errors.js";
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
export const parallelHelp = `  --workers W   run on W threads here (same output as one)
  --redis URL   run on 'permuta worker' processes through this Redis (redis://host:port)`;

/**
 * Reads `--workers` and `--redis`; undefined when the command should run as usual (one thread,
 * no Redis).
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
): ParallelOptions | undefined {
  const workers = parseWorkers(values.workers as string | undefined);
  const redis = values.redis as string | undefined;
  if (redis !== undefined && !/^rediss?:\/\/\S+$/.test(redis))
    throw new InputError(`--redis must be a redis:// URL, got '${redis}'`, { value: redis });
  if (workers === 1 && redis === undefined) return undefined;
  return { workers, redis, signal, progress: createProgress(io, "units") };
}
