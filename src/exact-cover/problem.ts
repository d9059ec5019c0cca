/**
 * An exact cover problem as plain, JSON-serialisable data: named primary items (each covered
 * exactly once), named secondary items (covered at most once, or by options that agree on its
 * colour), and options, each a list of item indices with optional colours on secondary items.
 * Checking a problem is linear in its size.
 */
import { InputError, quoteInput } from "../core/errors.js";

/** One option: the items it covers (indices into primary, then secondary) and their colours. */
export interface ExactCoverOption {
  /** Item indices: 0..P-1 are the primary items, P..P+S-1 the secondary ones. */
  items: number[];
  /** Colour per item (same length as `items`), `null` for none; only secondary items may have one. */
  colors?: (string | null)[];
  /** A name for the option (defaults to its text in Knuth's format). */
  name?: string;
  /**
   * The option's cost (Knuth's DLX5, `|n` in the text format): a nonnegative whole number, 0
   * when missing. Only the minimum-cost search (`minCostExactCovers`) reads it.
   */
  cost?: number;
}

/** An exact cover problem (Knuth's primary and secondary items, colours as in DLX2). */
export interface ExactCoverProblem {
  /** Names of the primary items: each must be covered exactly once. */
  primary: string[];
  /** Names of the secondary items: covered at most once, or all by options of one colour. */
  secondary: string[];
  /** The options, in order (solutions name them by index). */
  options: ExactCoverOption[];
  /**
   * Multiplicities (Knuth's DLX3): `[a, b]` for a primary item covered at least a and at most
   * b times (solutions are then sets of options); missing or undefined means exactly once.
   */
  bounds?: ([number, number] | undefined)[];
}

/** Largest multiplicity accepted for an item. */
export const MAX_MULTIPLICITY = 1_000_000;

/**
 * Checks a problem: item indices in range, no item twice in an option, colours only on
 * secondary items, a primary item in every option (Knuth's rule), distinct item names. Throws InputError.
 *
 * @param problem - the problem to check
 *
 * @example
 * ```ts
 * checkExactCoverProblem({ primary: ["a"], secondary: [], options: [{ items: [0] }] });
 * ```
 */
export function checkExactCoverProblem(problem: ExactCoverProblem): void {
  const p = problem.primary.length;
  const n = p + problem.secondary.length;
  const names = new Set<string>();
  for (const name of [...problem.primary, ...problem.secondary]) {
    if (names.has(name))
      throw new InputError(`item ${quoteInput(name)} is named twice`, { value: name });
    names.add(name);
  }
  if (problem.bounds !== undefined) {
    if (!Array.isArray(problem.bounds) || problem.bounds.length > p)
      throw new InputError("bounds: one pair per primary item at most");
    problem.bounds.forEach((b, k) => {
      if (b === undefined) return;
      const [lo, hi] = b;
      const name = quoteInput(problem.primary[k]);
      if (
        !Number.isInteger(lo) ||
        !Number.isInteger(hi) ||
        lo < 0 ||
        hi < 1 ||
        hi > MAX_MULTIPLICITY
      )
        throw new InputError(
          `item ${name}: the bounds must be whole numbers with 0 <= a <= b, 1 <= b <= ${MAX_MULTIPLICITY}`,
        );
      if (lo > hi)
        throw new InputError(`item ${name}: the lower bound ${lo} exceeds the upper bound ${hi}`);
    });
  }
  const seen = new Int32Array(n).fill(-1);
  problem.options.forEach((option, o) => {
    if (!option.items.some((item) => item >= 0 && item < p))
      throw new InputError(`option ${o} has no primary item`);
    if (option.cost !== undefined && !(Number.isSafeInteger(option.cost) && option.cost >= 0))
      throw new InputError(`option ${o}: the cost must be a nonnegative whole number`, {
        value: String(option.cost),
      });
    if (option.colors && option.colors.length !== option.items.length)
      throw new InputError(`option ${o}: colors and items differ in length`);
    option.items.forEach((item, k) => {
      if (!Number.isInteger(item) || item < 0 || item >= n)
        throw new InputError(`option ${o}: no item ${item}`);
      if (seen[item] === o)
        throw new InputError(
          `option ${o}: item ${quoteInput(itemName(problem, item))} appears twice`,
        );
      seen[item] = o;
      const color = option.colors?.[k];
      if (color !== null && color !== undefined && item < p)
        throw new InputError(
          `option ${o}: primary item '${itemName(problem, item)}' cannot have a colour`,
        );
    });
  });
}

/**
 * The name of item `index` (primary first, then secondary).
 *
 * @param problem - the problem
 * @param index - an item index: primary items first (0..primary.length-1), then secondary
 *
 * @example
 * ```ts
 * itemName({ primary: ["a"], secondary: ["x"], options: [] }, 1); // "x"
 * ```
 */
export function itemName(problem: ExactCoverProblem, index: number): string {
  const p = problem.primary.length;
  return index < p ? problem.primary[index] : problem.secondary[index - p];
}

/**
 * An option as Knuth writes it: its items' names, `name:colour` for coloured ones.
 *
 * @param problem - the problem
 * @param index - an option index, 0..options.length-1
 *
 * @example
 * ```ts
 * optionText({ primary: ["a"], secondary: ["x"], options: [{ items: [0, 1], colors: [null, "1"] }] }, 0);
 * // "a x:1"
 * ```
 */
export function optionText(problem: ExactCoverProblem, index: number): string {
  const option = problem.options[index];
  return option.items
    .map((item, k) => {
      const color = option.colors?.[k];
      const name = itemName(problem, item);
      return color === null || color === undefined ? name : `${name}:${color}`;
    })
    .join(" ");
}
