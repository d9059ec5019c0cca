/**
 * permuta: search by permutation and backtracking. This file is the whole public API.
 */
export type { SearchCounters } from "./core/counters.js";
export { addCounters, createCounters } from "./core/counters.js";
export type { SourceLocation } from "./core/errors.js";
export { AbortError, InputError } from "./core/errors.js";
export type { Random } from "./core/random.js";
export { createRandom } from "./core/random.js";

// -- permutations --

// -- alphametics --

// -- search language --

// -- exact cover and N-queens --

// -- sudoku --

// -- parallel and distributed --
