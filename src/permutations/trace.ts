/**
 * Trace events of the educational Heap's algorithms (heap-recursive.ts, heap-iterative.ts):
 * plain values, so a caller (the CLI, the playground) decides how to show them.
 */

/** One step of a traced run. `list` is the live working array: read it at once, do not keep it. */
export type TraceEvent<T> =
  | { kind: "swap"; i: number; j: number; list: readonly T[] }
  | { kind: "yield"; list: readonly T[] }
  | { kind: "jump"; m: number; list: readonly T[] }
  | { kind: "stack"; stack: readonly (readonly [low: number, high: number])[] };

/**
 * Formats a trace event the classic way: `Exchanging L[0] and L[1] -> [1, 0, 2, 3]`,
 * `Yield [1, 0, 2, 3]`, `Stack: [(1, 4), (0, 3)]`.
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
