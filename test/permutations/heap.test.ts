import { describe, expect, it } from "vitest";
import {
  forEachPermutation,
  heapIterativeTrace,
  heapPermutations,
  heapRecursiveTrace,
  kPermutationsHeap,
} from "../../src/index.js";
import {
  applyHeapFinalState,
  heapFinalState,
  heapKForEach,
} from "../../src/permutations/heap-k.js";
import { collect, fact, plainHeap } from "./helpers.js";

const CLASSIC_START = ["0123", "1023", "2013", "0213", "1203", "2103", "3102", "1302"];

function fastHeap(n: number): string[] {
  const out: string[] = [];
  forEachPermutation(n, (p) => {
    out.push(p.join(""));
  });
  return out;
}

function yields<T>(events: Iterable<{ kind: string; list?: readonly T[] }>): string[] {
  const out: string[] = [];
  for (const e of events) if (e.kind === "yield") out.push((e.list as T[]).join(""));
  return out;
}

describe("Heap's order", () => {
  it("is the classic one for [0, 1, 2, 3] in every implementation", () => {
    const items = [0, 1, 2, 3];
    const all = [
      fastHeap(4),
      yields(heapRecursiveTrace(items)),
      yields(heapIterativeTrace(items)),
      yields(heapIterativeTrace(items, true)),
      collect(heapPermutations(items), (p) => p.join("")),
    ];
    for (const seq of all) {
      expect(seq.slice(0, 8)).toEqual(CLASSIC_START);
      expect(seq.at(-1)).toBe("1230");
      expect(seq).toHaveLength(24);
      expect(new Set(seq).size).toBe(24);
    }
  });

  it("is 012 102 201 021 120 210 for three items", () => {
    expect(fastHeap(3)).toEqual(["012", "102", "201", "021", "120", "210"]);
  });

  it("matches a plain recursive Heap's for n = 0..8 in the fast, recursive, iterative and lazy forms", () => {
    for (let n = 0; n <= 8; n++) {
      const ref = plainHeap(n).map((p) => p.join(","));
      const items = Array.from({ length: n }, (_, i) => i);
      const fast: string[] = [];
      const count = forEachPermutation(n, (p) => {
        fast.push(p.join(","));
      });
      expect(count).toBe(fact(n));
      expect(fast).toEqual(ref);
      const comma = (evs: Iterable<{ kind: string; list?: readonly number[] }>) => {
        const out: string[] = [];
        for (const e of evs) if (e.kind === "yield") out.push((e.list as number[]).join(","));
        return out;
      };
      expect(comma(heapRecursiveTrace(items))).toEqual(ref);
      expect(comma(heapIterativeTrace(items))).toEqual(ref);
      expect(collect(heapPermutations(items), (p) => p.join(","))).toEqual(ref);
    }
  });

  it("visits a full n = 9 run (each permutation once, matching the plain form)", () => {
    const ref = plainHeap(9);
    let i = 0;
    let ok = true;
    forEachPermutation(9, (p) => {
      const r = ref[i++];
      for (let t = 0; t < 9; t++) if (p[t] !== r[t]) ok = false;
    });
    expect(ok).toBe(true);
    expect(i).toBe(362880);
  });

  it("stops when the visitor returns false, counting that visit", () => {
    for (const n of [6, 8]) {
      for (const stopAt of [1, 2, 5, 23, 24, 25, 100, 720, 5041]) {
        let seen = 0;
        const count = forEachPermutation(n, () => ++seen < stopAt);
        expect(count).toBe(Math.min(stopAt, fact(n)));
      }
    }
    // the visit that stops is the one the visitor saw: the stopping permutation is plainHeap's
    const ref = plainHeap(8);
    for (const stopAt of [1, 17, 24, 25, 4000]) {
      let seen = 0;
      let last = "";
      forEachPermutation(8, (p) => {
        last = p.join(",");
        return ++seen < stopAt;
      });
      expect(last).toBe(ref[stopAt - 1].join(","));
    }
    // only false stops, not other falsy values
    expect(forEachPermutation(4, () => 0)).toBe(24);
  });

  it("gives every visitor the same sequence, whichever copy of the loop it gets", () => {
    const ref = plainHeap(7).map((p) => p.join(""));
    const lexRef = [...ref].sort();
    for (let v = 0; v < 7; v++) {
      for (const order of ["heap", "lex"] as const) {
        const got: string[] = [];
        // fresh closures of two function literals: they are spread over the loop's copies
        const visitor =
          v % 2 === 0
            ? (p: Int32Array) => {
                got.push(p.join(""));
              }
            : (p: Int32Array) => got.push(p.join("")) >= 0;
        forEachPermutation(7, visitor, { order });
        expect(got).toEqual(order === "heap" ? ref : lexRef);
      }
    }
  });

  it("traces exchanges in the classic words", () => {
    const lines = collect(heapRecursiveTrace([0, 1, 2, 3]), (e) =>
      e.kind === "swap" ? `${e.i} ${e.j} ${e.list.join(",")}` : "",
    )
      .filter((x) => x !== "")
      .slice(0, 2);
    expect(lines).toEqual(["0 1 1,0,2,3", "0 2 2,0,1,3"]);
  });

  it("shows the iterative stack before each pop", () => {
    const events = [...heapIterativeTrace(["a", "b"], true)].map((e) =>
      e.kind === "stack" ? `S${e.stack.map(([l, h]) => `${l}${h}`).join("|")}` : e.kind,
    );
    expect(events).toEqual(["S02", "S12|01", "yield", "S12", "swap", "S01", "yield"]);
  });
});

describe("Heap's final state and k-permutations by jumping", () => {
  it("the closed form equals a real run for every m up to 10", () => {
    for (let m = 0; m <= 10; m++) {
      const ref = plainHeap(m);
      // plainHeap's last visit is the final state (the last round makes no exchange)
      const last = m === 0 ? [] : ref[ref.length - 1];
      expect(heapFinalState(m)).toEqual(last);
      const a = Array.from({ length: m }, (_, i) => i);
      applyHeapFinalState(a, m, new Array(m));
      expect(a).toEqual(last);
    }
    expect(heapFinalState(6)).toEqual([3, 4, 1, 2, 5, 0]);
  });

  it("gives the tails of a full Heap run taken at the start of each inner run", () => {
    for (let n = 1; n <= 7; n++) {
      const full = plainHeap(n);
      for (let k = 0; k <= n; k++) {
        const m = n - k;
        const step = fact(m);
        const expected = full.filter((_, i) => i % step === 0).map((p) => p.slice(m).join(","));
        const got: string[] = [];
        const count = heapKForEach(n, k, (p) => {
          got.push(Array.from(p).join(","));
        });
        expect(got).toEqual(expected);
        expect(count).toBe(fact(n) / step);
        expect(new Set(got).size).toBe(got.length);
        expect(forEachPermutation(n, () => {}, { k })).toBe(count);
        const lazy = [
          ...kPermutationsHeap(
            Array.from({ length: n }, (_, i) => i),
            k,
          ),
        ];
        expect(lazy.map((p) => p.join(","))).toEqual(expected);
        const rec = collect(
          heapRecursiveTrace(
            Array.from({ length: n }, (_, i) => i),
            k,
          ),
          (e) => (e.kind === "yield" ? e.list.slice(m).join(",") : null),
        ).filter((x) => x !== null);
        expect(rec).toEqual(expected);
      }
    }
  });
});
