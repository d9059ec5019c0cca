/**
 * The hint choice (`choice: "hints"`): the same covers as Knuth's MRV on random problems (with
 * and without secondary items, pushed choices, a stop at a solution and a resume), and reset
 * brings it back to its built state; the Sudoku method built on it keeps its known counts.
 */
import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AbortError } from "../../src/core/errors.js";
import { DancingLinks } from "../../src/exact-cover/dancing-links.js";
import { langfordProblem } from "../../src/exact-cover/encoders/langford.js";
import { queensProblem } from "../../src/exact-cover/encoders/queens.js";
import type { ExactCoverProblem } from "../../src/exact-cover/problem.js";
import { sudokuShapeCover } from "../../src/sudoku/cover.js";
import { checkSudokuSolution, parseSudoku, sudokuGeometry } from "../../src/sudoku/grid.js";
import { sudokuEngine } from "../../src/sudoku/solve.js";
import { plainProblemArb } from "../helpers/cover-brute.js";

const covers = (dlx: DancingLinks) => {
  const out: string[] = [];
  while (dlx.search(1) === 1) out.push([...dlx.solution()].sort((a, b) => a - b).join(","));
  return out.sort();
};

const randomProblem = plainProblemArb(7, 9, 16);

describe('DancingLinks choice: "hints"', () => {
  it("finds the same covers as plain MRV on random problems", () => {
    fc.assert(
      fc.property(randomProblem, (problem) => {
        const plain = covers(new DancingLinks(problem));
        const hints = new DancingLinks(problem, { choice: "hints" });
        expect(covers(hints)).toEqual(plain);
        hints.reset();
        expect(covers(hints)).toEqual(plain);
        expect(hints.solutions).toBe(plain.length);
      }),
      { numRuns: 500 },
    );
  });

  it("finds the same covers below pushed choices, and after reset", () => {
    fc.assert(
      fc.property(randomProblem, fc.nat(20), (problem, pick) => {
        const plain = new DancingLinks(problem);
        const hints = new DancingLinks(problem, { choice: "hints" });
        for (const dlx of [plain, hints]) {
          if (problem.options.length === 0) continue;
          const option = pick % problem.options.length;
          dlx.push(problem.options[option].items[0], option);
        }
        expect(covers(hints)).toEqual(covers(plain));
        hints.reset();
        plain.reset();
        expect(covers(hints)).toEqual(covers(plain));
      }),
      { numRuns: 300 },
    );
  });

  it("counts the classic problems, fewer or as many nodes, the same after reset", () => {
    for (const [problem, expected] of [
      [queensProblem(8), 92],
      [langfordProblem(8), 300],
    ] as [ExactCoverProblem, number][]) {
      const dlx = new DancingLinks(problem, { choice: "hints" });
      expect(dlx.search(Number.POSITIVE_INFINITY)).toBe(expected);
      const first = { nodes: dlx.nodes, updates: dlx.updates, branches: dlx.branches };
      expect(first.updates).toBeGreaterThan(0);
      dlx.search(1); // stopped deep in the tree
      dlx.reset();
      expect(dlx.search(1)).toBe(1);
      dlx.reset();
      expect(dlx.search(Number.POSITIVE_INFINITY)).toBe(expected);
      expect({ nodes: dlx.nodes, updates: dlx.updates, branches: dlx.branches }).toEqual(first);
    }
  });

  it("stays consistent when aborted mid-search", () => {
    const dlx = new DancingLinks(queensProblem(10), { choice: "hints" });
    const controller = new AbortController();
    dlx.setOptions({ signal: controller.signal });
    let seen = 0;
    expect(() => {
      for (;;) {
        if (dlx.search(1) === 0) break;
        if (++seen === 3) controller.abort();
      }
    }).toThrow(AbortError);
    dlx.reset();
    dlx.setOptions({ signal: undefined });
    expect(dlx.search(Number.POSITIVE_INFINITY)).toBe(724);
  });
});

describe("Sudoku DLX on the generic engine", () => {
  it("counts the multi-solution set as the fast solver and plain MRV do (limit 50)", () => {
    const text = readFileSync(
      new URL("../data/sudoku/serg_benchmark_multisolution.sample200.txt", import.meta.url),
      "utf8",
    );
    const puzzles = text.split("\n").filter((l) => l.trim().length > 0);
    const geometry = sudokuGeometry(9);
    const dlx = sudokuEngine(geometry, "dlx");
    const fast = sudokuEngine(geometry, "fast");
    const plain = new DancingLinks(sudokuShapeCover(geometry));
    const solution = new Uint8Array(81);
    let total = 0;
    for (const line of puzzles) {
      const grid = parseSudoku(line);
      const count = dlx.count(grid.values, 50, solution);
      expect(count).toBe(fast.count(grid.values, 50));
      expect(checkSudokuSolution(grid, solution)).toBeUndefined();
      plain.reset();
      grid.values.forEach((v, c) => {
        if (v !== 0) plain.push(c, c * 9 + v - 1);
      });
      expect(plain.search(50)).toBe(count);
      total += count;
    }
    expect(total).toBeGreaterThan(2 * puzzles.length);
  });

  it("counts the empty 4x4 grid", () => {
    expect(sudokuEngine(sudokuGeometry(4), "dlx").count(new Uint8Array(16), 1000)).toBe(288);
  });
});
