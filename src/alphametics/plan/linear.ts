/**
 * Linear forms and denominators: an expression as a sum of coefficient × word plus a constant
 * (or none, when it is not linear), and exact divisions cleared by multiplying out
 * (`X / Y = Z` becomes `X = Z * Y`, Y != 0), so that column checks and bounds apply.
 * Cost: linear in the expression's size (times its words), the rewrite in its divisions.
 */
import { isPolynomial, MAX_BITS, valueBitsOf } from "../evaluate.js";
import {
  children,
  type Equation,
  type ParsedPuzzle,
  type PuzzleExpr,
  type PuzzleWord,
} from "../parser.js";
import type { EquationKind, LinearForm } from "./types.js";

export function constantValue(
  e: PuzzleExpr,
  words: PuzzleWord[],
  fixed: (number | undefined)[],
  base: number,
): bigint | undefined {
  if (e.kind === "number") return e.value;
  if (e.kind === "word") {
    let r = 0n;
    for (const s of words[e.word].symbols) {
      const f = fixed[s];
      if (f === undefined) return undefined;
      r = r * BigInt(base) + BigInt(f);
    }
    return r;
  }
  return undefined;
}

/** Adds `scale` times the form `f` into `into` (in place), keeping first-seen word order. */
export function addForm(into: LinearForm, f: LinearForm, scale: bigint): void {
  into.constant += scale * f.constant;
  const coefs = into.coefs;
  for (const [w, c] of f.coefs) {
    // (no product for the common scales 1 and -1: each BigInt operation allocates)
    const x = scale === 1n ? c : scale === -1n ? -c : scale * c;
    const old = coefs.get(w);
    coefs.set(w, old === undefined ? x : old + x);
  }
}

export function isConstantForm(f: LinearForm): boolean {
  for (const c of f.coefs.values()) if (c !== 0n) return false;
  return true;
}

/**
 * The linear form of an expression (sum of coefficient × word plus a constant), or undefined
 * when it is not linear (a product of two words, a power, a division). Each node is visited
 * once, so the cost is linear in the expression's size (times the number of its words).
 */
export function linearForm(
  e: PuzzleExpr,
  words: PuzzleWord[],
  fixed: (number | undefined)[],
  base: number,
): LinearForm | undefined {
  const c = constantValue(e, words, fixed, base);
  if (c !== undefined) return { coefs: new Map(), constant: c };
  switch (e.kind) {
    case "word":
      return { coefs: new Map([[e.word, 1n]]), constant: 0n };
    case "number":
    case "binary":
      return undefined;
    case "neg": {
      const f = linearForm(e.arg, words, fixed, base);
      if (!f) return undefined;
      const out: LinearForm = { coefs: new Map(), constant: 0n };
      addForm(out, f, -1n);
      return out;
    }
    case "sum": {
      const out: LinearForm = { coefs: new Map(), constant: 0n };
      // the largest word in `out` so far, when only words are: a larger one is new there
      let newest = -1;
      for (const t of e.terms) {
        const x = t.expr;
        if (x.kind === "word" && constantValue(x, words, fixed, base) === undefined) {
          // a word (the common term): its coefficient directly, without a form of its own,
          // and a sum only for a word seen twice (each BigInt operation allocates; the
          // literals do not)
          const c = t.minus ? -1n : 1n;
          if (x.word > newest && newest !== -2) {
            // (the reader numbers words in reading order: no look-up for a long sum's words)
            newest = x.word;
            out.coefs.set(x.word, c);
            continue;
          }
          const old = out.coefs.get(x.word);
          out.coefs.set(x.word, old === undefined ? c : old + c);
          continue;
        }
        newest = -2;
        const f = linearForm(x, words, fixed, base);
        if (!f) return undefined;
        addForm(out, f, t.minus ? -1n : 1n);
      }
      return out;
    }
    case "product": {
      let k = 1n;
      let variable: LinearForm | undefined;
      for (const factor of e.factors) {
        const f = linearForm(factor, words, fixed, base);
        if (!f) return undefined;
        if (isConstantForm(f)) k *= f.constant;
        else if (variable) return undefined;
        else variable = f;
      }
      const out: LinearForm = { coefs: new Map(), constant: variable ? 0n : k };
      if (variable) addForm(out, variable, k);
      return out;
    }
  }
}

/** A fraction of expressions: numerator and denominator (undefined = 1). */
type Fraction = [PuzzleExpr, PuzzleExpr | undefined];

function hasDivision(e: PuzzleExpr): boolean {
  return countDivisions(e) > 0;
}

/** Number of `/` in an expression (walked without recursion). */
function countDivisions(e: PuzzleExpr): number {
  let count = 0;
  const stack = [e];
  for (let x = stack.pop(); x !== undefined; x = stack.pop()) {
    if (x.kind === "binary" && x.op === "/") count++;
    // a sum's terms pushed one by one, its words not at all (a long sum of words is most of
    // a puzzle)
    if (x.kind === "sum") {
      for (const t of x.terms) if (t.expr.kind !== "word") stack.push(t.expr);
    } else stack.push(...children(x));
  }
  return count;
}

const TWO_40 = 2n ** 40n;
const MINUS_TWO_40 = -TWO_40;
const TWO_52 = 2n ** 52n;

/** At most this many `/` in an equation are cleared (the rewrite grows with their product). */
const MAX_CLEARED = 8;

/** The product of some expressions (undefined ones left out; undefined when none is left). */
function productOf(factors: (PuzzleExpr | undefined)[]): PuzzleExpr | undefined {
  const list = factors.filter((f): f is PuzzleExpr => f !== undefined);
  return list.length === 0
    ? undefined
    : list.length === 1
      ? list[0]
      : { kind: "product", factors: list };
}

/**
 * Clears the denominators of an equation with exact divisions: `A/BC + D/EF = 1` becomes
 * `A*EF + D*BC = BC*EF` (and `X / Y = Z` becomes `X = Z * Y`), each divisor noted != 0, so
 * that the column checks and bounds of products apply. Only for `=`, only through
 * + - * / unary minus and constant powers, and only for a few divisions whose rewrite keeps
 * values within the size limit; otherwise the equation is kept.
 */
export function clearDenominators(
  eq: Equation,
  extra: Equation[],
  words: PuzzleWord[],
  base: number,
): Equation {
  if (eq.relation !== "=") return eq;
  const divisions = countDivisions(eq.left) + countDivisions(eq.right);
  if (divisions === 0 || divisions > MAX_CLEARED) return eq;
  const nonZero: PuzzleExpr[] = [];
  const fraction = (e: PuzzleExpr): Fraction | undefined => {
    if (!hasDivision(e)) return [e, undefined];
    switch (e.kind) {
      case "word":
      case "number":
        return [e, undefined];
      case "neg": {
        const f = fraction(e.arg);
        return f && [{ kind: "neg", arg: f[0] }, f[1]];
      }
      case "sum": {
        const fs: Fraction[] = [];
        for (const t of e.terms) {
          const f = fraction(t.expr);
          if (!f) return undefined;
          fs.push(f);
        }
        const terms = e.terms.map((t, i) => ({
          minus: t.minus,
          expr: productOf([
            fs[i][0],
            ...fs.filter((_, j) => j !== i).map((f) => f[1]),
          ]) as PuzzleExpr,
        }));
        return [{ kind: "sum", terms }, productOf(fs.map((f) => f[1]))];
      }
      case "product": {
        const fs: Fraction[] = [];
        for (const x of e.factors) {
          const f = fraction(x);
          if (!f) return undefined;
          fs.push(f);
        }
        return [productOf(fs.map((f) => f[0])) as PuzzleExpr, productOf(fs.map((f) => f[1]))];
      }
      case "binary": {
        if (e.op === "//" || e.op === "%") return undefined;
        if (e.op === "^") {
          if (e.right.kind !== "number" || e.right.value > 64n) return undefined;
          const f = fraction(e.left);
          if (!f) return undefined;
          const power = (x: PuzzleExpr | undefined): PuzzleExpr | undefined =>
            x && { kind: "binary", op: "^", left: x, right: e.right };
          return [power(f[0]) as PuzzleExpr, power(f[1])];
        }
        // "/": (p/q) / (r/t) = (p*t) / (q*r), with r != 0
        const a = fraction(e.left);
        const b = fraction(e.right);
        if (!a || !b) return undefined;
        nonZero.push(b[0]);
        return [productOf([a[0], b[1]]) as PuzzleExpr, productOf([a[1], b[0]])];
      }
    }
  };
  const l = fraction(eq.left);
  const r = fraction(eq.right);
  if (!l || !r) return eq;
  const cleared = {
    ...eq,
    left: productOf([l[0], r[1]]) as PuzzleExpr,
    right: productOf([r[0], l[1]]) as PuzzleExpr,
  };
  if (valueBitsOf(cleared, words, base) > MAX_BITS) return eq;
  const zero: PuzzleExpr = { kind: "number", value: 0n };
  for (const e of nonZero)
    extra.push({ left: e, relation: "!=", right: zero, line: eq.line, column: eq.column });
  return cleared;
}

/** The words of an expression, left to right (walked without recursion). */
export function wordsOf(e: PuzzleExpr, into: number[]): number[] {
  const stack = [e];
  for (let x = stack.pop(); x !== undefined; x = stack.pop()) {
    if (x.kind === "word") into.push(x.word);
    else {
      const kids = children(x);
      for (let j = kids.length - 1; j >= 0; j--) stack.push(kids[j]);
    }
  }
  return into;
}

/** The equations as solved, and how each is handled (with its linear form when linear). */
export interface ClassifiedEquations {
  equations: Equation[];
  kinds: EquationKind[];
  linear: (LinearForm | undefined)[];
}

/**
 * The equations as solved (divisions cleared, each divisor noted != 0 as an extra equation) and
 * their kinds: linear when both sides have a linear form small enough for doubles (Σ|coefficient|
 * × base <= 2^40, constant <= 2^52), else polynomial (+ - * ^ only), else general.
 */
export function classifyEquations(
  puzzle: ParsedPuzzle,
  base: number,
  fixedDigits: (number | undefined)[],
): ClassifiedEquations {
  const { words } = puzzle;
  const extra: Equation[] = [];
  const equations = puzzle.equations.map((eq) => clearDenominators(eq, extra, words, base));
  equations.push(...extra);
  const kinds: EquationKind[] = [];
  const linear: (LinearForm | undefined)[] = [];
  for (const eq of equations) {
    const form = eq.relation === "=" ? smallForm(eq, words, fixedDigits, base) : undefined;
    linear.push(form);
    kinds.push(
      form
        ? "linear"
        : eq.relation === "=" && isPolynomial(eq.left) && isPolynomial(eq.right)
          ? "polynomial"
          : "general",
    );
  }
  return { equations, kinds, linear };
}

/** The linear form of `left - right` when it is small enough for doubles, else undefined. */
function smallForm(
  eq: Equation,
  words: PuzzleWord[],
  fixedDigits: (number | undefined)[],
  base: number,
): LinearForm | undefined {
  const l = linearForm(eq.left, words, fixedDigits, base);
  const r = l && linearForm(eq.right, words, fixedDigits, base);
  if (!l || !r) return undefined;
  // l is the form's own (linearForm makes a new one each time)
  const form = l;
  addForm(form, r, -1n);
  // Σ|coefficient| * base <= 2^40, in doubles: exact while every |coefficient| is at
  // most 2^40 (a larger one fails the test alone) and the sum below 2^53
  let total = 0;
  for (const c of form.coefs.values()) {
    // (the common coefficients 1 and -1 without a BigInt comparison or conversion)
    if (c === 1n || c === -1n) {
      total += 1;
      continue;
    }
    if (c > TWO_40 || c < MINUS_TWO_40) {
      total = Number.POSITIVE_INFINITY;
      break;
    }
    total += Math.abs(Number(c));
  }
  const k = form.constant < 0n ? -form.constant : form.constant;
  if (total * base > 2 ** 40 || k > TWO_52) return undefined;
  return form;
}

/** The signed digits of a constant, units first. */
export function constantDigits(c: bigint, base: number): number[] {
  const digits: number[] = [];
  let x = c < 0n ? -c : c;
  while (x > 0n) {
    digits.push(Number(x % BigInt(base)) * (c < 0n ? -1 : 1));
    x /= BigInt(base);
  }
  return digits;
}
