/** Sudoku requests: solve (and rate), the explained path, generate. */
import { generateSudoku, type SudokuSymmetry } from "../../sudoku/generate.js";
import { formatSudoku, parseSudoku } from "../../sudoku/grid.js";
import { explainSudoku, guessWords } from "../../sudoku/hint.js";
import { rateSudokuGrid, type SudokuLevel } from "../../sudoku/rating.js";
import { analyseSudoku } from "../../sudoku/solve.js";
import { readFPuzzlesObject } from "../../sudoku/variants/read.js";
import { solveVariantSudoku } from "../../sudoku/variants/solve.js";
import { writeFPuzzles } from "../../sudoku/variants/write.js";
import type { ExplainedStep } from "../protocol.js";
import { variantExplain } from "../sudoku-variant-logic.js";
import { post, type RequestOf, ratingInfo } from "./reply.js";

/** Answers a "sudoku-solve" request. */
export function sudokuSolve(request: RequestOf<"sudoku-solve">): void {
  // count to 2: the first solution, and whether it is the only one; a variant puzzle (checked
  // again on the way in) by the variant engine, unrated (the library's rating is classic only)
  const variant = request.variant && readFPuzzlesObject(writeFPuzzles(request.variant));
  const result = variant
    ? solveVariantSudoku(variant, { limit: 2 })
    : analyseSudoku(request.grid, { limit: 2 });
  const rating =
    !variant && result.count === 1 && result.solution
      ? ratingInfo(rateSudokuGrid(parseSudoku(request.grid), result.solution, { unique: true }))
      : undefined;
  post({
    type: "done",
    complete: true,
    nodes: result.stats.nodes,
    solutions: result.count,
    text: result.solution ? formatSudoku(result.solution) : "none",
    rating,
  });
}

/** Answers a "sudoku-explain" request. */
export function sudokuExplain(request: RequestOf<"sudoku-explain">): void {
  // the library's explained path (`sudoku explain`), each entry as plain data; a variant
  // puzzle's through the page's one door to the variant logic (checked again on the way in)
  const variant = request.variant && readFPuzzlesObject(writeFPuzzles(request.variant));
  const grid = variant ? null : parseSudoku(request.grid);
  const ex = variant ? variantExplain(variant) : explainSudoku(grid!);
  const n = variant ? variant.size : grid!.geometry.size;
  const steps: ExplainedStep[] = ex.entries.map((e) =>
    e.kind === "step"
      ? {
          technique: e.step.technique,
          cells: e.step.cells,
          placements: e.step.placements.map(({ cell, digit }) => ({ cell, digit })),
          eliminations: e.step.eliminations.map(({ cell, digit }) => ({ cell, digit })),
          explanation: e.step.explanation,
          house: e.step.house,
          links: e.step.links?.map(({ from, to, strong }) => ({
            from: { ...from },
            to: { ...to },
            strong,
          })),
        }
      : {
          technique: "guess",
          cells: [e.cell],
          placements: [{ cell: e.cell, digit: e.digit }],
          eliminations: [],
          explanation: guessWords(e, n),
        },
  );
  post({
    type: "done",
    complete: true,
    nodes: 0,
    solutions: ex.solutions,
    explained: { steps, end: ex.lines[ex.lines.length - 1] ?? "", solved: ex.solved },
  });
}

/** Answers a "sudoku-generate" request. */
export function sudokuGenerate(request: RequestOf<"sudoku-generate">): void {
  const generated = generateSudoku({
    size: request.size,
    symmetry: request.symmetry as SudokuSymmetry,
    difficulty: request.difficulty as SudokuLevel | undefined,
    ...(request.techniques ? { techniques: request.techniques } : {}),
    seed: request.seed,
    timeLimitMs: 20_000,
  });
  const puzzle = generated.puzzle;
  post({
    type: "done",
    complete: true,
    nodes: generated.attempts,
    solutions: 1,
    puzzle,
    text: generated.solution,
    rating: ratingInfo(
      generated.rating ??
        rateSudokuGrid(parseSudoku(puzzle), generated.solutionValues, { unique: true }),
    ),
  });
}
