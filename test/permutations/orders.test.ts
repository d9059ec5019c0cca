import { describe, expect, it } from "vitest";
import { AbortError, InputError } from "../../src/core/errors.js";
import {
  combinations,
  countCombinations,
  forEachCombination,
  forEachPermutation,
  multisetPermutations,
  naivePermutations,
  sjtPermutations,
} from "../../src/index.js";
import { sjtForEach } from "../../src/permutations/sjt.js";
import { bruteLex, bruteMultiset, collect, fact } from "./helpers.js";

describe("Steinhaus–Johnson–Trotter", () => {
  it("visits each permutation once with one adjacent exchange between neighbours", () => {
    for (let n = 0; n <= 8; n++) {
      const seen = new Set<string>();
      let prev: number[] | null = null;
      let ok = true;
      const count = sjtForEach(n, (p) => {
        const cur = Array.from(p);
        seen.add(cur.join(","));
        if (prev) {
          const diff = cur.flatMap((v, i) => (v !== prev?.[i] ? [i] : []));
          if (diff.length !== 2 || diff[1] - diff[0] !== 1) ok = false;
        }
        prev = cur;
      });
      expect(ok).toBe(true);
      expect(count).toBe(fact(n));
      expect(seen.size).toBe(fact(n));
    }
  });

  it("is the classic plain-changes order", () => {
    expect(collect(sjtPermutations([1, 2, 3]), (p) => p.join(""))).toEqual([
      "123",
      "132",
      "312",
      "321",
      "231",
      "213",
    ]);
  });
});

describe("naive recursive method", () => {
  it("lists k-permutations in lexicographic order of positions", () => {
    const got = collect(naivePermutations([0, 1, 2, 3]), (p) => [...p]);
    expect(got).toEqual(bruteLex(4));
    expect(collect(naivePermutations(["a", "b", "c"], 2), (p) => p.join(""))).toEqual([
      "ab",
      "ac",
      "ba",
      "bc",
      "ca",
      "cb",
    ]);
  });
});

describe("multisets and combinations", () => {
  it("lists distinct orderings of a multiset once each", () => {
    for (const items of [[1, 1, 2, 2], [3, 1, 3, 2, 1], [5], [], [2, 2, 2]]) {
      expect([...multisetPermutations(items)]).toEqual(bruteMultiset(items));
    }
    expect([...multisetPermutations(["b", "a", "b"], { k: 2 })].map((p) => p.join(""))).toEqual([
      "ab",
      "ba",
      "bb",
    ]);
  });

  it("lists combinations in lexicographic order with C(n, k) of them (Pascal's triangle)", () => {
    for (let n = 0; n <= 8; n++) {
      for (let k = 0; k <= n; k++) {
        const got = [...combinations([...Array(n).keys()], k)];
        const expected = [
          ...new Set(
            bruteLex(n).map((p) =>
              p
                .slice(0, k)
                .sort((a, b) => a - b)
                .join(","),
            ),
          ),
        ]
          .map((s) => (s === "" ? [] : s.split(",").map(Number)))
          .sort((a, b) => {
            for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] - b[i];
            return 0;
          });
        expect(got).toEqual(expected);
        expect(BigInt(got.length)).toBe(countCombinations(n, k));
        expect(forEachCombination(n, k, () => {})).toBe(got.length);
      }
    }
    expect(countCombinations(52, 5)).toBe(2598960n);
  });
});

describe("argument checks and cancellation", () => {
  it("rejects bad n, k and order", () => {
    expect(() => forEachPermutation(-1, () => {})).toThrow(InputError);
    expect(() => forEachPermutation(2.5, () => {})).toThrow(InputError);
    expect(() => forEachPermutation(3, () => {}, { k: 4 })).toThrow(/at most/);
    expect(() => forEachPermutation(3, () => {}, { order: "x" as "lex" })).toThrow(/unknown order/);
    expect(() => [...combinations([1, 2], 3)]).toThrow(InputError);
  });

  it("visits the empty permutation once", () => {
    expect(forEachPermutation(0, () => {})).toBe(1);
    expect(forEachPermutation(0, () => {}, { order: "lex" })).toBe(1);
    expect(forEachPermutation(5, () => {}, { k: 0 })).toBe(1);
  });

  it("stops with AbortError when the signal is aborted", () => {
    const c = new AbortController();
    c.abort();
    for (const order of ["heap", "lex"] as const) {
      for (const k of [undefined, 7]) {
        let visits = 0;
        expect(() =>
          forEachPermutation(
            10,
            () => {
              visits++;
            },
            { order, k, signal: c.signal },
          ),
        ).toThrow(AbortError);
        expect(visits).toBeLessThan(70000);
      }
    }
  });
});
