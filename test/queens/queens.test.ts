import { describe, expect, it } from "vitest";
import { countQueenCompletions, rowMask } from "../../src/queens/bitboard.js";
import { QueensEnumerator } from "../../src/queens/list.js";
import {
  countQueenClasses,
  countQueenClassesBelow,
  countQueens,
} from "../../src/queens/symmetry.js";
import {
  countQueensAsync,
  countQueensUnit,
  countQueensUnitClasses,
  queensUnits,
} from "../../src/queens/units.js";

// OEIS A000170 (all solutions) and A002562 (up to rotations and reflections), n = 1..14
const A000170 = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596];
const A002562 = [1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1787, 9233, 45752];

/** The 8 images of a solution (row -> column) under the board's rotations and reflections. */
function images(cols: readonly number[]): number[][] {
  const n = cols.length;
  const rotate = (c: readonly number[]) => {
    // (row r, column c) -> (row c, column n - 1 - r)
    const out = new Array<number>(n);
    c.forEach((col, row) => {
      out[col] = n - 1 - row;
    });
    return out;
  };
  const result: number[][] = [];
  let board = [...cols];
  for (let i = 0; i < 4; i++) {
    result.push(
      board,
      board.map((c) => n - 1 - c),
    );
    board = rotate(board);
  }
  return result;
}

/** The distinct images, as strings. */
function distinctImages(cols: readonly number[]): number[][] {
  const seen = new Map<string, number[]>();
  for (const image of images(cols)) seen.set(image.join(","), image);
  return [...seen.values()];
}

/** Brute force: every permutation of columns, checked for diagonal attacks. */
function bruteForce(n: number): number[][] {
  const result: number[][] = [];
  const cols: number[] = [];
  const place = (row: number) => {
    if (row === n) {
      result.push([...cols]);
      return;
    }
    for (let c = 0; c < n; c++) {
      if (cols.some((d, r) => d === c || Math.abs(d - c) === row - r)) continue;
      cols.push(c);
      place(row + 1);
      cols.pop();
    }
  };
  place(0);
  return result;
}

describe("N-queens bitboards", () => {
  it("counts OEIS A000170 and A002562 for n = 1..14", () => {
    for (let n = 1; n <= 14; n++) {
      expect(countQueens(n), `n = ${n}`).toBe(A000170[n - 1]);
      expect(countQueenClasses(n), `n = ${n}`).toEqual({
        solutions: A000170[n - 1],
        unique: A002562[n - 1],
      });
    }
  });

  it("counts the classes a brute force finds, with their sizes (n = 4..9)", () => {
    for (let n = 4; n <= 9; n++) {
      const classes = new Map<string, number>();
      for (const solution of bruteForce(n)) {
        const all = distinctImages(solution).map((image) => image.join(","));
        classes.set(all.sort()[0], all.length);
      }
      const sizes = [...classes.values()];
      expect(countQueenClasses(n), `n = ${n}`).toEqual({
        solutions: sizes.reduce((a, b) => a + b, 0),
        unique: classes.size,
      });
    }
  });

  it("builds exactly one board of each class, whatever the board size (up to 32)", () => {
    // of a solution's distinct images, exactly one is the class search's representative: as a
    // full placement it stands for the whole class, every other image for nothing
    const solutions: number[][] = [];
    for (let n = 4; n <= 10; n++) solutions.push(...bruteForce(n));
    for (const n of [20, 31, 32]) {
      const q = new QueensEnumerator(n);
      for (let i = 0; i < 5 && q.next(); i++) solutions.push([...q.columns]);
    }
    for (const solution of solutions) {
      const distinct = distinctImages(solution);
      let solutionsBelow = 0;
      let representatives = 0;
      for (const image of distinct) {
        const below = countQueenClassesBelow(image.length, image);
        solutionsBelow += below.solutions;
        representatives += below.unique;
      }
      expect(representatives, solution.join(",")).toBe(1);
      expect(solutionsBelow, solution.join(",")).toBe(distinct.length);
    }
  });

  it("counts without symmetry the same way", () => {
    for (let n = 1; n <= 9; n++)
      expect(countQueenCompletions(rowMask(n), 0, 0, 0)).toBe(A000170[n - 1]);
  });

  it("lists the solutions in lexicographic order, as a brute force does", () => {
    for (let n = 1; n <= 8; n++) {
      const q = new QueensEnumerator(n);
      const listed: number[][] = [];
      while (q.next()) listed.push([...q.columns]);
      expect(listed).toEqual(bruteForce(n));
    }
  });

  it("rejects sizes outside 1..32 and non-integers", () => {
    expect(() => countQueens(0)).toThrow("from 1 to 32");
    expect(() => countQueens(33)).toThrow("from 1 to 32");
    expect(() => countQueens(7.5)).toThrow("from 1 to 32");
    expect(() => new QueensEnumerator(-1)).toThrow("from 1 to 32");
  });

  it("handles the 32-bit board masks (first solutions of n = 31 and 32)", () => {
    for (const n of [31, 32]) {
      const q = new QueensEnumerator(n);
      expect(q.next()).toBe(true);
      expect(new Set(q.columns).size).toBe(n);
      for (let a = 0; a < n; a++)
        for (let b = a + 1; b < n; b++)
          expect(Math.abs(q.columns[a] - q.columns[b])).not.toBe(b - a);
    }
  });
});

describe("N-queens units", () => {
  it("add up to the full count at every depth, and are plain JSON", () => {
    for (let n = 1; n <= 11; n++) {
      for (let depth = 1; depth <= Math.min(n, 5); depth++) {
        const units = JSON.parse(JSON.stringify(queensUnits(n, depth)));
        const sum = units.reduce((s: number, u: never) => s + countQueensUnit(u), 0);
        expect(sum, `n = ${n}, depth ${depth}`).toBe(A000170[n - 1]);
        const unique = units.reduce(
          (s: number, u: never) => s + countQueensUnitClasses(u).unique,
          0,
        );
        expect(unique, `n = ${n}, depth ${depth}`).toBe(A002562[n - 1]);
      }
    }
  });

  it("stand for nothing when the class search would not make them", () => {
    // attacked, a corner queen with row 1's queen next to the corner's column, a side queen in
    // a row above b1 (row 0's queen in column 2), a first queen in the right half
    for (const columns of [
      [0, 0],
      [0, 1],
      [2, 0],
      [5, 3],
      [0, 2, 1],
      [1, 3, 0],
    ])
      expect(countQueensUnit({ n: 8, columns }), columns.join(",")).toBe(0);
    expect(countQueensUnit({ n: 8, columns: [9] })).toBe(0);
    expect(countQueensUnit({ n: 8, columns: [0.5] })).toBe(0);
  });

  it("are many and small at n = 16 (depth 3)", () => {
    const units = queensUnits(16, 3);
    expect(units.length).toBe(860);
    // every unit is a distinct placement
    expect(new Set(units.map((u) => u.columns.join(","))).size).toBe(860);
  });

  it("count asynchronously, and stop on an aborted signal", async () => {
    expect(await countQueensAsync(10)).toBe(724);
    const controller = new AbortController();
    controller.abort();
    await expect(countQueensAsync(10, { signal: controller.signal })).rejects.toThrow("cancelled");
  });
});
