/**
 * How a coordinator's run (coordinator.ts) ends: the watchdog, apart from the poll loop (whose
 * commands wait while Redis is away), gives up after `--timeout` without Redis or without a
 * worker, says once that no worker came, and renews a streaming run's lease; the close says what
 * the run reused, refused and ran again, and removes the run's jobs (a streaming run's keys on a
 * stop too), never waiting on Redis longer than a few seconds.
 * Cost: one check per tick; at the close, one removal per job.
 */
import { AbortError, InputError } from "../core/errors.js";
import { streamKeys } from "./chunks.js";
import type { CoordinatorState } from "./coordinator.js";
import { within } from "./redis-client.js";

/**
 * One tick of the watchdog (every 100 ms while units are out).
 *
 * @param state - the run
 * @param waitNoticeMs - milliseconds with units out and no worker taking any before saying so
 */
export function watchdogTick(state: CoordinatorState, waitNoticeMs: number): void {
  if (state.failure || state.closed || state.pending.size === 0) return;
  const { target, timeoutMs, notice, run } = state.settings;
  const now = Date.now();
  if (state.downSince !== undefined) {
    if (timeoutMs > 0 && now - state.downSince >= timeoutMs)
      state.fail(
        new InputError(
          `Redis at ${target.display} was unreachable for ${timeoutMs / 1000} s (--timeout): giving up`,
        ),
      );
    return;
  }
  if (!state.everTaken && !state.waitSaid && now - state.startedAt >= waitNoticeMs) {
    state.waitSaid = true;
    notice(
      `waiting for workers on ${target.display} (start one with: permuta worker --redis <url>)`,
    );
  }
  if (run !== undefined && now - state.leaseAt >= 5000) state.renewLease().catch(() => {});
  if (timeoutMs > 0 && now - state.lastActivity >= timeoutMs)
    state.fail(
      new InputError(
        `no worker took or finished a unit for ${timeoutMs / 1000} s (--timeout): is 'permuta worker --redis <url>' running against ${target.display}?`,
      ),
    );
}

/** Says once what the run reused, refused and ran again. */
function sayTotals(state: CoordinatorState): void {
  const { notice } = state.settings;
  if (state.reused > 0) notice(`reused ${state.reused} unit(s) finished by an earlier run`);
  if (state.unverified > 0)
    notice(
      `${state.unverified} result(s) from Redis did not verify and were computed again (${state.lastWhy})`,
    );
  if (state.resumedUnits > 0)
    notice(
      `${state.resumedUnits} unit(s) ran again after their output had begun (a worker stopped): the ${state.skippedItems} item(s) printed already were checked and skipped`,
    );
  if (state.refusedChunks > 0)
    notice(
      `${state.refusedChunks} chunk(s) from Redis did not verify and were refused (${state.refusedWhy})`,
    );
}

/**
 * Closes the run, its loop already told (`state.closed`) and its watchdog stopped: units still out
 * fail (they stay in Redis, a rerun reuses them), the jobs are removed, the connection closed.
 *
 * @param state - the run
 * @param loop - its poll loop
 * @param keep - leave the finished jobs of a run without streamed output in Redis
 */
export async function closeRun(
  state: CoordinatorState,
  loop: Promise<void>,
  keep: boolean,
): Promise<void> {
  const { client, queue } = state;
  const { run } = state.settings;
  // closed before every result came: the units still out stay in Redis (a rerun reuses them)
  const complete = state.pending.size === 0 && state.failure === undefined;
  if (!complete) state.fail(new AbortError("the run was closed"));
  sayTotals(state);
  // the loop may wait on Redis: never longer than a moment once the run is over
  await within(loop, 1000);
  try {
    if (run !== undefined && client.status === "ready") {
      // a streaming run's jobs and chunks are its own: removed, on a stop too
      const removal = (async () => {
        await client.del(streamKeys.alive(run), streamKeys.starved(run));
        const ids = [...state.uncleaned];
        for (let start = 0; start < ids.length; start += 100)
          await Promise.all(ids.slice(start, start + 100).map((id) => state.cleanJob(id)));
      })();
      await within(removal, 5000);
    }
    if (run === undefined && !keep && complete && client.status === "ready") {
      const { allIds } = state;
      const removal = (async () => {
        for (let start = 0; start < allIds.length; start += 500)
          await Promise.all(allIds.slice(start, start + 500).map((id) => queue.remove(id)));
      })();
      await within(removal, 5000);
    }
  } finally {
    await within(queue.close(), 1000);
    client.disconnect();
  }
}
