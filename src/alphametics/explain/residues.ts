/**
 * The residue rule of `--explain`, for products and powers (polynomial equations): the last k + 1
 * digits of both sides agree and depend only on the last k + 1 digits of each word, so every
 * combination of those letters' digits is tried modulo base^(k+1), and a digit that fits none is
 * ruled out. Cost: per residue, the product of its letters' domain sizes (over MAX_COMBINATIONS,
 * skipped), each an evaluation of the equation modulo base^(k+1).
 */
import { isPolynomial, MAX_MODULUS, modEvaluator } from "../evaluate.js";
import type { PuzzleExpr } from "../parser.js";
import type { ExplainState } from "./state.js";
import { conditionText } from "./text.js";

/** The last k + 1 digits of equation e: its symbols there, and `left - right` modulo base^(k+1). */
export interface Residue {
  e: number;
  k: number;
  syms: number[];
  test: (v: Int32Array) => number;
}

/** The words of an expression, left to right, repeats included. */
function wordsIn(x: PuzzleExpr, into: number[] = []): number[] {
  if (x.kind === "word") into.push(x.word);
  else if (x.kind === "neg") wordsIn(x.arg, into);
  else if (x.kind === "sum") for (const t of x.terms) wordsIn(t.expr, into);
  else if (x.kind === "product") for (const f of x.factors) wordsIn(f, into);
  else if (x.kind === "binary") {
    wordsIn(x.left, into);
    wordsIn(x.right, into);
  }
  return into;
}

/** The residues of the polynomial equations, the fewest digits first. */
export function polynomialResidues(state: ExplainState): Residue[] {
  const { base, words } = state;
  const residues: Residue[] = [];
  state.equations.forEach((eq, e) => {
    if (state.kinds[e] !== "polynomial" || eq.relation !== "=") return;
    if (!isPolynomial(eq.left) || !isPolynomial(eq.right)) return;
    const difference: PuzzleExpr = {
      kind: "sum",
      terms: [
        { minus: false, expr: eq.left },
        { minus: true, expr: eq.right },
      ],
    };
    const inDifference = wordsIn(difference);
    const longest = Math.max(...inDifference.map((w) => words[w].symbols.length));
    for (let k = 0; k < longest && base ** (k + 1) <= MAX_MODULUS; k++) {
      const set = new Set<number>();
      for (const w of inDifference) {
        const syms = words[w].symbols;
        for (let j = Math.max(0, syms.length - 1 - k); j < syms.length; j++) set.add(syms[j]);
      }
      residues.push({ e, k, syms: [...set], test: modEvaluator(difference, words, base, k) });
    }
  });
  return residues.sort((a, b) => a.k - b.k);
}

/** Applies one residue: narrows its letters. True when anything changed. */
export function applyResidue(state: ExplainState, r: Residue): boolean {
  const vals = new Int32Array(state.n);
  const seen = r.syms.map(() => new Uint8Array(state.base));
  const tried = state.combinations(r.syms, 1, (digits) => {
    for (let i = 0; i < r.syms.length; i++) vals[r.syms[i]] = digits[i];
    if (r.test(vals) !== 0) return;
    for (let i = 0; i < r.syms.length; i++) seen[i][digits[i]] = 1;
  });
  if (!tried) return false;
  const eq = state.equations[r.e];
  const digits = r.k === 0 ? "last digit" : `last ${r.k + 1} digits`;
  const given = (s: number) => {
    const parts = r.syms
      .filter((t) => t !== s && state.size(t) <= 3)
      .map((t) => conditionText(state.name(t), state.values(t)));
    return parts.length > 0 ? `, with ${parts.join(", ")}` : "";
  };
  const { text } = state;
  return state.narrow(
    new Map(r.syms.map((s, i) => [s, seen[i]])),
    (s) =>
      `the ${digits} of ${text.expr(eq.left)} and of ${text.expr(eq.right)} must agree, and depend only on the ${digits} of each word${given(s)}: no other digit of ${state.name(s)} fits`,
  );
}
