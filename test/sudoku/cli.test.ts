import { describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";

const TOP1 = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
const TOP1_SOLUTION =
  "417369825632158947958724316825437169791586432346912758289643571573291684164875293";

describe("permuta sudoku", () => {
  it("lists its subcommands", async () => {
    const r = await runCli(["sudoku", "--help"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/solve \[grid\|file\|-\] \[--board\]/);
    expect(r.stdout).toMatch(/count \[grid\|file\|-\]/);
    // issue 39: the help says that the 9-line layout is read, as it is
    expect(r.stdout).not.toMatch(/one line each/);
    expect(r.stdout).toMatch(/the usual layout, one row a line/);
  });

  it("solves from standard input, skipping blank and # lines", async () => {
    const r = await runCli(
      ["sudoku", "solve"],
      `# a comment\n${TOP1}\n\n${"1".repeat(2)}${".".repeat(79)}\n`,
    );
    expect(r.stdout).toBe(
      `${TOP1_SOLUTION}\nerror: line 4, column 2: clues clash: r1c1 and r1c2 both hold 1 (row 1)\n`,
    );
    expect(r.code).toBe(2); // the contract's one summary line on stderr, N counting puzzle lines only
    expect(r.stderr).toBe(
      "permuta: error: 1 of 2 lines could not be read (first: line 4, column 2: clues clash: r1c1 and r1c2 both hold 1 (row 1))\n",
    );
  });

  it("says on stderr that a subcommand is needed", async () => {
    const r = await runCli(["sudoku"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe("permuta: error: sudoku: a subcommand is needed\n");
  });

  it("prints none for an unsolvable grid and exits 0", async () => {
    // r1c9 can hold nothing: 1-8 in its row, 9 in its column
    const grid = `12345678.${".".repeat(8)}9${".".repeat(63)}`;
    const r = await runCli(["sudoku", "solve"], `${grid}\n`);
    expect(r.stdout).toBe("none\n");
    expect(r.code).toBe(0);
  });

  it("counts with a limit and reports statistics in json", async () => {
    const r = await runCli(["sudoku", "count", "-", "--limit", "1000"], `${".".repeat(16)}\n`);
    expect(r.stdout).toBe("288\n");
    const j = await runCli(["sudoku", "count", "--json"], `${TOP1}\nxyz\n`);
    const [first, second] = j.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(first.count).toBe(1);
    expect(first.limit).toBe(2);
    expect(first.nodes).toBeGreaterThan(0);
    expect(first.guesses).toBeGreaterThanOrEqual(0);
    expect(second.error).toMatch(/^line 2: a grid has/);
    expect(j.code).toBe(2);
  });

  it("rejects unknown methods and subcommands", async () => {
    expect((await runCli(["sudoku", "solve", "--method", "x"], "")).code).toBe(2);
    const r = await runCli(["sudoku", "frobnicate"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/unknown subcommand 'frobnicate'/);
  });
});
