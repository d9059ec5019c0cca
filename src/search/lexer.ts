/**
 * The lexer of the search language: turns one line of program text into tokens (names,
 * integers, string literals, operators), each with its 1-based column counted in code points.
 * A `#` outside a string starts a comment. Cost: linear in the line's length.
 */
import { InputError, quoteInput } from "../core/errors.js";

/** Kinds of token. */
export type TokenKind = "name" | "number" | "string" | "word" | "op" | "end";

/** One token of a line. */
export interface Token {
  kind: TokenKind;
  /** The token's text (for strings the decoded contents, for words what is inside the braces). */
  text: string;
  /** The integer value of a number token. */
  value: number;
  /** 1-based column of the token's first character. */
  column: number;
  /** Whether blank space came right before this token. */
  spaced: boolean;
}

const OPERATORS = [
  "..",
  "==",
  "!=",
  "<=",
  ">=",
  "&&",
  "||",
  "+",
  "-",
  "*",
  "/",
  "%",
  "(",
  ")",
  "<",
  ">",
  "!",
  "=",
  ",",
];

/** A name starts with a letter, a combining mark or `_` (any script: alphametic letters). */
export const NAME_START = /[\p{L}\p{M}_]/u;
/** Later characters of a name may also be ASCII digits. */
export const NAME_PART = /[\p{L}\p{M}0-9_]/u;
/** A whole name. */
export const NAME = /^[\p{L}\p{M}_][\p{L}\p{M}0-9_]*$/u;

/** Largest integer literal accepted: arithmetic stays exact below 2^53. */
export const MAX_LITERAL = Number.MAX_SAFE_INTEGER;

/**
 * Splits one line into tokens, ending with an `end` token; the comment is dropped.
 *
 * @example
 * ```ts
 * tokenizeLine("Let j = (b * d) % 10", 4).map((t) => t.text);
 * // ["Let", "j", "=", "(", "b", "*", "d", ")", "%", "10", ""]
 * ```
 */
export function tokenizeLine(text: string, line: number): Token[] {
  // columns count code points: split into them only when the line has astral characters
  const chars: ArrayLike<string> & { slice(a: number, b: number): string | string[] } =
    /[\uD800-\uDFFF]/.test(text) ? Array.from(text) : text;
  const piece = (a: number, b: number) => {
    const p = chars.slice(a, b);
    return typeof p === "string" ? p : p.join("");
  };
  const tokens: Token[] = [];
  let i = 0;
  let spaced = true;
  while (i < chars.length) {
    const ch = chars[i];
    const column = i + 1;
    if (ch === " " || ch === "\t" || ch === "\r") {
      i++;
      spaced = true;
      continue;
    }
    if (ch === "#") break;
    if (ch >= "0" && ch <= "9") {
      let j = i + 1;
      while (j < chars.length && chars[j] >= "0" && chars[j] <= "9") j++;
      const digits = piece(i, j);
      if (j < chars.length && NAME_START.test(chars[j]))
        throw new InputError(`a name cannot start with a digit: ${quoteInput(digits + chars[j])}`, {
          line,
          column,
        });
      if (digits.length >= 16 && BigInt(digits) > BigInt(MAX_LITERAL))
        throw new InputError(
          `number ${digits} is too large for exact integer arithmetic (at most 2^53 - 1 = ${MAX_LITERAL})`,
          { line, column, value: digits },
        );
      tokens.push({ kind: "number", text: digits, value: Number(digits), column, spaced });
      i = j;
    } else if (NAME_START.test(ch)) {
      let j = i + 1;
      while (j < chars.length && NAME_PART.test(chars[j])) j++;
      tokens.push({ kind: "name", text: piece(i, j), value: 0, column, spaced });
      i = j;
    } else if (ch === '"') {
      let j = i + 1;
      let out = "";
      for (;;) {
        if (j >= chars.length)
          throw new InputError("unterminated string: missing closing '\"'", { line, column });
        const c = chars[j];
        if (c === '"') break;
        if (c === "\\" && j + 1 < chars.length) {
          const n = chars[j + 1];
          out += n === "n" ? "\n" : n === "t" ? "\t" : n;
          j += 2;
          continue;
        }
        out += c;
        j++;
      }
      tokens.push({ kind: "string", text: out, value: 0, column, spaced });
      i = j + 1;
    } else if (ch === "{") {
      let j = i + 1;
      while (j < chars.length && chars[j] !== "}") j++;
      if (j >= chars.length)
        throw new InputError("unterminated word: missing closing '}'", { line, column });
      tokens.push({ kind: "word", text: piece(i + 1, j), value: 0, column, spaced });
      i = j + 1;
    } else {
      const two = ch + (chars[i + 1] ?? "");
      const op = OPERATORS.find((o) => o === two) ?? OPERATORS.find((o) => o === ch);
      if (!op) throw new InputError(`unexpected character '${ch}'`, { line, column, value: ch });
      tokens.push({ kind: "op", text: op, value: 0, column, spaced });
      i += op.length;
    }
    spaced = false;
  }
  tokens.push({ kind: "end", text: "", value: 0, column: i + 1, spaced });
  return tokens;
}
