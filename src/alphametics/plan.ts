/**
 * The column plan of a puzzle: the order in which its symbols get digits and the checks between
 * them, column by column from the least significant digit, as a list of steps. A linear equation
 * (sums and differences of words, times constants) keeps one carry per column: at each column the
 * unknown letters but one are chosen and the last one is derived ("Let": its digit is what makes
 * the column's sum divisible by the base), then the carry moves up. A polynomial equation
 * (products, powers) is checked modulo B^(k+1) after column k and may derive the digit of a word
 * standing alone on one side; any other relation is checked as soon as all its letters are known.
 * The solver runs this plan and the search-language lowering prints it, step for step.
 * Cost: linear in the puzzle's size.
 */
import { InputError, quoteInput } from "../core/errors.js";
import { boundable, boundTest } from "./bounds.js";
import {
  checkValueSize,
  exactTest,
  isPolynomial,
  MAX_BITS,
  MAX_MODULUS,
  modEvaluator,
  type Values,
  valueBitsOf,
} from "./evaluate.js";
import {
  children,
  type Equation,
  type ParsedPuzzle,
  type PuzzleExpr,
  type PuzzleSymbol,
  type PuzzleWord,
} from "./parser.js";

/** Options that shape the plan. */
export interface PlanOptions {
  /** Base 2..36. @defaultValue 10 */
  base?: number;
  /** Allow a multi-digit word to start with 0. @defaultValue false */
  leadingZeros?: boolean;
  /** Fixed letters: `{ A: 7 }`. */
  assign?: Record<string, number>;
  /** Allowed digits per letter: `{ C: [0], I: [0, 2, 4, 6, 8] }`. */
  digits?: Record<string, number[]>;
  /**
   * `columns`: column by column with carries (any puzzle); `weights`: for a single linear
   * equation, letters by decreasing weight with bounds pruning; `exhaustive`: the textbook
   * solver, every letter in order of first appearance tries every free digit and the puzzle is
   * checked only when all have one; `auto`: weights when it applies, else columns.
   * @defaultValue "auto"
   */
  method?: AlphameticMethod;
}

/** The ways to solve a puzzle (see {@link PlanOptions.method}). */
export type AlphameticMethod = "auto" | "columns" | "weights" | "exhaustive";

/** The methods `--compare` runs, from the least to the most clever. */
export const ALPHAMETIC_METHODS = ["exhaustive", "columns", "weights"] as const;

/** Kinds of step. */
export enum StepKind {
  /** Try every free digit for `symbol`. */
  Choose = 0,
  /** Give `symbol` the digit `value` (a written digit or an assigned letter). */
  Fixed = 1,
  /** A linear equation's column: derive `symbol` (if >= 0), check divisibility, move the carry. */
  Column = 2,
  /** A polynomial equation's column: derive `symbol` as digit k of the other side's residue. */
  PolyLet = 3,
  /** A polynomial equation's column check modulo B^(k+1). */
  PolyCheck = 4,
  /** An equation checked exactly once all its symbols are known. */
  Full = 5,
  /** An equation's interval bounds with the letters known so far (`known`). */
  Bound = 6,
}

/** One step of the plan. The solver reads the fields its kind uses. */
export interface Step {
  /** What the step does; it decides which of the other fields are read. */
  kind: StepKind;
  /** The symbol given a digit (Choose, Fixed, Column with a derived letter, PolyLet), else -1. */
  symbol: number;
  /** Fixed: the digit. */
  value: number;
  /** The equation (Column, PolyLet, PolyCheck, Full), else -1. */
  equation: number;
  /** The column (0 = units). */
  column: number;
  /** Column: known symbols of the column. */
  terms: Int32Array;
  /** Column: the coefficient of each of `terms`, in the same order. */
  coefs: Float64Array;
  /** Column: the constant's digit in this column. */
  constant: number;
  /** Column: the carry slot read (-1 = none). */
  carryIn: number;
  /** Column: the carry slot written (-1 = none). */
  carryOut: number;
  /** Column: the derived symbol's coefficient. */
  coef: number;
  /** Column: the inverse of `coef` modulo the base. */
  inverse: number;
  /** Column: the top column (the total must be exactly 0). */
  last: boolean;
  /** PolyLet/PolyCheck: residue modulo B^(column+1) (PolyLet: of the other side). */
  residue:
    | ((
        /** Each symbol's digit so far, by symbol index. */
        vals: Values,
      ) => number)
    | undefined;
  /** PolyLet: B^column. */
  scale: number;
  /** Bound: the symbols known at this step. */
  known: Uint8Array | undefined;
  /** Full and Bound: the test. */
  test:
    | ((
        /** Each symbol's digit so far, by symbol index. */
        vals: Values,
      ) => boolean)
    | undefined;
}

/** How an equation is handled. */
export type EquationKind = "linear" | "polynomial" | "general";

/** A plan: the steps and what they need. */
export interface Plan {
  /** The base, 2..36. */
  base: number;
  /** The steps in the order the solver runs them (empty when `weighted` is set). */
  steps: Step[];
  /** Allowed digits: `allowed[symbol * base + digit]` is 1 when allowed. */
  allowed: Uint8Array;
  /** Number of carry slots. */
  carries: number;
  /** How each equation is handled. */
  kinds: EquationKind[];
  /** The equations as solved (a top-level division rewritten as a product). */
  equations: Equation[];
  /** Linear equations: coefficient of each word (index by word), and the constant. */
  linear: (LinearForm | undefined)[];
  /** Least allowed digit of each symbol (for interval bounds). */
  least?: number[];
  /** Greatest allowed digit of each symbol (for interval bounds). */
  greatest?: number[];
  /** Set when the weighted method solves the puzzle (then `steps` is empty). */
  weighted?: WeightedPlan;
  /** The method the steps follow. */
  method: "columns" | "weights" | "exhaustive";
}

/** A linear equation: sum of coefficient * word plus constant = 0. */
export interface LinearForm {
  /** Each word's coefficient, by word index. */
  coefs: Map<number, bigint>;
  /** The constant term (quoted numbers and words of known value). */
  constant: bigint;
}

function step(kind: StepKind, fields: Partial<Step>): Step {
  return {
    kind,
    symbol: -1,
    value: 0,
    equation: -1,
    column: 0,
    terms: new Int32Array(0),
    coefs: new Float64Array(0),
    constant: 0,
    carryIn: -1,
    carryOut: -1,
    coef: 0,
    inverse: 0,
    last: false,
    residue: undefined,
    scale: 1,
    test: undefined,
    known: undefined,
    ...fields,
  };
}

function constantValue(
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
function addForm(into: LinearForm, f: LinearForm, scale: bigint): void {
  into.constant += scale * f.constant;
  const coefs = into.coefs;
  for (const [w, c] of f.coefs) {
    // (no product for the common scales 1 and -1: each BigInt operation allocates)
    const x = scale === 1n ? c : scale === -1n ? -c : scale * c;
    const old = coefs.get(w);
    coefs.set(w, old === undefined ? x : old + x);
  }
}

function isConstantForm(f: LinearForm): boolean {
  for (const c of f.coefs.values()) if (c !== 0n) return false;
  return true;
}

/**
 * The linear form of an expression (sum of coefficient × word plus a constant), or undefined
 * when it is not linear (a product of two words, a power, a division). Each node is visited
 * once, so the cost is linear in the expression's size (times the number of its words).
 */
function linearForm(
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

function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

function inverseMod(a: number, m: number): number {
  const r = ((a % m) + m) % m;
  for (let x = 1; x < m; x++) if ((r * x) % m === 1) return x;
  return m === 1 ? 0 : -1;
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
function clearDenominators(
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
function wordsOf(e: PuzzleExpr, into: number[]): number[] {
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

/** The symbol an option names (--digits, --assign); InputError when it is not a letter. */
function symbolOfOption(
  bySymbol: Map<string, number>,
  symbols: PuzzleSymbol[],
  name: string,
  option: string,
): number {
  const i = bySymbol.get(name);
  if (i === undefined || symbols[i].fixed !== undefined)
    throw new InputError(`${option}: ${quoteInput(name)} is not a letter of the puzzle`, {
      value: name,
    });
  return i;
}

/** Refuses (InputError) a digit an option gives that is not a digit of the base. */
function checkDigit(d: number, base: number, option: string, name: string): void {
  if (!Number.isInteger(d) || d < 0 || d >= base)
    throw new InputError(`${option}: ${name}=${d} is not a digit of base ${base}`, {
      value: `${name}=${d}`,
    });
}

/**
 * Builds the column plan of a parsed puzzle.
 *
 * @example
 * ```ts
 * const plan = buildPlan(parsePuzzle("SEND + MORE = MONEY"));
 * plan.steps.length; // the Choose, Let and check steps, column by column
 * ```
 */
export function buildPlan(puzzle: ParsedPuzzle, options: PlanOptions = {}): Plan {
  const base = options.base ?? 10;
  const { symbols, words } = puzzle;
  const n = symbols.length;
  const letters = symbols.filter((s) => s.fixed === undefined).length;
  if (letters > base)
    throw new InputError(`${letters} different letters but base ${base} has only ${base} digits`);
  // allowed digits
  const allowed = new Uint8Array(n * base).fill(1);
  const fixedValue: (number | undefined)[] = symbols.map((s) => s.fixed);
  for (let i = 0; i < n; i++) {
    const f = symbols[i].fixed;
    if (f !== undefined) {
      allowed.fill(0, i * base, i * base + base);
      allowed[i * base + f] = 1;
    }
  }
  if (!options.leadingZeros)
    for (const w of words)
      if (w.symbols.length > 1 && symbols[w.symbols[0]].fixed === undefined)
        allowed[w.symbols[0] * base] = 0;
  // (made only when an option names a letter)
  const bySymbol =
    options.digits || options.assign ? new Map(symbols.map((s, i) => [s.name, i])) : undefined;
  // (options read only when given: Object.entries of an empty object still costs its arrays)
  if (options.digits)
    for (const [name, digits] of Object.entries(options.digits)) {
      const i = symbolOfOption(bySymbol as Map<string, number>, symbols, name, "--digits");
      if (!Array.isArray(digits))
        throw new InputError(`--digits: ${quoteInput(name)} needs a list of digits`, {
          value: name,
        });
      const keep = new Uint8Array(base);
      for (const d of digits) {
        checkDigit(d, base, "--digits", name);
        keep[d] = 1;
      }
      for (let d = 0; d < base; d++) if (!keep[d]) allowed[i * base + d] = 0;
    }
  if (options.assign)
    for (const [name, d] of Object.entries(options.assign)) {
      const i = symbolOfOption(bySymbol as Map<string, number>, symbols, name, "--assign");
      checkDigit(d, base, "--assign", name);
      fixedValue[i] = d;
    }

  const method = options.method ?? "auto";
  if ((method === "auto" || method === "weights") && puzzle.equations.length === 1) {
    // a sum of words, the common puzzle: its weights straight from the words (see sumWeights)
    const eq = puzzle.equations[0];
    const weights = sumWeights(eq, puzzle, base);
    if (weights) {
      return new SumPlan(base, allowed, eq, puzzle, weightedPlan(weights, 0, fixedValue));
    }
  }

  // equations: rewrite divisions, classify
  for (const eq of puzzle.equations) checkValueSize(eq, words, base);
  const extra: Equation[] = [];
  const equations = puzzle.equations.map((eq) => clearDenominators(eq, extra, words, base));
  equations.push(...extra);
  const kinds: EquationKind[] = [];
  const linear: (LinearForm | undefined)[] = [];
  const fixedDigits = fixedDigitsOf(symbols);
  for (const eq of equations) {
    let form: LinearForm | undefined;
    if (eq.relation === "=") {
      const l = linearForm(eq.left, words, fixedDigits, base);
      const r = l && linearForm(eq.right, words, fixedDigits, base);
      form = undefined;
      if (l && r) {
        // l is the form's own (linearForm makes a new one each time)
        form = l;
        addForm(form, r, -1n);
      }
      if (form) {
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
        if (total * base > 2 ** 40 || k > TWO_52) form = undefined;
      }
    }
    linear.push(form);
    kinds.push(
      form
        ? "linear"
        : eq.relation === "=" && isPolynomial(eq.left) && isPolynomial(eq.right)
          ? "polynomial"
          : "general",
    );
  }

  if ((method === "auto" || method === "weights") && equations.length === 1 && linear[0]) {
    const weights = letterWeights(puzzle, linear[0], base);
    const weighted = weights && weightedPlan(weights, Number(linear[0].constant), fixedValue);
    if (weighted)
      return {
        base,
        steps: [],
        allowed,
        carries: 0,
        kinds,
        equations,
        linear,
        weighted,
        method: "weights",
      };
  }
  const assigned = new Uint8Array(n);
  const steps: Step[] = [];
  // symbols of each equation; columns of each equation
  const eqSymbols = equations.map((eq) => {
    const set = new Set<number>();
    for (const w of wordsOf(eq.left, wordsOf(eq.right, [])))
      for (const s of words[w].symbols) set.add(s);
    return [...set];
  });
  const eqWords = equations.map((eq) => wordsOf(eq.left, wordsOf(eq.right, [])));
  const constantDigits = (c: bigint): number[] => {
    const digits: number[] = [];
    let x = c < 0n ? -c : c;
    while (x > 0n) {
      digits.push(Number(x % BigInt(base)) * (c < 0n ? -1 : 1));
      x /= BigInt(base);
    }
    return digits;
  };
  const columnsOf = equations.map((_, e) => {
    let k = 0;
    const form = linear[e];
    if (form) {
      for (const [w, c] of form.coefs) if (c !== 0n) k = Math.max(k, words[w].symbols.length);
      return Math.max(1, k, constantDigits(form.constant).length);
    }
    for (const w of eqWords[e]) k = Math.max(k, words[w].symbols.length);
    return k;
  });

  if (method === "exhaustive") {
    // the textbook solver: each letter in order of first appearance tries every free digit
    // (a leading 0 too), and only a full assignment is checked, leading zeros included
    const leading = options.leadingZeros
      ? []
      : [...new Set(words.filter((w) => w.symbols.length > 1).map((w) => w.symbols[0]))].filter(
          (s) => symbols[s].fixed === undefined,
        );
    for (const s of leading) {
      const given = options.digits?.[symbols[s].name];
      allowed[s * base] = given === undefined || given.includes(0) ? 1 : 0;
    }
    for (let s = 0; s < n; s++) {
      const f = fixedValue[s];
      steps.push(
        f === undefined
          ? step(StepKind.Choose, { symbol: s })
          : step(StepKind.Fixed, { symbol: s, value: f }),
      );
    }
    if (leading.length > 0)
      steps.push(step(StepKind.Full, { test: (vals) => leading.every((s) => vals[s] !== 0) }));
    equations.forEach((eq, e) => {
      steps.push(
        step(StepKind.Full, {
          equation: e,
          test: exactTest(eq.left, eq.relation, eq.right, words, base),
        }),
      );
    });
    return { base, steps, allowed, carries: 0, kinds, equations, linear, method };
  }
  const done = new Uint8Array(equations.length);
  const least: number[] = [];
  const greatest: number[] = [];
  for (let s = 0; s < n; s++) {
    let lo = base;
    let hi = -1;
    for (let d = 0; d < base; d++)
      if (allowed[s * base + d]) {
        lo = Math.min(lo, d);
        hi = d;
      }
    least.push(lo === base ? 0 : lo);
    greatest.push(hi < 0 ? 0 : hi);
  }
  const bounded = equations.map(
    (eq, e) =>
      kinds[e] !== "linear" &&
      eq.relation !== "!=" &&
      boundable(eq.left, words, base) &&
      boundable(eq.right, words, base),
  );
  const boundedCount = new Int32Array(equations.length);
  let carries = 0;
  const carrySlot = new Int32Array(equations.length).fill(-1);
  const flushFull = () => {
    for (let e = 0; e < equations.length; e++) {
      if (done[e] || kinds[e] === "linear") continue;
      if (eqSymbols[e].every((s) => assigned[s])) {
        done[e] = 1;
        const eq = equations[e];
        steps.push(
          step(StepKind.Full, {
            equation: e,
            test: exactTest(eq.left, eq.relation, eq.right, words, base),
          }),
        );
      }
    }
  };
  const give = (s: number) => {
    if (assigned[s]) return;
    assigned[s] = 1;
    const f = fixedValue[s];
    steps.push(
      f === undefined
        ? step(StepKind.Choose, { symbol: s })
        : step(StepKind.Fixed, { symbol: s, value: f }),
    );
    flushFull();
  };
  for (let s = 0; s < n; s++) if (fixedValue[s] !== undefined) give(s);

  const maxColumns = Math.max(0, ...columnsOf);
  const atColumn = (w: number, k: number): number | undefined => {
    const syms = words[w].symbols;
    return k < syms.length ? syms[syms.length - 1 - k] : undefined;
  };
  for (let k = 0; k < maxColumns; k++) {
    for (let e = 0; e < equations.length; e++) {
      if (k >= columnsOf[e]) continue;
      const form = linear[e];
      if (form) {
        // coefficient of each symbol in this column
        const coef = new Map<number, number>();
        for (const [w, c] of form.coefs) {
          const s = atColumn(w, k);
          if (s !== undefined && c !== 0n) coef.set(s, (coef.get(s) ?? 0) + Number(c));
        }
        const unknown = [...coef.keys()].filter(
          (s) => !assigned[s] && coef.get(s) !== 0 && fixedValue[s] === undefined,
        );
        let derived = -1;
        for (let j = unknown.length - 1; j >= 0; j--) {
          if (gcd(coef.get(unknown[j]) ?? 0, base) === 1) {
            derived = unknown[j];
            break;
          }
        }
        for (const [s, c] of coef) if (c === 0) coef.delete(s);
        for (const s of unknown) if (s !== derived) give(s);
        const known = [...coef.keys()].filter((s) => s !== derived);
        const last = k === columnsOf[e] - 1;
        const carryOut = last ? -1 : carries++;
        const c = derived >= 0 ? (coef.get(derived) ?? 1) : 0;
        steps.push(
          step(StepKind.Column, {
            symbol: derived,
            equation: e,
            column: k,
            terms: new Int32Array(known),
            coefs: new Float64Array(known.map((s) => coef.get(s) ?? 0)),
            constant: constantDigits(form.constant)[k] ?? 0,
            carryIn: carrySlot[e],
            carryOut,
            coef: c,
            inverse: derived >= 0 ? inverseMod(c, base) : 0,
            last,
          }),
        );
        carrySlot[e] = carryOut;
        if (derived >= 0) {
          assigned[derived] = 1;
          flushFull();
        }
        continue;
      }
      const eq = equations[e];
      const inColumn: number[] = [];
      for (const w of eqWords[e]) {
        const s = atColumn(w, k);
        if (s !== undefined && !assigned[s] && !inColumn.includes(s)) inColumn.push(s);
      }
      if (kinds[e] === "general" || done[e]) {
        for (const s of inColumn) give(s);
        continue;
      }
      // polynomial: derive the digit of a word standing alone on one side?
      let derived = -1;
      let other: PuzzleExpr | undefined;
      let sideIndex = 0;
      for (const [side, rest, index] of [
        [eq.right, eq.left, 0],
        [eq.left, eq.right, 1],
      ] as const) {
        if (side.kind !== "word") continue;
        const s = atColumn(side.word, k);
        if (s === undefined || assigned[s] || fixedValue[s] !== undefined) continue;
        const elsewhere = wordsOf(rest, []).some((w) =>
          words[w].symbols.some((x, j) => x === s && words[w].symbols.length - 1 - j <= k),
        );
        if (elsewhere) continue;
        derived = s;
        other = rest;
        sideIndex = index;
        break;
      }
      const modulus = base ** (k + 1);
      for (const s of inColumn) if (s !== derived) give(s);
      if (done[e]) continue;
      if (modulus > MAX_MODULUS) {
        if (derived >= 0) give(derived);
        continue;
      }
      if (derived >= 0 && other) {
        steps.push(
          step(StepKind.PolyLet, {
            symbol: derived,
            value: sideIndex,
            equation: e,
            column: k,
            residue: modEvaluator(other, words, base, k),
            scale: base ** k,
          }),
        );
        assigned[derived] = 1;
        flushFull();
      } else {
        const difference: PuzzleExpr = {
          kind: "sum",
          terms: [
            { minus: false, expr: eq.left },
            { minus: true, expr: eq.right },
          ],
        };
        steps.push(
          step(StepKind.PolyCheck, {
            equation: e,
            column: k,
            residue: modEvaluator(difference, words, base, k),
          }),
        );
      }
    }
    // interval bounds of the non-linear equations that learnt letters in this column
    for (let e = 0; e < equations.length; e++) {
      if (!bounded[e] || done[e] || k >= columnsOf[e]) continue;
      const count = eqSymbols[e].filter((s) => assigned[s]).length;
      if (count === boundedCount[e]) continue;
      boundedCount[e] = count;
      const known = assigned.slice();
      steps.push(
        step(StepKind.Bound, {
          equation: e,
          column: k,
          known,
          test: boundTest(equations[e], { words, base, known, least, greatest }),
        }),
      );
    }
  }
  for (let s = 0; s < n; s++) give(s);
  flushFull();
  return {
    base,
    steps,
    allowed,
    carries,
    kinds,
    equations,
    linear,
    least,
    greatest,
    method: "columns",
  };
}

/**
 * The plan of a sum of words (see sumWeights): the weighted method's, its linear form made only
 * when asked for (no search needs it). A class, so that the getter is its prototype's: a getter
 * in an object literal made every plan slow to build (a hidden class of its own each time).
 */
class SumPlan implements Plan {
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
function fixedDigitsOf(symbols: ParsedPuzzle["symbols"]): (number | undefined)[] {
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
function sumWeights(eq: Equation, puzzle: ParsedPuzzle, base: number): Float64Array | undefined {
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
function letterWeights(
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

/** The weighted method's data: letters by decreasing |weight|, the last one derived. */
export interface WeightedPlan {
  /** Symbols with a non-zero weight, by decreasing |weight|. */
  order: Int32Array;
  /** The weight of each symbol of `order`, in its order. */
  weights: Float64Array;
  /** Symbols of weight 0 (chosen freely after the others). */
  free: Int32Array;
  /** Written digits and assigned letters: symbol and digit. */
  fixed: [number, number][];
  /** The constant of the equation (sum of weight × digit + constant = 0). */
  constant: number;
  /** The positive weights of `order`, in its order (so decreasing). */
  pos: Float64Array;
  /** The negative weights of `order`, in its order (so most negative first). */
  neg: Float64Array;
  /** For each position i of `order`: where the positive weights of order[i+1..] start in `pos`. */
  posFrom: Int32Array;
  /** ... and where its negative weights start in `neg`. */
  negFrom: Int32Array;
}

/**
 * The weighted method for one linear equation: each letter's weight (its coefficients times
 * the powers of the base where it stands), letters by decreasing |weight|, a bound check after
 * each choice, the last letter derived, from each symbol's weight and the equation's constant.
 */
function weightedPlan(
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
