/**
 * Trace events of the educational Heap's algorithms (heap-recursive.ts, heap-iterative.ts):
 * plain values, so a caller (the CLI, the playground) decides how to show them.
 */

/**
 * One step of a traced run. `list` is the live working array: read it at once, do not keep it.
 *
 * @typeParam T - the items' type
 */
export type TraceEvent<T> =
  | {
      /** Two positions were exchanged. */
      kind: "swap";
      /** The first position exchanged (0-based). */
      i: number;
      /** The second position exchanged (0-based). */
      j: number;
      /** The working array after the exchange. */
      list: readonly T[];
    }
  | {
      /** A permutation (or, with k, a k-permutation in the last k positions) is complete. */
      kind: "yield";
      /** The working array holding it. */
      list: readonly T[];
    }
  | {
      /** An inner run over the first m positions was skipped, its final state applied at once. */
      kind: "jump";
      /** The number of inner positions jumped over (n - k). */
      m: number;
      /** The working array after the jump. */
      list: readonly T[];
    }
  | {
      /** The explicit stack of the iterative form, before a pop. */
      kind: "stack";
      /** The pending (low, high) pairs, bottom first: the call permuting L[0..high-1] at round low. */
      stack: readonly (readonly [low: number, high: number])[];
    };

/**
 * Formats a trace event the classic way: `Exchanging L[0] and L[1] -> [1, 0, 2, 3]`,
 * `Yield [1, 0, 2, 3]`, `Stack: [(1, 4), (0, 3)]`.
 *
 * @param event - the event to format
 *
 * @typeParam T - the items' type
 *
 * @example
 * ```ts
 * formatTraceEvent({ kind: "swap", i: 0, j: 1, list: [1, 0, 2] }); // "Exchanging L[0] and L[1] -> [1, 0, 2]"
 * ```
 */
export function formatTraceEvent<T>(event: TraceEvent<T>): string {
  switch (event.kind) {
    case "swap":
      return `Exchanging L[${event.i}] and L[${event.j}] -> [${event.list.join(", ")}]`;
    case "yield":
      return `Yield [${event.list.join(", ")}]`;
    case "jump":
      return `Jump over Heap's run on L[0..${event.m - 1}] -> [${event.list.join(", ")}]`;
    case "stack":
      return `Stack: [${event.stack.map(([l, h]) => `(${l}, ${h})`).join(", ")}]`;
  }
}
