/**
 * The code version a result is tied to (the package version and the result format), on its own
 * so that the result envelopes (results.ts) and the streamed chunks (chunks.ts) both take it
 * without importing each other. Cost: package.json is read once per process.
 */
import { readFileSync } from "node:fs";

/** Format of the envelope (and of the units' results inside it). */
export const RESULT_FORMAT = "permuta-result-1";

let cachedVersion: string | undefined;

/**
 * The code version results are tied to: the package version and the result format. A result made
 * by another version never counts (the unit is run again).
 *
 * @example
 * ```ts
 * codeVersion(); // "permuta 0.1.0 permuta-result-1"
 * ```
 */
export function codeVersion(): string {
  if (cachedVersion === undefined) {
    let version = "unknown";
    try {
      const url = new URL("../../package.json", import.meta.url);
      version = String(JSON.parse(readFileSync(url, "utf8")).version);
    } catch {
      // a bundled copy without package.json: the format alone tells versions apart
    }
    cachedVersion = `permuta ${version} ${RESULT_FORMAT}`;
  }
  return cachedVersion;
}
