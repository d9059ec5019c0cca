import { describe, expect, it } from "vitest";
import { parseSudoku } from "../../src/sudoku/grid.js";
import { explainSudoku, parsePencilMarks, sudokuHint } from "../../src/sudoku/hint.js";
import { boardFromMarks } from "../../src/sudoku/logic/board.js";
import { nextStep } from "../../src/sudoku/logic/techniques.js";
import { rateSudokuGrid } from "../../src/sudoku/rating.js";
import { runCli } from "../helpers/cli.js";

const TOP1 = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
const TOP4 = "48.3............71.2.......7.5....6....2..8.............1.76...3.....4......5....";
const SOL4 = "487312695593684271126597384735849162914265837268731549851476923379128456642953718";

describe("sudoku hint", () => {
  it("prints the next step in words", async () => {
    const r = await runCli(["sudoku", "hint", TOP1]);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(
      "hidden single: r6c2 can only be 4: it is the only place for 4 in box 4\n",
    );
  });

  it("--json has the contract's fields", async () => {
    const r = await runCli(["sudoku", "hint", TOP1, "--json"]);
    expect(JSON.parse(r.stdout)).toEqual({
      technique: "hidden single",
      cells: ["r6c2"],
      placements: [{ cell: "r6c2", digit: 4 }],
      eliminations: [],
      explanation: "r6c2 can only be 4: it is the only place for 4 in box 4",
    });
  });

  it("says when logic is stuck ({technique: null}), exit 0", async () => {
    // the empty grid: nothing follows by logic
    const r = await runCli(["sudoku", "hint", ".".repeat(81), "--json"]);
    expect(r.code).toBe(0);
    const hint = JSON.parse(r.stdout);
    expect(hint.technique).toBeNull();
    expect(hint.explanation).toMatch(/logic runs out and a guess is needed/);
  });

  it("reports a placed digit that contradicts the solution", () => {
    // r1c2 is 1 in the solution; 6 is still a candidate there, so the rules do not object
    const wrong = `${TOP1.slice(0, 1)}6${TOP1.slice(2)}`;
    const hint = sudokuHint(parseSudoku(wrong), { puzzle: parseSudoku(TOP1) });
    expect(hint.technique).toBeNull();
    expect(hint.mistakes).toEqual([{ cell: "r1c2", placed: 6, solution: 1 }]);
    expect(hint.explanation).toBe("mistake: r1c2 holds 6, but the solution has 1 there");
  });

  it("without the puzzle, a grid with no solution names the suspects", () => {
    const wrong = `${TOP1.slice(0, 1)}6${TOP1.slice(2)}`;
    const hint = sudokuHint(parseSudoku(wrong));
    expect(hint.technique).toBeNull();
    expect(hint.explanation).toMatch(/^mistake: the grid has no solution/);
    expect(hint.mistakes?.some((m) => m.cell === "r1c2")).toBe(true);
  });

  it("works from the user's pencil marks, and catches a wrongly removed mark", async () => {
    const cand = await runCli(["sudoku", "candidates", TOP1]);
    const marks = cand.stdout;
    // the user's own marks, unchanged: same hint as from the rules
    const same = sudokuHint(parseSudoku(TOP1), { candidates: marks });
    expect(same.technique).toBe("hidden single");
    // remove the solution's digit from r1c2 (1): a mistake
    const tokens = marks.split(/\s+/).filter((t) => t && !/^[-+|]+$/.test(t));
    expect(tokens[1]).toContain("1");
    tokens[1] = tokens[1]!.replace("1", "");
    const hint = sudokuHint(parseSudoku(TOP1), { candidates: tokens.join(" ") });
    expect(hint.mistakes).toEqual([{ cell: "r1c2", placed: 0, solution: 1 }]);
    expect(hint.explanation).toBe("mistake: 1 was removed from r1c2, but it belongs there");
  });

  it("uses the user's marks: a naked single the rules alone do not show", () => {
    const marks = parsePencilMarks(`${"123456789 ".repeat(80)}.`, 9);
    expect(marks[80]).toBe(0);
    const g = parseSudoku(`${".".repeat(80)}.`);
    const tokens = Array.from({ length: 81 }, () => "123456789");
    tokens[0] = "5";
    const hint = sudokuHint(g, { candidates: tokens.join(" ") });
    expect(hint.technique).toBe("naked single");
    expect(hint.placements).toEqual([{ cell: "r1c1", digit: 5 }]);
  });

  it("bad grid: exit 2; bad marks: exit 2", async () => {
    expect((await runCli(["sudoku", "hint", "123"])).code).toBe(2);
    const r = await runCli(["sudoku", "hint", TOP1, "--candidates", "1 2 3"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/pencil marks need 81 cells/);
  });
});

describe("sudoku candidates, explain, rate", () => {
  it("candidates prints the matrix, which reads back", async () => {
    const r = await runCli(["sudoku", "candidates", "1...............", "--json"]);
    const out = JSON.parse(r.stdout);
    expect(out.candidates[0]).toEqual(["1", "234", "234", "234"]);
    expect(out.candidates[1]).toEqual(["234", "234", "1234", "1234"]);
  });

  it("explain solves top95 #4 to the known solution by logic, in the contract's form", async () => {
    const r = await runCli(["sudoku", "explain", TOP4, "--json"]);
    const out = JSON.parse(r.stdout);
    expect(out.solutions).toBe(1);
    // the contract's form: the puzzle, steps all of one shape, solved, guesses
    expect(out.puzzle).toBe(TOP4);
    expect(out.solved).toBe(true);
    expect(out.guesses).toBe(0); // a W-wing cracks it
    expect(out.steps.map((s: { technique: string }) => s.technique)).toContain("w-wing");
    const grid = TOP4.split("");
    for (const s of out.steps) {
      expect(Object.keys(s)).toEqual(
        expect.arrayContaining(["technique", "placements", "eliminations", "explanation"]),
      );
      for (const p of s.placements) {
        const m = /^r(\d+)c(\d+)$/.exec(p.cell)!;
        grid[(Number(m[1]) - 1) * 9 + Number(m[2]) - 1] = String(p.digit);
      }
    }
    expect(grid.join("")).toBe(SOL4);
    const text = await runCli(["sudoku", "explain", TOP4]);
    // one step per line, '<technique>: <explanation>', then the summary
    const lines = text.stdout.trimEnd().split("\n");
    expect(lines[0]).toMatch(/^hidden single: /);
    expect(lines.at(-1)).toMatch(
      /^solved: \d+ steps; rating fiendish 18\d \(SE 4\.4; hardest: w-wing\)$/,
    );
    const summary = /solved: (\d+) steps/.exec(text.stdout);
    expect(Number(summary?.[1])).toBe(lines.length - 1);
    expect(lines.length - 1).toBe(out.steps.length);
    for (const line of lines.slice(0, -1)) expect(line).toMatch(/^[a-z][a-z0-9 ()/-]*: \S/);
  });

  it("explain says where logic runs out and guesses, a guess being a step like any other", async () => {
    // one of the forum's hardest, with the techniques up to subsets only (SE's forcing levels
    // above 9 solve it without a guess)
    const hard =
      ".......39.....1..5..3.5.8....8.9...6.7...2...1..4.......9.8..5..2....6..4..7.....";
    const only = ["--techniques", "singles,locked,subsets"];
    const out = JSON.parse((await runCli(["sudoku", "explain", hard, ...only, "--json"])).stdout);
    const guesses = out.steps.filter((s: { technique: string }) => s.technique === "guess");
    expect(out.solved).toBe(true);
    expect(out.guesses).toBe(guesses.length);
    expect(out.guesses).toBeGreaterThan(0);
    expect(guesses[0].placements).toHaveLength(1);
    expect(guesses[0].explanation).toMatch(/^logic runs out here; r\d+c\d+ has \d choices/);
    const text = await runCli(["sudoku", "explain", hard, ...only]);
    expect(text.stdout).toMatch(/(^|\n)guess: logic runs out here/);
    expect(text.stdout).toMatch(
      /\nsolved: \d+ steps, \d+ of them (a guess|guesses); rating diabolical 31\d/,
    );
  });

  it("explain of a file: one object per puzzle, a stuck one not solved", async () => {
    const stuckFree =
      "...........................................................................1.....";
    const r = await runCli(["sudoku", "explain", "-", "--json"], `${TOP4}\n${stuckFree}\n`);
    const objects = r.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(objects.map((o) => o.puzzle)).toEqual([TOP4, stuckFree]);
    expect(objects[0].solved).toBe(true);
    // one clue: many solutions, logic stops, no guess can be right
    expect(objects[1].solved).toBe(false);
    expect(objects[1].guesses).toBe(0);
  });

  it("rate: top95 #1 needs pointing only (medium)", async () => {
    const r = await runCli(["sudoku", "rate", "--json"], TOP1);
    expect(JSON.parse(r.stdout)).toMatchObject({
      level: "medium",
      hardest: "pointing",
      guesses: 0,
    });
  });

  it("rate: level and number per line, none / not unique, error lines exit 2", async () => {
    const input = [TOP4, "# comment", "", ".".repeat(81), "11", `${"12".repeat(40)}.`].join("\n");
    const r = await runCli(["sudoku", "rate"], input);
    const lines = r.stdout.trimEnd().split("\n");
    expect(lines[0]).toMatch(/^fiendish 18\d \(SE 4\.4\)$/); // a W-wing is the hardest step
    expect(lines[1]).toBe("not unique");
    expect(lines[2]).toMatch(/^error: line 5: /);
    expect(lines[3]).toMatch(/^error: line 6, column 3: clues clash/);
    expect(r.code).toBe(2);
    const again = await runCli(["sudoku", "rate"], TOP4);
    expect(again.stdout).toBe(`${lines[0]}\n`);
  });
});

describe("sudoku generate", () => {
  it("streams --count puzzles, reproducible with --seed", async () => {
    const a = await runCli(["sudoku", "generate", "--count", "3", "--seed", "7"]);
    const b = await runCli(["sudoku", "generate", "--count", "3", "--seed", "7"]);
    expect(a.code).toBe(0);
    expect(a.stdout).toBe(b.stdout);
    const lines = a.stdout.trimEnd().split("\n");
    expect(lines).toHaveLength(3);
    for (const l of lines) expect(l).toMatch(/^[1-9.]{81}$/);
    const counted = await runCli(["sudoku", "count"], a.stdout);
    expect(counted.stdout).toBe("1\n1\n1\n");
  });

  it("sizes, symmetry, difficulty and clue targets", async () => {
    const r = await runCli(["sudoku", "generate", "--size", "16", "--seed", "1", "--clues", "140"]);
    expect(r.stdout.trim()).toMatch(/^[1-9A-G.]{256}$/);
    expect(r.stdout.replace(/[.\n]/g, "")).toHaveLength(140);
    const j = await runCli([
      "sudoku",
      "generate",
      "--seed",
      "2",
      "--difficulty",
      "medium",
      "--json",
    ]);
    expect(JSON.parse(j.stdout).rating.level).toBe("medium");
    const rate = await runCli(["sudoku", "rate"], JSON.parse(j.stdout).puzzle);
    expect(rate.stdout).toMatch(/^medium /);
  });

  it("unreachable target: exit 2 with the reason and the limit, puzzles made kept; bad options exit 2", async () => {
    const r = await runCli(["sudoku", "generate", "--clues", "17", "--time-limit", "1"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /^permuta: error: no puzzle with 17 clues found in \d+ attempts .*; gave up at the time limit of 1 s \(--time-limit\), 0 of 1 puzzles made\n$/,
    );
    expect((await runCli(["sudoku", "generate", "--clues", "16"])).code).toBe(2);
    expect((await runCli(["sudoku", "generate", "--symmetry", "spiral"])).code).toBe(2);
    expect((await runCli(["sudoku", "generate", "--size", "5"])).code).toBe(2);
    expect((await runCli(["sudoku", "generate", "--difficulty", "insane"])).code).toBe(2);
  });
});

describe("uniqueness techniques: only when the grid has exactly one solution", () => {
  /** A grid and its marks from one token per cell (a one-digit token is a placed digit). */
  const state = (tokens: string) => {
    const list = tokens.trim().split(/\s+/);
    return { grid: list.map((t) => (t.length === 1 ? t : ".")).join(""), marks: list.join(" ") };
  };

  it("hint with the user's marks (top95 #11 on its way): a unique rectangle", async () => {
    const { grid, marks } = state(`
      378 6   378 5    2    1    78  9    4
      1   2   78  46   9    46   78  5    3
      9   5   4   3    8    7    16  2    16
      2356 4  25  8    136  9    16  7    126
      367 39  379 124  1346 234  5   146  8
      26  8   1   7    46   5    49  3    269
      348 139 389 1469 5    346  2   1468 7
      23458 139 25 12469 7  2346 349 1468 1569
      2345 7  6   1249 134  8    349 14   159`);
    const r = await runCli(["sudoku", "hint", grid, "--candidates", marks, "--json"]);
    const hint = JSON.parse(r.stdout);
    expect(hint.technique).toBe("unique rectangle");
    expect(hint.cells).toEqual(["r1c3", "r1c7", "r2c3", "r2c7"]);
    expect(hint.eliminations).toEqual([
      { cell: "r1c3", digit: 7 },
      { cell: "r1c3", digit: 8 },
    ]);
    expect(hint.explanation).toMatch(
      /^type 1: .* The puzzle has only one solution, so r1c3 is neither/,
    );
  });

  it("a grid with two solutions (Serg's benchmark, on its way) gets no unique rectangle", () => {
    const { grid, marks } = state(`
      8 123 234 123 46 59 356 7 1469 1234 5 9 123 468 7 368 24 146 1234 7 6 123 48 59 358 2459
      149 1349 139 34 5 7 6 2 349 8 356 368 358 4 9 2 1 35 7 24579 29 2457 8 3 1 56 459 469
      23 238 238 9 1 4 7 6 5 57 4 57 6 2 8 9 1 3 69 69 1 7 5 3 4 8 2`);
    const hint = sudokuHint(parseSudoku(grid), { candidates: marks });
    expect(hint.technique).not.toBe("unique rectangle");
    // the pattern is there: assuming uniqueness (wrongly) would use it
    const g = parseSudoku(grid);
    const board = boardFromMarks(g.geometry, g.values, parsePencilMarks(marks, 9));
    board.assumeUnique = true;
    expect(nextStep(board)?.technique).toBe("unique rectangle");
  });

  it("explain and rate of a unique puzzle use them (top95 #38: a type 4 is the hardest step)", async () => {
    const top38 =
      "249.6...3.3....2..8.......5.....6......2......1..4.82..9.5..7....4.....1.7...3...";
    const ex = explainSudoku(parseSudoku(top38));
    expect(ex.lines.some((l) => l.startsWith("unique rectangle: type 4: "))).toBe(true);
    expect(ex.lines.at(-1)).toBe(
      "solved: 70 steps; rating fiendish 190 (SE 4.6; hardest: unique rectangle)",
    );
    expect((await runCli(["sudoku", "rate", top38])).stdout).toBe("fiendish 190 (SE 4.6)\n");
    // told that the puzzle is not known to be unique, the rating goes without them
    const solution = parseSudoku(
      "249865173531974268867132495423786519986251347715349826692518734354627981178493652",
    ).values;
    expect(rateSudokuGrid(parseSudoku(top38), solution, { unique: false }).hardest).not.toBe(
      "unique rectangle",
    );
  });
});

describe("links in the JSON of explain and hint", () => {
  it("chain and wing steps carry their links with named cells, the contract's fields kept", async () => {
    const r = await runCli(["sudoku", "explain", TOP4, "--json"]);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    for (const step of out.steps) {
      for (const key of ["technique", "cells", "placements", "eliminations", "explanation"])
        expect(step).toHaveProperty(key);
      if (/chain|aic|wing|colouring/.test(step.technique) && step.technique !== "forcing chain")
        expect(step.links?.length, step.technique).toBeGreaterThan(0);
    }
    const wing = out.steps.find((s: { technique: string }) => s.technique === "xy-wing");
    // the XY-wing as a chain: z = x in one pincer, x in the pivot, y there, y and z in the other
    expect(wing.links).toHaveLength(5);
    expect(wing.links.map((l: { strong: boolean }) => l.strong)).toEqual([
      true,
      false,
      true,
      false,
      true,
    ]);
    expect(wing.links[0].from).toEqual({ cell: expect.stringMatching(/^r\dc\d$/), digit: 9 });
    // hint --json: the same form
    const board = parseSudoku(TOP4);
    const hint = sudokuHint(board);
    expect(hint.links).toBeUndefined(); // a single first
  });

  it("a grouped AIC names its groups in the JSON (top95 #7's path has some)", async () => {
    const top7 =
      "6.2.5.........3.4..........43...8....1....2........7..5..27...........81...6.....";
    const r = await runCli(["sudoku", "explain", top7, "--json"]);
    expect(r.code).toBe(0);
    const steps = JSON.parse(r.stdout).steps.filter(
      (s: { technique: string }) => s.technique === "grouped aic",
    );
    expect(steps.length).toBeGreaterThan(0);
    for (const step of steps) {
      expect(step.explanation).toMatch(/\{r\dc\d(, r\dc\d)+\}/);
      const ends = step.links.flatMap((l: { from: object; to: object }) => [l.from, l.to]);
      expect(
        ends.some((e: { group?: string[] }) => e.group?.every((c) => /^r\dc\d$/.test(c))),
      ).toBe(true);
    }
  });
});
