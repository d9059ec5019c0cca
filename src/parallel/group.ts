/**
 * Groups of units for distributed runs: a job through Redis costs about a millisecond of queue
 * work whatever it holds (issue 39: 860 queens units, ~0.9 ms each, held 2 workers to 1.55x),
 * so a run of many units sends them several to a job. The grouping depends only on the run (its
 * number of units and each unit's place), never on timing, so a stopped run started again forms
 * the same jobs and reuses those finished; the results come back one per unit, in unit order, so
 * ledgers and every engine's combining see single units as before. A worker runs a group's units
 * one after the other on one thread, each checked as a unit of its own. Cost: one job per
 * {@link groupSize} units.
 */
import { InputError } from "../core/errors.js";
import { arrayField, checkWorkUnit, plainObject } from "./payloads.js";
import { runUnit } from "./registry.js";
import type { UnitChunkHandler, UnitResultHandler, UnitStream } from "./stream.js";
import type { WorkUnit } from "./unit.js";

/** The engine name of a group of units. */
export const GROUP_ENGINE = "group";

/** The most units in one group. */
export const MAX_GROUP = 32;

/** Runs with fewer units than this go one unit per job. */
const GROUP_FROM = 256;

/**
 * Units per job for a run of `total` units through Redis: 1 below 256 units (or when the total is
 * unknown: batch lines, whose units are already 128 lines each), else about total / 128, at most
 * {@link MAX_GROUP}: about 128 jobs or more, enough to share among many workers.
 *
 * @example
 * ```ts
 * groupSize(860); // 6 (queens 16: 144 jobs)
 * groupSize(128); // 1
 * ```
 */
export function groupSize(total: number | undefined): number {
  if (total === undefined || total < GROUP_FROM) return 1;
  return Math.min(MAX_GROUP, Math.floor(total / 128));
}

/**
 * Checks a `group` payload: `{units: [...]}`, 1 to {@link MAX_GROUP} units, each a unit of
 * another engine (no group in a group).
 *
 * @example
 * ```ts
 * checkGroupPayload({ units: [{ engine: "queens", payload: { n: 8, columns: [0] } }] });
 * ```
 */
export function checkGroupPayload(payload: unknown): WorkUnit[] {
  const p = plainObject("group unit", "the payload", payload, ["units"]);
  const units = arrayField("group unit", "units", p.units, MAX_GROUP).map((u) => checkWorkUnit(u));
  if (units.length === 0) throw new InputError("invalid group unit: 'units' is empty");
  if (units.some((u) => u.engine === GROUP_ENGINE))
    throw new InputError("invalid group unit: a group inside a group");
  return units;
}

/**
 * Runs a group's units one after the other (in a worker) and returns their results in order.
 *
 * @example
 * ```ts
 * await runGroup({ units: [unitA, unitB] }); // [resultA, resultB]
 * ```
 */
export async function runGroup(payload: unknown): Promise<unknown[]> {
  const results: unknown[] = [];
  for (const unit of checkGroupPayload(payload)) results.push(await runUnit(unit));
  return results;
}

/**
 * Wraps a stream of jobs so that its units go `size` to a job: units are pushed one by one as
 * usual, each group is pushed to the inner stream once full (the last one at `finish`), and the
 * group's results are handed to `onResult` one per unit, in unit order. With `onChunk`, the items
 * a group's units stream come with their part (the unit within the group) and go to `onChunk`
 * under their unit's index.
 *
 * @example
 * ```ts
 * const stream = await groupedStream((handler) => openRedisStream({ url }, handler), onResult, 6);
 * ```
 */
export async function groupedStream(
  open: (onGroup: UnitResultHandler, onGroupChunk?: UnitChunkHandler) => Promise<UnitStream>,
  onResult: UnitResultHandler,
  size: number,
  onChunk?: UnitChunkHandler,
): Promise<UnitStream> {
  if (size <= 1) return open(onResult, onChunk);
  let delivered = 0;
  let held: WorkUnit[] = [];
  const inner = await open(
    async (results) => {
      for (const result of results as unknown[]) {
        const pending = onResult(result, delivered++);
        if (pending instanceof Promise) await pending;
      }
    },
    // a group's chunks come before its results: its first unit is the next to be delivered
    onChunk && ((items, _group, part) => onChunk(items, delivered + (part ?? 0))),
  );
  const flush = async () => {
    if (held.length === 0) return;
    const units = held;
    held = [];
    await inner.push({ engine: GROUP_ENGINE, payload: { units } });
  };
  return {
    async push(unit) {
      held.push(unit);
      if (held.length >= size) await flush();
    },
    async finish() {
      await flush();
      await inner.finish();
    },
    close: () => inner.close(),
  };
}
