/**
 * The 9x9 solver on the WebAssembly SIMD kernels: src/kernels/assembly/sudoku9.ts, the search
 * of fast9.ts node for node with v128 band bitboards, which hands a puzzle needing more than
 * ORDERED_GUESSES guesses to the band-triad kernel (triad9-kernel.ts) once that kernel is
 * registered (`sudoku9HandOver`, filled in by triad9-kernel.ts when it loads). This module does
 * not import the triad kernel, so that a browser bundle of `solveSudoku` alone leaves it out
 * (the counting paths import it; Node loads both). One instance per engine, each kernel on its
 * own 64 KiB memory (tables, puzzle, solution, search levels: sudoku9-layout.ts); a count
 * writes the 81 values into that memory, runs the kernel and reads back the counters and the
 * solution, so a batch allocates nothing per puzzle. `simd9Available()` says whether this
 * runtime can run it (WebAssembly with SIMD); where it cannot, the callers use fast9.ts. Cost:
 * compiling the modules once per process (about 4 KB each); per puzzle, the search.
 */
import { throwIfAborted } from "../core/errors.js";
import { type WasmCompiled, wasmCompile, wasmInstance, wasmMemory } from "../kernels/runtime.js";
import { sudoku9Wasm } from "../kernels/sudoku9.bytes.js";
import { ALONE, MATCH, MINIROW_CELLS, PEERS, ROW_INFO } from "./fast9.js";
import type { SudokuStats } from "./general.js";
import * as layout from "./sudoku9-layout.js";
import { PUZZLE, SOLUTION, STATS, SUDOKU9_BYTES } from "./sudoku9-layout.js";

let compiled: WasmCompiled | null | undefined;

/** The largest limit the kernel takes (int32). */
const MAX_LIMIT = 0x7fffffff;

/** The compiled kernel, or null where the runtime has no WebAssembly or no SIMD. */
function kernelModule(): WasmCompiled | null {
  if (compiled === undefined) {
    try {
      compiled = wasmCompile(sudoku9Wasm);
    } catch {
      compiled = null; // no WebAssembly (node --jitless) or an engine without SIMD
    }
  }
  return compiled;
}

/**
 * True when this runtime runs the SIMD kernel (WebAssembly with 128-bit SIMD: Node, current
 * browsers); false under `node --jitless` or in an engine without SIMD.
 *
 * @example
 * ```ts
 * const engine = simd9Available() ? new Simd9Solver() : new Fast9Solver();
 * ```
 */
export function simd9Available(): boolean {
  return kernelModule() !== null;
}

interface Sudoku9Exports {
  count(limit: number, most: number, crowd: number): number;
}

/**
 * The kernel a count is handed to past the guess budget: its puzzle bytes, `run` counting them
 * to a limit, then its solution bytes and statistics (the band-triad kernel's `Triad9Solver`).
 */
export interface Sudoku9HandOver {
  readonly puzzle: Uint8Array;
  readonly solution: Uint8Array;
  readonly stats: SudokuStats;
  run(limit: number, signal?: AbortSignal): number;
}

/**
 * The maker of the hand-over kernel, once triad9-kernel.ts has loaded (it returns undefined
 * where that kernel does not compile): engines made before then, or in a bundle without it,
 * count with the fast9-order kernel alone.
 */
export const sudoku9HandOver: { make?: () => Sudoku9HandOver | undefined } = {};

/**
 * Guesses the fast9-order kernel may make before the band-triad kernel takes over the count
 * (see `Simd9Solver`).
 */
export const ORDERED_GUESSES = 12;

/**
 * Unsolved cells at the fast9-order kernel's first guess from which the band-triad kernel takes
 * the count at once (see `Simd9Solver`).
 */
export const CROWDED_CELLS = 55;

/** Never: more cells than the grid has. */
const NEVER = 82;

/**
 * The 9x9 solver on the SIMD kernels. A count starts with the fast9-order kernel (fast9's
 * search node for node, quickest on easy puzzles, and alone at limit 1). Counting to 2 or more,
 * a puzzle whose givens leave at least `CROWDED_CELLS` cells unsolved at the first guess (hard:
 * all of forum hardest 11+, a few percent of sudoku17), or that needs more than
 * `ORDERED_GUESSES` guesses, is counted again by the band-triad kernel (tdoku's design, triad9-kernel.ts: quicker on hard ones) where that
 * kernel is registered (`sudoku9HandOver`; without it, the fast9-order kernel counts alone).
 * Counts do not depend on the order; the solution given is always fast9's first: the triad
 * kernel's when it proves the solution unique, else (several solutions) the fast9-order
 * kernel's, run to the first. `stats` are the nodes and guesses of the kernel that gave the
 * count. `{ orderedGuesses, crowdedCells }` set the hand-over points: Infinity for both runs
 * the fast9-order kernel alone (fast9's statistics on every puzzle), `orderedGuesses` 0 hands
 * over every puzzle that needs a guess. Throws where `simd9Available()` is false.
 *
 * @example
 * ```ts
 * const solver = new Simd9Solver();
 * solver.count(parseSudoku(line).values, 2); // 1 for a proper puzzle
 * ```
 */
export class Simd9Solver {
  readonly stats: SudokuStats = { nodes: 0, guesses: 0 };
  /** Guesses the fast9-order kernel makes before the triad kernel takes over (int32 max: never). */
  readonly orderedGuesses: number;
  /** Unsolved cells at the first guess from which the triad kernel takes over (82: never). */
  readonly crowdedCells: number;
  private readonly kernel: Sudoku9Exports;
  private readonly counters: Int32Array;
  private readonly puzzleBytes: Uint8Array;
  private readonly solutionBytes: Uint8Array;
  private triad: Sudoku9HandOver | undefined;
  private signal: AbortSignal | undefined;

  constructor(options: { orderedGuesses?: number; crowdedCells?: number } = {}) {
    const module = kernelModule();
    if (module === null) throw new Error("this runtime has no WebAssembly SIMD");
    const memory = wasmMemory(SUDOKU9_BYTES);
    this.kernel = wasmInstance(module, memory, {
      tick: () => throwIfAborted(this.signal),
    }) as Sudoku9Exports;
    writeTables(new Int32Array(memory.buffer));
    const bytes = new Uint8Array(memory.buffer);
    this.counters = new Int32Array(memory.buffer, STATS, 2);
    this.puzzleBytes = bytes.subarray(PUZZLE, PUZZLE + 81);
    this.solutionBytes = bytes.subarray(SOLUTION, SOLUTION + 81);
    const most = options.orderedGuesses ?? ORDERED_GUESSES;
    this.orderedGuesses = most < MAX_LIMIT ? Math.max(0, Math.floor(most)) : MAX_LIMIT;
    const crowd = options.crowdedCells ?? CROWDED_CELLS;
    this.crowdedCells = crowd < NEVER ? Math.max(0, Math.floor(crowd)) : NEVER;
  }

  /** Counts the solutions of 81 values (0 = blank, 1-9) up to `limit`. */
  count(values: ArrayLike<number>, limit = 2, solution?: Uint8Array, signal?: AbortSignal): number {
    const puzzle = this.puzzleBytes;
    for (let c = 0; c < 81; c++) puzzle[c] = values[c];
    return this.run(limit, solution, signal, solution !== undefined);
  }

  /**
   * Counts the solutions of a puzzle already written at the kernel's puzzle bytes (see
   * `puzzle()`), up to `limit`; afterwards `solution()` holds the first (fast9's) solution,
   * unless `first` is false (a count alone: a puzzle with several solutions that the triad
   * kernel counted then leaves some solution there).
   */
  run(limit: number, solution?: Uint8Array, signal?: AbortSignal, first = true): number {
    throwIfAborted(signal);
    // the kernels' limit is an int32: above it (Infinity, NaN: count everything) is the largest
    const max = !(limit < MAX_LIMIT) ? MAX_LIMIT : Math.ceil(limit);
    // to 1 (solve) the fast9-order kernel alone: it stops at its first solution, where the triad
    // kernel would count to 2 to prove that one is fast9's (hard puzzles: 41 against 61 us)
    const triad = max >= 2 ? this.handOver() : undefined;
    let found =
      triad === undefined
        ? this.ordered(max, MAX_LIMIT, NEVER, signal)
        : this.ordered(max, this.orderedGuesses, this.crowdedCells, signal);
    if (found < 0 && triad !== undefined) found = this.byTriad(triad, max, signal, first);
    if (solution !== undefined && found > 0) solution.set(this.solutionBytes);
    return found;
  }

  /**
   * The band-triad count (to `max`, 2 or more: a unique solution is the answer) and, with `first`,
   * fast9's first solution.
   */
  private byTriad(
    triad: Sudoku9HandOver,
    max: number,
    signal: AbortSignal | undefined,
    first: boolean,
  ): number {
    triad.puzzle.set(this.puzzleBytes);
    const found = triad.run(max, signal);
    this.stats.nodes = triad.stats.nodes;
    this.stats.guesses = triad.stats.guesses;
    if (found === 1 || (found > 1 && !first)) this.solutionBytes.set(triad.solution);
    else if (found > 1) {
      // several solutions: fast9's first, from the fast9-order kernel to the first solution
      const { nodes, guesses } = this.stats;
      this.ordered(1, MAX_LIMIT, NEVER, signal);
      this.stats.nodes = nodes;
      this.stats.guesses = guesses;
    }
    return found;
  }

  /** The hand-over kernel, made on the first count that may need it once one is registered. */
  private handOver(): Sudoku9HandOver | undefined {
    if (
      this.triad === undefined &&
      (this.orderedGuesses < MAX_LIMIT || this.crowdedCells < NEVER)
    ) {
      this.triad = sudoku9HandOver.make?.();
    }
    return this.triad;
  }

  /**
   * The fast9-order kernel's count (-1 past `most` guesses, or at a first guess with `crowd`
   * cells unsolved).
   */
  private ordered(max: number, most: number, crowd: number, signal?: AbortSignal): number {
    this.signal = signal;
    try {
      return this.kernel.count(max, most, crowd);
    } finally {
      this.signal = undefined;
      this.stats.nodes = this.counters[0];
      this.stats.guesses = this.counters[1];
    }
  }

  /** The kernel's 81 puzzle bytes (write values 0-9 there, then `run`). */
  puzzle(): Uint8Array {
    return this.puzzleBytes;
  }

  /** The kernel's 81 solution bytes (valid after a `run` that found a solution). */
  solution(): Uint8Array {
    return this.solutionBytes;
  }
}

/** fast9's tables into the kernel's memory (sudoku9-layout.ts): peers and cell bits as v128s. */
function writeTables(heap: Int32Array): void {
  for (let c = 0; c < 81; c++) {
    for (let b = 0; b < 3; b++) heap[(layout.PEERS >> 2) + 4 * c + b] = PEERS[3 * c + b];
    const b = (c / 27) | 0;
    heap[(layout.CELL >> 2) + 4 * c + b] = 1 << (c - 27 * b);
  }
  heap.set(MATCH, layout.MATCH >> 2);
  heap.set(ROW_INFO, layout.ROW_INFO >> 2);
  heap.set(ALONE, layout.ALONE >> 2);
  heap.set(MINIROW_CELLS, layout.MINIROW_CELLS >> 2);
}
