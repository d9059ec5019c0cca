/**
 * A thermometer: digits strictly increase from the bulb. Propagation raises each cell's lowest
 * digit above its predecessor's lowest and lowers each highest below its successor's highest.
 * Cost per call O(length).
 */
import { digitRange, highDigit, lowDigit, type Narrowing, type VariantRule } from "./rule.js";

/** Strictly increasing digits along `cells` (bulb first). */
export class ThermometerRule implements VariantRule {
  readonly kind = "thermometer";
  readonly cells: Int32Array;

  constructor(
    cells: readonly number[],
    private readonly size: number,
  ) {
    this.cells = Int32Array.from(cells);
  }

  propagate(s: Narrowing): boolean {
    const { cells, size } = this;
    const all = (1 << size) - 1;
    let low = 0;
    for (let i = 0; i < cells.length; i++) {
      const c = cells[i]!;
      if (!s.narrow(c, digitRange(low + 1, size, size))) return false;
      low = lowDigit(s.cand[s.base + c]! & all);
    }
    let high = size + 1;
    for (let i = cells.length - 1; i >= 0; i--) {
      const c = cells[i]!;
      if (!s.narrow(c, digitRange(1, high - 1, size))) return false;
      high = highDigit(s.cand[s.base + c]! & all);
    }
    return true;
  }

  holds(values: ArrayLike<number>): boolean {
    for (let i = 1; i < this.cells.length; i++)
      if (values[this.cells[i]!]! <= values[this.cells[i - 1]!]!) return false;
    return true;
  }
}
