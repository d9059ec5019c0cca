/**
 * permuta: search by permutation and backtracking. This entry point is the whole browser-safe
 * public API, area by area (each area's module lists its names); the Node-only parts (worker
 * pool, Redis, ledger files) come from `permuta/parallel`.
 */
export * from "./alphametics/index.js";
export * from "./core/index.js";
export * from "./exact-cover/index.js";
export * from "./permutations/index.js";
export * from "./queens/index.js";
export * from "./search/index.js";
export * from "./sudoku/index.js";
