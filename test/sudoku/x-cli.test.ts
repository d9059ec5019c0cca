// The CLI's X-Sudoku flag (--diagonal) on hint, candidates, explain, rate and generate.
import { describe, expect, it } from "vitest";
import { parseSudoku } from "../../src/sudoku/grid.js";
import { sudokuEngine } from "../../src/sudoku/solve.js";
import { runCli } from "../helpers/cli.js";

// two medium X-Sudoku puzzles from `permuta sudoku generate --diagonal --difficulty medium`
const XA = "..43......198...........5........2.6...58...........94...9.5.1.9...2........3....";
const XB = ".....19634.......2...9..4..........9.....5.1.....7.....2.........376...55...2....";

/** The number of X-Sudoku solutions of a line (to 2), by exact cover. */
const xCount = (line: string, solution?: Uint8Array) => {
  const grid = parseSudoku(line, { diagonal: true });
  return sudokuEngine(grid.geometry, "dlx").count(grid.values, 2, solution);
};

describe("X-Sudoku on the command line (--diagonal)", () => {
  it("hint: the next step may go through a diagonal", async () => {
    const r = await runCli(["sudoku", "hint", XB, "--diagonal"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(
      "pointing: in box 5, 9 can only go in the main diagonal (r5c5 and r6c6), so 9 is removed from the rest of the main diagonal: r2c2 and r8c8\n",
    );
    const json = JSON.parse((await runCli(["sudoku", "hint", XB, "--diagonal", "--json"])).stdout);
    expect(json).toMatchObject({
      technique: "pointing",
      cells: ["r5c5", "r6c6"],
      eliminations: [
        { cell: "r2c2", digit: 9 },
        { cell: "r8c8", digit: 9 },
      ],
    });
    // a hidden single in the anti-diagonal, and --apply places it
    const single =
      "..5...............................................5...5..............5...........";
    const applied = await runCli(["sudoku", "hint", single, "--diagonal", "--apply"]);
    expect(applied.stdout.split("\n")).toEqual([
      "hidden single: r2c8 can only be 5: it is the only place for 5 in the anti-diagonal",
      `${single.slice(0, 16)}5${single.slice(17)}`,
      "",
    ]);
  });

  it("hint: a wrong digit is told from the X solution", async () => {
    const solution = new Uint8Array(81);
    expect(xCount(XA, solution)).toBe(1);
    // the first blank, filled with a digit the rules allow but the solution does not have
    const cell = XA.indexOf(".");
    const wrong = (solution[cell]! % 9) + 1;
    const grid = `${XA.slice(0, cell)}${wrong}${XA.slice(cell + 1)}`;
    const r = await runCli(["sudoku", "hint", grid, "--diagonal", "--puzzle", XA, "--json"]);
    expect(JSON.parse(r.stdout).mistakes).toEqual([
      { cell: "r1c1", placed: wrong, solution: solution[cell] },
    ]);
  });

  it("candidates: the diagonals rule digits out too", async () => {
    const r2c8 = async (args: string[]) =>
      (await runCli(["sudoku", "candidates", XB, ...args])).stdout
        .split("\n")[1]!
        .split(/\s+/)
        .filter((t) => t !== "|")[7];
    // r2c8 is on the anti-diagonal, which has its 5 at r9c1
    expect(await r2c8(["--diagonal"])).toBe("78");
    expect(await r2c8([])).toBe("578");
  });

  it("explain: the whole path, diagonal steps named, rated at the end", async () => {
    const r = await runCli(["sudoku", "explain", XA, "--diagonal"]);
    expect(r.code).toBe(0);
    const lines = r.stdout.trim().split("\n");
    expect(lines).toHaveLength(65);
    expect(lines[2]).toBe(
      "hidden single: r9c9 can only be 9: it is the only place for 9 in the main diagonal",
    );
    expect(lines.filter((l) => /the (main |anti-)diagonal$/.test(l))).toHaveLength(5);
    expect(lines.at(-1)).toBe("solved: 64 steps; rating medium 40 (SE 2.6; hardest: pointing)");
    const json = JSON.parse(
      (await runCli(["sudoku", "explain", XA, "--diagonal", "--json"])).stdout,
    );
    expect(json).toMatchObject({ solved: true, guesses: 0, solutions: 1 });
    expect(json.rating.techniques["hidden single (diagonal)"]).toBe(5);
  });

  it("rate: X puzzles rated with the diagonals; without the flag they are not unique", async () => {
    const r = await runCli(["sudoku", "rate", "--diagonal"], `${XA}\n${XB}\n`);
    expect(r.stdout).toBe("medium 40 (SE 2.6)\nmedium 60 (SE 3.0)\n");
    expect((await runCli(["sudoku", "rate"], `${XA}\n`)).stdout).toBe("not unique\n");
  });

  it("generate: X puzzles with one solution, reproducible, by difficulty", async () => {
    const a = await runCli(["sudoku", "generate", "--diagonal", "--seed", "1", "--count", "4"]);
    const b = await runCli(["sudoku", "generate", "--diagonal", "--seed", "1", "--count", "4"]);
    expect(a.code).toBe(0);
    expect(a.stdout).toBe(b.stdout);
    const puzzles = a.stdout.trim().split("\n");
    expect(puzzles).toHaveLength(4);
    for (const p of puzzles) expect(xCount(p)).toBe(1);
    for (const level of ["medium", "hard"]) {
      const r = await runCli([
        "sudoku",
        "generate",
        "--diagonal",
        "--seed",
        "2",
        "--difficulty",
        level,
        "--json",
      ]);
      expect(r.code).toBe(0);
      const g = JSON.parse(r.stdout);
      expect(g.rating.level).toBe(level);
      const solution = new Uint8Array(81);
      expect(xCount(g.puzzle, solution)).toBe(1);
      expect(solution.join("")).toBe(g.solution);
      // the diagonals of the solution hold every digit
      for (const diag of [(i: number) => i * 10, (i: number) => 8 + i * 8])
        expect(new Set(Array.from({ length: 9 }, (_, i) => g.solution[diag(i)])).size).toBe(9);
      const rated = await runCli(["sudoku", "rate", "--diagonal"], `${g.puzzle}\n`);
      expect(rated.stdout.split(" ")[0]).toBe(level);
    }
  });

  it("generate: a 4x4 X-Sudoku needs only 3 clues; fewer is refused", async () => {
    const r = await runCli([
      "sudoku",
      "generate",
      "--diagonal",
      "--size",
      "4",
      "--clues",
      "3",
      "--seed",
      "1",
    ]);
    expect(r.code).toBe(0);
    const line = r.stdout.trim();
    expect(line.replace(/\./g, "")).toHaveLength(3);
    expect(xCount(line)).toBe(1);
    const few = await runCli(["sudoku", "generate", "--diagonal", "--size", "4", "--clues", "2"]);
    expect(few.code).toBe(2);
    expect(few.stderr).toMatch(/at least 3 are needed/);
  });
});
