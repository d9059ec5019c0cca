/**
 * Ctrl-C everywhere (issue 15): every long command, with stdout a file or /dev/null (where writes
 * never wait, so a loop that only awaited the stream never let the signal handler run), stops
 * within a moment of SIGINT with `permuta: cancelled` and exit code 130, and what it had found is
 * written as whole records. Runs the built CLI (`dist/cli.js`) as a real process.
 */
import { spawn } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { formatDlx } from "../../src/exact-cover/dlx-format.js";
import { pentominoProblem } from "../../src/exact-cover/encoders/pentominoes.js";
import { solveSudoku } from "../../src/sudoku/solve.js";

const dir = mkdtempSync(join(tmpdir(), "permuta-ctrlc-"));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

interface Stopped {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  /** Milliseconds from SIGINT to exit. */
  ms: number;
}

/**
 * Starts `node dist/cli.js ...args` with stdout to a file (or /dev/null), sends SIGINT after
 * `delay` ms, and reports how it ended.
 */
function interrupt(args: string[], delay: number, devNull = false): Promise<Stopped> {
  const outPath = join(dir, `out-${Math.random().toString(36).slice(2)}`);
  const fd = openSync(devNull ? "/dev/null" : outPath, "w");
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["dist/cli.js", ...args], {
      stdio: ["ignore", fd, "pipe"],
    });
    closeSync(fd);
    let stderr = "";
    child.stderr?.on("data", (d) => {
      stderr += d;
    });
    let sent = 0;
    const timer = setTimeout(() => {
      sent = Date.now();
      child.kill("SIGINT");
    }, delay);
    const guard = setTimeout(() => child.kill("SIGKILL"), delay + 20_000);
    child.on("error", reject);
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      clearTimeout(guard);
      const stdout = devNull ? "" : readFileSync(outPath, "utf8");
      resolve({ code, signal, stdout, stderr, ms: sent ? Date.now() - sent : -1 });
    });
  });
}

function expectCancelled(run: Stopped) {
  expect(run.signal, "killed by a signal instead of exiting").toBeNull();
  expect(run.code).toBe(130);
  expect(run.stderr).toBe("permuta: cancelled\n");
  expect(run.ms).toBeGreaterThanOrEqual(0); // it was still running when Ctrl-C came
  // a hang guard, not a speed check: on an idle machine the exit comes about 0.1 s after SIGINT,
  // but a CI machine running other test files at the same time may take seconds
  expect(run.ms).toBeLessThan(15_000);
  if (run.stdout !== "") expect(run.stdout.endsWith("\n")).toBe(true); // whole lines only
}

const letters = "a b c d e f g h i j k l m".split(" ");

describe("Ctrl-C stops every long command with exit 130, keeping what was found", () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("perm list and perm trace of 13 items", async () => {
    for (const devNull of [false, true]) {
      const list = await interrupt(["perm", "list", ...letters], 800, devNull);
      expectCancelled(list);
      const lines = list.stdout.split("\n").filter(Boolean);
      if (!devNull) {
        expect(lines.length).toBeGreaterThan(1000);
        for (const line of lines.slice(-50))
          expect(line.split(" ").sort()).toEqual([...letters].sort());
      }
      const trace = await interrupt(["perm", "trace", ...letters], 800, devNull);
      expectCancelled(trace);
    }
  });

  it("queens --list, and queens counting", async () => {
    const list = await interrupt(["queens", "18", "--list"], 800);
    expectCancelled(list);
    const rows = list.stdout.split("\n").filter(Boolean);
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows.slice(-20)) {
      const cols = row.split(" ").map(Number);
      expect(cols).toHaveLength(18);
      for (let a = 0; a < 18; a++)
        for (let b = a + 1; b < 18; b++) {
          expect(cols[a]).not.toBe(cols[b]);
          expect(Math.abs(cols[a] - cols[b])).not.toBe(b - a);
        }
    }
    expectCancelled(await interrupt(["queens", "18"], 800));
  });

  it("cover listing (file and /dev/null), counting, and --workers 2", async () => {
    // 2^30 covers: each item has two options that cover it alone
    const items = Array.from({ length: 30 }, (_, i) => `x${i}`);
    const path = file(
      "many.dlx",
      `${items.join(" ")}\n${items.map((x) => `${x}\n${x}\n`).join("")}`,
    );
    const listed = await interrupt(["cover", path, "--json"], 800);
    expectCancelled(listed);
    const records = listed.stdout.split("\n").filter(Boolean);
    expect(records.length).toBeGreaterThan(100);
    for (const r of records.slice(-10)) expect(JSON.parse(r).options).toHaveLength(30);
    expectCancelled(await interrupt(["cover", path], 800, true));
    expectCancelled(await interrupt(["cover", path, "--count"], 800));
    expectCancelled(await interrupt(["cover", path, "--workers", "2"], 800));
  });

  it("cover --min-cost (the pentominoes 6x10: seconds of search, no cutoff with K that large)", async () => {
    const path = file("pentominoes.dlx", formatDlx(pentominoProblem(10, 6)));
    expectCancelled(await interrupt(["cover", path, "--min-cost", "1000000"], 800));
  });

  it("sudoku solve and count: a slow grid, and a batch stopped midway keeps its answers", async () => {
    const empty = file("empty.txt", `${".".repeat(81)}\n`);
    expectCancelled(await interrupt(["sudoku", "count", empty, "--limit", "1000000000"], 800));
    expectCancelled(
      await interrupt(["sudoku", "count", empty, "--limit", "1000000000", "--workers", "2"], 800),
    );
    // 40 puzzles, then one that takes for ever to count, then more
    const puzzles = readFileSync("test/data/parallel/magictour_top1465_300.txt", "utf8")
      .split("\n")
      .filter(Boolean)
      .slice(0, 40);
    const batch = file("batch.txt", `${[...puzzles, ".".repeat(81), ...puzzles].join("\n")}\n`);
    const run = await interrupt(["sudoku", "count", batch, "--limit", "1000000000"], 1500);
    expectCancelled(run);
    // the answers of the units done before the slow grid (units grow 1, 2, 4, ... lines while
    // they are quick; the unit holding the slow grid is lost): whole records, each right
    const answers = run.stdout.split("\n").filter(Boolean);
    expect(answers.length).toBeGreaterThanOrEqual(7);
    expect(answers).toEqual(puzzles.slice(0, answers.length).map(() => "1"));
    const solved = await interrupt(["sudoku", "solve", batch], 1500);
    // solving is quick: it finishes before the Ctrl-C; its answers are the solutions
    expect(solved.code).toBe(0);
    expect(solved.stdout.split("\n").slice(0, 3)).toEqual(
      puzzles.slice(0, 3).map((p) => solveSudoku(p)),
    );
  });

  it("alphametic --file: the answers before a slow puzzle are written", async () => {
    const fast = readFileSync("test/data/alphametics/cryptarithms-barker.db.txt", "utf8")
      .split("\n")
      .filter(Boolean)
      .slice(0, 10);
    const path = file("alpha.txt", `${[...fast, "ABCDE * FGHIJ = FGHIJ * ABCDE"].join("\n")}\n`);
    const run = await interrupt(["alphametic", "--file", path], 1500);
    expectCancelled(run);
    expect(run.stdout.split("\n").filter(Boolean).length).toBeGreaterThanOrEqual(5);
  });

  it("one alphametic on the command line: solve, --compare and --explain (issue 39)", async () => {
    const slow = "ABCDE * FGHIJ = FGHIJ * ABCDE";
    expectCancelled(await interrupt(["alphametic", slow], 800));
    expectCancelled(await interrupt(["alphametic", slow, "--compare"], 800));
    expectCancelled(await interrupt(["alphametic", slow, "--explain", "--json"], 800));
  });

  it("sudoku explain and rate on a hard 16x16 grid, and explain of a file (issue 39)", async () => {
    // explain takes about 7 s on this grid, rate about as long: the logic runs on a pool thread
    const grid =
      "......A.DB..F....6..8..B.EA..5.37..G...2.8.F.....B.2...3..79.C.4B8C..4..F3..1..E...9..5.2....G..3D.....GE......9E.A1..6.4D....B2.E5.4..8.G...3.B61....G7...82......D.B9.............6.3..F1....59...2.7....4D.58.3.C..E....7..1.57B....A....G.2.8...GD.F.2...E..";
    expectCancelled(await interrupt(["sudoku", "explain", grid], 1500));
    const path = file("hard16.txt", `${grid}\n${grid}\n`);
    expectCancelled(await interrupt(["sudoku", "explain", path, "--json"], 1500));
    expectCancelled(await interrupt(["sudoku", "rate", path], 1500));
  });

  it("search, compiled and interpreted, and sudoku generate", async () => {
    const endless = file(
      "endless.search",
      "Values 0..999999\nChoose a\nChoose b\nChoose c\nRestrict a > 2000000\nPrint a\n",
    );
    expectCancelled(await interrupt(["search", endless], 800));
    expectCancelled(await interrupt(["search", endless, "--interpret"], 800));
    expectCancelled(await interrupt(["search", endless, "--workers", "2"], 800));
    const alphametics = await interrupt(["alphametic", "generate", "--count", "1000000"], 1500);
    expectCancelled(alphametics);
    for (const line of alphametics.stdout.split("\n").filter(Boolean).slice(-3))
      expect(line).toMatch(/^[A-Z]+ \+ [A-Z]+ = [A-Z]+$/);
    const generated = await interrupt(["sudoku", "generate", "--count", "1000000"], 800);
    expectCancelled(generated);
    for (const line of generated.stdout.split("\n").filter(Boolean).slice(-5))
      expect(solveSudoku(line)).not.toBeNull();
  });
}, 120_000);
