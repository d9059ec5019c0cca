/**
 * A job on the Redis queue is hostile: a search unit whose `program` is a syntax tree carrying
 * code (instead of program text) made a real worker run that code. Now the worker refuses the
 * unit (the run fails with the worker's message) and nothing is written.
 */
import { existsSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runUnits } from "../../src/parallel/run.js";
import type { WorkUnit } from "../../src/parallel/unit.js";
import { parseProgram } from "../../src/search/parser.js";
import {
  redisServerForTests,
  startRedis,
  startWorker,
  stopChild,
  type TestRedis,
  type TestWorker,
} from "../parallel/redis-server.js";

const binary = redisServerForTests("the hostile Redis job test");

describe.skipIf(!binary)("a hostile search job on the Redis queue", () => {
  let redis: TestRedis;
  let worker: TestWorker;
  const sentinel = join(tmpdir(), `permuta-redis-hostile-${process.pid}-${Date.now()}`);

  beforeAll(async () => {
    redis = await startRedis(binary as string);
    worker = await startWorker(redis.url);
  });

  afterAll(async () => {
    rmSync(sentinel, { force: true });
    await stopChild(worker.child);
    await redis?.stop();
  });

  it("is refused by the worker, and its code never runs", async () => {
    const tree = JSON.parse(JSON.stringify(parseProgram("Choose a\nChoose b\nPrint max(a, b)")));
    const write = `process.getBuiltinModule("fs").writeFileSync(${JSON.stringify(sentinel)}, "pwned")`;
    tree.statements[2].items[0].expr.name = `max(0),${write}||Math.max`;
    const lineTree = JSON.parse(JSON.stringify(parseProgram("Choose a\nPrint a")));
    lineTree.statements[0].line = `1\n${write}; //`;
    for (const program of [tree, lineTree]) {
      const units: WorkUnit[] = [{ engine: "search", payload: { program, from: 0, to: 10 } }];
      await expect(runUnits(units, { redis: redis.url })).rejects.toThrow(
        /invalid search unit: .program. must be text|the program must be program text/,
      );
      expect(existsSync(sentinel)).toBe(false);
    }
    // the worker is still serving: a proper unit runs
    const ok = (await runUnits(
      [
        {
          engine: "search",
          payload: { program: "Values 1..3\nChoose a\nPrint a", from: 1, to: 2 },
        },
      ],
      { redis: redis.url },
    )) as { texts: string[] }[];
    expect(ok[0].texts).toEqual(["2"]);
  }, 60_000);
});
