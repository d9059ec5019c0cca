/**
 * Evaluating puzzle expressions once some or all symbols have digits: modulo B^(k+1) from the
 * low columns (the last k+1 digits of a sum or product depend only on the last k+1 digits of its
 * words), exactly with numbers when every value provably stays below 2^53, else exactly with
 * BigInt rationals (`/` is exact division). Each is a tree of closures built once per puzzle;
 * a call costs a few operations per node of the expression.
 */
import type { ArithOp, PuzzleExpr, PuzzleWord, Relation } from "./parser.js";

/** Symbol values by symbol index. */
export type Values = Int32Array;

/** Largest modulus for column checks: products of two residues stay exact below 2^53. */
export const MAX_MODULUS = 2 ** 26;

/** Largest exponent evaluated exactly; larger powers make the relation false. */
const MAX_EXPONENT = 4096;

/** True when the expression uses only + - * unary minus and ^ with a constant exponent. */
export function isPolynomial(e: PuzzleExpr): boolean {
  switch (e.kind) {
    case "word":
    case "number":
      return true;
    case "neg":
      return isPolynomial(e.arg);
    case "binary":
      if (e.op === "^") return isPolynomial(e.left) && constantExponent(e.right) !== undefined;
      if (e.op === "+" || e.op === "-" || e.op === "*")
        return isPolynomial(e.left) && isPolynomial(e.right);
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
      case "binary": {
        const a = go(x.left);
        if (x.op === "^") {
          const p = constantExponent(x.right) ?? 0;
          return (v) => {
            const b = a(v);
            let r = 1 % m;
            for (let i = 0; i < p; i++) r = (r * b) % m;
            return r;
          };
        }
        const b = go(x.right);
        if (x.op === "+") return (v) => (a(v) + b(v)) % m;
        if (x.op === "-") return (v) => (a(v) - b(v) + m) % m;
        return (v) => (a(v) * b(v)) % m;
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
      return Number(e.value);
    case "neg":
      return bound(e.arg, words, base);
    case "binary": {
      const a = bound(e.left, words, base);
      const b = bound(e.right, words, base);
      switch (e.op) {
        case "+":
        case "-":
          return a + b;
        case "*":
          return a * b;
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
    case "binary": {
      const a = numberEvaluator(e.left, words, base);
      const b = numberEvaluator(e.right, words, base);
      const ops: Record<ArithOp, (v: Values) => number> = {
        "+": (v) => a(v) + b(v),
        "-": (v) => a(v) - b(v),
        "*": (v) => a(v) * b(v),
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
          case "+":
            return [p * s + r * q, q * s];
          case "-":
            return [p * s - r * q, q * s];
          case "*":
            return [p * r, q * s];
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
