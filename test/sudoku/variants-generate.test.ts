// Variant puzzle generation (issue 36): every puzzle printed by `sudoku generate --variant` is read
// back by the CLI and counted to exactly one solution; its solution keeps every constraint as read
// by an independent reader and checker (test/helpers/variant-brute.ts), and for small sets an
// independent backtracking counter proves the uniqueness again. Seeds reproduce; bad options exit 2.
import { describe, expect, it } from "vitest";
import { GenerateBudgetError } from "../../src/sudoku/generate.js";
import { rateVariantSudoku } from "../../src/sudoku/logic/variants/commands.js";
import {
  generateVariantSudoku,
  SUDOKU_VARIANT_KINDS,
  VariantSudokuGenerator,
} from "../../src/sudoku/variants/generate.js";
import { readFPuzzles } from "../../src/sudoku/variants/read.js";
import { solveVariantSudoku } from "../../src/sudoku/variants/solve.js";
import { runCli } from "../helpers/cli.js";
import { bruteCheck, bruteCount, bruteRead } from "../helpers/variant-brute.js";

const lines = (text: string) => text.split("\n").filter((l) => l !== "");

describe.each(SUDOKU_VARIANT_KINDS)("sudoku generate --variant %s", (variant) => {
  it("prints puzzles the CLI reads back with exactly one solution that keeps every constraint", async () => {
    for (const seed of ["1", "2"]) {
      const r = await runCli([
        "sudoku",
        "generate",
        "--variant",
        variant,
        "--count",
        "2",
        "--seed",
        seed,
      ]);
      expect(r.code).toBe(0);
      expect(r.stderr).toBe("");
      const puzzles = lines(r.stdout);
      expect(puzzles).toHaveLength(2);
      for (const p of puzzles) expect(p).toMatch(/^\{"size":9,"grid":\[\[.*\}$/);
      const counted = await runCli(["sudoku", "count", "-"], r.stdout);
      expect(counted.stdout).toBe("1\n1\n");
      const solved = await runCli(["sudoku", "solve", "-"], r.stdout);
      lines(solved.stdout).forEach((solution, i) => {
        const brute = bruteRead(puzzles[i]!);
        expect(bruteCheck(brute, [...solution].map(Number))).toBe(true);
      });
    }
  });

  it("reproduces with a seed and differs with another", async () => {
    const a = await runCli(["sudoku", "generate", "--variant", variant, "--seed", "7"]);
    const b = await runCli(["sudoku", "generate", "--variant", variant, "--seed", "7"]);
    const c = await runCli(["sudoku", "generate", "--variant", variant, "--seed", "8"]);
    expect(a.stdout).toBe(b.stdout);
    expect(a.stdout).not.toBe(c.stdout);
  });
});

describe("independent uniqueness proof by plain backtracking", () => {
  const cases: [string, string][] = [
    ["jigsaw", "default"],
    ["windoku", "default"],
    ["thermo", "easy"],
    ["antiknight", "easy"],
    ["killer", "easy"],
  ];
  it.each(cases)(
    "%s (%s): the brute-force counter finds exactly the generator's solution",
    (variant, difficulty) => {
      const gen = new VariantSudokuGenerator({
        variant: variant as (typeof SUDOKU_VARIANT_KINDS)[number],
        seed: 3,
        ...(difficulty === "default" ? {} : { difficulty: difficulty as "easy" }),
      });
      for (let i = 0; i < 2; i++) {
        const made = gen.next();
        const brute = bruteRead(JSON.stringify(made.fpuzzles));
        const first: number[] = [];
        expect(bruteCount(brute, 2, first)).toBe(1);
        expect(first).toEqual([...made.solution]);
      }
    },
    60_000,
  );
});

describe("shapes and depths", () => {
  it("killer: no givens, cages cover the grid once with different digits; jigsaw: 9 regions of 9", () => {
    const killer = generateVariantSudoku({ variant: "killer", seed: 5 });
    expect(killer.givens).toBe(0);
    const cells = killer.puzzle.cages.flatMap((k) => k.cells).sort((a, b) => a - b);
    expect(cells).toEqual([...Array(81).keys()]);
    for (const k of killer.puzzle.cages) expect(k.cells.length).toBeLessThanOrEqual(5);
    const jigsaw = generateVariantSudoku({ variant: "jigsaw", seed: 5 });
    expect(jigsaw.puzzle.jigsaw).toBe(true);
    for (let r = 0; r < 9; r++)
      expect(jigsaw.puzzle.regions.filter((x) => x === r)).toHaveLength(9);
  });

  it("an easier level keeps more givens than a minimal puzzle, and killer cages stay small", () => {
    const hard = generateVariantSudoku({ variant: "windoku", seed: 4 });
    const easy = generateVariantSudoku({ variant: "windoku", seed: 4, difficulty: "easy" });
    expect(easy.givens).toBeGreaterThan(hard.givens);
    const killer = generateVariantSudoku({ variant: "killer", seed: 4, difficulty: "easy" });
    for (const k of killer.puzzle.cages) expect(k.cells.length).toBeLessThanOrEqual(3);
    expect(solveVariantSudoku(readFPuzzles(JSON.stringify(killer.fpuzzles))).count).toBe(1);
  });

  it("diabolical killers merge cages (up to 7 cells) and keep one solution; a signal cancels", () => {
    const made = generateVariantSudoku({ variant: "killer", seed: 2, difficulty: "diabolical" });
    const sizes = made.puzzle.cages.map((k) => k.cells.length);
    expect(Math.max(...sizes)).toBeGreaterThan(5);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(7);
    const back = readFPuzzles(JSON.stringify(made.fpuzzles));
    expect(solveVariantSudoku(back).count).toBe(1);
    expect(bruteCheck(bruteRead(JSON.stringify(made.fpuzzles)), [...made.solution])).toBe(true);
    expect(() =>
      generateVariantSudoku({ variant: "jigsaw", seed: 1, signal: AbortSignal.abort() }),
    ).toThrow(/cancelled/);
  });

  it("--link prints f-puzzles links that count to one solution", async () => {
    const r = await runCli([
      "sudoku",
      "generate",
      "--variant",
      "thermo",
      "--seed",
      "1",
      "--link",
      "--count",
      "2",
    ]);
    const links = lines(r.stdout);
    expect(links).toHaveLength(2);
    for (const l of links) expect(l).toMatch(/^https:\/\/f-puzzles\.com\/\?load=[A-Za-z0-9+/=]+$/);
    expect((await runCli(["sudoku", "count", "-"], r.stdout)).stdout).toBe("1\n1\n");
  });
});

describe("--difficulty: the logic's rating of every puzzle falls in the band", () => {
  // rated again from scratch by rate's own function (every technique, forcing nets included)
  const cases: [(typeof SUDOKU_VARIANT_KINDS)[number], "easy" | "medium" | "hard" | "fiendish"][] =
    [
      ["killer", "easy"],
      ["killer", "medium"],
      ["killer", "hard"],
      ["killer", "fiendish"],
      ["jigsaw", "medium"],
      ["jigsaw", "hard"],
      ["windoku", "easy"],
      ["windoku", "fiendish"],
      ["thermo", "medium"],
      ["antiknight", "hard"],
    ];
  it.each(cases)("%s %s", (variant, difficulty) => {
    const gen = new VariantSudokuGenerator({ variant, seed: 11, difficulty, timeLimitMs: 60_000 });
    for (let i = 0; i < (variant === "killer" ? 1 : 2); i++) {
      const made = gen.next();
      expect(made.rating?.level).toBe(difficulty);
      const back = readFPuzzles(JSON.stringify(made.fpuzzles));
      const { rating, count } = rateVariantSudoku(back);
      expect(count).toBe(1);
      expect(rating).toEqual(made.rating);
    }
  });

  it("diabolical: the techniques up to fiendish do not solve it", () => {
    const made = generateVariantSudoku({ variant: "jigsaw", seed: 3, difficulty: "diabolical" });
    expect(made.rating?.level).toBe("diabolical");
    const back = readFPuzzles(JSON.stringify(made.fpuzzles));
    expect(rateVariantSudoku(back).rating?.level).toBe("diabolical");
  });

  it("a band not reached in the time limit is a GenerateBudgetError saying what was made; the CLI's puzzles rate in the band", async () => {
    // a hard killer takes seed 1 several draws: 1 ms is never enough
    expect(() =>
      generateVariantSudoku({ variant: "killer", seed: 1, difficulty: "hard", timeLimitMs: 1 }),
    ).toThrow(GenerateBudgetError);
    expect(() =>
      generateVariantSudoku({ variant: "killer", seed: 1, difficulty: "hard", timeLimitMs: 1 }),
    ).toThrow(
      /no killer puzzle of difficulty hard found in \d+ attempts .*puzzles of other levels were made/,
    );
    const r = await runCli([
      "sudoku",
      "generate",
      "--variant",
      "windoku",
      "--difficulty",
      "easy",
      "--seed",
      "1",
      "--count",
      "2",
    ]);
    expect(r.code).toBe(0);
    const rated = await runCli(["sudoku", "rate", "-"], r.stdout);
    expect(lines(rated.stdout).map((l) => l.split(" ")[0])).toEqual(["easy", "easy"]);
  });
});

describe("bad options: exit 2, one line", () => {
  const cases: [string[], RegExp][] = [
    [
      ["--variant", "foo"],
      /--variant must be one of killer, jigsaw, windoku, thermo, antiknight, got 'foo'/,
    ],
    [
      ["--variant", "killer", "--size", "16"],
      /--variant killer makes 9x9 puzzles only, got --size 16/,
    ],
    [["--link"], /--link needs --variant/],
    [["--variant", "jigsaw", "--symmetry", "rot180"], /--symmetry does not apply to --variant/],
    [["--variant", "thermo", "--difficulty", "extreme"], /--difficulty must be one of easy/],
    [["--variant", "killer", "--count", "-1"], /--count/],
  ];
  it.each(cases)("%j", async (args, message) => {
    const r = await runCli(["sudoku", "generate", ...args]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toMatch(message);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toMatch(/^permuta: error: /);
  });
});
