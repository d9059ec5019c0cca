/**
 * The typed syntax tree of the search language (see README, "search language"): a program is a
 * flat list of statements, one per source line, each remembering its line and its text as
 * written (for error messages and the profile). Expressions are small trees of integers.
 */

/** A 1-based position in the program text. */
export interface Position {
  line: number;
  column: number;
}

/** Binary operators; comparisons and logic give 1 or 0. */
export type BinaryOp =
  | "+"
  | "-"
  | "*"
  | "/"
  | "%"
  | "=="
  | "!="
  | "<"
  | "<="
  | ">"
  | ">="
  | "&&"
  | "||";

/** Built-in functions. */
export type FunctionName = "abs" | "min" | "max";

/** An integer expression. */
export type Expr =
  | { kind: "number"; value: number; at: Position }
  | { kind: "variable"; name: string; at: Position }
  | { kind: "unary"; op: "-" | "!"; operand: Expr; at: Position }
  | { kind: "binary"; op: BinaryOp; left: Expr; right: Expr; at: Position }
  | { kind: "call"; name: FunctionName; args: Expr[]; at: Position }
  /** `{save}`: the number whose digits (most significant first) are these variables or digits. */
  | { kind: "word"; digits: Expr[]; at: Position };

/** One item of a Print statement: literal text or an expression's value. */
export type PrintItem = { kind: "text"; text: string } | { kind: "expr"; expr: Expr };

/** What every statement of a search program carries: where it was written, and its text. */
export interface StatementBase {
  /** 1-based source line. */
  line: number;
  /** The statement as written (comment and surrounding blanks removed). */
  text: string;
  /** Where the statement's keyword starts. */
  at: Position;
}

/** `from NAME` on a Choose or Let: the named pool it draws from, and where its name is written. */
export interface PoolRef {
  name: string;
  at: Position;
}

/** The statement kinds, which are also the statements' keywords (in lower case). */
export const STATEMENT_KINDS = [
  "values",
  "base",
  "pool",
  "choose",
  "let",
  "restrict",
  "compute",
  "print",
] as const;

/** A statement of the search language. */
export type Statement =
  | (StatementBase & { kind: "values"; values: number[] })
  | (StatementBase & { kind: "base"; base: number })
  /** `Pool NAME <range or list>`: a named pool, an all-different group of its own. */
  | (StatementBase & { kind: "pool"; name: string; nameAt: Position; values: number[] })
  /**
   * `Choose v` (the Values pool), `Choose v from NAME` (`pool`), or `Choose v in <range or list>`
   * (`choices`: a free choice, drawn from no pool, so values may repeat).
   */
  | (StatementBase & {
      kind: "choose";
      name: string;
      nameAt: Position;
      pool?: PoolRef;
      choices?: number[];
    })
  /** `Let v = <expr>` (the Values pool) or `Let v = <expr> from NAME` (`pool`). */
  | (StatementBase & { kind: "let"; name: string; nameAt: Position; expr: Expr; pool?: PoolRef })
  | (StatementBase & { kind: "restrict"; cond: Expr })
  | (StatementBase & { kind: "compute"; name: string; nameAt: Position; expr: Expr })
  | (StatementBase & { kind: "print"; items: PrintItem[] });

/** A parsed program. */
export interface Program {
  statements: Statement[];
}
