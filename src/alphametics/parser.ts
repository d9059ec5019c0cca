/**
 * The alphametic puzzle reader: tokens (words of symbols, quoted numbers, operators, relations,
 * separators), each with its 1-based line and column in code points, then equations by
 * precedence climbing, and arithmograph grids (multi-line, or the one-line reading-order form)
 * turned into their equations across and down. Cost: linear in the text's length.
 */
import { InputError, quoteInput } from "../core/errors.js";

/** A symbol of the puzzle: a letter (any Unicode letter or mark) or a written digit. */
export interface PuzzleSymbol {
  /** The symbol as written (one code point). */
  name: string;
  /** The digit's value for a written digit (`7` of `7AB`), else undefined. */
  fixed?: number;
}

/** One word: its symbols, most significant first. */
export interface PuzzleWord {
  /** Its symbols as indices into {@link ParsedPuzzle.symbols}, most significant first. */
  symbols: number[];
  /** The word as written. */
  text: string;
  /** 1-based line of its first symbol. */
  line: number;
  /** 1-based column of its first symbol, in code points. */
  column: number;
}

/** Binary operators of expressions. */
export type ArithOp = "+" | "-" | "*" | "/" | "//" | "%" | "^";
/** Relations between the two sides of an equation. */
export type Relation = "=" | "!=" | "<" | "<=" | ">" | ">=";

/** Binary operators kept as binary nodes (sums and products are n-ary). */
export type BinaryOp = "/" | "//" | "%" | "^";

/** One term of a sum: the expression, subtracted when `minus`. */
export interface SumTerm {
  /** True when the term is subtracted. */
  minus: boolean;
  /** The term. */
  expr: PuzzleExpr;
}

/**
 * An expression of a puzzle. Sums (`+`, `-`) and products (`*`) are n-ary, so that a long
 * puzzle (thousands of terms) is a shallow tree; every other operator is a binary node.
 */
export type PuzzleExpr =
  | {
      /** A word: its value is its digits read in the base. */
      kind: "word";
      /** The word, an index into {@link ParsedPuzzle.words}. */
      word: number;
    }
  | {
      /** A quoted number. */
      kind: "number";
      /** Its value. */
      value: bigint;
    }
  | {
      /** Unary minus. */
      kind: "neg";
      /** The negated expression. */
      arg: PuzzleExpr;
    }
  | {
      /** A sum of two or more terms (`+` and `-`). */
      kind: "sum";
      /** The terms, left to right. */
      terms: SumTerm[];
    }
  | {
      /** A product of two or more factors (`*`). */
      kind: "product";
      /** The factors, left to right. */
      factors: PuzzleExpr[];
    }
  | {
      /** Any other binary operator: `/` (exact division), `//`, `%`, `^`. */
      kind: "binary";
      /** The operator. */
      op: BinaryOp;
      /** The left operand. */
      left: PuzzleExpr;
      /** The right operand. */
      right: PuzzleExpr;
    };

/** One relation between two expressions. */
export interface Equation {
  /** The left side. */
  left: PuzzleExpr;
  /** The relation between the sides: `=`, `!=`, `<`, `<=`, `>` or `>=`. */
  relation: Relation;
  /** The right side. */
  right: PuzzleExpr;
  /** 1-based line where the equation starts. */
  line: number;
  /** 1-based column where the equation starts, in code points. */
  column: number;
}

/** A parsed puzzle. */
export interface ParsedPuzzle {
  /** The text as given. */
  text: string;
  /** The distinct symbols (letters and written digits), in order of first appearance. */
  symbols: PuzzleSymbol[];
  /** Every word, in order of appearance (a word written twice is listed twice). */
  words: PuzzleWord[];
  /** The equations, in order (an arithmograph grid gives its rows, then its columns). */
  equations: Equation[];
  /** Each letter occurrence in the text (for substituting digits). */
  occurrences: {
    /** Its offset in the text, in code points from 0. */
    offset: number;
    /** Its symbol, an index into {@link ParsedPuzzle.symbols}. */
    symbol: number;
  }[];
  /** True when the text was an arithmograph grid. */
  grid: boolean;
}

/** Options of the reader. */
export interface ParseOptions {
  /** Base, 2..36: written digits must be below it. @defaultValue 10 */
  base?: number;
  /**
   * Cryptator's reading: any character that is not blank, an operator or a quote is a symbol,
   * written digits included (the 2 of `dota2` is then a letter like the others). @defaultValue false
   */
  anySymbol?: boolean;
}

/** Longest word accepted, in symbols. */
export const MAX_WORD = 64;

/**
 * Deepest nesting accepted: parentheses, unary minus, powers and chains of `/ // %` each count
 * one level (sums and products are flat and count one level however long they are).
 */
export const MAX_DEPTH = 200;

/** Largest literal number accepted, in bits (the limit on every value; see MAX_BITS in evaluate.ts). */
const MAX_LITERAL_BITS = 65536;

/**
 * Combines two expressions with an operator: `+ - *` extend a sum or product on the left
 * (`A + B + C` is one sum of three terms), other operators make a binary node.
 *
 * @example
 * ```ts
 * const a: PuzzleExpr = { kind: "word", word: 0 };
 * combineExpr("+", combineExpr("+", a, a), a); // { kind: "sum", terms: [3 terms] }
 * ```
 */
export function combineExpr(op: ArithOp, left: PuzzleExpr, right: PuzzleExpr): PuzzleExpr {
  if (op === "+" || op === "-") {
    const term: SumTerm = { minus: op === "-", expr: right };
    if (left.kind === "sum") {
      left.terms.push(term);
      return left;
    }
    return { kind: "sum", terms: [{ minus: false, expr: left }, term] };
  }
  if (op === "*") {
    if (left.kind === "product") {
      left.factors.push(right);
      return left;
    }
    return { kind: "product", factors: [left, right] };
  }
  return { kind: "binary", op, left, right };
}

/**
 * The depth of an expression tree (a word or number is 1), walked without recursion.
 *
 * @example
 * ```ts
 * exprDepth(parsePuzzle("(A + B) * C = D").equations[0].left); // 3
 * ```
 */
export function exprDepth(e: PuzzleExpr): number {
  let deepest = 0;
  const stack: [PuzzleExpr, number][] = [[e, 1]];
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    const [x, d] = top;
    if (d > deepest) deepest = d;
    for (const child of children(x)) stack.push([child, d + 1]);
  }
  return deepest;
}

/**
 * The direct sub-expressions of an expression.
 *
 * @example
 * ```ts
 * children({ kind: "neg", arg: a }); // [a]
 * ```
 */
export function children(e: PuzzleExpr): PuzzleExpr[] {
  switch (e.kind) {
    case "word":
    case "number":
      return [];
    case "neg":
      return [e.arg];
    case "sum":
      return e.terms.map((t) => t.expr);
    case "product":
      return e.factors;
    case "binary":
      return [e.left, e.right];
  }
}

function literal(text: string, where: { line: number; column: number; offset: number }): bigint {
  // a cheap size test before BigInt: log2(10) < 3.33 bits per decimal digit
  const digits = text.replace(/^0+/, "").length;
  if (digits * Math.log2(10) > MAX_LITERAL_BITS + 4)
    throw new InputError(
      `the number ${quoteInput(text)} has more than ${MAX_LITERAL_BITS} bits (the limit on any value)`,
      where,
    );
  return BigInt(text);
}

type TokenKind = "word" | "number" | "op" | "rel" | "open" | "close" | "sep" | "end";

interface Token {
  kind: TokenKind;
  text: string;
  line: number;
  column: number;
  /** Code-point offset in the text. */
  offset: number;
  /** For words: code points (the word's text itself when it has no surrogate pairs). */
  chars?: string | string[];
  value?: bigint;
}

const LETTER = /[\p{L}\p{M}]/u;
const DIGIT = /[0-9]/;
const OPERATOR_CHARS = "+-*/%^=!<>&;()'\"";

/** Whether a code point is blank (white space). */
function isBlank(ch: string): boolean {
  const c = ch.charCodeAt(0);
  if (c < 128) return c === 32 || (c >= 9 && c <= 13);
  return /\s/u.test(ch);
}

/** Whether every code point is an ASCII digit. */
function allDigits(chars: string | string[]): boolean {
  for (let k = 0; k < chars.length; k++) {
    const c = chars[k].charCodeAt(0);
    if (chars[k].length !== 1 || c < 48 || c > 57) return false;
  }
  return true;
}

/** ASCII classes: 1 a letter or digit, 2 a symbol when any character is, 4 blank. */
const ASCII_CLASS = (() => {
  const table = new Uint8Array(128);
  for (let c = 0; c < 128; c++) {
    const ch = String.fromCharCode(c);
    if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57)) table[c] = 3;
    else if (c === 32 || (c >= 9 && c <= 13)) table[c] = 4;
    else if (!OPERATOR_CHARS.includes(ch)) table[c] = 2;
  }
  return table;
})();

function isSymbolChar(ch: string, anySymbol: boolean): boolean {
  const c = ch.charCodeAt(0);
  if (c < 128) {
    // ASCII without regular expressions (the common case, and the reader's hot loop)
    if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57)) return true;
    return anySymbol && c !== 32 && !(c >= 9 && c <= 13) && !OPERATOR_CHARS.includes(ch);
  }
  if (LETTER.test(ch)) return true;
  return anySymbol && !/\s/u.test(ch) && !OPERATOR_CHARS.includes(ch);
}

/** The place of code point `k` (for errors; a function of the module, not a closure made per call). */
function where(line: number, lineStart: number, k: number) {
  return { line, column: k - lineStart + 1, offset: k };
}

/** A token with every field present, in one order (one hidden class for all tokens). */
function token(
  kind: TokenKind,
  text: string,
  line: number,
  column: number,
  offset: number,
  chars?: string | string[],
  value?: bigint,
): Token {
  return { kind, text, line, column, offset, chars, value };
}

/** Splits the text into tokens; newlines become separators. */
function tokenize(text: string, options: ParseOptions): Token[] {
  // code points: without surrogate pairs the string itself (a code point's index is then its
  // index in the string, and no array is made); with them, an array of code points
  const astral = /[\uD800-\uDFFF]/.test(text);
  const chars: string | string[] = astral ? Array.from(text) : text;
  const anySymbol = options.anySymbol ?? false;
  const tokens: Token[] = [];
  let line = 1;
  let lineStart = 0;
  let i = 0;
  const symbolClass = anySymbol ? 2 : 1;
  while (i < chars.length) {
    // the common characters of a long sum (blanks and `+`) by UTF-16 code, before any string
    const c = astral ? 128 : text.charCodeAt(i);
    if (c === 32) {
      i++;
      continue;
    }
    if (c === 43) {
      tokens.push(token("op", "+", line, i - lineStart + 1, i));
      i++;
      continue;
    }
    const ch = chars[i];
    if (ch === "\n") {
      tokens.push(token("sep", "\n", line, i - lineStart + 1, i));
      i++;
      line++;
      lineStart = i;
      continue;
    }
    if (isBlank(ch)) {
      i++;
      continue;
    }
    if (c < 128 ? (ASCII_CLASS[c] & symbolClass) !== 0 : isSymbolChar(ch, anySymbol)) {
      // the word's end: ASCII through the class table, by UTF-16 code (the hot loop)
      let j = i + 1;
      for (; j < chars.length; j++) {
        const c = astral ? 128 : text.charCodeAt(j);
        if (c < 128 ? (ASCII_CLASS[c] & symbolClass) === 0 : !isSymbolChar(chars[j], anySymbol))
          break;
      }
      const word = chars.slice(i, j);
      const wordText = typeof word === "string" ? word : word.join("");
      const column = i - lineStart + 1;
      if (!anySymbol && allDigits(word)) {
        // a number written alone is a literal: it reserves no digit
        const where = { line, column, offset: i };
        tokens.push(
          token("number", wordText, line, column, i, undefined, literal(wordText, where)),
        );
        i = j;
        continue;
      }
      tokens.push(token("word", wordText, line, column, i, word));
      i = j;
      continue;
    }
    if (ch === "'" || ch === '"') {
      let j = i + 1;
      while (j < chars.length && chars[j] !== ch && chars[j] !== "\n") j++;
      if (chars[j] !== ch) throw new InputError(`unclosed quote ${ch}`, where(line, lineStart, i));
      const quoted = chars.slice(i + 1, j);
      const body = typeof quoted === "string" ? quoted : quoted.join("");
      if (!/^[0-9]+$/.test(body))
        throw new InputError(
          `a quoted literal must be a number, got ${quoteInput(body)}`,
          where(line, lineStart, i),
        );
      tokens.push(
        token(
          "number",
          body,
          line,
          i - lineStart + 1,
          i,
          undefined,
          literal(body, where(line, lineStart, i)),
        ),
      );
      i = j + 1;
      continue;
    }
    const after = chars[i + 1] ?? "";
    const two =
      (ch === "&" && after === "&") ||
      (ch === "/" && after === "/") ||
      (after === "=" && (ch === "=" || ch === "!" || ch === "<" || ch === ">"))
        ? ch + after
        : "";
    if (two === "&&") {
      tokens.push(token("sep", two, line, i - lineStart + 1, i));
      i += 2;
      continue;
    }
    if (two !== "") {
      tokens.push(
        token(two === "//" ? "op" : "rel", two === "==" ? "=" : two, line, i - lineStart + 1, i),
      );
      i += 2;
      continue;
    }
    if ("+-*/%^".includes(ch)) tokens.push(token("op", ch, line, i - lineStart + 1, i));
    else if ("=<>".includes(ch)) tokens.push(token("rel", ch, line, i - lineStart + 1, i));
    else if (ch === "(") tokens.push(token("open", ch, line, i - lineStart + 1, i));
    else if (ch === ")") tokens.push(token("close", ch, line, i - lineStart + 1, i));
    else if (ch === ";") tokens.push(token("sep", ch, line, i - lineStart + 1, i));
    else
      throw new InputError(`unknown operator '${ch}'`, { ...where(line, lineStart, i), value: ch });
    i++;
  }
  tokens.push(token("end", "", line, i - lineStart + 1, i));
  return tokens;
}

const PRECEDENCE: Record<string, number> = {
  "+": 1,
  "-": 1,
  "*": 2,
  "/": 2,
  "//": 2,
  "%": 2,
};

function describe(t: Token): string {
  if (t.kind === "end") return "the end of the puzzle";
  if (t.kind === "sep") return t.text === "\n" ? "the end of the line" : `'${t.text}'`;
  return quoteInput(t.text);
}

/** Builds the puzzle's symbols and words while parsing. */
class Reader {
  readonly symbols: PuzzleSymbol[] = [];
  readonly words: PuzzleWord[] = [];
  /** Each word's code-point offset in the text. */
  readonly offsets: number[] = [];
  private readonly index = new Map<string, number>();
  /** The symbol of each ASCII character seen, the same as `index` for those (a plain array:
   * cheaper to make than a typed one for a short puzzle). */
  private readonly ascii: number[] = [];
  private pos = 0;

  constructor(
    private tokens: Token[],
    private readonly base: number,
    private readonly digitsAreSymbols = false,
  ) {}

  reset(tokens: Token[]): void {
    this.tokens = tokens;
    this.pos = 0;
  }

  peek(): Token {
    return this.tokens[this.pos];
  }

  next(): Token {
    return this.tokens[this.pos++];
  }

  fail(message: string, t: Token): never {
    throw new InputError(message, {
      line: t.line,
      column: t.column,
      value: t.text === "" ? undefined : t.text.slice(0, 200),
    });
  }

  /** Registers a word token and returns its expression. */
  word(t: Token): PuzzleExpr {
    const chars = t.chars ?? "";
    if (chars.length > MAX_WORD)
      this.fail(
        `the word ${quoteInput(t.text)} has ${chars.length} symbols, more than ${MAX_WORD}`,
        t,
      );
    // (sized at once: pushing grows the array step by step)
    const symbols = new Array<number>(chars.length);
    const plain = typeof chars === "string";
    for (let k = 0; k < chars.length; k++) {
      // ASCII symbols through a table (the common case), others through the map
      const code = plain
        ? chars.charCodeAt(k)
        : chars[k].length === 1
          ? chars[k].charCodeAt(0)
          : 128;
      let id = code < 128 ? this.ascii[code] : this.index.get(chars[k]);
      if (id === undefined) {
        const ch = chars[k];
        const fixed = DIGIT.test(ch) && !this.digitsAreSymbols ? Number(ch) : undefined;
        if (fixed !== undefined && fixed >= this.base)
          throw new InputError(`the digit ${ch} is not below the base ${this.base}`, {
            line: t.line,
            column: t.column + k,
            value: ch,
          });
        id = this.symbols.length;
        this.symbols.push(fixed === undefined ? { name: ch } : { name: ch, fixed });
        this.index.set(ch, id);
        if (code < 128) this.ascii[code] = id;
      }
      symbols[k] = id;
    }
    this.words.push({ symbols, text: t.text, line: t.line, column: t.column });
    this.offsets.push(t.offset);
    return { kind: "word", word: this.words.length - 1 };
  }

  /** Current nesting (parentheses, unary minus, powers) while reading. */
  private depth = 0;

  /** Enters one level of nesting; refuses the puzzle beyond {@link MAX_DEPTH}. */
  private enter(t: Token): void {
    if (++this.depth > MAX_DEPTH) this.tooDeep(t);
  }

  tooDeep(t: { line: number; column: number }): never {
    throw new InputError(
      `the expression is nested too deeply (parentheses, unary minus, powers, chains of / // %): the limit is ${MAX_DEPTH} levels`,
      { line: t.line, column: t.column },
    );
  }

  operand(): PuzzleExpr {
    const t = this.next();
    if (t.kind === "word") return this.word(t);
    if (t.kind === "number") return { kind: "number", value: t.value ?? 0n };
    if (t.kind === "op" && t.text === "-") {
      this.enter(t);
      const arg = this.unary();
      this.depth--;
      return { kind: "neg", arg };
    }
    if (t.kind === "open") {
      this.enter(t);
      const inner = this.expression(0);
      this.depth--;
      const close = this.peek();
      if (close.kind !== "close")
        this.fail(
          `unbalanced parentheses: the '(' at column ${t.column} is not closed (found ${describe(close)})`,
          close,
        );
      this.next();
      return inner;
    }
    if (t.kind === "close") this.fail("unbalanced parentheses: ')' without '('", t);
    this.fail(`expected a word, a number or '(', found ${describe(t)}`, t);
  }

  /** primary ('^' unary)?, right associative. */
  unary(): PuzzleExpr {
    const base = this.operand();
    const t = this.peek();
    if (t.kind === "op" && t.text === "^") {
      this.next();
      this.enter(t);
      const right = this.unary();
      this.depth--;
      return { kind: "binary", op: "^", left: base, right };
    }
    return base;
  }

  /** Precedence climbing; `+ -` and `*` chains extend one n-ary sum or product. */
  expression(minPrecedence: number): PuzzleExpr {
    let left = this.unary();
    let chain = 0;
    for (;;) {
      const t = this.peek();
      const p = t.kind === "op" ? PRECEDENCE[t.text] : undefined;
      if (p === undefined || p < minPrecedence) break;
      this.next();
      // a word after `+` or `-` and before anything but `* / // % ^` is the term itself (the
      // common case of a long sum), read without the climb
      const w = this.tokens[this.pos];
      const after = w.kind === "word" ? this.tokens[this.pos + 1] : w;
      let right: PuzzleExpr;
      if (p === 1 && w.kind === "word" && (after.kind !== "op" || PRECEDENCE[after.text] === 1)) {
        this.pos++;
        right = this.word(w);
      } else right = this.expression(p + 1);
      // a chain of / // % nests to the left: each link is one level
      if (t.text !== "+" && t.text !== "-" && t.text !== "*" && ++chain + this.depth > MAX_DEPTH)
        this.tooDeep(t);
      left = combineExpr(t.text as ArithOp, left, right);
    }
    return left;
  }

  /** One or more relations: `a = b`, or a chain `a < b < c` (each neighbour pair). */
  equations(into: Equation[]): void {
    const first = this.peek();
    if (first.kind === "rel") this.fail(`empty left side of '${first.text}'`, first);
    let left = this.expression(0);
    let count = 0;
    while (this.peek().kind === "rel") {
      const rel = this.next();
      const after = this.peek();
      if (after.kind === "sep" || after.kind === "end" || after.kind === "rel")
        this.fail(`empty right side of '${rel.text}'`, rel);
      const right = this.expression(0);
      into.push({
        left,
        relation: rel.text as Relation,
        right,
        line: rel.line,
        column: rel.column,
      });
      left = right;
      count++;
    }
    const t = this.peek();
    if (t.kind === "close") this.fail("unbalanced parentheses: ')' without '('", t);
    if (t.kind !== "sep" && t.kind !== "end") this.fail(`unexpected ${describe(t)}`, t);
    if (count === 0) this.fail("an equation needs a relation such as '='", t);
  }

  /** Equations separated by `;`, `&&` or newlines (empty ones skipped). */
  all(): Equation[] {
    const equations: Equation[] = [];
    for (;;) {
      while (this.peek().kind === "sep") this.next();
      if (this.peek().kind === "end") break;
      this.equations(equations);
    }
    return equations;
  }
}

function isOperand(t: Token | undefined): boolean {
  return t !== undefined && (t.kind === "word" || t.kind === "number");
}

function isGridOp(t: Token | undefined): boolean {
  return t !== undefined && (t.kind === "op" || (t.kind === "rel" && t.text === "="));
}

/** Combines operands and binary operators by precedence (a row or column of a grid). */
function combine(operands: PuzzleExpr[], ops: string[]): PuzzleExpr {
  const out: PuzzleExpr[] = [operands[0]];
  const stack: string[] = [];
  const reduce = () => {
    const op = stack.pop() as ArithOp;
    const right = out.pop() as PuzzleExpr;
    const left = out.pop() as PuzzleExpr;
    out.push(combineExpr(op, left, right));
  };
  ops.forEach((op, i) => {
    const p = op === "^" ? 3 : PRECEDENCE[op];
    while (stack.length > 0) {
      const top = stack[stack.length - 1];
      const q = top === "^" ? 3 : PRECEDENCE[top];
      if (q > p || (q === p && op !== "^")) reduce();
      else break;
    }
    stack.push(op);
    out.push(operands[i + 1]);
  });
  while (stack.length > 0) reduce();
  return out[0];
}

/**
 * Reads grid tokens (separators removed): rows of operands joined by operators with one `=`
 * before the last operand, between them rows of one operator per column, the last of them all
 * `=`. Returns undefined when the tokens do not have that shape.
 */
function readGrid(reader: Reader, tokens: Token[]): Equation[] | undefined {
  let i = 0;
  const rows: { operands: Token[]; ops: Token[] }[] = [];
  const opRows: Token[][] = [];
  for (;;) {
    if (!isOperand(tokens[i])) return undefined;
    const operands = [tokens[i++]];
    const ops: Token[] = [];
    while (isGridOp(tokens[i]) && isOperand(tokens[i + 1])) {
      ops.push(tokens[i]);
      operands.push(tokens[i + 1]);
      i += 2;
    }
    rows.push({ operands, ops });
    if (tokens[i].kind === "end") break;
    const opRow: Token[] = [];
    while (isGridOp(tokens[i])) opRow.push(tokens[i++]);
    opRows.push(opRow);
  }
  const m = rows[0].operands.length;
  if (rows.length < 2 || m < 2) return undefined;
  for (const row of rows) {
    if (row.operands.length !== m) return undefined;
    if (row.ops.findIndex((t) => t.text === "=") !== m - 2) return undefined;
    if (row.ops.slice(0, m - 2).some((t) => t.kind === "rel")) return undefined;
  }
  for (const [k, opRow] of opRows.entries()) {
    if (opRow.length !== m) return undefined;
    const last = k === opRows.length - 1;
    if (opRow.some((t) => (t.text === "=") !== last)) return undefined;
  }
  const exprs = rows.map((row) => row.operands.map((t) => operandExpr(reader, t)));
  const equations: Equation[] = [];
  rows.forEach((row, r) => {
    const eq = row.ops[m - 2];
    equations.push({
      left: combine(
        exprs[r].slice(0, m - 1),
        row.ops.slice(0, m - 2).map((t) => t.text),
      ),
      relation: "=",
      right: exprs[r][m - 1],
      line: eq.line,
      column: eq.column,
    });
  });
  for (let c = 0; c < m; c++) {
    const last = opRows[opRows.length - 1][c];
    equations.push({
      left: combine(
        exprs.slice(0, -1).map((row) => row[c]),
        opRows.slice(0, -1).map((opRow) => opRow[c].text),
      ),
      relation: "=",
      right: exprs[exprs.length - 1][c],
      line: last.line,
      column: last.column,
    });
  }
  return equations;
}

function operandExpr(reader: Reader, t: Token): PuzzleExpr {
  return t.kind === "word" ? reader.word(t) : { kind: "number", value: t.value ?? 0n };
}

/**
 * Reads a puzzle: equations joined by `;`, `&&` or newlines, or an arithmograph grid.
 *
 * @param text - the puzzle: equations joined by `;`, `&&` or newlines, or an arithmograph grid
 * @param options - `base` (2..36, default 10) and `anySymbol` (default false): see
 *   {@link AlphameticParseOptions}
 *
 * @example
 * ```ts
 * const p = parsePuzzle("SEND + MORE = MONEY");
 * p.symbols.map((s) => s.name).join(""); // "SENDMORY"
 * ```
 */
export function parsePuzzle(text: string, options: ParseOptions = {}): ParsedPuzzle {
  try {
    return parseText(text, options);
  } catch (error) {
    // a one-line puzzle: name the column only
    if (error instanceof InputError && error.line !== undefined && !text.includes("\n"))
      throw new InputError(error.detail, { column: error.column, value: error.value });
    throw error;
  }
}

/**
 * Refuses equations whose trees are deeper than the walks over them may go (a grid's chain of
 * `/` has no parentheses for the reader to count). A sum or product adds one level, so a tree
 * within the reader's limit has at most 2 * MAX_DEPTH + 2 levels.
 */
function checkDepth(equations: Equation[]): Equation[] {
  for (const eq of equations)
    for (const side of [eq.left, eq.right])
      if (exprDepth(side) > 2 * MAX_DEPTH + 2)
        throw new InputError(
          `the expression is nested too deeply (parentheses, unary minus, powers, chains of / // %): the limit is ${MAX_DEPTH} levels`,
          { line: eq.line, column: eq.column },
        );
  return equations;
}

function parseText(text: string, options: ParseOptions): ParsedPuzzle {
  const base = options.base ?? 10;
  const tokens = tokenize(text, options);
  const reader = new Reader(tokens, base, options.anySymbol ?? false);
  const lines = text.includes("\n") ? text.split("\n").filter((l) => l.trim() !== "") : [text];
  const operatorLine = lines.length > 1 && lines.some((l) => /^[\s+\-*/%^=]+$/.test(l));
  // `= =` (newlines aside): the one-line form of a grid; `;` or `&&`: not a grid
  let doubleEquals = false;
  let separators = false;
  let previous: Token | undefined;
  for (const t of tokens) {
    if (t.kind === "sep") {
      if (t.text === "\n") continue;
      separators = true;
    }
    if (previous?.kind === "rel" && previous.text === "=" && t.text === "=") doubleEquals = true;
    previous = t;
  }
  if (((lines.length > 1 && operatorLine) || doubleEquals) && !separators) {
    const equations = readGrid(
      reader,
      tokens.filter((t) => t.kind !== "sep"),
    );
    if (equations) return parsed(text, reader, checkDepth(equations), true);
  }
  const equations = reader.all();
  if (equations.length === 0) throw new InputError("empty puzzle: no equation");
  // the reader itself refuses trees deeper than checkDepth allows
  return parsed(text, reader, equations, false);
}

/**
 * The parsed puzzle; its occurrences are listed when first asked for (only the printing of a
 * solution and the lowering need them, and a long puzzle has thousands). A class: the getter is
 * its prototype's, shared (a getter of its own would give each puzzle a hidden class of its own).
 */
class Parsed implements ParsedPuzzle {
  private list: { offset: number; symbol: number }[] | undefined;

  constructor(
    readonly text: string,
    readonly symbols: PuzzleSymbol[],
    readonly words: PuzzleWord[],
    readonly equations: Equation[],
    readonly grid: boolean,
    private readonly offsets: number[],
  ) {}

  get occurrences(): { offset: number; symbol: number }[] {
    if (this.list === undefined) {
      const { symbols, words, offsets } = this;
      const list: { offset: number; symbol: number }[] = [];
      for (let i = 0; i < words.length; i++) {
        const syms = words[i].symbols;
        for (let k = 0; k < syms.length; k++)
          if (symbols[syms[k]].fixed === undefined)
            list.push({ offset: offsets[i] + k, symbol: syms[k] });
      }
      this.list = list;
    }
    return this.list;
  }

  /** The plain {@link ParsedPuzzle} fields, occurrences listed (not the cache behind them). */
  toJSON(): ParsedPuzzle {
    const { text, symbols, words, equations, occurrences, grid } = this;
    return { text, symbols, words, equations, occurrences, grid };
  }
}

function parsed(text: string, reader: Reader, equations: Equation[], grid: boolean): ParsedPuzzle {
  return new Parsed(text, reader.symbols, reader.words, equations, grid, reader.offsets);
}
