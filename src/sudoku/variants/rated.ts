/**
 * Variant puzzles brought into a difficulty band, the band of `permuta sudoku rate` (the variant
 * logic's rating, {@link rateVariantSudoku}'s scale): a killer rated harder than the band gets
 * its cages split one at a time until a split lands in the band; a puzzle rated harder still (any
 * other variant, or a killer whose splits overshoot) gets givens of its solution back (a binary
 * search over a random order of its empty cells for the fewest that bring it down to the band or
 * below); a killer rated easier gets neighbouring cages merged while it stays unique and not
 * harder than the band. The puzzle is kept only when its level is then the band's. Cost: one logic
 * path per rating: up to six ratings per split step, about log2(empty cells) for the givens, one
 * count and one rating per merge tried (tens of ms to a few hundred per puzzle on 9x9, more for
 * diabolical, whose rating runs the forcing chains, and seconds for hard killers).
 */
import type { Random } from "../../core/random.js";
import { logicPath } from "../logic/path.js";
import { TECHNIQUES } from "../logic/techniques.js";
import { variantLogicBoard } from "../logic/variants/board.js";
import { ratePath, type SudokuLevel, type SudokuRating, techniquesUpTo } from "../rating.js";
import { connectedSplits } from "./shapes.js";
import type { VariantSudoku } from "./types.js";
import { mergeOnce } from "./uniqueness.js";

/** Every technique but forcing nets (a net costs seconds on some thermo and killer puzzles). */
const WITHOUT_NETS = TECHNIQUES.filter((t) => t.name !== "forcing net");

/**
 * The rating of a puzzle when its level is at most `level` (the techniques up to that level
 * solve it), else null. For diabolical: the rating with every technique but forcing nets (a
 * guess where `rate` may find a net instead: diabolical either way).
 *
 * @example
 * ```ts
 * rateAtMost(puzzle, solution, "medium")?.level; // "easy" or "medium", or null when harder
 * ```
 */
export function rateAtMost(
  puzzle: VariantSudoku,
  solution: ArrayLike<number>,
  level: SudokuLevel,
): SudokuRating | null {
  const board = variantLogicBoard(puzzle);
  if (level === "diabolical")
    return ratePath(logicPath(board, { solution, techniques: WITHOUT_NETS }));
  const path = logicPath(board, { techniques: techniquesUpTo(level) });
  return path.end === "solved" ? ratePath(path) : null;
}

/** How a killer may be made harder: merged cages of up to `mergeTo` cells, `tries` merges drawn. */
export interface Climb {
  mergeTo: number;
  tries: number;
}

/** The puzzle with the first `k` cells of `order` given. */
function withGivens(
  p: VariantSudoku,
  solution: ArrayLike<number>,
  order: number[],
  k: number,
): VariantSudoku {
  const givens = [...p.givens];
  for (let i = 0; i < k; i++) givens[order[i]!] = solution[order[i]!]!;
  return { ...p, givens };
}

/** Givens given back (binary search on how many, in a random order) until the level is at most `level`. */
function easeDown(
  p: VariantSudoku,
  solution: ArrayLike<number>,
  level: SudokuLevel,
  rng: Random,
): [VariantSudoku, SudokuRating] | null {
  const order = p.givens.flatMap((v, c) => (v === 0 ? [c] : []));
  for (let i = order.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  // lo givens: too hard; hi givens: at most the level (all of them solve by singles)
  let lo = 0;
  let hi = order.length;
  let best = rateAtMost(withGivens(p, solution, order, hi), solution, level);
  if (!best) return null;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    const r = rateAtMost(withGivens(p, solution, order, mid), solution, level);
    if (r) {
      hi = mid;
      best = r;
    } else lo = mid;
  }
  return [withGivens(p, solution, order, hi), best];
}

/**
 * The puzzle with one cage of two or more cells, drawn at random, split into two connected
 * parts (a split drawn at random) with their sums from the solution; null when no cage can be.
 * A split adds the parts' sums but drops the rule that digits differ across the parts, so it may
 * let in another solution: splitDown keeps only a split that the logic solves (rated), which
 * proves it has one.
 */
function splitOnce(
  p: VariantSudoku,
  solution: ArrayLike<number>,
  rng: Random,
): VariantSudoku | null {
  const n = p.size;
  const order = p.cages.flatMap((cage, k) => (cage.cells.length >= 2 ? [k] : []));
  while (order.length > 0) {
    const k = order.splice(rng.int(order.length), 1)[0]!;
    const splits = connectedSplits(p.cages[k]!.cells, n);
    if (splits.length === 0) continue;
    const parts = splits[rng.int(splits.length)]!.map((cells) => ({
      cells,
      sum: cells.reduce((sum, c) => sum + solution[c]!, 0),
    }));
    return { ...p, cages: [...p.cages.slice(0, k), ...parts, ...p.cages.slice(k + 1)] };
  }
  return null;
}

/**
 * A killer rated harder than `level` brought down by splitting cages, a finer step than a given
 * (the hard band lies between puzzles that the cage techniques solve and puzzles that need
 * chains, and one given often jumps over it): up to `tries` splits drawn at each step, the first
 * rated `level` is the answer (solved by logic, so unique), else the walk goes on from the first
 * still harder; null when every split drawn overshoots (or after 30 steps).
 */
function splitDown(
  p: VariantSudoku,
  solution: ArrayLike<number>,
  level: SudokuLevel,
  rng: Random,
  tries = 6,
): [VariantSudoku, SudokuRating] | null {
  let current = p;
  for (let step = 0; step < 30; step++) {
    let harder: VariantSudoku | null = null;
    for (let t = 0; t < tries; t++) {
      const next = splitOnce(current, solution, rng);
      if (!next) return null;
      const r = rateAtMost(next, solution, level);
      if (r === null) harder ??= next;
      else if (r.level === level) return [next, r];
    }
    if (!harder) return null;
    current = harder;
  }
  return null;
}

/**
 * A puzzle of exactly `level` made from a unique puzzle and its solution (see the file comment),
 * with its rating; null when this puzzle cannot be brought into the band (draw another).
 *
 * @example
 * ```ts
 * toLevel(killer, solution, "hard", rng, { mergeTo: 6, tries: 24 })?.[1].level; // "hard"
 * ```
 *
 * @param climb - for killers: how cages may be merged when the puzzle is too easy; none: no climb
 */
export function toLevel(
  puzzle: VariantSudoku,
  solution: Uint8Array,
  level: SudokuLevel,
  rng: Random,
  climb?: Climb,
  signal?: AbortSignal,
): [VariantSudoku, SudokuRating] | null {
  let p = puzzle;
  if (level === "diabolical") {
    // harder than fiendish, or made so by merging; rated in full once
    for (let t = 0; rateAtMost(p, solution, "fiendish"); t++) {
      if (!climb || t >= climb.tries) return null;
      p = mergeOnce(p, solution, rng, climb.mergeTo, signal) ?? p;
    }
    const full = rateAtMost(p, solution, "diabolical")!;
    return full.level === "diabolical" ? [p, full] : null;
  }
  let rating = rateAtMost(p, solution, level);
  if (!rating && climb) {
    // a killer: cages split first (finer steps than givens), givens given back if that fails
    const split = splitDown(p, solution, level, rng);
    if (split) return split;
  }
  if (!rating) {
    const eased = easeDown(p, solution, level, rng);
    if (!eased) return null;
    [p, rating] = eased;
  }
  for (let t = 0; climb && rating.level !== level && t < climb.tries; t++) {
    const next = mergeOnce(p, solution, rng, climb.mergeTo, signal);
    const r: SudokuRating | null = next && rateAtMost(next, solution, level);
    if (next && r) [p, rating] = [next, r];
  }
  return rating.level === level ? [p, rating] : null;
}
