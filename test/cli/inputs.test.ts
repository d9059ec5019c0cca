/**
 * Every input answered or refused (issue 15): arguments the library used to meet with a
 * RangeError, impossible clue counts that searched for ten seconds, a grid the default Sudoku
 * method could not finish, options without their value, and huge bad inputs quoted in full in
 * error messages. Each is refused at once with an InputError / exit 2 and a short message.
 */
import { describe, expect, it } from "vitest";
import { isInputError } from "../../src/core/errors.js";
import { unrankPermutation } from "../../src/permutations/rank.js";
import { generateSudoku, minimumSudokuClues } from "../../src/sudoku/generate.js";
import { sudokuGeometry } from "../../src/sudoku/grid.js";
import { chooseSudokuMethod, solveSudoku } from "../../src/sudoku/solve.js";
import { runCli } from "../helpers/cli.js";

function thrown(f: () => unknown): unknown {
  try {
    f();
  } catch (error) {
    return error;
  }
  return undefined;
}

/** One stderr line in the contract's form, short, and exit code 2. */
function expectRefused(result: { code: number; stderr: string }, why: RegExp) {
  expect(result.code).toBe(2);
  const lines = result.stderr.trim().split("\n");
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^permuta: error: /);
  expect(lines[0]).toMatch(why);
  expect(lines[0].length).toBeLessThan(300);
}

describe("inputs that used to crash, hang or say too much", () => {
  it("unrankPermutation refuses ranks that are not integers with an InputError", () => {
    for (const rank of [1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60, -1, 6]) {
      const error = thrown(() => unrankPermutation(3, rank));
      expect(isInputError(error), String(rank)).toBe(true);
    }
    expect(unrankPermutation(3, 5)).toEqual([2, 1, 0]);
    expect(unrankPermutation(3, 5n)).toEqual([2, 1, 0]);
  });

  it("perm unrank with a fractional or huge index is refused", async () => {
    expectRefused(await runCli(["perm", "unrank", "3", "1.5"]), /index must be a non-negative/);
    expectRefused(await runCli(["perm", "unrank", "3", "9".repeat(5000)]), /rank must be below/);
  });

  it("an option without its value, or with one it does not take, is one short line", async () => {
    expectRefused(await runCli(["sudoku", "generate", "--count"]), /option --count needs a value/);
    expectRefused(await runCli(["perm", "list", "1", "2", "--k"]), /option --k needs a value/);
    expectRefused(await runCli(["queens", "--list=3", "8"]), /option --list takes no value/);
    expectRefused(
      await runCli(["perm", "list", "1", `--${"x".repeat(100_000)}`]),
      /unknown option '--x+…' \(100002 characters\)/,
    );
  });

  it("queens --unique counts the classes, and refuses what it cannot combine with", async () => {
    const ten = await runCli(["queens", "10", "--unique"]);
    expect(ten.code).toBe(0);
    expect(ten.stdout).toBe("92\n"); // OEIS A002562
    expectRefused(await runCli(["queens", "8", "--unique", "--list"]), /exclude each other/);
    expectRefused(
      await runCli(["queens", "8", "--unique", "--workers", "2"]),
      /--unique counts on one thread/,
    );
  });

  it("a negative option value is read as the number it is, and refused by its range", async () => {
    for (const [args, message] of [
      [
        ["search", "examples/eight-queens.search", "--limit", "-3"],
        "--limit must be at least 1, got -3",
      ],
      [
        ["alphametic", "A + B = C", "--compare", "--max-nodes", "-1"],
        "--max-nodes must be at least 1, got -1",
      ],
      [["alphametic", "generate", "--count", "-2"], "--count must be at least 1, got -2"],
    ] as const) {
      const r = await runCli([...args]);
      expect(r.code).toBe(2);
      expect(r.stderr).toBe(`permuta: error: ${message}\n`);
    }
  });

  it("sudoku generate refuses clue counts below the known minimum at once", async () => {
    expect(minimumSudokuClues(9).clues).toBe(17);
    expect(minimumSudokuClues(4).clues).toBe(4);
    for (const clues of ["0", "16"]) {
      const started = Date.now();
      expectRefused(
        await runCli(["sudoku", "generate", "--clues", clues]),
        /at least 17 are needed/,
      );
      expect(Date.now() - started).toBeLessThan(5000); // no search: refused before it
    }
    expectRefused(
      await runCli(["sudoku", "generate", "--size", "4", "--clues", "3"]),
      /at least 4/,
    );
    expect(isInputError(thrown(() => generateSudoku({ clues: 10 })))).toBe(true);
    // the minimum itself is allowed on 4x4 (a 4-clue 4x4 puzzle exists)
    const four = await runCli(["sudoku", "generate", "--size", "4", "--clues", "4", "--seed", "1"]);
    expect(four.code).toBe(0);
    expect(four.stdout.replace(/\./g, "").trim()).toHaveLength(4);
  });

  it("a nearly empty 25x25 grid is solved by the method that fits it", () => {
    expect(chooseSudokuMethod(sudokuGeometry(9))).toBe("fast");
    expect(chooseSudokuMethod(sudokuGeometry(16))).toBe("fast");
    expect(chooseSudokuMethod(sudokuGeometry(25))).toBe("dlx");
    expect(chooseSudokuMethod(sudokuGeometry(25), "fast")).toBe("fast");
    // five clues on the first box's diagonal: the bitmask solver ran for minutes on it
    const cells = Array(625).fill(".");
    [0, 26, 52, 78, 104].forEach((c, k) => {
      cells[c] = String(k + 1);
    });
    const solution = solveSudoku(cells.join("")) as string;
    expect(solution).toHaveLength(625);
    for (const c of [0, 26, 52, 78, 104]) expect(solution[c]).toBe(cells[c]);
  }, 60_000);

  it("a huge bad input is quoted cut short, with where it is", async () => {
    const huge = "A".repeat(1_000_000);
    const dlx = await runCli(["cover", "-"], `${huge} ${huge}\n${huge}\n`);
    expectRefused(dlx, /line 1.*'A+…' \(1000000 characters\)/);
    const search = await runCli(["search", "-"], `Choose ${huge}${huge}\nChoose 1${huge}\n`);
    expectRefused(search, /line 2, column 8: a name cannot start with a digit: '1A'/);
    const order = await runCli(["perm", "list", "1", "2", "--order", huge]);
    expectRefused(order, /unknown order 'A+…' \(1000000 characters\)/);
    const sudoku = await runCli(["sudoku", "solve", "-"], `${".".repeat(1_000_000)}\n`);
    expect(sudoku.code).toBe(2);
    expect(sudoku.stdout.length).toBeLessThan(300);
    expect(sudoku.stderr.length).toBeLessThan(400);
    const alphametic = await runCli(["alphametic", `${huge} + B = C`]);
    expect(alphametic.code).toBe(2);
    expect(alphametic.stderr.length).toBeLessThan(400);
  }, 60_000);
});
