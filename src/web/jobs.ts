/**
 * Running a solver in a Web Worker: one worker per run, so Stop is `worker.terminate()` and the
 * page never freezes. The worker (worker.ts) posts progress and partial results, then "done".
 */
import type { WorkerReply, WorkerRequest } from "./protocol.js";

/** How a job ended: its final reply, or "stopped". */
export type JobEnd = WorkerReply | { type: "stopped" };

/** A running job: its promise and a way to stop it. */
export interface Job {
  /** Resolves with the final reply ("done" or "error"), or "stopped" when stopped. */
  done: Promise<JobEnd>;
  stop(): void;
}

/**
 * Starts a worker for one request; `onMessage` sees every reply (progress, partial results).
 *
 * @example
 * ```ts
 * const job = startJob({ type: "queens", n: 8 }, (reply) => console.log(reply));
 * stopButton.onclick = () => job.stop();
 * ```
 */
export function startJob(request: WorkerRequest, onMessage: (reply: WorkerReply) => void): Job {
  const worker = new Worker(new URL("./worker.ts", import.meta.url), { type: "module" });
  let settle: (value: JobEnd) => void = () => {};
  const done = new Promise<JobEnd>((resolve) => {
    settle = resolve;
  });
  worker.addEventListener("message", (event: MessageEvent<WorkerReply>) => {
    const reply = event.data;
    onMessage(reply);
    if (reply.type === "done" || reply.type === "error") {
      worker.terminate();
      settle(reply);
    }
  });
  worker.addEventListener("error", (event) => {
    worker.terminate();
    const reply: WorkerReply = { type: "error", message: event.message || "the worker failed" };
    onMessage(reply);
    settle(reply);
  });
  worker.postMessage(request);
  return {
    done,
    stop() {
      worker.terminate();
      settle({ type: "stopped" });
    },
  };
}

/** The one job a page runs at a time (a new one takes the place of the old). */
export interface JobSlot {
  /**
   * Makes `job` the page's. When it ends while still the page's, the slot is emptied first (so
   * `onEnd` may start the next job), then `onEnd` runs; a job replaced before it ends is ignored.
   */
  hold(job: Job, onEnd: (end: JobEnd) => void): void;
  /** Stops the page's job, if any. */
  stop(): void;
}

/**
 * A page's job slot: what every page did by hand (keep the job, stop it, and on its end update
 * the page only if no newer job took its place).
 *
 * @example
 * ```ts
 * const slot = jobSlot();
 * slot.hold(startJob({ type: "queens", n: 8 }, show), (end) => {
 *   if (end.type === "stopped") status.textContent = "Stopped.";
 * });
 * stopButton.onclick = () => slot.stop();
 * ```
 */
export function jobSlot(): JobSlot {
  let held: Job | undefined;
  return {
    hold(job, onEnd) {
      held = job;
      void job.done.then((end) => {
        if (held !== job) return;
        held = undefined;
        onEnd(end);
      });
    },
    stop() {
      held?.stop();
    },
  };
}

/** A worker kept for many requests, one at a time (its state, such as a replay, stays). */
export interface JobSession {
  /** Runs a request on the session's worker (stopping the one under way, if any). */
  run(request: WorkerRequest, onMessage: (reply: WorkerReply) => void): Job;
  /** Ends the worker. */
  close(): void;
}

/**
 * Opens a session: like {@link startJob}, but the worker lives on between requests, so that
 * what it keeps (the exact cover replay and its checkpoints) serves the next request. Stopping a
 * request ends the worker; the next request starts a new one.
 *
 * @example
 * ```ts
 * const session = openSession();
 * session.run({ type: "cover", text, mode: "trace", limit: 2000, from: 1 }, show);
 * ```
 */
export function openSession(): JobSession {
  let worker: Worker | undefined;
  let current:
    | {
        onMessage: (reply: WorkerReply) => void;
        settle: (value: JobEnd) => void;
      }
    | undefined;
  const end = (why: JobEnd) => {
    const c = current;
    current = undefined;
    c?.settle(why);
  };
  const kill = () => {
    worker?.terminate();
    worker = undefined;
  };
  const open = (): Worker => {
    if (worker) return worker;
    const w = new Worker(new URL("./worker.ts", import.meta.url), { type: "module" });
    w.addEventListener("message", (event: MessageEvent<WorkerReply>) => {
      const reply = event.data;
      current?.onMessage(reply);
      if (reply.type === "done" || reply.type === "error") end(reply);
    });
    w.addEventListener("error", (event) => {
      kill();
      const reply: WorkerReply = { type: "error", message: event.message || "the worker failed" };
      current?.onMessage(reply);
      end(reply);
    });
    worker = w;
    return w;
  };
  return {
    run(request, onMessage) {
      if (current) {
        kill();
        end({ type: "stopped" });
      }
      let settle: (value: JobEnd) => void = () => {};
      const done = new Promise<JobEnd>((resolve) => {
        settle = resolve;
      });
      const mine = { onMessage, settle };
      current = mine;
      open().postMessage(request);
      return {
        done,
        stop() {
          if (current !== mine) return;
          kill();
          end({ type: "stopped" });
        },
      };
    },
    close() {
      kill();
      end({ type: "stopped" });
    },
  };
}
