import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { InputError } from "../../src/core/errors.js";
import {
  countMultisetPermutations,
  countPermutations,
  createRandom,
  factorial,
  randomArrangement,
  randomPermutation,
  rankMultiset,
  rankPermutation,
  shuffle,
  unrankPermutation,
} from "../../src/index.js";
import { bruteLex, bruteMultiset } from "./helpers.js";

describe("counts", () => {
  it("n! matches OEIS A000142", () => {
    // https://oeis.org/A000142
    const a000142 = [1n, 1n, 2n, 6n, 24n, 120n, 720n, 5040n, 40320n, 362880n, 3628800n, 39916800n];
    a000142.forEach((v, n) => {
      expect(factorial(n)).toBe(v);
    });
    expect(factorial(25)).toBe(15511210043330985984000000n);
    let f = 1n;
    for (let i = 2n; i <= 300n; i++) f *= i;
    expect(factorial(300)).toBe(f);
  });

  it("n!/(n-k)! matches OEIS A008279 and the running product", () => {
    expect(countPermutations(10, 3)).toBe(720n);
    expect(countPermutations(7, 0)).toBe(1n);
    for (let n = 0; n <= 40; n++)
      for (let k = 0; k <= n; k++)
        expect(countPermutations(n, k) * factorial(n - k)).toBe(factorial(n));
    expect(() => countPermutations(3, 4)).toThrow(InputError);
  });

  it("multiset counts match brute force and MISSISSIPPI", () => {
    expect(countMultisetPermutations([..."MISSISSIPPI"])).toBe(34650n);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 7 }), (items) => {
        expect(countMultisetPermutations(items)).toBe(BigInt(bruteMultiset(items).length));
      }),
      { numRuns: 100 },
    );
    expect(countMultisetPermutations({ multiplicities: [50, 50] })).toBe(
      factorial(100) / (factorial(50) * factorial(50)),
    );
  });
});

describe("rank and unrank", () => {
  it("agree with the brute-force lexicographic list", () => {
    for (let n = 0; n <= 6; n++) {
      bruteLex(n).forEach((p, i) => {
        expect(rankPermutation(p)).toBe(BigInt(i));
        expect(unrankPermutation(n, i)).toEqual(p);
        expect(rankMultiset(p)).toBe(BigInt(i));
      });
    }
  });

  it("round-trip for large n (property)", () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 60 })
          .chain((n) => fc.tuple(fc.constant(n), fc.bigInt({ min: 0n, max: factorial(n) - 1n }))),
        ([n, r]) => {
          const p = unrankPermutation(n, r);
          expect([...p].sort((a, b) => a - b)).toEqual([...Array(n).keys()]);
          expect(rankPermutation(p)).toBe(r);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("unrank(rank(p)) = p for random permutations (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.integer({ min: 0, max: 200 }),
        (seed, n) => {
          const p = randomPermutation(n, { random: seed });
          expect(unrankPermutation(n, rankPermutation(p))).toEqual(p);
        },
      ),
      { numRuns: 100 },
    );
  });

  it("ranks multisets among distinct orderings (brute force)", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 7 }), (items) => {
        const all = bruteMultiset(items);
        all.forEach((p, i) => {
          expect(rankMultiset(p)).toBe(BigInt(i));
        });
      }),
      { numRuns: 60 },
    );
  });

  it("ranks any items (issue 39) and rejects ranks out of range", () => {
    expect(rankPermutation([0, 0])).toBe(0n);
    expect(rankPermutation([2, 1])).toBe(1n);
    expect(() => rankPermutation([Number.NaN, 1])).toThrow(InputError);
    expect(() => unrankPermutation(3, 6n)).toThrow(/below 3! = 6/);
    expect(unrankPermutation(3, 5n)).toEqual([2, 1, 0]);
  });
});

describe("random permutations", () => {
  it("are reproducible with a seed and are permutations", () => {
    expect(randomPermutation(20, { random: 7 })).toEqual(randomPermutation(20, { random: 7 }));
    expect(randomPermutation(20, { random: 7 })).not.toEqual(randomPermutation(20, { random: 8 }));
    const p = randomPermutation(50, { random: "x" });
    expect([...p].sort((a, b) => a - b)).toEqual([...Array(50).keys()]);
    const k = randomPermutation(30, { k: 5, random: 1 });
    expect(k).toHaveLength(5);
    expect(new Set(k).size).toBe(5);
    expect(k.every((v) => v >= 0 && v < 30)).toBe(true);
    expect(randomArrangement(["a", "b", "c"], { random: 3 })).toEqual(
      randomArrangement(["a", "b", "c"], { random: 3 }),
    );
    expect(shuffle([1, 2, 3, 4], createRandom(5))).toEqual(shuffle([1, 2, 3, 4], createRandom(5)));
  });

  it("are roughly uniform (fixed seed, 6000 draws of 3 items, 2-permutations of 4)", () => {
    const rng = createRandom(12345);
    const counts = new Map<string, number>();
    for (let i = 0; i < 6000; i++) {
      const key = randomPermutation(3, { random: rng }).join("");
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    for (const c of counts.values()) expect(Math.abs(c - 1000)).toBeLessThan(150);
    const kc = new Map<string, number>();
    for (let i = 0; i < 6000; i++) {
      const key = randomPermutation(4, { k: 2, random: rng }).join("");
      kc.set(key, (kc.get(key) ?? 0) + 1);
    }
    expect(kc.size).toBe(12);
    for (const c of kc.values()) expect(Math.abs(c - 500)).toBeLessThan(110);
  });
});
