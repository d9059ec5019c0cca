/**
 * The parser of the search language: one statement per line (`Values`, `Base`, `Pool`, `Choose`,
 * `Let`, `Restrict`, `Compute`, `Print`; keywords in any case, and `from` / `in` after Choose and
 * Let), expressions by precedence climbing.
 * Every syntax error is an InputError with the line and column. Cost: linear in the text.
 */
import { InputError } from "../core/errors.js";
import {
  type BinaryOp,
  type Expr,
  type FunctionName,
  type PoolRef,
  type PrintItem,
  type Program,
  STATEMENT_KINDS,
  type Statement,
} from "./ast.js";
import { NAME, type Token, tokenizeLine } from "./lexer.js";

const KEYWORDS = STATEMENT_KINDS;
const FUNCTIONS: readonly string[] = ["abs", "min", "max"];

/** Deepest nesting of unary operators and parentheses in an expression. */
const MAX_NESTING = 200;
/**
 * The most statements a program may have (200,000: checked and compiled in about 1 GB; a
 * million took 4.7 GB), and its longest text in characters (16 MiB, a Values list of 2^20
 * numbers fits).
 */
export const MAX_STATEMENTS = 200_000;
export const MAX_PROGRAM_CHARS = 1 << 24;

/** Deepest expression tree accepted (the checker and engines evaluate recursively). */
const MAX_DEPTH = 400;

/** The depth of an expression tree, computed without recursion. */
function treeDepth(root: Expr): number {
  let deepest = 0;
  const stack: [Expr, number][] = [[root, 1]];
  while (stack.length > 0) {
    const [e, d] = stack.pop()!;
    if (d > deepest) deepest = d;
    if (d > MAX_DEPTH) break;
    if (e.kind === "unary") stack.push([e.operand, d + 1]);
    else if (e.kind === "binary") stack.push([e.left, d + 1], [e.right, d + 1]);
    else if (e.kind === "call") for (const a of e.args) stack.push([a, d + 1]);
    else if (e.kind === "word") for (const a of e.digits) stack.push([a, d + 1]);
  }
  return deepest;
}

/** Binary operators by precedence level, loosest first. */
const LEVELS: BinaryOp[][] = [
  ["||"],
  ["&&"],
  ["==", "!=", "<", "<=", ">", ">="],
  ["+", "-"],
  ["*", "/", "%"],
];

/** Reads the tokens of one line. */
class LineParser {
  private pos = 0;
  private nesting = 0;

  constructor(
    private readonly tokens: Token[],
    readonly line: number,
  ) {}

  peek(offset = 0): Token {
    return this.tokens[Math.min(this.pos + offset, this.tokens.length - 1)];
  }

  next(): Token {
    const t = this.peek();
    if (t.kind !== "end") this.pos++;
    return t;
  }

  isOp(text: string): boolean {
    const t = this.peek();
    return t.kind === "op" && t.text === text;
  }

  fail(message: string, token: Token = this.peek()): never {
    throw new InputError(message, { line: this.line, column: token.column });
  }

  describe(t: Token): string {
    if (t.kind === "end") return "the end of the line";
    if (t.kind === "string") return `string "${t.text}"`;
    if (t.kind === "word") return `word {${t.text}}`;
    return `'${t.text}'`;
  }

  expectOp(text: string, what: string): Token {
    if (!this.isOp(text))
      this.fail(`expected '${text}' ${what}, found ${this.describe(this.peek())}`);
    return this.next();
  }

  expectName(what: string): Token {
    const t = this.peek();
    if (t.kind !== "name") this.fail(`expected ${what}, found ${this.describe(t)}`);
    return this.next();
  }

  expectEnd(): void {
    const t = this.peek();
    if (t.kind === "op" && t.text === ")") this.fail("unbalanced parentheses: unexpected ')'");
    if (t.kind !== "end") this.fail(`unexpected ${this.describe(t)}`);
  }

  at(t: Token) {
    return { line: this.line, column: t.column };
  }

  /** A whole expression, refused when its tree is too deep for the engines' recursion. */
  expr(): Expr {
    const start = this.peek();
    const e = this.binary(0);
    if (treeDepth(e) > MAX_DEPTH)
      this.fail(`expression too deep (more than ${MAX_DEPTH} nested operations)`, start);
    return e;
  }

  /** expression := binary expression at the loosest level. */
  binary(level: number): Expr {
    if (level === LEVELS.length) return this.unary();
    let left = this.binary(level + 1);
    for (;;) {
      const t = this.peek();
      if (t.kind !== "op" || !LEVELS[level].includes(t.text as BinaryOp)) return left;
      this.next();
      const right = this.binary(level + 1);
      left = { kind: "binary", op: t.text as BinaryOp, left, right, at: this.at(t) };
    }
  }

  unary(): Expr {
    const t = this.peek();
    if (++this.nesting > MAX_NESTING)
      this.fail(`expression nested too deeply (more than ${MAX_NESTING} levels)`, t);
    try {
      return this.unaryInner(t);
    } finally {
      this.nesting--;
    }
  }

  private unaryInner(t: Token): Expr {
    if (t.kind === "op" && (t.text === "-" || t.text === "!")) {
      this.next();
      const operand = this.unary();
      if (t.text === "-" && operand.kind === "number")
        return { kind: "number", value: 0 - operand.value, at: this.at(t) };
      return { kind: "unary", op: t.text, operand, at: this.at(t) };
    }
    if (t.kind === "op" && t.text === "+") {
      this.next();
      return this.unary();
    }
    return this.primary();
  }

  primary(): Expr {
    const t = this.next();
    switch (t.kind) {
      case "number":
        return { kind: "number", value: t.value, at: this.at(t) };
      case "name": {
        if (this.isOp("(")) {
          const lower = t.text.toLowerCase();
          if (!FUNCTIONS.includes(lower))
            this.fail(`unknown function '${t.text}' (functions: abs, min, max)`, t);
          const open = this.next();
          const args: Expr[] = [];
          if (!this.isOp(")")) {
            args.push(this.expr());
            while (this.isOp(",")) {
              this.next();
              args.push(this.expr());
            }
          }
          this.closeParen(open);
          const name = lower as FunctionName;
          if (name === "abs" && args.length !== 1) this.fail("abs() takes one argument", t);
          if (name !== "abs" && args.length < 2)
            this.fail(`${name}() takes two or more arguments`, t);
          return { kind: "call", name, args, at: this.at(t) };
        }
        return { kind: "variable", name: t.text, at: this.at(t) };
      }
      case "word":
        return this.word(t);
      case "op":
        if (t.text === "(") {
          const inner = this.expr();
          this.closeParen(t);
          return inner;
        }
        if (t.text === ")") this.fail("unbalanced parentheses: unexpected ')'", t);
        return this.fail(`expected a number, a variable or '(', found '${t.text}'`, t);
      default:
        return this.fail(`expected an expression, found ${this.describe(t)}`, t);
    }
  }

  closeParen(open: Token): void {
    if (!this.isOp(")"))
      this.fail(
        `unbalanced parentheses: expected ')' to close the '(' at column ${open.column}, found ${this.describe(this.peek())}`,
      );
    this.next();
  }

  /** `{save}`: one letter per digit; `{x1 x2 7}`: names and digits separated by blanks. */
  word(t: Token): Expr {
    const chars = Array.from(t.text);
    const digits: Expr[] = [];
    const separated = /[\s,]/.test(t.text.trim());
    let i = 0;
    while (i < chars.length) {
      const ch = chars[i];
      const column = t.column + 1 + i;
      if (/[\s,]/.test(ch)) {
        i++;
        continue;
      }
      let j = i + 1;
      if (separated) while (j < chars.length && !/[\s,]/.test(chars[j])) j++;
      const piece = chars.slice(i, j).join("");
      const at = { line: this.line, column };
      if (/^[0-9]+$/.test(piece)) digits.push({ kind: "number", value: Number(piece), at });
      else if (NAME.test(piece)) digits.push({ kind: "variable", name: piece, at });
      else this.fail(`bad digit '${piece}' in word {${t.text}}`, { ...t, column });
      i = j;
    }
    if (digits.length === 0) this.fail("empty word {}", t);
    return { kind: "word", digits, at: this.at(t) };
  }

  integer(what: string): number {
    const t = this.peek();
    let sign = 1;
    if (t.kind === "op" && t.text === "-") {
      this.next();
      sign = -1;
    }
    const n = this.peek();
    if (n.kind !== "number") this.fail(`expected ${what}, found ${this.describe(n)}`);
    this.next();
    return sign === 1 ? n.value : 0 - n.value;
  }
}

/** Most values in one pool or list of choices. */
const MAX_VALUES = 1 << 20;

/**
 * A range (`1..5`, `9..0`) or a list of distinct integers (`1 3 5`, `1, 3, 5`) up to the end of
 * the line: the values of `Values`, `Pool NAME` and `Choose v in`. `what` starts the error
 * messages (`Values`), `list` names the list in them (`the Values list`).
 */
function valueList(p: LineParser, what: string, list: string): number[] {
  const values: number[] = [];
  const start = p.peek();
  const a = p.integer(`an integer after ${what}`);
  if (p.isOp("..")) {
    p.next();
    const b = p.integer("the end of the range after '..'");
    const size = Math.abs(b - a) + 1;
    if (size > MAX_VALUES)
      p.fail(`the range ${a}..${b} has ${size} values; a pool holds at most ${MAX_VALUES}`, start);
    const step = b >= a ? 1 : -1;
    for (let v = a; v !== b + step; v += step) values.push(v);
    return values;
  }
  values.push(a);
  const seen = new Set<number>([a]); // linear: a list may have 2^20 values
  while (p.peek().kind !== "end") {
    if (p.isOp(",")) p.next();
    const t = p.peek();
    const v = p.integer(`an integer in ${list}`);
    if (seen.has(v)) p.fail(`${v} appears twice in ${list}`, t);
    seen.add(v);
    values.push(v);
  }
  return values;
}

/** The pool name after `from`. */
function poolRef(p: LineParser, what: string): PoolRef {
  const t = p.expectName(`a pool name after '${what}'`);
  return { name: t.text, at: p.at(t) };
}

/**
 * Parses a whole program. Throws InputError with line and column on a syntax error.
 *
 * @param text - the program: one statement a line, `#` comments
 *
 * @example
 * ```ts
 * const program = parseProgram("Choose s\nRestrict s != 0\nPrint s");
 * program.statements.map((s) => s.kind); // ["choose", "restrict", "print"]
 * ```
 */
export function parseProgram(text: string): Program {
  if (text.length > MAX_PROGRAM_CHARS)
    throw new InputError(
      `the program has ${text.length} characters, more than the limit of ${MAX_PROGRAM_CHARS} (16 MiB)`,
    );
  const statements: Statement[] = [];
  const lines = text.split(/\r?\n/);
  for (let index = 0; index < lines.length; index++) {
    const statement = parseStatement(lines[index], index + 1);
    if (!statement) continue;
    if (statements.length === MAX_STATEMENTS)
      throw new InputError(
        `the program has more than ${MAX_STATEMENTS} statements, the limit (each costs memory to check and compile)`,
        { line: index + 1 },
      );
    statements.push(statement);
  }
  return { statements };
}

/**
 * Parses one line; returns undefined for a blank or comment-only line.
 *
 * @example
 * ```ts
 * parseStatement("Let j = (b * d) % 10", 7)?.kind; // "let"
 * ```
 */
export function parseStatement(source: string, line: number): Statement | undefined {
  const tokens = tokenizeLine(source, line);
  const p = new LineParser(tokens, line);
  const first = p.peek();
  if (first.kind === "end") return undefined;
  const endColumn = tokens[tokens.length - 1].column;
  // columns count code points; split into them only when the line has astral characters
  const text = (
    /[\uD800-\uDFFF]/.test(source)
      ? Array.from(source)
          .slice(0, endColumn - 1)
          .join("")
      : source.slice(0, endColumn - 1)
  ).trim();
  const keyword = first.kind === "name" ? first.text.toLowerCase() : "";
  if (!(KEYWORDS as readonly string[]).includes(keyword))
    p.fail(
      `unknown statement ${p.describe(first)} (statements: Values, Base, Pool, Choose, Let, Restrict, Compute, Print)`,
    );
  p.next();
  const base = { line, text, at: p.at(first) };
  let statement: Statement;
  switch (keyword) {
    case "values":
      statement = { ...base, kind: "values", values: valueList(p, "Values", "the Values list") };
      break;
    case "pool": {
      const name = p.expectName("a pool name after Pool");
      if (p.peek().kind === "end")
        p.fail(`expected the values of pool '${name.text}' (a range such as 1..5, or a list)`);
      const values = valueList(p, `Pool ${name.text}`, `pool '${name.text}'`);
      statement = { ...base, kind: "pool", name: name.text, nameAt: p.at(name), values };
      break;
    }
    case "base": {
      const t = p.peek();
      const b = p.integer("the base after Base");
      if (b < 2 || b > 65536) p.fail(`the base must be between 2 and 65536, got ${b}`, t);
      statement = { ...base, kind: "base", base: b };
      break;
    }
    case "choose": {
      const name = p.expectName("a variable name after Choose");
      statement = { ...base, kind: "choose", name: name.text, nameAt: p.at(name) };
      const word = p.peek();
      const after = word.kind === "name" ? word.text.toLowerCase() : "";
      if (after === "from") {
        p.next();
        statement.pool = poolRef(p, `Choose ${name.text} from`);
      } else if (after === "in") {
        p.next();
        if (p.peek().kind === "end")
          p.fail(`expected the choices after 'in' (a range such as 1..9, or a list)`);
        statement.choices = valueList(p, `Choose ${name.text} in`, "the choices");
      } else if (word.kind !== "end")
        p.fail(
          `expected 'from' (a named pool), 'in' (free choices) or the end of the line after 'Choose ${name.text}', found ${p.describe(word)}`,
        );
      break;
    }
    case "let":
    case "compute": {
      const word = keyword === "let" ? "Let" : "Compute";
      const name = p.expectName(`a variable name after ${word}`);
      p.expectOp("=", `after '${word} ${name.text}'`);
      if (p.peek().kind === "end") p.fail(`expected an expression after '='`);
      const expr = p.expr();
      if (keyword === "compute") {
        statement = { ...base, kind: "compute", name: name.text, nameAt: p.at(name), expr };
        break;
      }
      statement = { ...base, kind: "let", name: name.text, nameAt: p.at(name), expr };
      const next = p.peek();
      if (next.kind === "name" && next.text.toLowerCase() === "from") {
        p.next();
        statement.pool = poolRef(p, `Let ${name.text} = ... from`);
      }
      break;
    }
    case "restrict": {
      if (p.peek().kind === "end") p.fail("expected a condition after Restrict");
      statement = { ...base, kind: "restrict", cond: p.expr() };
      break;
    }
    default: {
      const items: PrintItem[] = [];
      while (p.peek().kind !== "end") {
        if (p.isOp(",")) {
          p.next();
          continue;
        }
        const t = p.peek();
        if (t.kind === "string") {
          p.next();
          items.push({ kind: "text", text: t.text });
        } else {
          items.push({ kind: "expr", expr: p.expr() });
        }
      }
      statement = { ...base, kind: "print", items };
      break;
    }
  }
  p.expectEnd();
  return statement;
}

/**
 * Parses a single expression (used by the builder API).
 *
 * @param text - the expression, as written in the language
 * @param line - the 1-based line number used in error messages; default 1
 *
 * @example
 * ```ts
 * parseExpression("(d + e) % 10").kind; // "binary"
 * ```
 */
export function parseExpression(text: string, line = 1): Expr {
  const p = new LineParser(tokenizeLine(text, line), line);
  if (p.peek().kind === "end") p.fail("empty expression");
  const e = p.expr();
  p.expectEnd();
  return e;
}
