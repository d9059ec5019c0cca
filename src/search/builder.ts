/**
 * A TypeScript builder for search-language programs: `search().values(0, 9).choose("e")
 * .let("y", "(e + e) % 10")...`. Each call adds one statement line (checked as it is added);
 * the result is the same program text, and so the same syntax tree, as the written language.
 */
import { InputError, quoteInput } from "../core/errors.js";
import type { Program } from "./ast.js";
import type { CheckedProgram } from "./checker.js";
import { NAME } from "./lexer.js";
import { parseProgram, parseStatement } from "./parser.js";
import {
  allSolutions,
  firstSolution,
  loadProgram,
  type RunSearchOptions,
  runSearch,
  type SearchResult,
  type SearchSolution,
  searchSolutions,
} from "./run.js";

/**
 * Builds a program statement by statement (start one with {@link search}); each method adds a
 * line and returns the builder; `toString()`, `run()`, `first()` or `all()` end it.
 *
 * @example
 * ```ts
 * const builder: SearchBuilder = search().values(0, 9).choose("d").restrict("d * d == 49").print("d");
 * builder.first()?.text; // "7"
 * ```
 */
export class SearchBuilder {
  private readonly lines: string[] = [];

  private add(line: string): this {
    parseStatement(line, this.lines.length + 1);
    this.lines.push(line);
    return this;
  }

  private name(name: string, what: string): string {
    if (!NAME.test(name))
      throw new InputError(`${what}: ${quoteInput(name)} is not a name`, { value: name });
    return name;
  }

  /** A range `from..to` or a list `a b c` as written, every value checked to be a safe integer. */
  private list(what: string, from: number | number[], to?: number): string {
    const ints = Array.isArray(from) ? from : [from, to ?? from];
    for (const v of ints)
      if (!Number.isSafeInteger(v))
        throw new InputError(`${what}: ${v} is not a safe integer`, { value: String(v) });
    return Array.isArray(from) ? from.join(" ") : `${from}..${to ?? from}`;
  }

  /**
   * `Values from..to` (`values(1, 8)`) or `Values a b c` (`values([3, 1, 2])`).
   *
   * @param from - the range's first value (safe integer), or the list of values (distinct safe
   *   integers)
   * @param to - the range's last value, inclusive (a range may count down); omitted with a list
   */
  values(from: number | number[], to?: number): this {
    return this.add(`Values ${this.list("Values", from, to)}`);
  }

  /**
   * `Pool name from..to` (`pool("colour", 1, 5)`) or `Pool name a b c` (`pool("odd", [1, 3, 5])`).
   *
   * @param name - the pool's name (a letter or `_`, then letters, digits or `_`)
   * @param from - the range's first value, or the list of values (distinct safe integers)
   * @param to - the range's last value, inclusive; omitted with a list
   */
  pool(name: string, from: number | number[], to?: number): this {
    return this.add(`Pool ${this.name(name, "Pool")} ${this.list("Pool", from, to)}`);
  }

  /**
   * One `Choose v from pool` statement per name.
   *
   * @param pool - the name of a pool declared with {@link SearchBuilder.pool}
   * @param names - the variables' names, one statement each, in order
   */
  chooseFrom(pool: string, ...names: string[]): this {
    const from = this.name(pool, "Choose ... from");
    for (const n of names) this.add(`Choose ${this.name(n, "Choose")} from ${from}`);
    return this;
  }

  /**
   * `Choose name in from..to` or `Choose name in a b c`: a free choice (values may repeat).
   *
   * @param name - the variable's name
   * @param from - the range's first value, or the list of values
   * @param to - the range's last value, inclusive; omitted with a list
   */
  chooseIn(name: string, from: number | number[], to?: number): this {
    return this.add(`Choose ${this.name(name, "Choose")} in ${this.list("Choose in", from, to)}`);
  }

  /**
   * `Base n`, the base of word values.
   *
   * @param n - the base, an integer ≥ 2 (default 10 when no `Base` statement is given)
   */
  base(n: number): this {
    return this.add(`Base ${n}`);
  }

  /**
   * One `Choose v` statement per name.
   *
   * @param names - the variables' names, one statement each, in order
   */
  choose(...names: string[]): this {
    for (const n of names) this.add(`Choose ${this.name(n, "Choose")}`);
    return this;
  }

  /**
   * `Let name = expr`, or with `pool`, `Let name = expr from pool`.
   *
   * @param name - the variable's name
   * @param expr - the value's expression, written as in the language (`"(e + e) % 10"`)
   * @param pool - the name of a pool to draw from; default the Values pool
   */
  let(name: string, expr: string, pool?: string): this {
    const from = pool === undefined ? "" : ` from ${this.name(pool, "Let ... from")}`;
    return this.add(`Let ${this.name(name, "Let")} = ${expr}${from}`);
  }

  /**
   * `Restrict cond`.
   *
   * @param cond - the condition, written as in the language (`"d * d == 49"`)
   */
  restrict(cond: string): this {
    return this.add(`Restrict ${cond}`);
  }

  /**
   * `Compute name = expr`.
   *
   * @param name - the variable's name
   * @param expr - the value's expression, written as in the language
   */
  compute(name: string, expr: string): this {
    return this.add(`Compute ${this.name(name, "Compute")} = ${expr}`);
  }

  /**
   * `Print items`, the items written as in the language: `'{send} " + " {more}'`.
   *
   * @param items - the items, written as in the language: string literals and expressions
   */
  print(items: string): this {
    return this.add(`Print ${items}`);
  }

  /** The program text. */
  toString(): string {
    return this.lines.join("\n");
  }

  /** The syntax tree (the same as parsing {@link toString}). */
  program(): Program {
    return parseProgram(this.toString());
  }

  /** The checked program. */
  check(): CheckedProgram {
    return loadProgram(this.toString());
  }

  /**
   * Runs the program (see {@link runSearch}).
   *
   * @param options - limit, cancellation, counters, profile and callbacks: see
   *   {@link RunSearchOptions}
   */
  run(options?: RunSearchOptions): SearchResult {
    return runSearch(this.check(), options);
  }

  /**
   * The solutions as a lazy stream (see {@link searchSolutions}).
   *
   * @param options - as for {@link searchSolutions}
   */
  solutions(
    options?: Parameters<typeof searchSolutions>[1],
  ): Generator<SearchSolution, void, undefined> {
    return searchSolutions(this.check(), options);
  }

  /**
   * The first solution, or undefined.
   *
   * @param options - as for {@link runSearch}, without `limit`
   */
  first(options?: Omit<RunSearchOptions, "limit">): SearchSolution | undefined {
    return firstSolution(this.check(), options);
  }

  /**
   * All solutions (up to `options.limit`).
   *
   * @param options - as for {@link runSearch}
   */
  all(options?: RunSearchOptions): SearchSolution[] {
    return allSolutions(this.check(), options);
  }
}

/**
 * Starts a program builder.
 *
 * @example
 * ```ts
 * const found = search().values(1, 9).choose("a", "b").restrict("a * b == 12").print('a "*" b').all();
 * found.map((s) => s.text); // ["2*6", "3*4", "4*3", "6*2"]
 * ```
 */
export function search(): SearchBuilder {
  return new SearchBuilder();
}
