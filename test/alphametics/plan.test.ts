import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { planPuzzle, solveAlphametic } from "../../src/alphametics/solver.js";
import { createCounters } from "../../src/core/counters.js";

/** A sum of words with signs: `W1 + W2 - W3 = R1 + R2`, letters among the first `letters`. */
const sumArb = fc
  .record({
    base: fc.integer({ min: 2, max: 16 }),
    left: fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 1, max: 7 })), {
      minLength: 1,
      maxLength: 6,
    }),
    right: fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 1, max: 7 })), {
      minLength: 1,
      maxLength: 2,
    }),
    seed: fc.array(fc.nat(), { minLength: 60, maxLength: 60 }),
  })
  .map(({ base, left, right, seed }) => {
    const alphabet = "ABCDEFGHIJKLMNOP".slice(0, Math.min(base, 8));
    let k = 0;
    const word = (length: number) =>
      Array.from({ length }, () => alphabet[seed[k++ % seed.length] % alphabet.length]).join("");
    const side = (terms: [boolean, number][]) =>
      terms.map(([minus, length], i) => `${i === 0 ? "" : minus ? " - " : " + "}${word(length)}`);
    return { base, text: `${side(left).join("")} = ${side(right).join("")}` };
  });

describe("the plan of a sum of words", () => {
  it("has the weights, the order and the linear form of the general reading (a number term defeats the direct one)", () => {
    fc.assert(
      fc.property(sumArb, ({ base, text }) => {
        // `+ 0` adds a number term: the plan then comes from the linear form (coefficients
        // merged, the constant 0), by the general path, with the same weights
        const general = `${text.replace(" = ", " + 0 = ")}`;
        let direct: ReturnType<typeof planPuzzle> | undefined;
        let error: unknown;
        try {
          direct = planPuzzle(text, { base });
        } catch (e) {
          error = e;
        }
        if (direct === undefined) {
          expect(() => planPuzzle(general, { base })).toThrow((error as Error).message);
          return;
        }
        const other = planPuzzle(general, { base });
        expect(direct.plan.method).toBe(other.plan.method);
        expect(direct.plan.kinds).toEqual(other.plan.kinds);
        expect(direct.plan.weighted).toEqual(other.plan.weighted);
        expect(direct.plan.linear).toEqual(other.plan.linear);
        expect(direct.plan.allowed).toEqual(other.plan.allowed);
      }),
      { numRuns: 400 },
    );
  });

  it("lists the linear form in JSON as the general plan does", () => {
    // (a plan holds BigInt constants and Maps: written as strings and entries here)
    const json = (x: unknown) =>
      JSON.parse(
        JSON.stringify(x, (_, v) =>
          typeof v === "bigint" ? String(v) : v instanceof Map ? [...v] : v,
        ),
      );
    const direct = json(planPuzzle("SEND + MORE = MONEY").plan);
    const general = json(planPuzzle("SEND + MORE + 0 = MONEY").plan);
    expect(Object.keys(direct).sort()).toEqual(Object.keys(general).sort());
    expect(direct.linear).toEqual(general.linear);
    expect(direct.weighted).toEqual(general.weighted);
  });

  it("solves as the general reading does, with the same nodes", () => {
    for (const [text, base] of [
      ["SEND + MORE = MONEY", 10],
      ["AB + AB - BA = C + C", 10],
      ["A + A = A", 10],
      ["ABC - CBA = A + A + B", 10],
      ["HE + SHE + HE = HERS", 8],
    ] as const) {
      const [ca, cb] = [createCounters(), createCounters()];
      const a = solveAlphametic(text, { base, counters: ca });
      const b = solveAlphametic(text.replace(" = ", " + 0 = "), { base, counters: cb });
      expect(a.solutions).toEqual(b.solutions);
      expect(ca.nodes).toBe(cb.nodes);
    }
  });

  it("leaves words too long for exact doubles to the general reading", () => {
    // 10^18 > 2^50: not a direct plan; the general one decides (here the column method)
    const long = "ABCDEFGHIJABCDEFGH + ABCDEFGHIJABCDEFGH = BCDEFGHIJABCDEFGHA";
    expect(planPuzzle(long).plan.method).toBe(
      planPuzzle(long.replace(" = ", " + 0 = ")).plan.method,
    );
    expect(solveAlphametic(long).solutions).toEqual(
      solveAlphametic(long.replace(" = ", " + 0 = ")).solutions,
    );
  });
});
