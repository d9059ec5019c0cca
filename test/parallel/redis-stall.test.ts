/**
 * A worker killed mid-unit (issue 39): with the worker's default locks, its unit runs again on
 * another worker within 10 s (BullMQ's 30 s lock and stalled check gave ~55 s), and the answer
 * stays exact; a unit that runs several lock durations keeps its lock (renewed while it runs on
 * its thread) and is never taken for a stalled one. Real redis-server, real worker processes.
 */
import { afterEach, describe, expect, it } from "vitest";
import { runUnits } from "../../src/parallel/run.js";
import type { WorkUnit } from "../../src/parallel/unit.js";

import { queensUnits } from "../../src/queens/units.js";
import {
  killMidUnit,
  redisServerForTests,
  startedUnits,
  startRedis,
  startWorker,
  stopChild,
  type TestRedis,
  type TestWorker,
} from "./redis-server.js";

/** OEIS A000170: the solutions of 16 queens. */
const QUEENS_16 = 14772512;

const binary = redisServerForTests("the stalled-unit tests");

/** The units of queens n cut after the first row: a second or so each at n = 16. */
const rowUnits = (n: number): WorkUnit[] =>
  queensUnits(n, 1).map((payload) => ({ engine: "queens", payload }));

describe.skipIf(!binary)("a worker killed mid-unit", () => {
  let redis: TestRedis | undefined;
  const workers: TestWorker[] = [];
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((w) => stopChild(w.child)));
    await redis?.stop();
  });

  it("with the default locks, its unit runs again on another worker within 10 s, exactly", async () => {
    redis = await startRedis(binary as string);
    const url = redis.url;
    workers.push(await startWorker(url, [], process.env, false));
    workers.push(await startWorker(url, [], process.env, false));
    const units = rowUnits(16);
    const run = runUnits(units, { redis: url });
    // kill the first worker while it runs a unit
    const rerunAfter = await killMidUnit(workers[0], workers[1]);
    const results = (await run) as number[];
    expect(results.reduce((a, b) => a + b, 0)).toBe(QUEENS_16);
    console.log(`killed worker's unit ran again after ${((rerunAfter ?? 0) / 1000).toFixed(2)} s`);
    expect(rerunAfter).toBeDefined();
    expect(rerunAfter as number).toBeLessThan(10_000);
  }, 120_000);

  it("a unit that runs several lock durations keeps its lock: no false stall", async () => {
    redis = await startRedis(binary as string);
    const url = redis.url;
    // 400 ms locks (renewed every 80 ms), a stalled check every 200 ms; units of a second or more
    const locks = ["--lock-duration", "400", "--stalled-interval", "200"];
    workers.push(await startWorker(url, locks, process.env, false));
    workers.push(await startWorker(url, locks, process.env, false));
    const units = rowUnits(16);
    const results = (await runUnits(units, { redis: url })) as number[];
    expect(results.reduce((a, b) => a + b, 0)).toBe(QUEENS_16);
    const all = [...startedUnits(workers[0]), ...startedUnits(workers[1])];
    expect(all).toHaveLength(units.length); // each unit started once: none taken for stalled
    expect(new Set(all).size).toBe(units.length);
  }, 120_000);

  it("a worker whose Redis went away stops on SIGTERM and exits (it stayed alive, retrying)", async () => {
    redis = await startRedis(binary as string);
    const worker = await startWorker(redis.url);
    workers.push(worker);
    await redis.stop();
    for (let i = 0; i < 200 && !/unreachable/.test(worker.log()); i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(worker.log()).toMatch(/unreachable/);
    const exited = new Promise<number | null>((resolve) =>
      worker.child.once("exit", (code) => resolve(code)),
    );
    worker.child.kill("SIGTERM");
    const code = await Promise.race([
      exited,
      new Promise<string>((resolve) =>
        setTimeout(() => resolve("still running after 15 s"), 15_000),
      ),
    ]);
    expect(code).toBe(0);
    expect(worker.log().trimEnd().split("\n").at(-1)).toMatch(/^permuta worker: stopped after/);
  }, 60_000);
});
