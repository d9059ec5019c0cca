import { describe, expect, it } from "vitest";
import { InputError } from "../../src/core/errors.js";
import { loadProgram, runSearch } from "../../src/search/run.js";

/** Both modes' printed lines, profile counts and nodes, or the InputError message. */
function bothModes(text: string) {
  const one = (interpret: boolean) => {
    try {
      const r = runSearch(text, { interpret, profile: true });
      return {
        lines: r.solutions.map((s) => s.text),
        counts: r.profile.map((p) => p.count),
        nodes: r.counters.nodes,
      };
    } catch (e) {
      if (e instanceof InputError) return { error: e.message };
      throw e;
    }
  };
  const compiled = one(false);
  expect(one(true)).toEqual(compiled);
  return compiled;
}

describe("limits of the search language, the same in both modes", () => {
  it("runs a pool of 125,001 values and one of 2^20 (no spread of the pool as arguments)", () => {
    expect(bothModes("Values 0..125000\nChoose a\nRestrict a == 124999\nPrint a")).toMatchObject({
      lines: ["124999"],
      counts: [1, 1, 125001, 1],
    });
    expect(
      bothModes("Values 1048575..0\nChoose a\nLet b = a - 1\nRestrict b == 7\nPrint a b"),
    ).toMatchObject({ lines: ["87"] });
  });

  it("runs pools near 2^53 in both modes with the same output", () => {
    expect(bothModes("Values 9007199254740961\nChoose a\nPrint a")).toMatchObject({
      lines: ["9007199254740961"],
    });
    const top = bothModes(
      "Values 9007199254740961..9007199254740991\nChoose a\nLet b = a - 30\nRestrict b == 9007199254740961\nPrint a",
    );
    expect(top).toMatchObject({ lines: ["9007199254740991"] });
    const low = bothModes("Values -9007199254740991..-9007199254740960\nChoose a\nPrint a");
    expect(low.lines).toHaveLength(32);
    expect(low.lines?.[0]).toBe("-9007199254740991");
  });

  it("refuses arithmetic that could pass 2^53 the same way in both modes", () => {
    for (const text of [
      "Values 9007199254740991\nChoose a\nPrint a + 1",
      "Values 9007199254740990 9007199254740991\nChoose a\nChoose b\nCompute c = a * b\nPrint c",
      "Values -9007199254740991\nChoose a\nPrint a - 1",
      "Values 9007199254740992\nChoose a\nPrint a",
    ]) {
      const r = bothModes(text);
      expect(r.error).toMatch(/2\^53/);
    }
  });

  it("parses a Values list of 2^20 numbers in linear time (the old duplicate check was quadratic)", () => {
    const n = 1 << 20;
    // a permutation of 0..2^20-1 (7 is prime to 2^20), so the span check passes
    const values = Array.from({ length: n }, (_, i) => (i * 7) % n);
    const checked = loadProgram(`Values ${values.join(" ")}\nChoose a\nPrint a`);
    expect(checked.pool).toHaveLength(n);
    expect(checked.pool[1]).toBe(7);
    expect(() => loadProgram(`Values ${values.join(" ")} 14\nChoose a`)).toThrow(
      /14 appears twice in the Values list/,
    );
  }, 30_000);

  it("checks and compiles 100,000 Choose statements (linear checker; flat code with a small frame)", () => {
    const n = 100_000;
    const text = [
      `Values 0..${n}`,
      ...Array.from({ length: n }, (_, i) => `Choose v${i}`),
      "Print v0",
    ].join("\n");
    const checked = loadProgram(text);
    // the first Choose gets no pool positions: the code is compiled and entered, the search ends
    const runs = [false, true].map((interpret) =>
      runSearch(checked, { interpret, profile: true, firstChoose: { from: 0, to: 0 } }),
    );
    expect(runs[0].profile).toEqual(runs[1].profile);
    expect(runs[0].profile.slice(0, 3).map((p) => p.count)).toEqual([1, 1, 0]);
  }, 60_000);

  it("runs wide expressions the same in both modes: long words, calls and Prints", () => {
    const n = 70_000;
    const zeros = Array(n).fill("0").join(" ");
    const as = Array(n).fill("a").join(", ");
    const r = bothModes(
      `Values 1..3\nChoose a\nRestrict {${zeros} a} == max(${as}) && min(${as}, 2) <= 2\nPrint {${zeros} a} " " max(${as}) ${Array(n).fill("a").join(" ")}`,
    );
    expect(r.lines).toHaveLength(3);
    expect(r.lines?.[0]).toBe(`1 1${"1".repeat(n)}`);
    expect(r.counts).toEqual([1, 1, 3, 3]);
  }, 60_000);
});
