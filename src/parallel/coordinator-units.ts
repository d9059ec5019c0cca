/**
 * The units a coordinator pushes into its run (coordinator.ts): a plain unit is a job whose result
 * the poll delivers; a streamed one is a job whose items come from its reader (redis-stream.ts),
 * in order, and whose result comes once every chunk was read, its keys removed then.
 * Cost: one job per unit; streamed, one round trip per four chunks.
 */

import { InputError } from "../core/errors.js";
import { streamedJobId } from "./chunks.js";
import { type CoordinatorState, MAX_REJECTIONS, type Pending } from "./coordinator.js";
import { unitName } from "./redis-client.js";
import { StreamedJobReader } from "./redis-stream.js";
import { unitHash, unitJobId } from "./results.js";
import type { StreamedUnit } from "./stream.js";
import type { WorkUnit } from "./unit.js";

/**
 * Pushes a unit without streamed output: its result, once a poll finds it verified.
 *
 * @param state - the run
 * @param unit - the unit
 * @param index - its place in the run
 */
export function startPlain(
  state: CoordinatorState,
  unit: WorkUnit,
  index: number,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const id = unitJobId(unit, index);
    const p: Pending = {
      index,
      id,
      unit,
      hash: unitHash(unit),
      resolve,
      reject,
      seen: false,
      earlier: false,
      rejections: 0,
    };
    state.pending.set(id, p);
    state.allIds.push(id);
    state.toAdd.push(p);
  });
}

/**
 * Pushes a streamed unit: its items come from its reader, its result once they all came.
 *
 * @param state - the run (a streaming one)
 * @param unit - the unit
 * @param index - its place in the run
 */
export function startStreamed(
  state: CoordinatorState,
  unit: WorkUnit,
  index: number,
): StreamedUnit {
  const id = streamedJobId(unitJobId(unit, index), state.settings.run as string);
  let resolve: (value: unknown) => void = () => {};
  let reject: (error: Error) => void = () => {};
  const result = new Promise<unknown>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  const job: Pending = {
    ...{ index, id, unit, hash: unitHash(unit), resolve, reject },
    ...{ seen: false, earlier: false, rejections: 0 },
  };
  const reader = new StreamedJobReader(
    {
      client: state.client,
      secret: state.settings.secret,
      pollMs: Math.min(state.settings.pollMs, 5),
      failure: () => state.failure,
      guard: state.guard,
      rerun: (why) => {
        job.rejections++;
        state.unverified++;
        state.lastWhy = why;
        if (job.rejections >= MAX_REJECTIONS)
          state.fail(new InputError(`${unitName(index, unit)}: ${why}, ${job.rejections} times`));
        state.pending.set(id, job);
        state.toRetry.push(job);
      },
      resumed: (given) => {
        state.resumedUnits++;
        state.skippedItems += given;
      },
      refused: (why) => {
        state.refusedChunks++;
        state.refusedWhy = why;
      },
    },
    id,
    unit,
    unitName(index, unit),
  );
  job.reader = reader;
  state.pending.set(id, job);
  state.uncleaned.add(id);
  state.toAdd.push(job);
  return {
    result,
    async next() {
      state.headId = id;
      state.headIdleSince = undefined;
      const items = await reader.next();
      if (items !== undefined) return items;
      state.headId = undefined;
      job.resolve((reader.final as { value: unknown }).value);
      await state.cleanJob(id);
      return undefined;
    },
    get part() {
      return reader.lastPart;
    },
  };
}
