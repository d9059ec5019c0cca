/**
 * Errors that every area throws, and the seeded random numbers that generators and shuffles take.
 *
 * @module core
 */
export type { SearchCounters } from "./counters.js";
export { addCounters, createCounters } from "./counters.js";
export type { SourceLocation } from "./errors.js";
export { AbortError, InputError } from "./errors.js";
export type { Random } from "./random.js";
export { createRandom } from "./random.js";
