/**
 * The friendly exact cover API: count, visit, stream, first and all solutions, each a thin loop
 * over {@link DancingLinks.search}. A solution is the list of chosen option indices, in the order
 * the search chose them. Counting never builds a solution (no call per solution).
 */
import type { SearchCounters } from "../core/counters.js";
import { DancingLinks } from "./dancing-links.js";
import { checkExactCoverProblem, type ExactCoverProblem } from "./problem.js";

/** Options shared by the exact cover functions. */
export interface ExactCoverOptions {
  /** Stop after this many solutions. @defaultValue Infinity */
  limit?: number;
  /** Cancels the search (checked every 4096 nodes); throws AbortError. */
  signal?: AbortSignal;
  /** Filled with nodes and solutions (and the per-level profile when `profile` is set). */
  counters?: SearchCounters & {
    /** Updates: nodes removed from their item lists, as Knuth counts them (added to). */
    updates?: number;
  };
  /** Keep a per-level node count in `counters.profile`. */
  profile?: boolean;
  /**
   * Called every 65,536 nodes with the number of nodes so far.
   *
   * @param nodes - nodes visited since the search started
   */
  onProgress?: (nodes: number) => void;
}

/** Builds the links for a checked problem. */
export function prepare(problem: ExactCoverProblem, options: ExactCoverOptions = {}): DancingLinks {
  checkExactCoverProblem(problem);
  return new DancingLinks(problem, options);
}

/** Copies the engine's counters into the caller's. */
export function report(dl: DancingLinks, options: ExactCoverOptions): void {
  const c = options.counters;
  if (!c) return;
  c.nodes += dl.nodes;
  c.solutions += dl.solutions;
  c.updates = (c.updates ?? 0) + dl.updates;
  if (dl.profile) {
    if (!c.profile) c.profile = new Float64Array(dl.profile.length);
    for (let i = 0; i < dl.profile.length && i < c.profile.length; i++)
      c.profile[i] += dl.profile[i];
  }
}

function limitOf(options: ExactCoverOptions): number {
  return options.limit ?? Number.POSITIVE_INFINITY;
}

/**
 * Counts the solutions (up to `limit`).
 *
 * @param problem - the problem (checked first: InputError when malformed)
 * @param options - limit, cancellation, counters, profile and progress: see
 *   {@link ExactCoverOptions}
 *
 * @example
 * ```ts
 * countExactCovers(queensProblem(8)); // 92
 * ```
 */
export function countExactCovers(
  problem: ExactCoverProblem,
  options: ExactCoverOptions = {},
): number {
  const dl = prepare(problem, options);
  try {
    return dl.search(limitOf(options));
  } finally {
    report(dl, options);
  }
}

/**
 * Calls `visit` with each solution (option indices); return `false` from it to stop.
 * Returns the number of solutions visited.
 *
 * @param problem - the problem (checked first: InputError when malformed)
 * @param visit - called with each solution's option indices (in the order chosen; a fresh array);
 *   returning `false` stops the search
 * @param options - limit, cancellation, counters, profile and progress: see
 *   {@link ExactCoverOptions}
 *
 * @example
 * ```ts
 * forEachExactCover(problem, (options) => console.log(options.join(" ")));
 * ```
 */
export function forEachExactCover(
  problem: ExactCoverProblem,
  visit: (options: number[]) => unknown,
  options: ExactCoverOptions = {},
): number {
  const dl = prepare(problem, options);
  return visitSolutions(dl, visit, options);
}

/** Runs a prepared engine, visiting each solution; used by the units too. */
export function visitSolutions(
  dl: DancingLinks,
  visit: (options: number[]) => unknown,
  options: ExactCoverOptions,
): number {
  const limit = limitOf(options);
  let count = 0;
  try {
    while (count < limit && dl.search(1) === 1) {
      count++;
      if (visit(dl.solution()) === false) break;
    }
  } finally {
    report(dl, options);
  }
  return count;
}

/**
 * The solutions as a lazy stream (option indices per solution).
 *
 * @param problem - the problem (checked first: InputError when malformed)
 * @param options - limit, cancellation, counters, profile and progress: see
 *   {@link ExactCoverOptions}
 *
 * @example
 * ```ts
 * for (const s of exactCovers(problem, { limit: 3 })) console.log(s);
 * ```
 */
export function* exactCovers(
  problem: ExactCoverProblem,
  options: ExactCoverOptions = {},
): Generator<number[], void, undefined> {
  const dl = prepare(problem, options);
  const limit = limitOf(options);
  let count = 0;
  try {
    while (count < limit && dl.search(1) === 1) {
      count++;
      yield dl.solution();
    }
  } finally {
    report(dl, options);
  }
}

/**
 * The first solution, or undefined when there is none.
 *
 * @param problem - the problem (checked first: InputError when malformed)
 * @param options - cancellation, counters, profile and progress (`limit` is 1): see
 *   {@link ExactCoverOptions}
 *
 * @example
 * ```ts
 * firstExactCover(queensProblem(4)); // four option indices
 * ```
 */
export function firstExactCover(
  problem: ExactCoverProblem,
  options: ExactCoverOptions = {},
): number[] | undefined {
  for (const s of exactCovers(problem, { ...options, limit: 1 })) return s;
  return undefined;
}

/**
 * Every solution (up to `limit`), in search order.
 *
 * @param problem - the problem (checked first: InputError when malformed)
 * @param options - limit, cancellation, counters, profile and progress: see
 *   {@link ExactCoverOptions}
 *
 * @example
 * ```ts
 * allExactCovers(langfordProblem(3)).length; // 2
 * ```
 */
export function allExactCovers(
  problem: ExactCoverProblem,
  options: ExactCoverOptions = {},
): number[][] {
  return [...exactCovers(problem, options)];
}

/** Lets other work (a Ctrl-C, output draining) run between slices of a long search. */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Nodes searched between two yields of the async functions. */
const SLICE = 1 << 20;

/**
 * Counts the solutions without blocking the event loop for long (it yields every million
 * nodes), so that an AbortSignal fired by a Ctrl-C handler is seen.
 *
 * @param problem - the problem (checked first: InputError when malformed)
 * @param options - limit, cancellation, counters, profile and progress: see
 *   {@link ExactCoverOptions}
 *
 * @example
 * ```ts
 * await countExactCoversAsync(problem, { signal });
 * ```
 */
export async function countExactCoversAsync(
  problem: ExactCoverProblem,
  options: ExactCoverOptions = {},
): Promise<number> {
  const dl = prepare(problem, options);
  const limit = limitOf(options);
  let count = 0;
  try {
    while (count < limit && !dl.done) {
      dl.pauseAfter(SLICE);
      count += dl.search(limit - count);
      if (count < limit && !dl.done) await yieldToEventLoop();
    }
    return count;
  } finally {
    report(dl, options);
  }
}

/**
 * The solutions as an async stream that yields to the event loop every million nodes.
 *
 * @param problem - the problem (checked first: InputError when malformed)
 * @param options - limit, cancellation, counters, profile and progress: see
 *   {@link ExactCoverOptions}
 *
 * @example
 * ```ts
 * for await (const s of exactCoversAsync(problem, { signal })) print(s);
 * ```
 */
export async function* exactCoversAsync(
  problem: ExactCoverProblem,
  options: ExactCoverOptions = {},
): AsyncGenerator<number[], void, undefined> {
  const dl = prepare(problem, options);
  const limit = limitOf(options);
  let count = 0;
  try {
    while (count < limit && !dl.done) {
      dl.pauseAfter(SLICE);
      if (dl.search(1) === 1) {
        count++;
        yield dl.solution();
      } else if (!dl.done) await yieldToEventLoop();
    }
  } finally {
    report(dl, options);
  }
}
