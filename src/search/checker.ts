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
  name: string;
  /** Index into the engines' variable array; slots follow the order of definition. */
  slot: number;
  /** `pool`: from Choose or Let (distinct pool values); `computed`: from Compute. */
  kind: "pool" | "computed";
  /** Index of the defining statement. */
  statement: number;
  /** Smallest and largest value the variable can hold (interval analysis). */
  min: bigint;
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
 * @example
 * ```ts
 * const checked = checkProgram(parseProgram("Choose a\nLet b = 9 - a\nPrint a b"));
 * checked.variables.map((v) => v.name); // ["a", "b"]
 * ```
 */
export function checkProgram(tree: Program): CheckedProgram {
  // every tree, parsed or not, is validated and copied: the engines only see such copies
  const program = validateProgram(tree);
  let pool: number[] | undefined;
  let base: number | undefined;
  const variables: VariableInfo[] = [];
  const slotOf = new Map<string, number>();
  const boundBefore: number[] = [];
  const statements = program.statements;
  let started = false;
  let draws = 0;
  // pools[0] is the Values pool (filled in at the end: Values may come after a Pool)
  const pools: PoolInfo[] = [{ name: "", values: [], free: false, draws: 0 }];
  const poolIndex = new Map<string, number>();
  const poolBounds: Interval[] = [];
  const poolOf: number[] = [];
  const poolLines: number[] = [];
  // pools declared after the search started, to say so when a Choose names one
  const poolsLater = new Map<string, Statement>();
  for (const s of statements) if (s.kind === "pool") poolsLater.set(s.name, s);
  // names defined later, to tell "used before its value" from "undefined"
  const definedLater = new Map<string, Statement>();
  for (const s of statements)
    if (
      (s.kind === "choose" || s.kind === "let" || s.kind === "compute") &&
      !definedLater.has(s.name)
    )
      definedLater.set(s.name, s);

  const currentPool = () => pool ?? (DEFAULT_POOL as number[]);
  // pools are fixed once the search starts: their bounds are computed once, not per Choose
  const boundsOf = (values: readonly number[]): Interval => ({
    lo: big(smallest(values)),
    hi: big(largest(values)),
  });
  const poolInterval = (p: number): Interval => {
    if (!poolBounds[p]) poolBounds[p] = boundsOf(p === 0 ? currentPool() : pools[p].values);
    return poolBounds[p];
  };
  /** The pool a Choose or Let draws from (an index into `pools`), checked to exist. */
  const poolFor = (s: Statement & { kind: "choose" | "let" }): number => {
    if (s.kind === "choose" && s.choices) {
      pools.push({ name: "", values: s.choices, free: true, draws: 1 });
      return pools.length - 1;
    }
    if (!s.pool) return 0;
    const p = poolIndex.get(s.pool.name);
    if (p !== undefined) return p;
    const later = poolsLater.get(s.pool.name);
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
  };

  const range = (e: Expr): Interval => {
    const r = rangeOf(e);
    if (r.lo < -SAFE || r.hi > SAFE) {
      const bound = r.hi > SAFE ? r.hi : r.lo;
      fail(
        `this expression can reach ${bound}, beyond exact integer arithmetic (|x| <= 2^53 - 1 = ${SAFE}); ` +
          "permuta refuses rather than round",
        e.at,
      );
    }
    return r;
  };

  const rangeOf = (e: Expr): Interval => {
    switch (e.kind) {
      case "number":
        return { lo: big(e.value), hi: big(e.value) };
      case "variable": {
        const slot = slotOf.get(e.name);
        if (slot === undefined) {
          const declared = poolsLater.get(e.name);
          if (declared && poolIndex.has(e.name))
            fail(
              `'${e.name}' is a pool (line ${declared.line}), not a variable: draw a variable from it (Choose v from ${e.name})`,
              e.at,
              e.name,
            );
          const later = definedLater.get(e.name);
          if (later)
            fail(
              `variable '${e.name}' is used before it gets a value (line ${later.line})`,
              e.at,
              e.name,
            );
          fail(`undefined variable '${e.name}'`, e.at, e.name);
        }
        const v = variables[slot];
        return { lo: v.min, hi: v.max };
      }
      case "unary": {
        const a = range(e.operand);
        return e.op === "-" ? { lo: -a.hi, hi: -a.lo } : { lo: 0n, hi: 1n };
      }
      case "binary": {
        const a = range(e.left);
        const b = range(e.right);
        switch (e.op) {
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
      case "call": {
        const args = e.args.map(range);
        if (e.name === "abs") {
          const a = args[0];
          if (a.lo >= 0n) return a;
          if (a.hi <= 0n) return { lo: -a.hi, hi: -a.lo };
          return { lo: 0n, hi: absMax(a) };
        }
        const los = args.map((a) => a.lo);
        const his = args.map((a) => a.hi);
        return e.name === "min"
          ? { lo: minOf(los), hi: minOf(his) }
          : { lo: maxOf(los), hi: maxOf(his) };
      }
      case "word": {
        const b = big(base ?? 10);
        let lo = 0n;
        let hi = 0n;
        let weight = 1n;
        for (let i = e.digits.length - 1; i >= 0; i--) {
          const d = e.digits[i];
          if (d.kind === "number" && d.value >= (base ?? 10))
            fail(`digit ${d.value} is not below the base ${base ?? 10}`, d.at, String(d.value));
          const r = range(d);
          const p = [r.lo * weight, r.hi * weight];
          lo += minOf(p);
          hi += maxOf(p);
          weight *= b;
          const part = { lo, hi };
          if (part.lo < -SAFE || part.hi > SAFE)
            fail(
              `word value can reach ${part.hi > SAFE ? part.hi : part.lo}, beyond exact integer arithmetic (|x| <= 2^53 - 1)`,
              e.at,
            );
        }
        return { lo, hi };
      }
    }
  };

  const define = (
    s: Statement & { name: string; nameAt: Position },
    kind: VariableInfo["kind"],
    r: Interval,
  ) => {
    const named = poolsLater.get(s.name);
    if (named)
      fail(
        `'${s.name}' is the name of a pool (line ${named.line}); a variable needs a name of its own`,
        s.nameAt,
        s.name,
      );
    const existing = slotOf.get(s.name);
    if (existing !== undefined) {
      const prev = variables[existing];
      const prevStatement = statements[prev.statement];
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
    const slot = variables.length;
    variables.push({ name: s.name, slot, kind, statement: index, min: r.lo, max: r.hi });
    slotOf.set(s.name, slot);
  };

  let index = 0;
  for (; index < statements.length; index++) {
    const s = statements[index];
    boundBefore.push(variables.length);
    poolOf.push(-1);
    switch (s.kind) {
      case "values":
        if (started)
          fail(
            "Values must come before the search starts (before Choose, Let, Restrict, Compute, Print)",
            s.at,
          );
        if (pool) fail("a second Values statement: the pool is given once", s.at);
        if (largest(s.values) - smallest(s.values) >= 1 << 20)
          fail("the Values span more than 2^20 integers (from smallest to largest)", s.at);
        pool = s.values;
        break;
      case "pool": {
        if (started)
          fail(
            "Pool must come before the search starts (before Choose, Let, Restrict, Compute, Print)",
            s.at,
          );
        const first = poolIndex.get(s.name);
        if (first !== undefined)
          fail(
            `pool '${s.name}' is declared twice (first at line ${poolLines[first]})`,
            s.nameAt,
            s.name,
          );
        if (largest(s.values) - smallest(s.values) >= 1 << 20)
          fail(`pool '${s.name}' spans more than 2^20 integers (from smallest to largest)`, s.at);
        poolIndex.set(s.name, pools.length);
        poolLines[pools.length] = s.line;
        pools.push({ name: s.name, values: s.values, free: false, draws: 0 });
        break;
      }
      case "base":
        if (started)
          fail(
            "Base must come before the search starts (before Choose, Let, Restrict, Compute, Print)",
            s.at,
          );
        if (base !== undefined) fail("a second Base statement: the base is given once", s.at);
        base = s.base;
        break;
      case "choose":
      case "let": {
        started = true;
        if (s.kind === "let") range(s.expr);
        draws++;
        const p = poolFor(s);
        poolOf[index] = p;
        if (p === 0) {
          const size = currentPool().length;
          if (++pools[0].draws > size)
            fail(
              `pool too small: this is Choose/Let number ${pools[0].draws} but the pool has only ${size} value${size === 1 ? "" : "s"}`,
              s.at,
            );
        } else if (!pools[p].free) {
          const size = pools[p].values.length;
          if (++pools[p].draws > size)
            fail(
              `pool '${pools[p].name}' too small: this is draw number ${pools[p].draws} from it but it has only ${size} value${size === 1 ? "" : "s"}`,
              s.at,
            );
        }
        define(s, "pool", poolInterval(p));
        break;
      }
      case "compute":
        started = true;
        define(s, "computed", range(s.expr));
        break;
      case "restrict":
        started = true;
        range(s.cond);
        break;
      case "print":
        started = true;
        for (const item of s.items) if (item.kind === "expr") range(item.expr);
        break;
    }
  }
  for (const v of variables) Object.freeze(v);
  pools[0].values = Object.freeze([...currentPool()]) as number[];
  for (const p of pools) Object.freeze(p);
  const checked: CheckedProgram = Object.freeze({
    program,
    pool: pools[0].values,
    pools: Object.freeze(pools) as PoolInfo[],
    poolOf: Object.freeze(poolOf) as number[],
    base: base ?? 10,
    variables: Object.freeze(variables) as VariableInfo[],
    slotOf,
    boundBefore: Object.freeze(boundBefore) as number[],
    draws,
  });
  checkedPrograms.add(checked);
  return checked;
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
