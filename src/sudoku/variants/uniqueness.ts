/**
 * The generator's work with the variant engine: a random solution of a rule set (random givens
 * kept while a solution remains, then the engine's first solution), taking givens away while the
 * puzzle keeps one solution, and making a killer unique by splitting the cage (or, failing that,
 * giving the cell) where two solutions differ. Givens are changed in the compiled model's starting
 * masks, so one model and one engine serve a whole pass. Every search is capped (a search cut
 * short keeps the clue, or drops the attempt): uniqueness is always proved, never assumed.
 * Cost: one count per cell for a pass over the givens, one per split for a killer.
 */
import { AbortError } from "../../core/errors.js";
import type { Random } from "../../core/random.js";
import { swappableDigits } from "./cage-swaps.js";
import { VariantEngine } from "./engine.js";
import { variantModel } from "./model.js";
import { cageOwners, connectedSplits, shuffle } from "./shapes.js";
import type { VariantSudoku } from "./types.js";

/**
 * Counts to `limit` with the search capped at about `cap` x 1,024 nodes (the engine looks at its
 * signal every 1,024 nodes): -1 when cut short. The caller's signal still cancels (AbortError).
 *
 * @example
 * ```ts
 * cappedCount(new VariantEngine(variantModel(puzzle)), 2, 16); // 1, 2, or -1 when cut short
 * ```
 */
export function cappedCount(
  engine: VariantEngine,
  limit: number,
  cap: number,
  signal?: AbortSignal,
  solution?: Uint8Array,
  other?: Uint8Array,
): number {
  let looks = 0;
  const capped = {
    get aborted() {
      return signal?.aborted === true || ++looks > cap;
    },
  } as AbortSignal;
  try {
    return engine.count(limit, solution, capped, other);
  } catch (error) {
    if (error instanceof AbortError && signal?.aborted !== true) return -1;
    throw error;
  }
}

/**
 * A random solution of the puzzle's rules (its givens ignored), or null when the engine finds
 * none within its cap (a jigsaw layout no grid fills, say). A third of the cells, in random
 * order, get a random digit, each kept when a solution remains (else the last solution's digit
 * stays); the engine's first solution under those givens is the answer.
 *
 * @example
 * ```ts
 * randomVariantSolution(windokuShape, createRandom(1)); // Uint8Array(81), a windoku solution
 * ```
 */
export function randomVariantSolution(
  puzzle: VariantSudoku,
  rng: Random,
  signal?: AbortSignal,
): Uint8Array | null {
  const model = variantModel({ ...puzzle, givens: puzzle.givens.map(() => 0) });
  const engine = new VariantEngine(model);
  const n = puzzle.size;
  const solution = new Uint8Array(model.cells);
  const trial = new Uint8Array(model.cells);
  if (cappedCount(engine, 1, 2, signal, solution) !== 1) return null;
  const order = shuffle(
    Array.from({ length: model.cells }, (_, i) => i),
    rng,
  );
  for (const cell of order.slice(0, Math.ceil(model.cells / 3))) {
    const d = 1 + rng.int(n);
    if (d !== solution[cell]) {
      model.initial[cell] = 1 << (d - 1);
      if (cappedCount(engine, 1, 4, signal, trial) === 1) solution.set(trial);
    }
    model.initial[cell] = 1 << (solution[cell]! - 1);
  }
  return solution;
}

/**
 * Givens for a puzzle whose rules are set: every cell given, then each in random order taken away
 * when the puzzle keeps exactly one solution (no solution with another digit in that cell: the
 * only place where a second solution could differ; a search cut short keeps the clue); then `extra` of the
 * cells taken away are given back at random (an easier puzzle). Returns the givens (0 blank).
 *
 * @example
 * ```ts
 * reduceGivens(thermoShape, solution, createRandom(1), 0); // a minimal set of givens
 * ```
 */
export function reduceGivens(
  puzzle: VariantSudoku,
  solution: Uint8Array,
  rng: Random,
  extra: number,
  signal?: AbortSignal,
): number[] {
  const model = variantModel({ ...puzzle, givens: puzzle.givens.map(() => 0) });
  const engine = new VariantEngine(model);
  const free = model.initial.slice();
  for (let c = 0; c < model.cells; c++) model.initial[c] = 1 << (solution[c]! - 1);
  const removed: number[] = [];
  for (const cell of shuffle(
    Array.from({ length: model.cells }, (_, i) => i),
    rng,
  )) {
    const given = model.initial[cell]!;
    // unique before, so another solution would differ here: look for one with another digit
    model.initial[cell] = free[cell]! & ~given;
    if (cappedCount(engine, 1, 16, signal) === 0) {
      model.initial[cell] = free[cell]!;
      removed.push(cell);
    } else model.initial[cell] = given;
  }
  const givens = Array.from(solution, (v, c) => (model.initial[c] === free[c] ? 0 : v));
  for (const cell of shuffle(removed, rng).slice(0, extra)) givens[cell] = solution[cell]!;
  return givens;
}

/** Sum of a solution's digits over some cells. */
function total(values: ArrayLike<number>, cells: readonly number[]): number {
  let s = 0;
  for (const c of cells) s += values[c]!;
  return s;
}

/**
 * A split of a cage into two connected parts on which two solutions have different sums (so
 * the sums of the parts rule one of them out), chosen at random; null when there is none.
 */
function splitCage(
  cage: number[],
  first: Uint8Array,
  second: Uint8Array,
  size: number,
  rng: Random,
): [number[], number[]] | null {
  const splits = connectedSplits(cage, size).filter(([a]) => total(first, a) !== total(second, a));
  return splits.length > 0 ? splits[rng.int(splits.length)]! : null;
}

/**
 * Makes a killer puzzle unique: while the engine finds two solutions, the cage where they differ
 * is split in two (sums from `solution`) so that one of them goes, or when no split can tell
 * them apart, a cell where they differ is given. Null when a count is cut short or `rounds` run
 * out (the caller draws again).
 *
 * @example
 * ```ts
 * uniqueKiller(killer, solution, createRandom(1)); // the puzzle with split cages, one solution
 * ```
 */
export function uniqueKiller(
  puzzle: VariantSudoku,
  solution: Uint8Array,
  rng: Random,
  signal?: AbortSignal,
  rounds = 80,
): VariantSudoku | null {
  const n = puzzle.size;
  const first = new Uint8Array(n * n);
  const second = new Uint8Array(n * n);
  let p = puzzle;
  for (let round = 0; round < rounds; round++) {
    const found = cappedCount(new VariantEngine(variantModel(p)), 2, 16, signal, first, second);
    if (found === 1) return p;
    if (found !== 2) return null;
    const differ: number[] = [];
    for (let c = 0; c < n * n; c++) if (first[c] !== second[c]) differ.push(c);
    const cages = p.cages.map((cage) => cage.cells);
    const touched = shuffle(
      cages.filter((cells) => cells.some((c) => first[c] !== second[c])),
      rng,
    );
    let split: [number[], number[]] | null = null;
    let at = -1;
    for (const cells of touched) {
      split = splitCage(cells, first, second, n, rng);
      if (split) {
        at = cages.indexOf(cells);
        break;
      }
    }
    if (split) {
      const parts = split.map((cells) => ({ cells, sum: total(solution, cells) }));
      p = { ...p, cages: [...p.cages.slice(0, at), ...parts, ...p.cages.slice(at + 1)] };
    } else {
      const cell = differ[rng.int(differ.length)]!;
      p = { ...p, givens: p.givens.map((v, c) => (c === cell ? solution[c]! : v)) };
    }
  }
  return null;
}

/**
 * One merge: a pair of neighbouring cages, drawn at random, joined into one (at most `maxSize`
 * cells, different digits) when the puzzle keeps one solution; null when the drawn merge would
 * let in another solution (or no pair can merge).
 *
 * @example
 * ```ts
 * mergeOnce(unique, solution, createRandom(1), 6)?.cages.length; // one cage fewer, or null
 * ```
 */
export function mergeOnce(
  p: VariantSudoku,
  solution: Uint8Array,
  rng: Random,
  maxSize: number,
  signal?: AbortSignal,
): VariantSudoku | null {
  const n = p.size;
  const cages = p.cages;
  const owner = cageOwners(cages, n * n);
  const pairs: [number, number][] = [];
  for (let c = 0; c < n * n; c++)
    for (const d of [c % n < n - 1 ? c + 1 : -1, c + n < n * n ? c + n : -1]) {
      const a = owner[c]!;
      const b = d < 0 ? -1 : owner[d]!;
      if (a < 0 || b < 0 || a === b) continue;
      const cells = [...cages[a]!.cells, ...cages[b]!.cells];
      if (cells.length <= maxSize && new Set(cells.map((x) => solution[x])).size === cells.length)
        pairs.push([Math.min(a, b), Math.max(a, b)]);
    }
  if (pairs.length === 0) return null;
  const [a, b] = pairs[rng.int(pairs.length)]!;
  const cells = [...cages[a]!.cells, ...cages[b]!.cells];
  const merged = cages.filter((_, k) => k !== a && k !== b);
  merged.push({ cells, sum: total(solution, cells) });
  const next = { ...p, cages: merged };
  return isUnique(next, solution, signal) ? next : null;
}

/**
 * True when `solution` is the puzzle's only solution, proved within a short cap (a merge whose
 * proof needs a long search is not worth its time): false at once when two of the solution's
 * digits can be swapped (cage-swaps.ts: no search), else by a count to 2.
 */
function isUnique(p: VariantSudoku, solution: Uint8Array, signal?: AbortSignal): boolean {
  if (swappableDigits(p, solution)) return false;
  return cappedCount(new VariantEngine(variantModel(p)), 2, 2, signal) === 1;
}

/**
 * Harder killers: `tries` merges drawn (see {@link mergeOnce}), each kept when the puzzle keeps
 * one solution.
 *
 * @example
 * ```ts
 * mergeCages(unique, solution, createRandom(1), 6, 40); // fewer, larger cages; still one solution
 * ```
 */
export function mergeCages(
  puzzle: VariantSudoku,
  solution: Uint8Array,
  rng: Random,
  maxSize: number,
  tries: number,
  signal?: AbortSignal,
): VariantSudoku {
  let p = puzzle;
  for (let t = 0; t < tries; t++) p = mergeOnce(p, solution, rng, maxSize, signal) ?? p;
  return p;
}
