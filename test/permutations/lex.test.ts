import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  forEachPermutation,
  lexPermutations,
  nextPermutation,
  permutations,
  prevPermutation,
} from "../../src/index.js";
import { lexForEach } from "../../src/permutations/lex-fast.js";
import { lexKForEach } from "../../src/permutations/lex-k.js";
import { bruteLex, bruteMultiset, collect, compareArrays, fact } from "./helpers.js";

describe("lexicographic order", () => {
  it("lists every permutation of 0..n-1 once, sorted, for n = 0..8", () => {
    for (let n = 0; n <= 8; n++) {
      const got: number[][] = [];
      const count = forEachPermutation(
        n,
        (p) => {
          got.push(Array.from(p));
        },
        { order: "lex" },
      );
      expect(count).toBe(fact(n));
      expect(got).toEqual(bruteLex(n));
    }
  });

  it("checks a full n = 9 run is strictly increasing", () => {
    let prev = "";
    let ok = true;
    const count = lexForEach(9, (p) => {
      const s = String.fromCharCode(...p.map((x) => 65 + x));
      if (s <= prev) ok = false;
      prev = s;
    });
    expect(ok).toBe(true);
    expect(count).toBe(362880);
  });

  it("stops when the visitor returns false", () => {
    // 3 0 1 2 is the 19th permutation of 0..3
    expect(forEachPermutation(4, (p) => p[0] !== 3, { order: "lex" })).toBe(19);
    for (const n of [6, 8]) {
      const all = bruteLex(n);
      for (const stop of [1, 23, 24, 25, 700]) {
        let i = 0;
        let last = "";
        expect(
          lexForEach(n, (p) => {
            last = p.join(",");
            return ++i < stop;
          }),
        ).toBe(stop);
        expect(last).toBe(all[stop - 1].join(","));
      }
    }
  });

  it("lists k-permutations in order, each once (OEIS A008279 counts)", () => {
    for (let n = 0; n <= 6; n++) {
      for (let k = 0; k <= n; k++) {
        const got: number[][] = [];
        lexKForEach(n, k, (p) => {
          got.push(Array.from(p));
        });
        const expected = [...new Set(bruteLex(n).map((p) => p.slice(0, k).join(",")))].map((s) =>
          s === "" ? [] : s.split(",").map(Number),
        );
        expect(got).toEqual(expected);
        expect(got.length).toBe(fact(n) / fact(n - k));
        expect(collect(permutations([...Array(n).keys()], k), (p) => p)).toEqual(expected);
      }
    }
  });

  it("lexPermutations maps items by position", () => {
    expect(collect(lexPermutations(["b", "a", "c"]), (p) => p.join(""))).toEqual([
      "bac",
      "bca",
      "abc",
      "acb",
      "cba",
      "cab",
    ]);
  });
});

describe("next and previous permutation", () => {
  it("steps through all permutations and wraps around", () => {
    const all = bruteLex(5);
    const a = [0, 1, 2, 3, 4];
    for (let i = 1; i < all.length; i++) {
      expect(nextPermutation(a)).toBe(true);
      expect(a).toEqual(all[i]);
    }
    expect(nextPermutation(a)).toBe(false);
    expect(a).toEqual(all[0]);
    expect(prevPermutation(a)).toBe(false);
    expect(a).toEqual(all[all.length - 1]);
    for (let i = all.length - 2; i >= 0; i--) {
      expect(prevPermutation(a)).toBe(true);
      expect(a).toEqual(all[i]);
    }
  });

  it("handles multisets like brute force (distinct orderings, in order)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 0, maxLength: 6 }),
        (items) => {
          const all = bruteMultiset(items);
          const a = items.slice().sort((x, y) => x - y);
          const seen: number[][] = [a.slice()];
          while (nextPermutation(a)) seen.push(a.slice());
          expect(seen).toEqual(all);
          // a wrapped to the first; prev from there walks back through all of them
          const b = a.slice();
          const back: number[][] = [];
          prevPermutation(b);
          back.push(b.slice());
          while (prevPermutation(b)) back.push(b.slice());
          expect(back.reverse()).toEqual(all);
        },
      ),
      { numRuns: 150 },
    );
  });

  it("is the inverse of prev for any arrangement", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 4 }), { maxLength: 8 }), (items) => {
        const a = items.slice();
        nextPermutation(a);
        prevPermutation(a);
        expect(a).toEqual(items);
      }),
    );
  });

  it("uses a comparator and works on typed arrays", () => {
    const desc = (x: number, y: number) => y - x;
    const a = [3, 2, 1];
    expect(nextPermutation(a, desc)).toBe(true);
    expect(a).toEqual([3, 1, 2]);
    const t = Int32Array.of(1, 3, 2);
    nextPermutation(t);
    expect(Array.from(t)).toEqual([2, 1, 3]);
    const words = ["b", "a", "a"];
    expect(nextPermutation(words)).toBe(false);
    expect(words).toEqual(["a", "a", "b"]);
    expect(compareArrays([1], [1, 0])).toBeLessThan(0);
  });
});
