/**
 * The 9x9 solver on the WebAssembly SIMD kernel (src/kernels/assembly/sudoku9.ts): the search of
 * fast9.ts, node for node, with v128 band bitboards. One instance per engine on its own 64 KiB
 * memory (tables, puzzle, solution, search levels: sudoku9-layout.ts); a count writes the 81
 * values into that memory, runs the kernel and reads back the counters and the solution, so a
 * batch allocates nothing per puzzle. `simd9Available()` says whether this runtime can run it
 * (WebAssembly with SIMD); where it cannot, the callers use fast9.ts. Cost: compiling the module
 * once per process (about 4 KB); per puzzle, the search.
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
  count(limit: number): number;
}

/**
 * The 9x9 solver on the SIMD kernel (same interface and same search as `Fast9Solver`).
 * `count` fills `solution` with the first solution and returns the number of solutions up to
 * `limit`; throws where `simd9Available()` is false.
 *
 * @example
 * ```ts
 * const solver = new Simd9Solver();
 * solver.count(parseSudoku(line).values, 2); // 1 for a proper puzzle
 * ```
 */
export class Simd9Solver {
  readonly stats: SudokuStats = { nodes: 0, guesses: 0 };
  private readonly kernel: Sudoku9Exports;
  private readonly bytes: Uint8Array;
  private readonly counters: Int32Array;
  private readonly puzzleBytes: Uint8Array;
  private readonly solutionBytes: Uint8Array;
  private signal: AbortSignal | undefined;

  constructor() {
    const module = kernelModule();
    if (module === null) throw new Error("this runtime has no WebAssembly SIMD");
    const memory = wasmMemory(SUDOKU9_BYTES);
    this.kernel = wasmInstance(module, memory, {
      tick: () => throwIfAborted(this.signal),
    }) as Sudoku9Exports;
    writeTables(new Int32Array(memory.buffer));
    this.bytes = new Uint8Array(memory.buffer);
    this.counters = new Int32Array(memory.buffer, STATS, 2);
    this.puzzleBytes = this.bytes.subarray(PUZZLE, PUZZLE + 81);
    this.solutionBytes = this.bytes.subarray(SOLUTION, SOLUTION + 81);
  }

  /** Counts the solutions of 81 values (0 = blank, 1-9) up to `limit`. */
  count(values: ArrayLike<number>, limit = 2, solution?: Uint8Array, signal?: AbortSignal): number {
    const puzzle = this.puzzleBytes;
    for (let c = 0; c < 81; c++) puzzle[c] = values[c];
    return this.run(limit, solution, signal);
  }

  /**
   * Counts the solutions of a puzzle already written at the kernel's puzzle bytes (see
   * `puzzle()`), up to `limit`.
   */
  run(limit: number, solution?: Uint8Array, signal?: AbortSignal): number {
    this.signal = signal;
    throwIfAborted(signal);
    // the kernel's limit is an int32: above it (Infinity, NaN: count everything) is the largest
    const found = this.kernel.count(!(limit < MAX_LIMIT) ? MAX_LIMIT : Math.ceil(limit));
    this.signal = undefined;
    this.stats.nodes = this.counters[0];
    this.stats.guesses = this.counters[1];
    if (solution !== undefined && found > 0) {
      solution.set(this.solutionBytes);
    }
    return found;
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
