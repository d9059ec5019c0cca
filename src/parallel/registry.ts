/**
 * The unit registry: engine name → the pure function that runs one unit of that engine. It is
 * what a worker (a thread of the local pool or a `permuta worker` process) loads; each entry is
 * imported lazily, so a worker only loads the engines it is asked to run. Every runner first
 * checks its payload as the engine's parser would (payloads.ts): units may come from anyone who
 * can write to the Redis, and a bad one fails with an InputError before any engine code runs.
 * Cost: one import per engine per worker, then a map lookup and a linear check per unit.
 */
import { InputError } from "../core/errors.js";
import {
  checkAlphameticOnePayload,
  checkAlphameticPayload,
  checkCoverPayload,
  checkGeneratePayload,
  checkQueensPayload,
  checkSearchPayload,
  checkSudokuLogicPayload,
  checkSudokuPayload,
  checkWorkUnit,
} from "./payloads.js";
import type { WorkUnit } from "./unit.js";

/**
 * Runs one unit's payload (unchecked, from anywhere) and returns a plain JSON result. Given
 * `emit`, a runner that finds items (solutions) hands each to it in order instead of putting
 * them in its result.
 */
export type UnitRunner = (payload: unknown, emit?: UnitEmit) => unknown;

/** Takes a unit's items (solutions) one by one, in order. */
export type UnitEmit = (item: unknown) => void;

/** Every engine that can run units: name → lazy loader of its runner. */
export const unitRunners: Record<string, () => Promise<UnitRunner>> = {
  alphametic: async () => {
    const { solveBatch } = await import("../alphametics/batch.js");
    return (payload, emit) => {
      const unit = checkAlphameticPayload(payload);
      // with emit (the local pool), output lines stream in chunks: a puzzle may have millions
      return solveBatch(unit.lines, unit.settings, emit);
    };
  },
  "alphametic-one": async () => {
    const { singlePuzzleOutput } = await import("../alphametics/single.js");
    return (payload, emit) => {
      const unit = checkAlphameticOnePayload(payload);
      // the node count for the progress line, ten times a second at most
      let last = 0;
      const onProgress =
        emit &&
        ((nodes: number) => {
          const now = performance.now();
          if (now - last < 100) return;
          last = now;
          emit({ nodes });
        });
      const options = { ...unit.settings, ...(onProgress ? { onProgress } : {}) };
      return { lines: singlePuzzleOutput(unit.lines[0]!.text, unit.mode, options) };
    };
  },
  group: async () => {
    const { runGroup } = await import("./group.js");
    return (payload) => runGroup(payload);
  },
  generate: async () => {
    const { generateUnit } = await import("../alphametics/generate.js");
    return (payload) => generateUnit(checkGeneratePayload(payload));
  },
  cover: async () => {
    const { runCoverUnit } = await import("./cover-unit.js");
    return (payload, emit) => runCoverUnit(checkCoverPayload(payload), emit);
  },
  queens: async () => {
    const { countQueensUnit } = await import("../queens/units.js");
    return (payload) => countQueensUnit(checkQueensPayload(payload));
  },
  search: async () => {
    const { runSearchUnit } = await import("./search-unit.js");
    return (payload, emit) => runSearchUnit(checkSearchPayload(payload), emit);
  },
  sudoku: async () => {
    const { processSudokuLines } = await import("../sudoku/batch.js");
    return (payload) => {
      const unit = checkSudokuPayload(payload);
      return processSudokuLines(unit.lines, unit.settings);
    };
  },
  "sudoku-logic": async () => {
    const { processSudokuLogicLines } = await import("../sudoku/logic-batch.js");
    return (payload) => {
      const unit = checkSudokuLogicPayload(payload);
      return processSudokuLogicLines(unit.lines, unit.settings);
    };
  },
};

const loaded = new Map<string, UnitRunner>();

/**
 * Runs one unit with its engine's runner (loaded on first use); with `emit`, the items of the
 * engines that find some (search, cover) go there one by one rather than into the result.
 *
 * @example
 * ```ts
 * await runUnit({ engine: "search", payload: { program: "Choose a\nPrint a", from: 0, to: 1 } });
 * ```
 */
export async function runUnit(value: WorkUnit, emit?: UnitEmit): Promise<unknown> {
  const unit = checkWorkUnit(value);
  let run = loaded.get(unit.engine);
  if (!run) {
    const load = Object.hasOwn(unitRunners, unit.engine) ? unitRunners[unit.engine] : undefined;
    if (!load) throw new InputError(`unknown unit engine '${unit.engine.slice(0, 40)}'`);
    run = await load();
    loaded.set(unit.engine, run);
  }
  return run(unit.payload, emit);
}
