/**
 * A watchdog for tests of the WebAssembly kernels: runs one exported function of a test module
 * in a worker thread and fails with a message when it has not returned within a time limit.
 * vitest's own timeout cannot fire while the test's thread is inside a synchronous WebAssembly
 * call (a kernel that loops for ever would hang the whole run with no message); a worker can be
 * terminated from here, which stops it even inside a WebAssembly loop.
 * Cost: a worker per call (about half a second to start with the TypeScript loader).
 */
import { Worker } from "node:worker_threads";

/** The default limit: far above what any kernel test needs on a loaded machine. */
export const KERNEL_TEST_LIMIT_MS = 30_000;

/**
 * Calls `name(...args)` exported by the module at `module` (a file URL, e.g.
 * `new URL("./cases.ts", import.meta.url)`) in a worker thread, and resolves with its result
 * (structured-cloned); rejects with the worker's error, or with a message naming the function and
 * the limit when it runs longer than `limitMs` (the worker is then terminated).
 *
 * @example
 * ```ts
 * expect(await inWorker(new URL("./cases.ts", import.meta.url), "queensCounts", [8])).toEqual([92, 1019]);
 * ```
 */
export function inWorker<T>(
  module: URL,
  name: string,
  args: readonly unknown[] = [],
  limitMs = KERNEL_TEST_LIMIT_MS,
): Promise<T> {
  const worker = new Worker(new URL("./watchdog-worker.mjs", import.meta.url), {
    workerData: { module: module.href, name, args },
  });
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
      void worker.terminate();
    };
    const timer = setTimeout(() => {
      settle(() =>
        reject(
          new Error(
            `${name} (${module.pathname.split("/").pop()}) did not return within ${limitMs} ms: a kernel looping for ever? (worker terminated)`,
          ),
        ),
      );
    }, limitMs);
    worker.on("message", (message: { result?: T; error?: string }) => {
      if (message.error !== undefined) settle(() => reject(new Error(message.error)));
      else settle(() => resolve(message.result as T));
    });
    worker.on("error", (error) => settle(() => reject(error)));
    worker.on("exit", (code) =>
      settle(() => reject(new Error(`${name}: worker exited with code ${code} without an answer`))),
    );
  });
}
