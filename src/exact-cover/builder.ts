/**
 * A typed builder for exact cover problems: name the items once, then add options by item name
 * (`"x:red"` gives a secondary item a colour), each option optionally named. Linear in the size.
 */
import { InputError, quoteInput } from "../core/errors.js";
import type { ExactCoverOption, ExactCoverProblem } from "./problem.js";

/**
 * An item of an option: a primary name, a secondary name, or `secondary:colour`.
 *
 * @typeParam P - the primary items' names
 * @typeParam S - the secondary items' names
 */
export type OptionItem<P extends string, S extends string> = P | S | `${S}:${string}`;

/**
 * Builds an {@link ExactCoverProblem} from item names.
 *
 * @typeParam P - the primary items' names (a union of string literals, for checked option items)
 * @typeParam S - the secondary items' names
 *
 * @example
 * ```ts
 * const problem = new ExactCoverBuilder(["a", "b"], ["x"])
 *   .option(["a", "x:1"], "first")
 *   .option(["b", "x:1"])
 *   .build();
 * countExactCovers(problem); // 1
 * ```
 */
export class ExactCoverBuilder<P extends string = string, S extends string = string> {
  private readonly index = new Map<string, number>();
  private readonly options: ExactCoverOption[] = [];

  /**
   * Names the items: each name once, no `:` in a name (InputError otherwise).
   *
   * @param primary - the names of the primary items (each covered exactly once)
   * @param secondary - the names of the secondary items (covered at most once, or by options that
   *   agree on their colour); default none
   */
  constructor(
    private readonly primary: readonly P[],
    private readonly secondary: readonly S[] = [],
  ) {
    [...primary, ...secondary].forEach((name, i) => {
      if (this.index.has(name)) throw new InputError(`item ${quoteInput(name)} is named twice`);
      if (name.includes(":")) throw new InputError(`item name ${quoteInput(name)} contains ':'`);
      this.index.set(name, i);
    });
  }

  /**
   * Adds an option covering the given items; returns the builder.
   *
   * @param items - the items the option covers: a primary name, a secondary name, or
   *   `secondary:colour`; each item at most once
   * @param name - a name for the option, kept in the problem (shown by the CLI); default none
   */
  option(items: readonly OptionItem<P, S>[], name?: string): this {
    const option: ExactCoverOption = { items: [] };
    const colors: (string | null)[] = [];
    let anyColor = false;
    for (const token of items) {
      const colon = token.indexOf(":");
      const itemName = colon < 0 ? token : token.slice(0, colon);
      const item = this.index.get(itemName);
      if (item === undefined) throw new InputError(`unknown item ${quoteInput(itemName)}`);
      option.items.push(item);
      if (colon >= 0) {
        anyColor = true;
        colors.push(token.slice(colon + 1));
      } else colors.push(null);
    }
    if (anyColor) option.colors = colors;
    if (name !== undefined) option.name = name;
    this.options.push(option);
    return this;
  }

  /** The problem built so far (a fresh copy). */
  build(): ExactCoverProblem {
    return {
      primary: [...this.primary],
      secondary: [...this.secondary],
      options: this.options.map((o) => ({ ...o, items: [...o.items] })),
    };
  }
}
