/**
 * The words of `--explain`: digit sets (`2–5`, `{1, 3, 8}`), facts from a domain before and
 * after (`G ≤ 3`, `I is even`), expressions and equations as written, and column names.
 * Cost: linear in what is written.
 */
import type { Equation, PuzzleExpr, PuzzleWord } from "../parser.js";

const ORDINALS = [
  "units",
  "tens",
  "hundreds",
  "thousands",
  "ten-thousands",
  "hundred-thousands",
  "millions",
];

/**
 * A set of digits, short: `7`, `2–5` (a run of three or more), `{1, 3, 8}`.
 *
 * @example
 * ```ts
 * digitsText([2, 3, 4, 5]); // "2–5"
 * ```
 */
export function digitsText(ds: number[]): string {
  if (ds.length === 1) return String(ds[0]);
  const contiguous = ds.every((d, i) => i === 0 || d === ds[i - 1] + 1);
  return contiguous && ds.length > 2 ? `${ds[0]}–${ds[ds.length - 1]}` : `{${ds.join(", ")}}`;
}

/** A variable and its domain as a condition: `M = 1`, `S ∈ 8–9`, `E ∈ {2, 4}`. */
export function conditionText(name: string, ds: number[]): string {
  return ds.length === 1 ? `${name} = ${ds[0]}` : `${name} ∈ ${digitsText(ds)}`;
}

/** The fact a narrowing states, from the domain before and after. */
export function factText(name: string, before: number[], after: number[]): string {
  if (after.length === 1) return `${name} = ${after[0]}`;
  const removed = before.filter((d) => !after.includes(d));
  if (removed.length === 1) return `${name} ≠ ${removed[0]}`;
  const max = after[after.length - 1];
  const min = after[0];
  if (before.filter((d) => d <= max).length === after.length) return `${name} ≤ ${max}`;
  if (before.filter((d) => d >= min).length === after.length) return `${name} ≥ ${min}`;
  if (after.every((d) => d % 2 === 0) && before.filter((d) => d % 2 === 0).length === after.length)
    return `${name} is even`;
  if (after.every((d) => d % 2 === 1) && before.filter((d) => d % 2 === 1).length === after.length)
    return `${name} is odd`;
  return `${name} ∈ ${digitsText(after)}`;
}

/** A number with thousands separators: `12,345`. */
export const groupDigits = (n: bigint): string =>
  n.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/** How the reasoning writes the puzzle: expressions, equations, columns. */
export class PuzzleText {
  constructor(
    private readonly words: PuzzleWord[],
    private readonly name: (s: number) => string,
    private readonly equations: Equation[],
    private readonly base: number,
  ) {}

  /** An expression as written (`top`: a sum without parentheses). */
  expr(e: PuzzleExpr, top = true): string {
    switch (e.kind) {
      case "word":
        return this.words[e.word].symbols.map(this.name).join("");
      case "number":
        return String(e.value);
      case "neg":
        return `-${this.expr(e.arg, false)}`;
      case "sum": {
        const text = e.terms
          .map(
            (t, i) =>
              `${i === 0 ? (t.minus ? "-" : "") : t.minus ? " - " : " + "}${this.expr(t.expr, false)}`,
          )
          .join("");
        return top ? text : `(${text})`;
      }
      case "product":
        return e.factors.map((f) => this.expr(f, false)).join(" × ");
      case "binary":
        return `${this.expr(e.left, false)} ${e.op} ${this.expr(e.right, false)}`;
    }
  }

  /** Equation e as written. */
  equation(e: number): string {
    const eq = this.equations[e];
    return `${this.expr(eq.left)} ${eq.relation} ${this.expr(eq.right)}`;
  }

  /** ` of <equation e>` when there are several equations, else nothing. */
  where(e: number): string {
    return this.equations.length > 1 ? ` of ${this.equation(e)}` : "";
  }

  /** `the tens column`, or `column 9 from the right`. */
  column(k: number): string {
    return this.base === 10 && k < ORDINALS.length
      ? `the ${ORDINALS[k]} column`
      : `column ${k + 1} from the right`;
  }
}
