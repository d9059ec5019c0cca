import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createRandom, seedToInt } from "../../src/core/random.js";

describe("createRandom", () => {
  it("gives the same sequence for the same seed and different ones for different seeds", () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const c = createRandom(43);
    const xs = Array.from({ length: 20 }, () => a.uint32());
    const ys = Array.from({ length: 20 }, () => b.uint32());
    const zs = Array.from({ length: 20 }, () => c.uint32());
    expect(xs).toEqual(ys);
    expect(xs).not.toEqual(zs);
    expect(seedToInt("abc")).toBe(seedToInt("abc"));
    expect(seedToInt("abc")).not.toBe(seedToInt("abd"));
  });

  it("int(n) stays in [0, n) and next() in [0, 1)", () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 2 ** 32 }), (seed, n) => {
        const r = createRandom(seed);
        for (let i = 0; i < 20; i++) {
          const x = r.int(n);
          const f = r.next();
          if (!(Number.isInteger(x) && x >= 0 && x < n && f >= 0 && f < 1)) return false;
        }
        return true;
      }),
    );
  });

  it("is roughly uniform (chi-square on 6 buckets)", () => {
    const r = createRandom(7);
    const counts = new Array(6).fill(0);
    const n = 60000;
    for (let i = 0; i < n; i++) counts[r.int(6)]++;
    const expected = n / 6;
    const chi = counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(20.5); // p ≈ 0.001 for 5 degrees of freedom
  });
});
