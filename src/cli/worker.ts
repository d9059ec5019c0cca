/**
 * `permuta worker --redis URL [--threads T]`: a worker for distributed runs. It takes units from
 * the Redis queue and runs them until stopped (Ctrl-C or SIGTERM), logging one line per event on
 * stderr.
 */
import { InputError, quoteInput } from "../core/errors.js";
import { loadDistributed } from "../parallel/distributed.js";
import { parseRedisUrl } from "../parallel/redis-url.js";
import { parseCommand, parseInteger } from "./args.js";
import type { CliIo } from "./io.js";
import { checkRedisSecret } from "./parallel.js";

const HELP = `usage: permuta worker --redis URL [options]

Runs a worker for distributed runs: it takes units of work from the Redis queue (sent there by
commands run with --redis URL) and runs them. Start one per machine, with as many threads as it
has cores to give. Ctrl-C or SIGTERM stops it once the units under way are done; a second Ctrl-C
quits at once (other workers then take those units over after the lock duration).

options:
  --redis URL             the Redis to take work from (redis://[:password@]host[:port][/db]);
                          the password is never printed
  --unit-timeout S        a unit running longer than S seconds has its thread stopped and
                          fails for good, with a message naming the limit (default 3600)
  --threads T             units run at the same time, each on its own thread (default 1)
  --lock-duration MS      a unit's lock lasts this long without renewal (it is renewed five
                          times as often while the unit runs): after a worker dies, its unit
                          is taken by another worker after this delay (default 5000)
  --stalled-interval MS   how often to look for units of dead workers (default 1500)
  --verbose               a log line as each unit starts and ends
  --quiet                 no log lines
  --require-secret        refuse to start (exit 2) unless PERMUTA_REDIS_SECRET is set
  -h, --help              this help

Results are sealed with the unit they answer and this release's version; with the environment
variable PERMUTA_REDIS_SECRET set (the same on coordinators and workers) they are also signed
(HMAC-SHA256), so results planted in the Redis by anyone without the secret never count.
Without it the worker says on stderr, when it starts, that forged results cannot be detected.

example:
  permuta worker --redis redis://127.0.0.1:6379 --threads 2`;

/**
 * Runs `permuta worker`; resolves to the exit code once the worker has stopped.
 *
 * @example
 * ```ts
 * await runWorkerCommand(["--redis", "redis://127.0.0.1:6379"], io, signal); // runs until signal
 * ```
 */
export async function runWorkerCommand(
  args: string[],
  io: CliIo,
  signal: AbortSignal,
): Promise<number> {
  const { values, positionals } = parseCommand(
    args,
    {
      redis: { type: "string" },
      threads: { type: "string" },
      "lock-duration": { type: "string" },
      "stalled-interval": { type: "string" },
      "unit-timeout": { type: "string" },
      quiet: { type: "boolean" },
      verbose: { type: "boolean" },
      "require-secret": { type: "boolean" },
    },
    "worker",
  );
  if (values.help) {
    io.stdout.write(`${HELP}\n`);
    return 0;
  }
  if (positionals.length > 0)
    throw new InputError(`worker: unexpected argument ${quoteInput(positionals[0])}`);
  if (values.redis === undefined) throw new InputError("worker: missing --redis URL");
  const target = parseRedisUrl(values.redis);
  checkRedisSecret(io, true, values["require-secret"] === true);
  const { DEFAULT_UNIT_TIMEOUT_MS, runUnitWorker } = await loadDistributed();
  const unitTimeoutMs =
    values["unit-timeout"] === undefined
      ? DEFAULT_UNIT_TIMEOUT_MS
      : parseInteger(values["unit-timeout"], "--unit-timeout", { min: 1, max: 1e7 }) * 1000;
  const threads =
    values.threads === undefined ? 1 : parseInteger(values.threads, "--threads", { min: 1 });
  const lockDuration =
    values["lock-duration"] === undefined
      ? undefined
      : parseInteger(values["lock-duration"], "--lock-duration", { min: 100 });
  const stalledInterval =
    values["stalled-interval"] === undefined
      ? undefined
      : parseInteger(values["stalled-interval"], "--stalled-interval", { min: 100 });
  const controller = new AbortController();
  const stop = () => {
    if (!controller.signal.aborted)
      log("stopping: finishing the units under way (Ctrl-C again to quit at once)");
    controller.abort();
  };
  signal.addEventListener("abort", stop, { once: true });
  process.once("SIGTERM", stop);
  const log = (text: string) => {
    if (!values.quiet) io.stderr.write(`permuta worker: ${text}\n`);
  };
  let done = 0;
  let over = false;
  try {
    await runUnitWorker({
      url: values.redis,
      threads,
      lockDuration,
      stalledInterval,
      unitTimeoutMs,
      signal: controller.signal,
      onEvent: (event) => {
        if (over) return; // nothing after "stopped"
        if (event.kind === "ready") log(`ready (${target.display}, ${threads} thread(s))`);
        else if (event.kind === "failed") log(`unit ${event.id} failed: ${event.text}`);
        else if (event.kind === "down" || event.kind === "up") log(event.text ?? event.kind);
        else {
          if (event.kind === "done") done++;
          if (values.verbose) log(`unit ${event.id} ${event.kind === "done" ? "done" : "started"}`);
        }
      },
    });
  } finally {
    over = true;
    process.off("SIGTERM", stop);
    signal.removeEventListener("abort", stop);
  }
  log(`stopped after ${done} unit(s)`);
  return 0;
}
