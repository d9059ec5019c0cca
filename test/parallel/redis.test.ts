/**
 * Distributed runs against a real redis-server (127.0.0.1, a free port) and two `permuta worker`
 * child processes: exact results, a worker killed mid-run, a coordinator restarted.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { formatDlx } from "../../src/exact-cover/dlx-format.js";
import { pentominoProblem } from "../../src/exact-cover/encoders/pentominoes.js";
import { queensProblem } from "../../src/exact-cover/encoders/queens.js";
import { countExactCoversParallel } from "../../src/parallel/cover.js";
import { runUnits } from "../../src/parallel/run.js";
import type { WorkUnit } from "../../src/parallel/unit.js";
import { runCli } from "../helpers/cli.js";
import {
  redisServerForTests,
  runCancelledAfterOne,
  startRedis,
  startWorker,
  stopChild,
  type TestRedis,
  type TestWorker,
} from "./redis-server.js";

const binary = redisServerForTests("the distributed-run tests");

/** SIGKILLs a worker while it runs a unit; returns that unit's job id. */
async function killMidUnit(worker: TestWorker): Promise<string> {
  for (;;) {
    const log = worker.log();
    const started = [...log.matchAll(/unit (\S+) started/g)].map((m) => m[1]);
    const running = started.filter((id) => !log.includes(`unit ${id} done`));
    if (running.length > 0) {
      worker.child.kill("SIGKILL");
      return running[running.length - 1];
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

const sudokuFile = "test/data/parallel/magictour_top1465_300.txt";

describe.skipIf(!binary)("distributed runs through Redis", () => {
  let redis: TestRedis;
  let workers: TestWorker[] = [];

  beforeAll(async () => {
    redis = await startRedis(binary as string);
    workers = await Promise.all([startWorker(redis.url), startWorker(redis.url)]);
  });

  afterAll(async () => {
    await Promise.all(workers.map((w) => stopChild(w.child)));
    await redis?.stop();
  });

  it("prints exactly what a single-process run prints", async () => {
    const dir = mkdtempSync(join(tmpdir(), "permuta-redis-"));
    const queens6 = join(dir, "queens6.dlx");
    writeFileSync(queens6, formatDlx(queensProblem(6)));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const runs = [
      ["queens", "12"],
      ["queens", "13"],
      ["cover", queens6, "--json"],
      ["cover", queens6, "--limit", "2"],
      ["search", "examples/send-more-money.search", "--profile"],
      ["search", "examples/eight-queens.search", "--json"],
      ["sudoku", "solve", sudokuFile],
      ["sudoku", "count", sudokuFile, "--json", "--limit", "3"],
      ["alphametic", "--file", "test/data/alphametics/cryptarithms-barker.db.txt", "--json"],
      ["alphametic", "generate", "--count", "6", "--seed", "9", "--json"],
    ];
    for (const args of runs) {
      const one = await runCli(args);
      const remote = await runCli([...args, "--redis", redis.url]);
      // the workers here run without PERMUTA_REDIS_SECRET: one warning line says so, no more
      const warning =
        /^permuta: warning: PERMUTA_REDIS_SECRET is not set: .*forged results cannot be detected.*\n/;
      expect(remote.stderr).toMatch(warning);
      expect({ ...remote, stderr: remote.stderr.replace(warning, "") }).toEqual(one);
    }
  }, 180_000); // twenty CLI runs: about 45 s alone, more while other test files run

  it("counts queens n = 12, 13 and pentominoes exactly, a worker killed mid-unit each time", async () => {
    const cases = [
      { problem: queensProblem(12), count: 14200 },
      { problem: queensProblem(13), count: 73712 },
      { problem: pentominoProblem(10, 6, { reduceSymmetry: true }), count: 2339 },
    ];
    for (const { problem, count } of cases) {
      const run = countExactCoversParallel(problem, { redis: redis.url });
      const id = await killMidUnit(workers[0]);
      expect(await run).toBe(count);
      // the unit the killed worker held was run again by the other one, and counted once (unless
      // the killed one had computed it: a worker says "done" before it hands the result over);
      // the other worker's line may still be in its pipe when the run returns
      if (!workers[0].log().includes(`unit ${id} done`)) {
        for (let t = 0; t < 500 && !workers[1].log().includes(`unit ${id} done`); t++)
          await new Promise((resolve) => setTimeout(resolve, 10));
        expect(workers[1].log()).toContain(`unit ${id} done`);
      }
      workers[0] = await startWorker(redis.url);
    }
  });

  it("stops with an error naming a unit that fails", async () => {
    const units: WorkUnit[] = [
      { engine: "queens", payload: { n: 6, columns: [1] } },
      { engine: "no-such-engine", payload: {} },
    ];
    await expect(runUnits(units, { redis: redis.url })).rejects.toThrow(
      /unit 1 \(no-such-engine\) failed: unknown unit engine/,
    );
  });

  it("resumes after the coordinator restarts without recomputing", async () => {
    const lines = readFileSync(sudokuFile, "utf8").split("\n").filter(Boolean);
    const units: WorkUnit[] = [];
    for (let from = 0; from < lines.length; from += 20)
      units.push({
        engine: "sudoku",
        payload: {
          lines: lines.slice(from, from + 20).map((text, i) => ({ line: from + i + 1, text })),
          settings: { command: "solve", method: "fast", json: false, diagonal: false, limit: 2 },
        },
      });
    expect(await runCancelledAfterOne(units, redis.url)).toMatch(/cancelled/);
    // the workers go on with the jobs left in Redis; once they are done, stop every worker:
    // the restarted run must then find every result in Redis
    const { Queue } = await import("bullmq");
    const queue = new Queue("permuta-units", { connection: { url: redis.url } });
    for (let i = 0; i < 200; i++) {
      const counts = await queue.getJobCounts("completed", "waiting", "active");
      if (counts.completed >= units.length) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await queue.close();
    await Promise.all(workers.map((w) => stopChild(w.child)));
    const results = (await runUnits(units, { redis: redis.url })) as { lines: string[] }[];
    const expected = readFileSync(sudokuFile.replace(".txt", ".solutions.txt"), "utf8")
      .split("\n")
      .filter(Boolean);
    expect(results.flatMap((r) => r.lines)).toEqual(expected);
    workers = await Promise.all([startWorker(redis.url), startWorker(redis.url)]);
  });
});
