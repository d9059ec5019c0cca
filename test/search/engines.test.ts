import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { InputError } from "../../src/core/errors.js";
import type { Expr, Program } from "../../src/search/ast.js";
import { checkProgram } from "../../src/search/checker.js";
import { compileProgram } from "../../src/search/compiler.js";
import { parseProgram } from "../../src/search/parser.js";
import { runSearch } from "../../src/search/run.js";

/**
 * An independent model of the language's semantics, written directly from the README: plain
 * recursion over statements, a Set for the pool, BigInt arithmetic (whose / and % truncate
 * toward zero, like the language's).
 */
function model(program: Program): { lines: string[]; counts: number[] } {
  const st = program.statements;
  const counts = st.map(() => 0);
  const lines: string[] = [];
  const valuesStatement = st.find((s) => s.kind === "values");
  const pool =
    valuesStatement?.kind === "values" ? valuesStatement.values : [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
  const baseStatement = st.find((s) => s.kind === "base");
  const base = BigInt(baseStatement?.kind === "base" ? baseStatement.base : 10);
  const taken = new Set<number>();
  const env = new Map<string, bigint>();
  class Dead extends Error {}
  const ev = (e: Expr): bigint => {
    switch (e.kind) {
      case "number":
        return BigInt(e.value);
      case "variable":
        return env.get(e.name)!;
      case "unary":
        return e.op === "-" ? -ev(e.operand) : ev(e.operand) === 0n ? 1n : 0n;
      case "call": {
        const xs = e.args.map(ev);
        if (e.name === "abs") return xs[0] < 0n ? -xs[0] : xs[0];
        return xs.reduce((a, b) => (e.name === "min" ? (b < a ? b : a) : b > a ? b : a));
      }
      case "word":
        return e.digits.reduce((acc, d) => acc * base + ev(d), 0n);
      case "binary": {
        if (e.op === "&&") return ev(e.left) !== 0n && ev(e.right) !== 0n ? 1n : 0n;
        if (e.op === "||") return ev(e.left) !== 0n || ev(e.right) !== 0n ? 1n : 0n;
        const a = ev(e.left);
        const b = ev(e.right);
        const bool = (x: boolean) => (x ? 1n : 0n);
        switch (e.op) {
          case "+":
            return a + b;
          case "-":
            return a - b;
          case "*":
            return a * b;
          case "/":
          case "%":
            if (b === 0n) throw new Dead();
            return e.op === "/" ? a / b : a % b;
          case "==":
            return bool(a === b);
          case "!=":
            return bool(a !== b);
          case "<":
            return bool(a < b);
          case "<=":
            return bool(a <= b);
          case ">":
            return bool(a > b);
          default:
            return bool(a >= b);
        }
      }
    }
  };
  const attempt = (f: () => bigint): bigint | undefined => {
    try {
      return f();
    } catch (e) {
      if (e instanceof Dead) return undefined;
      throw e;
    }
  };
  const run = (i: number): void => {
    if (i === st.length) return;
    counts[i]++;
    const s = st[i];
    switch (s.kind) {
      case "values":
      case "base":
        run(i + 1);
        return;
      case "choose":
        for (const v of pool) {
          if (taken.has(v)) continue;
          taken.add(v);
          env.set(s.name, BigInt(v));
          run(i + 1);
          taken.delete(v);
        }
        env.delete(s.name);
        return;
      case "let": {
        const v = attempt(() => ev(s.expr));
        if (v === undefined || !pool.includes(Number(v)) || taken.has(Number(v))) return;
        taken.add(Number(v));
        env.set(s.name, v);
        run(i + 1);
        taken.delete(Number(v));
        env.delete(s.name);
        return;
      }
      case "restrict": {
        const v = attempt(() => ev(s.cond));
        if (v !== undefined && v !== 0n) run(i + 1);
        return;
      }
      case "compute": {
        const v = attempt(() => ev(s.expr));
        if (v === undefined) return;
        env.set(s.name, v);
        run(i + 1);
        env.delete(s.name);
        return;
      }
      case "print": {
        let text = "";
        for (const item of s.items) {
          if (item.kind === "text") text += item.text;
          else {
            const v = attempt(() => ev(item.expr));
            if (v === undefined) return;
            text += String(v);
          }
        }
        lines.push(text);
        run(i + 1);
        return;
      }
    }
  };
  run(0);
  return { lines, counts };
}

/** Random programs: a pool, then Choose/Let/Compute/Restrict statements, then a Print. */
const programArbitrary = fc
  .record({
    pool: fc.oneof(
      fc
        .record({ from: fc.integer({ min: -3, max: 3 }), size: fc.integer({ min: 2, max: 6 }) })
        .map(({ from, size }) => `Values ${from}..${from + size - 1}`),
      fc
        .uniqueArray(fc.integer({ min: -20, max: 40 }), { minLength: 2, maxLength: 6 })
        .map((xs) => `Values ${xs.join(" ")}`),
      fc.constant("Values 0..39"),
      fc.constant("Values 39..-1"),
      fc.constant(""),
    ),
    base: fc.constantFrom("", "Base 7"),
    steps: fc.array(
      fc.record({
        kind: fc.constantFrom("choose", "choose", "let", "compute", "restrict"),
        seed: fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 12, maxLength: 12 }),
      }),
      { minLength: 1, maxLength: 5 },
    ),
  })
  .map(({ pool, base, steps }) => {
    const lines = [pool, base].filter((l) => l !== "");
    const vars: string[] = [];
    let n = 0;
    const expr = (seed: number[], depth: number, k = { i: 0 }): string => {
      const r = seed[k.i++ % seed.length];
      if (depth === 0 || vars.length === 0 || r % 7 === 0) {
        if (vars.length > 0 && r % 2 === 0) return vars[r % vars.length];
        return String((r % 9) - 2);
      }
      const ops = ["+", "-", "*", "/", "%", "==", "!=", "<", "<=", ">", ">=", "&&", "||"];
      const choice = r % 17;
      if (choice < ops.length)
        return `(${expr(seed, depth - 1, k)} ${ops[choice]} ${expr(seed, depth - 1, k)})`;
      if (choice === 13) return `abs(${expr(seed, depth - 1, k)})`;
      if (choice === 14) return `min(${expr(seed, depth - 1, k)}, ${expr(seed, depth - 1, k)})`;
      if (choice === 15) return `!${expr(seed, depth - 1, k)}`;
      return `{${vars.slice(0, 2).join(" ")}}`;
    };
    for (const s of steps) {
      const name = `v${n++}`;
      if (s.kind === "choose") {
        lines.push(`Choose ${name}`);
        vars.push(name);
      } else if (s.kind === "restrict") {
        lines.push(`Restrict ${expr(s.seed, 3)}`);
      } else {
        lines.push(`${s.kind === "let" ? "Let" : "Compute"} ${name} = ${expr(s.seed, 3)}`);
        vars.push(name);
      }
    }
    lines.push(
      `Print "#" ${vars.map((v) => `${v} ","`).join(" ")} ${vars.length > 0 ? `${vars[0]} / 2` : "0"}`,
    );
    return lines.join("\n");
  });

describe("interpreter and compiler", () => {
  it("agree with each other and with an independent model on random programs", () => {
    fc.assert(
      fc.property(programArbitrary, (text) => {
        let program: Program;
        try {
          program = parseProgram(text);
          checkProgram(program);
        } catch (e) {
          if (e instanceof InputError) return true; // e.g. a pool too small: the checker's business
          throw e;
        }
        const pool = program.statements.find((s) => s.kind === "values");
        let size = pool?.kind === "values" ? pool.values.length : 10;
        let leaves = 1;
        for (const s of program.statements) if (s.kind === "choose") leaves *= size--;
        if (leaves > 5000) return true; // keep the run short: big searches are the examples' job
        const expected = model(program);
        const compiled = runSearch(text, { profile: true });
        const interpreted = runSearch(text, { profile: true, interpret: true });
        expect(compiled.solutions.map((s) => s.text)).toEqual(expected.lines);
        expect(compiled.profile.map((p) => p.count)).toEqual(expected.counts);
        expect(interpreted.solutions).toEqual(compiled.solutions);
        expect(interpreted.profile).toEqual(compiled.profile);
        expect(interpreted.counters.nodes).toBe(compiled.counters.nodes);
        return true;
      }),
      { numRuns: 250 },
    );
  });

  it("truncates division toward zero and ends the branch on division or modulo by zero", () => {
    const text = [
      "Values -7 -1 0 2 7",
      "Choose a",
      "Choose b",
      "Compute q = a / b",
      "Compute r = a % b",
      'Print a " " b " " q " " r',
    ].join("\n");
    for (const interpret of [false, true]) {
      const r = runSearch(text, { interpret, profile: true });
      const lines = r.solutions.map((s) => s.text);
      expect(lines).toContain("-7 2 -3 -1");
      expect(lines).toContain("7 -1 -7 0");
      expect(lines).toContain("-1 7 0 -1");
      expect(lines.some((l) => l.split(" ")[1] === "0")).toBe(false);
      expect(r.profile[3].count).toBe(20);
      expect(r.profile[4].count).toBe(16);
    }
  });

  it("does not end the branch for a division the && never evaluates", () => {
    const text =
      "Values 0..3\nChoose a\nChoose b\nRestrict b != 0 && a / b == 1 || b == 0\nPrint a b";
    // a and b are different pool values: 3 / 2 == 1, and b == 0 for a = 1, 2, 3
    const expected = ["10", "20", "30", "32"];
    expect(runSearch(text).solutions.map((s) => s.text)).toEqual(expected);
    expect(runSearch(text, { interpret: true }).solutions.map((s) => s.text)).toEqual(expected);
  });
});

describe("a compiled program's arrays, kept from one run to the next", () => {
  it("are not shared by a run started from inside another run's visitor", () => {
    const checked = checkProgram(parseProgram('Values 1..3\nChoose a\nChoose b\nPrint a "" b'));
    const compiled = compileProgram(checked);
    const outer: string[] = [];
    const inner: string[] = [];
    compiled.run((_s, vars) => {
      const before = `${vars[0]}${vars[1]}`;
      if (outer.length === 0)
        compiled.run((_t, v) => {
          inner.push(`${v[0]}${v[1]}`);
        });
      // the inner run wrote its own arrays, not the ones this visitor is reading
      outer.push(`${before}=${vars[0]}${vars[1]}`);
    });
    const pairs = ["12", "13", "21", "23", "31", "32"];
    expect(inner).toEqual(pairs);
    expect(outer).toEqual(pairs.map((p) => `${p}=${p}`));
    // and a run after them gives the same again
    const again: string[] = [];
    compiled.run((_s, vars) => {
      again.push(`${vars[0]}${vars[1]}`);
    });
    expect(again).toEqual(pairs);
  });
});
