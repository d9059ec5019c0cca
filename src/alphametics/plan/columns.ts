/**
 * The columns method's plan: column by column from the least significant digit, each equation's
 * letters of the column given digits as they are needed. A linear equation keeps one carry per
 * column: its unknown letters but one are chosen, the last one derived (Column step); a
 * polynomial equation is checked modulo B^(k+1) after column k (PolyCheck) and may derive the
 * digit of a word standing alone on one side (PolyLet); a non-linear equation's interval bounds
 * are checked once it learns letters (Bound); any equation is checked exactly as soon as all its
 * letters are known (Full). Cost: linear in the puzzle's size.
 */
import { boundable, boundTest } from "../bounds.js";
import { exactTest, MAX_MODULUS, modEvaluator } from "../evaluate.js";
import type { ParsedPuzzle, PuzzleExpr } from "../parser.js";
import { type ClassifiedEquations, constantDigits, wordsOf } from "./linear.js";
import { type LinearForm, type Plan, type Step, StepKind, step } from "./types.js";

function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

function inverseMod(a: number, m: number): number {
  const r = ((a % m) + m) % m;
  for (let x = 1; x < m; x++) if ((r * x) % m === 1) return x;
  return m === 1 ? 0 : -1;
}

/** Builds the columns plan: the steps, in order, as the equations' columns need them. */
export class ColumnPlanner {
  private readonly base: number;
  private readonly steps: Step[] = [];
  /** Symbols that have a digit at this point of the plan. */
  private readonly assigned: Uint8Array;
  /** Equations already checked in full. */
  private readonly done: Uint8Array;
  private readonly eqSymbols: number[][];
  private readonly eqWords: number[][];
  private readonly columnsOf: number[];
  private readonly least: number[] = [];
  private readonly greatest: number[] = [];
  /** Equations whose interval bounds are checked, and their known symbols when last checked. */
  private readonly bounded: boolean[];
  private readonly boundedCount: Int32Array;
  private carries = 0;
  private readonly carrySlot: Int32Array;

  constructor(
    private readonly puzzle: ParsedPuzzle,
    private readonly classified: ClassifiedEquations,
    private readonly allowed: Uint8Array,
    private readonly fixedValue: (number | undefined)[],
    base: number,
  ) {
    this.base = base;
    const { words } = puzzle;
    const { equations, kinds, linear } = classified;
    const n = puzzle.symbols.length;
    this.assigned = new Uint8Array(n);
    this.done = new Uint8Array(equations.length);
    // symbols of each equation; columns of each equation
    this.eqSymbols = equations.map((eq) => {
      const set = new Set<number>();
      for (const w of wordsOf(eq.left, wordsOf(eq.right, [])))
        for (const s of words[w].symbols) set.add(s);
      return [...set];
    });
    this.eqWords = equations.map((eq) => wordsOf(eq.left, wordsOf(eq.right, [])));
    this.columnsOf = equations.map((_, e) => {
      let k = 0;
      const form = linear[e];
      if (form) {
        for (const [w, c] of form.coefs) if (c !== 0n) k = Math.max(k, words[w].symbols.length);
        return Math.max(1, k, constantDigits(form.constant, base).length);
      }
      for (const w of this.eqWords[e]) k = Math.max(k, words[w].symbols.length);
      return k;
    });
    for (let s = 0; s < n; s++) {
      let lo = base;
      let hi = -1;
      for (let d = 0; d < base; d++)
        if (allowed[s * base + d]) {
          lo = Math.min(lo, d);
          hi = d;
        }
      this.least.push(lo === base ? 0 : lo);
      this.greatest.push(hi < 0 ? 0 : hi);
    }
    this.bounded = equations.map(
      (eq, e) =>
        kinds[e] !== "linear" &&
        eq.relation !== "!=" &&
        boundable(eq.left, words, base) &&
        boundable(eq.right, words, base),
    );
    this.boundedCount = new Int32Array(equations.length);
    this.carrySlot = new Int32Array(equations.length).fill(-1);
  }

  /** The plan. */
  plan(): Plan {
    const n = this.puzzle.symbols.length;
    for (let s = 0; s < n; s++) if (this.fixedValue[s] !== undefined) this.give(s);
    const maxColumns = Math.max(0, ...this.columnsOf);
    const { equations, linear } = this.classified;
    for (let k = 0; k < maxColumns; k++) {
      for (let e = 0; e < equations.length; e++) {
        if (k >= this.columnsOf[e]) continue;
        const form = linear[e];
        if (form) this.linearColumn(e, k, form);
        else this.polynomialColumn(e, k);
      }
      this.boundSteps(k);
    }
    for (let s = 0; s < n; s++) this.give(s);
    this.flushFull();
    const { base, steps, allowed, carries, least, greatest } = this;
    const { kinds } = this.classified;
    return {
      base,
      steps,
      allowed,
      carries,
      kinds,
      equations,
      linear,
      least,
      greatest,
      method: "columns",
    };
  }

  /** Full checks of the equations whose symbols are all known now. */
  private flushFull(): void {
    const { equations, kinds } = this.classified;
    for (let e = 0; e < equations.length; e++) {
      if (this.done[e] || kinds[e] === "linear") continue;
      if (this.eqSymbols[e].every((s) => this.assigned[s])) {
        this.done[e] = 1;
        const eq = equations[e];
        this.steps.push(
          step(StepKind.Full, {
            equation: e,
            test: exactTest(eq.left, eq.relation, eq.right, this.puzzle.words, this.base),
          }),
        );
      }
    }
  }

  /** Symbol s gets a digit here (chosen, or its fixed one), unless it has one. */
  private give(s: number): void {
    if (this.assigned[s]) return;
    this.assigned[s] = 1;
    const f = this.fixedValue[s];
    this.steps.push(
      f === undefined
        ? step(StepKind.Choose, { symbol: s })
        : step(StepKind.Fixed, { symbol: s, value: f }),
    );
    this.flushFull();
  }

  /** The symbol of word w in column k (0 = units), if it is that long. */
  private atColumn(w: number, k: number): number | undefined {
    const syms = this.puzzle.words[w].symbols;
    return k < syms.length ? syms[syms.length - 1 - k] : undefined;
  }

  /** Column k of a linear equation: its letters but one chosen, the last one derived. */
  private linearColumn(e: number, k: number, form: LinearForm): void {
    const { assigned, fixedValue, base } = this;
    // coefficient of each symbol in this column
    const coef = new Map<number, number>();
    for (const [w, c] of form.coefs) {
      const s = this.atColumn(w, k);
      if (s !== undefined && c !== 0n) coef.set(s, (coef.get(s) ?? 0) + Number(c));
    }
    const unknown = [...coef.keys()].filter(
      (s) => !assigned[s] && coef.get(s) !== 0 && fixedValue[s] === undefined,
    );
    let derived = -1;
    for (let j = unknown.length - 1; j >= 0; j--) {
      if (gcd(coef.get(unknown[j]) ?? 0, base) === 1) {
        derived = unknown[j];
        break;
      }
    }
    for (const [s, c] of coef) if (c === 0) coef.delete(s);
    for (const s of unknown) if (s !== derived) this.give(s);
    const known = [...coef.keys()].filter((s) => s !== derived);
    const last = k === this.columnsOf[e] - 1;
    const carryOut = last ? -1 : this.carries++;
    const c = derived >= 0 ? (coef.get(derived) ?? 1) : 0;
    this.steps.push(
      step(StepKind.Column, {
        symbol: derived,
        equation: e,
        column: k,
        terms: new Int32Array(known),
        coefs: new Float64Array(known.map((s) => coef.get(s) ?? 0)),
        constant: constantDigits(form.constant, base)[k] ?? 0,
        carryIn: this.carrySlot[e],
        carryOut,
        coef: c,
        inverse: derived >= 0 ? inverseMod(c, base) : 0,
        last,
      }),
    );
    this.carrySlot[e] = carryOut;
    if (derived >= 0) {
      assigned[derived] = 1;
      this.flushFull();
    }
  }

  /** Column k of a non-linear equation: its letters, then a residue check or a derived digit. */
  private polynomialColumn(e: number, k: number): void {
    const { assigned, base } = this;
    const { words } = this.puzzle;
    const eq = this.classified.equations[e];
    const inColumn: number[] = [];
    for (const w of this.eqWords[e]) {
      const s = this.atColumn(w, k);
      if (s !== undefined && !assigned[s] && !inColumn.includes(s)) inColumn.push(s);
    }
    if (this.classified.kinds[e] === "general" || this.done[e]) {
      for (const s of inColumn) this.give(s);
      return;
    }
    const { derived, other, sideIndex } = this.derivable(e, k);
    const modulus = base ** (k + 1);
    for (const s of inColumn) if (s !== derived) this.give(s);
    if (this.done[e]) return;
    if (modulus > MAX_MODULUS) {
      if (derived >= 0) this.give(derived);
      return;
    }
    if (derived >= 0 && other) {
      this.steps.push(
        step(StepKind.PolyLet, {
          symbol: derived,
          value: sideIndex,
          equation: e,
          column: k,
          residue: modEvaluator(other, words, base, k),
          scale: base ** k,
        }),
      );
      assigned[derived] = 1;
      this.flushFull();
    } else {
      const difference: PuzzleExpr = {
        kind: "sum",
        terms: [
          { minus: false, expr: eq.left },
          { minus: true, expr: eq.right },
        ],
      };
      this.steps.push(
        step(StepKind.PolyCheck, {
          equation: e,
          column: k,
          residue: modEvaluator(difference, words, base, k),
        }),
      );
    }
  }

  /**
   * A polynomial equation's letter in column k that can be derived: the digit of a word standing
   * alone on one side (`derived` -1 when none), with the other side.
   */
  private derivable(
    e: number,
    k: number,
  ): { derived: number; other: PuzzleExpr | undefined; sideIndex: number } {
    const eq = this.classified.equations[e];
    const { words } = this.puzzle;
    for (const [side, rest, index] of [
      [eq.right, eq.left, 0],
      [eq.left, eq.right, 1],
    ] as const) {
      if (side.kind !== "word") continue;
      const s = this.atColumn(side.word, k);
      if (s === undefined || this.assigned[s] || this.fixedValue[s] !== undefined) continue;
      const elsewhere = wordsOf(rest, []).some((w) =>
        words[w].symbols.some((x, j) => x === s && words[w].symbols.length - 1 - j <= k),
      );
      if (elsewhere) continue;
      return { derived: s, other: rest, sideIndex: index };
    }
    return { derived: -1, other: undefined, sideIndex: 0 };
  }

  /** Interval bounds of the non-linear equations that learnt letters in column k. */
  private boundSteps(k: number): void {
    const { equations } = this.classified;
    const { words } = this.puzzle;
    const { base, least, greatest } = this;
    for (let e = 0; e < equations.length; e++) {
      if (!this.bounded[e] || this.done[e] || k >= this.columnsOf[e]) continue;
      const count = this.eqSymbols[e].filter((s) => this.assigned[s]).length;
      if (count === this.boundedCount[e]) continue;
      this.boundedCount[e] = count;
      const known = this.assigned.slice();
      this.steps.push(
        step(StepKind.Bound, {
          equation: e,
          column: k,
          known,
          test: boundTest(equations[e], { words, base, known, least, greatest }),
        }),
      );
    }
  }
}
