/**
 * The compiler of the search language: turns a checked program into specialised JavaScript and
 * loads it with `new Function`. The code is generated from the checked tree only: variables
 * become generated names (`v0`, `v1`, ... by slot), numbers are emitted as validated integer
 * literals, Print texts stay data (the caller formats them), so no user text ever becomes code.
 * Everything emitted comes from the generator's own tables: operators and function names from
 * fixed maps, numbers (values, slots, line numbers) through {@link literal} (a safe integer,
 * printed by String), and only for a program returned by `checkProgram` (a validated, frozen copy).
 * Each Choose becomes an inlined loop nested in the previous one;
 * the pool (values mapped to indices) is a 31-bit mask when it has at most 31 values, else a byte
 * array. A Let, Restrict, Compute or Print is a labelled block that `break`s to end the branch
 * (failed check, value not in the pool, division by zero). The loops come in groups of a few
 * Choose levels, each group a level function made once per compiled program (the split form:
 * the run's state, variables, pool mask and node count go in as parameters), because V8
 * optimises small functions early and one deep nest late, by on-stack replacement, again after
 * every path it had not run; a generator keeps the outer levels in itself and calls a level
 * function for the innermost group. A Restrict comparing linear expressions is tested as a sum
 * built term by term where each variable gets its value (linear.ts). A program with more than
 * {@link MAX_NESTED_DRAWS} Choose/Let statements (or very many statements) is compiled flat
 * instead: one loop over a `switch` of states (enter or resume each statement), the
 * interpreter's walk with the expressions compiled, so that no program nests deeper than V8 can
 * parse. Cost: per node, a few machine instructions (bench/search.bench.ts measures it against
 * the interpreter and against hand-written loops).
 */
import { throwIfAborted } from "../core/errors.js";
import type { Expr, PrintItem, Statement } from "./ast.js";
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
import { type LinearRestriction, linearRestriction } from "./linear.js";

/**
 * Most Choose and Let statements compiled as nested loops (V8 parses deeper nesting badly, and
 * fails near 700); a program with more is compiled as a flat state machine.
 */
export const MAX_NESTED_DRAWS = 64;

/** Most statements compiled in the nested form (it keeps one local variable per variable). */
export const MAX_NESTED_STATEMENTS = 2000;

/** Most variables for the split form (each level function takes them all as parameters). */
export const MAX_SPLIT_VARIABLES = 200;

/** Variants of the generated code. */
export interface CompileOptions {
  /** Count executions of each statement (into `counters.profile`). @defaultValue false */
  profile?: boolean;
  /** Generate a generator function that yields at each Print (lazy iteration). @defaultValue false */
  generator?: boolean;
  /**
   * Generate the flat state machine even for a small program (the form used for deep programs;
   * for tests and comparisons). @defaultValue only past {@link MAX_NESTED_DRAWS}
   */
  flat?: boolean;
  /**
   * Compile groups of a few Choose levels (with the statements up to the next group) as
   * functions of their own, the variables passed as parameters: V8 optimises such small
   * functions early, each on its own feedback, while one deep loop nest is optimised late (by
   * on-stack replacement) and again after every path it had not run yet. A generator keeps the
   * outer levels in itself and calls a function for the innermost group only. Not for the flat
   * form. @defaultValue true
   */
  split?: boolean;
  /**
   * Test a Restrict that compares linear expressions (words, sums, constant multiples) as a sum
   * built term by term where each variable gets its value (see linear.ts), not by evaluating
   * every word at the Restrict. Not for the flat form. @defaultValue true
   */
  incremental?: boolean;
  /** Choose levels per level function (split form). @defaultValue by the pool's size, at most 4 */
  levels?: number;
}

/** A compiled program. */
export interface CompiledSearch {
  /** The generated JavaScript (what `--show-code` prints). */
  code: string;
  /**
   * Runs the search, calling `visit` at each executed Print (return false to stop).
   *
   * @param visit - called at each executed Print; returning `false` stops the search
   * @param options - counters, cancellation, progress, a slice of the first Choose and a limit:
   *   see {@link SearchEngineOptions} (`onStep` is not called: compiled code has no hook)
   */
  run(visit: PrintVisitor, options?: EngineOptions): void;
  /**
   * Runs lazily (only for `generator: true`): the steps yield the index of each executed Print
   * statement, with `vars` and `items` filled as for a visitor, and -1 every few thousand nodes.
   *
   * @param options - counters, cancellation, progress, a slice of the first Choose and a limit:
   *   see {@link SearchEngineOptions}
   */
  steps(options?: EngineOptions): EngineSteps;
}

type RunFunction = (
  visit: PrintVisitor | undefined,
  tick: (nodes: number) => void,
  vars: Float64Array,
  items: Float64Array,
  counters: { nodes: number; solutions: number; profile?: Float64Array },
  firstFrom: number,
  firstTo: number,
  limit: number,
) => unknown;

/** An integer literal, checked so that only a safe integer can ever be emitted. */
function literal(n: number): string {
  if (typeof n !== "number" || !Number.isSafeInteger(n))
    throw new Error(`internal: not a safe integer literal: ${String(n)}`);
  return n < 0 ? `(${String(n)})` : String(n === 0 ? 0 : n);
}

/** The JavaScript of each operator of the language: the only operators ever emitted. */
const ARITHMETIC: Readonly<Record<string, string>> = Object.freeze({
  "+": "+",
  "-": "-",
  "*": "*",
});
const COMPARISON: Readonly<Record<string, string>> = Object.freeze({
  "==": "===",
  "!=": "!==",
  "<": "<",
  "<=": "<=",
  ">": ">",
  ">=": ">=",
});
const LOGIC: Readonly<Record<string, string>> = Object.freeze({ "&&": "&&", "||": "||" });
/** The only functions ever emitted. */
const FUNCTIONS: Readonly<Record<string, string>> = Object.freeze({
  abs: "Math.abs",
  min: "Math.min",
  max: "Math.max",
});
/** Statement kinds as written in comments of the generated code. */
const KINDS: Readonly<Record<string, string>> = Object.freeze({
  values: "values",
  base: "base",
  pool: "pool",
  choose: "choose",
  let: "let",
  restrict: "restrict",
  compute: "compute",
  print: "print",
});

/** Most arguments of one emitted call, and most digits of a word emitted as one expression. */
const WIDE = 16;

/**
 * A call of `fn` (Math.min or Math.max, associative) on many arguments, as a tree of calls with
 * at most {@link WIDE} arguments each (V8 refuses calls with more than 65,535 arguments).
 */
function callCode(fn: string, args: string[]): string {
  if (args.length <= WIDE) return `${fn}(${args.join(", ")})`;
  const groups: string[] = [];
  for (let i = 0; i < args.length; i += WIDE) {
    const chunk = args.slice(i, i + WIDE);
    groups.push(chunk.length === 1 ? chunk[0] : `${fn}(${chunk.join(", ")})`);
  }
  return callCode(fn, groups);
}

/** Looks an operator or a name up in one of the tables above; anything else is a bug. */
function table(map: Readonly<Record<string, string>>, key: string): string {
  if (!Object.hasOwn(map, key))
    throw new Error(`internal: nothing to emit for ${JSON.stringify(key)}`);
  return map[key];
}

/** Where the nested form's emission is: depth, innermost label, blocks to close, partial sums. */
interface Nest {
  /** Indentation depth of the next line. */
  d: number;
  /** The label a failing check breaks out of. */
  label: string;
  /** Lines closing the open blocks (depth, text), innermost last. */
  closers: [number, string][];
  /** Whether the emission is inside a level function (split form). */
  inFunction: boolean;
  /** The latest partial sum of each linear Restrict still ahead (a constant before any). */
  partial: Map<number, string>;
}

/** What every state of the flat form uses: the states to go to next or back to, the tick. */
interface Flat {
  next(i: number): string;
  fail(i: number): string;
  tick: string;
}

/** Generates the code of one program variant. */
class CodeGenerator {
  private temp = 0;
  private out: string[] = [];
  /** Each pool's layout, by index in `checked.pools` (0: the Values pool). */
  private readonly layouts: PoolLayout[];
  /** Whether each pool's free values are a 31-bit mask (else a byte array; unused when free). */
  private readonly bitmasks: boolean[];
  /** The pools with a mask or byte array of their own: the Values pool, and every pool drawn from. */
  private readonly drawn: number[];
  /** The pool (index into `checked.pools`) of each Choose and Let, by statement index. */
  private readonly poolOf: readonly number[];
  private readonly statements: Statement[];
  /** Index of the first Choose (its range of pool positions is a run-time parameter). */
  private readonly firstChoose: number;
  /** Slot of each variable, from the checked (frozen) variable list. */
  private readonly slots = new Map<string, number>();
  /** Whether this is the flat form (variables live in `vars`, not in locals). */
  private readonly flat: boolean;
  /** Whether groups of Choose levels are functions of their own (see {@link CompileOptions.split}). */
  private readonly split: boolean;
  /** Choose statements per level function. */
  private readonly group: number;
  /** The Restrict statements tested as linear sums, by statement index. */
  private readonly linear = new Map<number, LinearRestriction>();
  /** The terms of those sums to add at each binding statement, by its index. */
  private readonly termsAt = new Map<
    number,
    { restrict: number; slot: number; coefficient: number }[]
  >();

  constructor(
    private readonly checked: CheckedProgram,
    private readonly options: CompileOptions,
  ) {
    this.layouts = poolLayouts(checked);
    this.bitmasks = this.layouts.map((l) => l.values.length <= 31);
    this.drawn = checked.pools.flatMap((p, i) => (i === 0 || (!p.free && p.draws > 0) ? [i] : []));
    this.poolOf = checked.poolOf;
    this.statements = checked.program.statements;
    this.firstChoose = this.statements.findIndex((s) => s.kind === "choose");
    checked.variables.forEach((v, slot) => {
      this.slots.set(v.name, slot);
    });
    this.flat =
      options.flat === true ||
      checked.draws > MAX_NESTED_DRAWS ||
      this.statements.length > MAX_NESTED_STATEMENTS;
    this.split =
      !this.flat &&
      options.split !== false &&
      checked.variables.length <= MAX_SPLIT_VARIABLES &&
      this.firstChoose >= 0;
    if (!this.flat && options.incremental !== false)
      this.statements.forEach((statement, restrict) => {
        if (statement.kind !== "restrict") return;
        const form = linearRestriction(statement.cond, checked);
        // one variable against a constant costs as little as written
        if (!form || form.terms.length < 2) return;
        this.linear.set(restrict, form);
        for (const { slot, coefficient } of form.terms) {
          const at = checked.variables[slot].statement;
          const list = this.termsAt.get(at) ?? [];
          list.push({ restrict, slot, coefficient });
          this.termsAt.set(at, list);
        }
      });
    // Choose statements per level function: about 2^16 nodes at most per call of the innermost
    let widest = this.layouts[0].values.length;
    this.statements.forEach((s, i) => {
      if (s.kind === "choose")
        widest = Math.max(widest, this.layouts[this.poolOf[i]].values.length);
    });
    this.group =
      options.levels ?? Math.max(1, Math.min(4, Math.floor(16 / Math.log2(Math.max(2, widest)))));
  }

  /** The generated name of pool p's free values (a mask or a byte array): `used`, `used1`, ... */
  private used(p: number): string {
    return p === 0 ? "used" : `used${literal(p)}`;
  }

  /** The generated name of pool p's values by position: `values`, `values1`, ... */
  private values(p: number): string {
    return p === 0 ? "values" : `values${literal(p)}`;
  }

  /** The generated name of pool p's positions by value: `lookup`, `lookup1`, ... */
  private lookup(p: number): string {
    return p === 0 ? "lookup" : `lookup${literal(p)}`;
  }

  /** Declarations of each drawn pool's free values, at the start of a run. */
  private declareUsed(depth: number): void {
    for (const p of this.drawn)
      this.emit(
        depth,
        this.bitmasks[p]
          ? `let ${this.used(p)} = 0;`
          : `const ${this.used(p)} = new Uint8Array(${literal(this.layouts[p].values.length)});`,
      );
  }

  /** The code giving v the value at the position whose bit is b (bitmask pools). */
  private valueOfBit(p: number, b: string): string {
    const layout = this.layouts[p];
    return layout.ascendingRange && Number.isSafeInteger(layout.min + 31)
      ? `${literal(layout.min + 31)} - Math.clz32(${b})`
      : `${this.values(p)}[31 - Math.clz32(${b})]`;
  }

  /** The code of the value at position k of pool p (byte-array pools and free choices). */
  private valueAt(p: number, k: string): string {
    const layout = this.layouts[p];
    if (!layout.ascendingRange) return `${this.values(p)}[${k}]`;
    return layout.min === 0 ? k : `${k} + ${literal(layout.min)}`;
  }

  /**
   * A new temporary. In the flat form temporaries are function-level variables reused by every
   * statement (a declaration per statement would give the function one stack slot each, and a
   * frame too big for the stack past some 50,000 statements).
   */
  private newTemp(): string {
    const t = `t${this.temp++}`;
    if (this.temp > this.temps) this.temps = this.temp;
    return t;
  }

  /** Most temporaries used by one statement (flat form). */
  private temps = 0;

  /** The generated name of a variable: `v<slot>` (nested form) or `vars[<slot>]` (flat form). */
  private v(name: string): string {
    const slot = this.slots.get(name);
    if (slot === undefined) throw new Error("internal: unresolved variable");
    return this.flat ? `vars[${literal(slot)}]` : `v${literal(slot)}`;
  }

  private emit(depth: number, line: string): void {
    this.out.push(`${"  ".repeat(depth)}${line}`);
  }

  /** Code computing the value of `e` (a JS number expression), after `pre` statements. */
  private value(e: Expr, pre: string[], label: string): string {
    switch (e.kind) {
      case "number":
        return literal(e.value);
      case "variable":
        return this.v(e.name);
      case "unary":
        return e.op === "-"
          ? `(-${this.value(e.operand, pre, label)})`
          : `(${this.cond(e.operand, pre, label)} ? 0 : 1)`;
      case "binary": {
        switch (e.op) {
          case "+":
          case "-":
          case "*":
            return `(${this.value(e.left, pre, label)} ${table(ARITHMETIC, e.op)} ${this.value(e.right, pre, label)})`;
          case "/":
          case "%": {
            const a = this.value(e.left, pre, label);
            const b = this.value(e.right, pre, label);
            const t = this.newTemp();
            pre.push(`${this.flat ? "" : "const "}${t} = ${b};`, `if (${t} === 0) break ${label};`);
            return e.op === "/" ? `Math.trunc(${a} / ${t})` : `(${a} % ${t})`;
          }
          default:
            return `(${this.cond(e, pre, label)} ? 1 : 0)`;
        }
      }
      case "call": {
        const args = e.args.map((a) => this.value(a, pre, label));
        return callCode(table(FUNCTIONS, e.name), args);
      }
      case "word": {
        const base = literal(this.checked.base);
        if (e.digits.length > WIDE) {
          // a long word: one statement per digit, not one nested parenthesis per digit
          const t = this.newTemp();
          e.digits.forEach((d, i) => {
            const digit = this.value(d, pre, label);
            if (i === 0) pre.push(`${this.flat ? "" : "let "}${t} = ${digit};`);
            else pre.push(`${t} = ${t} * ${base} + ${digit};`);
          });
          return t;
        }
        let code = "";
        for (const d of e.digits) {
          const digit = this.value(d, pre, label);
          code = code === "" ? digit : `(${code} * ${base} + ${digit})`;
        }
        return code;
      }
    }
  }

  /** Code computing `e` as a JS boolean (true when non-zero). */
  private cond(e: Expr, pre: string[], label: string): string {
    if (e.kind === "unary" && e.op === "!") return `!${this.cond(e.operand, pre, label)}`;
    if (e.kind !== "binary") return `(${this.value(e, pre, label)} !== 0)`;
    switch (e.op) {
      case "&&":
      case "||": {
        const left = this.cond(e.left, pre, label);
        const inner: string[] = [];
        const right = this.cond(e.right, inner, label);
        const op = table(LOGIC, e.op);
        if (inner.length === 0) return `(${left} ${op} ${right})`;
        // the right side may end the branch (division by zero): evaluate it only when needed
        const t = this.newTemp();
        pre.push(`${this.flat ? "" : "let "}${t} = ${left};`);
        pre.push(`if (${op === "&&" ? t : `!${t}`}) {`);
        for (const l of inner) pre.push(`  ${l}`);
        pre.push(`  ${t} = ${right};`, "}");
        return t;
      }
      case "==":
      case "!=":
      case "<":
      case "<=":
      case ">":
      case ">=": {
        const op = table(COMPARISON, e.op);
        return `(${this.value(e.left, pre, label)} ${op} ${this.value(e.right, pre, label)})`;
      }
      default:
        return `(${this.value(e, pre, label)} !== 0)`;
    }
  }

  /**
   * The Choose statements where a level function starts (split form): one every `group` Choose
   * statements, counted back from the last one. A generator keeps all but the innermost group in
   * its own body (it can only yield from there), so a call of its level function does at most
   * about pool^group nodes between two chances to yield.
   */
  private boundaries(): Set<number> {
    const out = new Set<number>();
    if (!this.split) return out;
    const chooses = this.statements.flatMap((s, i) => (s.kind === "choose" ? [i] : []));
    if (chooses.length === 0) return out;
    for (let k = chooses.length - this.group; ; k -= this.group) {
      const at = Math.max(0, k);
      out.add(chooses[at]);
      if (this.options.generator || at === 0) break;
    }
    return out;
  }

  /**
   * Emits the statements. Only a Choose or a Let opens a nested block (the rest of the program
   * runs inside it, then the pool is restored); a failing check `break`s out of the innermost
   * such block, so the nesting depth is the number of Choose and Let statements. In the split
   * form, a Choose at a boundary calls a level function instead, which holds that Choose and
   * the rest of the program (up to the next boundary); the variables, the pools' masks and the
   * node count go in as parameters (locals there) and the count comes back.
   */
  private statements_(): void {
    const boundaries = this.boundaries();
    const main = this.out;
    const n: Nest = { d: 3, label: "search", closers: [], inFunction: false, partial: new Map() };
    for (const [r, form] of this.linear) n.partial.set(r, literal(form.constant));
    for (let i = 0; i < this.statements.length; i++) {
      const s = this.statements[i];
      if (boundaries.has(i)) this.levelCall(n, i, s);
      if (this.options.profile)
        this.emit(
          n.d,
          this.split
            ? `run.profile[${literal(i)}]++; // ${describe(s)}`
            : `p${literal(i)}++; // ${describe(s)}`,
        );
      else this.emit(n.d, `// ${describe(s)}`);
      switch (s.kind) {
        case "values":
        case "base":
        case "pool":
          break;
        case "choose":
          this.choose(n, i, s.name);
          break;
        case "let":
          this.let_(n, i, s.name, s.expr);
          break;
        case "restrict":
          this.restrict(n, i, s.cond);
          break;
        case "compute": {
          const pre: string[] = [];
          const value = this.value(s.expr, pre, n.label);
          for (const line of pre) this.emit(n.d, line);
          this.emit(n.d, `${this.v(s.name)} = ${value};`);
          this.addTerms(n, i, n.d);
          break;
        }
        case "print":
          this.print(n, i, s.items);
          break;
      }
    }
    this.close(n);
    this.out = main;
    this.levelFunctions = this.functions.map((fn) => fn.join("\n"));
  }

  /** The level functions' code while it is generated. */
  private readonly functions: string[][] = [];

  /** A name of the run's state: `run.<name>` in the split form (one object per run), else a local. */
  private r(name: string): string {
    return this.split ? `run.${name}` : name;
  }

  /** The parameters of a level function: the run, the node count, the pools, the variables. */
  private passed(): string {
    return [
      "run",
      "nodes",
      ...this.drawn.map((p) => this.used(p)),
      ...this.checked.variables.map((_, slot) => `v${literal(slot)}`),
    ].join(", ");
  }

  /** Emits the blocks still open, innermost first. */
  private close(n: Nest): void {
    while (n.closers.length > 0) {
      const [depth, line] = n.closers.pop()!;
      this.emit(depth, line);
    }
  }

  /** The node count and, every {@link TICK_NODES} nodes, the tick (and a yield in a generator). */
  private tick(n: Nest): string {
    return this.options.generator && !n.inFunction
      ? `if ((++nodes & ${TICK_NODES - 1}) === 0) { tick(nodes); yield -1; }`
      : `if ((++nodes & ${TICK_NODES - 1}) === 0) ${this.r("tick")}(nodes);`;
  }

  /** Adds the terms of the variable bound by statement `i` to the partial sums it feeds. */
  private addTerms(n: Nest, i: number, depth: number): void {
    for (const { restrict, slot, coefficient } of this.termsAt.get(i) ?? []) {
      const name = `q${literal(restrict)}_${literal(i)}`;
      const previous = n.partial.get(restrict) ?? "0";
      const term =
        coefficient === 1 ? `v${literal(slot)}` : `${literal(coefficient)} * v${literal(slot)}`;
      this.emit(depth, `const ${name} = ${previous === "0" ? term : `${previous} + ${term}`};`);
      n.partial.set(restrict, name);
    }
  }

  /**
   * At a boundary of the split form: calls the level function that holds statement i and the
   * rest (up to the next boundary), then starts emitting that function.
   */
  private levelCall(n: Nest, i: number, s: Statement): void {
    const d = n.d;
    // the partial sums computed so far go along with the variables
    const sums = [...n.partial.values()].filter((name) => name.startsWith("q"));
    const args = [this.passed(), ...sums].join(", ");
    this.emit(d, `// line ${literal(s.line)} on: in the level function L${literal(i)}`);
    this.emit(d, `nodes = L${literal(i)}(${args});`);
    if (this.options.generator) {
      // the solutions the level function found, one step each; then a chance to yield
      this.emit(d, "if (run.queue.length !== 0) {");
      this.emit(d + 1, "const queue = run.queue;");
      this.emit(d + 1, "for (let q = 0; q < queue.length; q += 3) {");
      this.emit(d + 2, "vars.set(queue[q + 1]);");
      this.emit(d + 2, "items.set(queue[q + 2]);");
      this.emit(d + 2, "yield queue[q];");
      this.emit(d + 1, "}");
      this.emit(d + 1, "queue.length = 0;");
      this.emit(d, "}");
      this.emit(d, "if (run.stopped) break search;");
      this.emit(d, "if (run.ticked) { run.ticked = false; yield -1; }");
    } else
      this.emit(
        d,
        n.inFunction ? "if (run.stopped) return nodes;" : "if (run.stopped) break search;",
      );
    this.close(n);
    const fn: string[] = [];
    this.functions.push(fn);
    this.out = fn;
    this.emit(0, `function L${literal(i)}(${args}) {`);
    n.closers = [
      [0, "}"],
      [1, "return nodes;"],
    ];
    n.d = 1;
    n.inFunction = true;
  }

  /** Opens the block of the rest of the program below a Choose or Let that bound statement i. */
  private openBody(n: Nest, i: number): void {
    this.emit(n.d + 1, this.tick(n));
    this.addTerms(n, i, n.d + 1);
    this.emit(n.d + 1, `B${i}: {`);
    n.closers.push([n.d + 1, "}"]);
    n.d += 2;
    n.label = `B${i}`;
  }

  /**
   * A Choose: a loop over the free values of its pool (a bitmask, or a byte array above 31
   * values), or for a free choice a plain counted loop over its list.
   */
  private choose(n: Nest, i: number, name: string): void {
    const { d } = n;
    const p = this.poolOf[i];
    const layout = this.layouts[p];
    const size = layout.values.length;
    const first = i === this.firstChoose;
    const v = this.v(name);
    const used = this.used(p);
    if (this.checked.pools[p].free) {
      const k = `k${i}`;
      this.emit(
        d,
        first
          ? `for (let ${k} = ${this.r("firstFrom")}; ${k} < ${this.r("firstTo")}; ${k}++) {`
          : `for (let ${k} = 0; ${k} < ${literal(size)}; ${k}++) {`,
      );
      this.emit(d + 1, `${v} = ${this.valueAt(p, k)};`);
      n.closers.push([d, "}"]);
    } else if (this.bitmasks[p]) {
      const f = `f${i}`;
      const b = `b${i}`;
      const all = `${literal(2 ** size - 1)} & ~${used}`;
      this.emit(
        d,
        first
          ? `for (let ${f} = ${all} & ((1 << ${this.r("firstTo")}) - 1) & ~((1 << ${this.r("firstFrom")}) - 1); ${f} !== 0; ${f} &= ${f} - 1) {`
          : `for (let ${f} = ${all}; ${f} !== 0; ${f} &= ${f} - 1) {`,
      );
      this.emit(d + 1, `const ${b} = ${f} & -${f};`);
      this.emit(d + 1, `${used} |= ${b};`);
      this.emit(d + 1, `${v} = ${this.valueOfBit(p, b)};`);
      n.closers.push([d, "}"], [d + 1, `${used} ^= ${b};`]);
    } else {
      const k = `k${i}`;
      this.emit(
        d,
        first
          ? `for (let ${k} = ${this.r("firstFrom")}; ${k} < ${this.r("firstTo")}; ${k}++) {`
          : `for (let ${k} = 0; ${k} < ${literal(size)}; ${k}++) {`,
      );
      this.emit(d + 1, `if (${used}[${k}] !== 0) continue;`);
      this.emit(d + 1, `${used}[${k}] = 1;`);
      this.emit(d + 1, `${v} = ${this.values(p)}[${k}];`);
      n.closers.push([d, "}"], [d + 1, `${used}[${k}] = 0;`]);
    }
    this.openBody(n, i);
  }

  /** A Let: its value, if still free in its pool, is taken from the pool for the rest. */
  private let_(n: Nest, i: number, name: string, expr: Expr): void {
    const { d, label } = n;
    const p = this.poolOf[i];
    const layout = this.layouts[p];
    const used = this.used(p);
    const pre: string[] = [];
    const value = this.value(expr, pre, label);
    const t = `x${i}`;
    const o = `o${i}`;
    this.emit(d, "{");
    for (const line of pre) this.emit(d + 1, line);
    this.emit(d + 1, `const ${t} = ${value};`);
    this.emit(d + 1, `const ${o} = ${t} - ${literal(layout.min)};`);
    this.emit(d + 1, `if (${o} < 0 || ${o} >= ${literal(layout.lookup.length)}) break ${label};`);
    const k = layout.ascendingRange ? o : `${this.lookup(p)}[${o}]`;
    if (this.bitmasks[p]) {
      const b = `b${i}`;
      if (!layout.ascendingRange) this.emit(d + 1, `if (${k} < 0) break ${label};`);
      this.emit(d + 1, `const ${b} = 1 << ${k};`);
      this.emit(d + 1, `if ((${used} & ${b}) !== 0) break ${label};`);
      this.emit(d + 1, `${used} |= ${b};`);
      n.closers.push([d, "}"], [d + 1, `${used} ^= ${b};`]);
    } else {
      const kk = `k${i}`;
      this.emit(d + 1, `const ${kk} = ${k};`);
      this.emit(d + 1, `if (${kk} < 0 || ${used}[${kk}] !== 0) break ${label};`);
      this.emit(d + 1, `${used}[${kk}] = 1;`);
      n.closers.push([d, "}"], [d + 1, `${used}[${kk}] = 0;`]);
    }
    this.emit(d + 1, `${this.v(name)} = ${t};`);
    this.openBody(n, i);
  }

  /** A Restrict: one comparison of its partial sum when it is linear, else the condition. */
  private restrict(n: Nest, i: number, condition: Expr): void {
    const form = this.linear.get(i);
    const sum = n.partial.get(i);
    if (form && sum) {
      // every term was added where its variable got its value
      this.emit(n.d, `if (!(${sum} ${table(COMPARISON, form.op)} 0)) break ${n.label};`);
      n.partial.delete(i);
      return;
    }
    const pre: string[] = [];
    const cond = this.cond(condition, pre, n.label);
    for (const line of pre) this.emit(n.d, line);
    this.emit(n.d, `if (!${cond}) break ${n.label};`);
  }

  /** A Print: the items' values and the bound variables go to the visitor (or are yielded). */
  private print(n: Nest, i: number, printItems: PrintItem[]): void {
    const { d } = n;
    const pre: string[] = [];
    const values = printItems.flatMap((item) =>
      item.kind === "expr" ? [this.value(item.expr, pre, n.label)] : [],
    );
    for (const line of pre) this.emit(d, line);
    const items = n.inFunction ? "run.items" : "items";
    const vars = n.inFunction ? "run.vars" : "vars";
    values.forEach((code, k) => {
      this.emit(d, `${items}[${k}] = ${code};`);
    });
    for (let slot = 0; slot < this.checked.boundBefore[i]; slot++)
      this.emit(d, `${vars}[${slot}] = v${slot};`);
    this.emit(d, `${this.r("solutions")}++;`);
    if (this.options.generator && !n.inFunction) this.emit(d, `yield ${literal(i)};`);
    else if (n.inFunction)
      this.emit(
        d,
        `if (run.visit(${literal(i)}, run.vars, run.items) === false) { run.stopped = true; return nodes; }`,
      );
    else this.emit(d, `if (visit(${literal(i)}, vars, items) === false) break search;`);
  }

  /** The level functions of the split form (emitted before the search itself). */
  private levelFunctions: string[] = [];

  /**
   * Emits the flat form: `state` is 2i to enter statement i, 2i + 1 to resume a Choose or Let i
   * (next value, or give the value back); a branch that ends goes straight to the resume state
   * of the nearest Choose/Let before it (-1: the search is over). Nothing nests per statement.
   */
  private flatStatements(): void {
    const count = this.statements.length;
    const profile = this.options.profile;
    // resume state of the nearest draw at or before each statement
    const backOf = new Int32Array(count + 1);
    let back = -1;
    for (let i = 0; i < count; i++) {
      backOf[i] = back; // what a failing statement i goes back to
      const kind = this.statements[i].kind;
      if (kind === "choose" || kind === "let") back = 2 * i + 1;
    }
    backOf[count] = back;
    const flat: Flat = {
      next: (i) => (i + 1 < count ? literal(2 * (i + 1)) : literal(backOf[count])),
      fail: (i) => `state = ${literal(backOf[i])}; continue search;`,
      tick: this.options.generator
        ? `if ((++nodes & ${TICK_NODES - 1}) === 0) { tick(nodes); yield -1; }`
        : `if ((++nodes & ${TICK_NODES - 1}) === 0) tick(nodes);`,
    };
    for (let i = 0; i < count; i++) {
      const s = this.statements[i];
      this.temp = 0;
      this.emit(4, `case ${literal(2 * i)}: { // ${describe(s)}`);
      if (profile) this.emit(5, `prof[${literal(i)}]++;`);
      switch (s.kind) {
        case "values":
        case "base":
        case "pool":
          this.emit(5, `state = ${flat.next(i)}; continue search;`);
          this.emit(4, "}");
          break;
        case "choose":
          this.flatChoose(flat, i, s.name);
          break;
        case "let":
          this.flatLet(flat, i, s.name, s.expr);
          break;
        default:
          this.flatCheck(flat, i, s);
          break;
      }
    }
  }

  /** A Choose of the flat form: its next free value (or next choice) on each resume. */
  private flatChoose(flat: Flat, i: number, name: string): void {
    const d = 5;
    const p = this.poolOf[i];
    const n = this.layouts[p].values.length;
    const first = i === this.firstChoose;
    const v = this.v(name);
    const used = this.used(p);
    const at = literal(i);
    if (this.checked.pools[p].free) {
      this.emit(d, `cand[${at}] = ${first ? "firstFrom" : "0"};`);
      this.emit(4, "}");
      this.emit(4, `case ${literal(2 * i + 1)}: {`);
      this.emit(d, `k = cand[${at}];`);
      this.emit(d, `if (k >= ${first ? "firstTo" : literal(n)}) { ${flat.fail(i)} }`);
      this.emit(d, `cand[${at}] = k + 1;`);
      this.emit(d, `${v} = ${this.valueAt(p, "k")};`);
    } else if (this.bitmasks[p]) {
      const range = first ? " & ((1 << firstTo) - 1) & ~((1 << firstFrom) - 1)" : "";
      this.emit(d, `cand[${at}] = ${literal(2 ** n - 1)} & ~${used}${range};`);
      this.emit(d, `held[${at}] = 0;`);
      this.emit(4, "}");
      this.emit(4, `case ${literal(2 * i + 1)}: {`);
      this.emit(d, `${used} ^= held[${at}];`);
      this.emit(d, `f = cand[${at}];`);
      this.emit(d, `if (f === 0) { ${flat.fail(i)} }`);
      this.emit(d, "b = f & -f;");
      this.emit(d, `cand[${at}] = f ^ b;`);
      this.emit(d, `held[${at}] = b;`);
      this.emit(d, `${used} |= b;`);
      this.emit(d, `${v} = ${this.valueOfBit(p, "b")};`);
    } else {
      this.emit(d, `cand[${at}] = ${first ? "firstFrom" : "0"};`);
      this.emit(d, `held[${at}] = -1;`);
      this.emit(4, "}");
      this.emit(4, `case ${literal(2 * i + 1)}: {`);
      this.emit(d, `h = held[${at}];`);
      this.emit(d, `if (h >= 0) ${used}[h] = 0;`);
      this.emit(d, `k = cand[${at}];`);
      const end = first ? "firstTo" : literal(n);
      this.emit(d, `while (k < ${end} && ${used}[k] !== 0) k++;`);
      this.emit(d, `if (k >= ${end}) { held[${at}] = -1; ${flat.fail(i)} }`);
      this.emit(d, `${used}[k] = 1;`);
      this.emit(d, `held[${at}] = k;`);
      this.emit(d, `cand[${at}] = k + 1;`);
      this.emit(d, `${v} = ${this.values(p)}[k];`);
    }
    this.emit(d, flat.tick);
    this.emit(d, `state = ${flat.next(i)}; continue search;`);
    this.emit(4, "}");
  }

  /** A Let of the flat form: take the value from its pool on entry, give it back on resume. */
  private flatLet(flat: Flat, i: number, name: string, expr: Expr): void {
    const d = 5;
    const p = this.poolOf[i];
    const layout = this.layouts[p];
    const used = this.used(p);
    const at = literal(i);
    const pre: string[] = [];
    const value = this.value(expr, pre, "L");
    this.emit(d, "L: {");
    for (const line of pre) this.emit(d + 1, line);
    this.emit(d + 1, `x = ${value};`);
    this.emit(d + 1, `o = x - ${literal(layout.min)};`);
    this.emit(d + 1, `if (o < 0 || o >= ${literal(layout.lookup.length)}) break L;`);
    this.emit(d + 1, `k = ${layout.ascendingRange ? "o" : `${this.lookup(p)}[o]`};`);
    if (this.bitmasks[p]) {
      if (!layout.ascendingRange) this.emit(d + 1, "if (k < 0) break L;");
      this.emit(d + 1, "b = 1 << k;");
      this.emit(d + 1, `if ((${used} & b) !== 0) break L;`);
      this.emit(d + 1, `${used} |= b;`);
      this.emit(d + 1, `held[${at}] = b;`);
    } else {
      this.emit(d + 1, `if (k < 0 || ${used}[k] !== 0) break L;`);
      this.emit(d + 1, `${used}[k] = 1;`);
      this.emit(d + 1, `held[${at}] = k;`);
    }
    this.emit(d + 1, `${this.v(name)} = x;`);
    this.emit(d + 1, flat.tick);
    this.emit(d + 1, `state = ${flat.next(i)}; continue search;`);
    this.emit(d, "}");
    this.emit(d, flat.fail(i));
    this.emit(4, "}");
    this.emit(4, `case ${literal(2 * i + 1)}: {`);
    this.emit(d, this.bitmasks[p] ? `${used} ^= held[${at}];` : `${used}[held[${at}]] = 0;`);
    this.emit(d, flat.fail(i));
    this.emit(4, "}");
  }

  /** A Restrict, Compute or Print of the flat form: on to the next state, or back on failure. */
  private flatCheck(flat: Flat, i: number, s: Statement): void {
    const d = 5;
    const pre: string[] = [];
    const body: string[] = [];
    if (s.kind === "restrict") {
      body.push(`if (!${this.cond(s.cond, pre, "L")}) break L;`);
    } else if (s.kind === "compute") {
      body.push(`${this.v(s.name)} = ${this.value(s.expr, pre, "L")};`);
    } else if (s.kind === "print") {
      let k = 0;
      for (const item of s.items)
        if (item.kind === "expr")
          body.push(`items[${literal(k++)}] = ${this.value(item.expr, pre, "L")};`);
      body.push("solutions++;");
      body.push(
        this.options.generator
          ? `yield ${literal(i)};`
          : `if (visit(${literal(i)}, vars, items) === false) break search;`,
      );
    }
    this.emit(d, "L: {");
    for (const line of pre) this.emit(d + 1, line);
    for (const line of body) this.emit(d + 1, line);
    this.emit(d + 1, `state = ${flat.next(i)}; continue search;`);
    this.emit(d, "}");
    this.emit(d, flat.fail(i));
    this.emit(4, "}");
  }

  /** The whole function in the flat form. */
  private generateFlat(): string {
    const count = this.statements.length;
    const { profile, generator } = this.options;
    this.emit(
      0,
      `return function${generator ? "*" : ""} search(visit, tick, vars, items, counters, firstFrom, firstTo) {`,
    );
    this.emit(1, "let nodes = 0;");
    this.emit(1, "let solutions = 0;");
    if (profile) this.emit(1, `const prof = new Float64Array(${literal(Math.max(1, count))});`);
    this.declareUsed(1);
    this.emit(1, `const held = new Int32Array(${literal(Math.max(1, count))});`);
    this.emit(1, `const cand = new Int32Array(${literal(Math.max(1, count))});`);
    this.emit(1, `let state = ${count > 0 ? "0" : "-1"};`);
    this.emit(1, "let f = 0, b = 0, h = 0, k = 0, x = 0, o = 0;");
    const tempsAt = this.out.length;
    this.emit(1, "try {");
    this.emit(2, "search: for (;;) {");
    this.emit(3, "switch (state) {");
    this.flatStatements();
    this.emit(4, "default:");
    this.emit(5, "break search;");
    if (this.temps > 0)
      this.out.splice(
        tempsAt,
        0,
        `  let ${Array.from({ length: this.temps }, (_, i) => `t${i} = 0`).join(", ")};`,
      );
    this.emit(3, "}");
    this.emit(2, "}");
    this.emit(1, "} finally {");
    this.emit(2, "counters.nodes += nodes;");
    this.emit(2, "counters.solutions += solutions;");
    if (profile) {
      this.emit(2, "const profile = counters.profile;");
      this.emit(
        2,
        `if (profile) for (let i = 0; i < ${literal(count)}; i++) profile[i] += prof[i];`,
      );
    }
    this.emit(1, "}");
    this.emit(0, "};");
    return [...this.poolBindings(), ...this.out].join("\n");
  }

  /**
   * The arrays of the named pools and free choices (`values1`, `lookup1`, ...), taken from the
   * factory's `pools` parameter once per compiled program; the Values pool's are `values` and
   * `lookup` themselves.
   */
  private poolBindings(): string[] {
    return this.checked.pools.flatMap((pool, p) =>
      p === 0 || pool.draws === 0
        ? []
        : [
            `const ${this.values(p)} = pools[${literal(p)}].values, ${this.lookup(p)} = pools[${literal(p)}].lookup;`,
          ],
    );
  }

  generate(): string {
    if (this.flat) return this.generateFlat();
    const count = this.statements.length;
    const slots = this.checked.variables.length;
    const { profile, generator } = this.options;
    const search: string[] = [];
    this.out = search;
    this.emit(
      0,
      `return function${generator ? "*" : ""} search(visit, tick, vars, items, counters, firstFrom, firstTo, limit) {`,
    );
    this.emit(1, "let nodes = 0;");
    if (!this.split) this.emit(1, "let solutions = 0;");
    if (profile && count > 0 && !this.split)
      this.emit(1, `let ${Array.from({ length: count }, (_, i) => `p${i} = 0`).join(", ")};`);
    if (slots > 0)
      this.emit(1, `let ${Array.from({ length: slots }, (_, i) => `v${i} = 0`).join(", ")};`);
    this.declareUsed(1);
    if (this.split) {
      // one object per run: level functions are made once, so a run never shares state
      this.emit(
        1,
        `const run = { visit, tick, vars, items, firstFrom, firstTo, solutions: 0, stopped: false, ticked: false, queue: [], profile: ${profile && count > 0 ? `new Float64Array(${literal(count)})` : "null"} };`,
      );
      if (generator) {
        // the level function's solutions wait in run.queue until the generator yields them; a
        // tick in it asks the generator to yield once the call is over
        this.emit(1, "run.tick = (count) => { run.ticked = true; tick(count); };");
        this.emit(
          1,
          "run.visit = (statement, v, it) => { run.queue.push(statement, v.slice(), it.slice()); return run.solutions < limit; };",
        );
      }
    }
    this.emit(1, "try {");
    this.emit(2, "search: {");
    this.statements_();
    this.emit(2, "}");
    this.emit(1, "} finally {");
    this.emit(2, "counters.nodes += nodes;");
    this.emit(2, `counters.solutions += ${this.split ? "run.solutions" : "solutions"};`);
    if (profile && count > 0) {
      this.emit(2, "const profile = counters.profile;");
      this.emit(2, "if (profile) {");
      if (this.split)
        this.emit(3, `for (let i = 0; i < ${literal(count)}; i++) profile[i] += run.profile[i];`);
      else for (let i = 0; i < count; i++) this.emit(3, `profile[${i}] += p${i};`);
      this.emit(2, "}");
    }
    this.emit(1, "}");
    this.emit(0, "};");
    // the level functions first, at the factory's level: made once per compiled program
    return [...this.poolBindings(), ...this.levelFunctions, ...search].join("\n");
  }
}

/** A one-line description of a statement for comments in generated code (no user text). */
function describe(s: Statement): string {
  return `line ${literal(s.line)}: ${table(KINDS, s.kind)}`;
}

/**
 * Compiles a checked program to JavaScript.
 *
 * @param checked - the checked program, from {@link checkSearchProgram}
 * @param compileOptions - profile, generator and code-shape switches: see
 *   {@link CompileSearchOptions}
 *
 * @example
 * ```ts
 * const compiled = compileProgram(checkProgram(parseProgram("Choose a\nRestrict a > 7\nPrint a")));
 * const found: number[] = [];
 * compiled.run((_s, _v, items) => { found.push(items[0]); });
 * // found = [8, 9]
 * ```
 */
export function compileProgram(
  checked: CheckedProgram,
  compileOptions: CompileOptions = {},
): CompiledSearch {
  assertChecked(checked);
  const code = new CodeGenerator(checked, compileOptions).generate();
  const layouts = poolLayouts(checked);
  const layout = layouts[0];
  const factory = new Function("values", "lookup", "pools", `"use strict";\n${code}`) as (
    values: Float64Array,
    lookup: Int32Array,
    pools: PoolLayout[],
  ) => RunFunction;
  const search = factory(layout.values, layout.lookup, layouts);
  const firstSize = firstChooseSize(checked);
  const statements = checked.program.statements;
  let itemCount = 1;
  for (const s of statements)
    if (s.kind === "print") itemCount = Math.max(itemCount, s.items.length);
  const tickOf = (options: EngineOptions) => {
    const signal = options.signal;
    const onTick = options.onTick;
    return (nodes: number) => {
      throwIfAborted(signal);
      onTick?.(nodes);
    };
  };
  const noTick = () => {};
  let spare: { vars: Float64Array; items: Float64Array } | undefined;
  const prepare = (options: EngineOptions) => {
    return {
      tick: tickOf(options),
      vars: new Float64Array(Math.max(1, checked.variables.length)),
      items: new Float64Array(itemCount),
      counters: options.counters ?? { nodes: 0, solutions: 0 },
      from: Math.max(0, options.firstChoose?.from ?? 0),
      to: Math.min(firstSize, options.firstChoose?.to ?? firstSize),
      limit: options.limit ?? Number.POSITIVE_INFINITY,
    };
  };
  return {
    code,
    run(visit, options = {}) {
      if (compileOptions.generator) throw new Error("compiled as a generator: use steps()");
      throwIfAborted(options.signal);
      // a run's arrays are kept for the next run (a visitor copies what it keeps), unless a
      // visitor starts another run of the same program while this one is under way
      const arrays = spare ?? {
        vars: new Float64Array(Math.max(1, checked.variables.length)),
        items: new Float64Array(itemCount),
      };
      spare = undefined;
      try {
        search(
          visit,
          options.signal || options.onTick ? tickOf(options) : noTick,
          arrays.vars,
          arrays.items,
          options.counters ?? { nodes: 0, solutions: 0 },
          Math.max(0, options.firstChoose?.from ?? 0),
          Math.min(firstSize, options.firstChoose?.to ?? firstSize),
          options.limit ?? Number.POSITIVE_INFINITY,
        );
      } finally {
        spare = arrays;
      }
    },
    steps(options = {}) {
      if (!compileOptions.generator) throw new Error("not compiled as a generator: use run()");
      const p = prepare(options);
      const steps = search(
        undefined,
        p.tick,
        p.vars,
        p.items,
        p.counters,
        p.from,
        p.to,
        p.limit,
      ) as Generator<number, void, undefined>;
      return { vars: p.vars, items: p.items, steps };
    },
  };
}
