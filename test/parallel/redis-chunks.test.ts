/**
 * Output streamed through Redis in chunks (issue 40: 8.6M lines took 1.0 GB on a worker and
 * 644 MB on the coordinator): the output is the one-thread output, byte for byte, on commands
 * printing many lines; a worker killed after sending some chunks of a unit loses and repeats no
 * line; forged, replayed and other attempts' chunks are refused; the coordinator's memory stays
 * bounded (a 64 MB heap prints 1.8M lines) and the run leaves no key behind.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDlx } from "../../src/exact-cover/dlx-format.js";
import { queensProblem } from "../../src/exact-cover/encoders/queens.js";
import {
  CHUNK_FORMAT,
  checkStreamedValue,
  openChunk,
  parseStreamedJobId,
  sealChunk,
  streamedJobId,
} from "../../src/parallel/chunks.js";
import { codeVersion } from "../../src/parallel/results.js";
import { runCli } from "../helpers/cli.js";
import {
  redisServerForTests,
  startRedis,
  startWorker,
  stopChild,
  type TestRedis,
  type TestWorker,
} from "./redis-server.js";

const binary = redisServerForTests("the chunk-streaming tests");

const dir = mkdtempSync(join(tmpdir(), "permuta-chunks-"));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

/** A search program printing the arrangements of `k` of the digits 0..n-1 (`perm list`'s lines). */
const arrangements = (n: number, k: number) =>
  `Values 0..${n - 1}\n${Array.from({ length: k }, (_, i) => `Choose v${i}`).join("\n")}\nPrint ${Array.from({ length: k }, (_, i) => `v${i}`).join(" ")}\n`;

const warning = /^permuta: warning: PERMUTA_REDIS_SECRET is not set: .*\n/;

describe("chunks: sealed, checked, refused", () => {
  const job = streamedJobId(`u-${"a".repeat(32)}-3`, "0123456789abcdef");
  const place = { job, unit: "f".repeat(64), attempt: "1111111111111111", seq: 0 };

  it("names its run and index in the job id", () => {
    expect(job).toBe(`s-${"a".repeat(32)}-0123456789abcdef-3`);
    expect(parseStreamedJobId(job)).toEqual({ run: "0123456789abcdef", index: 3 });
    expect(parseStreamedJobId(`u-${"a".repeat(32)}-3`)).toBeUndefined();
    expect(parseStreamedJobId(`${job}x`)).toBeUndefined();
    expect(parseStreamedJobId(42)).toBeUndefined();
  });

  it("opens what was sealed, with and without the secret", () => {
    for (const secret of [undefined, "s3cret"]) {
      const text = sealChunk(place, 0, ["012", "013"], secret);
      expect(openChunk(text, place, ["search"], secret)).toEqual({
        part: 0,
        items: ["012", "013"],
      });
    }
    const covers = sealChunk(place, 1, [[0, 4], [2]], "k");
    expect(openChunk(covers, place, ["cover", "cover"], "k")).toEqual({
      part: 1,
      items: [[0, 4], [2]],
    });
  });

  it("refuses forged, replayed, mixed-attempt and malformed chunks", () => {
    const secret = "s3cret";
    const good = sealChunk(place, 0, ["012"], secret);
    const forged = `${"0".repeat(64)}${good.slice(64)}`;
    const body = good.slice(good.indexOf("\n") + 1);
    const refuse = (text: unknown, why: RegExp, at = place, engines = ["search"]) =>
      expect(() => openChunk(text, at, engines, secret)).toThrow(why);
    refuse(forged, /HMAC does not verify/);
    refuse(`\n${body}`, /HMAC does not verify/); // unsigned
    refuse(sealChunk(place, 0, ["012"], "other"), /HMAC does not verify/);
    refuse(good, /another attempt/, { ...place, attempt: "2222222222222222" });
    refuse(good, /out of sequence/, { ...place, seq: 1 }); // a replayed chunk
    refuse(good, /another unit/, { ...place, job: job.replace("-3", "-4") });
    refuse(good, /another unit/, { ...place, unit: "e".repeat(64) });
    refuse(sealChunk(place, 1, ["012"], secret), /'part' must be an integer from 0 to 0/);
    refuse(sealChunk(place, 0, [7], secret), /must be text/);
    refuse(sealChunk(place, 0, ["x"], secret), /'items\[0\]' must be an array/, place, ["cover"]);
    refuse(sealChunk(place, 0, [[-1]], secret), /option/, place, ["cover"]);
    refuse(sealChunk(place, 0, ["x"], secret), /no chunk check/, place, ["queens"]);
    refuse(42, /not text/);
    refuse("", /not a sealed chunk/); // what the coordinator's script gives for an oversized one
    refuse("x".repeat((8 << 22) + 1), /too long/);
    // bodies checked without a secret: every field still counts
    const unsigned = (fields: Record<string, unknown>) =>
      `\n${JSON.stringify({ format: CHUNK_FORMAT, version: codeVersion(), ...place, part: 0, items: [], ...fields })}`;
    const open = (text: string) => openChunk(text, place, ["search"]);
    expect(() => open(unsigned({ version: "permuta 0.0.0" }))).toThrow(/another version/);
    expect(() => open(unsigned({ format: "x" }))).toThrow(/not a sealed chunk/);
    expect(() => open(unsigned({ extra: 1 }))).toThrow(/unknown key 'extra'/);
    expect(() => open(unsigned({ items: Array(5000).fill("a") }))).toThrow(/more than 4096/);
    expect(() => open("\n{not json")).toThrow(/not JSON/);
  });

  it("checks how a streamed result says its chunks ended", () => {
    const value = { attempt: "1111111111111111", chunks: 2, items: 9, value: 9 };
    expect(checkStreamedValue(value)).toEqual(value);
    expect(() => checkStreamedValue({ ...value, attempt: "x" })).toThrow(/attempt/);
    expect(() => checkStreamedValue({ ...value, chunks: -1 })).toThrow(/chunks/);
    expect(() => checkStreamedValue({ ...value, more: 1 })).toThrow(/unknown key/);
  });
});

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
  peakKb: number;
}

/** Runs the built CLI with Node options; samples its resident memory (VmRSS) as it runs. */
function runNode(
  args: string[],
  node: string[] = [],
  env: NodeJS.ProcessEnv = process.env,
  onLines?: (lines: number) => void,
): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...node, "dist/cli.js", ...args], {
      stdio: ["ignore", "pipe", "pipe"],
      env,
    });
    const out: Buffer[] = [];
    let lines = 0;
    let stderr = "";
    let peakKb = 0;
    const sample = setInterval(() => {
      try {
        const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
        const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
        peakKb = Math.max(peakKb, kb);
      } catch {
        // exited, or no /proc: the heap limit still bounds the run
      }
    }, 20);
    child.stdout.on("data", (d: Buffer) => {
      out.push(d);
      for (const byte of d) if (byte === 10) lines++;
      onLines?.(lines);
    });
    child.stderr.on("data", (d) => {
      stderr += d;
    });
    child.on("close", (code) => {
      clearInterval(sample);
      resolve({ code, stdout: Buffer.concat(out).toString(), stderr, peakKb });
    });
  });
}

/**
 * The keys a run leaves in Redis besides BullMQ's own bookkeeping, once its workers are done
 * (a worker still running a unit of a stopped run gives it up and removes it: a moment).
 */
async function leftKeys(client: Redis): Promise<string[]> {
  let left: string[] = [];
  for (let t = 0; t < 50; t++) {
    const keys = await client.keys("*");
    left = keys.filter((k) => k.startsWith("permuta-stream") || /^bull:permuta-units:s-/.test(k));
    if (left.length === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return left;
}

describe.skipIf(!binary)("output streamed through Redis in chunks", () => {
  let redis: TestRedis;
  let client: Redis;
  let workers: TestWorker[] = [];

  beforeAll(async () => {
    redis = await startRedis(binary as string);
    client = new Redis(redis.url);
    workers = await Promise.all([startWorker(redis.url), startWorker(redis.url)]);
  });

  afterAll(async () => {
    await Promise.all(workers.map((w) => stopChild(w.child)));
    client?.disconnect();
    await redis?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("prints what one thread prints on commands with many lines, and leaves no key", async () => {
    const queens8 = file("queens8.dlx", formatDlx(queensProblem(8)));
    const covers = file(
      "covers.dlx",
      `${Array.from({ length: 12 }, (_, i) => `x${i}`).join(" ")}\n${Array.from({ length: 12 }, (_, i) => `x${i}\nx${i}\n`).join("")}`,
    );
    const runs = [
      // perm list 7 (5,040 lines) and arrangements 6 of 9 (60,480 lines) as search programs
      ["search", file("perm7.search", arrangements(7, 7))],
      ["search", file("arr.search", arrangements(9, 6))],
      // 601 units: groups of 4 units to a job, their chunks mapped back to their units
      [
        "search",
        file(
          "groups.search",
          'Values 0..599\nPrint "head"\nChoose a\nChoose b\nRestrict a + b < 640\nRestrict b % 7 == 3\nPrint a b\n',
        ),
      ],
      ["search", file("arr-json.search", arrangements(8, 4)), "--json", "--profile"],
      ["search", "examples/eight-queens.search"],
      // queens --list's boards, as exact covers, and 4,096 covers of 12 lines
      ["cover", queens8],
      ["cover", covers, "--json"],
      ["cover", covers, "--limit", "1000"],
      // a batch whose puzzles have many solutions each (and a bad line, answered in place)
      [
        "alphametic",
        "--file",
        file("many.txt", "SEND + MORE = MONEY\nA + B = C\nAB + CD = EF\nbad line +\n"),
      ],
    ];
    for (const args of runs) {
      const one = await runCli(args);
      const remote = await runCli([...args, "--redis", redis.url]);
      expect(remote.stderr).toMatch(warning);
      expect({ ...remote, stderr: remote.stderr.replace(warning, "") }, args.join(" ")).toEqual(
        one,
      );
    }
    expect(await leftKeys(client)).toEqual([]);
  }, 240_000);

  it("a worker killed after sending chunks of its unit: no line lost or repeated", async () => {
    // 11 units of 151,200 lines, more than a window of chunks: 20,000 lines into unit 1 (unit 0
    // prints nothing), the worker running it is killed; the other one, its window full with a
    // later unit, gives that unit back when unit 1 waits for a thread, and runs unit 1 again,
    // whose first 20,000 lines are checked and skipped
    const path = file("kill.search", arrangements(11, 7));
    const one = await runCli(["search", path]);
    let victim = -1;
    const run = runNode(["search", path, "--redis", redis.url], [], process.env, (lines) => {
      if (victim >= 0 || lines < 20_000) return;
      victim = workers.findIndex((w) => /unit s-\S+-1 started/.test(w.log()));
      workers[victim]?.child.kill("SIGKILL");
    });
    const remote = await run;
    expect(victim).toBeGreaterThanOrEqual(0);
    expect(remote.code).toBe(0);
    expect(remote.stdout.length).toBe(one.stdout.length);
    expect(remote.stdout === one.stdout).toBe(true);
    expect(remote.stderr).toMatch(
      /permuta: 1 unit\(s\) ran again after their output had begun \(a worker stopped\): the \d+ item\(s\) printed already were checked and skipped/,
    );
    workers[victim] = await startWorker(redis.url);
    expect(await leftKeys(client)).toEqual([]);
  }, 120_000);

  it("refuses forged, replayed and other attempts' chunks planted in a run", async () => {
    const secret = "chunk-test-secret";
    const env = { ...process.env, PERMUTA_REDIS_SECRET: secret };
    const signed = await Promise.all([
      startWorker(redis.url, [], env),
      startWorker(redis.url, [], env),
    ]);
    // with the secret set, the two workers without it are stopped for this test
    await Promise.all(workers.map((w) => stopChild(w.child)));
    try {
      const path = file("plant.search", arrangements(9, 6));
      const one = await runCli(["search", path]);
      let planting = true;
      let planted = 0;
      const planter = (async () => {
        const done = new Set<string>();
        while (planting) {
          for (const key of await client.keys("permuta-stream:*:attempt")) {
            const attempt = await client.get(key);
            const job = key.slice("permuta-stream:".length, -":attempt".length);
            if (!attempt || done.has(attempt)) continue;
            done.add(attempt);
            const list = `permuta-stream:${job}:chunks:${attempt}`;
            const real = await client.lindex(list, 0);
            const place = { job, unit: "0".repeat(64), attempt, seq: 0 };
            const fakes = [
              // no HMAC, a wrong HMAC, another attempt's (signed with the secret), a replay
              sealChunk(place, 0, ["FORGED"]),
              `${"ab".repeat(32)}${sealChunk(place, 0, ["FORGED"])}`,
              sealChunk({ ...place, attempt: "ffffffffffffffff" }, 0, ["FORGED"], secret),
              ...(real ? [real, real] : []),
            ];
            await client.rpush(list, ...fakes);
            planted += fakes.length;
          }
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      })();
      const remote = await runNode(["search", path, "--redis", redis.url], [], env);
      planting = false;
      await planter;
      expect(planted).toBeGreaterThan(0);
      expect(remote.code).toBe(0);
      expect(remote.stdout === one.stdout).toBe(true);
      expect(remote.stderr).toMatch(/chunk\(s\) from Redis did not verify and were refused/);
      expect(remote.stderr).not.toMatch(/\n\s+at /);
    } finally {
      await Promise.all(signed.map((w) => stopChild(w.child)));
      workers = await Promise.all([startWorker(redis.url), startWorker(redis.url)]);
    }
  }, 120_000);

  it("keeps the coordinator's memory bounded: 1.8M lines through a 64 MB heap", async () => {
    // 10 * 9 * ... * 3 = 1,814,400 lines; before the chunks, this run took 251 MB
    const path = file("big.search", arrangements(10, 8));
    const remote = await runNode(
      ["search", path, "--redis", redis.url],
      ["--max-old-space-size=64"],
    );
    expect(remote.stderr.replace(warning, "")).toBe("");
    expect(remote.code).toBe(0);
    expect(remote.stdout.length).toBe(1_814_400 * 9);
    expect(remote.stdout.slice(0, 18)).toBe("01234567\n01234568\n");
    // resident memory (code, heap, buffers) sampled as it ran; 0 without /proc
    expect(remote.peakKb).toBeLessThan(200_000);
    for (const w of workers) {
      const status = readFileSync(`/proc/${w.child.pid}/status`, "utf8");
      expect(Number(/VmHWM:\s+(\d+)/.exec(status)?.[1])).toBeLessThan(400_000);
    }
    expect(await leftKeys(client)).toEqual([]);
  }, 120_000);
});
