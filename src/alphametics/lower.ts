/**
 * Lowering a puzzle's column plan into the search language (`--show-program`): one statement
 * (or a few) per step, in the same order, so that running the program visits the same nodes
 * and finds the same solutions as the solver (`Choose` for a chosen letter, `Let` for a derived
 * one, `Compute` for each carry, `Restrict` for each check). Cost: linear in the plan's size.
 */
import { InputError } from "../core/errors.js";
import { NAME } from "../search/lexer.js";
import { boundText } from "./bounds.js";
import type { ParsedPuzzle, PuzzleExpr } from "./parser.js";
import { type Plan, type Step, StepKind } from "./plan.js";

/** The program's name for each symbol (the letter itself when it is a valid name). */
export function programNames(puzzle: ParsedPuzzle): string[] {
  return puzzle.symbols.map((s, i) =>
    s.fixed !== undefined ? `d${s.fixed}` : NAME.test(s.name) ? s.name : `s${i}`,
  );
}

/**
 * The search-language program of a column plan (built with `method: "columns"`).
 *
 * @param puzzle - the parsed puzzle the plan was built from
 * @param plan - a plan built with `method: "columns"`
 *
 * @example
 * ```ts
 * const { parsed, plan } = planPuzzle("SEND + MORE = MONEY", { method: "columns" });
 * lowerPlan(parsed, plan); // "Choose D\nChoose E\nLet Y = ...\n..."
 * ```
 */
export function lowerPlan(puzzle: ParsedPuzzle, plan: Plan): string {
  if (plan.weighted)
    throw new InputError("internal: the weighted method has no column program; plan by columns");
  const { base } = plan;
  const out: string[] = [
    `# ${puzzle.text.replace(/\n/g, " / ")}`,
    "# column by column from the units, with the carries; a Let derives a letter",
  ];
  if (base !== 10) out.push(`Base ${base}`);
  out.push(`Values 0..${base - 1}`);
  const lowering = new Lowering(puzzle, plan, out);
  for (const s of plan.steps) lowering.step(s);
  out.push(printStatement(puzzle, lowering.names));
  return out.join("\n");
}

/** The statements of each step, written to `out`. */
class Lowering {
  readonly names: string[];

  constructor(
    private readonly puzzle: ParsedPuzzle,
    private readonly plan: Plan,
    private readonly out: string[],
  ) {
    this.names = programNames(puzzle);
  }

  step(s: Step): void {
    const { out, names, plan } = this;
    const { base } = plan;
    switch (s.kind) {
      case StepKind.Choose:
        out.push(`Choose ${names[s.symbol]}`);
        this.domain(s.symbol);
        break;
      case StepKind.Fixed:
        out.push(`Let ${names[s.symbol]} = ${s.value}`);
        if (!plan.allowed[s.symbol * base + s.value]) out.push("Restrict 0 == 1");
        break;
      case StepKind.Column:
        this.column(s);
        break;
      case StepKind.PolyLet:
      case StepKind.PolyCheck:
        this.polynomial(s);
        break;
      case StepKind.Bound: {
        const context = {
          words: this.puzzle.words,
          base,
          known: s.known ?? new Uint8Array(0),
          least: plan.least ?? [],
          greatest: plan.greatest ?? [],
        };
        out.push(`Restrict ${boundText(plan.equations[s.equation], context, names)}`);
        break;
      }
      case StepKind.Full: {
        const eq = plan.equations[s.equation];
        const rel = eq.relation === "=" ? "==" : eq.relation;
        out.push(`Restrict ${this.expr(eq.left)} ${rel} ${this.expr(eq.right)}`);
        break;
      }
    }
  }

  /** A linear equation's column: the derived letter, the check, the carry. */
  private column(s: Step): void {
    const { out, names } = this;
    const { base } = this.plan;
    const terms: [number, string][] = [];
    if (s.constant !== 0) terms.push([s.constant, ""]);
    if (s.carryIn >= 0) terms.push([1, carryName(s.carryIn)]);
    s.terms.forEach((sym, j) => {
      terms.push([s.coefs[j], names[sym]]);
    });
    const partial = sumText(terms);
    let total = partial;
    if (s.symbol >= 0) {
      const v = names[s.symbol];
      const times = s.inverse === 1 ? "" : ` * ${s.inverse}`;
      out.push(`Let ${v} = ((${base} - (${partial}) % ${base}) % ${base}${times}) % ${base}`);
      total = sumText([...terms, [s.coef, v]]);
      this.domain(s.symbol);
    }
    if (s.last) out.push(`Restrict ${total} == 0`);
    else {
      if (s.symbol < 0) out.push(`Restrict (${total}) % ${base} == 0`);
      out.push(`Compute ${carryName(s.carryOut)} = (${total}) / ${base}`);
    }
  }

  /** A polynomial equation's column: a derived digit, or a check modulo base^(column+1). */
  private polynomial(s: Step): void {
    const eq = this.plan.equations[s.equation];
    const m = this.plan.base ** (s.column + 1);
    if (s.kind === StepKind.PolyLet) {
      const other = s.value === 0 ? eq.left : eq.right;
      const r = this.expr(other, s.column);
      const scaled = s.scale === 1 ? "" : ` / ${s.scale}`;
      this.out.push(`Let ${this.names[s.symbol]} = (${r} % ${m} + ${m}) % ${m}${scaled}`);
      this.domain(s.symbol);
    } else {
      this.out.push(
        `Restrict (${this.expr(eq.left, s.column)} - ${this.expr(eq.right, s.column)}) % ${m} == 0`,
      );
    }
  }

  /** A Restrict of the symbol's allowed digits, when not all are. */
  private domain(sym: number): void {
    const { base } = this.plan;
    const allowed: number[] = [];
    const banned: number[] = [];
    for (let d = 0; d < base; d++) (this.plan.allowed[sym * base + d] ? allowed : banned).push(d);
    if (banned.length === 0) return;
    const v = this.names[sym];
    this.out.push(
      banned.length <= allowed.length
        ? `Restrict ${banned.map((d) => `${v} != ${d}`).join(" && ")}`
        : `Restrict ${allowed.map((d) => `${v} == ${d}`).join(" || ") || "0 == 1"}`,
    );
  }

  /** A word (its last k + 1 digits when k is given) as the number `{A B C}`. */
  private word(w: number, k = Number.POSITIVE_INFINITY): string {
    const syms = this.puzzle.words[w].symbols;
    const low = syms.slice(Math.max(0, syms.length - 1 - k));
    return `{${low.map((s) => this.names[s]).join(" ")}}`;
  }

  /** An expression in the search language (its words' last k + 1 digits when k is given). */
  private expr(e: PuzzleExpr, k?: number): string {
    switch (e.kind) {
      case "word":
        return this.word(e.word, k);
      case "number":
        return e.value.toString();
      case "neg":
        return `-(${this.expr(e.arg, k)})`;
      case "sum":
        return `(${e.terms.map((t, j) => (t.minus ? "- " : j === 0 ? "" : "+ ") + this.expr(t.expr, k)).join(" ")})`;
      case "product":
        return `(${e.factors.map((f) => this.expr(f, k)).join(" * ")})`;
      case "binary": {
        const a = this.expr(e.left, k);
        const b = this.expr(e.right, k);
        if (e.op === "^") {
          if (e.right.kind !== "number" || e.right.value > 64n)
            throw new InputError("--show-program: a power needs a constant exponent (at most 64)");
          const n = Number(e.right.value);
          return n === 0 ? "1" : `(${Array.from({ length: n }, () => `(${a})`).join(" * ")})`;
        }
        if (e.op === "/")
          throw new InputError(
            "--show-program: exact division inside an expression has no search-language form",
          );
        return `(${a} ${e.op === "//" ? "/" : e.op} ${b})`;
      }
    }
  }
}

const carryName = (slot: number) => `carry${slot + 1}`;

/** `c1 * x1 + c2 * x2 ...` written plainly (`a - b`, `2 * c`); an empty name is a constant. */
function sumText(terms: [number, string][]): string {
  let text = "";
  for (const [c, v] of terms) {
    const a = Math.abs(c);
    const term = v === "" ? String(a) : a === 1 ? v : `${a} * ${v}`;
    text += text === "" ? (c < 0 ? `-${term}` : term) : c < 0 ? ` - ${term}` : ` + ${term}`;
  }
  return text || "0";
}

/** Print: the puzzle with the letters' digits. */
function printStatement(puzzle: ParsedPuzzle, names: string[]): string {
  const chars = Array.from(puzzle.text);
  const at = new Map(puzzle.occurrences.map((o) => [o.offset, o.symbol]));
  const items: string[] = [];
  let text = "";
  chars.forEach((ch, i) => {
    const sym = at.get(i);
    if (sym === undefined) {
      text += ch === "\n" ? " / " : ch;
      return;
    }
    if (text) items.push(JSON.stringify(text));
    text = "";
    items.push(names[sym]);
  });
  if (text) items.push(JSON.stringify(text));
  return `Print ${items.join(" ")}`;
}
