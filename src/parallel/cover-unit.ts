/**
 * Exact cover problems as units: the search tree cut a few levels down (`exactCoverUnits`, the
 * options chosen at the first levels) and the subtrees grouped, in search order, into about
 * {@link COVER_UNITS} units that each carry the problem as DLX text, which the worker reads with
 * the DLX parser (a unit may come from anyone who can write to the Redis: it never hands the
 * engine pre-built structures). Combining: counts add up, solutions concatenate in unit order,
 * which is the single run's order. Cost: the cut walks the top levels once; a worker parses each
 * problem once (cached by text); each unit rebuilds the links (linear in the problem) once per
 * subtree.
 */
import { InputError } from "../core/errors.js";
import { formatDlx, parseDlx } from "../exact-cover/dlx-format.js";
import type { ExactCoverProblem } from "../exact-cover/problem.js";
import {
  countExactCoverUnit,
  type ExactCoverUnit,
  exactCoverUnitSolutions,
  exactCoverUnits,
  forEachExactCoverInUnit,
} from "../exact-cover/units.js";
import type { WorkUnit } from "./unit.js";

/** About how many units a problem is cut into. */
export const COVER_UNITS = 128;

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

const problems = new Map<string, ExactCoverProblem>();

/** The problem of a unit's text, parsed once per worker (a few problems kept). */
function unitProblem(text: string): ExactCoverProblem {
  let problem = problems.get(text);
  if (!problem) {
    if (problems.size >= 4) problems.clear();
    problem = parseDlx(text);
    problems.set(text, problem);
  }
  return problem;
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
  const problem = unitProblem(unit.text);
  let count = 0;
  const solutions: number[][] = [];
  const limit = unit.limit ?? Number.POSITIVE_INFINITY;
  for (const path of unit.paths) {
    if (count >= limit) break;
    const sub: ExactCoverUnit = { path };
    if (unit.solutions && emit) {
      count += forEachExactCoverInUnit(problem, sub, emit, { limit: limit - count });
    } else if (unit.solutions) {
      const found = exactCoverUnitSolutions(problem, sub, { limit: limit - count });
      for (const s of found) solutions.push(s);
      count += found.length;
    } else {
      count += countExactCoverUnit(problem, sub, { limit: limit - count });
    }
  }
  return unit.solutions && !emit ? { count, solutions } : { count };
}

const dlxName = /^[^\s|:]+$/;

/**
 * A problem as the DLX text its units carry. Its names must survive the format (no blanks,
 * `|` or `:` in a name, no blanks or `|` in a colour), so that the workers' parser reads back
 * the same items and options, in the same order (checked by reading it back); otherwise an
 * InputError names the culprit.
 *
 * @example
 * ```ts
 * coverUnitText({ primary: ["a"], secondary: [], options: [{ items: [0] }] }); // "a\na\n"
 * ```
 */
export function coverUnitText(problem: ExactCoverProblem): string {
  for (const name of [...problem.primary, ...problem.secondary])
    if (!dlxName.test(name))
      throw new InputError(
        `item name '${name}' cannot be written in DLX format for the workers (blank, '|' or ':')`,
        { value: name },
      );
  problem.options.forEach((option, o) => {
    for (const color of option.colors ?? [])
      if (color !== null && !/^[^\s|]+$/.test(color))
        throw new InputError(`option ${o}: colour '${color}' cannot be written in DLX format`, {
          value: color,
        });
  });
  const text = formatDlx(problem);
  if (shape(parseDlx(text)) !== shape(problem))
    throw new InputError("this problem cannot be written in DLX format for the workers");
  return text;
}

/** A problem's items and options as JSON (option names and all-blank colours left out). */
function shape(problem: ExactCoverProblem): string {
  return JSON.stringify(problem, (key, value) => {
    if (key === "name" && typeof value === "string") return undefined;
    if (
      key === "colors" &&
      Array.isArray(value) &&
      value.every((c) => c === null || c === undefined)
    )
      return undefined;
    return value;
  });
}

/**
 * Cuts a problem into units: the depth grows until there are at least 4 × {@link COVER_UNITS}
 * subtrees (at most 8 levels), then consecutive subtrees are grouped into about
 * {@link COVER_UNITS} units. Deterministic: the same problem always gives the same units.
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
  let paths: ExactCoverUnit[] = [];
  for (let depth = 1; depth <= 8; depth++) {
    const next = exactCoverUnits(problem, depth);
    paths = next;
    if (next.length >= 4 * COVER_UNITS || next.every((u) => u.path.length < depth)) break;
  }
  const text = coverUnitText(problem);
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
