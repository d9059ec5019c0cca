/**
 * The file a thread of the local pool (tinypool) loads: runs the units it is sent through the
 * registry. Loaded from `dist/` (built by `tsc`), never from the TypeScript sources.
 *
 * A task may carry a MessagePort and a shared credit counter: the thread then says on the port
 * when the unit starts (the time limit runs from there), and the unit's items (solutions) go out
 * on the port in chunks of at most {@link CHUNK_ITEMS} items or about {@link CHUNK_BYTES} bytes
 * (or every {@link CHUNK_MS} ms), each chunk taking one credit. With no credit left the thread
 * waits (Atomics.wait) until the coordinator has taken a chunk: a unit never runs further ahead
 * of the output than its credit, whatever it finds. Cost: one message per chunk.
 */
import type { MessagePort } from "node:worker_threads";
import { isInputError } from "../core/errors.js";
import { runUnit } from "./registry.js";
import type { WorkUnit } from "./unit.js";

/** Items per chunk, at most. */
export const CHUNK_ITEMS = 4096;
/** Bytes per chunk, about (strings count their length, arrays 8 bytes per element). */
export const CHUNK_BYTES = 1 << 16;
/** A chunk that waited this long goes out at the next item, however small. */
export const CHUNK_MS = 50;

/** Slots of a task's shared counter: credit (chunks it may send), and stop (set to 1 to stop). */
export const CREDIT = 0;
export const STOP = 1;

/** A task of the pool: a unit, and when its items stream, the port and the shared counter. */
export interface ThreadTask {
  unit: WorkUnit;
  port?: MessagePort;
  credit?: SharedArrayBuffer;
}

/** What a task gives back: the unit's result and how many chunks went out, or its error. */
export type ThreadReply =
  | { ok: true; value: unknown; chunks: number }
  | { ok: false; input: boolean; message: string };

/** Thrown inside a unit that the coordinator stopped (its output is no longer wanted). */
class Stopped extends Error {}

/** Rough size of an item, for the chunk bound. */
function sizeOf(item: unknown): number {
  if (typeof item === "string") return item.length + 16;
  if (Array.isArray(item)) return 8 * item.length + 16;
  return 64;
}

/** Tinypool calls this with each task; resolves to its {@link ThreadReply}. */
export default async function runThreadUnit(task: ThreadTask): Promise<ThreadReply> {
  const { port } = task;
  let chunks = 0;
  try {
    if (!port) return { ok: true, value: await runUnit(task.unit), chunks: 0 };
    port.postMessage("start");
    if (!task.credit) return { ok: true, value: await runUnit(task.unit), chunks: 0 };
    const shared = new Int32Array(task.credit);
    let chunk: unknown[] = [];
    let bytes = 0;
    let since = performance.now();
    const flush = () => {
      if (chunk.length === 0) return;
      while (Atomics.load(shared, CREDIT) <= 0) {
        if (Atomics.load(shared, STOP) !== 0) throw new Stopped();
        Atomics.wait(shared, CREDIT, Atomics.load(shared, CREDIT), 1000);
      }
      if (Atomics.load(shared, STOP) !== 0) throw new Stopped();
      Atomics.sub(shared, CREDIT, 1);
      port.postMessage(chunk);
      chunks++;
      chunk = [];
      bytes = 0;
      since = performance.now();
    };
    const emit = (item: unknown) => {
      chunk.push(item);
      bytes += sizeOf(item);
      if (
        chunk.length >= CHUNK_ITEMS ||
        bytes >= CHUNK_BYTES ||
        performance.now() - since >= CHUNK_MS
      )
        flush();
    };
    const value = await runUnit(task.unit, emit);
    flush();
    return { ok: true, value, chunks };
  } catch (error) {
    if (error instanceof Stopped) return { ok: false, input: false, message: "stopped" };
    if (isInputError(error)) return { ok: false, input: true, message: (error as Error).message };
    throw error;
  }
}
