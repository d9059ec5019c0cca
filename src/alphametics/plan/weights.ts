/**
 * The weighted method's plan, for one linear equation: each letter's weight (its coefficients
 * times the powers of the base where it stands), letters by decreasing |weight|. A plain sum of
 * words gets its weights straight from the words (no linear form, no BigInt): most puzzles of a
 * batch. Cost: linear in the puzzle's size; once per puzzle, which counts in large batches.
 */
import type { Equation, ParsedPuzzle } from "../parser.js";
import { addForm, linearForm } from "./linear.js";
import type { EquationKind, LinearForm, Plan, Step, WeightedPlan } from "./types.js";

/**
 * The plan of a sum of words (see sumWeights): the weighted method's, its linear form made only
 * when asked for (no search needs it). A class, so that the getter is its prototype's: a getter
 * in an object literal made every plan slow to build (a hidden class of its own each time).
 */
export class SumPlan implements Plan {
  readonly steps: Step[] = [];
  readonly carries = 0;
  readonly kinds: EquationKind[] = ["linear"];
  readonly equations: Equation[];
  readonly method = "weights";
  private form: LinearForm | undefined;

  constructor(
    readonly base: number,
    readonly allowed: Uint8Array,
    equation: Equation,
    private readonly puzzle: ParsedPuzzle,
    readonly weighted: WeightedPlan,
  ) {
    this.equations = [equation];
  }

  get linear(): LinearForm[] {
    if (this.form === undefined) {
      const { puzzle, base } = this;
      const [eq] = this.equations;
      const fixed = fixedDigitsOf(puzzle.symbols);
      const form = linearForm(eq.left, puzzle.words, fixed, base) as LinearForm;
      addForm(form, linearForm(eq.right, puzzle.words, fixed, base) as LinearForm, -1n);
      this.form = form;
    }
    return [this.form];
  }

  /** The plain {@link Plan} fields, the linear form included (not the puzzle behind it). */
  toJSON(): Plan {
    const { base, steps, allowed, carries, kinds, equations, linear, weighted, method } = this;
    return { base, steps, allowed, carries, kinds, equations, linear, weighted, method };
  }
}

/** Each symbol's digit when it is a written digit (a constant), else undefined. */
export function fixedDigitsOf(symbols: ParsedPuzzle["symbols"]): (number | undefined)[] {
  return symbols.map((s) => s.fixed);
}

/**
 * The weights of an equation `W1 ± W2 ± ... = R1 ± ...` whose sides are words or sums of words
 * of letters only (no written digit, number or other operator), or undefined for any other
 * equation (then the linear form gives them). They are the weights letterWeights gives from the
 * linear form: each word adds ±base^k to the weight of its k-th symbol from the right, and
 * while Σ base^length * base < 2^50 every partial sum is an exact integer in any order, so the
 * form's merged coefficients (a word twice is one coefficient 2) change nothing; the form would
 * also pass buildPlan's size test (Σ|coefficient| * base <= 2^40, its constant 0). Cost: one
 * step per symbol of the words, no map and no BigInt (the form's cost on a 199-word sum).
 */
export function sumWeights(
  eq: Equation,
  puzzle: ParsedPuzzle,
  base: number,
): Float64Array | undefined {
  if (eq.relation !== "=") return undefined;
  const { symbols, words } = puzzle;
  const weight = new Float64Array(symbols.length);
  let bound = 0;
  let terms = 0;
  for (let side = 0; side < 2; side++) {
    const e = side === 0 ? eq.left : eq.right;
    const sign = side === 0 ? 1 : -1;
    const count = e.kind === "word" ? 1 : e.kind === "sum" ? e.terms.length : 0;
    if (count === 0) return undefined;
    for (let t = 0; t < count; t++) {
      let x = e;
      let k = sign;
      if (e.kind === "sum") {
        const term = e.terms[t];
        x = term.expr;
        if (term.minus) k = -sign;
      }
      if (x.kind !== "word") return undefined;
      const syms = words[x.word].symbols;
      let p = 1;
      for (let j = syms.length - 1; j >= 0; j--) {
        if (symbols[syms[j]].fixed !== undefined) return undefined;
        weight[syms[j]] += k * p;
        p *= base;
      }
      bound += p;
      terms++;
    }
  }
  if (bound * base >= 2 ** 50 || terms * base > 2 ** 40) return undefined;
  return weight;
}

/** Each symbol's weight in a linear equation, or undefined when they do not fit in 2^53. */
export function letterWeights(
  puzzle: ParsedPuzzle,
  form: LinearForm,
  base: number,
): ArrayLike<number> | undefined {
  // in doubles when every partial sum is below 2^50 (so exact): the common case
  {
    let bound = Math.abs(Number(form.constant));
    const weight = new Float64Array(puzzle.symbols.length);
    const words = puzzle.words;
    for (const [w, c] of form.coefs) {
      const syms = words[w].symbols;
      // (no conversion for the common coefficients 1 and -1)
      const k = c === 1n ? 1 : c === -1n ? -1 : Number(c);
      let p = 1;
      for (let j = syms.length - 1; j >= 0; j--) {
        weight[syms[j]] += k * p;
        p *= base;
      }
      bound += Math.abs(k) * p;
    }
    if (bound * base < 2 ** 50) return weight;
  }
  const weight = new Array<bigint>(puzzle.symbols.length).fill(0n);
  const b = BigInt(base);
  for (const [w, c] of form.coefs) {
    const syms = puzzle.words[w].symbols;
    let p = 1n;
    for (let j = syms.length - 1; j >= 0; j--) {
      weight[syms[j]] += c * p;
      p *= b;
    }
  }
  let total = form.constant < 0n ? -form.constant : form.constant;
  for (const w of weight) total += (w < 0n ? -w : w) * b;
  return total > 2n ** 52n ? undefined : weight.map(Number);
}

/**
 * The weighted method for one linear equation: each letter's weight (its coefficients times
 * the powers of the base where it stands), letters by decreasing |weight|, a bound check after
 * each choice, the last letter derived, from each symbol's weight and the equation's constant.
 */
export function weightedPlan(
  w: ArrayLike<number>,
  formConstant: number,
  fixedValue: (number | undefined)[],
): WeightedPlan {
  const fixed: [number, number][] = [];
  let constant = formConstant;
  // plain loops and an insertion sort (m <= 36): this runs once per puzzle, which counts in a
  // batch of thousands of small puzzles
  const order: number[] = [];
  const zero: number[] = [];
  for (let s = 0; s < w.length; s++) {
    const f = fixedValue[s];
    if (f !== undefined) {
      fixed.push([s, f]);
      constant += w[s] * f;
    } else if (w[s] === 0) zero.push(s);
    else {
      // by decreasing |weight|, ties by first appearance
      const a = Math.abs(w[s]);
      let j = order.length;
      order.push(s);
      while (j > 0 && Math.abs(w[order[j - 1]]) < a) {
        order[j] = order[j - 1];
        j--;
      }
      order[j] = s;
    }
  }
  // order is by decreasing |weight|: its positive weights are decreasing, its negative ones
  // most negative first, and the later letters of each level are a suffix of each list
  const m = order.length;
  const posFrom = new Int32Array(m);
  const negFrom = new Int32Array(m);
  let np = 0;
  for (let i = 0; i < m; i++) if (w[order[i]] > 0) np++;
  // one buffer for the three lists of weights (a typed array of more than 64 bytes costs an
  // allocation outside the heap, ten times the cost of a small one)
  const data = new Float64Array(2 * m);
  let p = 0;
  let q = 0;
  for (let i = 0; i < m; i++) {
    const x = w[order[i]];
    data[i] = x;
    if (x > 0) data[m + p++] = x;
    else data[m + np + q++] = x;
    posFrom[i] = p;
    negFrom[i] = q;
  }
  return {
    order: new Int32Array(order),
    weights: data.subarray(0, m),
    free: new Int32Array(zero),
    fixed,
    constant,
    pos: data.subarray(m, m + np),
    neg: data.subarray(m + np),
    posFrom,
    negFrom,
  };
}
