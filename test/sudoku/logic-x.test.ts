// X-Sudoku (both long diagonals hold every digit once): the logic techniques take the diagonals as
// houses. Hand-checked positions where the only way forward goes through a diagonal, and every
// step on 400 generated X puzzles replayed against the solutions of the exact-cover solver.
import { describe, expect, it } from "vitest";
import { parseSudoku, sudokuGeometry } from "../../src/sudoku/grid.js";
import { boardFromValues, type LogicStep } from "../../src/sudoku/logic/board.js";
import { houseTable } from "../../src/sudoku/logic/houses.js";
import { claiming, pointing } from "../../src/sudoku/logic/locked.js";
import { hiddenSingle, nakedSingle } from "../../src/sudoku/logic/singles.js";
import { nextStep } from "../../src/sudoku/logic/techniques.js";
import { rateSudokuGrid } from "../../src/sudoku/rating.js";
import { sudokuEngine } from "../../src/sudoku/solve.js";
import { sudokuDataLines } from "../helpers/sudoku-data.js";
import { replayAgainstSolution } from "../helpers/sudoku-replay.js";

const X = { diagonal: true };
const DIAGONAL = /the (main |anti-)diagonal/;

describe("the house table of the X variant", () => {
  it("has the diagonals as houses 3N and 3N+1, and each cell's houses and peers", () => {
    const t = houseTable(sudokuGeometry(9, X));
    expect(t.houseCount).toBe(29);
    expect([...t.houses.subarray(27 * 9, 28 * 9)]).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80]);
    expect([...t.houses.subarray(28 * 9, 29 * 9)]).toEqual([8, 16, 24, 32, 40, 48, 56, 64, 72]);
    const housesOf = (c: number) => [
      ...t.cellHouseList.subarray(t.cellHouseStart[c], t.cellHouseStart[c + 1]),
    ];
    expect(housesOf(1)).toEqual([0, 10, 18]); // r1c2: row, column, box
    expect(housesOf(0)).toEqual([0, 9, 18, 27]); // r1c1: and the main diagonal
    expect(housesOf(40)).toEqual([4, 13, 22, 27, 28]); // the centre: both diagonals
    const peers = (c: number) => t.peerStart[c + 1]! - t.peerStart[c]!;
    // 20, plus 6 on one diagonal outside the box, plus 12 for the centre
    expect([peers(1), peers(0), peers(40)]).toEqual([20, 26, 32]);
    expect(t.sees[0 * 81 + 80]).toBe(1); // r1c1 sees r9c9
    expect(houseTable(sudokuGeometry(9)).sees[0 * 81 + 80]).toBe(0);
    expect(houseTable(sudokuGeometry(9)).houseCount).toBe(27);
  });
});

describe("textbook X-Sudoku positions (checked by hand)", () => {
  it("a hidden single in the anti-diagonal, the only step", () => {
    // 5s at r1c3, r6c6, r7c1, r8c7. On the anti-diagonal r1c9 (row 1), r3c7 (column 7), r4c6
    // (column 6), r5c5 (box 5), r6c4 (row 6), r7c3 (row 7), r8c2 (row 8) and r9c1 (column 1)
    // cannot be 5: only r2c8 is left. Every box, row and column still has two places or more.
    const line =
      "..5...............................................5...5..............5...........";
    const board = boardFromValues(parseSudoku(line, X).geometry, parseSudoku(line, X).values);
    const step = hiddenSingle(board)!;
    expect(step).toEqual({
      technique: "hidden single",
      house: "diagonal",
      cells: [16],
      placements: [{ cell: 16, digit: 5 }],
      eliminations: [],
      explanation: "r2c8 can only be 5: it is the only place for 5 in the anti-diagonal",
    });
    expect(nextStep(board)).toEqual(step);
    // without the diagonals there is nothing to find by singles
    const plain = parseSudoku(line);
    const classic = boardFromValues(plain.geometry, plain.values);
    expect(hiddenSingle(classic)).toBeNull();
    expect(nakedSingle(classic)).toBeNull();
  });

  it("claiming from the main diagonal: its places for 5 all lie in box 5", () => {
    // 5s at r1c3, r6c7, r8c6, r9c2. On the main diagonal r1c1 (row 1), r2c2 and r3c3 (box 1),
    // r6c6 (row 6), r7c7 (column 7), r8c8 (row 8) and r9c9 (row 9) are out: 5 is at r4c4 or
    // r5c5, both in box 5, so it leaves box 5's other places, r4c5 and r5c4 (row 6 and
    // column 6 are out already).
    const grid = parseSudoku(
      "..5................................................5................5....5.......",
      X,
    );
    const board = boardFromValues(grid.geometry, grid.values);
    expect(hiddenSingle(board)).toBeNull();
    expect(pointing(board)).toBeNull();
    const step = claiming(board)!;
    expect(step.technique).toBe("claiming");
    expect(step.cells).toEqual([30, 40]);
    expect(step.eliminations).toEqual([
      { cell: 31, digit: 5 },
      { cell: 39, digit: 5 },
    ]);
    expect(step.explanation).toBe(
      "in the main diagonal, 5 can only go in box 5 (r4c4 and r5c5), so 5 is removed from the rest of box 5: r4c5 and r5c4",
    );
    expect(nextStep(board)).toEqual(step);
  });

  it("pointing into the main diagonal: box 5's places for 5 all lie on it", () => {
    // 5s at r5c1, r7c5, r8c2, r9c8. In box 5, row 5 and column 5 are out, and r4c6 and r6c4
    // lie on the anti-diagonal, which has its 5 at r8c2: 5 is at r4c4 or r6c6, on the main
    // diagonal, so it leaves the rest of the main diagonal: r3c3 (the only other cell there
    // still open: r1c1 and r2c2 see r5c1 and r8c2, r7c7, r8c8, r9c9 see rows 7 to 9).
    const grid = parseSudoku(
      "....................................5.....................5.....5.............5..",
      X,
    );
    const board = boardFromValues(grid.geometry, grid.values);
    expect(hiddenSingle(board)).toBeNull();
    const step = pointing(board)!;
    expect(step.cells).toEqual([30, 50]);
    expect(step.eliminations).toEqual([{ cell: 20, digit: 5 }]);
    expect(step.explanation).toBe(
      "in box 5, 5 can only go in the main diagonal (r4c4 and r6c6), so 5 is removed from the rest of the main diagonal: r3c3",
    );
    expect(nextStep(board)).toEqual(step);
  });

  it("a diagonal hidden single is rated with rows and columns, counted apart", () => {
    const line =
      "..43......198...........5........2.6...58...........94...9.5.1.9...2........3....";
    const grid = parseSudoku(line, X);
    const solution = new Uint8Array(81);
    expect(sudokuEngine(grid.geometry, "dlx").count(grid.values, 2, solution)).toBe(1);
    const r = rateSudokuGrid(grid, solution);
    expect(r.techniques["hidden single (diagonal)"]).toBe(5);
    expect(r).toMatchObject({ level: "medium", score: 40, hardest: "pointing" });
  });
});

/** What the steps did with the diagonals, over all the sets. */
const diagonalUses = new Map<string, number>();
const count = (what: string) => diagonalUses.set(what, (diagonalUses.get(what) ?? 0) + 1);

/** The kinds of diagonal reasoning a step shows, by its technique and words. */
function noteDiagonal(step: LogicStep, onlyByDiagonal: (a: number, b: number) => boolean): void {
  const t = step.technique;
  const words = step.explanation;
  if (t === "hidden single" && step.house === "diagonal") count("hidden single in a diagonal");
  if (t === "pointing" && DIAGONAL.test(words)) count("pointing into a diagonal");
  if (t === "claiming" && /^in the (main |anti-)diagonal, /.test(words))
    count("claiming from a diagonal");
  if (
    /^(naked|hidden) (pair|triple|quad)$/.test(t) &&
    /^in the (main |anti-)diagonal, /.test(words)
  )
    count("subset in a diagonal");
  if (/chain|aic/.test(t) && /in the (main |anti-)diagonal\)/.test(words))
    count("chain strong link in a diagonal");
  if (t.startsWith("forcing") && /goes in the (main |anti-)diagonal at/.test(words))
    count("forcing over a diagonal's places");
  if (t === "w-wing" && /in the (main |anti-)diagonal, /.test(words)) count("w-wing in a diagonal");
  // wings and colouring: an elimination that a pattern cell sees only along a diagonal
  if (/wing|colouring/.test(t)) {
    if (step.eliminations.some((e) => step.cells.some((c) => onlyByDiagonal(e.cell, c))))
      count(`${t.includes("wing") ? "wing" : "colouring"} sees along a diagonal`);
  }
}

for (const [set, size, total] of [
  ["x_sudoku_generated300", 9, 300],
  ["x_sudoku_6x6_generated100", 6, 100],
] as const)
  describe(`every hint step on ${set} (X-Sudoku) is sound`, () => {
    const puzzles = sudokuDataLines(`${set}.txt`);
    const solutions = sudokuDataLines(`${set}.solutions.txt`);
    const xSees = houseTable(sudokuGeometry(size, X)).sees;
    const plainSees = houseTable(sudokuGeometry(size)).sees;
    const cells = size * size;
    const onlyByDiagonal = (a: number, b: number) =>
      xSees[a * cells + b] === 1 && plainSees[a * cells + b] === 0;

    it("has the data: one solution each (exact cover), the solutions given", () => {
      expect(puzzles.length).toBe(total);
      const engine = sudokuEngine(sudokuGeometry(size, X), "dlx");
      puzzles.forEach((p, i) => {
        const solution = new Uint8Array(cells);
        expect(engine.count(parseSudoku(p, X).values, 2, solution)).toBe(1);
        expect(solution.join("")).toBe(solutions[i]);
      });
    });

    it("no placement or elimination contradicts the solution; logic alone solves them", () => {
      let steps = 0;
      let guesses = 0;
      let byLogic = 0;
      for (let p = 0; p < puzzles.length; p++) {
        const grid = parseSudoku(puzzles[p]!, X);
        const solution = parseSudoku(solutions[p]!, X).values;
        const board = boardFromValues(grid.geometry, grid.values);
        // one solution each (checked above): forcing nets need it (the uniqueness techniques
        // skip X-Sudoku)
        board.assumeUnique = true;
        const guessed = replayAgainstSolution(board, solution, (step) => {
          steps++;
          noteDiagonal(step, onlyByDiagonal);
        });
        guesses += guessed;
        expect([...board.values].join("")).toBe(solutions[p]);
        if (guessed === 0) byLogic++;
      }
      expect(steps).toBeGreaterThan(total * 20);
      // every one of them, forcing nets included (no guess)
      expect(guesses).toBe(0);
      expect(byLogic).toBe(total);
    }, 900_000);
  });

it("the techniques reason along the diagonals", () => {
  for (const what of [
    "hidden single in a diagonal",
    "pointing into a diagonal",
    "claiming from a diagonal",
    "subset in a diagonal",
    "chain strong link in a diagonal",
    "forcing over a diagonal's places",
    "w-wing in a diagonal",
    "wing sees along a diagonal",
    "colouring sees along a diagonal",
  ])
    expect(diagonalUses.get(what) ?? 0, what).toBeGreaterThan(0);
});
