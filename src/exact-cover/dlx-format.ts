/**
 * Knuth's DLX text format, read and written. The first line that is not blank and does not start
 * with `|` names the items: primary items, then `|`, then secondary items; a primary item may
 * carry multiplicities (DLX3): `a:b|name` is covered between a and b times, `b|name` exactly b
 * times. Every later such line is one option: item names separated by spaces, `name:colour`
 * for a coloured secondary item, and `|n` (Knuth's DLX5) for a cost: n is a nonnegative whole
 * number, several add up, an option without one costs 0. Lines starting with `|` are comments.
 * Linear in the text's length.
 */
import { InputError, quoteInput } from "../core/errors.js";
import type { ExactCoverOption, ExactCoverProblem } from "./problem.js";
import { MAX_MULTIPLICITY, optionText } from "./problem.js";

interface Token {
  text: string;
  column: number;
}

function tokens(line: string, bounds = false): Token[] {
  const result: Token[] = [];
  // on the items line, `2:3|name` and `3|name` are one token (bounds and name); on an option
  // line, `|12` is one token (a cost)
  const re = bounds ? /\d+(?::\d+)?\|[^\s|]+|[^\s|]+|\|/g : /\|[^\s|]*|[^\s|]+/g;
  for (let m = re.exec(line); m !== null; m = re.exec(line))
    result.push({ text: m[0], column: m.index + 1 });
  return result;
}

/** The cost a `|n` token of an option line gives (Knuth's DLX5), checked. */
function optionCost(t: Token, where: { line: number; column: number; value: string }): number {
  const digits = t.text.slice(1);
  if (digits === "")
    throw new InputError("'|' in an option must be followed by a cost, as in '|12'", where);
  if (!/^\d+$/.test(digits))
    throw new InputError(
      `option cost ${quoteInput(digits)} is not a nonnegative whole number`,
      where,
    );
  const cost = Number(digits);
  if (!Number.isSafeInteger(cost))
    throw new InputError(`option cost ${digits} is above ${Number.MAX_SAFE_INTEGER}`, where);
  return cost;
}

/**
 * The most item occurrences (nodes) a problem read from text may have: 2^24, about 16.7
 * million (a few hundred MB for the options and the links). Past it the reader stops with an
 * InputError naming the limit, before the problem is built.
 */
export const MAX_DLX_NODES = 1 << 24;

/**
 * Parses a problem in Knuth's DLX format; errors name the line and column.
 *
 * @param text - the problem in Knuth's format: the items line (primary items, then `|` and the
 *   secondary ones), then one option per line (`x:colour` for a coloured item, `|n` for a cost); a
 *   primary item may carry multiplicities, `a:b|name` (covered a to b times) or `b|name`; lines
 *   starting with `|` are comments
 *
 * @example
 * ```ts
 * parseDlx("a b | x\na x:1\nb x:1\n"); // 2 primary items, 1 secondary, 2 options
 * parseDlx("a b\na |3\nb |1 |1\n").options[1].cost; // 2 (Knuth's DLX5 costs)
 * ```
 */
export function parseDlx(text: string): ExactCoverProblem {
  const reader = new DlxReader();
  const lines = text.split(/\r?\n/);
  for (let ln = 0; ln < lines.length; ln++) reader.push(lines[ln], ln + 1);
  return reader.end();
}

/**
 * Reads a problem in Knuth's DLX format line by line (a file streamed, never held whole), with
 * the same rules and messages as {@link parseDlx}; refuses more than {@link MAX_DLX_NODES}
 * nodes.
 *
 * @example
 * ```ts
 * const reader = new DlxReader();
 * reader.push("a b", 1);
 * reader.push("a b", 2);
 * reader.end().options.length; // 1
 * ```
 */
export class DlxReader {
  private readonly problem: ExactCoverProblem = { primary: [], secondary: [], options: [] };
  private readonly index = new Map<string, number>();
  private haveItems = false;
  private readonly seen: number[] = [];
  private nodes = 0;
  private readonly maxNodes: number;

  /** `maxNodes`: the limit on nodes ({@link MAX_DLX_NODES} unless smaller). */
  constructor(options: { maxNodes?: number } = {}) {
    this.maxNodes = options.maxNodes ?? MAX_DLX_NODES;
  }

  /** Reads line `ln` (1-based) of the text. */
  push(line: string, ln: number): void {
    const trimmed = line.trim();
    if (trimmed === "" || trimmed.startsWith("|")) return;
    if (!this.haveItems) {
      this.haveItems = true;
      this.items(line, ln);
      return;
    }
    const problem = this.problem;
    const where = (t: Token) => ({ line: ln, column: t.column, value: t.text });
    const option: ExactCoverOption = { items: [] };
    const colors: (string | null)[] = [];
    let anyColor = false;
    let cost = 0;
    for (const t of tokens(line)) {
      if (t.text.startsWith("|")) {
        cost += optionCost(t, where(t));
        continue;
      }
      const colon = t.text.indexOf(":");
      const name = colon < 0 ? t.text : t.text.slice(0, colon);
      const color = colon < 0 ? null : t.text.slice(colon + 1);
      const item = this.index.get(name);
      if (item === undefined) throw new InputError(`unknown item ${quoteInput(name)}`, where(t));
      if (this.seen[item] === ln)
        throw new InputError(`item ${quoteInput(name)} appears twice`, where(t));
      this.seen[item] = ln;
      if (color !== null) {
        if (item < problem.primary.length)
          throw new InputError(`primary item ${quoteInput(name)} cannot have a colour`, where(t));
        if (color === "") throw new InputError(`empty colour on ${quoteInput(name)}`, where(t));
        anyColor = true;
      }
      option.items.push(item);
      colors.push(color);
    }
    if (!option.items.some((item) => item < problem.primary.length))
      throw new InputError("an option needs at least one primary item", { line: ln });
    this.nodes += option.items.length;
    if (this.nodes > this.maxNodes)
      throw new InputError(
        `exact cover problem too large: more than ${this.maxNodes} item occurrences in the options, the limit`,
        { line: ln },
      );
    if (anyColor) option.colors = colors;
    if (cost > 0) option.cost = cost;
    if (!Number.isSafeInteger(cost))
      throw new InputError(`the option's costs add up to more than ${Number.MAX_SAFE_INTEGER}`, {
        line: ln,
      });
    problem.options.push(option);
  }

  /** The problem read; throws when there was no items line. */
  end(): ExactCoverProblem {
    if (!this.haveItems) throw new InputError("no items line (the input is empty)");
    return this.problem;
  }

  /** The items line: primary items (with bounds), `|`, secondary items. */
  private items(line: string, ln: number): void {
    const { problem, index } = this;
    const where = (t: Token) => ({ line: ln, column: t.column, value: t.text });
    let secondary = false;
    const bounds: ([number, number] | undefined)[] = [];
    for (const t of tokens(line, true)) {
      if (t.text === "|") {
        if (secondary) throw new InputError("the items line has more than one '|'", where(t));
        secondary = true;
        continue;
      }
      let name = t.text;
      const bar = /^(\d+)(?::(\d+))?\|/.exec(name);
      if (bar) {
        if (secondary)
          throw new InputError(
            `multiplicities are for primary items, not the secondary ${quoteInput(name)}`,
            where(t),
          );
        const a = Number(bar[1]);
        const b = bar[2] === undefined ? a : Number(bar[2]);
        name = name.slice(bar[0].length);
        if (b < 1 || b > MAX_MULTIPLICITY || a > b)
          throw new InputError(
            `bounds ${quoteInput(bar[0].slice(0, -1))} of ${quoteInput(name)}: need 0 <= a <= b and 1 <= b <= ${MAX_MULTIPLICITY}`,
            where(t),
          );
        bounds[problem.primary.length] = [bar[2] === undefined ? b : a, b];
      }
      if (name.includes(":"))
        throw new InputError(`item name ${quoteInput(name)} contains ':'`, where(t));
      if (index.has(name))
        throw new InputError(`item ${quoteInput(name)} is named twice`, where(t));
      (secondary ? problem.secondary : problem.primary).push(name);
      index.set(name, -1);
    }
    if (bounds.length > 0) {
      bounds.length = problem.primary.length;
      problem.bounds = Array.from(bounds, (b) => b);
    }
    for (let i = 0; i < problem.primary.length; i++) index.set(problem.primary[i], i);
    for (let i = 0; i < problem.secondary.length; i++)
      index.set(problem.secondary[i], problem.primary.length + i);
    if (problem.primary.length === 0)
      throw new InputError("the items line names no primary item", { line: ln });
  }
}

/**
 * Writes a problem in Knuth's DLX format (items line, then one option per line).
 *
 * @param problem - the problem to write
 *
 * @example
 * ```ts
 * formatDlx(parseDlx("a b\na\nb\n")); // "a b\na\nb\n"
 * ```
 */
export function formatDlx(problem: ExactCoverProblem): string {
  const primary = problem.primary.map((name, k) => {
    const b = problem.bounds?.[k];
    if (!b || (b[0] === 1 && b[1] === 1)) return name;
    return b[0] === b[1] ? `${b[1]}|${name}` : `${b[0]}:${b[1]}|${name}`;
  });
  const head =
    problem.secondary.length > 0
      ? `${primary.join(" ")} | ${problem.secondary.join(" ")}`
      : primary.join(" ");
  const lines = [head];
  for (let o = 0; o < problem.options.length; o++) {
    const cost = problem.options[o].cost;
    lines.push(cost ? `${optionText(problem, o)} |${cost}` : optionText(problem, o));
  }
  return `${lines.join("\n")}\n`;
}
