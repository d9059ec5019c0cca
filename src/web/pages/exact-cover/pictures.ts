/**
 * Pictures of an exact cover solution, when its options read as a known kind of problem: a
 * tiling (a piece's name, then cells in base 36, as pentominoProblem names them) or a 9x9
 * Sudoku (options as sudokuCover names them). Undefined for other problems.
 */
import { h } from "../../dom.js";

/**
 * A Sudoku's picture, when the options are a 9x9 Sudoku's (as sudokuCover names them: `pRC rRD
 * cCD bBD`, digit D in row R and column C): the grid with its digits. Undefined for others.
 */
export function sudokuPicture(options: string[]): HTMLElement | undefined {
  const digits = new Array<string>(81).fill("");
  for (const option of options) {
    const m = /^p([1-9])([1-9]) r\1([1-9]) c\2\3 b[1-9]\3$/.exec(option.trim());
    if (!m) return undefined;
    digits[(Number(m[1]) - 1) * 9 + Number(m[2]) - 1] = m[3]!;
  }
  if (digits.includes("")) return undefined;
  const grid = h("div", {
    class: "tiling sudoku-picture",
    role: "img",
    "aria-label": `the solved grid: ${digits.join("")}`,
    style: "grid-template-columns: repeat(9, 1.4rem)",
  });
  digits.forEach((d, cell) => {
    const r = Math.floor(cell / 9);
    const c = cell % 9;
    const thick = `${c % 3 === 0 && c > 0 ? " box-left" : ""}${r % 3 === 0 && r > 0 ? " box-top" : ""}`;
    grid.append(h("span", { class: `tile-cell sudoku-cell${thick}` }, d));
  });
  return grid;
}

/**
 * A tiling's picture, when the options read like placements on a board (a piece's name, then
 * cells written row and column in base 36, as pentominoProblem names them): one coloured square
 * per cell, the piece's letter in it. Undefined for other problems.
 */
export function tilingPicture(options: string[]): HTMLElement | undefined {
  const cells = new Map<string, string>();
  let rows = 0;
  let cols = 0;
  for (const option of options) {
    const [piece, ...rest] = option.split(" ");
    if (rest.length === 0 || !rest.every((c) => /^[0-9a-z]{2}$/.test(c))) return undefined;
    for (const c of rest) {
      const r = Number.parseInt(c[0], 36);
      const k = Number.parseInt(c[1], 36);
      cells.set(`${r},${k}`, piece);
      rows = Math.max(rows, r + 1);
      cols = Math.max(cols, k + 1);
    }
  }
  const pieces = [...new Set(cells.values())].sort();
  const grid = h("div", {
    class: "tiling",
    role: "img",
    "aria-label": `the tiling: ${rows} rows of ${cols} cells`,
    style: `grid-template-columns: repeat(${cols}, 1.4rem)`,
  });
  for (let r = 0; r < rows; r++)
    for (let k = 0; k < cols; k++) {
      const piece = cells.get(`${r},${k}`);
      const hue = piece ? Math.round((pieces.indexOf(piece) * 360) / pieces.length) : 0;
      grid.append(
        h(
          "span",
          {
            class: "tile-cell",
            style: piece ? `background:hsl(${hue} 65% 72%)` : "background:none",
          },
          piece ?? "",
        ),
      );
    }
  return grid;
}
