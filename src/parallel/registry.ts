/**
 * The unit registry: engine name → the pure function that runs one unit of that engine. It is
 * what a worker (a thread of the local pool or a `permuta worker` process) loads; each entry is
 * imported lazily, so a worker only loads the engines it is asked to run. Cost: one import per
 * engine per worker, then a map lookup per unit.
 */
import type { BatchLine, BatchOptions } from "../alphametics/batch.js";
import { InputError } from "../core/errors.js";
import type { SudokuBatchOptions, SudokuInputLine } from "../sudoku/batch.js";
import type { BatchUnit } from "./batch.js";
import type { WorkUnit } from "./unit.js";

/** Runs one unit's payload and returns a plain JSON result. */
export type UnitRunner = (payload: never) => unknown;

/** Every engine that can run units: name → lazy loader of its runner. */
export const unitRunners: Record<string, () => Promise<UnitRunner>> = {
  alphametic: async () => {
    const { solveBatch } = await import("../alphametics/batch.js");
    type Unit = BatchUnit<BatchLine, BatchOptions>;
    return ((unit: Unit) => solveBatch(unit.lines, unit.settings)) as UnitRunner;
  },
  cover: async () => (await import("./cover-unit.js")).runCoverUnit as UnitRunner,
  queens: async () => (await import("../queens/units.js")).countQueensUnit as UnitRunner,
  search: async () => (await import("./search-unit.js")).runSearchUnit as UnitRunner,
  sudoku: async () => {
    const { processSudokuLines } = await import("../sudoku/batch.js");
    type Unit = BatchUnit<SudokuInputLine, SudokuBatchOptions>;
    return ((unit: Unit) => processSudokuLines(unit.lines, unit.settings)) as UnitRunner;
  },
};

const loaded = new Map<string, UnitRunner>();

/**
 * Runs one unit with its engine's runner (loaded on first use).
 *
 * @example
 * ```ts
 * await runUnit({ engine: "search", payload: { program: "Choose a\nPrint a", from: 0, to: 1 } });
 * ```
 */
export async function runUnit(unit: WorkUnit): Promise<unknown> {
  let run = loaded.get(unit.engine);
  if (!run) {
    const load = Object.hasOwn(unitRunners, unit.engine) ? unitRunners[unit.engine] : undefined;
    if (!load) throw new InputError(`unknown unit engine '${unit.engine}'`);
    run = await load();
    loaded.set(unit.engine, run);
  }
  return run(unit.payload as never);
}
