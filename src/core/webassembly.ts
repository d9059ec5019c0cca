/**
 * Whether this JavaScript runtime has WebAssembly (`node --jitless` and some locked-down
 * browsers have none), for the call sites that choose between a kernel and a JavaScript path.
 * Cost: O(1).
 */

/**
 * True when the runtime has WebAssembly.
 *
 * @example
 * ```ts
 * hasWebAssembly(); // false under `node --jitless`
 * ```
 */
export function hasWebAssembly(): boolean {
  return typeof (globalThis as { WebAssembly?: unknown }).WebAssembly === "object";
}

/**
 * The one-line explanation for a command that needs WebAssembly where there is none.
 *
 * @example
 * ```ts
 * noWebAssembly("exact cover"); // "this JavaScript runtime has no WebAssembly (node --jitless?), which exact cover needs"
 * ```
 */
export function noWebAssembly(what: string): string {
  return `this JavaScript runtime has no WebAssembly (node --jitless?), which ${what} needs`;
}
