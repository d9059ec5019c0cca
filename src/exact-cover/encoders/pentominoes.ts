/**
 * Pentomino packing as exact cover: 12 piece items and one item per cell, one option per
 * placement of a piece (every rotation and reflection). On 6x10 there are 2,056 options and
 * 9,356 solutions; `reduceSymmetry` keeps the X piece in one quarter of the board (boards with
 * even sides only), leaving 2,339, one per class under the board's four symmetries.
 */
import { InputError } from "../../core/errors.js";
import type { ExactCoverProblem } from "../problem.js";

/** The twelve pentominoes, named by the letters they resemble. */
const SHAPES: Record<string, string[]> = {
  F: [".##", "##.", ".#."],
  I: ["#####"],
  L: ["####", "#..."],
  N: ["##..", ".###"],
  P: ["##", "##", "#."],
  T: ["###", ".#.", ".#."],
  U: ["#.#", "###"],
  V: ["#..", "#..", "###"],
  W: ["#..", "##.", ".##"],
  X: [".#.", "###", ".#."],
  Y: ["####", ".#.."],
  Z: ["##.", ".#.", ".##"],
};

type Cells = [number, number][];

function normalise(cells: Cells): Cells {
  const r0 = Math.min(...cells.map((c) => c[0]));
  const c0 = Math.min(...cells.map((c) => c[1]));
  return cells
    .map(([r, c]): [number, number] => [r - r0, c - c0])
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
}

/** The distinct orientations (rotations and reflections) of a shape. */
function orientations(shape: string[]): Cells[] {
  let cells: Cells = [];
  shape.forEach((row, r) => {
    for (let c = 0; c < row.length; c++) if (row[c] === "#") cells.push([r, c]);
  });
  const seen = new Map<string, Cells>();
  for (let flip = 0; flip < 2; flip++) {
    for (let rot = 0; rot < 4; rot++) {
      const n = normalise(cells);
      seen.set(JSON.stringify(n), n);
      cells = cells.map(([r, c]) => [c, -r]);
    }
    cells = cells.map(([r, c]) => [r, -c]);
  }
  return [...seen.values()];
}

const cellName = (r: number, c: number) => `${r.toString(36)}${c.toString(36)}`;

/**
 * The pentomino packing problem of a width x height board with 60 cells: a full rectangle, or a
 * larger board with `holes` (cells no piece may cover), like Dana Scott's 8x8 with the 2x2 hole
 * in the middle.
 *
 * @param width - the board's width in cells; default 10 (at most 36)
 * @param height - the board's height in cells; default 6 (at most 36; width × height minus the
 *   holes must be 60)
 * @param options - `reduceSymmetry` (default false): count each packing once up to the board's
 *   symmetries (a full board with even sides only); `holes`: [row, column] cells (0-based) no
 *   piece may cover, default none
 *
 * @example
 * ```ts
 * countExactCovers(pentominoProblem(10, 6, { reduceSymmetry: true })); // 2339
 * countExactCovers(pentominoProblem(8, 8, { holes: [[3, 3], [3, 4], [4, 3], [4, 4]] })); // 520
 * ```
 */
export function pentominoProblem(
  width = 10,
  height = 6,
  options: { reduceSymmetry?: boolean; holes?: readonly (readonly [number, number])[] } = {},
): ExactCoverProblem {
  const holes = new Set((options.holes ?? []).map(([r, c]) => r * width + c));
  for (const [r, c] of options.holes ?? [])
    if (!Number.isInteger(r) || !Number.isInteger(c) || r < 0 || c < 0 || r >= height || c >= width)
      throw new InputError(`hole (${r}, ${c}) is not on the ${width}x${height} board`);
  if (width * height - holes.size !== 60 || width > 36 || height > 36)
    throw new InputError(
      `a pentomino board has 60 cells, got ${width}x${height}${holes.size ? ` less ${holes.size} holes` : ""}`,
    );
  if (options.reduceSymmetry && (width % 2 !== 0 || height % 2 !== 0 || holes.size > 0))
    throw new InputError("reduceSymmetry needs a full board with even sides");
  const pieces = Object.keys(SHAPES);
  const primary = [...pieces];
  // the item of each cell (holes have none)
  const item = new Int32Array(width * height).fill(-1);
  for (let r = 0; r < height; r++)
    for (let c = 0; c < width; c++)
      if (!holes.has(r * width + c)) {
        item[r * width + c] = primary.length;
        primary.push(cellName(r, c));
      }
  const list = [];
  for (let k = 0; k < pieces.length; k++) {
    for (const shape of orientations(SHAPES[pieces[k]])) {
      const h = Math.max(...shape.map((s) => s[0])) + 1;
      const w = Math.max(...shape.map((s) => s[1])) + 1;
      for (let r = 0; r + h <= height; r++) {
        for (let c = 0; c + w <= width; c++) {
          // the X's centre is at (r+1, c+1): keep it in the top-left quarter
          if (options.reduceSymmetry && pieces[k] === "X") {
            if (2 * (r + 1) >= height - 1 || 2 * (c + 1) >= width - 1) continue;
          }
          const cells = shape.map(([a, b]) => item[(r + a) * width + c + b]);
          if (cells.some((x) => x < 0)) continue;
          list.push({ items: [k, ...cells] });
        }
      }
    }
  }
  return { primary, secondary: [], options: list };
}
