/**
 * The Sudoku page's one door to the library for a variant puzzle's candidates, hint and
 * explanation: the page passes the variant puzzle object here (and the worker does for Explain),
 * so when the library's logic reasons with variant rules only this file changes. Until then Hint
 * and Explain answer {@link VARIANT_LOGIC_MISSING}; the candidates are the digits that no peer
 * holds (rows, columns, regions, diagonals, extra regions, cages, anti-knight and anti-king
 * moves: the variant model's peers) on odd and even cells' digits. Cost: O(cells x peers).
 */
import { InputError } from "../core/errors.js";
import type { SudokuExplanation } from "../sudoku/hint.js";
import { variantModel } from "../sudoku/variants/model.js";
import type { VariantSudoku } from "../sudoku/variants/types.js";
import type { ExplainedStep } from "./protocol.js";

/** What Hint and Explain say on a variant puzzle while the library's logic is classic only. */
export const VARIANT_LOGIC_MISSING =
  "Hint and Explain do not reason with variant rules yet (the library's logic is classic only): Solve and Check work on this puzzle.";

/**
 * The candidates of a variant grid: for each empty cell, the digits no peer holds, odd and even
 * cells kept to their digits, less `removed` (the candidates hints took away).
 *
 * @example
 * ```ts
 * variantCandidates(puzzle, values, removed)[0]; // a mask: bit d-1 for digit d
 * ```
 */
export function variantCandidates(
  puzzle: VariantSudoku,
  values: Uint8Array,
  removed: Int32Array,
): Int32Array {
  const model = variantModel(puzzle);
  const cells = puzzle.size * puzzle.size;
  const all = (1 << puzzle.size) - 1;
  let odd = 0;
  for (let d = 1; d <= puzzle.size; d += 2) odd |= 1 << (d - 1);
  const cands = new Int32Array(cells);
  for (let cell = 0; cell < cells; cell++) {
    if (values[cell]! > 0) continue;
    let mask = all & ~removed[cell]!;
    for (let k = model.peerStart[cell]!; k < model.peerStart[cell + 1]!; k++) {
      const v = values[model.peers[k]!]!;
      if (v > 0) mask &= ~(1 << (v - 1));
    }
    cands[cell] = mask;
  }
  for (const cell of puzzle.odd) cands[cell]! &= odd;
  for (const cell of puzzle.even) cands[cell]! &= all & ~odd;
  return cands;
}

/**
 * The next logical step of a variant grid (with the candidates shown), or the words saying why
 * there is none.
 *
 * @example
 * ```ts
 * variantHint(puzzle, values, cands).words; // VARIANT_LOGIC_MISSING while the logic is classic
 * ```
 */
export function variantHint(
  _puzzle: VariantSudoku,
  _values: Uint8Array,
  _cands: Int32Array,
): { step: ExplainedStep | null; words: string } {
  return { step: null, words: VARIANT_LOGIC_MISSING };
}

/**
 * The whole logical path of a variant puzzle (the worker's Explain), as `explainSudoku` gives
 * a classic grid's; throws an InputError with {@link VARIANT_LOGIC_MISSING} while the logic is classic only.
 *
 * @example
 * ```ts
 * variantExplain(puzzle); // throws: Hint and Explain do not reason with variant rules yet ...
 * ```
 */
export function variantExplain(_puzzle: VariantSudoku): SudokuExplanation {
  throw new InputError(VARIANT_LOGIC_MISSING);
}
