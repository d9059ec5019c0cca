/**
 * The killer cage's sum (its digits differ through the engine's peers): the digit sets that can
 * fill it are precomputed (every set of `k` digits from 1..N adding up to the sum); propagation
 * keeps the sets each cell can still take part in, narrows every cell to their union, and places
 * a digit that every set needs and only one cell can hold, and takes such digits out of the
 * cells that see the whole cage (the digits held once or more found by one pass over the cells,
 * as hidden singles are; what a placement changes, the next call finds). Up to 9 digits and 32
 * sets, two tables indexed by a digit mask give the sets within the cage's candidates and the
 * sets meeting a cell's, as bits. Cost per call O(k + sets left + seeing cells + lone digits * k)
 * with the tables (O(sets * k) without), plus O(2^N * sets) once per cage shape and sum to build
 * them.
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

/** Per digit mask `m`: the sets within `m` (`within`) and the sets meeting it (`meets`), as bits. */
interface ComboTables {
  within: Int32Array;
  meets: Int32Array;
}

const tablesCache = new Map<Int32Array, ComboTables | null>();

/** The tables of a cached combination list, or null past 9 digits or 32 sets. */
function comboTables(combos: Int32Array, size: number): ComboTables | null {
  let out = tablesCache.get(combos);
  if (out !== undefined) return out;
  out = null;
  if (size <= 9 && combos.length <= 32) {
    const within = new Int32Array(1 << size);
    const meets = new Int32Array(1 << size);
    for (let m = 0; m < 1 << size; m++) {
      for (let j = 0; j < combos.length; j++) {
        const combo = combos[j]!;
        if ((combo & m) === combo) within[m]! |= 1 << j;
        if ((combo & m) !== 0) meets[m]! |= 1 << j;
      }
    }
    out = { within, meets };
  }
  tablesCache.set(combos, out);
  return out;
}

/** A killer cage with a sum. */
export class CageSumRule implements VariantRule {
  readonly kind = "cage";
  readonly cells: Int32Array;
  private readonly combos: Int32Array;
  private readonly masks: Int32Array;
  private readonly tables: ComboTables | null;
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
    this.tables = comboTables(this.combos, size);
  }

  propagate(s: Narrowing): boolean {
    const { cells, masks, combos, tables } = this;
    const k = cells.length;
    const all = (1 << this.size) - 1;
    let union = 0;
    let possible = 0;
    let needed = all;
    if (tables !== null) {
      // the sets within the candidates' union that meet every cell's candidates, as bits
      let fits = -1;
      for (let i = 0; i < k; i++) {
        const mask = s.cand[s.base + cells[i]!]! & all;
        union |= mask;
        fits &= tables.meets[mask]!;
      }
      fits &= tables.within[union]!;
      for (; fits !== 0; fits &= fits - 1) {
        const combo = combos[31 - Math.clz32(fits & -fits)]!;
        possible |= combo;
        needed &= combo;
      }
    } else {
      for (let i = 0; i < k; i++) {
        masks[i] = s.cand[s.base + cells[i]!]! & all;
        union |= masks[i]!;
      }
      for (let j = 0; j < combos.length; j++) {
        const combo = combos[j]!;
        if ((combo & union) !== combo) continue;
        let i = 0;
        while (i < k && (masks[i]! & combo) !== 0) i++;
        if (i < k) continue;
        possible |= combo;
        needed &= combo;
      }
    }
    if (possible === 0) return false;
    // the cells narrowed to the sets' digits, noting the digits held once and twice or more
    let once = 0;
    let twice = 0;
    for (let i = 0; i < k; i++) {
      if (!s.narrow(cells[i]!, possible)) return false;
      const mask = s.cand[s.base + cells[i]!]! & all;
      twice |= once & mask;
      once |= mask;
    }
    // a digit every set needs is in the cage: none of its cells holding it is a contradiction,
    // one cell holding it gets it, and the cells that see the whole cage lose it. (All at once:
    // a cell narrowed here wakes the rule again, which finds what that changed)
    if ((needed & ~once) !== 0) return false;
    for (let alone = needed & ~twice; alone !== 0; alone &= alone - 1) {
      const bit = alone & -alone;
      let i = 0;
      while (i < k && (s.cand[s.base + cells[i]!]! & bit) === 0) i++;
      // gone: its one cell was just given another digit that only it can hold
      if (i === k || !s.narrow(cells[i]!, bit)) return false;
    }
    if (needed !== 0)
      for (let i = 0; i < this.seeing.length; i++)
        if (!s.narrow(this.seeing[i]!, ~needed)) return false;
    return true;
  }

  holds(values: ArrayLike<number>): boolean {
    let total = 0;
    for (const c of this.cells) total += values[c]!;
    return total === this.sum;
  }
}
