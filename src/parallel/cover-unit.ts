/**
 * Exact cover problems as units: the search tree cut a few levels down (`exactCoverUnits`, the
 * options chosen at the first levels) and the subtrees grouped, in search order, into about
 * {@link COVER_UNITS} units that each carry the problem as DLX text, which the worker reads with
 * the DLX parser (a unit may come from anyone who can write to the Redis: it never hands the
 * engine pre-built structures). Combining: counts add up, solutions concatenate in unit order,
 * which is the single run's order. Cost: the cut walks the top levels once (at most
 * {@link MAX_CUT} subtrees below the first level); a worker parses each problem and builds its
 * links once (cached by text); each subtree then resets the links and chooses its path.
 */
import { parseDlx } from "../exact-cover/dlx-format.js";
import { checkExactCoverProblem, type ExactCoverProblem } from "../exact-cover/problem.js";
import {
  type ExactCoverUnit,
  type ExactCoverUnitRunner,
  exactCoverUnitRunner,
  exactCoverUnits,
} from "../exact-cover/units.js";
import type { WorkUnit } from "./unit.js";

/** About how many units a problem is cut into. */
export const COVER_UNITS = 128;

/** The most subtrees a cut below the first level may give (the cut walks each). */
export const MAX_CUT = 64 * COVER_UNITS;

/** A group of subtrees of one exact cover problem. */
export interface CoverUnit {
  /** The problem in Knuth's DLX format (`formatDlx`). */
  text: string;
  paths: number[][];
  /** List the solutions (as option indices) rather than count them. */
  solutions?: boolean;
  /** Stop after this many solutions in the unit. */
  limit?: number;
}

/** A unit's count and, when asked, its solutions in search order. */
export interface CoverUnitResult {
  count: number;
  solutions?: number[][];
}

const runners = new Map<string, ExactCoverUnitRunner>();

/**
 * The runner of a unit's problem text: parsed, and its links built, once per worker thread (a few
 * problems kept); each subtree then only resets the links and chooses its path.
 */
function unitRunner(text: string): ExactCoverUnitRunner {
  let runner = runners.get(text);
  if (!runner) {
    if (runners.size >= 4) runners.clear();
    runner = exactCoverUnitRunner(parseDlx(text));
    runners.set(text, runner);
  }
  return runner;
}

/**
 * Runs one unit (in a worker): parses the problem text, then searches each subtree (a path
 * that does not belong to the problem is an InputError). With `emit` and `solutions`, each
 * solution goes there as it is found instead of into the result.
 *
 * @example
 * ```ts
 * runCoverUnit({ text: formatDlx(problem), paths: [[0]] }).count;
 * ```
 */
export function runCoverUnit(
  unit: CoverUnit,
  emit?: (solution: number[]) => void,
): CoverUnitResult {
  const runner = unitRunner(unit.text);
  let count = 0;
  const solutions: number[][] = [];
  const limit = unit.limit ?? Number.POSITIVE_INFINITY;
  const keep = (solution: number[]) => void solutions.push(solution);
  for (const path of unit.paths) {
    if (count >= limit) break;
    const sub: ExactCoverUnit = { path };
    if (unit.solutions) count += runner.forEach(sub, emit ?? keep, limit - count);
    else count += runner.count(sub, limit - count);
  }
  return unit.solutions && !emit ? { count, solutions } : { count };
}

/**
 * A problem as the DLX text its units carry, whatever its names: items are written `i0 i1 ...`
 * (primary, with their multiplicities as `a:b|i3`) and `s0 s1 ...` (secondary), colours `c0 c1
 * ...` by first appearance, in the problem's order, so that the workers' DLX parser reads back the
 * same problem (same items, options, bounds and colour classes, option costs left out: a unit
 * counts or lists, never minimises). Names never reach the workers: solutions are option indices.
 * A problem the engine refuses is refused here (InputError), before any unit is made.
 *
 * @example
 * ```ts
 * coverUnitText({ primary: ["a b"], secondary: ["x"], options: [{ items: [0, 1], colors: [null, "red"] }] });
 * // "i0 | s0\ni0 s0:c0\n"
 * ```
 */
export function coverUnitText(problem: ExactCoverProblem): string {
  checkExactCoverProblem(problem);
  const p = problem.primary.length;
  const head = problem.primary.map((_, k) => {
    const b = problem.bounds?.[k];
    return b && (b[0] !== 1 || b[1] !== 1) ? `${b[0]}:${b[1]}|i${k}` : `i${k}`;
  });
  const secondary = problem.secondary.map((_, k) => `s${k}`);
  const lines = [
    secondary.length > 0 ? `${head.join(" ")} | ${secondary.join(" ")}` : head.join(" "),
  ];
  const colours = new Map<string, number>();
  for (const option of problem.options) {
    const words = option.items.map((item, k) => {
      const name = item < p ? `i${item}` : `s${item - p}`;
      const colour = option.colors?.[k];
      if (colour === null || colour === undefined) return name;
      let c = colours.get(colour);
      if (c === undefined) colours.set(colour, (c = colours.size));
      return `${name}:c${c}`;
    });
    lines.push(words.join(" "));
  }
  return `${lines.join("\n")}\n`;
}

/**
 * Cuts a problem into units: the depth grows until there are at least 4 × {@link COVER_UNITS}
 * subtrees (at most 8 levels, and never a level that would give more than {@link MAX_CUT}
 * subtrees: the first level alone may, one per option of the item branched on), then
 * consecutive subtrees are grouped into about {@link COVER_UNITS} units. Deterministic: the same
 * problem always gives the same units.
 *
 * @example
 * ```ts
 * coverUnits(pentominoProblem(10, 6)).length; // about 128
 * ```
 */
export function coverUnits(
  problem: ExactCoverProblem,
  options: { solutions?: boolean; limit?: number } = {},
): WorkUnit<CoverUnit>[] {
  const text = coverUnitText(problem);
  let paths: ExactCoverUnit[] = [];
  for (let depth = 1; depth <= 8; depth++) {
    const next = exactCoverUnits(problem, depth, { maxUnits: depth > 1 ? MAX_CUT : undefined });
    if (next.length > MAX_CUT && depth > 1) break; // one level more would blow up: keep this one
    paths = next;
    if (next.length >= 4 * COVER_UNITS || next.every((u) => u.path.length < depth)) break;
  }
  const size = Math.max(1, Math.ceil(paths.length / COVER_UNITS));
  const units: WorkUnit<CoverUnit>[] = [];
  for (let from = 0; from < paths.length; from += size) {
    const payload: CoverUnit = {
      text,
      paths: paths.slice(from, from + size).map((u) => u.path),
    };
    if (options.solutions) payload.solutions = true;
    if (options.limit !== undefined) payload.limit = options.limit;
    units.push({ engine: "cover", payload });
  }
  return units;
}
