/**
 * Validation of a syntax tree that comes from outside the parser (a library caller, a job on a
 * queue, JSON): the tree is read field by field, as own data properties only (no getters, no
 * inherited or polluted fields, no extra fields, no proxies' second answers: each field is read
 * once), and rebuilt as a fresh, frozen copy that holds exactly what the parser could have
 * produced: known statement and expression kinds, operators and function names from fixed sets,
 * variable names of the language's name syntax, numbers that are safe integers (-0 becomes 0),
 * line and column numbers that are positive safe integers, statement texts on one line, pools
 * and bases within the parser's limits, and expressions no deeper than the parser allows (no
 * shared or cyclic nodes). Anything else is an InputError. The checker validates every program
 * this way, so the engines and the code generator only ever see such copies.
 * Cost: linear in the size of the tree, without recursion.
 */
import { InputError } from "../core/errors.js";
import {
  type BinaryOp,
  type Expr,
  type PoolRef,
  type Position,
  type PrintItem,
  type Program,
  STATEMENT_KINDS,
  type Statement,
} from "./ast.js";
import { NAME } from "./lexer.js";
import { MAX_STATEMENTS } from "./parser.js";

/** Deepest expression tree accepted, as the parser (the checker and engines recurse). */
export const MAX_EXPRESSION_DEPTH = 400;

/** Most values in a pool (Values statement), as the parser. */
export const MAX_POOL = 1 << 20;

const BINARY_OPS: ReadonlySet<string> = new Set<BinaryOp>([
  "+",
  "-",
  "*",
  "/",
  "%",
  "==",
  "!=",
  "<",
  "<=",
  ">",
  ">=",
  "&&",
  "||",
]);

type Plain = Record<string, unknown>;

/** Where in the tree a problem is (for the error message). */
function bad(path: string, what: string): never {
  throw new InputError(`invalid program tree: ${path}: ${what}`);
}

function describeValue(v: unknown): string {
  if (typeof v === "string") return JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}...` : v);
  if (typeof v === "number") return Object.is(v, -0) ? "-0" : String(v);
  if (v === null) return "null";
  if (Array.isArray(v)) return "an array";
  return typeof v === "object" ? "an object" : typeof v;
}

/**
 * Reads the own data fields of a plain object: exactly `required` plus any of `optional`,
 * each read once. Refuses anything that is not a plain object (class instances, arrays,
 * functions), accessors, symbol keys and unknown fields.
 */
function fields(
  value: unknown,
  path: string,
  required: readonly string[],
  optional: readonly string[] = [],
): Plain {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    bad(path, `expected an object, got ${describeValue(value)}`);
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) bad(path, "expected a plain object");
  const keys = Reflect.ownKeys(value);
  const out: Plain = Object.create(null);
  for (const key of keys) {
    if (typeof key !== "string") bad(path, "unexpected symbol key");
    if (!required.includes(key) && !optional.includes(key))
      bad(path, `unexpected field ${JSON.stringify(key)}`);
    const d = Object.getOwnPropertyDescriptor(value, key);
    if (!d || !("value" in d)) bad(`${path}.${key}`, "must be a data field, not a getter");
    out[key] = d.value;
  }
  for (const key of required) if (!(key in out)) bad(path, `missing field ${JSON.stringify(key)}`);
  return out;
}

/** The elements of a real array, each an own data element, read once. */
function elements(value: unknown, path: string, max = Number.MAX_SAFE_INTEGER): unknown[] {
  if (!Array.isArray(value) || Object.getPrototypeOf(value) !== Array.prototype)
    bad(path, `expected an array, got ${describeValue(value)}`);
  const lengthDescriptor = Object.getOwnPropertyDescriptor(value, "length");
  const length = lengthDescriptor?.value;
  if (typeof length !== "number" || length > max)
    bad(path, `at most ${max} elements, got ${length}`);
  // only the elements are read (and copied): other fields of the array are never looked at
  const out = new Array<unknown>(length);
  for (let i = 0; i < length; i++) {
    const d = Object.getOwnPropertyDescriptor(value, i);
    if (!d || !("value" in d))
      bad(`${path}[${i}]`, "must be a data element, not a getter or a hole");
    out[i] = d.value;
  }
  return out;
}

function integer(value: unknown, path: string, min: number, max: number): number {
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < min || value > max)
    bad(
      path,
      `expected an integer from ${min} to ${max === Number.MAX_SAFE_INTEGER ? "2^53 - 1" : max}, got ${describeValue(value)}`,
    );
  return value === 0 ? 0 : value; // -0 becomes 0
}

const safe = (value: unknown, path: string) =>
  integer(value, path, -Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);

function string(value: unknown, path: string): string {
  if (typeof value !== "string") bad(path, `expected a string, got ${describeValue(value)}`);
  return value;
}

function oneOf<T extends string>(value: unknown, path: string, allowed: readonly T[]): T {
  if (typeof value !== "string" || !(allowed as readonly string[]).includes(value))
    bad(path, `expected one of ${allowed.join(" ")}, got ${describeValue(value)}`);
  return value as T;
}

function name(value: unknown, path: string): string {
  if (typeof value !== "string" || !NAME.test(value))
    bad(
      path,
      `expected a variable name (a letter or _, then letters, digits, _), got ${describeValue(value)}`,
    );
  return value;
}

function position(value: unknown, path: string): Position {
  const f = fields(value, path, ["line", "column"]);
  return Object.freeze({
    line: integer(f.line, `${path}.line`, 1, Number.MAX_SAFE_INTEGER),
    column: integer(f.column, `${path}.column`, 1, Number.MAX_SAFE_INTEGER),
  });
}

/** A node of an expression tree being validated (see `expression`). */
interface Frame {
  value: unknown;
  path: string;
  depth: number;
  /** Filled on the first visit: the node's fields and its children's frames. */
  f?: Plain;
  children?: Frame[];
  result?: Expr;
}

/** The fields each kind of expression node has. */
const EXPRESSION_SHAPE: Record<Expr["kind"], string[]> = {
  number: ["kind", "value", "at"],
  variable: ["kind", "name", "at"],
  unary: ["kind", "op", "operand", "at"],
  binary: ["kind", "op", "left", "right", "at"],
  call: ["kind", "name", "args", "at"],
  word: ["kind", "digits", "at"],
};

/**
 * Validates and copies one expression tree, without recursion: nodes are visited from a stack
 * and rebuilt children first. Each object may appear once (no shared or cyclic nodes).
 */
function expression(root: unknown, rootPath: string, seen: Set<object>): Expr {
  const top: Frame = { value: root, path: rootPath, depth: 1 };
  const stack: Frame[] = [top];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1];
    if (frame.f === undefined) {
      const children = openNode(frame, seen);
      frame.children = children;
      for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
      continue;
    }
    stack.pop();
    const { f, path, children = [] } = frame;
    frame.result = Object.freeze(
      buildNode(
        f,
        path,
        children.map((c) => c.result as Expr),
      ),
    );
  }
  return top.result as Expr;
}

/**
 * The first visit of a node: its depth, that it appears once, its kind and exactly that kind's
 * fields, the function of a call and its number of arguments, a word's digits; sets `frame.f`
 * to its fields and returns its children's frames, in order.
 */
function openNode(frame: Frame, seen: Set<object>): Frame[] {
  const { value, path, depth } = frame;
  if (depth > MAX_EXPRESSION_DEPTH)
    bad(path, `expression too deep (more than ${MAX_EXPRESSION_DEPTH} nested operations)`);
  if (typeof value === "object" && value !== null) {
    if (seen.has(value)) bad(path, "a node appears twice in the tree (shared or cyclic)");
    seen.add(value);
  }
  const kindOf = fields(
    value,
    path,
    ["kind"],
    ["value", "name", "op", "operand", "left", "right", "args", "digits", "at"],
  );
  const kind = oneOf(kindOf.kind, `${path}.kind`, [
    "number",
    "variable",
    "unary",
    "binary",
    "call",
    "word",
  ]);
  for (const key of Object.keys(kindOf))
    if (!EXPRESSION_SHAPE[kind].includes(key))
      bad(path, `unexpected field ${JSON.stringify(key)} in a ${kind} node`);
  for (const key of EXPRESSION_SHAPE[kind])
    if (!(key in kindOf)) bad(path, `missing field ${JSON.stringify(key)} in a ${kind} node`);
  const f = kindOf;
  frame.f = f;
  const children: Frame[] = [];
  const child = (value: unknown, p: string) => children.push({ value, path: p, depth: depth + 1 });
  if (kind === "unary") child(f.operand, `${path}.operand`);
  else if (kind === "binary") {
    child(f.left, `${path}.left`);
    child(f.right, `${path}.right`);
  } else if (kind === "call") {
    const fn = oneOf(f.name, `${path}.name`, ["abs", "min", "max"]);
    const args = elements(f.args, `${path}.args`);
    if (fn === "abs" && args.length !== 1) bad(`${path}.args`, "abs() takes one argument");
    if (fn !== "abs" && args.length < 2) bad(`${path}.args`, `${fn}() takes two or more arguments`);
    args.forEach((a, i) => {
      child(a, `${path}.args[${i}]`);
    });
    f.args = args;
  } else if (kind === "word") {
    const digits = elements(f.digits, `${path}.digits`);
    if (digits.length === 0) bad(`${path}.digits`, "empty word");
    digits.forEach((d, i) => {
      child(d, `${path}.digits[${i}]`);
    });
    f.digits = digits;
  }
  return children;
}

/** The second visit of a node: its own fields checked, a frozen copy made over its children's. */
function buildNode(f: Plain, path: string, sub: Expr[]): Expr {
  const at = position(f.at, `${path}.at`);
  let e: Expr;
  switch (f.kind) {
    case "number":
      e = { kind: "number", value: safe(f.value, `${path}.value`), at };
      break;
    case "variable":
      e = { kind: "variable", name: name(f.name, `${path}.name`), at };
      break;
    case "unary":
      e = { kind: "unary", op: oneOf(f.op, `${path}.op`, ["-", "!"]), operand: sub[0], at };
      break;
    case "binary": {
      if (typeof f.op !== "string" || !BINARY_OPS.has(f.op))
        bad(`${path}.op`, `expected a binary operator, got ${describeValue(f.op)}`);
      e = { kind: "binary", op: f.op as BinaryOp, left: sub[0], right: sub[1], at };
      break;
    }
    case "call":
      e = {
        kind: "call",
        name: f.name as "abs" | "min" | "max",
        args: Object.freeze(sub) as Expr[],
        at,
      };
      break;
    default:
      for (const [i, d] of sub.entries())
        if (d.kind !== "number" && d.kind !== "variable")
          bad(`${path}.digits[${i}]`, "a word digit is a number or a variable");
        else if (d.kind === "number" && d.value < 0)
          bad(`${path}.digits[${i}]`, "a word digit cannot be negative");
      e = { kind: "word", digits: Object.freeze(sub) as Expr[], at };
      break;
  }
  return e;
}

const STATEMENT_FIELDS: Record<Statement["kind"], string[]> = {
  values: ["values"],
  base: ["base"],
  pool: ["name", "nameAt", "values"],
  choose: ["name", "nameAt"],
  let: ["name", "nameAt", "expr"],
  restrict: ["cond"],
  compute: ["name", "nameAt", "expr"],
  print: ["items"],
};

/** Fields a statement may have or not (`from NAME`, `in <choices>`). */
const OPTIONAL_FIELDS: Partial<Record<Statement["kind"], string[]>> = {
  choose: ["pool", "choices"],
  let: ["pool"],
};

/** A pool or a list of choices: 1 to 2^20 distinct safe integers. */
function valueList(value: unknown, path: string): number[] {
  const raw = elements(value, path, MAX_POOL);
  if (raw.length === 0) bad(path, "the pool is empty");
  const values = new Array<number>(raw.length);
  const set = new Set<number>();
  for (let i = 0; i < raw.length; i++) {
    const v = safe(raw[i], `${path}[${i}]`);
    if (set.has(v)) bad(`${path}[${i}]`, `${v} appears twice in the pool`);
    set.add(v);
    values[i] = v;
  }
  return Object.freeze(values) as number[];
}

/** The `from NAME` of a Choose or Let, when present. */
function poolRef(f: Plain, path: string): { pool?: PoolRef } {
  if (!("pool" in f)) return {};
  const g = fields(f.pool, `${path}.pool`, ["name", "at"]);
  return {
    pool: Object.freeze({
      name: name(g.name, `${path}.pool.name`),
      at: position(g.at, `${path}.pool.at`),
    }),
  };
}

function statement(value: unknown, path: string, seen: Set<object>): Statement {
  if (typeof value === "object" && value !== null) {
    if (seen.has(value)) bad(path, "a statement appears twice in the program");
    seen.add(value);
  }
  const f0 = fields(
    value,
    path,
    ["kind", "line", "text", "at"],
    ["values", "base", "name", "nameAt", "expr", "cond", "items", "pool", "choices"],
  );
  const kind = oneOf(f0.kind, `${path}.kind`, STATEMENT_KINDS);
  const allowed = ["kind", "line", "text", "at", ...STATEMENT_FIELDS[kind]];
  allowed.push(...(OPTIONAL_FIELDS[kind] ?? []));
  for (const key of Object.keys(f0))
    if (!allowed.includes(key))
      bad(path, `unexpected field ${JSON.stringify(key)} in a ${kind} statement`);
  for (const key of STATEMENT_FIELDS[kind])
    if (!(key in f0)) bad(path, `missing field ${JSON.stringify(key)} in a ${kind} statement`);
  const text = string(f0.text, `${path}.text`);
  if (text.includes("\n")) bad(`${path}.text`, "a statement's text is one line");
  const base = {
    line: integer(f0.line, `${path}.line`, 1, Number.MAX_SAFE_INTEGER),
    text,
    at: position(f0.at, `${path}.at`),
  };
  switch (kind) {
    case "values":
      return Object.freeze({ ...base, kind, values: valueList(f0.values, `${path}.values`) });
    case "pool":
      return Object.freeze({
        ...base,
        kind,
        name: name(f0.name, `${path}.name`),
        nameAt: position(f0.nameAt, `${path}.nameAt`),
        values: valueList(f0.values, `${path}.values`),
      });
    case "base":
      return Object.freeze({ ...base, kind, base: integer(f0.base, `${path}.base`, 2, 65536) });
    case "choose": {
      if ("pool" in f0 && "choices" in f0)
        bad(path, 'a Choose draws from a pool or from choices, not both ("pool" and "choices")');
      return Object.freeze({
        ...base,
        kind,
        name: name(f0.name, `${path}.name`),
        nameAt: position(f0.nameAt, `${path}.nameAt`),
        ...poolRef(f0, path),
        ...("choices" in f0 ? { choices: valueList(f0.choices, `${path}.choices`) } : {}),
      });
    }
    case "let":
    case "compute":
      return Object.freeze({
        ...base,
        kind,
        name: name(f0.name, `${path}.name`),
        nameAt: position(f0.nameAt, `${path}.nameAt`),
        expr: expression(f0.expr, `${path}.expr`, seen),
        ...(kind === "let" ? poolRef(f0, path) : {}),
      });
    case "restrict":
      return Object.freeze({ ...base, kind, cond: expression(f0.cond, `${path}.cond`, seen) });
    default: {
      const raw = elements(f0.items, `${path}.items`);
      const items: PrintItem[] = raw.map((item, i) => {
        const p = `${path}.items[${i}]`;
        if (typeof item === "object" && item !== null) {
          if (seen.has(item)) bad(p, "an item appears twice in the program");
          seen.add(item);
        }
        const f = fields(item, p, ["kind"], ["text", "expr"]);
        const k = oneOf(f.kind, `${p}.kind`, ["text", "expr"]);
        if (k === "text") {
          if ("expr" in f || !("text" in f))
            bad(p, 'a text item has exactly the fields "kind" and "text"');
          return Object.freeze({ kind: "text" as const, text: string(f.text, `${p}.text`) });
        }
        if ("text" in f || !("expr" in f))
          bad(p, 'an expression item has exactly the fields "kind" and "expr"');
        return Object.freeze({
          kind: "expr" as const,
          expr: expression(f.expr, `${p}.expr`, seen),
        });
      });
      return Object.freeze({
        ...base,
        kind: "print" as const,
        items: Object.freeze(items) as PrintItem[],
      });
    }
  }
}

/**
 * Validates a syntax tree from anywhere (parsed, built by hand, decoded from JSON, received from
 * a queue) and returns a fresh frozen copy that holds only what the parser can produce. Throws
 * InputError naming the first bad field (as a path such as `statements[2].expr.name`).
 *
 * @example
 * ```ts
 * validateProgram(parseProgram("Choose a\nPrint a")).statements.length; // 2
 * validateProgram({ statements: [{ kind: "eval" }] }); // throws InputError
 * ```
 */
export function validateProgram(tree: unknown): Program {
  const f = fields(tree, "program", ["statements"]);
  const raw = elements(f.statements, "program.statements");
  if (raw.length > MAX_STATEMENTS)
    throw new InputError(
      `program.statements: more than ${MAX_STATEMENTS} statements, the limit (each costs memory to check and compile)`,
    );
  const seen = new Set<object>();
  const statements = raw.map((s, i) => statement(s, `statements[${i}]`, seen));
  return Object.freeze({ statements: Object.freeze(statements) as Statement[] });
}
