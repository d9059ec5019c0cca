/**
 * Interval bounds of an equation while some letters are still unknown: each word lies between
 * its value with the unknown digits at their least and at their greatest allowed digit, and
 * + - * ^ combine the intervals (min and max of the four products when signs are unknown).
 * A relation whose interval cannot hold ends the branch. The same bounds are written as
 * search-language text for `--show-program`. Only for + - * ^ (constant exponent) and unary
 * minus, and only while every bound stays below 2^53. Cost: a few operations per word digit.
 */
import type { Values } from "./evaluate.js";
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
      case "binary": {
        const a = size(x.left);
        if (x.op === "^")
          return x.right.kind === "number" && x.right.value <= 64n && nonNegative(x.left)
            ? Math.max(1, a) ** Number(x.right.value)
            : Number.POSITIVE_INFINITY;
        const b = size(x.right);
        if (x.op === "+" || x.op === "-") return a + b;
        if (x.op === "*") return a * b;
        return Number.POSITIVE_INFINITY;
      }
    }
  };
  return size(e) < 2 ** 50;
}

function nonNegative(e: PuzzleExpr): boolean {
  if (e.kind === "word") return true;
  if (e.kind === "number") return e.value >= 0n;
  if (e.kind === "neg") return false;
  if (e.op === "+" || e.op === "*") return nonNegative(e.left) && nonNegative(e.right);
  if (e.op === "^") return nonNegative(e.left);
  return false;
}

/** An interval as two evaluators. */
interface Interval {
  lo: (v: Values) => number;
  hi: (v: Values) => number;
}

function interval(e: PuzzleExpr, c: BoundsContext): Interval {
  switch (e.kind) {
    case "word": {
      const syms = c.words[e.word].symbols;
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
      const part = (v: Values) => {
        let r = 0;
        for (let j = 0; j < ks.length; j++) r += ws[j] * v[ks[j]];
        return r;
      };
      return { lo: (v) => lo + part(v), hi: (v) => hi + part(v) };
    }
    case "number": {
      const n = Number(e.value);
      return { lo: () => n, hi: () => n };
    }
    case "neg": {
      const a = interval(e.arg, c);
      return { lo: (v) => -a.hi(v), hi: (v) => -a.lo(v) };
    }
    case "binary": {
      const a = interval(e.left, c);
      if (e.op === "^") {
        const n = Number(e.right.kind === "number" ? e.right.value : 0n);
        return { lo: (v) => a.lo(v) ** n, hi: (v) => a.hi(v) ** n };
      }
      const b = interval(e.right, c);
      if (e.op === "+") return { lo: (v) => a.lo(v) + b.lo(v), hi: (v) => a.hi(v) + b.hi(v) };
      if (e.op === "-") return { lo: (v) => a.lo(v) - b.hi(v), hi: (v) => a.hi(v) - b.lo(v) };
      if (nonNegative(e.left) && nonNegative(e.right))
        return { lo: (v) => a.lo(v) * b.lo(v), hi: (v) => a.hi(v) * b.hi(v) };
      const four = (v: Values) => {
        const al = a.lo(v);
        const ah = a.hi(v);
        const bl = b.lo(v);
        const bh = b.hi(v);
        return [al * bl, al * bh, ah * bl, ah * bh];
      };
      return { lo: (v) => Math.min(...four(v)), hi: (v) => Math.max(...four(v)) };
    }
  }
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
  const d = interval({ kind: "binary", op: "-", left: eq.left, right: eq.right }, c);
  switch (eq.relation) {
    case "=":
      return (v) => d.lo(v) <= 0 && d.hi(v) >= 0;
    case "<":
      return (v) => d.lo(v) < 0;
    case "<=":
      return (v) => d.lo(v) <= 0;
    case ">":
      return (v) => d.hi(v) > 0;
    case ">=":
      return (v) => d.hi(v) >= 0;
    default:
      return () => true;
  }
}

/** The same interval as search-language text (`names` = the program's symbol names). */
function intervalText(e: PuzzleExpr, c: BoundsContext, names: string[]): [string, string] {
  switch (e.kind) {
    case "word": {
      const syms = c.words[e.word].symbols;
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
    }
    case "number":
      return [e.value.toString(), e.value.toString()];
    case "neg": {
      const [l, h] = intervalText(e.arg, c, names);
      return [`-${h}`, `-${l}`];
    }
    case "binary": {
      const [al, ah] = intervalText(e.left, c, names);
      if (e.op === "^") {
        const n = Number(e.right.kind === "number" ? e.right.value : 0n);
        const pow = (x: string) => (n === 0 ? "1" : `(${Array(n).fill(x).join(" * ")})`);
        return [pow(al), pow(ah)];
      }
      const [bl, bh] = intervalText(e.right, c, names);
      if (e.op === "+") return [`(${al} + ${bl})`, `(${ah} + ${bh})`];
      if (e.op === "-") return [`(${al} - ${bh})`, `(${ah} - ${bl})`];
      if (nonNegative(e.left) && nonNegative(e.right)) return [`${al} * ${bl}`, `${ah} * ${bh}`];
      const four = `${al} * ${bl}, ${al} * ${bh}, ${ah} * ${bl}, ${ah} * ${bh}`;
      return [`min(${four})`, `max(${four})`];
    }
  }
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
  const [lo, hi] = intervalText(
    { kind: "binary", op: "-", left: eq.left, right: eq.right },
    c,
    names,
  );
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
