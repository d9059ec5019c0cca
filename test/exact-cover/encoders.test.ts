import { describe, expect, it } from "vitest";
import { ExactCoverBuilder } from "../../src/exact-cover/builder.js";
import { langfordProblem, langfordSequence } from "../../src/exact-cover/encoders/langford.js";
import { pentominoProblem } from "../../src/exact-cover/encoders/pentominoes.js";
import { queensColumns, queensProblem } from "../../src/exact-cover/encoders/queens.js";
import { somaProblem } from "../../src/exact-cover/encoders/soma.js";
import { sudokuCover } from "../../src/exact-cover/encoders/sudoku.js";
import { allExactCovers, countExactCovers, firstExactCover } from "../../src/exact-cover/solve.js";

// OEIS A000170
const QUEENS = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724];

describe("exact cover encoders", () => {
  it("counts N-queens as OEIS A000170 (n = 1..10)", () => {
    for (let n = 1; n <= QUEENS.length; n++)
      expect(countExactCovers(queensProblem(n)), `n = ${n}`).toBe(QUEENS[n - 1]);
  });

  it("decodes queens solutions into non-attacking columns", () => {
    for (const s of allExactCovers(queensProblem(6))) {
      const cols = queensColumns(6, s);
      expect([...cols].sort()).toEqual([1, 2, 3, 4, 5, 6]);
      for (let a = 0; a < 6; a++)
        for (let b = a + 1; b < 6; b++) expect(Math.abs(cols[a] - cols[b])).not.toBe(b - a);
    }
  });

  it("counts Langford pairs (OEIS A014552, twice with mirror images)", () => {
    expect(countExactCovers(langfordProblem(3))).toBe(2);
    expect(countExactCovers(langfordProblem(4))).toBe(2);
    expect(countExactCovers(langfordProblem(5))).toBe(0);
    expect(countExactCovers(langfordProblem(7))).toBe(52);
    expect(countExactCovers(langfordProblem(7, { reduceSymmetry: true }))).toBe(26);
    expect(countExactCovers(langfordProblem(8, { reduceSymmetry: true }))).toBe(150);
    const problem = langfordProblem(7);
    for (const s of allExactCovers(problem, { limit: 10 })) {
      const row = langfordSequence(problem, s);
      for (let k = 1; k <= 7; k++) {
        const i = row.indexOf(k);
        expect(row[i + k + 1]).toBe(k);
      }
    }
  });

  it("packs pentominoes: 2,056 placements on 6x10, 2,339 solutions up to symmetry", () => {
    expect(pentominoProblem(10, 6).options).toHaveLength(2056);
    expect(countExactCovers(pentominoProblem(10, 6, { reduceSymmetry: true }))).toBe(2339);
    // 3x20 has 2 solutions up to symmetry, 8 in all
    expect(countExactCovers(pentominoProblem(20, 3))).toBe(8);
  });

  it("fills the Soma cube: 11,520 ways, 240 up to the cube's 48 symmetries", () => {
    const problem = somaProblem();
    expect(problem.primary).toHaveLength(7 + 27);
    expect(problem.options).toHaveLength(688);
    const count = countExactCovers(problem);
    expect(count).toBe(11520);
    expect(count / 48).toBe(240);
  });

  it("packs Dana Scott's 8x8 board with the 2x2 hole in the middle: 65 solutions x 8 symmetries", () => {
    const board = pentominoProblem(8, 8, {
      holes: [
        [3, 3],
        [3, 4],
        [4, 3],
        [4, 4],
      ],
    });
    expect(board.primary).toHaveLength(12 + 60);
    expect(countExactCovers(board)).toBe(65 * 8);
    expect(() => pentominoProblem(8, 8)).toThrow(/60 cells/);
    expect(() => pentominoProblem(8, 8, { holes: [[9, 0]] })).toThrow(/not on the 8x8 board/);
  }, 60_000);

  it("solves Sudoku as exact cover with 324 items", () => {
    const puzzle =
      "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    const solved =
      "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
    const { problem, grid } = sudokuCover(puzzle);
    expect(problem.primary).toHaveLength(324);
    expect(countExactCovers(problem)).toBe(1);
    expect(grid(firstExactCover(problem)!)).toBe(solved);
    expect(sudokuCover(".".repeat(81)).problem.options).toHaveLength(729);
    expect(() => sudokuCover("12")).toThrow("81 cells");
  });

  it("builds problems by item name", () => {
    const problem = new ExactCoverBuilder(["a", "b"], ["x"])
      .option(["a", "x:1"], "first")
      .option(["b", "x:1"])
      .option(["b", "x:2"])
      .build();
    expect(problem.options[0]).toEqual({ items: [0, 2], colors: [null, "1"], name: "first" });
    expect(countExactCovers(problem)).toBe(1);
    expect(() => new ExactCoverBuilder(["a"]).option(["b" as "a"])).toThrow("unknown item 'b'");
  });
});
