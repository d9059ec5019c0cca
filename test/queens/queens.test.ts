import { describe, expect, it } from "vitest";
import { countQueenCompletions, countQueens, rowMask } from "../../src/queens/bitboard.js";
import { QueensEnumerator } from "../../src/queens/list.js";
import { countQueensAsync, countQueensUnit, queensUnits } from "../../src/queens/units.js";

// OEIS A000170, n = 1..12
const A000170 = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200];

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
  it("counts OEIS A000170 for n = 1..12", () => {
    for (let n = 1; n <= 12; n++) expect(countQueens(n), `n = ${n}`).toBe(A000170[n - 1]);
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
      for (let depth = 1; depth <= Math.min(n, 4); depth++) {
        const units = JSON.parse(JSON.stringify(queensUnits(n, depth)));
        const sum = units.reduce((s: number, u: never) => s + countQueensUnit(u), 0);
        expect(sum, `n = ${n}, depth ${depth}`).toBe(A000170[n - 1]);
      }
    }
  });

  it("count asynchronously, and stop on an aborted signal", async () => {
    expect(await countQueensAsync(10)).toBe(724);
    const controller = new AbortController();
    controller.abort();
    await expect(countQueensAsync(10, { signal: controller.signal })).rejects.toThrow("cancelled");
  });
});
