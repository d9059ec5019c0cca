/**
 * The killer cage's sum (its digits differ through the engine's peers): the digit sets that can
 * fill it are precomputed (every set of `k` digits from 1..N adding up to the sum); propagation
 * keeps the sets each cell can still take part in, narrows every cell to their union, and places
 * a digit that every set needs and only one cell can hold, and takes such a digit out of the
 * cells that see the whole cage. Cost per call O(sets * k + seeing cells).
 */
import type { Narrowing, VariantRule } from "./rule.js";

const combosCache = new Map<string, Int32Array>();

/**
 * The digit sets (masks) of `k` different digits from 1..size adding up to `sum`, cached.
 *
 * @example
 * ```ts
 * cageCombinations(2, 3, 9); // [0b11]: only 1 + 2
 * cageCombinations(3, 23, 9).length; // 1: 6 + 8 + 9
 * ```
 */
export function cageCombinations(k: number, sum: number, size: number): Int32Array {
  const key = `${k}:${sum}:${size}`;
  let out = combosCache.get(key);
  if (out) return out;
  const found: number[] = [];
  const walk = (digit: number, left: number, rest: number, mask: number) => {
    if (left === 0) {
      if (rest === 0) found.push(mask);
      return;
    }
    for (let d = digit; d <= size && d <= rest; d++)
      walk(d + 1, left - 1, rest - d, mask | (1 << (d - 1)));
  };
  walk(1, k, sum, 0);
  out = Int32Array.from(found);
  combosCache.set(key, out);
  return out;
}

/** A killer cage with a sum. */
export class CageSumRule implements VariantRule {
  readonly kind = "cage";
  readonly cells: Int32Array;
  private readonly combos: Int32Array;
  private readonly masks: Int32Array;
  /** Cells that see every cell of the cage: a digit the cage must hold is not theirs. */
  private readonly seeing: Int32Array;

  constructor(
    cells: readonly number[],
    readonly sum: number,
    private readonly size: number,
    seeing: readonly number[] = [],
  ) {
    this.cells = Int32Array.from(cells);
    this.seeing = Int32Array.from(seeing);
    this.combos = cageCombinations(cells.length, sum, size);
    this.masks = new Int32Array(cells.length);
  }

  propagate(s: Narrowing): boolean {
    const { cells, masks, combos } = this;
    const k = cells.length;
    const all = (1 << this.size) - 1;
    let union = 0;
    for (let i = 0; i < k; i++) {
      masks[i] = s.cand[s.base + cells[i]!]! & all;
      union |= masks[i]!;
    }
    let possible = 0;
    let needed = all;
    for (let j = 0; j < combos.length; j++) {
      const combo = combos[j]!;
      if ((combo & union) !== combo) continue;
      let i = 0;
      while (i < k && (masks[i]! & combo) !== 0) i++;
      if (i < k) continue;
      possible |= combo;
      needed &= combo;
    }
    if (possible === 0) return false;
    for (let i = 0; i < k; i++) if (!s.narrow(cells[i]!, possible)) return false;
    // a digit every combination needs, which only one cell can still hold, goes there
    while (needed !== 0) {
      const bit = needed & -needed;
      needed ^= bit;
      let at = -1;
      let n = 0;
      for (let i = 0; i < k; i++)
        if ((s.cand[s.base + cells[i]!]! & bit) !== 0) {
          at = i;
          n++;
        }
      if (n === 0) return false;
      if (n === 1 && !s.narrow(cells[at]!, bit)) return false;
      for (let i = 0; i < this.seeing.length; i++)
        if (!s.narrow(this.seeing[i]!, ~bit)) return false;
    }
    return true;
  }

  holds(values: ArrayLike<number>): boolean {
    let total = 0;
    for (const c of this.cells) total += values[c]!;
    return total === this.sum;
  }
}
