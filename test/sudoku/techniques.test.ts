/**
 * Named textbook examples per technique: the grids of SudokuWiki's strategy pages (sudokuwiki.org,
 * A. Stuart) and sudoku9x9.com, with the eliminations those pages show. Each technique is applied
 * alone (after the easier one the page says it needs) until it finds nothing more.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseSudoku, sudokuGeometry } from "../../src/sudoku/grid.js";
import { alsXz } from "../../src/sudoku/logic/als.js";
import {
  applyStep,
  boardFromMarks,
  boardFromValues,
  type LogicBoard,
  type LogicStep,
} from "../../src/sudoku/logic/board.js";
import { simpleColouring } from "../../src/sudoku/logic/colouring.js";
import { finnedFish } from "../../src/sudoku/logic/finned-fish.js";
import { fish } from "../../src/sudoku/logic/fish.js";
import { claiming, pointing } from "../../src/sudoku/logic/locked.js";
import { hiddenSingle, nakedSingle } from "../../src/sudoku/logic/singles.js";
import { hiddenSubset, nakedSubset } from "../../src/sudoku/logic/subsets.js";
import { nextStep, TECHNIQUES } from "../../src/sudoku/logic/techniques.js";
import { bugPlusOne, uniqueRectangle } from "../../src/sudoku/logic/uniqueness.js";
import { xyWing } from "../../src/sudoku/logic/xy-wing.js";
import { sudokuEngine } from "../../src/sudoku/solve.js";

type Finder = (board: LogicBoard) => LogicStep | null;

/** Applies finders in turn, each until it finds nothing; returns the board and the steps of the last. */
function run(grid: string, ...finders: Finder[]) {
  const g = parseSudoku(grid);
  const board = boardFromValues(g.geometry, g.values);
  let steps: LogicStep[] = [];
  for (const find of finders) {
    steps = [];
    for (let step = find(board); step; step = find(board)) {
      steps.push(step);
      applyStep(board, step);
    }
  }
  // soundness against the solution when the grid has exactly one
  const solution = new Uint8Array(81);
  if (sudokuEngine(g.geometry, "fast").count(g.values, 2, solution) === 1) {
    for (const s of steps)
      for (const e of s.eliminations) expect(solution[e.cell], s.explanation).not.toBe(e.digit);
  }
  return { board, steps };
}

/** True when `digit` is no longer a candidate of r{row}c{col} (0-based row and column). */
function gone(board: LogicBoard, row: number, col: number, digit: number): boolean {
  return (board.cands[row * 9 + col]! & (1 << (digit - 1))) === 0;
}

function expectGone(board: LogicBoard, list: [number, number, number][]) {
  for (const [r, c, d] of list)
    expect(gone(board, r, c, d), `r${r + 1}c${c + 1} still has ${d}`).toBe(true);
}

describe("singles", () => {
  it("hidden single: the only place for a digit in a box, with the contract's wording", () => {
    const { steps } = run(
      "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
      hiddenSingle,
    );
    expect(steps[0]!.explanation).toBe("r6c2 can only be 4: it is the only place for 4 in box 4");
  });
  it("naked single: a cell with one candidate left", () => {
    const g = parseSudoku(`12345678.${".".repeat(72)}`);
    const b = boardFromValues(g.geometry, g.values);
    const s = nakedSingle(b)!;
    expect(s.placements).toEqual([{ cell: 8, digit: 9 }]);
    expect(s.explanation).toBe("r1c9 can only be 9: every other digit is ruled out there");
  });
});

describe("locked candidates", () => {
  it("pointing in a column (sudoku9x9.com locked candidates)", () => {
    const grid = [".12......", ".....3...", ".56......", ".".repeat(54)].join("");
    const { board, steps } = run(grid, pointing);
    expect(steps[0]!.technique).toBe("pointing");
    expectGone(
      board,
      [3, 4, 5, 6, 7, 8].map((r) => [r, 0, 3] as [number, number, number]),
    );
  });
  it("pointing, SudokuWiki Intersection Removal example 3", () => {
    const { board } = run(
      "93..5....2..63..95856..2.....318.57...5.2.98..8...5......8..1595.821...4...56...8",
      pointing,
    );
    expectGone(board, [[4, 5, 3]]);
  });
  it("claiming, SudokuWiki Intersection Removal (box/line reduction) example 1", () => {
    const { board, steps } = run(
      ".16..78.3.9.8.....87...126..48...3..65...9.82.39...65..6.9...2..8...29369246..51.",
      claiming,
    );
    expect(steps.every((s) => s.technique === "claiming")).toBe(true);
    // the 4s of column 8 are locked in box 3 (the page's 2s need singles placed first)
    expectGone(board, [
      [1, 6, 4],
      [1, 8, 4],
      [2, 6, 4],
      [2, 8, 4],
    ]);
  });
});

describe("naked and hidden subsets", () => {
  it("naked pair in a row (sudoku9x9.com naked pair)", () => {
    const { board, steps } = run(
      "9..4..1...56.......78..62......23.......5..73....7...........8...................",
      (b) => nakedSubset(b, 2),
    );
    expect(steps[0]!.technique).toBe("naked pair");
    expect(steps[0]!.explanation).toMatch(
      /^in row 1, r1c2 and r1c3 can only hold 2 and 3 between them/,
    );
    expectGone(board, [
      [0, 4, 3],
      [0, 5, 2],
      [0, 7, 3],
    ]);
  });
  it("naked triple, SudokuWiki Naked Candidates", () => {
    const { board } = run(
      ".7.4.8.29..2.....4854.2...7..83742...2.........32617......936122.....4.313.642.7.",
      (b) => nakedSubset(b, 3),
    );
    expectGone(board, [
      [4, 0, 5],
      [4, 0, 9],
      [4, 2, 5],
      [4, 2, 9],
      [4, 6, 5],
      [4, 6, 8],
      [4, 6, 9],
      [4, 7, 5],
      [4, 7, 8],
      [4, 7, 9],
    ]);
  });
  it("naked quad, SudokuWiki Naked Candidates", () => {
    const { board, steps } = run(
      "....3..86....2..4..9..7852.3718562949..1423754..3976182..7.3859.392.54677..9.4132",
      (b) => nakedSubset(b, 4),
    );
    expect(steps[0]!.technique).toBe("naked quad");
    expectGone(board, [
      [0, 1, 1],
      [0, 1, 5],
      [0, 2, 5],
      [1, 2, 5],
      [1, 2, 6],
      [1, 2, 8],
      [2, 2, 6],
    ]);
  });
  it("hidden pair, SudokuWiki Hidden Candidates", () => {
    const { board, steps } = run(
      ".........9.46.7....768.41..3.97.1.8...8...3...5.3.87.2..75.261....4.32.8.........",
      (b) => hiddenSubset(b, 2),
    );
    expect(steps[0]!.technique).toBe("hidden pair");
    expectGone(board, [
      [0, 7, 2],
      [0, 7, 3],
      [0, 7, 4],
      [0, 7, 5],
      [0, 7, 9],
      [0, 8, 3],
      [0, 8, 4],
      [0, 8, 5],
      [0, 8, 9],
    ]);
  });
  it("hidden triple, SudokuWiki Hidden Candidates", () => {
    const { board, steps } = run(
      ".....1.3.231.9.....65..31..6789243..1.3.5...6...1367....936.57...6.198433........",
      (b) => hiddenSubset(b, 3),
    );
    expect(steps[0]!.technique).toBe("hidden triple");
    expectGone(board, [
      [0, 3, 4],
      [0, 3, 7],
      [0, 3, 8],
      [0, 6, 4],
      [0, 6, 9],
      [0, 8, 4],
      [0, 8, 7],
      [0, 8, 8],
      [0, 8, 9],
    ]);
  });
});

describe("hidden quad", () => {
  it("SudokuWiki Hidden Candidates, hidden quad example", () => {
    const { steps } = run(
      "65..87.24...649.5..4..25...57.438.61...5.1...31.9.2.85...89..1....213...13.75..98",
      (b) => hiddenSubset(b, 4),
    );
    expect(steps.length).toBeGreaterThan(0);
    expect(steps[0]!.technique).toBe("hidden quad");
    expect(steps[0]!.cells).toHaveLength(4);
  });
});

describe("fish and wings", () => {
  it("x-wing on 7, SudokuWiki X-Wing example", () => {
    const { board, steps } = run(
      "1.....569492.561.8.561.924...964.8.1.64.1....218.356.4.4.5...169.5.614.2621.....5",
      (b) => fish(b, 2),
    );
    expect(steps[0]!.technique).toBe("x-wing");
    expectGone(board, [
      [0, 3, 7],
      [7, 3, 7],
      [8, 3, 7],
      [7, 7, 7],
      [8, 7, 7],
    ]);
  });
  it("swordfish, SudokuWiki Swordfish ('perfect swordfish') example", () => {
    const { steps } = run(
      "52941.7.3..6..3..2..32......523...76637.5.2..19.62753.3...6942.2..83.6..96.7423.5",
      (b) => fish(b, 3),
    );
    expect(steps.some((s) => s.technique === "swordfish")).toBe(true);
  });
  it("xy-wing, SudokuWiki Y-Wing example", () => {
    const { steps } = run(
      "9..24.....5.69.231.2..5..9..9.7..32...29356.7.7...29...69.2..7351..79.622.7.86..9",
      xyWing,
    );
    expect(steps.length).toBeGreaterThan(0);
    expect(steps[0]!.cells).toHaveLength(3);
    expect(steps[0]!.explanation).toMatch(/either way one of those two is \d/i);
  });
});

/** A board from a pencil-mark grid (one token per cell; a one-digit token is a placed digit). */
function fromMarks(grid: string) {
  const tokens = grid.trim().split(/\s+/);
  const values = tokens.map((t) => (t.length === 1 ? Number(t) : 0));
  const marks = tokens.map((t) => [...t].reduce((m, d) => m | (1 << (Number(d) - 1)), 0));
  return boardFromMarks(sudokuGeometry(9), values, marks);
}

function colourAll(board: LogicBoard, puzzle: string) {
  const solution = new Uint8Array(81);
  expect(
    sudokuEngine(sudokuGeometry(9), "fast").count(parseSudoku(puzzle).values, 2, solution),
  ).toBe(1);
  const steps: LogicStep[] = [];
  for (let s = simpleColouring(board); s; s = simpleColouring(board)) {
    for (const e of s.eliminations) expect(solution[e.cell], s.explanation).not.toBe(e.digit);
    steps.push(s);
    applyStep(board, s);
  }
  return steps;
}

describe("simple colouring (SudokuWiki Singles Chains, pencil marks as on the page)", () => {
  it("rule 2, colour wrap: the 8s of one colour", () => {
    const board = fromMarks(`
      17   9    6    5    4    2    178  3    178
      147  14   2    8    9    3    5    6    17
      5    8    3    7    1    6    2    9    4
      9    7    18   2    5    4    3    18   6
      48   3    5    1    6    9    48   7    2
      6    2    14   3    8    7    14   5    9
      3    45   489  6    7    1    89   2    58
      18   15   7    9    2    58   6    4    3
      2    6    89   4    3    58   1789 18   1578`);
    const steps = colourAll(
      board,
      "000000030002090500080706004900054006030000070600380009300601020007020600060000000",
    );
    expect(steps.length).toBeGreaterThan(0);
    expect(steps[0]!.explanation).toMatch(/have the same colour and see each other/);
    expectGone(board, [
      [3, 2, 8],
      [4, 6, 8],
      [7, 0, 8],
      [8, 5, 8],
      [8, 7, 8],
    ]);
  });
  it("rule 4, colour trap: 6 leaves r1c5 and r7c4", () => {
    const board = fromMarks(`
      4   5   7   168 689 19  2   16  3
      2   8   3   16  5   4   16  7   9
      9   6   1   2   3   7   4   5   8
      3   12  26  7   4   8   9   16  5
      16  7   9   5   2   3   8   4   16
      5   4   8   9   1   6   7   3   2
      7   3   246 168 68  12  5   9   46
      8   9   46  3   7   5   16  2   146
      16  12  5   4   69  29  3   8   7`);
    const steps = colourAll(
      board,
      "007000200000054009061000008300740905000000000508016002700000590800370000005000300",
    );
    expect(steps.some((s) => /sees both colours/.test(s.explanation))).toBe(true);
    expectGone(board, [
      [0, 4, 6],
      [6, 3, 6],
    ]);
  });
});

/** Norvig's top95 #p (0-based) and its solution. */
function top95(p: number) {
  const read = (name: string) =>
    readFileSync(new URL(`../data/sudoku/${name}`, import.meta.url), "utf8").split("\n")[p]!;
  return { puzzle: read("norvig_top95.txt"), solution: read("norvig_top95.solutions.txt") };
}

/**
 * The first step of `find` on the marks (as the logical path reached them on top95 #p), with
 * `assumeUnique` set; checked against the puzzle's solution. Without the flag it finds nothing.
 */
function uniqueStep(find: Finder, p: number, marks: string): LogicStep {
  const board = fromMarks(marks);
  expect(find(board), "runs only when uniqueness is assumed").toBeNull();
  board.assumeUnique = true;
  const step = find(board)!;
  expect(step).not.toBeNull();
  const { puzzle, solution } = top95(p);
  // the marks are the puzzle's, and its solution is unique and fits them
  const grid = parseSudoku(puzzle);
  expect(sudokuEngine(grid.geometry, "fast").count(grid.values, 2)).toBe(1);
  grid.values.forEach((v, cell) => {
    if (v !== 0) expect(board.values[cell]).toBe(v);
  });
  for (const e of step.eliminations)
    expect(Number(solution[e.cell]), step.explanation).not.toBe(e.digit);
  for (const pl of step.placements)
    expect(Number(solution[pl.cell]), step.explanation).toBe(pl.digit);
  return step;
}

const triples = (step: LogicStep) =>
  step.eliminations.map((e) => [Math.floor(e.cell / 9), e.cell % 9, e.digit]);

describe("uniqueness techniques (positions of Norvig's top95 as the logical path reached them)", () => {
  it("unique rectangle type 1: three corners hold only 7 and 8, so the fourth is neither", () => {
    const step = uniqueStep(
      uniqueRectangle,
      11,
      `
      378    6      378    5      2      1      78     9      4
      1      2      78     46     9      46     78     5      3
      9      5      4      3      8      7      16     2      16
      2356   4      25     8      136    9      16     7      126
      367    39     379    124    1346   234    5      146    8
      26     8      1      7      46     5      49     3      269
      348    139    389    1469   5      346    2      1468   7
      23458  139    25     12469  7      2346   349    1468   1569
      2345   7      6      1249   134    8      349    14     159`,
    );
    expect(step.technique).toBe("unique rectangle");
    expect(step.rectangleType).toBe(1);
    expect(triples(step)).toEqual([
      [0, 2, 7],
      [0, 2, 8],
    ]);
    expect(step.explanation).toBe(
      "type 1: r1c3, r1c7, r2c3 and r2c7 lie in two rows, two columns and two boxes and all hold 7 and 8; r1c7, r2c3 and r2c7 hold nothing else. If r1c3 were 7 or 8 too, the four cells would hold only 7 and 8, and swapping 7 and 8 in them would give a second solution. The puzzle has only one solution, so r1c3 is neither: remove 7 and 8 from r1c3",
    );
  });
  it("unique rectangle type 2: the roof's one extra digit 6 leaves the cells that see both", () => {
    const step = uniqueStep(
      uniqueRectangle,
      81,
      `
      249    49     246    167    3      17     58     18     1258
      1      5      7      2      4      8      36     36     9
      8      3      26     16     5      9      4      7      12
      67     1      9      48     2      3      5678   468    4578
      5      48     48     9      7      6      1      2      3
      67     2      3      48     1      5      9      468    478
      349    6      148    137    89     147    2      5      1478
      2349   489    1248   5      6      1247   378    13489  1478
      2349   7      5      13     89     124    38     13489  6`,
    );
    expect(step.rectangleType).toBe(2);
    expect(step.cells.map((c) => [Math.floor(c / 9), c % 9]).sort()).toEqual([
      [3, 3],
      [3, 7],
      [5, 3],
      [5, 7],
    ]);
    expect(triples(step)).toEqual([
      [1, 7, 6],
      [3, 6, 6],
    ]);
    expect(step.explanation).toMatch(/one of r4c8 and r6c8 holds a digit other than 4 and 8/);
  });
  it("unique rectangle type 3: the roof's 1, 5 or 6 makes a naked triple in box 6", () => {
    const step = uniqueStep(
      uniqueRectangle,
      31,
      `
      1368   36     168    5      2      18     79     4      79
      18     4      2      3      79     79     5      18     6
      9      7      5      46     468    168    38     2      138
      1367   369    4      8      679    2      679    156    1579
      2      5      679    1      4679   679    46789  3      4789
      167    8      1679   4679   3      5      24679  16     12479
      568    69     689    269    1      4      2368   7      2358
      4678   1      3      267    5      678    2468   9      248
      45678  2      6789   679    6789   3      1      568    458`,
    );
    expect(step.rectangleType).toBe(3);
    // the rectangle, then the subset's other cells
    expect(step.cells.map((c) => `r${Math.floor(c / 9) + 1}c${(c % 9) + 1}`)).toEqual([
      "r1c7",
      "r1c9",
      "r4c7",
      "r4c9",
      "r4c8",
      "r6c8",
    ]);
    expect(triples(step)).toEqual([
      [4, 6, 6],
      [5, 6, 6],
      [5, 8, 1],
    ]);
    expect(step.explanation).toMatch(
      /In box 6, that digit and r4c8 and r6c8 take 1, 5 and 6 between them, one digit per cell \(a naked triple\)/,
    );
  });
  it("unique rectangle type 4: 5 only in the roof in column 1, so 1 leaves both roof cells", () => {
    const step = uniqueStep(
      uniqueRectangle,
      10,
      `
      6      179    14789  3      1789   2      5      479    89
      489    5      34789  4789   6789   46789  3489   1      2
      1489   2      134789 5      1789   14789  3489   34679  3689
      7      4      2      6      1389   5      1389   39     389
      189    169    1689   279    12379  1379   1369   5      4
      3      169    5      489    189    1489   1689   2      7
      2      8      4679   1      5      3679   349    3469   369
      159    13679  1679   789    4      36789  2      3689   15
      1459   1369   1469   289    23689  3689   7      34689  15`,
    );
    expect(step.rectangleType).toBe(4);
    expect(triples(step)).toEqual([
      [7, 0, 1],
      [8, 0, 1],
    ]);
    expect(step.explanation).toMatch(
      /In column 1, 5 can go only in r8c1 and r9c1, so one of them is 5; if the other were 1/,
    );
  });
  it("BUG+1: r7c4 is the one cell with three candidates; 6 appears three times around it", () => {
    const step = uniqueStep(
      bugPlusOne,
      68,
      `
      15     3      58     26     17     9      27     4      68
      9      6      2      8      37     4      5      37     1
      14     7      48     23     5      16     23     9      68
      2      8      3      4      9      7      6      1      5
      57     4      1      35     6      8      39     2      79
      6      9      57     1      2      35     8      37     4
      3      2      69     567    4      56     1      8      79
      8      5      47     9      13     13     47     6      2
      47     1      69     67     8      2      49     5      3`,
    );
    expect(step.technique).toBe("bug+1");
    expect(step.placements).toEqual([{ cell: 6 * 9 + 3, digit: 6 }]);
    expect(step.explanation).toMatch(/^r7c4 holds 5, 6 and 7 and every other empty cell/);
    expect(step.explanation).toMatch(/so r7c4 is 6$/);
  });

  /** An empty grid with the given marks (every other cell 1 to 9), uniqueness assumed. */
  function pattern(marks: Record<string, string>) {
    const tokens = Array.from({ length: 81 }, (_, cell) => {
      const name = `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;
      return marks[name] ?? "123456789";
    });
    const board = fromMarks(tokens.join(" "));
    board.assumeUnique = true;
    return board;
  }

  it("the rectangle must span exactly two boxes, with four empty cells", () => {
    // two boxes: a type 1
    const two = pattern({ r1c1: "12", r1c4: "12", r2c1: "12", r2c4: "123" });
    expect(triples(uniqueRectangle(two)!)).toEqual([
      [1, 3, 1],
      [1, 3, 2],
    ]);
    // four boxes, or one box: not a deadly pattern as the technique knows it
    expect(
      uniqueRectangle(pattern({ r1c1: "12", r1c4: "12", r4c1: "12", r4c4: "123" })),
    ).toBeNull();
    expect(
      uniqueRectangle(pattern({ r1c1: "12", r1c2: "12", r2c1: "12", r2c2: "123" })),
    ).toBeNull();
    // a placed corner (r2c4 = 3): no rectangle through it
    const placed = pattern({ r1c1: "12", r1c4: "12", r2c1: "12", r2c4: "3" });
    expect(uniqueRectangle(placed)?.cells ?? []).not.toContain(12);
  });
});

/**
 * A board from pencil marks written as SudokuWiki's solver exports them: a placed digit, or the
 * candidates of an empty cell in braces (`754{126}{269}8...`, row after row).
 */
function fromBraces(grid: string) {
  const values: number[] = [];
  const marks: number[] = [];
  for (const m of grid.replace(/\s/g, "").matchAll(/\{(\d+)\}|(\d)/g)) {
    values.push(m[1] ? 0 : Number(m[2]));
    marks.push(m[1] ? [...m[1]].reduce((a, d) => a | (1 << (Number(d) - 1)), 0) : 0);
  }
  expect(values).toHaveLength(81);
  return { values, board: boardFromMarks(sudokuGeometry(9), values, marks) };
}

/** Applies one finder until it finds nothing, each elimination checked against the solution of the placed digits. */
function applyAll(values: number[], board: LogicBoard, find: Finder) {
  const solution = new Uint8Array(81);
  expect(sudokuEngine(sudokuGeometry(9), "fast").count(values, 2, solution)).toBe(1);
  const steps: LogicStep[] = [];
  for (let s = find(board); s; s = find(board)) {
    for (const e of s.eliminations) expect(solution[e.cell], s.explanation).not.toBe(e.digit);
    steps.push(s);
    applyStep(board, s);
  }
  return steps;
}

/** The eliminations of some steps as `r8c9-7` strings. */
function removed(steps: LogicStep[]) {
  return steps.flatMap((s) =>
    s.eliminations.map((e) => `r${Math.floor(e.cell / 9) + 1}c${(e.cell % 9) + 1}-${e.digit}`),
  );
}

// The pencil marks of SudokuWiki's Finned X-Wing and Finned Swordfish pages (sudokuwiki.org,
// A. Stuart), as a public solver's tests transcribe them (joeseibel/sudoku-solver), with the
// eliminations the pages show.
describe("finned and sashimi fish (SudokuWiki Finned X-Wing and Finned Swordfish)", () => {
  it("finned X-wing on 7 with two fin cells in box 9: 7 leaves r8c9 (H9)", () => {
    const { values, board } = fromBraces(`
      754{126}{269}8{12}3{1269}
      836{14}{279}{12479}{57}{279}{12579}
      19235{67}84{67}
      2459{68}{16}{37}{78}{137}
      {36}{68}{138}745{12}{289}{129}
      9{78}{178}{12}{28}3654
      {3456}2981{467}{3457}{67}{357}
      {3456}{678}{378}{246}{2367}{2467}91{2357}
      {346}1{37}5{23679}{24679}{347}{267}8`);
    const steps = applyAll(values, board, (b) => finnedFish(b, 2));
    expect(steps.map((s) => s.technique)).toEqual(["finned x-wing"]);
    expect(removed(steps)).toEqual(["r8c9-7"]);
    expect(steps[0]!.explanation).toBe(
      "finned X-wing on 7: in rows 3 and 7, 7 can only go in columns 6 and 9, except at r7c7 and r7c8 (the fin, all in box 9). If the fin holds no 7, these rows place 7 in each of columns 6 and 9, as in an X-wing, and 7 leaves the other cells of those columns; if the fin holds 7, 7 leaves the other cells of box 9. Either way, 7 leaves the cells of box 9 in columns 6 and 9 outside these rows: remove 7 from r8c9",
    );
  });
  it("finned X-wings in columns on 3 and on 5 (one fin cell, r4c2): 3 and 5 leave r6c1", () => {
    const { values, board } = fromBraces(`
      9{156}{1256}{25}4{1567}38{267}
      7{136}4{23}8{136}95{26}
      {235}8{2356}9{27}{3567}14{267}
      {135}{135}769{35}824
      629418735
      {345}{345}8{235}{27}{357}619
      {345}7{35}162{45}98
      89{25}734{25}61
      {124}{146}{126}859{24}73`);
    const steps = applyAll(values, board, (b) => finnedFish(b, 2));
    expect(removed(steps).sort()).toEqual(["r6c1-3", "r6c1-5"]);
    expect(steps[0]!.explanation).toMatch(/^finned X-wing on 3: in columns 2 and 4/);
  });
  it("sashimi X-wing on 4 (row 4 has one place in the covers besides the fin): 4 leaves r5c6 and r6c6", () => {
    const { values, board } = fromBraces(`
      3{467}{67}{46}12598
      {249}{245}1{49}8{459}763
      {69}8{56}7{356}{369}241
      7{269}{256}{469}{456}138{246}
      {246}{24569}387{4569}{469}1{246}
      1{469}82{346}{3469}{469}75
      5193{46}8{46}27
      {26}3{267}19{467}85{46}
      8{67}452{67}139`);
    const steps = applyAll(values, board, (b) => finnedFish(b, 2));
    expect(steps.map((s) => s.technique)).toEqual(["finned x-wing"]);
    expect(removed(steps)).toEqual(["r5c6-4", "r6c6-4"]);
    expect(steps[0]!.explanation).toMatch(
      /^sashimi X-wing on 4: .*It is a sashimi X-wing: without the fin, row 4 has only r4c9 for 4\./,
    );
  });
  it("finned swordfish on 3 in columns 1, 5 and 9 (fin r9c5): 3 leaves r7c4", () => {
    const { values, board } = fromBraces(`
      6{379}5418{379}{37}2
      8{349}{349}{3569}72{3459}{3456}1
      21{3479}{3569}{359}{69}{457}8{367}
      9{37}8265{137}{137}4
      {34}5{3467}18{49}2{3679}{367}
      1{246}{246}7{49}38{69}5
      {34}8{169}{3569}{359}{4679}{13457}2{37}
      5{69}{169}{369}2{4679}{1347}{1347}8
      7{234}{234}8{345}16{345}9`);
    expect(finnedFish(board, 2)).toBeNull();
    const steps = applyAll(values, board, (b) => finnedFish(b, 3));
    expect(steps.map((s) => s.technique)).toEqual(["finned swordfish"]);
    expect(removed(steps)).toEqual(["r7c4-3"]);
    expect(steps[0]!.explanation).toMatch(
      /^finned swordfish on 3: in columns 1, 5 and 9, 3 can only go in rows 3, 5 and 7, except at r9c5 \(the fin, in box 8\)/,
    );
  });
  it("finned swordfish on 3 in columns 2, 3 and 5 (fin r7c2): 3 leaves r8c1", () => {
    const { values, board } = fromBraces(`
      2{349}{3489}{1359}{1358}{1389}6{19}7
      {189}7{89}6{128}4{1259}3{1259}
      {139}65{1239}7{1239}84{129}
      582{139}6{139}{139}74
      4{39}78{123}5{1239}{129}6
      {39}16{2379}4{2379}{239}58
      {378}{35}1{2357}9{2378}46{25}
      {379}2{39}4{135}6{1579}8{159}
      6{459}{489}{1257}{1258}{1278}{12579}{129}3`);
    const steps = applyAll(values, board, (b) => finnedFish(b, 3));
    expect(removed(steps)).toEqual(["r8c1-3"]);
  });
});

describe("ALS-XZ", () => {
  it("Sudopedia's ALS-XZ example, after the singles the puzzle opens with: A = r7c1 (4/9), B = r4c2, r5c2, r6c2 and r8c2 (3/4/5/6/9): X = 9, Z = 4 leaves r4c1 and r7c2", () => {
    const puzzle =
      "580700002000000000000000100009000630000000004701045008005203000006004070120060300";
    const g = parseSudoku(puzzle);
    const board = boardFromValues(g.geometry, g.values);
    // the easier techniques first, as far as they go (7 singles here)
    const easier = TECHNIQUES.slice(0, TECHNIQUES.findIndex((t) => t.name === "xy-chain") + 1);
    for (let s = nextStep(board, easier); s; s = nextStep(board, easier)) applyStep(board, s);
    const steps = applyAll([...g.values], board, alsXz);
    const step = steps.find((s) =>
      s.explanation.includes("A = r7c1 (4/9) and B = r4c2, r5c2, r6c2 and r8c2 (4 cells"),
    );
    expect(step, steps.map((s) => s.explanation).join("\n")).toBeDefined();
    expect(removed([step!])).toEqual(["r4c1-4", "r7c2-4"]);
    expect(step!.explanation).toBe(
      "two almost locked sets (each has one digit more than cells): A = r7c1 (4/9) and B = r4c2, r5c2, r6c2 and r8c2 (4 cells with the 5 digits 3/4/5/6/9, in column 2). 9 is in both, and every 9 of A sees every 9 of B, so at most one of them holds 9. One that has no 9 is left with as many digits as cells, so it holds each of its other digits, 4 among them. So 4 is in A or in B, and 4 leaves every cell that sees all the 4s of both: remove 4 from r4c1 and r7c2",
    );
  });
  it("a hand-made ALS-XZ: A = r1c1 (1/2), B = r3c2, r3c5 and r3c7 (1/2/3/4); X = 1, Z = 2", () => {
    // A's only 1 (r1c1) sees B's only 1 (r3c2, box 1), so one of them has no 1 and holds 2: A at
    // r1c1 or B at r3c7. r1c8 (row 1, box 3) and r3c3 (row 3, box 1) see both and lose 2. Every
    // other cell has 5 to 9 only, so no smaller pattern is there.
    const m = (...ds: number[]) => ds.reduce((a, d) => a | (1 << (d - 1)), 0);
    const marks = new Array(81).fill(m(5, 6, 7, 8, 9));
    marks[0] = m(1, 2); // r1c1
    marks[19] = m(1, 3); // r3c2
    marks[22] = m(3, 4); // r3c5
    marks[24] = m(2, 4); // r3c7
    marks[7] = m(2, 9); // r1c8
    marks[20] = m(2, 8); // r3c3
    const board = boardFromMarks(sudokuGeometry(9), new Array(81).fill(0), marks);
    const step = alsXz(board)!;
    expect(step.technique).toBe("als-xz");
    expect(step.cells).toEqual([0, 19, 22, 24]);
    expect(removed([step])).toEqual(["r1c8-2", "r3c3-2"]);
    expect(step.explanation).toMatch(
      /^two almost locked sets \(each has one digit more than cells\): A = r1c1 \(1\/2\) and B = r3c2, r3c5 and r3c7 \(3 cells with the 4 digits 1\/2\/3\/4, in row 3\)\. 1 is in both/,
    );
  });
  it("a hand-made doubly linked ALS-XZ: A = r1c1 (1/2), B = r2c2, r2c3 and r2c7; 1 and 2 both link", () => {
    // A's 1 and 2 (r1c1) see B's 1 (r2c2) and 2 (r2c3) in box 1. A set without both 1 and 2
    // would have fewer digits than cells, so A holds one and B the other, and B also holds 3 and
    // 4: 1 leaves r3c3 (it sees the 1s of both), 3 leaves r2c9 (it sees B's 3s, r2c2 and r2c7).
    const m = (...ds: number[]) => ds.reduce((a, d) => a | (1 << (d - 1)), 0);
    const marks = new Array(81).fill(m(5, 6, 7, 8, 9));
    marks[0] = m(1, 2); // r1c1
    marks[10] = m(1, 3); // r2c2
    marks[11] = m(2, 4); // r2c3
    marks[15] = m(3, 4); // r2c7
    marks[17] = m(3, 9); // r2c9
    marks[20] = m(1, 8); // r3c3
    const board = boardFromMarks(sudokuGeometry(9), new Array(81).fill(0), marks);
    const step = alsXz(board)!;
    expect(step.cells).toEqual([0, 10, 11, 15]);
    expect(removed([step])).toEqual(["r2c9-3", "r3c3-1"]);
    expect(step.explanation).toMatch(
      /^two almost locked sets \(each has one digit more than cells\), doubly linked: A = r1c1 \(1\/2\) and B = r2c2, r2c3 and r2c7 .*1 and 2 are in both/,
    );
  });
});
