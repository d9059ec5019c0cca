/**
 * `sudoku hint <grid> --candidates FILE|-` (issue 39): the pencil marks from a file or standard
 * input, as `candidates --help` promises ("the output can be edited and given back"), give the
 * same hint as the same marks in one argument; and `--apply` prints, after the hint, the grid
 * with it applied as one line (with --candidates, the marks after its eliminations, one line).
 * Truth: the hint from the marks as text, and the solution (every applied placement agrees).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { solveSudoku } from "../../src/sudoku/solve.js";
import { runCli } from "../helpers/cli.js";

const grid = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
const dir = mkdtempSync(join(tmpdir(), "permuta-marks-"));

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("hint --candidates from a file", () => {
  it("reads the candidates output back from a file and from standard input", async () => {
    const marks = (await runCli(["sudoku", "candidates", grid])).stdout;
    // an edited matrix: take 1 out of r1c2's marks, as a person would with a pencil
    const rows = marks.split("\n");
    rows[0] = rows[0].replace(/^4\s+1679/, "4       679 ");
    const edited = rows.join("\n");
    expect(edited).not.toBe(marks);
    const file = join(dir, "marks.txt");
    writeFileSync(file, edited);
    const asText = await runCli(["sudoku", "hint", grid, "--candidates", edited, "--json"]);
    const fromFile = await runCli(["sudoku", "hint", grid, "--candidates", file, "--json"]);
    const fromStdin = await runCli(["sudoku", "hint", grid, "--candidates", "-", "--json"], edited);
    expect(asText.code).toBe(0);
    expect(fromFile).toEqual(asText);
    expect(fromStdin).toEqual(asText);
    // the edited marks are taken: the hint differs from the one on the rules' marks
    const rules = await runCli(["sudoku", "hint", grid, "--candidates", marks, "--json"]);
    expect(rules.stdout).not.toBe(asText.stdout);
  });

  it("explain takes a marks file too", async () => {
    const marks = (await runCli(["sudoku", "candidates", grid])).stdout;
    const file = join(dir, "rules.txt");
    writeFileSync(file, marks);
    const a = await runCli(["sudoku", "explain", grid, "--candidates", marks, "--json"]);
    expect(a.code).toBe(0);
    expect(JSON.parse(a.stdout).steps.length).toBeGreaterThan(10);
    expect(await runCli(["sudoku", "explain", grid, "--candidates", file, "--json"])).toEqual(a);
  }, 60_000);

  it("says what is wrong: a missing file, stdin wanted twice, too few marks", async () => {
    const missing = await runCli(["sudoku", "hint", grid, "--candidates", join(dir, "none.txt")]);
    expect(missing).toMatchObject({ code: 2, stdout: "" });
    expect(missing.stderr).toMatch(
      /^permuta: error: cannot read file '.*none\.txt': no such file\n$/,
    );
    const twice = await runCli(["sudoku", "hint", "--candidates", "-"], grid);
    expect(twice.code).toBe(2);
    expect(twice.stderr).toMatch(/^permuta: error: --candidates -: standard input holds the marks/);
    const short = join(dir, "short.txt");
    writeFileSync(short, "1 2 3\n");
    const few = await runCli(["sudoku", "hint", grid, "--candidates", short]);
    expect(few.code).toBe(2);
    expect(few.stderr).toMatch(/pencil marks need 81 cells/);
  });
});

describe("hint --apply (the contract's form)", () => {
  it("prints the hint, then the grid with it applied as one line", async () => {
    const r = await runCli(["sudoku", "hint", grid, "--apply"]);
    const lines = r.stdout.split("\n");
    expect(lines).toHaveLength(3); // hint, grid, and the final newline
    expect(lines[0]).toMatch(/^hidden single: r6c2/);
    expect(lines[1]).toMatch(/^[1-9.]{81}$/);
    const solution = solveSudoku(grid) as string;
    const changed = [...lines[1]].flatMap((c, i) => (c !== grid[i] ? [i] : []));
    expect(changed).toEqual([5 * 9 + 1]);
    expect(lines[1][changed[0]]).toBe(solution[changed[0]]);
  });

  it("with a marks file, adds the marks after the eliminations as one line, read back", async () => {
    const file = join(dir, "loop.txt");
    let current = grid;
    writeFileSync(file, (await runCli(["sudoku", "candidates", grid])).stdout);
    const solution = solveSudoku(grid) as string;
    for (let step = 0; step < 8; step++) {
      const r = await runCli(["sudoku", "hint", current, "--candidates", file, "--apply"]);
      expect(r.code).toBe(0);
      const [, next, marks, end] = r.stdout.split("\n");
      expect(end).toBe("");
      expect(next).toMatch(/^[1-9.]{81}$/);
      expect(marks.split(" ")).toHaveLength(81);
      for (const [i, c] of [...next].entries()) if (c !== ".") expect(c).toBe(solution[i]);
      for (const [i, token] of marks.split(" ").entries())
        if (token !== ".") expect(token).toContain(solution[i]);
      current = next;
      writeFileSync(file, marks);
    }
    expect(current.split(".").length).toBeLessThan(grid.split(".").length);
  }, 60_000);
});
