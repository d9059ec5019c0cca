/**
 * The loop state of the engine's TypeScript search strategies (the coloured search of colors.ts,
 * the bounded one of multiplicities.ts): what `DancingLinks` hands a strategy and keeps when it
 * returns (at a solution, a pause or the end), so that the next `search` call resumes there; and
 * the engine's arrays (layout.ts) a strategy works on. The WebAssembly kernels keep the same
 * state in memory instead (layout.ts: ST_*, SF_*).
 */

/** The engine's arrays, as layout.ts lays them out. */
export interface EngineArrays {
  mem: Int32Array;
  range: Int32Array;
  links: Int32Array;
  /** The node chosen at each level. */
  choice: Int32Array;
  /** Nodes per level, when profiling. */
  profile: Float64Array | undefined;
}

/** With DLX3's arrays: covers each item may still take, its slack, and per level its item and first tweak. */
export interface BoundedArrays extends EngineArrays {
  bound: Int32Array;
  slack: Int32Array;
  branchItem: Int32Array;
  firstTweak: Int32Array;
  /** The address just past the primary items. */
  primaryEnd: number;
}

/** A search's position and counters. */
export interface LoopState {
  level: number;
  /** The level the search started from (after a unit's prefix): done when back there. */
  base: number;
  nodes: number;
  updates: number;
  branches: number;
  /** True when the next call must first backtrack from a reported solution. */
  resume: boolean;
  /** True once the tree below the base is done. */
  finished: boolean;
}

/**
 * Saves a strategy's loop variables into `state` when it returns; returns the solutions found.
 *
 * @example
 * ```ts
 * return leave(state, level, nodes, updates, found, true, false); // at a solution
 * ```
 */
export function leave(
  state: LoopState,
  level: number,
  nodes: number,
  updates: number,
  found: number,
  resume: boolean,
  finished: boolean,
): number {
  state.level = level;
  state.nodes = nodes;
  state.updates = updates;
  state.resume = resume;
  state.finished = finished;
  return found;
}
