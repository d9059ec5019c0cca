/**
 * The local pool (worker threads loading dist/): exact counts, output identical to one worker
 * for every command, and a clean stop on abort.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { formatDlx } from "../../src/exact-cover/dlx-format.js";
import { langfordProblem } from "../../src/exact-cover/encoders/langford.js";
import { pentominoProblem } from "../../src/exact-cover/encoders/pentominoes.js";
import { queensProblem } from "../../src/exact-cover/encoders/queens.js";
import { allExactCovers } from "../../src/exact-cover/solve.js";
import { countExactCoversParallel, exactCoversParallel } from "../../src/parallel/cover.js";
import { threadExecArgv } from "../../src/parallel/pool.js";
import { countQueensParallel } from "../../src/parallel/queens.js";
import { runCli } from "../helpers/cli.js";

const dir = mkdtempSync(join(tmpdir(), "permuta-pool-"));
const dlx = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
const sudokuFile = "test/data/parallel/magictour_top1465_300.txt";
const alphameticFile = "test/data/alphametics/cryptarithms-barker.db.txt";

describe("local pool (--workers)", () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("counts queens n = 12 and 13 (OEIS A000170) and the 6x10 pentominoes exactly", async () => {
    expect((await runCli(["queens", "12", "--workers", "2"])).stdout).toBe("14200\n");
    expect((await runCli(["queens", "13", "--workers", "2"])).stdout).toBe("73712\n");
    expect(await countQueensParallel(10, { workers: 3 })).toBe(724);
    // 2339 = the 6x10 packings up to symmetry (Haselgrove 1960)
    const pentominoes = pentominoProblem(10, 6, { reduceSymmetry: true });
    expect(await countExactCoversParallel(pentominoes, { workers: 2 })).toBe(2339);
    expect(await countExactCoversParallel(queensProblem(12), { workers: 2 })).toBe(14200);
  });

  it("prints exactly what one worker prints, for every command", async () => {
    const queens6 = dlx("queens6.dlx", formatDlx(queensProblem(6)));
    const langford = dlx("langford7.dlx", formatDlx(langfordProblem(7)));
    const runs = [
      ["queens", "1"],
      ["queens", "9"],
      ["queens", "6", "--list"],
      ["cover", queens6],
      ["cover", queens6, "--json"],
      ["cover", langford, "--limit", "7"],
      ["cover", langford, "--count", "--json"],
      ["search", "examples/7ab-cd.search", "--profile"],
      ["sudoku", "solve", sudokuFile],
      ["sudoku", "count", sudokuFile, "--json", "--limit", "5"],
      ["alphametic", "--file", alphameticFile],
      ["alphametic", "--file", alphameticFile, "--json", "--limit", "2"],
    ];
    for (const args of runs) {
      const one = await runCli(args);
      for (const workers of ["2", "3"]) {
        expect(await runCli([...args, "--workers", workers]), args.join(" ")).toEqual(one);
      }
    }
  });

  it("takes --workers auto (every core)", async () => {
    expect(await runCli(["queens", "10", "--workers", "auto"])).toEqual(
      await runCli(["queens", "10"]),
    );
    expect((await runCli(["queens", "10", "--workers", "none"])).code).toBe(2);
  });

  it("gives a bad line its own record and exit 2, as one worker does", async () => {
    const file = dlx("mixed.txt", `bad\n${"1".repeat(81)}\n\n# comment\n`);
    const one = await runCli(["sudoku", "solve", file]);
    expect(one.code).toBe(2);
    expect(await runCli(["sudoku", "solve", file, "--workers", "2"])).toEqual(one);
    const puzzles = dlx("mixed-alphametics.txt", "SEND + MORE = MONEY\nA + = B\n\nAB + BA = CC\n");
    const alone = await runCli(["alphametic", "--file", puzzles]);
    expect(alone.code).toBe(2);
    expect(await runCli(["alphametic", "--file", puzzles, "--workers", "2"])).toEqual(alone);
  });

  it("streams exact cover solutions in the single run's order, and stops when left", async () => {
    const problem = langfordProblem(8);
    const all: number[][] = [];
    for await (const s of exactCoversParallel(problem, { workers: 2 })) all.push(s);
    expect(all).toEqual(allExactCovers(problem));
    const some: number[][] = [];
    for await (const s of exactCoversParallel(problem, { workers: 2 })) {
      some.push(s);
      if (some.length === 3) break;
    }
    expect(some).toEqual(all.slice(0, 3));
    const limited: number[][] = [];
    for await (const s of exactCoversParallel(problem, { workers: 2, limit: 5 })) limited.push(s);
    expect(limited).toEqual(all.slice(0, 5));
  });

  it("stops cleanly when aborted", async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 200);
    await expect(
      countQueensParallel(16, { workers: 2, signal: controller.signal }),
    ).rejects.toThrow(/cancelled/);
  });
});

describe("threadExecArgv", () => {
  it("drops tsx's hooks and keeps every other option", () => {
    const tsx = "/w/node_modules/tsx/dist";
    expect(
      threadExecArgv([
        "--require",
        `${tsx}/preflight.cjs`,
        "--import",
        `file://${tsx}/loader.mjs`,
        `--import=file://${tsx}/loader.mjs`,
        "--max-old-space-size=4096",
        "--import",
        "./telemetry.mjs",
        "--require",
      ]),
    ).toEqual(["--max-old-space-size=4096", "--import", "./telemetry.mjs", "--require"]);
  });
});
