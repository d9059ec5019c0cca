/**
 * Linear restrictions, for the compiler to evaluate piece by piece. A Restrict that compares two
 * linear expressions (variables, words and integers, added, subtracted, negated and multiplied
 * by constants), `A op B`, is the test `c + Σ k·v op 0`. Each term can be added as soon as its
 * variable has its value (at its Choose, Let or Compute), so that at the Restrict the test is a
 * single comparison, where the written form evaluates every word again at every node: the
 * seed's "move the work up to where its variables are bound", with word values kept
 * incremental. Only when no value met on the way, in the written form or in the partial sums,
 * can leave the safe integers (bounds from the variables' intervals): then both forms compute
 * exactly and agree. Cost: O(size of the expression), once, at compile time.
 */
import type { Expr } from "./ast.js";
import type { CheckedProgram } from "./checker.js";

/** Comparisons a linear restriction can have. */
export type LinearOp = "==" | "!=" | "<" | "<=" | ">" | ">=";

/** `constant + Σ coefficient·variable op 0`, every coefficient non-zero. */
export interface LinearRestriction {
  op: LinearOp;
  constant: number;
  terms: { slot: number; coefficient: number }[];
}

/** A linear form with big-integer coefficients, and a bound on every value met evaluating it. */
interface Form {
  constant: bigint;
  terms: Map<number, bigint>;
  /** Bound on the absolute value of this expression and of each of its subexpressions. */
  bound: bigint;
}

const SAFE = BigInt(Number.MAX_SAFE_INTEGER);
const abs = (x: bigint) => (x < 0n ? -x : x);

function constantForm(value: bigint): Form {
  return { constant: value, terms: new Map(), bound: abs(value) };
}

function add(a: Form, b: Form, sign: bigint): Form {
  const terms = new Map(a.terms);
  for (const [slot, k] of b.terms) {
    const sum = (terms.get(slot) ?? 0n) + sign * k;
    if (sum === 0n) terms.delete(slot);
    else terms.set(slot, sum);
  }
  return { constant: a.constant + sign * b.constant, terms, bound: a.bound + b.bound };
}

function scale(a: Form, k: bigint, bound: bigint): Form {
  const terms = new Map<number, bigint>();
  if (k !== 0n) for (const [slot, c] of a.terms) terms.set(slot, c * k);
  return { constant: a.constant * k, terms, bound };
}

/** The linear form of `e`, or undefined when it is not linear (or too large to bound). */
function linear(e: Expr, checked: CheckedProgram): Form | undefined {
  switch (e.kind) {
    case "number":
      return constantForm(BigInt(e.value));
    case "variable": {
      const slot = checked.slotOf.get(e.name);
      if (slot === undefined) return undefined;
      const v = checked.variables[slot];
      const largest = abs(v.min) > abs(v.max) ? abs(v.min) : abs(v.max);
      return { constant: 0n, terms: new Map([[slot, 1n]]), bound: largest };
    }
    case "unary": {
      if (e.op !== "-") return undefined;
      const inner = linear(e.operand, checked);
      return inner && scale(inner, -1n, inner.bound);
    }
    case "binary": {
      if (e.op !== "+" && e.op !== "-" && e.op !== "*") return undefined;
      const left = linear(e.left, checked);
      const right = left && linear(e.right, checked);
      if (!left || !right) return undefined;
      if (e.op !== "*") return add(left, right, e.op === "+" ? 1n : -1n);
      // a product is linear when one side is a constant
      if (left.terms.size === 0) return scale(right, left.constant, left.bound * right.bound);
      if (right.terms.size === 0) return scale(left, right.constant, left.bound * right.bound);
      return undefined;
    }
    case "word": {
      const base = BigInt(checked.base);
      let acc = constantForm(0n);
      for (const d of e.digits) {
        const digit = linear(d, checked);
        if (!digit) return undefined;
        const shifted = scale(acc, base, acc.bound * base);
        acc = add(shifted, digit, 1n);
      }
      return acc;
    }
    case "call":
      return undefined;
  }
}

/**
 * The linear form of a Restrict's condition, when it is a comparison of two linear sides whose
 * evaluation (as written, and term by term) stays within the safe integers.
 *
 * @example
 * ```ts
 * const checked = checkProgram(parseProgram("Choose a\nChoose b\nRestrict {ab} == 2 * b + 7"));
 * const s = checked.program.statements[2];
 * if (s.kind === "restrict") linearRestriction(s.cond, checked);
 * // { op: "==", constant: -7, terms: [{ slot: 0, coefficient: 10 }, { slot: 1, coefficient: -1 }] }
 * ```
 */
export function linearRestriction(
  cond: Expr,
  checked: CheckedProgram,
): LinearRestriction | undefined {
  if (cond.kind !== "binary") return undefined;
  const op = cond.op;
  if (op !== "==" && op !== "!=" && op !== "<" && op !== "<=" && op !== ">" && op !== ">=")
    return undefined;
  const left = linear(cond.left, checked);
  const right = left && linear(cond.right, checked);
  if (!left || !right) return undefined;
  const difference = add(left, right, -1n);
  // every value met: each side as written, and each partial sum (at most the sum of the bounds)
  if (difference.bound > SAFE || difference.terms.size === 0) return undefined;
  return {
    op,
    constant: Number(difference.constant),
    terms: [...difference.terms]
      .sort((a, b) => a[0] - b[0])
      .map(([slot, k]) => ({ slot, coefficient: Number(k) })),
  };
}
