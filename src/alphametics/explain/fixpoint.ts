/**
 * The order of `--explain`'s rules and their fixpoint: the simple rules first, as a person would
 * (different digits, then each column of each sum), the bounds of each side only when those stop,
 * then the last digits of products, fewest digits first; until nothing changes or a contradiction.
 * Then, with `trials`, a digit of an open letter that leads the same reasoning to a contradiction
 * is ruled out ("if E = 4, ... no digit is left for N"), letters with fewest digits first.
 * Cost: rounds of the rules (at most 1000), and per trial round one fixpoint per digit tried.
 */
import { applyBounds, boundedEquations } from "./bounds.js";
import { applyColumn, type Column, sumColumns } from "./columns.js";
import { allDifferent } from "./different.js";
import { applyResidue, polynomialResidues, type Residue } from "./residues.js";
import type { ExplainState } from "./state.js";

/** The rules' data for one puzzle, made once. */
export class Reasoning {
  private readonly columns: Column[][];
  private readonly bounded: number[];
  private readonly residues: Residue[];

  constructor(private readonly state: ExplainState) {
    this.columns = sumColumns(state);
    this.residues = polynomialResidues(state);
    this.bounded = boundedEquations(state);
  }

  /** Applies the rules until nothing changes or a contradiction is found. */
  propagate(): void {
    const { state, columns } = this;
    for (let round = 0; round < 1000 && !state.contradiction; round++) {
      let changed = allDifferent(state);
      for (let e = 0; e < columns.length && !state.contradiction; e++)
        for (let k = 0; k < columns[e].length && !state.contradiction; k++)
          if (applyColumn(state, columns, e, k)) changed = true;
      if (changed) continue; // the simple rules again first, as a person would
      for (const e of this.bounded)
        if (!state.contradiction && applyBounds(state, e)) changed = true;
      if (changed) continue;
      // the last digits of products, the fewest digits first
      for (const r of this.residues)
        if (!state.contradiction && applyResidue(state, r)) {
          changed = true;
          break;
        }
      if (!changed) break;
    }
  }

  /**
   * Trials: rules out the digits that lead the reasoning to a contradiction, one letter a round,
   * until no trial decides anything. Returns the number of trials that ruled digits out.
   */
  trials(): number {
    const { state } = this;
    let trials = 0;
    for (let round = 0; round < 100 && !state.contradiction; round++) {
      // the letters with fewest digits first: their cases are fewest to try
      const open = state.symbols
        .map((_, s) => s)
        .filter((s) => state.isLetter(s) && state.size(s) > 1)
        .sort((a, b) => state.size(a) - state.size(b) || a - b);
      const s = open.find((s) => this.tryLetter(s));
      if (s === undefined) break;
      this.propagate();
      trials++;
    }
    return trials;
  }

  /** Tries each digit of letter s; rules out those that end in a contradiction (true if any). */
  private tryLetter(s: number): boolean {
    const { state } = this;
    const keep = state.dom[s].slice();
    const reasons: [number, string][] = [];
    for (const d of state.values(s)) {
      const saved = state.save();
      const only = new Uint8Array(state.base);
      only[d] = 1;
      state.dom[s] = only;
      this.propagate();
      const failed = state.contradiction;
      state.restore(saved);
      if (failed) {
        keep[d] = 0;
        reasons.push([
          d,
          `if ${state.name(s)} = ${d}, the same reasoning ends in a contradiction: ${failed}`,
        ]);
      }
    }
    if (reasons.length === 0) return false;
    const others = reasons.slice(1).map(([d]) => d);
    state.narrow(
      new Map([[s, keep]]),
      () =>
        `${reasons[0][1]}${others.length > 0 ? `; likewise for ${state.name(s)} = ${others.join(", ")}` : ""}`,
    );
    return true;
  }
}
