/**
 * Secrets never reach a message (issue 40): a Redis URL's password of any length (300 and more
 * characters, URLs over 4,096), with odd characters, percent-encoded, after a user name, in a
 * rediss:// URL or in query parameters, given as --redis or as a stray positional argument, is
 * absent from every message: connection errors, the worker's ready line, the waiting and timeout
 * lines, Redis going away. Without PERMUTA_REDIS_SECRET a distributed run says once that forged
 * results cannot be detected; --require-secret refuses to run without it. A stopped worker says
 * nothing after "stopped".
 */
import fc from "fast-check";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { quoteInput } from "../../src/core/errors.js";
import { maskUrlSecrets, scrubSecrets, urlSecrets } from "../../src/core/secrets.js";
import { parseRedisUrl, redactRedisUrl } from "../../src/parallel/redis-url.js";
import { runCli } from "../helpers/cli.js";
import {
  redisServerForTests,
  startRedis,
  startWorker,
  stopChild,
  type TestRedis,
  type TestWorker,
} from "./redis-server.js";

const binary = redisServerForTests("the Redis secrets tests");

/** True when any 8 consecutive characters of the secret appear in the text. */
function leaks(text: string, secret: string): boolean {
  if (secret.length < 8) return text.includes(secret);
  for (let i = 0; i + 8 <= secret.length; i++)
    if (text.includes(secret.slice(i, i + 8))) return true;
  return false;
}

/** A password: distinct characters (so any piece of it is recognisable), odd ones included. */
const oddPassword = (length: number) => {
  const alphabet = Array.from("Zq9'\" @/:#?%&=+;,ü€😀[]{}|\\^`~!$*()");
  let out = "";
  for (let i = 0; i < length; i++) out += alphabet[(i * 7 + (i >> 3)) % alphabet.length];
  return `PW${out}PW`;
};

const L300 = "L".repeat(300);

/** URLs carrying a secret in every position a user may put one. */
function secretUrls(port: number): { url: string; secret: string }[] {
  const odd = oddPassword(400);
  return [
    { url: `redis://:${L300}@127.0.0.1:${port}`, secret: L300 },
    { url: `redis://:${"M".repeat(5000)}@127.0.0.1:${port}`, secret: "M".repeat(5000) }, // > 4,096
    { url: `redis://user:${L300}@127.0.0.1:${port}/1`, secret: L300 },
    { url: `rediss://:${L300}@127.0.0.1:${port}`, secret: L300 },
    { url: `redis://:${encodeURIComponent(odd)}@127.0.0.1:${port}`, secret: odd },
    { url: `redis://:${odd}@127.0.0.1:${port}`, secret: odd }, // raw odd characters: refused
    { url: `redis://127.0.0.1:${port}/0?password=${L300}`, secret: L300 },
    { url: `redis://${L300}@127.0.0.1:${port}`, secret: L300 }, // no ':' at all
    { url: `REDIS://:${L300}@127.0.0.1:${port}`, secret: L300 },
  ];
}

describe("masking URL secrets", () => {
  it("hides a password of any length and characters, before any cut", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "binary", maxLength: 6000 }),
        fc.option(fc.string({ maxLength: 30 }).filter((u) => !/[:@]/.test(u))),
        fc.constantFrom("redis", "rediss", "REDIS"),
        fc.constantFrom("", "/3", "/0?x=1", ":6379"),
        (middle, user, scheme, tail) => {
          const password = `PWSTART${middle}PWEND`;
          const url = `${scheme}://${user === null ? "" : user}:${password}@db.example${tail}`;
          for (const text of [
            redactRedisUrl(url),
            maskUrlSecrets(`error at ${url}: refused`),
            quoteInput(url),
            quoteInput(url, 5000),
            scrubSecrets(`x ${url} y`, []),
          ]) {
            expect(text).not.toContain("PWSTART");
            expect(text).not.toContain("PWEND");
          }
          let message = "";
          try {
            parseRedisUrl(url);
          } catch (error) {
            message = (error as Error).message;
          }
          expect(message).not.toContain("PWSTART");
          expect(message).not.toContain("PWEND");
        },
      ),
      { numRuns: 300 },
    );
  });

  it("keeps what is not secret, and is idempotent", () => {
    expect(redactRedisUrl("redis://:hunter2@db:6379/1")).toBe("redis://:***@db:6379/1");
    expect(redactRedisUrl("redis://u:p@ss@db")).toBe("redis://u:***@db");
    expect(redactRedisUrl("redis://db:6379")).toBe("redis://db:6379");
    expect(redactRedisUrl("redis://db/0?password=x")).toBe("redis://db/0?***");
    expect(redactRedisUrl("db:pw@host")).toBe("***");
    expect(maskUrlSecrets(maskUrlSecrets("at redis://u:p@h and"))).toBe("at redis://u:***@h and");
    expect(maskUrlSecrets("no url here: a@b")).toBe("no url here: a@b");
    expect(urlSecrets(["8", "--redis=redis://:hunter%32@h"])).toEqual(["hunter%32", "hunter2"]);
  });
});

/** The CLI's answer to arguments carrying a secret: exit 2, one clean line, no secret. */
async function expectNoLeak(args: string[], secret: string, code = 2) {
  const r = await runCli(args);
  const shown = args.map((a) => a.slice(0, 40)).join(" ");
  expect(r.code, shown).toBe(code);
  expect(leaks(r.stdout + r.stderr, secret), `${shown}: ${r.stderr.slice(0, 300)}`).toBe(false);
  expect(r.stderr).not.toMatch(/internal error|\n\s+at /);
  for (const line of r.stderr.split("\n").filter(Boolean)) expect(line).toMatch(/^permuta: /);
  return r;
}

describe("no secret in any message of the CLI", () => {
  it("bad or unreachable URLs, long, odd and percent-encoded", async () => {
    for (const { url, secret } of secretUrls(1)) {
      const r1 = await expectNoLeak(["queens", "6", "--redis", url], secret);
      expect(r1.stderr).toMatch(/permuta: error: .*(Redis|--redis)/);
      await expectNoLeak(["worker", "--redis", url], secret);
      await expectNoLeak(["cover", "-", "--count", `--redis=${url}`], secret);
    }
  }, 60_000);

  it("a URL given as a stray positional argument is masked", async () => {
    for (const { url, secret } of secretUrls(6379)) {
      const r = await expectNoLeak(["worker", url], secret);
      expect(r.stderr).toMatch(/unexpected argument '.*\*\*\*/);
      await expectNoLeak(["worker", "--redis", "redis://127.0.0.1:1", url], secret);
      await expectNoLeak(["queens", url], secret);
      await expectNoLeak(["queens", "8", url], secret);
      await expectNoLeak(["cover", url], secret);
      await expectNoLeak(["search", url], secret);
      await expectNoLeak(["sudoku", "solve", url], secret);
      await expectNoLeak(["perm", "count", url], secret);
      await expectNoLeak(["perm", "list", "--redis", url], secret); // unknown option
      await expectNoLeak(["perm", "list", `--redis=${url}`], secret);
      await expectNoLeak([url], secret); // unknown command
      await expectNoLeak(["alphametic", url], secret);
    }
  }, 60_000);

  it("--require-secret refuses to run without PERMUTA_REDIS_SECRET, in one line", async () => {
    delete process.env.PERMUTA_REDIS_SECRET;
    for (const args of [
      ["queens", "8", "--redis", "redis://127.0.0.1:1", "--require-secret"],
      ["worker", "--redis", "redis://127.0.0.1:1", "--require-secret"],
    ]) {
      const r = await runCli(args);
      expect(r.code).toBe(2);
      expect(r.stderr).toBe(
        "permuta: error: --require-secret: PERMUTA_REDIS_SECRET is not set (set the same secret on the coordinator and every worker)\n",
      );
    }
  });
});

describe.skipIf(!binary)("no secret in the messages of a live distributed run", () => {
  const password = `${oddPassword(300)}${L300}`;
  let redis: TestRedis;
  let url: string;
  let workers: TestWorker[] = [];
  beforeAll(async () => {
    redis = await startRedis(binary as string, { args: ["--requirepass", password] });
    url = `redis://:${encodeURIComponent(password)}@127.0.0.1:${redis.port}`;
  });
  afterEach(async () => {
    await Promise.all(workers.map((w) => stopChild(w.child)));
    workers = [];
    delete process.env.PERMUTA_REDIS_SECRET;
  });
  afterAll(async () => {
    await redis?.stop();
  });

  it("ready, waiting, timeout, down and stop lines, and the warning without the secret", async () => {
    // nobody serves: the waiting line, then the timeout error
    const alone = await expectNoLeak(["queens", "8", "--redis", url, "--timeout", "3"], password);
    expect(alone.stderr).toMatch(/permuta: waiting for workers on redis:\/\/:\*\*\*@127\.0\.0\.1/);
    expect(alone.stderr).toMatch(/no worker took or finished a unit for 3 s/);
    expect(alone.stderr.match(/forged results cannot be detected/g)).toHaveLength(1);
    // a worker and a run: same answer, the ready line masked, one warning each
    const worker = await startWorker(url);
    workers.push(worker);
    const ok = await expectNoLeak(["queens", "8", "--redis", url], password, 0);
    expect(ok.stdout).toBe("92\n");
    expect(worker.log()).toContain("ready (redis://:***@127.0.0.1");
    expect(worker.log().match(/forged results cannot be detected/g)).toHaveLength(1);
    // a wrong password of the same length: refused, masked
    const wrong = `${L300}${oddPassword(300)}`;
    await expectNoLeak(
      ["queens", "8", "--redis", `redis://:${encodeURIComponent(wrong)}@127.0.0.1:${redis.port}`],
      wrong,
    );
    // Redis goes away under the worker, then the worker stops: nothing after "stopped"
    await redis.stop();
    for (let i = 0; i < 100 && !/unreachable/.test(worker.log()); i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(worker.log()).toMatch(/Redis at redis:\/\/:\*\*\*@127\.0\.0\.1:\d+ unreachable/);
    redis = await startRedis(binary as string, {
      port: redis.port,
      args: ["--requirepass", password],
    });
    for (let i = 0; i < 100 && !/reachable again/.test(worker.log()); i++)
      await new Promise((r) => setTimeout(r, 50));
    await stopChild(worker.child);
    await new Promise((r) => setTimeout(r, 500));
    const log = worker.log();
    expect(leaks(log, password) || leaks(log, encodeURIComponent(password))).toBe(false);
    expect(log.trimEnd().split("\n").at(-1)).toMatch(/^permuta worker: stopped after \d+ unit/);
  }, 60_000);

  it("with PERMUTA_REDIS_SECRET set: no warning, and the secret is never printed", async () => {
    const hmac = "hmac-secret-value-0123456789";
    const env = { ...process.env, PERMUTA_REDIS_SECRET: hmac };
    const worker = await startWorker(url, ["--require-secret"], env);
    workers.push(worker);
    process.env.PERMUTA_REDIS_SECRET = hmac;
    const ok = await expectNoLeak(["queens", "8", "--redis", url, "--require-secret"], password, 0);
    expect(ok.stdout).toBe("92\n");
    expect(ok.stderr).toBe("");
    await stopChild(worker.child);
    expect(worker.log()).not.toMatch(/forged/);
    expect(worker.log()).not.toContain(hmac);
    for (const line of worker.log().split("\n").filter(Boolean))
      expect(line).toMatch(/^permuta worker: /);
  }, 60_000);
});
