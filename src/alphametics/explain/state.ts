/**
 * The state the reasoning of `--explain` works on, shared by its rules: each symbol's domain (its
 * possible digits), the carries' ranges of each sum, the deductions so far and the first
 * contradiction; and the two operations every rule uses, narrowing domains with a reason, and
 * trying every combination of some symbols' digits. Cost: narrowing is linear in the base per
 * symbol; combinations are capped at {@link MAX_COMBINATIONS}.
 */
import type { Equation, ParsedPuzzle, PuzzleSymbol, PuzzleWord } from "../parser.js";
import type { EquationKind, LinearForm, PlanOptions } from "../plan.js";
import { factText, PuzzleText } from "./text.js";

/** One step of the reasoning: the fact, the domains it leaves, and why. */
export interface Deduction {
  /** `M = 1`, `O ≠ 1`, `G ≤ 3`, `I is even`, `E ∈ {2, 4, 6}`, or `no other letter is 1`. */
  fact: string;
  /** The domains of the letters this step narrowed, after it. */
  domains: Record<string, number[]>;
  /** Why, in words. */
  because: string;
}

/** Most digit combinations a column or a residue is tried with. */
export const MAX_COMBINATIONS = 200_000;

/** What the reasoning knows so far (see the module comment). */
export class ExplainState {
  readonly base: number;
  readonly symbols: PuzzleSymbol[];
  readonly words: PuzzleWord[];
  readonly equations: Equation[];
  readonly linear: (LinearForm | undefined)[];
  readonly kinds: EquationKind[];
  /** `dom[s][d]` is 1 while digit d is possible for symbol s. */
  readonly dom: Uint8Array[];
  /** Each sum's carries: least and greatest value of carry k + 1 out of column k. */
  carryLo: number[][] = [];
  carryHi: number[][] = [];
  readonly deductions: Deduction[] = [];
  contradiction: string | undefined;
  /** How the puzzle is written in reasons. */
  readonly text: PuzzleText;

  constructor(
    parsed: ParsedPuzzle,
    plan: {
      base: number;
      equations: Equation[];
      linear: (LinearForm | undefined)[];
      kinds: EquationKind[];
    },
    options: Pick<PlanOptions, "digits" | "assign">,
  ) {
    this.base = plan.base;
    this.symbols = parsed.symbols;
    this.words = parsed.words;
    this.equations = plan.equations;
    this.linear = plan.linear;
    this.kinds = plan.kinds;
    const base = this.base;
    this.text = new PuzzleText(this.words, (s) => this.name(s), this.equations, base);
    // domains: every digit, the user's --digits and --assign, a written digit its own
    this.dom = this.symbols.map((sym) => {
      const d = new Uint8Array(base);
      if (sym.fixed !== undefined) d[sym.fixed] = 1;
      else d.fill(1);
      return d;
    });
    for (const [letter, ds] of Object.entries(options.digits ?? {})) {
      const s = this.symbols.findIndex((x) => x.name === letter);
      if (s >= 0) for (let d = 0; d < base; d++) if (!ds.includes(d)) this.dom[s][d] = 0;
    }
    for (const [letter, d] of Object.entries(options.assign ?? {})) {
      const s = this.symbols.findIndex((x) => x.name === letter);
      if (s >= 0) for (let x = 0; x < base; x++) if (x !== d) this.dom[s][x] = 0;
    }
  }

  get n(): number {
    return this.symbols.length;
  }

  name(s: number): string {
    return this.symbols[s].name;
  }

  /** A letter (not a written digit). */
  isLetter(s: number): boolean {
    return this.symbols[s].fixed === undefined;
  }

  /** The digits left for symbol s, in increasing order. */
  values(s: number): number[] {
    const out: number[] = [];
    const dom = this.dom[s];
    for (let d = 0; d < this.base; d++) if (dom[d]) out.push(d);
    return out;
  }

  /** How many digits are left for symbol s. */
  size(s: number): number {
    return this.dom[s].reduce((a, b) => a + b, 0);
  }

  /** Records the first contradiction (later ones follow from it). */
  contradict(reason: string): void {
    this.contradiction ??= reason;
  }

  /** Narrows the domains (`keep[s]` = digits kept), recording one deduction per letter narrowed. */
  narrow(keep: Map<number, Uint8Array>, because: (s: number) => string): boolean {
    let changed = false;
    for (const [s, kept] of keep) {
      const before = this.values(s);
      let any = false;
      for (let d = 0; d < this.base; d++)
        if (this.dom[s][d] && !kept[d]) {
          this.dom[s][d] = 0;
          any = true;
        }
      if (!any) continue;
      changed = true;
      const after = this.values(s);
      if (after.length === 0) {
        this.contradict(`no digit is left for ${this.name(s)}: ${because(s)}`);
        continue;
      }
      if (!this.isLetter(s)) continue;
      this.deductions.push({
        fact: factText(this.name(s), before, after),
        domains: { [this.name(s)]: after },
        because: because(s),
      });
    }
    return changed;
  }

  /**
   * Calls `visit` with every combination of the symbols' digits (all different), or returns false
   * without trying when there are more than MAX_COMBINATIONS of them (times `extra`).
   */
  combinations(syms: number[], extra: number, visit: (digits: Int32Array) => void): boolean {
    let count = extra;
    for (const s of syms) count *= this.size(s);
    if (count > MAX_COMBINATIONS) return false;
    const digits = new Int32Array(syms.length);
    const used = new Uint8Array(this.base);
    const go = (i: number) => {
      if (i === syms.length) {
        visit(digits);
        return;
      }
      const s = syms[i];
      for (let d = 0; d < this.base; d++) {
        if (!this.dom[s][d] || used[d]) continue;
        used[d] = 1;
        digits[i] = d;
        go(i + 1);
        used[d] = 0;
      }
    };
    go(0);
    return true;
  }

  /** What trials save and restore: domains, carries and the number of deductions. */
  save(): SavedState {
    return {
      dom: this.dom.map((d) => d.slice()),
      lo: this.carryLo.map((a) => a.slice()),
      hi: this.carryHi.map((a) => a.slice()),
      count: this.deductions.length,
    };
  }

  /** Back to a saved state, without its contradiction. */
  restore(state: SavedState): void {
    state.dom.forEach((d, s) => {
      this.dom[s] = d.slice();
    });
    state.lo.forEach((a, e) => {
      this.carryLo[e] = a.slice();
    });
    state.hi.forEach((a, e) => {
      this.carryHi[e] = a.slice();
    });
    this.deductions.length = state.count;
    this.contradiction = undefined;
  }
}

/** A copy of the state's domains and carries (see {@link ExplainState.save}). */
export interface SavedState {
  readonly dom: Uint8Array[];
  lo: number[][];
  hi: number[][];
  count: number;
}
