/**
 * The checker of the search language: resolves every variable to a slot, and rejects, with line
 * and column, what cannot run correctly: an undefined variable, a variable given a value twice
 * (chosen twice, Let or Choose of a computed variable), Values/Base/Pool after the search has
 * started, a pool too small for its Choose/Let statements (each named pool on its own), a pool
 * never declared or declared twice, a name used for a pool and a variable, a word digit not
 * below the base, and any
 * expression whose value could leave the exact integer range of doubles (|x| <= 2^53 - 1).
 * The last check is an interval analysis over the whole program (BigInt bounds), so both engines
 * compute with plain numbers and stay exact: programs that could overflow are refused, not
 * silently rounded. Cost: linear in the program's size.
 */
import { InputError } from "../core/errors.js";
import type { Expr, Position, Program, Statement } from "./ast.js";
import { validateProgram } from "./validate.js";

/** The default pool, as in the classic language: the digits 0..9. */
export const DEFAULT_POOL: readonly number[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

/** A variable of a checked program. */
export interface VariableInfo {
  /** The variable's name, as written. */
  name: string;
  /** Index into the engines' variable array; slots follow the order of definition. */
  slot: number;
  /** `pool`: from Choose or Let (distinct pool values); `computed`: from Compute. */
  kind: "pool" | "computed";
  /** Index of the defining statement. */
  statement: number;
  /** Smallest value the variable can hold (interval analysis). */
  min: bigint;
  /** Largest value the variable can hold (interval analysis). */
  max: bigint;
}

/**
 * A set of values Choose and Let statements draw from: the Values pool, a named pool, or the
 * list of a free choice (`Choose v in ...`, whose values may repeat: nothing is drawn).
 */
export interface PoolInfo {
  /** The pool's name (`Pool NAME`); "" for the Values pool and for a free choice's list. */
  name: string;
  /** The values in pool order. */
  values: number[];
  /** True for a free choice's list: every value is always available. */
  free: boolean;
  /** The Choose and Let statements that draw from it. */
  draws: number;
}

/** A program that passed every check, ready for the interpreter or the compiler. */
export interface CheckedProgram {
  /** The syntax tree that was checked. */
  program: Program;
  /** The Values pool in pool order (Values, or 0..9). */
  pool: number[];
  /**
   * Every pool: `pools[0]` is the Values pool, then the named pools in the order declared, then
   * one list per free choice in program order.
   */
  pools: PoolInfo[];
  /** For each statement, the index in `pools` of its Choose or Let (-1 for other statements). */
  poolOf: number[];
  /** The base of word values (`Base N`, default 10). */
  base: number;
  /** Every variable, by slot (the order of definition). */
  variables: VariableInfo[];
  /** Slot of each variable name. */
  slotOf: Map<string, number>;
  /** For each statement, how many variables (slots 0..n-1) hold values when it runs. */
  boundBefore: number[];
  /** Number of Choose and Let statements (values drawn from the pool on a full branch). */
  draws: number;
}

const SAFE = BigInt(Number.MAX_SAFE_INTEGER);

interface Interval {
  lo: bigint;
  hi: bigint;
}

const big = (n: number) => BigInt(n);
const minOf = (xs: bigint[]) => xs.reduce((a, b) => (b < a ? b : a));
const maxOf = (xs: bigint[]) => xs.reduce((a, b) => (b > a ? b : a));
const absMax = (i: Interval) => maxOf([i.lo < 0n ? -i.lo : i.lo, i.hi < 0n ? -i.hi : i.hi]);

function fail(message: string, at: Position, value?: string): never {
  throw new InputError(message, { line: at.line, column: at.column, value });
}

/**
 * Checks a parsed program and resolves its variables.
 *
 * @param tree - the syntax tree, from {@link parseSearchProgram}
 *
 * @example
 * ```ts
 * const checked = checkProgram(parseProgram("Choose a\nLet b = 9 - a\nPrint a b"));
 * checked.variables.map((v) => v.name); // ["a", "b"]
 * ```
 */
export function checkProgram(tree: Program): CheckedProgram {
  // every tree, parsed or not, is validated and copied: the engines only see such copies
  const checked = new Checker(validateProgram(tree)).check();
  checkedPrograms.add(checked);
  return checked;
}

/** Interval bounds of the binary operators (both operands' intervals known). */
function binaryInterval(op: string, a: Interval, b: Interval): Interval {
  switch (op) {
    case "+":
      return { lo: a.lo + b.lo, hi: a.hi + b.hi };
    case "-":
      return { lo: a.lo - b.hi, hi: a.hi - b.lo };
    case "*": {
      const p = [a.lo * b.lo, a.lo * b.hi, a.hi * b.lo, a.hi * b.hi];
      return { lo: minOf(p), hi: maxOf(p) };
    }
    case "/": {
      const m = absMax(a);
      return { lo: a.lo >= 0n && b.lo >= 0n ? 0n : -m, hi: m };
    }
    case "%": {
      let m = absMax(b) - 1n;
      if (absMax(a) < m) m = absMax(a);
      if (m < 0n) m = 0n;
      return { lo: a.lo >= 0n ? 0n : -m, hi: a.hi <= 0n ? 0n : m };
    }
    default:
      return { lo: 0n, hi: 1n };
  }
}

/** Interval bounds of abs, min and max. */
function callInterval(name: string, args: Interval[]): Interval {
  if (name === "abs") {
    const a = args[0];
    if (a.lo >= 0n) return a;
    if (a.hi <= 0n) return { lo: -a.hi, hi: -a.lo };
    return { lo: 0n, hi: absMax(a) };
  }
  const los = args.map((a) => a.lo);
  const his = args.map((a) => a.hi);
  return name === "min" ? { lo: minOf(los), hi: minOf(his) } : { lo: maxOf(los), hi: maxOf(his) };
}

/** Checks one program, statement by statement, building what the engines need. */
class Checker {
  private values: number[] | undefined;
  private base: number | undefined;
  private readonly variables: VariableInfo[] = [];
  private readonly slotOf = new Map<string, number>();
  private readonly boundBefore: number[] = [];
  private readonly statements: Statement[];
  private started = false;
  private draws = 0;
  /** pools[0] is the Values pool (filled in at the end: Values may come after a Pool). */
  private readonly pools: PoolInfo[] = [{ name: "", values: [], free: false, draws: 0 }];
  private readonly poolIndex = new Map<string, number>();
  private readonly poolLines: number[] = [];
  /** Pools are fixed once the search starts: their bounds are computed once, not per Choose. */
  private readonly poolBounds: Interval[] = [];
  private readonly poolOf: number[] = [];
  /** Every Pool statement by name, to name it when a Choose or a variable uses its name. */
  private readonly poolsLater = new Map<string, Statement>();
  /** Names defined later, to tell "used before its value" from "undefined". */
  private readonly definedLater = new Map<string, Statement>();
  /** The statement being checked. */
  private index = 0;

  constructor(private readonly program: Program) {
    this.statements = program.statements;
    for (const s of this.statements) {
      if (s.kind === "pool") this.poolsLater.set(s.name, s);
      if (
        (s.kind === "choose" || s.kind === "let" || s.kind === "compute") &&
        !this.definedLater.has(s.name)
      )
        this.definedLater.set(s.name, s);
    }
  }

  check(): CheckedProgram {
    for (; this.index < this.statements.length; this.index++) {
      const s = this.statements[this.index];
      this.boundBefore.push(this.variables.length);
      this.poolOf.push(-1);
      switch (s.kind) {
        case "values":
        case "base":
        case "pool":
          this.header(s);
          break;
        case "choose":
        case "let":
          this.started = true;
          if (s.kind === "let") this.range(s.expr);
          this.draw(s);
          break;
        case "compute":
          this.started = true;
          this.define(s, "computed", this.range(s.expr));
          break;
        case "restrict":
          this.started = true;
          this.range(s.cond);
          break;
        case "print":
          this.started = true;
          for (const item of s.items) if (item.kind === "expr") this.range(item.expr);
          break;
      }
    }
    return this.result();
  }

  /** The checked program, frozen. */
  private result(): CheckedProgram {
    const { pools, variables } = this;
    for (const v of variables) Object.freeze(v);
    pools[0].values = Object.freeze([...this.valuesPool()]) as number[];
    for (const p of pools) Object.freeze(p);
    return Object.freeze({
      program: this.program,
      pool: pools[0].values,
      pools: Object.freeze(pools) as PoolInfo[],
      poolOf: Object.freeze(this.poolOf) as number[],
      base: this.base ?? 10,
      variables: Object.freeze(variables) as VariableInfo[],
      slotOf: this.slotOf,
      boundBefore: Object.freeze(this.boundBefore) as number[],
      draws: this.draws,
    });
  }

  private valuesPool(): number[] {
    return this.values ?? (DEFAULT_POOL as number[]);
  }

  /** Values, Base and Pool: before the search starts, each given once. */
  private header(s: Statement & { kind: "values" | "base" | "pool" }): void {
    const word = s.kind === "values" ? "Values" : s.kind === "base" ? "Base" : "Pool";
    if (this.started)
      fail(
        `${word} must come before the search starts (before Choose, Let, Restrict, Compute, Print)`,
        s.at,
      );
    if (s.kind === "base") {
      if (this.base !== undefined) fail("a second Base statement: the base is given once", s.at);
      this.base = s.base;
      return;
    }
    const wide = largest(s.values) - smallest(s.values) >= 1 << 20;
    if (s.kind === "values") {
      if (this.values) fail("a second Values statement: the pool is given once", s.at);
      if (wide) fail("the Values span more than 2^20 integers (from smallest to largest)", s.at);
      this.values = s.values;
      return;
    }
    const first = this.poolIndex.get(s.name);
    if (first !== undefined)
      fail(
        `pool '${s.name}' is declared twice (first at line ${this.poolLines[first]})`,
        s.nameAt,
        s.name,
      );
    if (wide)
      fail(`pool '${s.name}' spans more than 2^20 integers (from smallest to largest)`, s.at);
    this.poolIndex.set(s.name, this.pools.length);
    this.poolLines[this.pools.length] = s.line;
    this.pools.push({ name: s.name, values: s.values, free: false, draws: 0 });
  }

  /** A Choose or Let: one more draw from its pool (refused past the pool's size). */
  private draw(s: Statement & { kind: "choose" | "let" }): void {
    this.draws++;
    const p = this.poolFor(s);
    const pool = this.pools[p];
    this.poolOf[this.index] = p;
    const size = p === 0 ? this.valuesPool().length : pool.values.length;
    const values = `value${size === 1 ? "" : "s"}`;
    if (!pool.free && ++pool.draws > size)
      fail(
        p === 0
          ? `pool too small: this is Choose/Let number ${pool.draws} but the pool has only ${size} ${values}`
          : `pool '${pool.name}' too small: this is draw number ${pool.draws} from it but it has only ${size} ${values}`,
        s.at,
      );
    if (!this.poolBounds[p]) {
      const drawn = p === 0 ? this.valuesPool() : pool.values;
      this.poolBounds[p] = { lo: big(smallest(drawn)), hi: big(largest(drawn)) };
    }
    this.define(s, "pool", this.poolBounds[p]);
  }

  /** The pool a Choose or Let draws from (an index into `pools`), checked to exist. */
  private poolFor(s: Statement & { kind: "choose" | "let" }): number {
    if (s.kind === "choose" && s.choices) {
      this.pools.push({ name: "", values: s.choices, free: true, draws: 1 });
      return this.pools.length - 1;
    }
    if (!s.pool) return 0;
    const p = this.poolIndex.get(s.pool.name);
    if (p !== undefined) return p;
    const later = this.poolsLater.get(s.pool.name);
    if (later)
      fail(
        `pool '${s.pool.name}' is declared at line ${later.line}, after the search started: declare pools first, like Values`,
        s.pool.at,
        s.pool.name,
      );
    fail(
      `unknown pool '${s.pool.name}' (declare it first: Pool ${s.pool.name} <range or list>)`,
      s.pool.at,
      s.pool.name,
    );
  }

  /** Gives a variable its slot, refusing a name already used (by a variable or a pool). */
  private define(
    s: Statement & { name: string; nameAt: Position },
    kind: VariableInfo["kind"],
    r: Interval,
  ): void {
    const named = this.poolsLater.get(s.name);
    if (named)
      fail(
        `'${s.name}' is the name of a pool (line ${named.line}); a variable needs a name of its own`,
        s.nameAt,
        s.name,
      );
    const existing = this.slotOf.get(s.name);
    if (existing !== undefined) {
      const prev = this.variables[existing];
      const prevStatement = this.statements[prev.statement];
      if (s.kind === "choose" && prevStatement.kind === "choose")
        fail(
          `variable '${s.name}' is chosen twice (first at line ${prevStatement.line})`,
          s.nameAt,
          s.name,
        );
      if (prev.kind === "computed" && kind === "pool")
        fail(
          `'${s.name}' is a computed variable (Compute at line ${prevStatement.line}); ${s.kind === "let" ? "Let" : "Choose"} gives a variable a value from the pool`,
          s.nameAt,
          s.name,
        );
      fail(
        `variable '${s.name}' already has a value (line ${prevStatement.line}); each variable gets its value once`,
        s.nameAt,
        s.name,
      );
    }
    const slot = this.variables.length;
    this.variables.push({
      name: s.name,
      slot,
      kind,
      statement: this.index,
      min: r.lo,
      max: r.hi,
    });
    this.slotOf.set(s.name, slot);
  }

  /** The interval of an expression, refused when it can leave the safe integers. */
  private range(e: Expr): Interval {
    const r = this.rangeOf(e);
    if (r.lo < -SAFE || r.hi > SAFE) {
      const bound = r.hi > SAFE ? r.hi : r.lo;
      fail(
        `this expression can reach ${bound}, beyond exact integer arithmetic (|x| <= 2^53 - 1 = ${SAFE}); ` +
          "permuta refuses rather than round",
        e.at,
      );
    }
    return r;
  }

  private rangeOf(e: Expr): Interval {
    switch (e.kind) {
      case "number":
        return { lo: big(e.value), hi: big(e.value) };
      case "variable":
        return this.variableRange(e.name, e.at);
      case "unary": {
        const a = this.range(e.operand);
        return e.op === "-" ? { lo: -a.hi, hi: -a.lo } : { lo: 0n, hi: 1n };
      }
      case "binary": {
        const a = this.range(e.left);
        return binaryInterval(e.op, a, this.range(e.right));
      }
      case "call":
        return callInterval(
          e.name,
          e.args.map((a) => this.range(a)),
        );
      case "word":
        return this.wordRange(e.digits, e.at);
    }
  }

  /** A variable's interval, or the reason it has none yet. */
  private variableRange(name: string, at: Position): Interval {
    const slot = this.slotOf.get(name);
    if (slot !== undefined) {
      const v = this.variables[slot];
      return { lo: v.min, hi: v.max };
    }
    const declared = this.poolsLater.get(name);
    if (declared && this.poolIndex.has(name))
      fail(
        `'${name}' is a pool (line ${declared.line}), not a variable: draw a variable from it (Choose v from ${name})`,
        at,
        name,
      );
    const later = this.definedLater.get(name);
    if (later)
      fail(`variable '${name}' is used before it gets a value (line ${later.line})`, at, name);
    fail(`undefined variable '${name}'`, at, name);
  }

  /** A word's interval, digit by digit from the last, each digit below the base. */
  private wordRange(digits: Expr[], at: Position): Interval {
    const base = this.base ?? 10;
    const b = big(base);
    let lo = 0n;
    let hi = 0n;
    let weight = 1n;
    for (let i = digits.length - 1; i >= 0; i--) {
      const d = digits[i];
      if (d.kind === "number" && d.value >= base)
        fail(`digit ${d.value} is not below the base ${base}`, d.at, String(d.value));
      const r = this.range(d);
      const p = [r.lo * weight, r.hi * weight];
      lo += minOf(p);
      hi += maxOf(p);
      weight *= b;
      if (lo < -SAFE || hi > SAFE)
        fail(
          `word value can reach ${hi > SAFE ? hi : lo}, beyond exact integer arithmetic (|x| <= 2^53 - 1)`,
          at,
        );
    }
    return { lo, hi };
  }
}

/** The programs made by {@link checkProgram} (frozen): the only ones the engines accept. */
const checkedPrograms = new WeakSet<object>();

/**
 * True for a program returned by {@link checkProgram}; anything else (a look-alike object
 * from elsewhere) must be checked first.
 *
 * @example
 * ```ts
 * isCheckedProgram(checkProgram(parseProgram("Choose a"))); // true
 * isCheckedProgram({ program: { statements: [] }, slotOf: new Map() }); // false
 * ```
 */
export function isCheckedProgram(value: unknown): value is CheckedProgram {
  return typeof value === "object" && value !== null && checkedPrograms.has(value);
}

/**
 * Throws InputError unless `value` was returned by {@link checkProgram} (the engines call it).
 *
 * @example
 * ```ts
 * assertChecked(checkProgram(parseProgram("Choose a"))); // ok
 * ```
 */
export function assertChecked(value: unknown): asserts value is CheckedProgram {
  if (!isCheckedProgram(value))
    throw new InputError(
      "not a checked program: pass program text or a syntax tree (it is checked first), or the result of checkProgram",
    );
}

/**
 * The smallest of many numbers, without spreading them as arguments (pools reach 2^20 values).
 *
 * @example
 * ```ts
 * smallest([3, 1, 2]); // 1
 * ```
 */
export function smallest(xs: readonly number[]): number {
  let m = Number.POSITIVE_INFINITY;
  for (let i = 0; i < xs.length; i++) if (xs[i] < m) m = xs[i];
  return m;
}

/**
 * The largest of many numbers, without spreading them as arguments.
 *
 * @example
 * ```ts
 * largest([3, 1, 2]); // 3
 * ```
 */
export function largest(xs: readonly number[]): number {
  let m = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < xs.length; i++) if (xs[i] > m) m = xs[i];
  return m;
}
