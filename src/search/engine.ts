/**
 * What the two engines (interpreter and compiled code) share: the visitor called at each Print,
 * the run options, and the pool's layout (pool values mapped to indices 0..n-1, so the set of
 * values still free is a bitmask or a byte array whatever the values are).
 */
import type { SearchCounters } from "../core/counters.js";
import { type CheckedProgram, largest, smallest } from "./checker.js";

/**
 * Called at each executed Print. `vars[slot]` holds each variable bound so far, `items` the
 * values of the Print's expression items in order (both arrays are reused: copy what you keep).
 * Return `false` to stop the search.
 *
 * @param statement - the index of the Print statement in the program
 * @param vars - each variable's value by slot (see {@link CheckedSearchProgram.slotOf})
 * @param items - the values of the Print's expression items, in order
 */
export type PrintVisitor = (statement: number, vars: Float64Array, items: Float64Array) => unknown;

/** A run in progress: the engine arrays and the generator of steps. */
export interface EngineSteps {
  /** Variables by slot (valid for those bound at the current Print). */
  vars: Float64Array;
  /** Values of the current Print's expression items. */
  items: Float64Array;
  /**
   * Yields the index of each executed Print statement, and -1 every {@link TICK_NODES} nodes
   * (a chance to yield to the event loop). Calling `return()` stops the search.
   */
  steps: Generator<number, void, undefined>;
}

/**
 * A step of the interpreted search, as the `onStep` hook sees it: `enter`, the search reached a
 * Choose or Let (a level of the tree); `bind`, that statement gave its variable a value (a node
 * of the tree); `fail`, a Restrict (or a Let whose value is taken, or a division by zero) ended
 * the branch; `leave`, a Choose has no value left (or a Let is undone): back up a level; `leaf`,
 * the branch ran past the last statement.
 */
export type SearchStepKind = "enter" | "bind" | "fail" | "leave" | "leaf";

/**
 * The `onStep` hook: the step's kind, the statement's index (-1 for a leaf) and, for `bind`, the
 * value given.
 *
 * @param kind - what happened: see {@link SearchStepKind}
 * @param statement - the statement's index in the program, -1 for a leaf
 * @param value - the value given (`bind`), else 0
 */
export type SearchStepVisitor = (kind: SearchStepKind, statement: number, value: number) => void;

/** Options of one run of an engine. */
export interface EngineOptions {
  /** Counters to add to; with a `profile` array, statement execution counts are added too. */
  counters?: SearchCounters;
  /** Checked every {@link TICK_NODES} nodes; an aborted signal throws AbortError. */
  signal?: AbortSignal;
  /**
   * Called every {@link TICK_NODES} nodes with the node count (progress reports).
   *
   * @param nodes - nodes visited since the run started
   */
  onTick?: (nodes: number) => void;
  /**
   * Only the pool positions `from <= k < to` for the program's first Choose (for splitting one
   * search into parts: the parts' solutions, concatenated in order, are the whole search's).
   * @defaultValue the whole pool
   */
  firstChoose?: {
    /** The first pool position taken, from 0. */
    from: number;
    /** The position after the last one taken (exclusive), at most the pool's size. */
    to: number;
  };
  /**
   * Called at each step of the search, for tracing and replays (the interpreter only: the
   * compiled code has no hook, so its loops stay as they are). See {@link SearchStepKind}.
   */
  onStep?: SearchStepVisitor;
  /**
   * The most solutions the caller will take (steps of a compiled generator: its level functions
   * then stop at exactly that many, so the node count is the one a plain run gives).
   * @defaultValue no limit
   */
  limit?: number;
}

/** How often (in nodes) the engines check the signal and report progress: a power of two. */
export const TICK_NODES = 1 << 14;

/** Pool values by index and the index of a value (-1 when not in the pool). */
export interface PoolLayout {
  values: Float64Array;
  /** Smallest pool value; `lookup[v - min]` is v's index, or -1. */
  min: number;
  lookup: Int32Array;
  /** True when the pool is min, min+1, ..., in this order (index = v - min). */
  ascendingRange: boolean;
}

/**
 * Lays out the Values pool of a checked program.
 *
 * @example
 * ```ts
 * poolLayout(checkProgram(parseProgram("Values 3 1 2\nChoose a"))).lookup; // Int32Array [1, 2, 0]
 * ```
 */
export function poolLayout(checked: CheckedProgram): PoolLayout {
  return layoutOf(checked.pool);
}

/**
 * Lays out every pool of a checked program, in the order of `checked.pools` (the Values pool,
 * the named pools, the free choices' lists).
 *
 * @example
 * ```ts
 * const checked = checkProgram(parseProgram("Pool p 5 6\nChoose a from p\nChoose k in 1..3"));
 * poolLayouts(checked).map((l) => l.values.length); // [10, 2, 3]
 * ```
 */
export function poolLayouts(checked: CheckedProgram): PoolLayout[] {
  return checked.pools.map((p) => layoutOf(p.values, !p.free));
}

/**
 * The layout of one pool's values; a free choice's list has no lookup (no Let draws from it,
 * and its values may span any range).
 */
function layoutOf(pool: readonly number[], lookupTable = true): PoolLayout {
  const min = smallest(pool);
  const max = largest(pool);
  const lookup = new Int32Array(lookupTable ? max - min + 1 : 0).fill(-1);
  pool.forEach((v, i) => {
    lookup[v - min] = i;
  });
  return {
    values: Float64Array.from(pool),
    min,
    lookup,
    ascendingRange: pool.every((v, i) => v === min + i),
  };
}

/**
 * How many positions the first Choose can take (what `firstChoose` ranges over): the size of
 * the pool or list it draws from; the Values pool's size when the program has no Choose.
 *
 * @example
 * ```ts
 * firstChooseSize(checkProgram(parseProgram("Choose k in 1..4\nPrint k"))); // 4
 * ```
 */
export function firstChooseSize(checked: CheckedProgram): number {
  const first = checked.program.statements.findIndex((s) => s.kind === "choose");
  return checked.pools[first >= 0 ? checked.poolOf[first] : 0].values.length;
}
