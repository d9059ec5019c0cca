/**
 * The bounds rule of `--explain`: with a letter at one of its digits and every other letter
 * anywhere in its domain, each side of an equation lies in an interval (interval.ts, exact); a
 * digit that makes the sides' intervals disjoint is ruled out (GH × GD < 1000 gives G ≤ 3).
 * Cost: per letter and digit, one interval of each side.
 */
import { type ExactInterval, exactInterval, foldInterval } from "../interval.js";
import type { PuzzleExpr } from "../parser.js";
import type { ExplainState } from "./state.js";
import { digitsText, groupDigits } from "./text.js";

/** The exact interval of an expression within the state's domains (undefined: none). */
function intervalOf(state: ExplainState, e: PuzzleExpr): ExactInterval | undefined {
  const { dom, base } = state;
  const least = (s: number) => {
    for (let d = 0; d < base; d++) if (dom[s][d]) return d;
    return undefined;
  };
  const greatest = (s: number) => {
    for (let d = base - 1; d >= 0; d--) if (dom[s][d]) return d;
    return undefined;
  };
  return foldInterval(e, exactInterval(state.words, base, least, greatest));
}

/** The equations (`=`) whose both sides have an interval. */
export function boundedEquations(state: ExplainState): number[] {
  const out: number[] = [];
  state.equations.forEach((eq, e) => {
    if (eq.relation === "=" && intervalOf(state, eq.left) && intervalOf(state, eq.right))
      out.push(e);
  });
  return out;
}

/** The symbols of an expression's words (those an interval reads). */
function symbolsIn(state: ExplainState, x: PuzzleExpr, into: Set<number>): Set<number> {
  if (x.kind === "word") for (const s of state.words[x.word].symbols) into.add(s);
  else if (x.kind === "neg") symbolsIn(state, x.arg, into);
  else if (x.kind === "sum") for (const t of x.terms) symbolsIn(state, t.expr, into);
  else if (x.kind === "product") for (const f of x.factors) symbolsIn(state, f, into);
  return into;
}

/** Applies the bounds of equation e to each of its letters. True when anything changed. */
export function applyBounds(state: ExplainState, e: number): boolean {
  const eq = state.equations[e];
  const syms = symbolsIn(state, eq.right, symbolsIn(state, eq.left, new Set()));
  let changed = false;
  for (const s of syms) {
    if (!state.isLetter(s) || state.size(s) < 2) continue;
    const before = state.values(s);
    const keep = state.dom[s].slice();
    const why = new Map<number, string>();
    for (const d of before) {
      const reason = ruledOut(state, e, s, d);
      if (reason === undefined) continue;
      why.set(d, reason);
      keep[d] = 0;
    }
    if (why.size === 0) continue;
    // the removed digit nearest to those kept states the bound
    const kept = before.filter((d) => keep[d]);
    const removed = [...why.keys()];
    const nearest = removed.reduce((a, b) =>
      Math.min(...kept.map((k) => Math.abs(k - b))) < Math.min(...kept.map((k) => Math.abs(k - a)))
        ? b
        : a,
    );
    const rest = removed.filter((d) => d !== nearest);
    const because = `${why.get(nearest)}${rest.length > 0 ? ` (likewise for ${digitsText(rest)})` : ""}`;
    if (state.narrow(new Map([[s, keep]]), () => because)) changed = true;
  }
  return changed;
}

/** Why letter s cannot be d by the bounds of equation e, or undefined when it can. */
function ruledOut(state: ExplainState, e: number, s: number, d: number): string | undefined {
  const eq = state.equations[e];
  const saved = state.dom[s];
  const only = new Uint8Array(state.base);
  only[d] = 1;
  state.dom[s] = only;
  const l = intervalOf(state, eq.left);
  const r = intervalOf(state, eq.right);
  state.dom[s] = saved;
  if (!l || !r) return undefined;
  const L = state.text.expr(eq.left);
  const R = state.text.expr(eq.right);
  const name = state.name(s);
  if (l[0] > r[1])
    return `with ${name} = ${d}, ${L} is at least ${groupDigits(l[0])} but ${R} is at most ${groupDigits(r[1])}`;
  if (l[1] < r[0])
    return `with ${name} = ${d}, ${L} is at most ${groupDigits(l[1])} but ${R} is at least ${groupDigits(r[0])}`;
  return undefined;
}
