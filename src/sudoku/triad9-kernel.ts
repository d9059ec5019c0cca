/**
 * The band-triad 9x9 solver (src/kernels/assembly/triad9.ts, tdoku's design in WebAssembly
 * SIMD): counts solutions up to a limit, faster than the fast9-order kernel (sudoku9-kernel.ts)
 * but in its own order, so its first solution of a puzzle with several is not fast9's. One
 * instance per engine on its own 64 KiB memory (tables, puzzle, solution, search states:
 * triad9-layout.ts); nothing is allocated per puzzle. Callers check `simd9Available()` first.
 * Loading this module registers the kernel as the fast9-order engine's hand-over for hard
 * puzzles (`useTriad9HandOver`); the counting paths import it, `solveSudoku` alone does not.
 * Cost: compiling the module once per process (about 3 KB); per puzzle, the search.
 */
import { throwIfAborted } from "../core/errors.js";
import { type WasmCompiled, wasmCompile, wasmInstance, wasmMemory } from "../kernels/runtime.js";
import { triad9Wasm } from "../kernels/triad9.bytes.js";
import type { SudokuStats } from "./general.js";
import { sudoku9HandOver } from "./sudoku9-kernel.js";
import { PUZZLE, SOLUTION, STATS, TRIAD9_BYTES } from "./triad9-layout.js";
import { triad9Tables } from "./triad9-tables.js";

let compiled: WasmCompiled | null | undefined;

/** The largest limit the kernel takes (int32). */
const MAX_LIMIT = 0x7fffffff;

interface Triad9Exports {
  count(limit: number): number;
}

/**
 * The band-triad kernel. `run(limit)` counts the solutions of the puzzle written at `puzzle`
 * (81 bytes in the kernel's memory, values 0-9) up to `limit`; after a count of at least 1,
 * `solution` holds the first solution it found (the only one when the count is 1). Throws where
 * WebAssembly SIMD is missing.
 *
 * @example
 * ```ts
 * const triad = new Triad9Solver();
 * triad.puzzle.set(parseSudoku(line).values);
 * triad.run(2); // 1 for a proper puzzle
 * ```
 */
export class Triad9Solver {
  readonly stats: SudokuStats = { nodes: 0, guesses: 0 };
  private readonly kernel: Triad9Exports;
  private readonly counters: Int32Array;
  /** The kernel's 81 puzzle bytes (values 0-9). */
  readonly puzzle: Uint8Array;
  /** The kernel's 81 solution bytes (the first solution of the last run that found one). */
  readonly solution: Uint8Array;
  private signal: AbortSignal | undefined;

  constructor() {
    compiled ??= wasmCompile(triad9Wasm);
    const memory = wasmMemory(TRIAD9_BYTES);
    this.kernel = wasmInstance(compiled as WasmCompiled, memory, {
      tick: () => throwIfAborted(this.signal),
    }) as Triad9Exports;
    new Uint16Array(memory.buffer).set(triad9Tables());
    const bytes = new Uint8Array(memory.buffer);
    this.counters = new Int32Array(memory.buffer, STATS, 2);
    this.puzzle = bytes.subarray(PUZZLE, PUZZLE + 81);
    this.solution = bytes.subarray(SOLUTION, SOLUTION + 81);
  }

  /** Counts the solutions of the puzzle at `puzzle` up to `limit` (a number, Infinity). */
  run(limit: number, signal?: AbortSignal): number {
    this.signal = signal;
    try {
      return this.kernel.count(!(limit < MAX_LIMIT) ? MAX_LIMIT : Math.ceil(limit));
    } finally {
      this.signal = undefined;
      this.stats.nodes = this.counters[0];
      this.stats.guesses = this.counters[1];
    }
  }
}

/** A band-triad kernel, or undefined where it does not compile (then never tried again). */
function makeTriad9(): Triad9Solver | undefined {
  if (compiled === null) return undefined;
  try {
    return new Triad9Solver();
  } catch {
    compiled = null;
    return undefined;
  }
}

/**
 * Registers the band-triad kernel as the hand-over of the 9x9 SIMD engine (sudoku9-kernel.ts):
 * engines then count puzzles needing more than `ORDERED_GUESSES` guesses with it. Runs when this
 * module loads; the counting paths (countSudokuSolutions, generation, batches) call it so that
 * a bundle that counts keeps the kernel and one of `solveSudoku` alone leaves it out.
 *
 * @example
 * ```ts
 * useTriad9HandOver();
 * countSudokuSolutions(line, 2); // hard puzzles counted by the band-triad kernel
 * ```
 */
export function useTriad9HandOver(): void {
  sudoku9HandOver.make = makeTriad9;
}

useTriad9HandOver();
