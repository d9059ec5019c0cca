import { describe, expect, it } from "vitest";
import { estimateQueensNodes } from "../../src/queens/estimate.js";

/** The tree's nodes counted one by one: the empty board and every safe partial placement. */
function treeNodes(n: number): number {
  const columns: number[] = [];
  const safe = (c: number): boolean =>
    columns.every((d, r) => d !== c && Math.abs(d - c) !== columns.length - r);
  const walk = (): number => {
    let nodes = 1;
    if (columns.length === n) return nodes;
    for (let c = 0; c < n; c++)
      if (safe(c)) {
        columns.push(c);
        nodes += walk();
        columns.pop();
      }
    return nodes;
  };
  return walk();
}

describe("estimateQueensNodes (Knuth's random probes)", () => {
  it("is exact where every path has the same degrees, and close to the tree's size elsewhere", () => {
    expect(treeNodes(1)).toBe(2);
    expect(estimateQueensNodes(1, { probes: 10 })).toBe(2);
    expect(estimateQueensNodes(2, { probes: 10 })).toBe(treeNodes(2)); // 1 + 2: no second queen
    for (const n of [6, 8, 10]) {
      const exact = treeNodes(n);
      const estimate = estimateQueensNodes(n, { probes: 40000, seed: n });
      expect(Math.abs(estimate / exact - 1)).toBeLessThan(0.05);
    }
    expect(treeNodes(8)).toBe(2057);
  });

  it("is the same for the same seed", () => {
    expect(estimateQueensNodes(12, { seed: "x" })).toBe(estimateQueensNodes(12, { seed: "x" }));
    expect(() => estimateQueensNodes(8, { probes: 0 })).toThrow(/probes/);
    expect(() => estimateQueensNodes(33)).toThrow(/n must be/);
  });
});
