/**
 * The local pool: units run on `workers` worker_threads (tinypool), each thread loading the built
 * `dist/parallel/worker-thread.js`. Results come back in push order (see stream.ts). An
 * AbortSignal cancels the queued units and terminates the threads. Cost: one thread start per
 * worker (~30 ms), then one message round trip per unit.
 */
import { setMaxListeners } from "node:events";
import { fileURLToPath } from "node:url";
import { MessageChannel, type ResourceLimits, Worker } from "node:worker_threads";
import Tinypool from "tinypool";
import { AbortError, InputError } from "../core/errors.js";
import {
  orderedStream,
  type StreamedUnit,
  type UnitChunkHandler,
  type UnitResultHandler,
  type UnitStream,
} from "./stream.js";
import type { WorkUnit } from "./unit.js";
import { CREDIT, STOP, type ThreadReply, type ThreadTask } from "./worker-thread.js";

/**
 * The built worker file, `dist/parallel/worker-thread.js`: the same path relative to this file
 * from `src/parallel/` (tests, tsx) and from `dist/parallel/` (the installed package).
 */
export const workerThreadFile = fileURLToPath(
  new URL("../../dist/parallel/worker-thread.js", import.meta.url),
);

/**
 * The Node options the pool's threads start with: the coordinator's, less the hooks of a
 * TypeScript loader it may run under (tsx, in the tests and benchmarks). The threads load built
 * JavaScript only, and those hooks would cost each thread about 100 ms of start-up.
 *
 * @example
 * ```ts
 * threadExecArgv(["--require", "/x/node_modules/tsx/dist/preflight.cjs", "--max-old-space-size=4096"]);
 * // ["--max-old-space-size=4096"]
 * ```
 */
export function threadExecArgv(execArgv: readonly string[] = process.execArgv): string[] {
  const hook = /^(--require|-r|--import|--loader|--experimental-loader)(=.*)?$/;
  const isTsx = (value: string) => /[\\/]node_modules[\\/]tsx[\\/]/.test(value);
  const kept: string[] = [];
  for (let i = 0; i < execArgv.length; i++) {
    const match = hook.exec(execArgv[i]);
    if (match?.[2] !== undefined && isTsx(match[2])) continue;
    if (match && match[2] === undefined && i + 1 < execArgv.length && isTsx(execArgv[i + 1])) {
      i++;
      continue;
    }
    kept.push(execArgv[i]);
  }
  return kept;
}

/** What a pool's threads start with: Node options a thread accepts, and its heap limits. */
export interface ThreadOptions {
  execArgv: string[];
  resourceLimits?: ResourceLimits;
}

/** V8 heap and stack flags (process-wide, refused by threads), as a thread's resource limits. */
const heapFlags: [RegExp, (value: number) => ResourceLimits][] = [
  [/^--max[-_]old[-_]space[-_]size=(\d+)$/, (mb) => ({ maxOldGenerationSizeMb: mb })],
  // the young generation is three semi-spaces in V8
  [/^--max[-_]semi[-_]space[-_]size=(\d+)$/, (mb) => ({ maxYoungGenerationSizeMb: 3 * mb })],
  [/^--stack[-_]size=(\d+)$/, (kb) => ({ stackSizeMb: kb / 1024 })],
];

const refused = /invalid execArgv flags: (.*)$/;
const acceptedCache = new Map<string, string[]>();

/**
 * The options of `execArgv` that a worker thread accepts. Node refuses process-wide options in a
 * thread (`ERR_WORKER_INVALID_EXEC_ARGV`: V8 flags such as `--expose-gc`, `--title`, ...) and
 * names them in its message; they are dropped. Asking costs one thread start, once per list
 * (none when the list is empty, the usual case).
 *
 * @example
 * ```ts
 * acceptedThreadArgv(["--enable-source-maps", "--expose-gc"]); // ["--enable-source-maps"]
 * ```
 */
export function acceptedThreadArgv(execArgv: readonly string[]): string[] {
  const key = JSON.stringify(execArgv);
  const cached = acceptedCache.get(key);
  if (cached) return [...cached];
  let kept = [...execArgv];
  for (let tries = 0; kept.length > 0 && tries < 8; tries++) {
    try {
      const probe = new Worker("", { eval: true, execArgv: kept, stdout: true, stderr: true });
      probe.unref();
      void probe.terminate();
      break;
    } catch (error) {
      const match = refused.exec((error as Error).message ?? "");
      if ((error as NodeJS.ErrnoException).code !== "ERR_WORKER_INVALID_EXEC_ARGV" || !match) {
        kept = [];
        break;
      }
      const bad = new Set(match[1].split(/,\s*/));
      const next: string[] = [];
      for (let i = 0; i < kept.length; i++) {
        if (!bad.has(kept[i])) next.push(kept[i]);
        // a refused option's value given as the next argument (`--title x`) goes too
        else if (!kept[i].includes("=") && i + 1 < kept.length && !kept[i + 1].startsWith("-")) i++;
      }
      kept = next.length < kept.length ? next : [];
    }
  }
  acceptedCache.set(key, kept);
  return [...kept];
}

/**
 * The options a pool's threads start with: {@link threadExecArgv}, with the V8 heap and stack
 * flags (`--max-old-space-size=MB`, `--max-semi-space-size=MB`, `--stack-size=KB`) turned into
 * each thread's resource limits, and the other options a thread refuses dropped.
 *
 * @example
 * ```ts
 * threadOptions(["--max-old-space-size=1024", "--enable-source-maps"]);
 * // { execArgv: ["--enable-source-maps"], resourceLimits: { maxOldGenerationSizeMb: 1024 } }
 * ```
 */
export function threadOptions(execArgv: readonly string[] = process.execArgv): ThreadOptions {
  let resourceLimits: ResourceLimits | undefined;
  const rest: string[] = [];
  for (const flag of threadExecArgv(execArgv)) {
    const heap = heapFlags.find(([re]) => re.test(flag));
    if (heap) {
      const value = Number((heap[0].exec(flag) as RegExpExecArray)[1]);
      if (value > 0) resourceLimits = { ...resourceLimits, ...heap[1](value) };
    } else rest.push(flag);
  }
  const options: ThreadOptions = { execArgv: acceptedThreadArgv(rest) };
  if (resourceLimits) options.resourceLimits = resourceLimits;
  return options;
}

/**
 * Creates a tinypool of `threads` threads running units.
 *
 * @example
 * ```ts
 * const pool = createUnitPool(2);
 * await pool.run({ engine: "search", payload });
 * await pool.destroy();
 * ```
 */
export function createUnitPool(threads: number): Tinypool {
  return new Tinypool({
    filename: workerThreadFile,
    minThreads: threads,
    maxThreads: threads,
    idleTimeout: 60_000,
    ...threadOptions(),
  });
}

/** Chunks a streaming unit may have sent and not yet seen taken (each up to 64 KiB). */
export const UNIT_CREDIT = 4;

/** Options of {@link startPoolUnit}. */
export interface PoolUnitOptions {
  /** Stops the unit (its thread is terminated; AbortError). */
  signal?: AbortSignal;
  /**
   * Time limit of the unit in milliseconds, counted from when a thread starts it (time spent
   * waiting for its output to be taken does not count); past it, the thread is terminated and
   * the unit fails with an InputError naming the limit. 0 or undefined: no limit.
   */
  timeoutMs?: number;
  /** Stream the unit's items (solutions) in chunks, with back-pressure, instead of in its result. */
  stream?: boolean;
  /** How the unit is named in messages. @defaultValue "a unit (<engine>)" */
  label?: string;
}

/**
 * What a unit whose thread failed (or was stopped) fails with: past its time limit an InputError
 * naming it, stopped an AbortError, otherwise the thread's own error.
 */
function threadError(
  error: unknown,
  timedOut: boolean,
  label: string,
  timeoutMs: number,
  signal: AbortSignal | undefined,
): unknown {
  if (timedOut)
    return new InputError(
      `${label} ran longer than the unit time limit of ${timeoutMs / 1000} s: its thread was stopped`,
    );
  if (signal?.aborted || (error as Error)?.name === "AbortError") return new AbortError();
  return error;
}

/**
 * The time limit of a unit on a thread: armed when the thread starts the unit, paused while its
 * output waits to be taken, and for good once the unit ended.
 */
class UnitClock {
  /** The thread runs the unit. */
  running = false;
  /** Its output waits to be taken. */
  waiting = false;
  /** The unit ended. */
  stopped = false;
  /** The limit was reached. */
  timedOut = false;
  private budget: number;
  private armedAt = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;

  /**
   * @param limitMs - the time limit in milliseconds (0: none)
   * @param onTimeout - stops the unit
   */
  constructor(
    private readonly limitMs: number,
    private readonly onTimeout: () => void,
  ) {
    this.budget = limitMs;
  }

  /** Starts counting, when the unit runs and its output is taken. */
  arm(): void {
    if (this.limitMs <= 0 || this.timer !== undefined || !this.running) return;
    if (this.waiting || this.stopped) return;
    this.armedAt = performance.now();
    this.timer = setTimeout(
      () => {
        this.timedOut = true;
        this.onTimeout();
      },
      Math.max(0, this.budget),
    );
  }

  /** Stops counting; the time spent is taken off the budget. */
  disarm(): void {
    if (this.timer === undefined) return;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.budget -= performance.now() - this.armedAt;
  }
}

/**
 * Starts one unit on a pool's thread. Its items, when streamed, come through `next()` in
 * chunks (the thread waits while {@link UNIT_CREDIT} chunks are not taken), then its result.
 *
 * @example
 * ```ts
 * const run = startPoolUnit(pool, unit, { stream: true, timeoutMs: 600_000 });
 * for (let items = await run.next(); items; items = await run.next()) print(items);
 * const result = await run.result;
 * ```
 */
export function startPoolUnit(
  pool: Tinypool,
  unit: WorkUnit,
  options: PoolUnitOptions = {},
): StreamedUnit {
  const label = options.label ?? `a unit (${String((unit as Partial<WorkUnit> | null)?.engine)})`;
  const timeoutMs = options.timeoutMs ?? 0;
  const controller = new AbortController();
  const channel = options.stream || timeoutMs > 0 ? new MessageChannel() : undefined;
  const shared = options.stream ? new Int32Array(new SharedArrayBuffer(8)) : undefined;
  if (shared) shared[CREDIT] = UNIT_CREDIT;
  const queue: unknown[][] = [];
  let received = 0;
  let acked = 0;
  let handed = false;
  let expected: number | undefined;
  let failure: unknown;
  let wake: (() => void) | undefined;
  let ended = false;
  const clock = new UnitClock(timeoutMs, () => controller.abort());
  const stopThread = () => {
    if (shared) {
      Atomics.store(shared, STOP, 1);
      Atomics.notify(shared, CREDIT);
    }
  };
  const onAbort = () => {
    stopThread();
    controller.abort();
  };
  if (options.signal?.aborted) onAbort();
  else options.signal?.addEventListener("abort", onAbort, { once: true });
  const end = () => {
    if (ended) return;
    ended = true;
    clock.stopped = true;
    clock.disarm();
    options.signal?.removeEventListener("abort", onAbort);
    channel?.port1.close();
  };
  const notify = () => {
    const w = wake;
    wake = undefined;
    w?.();
  };
  channel?.port1.on("message", (message: unknown) => {
    if (message === "start") {
      clock.running = true;
      clock.arm();
      return;
    }
    queue.push(message as unknown[]);
    received++;
    if (received - acked >= UNIT_CREDIT) {
      clock.waiting = true;
      clock.disarm();
    }
    notify();
  });
  const task: ThreadTask = channel ? { unit, port: channel.port2 } : { unit };
  if (shared) task.credit = shared.buffer as SharedArrayBuffer;
  const transferList = channel ? [channel.port2] : [];
  const result = (
    pool.run(task, { signal: controller.signal, transferList }) as Promise<ThreadReply>
  ).then(
    (reply) => {
      if (!reply.ok) {
        if (reply.input) throw new InputError(reply.message);
        throw options.signal?.aborted ? new AbortError() : new Error(reply.message);
      }
      expected = reply.chunks;
      if (received >= expected && !options.stream) end();
      notify();
      return reply.value;
    },
    (error: unknown) => {
      throw threadError(error, clock.timedOut, label, timeoutMs, options.signal);
    },
  );
  result.catch((error: unknown) => {
    failure = error;
    end();
    notify();
  });
  return {
    result,
    async next() {
      if (handed && shared) {
        handed = false;
        acked++;
        Atomics.add(shared, CREDIT, 1);
        Atomics.notify(shared, CREDIT);
        if (clock.waiting && received - acked < UNIT_CREDIT) {
          clock.waiting = false;
          clock.arm();
        }
      }
      for (;;) {
        const items = queue.shift();
        if (items) {
          handed = true;
          return items;
        }
        if (failure !== undefined) throw failure;
        if (expected !== undefined && received >= expected) {
          end();
          return undefined;
        }
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
      }
    },
  };
}

/** Options of {@link openPoolStream}. */
export interface PoolStreamOptions {
  /** Stops the run: queued units are dropped, running ones have their threads terminated. */
  signal?: AbortSignal;
  /** Units queued or running at a time. @defaultValue 4 per thread */
  window?: number;
  /** Streams the units' items (solutions) here in chunks, with back-pressure (see stream.ts). */
  onChunk?: UnitChunkHandler;
  /** Time limit per unit, in milliseconds (see {@link PoolUnitOptions}). @defaultValue none */
  unitTimeoutMs?: number;
}

/**
 * Opens a stream of units on a pool of `workers` threads; at most `window` units (4 per thread
 * by default) are queued or running at a time. With `onChunk`, the units' items stream in
 * chunks: at most window × {@link UNIT_CREDIT} chunks of about 64 KiB are held at a time.
 *
 * @example
 * ```ts
 * const stream = openPoolStream(2, (result, i) => console.log(i, result));
 * await stream.push(unit);
 * await stream.finish();
 * ```
 */
export function openPoolStream(
  workers: number,
  onResult: UnitResultHandler,
  options: PoolStreamOptions = {},
): UnitStream {
  const threads = Math.max(1, workers);
  const pool = createUnitPool(threads);
  const local = new AbortController();
  setMaxListeners(0, local.signal); // one listener per queued unit
  const onAbort = () => local.abort();
  options.signal?.addEventListener("abort", onAbort, { once: true });
  return orderedStream(
    (unit, index) =>
      startPoolUnit(pool, unit, {
        signal: local.signal,
        stream: options.onChunk !== undefined,
        timeoutMs: options.unitTimeoutMs,
        label: `unit ${index} (${String((unit as Partial<WorkUnit> | null)?.engine)})`,
      }),
    onResult,
    options.window ?? 4 * threads,
    async () => {
      options.signal?.removeEventListener("abort", onAbort);
      local.abort();
      pool.cancelPendingTasks();
      await pool.destroy();
    },
    undefined,
    options.onChunk,
  );
}
