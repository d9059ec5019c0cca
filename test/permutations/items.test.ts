/**
 * Issue 39: `perm combinations`, `perm list --json` with integer items as JSON numbers, and the
 * library's rankPermutation taking any items as `perm rank` does. Truth: subsets enumerated by
 * bitmask and sorted, js-combinatorics, and the brute-force lexicographic list of distinct
 * orderings.
 */
import fc from "fast-check";
import { Combination } from "js-combinatorics";
import { describe, expect, it } from "vitest";
import { rankPermutation } from "../../src/index.js";
import { itemsJson } from "../../src/permutations/items.js";
import { runCli } from "../helpers/cli.js";
import { bruteMultiset, compareArrays } from "./helpers.js";

const lines = (s: string) => (s === "" ? [] : s.slice(0, -1).split("\n"));

/** Every k-subset of 0..n-1 as increasing indices, by bitmask, sorted lexicographically. */
function bruteSubsets(n: number, k: number): number[][] {
  const out: number[][] = [];
  for (let mask = 0; mask < 1 << n; mask++) {
    const s: number[] = [];
    for (let i = 0; i < n; i++) if (mask & (1 << i)) s.push(i);
    if (s.length === k) out.push(s);
  }
  return out.sort(compareArrays);
}

describe("perm combinations", () => {
  it("prints every K-subset in lexicographic order by input position (brute force)", async () => {
    const items = ["d", "b", "a", "c", "e", "b2"];
    for (let k = 0; k <= items.length; k++) {
      const r = await runCli(["perm", "combinations", ...items, "--k", String(k)]);
      expect(r.code).toBe(0);
      const want = bruteSubsets(items.length, k).map((s) => s.map((i) => items[i]).join(" "));
      expect(lines(r.stdout)).toEqual(want);
      const other = [...new Combination(items, k)].map((s) => s.join(" "));
      expect(lines(r.stdout)).toEqual(other);
    }
  });

  it("counts C(n, k) lines, OEIS A007318 row 10", async () => {
    const row10 = [1, 10, 45, 120, 210, 252, 210, 120, 45, 10, 1];
    const items = Array.from({ length: 10 }, (_, i) => `x${i}`);
    for (let k = 0; k <= 10; k++) {
      const r = await runCli(["perm", "combinations", ...items, "--k", String(k)]);
      expect(r.stdout.split("\n").length - 1).toBe(row10[k]);
    }
  });

  it("--json prints integer items as numbers, others as strings", async () => {
    const nums = await runCli(["perm", "combinations", "3", "1", "20", "--k", "2", "--json"]);
    expect(nums.stdout).toBe("[3,1]\n[3,20]\n[1,20]\n");
    const mixed = await runCli(["perm", "combinations", "3", "a", "20", "--k", "2", "--json"]);
    expect(lines(mixed.stdout).map((l) => JSON.parse(l))).toEqual([
      ["3", "a"],
      ["3", "20"],
      ["a", "20"],
    ]);
  });

  it("refuses a missing or out-of-range --k with one line and exit 2", async () => {
    const none = await runCli(["perm", "combinations", "a", "b"]);
    expect(none).toMatchObject({ code: 2, stdout: "" });
    expect(none.stderr).toMatch(/^permuta: error: perm combinations: --k K is needed.*\n$/);
    const big = await runCli(["perm", "combinations", "a", "b", "--k", "3"]);
    expect(big.code).toBe(2);
    expect(big.stderr).toMatch(/^permuta: error: .*--k must be at most 2.*\n$/);
  });
});

describe("perm list --json", () => {
  it("prints integer items as JSON numbers, every digit kept", async () => {
    const r = await runCli(["perm", "list", "1", "2", "10", "--json"]);
    expect(lines(r.stdout).map((l) => JSON.parse(l))).toEqual([
      [1, 2, 10],
      [1, 10, 2],
      [2, 1, 10],
      [2, 10, 1],
      [10, 1, 2],
      [10, 2, 1],
    ]);
    const big = await runCli(["perm", "list", "12345678901234567890", "-3", "--json"]);
    expect(big.stdout).toBe("[12345678901234567890,-3]\n[-3,12345678901234567890]\n");
    const distinct = await runCli(["perm", "list", "2", "1", "2", "--distinct", "--json"]);
    expect(distinct.stdout).toBe("[1,2,2]\n[2,1,2]\n[2,2,1]\n");
    expect((await runCli(["perm", "next", "1", "2", "--json"])).stdout).toBe("[2,1]\n");
  });

  it("keeps strings when any item is not an integer (property: JSON round trip)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string(), fc.integer().map(String)), { maxLength: 6 }),
        (a) => {
          const parsed = JSON.parse(itemsJson(a)) as unknown[];
          const integers = a.length > 0 && a.every((s) => /^[+-]?\d+$/.test(s));
          expect(parsed).toEqual(integers ? a.map(Number) : a);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("rankPermutation takes any items, as perm rank does", () => {
  it("equals the position in the brute-force list of distinct orderings", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom("a", "b", "c", "B", "10"), { maxLength: 6 }),
        (items) => {
          const order = [...new Set(items)].sort();
          const ids = items.map((x) => order.indexOf(x));
          const all = bruteMultiset(ids).map((p) => p.join(","));
          expect(rankPermutation(items)).toBe(BigInt(all.indexOf(ids.join(","))));
        },
      ),
      { numRuns: 200 },
    );
  });

  it("compares integers as numbers, like the CLI, and agrees with perm rank", async () => {
    const cases = [
      ["30", "10", "20"],
      ["9", "10", "8"],
      ["b", "a", "c"],
      ["2", "1", "2"],
      ["1", "2"],
      ["0", "0"],
    ];
    for (const items of cases) {
      const cli = await runCli(["perm", "rank", ...items]);
      expect(rankPermutation(items)).toBe(BigInt(cli.stdout.trim()));
    }
    expect(rankPermutation([30, 10, 20])).toBe(4n);
    expect(rankPermutation(["9", "10"])).toBe(0n);
    expect(rankPermutation([10n, 9n])).toBe(1n);
    expect(rankPermutation([1, 2])).toBe(0n);
    expect(rankPermutation([2.5, 1.5])).toBe(1n);
  });
});
