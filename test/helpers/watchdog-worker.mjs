/**
 * The worker side of watchdog.ts (plain JavaScript: it registers the TypeScript loader itself,
 * as a worker's --import is not honoured on Node 20): imports the module it is given, calls the
 * named export with the arguments, and posts back its result, or the error's stack.
 */
import { parentPort, workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
const { module, name, args } = workerData;
try {
  const exports = await import(module);
  const fn = exports[name];
  if (typeof fn !== "function") throw new Error(`${module} exports no function ${name}`);
  parentPort?.postMessage({ result: await fn(...args) });
} catch (error) {
  parentPort?.postMessage({
    error: error instanceof Error ? (error.stack ?? error.message) : String(error),
  });
}
