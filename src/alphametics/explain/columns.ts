/**
 * The column rule of `--explain`, for sums (linear equations): each column, with the carries as
 * unknowns, `terms + constant + carry in = base · carry out`; every digit of every letter is tried
 * against the column with the others' domains and the carries' ranges, and a digit that fits no
 * combination is ruled out (M = 1, O = 0 in SEND + MORE = MONEY come from here); the carries'
 * ranges narrow likewise. Cost: per column, the product of its letters' domain sizes times the
 * carry-in range (a column over MAX_COMBINATIONS is skipped).
 */

import { constantDigits } from "../plan/linear.js";
import type { ExplainState } from "./state.js";
import { conditionText } from "./text.js";

/** One column of a sum: symbols and coefficients, the constant's digit, the top column. */
export interface Column {
  terms: [number, number][];
  constant: number;
  last: boolean;
}

/**
 * The columns of each equation (none for a non-linear one), and the carries' first ranges (from
 * the digits alone, column by column) written to the state.
 */
export function sumColumns(state: ExplainState): Column[][] {
  const { base, words } = state;
  return state.equations.map((_, e) => {
    const form = state.linear[e];
    if (!form) {
      state.carryLo.push([]);
      state.carryHi.push([]);
      return [];
    }
    const constant = constantDigits(form.constant, base);
    let count = Math.max(1, constant.length);
    for (const [w, c] of form.coefs) if (c !== 0n) count = Math.max(count, words[w].symbols.length);
    const cols: Column[] = [];
    for (let k = 0; k < count; k++) {
      const coef = new Map<number, number>();
      for (const [w, c] of form.coefs) {
        const syms = words[w].symbols;
        if (c === 0n || k >= syms.length) continue;
        const s = syms[syms.length - 1 - k];
        coef.set(s, (coef.get(s) ?? 0) + Number(c));
      }
      cols.push({
        terms: [...coef].filter(([, c]) => c !== 0),
        constant: constant[k] ?? 0,
        last: k === count - 1,
      });
    }
    // carry ranges from the digits alone, column by column
    const lo: number[] = [];
    const hi: number[] = [];
    let inLo = 0;
    let inHi = 0;
    for (const col of cols) {
      if (col.last) break;
      let min = col.constant + inLo;
      let max = col.constant + inHi;
      for (const [, c] of col.terms) {
        min += Math.min(0, c * (base - 1));
        max += Math.max(0, c * (base - 1));
      }
      inLo = Math.ceil(min / base);
      inHi = Math.floor(max / base);
      lo.push(inLo);
      hi.push(inHi);
    }
    state.carryLo.push(lo);
    state.carryHi.push(hi);
    return cols;
  });
}

/** Carry k + 1 of equation e and its range: `c2 = 1`, `c1 ∈ {0, 1}`, `c3 ∈ 0–2`. */
function carryText(state: ExplainState, e: number, k: number): string {
  const lo = state.carryLo[e][k];
  const hi = state.carryHi[e][k];
  if (lo === hi) return `c${k + 1} = ${lo}`;
  if (hi === lo + 1) return `c${k + 1} ∈ {${lo}, ${hi}}`;
  return `c${k + 1} ∈ ${lo < 0 ? `{${lo}, …, ${hi}}` : `${lo}–${hi}`}`;
}

/** Column k as an equation: `D + E = Y + 10·c1`. */
function columnText(state: ExplainState, col: Column, k: number): string {
  const left: string[] = [];
  const right: string[] = [];
  for (const [s, c] of col.terms) {
    const term = Math.abs(c) === 1 ? state.name(s) : `${Math.abs(c)}·${state.name(s)}`;
    (c > 0 ? left : right).push(term);
  }
  if (col.constant > 0) left.push(String(col.constant));
  if (col.constant < 0) right.push(String(-col.constant));
  if (k > 0) left.push(`c${k}`);
  if (!col.last) right.push(`${state.base}·c${k + 1}`);
  return `${left.join(" + ") || "0"} = ${right.join(" + ") || "0"}`;
}

/**
 * Applies column k of equation e: narrows its letters and its carries. True when anything
 * changed; a column no digits fit records the contradiction.
 */
export function applyColumn(
  state: ExplainState,
  columns: Column[][],
  e: number,
  k: number,
): boolean {
  const col = columns[e][k];
  const { base, carryLo, carryHi } = state;
  const syms = col.terms.map(([s]) => s);
  const coefs = col.terms.map(([, c]) => c);
  const inLo = k === 0 ? 0 : carryLo[e][k - 1];
  const inHi = k === 0 ? 0 : carryHi[e][k - 1];
  const outLo = col.last ? 0 : carryLo[e][k];
  const outHi = col.last ? 0 : carryHi[e][k];
  const seen = syms.map(() => new Uint8Array(base));
  let cinMin = Number.POSITIVE_INFINITY;
  let cinMax = Number.NEGATIVE_INFINITY;
  let coutMin = Number.POSITIVE_INFINITY;
  let coutMax = Number.NEGATIVE_INFINITY;
  const tried = state.combinations(syms, inHi - inLo + 1, (digits) => {
    let sum = col.constant;
    for (let i = 0; i < syms.length; i++) sum += coefs[i] * digits[i];
    for (let cin = inLo; cin <= inHi; cin++) {
      const t = sum + cin;
      let cout = 0;
      if (col.last) {
        if (t !== 0) continue;
      } else {
        if (t % base !== 0) continue;
        cout = t / base;
        if (cout < outLo || cout > outHi) continue;
      }
      for (let i = 0; i < syms.length; i++) seen[i][digits[i]] = 1;
      cinMin = Math.min(cinMin, cin);
      cinMax = Math.max(cinMax, cin);
      coutMin = Math.min(coutMin, cout);
      coutMax = Math.max(coutMax, cout);
    }
  });
  if (!tried) return false;
  if (cinMin > cinMax) {
    state.contradict(
      `${state.text.column(k)}${state.text.where(e)}, ${columnText(state, col, k)}, cannot add up`,
    );
    return false;
  }
  // the reasons, stated before the domains change
  const reasons = new Map(syms.map((s) => [s, columnReason(state, col, e, k, s)]));
  const keep = new Map(syms.map((s, i) => [s, seen[i]]));
  let changed = state.narrow(keep, (s) => reasons.get(s) ?? "");
  if (k > 0 && (cinMin > inLo || cinMax < inHi)) {
    carryLo[e][k - 1] = cinMin;
    carryHi[e][k - 1] = cinMax;
    changed = true;
  }
  if (!col.last && (coutMin > outLo || coutMax < outHi)) {
    carryLo[e][k] = coutMin;
    carryHi[e][k] = coutMax;
    changed = true;
  }
  return changed;
}

/** Why column k of equation e narrows symbol s (the state before the narrowing). */
function columnReason(state: ExplainState, col: Column, e: number, k: number, s: number): string {
  const last = lastCarry(state, col, e, k, s);
  if (last !== undefined) return last;
  const parts: string[] = [];
  for (const [t] of col.terms)
    if (t !== s && state.size(t) <= 4) parts.push(conditionText(state.name(t), state.values(t)));
  if (k > 0) parts.push(carryText(state, e, k - 1));
  if (!col.last) parts.push(carryText(state, e, k));
  const given = parts.length > 0 ? `, with ${parts.join(", ")}` : "";
  return `${state.text.column(k)}${state.text.where(e)} reads ${columnText(state, col, k)}${given}: no other digit of ${state.name(s)} fits`;
}

/** The result is one column longer than everything else: its first letter is a carry. */
function lastCarry(
  state: ExplainState,
  col: Column,
  e: number,
  k: number,
  s: number,
): string | undefined {
  if (!col.last || col.terms.length !== 1 || col.constant !== 0 || k === 0) return undefined;
  const form = state.linear[e];
  if (!form) return undefined;
  const { words } = state;
  const longer = [...form.coefs].find(
    ([w, c]) => c !== 0n && words[w].symbols.length === k + 1 && words[w].symbols[0] === s,
  );
  if (!longer) return undefined;
  const others = [
    ...new Set(
      [...form.coefs].filter(([w, c]) => c !== 0n && w !== longer[0]).map(([w]) => words[w].text),
    ),
  ];
  const list =
    others.length > 4
      ? "every other word"
      : others.length === 1
        ? others[0]
        : `${others.slice(0, -1).join(", ")} and ${others[others.length - 1]}`;
  return `${words[longer[0]].text} has one more column than ${list}, so ${state.name(s)} is the last carry`;
}
