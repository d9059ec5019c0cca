/**
 * The killer cage rule's propagation (src/sudoku/variants/rules/cage.ts) on random cages and
 * candidates, each to its fixpoint: against a reference written from its documented meaning
 * (the digit sets within the cells' candidates that meet every cell; cells narrowed to their
 * union; a digit every set needs placed where only one cell holds it and taken from the cells
 * seeing the cage), both through its mask tables (up to 9 digits) and without them (16
 * digits); and against brute force: it never removes a digit that some filling of the cage
 * (different digits, the sum) gives a cell.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CageSumRule } from "../../src/sudoku/variants/rules/cage.js";
import type { Narrowing } from "../../src/sudoku/variants/rules/rule.js";

/** A level of candidates the rule narrows (no flags, one level). */
class Masks implements Narrowing {
  readonly base = 0;
  constructor(readonly cand: Int32Array) {}
  narrow(cell: number, mask: number): boolean {
    this.cand[cell]! &= mask;
    return this.cand[cell] !== 0;
  }
}

const setsSeen = new Map<string, number[]>();

/** Every set of `k` digits from 1..size adding up to `sum`, by counting through all masks. */
function digitSets(k: number, sum: number, size: number): number[] {
  const key = `${k} ${sum} ${size}`;
  const known = setsSeen.get(key);
  if (known) return known;
  const out: number[] = [];
  setsSeen.set(key, out);
  for (let m = 0; m < 1 << size; m++) {
    let n = 0;
    let total = 0;
    for (let d = 0; d < size; d++)
      if ((m >> d) & 1) {
        n++;
        total += d + 1;
      }
    if (n === k && total === sum) out.push(m);
  }
  return out;
}

/** The rule's meaning, step by step (cells 0..k-1 in the cage, cell k sees it all). */
function reference(cand: Int32Array, k: number, sum: number, size: number): boolean {
  let union = 0;
  for (let i = 0; i < k; i++) union |= cand[i]!;
  const fitting = digitSets(k, sum, size).filter(
    (set) => (set & union) === set && [...cand.subarray(0, k)].every((m) => (m & set) !== 0),
  );
  const possible = fitting.reduce((a, b) => a | b, 0);
  if (possible === 0) return false;
  for (let i = 0; i < k; i++) if ((cand[i]! &= possible) === 0) return false;
  let needed = fitting.reduce((a, b) => a & b, (1 << size) - 1);
  while (needed !== 0) {
    const bit = needed & -needed;
    needed ^= bit;
    const holders = [...cand.subarray(0, k).keys()].filter((i) => (cand[i]! & bit) !== 0);
    if (holders.length === 0) return false;
    if (holders.length === 1) cand[holders[0]!] = bit;
    if ((cand[k]! &= ~bit) === 0) return false;
  }
  return true;
}

/** Runs `step` until it fails (false) or leaves `cand` as it was (true). */
function untilStable(cand: Int32Array, step: () => boolean): boolean {
  for (;;) {
    const before = cand.join();
    if (!step()) return false;
    if (cand.join() === before) return true;
  }
}

/** Digits some filling (different digits adding up to `sum`) gives each cell. */
function fillings(cand: Int32Array, k: number, sum: number, size: number): Int32Array {
  const seen = new Int32Array(k);
  const digits = new Int32Array(k);
  const walk = (i: number, used: number, left: number): void => {
    if (i === k) {
      if (left === 0) for (let j = 0; j < k; j++) seen[j]! |= 1 << (digits[j]! - 1);
      return;
    }
    for (let d = 1; d <= size && d <= left; d++) {
      const bit = 1 << (d - 1);
      if ((cand[i]! & bit) === 0 || (used & bit) !== 0) continue;
      digits[i] = d;
      walk(i + 1, used | bit, left - d);
    }
  };
  walk(0, 0, sum);
  return seen;
}

/** A cage of k cells over `size` digits, a sum in its range, and candidates for it and a seer. */
const cases = (size: number) =>
  fc.integer({ min: 1, max: Math.min(size, 6) }).chain((k) =>
    fc.record({
      k: fc.constant(k),
      sum: fc.integer({ min: (k * (k + 1)) / 2, max: (k * (2 * size - k + 1)) / 2 }),
      masks: fc.array(fc.integer({ min: 1, max: (1 << size) - 1 }), {
        minLength: k + 1,
        maxLength: k + 1,
      }),
    }),
  );

describe("CageSumRule.propagate", () => {
  for (const size of [4, 6, 9, 16]) {
    it(`narrows as its reference does, ${size} digits${size > 9 ? " (no tables)" : ""}`, () => {
      fc.assert(
        fc.property(cases(size), ({ k, sum, masks }) => {
          const cells = [...Array(k).keys()];
          const rule = new CageSumRule(cells, sum, size, [k]);
          const got = new Masks(Int32Array.from(masks));
          const want = Int32Array.from(masks);
          // each to its fixpoint (the rule takes some steps in one call that the reference takes
          // in the next: a narrowed cell wakes the rule again in the engine)
          const ok = untilStable(want, () => reference(want, k, sum, size));
          expect(untilStable(got.cand, () => rule.propagate(got))).toBe(ok);
          if (ok) expect([...got.cand]).toEqual([...want]);
        }),
        { numRuns: size > 9 ? 150 : 400 },
      );
    });
  }

  it("keeps every digit some filling of the cage gives a cell", () => {
    fc.assert(
      fc.property(cases(9), ({ k, sum, masks }) => {
        const cand = Int32Array.from(masks.slice(0, k));
        const seen = fillings(cand, k, sum, 9);
        const ok = new CageSumRule([...Array(k).keys()], sum, 9).propagate(new Masks(cand));
        if (seen.every((m) => m === 0)) return; // no filling: either answer is sound
        expect(ok).toBe(true);
        for (let i = 0; i < k; i++) expect(cand[i]! & seen[i]!).toBe(seen[i]);
      }),
      { numRuns: 400 },
    );
  });

  it("knows a cage's only set: 3 cells adding up to 24 are 7+8+9", () => {
    const cand = Int32Array.from([0x1ff, 0x1ff, 0x1ff]);
    expect(new CageSumRule([0, 1, 2], 24, 9).propagate(new Masks(cand))).toBe(true);
    expect([...cand]).toEqual([0x1c0, 0x1c0, 0x1c0]);
  });
});
