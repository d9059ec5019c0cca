/**
 * The fuzz suite's record oracle (issue 39): on mutated batch files, every batch command answers
 * with exactly one record per puzzle line, in its place. A file is lines of mutated puzzles, junk,
 * blanks and comments, and grids in the usual and boxed layouts standing between blank lines; the
 * expected records come from a model of the contract's rule written here on its own (a block
 * between blank or # lines is one grid only when it is, as a whole, N rows of N cells). All files
 * go, apart by blank lines, into one input per command run in-process (test/helpers/cli.ts), so
 * the normal run stays quick; `npm run fuzz` (FUZZ_RUNS=10000) checks 10,000 files.
 */
import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { runCli, splitRecords } from "../helpers/cli.js";
import { mutated, oddChar, RUNS, TIMEOUT } from "./fuzz.js";

/** Files per run: 10,000 with `npm run fuzz`, a few hundred otherwise. */
const FILES = process.env.FUZZ_RUNS ? Math.max(10_000, RUNS) : 300;
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));

const sudokus = readFileSync("test/data/sudoku/norvig_top95.txt", "utf8")
  .split("\n")
  .filter(Boolean)
  .slice(0, 12);
const alphametics = [
  "SEND + MORE = MONEY",
  "TO + GO = OUT",
  "AB + AB = AB",
  "A + A = B",
  "ABC * D = EFGH",
];

/** A grid in the usual layout, or boxed (`+-------+` borders, `_` blanks). */
function layout(line: string, boxed: boolean): string {
  const rows = line.match(/.{9}/g) as string[];
  const row = (r: string) =>
    [r.slice(0, 3), r.slice(3, 6), r.slice(6)].map((b) => [...b].join(" "));
  if (!boxed)
    return rows
      .map(
        (r, i) => `${i % 3 === 0 && i > 0 ? "------+-------+------\n" : ""}${row(r).join(" | ")}`,
      )
      .join("\n");
  const border = "+-------+-------+-------+";
  return [
    border,
    ...rows.map(
      (r, i) => `| ${row(r.replaceAll(".", "_")).join(" | ")} |${i % 3 === 2 ? `\n${border}` : ""}`,
    ),
  ].join("\n");
}

const junk = fc.oneof(
  fc.constantFrom("1 2 3", "\t", " x ", "}", "{", "日本語", "+--+", "| 1 |", "-", "_"),
  oddChar,
  fc.string({ maxLength: 6 }),
);
/** One piece of a file: a line (maybe several, when a mutation put a newline in), or a grid. */
const piece = (seeds: string[], grids: boolean) =>
  fc.oneof(
    { weight: 6, arbitrary: mutated(seeds, junk).map((text) => ({ text, grid: false })) },
    { weight: 2, arbitrary: fc.constantFrom(...seeds).map((text) => ({ text, grid: false })) },
    { weight: 2, arbitrary: junk.map((text) => ({ text, grid: false })) },
    {
      weight: 1,
      arbitrary: fc.constantFrom("", "# note", "  ", "#").map((text) => ({ text, grid: false })),
    },
    ...(grids
      ? [
          {
            weight: 1,
            arbitrary: fc
              .tuple(fc.constantFrom(...seeds), fc.boolean())
              .map(([s, boxed]) => ({ text: `\n${layout(s, boxed)}\n`, grid: true })),
          },
        ]
      : []),
  );
const files = (seeds: string[], grids: boolean) =>
  fc.sample(
    fc
      .array(piece(seeds, grids), { minLength: 1, maxLength: 8 })
      .map((pieces) => pieces.map((p) => p.text).join("\n")),
    { numRuns: FILES, seed: SEED },
  );

const SIDES = new Set([4, 6, 8, 9, 12, 16, 25]);

/** The model: records of a file's text (lines end at \n; a \r before it is dropped). */
function expectedRecords(text: string, grids: boolean): number {
  const lines = text.split("\n").map((l) => (l.endsWith("\r") ? l.slice(0, -1) : l));
  if (text.endsWith("\n")) lines.pop();
  const skipped = (l: string) => l.trim() === "" || l.trim().startsWith("#");
  let records = 0;
  for (let i = 0; i < lines.length; ) {
    if (skipped(lines[i])) {
      i++;
      continue;
    }
    let j = i;
    while (j < lines.length && !skipped(lines[j])) j++;
    const block = lines.slice(i, j);
    records += grids && (isGrid(block) || isJsonBlock(block)) ? 1 : block.length;
    i = j;
  }
  return records;
}

/** A block that begins with `{` and is, as a whole, one JSON object (a variant puzzle). */
function isJsonBlock(block: string[]): boolean {
  if (!block[0].trimStart().startsWith("{")) return false;
  try {
    const value: unknown = JSON.parse(block.join("\n"));
    return typeof value === "object" && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

/** A block that is wholly one grid: N rows of N cells (a compact 16 is a 4x4 line), and borders. */
function isGrid(block: string[]): boolean {
  const rows = block.filter((l) => !/^[-+=|\s]*[-=][-+=|\s]*$/.test(l.trim()));
  if (rows.length < 2) return false;
  const cells = rows.map((r) => r.trim().replace(/[\s|]/g, ""));
  const n = cells[0].length;
  if (!SIDES.has(n) || rows.length !== n) return false;
  return cells.every(
    (c, k) => c.length === n && /^[0-9A-Za-z._]+$/.test(c) && !(n === 16 && rows[k].trim() === c),
  );
}

/** Runs one command on all files at once and checks the record count and the error line numbers. */
async function check(args: string[], texts: string[], grids: boolean, json: boolean) {
  // each file ends at a blank line, so that no block runs from one file into the next
  const input = texts.map((t) => `${t}\n\n`).join("");
  const want = texts.reduce((sum, t) => sum + expectedRecords(`${t}\n`, grids), 0);
  const run = await runCli(args, input);
  const records = splitRecords(run.stdout);
  const where = `${args.join(" ")} (FUZZ_SEED=${SEED}, ${texts.length} files)`;
  expect([0, 2], `${where}\n${run.stderr}`).toContain(run.code);
  if (records.length !== want) {
    // find the first file whose records are wrong, for the message
    for (const text of texts) {
      const one = splitRecords((await runCli(args, `${text}\n`)).stdout).length;
      expect(one, `${where}: file ${JSON.stringify(text)}`).toBe(
        expectedRecords(`${text}\n`, grids),
      );
    }
  }
  expect(records.length, where).toBe(want);
  // error records name their line, in input order
  let last = 0;
  for (const r of records) {
    const error = json ? (JSON.parse(r) as { error?: string }).error : /^error: (.*)$/.exec(r)?.[1];
    const line = error === undefined ? undefined : Number(/^line (\d+)/.exec(error)?.[1]);
    if (line === undefined) continue;
    expect(line, `${where}: ${r}`).toBeGreaterThan(last);
    last = line;
  }
  const bad = records.filter((r) =>
    json ? "error" in JSON.parse(r) : r.startsWith("error: "),
  ).length;
  if (bad > 0)
    expect(run.stderr, where).toMatch(
      new RegExp(`^permuta: error: ${bad} of ${want} lines could not be read`),
    );
  else expect(run.stderr, where).toBe("");
}

describe("fuzz: every batch line is one record in its place", () => {
  const sudokuFiles = files(sudokus, true);
  for (const [command, json] of [
    ["solve", false],
    ["count", false],
    ["solve", true],
    ["count", true],
    ["rate", true],
    ["explain", true],
    ["hint", true],
    ["candidates", true],
  ] as const) {
    it(
      `sudoku ${command}${json ? " --json" : ""}`,
      async () => {
        const extra = command === "explain" ? ["--max-steps", "20"] : [];
        await check(
          ["sudoku", command, "-", ...(json ? ["--json"] : []), ...extra],
          sudokuFiles,
          true,
          json,
        );
      },
      TIMEOUT,
    );
  }

  it(
    "sudoku solve --workers 2 (the same records as one thread)",
    async () => {
      await check(["sudoku", "solve", "-", "--workers", "2"], sudokuFiles, true, false);
    },
    TIMEOUT,
  );

  it(
    "alphametic --file - --json",
    async () => {
      const args = ["alphametic", "--file", "-", "--json", "--first", "--max-nodes", "100000"];
      await check(args, files(alphametics, false), false, true);
    },
    TIMEOUT,
  );
});
