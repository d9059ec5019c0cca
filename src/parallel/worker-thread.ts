/**
 * The file a thread of the local pool (tinypool) loads: runs the units it is sent through the
 * registry. Loaded from `dist/` (built by `tsc`), never from the TypeScript sources.
 */
import { runUnit } from "./registry.js";
import type { WorkUnit } from "./unit.js";

/** Tinypool calls this with each task: one unit; resolves to its result. */
export default function runThreadUnit(unit: WorkUnit): Promise<unknown> {
  return runUnit(unit);
}
