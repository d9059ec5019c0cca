/**
 * Issue 39: every batch line is answered by one record in its place, however odd the line (a
 * lone carriage return, U+2028, CJK letters, a brace), every Sudoku batch command ends with the
 * contract's stderr summary, alphametic --explain --json carries every deduction the text form
 * prints, and sudoku explain can be bounded (--max-steps, --time-limit).
 */
import { describe, expect, it } from "vitest";
import { runCli, splitRecords } from "../helpers/cli.js";

const puzzle = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

describe("one record per line", () => {
  it("alphametic --file --json: a record for each line, numbered as the file's lines", async () => {
    const lines = [
      "SEND + MORE = MONEY",
      "日本 + 日本 = 本日本",
      "A + B = C}",
      "AB\rCD + E = F",
      "A\u2028B + C = D",
      "A\u0085B + C = D",
      "TO + GO = OUT",
    ];
    const run = await runCli(["alphametic", "--file", "-", "--json"], `${lines.join("\n")}\n`);
    const records = splitRecords(run.stdout).map((r) => JSON.parse(r));
    expect(records).toHaveLength(lines.length);
    expect(records.map((r) => r.puzzle)).toEqual(lines);
    expect(records[0].solutions).toHaveLength(1);
    expect(records[3].error).toMatch(/^line 4, /);
    expect(records[4].error).toMatch(/^line 5, /);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^permuta: error: 4 of 7 lines could not be read \(first: line 3, /);
    // the text form too: one line per bad line, whatever its characters
    const text = await runCli(["alphametic", "--file", "-"], `${lines.slice(3, 6).join("\n")}\n`);
    expect(splitRecords(text.stdout).filter((l) => l.startsWith("error: "))).toHaveLength(3);
  });

  it("a CRLF file reads as its lines, and a lone \\r stays inside its line", async () => {
    const run = await runCli(["sudoku", "count", "-"], `${puzzle}\r\n${puzzle}\r\n1\r2\n`);
    expect(run.stdout.split("\n").filter(Boolean)).toEqual([
      "1",
      "1",
      expect.stringMatching(/^error: line 3: /),
    ]);
  });

  it("every Sudoku batch command answers each line and ends with the summary", async () => {
    const input = `# a comment\n${puzzle}\n1 2 3\n\n${puzzle}\t\n${puzzle.slice(1)}\n`;
    for (const command of ["solve", "count", "rate", "explain", "hint", "candidates"]) {
      const run = await runCli(["sudoku", command, "-", "--json"], input);
      const records = splitRecords(run.stdout).map((r) => JSON.parse(r));
      expect(records, command).toHaveLength(4);
      expect(records[1].error, command).toMatch(/^line 3: .*this one has 3$/);
      expect(records[3].error, command).toMatch(/^line 6: .*this one has 80$/);
      expect(records[0].error, command).toBeUndefined();
      expect(records[2], command).toEqual(records[0]);
      expect(run.code, command).toBe(2);
      expect(run.stderr, command).toBe(
        `permuta: error: 2 of 4 lines could not be read (first: ${records[1].error})\n`,
      );
    }
    // explain's text form: the explanations apart by blank lines, the bad lines in their place
    const text = await runCli(["sudoku", "explain", "-"], input);
    const blocks = text.stdout.trimEnd().split("\n\n");
    expect(blocks).toHaveLength(4);
    expect(blocks[1]).toMatch(/^error: line 3: /);
    expect(blocks[0]).toBe(blocks[2]);
    expect(text.stderr).toMatch(/^permuta: error: 2 of 4 lines could not be read/);
  });
});

describe("alphametic --explain --json carries every deduction", () => {
  it("the contradiction the text form prints is the last deduction", async () => {
    const text = await runCli(["alphametic", "AB + AB = AB", "--explain"]);
    const json = await runCli(["alphametic", "AB + AB = AB", "--explain", "--json"]);
    const record = JSON.parse(json.stdout);
    // the reasoning's lines: up to the letters' domains
    const lines = text.stdout.split("\n");
    const said = lines.slice(
      0,
      lines.findIndex((l) => l.startsWith("letters: ")),
    );
    expect(said.at(-1)).toMatch(/^no solution: the tens column, .* cannot add up$/);
    expect(said).toEqual(
      record.deductions.map((d: { fact: string; because: string }) => `${d.fact}: ${d.because}`),
    );
    expect(record.assignments).toBe(0);
    expect(record.contradiction).toBe(record.deductions.at(-1).because);
    expect(record.solutions).toEqual([]);
  });
});

describe("sudoku explain is bounded by --max-steps and --time-limit", () => {
  it("stops after N steps, says so, and the steps are those of the full explanation", async () => {
    const full = JSON.parse((await runCli(["sudoku", "explain", puzzle, "--json"])).stdout);
    const cut = await runCli(["sudoku", "explain", puzzle, "--json", "--max-steps", "5"]);
    expect(cut.code).toBe(0);
    const record = JSON.parse(cut.stdout);
    expect(record.steps).toEqual(full.steps.slice(0, 5));
    expect(record).toMatchObject({ solved: false, stopped: "max-steps", rating: null });
    const text = await runCli(["sudoku", "explain", puzzle, "--max-steps", "5"]);
    const lines = text.stdout.trim().split("\n");
    expect(lines).toHaveLength(6);
    expect(lines[5]).toMatch(/^stopped after 5 steps \(the step limit\), \d+ cells still empty$/);
    expect(full.solved).toBe(true);
    const bad = await runCli(["sudoku", "explain", puzzle, "--max-steps", "0"]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^permuta: error: --max-steps/);
  });

  it("a time limit stops a long explanation at the first step after it", async () => {
    // a 16x16 grid whose explanation takes seconds
    const grid =
      "......A.DB..F....6..8..B.EA..5.37..G...2.8.F.....B.2...3..79.C.4B8C..4..F3..1..E...9..5.2....G..3D.....GE......9E.A1..6.4D....B2.E5.4..8.G...3.B61....G7...82......D.B9.............6.3..F1....59...2.7....4D.58.3.C..E....7..1.57B....A....G.2.8...GD.F.2...E..";
    const run = await runCli(["sudoku", "explain", grid, "--json", "--time-limit", "1"]);
    expect(run.code).toBe(0);
    const record = JSON.parse(run.stdout);
    expect(record).toMatchObject({ solved: false, stopped: "time-limit" });
    expect(record.steps.length).toBeGreaterThan(0);
  });
});
