/**
 * The interface every variant rule implements, so each rule is one small module: its
 * propagation (narrowing candidate masks through the engine, allocation-free) and its check of a
 * finished grid. Candidates are bitmasks (bit d-1 for digit d) in the engine's Int32Array; a
 * rule reads `cand[base + cell] & all` (higher bits are the engine's flags).
 */

/** What a rule sees of the search state and how it narrows it. */
export interface Narrowing {
  /** Candidate masks of every search level. */
  readonly cand: Int32Array;
  /** Offset of the current level's masks in `cand`. */
  readonly base: number;
  /** Keeps only the digits of `mask` in `cell`; false when none is left (a contradiction). */
  narrow(cell: number, mask: number): boolean;
}

/** One rule over some cells: propagation and check. */
export interface VariantRule {
  /** What kind of rule (for messages and, later, explanations): "cage", "sum", "thermometer", "pair". */
  readonly kind: string;
  /** The cells the rule reads: the engine wakes it when one of them loses a candidate. */
  readonly cells: Int32Array;
  /** Narrows candidates to what the rule allows; false on a contradiction. */
  propagate(state: Narrowing): boolean;
  /** True when a finished grid (values 1..N per cell) keeps the rule. */
  holds(values: ArrayLike<number>): boolean;
}

/**
 * The smallest digit of a non-empty mask.
 *
 * @example
 * ```ts
 * lowDigit(0b10100); // 3
 * ```
 */
export function lowDigit(mask: number): number {
  return 32 - Math.clz32(mask & -mask);
}

/**
 * The largest digit of a non-empty mask.
 *
 * @example
 * ```ts
 * highDigit(0b10100); // 5
 * ```
 */
export function highDigit(mask: number): number {
  return 32 - Math.clz32(mask);
}

/**
 * The mask of digits lo..hi (clipped to 1..size), 0 when empty.
 *
 * @example
 * ```ts
 * digitRange(2, 4, 9); // 0b1110
 * ```
 */
export function digitRange(lo: number, hi: number, size: number): number {
  const a = Math.max(lo, 1);
  const b = Math.min(hi, size);
  if (a > b) return 0;
  return ((1 << b) - 1) & ~((1 << (a - 1)) - 1);
}
