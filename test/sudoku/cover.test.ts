/**
 * Sudoku through the one exact cover engine: the solver built once per shape gives the published
 * solutions of Norvig's top95 (9x9) and agrees with the fast solver on X-Sudoku and 16x16
 * puzzles, from counts to the solution; an abort leaves it reusable.
 */
import { describe, expect, it } from "vitest";
import { AbortError } from "../../src/core/errors.js";
import { SudokuCoverSolver, sudokuShapeCover } from "../../src/sudoku/cover.js";
import { parseSudoku, sudokuGeometry } from "../../src/sudoku/grid.js";
import { sudokuEngine } from "../../src/sudoku/solve.js";
import { sudokuDataLines } from "../helpers/sudoku-data.js";

const text = (values: Uint8Array) => Array.from(values, (v) => String(v)).join("");

describe("Sudoku on the exact cover engine", () => {
  it("has N^2 + units * N items and N^3 options", () => {
    expect(sudokuShapeCover(sudokuGeometry(9)).primary).toHaveLength(324);
    expect(sudokuShapeCover(sudokuGeometry(9, { diagonal: true })).primary).toHaveLength(342);
    expect(sudokuShapeCover(sudokuGeometry(16)).options).toHaveLength(4096);
  });

  it("solves Norvig's top95 as published, each proper", () => {
    const puzzles = sudokuDataLines("norvig_top95.txt");
    const solutions = sudokuDataLines("norvig_top95.solutions.txt");
    const solver = new SudokuCoverSolver(sudokuGeometry(9));
    const solution = new Uint8Array(81);
    puzzles.forEach((puzzle, i) => {
      expect(solver.count(parseSudoku(puzzle).values, 2, solution), puzzle).toBe(1);
      expect(text(solution)).toBe(solutions[i]);
    });
  });

  it("agrees with the fast solver on X-Sudoku and 16x16 puzzles cut from solutions", () => {
    // blanks: 55-70% on X-Sudoku, 35-50% on 16x16 (where the fast solver, the truth here, can
    // take minutes on a sparse grid with many solutions)
    for (const [geometry, source, blanks] of [
      [sudokuGeometry(9, { diagonal: true }), "x", 55],
      [sudokuGeometry(16), "16", 35],
    ] as const) {
      const solver = new SudokuCoverSolver(geometry);
      const fast = sudokuEngine(geometry, "fast");
      const full = new Uint8Array(geometry.cells);
      expect(fast.count(new Uint8Array(geometry.cells), 1, full), source).toBe(1);
      let seed = 7;
      for (let round = 0; round < 40; round++) {
        const values = full.slice();
        for (let c = 0; c < geometry.cells; c++) {
          seed = (seed * 1103515245 + 12345) >>> 0;
          if (seed % 100 < blanks + (round % 4) * 5) values[c] = 0;
        }
        const a = new Uint8Array(geometry.cells);
        const b = new Uint8Array(geometry.cells);
        const count = solver.count(values, 3, a);
        expect(count, `${source} round ${round}`).toBe(fast.count(values, 3, b));
        if (count === 1) expect(text(a)).toBe(text(b));
      }
    }
  });

  it("gives 0 for clues that clash, and stays reusable after an abort", () => {
    const geometry = sudokuGeometry(9);
    const solver = new SudokuCoverSolver(geometry);
    const clash = new Uint8Array(81);
    clash[0] = 5;
    clash[1] = 5;
    expect(solver.count(clash, 2)).toBe(0);
    const controller = new AbortController();
    controller.abort();
    expect(() => solver.count(new Uint8Array(81), 1e9, undefined, controller.signal)).toThrow(
      AbortError,
    );
    const top = sudokuDataLines("norvig_top95.txt")[0];
    expect(solver.count(parseSudoku(top).values, 2)).toBe(1);
    expect(solver.count(new Uint8Array(81), 1000)).toBe(1000);
  });
});
