/**
 * The interpreter of the search language: walks the checked syntax tree, one recursive call per
 * statement, evaluating expressions node by node. It is the reference the compiler is tested
 * against (same output, same counters), and the `--interpret` mode. Cost per statement executed:
 * proportional to the size of its expressions (a Choose: to the pool size).
 */
import { throwIfAborted } from "../core/errors.js";
import type { Expr, Statement } from "./ast.js";
import type { CheckedProgram } from "./checker.js";
import { type EngineOptions, type PrintVisitor, poolLayout, TICK_NODES } from "./engine.js";

/**
 * Runs a checked program by walking its tree; calls `visit` at each executed Print (return
 * `false` to stop). Adds nodes, solutions (Prints executed) and, when `counters.profile` is
 * present, per-statement execution counts to `options.counters`.
 *
 * @example
 * ```ts
 * const lines: number[] = [];
 * interpretProgram(checkProgram(parseProgram("Choose a\nRestrict a > 7\nPrint a")), (_s, _v, items) => {
 *   lines.push(items[0]);
 * });
 * // lines = [8, 9]
 * ```
 */
export function interpretProgram(
  checked: CheckedProgram,
  visit: PrintVisitor,
  options: EngineOptions = {},
): void {
  const statements: Statement[] = checked.program.statements;
  const count = statements.length;
  const layout = poolLayout(checked);
  const poolSize = layout.values.length;
  const used = new Uint8Array(poolSize);
  const vars = new Float64Array(Math.max(1, checked.variables.length));
  const maxItems = Math.max(1, ...statements.map((s) => (s.kind === "print" ? s.items.length : 0)));
  const items = new Float64Array(maxItems);
  const slotOf = checked.slotOf;
  const base = checked.base;
  const counters = options.counters;
  const profile = counters?.profile;
  const signal = options.signal;
  const onTick = options.onTick;
  let nodes = 0;
  let solutions = 0;
  let stopped = false;
  let divisionByZero = false;

  const evaluate = (e: Expr): number => {
    switch (e.kind) {
      case "number":
        return e.value;
      case "variable":
        return vars[slotOf.get(e.name)!];
      case "unary": {
        const a = evaluate(e.operand);
        return e.op === "-" ? -a : a === 0 ? 1 : 0;
      }
      case "binary": {
        if (e.op === "&&") return evaluate(e.left) !== 0 && evaluate(e.right) !== 0 ? 1 : 0;
        if (e.op === "||") return evaluate(e.left) !== 0 || evaluate(e.right) !== 0 ? 1 : 0;
        const a = evaluate(e.left);
        const b = evaluate(e.right);
        switch (e.op) {
          case "+":
            return a + b;
          case "-":
            return a - b;
          case "*":
            return a * b;
          case "/":
            if (b === 0) {
              divisionByZero = true;
              return 0;
            }
            return Math.trunc(a / b);
          case "%":
            if (b === 0) {
              divisionByZero = true;
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
        if (e.name === "abs") return Math.abs(evaluate(e.args[0]));
        let r = evaluate(e.args[0]);
        for (let i = 1; i < e.args.length; i++) {
          const v = evaluate(e.args[i]);
          r = e.name === "min" ? Math.min(r, v) : Math.max(r, v);
        }
        return r;
      }
      case "word": {
        let r = 0;
        for (const d of e.digits) r = r * base + evaluate(d);
        return r;
      }
    }
  };

  /** Evaluates; NaN means a division by zero ended the branch. */
  const value = (e: Expr): number => {
    divisionByZero = false;
    const v = evaluate(e);
    return divisionByZero ? Number.NaN : v;
  };

  const tick = () => {
    if ((nodes & (TICK_NODES - 1)) === 0) {
      throwIfAborted(signal);
      onTick?.(nodes);
    }
  };

  const run = (i: number): void => {
    if (i === count) return;
    if (profile) profile[i]++;
    const s = statements[i];
    switch (s.kind) {
      case "values":
      case "base":
        run(i + 1);
        return;
      case "choose": {
        const slot = slotOf.get(s.name)!;
        for (let k = 0; k < poolSize; k++) {
          if (used[k] !== 0) continue;
          used[k] = 1;
          vars[slot] = layout.values[k];
          nodes++;
          tick();
          run(i + 1);
          used[k] = 0;
          if (stopped) return;
        }
        return;
      }
      case "let": {
        const v = value(s.expr);
        if (Number.isNaN(v)) return;
        const offset = v - layout.min;
        if (offset < 0 || offset >= layout.lookup.length) return;
        const k = layout.lookup[offset];
        if (k < 0 || used[k] !== 0) return;
        used[k] = 1;
        vars[slotOf.get(s.name)!] = v;
        nodes++;
        tick();
        run(i + 1);
        used[k] = 0;
        return;
      }
      case "restrict": {
        const v = value(s.cond);
        if (Number.isNaN(v) || v === 0) return;
        run(i + 1);
        return;
      }
      case "compute": {
        const v = value(s.expr);
        if (Number.isNaN(v)) return;
        vars[slotOf.get(s.name)!] = v;
        run(i + 1);
        return;
      }
      case "print": {
        let n = 0;
        for (const item of s.items) {
          if (item.kind !== "expr") continue;
          const v = value(item.expr);
          if (Number.isNaN(v)) return;
          items[n++] = v;
        }
        solutions++;
        if (visit(i, vars, items) === false) {
          stopped = true;
          return;
        }
        run(i + 1);
        return;
      }
    }
  };

  try {
    run(0);
  } finally {
    if (counters) {
      counters.nodes += nodes;
      counters.solutions += solutions;
    }
  }
}
