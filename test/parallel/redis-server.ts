/**
 * Test helpers for distributed runs: a real redis-server on 127.0.0.1 and a free port (no
 * persistence), and `permuta worker` child processes running the built CLI.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { type ParallelOptions, runUnits } from "../../src/parallel/run.js";
import type { WorkUnit } from "../../src/parallel/unit.js";

/** The redis-server binary, or undefined when none is installed. */
export function findRedisServer(): string | undefined {
  if (existsSync("/usr/bin/redis-server")) return "/usr/bin/redis-server";
  const which = spawnSync("sh", ["-c", "command -v redis-server"], { encoding: "utf8" });
  const path = which.stdout.trim();
  return which.status === 0 && path ? path : undefined;
}

/**
 * The redis-server binary for a test suite: under CI its absence fails the suite (.ci/run
 * installs it); elsewhere the suite is skipped with a warning.
 */
export function redisServerForTests(suite: string): string | undefined {
  const binary = findRedisServer();
  if (!binary && process.env.CI)
    throw new Error("redis-server is required on CI (.ci/run installs it with apt-get)");
  if (!binary) console.warn(`redis-server not found: skipping ${suite}`);
  return binary;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Waits until `text` appears in a child's output (stdout or stderr). */
export function waitForOutput(child: ChildProcess, text: string, ms = 15_000): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = "";
    const timer = setTimeout(
      () => reject(new Error(`timed out waiting for '${text}', got: ${seen}`)),
      ms,
    );
    const onData = (data: Buffer) => {
      seen += data.toString();
      if (seen.includes(text)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`exited (${code}) before '${text}': ${seen}`));
    });
  });
}

/** A running redis-server. */
export interface TestRedis {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/**
 * Starts redis-server on a free port of 127.0.0.1 (or the given one, to play a restart),
 * without persistence; `args` adds server options (e.g. `--requirepass`).
 */
export async function startRedis(
  binary: string,
  options: { port?: number; args?: string[] } = {},
): Promise<TestRedis> {
  const port = options.port ?? (await freePort());
  const child = spawn(
    binary,
    [
      "--port",
      String(port),
      "--bind",
      "127.0.0.1",
      "--save",
      "",
      "--appendonly",
      "no",
      ...(options.args ?? []),
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  await waitForOutput(child, "Ready to accept connections");
  return { url: `redis://127.0.0.1:${port}`, port, stop: () => stopChild(child) };
}

/** Stops a child process (SIGTERM, then SIGKILL after 3 s) and waits for its exit. */
export async function stopChild(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM") {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill(signal);
  const timer = setTimeout(() => child.kill("SIGKILL"), 3000);
  await exited;
  clearTimeout(timer);
}

/** A `permuta worker` child process and what it has logged so far. */
export interface TestWorker {
  child: ChildProcess;
  log(): string;
}

/**
 * Starts `node dist/cli.js worker --redis URL --verbose` with short locks (a killed worker's unit
 * is taken over within about two seconds; `shortLocks` false: the worker's defaults); resolves
 * once it is ready.
 */
export async function startWorker(
  url: string,
  extra: string[] = [],
  env: NodeJS.ProcessEnv = process.env,
  shortLocks = true,
): Promise<TestWorker> {
  const locks = shortLocks ? ["--lock-duration", "1500", "--stalled-interval", "500"] : [];
  const child = spawn(
    process.execPath,
    ["dist/cli.js", "worker", "--redis", url, "--verbose", ...locks, ...extra],
    { stdio: ["ignore", "pipe", "pipe"], env },
  );
  let log = "";
  const take = (data: Buffer) => {
    log += data.toString();
  };
  child.stderr?.on("data", take);
  child.stdout?.on("data", take); // a worker prints nothing there: tests check that too
  await waitForOutput(child, "ready");
  return { child, log: () => log };
}

/** The units a `--verbose` worker has logged as started, in order. */
export function startedUnits(worker: TestWorker): string[] {
  return [...worker.log().matchAll(/unit (\S+) started/g)].map((m) => m[1]);
}

/**
 * Waits until `victim` runs a unit, kills it (SIGKILL) and resolves with the milliseconds until
 * `other` starts that same unit, or undefined when it has not within `limitMs`.
 */
export async function killMidUnit(
  victim: TestWorker,
  other: TestWorker,
  limitMs = 30_000,
): Promise<number | undefined> {
  let id: string | undefined;
  while (id === undefined) {
    const log = victim.log();
    id = startedUnits(victim).find((u) => !log.includes(`unit ${u} done`));
    if (id === undefined) await new Promise((resolve) => setTimeout(resolve, 2));
  }
  victim.child.kill("SIGKILL");
  const killedAt = performance.now();
  while (performance.now() - killedAt < limitMs) {
    if (startedUnits(other).includes(id)) return performance.now() - killedAt;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return undefined;
}

/**
 * Runs `units` through Redis and cancels the run once one unit is done; resolves with the
 * rejection's message (the run's jobs stay in Redis for a restarted run to reuse).
 */
export async function runCancelledAfterOne(units: WorkUnit[], url: string): Promise<string> {
  const controller = new AbortController();
  const options: ParallelOptions = {
    redis: url,
    signal: controller.signal,
    progress: {
      update(done) {
        if (done === 1) controller.abort();
      },
      stop() {},
    },
  };
  try {
    await runUnits(units, options);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("the run finished although it was cancelled");
}
