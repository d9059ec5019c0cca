/**
 * A weighted sum of cells equal to a target, by bounds propagation: each term must fit between
 * the target minus the others' largest and smallest totals. Little killer sums (weights 1) and
 * arrows (the line's cells +1, the circle's -1, or -10 and -1 for a two-cell pill) are this rule.
 * Digits may repeat (distinctness comes from houses). Cost per call O(terms).
 */
import { digitRange, highDigit, lowDigit, type Narrowing, type VariantRule } from "./rule.js";

/** sum over i of weights[i] * digit(cells[i]) = target. */
export class LinearSumRule implements VariantRule {
  readonly cells: Int32Array;
  private readonly weights: Int32Array;
  private readonly lo: Float64Array;
  private readonly hi: Float64Array;

  constructor(
    readonly kind: string,
    cells: readonly number[],
    weights: readonly number[],
    readonly target: number,
    private readonly size: number,
  ) {
    this.cells = Int32Array.from(cells);
    this.weights = Int32Array.from(weights);
    this.lo = new Float64Array(cells.length);
    this.hi = new Float64Array(cells.length);
  }

  propagate(s: Narrowing): boolean {
    const { cells, weights, lo, hi, target, size } = this;
    const all = (1 << size) - 1;
    let changed = true;
    while (changed) {
      changed = false;
      let sumLo = 0;
      let sumHi = 0;
      for (let i = 0; i < cells.length; i++) {
        const m = s.cand[s.base + cells[i]!]! & all;
        const w = weights[i]!;
        const a = w * lowDigit(m);
        const b = w * highDigit(m);
        lo[i] = w > 0 ? a : b;
        hi[i] = w > 0 ? b : a;
        sumLo += lo[i]!;
        sumHi += hi[i]!;
      }
      if (target < sumLo || target > sumHi) return false;
      for (let i = 0; i < cells.length; i++) {
        const min = target - (sumHi - hi[i]!);
        const max = target - (sumLo - lo[i]!);
        if (min <= lo[i]! && max >= hi[i]!) continue;
        const w = weights[i]!;
        const mask =
          w > 0
            ? digitRange(Math.ceil(min / w), Math.floor(max / w), size)
            : digitRange(Math.ceil(max / w), Math.floor(min / w), size);
        const before = s.cand[s.base + cells[i]!]! & all;
        if (!s.narrow(cells[i]!, mask)) return false;
        if ((s.cand[s.base + cells[i]!]! & all) !== before) changed = true;
      }
    }
    return true;
  }

  holds(values: ArrayLike<number>): boolean {
    let total = 0;
    for (let i = 0; i < this.cells.length; i++) total += this.weights[i]! * values[this.cells[i]!]!;
    return total === this.target;
  }
}
