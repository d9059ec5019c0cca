/**
 * Interval bounds of an equation while some letters are still unknown: each word lies between
 * its value with the unknown digits at their least and at their greatest allowed digit, and
 * + - * ^ combine the intervals (min and max of the four products when signs are unknown).
 * A relation whose interval cannot hold ends the branch. The same bounds are written as
 * search-language text for `--show-program`. Only for + - * ^ (constant exponent) and unary
 * minus, and only while every bound stays below 2^53. Cost: a few operations per word digit.
 */
import { InputError } from "../core/errors.js";
import type { Values } from "./evaluate.js";
import { foldInterval, type IntervalAlgebra, nonNegative } from "./interval.js";
import type { Equation, PuzzleExpr, PuzzleWord } from "./parser.js";

/** What an interval needs: the words, base, which symbols are known, least/greatest digits. */
export interface BoundsContext {
  words: PuzzleWord[];
  base: number;
  known: Uint8Array;
  least: number[];
  greatest: number[];
}

/** True when the expression's bounds can be computed (operators and size). */
export function boundable(e: PuzzleExpr, words: PuzzleWord[], base: number): boolean {
  const size = (x: PuzzleExpr): number => {
    switch (x.kind) {
      case "word":
        return base ** words[x.word].symbols.length;
      case "number":
        return Math.abs(Number(x.value));
      case "neg":
        return size(x.arg);
      case "sum": {
        let r = 0;
        for (const t of x.terms) r += size(t.expr);
        return r;
      }
      case "product": {
        let r = 1;
        for (const f of x.factors) r *= size(f);
        return r;
      }
      case "binary":
        if (x.op === "^")
          return x.right.kind === "number" && x.right.value <= 64n && nonNegative(x.left)
            ? Math.max(1, size(x.left)) ** Number(x.right.value)
            : Number.POSITIVE_INFINITY;
        return Number.POSITIVE_INFINITY;
    }
  };
  return size(e) < 2 ** 50;
}

/**
 * An interval evaluator: `ev(v)` writes the node's least and greatest value to
 * `slots[at]` and `slots[at + 1]`, having evaluated each child once (so the cost is linear in
 * the expression's size, whatever the signs).
 */
interface Interval {
  at: number;
  ev: (v: Values) => void;
}

/** Slots of the evaluators: `n` used so far, `a` the values (made once all are counted). */
interface Slots {
  n: number;
  a: Float64Array;
}

/** The compiled algebra: each interval an evaluator writing to its own two slots. */
function compiledInterval(c: BoundsContext, slots: Slots): IntervalAlgebra<Interval> {
  const take = () => {
    const at = slots.n;
    slots.n += 2;
    return at;
  };
  return {
    word: (w) => wordInterval(c.words[w].symbols, c, take(), slots),
    number(value) {
      const at = take();
      const n = Number(value);
      return {
        at,
        ev: () => {
          const a = slots.a;
          a[at] = n;
          a[at + 1] = n;
        },
      };
    },
    neg(x) {
      const at = take();
      return {
        at,
        ev: (v) => {
          x.ev(v);
          const a = slots.a;
          const lo = -a[x.at + 1];
          a[at + 1] = -a[x.at];
          a[at] = lo;
        },
      };
    },
    sum: (xs, minus) =>
      sumInterval(
        xs,
        Uint8Array.from(minus, (m) => (m ? 1 : 0)),
        take(),
        slots,
      ),
    product: (xs, plain) => productInterval(xs, plain, take(), slots),
    power(x, n) {
      const at = take();
      return {
        at,
        ev: (v) => {
          x.ev(v);
          const a = slots.a;
          a[at] = a[x.at] ** n;
          a[at + 1] = a[x.at + 1] ** n;
        },
      };
    },
  };
}

/** A word: its unknown letters at their least and greatest digits, its known ones as they are. */
function wordInterval(syms: number[], c: BoundsContext, at: number, slots: Slots): Interval {
  const known: number[] = [];
  const weights: number[] = [];
  let lo = 0;
  let hi = 0;
  let p = 1;
  for (let j = syms.length - 1; j >= 0; j--) {
    const s = syms[j];
    if (c.known[s]) {
      known.push(s);
      weights.push(p);
    } else {
      lo += c.least[s] * p;
      hi += c.greatest[s] * p;
    }
    p *= c.base;
  }
  const ks = Int32Array.from(known);
  const ws = Float64Array.from(weights);
  return {
    at,
    ev: (v) => {
      let r = 0;
      for (let j = 0; j < ks.length; j++) r += ws[j] * v[ks[j]];
      const a = slots.a;
      a[at] = lo + r;
      a[at + 1] = hi + r;
    },
  };
}

function sumInterval(xs: Interval[], minus: Uint8Array, at: number, slots: Slots): Interval {
  return {
    at,
    ev: (v) => {
      let lo = 0;
      let hi = 0;
      const a = slots.a;
      for (let j = 0; j < xs.length; j++) {
        const x = xs[j];
        x.ev(v);
        if (minus[j] !== 0) {
          lo -= a[x.at + 1];
          hi -= a[x.at];
        } else {
          lo += a[x.at];
          hi += a[x.at + 1];
        }
      }
      a[at] = lo;
      a[at + 1] = hi;
    },
  };
}

function productInterval(xs: Interval[], plain: boolean, at: number, slots: Slots): Interval {
  return {
    at,
    ev: (v) => {
      let lo = 1;
      let hi = 1;
      const a = slots.a;
      for (const x of xs) {
        x.ev(v);
        const bl = a[x.at];
        const bh = a[x.at + 1];
        if (plain) {
          lo *= bl;
          hi *= bh;
        } else {
          const p1 = lo * bl;
          const p2 = lo * bh;
          const p3 = hi * bl;
          const p4 = hi * bh;
          lo = Math.min(p1, p2, p3, p4);
          hi = Math.max(p1, p2, p3, p4);
        }
      }
      a[at] = lo;
      a[at + 1] = hi;
    },
  };
}

/** `left - right` as one sum (for the bounds of a relation). */
function difference(eq: Equation): PuzzleExpr {
  return {
    kind: "sum",
    terms: [
      { minus: false, expr: eq.left },
      { minus: true, expr: eq.right },
    ],
  };
}

/**
 * The test "the equation can still hold" given the known letters (for `=`, `<`, `<=`, `>`, `>=`).
 *
 * @example
 * ```ts
 * boundTest(eq, context)(vals); // false when L - R cannot reach the relation
 * ```
 */
export function boundTest(eq: Equation, c: BoundsContext): (v: Values) => boolean {
  const slots: Slots = { n: 0, a: new Float64Array(0) };
  const d = foldInterval(difference(eq), compiledInterval(c, slots)) as Interval;
  slots.a = new Float64Array(slots.n);
  const a = slots.a;
  const lo = (v: Values) => {
    d.ev(v);
    return a[d.at];
  };
  const hi = (v: Values) => {
    d.ev(v);
    return a[d.at + 1];
  };
  switch (eq.relation) {
    case "=":
      return (v) => {
        d.ev(v);
        return a[d.at] <= 0 && a[d.at + 1] >= 0;
      };
    case "<":
      return (v) => lo(v) < 0;
    case "<=":
      return (v) => lo(v) <= 0;
    case ">":
      return (v) => hi(v) > 0;
    case ">=":
      return (v) => hi(v) >= 0;
    default:
      return () => true;
  }
}

/** Longest bounds text `--show-program` writes for one equation. */
const MAX_TEXT = 1_000_000;

/** The same intervals as search-language text (`names` = the program's symbol names). */
function textInterval(c: BoundsContext, names: string[]): IntervalAlgebra<[string, string]> {
  return {
    word(w) {
      const syms = c.words[w].symbols;
      const parts: string[] = [];
      let lo = 0;
      let hi = 0;
      let p = 1;
      for (let j = syms.length - 1; j >= 0; j--) {
        const s = syms[j];
        if (c.known[s]) parts.unshift(p === 1 ? names[s] : `${p} * ${names[s]}`);
        else {
          lo += c.least[s] * p;
          hi += c.greatest[s] * p;
        }
        p *= c.base;
      }
      const known = parts.join(" + ");
      const text = (k: number) =>
        known === "" ? String(k) : k === 0 ? `(${known})` : `(${known} + ${k})`;
      return [text(lo), text(hi)];
    },
    number: (value) => [value.toString(), value.toString()],
    neg: ([l, h]) => [`-${h}`, `-${l}`],
    sum(terms, minus) {
      let lo = "";
      let hi = "";
      terms.forEach(([l, h], j) => {
        if (lo === "") {
          lo = minus[j] ? `-${h}` : l;
          hi = minus[j] ? `-${l}` : h;
        } else {
          lo += minus[j] ? ` - ${h}` : ` + ${l}`;
          hi += minus[j] ? ` - ${l}` : ` + ${h}`;
        }
      });
      return [`(${lo})`, `(${hi})`];
    },
    product(factors, plain) {
      let [lo, hi] = factors[0];
      for (const [bl, bh] of factors.slice(1)) {
        if (plain) {
          lo = `${lo} * ${bl}`;
          hi = `${hi} * ${bh}`;
        } else {
          const four = `${lo} * ${bl}, ${lo} * ${bh}, ${hi} * ${bl}, ${hi} * ${bh}`;
          [lo, hi] = [`min(${four})`, `max(${four})`];
          if (lo.length > MAX_TEXT)
            throw new InputError(
              `--show-program: the bounds of this product would take more than ${MAX_TEXT} characters`,
            );
        }
      }
      return [lo, hi];
    },
    power([al, ah], n) {
      const pow = (x: string) => (n === 0 ? "1" : `(${Array(n).fill(x).join(" * ")})`);
      if (al.length * n > MAX_TEXT)
        throw new InputError(
          `--show-program: the bounds of this power would take more than ${MAX_TEXT} characters`,
        );
      return [pow(al), pow(ah)];
    },
  };
}

/**
 * The Restrict condition of {@link boundTest}, as search-language text.
 *
 * @example
 * ```ts
 * boundText(eq, context, names); // "(N * ... + 10000) * ... <= 0 && ... >= 0"
 * ```
 */
export function boundText(eq: Equation, c: BoundsContext, names: string[]): string {
  const [lo, hi] = foldInterval(difference(eq), textInterval(c, names)) as [string, string];
  switch (eq.relation) {
    case "=":
      return `${lo} <= 0 && ${hi} >= 0`;
    case "<":
      return `${lo} < 0`;
    case "<=":
      return `${lo} <= 0`;
    case ">":
      return `${hi} > 0`;
    case ">=":
      return `${hi} >= 0`;
    default:
      return "1";
  }
}
