/**
 * The local pool streams what units find (issue 14, defects 7 and 8): units hand their printed
 * lines and exact covers back in chunks with back-pressure, so a `--workers` run with millions of
 * solutions keeps its memory bounded, prints exactly what one worker prints, stops when its
 * reader closes stdout, and stops at once on abort; a unit past its time limit is stopped.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { isInputError } from "../../src/core/errors.js";
import { createUnitPool, startPoolUnit } from "../../src/parallel/pool.js";
import { runSearchParallel } from "../../src/parallel/search.js";
import { runCli } from "../helpers/cli.js";

const dir = mkdtempSync(join(tmpdir(), "permuta-streaming-"));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

/** 12 * 11 * ... * 6 = 3,991,680 lines of output. */
const manyLines = `Values 0..11
Choose a
Choose b
Choose c
Choose d
Choose e
Choose f
Choose g
Print a b c d e f g
`;

/** 2^20 = 1,048,576 exact covers: each item has two options that cover it alone. */
const manyCovers = `${Array.from({ length: 20 }, (_, i) => `x${i}`).join(" ")}\n${Array.from(
  { length: 20 },
  (_, i) => `x${i}\nx${i}\n`,
).join("")}`;

interface Run {
  code: number | null;
  lines: number;
  first: string[];
  stderr: string;
  ms: number;
}

/** Runs the built CLI; with `keep`, reads that many lines and then closes its stdout. */
function runNode(args: string[], node: string[] = [], keep?: number): Promise<Run> {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [...node, "dist/cli.js", ...args], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let lines = 0;
    let rest = "";
    const first: string[] = [];
    let stderr = "";
    child.stderr.on("data", (d) => {
      stderr += d;
    });
    child.stdout.on("data", (d: Buffer) => {
      const text = rest + d.toString();
      const parts = text.split("\n");
      rest = parts.pop() ?? "";
      for (const line of parts) {
        if (first.length < 3) first.push(line);
        lines++;
      }
      if (keep !== undefined && lines >= keep) child.stdout.destroy();
    });
    child.on("close", (code) => resolve({ code, lines, first, stderr, ms: Date.now() - started }));
  });
}

describe("streaming units on the local pool", () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("prints what one worker prints, whatever the program prints where", async () => {
    const programs = [
      // leading Prints, Prints between Chooses, a Let, a Restrict, no solution at all
      'Print "start"\nValues 1..5\nChoose a\nPrint "a=" a\nChoose b\nRestrict a < b\nPrint a b\n',
      'Print "one"\nPrint "two"\nValues 0..3\nChoose x\nChoose y\nLet z = x + y\nPrint x y z\nPrint "after"\n',
      "Values 1..4\nChoose a\nRestrict a > 9\nPrint a\n",
      "Values 1..9\nChoose a\nChoose b\nChoose c\nRestrict a * b == c\nPrint a b c\n",
      // more values than parts: each part takes a range of the first Choose's values
      'Print "from"\nValues 0..2999\nChoose a\nRestrict a % 250 == 7\nPrint a\n',
    ];
    for (const [k, text] of programs.entries()) {
      const path = file(`p${k}.search`, text);
      for (const extra of [[], ["--profile"], ["--json"], ["--interpret", "--profile"]]) {
        const one = await runCli(["search", path, ...extra]);
        const two = await runCli(["search", path, ...extra, "--workers", "2"]);
        expect(two, `${text} ${extra.join(" ")}`).toEqual(one);
      }
    }
  });

  it("keeps memory bounded: millions of lines through a 64 MB heap", async () => {
    // the coordinator's heap flag also limits the threads' heaps (see pool.ts); holding every
    // line, as runs did before the units streamed, needs several hundred megabytes
    const search = await runNode(
      ["search", file("many.search", manyLines), "--workers", "2"],
      ["--max-old-space-size=64"],
    );
    expect(search.stderr).toBe("");
    expect(search.code).toBe(0);
    expect(search.lines).toBe(3_991_680);
    expect(search.first).toEqual(["0123456", "0123457", "0123458"]);
    const cover = await runNode(
      ["cover", file("many.dlx", manyCovers), "--workers", "2", "--json"],
      ["--max-old-space-size=64"],
    );
    expect(cover.stderr).toBe("");
    expect(cover.code).toBe(0);
    expect(cover.lines).toBe(1 << 20);
  }, 180_000);

  it("stops when the reader closes stdout", async () => {
    const search = await runNode(
      ["search", file("many.search", manyLines), "--workers", "2"],
      [],
      3,
    );
    expect(search.code).toBe(0);
    expect(search.stderr).toBe("");
    expect(search.ms).toBeLessThan(20_000); // a hang guard: the whole run takes far longer
    const cover = await runNode(["cover", file("many.dlx", manyCovers), "--workers", "2"], [], 3);
    expect(cover.code).toBe(0);
    expect(cover.stderr).toBe("");
  }, 60_000);

  it("stops at once on abort, threads waiting for credit included", async () => {
    const controller = new AbortController();
    let seen = 0;
    const run = runSearchParallel(manyLines, {
      workers: 2,
      signal: controller.signal,
      collect: false,
      onSolution: async () => {
        if (++seen === 10_000) {
          controller.abort();
          await new Promise((resolve) => setTimeout(resolve, 200)); // the threads fill up
        }
      },
    });
    await expect(run).rejects.toThrow(/cancel/i);
    expect(seen).toBeLessThan(200_000);
  }, 30_000);

  it("stops a unit past its time limit, and the pool goes on", async () => {
    const pool = createUnitPool(1);
    try {
      const endless = {
        engine: "search",
        payload: {
          program:
            "Values 0..999999\nChoose a\nChoose b\nChoose c\nRestrict a > 2000000\nPrint a\n",
          from: 0,
          to: 1,
        },
      };
      const error = await startPoolUnit(pool, endless, { timeoutMs: 500, label: "unit 0" })
        .result.then(() => undefined)
        .catch((e: unknown) => e);
      expect(isInputError(error)).toBe(true);
      expect((error as Error).message).toMatch(
        /unit 0 ran longer than the unit time limit of 0.5 s/,
      );
      const good = { engine: "queens", payload: { n: 8, columns: [0, 4] } };
      expect(await startPoolUnit(pool, good, { timeoutMs: 10_000 }).result).toBe(8);
    } finally {
      await pool.destroy();
    }
  }, 30_000);
});
