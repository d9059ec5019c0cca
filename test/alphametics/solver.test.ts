import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { solveAlphametic } from "../../src/alphametics/solver.js";
import { createCounters } from "../../src/core/counters.js";
import { bruteForce, bruteSum as bruteSolutions } from "../helpers/alphametic-brute.js";

const data = (name: string) => new URL(`../data/alphametics/${name}`, import.meta.url);
const lines = (name: string) =>
  readFileSync(data(name), "utf8")
    .split("\n")
    .filter((l) => l.trim() !== "" && !l.startsWith("#"));

const sorted = (solutions: Record<string, number>[]) =>
  solutions.map((s) => JSON.stringify(Object.entries(s).sort())).sort();

describe("classic puzzles", () => {
  it("solves SEND + MORE = MONEY", () => {
    expect(solveAlphametic("SEND + MORE = MONEY")).toEqual({
      solutions: [{ S: 9, E: 5, N: 6, D: 7, M: 1, O: 0, R: 8, Y: 2 }],
      complete: true,
    });
  });

  it("solves sums of several words", () => {
    expect(solveAlphametic("YELLOW + YELLOW + RED = ORANGE").solutions).toEqual([
      { Y: 1, E: 4, L: 3, O: 2, W: 9, R: 8, D: 6, A: 7, N: 5, G: 0 },
    ]);
    expect(solveAlphametic("DO + YOU + FEEL = LUCKY").solutions).toEqual([
      { D: 5, O: 7, Y: 8, U: 0, F: 9, E: 4, L: 1, C: 3, K: 6 },
    ]);
  });

  it("finds the 4 solutions of SAVE + MORE = MONEY, by both methods", () => {
    for (const method of ["columns", "weights"] as const) {
      const { solutions, complete } = solveAlphametic("SAVE + MORE = MONEY", { method });
      expect(complete).toBe(true);
      const text = solutions.map((s) => `${s.S}${s.A}${s.V}${s.E}+${s.M}${s.O}${s.R}${s.E}`).sort();
      expect(text).toEqual(["9376+1086", "9386+1076", "9476+1086", "9486+1076"]);
    }
  });

  it("solves 7AB * CD = EFGHJ with the 7 taken", () => {
    expect(solveAlphametic("7AB * CD = EFGHJ").solutions).toEqual([
      { A: 1, B: 5, C: 4, D: 6, E: 3, F: 2, G: 8, H: 9, J: 0 },
    ]);
  });

  it("solves the classic arithmograph in both grid forms", () => {
    const expected = [{ A: 7, B: 2, C: 0, D: 4, E: 9, F: 6, G: 1, H: 5, I: 8, J: 3 }];
    const oneLine = "ABC - BBD = DEF / + - GH * GD = BGC = = = DI + BJI = BIF";
    const grid =
      "ABC - BBD = DEF\n /     +     -\nGH  *  GD  = BGC\n =     =     =\nDI  + BJI  = BIF";
    expect(solveAlphametic(oneLine)).toEqual({ solutions: expected, complete: true });
    expect(solveAlphametic(grid)).toEqual({ solutions: expected, complete: true });
  });

  it("stops at the first solution or a limit", () => {
    expect(solveAlphametic("SAVE + MORE = MONEY", { first: true }).solutions).toHaveLength(1);
    const two = solveAlphametic("SAVE + MORE = MONEY", { limit: 2 });
    expect(two.solutions).toHaveLength(2);
    expect(two.complete).toBe(false);
  });

  it("takes fixed letters and per-letter domains", () => {
    const m1 = solveAlphametic("SAVE + MORE = MONEY", { assign: { N: 4 } });
    expect(m1.solutions.map((s) => s.A).sort()).toEqual([3, 3]);
    const grid = "ABC - BBD = DEF / + - GH * GD = BGC = = = DI + BJI = BIF";
    expect(
      solveAlphametic(grid, { digits: { C: [0], H: [5], I: [0, 2, 4, 6, 8] } }).solutions,
    ).toHaveLength(1);
    expect(solveAlphametic(grid, { digits: { C: [1, 2] } }).solutions).toEqual([]);
  });

  it("allows leading zeros when asked", () => {
    expect(solveAlphametic("AB + C = D").solutions).toEqual([]);
    expect(solveAlphametic("AB + C = D", { leadingZeros: true }).solutions.length).toBeGreaterThan(
      0,
    );
  });

  it("handles several equations, relations and general expressions", () => {
    expect(solveAlphametic("A + B = C; A * B = C + 1; A < B").solutions).toEqual([
      { A: 2, B: 3, C: 5 },
    ]);
    expect(solveAlphametic("A ^ B = CD && D = A").solutions).toEqual([]);
    expect(
      solveAlphametic("AB // C = D && AB % C = '1' && A = '1'").solutions.length,
    ).toBeGreaterThan(0);
    expect(solveAlphametic("HIP * HIP = HURRAY").solutions).toEqual([
      { H: 9, I: 5, P: 8, U: 1, R: 7, A: 6, Y: 4 },
    ]);
    expect(solveAlphametic("-A + BC = '12' + (D - E)").complete).toBe(true);
  });

  it("counts nodes in the shared counters", () => {
    const counters = createCounters();
    solveAlphametic("SEND + MORE = MONEY", { counters });
    expect(counters.solutions).toBe(1);
    expect(counters.nodes).toBeGreaterThan(0);
    expect(counters.nodes).toBeLessThan(5000);
  });

  it("stops on an aborted signal", () => {
    const controller = new AbortController();
    controller.abort();
    expect(() =>
      solveAlphametic("ABCDE * FGHIJ = ABCDE * FGHIJ", { signal: controller.signal }),
    ).toThrow(/cancelled/);
  });
});

describe("published puzzle sets", () => {
  it("agrees with exercism's canonical data", () => {
    const { cases } = JSON.parse(readFileSync(data("exercism-canonical-data.json"), "utf8")) as {
      cases: { input: { puzzle: string }; expected: Record<string, number> | null }[];
    };
    expect(cases).toHaveLength(10);
    for (const c of cases) {
      const { solutions } = solveAlphametic(c.input.puzzle);
      expect(solutions).toEqual(c.expected === null ? [] : [c.expected]);
    }
  });

  it("finds every Knuth and ZEIT puzzle's solutions", () => {
    const { cases } = JSON.parse(readFileSync(data("puchert-knuth-zeit.json"), "utf8")) as {
      cases: { puzzle: string; solutions_found_here: number }[];
    };
    for (const c of cases) {
      // A/BC+D/EF+G/HI=1 is checked below against a brute force (the source counts differently)
      if (c.puzzle.startsWith("A/BC")) continue;
      expect(solveAlphametic(c.puzzle).solutions.length, c.puzzle).toBe(c.solutions_found_here);
    }
  });

  it("finds exactly one solution for each of Sillke's 31 arithmograph grids", () => {
    const grids = lines("crosswords-sillke.db.txt");
    expect(grids).toHaveLength(31);
    for (const g of grids) expect(solveAlphametic(g).solutions.length, g).toBe(1);
  });

  it("finds exactly one solution for each of Barker's 128 puzzles", () => {
    const puzzles = lines("cryptarithms-barker.db.txt");
    expect(puzzles).toHaveLength(128);
    for (const p of puzzles) expect(solveAlphametic(p).solutions.length, p).toBe(1);
  });

  it("solves base-16 puzzles (one solution)", () => {
    const [long] = lines("external-contributions-base-16.db.txt");
    const found = solveAlphametic(long, { base: 16 });
    expect(found.solutions).toHaveLength(1);
    const b = solveAlphametic("SEND + MORE = MONEY", { base: 16 });
    for (const s of b.solutions) {
      const w = (t: string) => [...t].reduce((v, ch) => v * 16 + s[ch], 0);
      expect(w("SEND") + w("MORE")).toBe(w("MONEY"));
    }
    expect(b.solutions.length).toBeGreaterThan(1);
  });

  it("solves base-15 puzzles, each solution checked in BigInt", () => {
    const [p] = lines("external-contributions-base-15.db.txt");
    const { solutions, complete } = solveAlphametic(p, { base: 15 });
    expect(complete).toBe(true);
    expect(solutions.length).toBeGreaterThan(0);
    const [left, right] = p.split("=");
    for (const s of solutions) {
      const w = (t: string) => [...t].reduce((v, ch) => v * 15n + BigInt(s[ch]), 0n);
      expect(left.split("+").reduce((t, x) => t + w(x.trim()), 0n)).toBe(w(right.trim()));
    }
  });
});

/** The brute force's solutions, sorted. */
const bruteSum = (addends: string[], result: string, base: number) =>
  sorted(bruteSolutions(addends, result, base));

describe("cross-checks against brute force", () => {
  const wordArb = fc.string({
    unit: fc.constantFrom("A", "B", "C", "D", "E", "F"),
    minLength: 1,
    maxLength: 3,
  });
  it("agrees on random small sums, by both methods", () => {
    fc.assert(
      fc.property(
        fc.array(wordArb, { minLength: 1, maxLength: 3 }),
        wordArb,
        fc.integer({ min: 6, max: 8 }),
        (addends, result, base) => {
          const truth = bruteSum(addends, result, base);
          const puzzle = `${addends.join(" + ")} = ${result}`;
          for (const method of ["columns", "weights"] as const)
            expect(sorted(solveAlphametic(puzzle, { base, method }).solutions)).toEqual(truth);
        },
      ),
      { numRuns: 150 },
    );
  });

  it("agrees on random small products", () => {
    fc.assert(
      fc.property(wordArb, wordArb, wordArb, (a, b, c) => {
        const truth = bruteForce([a, b, c], (value) => value(a) * value(b) === value(c));
        expect(sorted(solveAlphametic(`${a} * ${b} = ${c}`).solutions)).toEqual(sorted(truth));
      }),
      { numRuns: 60 },
    );
  });

  it("agrees on random relations with subtraction, products and constants", () => {
    const letters = ["A", "B", "C", "D"];
    fc.assert(
      fc.property(
        wordArb.filter((w) => [...w].every((ch) => letters.includes(ch))),
        fc.constantFrom("+", "-", "*"),
        fc.integer({ min: 0, max: 30 }),
        fc.constantFrom("=", "<", ">=", "!="),
        wordArb.filter((w) => [...w].every((ch) => letters.includes(ch))),
        (a, op, k, rel, c) => {
          const puzzle = `${a} ${op} '${k}' ${rel} ${c}`;
          const holds = (x: number, y: number) =>
            rel === "=" ? x === y : rel === "<" ? x < y : rel === ">=" ? x >= y : x !== y;
          const truth = bruteForce([a, c], (value) => {
            const x = op === "+" ? value(a) + k : op === "-" ? value(a) - k : value(a) * k;
            return holds(x, value(c));
          });
          expect(sorted(solveAlphametic(puzzle).solutions)).toEqual(sorted(truth));
        },
      ),
      { numRuns: 80 },
    );
  });

  it("counts A/BC + D/EF + G/HI = 1 with exact fractions: 168 (brute force)", () => {
    // brute force in this test's own rational arithmetic: a/b + c/d + e/f = 1 <=> a*d*f + c*b*f + e*b*d = b*d*f
    let count = 0;
    const used = new Array(10).fill(false);
    const v: number[] = [];
    const go = (i: number) => {
      if (i === 9) {
        const [a, b, c, d, e, f, g, h, k] = v;
        const x = 10 * b + c;
        const y = 10 * e + f;
        const z = 10 * h + k;
        if (a * y * z + d * x * z + g * x * y === x * y * z) count++;
        return;
      }
      for (let dgt = 0; dgt < 10; dgt++) {
        if (used[dgt] || (dgt === 0 && (i === 1 || i === 4 || i === 7))) continue;
        used[dgt] = true;
        v[i] = dgt;
        go(i + 1);
        used[dgt] = false;
      }
    };
    go(0);
    expect(count).toBe(168);
    expect(solveAlphametic("A/BC+D/EF+G/HI=1").solutions).toHaveLength(count);
  }, 30000);
});
