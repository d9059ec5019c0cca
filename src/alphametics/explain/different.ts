/**
 * The rules of `--explain` that need no arithmetic: a word's first letter is not 0, and different
 * letters are different digits (a digit some symbol must be is nobody else's).
 * Cost: one pass over the words; symbols squared per round.
 */
import type { ExplainState } from "./state.js";

/** A multi-letter word's first letter is not 0 (unless leading zeros are allowed). */
export function leadingLetters(state: ExplainState): void {
  const { dom } = state;
  for (const w of state.words) {
    const s = w.symbols[0];
    if (w.symbols.length > 1 && state.isLetter(s) && dom[s][0]) {
      const keep = dom[s].slice();
      keep[0] = 0;
      state.narrow(new Map([[s, keep]]), () => `it starts ${w.text}`);
    }
  }
}

/** Different letters are different digits: a digit some symbol must be is nobody else's. */
export function allDifferent(state: ExplainState): boolean {
  const { dom, symbols, deductions, n } = state;
  let changed = false;
  for (let s = 0; s < n; s++) {
    if (state.size(s) !== 1) continue;
    const d = state.values(s)[0];
    const keep = new Map<number, Uint8Array>();
    for (let t = 0; t < n; t++)
      if (t !== s && dom[t][d] && symbols[t].fixed === undefined) {
        const k = dom[t].slice();
        k[d] = 0;
        keep.set(t, k);
      }
    if (keep.size === 0) continue;
    const letter = state.isLetter(s);
    const by = letter
      ? `${state.name(s)} = ${d}, and different letters are different digits`
      : `${d} is written in the puzzle, and a written digit is no letter's`;
    // one deduction for all the letters this digit leaves
    const count = deductions.length;
    if (state.narrow(keep, () => by)) changed = true;
    const added = deductions.splice(count);
    // a letter this leaves with one digit gets its own line, the rest one line together
    const settled = added.filter((a) => Object.values(a.domains)[0].length === 1);
    const others = added.filter((a) => !settled.includes(a));
    if (others.length === 1) deductions.push(others[0]);
    else if (others.length > 1)
      deductions.push({
        fact: `no other letter is ${d}`,
        domains: Object.assign({}, ...others.map((a) => a.domains)),
        because: by,
      });
    for (const a of settled)
      deductions.push({
        ...a,
        because: `${d} was its only other digit, and ${letter ? `${state.name(s)} = ${d}` : `${d} is written in the puzzle`}`,
      });
  }
  return changed;
}
