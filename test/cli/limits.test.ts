/**
 * Limits and exit codes (issue 40): output that is too large for one array, lines over the
 * reader's limit in every batch command, and the named limits of the whole-text readers. Each
 * limit is checked by its message (it names the limit) and exit code 2, never 1.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { MAX_LINE_LENGTH } from "../../src/core/batch.js";
import { runCli } from "../helpers/cli.js";

const SEND = "SEND + MORE = MONEY";
const GRID = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
const LONG = "A".repeat(MAX_LINE_LENGTH + 10);
const TOO_LONG = `line 2: the line has ${MAX_LINE_LENGTH + 10} characters, more than the limit of ${MAX_LINE_LENGTH} (1 MiB)`;

/** ONE + TWO != THREE with leading zeros, by brute force: every injective digit assignment. */
function bruteOneTwoThree(): number {
  const letters = "ONETWHR";
  const digit = new Map<string, number>();
  const used = new Array(10).fill(false);
  const value = (w: string) => [...w].reduce((v, c) => v * 10 + (digit.get(c) as number), 0);
  let count = 0;
  const walk = (i: number) => {
    if (i === letters.length) {
      if (value("ONE") + value("TWO") !== value("THREE")) count++;
      return;
    }
    for (let d = 0; d < 10; d++) {
      if (used[d]) continue;
      used[d] = true;
      digit.set(letters[i], d);
      walk(i + 1);
      used[d] = false;
    }
  };
  walk(0);
  return count;
}

describe("a puzzle with hundreds of thousands of solutions in a batch", () => {
  it("prints every one (no stack overflow), the same lines as the single puzzle", {
    timeout: 120_000,
  }, async () => {
    const batch = await runCli(
      ["alphametic", "--file", "-", "--leading-zeros"],
      "ONE + TWO != THREE\n",
    );
    expect(batch.stderr).toBe("");
    expect(batch.code).toBe(0);
    const lines = batch.stdout.trimEnd().split("\n");
    expect(lines.length).toBe(bruteOneTwoThree());
    const single = await runCli(["alphametic", "ONE + TWO != THREE", "--leading-zeros"]);
    expect(single.stdout).toBe(batch.stdout);
    // each line is a true statement of the puzzle with digits substituted
    for (const line of [lines[0], lines[lines.length - 1], lines[123_456]]) {
      const m = /^(\d+) \+ (\d+) != (\d+)$/.exec(line) as RegExpExecArray;
      expect(Number(m[1]) + Number(m[2])).not.toBe(Number(m[3]));
    }
  });

  it("streams on workers too, byte for byte", { timeout: 120_000 }, async () => {
    const input = "ONE + TWO != THREE\nSEND + MORE = MONEY\n";
    const one = await runCli(["alphametic", "--file", "-", "--leading-zeros"], input);
    const two = await runCli(
      ["alphametic", "--file", "-", "--leading-zeros", "--workers", "2"],
      input,
    );
    expect(two.code).toBe(0);
    expect(two.stdout).toBe(one.stdout);
  });
});

describe("a batch line over the 1 MiB limit is one error record, the rest answered", () => {
  const input = `${SEND}\n${LONG}\n${SEND}\n`;

  for (const extra of [[], ["--workers", "2"]])
    it(`alphametic --file ${extra.join(" ")}`, { timeout: 60_000 }, async () => {
      const text = await runCli(["alphametic", "--file", "-", ...extra], input);
      expect(text.code).toBe(2);
      expect(text.stdout).toBe(`9567 + 1085 = 10652\nerror: ${TOO_LONG}\n9567 + 1085 = 10652\n`);
      expect(text.stderr).toBe(
        `permuta: error: 1 of 3 lines could not be read (first: ${TOO_LONG})\n`,
      );
      const json = await runCli(["alphametic", "--file", "-", "--json", ...extra], input);
      const records = json.stdout
        .trimEnd()
        .split("\n")
        .map((l) => JSON.parse(l));
      expect(records.length).toBe(3);
      expect(records[1].error).toBe(TOO_LONG);
      expect(records[1].puzzle.length).toBeLessThan(100);
      expect(records[2].solutions).toEqual([{ S: 9, E: 5, N: 6, D: 7, M: 1, O: 0, R: 8, Y: 2 }]);
    });

  const sudoku = `${GRID}\n${"1".repeat(MAX_LINE_LENGTH + 10)}\n${GRID}\n`;
  for (const args of [
    ["solve"],
    ["count"],
    ["solve", "--workers", "2"],
    ["count", "--json", "--workers", "2"],
    ["rate"],
    ["explain"],
  ])
    it(`sudoku ${args.join(" ")}`, { timeout: 60_000 }, async () => {
      const r = await runCli(["sudoku", ...args, "-"], sudoku);
      expect(r.code).toBe(2);
      const errors = r.stdout.split("\n").filter((l) => l.includes("more than the limit"));
      expect(errors.length).toBe(1);
      expect(errors[0]).toContain(TOO_LONG);
      if (args[0] !== "explain") expect(r.stdout.trimEnd().split("\n").length).toBe(3);
    });

  it("a long line does not join a grid in the usual layout", async () => {
    const rows = ["4 . . | . . . | 8 . 5"];
    const r = await runCli(
      ["sudoku", "solve", "-"],
      `${rows[0]}\n${"1".repeat(MAX_LINE_LENGTH + 1)}\n`,
    );
    expect(r.code).toBe(2);
    expect(r.stdout.trimEnd().split("\n").length).toBe(2);
  });
});

describe("whole-text inputs name their limits", () => {
  it("a word list line over 1 MiB", async () => {
    const r = await runCli(
      ["alphametic", "generate", "--words", "-"],
      `SEND\n${"A".repeat(MAX_LINE_LENGTH + 1)}\n`,
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `permuta: error: line 2: the line has ${MAX_LINE_LENGTH + 1} characters, more than the limit of ${MAX_LINE_LENGTH} (1 MiB)\n`,
    );
  });
});

describe("search programs: statements and size are limited by name", () => {
  it("refuses a program of more than 200,000 statements at the first one past the limit", async () => {
    const { MAX_STATEMENTS } = await import("../../src/search/parser.js");
    const text = `Values 0..9\n${"Compute x = 1\n".repeat(MAX_STATEMENTS)}`;
    const r = await runCli(["search", "-"], text);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `permuta: error: line ${MAX_STATEMENTS + 1}: the program has more than ${MAX_STATEMENTS} statements, the limit (each costs memory to check and compile)\n`,
    );
  }, 60_000);

  it("refuses a program text over 16 MiB, and a tree of too many statements", async () => {
    const r = await runCli(["search", "-"], `Values 0..9\n${"#".repeat(1 << 24)}\n`);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /the program is longer than the limit of 16777216 characters \(16 MiB\)|more than the limit of 16777216 \(16 MiB\)/,
    );
    const { validateProgram } = await import("../../src/search/validate.js");
    const statements = Array.from({ length: 200_001 }, () => ({ kind: "restrict" }));
    expect(() => validateProgram({ statements })).toThrow(/more than 200000 statements, the limit/);
  }, 60_000);
});

describe("exact cover: sizes are checked before anything is allocated", () => {
  it("a problem line over 4 MiB is refused by name, exit 2 (read line by line, never held)", async () => {
    const r = await runCli(["cover", "-", "--count"], `a b\n${"a ".repeat(3_000_000)}\n`);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      "permuta: error: line 2: the line has 6000000 characters, more than the limit of 4194304 (4 MiB)\n",
    );
  });

  it("bounds of a million on 400 items are counted, not an internal error", async () => {
    const items = Array.from({ length: 400 }, (_, i) => `1000000|i${i}`).join(" ");
    const options = Array.from({ length: 400 }, (_, i) => `i${i}`).join("\n");
    const r = await runCli(["cover", "-", "--count"], `${items}\n${options}\n`);
    expect(r.stderr).toBe("");
    // each item must be covered a million times and has one option: no solution
    expect(r.stdout).toBe("0\n");
    // bounds 2 on two items with two options each covering both: the one solution takes both
    const two = await runCli(["cover", "-", "--count"], "2|a 2|b\na b\na b\n");
    expect(two.stdout).toBe("1\n");
  });

  it("more nodes than the reader's limit are refused by name, at the line that passes it", async () => {
    const { DlxReader, MAX_DLX_NODES } = await import("../../src/exact-cover/dlx-format.js");
    expect(MAX_DLX_NODES).toBe(1 << 24);
    const reader = new DlxReader({ maxNodes: 5 });
    reader.push("a b c", 1);
    reader.push("a b", 2);
    reader.push("b c", 3);
    expect(() => reader.push("a b", 4)).toThrow(
      "line 4: exact cover problem too large: more than 5 item occurrences in the options, the limit",
    );
  });
});

describe("alphametic generate gives up in seconds, by name, exit 2", () => {
  it("refuses one addend at once", async () => {
    const r = await runCli(["alphametic", "generate", "--addends", "1"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^permuta: error: --addends must be at least 2: a sum of one word/);
    const range = await runCli(["alphametic", "generate", "--addends", "1-3"]);
    expect(range.code).toBe(2);
  });

  it("50 addends: no draw fits in ten letters, said without searching for a minute", async () => {
    const start = performance.now();
    const r = await runCli(["alphametic", "generate", "--addends", "50", "--seed", "1"]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toBe(
      "permuta: error: no puzzle with exactly one solution turned up from these words (50 addends, base 10): try fewer addends or more words\n",
    );
    expect(performance.now() - start).toBeLessThan(30_000);
  }, 60_000);

  it("a word list with fewer puzzles than --count: those made, then exit 2 saying so", async () => {
    // two words: ON + ON = NO has none; NO + NO = ON has none; the list can give no puzzle,
    // and a list whose sums fit gives what it has
    const r = await runCli(["alphametic", "generate", "--words", "-", "--count", "3"], "AB\nCD\n");
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /^permuta: error: (no puzzle with exactly one solution|only \d of 3 puzzles|no new puzzle) turned up/,
    );
  }, 60_000);

  it("the time limit: no new puzzle for --time-limit seconds stops the run with the limit named", async () => {
    const r = await runCli([
      "alphametic",
      "generate",
      "--addends",
      "7",
      "--seed",
      "2",
      "--count",
      "1000",
      "--time-limit",
      "1",
    ]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /^permuta: error: (no new puzzle turned up for the time limit of 1 s \(7 addends, base 10; \d+ of 1000 made\)|no puzzle with exactly one solution turned up|only \d+ of 1000 puzzles)/,
    );
  }, 60_000);

  it("doubly-true sums come in the seeded order, the first at once; given twice is the same run", async () => {
    const args = ["alphametic", "generate", "--doubly-true", "--count", "2", "--seed", "1"];
    const once = await runCli(args);
    const twice = await runCli([...args, "--doubly-true"]);
    expect(once.code).toBe(0);
    expect(twice.stdout).toBe(once.stdout);
    const lines = once.stdout.trimEnd().split("\n");
    expect(lines).toHaveLength(2);
    // each is true in words and in numbers: the solver finds exactly one solution
    const { solveAlphametic } = await import("../../src/alphametics/solver.js");
    for (const line of lines) expect(solveAlphametic(line, { limit: 2 }).solutions).toHaveLength(1);
  }, 120_000);
});

describe("without WebAssembly (node --jitless): a JavaScript path, or exit 2 in one line", () => {
  const jitless = (args: string[], input = "") => {
    const r = spawnSync(process.execPath, ["--jitless", "dist/cli.js", ...args], {
      input,
      encoding: "utf8",
      timeout: 60_000,
    });
    // V8's own warning about the flag is not ours; every other stderr line is
    const stderr = r.stderr
      .split("\n")
      .filter((l) => l !== "" && !l.startsWith("Warning: disabling flag --expose_wasm"));
    return { code: r.status, stdout: r.stdout, stderr };
  };

  it("alphametics answer through the column method", () => {
    const r = jitless(["alphametic", SEND]);
    expect(r).toEqual({ code: 0, stdout: "9567 + 1085 = 10652\n", stderr: [] });
    const json = jitless(["alphametic", "--file", "-", "--json"], `${SEND}\nA + A = B\n`);
    expect(json.code).toBe(0);
    expect(json.stdout.trimEnd().split("\n")).toHaveLength(2);
    const weights = jitless(["alphametic", SEND, "--method", "weights"]);
    expect(weights.code).toBe(2);
    expect(weights.stderr).toEqual([
      "permuta: error: this JavaScript runtime has no WebAssembly (node --jitless?), which --method weights needs: use --method columns",
    ]);
  }, 120_000);

  it("sudoku count and solve answer through fast9, exactly as the SIMD kernel does with it", () => {
    const read = (f: string) => readFileSync(`test/data/sudoku/${f}`, "utf8").trim().split("\n");
    const input = `${[
      ...read("forum_hardest_1905_11plus.sample200.txt").slice(0, 20),
      ...read("serg_benchmark_multisolution.sample200.txt").slice(0, 20),
      `11${".".repeat(79)}`,
    ].join("\n")}\n`;
    for (const args of [
      ["sudoku", "count", "-", "--json", "--limit", "10"],
      ["sudoku", "solve", "-"],
    ]) {
      const plain = spawnSync(process.execPath, ["dist/cli.js", ...args], {
        input,
        encoding: "utf8",
      });
      const r = jitless(args, input);
      expect(r.stdout.trimEnd().split("\n")).toHaveLength(41);
      // the answers are the same; the search statistics (nodes, guesses) are each engine's own
      // (the SIMD engine hands hard puzzles to its band-triad kernel)
      const answers = (out: string) => out.replace(/,"nodes":\d+,"guesses":\d+/g, "");
      expect(answers(r.stdout)).toBe(answers(plain.stdout));
      if (args[1] === "count") expect(r.stdout).toMatch(/"nodes":\d+,"guesses":\d+/);
      expect(r.code).toBe(plain.status);
    }
  }, 120_000);

  it("exact cover exits 2 with one line, no stack trace", () => {
    const r = jitless(["cover", "-", "--count"], "a b\na\nb\n");
    expect(r.code).toBe(2);
    expect(r.stderr).toEqual([
      "permuta: error: this JavaScript runtime has no WebAssembly (node --jitless?), which this command's engine needs",
    ]);
  }, 60_000);
});
