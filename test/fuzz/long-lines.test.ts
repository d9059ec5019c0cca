/**
 * The fuzz suite's long-line oracle (issue 40): batch files mixing good puzzles, bad lines,
 * blank and comment lines and lines over the reader's 1 MiB limit (just over it, or several
 * MiB), fed to every batch command with and without workers. Oracle: one record per puzzle line
 * in its place, an error record naming the limit exactly where a long line was, the good lines
 * answered as they are alone, exit code 2 and the contract's summary naming the first bad line.
 * Runs per family: `FUZZ_RUNS` (see fuzz.ts; a handful by default, each file is megabytes).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_LINE_LENGTH } from "../../src/core/batch.js";
import { runCli } from "../helpers/cli.js";
import { params, RUNS, TIMEOUT } from "./fuzz.js";

const RUNS_HERE = process.env.FUZZ_RUNS ? Math.max(1, Math.floor(RUNS / 100)) : 4;

type Entry = { kind: "good" | "bad" | "skip" | "long"; text: string };

/** A batch file's entries: puzzles of the command's kind, bad ones, skipped ones, long ones. */
function entries(good: string[], bad: string[]): fc.Arbitrary<Entry[]> {
  const long = fc
    .integer({ min: 1, max: 3 * MAX_LINE_LENGTH })
    .chain((extra) =>
      fc.constantFrom("A", "1", " ", "+", "é").map((c) => c.repeat(MAX_LINE_LENGTH + extra)),
    );
  const entry = fc.oneof(
    fc.constantFrom(...good).map((text): Entry => ({ kind: "good", text })),
    fc.constantFrom(...bad).map((text): Entry => ({ kind: "bad", text })),
    fc.constantFrom("", "# note", "   ").map((text): Entry => ({ kind: "skip", text })),
    long.map((text): Entry => ({ kind: "long", text })),
  );
  return fc
    .array(entry, { minLength: 1, maxLength: 8 })
    .filter((list) => list.some((e) => e.kind === "long"));
}

/** Checks one run's records against the entries. */
function check(
  list: Entry[],
  stdout: string,
  stderr: string,
  code: number,
  alone: Map<string, string>,
) {
  const records = stdout.split("\n").slice(0, -1);
  const puzzles = list.map((e, i) => ({ ...e, line: i + 1 })).filter((e) => e.kind !== "skip");
  expect(records.length).toBe(puzzles.length);
  puzzles.forEach((e, k) => {
    if (e.kind === "long")
      expect(records[k]).toContain(
        `line ${e.line}: the line has ${e.text.length} characters, more than the limit of ${MAX_LINE_LENGTH} (1 MiB)`,
      );
    else if (e.kind === "good") expect(records[k]).toBe(alone.get(e.text));
    else expect(records[k]).toMatch(new RegExp(`line ${e.line}`));
  });
  expect(code).toBe(2);
  const bad = puzzles.filter((e) => e.kind !== "good");
  expect(stderr).toMatch(
    new RegExp(
      `^permuta: error: ${bad.length} of ${puzzles.length} lines could not be read \\(first: line ${bad[0].line}[,:] `,
    ),
  );
}

const GRIDS = [
  "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
  "52...6.........7.13...........4..8..6......5...........418.........3..2...87.....",
];

const families: { name: string; args: string[]; good: string[]; bad: string[] }[] = [
  {
    name: "alphametic --file",
    args: ["alphametic", "--file", "-"],
    // one solution each: one text line per puzzle
    good: ["SEND + MORE = MONEY", "TO + GO = OUT", "A + B = CA"],
    bad: ["A +", "SEND + MORE = MONEY)"],
  },
  {
    name: "alphametic --file --json --workers 2",
    args: ["alphametic", "--file", "-", "--json", "--workers", "2"],
    good: ["SEND + MORE = MONEY", "A + A = B"],
    bad: ["A + (", "1 + = 2"],
  },
  {
    name: "sudoku solve",
    args: ["sudoku", "solve", "-"],
    good: GRIDS,
    bad: ["12", "x".repeat(81)],
  },
  {
    name: "sudoku count --workers 2",
    args: ["sudoku", "count", "-", "--workers", "2"],
    good: GRIDS,
    bad: ["1".repeat(81)],
  },
];

describe("fuzz: a line over the limit is one error record, every other line answered", () => {
  for (const f of families)
    it(f.name, { timeout: TIMEOUT }, async () => {
      // each good line's record when it is alone
      const alone = new Map<string, string>();
      for (const g of f.good) alone.set(g, (await runCli(f.args, `${g}\n`)).stdout.trimEnd());
      await fc.assert(
        fc.asyncProperty(entries(f.good, f.bad), async (list) => {
          const input = `${list.map((e) => e.text).join("\n")}\n`;
          const r = await runCli(f.args, input);
          check(list, r.stdout, r.stderr, r.code, alone);
        }),
        params(RUNS_HERE),
      );
    });
});
