/**
 * The Sudoku page's one door to the library for a variant puzzle's candidates, hint and
 * explanation: the page passes the variant puzzle object here (and the worker does for Explain),
 * and this file alone knows the library's variant logic (variantLogicBoard, easiestStep,
 * explainVariantSudoku): the rules reasoned with are the library's; the candidates are the digits that no peer
 * holds (rows, columns, regions, diagonals, extra regions, cages, anti-knight and anti-king
 * moves: the variant model's peers) on odd and even cells' digits. Cost: O(cells x peers).
 */
import { cellName } from "../sudoku/grid.js";
import { type SudokuExplanation, stuckWords } from "../sudoku/hint.js";
import { findContradiction } from "../sudoku/logic/board.js";
import { easiestStep } from "../sudoku/logic/techniques.js";
import { variantLogicBoard } from "../sudoku/logic/variants/board.js";
import { explainVariantSudoku } from "../sudoku/logic/variants/commands.js";
import { variantModel } from "../sudoku/variants/model.js";
import type { VariantSudoku } from "../sudoku/variants/types.js";
import type { ExplainedStep } from "./protocol.js";

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
 * The next logical step of a variant grid (with the candidates shown): the library's easiest
 * step on the variant board narrowed to the page's candidates, or the words saying why there is
 * none (a mistake, the grid solved, or where a guess is cheapest).
 *
 * @example
 * ```ts
 * variantHint(puzzle, values, cands).step?.technique; // "cage combination"
 * ```
 */
export function variantHint(
  puzzle: VariantSudoku,
  values: Uint8Array,
  cands: Int32Array,
): { step: ExplainedStep | null; words: string } {
  const board = variantLogicBoard({ ...puzzle, givens: Array.from(values) });
  for (let cell = 0; cell < values.length; cell++)
    if (values[cell] === 0) board.cands[cell]! &= cands[cell]!;
  const contradiction = findContradiction(board, (cell) => cellName(cell, puzzle.size));
  if (contradiction)
    return { step: null, words: `This grid has a mistake: ${contradiction}. Check shows where.` };
  if (!values.includes(0))
    return { step: null, words: "Solved! Every house and every rule of the puzzle holds." };
  const step = easiestStep(board);
  return step ? { step, words: step.explanation } : { step: null, words: stuckWords(board) };
}

/**
 * The whole logical path of a variant puzzle (the worker's Explain), as `explainSudoku` gives
 * a classic grid's.
 *
 * @example
 * ```ts
 * variantExplain(puzzle).lines.at(-1); // "solved: 81 steps; rating easy 34 ..."
 * ```
 */
export function variantExplain(puzzle: VariantSudoku): SudokuExplanation {
  return explainVariantSudoku(puzzle);
}
