/**
 * Shared pieces of the fuzz suite (issue 15): how many inputs per family (`FUZZ_RUNS`, a quick
 * run by default, `npm run fuzz` sets 10,000), the seed to replay a failure (`FUZZ_SEED`, printed
 * by fast-check when a property fails), generators of hostile text, and the rule every library
 * call must keep: return a value, or throw the library's InputError, or stop at the time budget
 * (AbortError from a signal whose deadline passed) -- never any other error.
 */
import fc from "fast-check";
import { isInputError } from "../../src/core/errors.js";

/** Inputs per family. */
export const RUNS = Number(process.env.FUZZ_RUNS ?? 150);

/** fast-check parameters: the run count, and the seed when one is given to replay a failure. */
export function params(runs = RUNS): fc.Parameters<unknown> {
  const seed = process.env.FUZZ_SEED;
  return seed === undefined
    ? { numRuns: runs }
    : { numRuns: runs, seed: Number(seed), path: process.env.FUZZ_PATH };
}

/** Vitest timeout for a family: generous, since the long run does 10,000 inputs. */
export const TIMEOUT = Math.max(60_000, RUNS * 100);

/**
 * A signal whose `aborted` turns true once `ms` have passed: the engines check it every few
 * thousand nodes, so a legitimately long search stops with AbortError instead of running on.
 */
export function deadline(ms: number): AbortSignal {
  const end = performance.now() + ms;
  return {
    get aborted() {
      return performance.now() > end;
    },
    reason: undefined,
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
    onabort: null,
    throwIfAborted() {},
  } as unknown as AbortSignal;
}

/** What a library call did: returned, refused (InputError) or ran out of time (AbortError). */
export type Outcome = "value" | "refused" | "budget";

/**
 * Runs a library call and classifies how it ended; any other error (RangeError, TypeError,
 * stack overflow, out of memory) fails the property with the input in the message.
 */
export function outcome(call: () => unknown, input: unknown): Outcome {
  try {
    call();
    return "value";
  } catch (error) {
    if (isInputError(error)) return "refused";
    if ((error as Error)?.name === "AbortError") return "budget";
    const shown = JSON.stringify(input)?.slice(0, 300);
    throw new Error(`not an InputError: ${(error as Error)?.stack ?? error}\n input: ${shown}`);
  }
}

/** Names that reach an object's prototype when used as keys. */
export const protoNames = fc.constantFrom(
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "valueOf",
  "hasOwnProperty",
  "__defineGetter__",
);

/** Odd characters: combining marks, RTL, surrogate halves, NUL, BOM, emoji, full-width digits. */
export const oddChar = fc.constantFrom(
  "\u0301",
  "\u200f",
  "\u202e",
  "\ud800",
  "\udfff",
  "\u0000",
  "\ufeff",
  "😀",
  "１",
  "٣",
  "ß",
  "İ",
  "\t",
  "\r",
  "\n",
  "\u2028",
  "'",
  '"',
  "\\",
  "$",
  "`",
);

/** Text made of pieces: tokens of the language at hand, odd characters, proto names, noise. */
export function tokenText(tokens: readonly string[], maxLength = 40): fc.Arbitrary<string> {
  return fc
    .array(
      fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom(...tokens) },
        { weight: 1, arbitrary: oddChar },
        { weight: 1, arbitrary: protoNames },
        { weight: 1, arbitrary: fc.string({ maxLength: 4 }) },
        { weight: 1, arbitrary: fc.integer({ min: -1e6, max: 1e6 }).map(String) },
      ),
      { maxLength },
    )
    .map((parts) => parts.join(""));
}

/**
 * Mutations of valid examples: characters or slices inserted, deleted, doubled or replaced.
 */
export function mutated(
  seeds: readonly string[],
  pieces: fc.Arbitrary<string>,
): fc.Arbitrary<string> {
  const edit = fc.record({
    kind: fc.constantFrom("insert", "delete", "double", "replace"),
    at: fc.nat(),
    length: fc.integer({ min: 0, max: 12 }),
    piece: pieces,
  });
  return fc
    .tuple(fc.constantFrom(...seeds), fc.array(edit, { minLength: 1, maxLength: 6 }))
    .map(([seed, edits]) => {
      let text = seed;
      for (const e of edits) {
        const at = text.length === 0 ? 0 : e.at % (text.length + 1);
        const end = Math.min(text.length, at + e.length);
        if (e.kind === "insert") text = text.slice(0, at) + e.piece + text.slice(at);
        else if (e.kind === "delete") text = text.slice(0, at) + text.slice(end);
        else if (e.kind === "double")
          text = text.slice(0, end) + text.slice(at, end) + text.slice(end);
        else text = text.slice(0, at) + e.piece + text.slice(end);
      }
      return text;
    });
}

/** A piece repeated `n` times (n up to `max`), joined: long sums, deep nesting, huge words. */
export function repeated(piece: string, max: number, join = ""): fc.Arbitrary<string> {
  return fc.integer({ min: 1, max }).map((n) => Array(n).fill(piece).join(join));
}
