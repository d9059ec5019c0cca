import { describe, expect, it } from "vitest";
import { permutationFrames } from "../../src/web/pages/permutation-frames.js";

const orders = ["lex", "heap-recursive", "heap-iterative", "sjt"] as const;
const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));

describe("permutationFrames", () => {
  it("lists every permutation once, in each order", () => {
    for (const order of orders)
      for (let n = 1; n <= 6; n++) {
        const frames = permutationFrames(n, order);
        expect(frames.length, `${order} ${n}`).toBe(factorial(n));
        expect(new Set(frames.map((f) => f.perm.join(","))).size).toBe(factorial(n));
      }
  });

  it("gives Heap's classic order, the same recursive and iterative, one exchange per step", () => {
    const recursive = permutationFrames(4, "heap-recursive");
    expect(
      recursive
        .slice(0, 8)
        .map((f) => f.perm.join(""))
        .join(" "),
    ).toBe("0123 1023 2013 0213 1203 2103 3102 1302");
    const iterative = permutationFrames(4, "heap-iterative");
    expect(iterative.map((f) => f.perm)).toEqual(recursive.map((f) => f.perm));
    for (const f of recursive.slice(1)) expect(f.changed).toHaveLength(2);
    expect(recursive[1].swaps).toEqual([[0, 1]]);
    expect(recursive[1].state()[0]).toBe("generate(4): round 1 of 4");
    expect(recursive[6].state()[0]).toBe("generate(4): round 2 of 4");
    expect(iterative[0].state().length).toBeGreaterThan(0);
  });

  it("moves neighbours in Johnson–Trotter order and counts up in lexicographic order", () => {
    for (const f of permutationFrames(5, "sjt").slice(1)) {
      expect(f.changed).toHaveLength(2);
      expect(f.changed[1] - f.changed[0]).toBe(1);
    }
    const lex = permutationFrames(4, "lex").map((f) => f.perm.join(""));
    expect(lex).toEqual([...lex].sort());
  });
});
