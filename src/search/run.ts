/**
 * Running a search-language program: parse + check + compile (or interpret), collect the printed
 * solutions and the per-statement profile, stop at a limit or on an AbortSignal, or stream the
 * solutions lazily. A thin layer over the engines: the hot loops are the compiled code's.
 */
import { createCounters, type SearchCounters } from "../core/counters.js";
import { InputError, throwIfAborted } from "../core/errors.js";
import type { Program } from "./ast.js";
import { assertChecked, type CheckedProgram, checkProgram, isCheckedProgram } from "./checker.js";
import { type CompiledSearch, compileProgram } from "./compiler.js";
import type { EngineOptions, EngineSteps, PrintVisitor } from "./engine.js";
import { interpretProgram, interpretSteps } from "./interpreter.js";
import { parseProgram } from "./parser.js";

/** One solution: a line printed by a Print statement. */
export interface SearchSolution {
  /** The printed line: the Print's items joined without separators. */
  text: string;
  /** Every variable that had a value when the Print ran. */
  values: Record<string, number>;
  /** Source line of the Print statement. */
  line: number;
}

/** One statement's profile entry. */
export interface ProfileEntry {
  /** The statement's 1-based source line. */
  line: number;
  /** The statement as written. */
  statement: string;
  /** How many times it was executed. */
  count: number;
}

/** Options for running a program. */
export interface RunSearchOptions {
  /** Walk the tree instead of compiling. @defaultValue false */
  interpret?: boolean;
  /** Count each statement's executions. @defaultValue false */
  profile?: boolean;
  /** Stop after this many solutions. @defaultValue no limit */
  limit?: number;
  /** Stops the search (AbortError) when aborted; checked every few thousand nodes. */
  signal?: AbortSignal;
  /**
   * Progress: called now and then with the number of nodes so far.
   *
   * @param nodes - nodes visited since the search started
   */
  onProgress?: (nodes: number) => void;
  /**
   * Called with each solution as it is found (they are still collected unless `collect` is false).
   *
   * @param solution - the solution just printed
   */
  onSolution?: (solution: SearchSolution) => void;
  /** Keep the solutions in the result. @defaultValue true */
  collect?: boolean;
  /**
   * Only pool positions `from <= k < to` for the first Choose: one part of a search split for
   * parallel runs (the parts' solutions, concatenated in order, are the whole search's).
   */
  firstChoose?: {
    /** The first pool position taken, from 0. */
    from: number;
    /** The position after the last one taken (exclusive), at most the pool's size. */
    to: number;
  };
}

/** What a run found. */
export interface SearchResult {
  /** The solutions in the order found (empty when `collect` is false). */
  solutions: SearchSolution[];
  /** False when the limit stopped the search early. */
  complete: boolean;
  /** Nodes (values given to pool variables), solutions (Prints executed), and the profile array. */
  counters: SearchCounters;
  /** Per-statement counts (empty unless `profile`). */
  profile: ProfileEntry[];
}

/** A program text, a parsed program, or a checked one. */
export type ProgramSource = string | Program | CheckedProgram;

/**
 * Parses (if needed) and checks a program.
 *
 * @param source - program text, a syntax tree from {@link parseSearchProgram}, or an already
 *   checked program (returned as it is)
 *
 * @example
 * ```ts
 * const checked = loadProgram("Choose a\nPrint a");
 * ```
 */
export function loadProgram(source: ProgramSource): CheckedProgram {
  if (typeof source === "string") return checkProgram(parseProgram(source));
  if (isCheckedProgram(source)) return source;
  if (typeof source !== "object" || source === null)
    throw new InputError(
      `a program is text or a syntax tree, got ${source === null ? "null" : typeof source}`,
    );
  // anything else, even an object that looks checked, is validated as a syntax tree
  return checkProgram(source as Program);
}

const compiledCache = new WeakMap<CheckedProgram, Map<string, CompiledSearch>>();

/**
 * The compiled form of a checked program (cached per program and variant).
 *
 * @example
 * ```ts
 * compiledSearch(loadProgram("Choose a\nPrint a"), { profile: true }).code; // generated JavaScript
 * ```
 */
export function compiledSearch(
  checked: CheckedProgram,
  variant: { profile?: boolean; generator?: boolean } = {},
): CompiledSearch {
  assertChecked(checked);
  let byVariant = compiledCache.get(checked);
  if (!byVariant) {
    byVariant = new Map();
    compiledCache.set(checked, byVariant);
  }
  const key = `${variant.profile ? "p" : ""}${variant.generator ? "g" : ""}`;
  let compiled = byVariant.get(key);
  if (!compiled) {
    compiled = compileProgram(checked, variant);
    byVariant.set(key, compiled);
  }
  return compiled;
}

/**
 * Formats what a Print statement prints, from the engine's arrays.
 *
 * @example
 * ```ts
 * // for `Print a " + " b` with items [3, 4]: "3 + 4"
 * ```
 */
export function formatSolution(
  checked: CheckedProgram,
  statement: number,
  vars: ArrayLike<number>,
  items: ArrayLike<number>,
): SearchSolution {
  const s = checked.program.statements[statement];
  let text = "";
  if (s.kind === "print") {
    let k = 0;
    for (const item of s.items) text += item.kind === "text" ? item.text : String(items[k++] + 0);
  }
  const values: Record<string, number> = {};
  const bound = checked.boundBefore[statement];
  for (let slot = 0; slot < bound; slot++)
    // defineProperty: a variable named __proto__ is a field like any other
    Object.defineProperty(values, checked.variables[slot].name, {
      value: vars[slot] + 0,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  return { text, values, line: s.line };
}

/**
 * The profile of a run as entries (line, statement as written, count).
 *
 * @example
 * ```ts
 * profileEntries(checked, counters.profile!)[0]; // { line: 1, statement: "Let x = 7", count: 1 }
 * ```
 */
export function profileEntries(checked: CheckedProgram, profile: Float64Array): ProfileEntry[] {
  return checked.program.statements.map((s, i) => ({
    line: s.line,
    statement: s.text,
    count: profile[i],
  }));
}

/**
 * Runs a program to the end (or to `limit` solutions) and returns its solutions and counters.
 *
 * @param source - program text, a syntax tree, or a checked program
 * @param options - interpreter or compiler, profile, limit, cancellation, callbacks and a slice of
 *   the first Choose: see {@link RunSearchOptions}
 *
 * @example
 * ```ts
 * const result = runSearch("Values 1..3\nChoose a\nChoose b\nRestrict a + b == 4\nPrint a b", { profile: true });
 * result.solutions.map((s) => s.text); // ["13", "31"]
 * result.profile.map((p) => p.count);  // [1, 1, 3, 6, 2]
 * ```
 */
export function runSearch(source: ProgramSource, options: RunSearchOptions = {}): SearchResult {
  const checked = loadProgram(source);
  const count = checked.program.statements.length;
  const counters = createCounters(options.profile ? Math.max(1, count) : 0);
  const solutions: SearchSolution[] = [];
  const limit = options.limit ?? Number.POSITIVE_INFINITY;
  const collect = options.collect ?? true;
  let found = 0;
  let complete = true;
  if (limit <= 0) return { solutions, complete: false, counters, profile: [] };
  const visit: PrintVisitor = (statement, vars, items) => {
    const solution = formatSolution(checked, statement, vars, items);
    if (collect) solutions.push(solution);
    options.onSolution?.(solution);
    if (++found >= limit) {
      complete = false;
      return false;
    }
    return true;
  };
  const engineOptions = {
    counters,
    signal: options.signal,
    onTick: options.onProgress,
    firstChoose: options.firstChoose,
  };
  if (options.interpret) interpretProgram(checked, visit, engineOptions);
  else compiledSearch(checked, { profile: options.profile }).run(visit, engineOptions);
  const profile = counters.profile && count > 0 ? profileEntries(checked, counters.profile) : [];
  return { solutions, complete, counters, profile };
}

/**
 * Parses and runs program text with profiling; the solutions as printed lines and the profile.
 * Meant for comparing programs (such as the alphametic solver's `--show-program` output).
 *
 * @param text - the program text
 * @param options - as for {@link runSearch} (the profile is always on)
 *
 * @example
 * ```ts
 * const { solutions, profile } = runProgramText("Choose a\nRestrict a > 8\nPrint a");
 * // solutions = ["9"], profile[1] = { line: 2, statement: "Restrict a > 8", count: 10 }
 * ```
 */
export function runProgramText(
  text: string,
  options: Omit<RunSearchOptions, "profile"> = {},
): {
  /** The printed lines, in order. */
  solutions: string[];
  /** Each statement's execution count. */
  profile: ProfileEntry[];
  /** Nodes and solutions. */
  counters: SearchCounters;
} {
  const result = runSearch(text, { ...options, profile: true });
  return {
    solutions: result.solutions.map((s) => s.text),
    profile: result.profile,
    counters: result.counters,
  };
}

/** Starts a run as a generator of steps (Print indexes, and -1 every few thousand nodes). */
function startSteps(
  checked: CheckedProgram,
  options: { interpret?: boolean; profile?: boolean },
  engineOptions: EngineOptions,
): EngineSteps {
  return options.interpret
    ? interpretSteps(checked, engineOptions)
    : compiledSearch(checked, { profile: options.profile, generator: true }).steps(engineOptions);
}

/**
 * The solutions as a lazy stream: the search (compiled, or interpreted) pauses at each Print
 * until the next solution is asked for; leaving the loop stops it.
 *
 * @param source - program text, a syntax tree, or a checked program
 * @param options - as for {@link runSearch}, without `onSolution`, `collect` and `profile`
 *
 * @example
 * ```ts
 * for (const s of searchSolutions("Choose a\nChoose b\nRestrict a * b == 12\nPrint a \"*\" b")) {
 *   console.log(s.text); // 2*6, then 3*4, ...
 *   break;
 * }
 * ```
 */
export function* searchSolutions(
  source: ProgramSource,
  options: Omit<RunSearchOptions, "onSolution" | "collect" | "profile"> = {},
): Generator<SearchSolution, void, undefined> {
  const checked = loadProgram(source);
  const limit = options.limit ?? Number.POSITIVE_INFINITY;
  if (limit <= 0) return;
  const run = startSteps(checked, options, {
    signal: options.signal,
    onTick: options.onProgress,
    firstChoose: options.firstChoose,
    limit,
  });
  let found = 0;
  try {
    for (const step of run.steps) {
      if (step < 0) continue;
      yield formatSolution(checked, step, run.vars, run.items);
      if (++found >= limit) return;
    }
  } finally {
    run.steps.return(undefined);
  }
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Options of {@link runSearchAsync}. */
export interface RunSearchAsyncOptions extends Omit<RunSearchOptions, "onSolution"> {
  /**
   * Called with each solution; a returned promise is awaited (back-pressure).
   *
   * @param solution - the solution just printed
   */
  onSolution?: (solution: SearchSolution) => unknown;
}

/**
 * Runs a program like {@link runSearch}, but yields to the event loop every few milliseconds,
 * so that an AbortSignal aborted from a timer or a Ctrl-C handler stops it (AbortError), and
 * awaits `onSolution` (for writing output with back-pressure).
 *
 * @param source - program text, a syntax tree, or a checked program
 * @param options - as for {@link runSearch}; `onSolution` may return a promise, which is awaited
 *
 * @example
 * ```ts
 * const result = await runSearchAsync(program, { signal: AbortSignal.timeout(1000), profile: true });
 * ```
 */
export async function runSearchAsync(
  source: ProgramSource,
  options: RunSearchAsyncOptions = {},
): Promise<SearchResult> {
  const checked = loadProgram(source);
  const count = checked.program.statements.length;
  const counters = createCounters(options.profile ? Math.max(1, count) : 0);
  const solutions: SearchSolution[] = [];
  const limit = options.limit ?? Number.POSITIVE_INFINITY;
  const collect = options.collect ?? true;
  let complete = true;
  if (limit <= 0) return { solutions, complete: false, counters, profile: [] };
  throwIfAborted(options.signal);
  const run = startSteps(checked, options, {
    counters,
    signal: options.signal,
    onTick: options.onProgress,
    firstChoose: options.firstChoose,
    limit,
  });
  let found = 0;
  let last = Date.now();
  try {
    for (const step of run.steps) {
      if (step < 0) {
        const now = Date.now();
        if (now - last >= 20) {
          await yieldToEventLoop();
          throwIfAborted(options.signal);
          last = Date.now();
        }
        continue;
      }
      const solution = formatSolution(checked, step, run.vars, run.items);
      if (collect) solutions.push(solution);
      const pending = options.onSolution?.(solution);
      if (pending instanceof Promise) await pending;
      if (++found >= limit) {
        complete = false;
        break;
      }
    }
  } finally {
    run.steps.return(undefined);
  }
  const profile = counters.profile && count > 0 ? profileEntries(checked, counters.profile) : [];
  return { solutions, complete, counters, profile };
}

/**
 * The first solution, or undefined when there is none.
 *
 * @param source - program text, a syntax tree, or a checked program
 * @param options - as for {@link runSearch}, without `limit` (which is 1)
 *
 * @example
 * ```ts
 * firstSolution("Choose a\nRestrict a * a == 49\nPrint a")?.text; // "7"
 * ```
 */
export function firstSolution(
  source: ProgramSource,
  options: Omit<RunSearchOptions, "limit"> = {},
): SearchSolution | undefined {
  return runSearch(source, { ...options, limit: 1 }).solutions[0];
}

/**
 * Every solution (up to `options.limit`).
 *
 * @param source - program text, a syntax tree, or a checked program
 * @param options - as for {@link runSearch}
 *
 * @example
 * ```ts
 * allSolutions("Values 1..3\nChoose a\nPrint a").map((s) => s.text); // ["1", "2", "3"]
 * ```
 */
export function allSolutions(
  source: ProgramSource,
  options: RunSearchOptions = {},
): SearchSolution[] {
  return runSearch(source, options).solutions;
}
