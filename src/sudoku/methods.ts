/**
 * The maker of the `dlx` method's engine, filled in by cover.ts when it loads: engine.ts
 * (`sudokuEngine`) reaches Dancing Links only through here, so that a browser bundle of
 * `solveSudoku` alone (the package has no side effects to keep) leaves the Dancing Links engine
 * and its kernels out. Node loads cover.ts with solve.ts. Cost: O(1).
 */
import type { SudokuEngine } from "./engine.js";
import type { SudokuGeometry } from "./grid.js";

/** The registered makers (the `dlx` method's, once cover.ts has loaded). */
export const sudokuMethodMakers: { dlx?: (geometry: SudokuGeometry) => SudokuEngine } = {};
