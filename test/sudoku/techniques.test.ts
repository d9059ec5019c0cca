/**
 * Named textbook examples per technique: the grids of SudokuWiki's strategy pages (sudokuwiki.org,
 * A. Stuart) and sudoku9x9.com, with the eliminations those pages show. Each technique is applied
 * alone (after the easier one the page says it needs) until it finds nothing more.
 */
import { describe, expect, it } from "vitest";
import { parseSudoku, sudokuGeometry } from "../../src/sudoku/grid.js";
import {
  applyStep,
  boardFromMarks,
  boardFromValues,
  type LogicBoard,
  type LogicStep,
} from "../../src/sudoku/logic/board.js";
import { simpleColouring } from "../../src/sudoku/logic/colouring.js";
import { fish } from "../../src/sudoku/logic/fish.js";
import { claiming, pointing } from "../../src/sudoku/logic/locked.js";
import { hiddenSingle, nakedSingle } from "../../src/sudoku/logic/singles.js";
import { hiddenSubset, nakedSubset } from "../../src/sudoku/logic/subsets.js";
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
