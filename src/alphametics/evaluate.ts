/**
 * Evaluating puzzle expressions once some or all symbols have digits: modulo B^(k+1) from the
 * low columns (the last k+1 digits of a sum or product depend only on the last k+1 digits of its
 * words), exactly with numbers when every value provably stays below 2^53, else exactly with
 * BigInt rationals (`/` is exact division). Each is a tree of closures built once per puzzle;
 * a call costs a few operations per node of the expression.
 */
import { InputError } from "../core/errors.js";
import type { BinaryOp, PuzzleExpr, PuzzleWord, Relation } from "./parser.js";

/** Symbol values by symbol index. */
export type Values = Int32Array;

/** Largest modulus for column checks: products of two residues stay exact below 2^53. */
export const MAX_MODULUS = 2 ** 26;

/** Largest exponent evaluated exactly; larger powers make the relation false. */
const MAX_EXPONENT = 4096;

/**
 * Largest value a puzzle may need, in bits (about 19,700 decimal digits): every value the
 * solver may compute (numerators and denominators of exact fractions included) must provably
 * fit, else the equation is refused before any search (see {@link checkValueSize}).
 */
export const MAX_BITS = 65536;

/**
 * Upper bounds, in bits (log2 of the magnitude), of the numerator and the denominator of an
 * expression's value as the exact evaluator computes it, for any digits; `top` is raised to
 * the largest numerator + denominator of any sub-expression. Floating point: never computes
 * the values themselves, so exponent towers cost nothing.
 */
function valueBits(
  e: PuzzleExpr,
  words: PuzzleWord[],
  base: number,
  top: { bits: number },
): [number, number] {
  let r: [number, number];
  switch (e.kind) {
    case "word":
      r = [words[e.word].symbols.length * Math.log2(base), 0];
      break;
    case "number": {
      const v = e.value < 0n ? -e.value : e.value;
      r = [v === 0n ? 0 : v.toString(16).length * 4, 0];
      break;
    }
    case "neg":
      r = valueBits(e.arg, words, base, top);
      break;
    case "sum": {
      // sum of p_i / q_i over the product of the q_i (a word's term directly: a long sum of
      // words is most of a puzzle)
      let den = 0;
      let most = 0;
      const log2Base = Math.log2(base);
      for (const t of e.terms) {
        const x = t.expr;
        if (x.kind === "word") {
          const n = words[x.word].symbols.length * log2Base;
          if (n > top.bits) top.bits = n;
          if (n > most) most = n;
          continue;
        }
        const [n, d] = valueBits(x, words, base, top);
        den += d;
        most = Math.max(most, n - d);
      }
      r = [most + den + Math.log2(e.terms.length) + 1, den];
      break;
    }
    case "product": {
      const parts = e.factors.map((f) => valueBits(f, words, base, top));
      r = [parts.reduce((a, [n]) => a + n, 0), parts.reduce((a, [, d]) => a + d, 0)];
      break;
    }
    case "binary": {
      const [nx, dx] = valueBits(e.left, words, base, top);
      const [ny, dy] = valueBits(e.right, words, base, top);
      switch (e.op) {
        case "/":
          r = [nx + dy, dx + ny];
          break;
        case "//":
          r = [nx + dy + 1, 0];
          top.bits = Math.max(top.bits, nx + dy + dx + ny);
          break;
        case "%":
          r = [nx + dy + dx + ny + 2, dx + dy];
          break;
        default: {
          // ^: the exponent is an integer up to MAX_EXPONENT (larger ones are not evaluated)
          const exponent = Math.min(MAX_EXPONENT, bound(e.right, words, base));
          r = [Math.max(nx, 1) * exponent, dx * exponent];
        }
      }
    }
  }
  top.bits = Math.max(top.bits, r[0] + r[1]);
  return r;
}

/**
 * Refuses (InputError naming the limit) an equation some of whose values may need more than
 * {@link MAX_BITS} bits, so that no evaluation can run out of memory or time on one number.
 *
 * @example
 * ```ts
 * checkValueSize(parsePuzzle("(A^'4096')^'4096' = B").equations[0], words, 10); // throws
 * ```
 */
export function checkValueSize(
  eq: { left: PuzzleExpr; right: PuzzleExpr; line: number; column: number },
  words: PuzzleWord[],
  base: number,
): void {
  const bits = valueBitsOf(eq, words, base);
  if (bits > MAX_BITS)
    throw new InputError(
      `values too large: this equation can need numbers of ${bits < 1e15 ? Math.ceil(bits) : `about 2^${Math.ceil(Math.log2(bits))}`} bits, more than the limit of ${MAX_BITS} bits`,
      { line: eq.line, column: eq.column },
    );
}

/**
 * The largest size, in bits, of a value the exact evaluation of an equation may compute.
 *
 * @example
 * ```ts
 * valueBitsOf(parsePuzzle("A * B = C").equations[0], words, 10); // about 6.6 (+ slack)
 * ```
 */
export function valueBitsOf(
  eq: { left: PuzzleExpr; right: PuzzleExpr },
  words: PuzzleWord[],
  base: number,
): number {
  const top = { bits: 0 };
  const [nl, dl] = valueBits(eq.left, words, base, top);
  const [nr, dr] = valueBits(eq.right, words, base, top);
  // the comparison multiplies each numerator by the other denominator
  return Math.max(top.bits, nl + dr, nr + dl);
}

/** True when the expression uses only + - * unary minus and ^ with a constant exponent. */
export function isPolynomial(e: PuzzleExpr): boolean {
  switch (e.kind) {
    case "word":
    case "number":
      return true;
    case "neg":
      return isPolynomial(e.arg);
    case "sum":
      return e.terms.every((t) => isPolynomial(t.expr));
    case "product":
      return e.factors.every(isPolynomial);
    case "binary":
      if (e.op === "^") return isPolynomial(e.left) && constantExponent(e.right) !== undefined;
      return false;
  }
}

function constantExponent(e: PuzzleExpr): number | undefined {
  return e.kind === "number" && e.value <= 64n ? Number(e.value) : undefined;
}

/**
 * The residue modulo B^(k+1) of a polynomial expression, from the last k+1 digits of its words.
 *
 * @example
 * ```ts
 * // for B*D with k = 0 and base 10: (vals) => (vals[b] * vals[d]) % 10
 * ```
 */
export function modEvaluator(
  e: PuzzleExpr,
  words: PuzzleWord[],
  base: number,
  k: number,
): (vals: Values) => number {
  const m = base ** (k + 1);
  const go = (x: PuzzleExpr): ((vals: Values) => number) => {
    switch (x.kind) {
      case "word": {
        const syms = words[x.word].symbols;
        const n = Math.min(k + 1, syms.length);
        const low = Int32Array.from({ length: n }, (_, j) => syms[syms.length - 1 - j]);
        if (n === 1) return (v) => v[low[0]];
        return (v) => {
          let r = 0;
          for (let j = n - 1; j >= 0; j--) r = r * base + v[low[j]];
          return r;
        };
      }
      case "number": {
        const r = Number(((x.value % BigInt(m)) + BigInt(m)) % BigInt(m));
        return () => r;
      }
      case "neg": {
        const a = go(x.arg);
        return (v) => (m - a(v)) % m;
      }
      case "sum": {
        const fs = x.terms.map((t) => go(t.expr));
        const minus = Uint8Array.from(x.terms, (t) => (t.minus ? 1 : 0));
        if (fs.length === 2) {
          // the common case, as two direct calls
          const [a, b] = fs;
          if (minus[0] === 0)
            return minus[1] === 0 ? (v) => (a(v) + b(v)) % m : (v) => (a(v) - b(v) + m) % m;
        }
        return (v) => {
          let r = 0;
          for (let j = 0; j < fs.length; j++) {
            const a = fs[j](v);
            r = minus[j] !== 0 ? (r - a + m) % m : (r + a) % m;
          }
          return r;
        };
      }
      case "product": {
        const fs = x.factors.map(go);
        if (fs.length === 2) {
          const [a, b] = fs;
          return (v) => (a(v) * b(v)) % m;
        }
        return (v) => {
          let r = 1 % m;
          for (let j = 0; j < fs.length; j++) r = (r * fs[j](v)) % m;
          return r;
        };
      }
      case "binary": {
        // only ^ with a constant exponent is polynomial
        const a = go(x.left);
        const p = constantExponent(x.right) ?? 0;
        return (v) => {
          const b = a(v);
          let r = 1 % m;
          for (let i = 0; i < p; i++) r = (r * b) % m;
          return r;
        };
      }
    }
  };
  return go(e);
}

/** Largest absolute value an expression can take (Infinity when unbounded or with `/`). */
function bound(e: PuzzleExpr, words: PuzzleWord[], base: number): number {
  switch (e.kind) {
    case "word":
      return base ** words[e.word].symbols.length - 1;
    case "number":
      return Math.abs(Number(e.value));
    case "neg":
      return bound(e.arg, words, base);
    case "sum": {
      let r = 0;
      for (const t of e.terms) r += bound(t.expr, words, base);
      return r;
    }
    case "product": {
      let r = 1;
      for (const f of e.factors) r *= bound(f, words, base);
      return r;
    }
    case "binary": {
      const a = bound(e.left, words, base);
      const b = bound(e.right, words, base);
      switch (e.op) {
        case "^": {
          const p = constantExponent(e.right);
          return p === undefined ? Number.POSITIVE_INFINITY : Math.max(1, a) ** p;
        }
        case "//":
          return a;
        case "%":
          return b;
        default:
          return Number.POSITIVE_INFINITY;
      }
    }
  }
}

function wordNumber(syms: number[], base: number): (v: Values) => number {
  if (syms.length === 1) {
    const s = syms[0];
    return (v) => v[s];
  }
  const arr = Int32Array.from(syms);
  return (v) => {
    let r = 0;
    for (let j = 0; j < arr.length; j++) r = r * base + v[arr[j]];
    return r;
  };
}

/** Number evaluation (NaN when a division by zero or a bad power ends it). */
function numberEvaluator(
  e: PuzzleExpr,
  words: PuzzleWord[],
  base: number,
): (vals: Values) => number {
  switch (e.kind) {
    case "word":
      return wordNumber(words[e.word].symbols, base);
    case "number": {
      const n = Number(e.value);
      return () => n;
    }
    case "neg": {
      const a = numberEvaluator(e.arg, words, base);
      return (v) => -a(v);
    }
    case "sum": {
      const fs = e.terms.map((t) => numberEvaluator(t.expr, words, base));
      const minus = Uint8Array.from(e.terms, (t) => (t.minus ? 1 : 0));
      if (fs.length === 2 && minus[0] === 0) {
        // the common case, as two direct calls
        const [a, b] = fs;
        return minus[1] === 0 ? (v) => a(v) + b(v) : (v) => a(v) - b(v);
      }
      return (v) => {
        let r = 0;
        for (let j = 0; j < fs.length; j++) r += minus[j] !== 0 ? -fs[j](v) : fs[j](v);
        return r;
      };
    }
    case "product": {
      const fs = e.factors.map((f) => numberEvaluator(f, words, base));
      if (fs.length === 2) {
        const [a, b] = fs;
        return (v) => a(v) * b(v);
      }
      return (v) => {
        let r = 1;
        for (let j = 0; j < fs.length; j++) r *= fs[j](v);
        return r;
      };
    }
    case "binary": {
      const a = numberEvaluator(e.left, words, base);
      const b = numberEvaluator(e.right, words, base);
      const ops: Record<BinaryOp, (v: Values) => number> = {
        "/": (v) => {
          const y = b(v);
          const x = a(v);
          return y === 0 || x % y !== 0 ? Number.NaN : x / y;
        },
        "//": (v) => {
          const y = b(v);
          return y === 0 ? Number.NaN : Math.floor(a(v) / y);
        },
        "%": (v) => {
          const y = b(v);
          if (y === 0) return Number.NaN;
          const x = a(v);
          return x - y * Math.floor(x / y);
        },
        "^": (v) => {
          const y = b(v);
          return y < 0 ? Number.NaN : a(v) ** y;
        },
      };
      return ops[e.op];
    }
  }
}

/** An exact rational: numerator and positive denominator (undefined = no value). */
type Rational = [bigint, bigint] | undefined;

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}

function rationalEvaluator(
  e: PuzzleExpr,
  words: PuzzleWord[],
  base: number,
): (vals: Values) => Rational {
  switch (e.kind) {
    case "word": {
      const syms = words[e.word].symbols;
      const b = BigInt(base);
      return (v) => {
        let r = 0n;
        for (const s of syms) r = r * b + BigInt(v[s]);
        return [r, 1n];
      };
    }
    case "number": {
      const r: Rational = [e.value, 1n];
      return () => r;
    }
    case "neg": {
      const a = rationalEvaluator(e.arg, words, base);
      return (v) => {
        const x = a(v);
        return x && [-x[0], x[1]];
      };
    }
    case "sum": {
      const fs = e.terms.map((t) => rationalEvaluator(t.expr, words, base));
      const minus = e.terms.map((t) => t.minus);
      return (v) => {
        let p = 0n;
        let q = 1n;
        for (let j = 0; j < fs.length; j++) {
          const y = fs[j](v);
          if (!y) return undefined;
          const r = minus[j] ? -y[0] : y[0];
          const s = y[1];
          if (s === 1n && q === 1n) p += r;
          else [p, q] = [p * s + r * q, q * s];
        }
        return [p, q];
      };
    }
    case "product": {
      const fs = e.factors.map((f) => rationalEvaluator(f, words, base));
      return (v) => {
        let p = 1n;
        let q = 1n;
        for (let j = 0; j < fs.length; j++) {
          const y = fs[j](v);
          if (!y) return undefined;
          p *= y[0];
          q *= y[1];
        }
        return [p, q];
      };
    }
    case "binary": {
      const a = rationalEvaluator(e.left, words, base);
      const b = rationalEvaluator(e.right, words, base);
      const op = e.op;
      return (v) => {
        const x = a(v);
        const y = b(v);
        if (!x || !y) return undefined;
        const [p, q] = x;
        const [r, s] = y;
        switch (op) {
          case "/": {
            if (r === 0n) return undefined;
            let n = p * s;
            let d = q * r;
            if (d < 0n) [n, d] = [-n, -d];
            const g = gcd(n, d);
            return [n / g, d / g];
          }
          case "//":
            return r === 0n ? undefined : [floorDiv(p * s, q * r), 1n];
          case "%": {
            if (r === 0n) return undefined;
            const f = floorDiv(p * s, q * r);
            return [p * s - f * r * q, q * s];
          }
          case "^": {
            if (s !== 1n || r < 0n || r > BigInt(MAX_EXPONENT)) return undefined;
            return [p ** r, q ** r];
          }
        }
      };
    }
  }
}

function compareNumbers(x: number, y: number, relation: Relation): boolean {
  switch (relation) {
    case "=":
      return x === y;
    case "!=":
      return x !== y;
    case "<":
      return x < y;
    case "<=":
      return x <= y;
    case ">":
      return x > y;
    case ">=":
      return x >= y;
  }
}

/**
 * An exact test of `left relation right` over complete values: number arithmetic when every
 * intermediate value stays below 2^53, BigInt rationals otherwise (or with `/`).
 *
 * @example
 * ```ts
 * exactTest(eq, puzzle.words, 10)(vals); // true when the equation holds
 * ```
 */
export function exactTest(
  left: PuzzleExpr,
  relation: Relation,
  right: PuzzleExpr,
  words: PuzzleWord[],
  base: number,
): (vals: Values) => boolean {
  if (Math.max(bound(left, words, base), bound(right, words, base)) < 2 ** 53) {
    const a = numberEvaluator(left, words, base);
    const b = numberEvaluator(right, words, base);
    return (v) => {
      const x = a(v);
      const y = b(v);
      if (Number.isNaN(x) || Number.isNaN(y)) return false;
      return compareNumbers(x, y, relation);
    };
  }
  const a = rationalEvaluator(left, words, base);
  const b = rationalEvaluator(right, words, base);
  return (v) => {
    const x = a(v);
    const y = b(v);
    if (!x || !y) return false;
    const l = x[0] * y[1];
    const r = y[0] * x[1];
    return compareNumbers(l < r ? -1 : l > r ? 1 : 0, 0, relation);
  };
}
