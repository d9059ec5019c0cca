/**
 * A variant puzzle back to f-puzzles JSON (the object f-puzzles.com and SudokuPad load), so
 * puzzles made here open there: the inverse of {@link readFPuzzlesObject} on every field the
 * reader keeps. O(size^2 + constraint cells).
 */
import { cellLabel } from "./cells.js";
import type { VariantDot, VariantSudoku } from "./types.js";

/**
 * The f-puzzles JSON object of a variant puzzle (`JSON.stringify` it, or make a link with
 * {@link fPuzzlesLink}).
 *
 * @param puzzle - the variant puzzle
 *
 * @example
 * ```ts
 * JSON.stringify(writeFPuzzles(readFPuzzles(text))); // the same puzzle, as f-puzzles writes it
 * ```
 */
export function writeFPuzzles(puzzle: VariantSudoku): Record<string, unknown> {
  const n = puzzle.size;
  const name = (cell: number) => cellLabel(cell, n);
  const names = (cells: readonly number[]) => cells.map(name);
  const grid: Record<string, unknown>[][] = [];
  for (let r = 0; r < n; r++) {
    const row: Record<string, unknown>[] = [];
    for (let c = 0; c < n; c++) {
      const cell: Record<string, unknown> = {};
      const v = puzzle.givens[r * n + c]!;
      if (v !== 0) {
        cell.value = v;
        cell.given = true;
      }
      if (puzzle.jigsaw) cell.region = puzzle.regions[r * n + c];
      row.push(cell);
    }
    grid.push(row);
  }
  const out: Record<string, unknown> = { size: n, grid };
  if (puzzle.diagonalUp) out["diagonal+"] = true;
  if (puzzle.diagonalDown) out["diagonal-"] = true;
  if (puzzle.antiknight) out.antiknight = true;
  if (puzzle.antiking) out.antiking = true;
  if (puzzle.nonconsecutive) out.nonconsecutive = true;
  const dots = (list: VariantDot[]) =>
    list.map((d) => ({ cells: names(d.cells), value: String(d.value) }));
  const lists: [string, unknown[]][] = [
    [
      "killercage",
      puzzle.cages.map((k) =>
        k.sum === undefined
          ? { cells: names(k.cells) }
          : { cells: names(k.cells), value: String(k.sum) },
      ),
    ],
    [
      "littlekillersum",
      puzzle.littleKillers.map((k) => ({ cells: names(k.cells), value: String(k.sum) })),
    ],
    ["thermometer", puzzle.thermometers.map((line) => ({ lines: [names(line)] }))],
    [
      "arrow",
      puzzle.arrows.map((a) => ({
        cells: names(a.circle),
        lines: a.lines.map((l) => names([a.circle[0]!, ...l])),
      })),
    ],
    ["difference", dots(puzzle.differences)],
    ["ratio", dots(puzzle.ratios)],
    ["odd", puzzle.odd.map((c) => ({ cell: name(c) }))],
    ["even", puzzle.even.map((c) => ({ cell: name(c) }))],
    ["extraregion", puzzle.extraRegions.map((cells) => ({ cells: names(cells) }))],
  ];
  for (const [key, list] of lists) if (list.length > 0) out[key] = list;
  return out;
}
