/**
 * The typed syntax tree of the search language (see README, "search language"): a program is a
 * flat list of statements, one per source line, each remembering its line and its text as
 * written (for error messages and the profile). Expressions are small trees of integers.
 */

/** A 1-based position in the program text. */
export interface Position {
  /** 1-based line. */
  line: number;
  /** 1-based column, in code points. */
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
  | {
      /** An integer literal. */
      kind: "number";
      /** Its value (a safe integer). */
      value: number;
      /** Where it is written. */
      at: Position;
    }
  | {
      /** A variable's value. */
      kind: "variable";
      /** The variable's name, as written. */
      name: string;
      /** Where it is written. */
      at: Position;
    }
  | {
      /** A unary operator: `-` negates, `!` gives 1 for 0 and 0 otherwise. */
      kind: "unary";
      /** The operator. */
      op: "-" | "!";
      /** The operand. */
      operand: Expr;
      /** Where the operator is written. */
      at: Position;
    }
  | {
      /** A binary operator. */
      kind: "binary";
      /** The operator (`/` and `%` are integer division and remainder). */
      op: BinaryOp;
      /** The left operand. */
      left: Expr;
      /** The right operand. */
      right: Expr;
      /** Where the operator is written. */
      at: Position;
    }
  | {
      /** A call of a built-in function. */
      kind: "call";
      /** The function: `abs`, `min` or `max`. */
      name: FunctionName;
      /** The arguments, left to right. */
      args: Expr[];
      /** Where the function's name is written. */
      at: Position;
    }
  /** `{save}`: the number whose digits (most significant first) are these variables or digits. */
  | {
      /** A word: digits read in the program's base (`Base`, default 10). */
      kind: "word";
      /** The digits, most significant first: variables or single digits. */
      digits: Expr[];
      /** Where the opening brace is written. */
      at: Position;
    };

/** One item of a Print statement: literal text or an expression's value. */
export type PrintItem =
  | {
      /** A string literal. */
      kind: "text";
      /** The literal's text, without its quotes. */
      text: string;
    }
  | {
      /** An expression, printed as its decimal value. */
      kind: "expr";
      /** The expression. */
      expr: Expr;
    };

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
  /** The pool's name, as declared by a `Pool` statement. */
  name: string;
  /** Where the name is written after `from`. */
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
  | (StatementBase & {
      /** `Values <range or list>`: the pool that `Choose` and `Let` draw from (default 0..9). */
      kind: "values";
      /** The pool's values, in order (distinct integers). */
      values: number[];
    })
  | (StatementBase & {
      /** `Base N`: the base of word values. */
      kind: "base";
      /** The base, an integer ≥ 2 (default 10). */
      base: number;
    })
  /** `Pool NAME <range or list>`: a named pool, an all-different group of its own. */
  | (StatementBase & {
      /** `Pool NAME <range or list>`: a named pool. */
      kind: "pool";
      /** The pool's name. */
      name: string;
      /** Where the name is written. */
      nameAt: Position;
      /** The pool's values, in order (distinct integers). */
      values: number[];
    })
  /**
   * `Choose v` (the Values pool), `Choose v from NAME` (`pool`), or `Choose v in <range or list>`
   * (`choices`: a free choice, drawn from no pool, so values may repeat).
   */
  | (StatementBase & {
      /** `Choose v`: try each value still in the pool (or each of `choices`) for `v`. */
      kind: "choose";
      /** The variable's name. */
      name: string;
      /** Where the name is written. */
      nameAt: Position;
      /** The named pool drawn from (`from NAME`); absent for the Values pool or `in`. */
      pool?: PoolRef;
      /** The values of `in <range or list>`, in order (repeats across variables allowed). */
      choices?: number[];
    })
  /** `Let v = <expr>` (the Values pool) or `Let v = <expr> from NAME` (`pool`). */
  | (StatementBase & {
      /** `Let v = expr`: `v` takes the value if it is still in the pool, else the branch ends. */
      kind: "let";
      /** The variable's name. */
      name: string;
      /** Where the name is written. */
      nameAt: Position;
      /** The value's expression. */
      expr: Expr;
      /** The named pool drawn from (`from NAME`); absent for the Values pool. */
      pool?: PoolRef;
    })
  | (StatementBase & {
      /** `Restrict cond`: the branch ends unless `cond` is non-zero. */
      kind: "restrict";
      /** The condition. */
      cond: Expr;
    })
  | (StatementBase & {
      /** `Compute v = expr`: a plain variable, drawn from no pool. */
      kind: "compute";
      /** The variable's name. */
      name: string;
      /** Where the name is written. */
      nameAt: Position;
      /** The value's expression. */
      expr: Expr;
    })
  | (StatementBase & {
      /** `Print items...`: a solution, its items printed joined without separators. */
      kind: "print";
      /** The items: string literals and expressions. */
      items: PrintItem[];
    });

/** A parsed program. */
export interface Program {
  /** The statements, one per source line, in order. */
  statements: Statement[];
}
