/**
 * Several units to a job through Redis (issue 39: a job costs about a millisecond of queue work,
 * which held 2 workers to 1.55x on queens 16's 860 units): exact counts, the same grouping on a
 * restarted run (so the jobs an earlier attempt finished are reused), group results checked unit
 * by unit, and group payloads checked as hostile input.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  checkGroupPayload,
  GROUP_ENGINE,
  groupSize,
  MAX_GROUP,
  runGroup,
} from "../../src/parallel/group.js";
import { queensWorkUnits } from "../../src/parallel/queens.js";
import { openResult, sealResult, unitHash } from "../../src/parallel/results.js";
import { runUnits } from "../../src/parallel/run.js";
import type { WorkUnit } from "../../src/parallel/unit.js";
import {
  redisServerForTests,
  runCancelledAfterOne,
  startRedis,
  startWorker,
  stopChild,
  type TestRedis,
  type TestWorker,
} from "./redis-server.js";

/** OEIS A000170. */
const QUEENS = { 13: 73712, 14: 365596 };

const binary = redisServerForTests("the grouped distributed-run tests");

const queensUnit = (columns: number[]): WorkUnit => ({
  engine: "queens",
  payload: { n: 8, columns },
});

describe("groups of units", () => {
  it("sizes groups by the run: single units for short runs, about 128 jobs or more for long ones", () => {
    expect(groupSize(undefined)).toBe(1);
    expect(groupSize(128)).toBe(1);
    expect(groupSize(860)).toBe(6);
    expect(groupSize(1e6)).toBe(MAX_GROUP);
  });

  it("runs a group's units in order, each checked; refuses empty, nested and oversized groups", async () => {
    const units = [queensUnit([0]), queensUnit([1]), queensUnit([2])];
    const alone = await Promise.all(units.map((u) => runUnits([u])));
    expect(await runGroup({ units })).toEqual(alone.map((r) => r[0]));
    expect(() => checkGroupPayload({ units: [] })).toThrow(/empty/);
    expect(() =>
      checkGroupPayload({ units: [{ engine: GROUP_ENGINE, payload: { units } }] }),
    ).toThrow(/a group inside a group/);
    expect(() =>
      checkGroupPayload({ units: Array.from({ length: MAX_GROUP + 1 }, () => units[0]) }),
    ).toThrow(/more than/);
    expect(() => checkGroupPayload({ units, extra: 1 })).toThrow(/unknown key/);
    await expect(runGroup({ units: [queensUnit([0, 1])] })).rejects.toThrow(/attack each other/);
  });

  it("a group's result counts only with one valid result per unit", () => {
    const group: WorkUnit = {
      engine: GROUP_ENGINE,
      payload: { units: [queensUnit([0]), queensUnit([1])] },
    };
    const open = (value: unknown) =>
      openResult(JSON.stringify(sealResult("g-1", group, value)), "g-1", group, unitHash(group));
    expect(open([4, 8])).toEqual([4, 8]);
    expect(() => open([4])).toThrow(/1 results for 2 units/);
    expect(() => open([4, 8, 1])).toThrow(/more than 2/);
    expect(() => open([4, -1])).toThrow(/queens result/);
    expect(() => open({ 0: 4, 1: 8 })).toThrow(/must be an array/);
  });
});

describe.skipIf(!binary)("groups through Redis", () => {
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

  it("counts queens 14 exactly in groups (506 units, 3 to a job)", async () => {
    const units = queensWorkUnits(14);
    const results = (await runUnits(units, { redis: redis.url })) as number[];
    expect(results).toHaveLength(units.length);
    expect(results.reduce((a, b) => a + b, 0)).toBe(QUEENS[14]);
    const jobs = workers.flatMap((w) => [...w.log().matchAll(/unit (\S+) done/g)]);
    expect(jobs).toHaveLength(Math.ceil(units.length / groupSize(units.length)));
  });

  it("a stopped run started again forms the same groups and reuses every finished one", async () => {
    const units = queensWorkUnits(13);
    const jobs = Math.ceil(units.length / groupSize(units.length));
    expect(await runCancelledAfterOne(units, redis.url)).toMatch(/cancelled/);
    const { Queue } = await import("bullmq");
    const queue = new Queue("permuta-units", { connection: { url: redis.url } });
    for (let i = 0; i < 300; i++) {
      const counts = await queue.getJobCounts("completed");
      if (counts.completed >= jobs) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await queue.close();
    // no worker left: every result must come from the first attempt's jobs
    await Promise.all(workers.map((w) => stopChild(w.child)));
    const notices: string[] = [];
    const results = (await runUnits(units, {
      redis: redis.url,
      onNotice: (text) => notices.push(text),
    })) as number[];
    expect(results.reduce((a, b) => a + b, 0)).toBe(QUEENS[13]);
    expect(notices).toContain(`reused ${units.length} unit(s) finished by an earlier run`);
    workers = await Promise.all([startWorker(redis.url), startWorker(redis.url)]);
  }, 60_000);
});
