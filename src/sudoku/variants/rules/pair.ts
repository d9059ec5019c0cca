/**
 * A relation between two cells given as a table (for each digit, the partner digits allowed):
 * Kropki dots (white: differ by v; black: one is v times the other) and the nonconsecutive rule
 * (never differ by 1). Propagation keeps in each cell the digits with a partner left in the
 * other. Cost per call O(size).
 */
import type { Narrowing, VariantRule } from "./rule.js";

const tables = new Map<string, Int32Array>();

/**
 * The partner table of a relation, cached: entry d holds the mask of digits allowed next to d.
 *
 * @example
 * ```ts
 * pairTable("difference", 1, 9)[5]; // digits 4 and 6
 * ```
 */
export function pairTable(
  kind: "difference" | "ratio" | "nonconsecutive",
  value: number,
  size: number,
): Int32Array {
  const key = `${kind}:${value}:${size}`;
  let table = tables.get(key);
  if (table) return table;
  table = new Int32Array(size + 1);
  for (let a = 1; a <= size; a++)
    for (let b = 1; b <= size; b++) {
      const ok =
        kind === "difference"
          ? Math.abs(a - b) === value
          : kind === "ratio"
            ? a === b * value || b === a * value
            : Math.abs(a - b) !== 1;
      if (ok) table[a] |= 1 << (b - 1);
    }
  tables.set(key, table);
  return table;
}

/** Two cells whose digits must be partners in a symmetric table. */
export class PairRule implements VariantRule {
  readonly cells: Int32Array;

  constructor(
    readonly kind: string,
    a: number,
    b: number,
    private readonly table: Int32Array,
  ) {
    this.cells = Int32Array.of(a, b);
  }

  private support(mask: number): number {
    let out = 0;
    while (mask !== 0) {
      const bit = mask & -mask;
      mask ^= bit;
      out |= this.table[32 - Math.clz32(bit)]!;
    }
    return out;
  }

  propagate(s: Narrowing): boolean {
    const a = this.cells[0]!;
    const b = this.cells[1]!;
    const all = this.table.length === 0 ? 0 : (1 << (this.table.length - 1)) - 1;
    if (!s.narrow(b, this.support(s.cand[s.base + a]! & all))) return false;
    return s.narrow(a, this.support(s.cand[s.base + b]! & all));
  }

  holds(values: ArrayLike<number>): boolean {
    const a = values[this.cells[0]!]!;
    const b = values[this.cells[1]!]!;
    return (this.table[a]! & (1 << (b - 1))) !== 0;
  }
}
