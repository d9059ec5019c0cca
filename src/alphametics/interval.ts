/**
 * Interval arithmetic over a puzzle's expressions, one home for it: the least and greatest value
 * of an expression when each word lies between two values. One walk of the expression tree
 * ({@link foldInterval}) and one statement of the rules in {@link IntervalAlgebra}: a negation
 * swaps the ends, a subtracted term adds its other end, a product of non-negative factors
 * multiplies the ends (else it takes the least and greatest of the four corner products), a power
 * of a non-negative base with a constant exponent raises the ends; any other operator has no
 * interval. Its users differ only in what a value is: exact bigints ({@link exactInterval}, the
 * reasoning of `--explain`), closures over a Float64Array run at each search node (the Bound
 * steps, bounds.ts), and search-language text (`--show-program`, bounds.ts).
 * Cost: one step per node of the expression and per digit of each word.
 */
import type { PuzzleExpr } from "./parser.js";

/** What an interval is made of, for each kind of expression (T: one interval, both ends). */
export interface IntervalAlgebra<T> {
  /** The interval of word `word`; undefined when it has none (a letter without digits). */
  word(word: number): T | undefined;
  /** A written number: both ends are its value. */
  number(value: bigint): T;
  /** `-x`: the ends swapped and negated. */
  neg(x: T): T;
  /** A sum: each term's low end added to the low end (its high end when `minus[j]`). */
  sum(terms: T[], minus: boolean[]): T;
  /** A product: the ends multiplied when `plain` (all factors non-negative), else the corners. */
  product(factors: T[], plain: boolean): T;
  /** `x ^ exponent` of a non-negative x; absent when powers have no interval. */
  power?(x: T, exponent: number): T;
}

/**
 * The interval of an expression in the given algebra, or undefined when some part has none
 * (an operator other than + - * and ^ with a constant exponent, or a word without one).
 *
 * @example
 * ```ts
 * foldInterval(expr, exactInterval(words, 10, least, greatest)); // [lo, hi] as bigints
 * ```
 */
export function foldInterval<T>(e: PuzzleExpr, alg: IntervalAlgebra<T>): T | undefined {
  switch (e.kind) {
    case "number":
      return alg.number(e.value);
    case "word":
      return alg.word(e.word);
    case "neg": {
      const x = foldInterval(e.arg, alg);
      return x === undefined ? undefined : alg.neg(x);
    }
    case "sum": {
      const terms: T[] = [];
      for (const t of e.terms) {
        const x = foldInterval(t.expr, alg);
        if (x === undefined) return undefined;
        terms.push(x);
      }
      return alg.sum(
        terms,
        e.terms.map((t) => t.minus),
      );
    }
    case "product": {
      const factors: T[] = [];
      for (const f of e.factors) {
        const x = foldInterval(f, alg);
        if (x === undefined) return undefined;
        factors.push(x);
      }
      return alg.product(factors, e.factors.every(nonNegative));
    }
    case "binary": {
      if (e.op !== "^" || !alg.power || e.right.kind !== "number" || !nonNegative(e.left))
        return undefined;
      const x = foldInterval(e.left, alg);
      return x === undefined ? undefined : alg.power(x, Number(e.right.value));
    }
  }
}

/**
 * True when the expression cannot be negative whatever its letters (words, non-negative numbers,
 * and sums, products and powers of them).
 *
 * @example
 * ```ts
 * nonNegative(parsePuzzle("AB * C = D").equations[0].left); // true
 * ```
 */
export function nonNegative(e: PuzzleExpr): boolean {
  switch (e.kind) {
    case "word":
      return true;
    case "number":
      return e.value >= 0n;
    case "neg":
      return false;
    case "sum":
      return e.terms.every((t) => !t.minus && nonNegative(t.expr));
    case "product":
      return e.factors.every(nonNegative);
    case "binary":
      return e.op === "^" && nonNegative(e.left);
  }
}

/** An exact interval: least and greatest value. */
export type ExactInterval = [bigint, bigint];

/**
 * The exact algebra (bigints, no size limit; no powers): each word between its value with every
 * letter at its least digit and at its greatest (`least(s)`, `greatest(s)`: undefined when the
 * letter has no digit left).
 *
 * @example
 * ```ts
 * foldInterval(expr, exactInterval(words, 10, (s) => lo[s], (s) => hi[s]));
 * ```
 */
export function exactInterval(
  words: { symbols: number[] }[],
  base: number,
  least: (s: number) => number | undefined,
  greatest: (s: number) => number | undefined,
): IntervalAlgebra<ExactInterval> {
  const b = BigInt(base);
  return {
    word(w) {
      let lo = 0n;
      let hi = 0n;
      for (const s of words[w].symbols) {
        const l = least(s);
        const h = greatest(s);
        if (l === undefined || h === undefined) return undefined;
        lo = lo * b + BigInt(l);
        hi = hi * b + BigInt(h);
      }
      return [lo, hi];
    },
    number: (value) => [value, value],
    neg: (x) => [-x[1], -x[0]],
    sum(terms, minus) {
      let lo = 0n;
      let hi = 0n;
      terms.forEach((x, j) => {
        if (minus[j]) {
          lo -= x[1];
          hi -= x[0];
        } else {
          lo += x[0];
          hi += x[1];
        }
      });
      return [lo, hi];
    },
    product(factors, plain) {
      let acc: ExactInterval = [1n, 1n];
      for (const x of factors) {
        if (plain) acc = [acc[0] * x[0], acc[1] * x[1]];
        else {
          const c = [acc[0] * x[0], acc[0] * x[1], acc[1] * x[0], acc[1] * x[1]];
          acc = [c.reduce((a, y) => (y < a ? y : a)), c.reduce((a, y) => (y > a ? y : a))];
        }
      }
      return acc;
    },
  };
}
