/**
 * The interpreter of the search language: walks the checked syntax tree, evaluating expressions
 * node by node. The program is a straight line of statements, so the backtracking is a loop
 * moving a statement index forward (enter) and back (resume a Choose, undo a Let), with one
 * saved pool position per statement; it runs as a generator that pauses at each Print and
 * every few thousand nodes. It is the reference the compiler is tested against (same output,
 * same counters), and the `--interpret` mode. Cost per statement executed: proportional to the
 * size of its expressions (a Choose: to the pool size).
 */
import { throwIfAborted } from "../core/errors.js";
import type { Expr, Statement } from "./ast.js";
import { assertChecked, type CheckedProgram } from "./checker.js";
import {
  type EngineOptions,
  type EngineSteps,
  firstChooseSize,
  type PoolLayout,
  type PrintVisitor,
  poolLayouts,
  TICK_NODES,
} from "./engine.js";

/**
 * Starts walking a checked program; the search advances as the steps are pulled.
 *
 * @param checked - the checked program, from {@link checkSearchProgram}
 * @param options - counters, cancellation, progress, a slice of the first Choose, the step hook and
 *   a limit: see {@link SearchEngineOptions}
 *
 * @example
 * ```ts
 * const run = interpretSteps(checkProgram(parseProgram("Choose a\nPrint a")));
 * run.steps.next(); // { value: 1, done: false }: the Print ran with run.items[0] = 0
 * ```
 */
export function interpretSteps(checked: CheckedProgram, options: EngineOptions = {}): EngineSteps {
  assertChecked(checked);
  const statements: Statement[] = checked.program.statements;
  let maxItems = 1;
  for (const s of statements) if (s.kind === "print") maxItems = Math.max(maxItems, s.items.length);
  const vars = new Float64Array(Math.max(1, checked.variables.length));
  const items = new Float64Array(maxItems);
  return { vars, items, steps: walk(checked, vars, items, options) };
}

/** Evaluates expression trees over the current variables. */
class Evaluator {
  /** Set when a division or modulo by zero happened during the current evaluation. */
  divisionByZero = false;

  constructor(
    private readonly vars: Float64Array,
    private readonly slotOf: Map<string, number>,
    private readonly base: number,
  ) {}

  /** The value of `e`, or NaN when a division by zero ends the branch. */
  value(e: Expr): number {
    this.divisionByZero = false;
    const v = this.evaluate(e);
    return this.divisionByZero ? Number.NaN : v;
  }

  private evaluate(e: Expr): number {
    switch (e.kind) {
      case "number":
        return e.value;
      case "variable":
        return this.vars[this.slotOf.get(e.name)!];
      case "unary": {
        const a = this.evaluate(e.operand);
        return e.op === "-" ? -a : a === 0 ? 1 : 0;
      }
      case "binary": {
        if (e.op === "&&")
          return this.evaluate(e.left) !== 0 && this.evaluate(e.right) !== 0 ? 1 : 0;
        if (e.op === "||")
          return this.evaluate(e.left) !== 0 || this.evaluate(e.right) !== 0 ? 1 : 0;
        const a = this.evaluate(e.left);
        const b = this.evaluate(e.right);
        switch (e.op) {
          case "+":
            return a + b;
          case "-":
            return a - b;
          case "*":
            return a * b;
          case "/":
            if (b === 0) {
              this.divisionByZero = true;
              return 0;
            }
            return Math.trunc(a / b);
          case "%":
            if (b === 0) {
              this.divisionByZero = true;
              return 0;
            }
            return a % b;
          case "==":
            return a === b ? 1 : 0;
          case "!=":
            return a !== b ? 1 : 0;
          case "<":
            return a < b ? 1 : 0;
          case "<=":
            return a <= b ? 1 : 0;
          case ">":
            return a > b ? 1 : 0;
          default:
            return a >= b ? 1 : 0;
        }
      }
      case "call": {
        if (e.name === "abs") return Math.abs(this.evaluate(e.args[0]));
        let r = this.evaluate(e.args[0]);
        for (let i = 1; i < e.args.length; i++) {
          const v = this.evaluate(e.args[i]);
          r = e.name === "min" ? Math.min(r, v) : Math.max(r, v);
        }
        return r;
      }
      case "word": {
        let r = 0;
        for (const d of e.digits) r = r * this.base + this.evaluate(d);
        return r;
      }
    }
  }
}

/** The state of one walk: variables, pools, what each statement holds, the counters. */
class Walker {
  readonly statements: Statement[];
  private readonly layouts: PoolLayout[];
  /** One array of used positions per pool (a free choice's list uses none). */
  private readonly useds: Uint8Array[];
  private readonly free: boolean[];
  private readonly poolOf: readonly number[];
  /** The pool position a Choose or Let statement holds (-1: none). */
  readonly held: Int32Array;
  private readonly slots: number[];
  private readonly evaluator: Evaluator;
  private readonly firstChoose: number;
  private readonly firstFrom: number;
  private readonly firstTo: number;
  nodes = 0;
  solutions = 0;

  constructor(
    checked: CheckedProgram,
    private readonly vars: Float64Array,
    private readonly items: Float64Array,
    private readonly options: EngineOptions,
  ) {
    this.statements = checked.program.statements;
    this.layouts = poolLayouts(checked);
    this.useds = checked.pools.map((p) => new Uint8Array(p.free ? 0 : p.values.length));
    this.free = checked.pools.map((p) => p.free);
    this.poolOf = checked.poolOf;
    this.held = new Int32Array(this.statements.length).fill(-1);
    const slotOf = checked.slotOf;
    this.slots = this.statements.map((s) =>
      s.kind === "choose" || s.kind === "let" || s.kind === "compute" ? slotOf.get(s.name)! : -1,
    );
    this.evaluator = new Evaluator(vars, slotOf, checked.base);
    this.firstChoose = this.statements.findIndex((s) => s.kind === "choose");
    const firstSize = firstChooseSize(checked);
    this.firstFrom = Math.max(0, options.firstChoose?.from ?? 0);
    this.firstTo = Math.min(firstSize, options.firstChoose?.to ?? firstSize);
  }

  /** Counts a node; true every {@link TICK_NODES} nodes (after the signal and progress). */
  tick(): boolean {
    if ((++this.nodes & (TICK_NODES - 1)) !== 0) return false;
    throwIfAborted(this.options.signal);
    this.options.onTick?.(this.nodes);
    return true;
  }

  /** Gives a Let its value if that value is free in its pool; false ends the branch. */
  enterLet(i: number, expr: Expr): boolean {
    const v = this.evaluator.value(expr);
    const layout = this.layouts[this.poolOf[i]];
    const used = this.useds[this.poolOf[i]];
    const offset = v - layout.min;
    const k = offset >= 0 && offset < layout.lookup.length ? layout.lookup[offset] : -1;
    if (k < 0 || used[k] !== 0) return false;
    used[k] = 1;
    this.held[i] = k;
    this.vars[this.slots[i]] = v;
    this.options.onStep?.("bind", i, v);
    return true;
  }

  /** Gives back the value a Let took. */
  leaveLet(i: number): void {
    this.useds[this.poolOf[i]][this.held[i]] = 0;
    this.held[i] = -1;
    this.options.onStep?.("leave", i, 0);
  }

  /** Gives a Choose its next value (free in its pool, or the next choice); false when none is left. */
  nextChoice(i: number): boolean {
    const p = this.poolOf[i];
    const values = this.layouts[p].values;
    const first = i === this.firstChoose;
    const end = first ? this.firstTo : values.length;
    let k = this.held[i];
    if (this.free[p]) {
      // a free choice: the next value of its list, nothing to give back
      k++;
      if (first && k < this.firstFrom) k = this.firstFrom;
    } else {
      const used = this.useds[p];
      if (k >= 0) used[k] = 0;
      k++;
      if (first && k < this.firstFrom) k = this.firstFrom;
      while (k < end && used[k] !== 0) k++;
      if (k < end) used[k] = 1;
    }
    if (k >= end) {
      this.held[i] = -1;
      this.options.onStep?.("leave", i, 0);
      return false;
    }
    this.held[i] = k;
    this.vars[this.slots[i]] = values[k];
    this.options.onStep?.("bind", i, values[k]);
    return true;
  }

  /** A Restrict, Compute or Print on entry: false ends the branch (a Print's items are set). */
  pass(i: number, s: Statement): boolean {
    const evaluator = this.evaluator;
    if (s.kind === "restrict") {
      const v = evaluator.value(s.cond);
      return !Number.isNaN(v) && v !== 0;
    }
    if (s.kind === "compute") {
      const v = evaluator.value(s.expr);
      if (Number.isNaN(v)) return false;
      this.vars[this.slots[i]] = v;
      return true;
    }
    if (s.kind !== "print") return true;
    let n = 0;
    for (const item of s.items) {
      if (item.kind !== "expr") continue;
      const v = evaluator.value(item.expr);
      if (Number.isNaN(v)) return false;
      this.items[n++] = v;
    }
    return true;
  }
}

function* walk(
  checked: CheckedProgram,
  vars: Float64Array,
  items: Float64Array,
  options: EngineOptions,
): Generator<number, void, undefined> {
  const w = new Walker(checked, vars, items, options);
  const { statements, held } = w;
  const count = statements.length;
  const counters = options.counters;
  const profile = counters?.profile;
  const onStep = options.onStep;
  let i = 0;
  let entering = true;
  try {
    for (;;) {
      if (!entering) {
        // back at statement i: a Choose tries its next value, a Let gives its value back
        if (i < 0) return;
        const s = statements[i];
        if (s.kind === "choose" && w.nextChoice(i)) {
          if (w.tick()) yield -1;
          entering = true;
          i++;
          continue;
        }
        if (s.kind === "let") w.leaveLet(i);
        i--;
        continue;
      }
      if (i === count) {
        onStep?.("leaf", -1, 0);
        entering = false;
        i--;
        continue;
      }
      if (profile) profile[i]++;
      const s = statements[i];
      if (s.kind === "choose") {
        onStep?.("enter", i, 0);
        held[i] = -1;
        entering = false; // resume it: take the first free value
        continue;
      }
      if (s.kind === "let") onStep?.("enter", i, 0);
      if (s.kind === "let" ? !w.enterLet(i, s.expr) : !w.pass(i, s)) {
        onStep?.("fail", i, 0);
        entering = false;
        i--;
        continue;
      }
      if (s.kind === "let" && w.tick()) yield -1;
      if (s.kind === "print") {
        w.solutions++;
        yield i;
      }
      i++;
    }
  } finally {
    if (counters) {
      counters.nodes += w.nodes;
      counters.solutions += w.solutions;
    }
  }
}

/**
 * Runs a checked program by walking its tree; calls `visit` at each executed Print (return
 * `false` to stop). Adds nodes, solutions (Prints executed) and, when `counters.profile` is
 * present, per-statement execution counts to `options.counters`.
 *
 * @param checked - the checked program, from {@link checkSearchProgram}
 * @param visit - called at each executed Print; returning `false` stops the search
 * @param options - counters, cancellation, progress, a slice of the first Choose, the step hook and
 *   a limit: see {@link SearchEngineOptions}
 *
 * @example
 * ```ts
 * const found: number[] = [];
 * interpretProgram(checkProgram(parseProgram("Choose a\nRestrict a > 7\nPrint a")), (_s, _v, items) => {
 *   found.push(items[0]);
 * });
 * // found = [8, 9]
 * ```
 */
export function interpretProgram(
  checked: CheckedProgram,
  visit: PrintVisitor,
  options: EngineOptions = {},
): void {
  const run = interpretSteps(checked, options);
  for (const step of run.steps) {
    if (step >= 0 && visit(step, run.vars, run.items) === false) {
      run.steps.return(undefined);
      return;
    }
  }
}
