/**
 * A variant Sudoku's constraints drawn over the board: an SVG laid over the grid, one unit per
 * cell (as the step links): killer cages (a dashed outline inside their cells, the sum in the
 * top-left corner), jigsaw region borders, extra regions (shaded), diagonals, thermometers
 * (bulb and line), arrows (circle, line, arrowhead), Kropki dots (white and black, on the edge
 * between their cells), little killers (the sum by the first cell, an arrow along the diagonal),
 * odd cells (grey circles) and even cells (grey squares). The rules without a picture
 * (anti-knight, anti-king, nonconsecutive) are said in words by {@link variantRulesText}.
 * Cost: O(cells + constraint cells).
 */

import { cellName } from "../sudoku/grid.js";
import type { VariantSudoku } from "../sudoku/variants/types.js";

const SVG = "http://www.w3.org/2000/svg";

/** An SVG element with attributes. */
function s<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | number> = {},
  text?: string,
): SVGElementTagNameMap[K] {
  const element = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
  if (text !== undefined) element.textContent = text;
  return element;
}

const f = (v: number) => Number(v.toFixed(3));
/** The centre of a cell, in cells. */
const centre = (n: number, cell: number) => ({
  x: (cell % n) + 0.5,
  y: Math.floor(cell / n) + 0.5,
});
const points = (n: number, cells: readonly number[]) =>
  cells.map((c) => `${f(centre(n, c).x)},${f(centre(n, c).y)}`).join(" ");

/** The four sides of a cell: direction to the neighbour, and the side's two ends (unit square). */
const SIDES = [
  { dr: -1, dc: 0, a: [0, 0], b: [1, 0] },
  { dr: 0, dc: 1, a: [1, 0], b: [1, 1] },
  { dr: 1, dc: 0, a: [1, 1], b: [0, 1] },
  { dr: 0, dc: -1, a: [0, 1], b: [0, 0] },
] as const;

/**
 * The dashed outline of a cage, `inset` inside its cells: one segment per cell side on the
 * cage's edge, lengthened or shortened at each end so that the segments meet at the corners.
 */
function cageOutline(n: number, cells: readonly number[], inset: number): string {
  const inCage = new Set(cells);
  const has = (r: number, c: number) => r >= 0 && r < n && c >= 0 && c < n && inCage.has(r * n + c);
  const parts: string[] = [];
  for (const cell of cells) {
    const r = Math.floor(cell / n);
    const c = cell % n;
    SIDES.forEach((side, k) => {
      if (has(r + side.dr, c + side.dc)) return;
      // along the side from a to b; the cells before a and after b along it
      const along = SIDES[(k + 1) % 4]!;
      const end = (sign: 1 | -1) => {
        const nr = r + sign * along.dr;
        const nc = c + sign * along.dc;
        if (!has(nr, nc)) return inset; // an outer corner: stop short
        return has(nr + side.dr, nc + side.dc) ? -inset : 0; // an inner corner, or straight on
      };
      const ax = c + side.a[0];
      const ay = r + side.a[1];
      const bx = c + side.b[0];
      const by = r + side.b[1];
      // the side pushed inwards by `inset`, then trimmed at both ends
      const ix = -side.dc * inset;
      const iy = -side.dr * inset;
      const ux = along.dc;
      const uy = along.dr;
      const s0 = end(-1);
      const s1 = end(1);
      parts.push(
        `M${f(ax + ix + ux * s0)} ${f(ay + iy + uy * s0)}L${f(bx + ix - ux * s1)} ${f(by + iy - uy * s1)}`,
      );
    });
  }
  return parts.join("");
}

/** The cage's label cell: the top-most, then left-most. */
const firstCell = (cells: readonly number[]) => Math.min(...cells);

/**
 * Fills `svg` (viewBox 0 0 n n, laid over the board) with the puzzle's constraints; empties it
 * for a classic grid (`null`).
 *
 * @example
 * ```ts
 * drawVariant(picture, readFPuzzles(text)); // cages, regions, thermometers, ...
 * ```
 */
export function drawVariant(svg: SVGSVGElement, puzzle: VariantSudoku | null): void {
  const parts: SVGElement[] = [];
  const n = puzzle?.size ?? 9;
  svg.setAttribute("viewBox", `0 0 ${n} ${n}`);
  if (puzzle) {
    // the arrowhead of the arrows' lines
    const marker = s("marker", {
      id: "variant-arrowhead",
      viewBox: "0 0 10 10",
      refX: 7,
      refY: 5,
      markerWidth: 4,
      markerHeight: 4,
      orient: "auto-start-reverse",
    });
    marker.append(s("path", { d: "M0 0L10 5L0 10", class: "arrowhead" }));
    const defs = s("defs");
    defs.append(marker);
    parts.push(defs);
    for (const region of puzzle.extraRegions)
      for (const cell of region)
        parts.push(
          s("rect", {
            class: "extra-region",
            x: cell % n,
            y: Math.floor(cell / n),
            width: 1,
            height: 1,
          }),
        );
    if (puzzle.jigsaw) parts.push(regionBorders(n, puzzle.regions));
    if (puzzle.diagonalDown)
      parts.push(s("line", { class: "diagonal", x1: 0, y1: 0, x2: n, y2: n }));
    if (puzzle.diagonalUp) parts.push(s("line", { class: "diagonal", x1: 0, y1: n, x2: n, y2: 0 }));
    for (const cell of puzzle.odd) {
      const p = centre(n, cell);
      parts.push(s("circle", { class: "odd", cx: p.x, cy: p.y, r: 0.38 }));
    }
    for (const cell of puzzle.even) {
      const p = centre(n, cell);
      parts.push(
        s("rect", { class: "even", x: p.x - 0.36, y: p.y - 0.36, width: 0.72, height: 0.72 }),
      );
    }
    for (const line of puzzle.thermometers) {
      // one group, faded as a whole: the bulb and the line do not darken where they overlap
      const bulb = centre(n, line[0]!);
      const thermo = s("g", { class: "thermo" });
      thermo.append(
        s("circle", { class: "thermo-bulb", cx: bulb.x, cy: bulb.y, r: 0.36 }),
        s("polyline", { class: "thermo-line", points: points(n, line) }),
      );
      parts.push(thermo);
    }
    for (const arrow of puzzle.arrows) parts.push(...arrowParts(n, arrow.circle, arrow.lines));
    for (const cage of puzzle.cages) {
      parts.push(s("path", { class: "cage", d: cageOutline(n, cage.cells, 0.08) }));
      if (cage.sum !== undefined) {
        const first = firstCell(cage.cells);
        parts.push(
          s(
            "text",
            { class: "cage-sum", x: (first % n) + 0.05, y: Math.floor(first / n) + 0.27 },
            String(cage.sum),
          ),
        );
      }
    }
    for (const sum of puzzle.littleKillers) parts.push(...littleKillerParts(n, sum.cells, sum.sum));
    for (const [kind, dots] of [
      ["white", puzzle.differences],
      ["black", puzzle.ratios],
    ] as const)
      for (const dot of dots) {
        const a = centre(n, dot.cells[0]);
        const b = centre(n, dot.cells[1]);
        const x = (a.x + b.x) / 2;
        const y = (a.y + b.y) / 2;
        parts.push(s("circle", { class: `kropki ${kind}`, cx: f(x), cy: f(y), r: 0.13 }));
        const usual = kind === "white" ? 1 : 2;
        if (dot.value !== usual)
          parts.push(
            s(
              "text",
              { class: `kropki-value ${kind}`, x: f(x), y: f(y + 0.06) },
              String(dot.value),
            ),
          );
      }
  }
  svg.replaceChildren(...parts);
  svg.classList.toggle("empty", parts.length === 0);
}

/** Thick lines on every cell edge where the region changes (inside the grid). */
function regionBorders(n: number, regions: readonly number[]): SVGElement {
  let d = "";
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++) {
      const cell = r * n + c;
      if (c < n - 1 && regions[cell] !== regions[cell + 1]) d += `M${c + 1} ${r}V${r + 1}`;
      if (r < n - 1 && regions[cell] !== regions[cell + n]) d += `M${c} ${r + 1}H${c + 1}`;
    }
  return s("path", { class: "region-border", d });
}

/** An arrow: its circle (a pill over several cells), then each line from the circle's edge. */
function arrowParts(
  n: number,
  circle: readonly number[],
  lines: readonly number[][],
): SVGElement[] {
  const out: SVGElement[] = [];
  if (circle.length > 1)
    out.push(s("polyline", { class: "arrow-circle pill", points: points(n, circle) }));
  for (const cell of circle) {
    const p = centre(n, cell);
    out.push(s("circle", { class: "arrow-circle", cx: p.x, cy: p.y, r: 0.38 }));
  }
  for (const line of lines) {
    if (line.length === 0) continue;
    // from the circle cell nearest the line's first cell, starting at the circle's edge
    const first = centre(n, line[0]!);
    let from = centre(n, circle[0]!);
    for (const cell of circle) {
      const p = centre(n, cell);
      if (Math.hypot(p.x - first.x, p.y - first.y) < Math.hypot(from.x - first.x, from.y - first.y))
        from = p;
    }
    const d = Math.hypot(first.x - from.x, first.y - from.y) || 1;
    const start = {
      x: from.x + ((first.x - from.x) * 0.38) / d,
      y: from.y + ((first.y - from.y) * 0.38) / d,
    };
    const rest = line.map((c) => `${f(centre(n, c).x)},${f(centre(n, c).y)}`);
    out.push(
      s("polyline", {
        class: "arrow-line",
        points: [`${f(start.x)},${f(start.y)}`, ...rest].join(" "),
        "marker-end": "url(#variant-arrowhead)",
      }),
    );
  }
  return out;
}

/** A little killer: the sum in the corner of its first cell, away from the line, and an arrow. */
function littleKillerParts(n: number, cells: readonly number[], sum: number): SVGElement[] {
  const a = centre(n, cells[0]!);
  const b = cells.length > 1 ? centre(n, cells[1]!) : { x: a.x + 1, y: a.y + 1 };
  const dx = Math.sign(b.x - a.x);
  const dy = Math.sign(b.y - a.y);
  // the corner the line comes from
  const x = a.x - dx * 0.32;
  const y = a.y - dy * 0.32;
  return [
    s("text", { class: "little-killer", x: f(x), y: f(y + 0.08) }, String(sum)),
    s("line", {
      class: "little-killer-arrow",
      x1: f(x + dx * 0.14),
      y1: f(y + dy * 0.14),
      x2: f(a.x - dx * 0.05),
      y2: f(a.y - dy * 0.05),
      "marker-end": "url(#variant-arrowhead)",
    }),
  ];
}

/**
 * The puzzle's rules in words (for the page's rules line and screen readers): the kind of
 * puzzle, its counts, and the rules the picture cannot show.
 *
 * @example
 * ```ts
 * variantRulesText(readFPuzzles(killerText)); // "Rules: 9x9; killer cages (30) ..."
 * ```
 */
export function variantRulesText(p: VariantSudoku): string {
  const rules: string[] = [];
  const count = (what: string, k: number) => {
    if (k > 0) rules.push(`${what} (${k})`);
  };
  if (p.jigsaw) rules.push("jigsaw regions (thick borders)");
  if (p.diagonalDown || p.diagonalUp)
    rules.push(p.diagonalDown && p.diagonalUp ? "both diagonals" : "one diagonal");
  count("killer cages, each sum in its top-left corner", p.cages.length);
  count("little killer sums", p.littleKillers.length);
  count("thermometers (digits increase from the bulb)", p.thermometers.length);
  count("arrows (the line adds up to the circle)", p.arrows.length);
  count("white dots (consecutive digits)", p.differences.length);
  count("black dots (one digit twice the other)", p.ratios.length);
  count("odd cells (circles)", p.odd.length);
  count("even cells (squares)", p.even.length);
  count("extra regions (shaded)", p.extraRegions.length);
  if (p.antiknight) rules.push("anti-knight: equal digits are never a knight's move apart");
  if (p.antiking) rules.push("anti-king: equal digits never touch, not even diagonally");
  if (p.nonconsecutive)
    rules.push("nonconsecutive: side-by-side cells never hold consecutive digits");
  return `Variant ${p.size}x${p.size}: ${rules.length > 0 ? rules.join("; ") : "no extra rule"}.`;
}

/**
 * What a cell's label adds for the constraints: a cage's sum on its first cell, a thermometer's
 * bulb, an arrow's circle, odd and even cells.
 *
 * @example
 * ```ts
 * variantCellNotes(puzzle)[0]; // ", cage of 2 cells, sum 3"
 * ```
 */
export function variantCellNotes(p: VariantSudoku): string[] {
  const notes = Array.from({ length: p.size * p.size }, () => "");
  for (const cage of p.cages)
    notes[firstCell(cage.cells)] +=
      `, cage of ${cage.cells.length} cells${cage.sum === undefined ? "" : `, sum ${cage.sum}`}`;
  for (const line of p.thermometers) notes[line[0]!] += ", thermometer bulb";
  for (const arrow of p.arrows)
    notes[arrow.circle[0]!] +=
      `, arrow circle (lines through ${arrow.lines.map((l) => l.map((c) => cellName(c, p.size)).join(" ")).join("; ")})`;
  for (const cell of p.odd) notes[cell] += ", odd";
  for (const cell of p.even) notes[cell] += ", even";
  return notes;
}
