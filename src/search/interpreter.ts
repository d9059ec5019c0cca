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
  type PrintVisitor,
  poolLayouts,
  TICK_NODES,
} from "./engine.js";

/**
 * Starts walking a checked program; the search advances as the steps are pulled.
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

function* walk(
  checked: CheckedProgram,
  vars: Float64Array,
  items: Float64Array,
  options: EngineOptions,
): Generator<number, void, undefined> {
  const statements: Statement[] = checked.program.statements;
  const count = statements.length;
  // one layout and one array of used positions per pool (a free choice's list uses none)
  const layouts = poolLayouts(checked);
  const useds = checked.pools.map((p) => new Uint8Array(p.free ? 0 : p.values.length));
  const free = checked.pools.map((p) => p.free);
  const poolOf = checked.poolOf;
  // the pool index a Choose or Let statement holds (-1: none)
  const held = new Int32Array(count).fill(-1);
  const slotOf = checked.slotOf;
  const slots = statements.map((s) =>
    s.kind === "choose" || s.kind === "let" || s.kind === "compute" ? slotOf.get(s.name)! : -1,
  );
  const base = checked.base;
  const counters = options.counters;
  const profile = counters?.profile;
  const signal = options.signal;
  const onTick = options.onTick;
  const onStep = options.onStep;
  let nodes = 0;
  let solutions = 0;
  const firstChoose = statements.findIndex((s) => s.kind === "choose");
  const firstSize = firstChooseSize(checked);
  const firstFrom = Math.max(0, options.firstChoose?.from ?? 0);
  const firstTo = Math.min(firstSize, options.firstChoose?.to ?? firstSize);

  const evaluator = new Evaluator(vars, slotOf, base);

  let i = 0;
  let entering = true;
  try {
    for (;;) {
      if (entering) {
        if (i === count) {
          onStep?.("leaf", -1, 0);
          entering = false;
          i--;
          continue;
        }
        if (profile) profile[i]++;
        const s = statements[i];
        switch (s.kind) {
          case "values":
          case "base":
          case "pool":
            i++;
            continue;
          case "choose":
            onStep?.("enter", i, 0);
            held[i] = -1;
            entering = false;
            continue; // resume it: take the first free value
          case "let": {
            onStep?.("enter", i, 0);
            const v = evaluator.value(s.expr);
            const layout = layouts[poolOf[i]];
            const used = useds[poolOf[i]];
            const offset = v - layout.min;
            const k = offset >= 0 && offset < layout.lookup.length ? layout.lookup[offset] : -1;
            if (k < 0 || used[k] !== 0) {
              onStep?.("fail", i, 0);
              entering = false;
              i--;
              continue;
            }
            used[k] = 1;
            held[i] = k;
            vars[slots[i]] = v;
            onStep?.("bind", i, v);
            if ((++nodes & (TICK_NODES - 1)) === 0) {
              throwIfAborted(signal);
              onTick?.(nodes);
              yield -1;
            }
            i++;
            continue;
          }
          case "restrict": {
            const v = evaluator.value(s.cond);
            if (Number.isNaN(v) || v === 0) {
              onStep?.("fail", i, 0);
              entering = false;
              i--;
            } else i++;
            continue;
          }
          case "compute": {
            const v = evaluator.value(s.expr);
            if (Number.isNaN(v)) {
              onStep?.("fail", i, 0);
              entering = false;
              i--;
            } else {
              vars[slots[i]] = v;
              i++;
            }
            continue;
          }
          case "print": {
            let n = 0;
            let ok = true;
            for (const item of s.items) {
              if (item.kind !== "expr") continue;
              const v = evaluator.value(item.expr);
              if (Number.isNaN(v)) {
                ok = false;
                break;
              }
              items[n++] = v;
            }
            if (!ok) {
              onStep?.("fail", i, 0);
              entering = false;
              i--;
              continue;
            }
            solutions++;
            yield i;
            i++;
            continue;
          }
        }
      } else {
        if (i < 0) return;
        const s = statements[i];
        if (s.kind === "choose") {
          const p = poolOf[i];
          const values = layouts[p].values;
          let k = held[i];
          if (free[p]) {
            // a free choice: the next value of its list, nothing to give back
            k++;
            if (i === firstChoose && k < firstFrom) k = firstFrom;
            if (k >= (i === firstChoose ? firstTo : values.length)) {
              held[i] = -1;
              onStep?.("leave", i, 0);
              i--;
              continue;
            }
          } else {
            const used = useds[p];
            if (k >= 0) used[k] = 0;
            k++;
            if (i === firstChoose && k < firstFrom) k = firstFrom;
            const end = i === firstChoose ? firstTo : values.length;
            while (k < end && used[k] !== 0) k++;
            if (k >= end) {
              held[i] = -1;
              onStep?.("leave", i, 0);
              i--;
              continue;
            }
            used[k] = 1;
          }
          held[i] = k;
          vars[slots[i]] = values[k];
          onStep?.("bind", i, values[k]);
          if ((++nodes & (TICK_NODES - 1)) === 0) {
            throwIfAborted(signal);
            onTick?.(nodes);
            yield -1;
          }
          entering = true;
          i++;
          continue;
        }
        if (s.kind === "let") {
          useds[poolOf[i]][held[i]] = 0;
          held[i] = -1;
          onStep?.("leave", i, 0);
        }
        i--;
      }
    }
  } finally {
    if (counters) {
      counters.nodes += nodes;
      counters.solutions += solutions;
    }
  }
}

/**
 * Runs a checked program by walking its tree; calls `visit` at each executed Print (return
 * `false` to stop). Adds nodes, solutions (Prints executed) and, when `counters.profile` is
 * present, per-statement execution counts to `options.counters`.
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
