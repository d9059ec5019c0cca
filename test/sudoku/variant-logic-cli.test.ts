// hint, explain, rate and candidates on variant puzzles from the command line: exit 0 with a
// step (text and --json), the classic output forms, and the classic-only options refused.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fPuzzlesLink } from "../../src/sudoku/variants/link.js";
import { runCli } from "../helpers/cli.js";

const KILLER = readFileSync("examples/killer.json", "utf8");

describe("sudoku hint, explain, rate and candidates read variant puzzles", () => {
  it("hint on the published killer gives a cage combination step (file, link, --json)", async () => {
    const r = await runCli(["sudoku", "hint", "examples/killer.json"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(
      /^cage combination: the cage r1c1\+r1c2 \(3\): 2 different digits adding up to 3 are 1\+2; so remove 3, 4, 5, 6, 7, 8 and 9 from r1c1 and r1c2\n$/,
    );
    const j = await runCli(["sudoku", "hint", fPuzzlesLink(KILLER), "--json"]);
    expect(j.code).toBe(0);
    const hint = JSON.parse(j.stdout);
    expect(hint.technique).toBe("cage combination");
    expect(hint.cells).toEqual(["r1c1", "r1c2"]);
    expect(hint.eliminations).toContainEqual({ cell: "r1c2", digit: 9 });
  });

  it("hint on the jigsaw names its region", async () => {
    const r = await runCli(["sudoku", "hint", "examples/jigsaw.json"]);
    expect(r).toEqual({
      code: 0,
      stdout: "hidden single: r6c2 can only be 3: it is the only place for 3 in region 5\n",
      stderr: "",
    });
  });

  it("explain solves the killer without a guess and ends with its rating; --json has the steps", async () => {
    const r = await runCli(["sudoku", "explain", "examples/killer.json"]);
    expect(r.code).toBe(0);
    const lines = r.stdout.trim().split("\n");
    expect(lines[0]).toMatch(/^cage combination: /);
    expect(lines.at(-1)).toMatch(
      /^solved: \d+ steps; rating (easy|medium) \d+ \(SE \d\.\d; hardest: /,
    );
    expect(r.stdout).not.toContain("guess");
    const j = await runCli(
      ["sudoku", "explain", "-", "--json"],
      JSON.stringify(JSON.parse(KILLER)),
    );
    const rec = JSON.parse(j.stdout);
    expect(rec.solved).toBe(true);
    expect(rec.guesses).toBe(0);
    expect(rec.puzzle).toBe(".".repeat(81));
    expect(rec.steps[0].technique).toBe("cage combination");
  });

  it("rate answers each puzzle of a batch in its place, classic grids beside", async () => {
    const line = JSON.stringify(JSON.parse(KILLER));
    const r = await runCli(
      ["sudoku", "rate", "-"],
      `${line}\n4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n`,
    );
    expect(r.code).toBe(0);
    const [killer, classic] = r.stdout.trim().split("\n");
    expect(killer).toMatch(/^(easy|medium) \d+ \(SE \d\.\d\)$/);
    expect(classic).toMatch(/^\w+ \d+ \(SE \d+\.\d\)$/);
  });

  it("candidates on a variant: the houses' and peers' digits (odd cells odd)", async () => {
    const puzzle = `{"size":4,"grid":[[{"value":1,"given":true},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],"odd":[{"cell":"R4C4"}],"antiking":true}`;
    const r = await runCli(["sudoku", "candidates", puzzle]);
    expect(r.code).toBe(0);
    const rows = r.stdout.trim().split("\n");
    expect(rows[0]!.split(/\s+/)).toEqual(["1", "234", "|", "234", "234"]);
    // r2c2 touches r1c1 diagonally (anti-king): no 1 there; r4c4 is odd
    expect(rows[1]!.split(/\s+/)[1]).toBe("234");
    expect(rows.at(-1)!.split(/\s+/).at(-1)).toBe("13");
  });

  it("--apply and --puzzle are refused for variants (exit 2, one line)", async () => {
    const r = await runCli(["sudoku", "hint", JSON.stringify(JSON.parse(KILLER)), "--apply"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--apply and --puzzle take classic grids, not variant puzzles/);
  });
});
