/**
 * Running a solver in a Web Worker: one worker per run, so Stop is `worker.terminate()` and the
 * page never freezes. The worker (worker.ts) posts progress and partial results, then "done".
 */
import type { WorkerReply, WorkerRequest } from "./protocol.js";

/** A running job: its promise and a way to stop it. */
export interface Job {
  /** Resolves with the final reply ("done" or "error"), or "stopped" when stopped. */
  done: Promise<WorkerReply | { type: "stopped" }>;
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
  let settle: (value: WorkerReply | { type: "stopped" }) => void = () => {};
  const done = new Promise<WorkerReply | { type: "stopped" }>((resolve) => {
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
