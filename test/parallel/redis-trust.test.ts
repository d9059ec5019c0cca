/**
 * Distributed runs you can trust (issue 14), against a real redis-server and real `permuta
 * worker` processes: planted results never count, two coordinators with the same command both
 * get the exact answer, a Redis restarted empty mid-run still gives the exact total, a Redis that
 * never comes back ends the run after --timeout with exit 2, a coordinator nobody serves says so,
 * bad URLs are refused in one line, no password reaches any output, a unit past the worker's
 * time limit fails the run with exit 2, and a rerun says how many finished units it reused.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { countQueensParallel, queensWorkUnits } from "../../src/parallel/queens.js";
import { QUEUE_NAME, unitJobId } from "../../src/parallel/queue.js";
import { codeVersion, RESULT_FORMAT, sealResult, unitHash } from "../../src/parallel/results.js";
import { runCli } from "../helpers/cli.js";
import {
  redisServerForTests,
  startRedis,
  startWorker,
  stopChild,
  type TestRedis,
  type TestWorker,
} from "./redis-server.js";

const binary = redisServerForTests("the distributed-trust tests");

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** No stack trace, and every error line in the contract's form. */
function expectCleanStderr(stderr: string) {
  expect(stderr).not.toMatch(/\n\s+at /);
  for (const line of stderr.split("\n").filter(Boolean)) expect(line).toMatch(/^permuta: /);
}

/** Plants a "completed" job with this stored result, as anyone with access to the Redis could. */
async function plantCompleted(client: Redis, id: string, data: unknown, returnvalue: string) {
  const key = `bull:${QUEUE_NAME}:${id}`;
  const now = Date.now();
  await client.hset(key, {
    name: "queens",
    data: JSON.stringify(data),
    opts: "{}",
    timestamp: String(now),
    processedOn: String(now),
    finishedOn: String(now),
    returnvalue,
    attemptsMade: "1",
  });
  await client.zadd(`bull:${QUEUE_NAME}:completed`, now, id);
}

describe.skipIf(!binary)("distributed runs you can trust", () => {
  let redis: TestRedis;
  let client: Redis;
  let workers: TestWorker[] = [];

  beforeAll(async () => {
    redis = await startRedis(binary as string);
    client = new Redis(redis.url);
  });

  afterEach(async () => {
    await Promise.all(workers.map((w) => stopChild(w.child)));
    workers = [];
    delete process.env.PERMUTA_REDIS_SECRET;
    await client.flushall();
  });

  afterAll(async () => {
    client?.disconnect();
    await redis?.stop();
  });

  it("planted results never count: 8 queens stays 92", async () => {
    const units = queensWorkUnits(8);
    // raw numbers, as a planted job would hold them, and a sealed result for the wrong unit
    for (let i = 0; i < units.length; i++) {
      const id = unitJobId(units[i], i);
      const stored =
        i % 2 === 0
          ? "21000"
          : JSON.stringify(sealResult(id, { engine: "queens", payload: { n: 9 } }, 1000));
      await plantCompleted(client, id, units[i], stored);
    }
    const run = runCli(["queens", "8", "--redis", redis.url]);
    await sleep(300);
    workers.push(await startWorker(redis.url));
    const result = await run;
    expect(result.stdout).toBe("92\n");
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(/result\(s\) from Redis did not verify and were computed again/);
    expectCleanStderr(result.stderr);
  });

  it("with PERMUTA_REDIS_SECRET, results sealed without the secret never count", async () => {
    const secret = "shared-secret-of-the-test";
    process.env.PERMUTA_REDIS_SECRET = secret;
    const units = queensWorkUnits(8);
    for (let i = 0; i < units.length; i++) {
      const id = unitJobId(units[i], i);
      // the right job, unit and version, a wrong count: no HMAC, or one made with another secret
      const sealed = sealResult(id, units[i], 1000, i % 2 === 0 ? undefined : "guessed");
      expect(sealed.unit).toBe(unitHash(units[i]));
      expect(sealed.version).toBe(codeVersion());
      expect(sealed.format).toBe(RESULT_FORMAT);
      await plantCompleted(client, id, units[i], JSON.stringify(sealed));
    }
    const run = runCli(["queens", "8", "--redis", redis.url]);
    await sleep(300);
    workers.push(
      await startWorker(redis.url, [], { ...process.env, PERMUTA_REDIS_SECRET: secret }),
    );
    const result = await run;
    expect(result.stdout).toBe("92\n");
    expect(result.stderr).toMatch(/HMAC does not verify/);
  });

  it("a worker without the coordinator's secret is refused, with a message, not counted", async () => {
    process.env.PERMUTA_REDIS_SECRET = "the-coordinators-secret";
    workers.push(await startWorker(redis.url, [], { ...process.env, PERMUTA_REDIS_SECRET: "" }));
    const result = await runCli(["queens", "6", "--redis", redis.url]);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe("");
    expect(result.stderr).toMatch(/did not verify 3 times .*PERMUTA_REDIS_SECRET/);
    expect(result.stderr).not.toContain("the-coordinators-secret");
    expectCleanStderr(result.stderr);
  });

  it("two coordinators running the same command both print the exact answer", async () => {
    workers = await Promise.all([startWorker(redis.url), startWorker(redis.url)]);
    for (let round = 0; round < 3; round++) {
      const [a, b] = await Promise.all([
        runCli(["queens", "10", "--redis", redis.url]),
        runCli(["queens", "10", "--redis", redis.url]),
      ]);
      expect(a.stdout).toBe("724\n");
      expect(b.stdout).toBe("724\n");
      const [c, d] = await Promise.all([
        countQueensParallel(8, { redis: redis.url }),
        countQueensParallel(8, { redis: redis.url }),
      ]);
      expect([c, d]).toEqual([92, 92]);
    }
  });

  it("a Redis restarted empty mid-run still gives the exact total", async () => {
    const own = await startRedis(binary as string);
    let restarted: TestRedis | undefined;
    onTestFinished(async () => {
      await own.stop();
      await restarted?.stop();
    });
    // one worker with one thread takes one job at a time, so most units are still out when
    // Redis goes away (with more, the run could be over before the restart)
    workers = [await startWorker(own.url)];
    const notices: string[] = [];
    let restart: Promise<void> | undefined;
    const count = await countQueensParallel(15, {
      redis: own.url,
      onNotice: (text) => notices.push(text),
      progress: {
        update(done) {
          if (done === 3 && !restart)
            restart = (async () => {
              await own.stop();
              await sleep(1500);
              restarted = await startRedis(binary as string, { port: own.port });
            })();
        },
        stop() {},
      },
    });
    await restart;
    expect(count).toBe(2279184); // OEIS A000170
    expect(notices.some((n) => /unreachable/.test(n))).toBe(true);
    expect(notices.some((n) => /reachable again/.test(n))).toBe(true);
  });

  it("a Redis that never comes back ends the run after --timeout with exit 2", async () => {
    const own = await startRedis(binary as string);
    onTestFinished(() => own.stop());
    workers.push(await startWorker(own.url));
    const run = runCli(["queens", "15", "--redis", own.url, "--timeout", "2"]);
    await sleep(500);
    await own.stop();
    const started = Date.now();
    const result = await run;
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/unreachable for 2 s \(--timeout\)/);
    expectCleanStderr(result.stderr);
  });

  it("a coordinator no worker serves says so, then gives up after --timeout", async () => {
    const result = await runCli(["queens", "9", "--redis", redis.url, "--timeout", "3"]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/permuta: waiting for workers on redis:\/\/127\.0\.0\.1/);
    expect(result.stderr).toMatch(/no worker took or finished a unit for 3 s/);
    expectCleanStderr(result.stderr);
  });

  it("bad Redis URLs are refused in one line with exit 2, by coordinators and workers", async () => {
    const bad = [
      ["redis://:abc", /no host/],
      ["redis://127.0.0.1:99999", /port must be a number from 1 to 65535, got '99999'/],
      ["redis://[::1", /without its closing '\]'/],
      ["redis://127.0.0.1:6392/abc", /database must be a number .* got 'abc'/],
      ["redis://127.0.0.1:6392/99999999", /database must be a number/],
      ["http://127.0.0.1:6379", /must be a redis:\/\/ or rediss:\/\/ URL/],
      ["redis://host name:6379", /space or control character/],
    ] as const;
    for (const [url, why] of bad) {
      for (const args of [
        ["queens", "8", "--redis", url],
        ["worker", "--redis", url],
      ]) {
        const result = await runCli(args);
        expect(result.code, `${args.join(" ")}`).toBe(2);
        expect(result.stderr).toMatch(why);
        expect(result.stderr.trim().split("\n")).toHaveLength(1);
        expectCleanStderr(result.stderr);
      }
    }
    // a database the server does not have: refused by the server, said in one line
    const result = await runCli(["queens", "6", "--redis", `${redis.url}/99`]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/cannot connect to Redis at .*\/99: .*DB index is out of range/);
  });

  it("no password reaches any output", async () => {
    const secret = "pw-Secret-123";
    const own = await startRedis(binary as string, { args: ["--requirepass", secret] });
    onTestFinished(() => own.stop());
    const url = `redis://:${secret}@127.0.0.1:${own.port}`;
    const worker = await startWorker(url);
    workers.push(worker);
    const ok = await runCli(["queens", "8", "--redis", url]);
    expect(ok.stdout).toBe("92\n");
    const wrong = await runCli([
      "queens",
      "8",
      "--redis",
      `redis://:wrong-Secret-456@127.0.0.1:${own.port}`,
    ]);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toMatch(/redis:\/\/:\*\*\*@127\.0\.0\.1/);
    const none = await runCli(["queens", "8", "--redis", `redis://127.0.0.1:${own.port}`]);
    expect(none.code).toBe(2);
    const gone = await runCli(["worker", "--redis", `redis://u:${secret}@127.0.0.1:1`]);
    expect(gone.code).toBe(2);
    expect(gone.stderr).toContain("redis://u:***@127.0.0.1:1");
    await stopChild(worker.child, "SIGINT");
    expect(worker.log()).toContain("ready (redis://:***@127.0.0.1");
    const everything = [ok, wrong, none, gone]
      .map((r) => r.stdout + r.stderr)
      .concat(worker.log())
      .join("\n");
    expect(everything).not.toContain(secret);
    expect(everything).not.toContain("wrong-Secret-456");
  });

  it("a unit past the worker's --unit-timeout fails the run with exit 2 naming the limit", async () => {
    const dir = mkdtempSync(join(tmpdir(), "permuta-redis-trust-"));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const endless = join(dir, "endless.search");
    writeFileSync(
      endless,
      "Values 0..999999\nChoose a\nChoose b\nChoose c\nRestrict a > 2000000\nPrint a\n",
    );
    workers.push(await startWorker(redis.url, ["--unit-timeout", "1"]));
    const started = Date.now();
    const result = await runCli(["search", endless, "--redis", redis.url]);
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(
      /unit (\d+ \(search\)|group \d+ \(\d+ search units\)) failed: the unit ran longer than the unit time limit of 1 s/,
    );
    expectCleanStderr(result.stderr);
  });

  it("a rerun reuses the units an earlier run left finished, and says how many", async () => {
    const units = queensWorkUnits(11);
    const controller = new AbortController();
    const first = runCli(["queens", "11", "--redis", redis.url], "", controller.signal);
    // every unit enqueued (no worker yet), then Ctrl-C
    for (let i = 0; i < 200; i++) {
      if ((await client.llen(`bull:${QUEUE_NAME}:wait`)) >= units.length) break;
      await sleep(50);
    }
    controller.abort();
    expect((await first).code).toBe(130);
    const worker = await startWorker(redis.url);
    for (let i = 0; i < 300; i++) {
      if ((await client.zcard(`bull:${QUEUE_NAME}:completed`)) >= units.length) break;
      await sleep(100);
    }
    await stopChild(worker.child);
    const again = await runCli(["queens", "11", "--redis", redis.url]);
    expect(again.stdout).toBe("2680\n");
    expect(again.stderr).toContain(
      `permuta: reused ${units.length} unit(s) finished by an earlier run`,
    );
  });

  it("a coordinator killed mid-run, started again with its ledger, reuses units and is exact", async () => {
    const dir = mkdtempSync(join(tmpdir(), "permuta-kill-"));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const ledger = join(dir, "q15.ledger");
    workers.push(await startWorker(redis.url));
    const args = ["queens", "15", "--redis", redis.url, "--ledger", ledger];
    const coordinator = spawn(process.execPath, ["dist/cli.js", ...args], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    coordinator.stdout.on("data", (d) => {
      out += d;
    });
    // kill -9 once some units are in the ledger (the machine lost, as far as it knows)
    const recorded = () =>
      existsSync(ledger) ? readFileSync(ledger, "utf8").split("\n").length - 2 : 0;
    for (let i = 0; i < 400 && recorded() < 40; i++) await sleep(25);
    const before = recorded();
    expect(before).toBeGreaterThanOrEqual(40);
    expect(before).toBeLessThan(queensWorkUnits(15).length);
    await stopChild(coordinator, "SIGKILL");
    expect(out).toBe(""); // it died before printing
    const again = await runCli(args);
    expect(again.code).toBe(0);
    expect(again.stdout).toBe("2279184\n");
    const reused = /reused (\d+) unit\(s\) from the ledger/.exec(again.stderr);
    expect(reused, again.stderr).not.toBeNull();
    expect(Number(reused?.[1])).toBeGreaterThanOrEqual(before);
    expectCleanStderr(again.stderr);
    // the ledger now records every unit, and an audit of a share of them agrees
    const audit = await runCli(["queens", "15", "--ledger", ledger, "--audit", "3%"]);
    expect(audit.stdout).toBe("2279184\n");
    expect(audit.stderr).toMatch(/every line checks; \d+ recomputed here, all agree/);
  }, 60_000);
});
