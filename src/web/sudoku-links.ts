/**
 * The links of a Sudoku step drawn over the board: an SVG laid over the grid, one unit per cell,
 * a ring at each candidate of the chain (where the page draws that pencil mark: digit d in column
 * (d-1) mod b and row floor((d-1) / b) of the cell's b-wide mark grid), a rounded box around each
 * group, and a curve per link: solid for a strong link, dashed for a weak one. Cost: O(links).
 */

import type { ChainLink, LinkEnd } from "./protocol.js";

const SVG = "http://www.w3.org/2000/svg";

/** An SVG element with attributes. */
function s<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | number> = {},
): SVGElementTagNameMap[K] {
  const element = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
  return element;
}

/** A point on the board, in cells (0..n across and down). */
interface Point {
  x: number;
  y: number;
}

/** Marks per row of a cell's pencil-mark grid (the page's `--box`). */
const marksAcross = (n: number) => Math.ceil(Math.sqrt(n));

/**
 * Where the page draws candidate `digit` of `cell`: the centre of its pencil mark, in cells.
 *
 * @example
 * ```ts
 * candidatePoint(9, 0, 5); // { x: 0.5, y: 0.5 }: the middle of r1c1
 * ```
 */
export function candidatePoint(n: number, cell: number, digit: number): Point {
  const across = marksAcross(n);
  const down = Math.ceil(n / across);
  const row = Math.floor(cell / n);
  const col = cell % n;
  return {
    x: col + (((digit - 1) % across) + 0.5) / across,
    y: row + (Math.floor((digit - 1) / across) + 0.5) / down,
  };
}

/** The candidates of a link's end: one, or each of a group's. */
const pointsOf = (n: number, end: LinkEnd): Point[] =>
  (end.group ?? [end.cell]).map((cell) => candidatePoint(n, cell, end.digit));

/** Of an end's points, the one nearest to `to`. */
function nearest(points: Point[], to: Point): Point {
  let best = points[0]!;
  for (const p of points)
    if (Math.hypot(p.x - to.x, p.y - to.y) < Math.hypot(best.x - to.x, best.y - to.y)) best = p;
  return best;
}

const centre = (points: Point[]): Point => ({
  x: points.reduce((a, p) => a + p.x, 0) / points.length,
  y: points.reduce((a, p) => a + p.y, 0) / points.length,
});

/**
 * Fills `svg` (viewBox 0 0 n n, laid over the board) with the links of a step; empties it when
 * there are none.
 *
 * @example
 * ```ts
 * drawLinks(overlay, 9, step.links ?? []);
 * ```
 */
export function drawLinks(svg: SVGSVGElement, n: number, links: readonly ChainLink[]): void {
  svg.setAttribute("viewBox", `0 0 ${n} ${n}`);
  const across = marksAcross(n);
  /** The ring's radius around a candidate, in cells. */
  const r = 0.4 / across;
  const parts: SVGElement[] = [];
  const ringed = new Set<string>();
  const ring = (end: LinkEnd) => {
    const key = `${end.digit}:${(end.group ?? [end.cell]).join(",")}`;
    if (ringed.has(key)) return;
    ringed.add(key);
    const points = pointsOf(n, end);
    if (end.group) {
      const xs = points.map((p) => p.x);
      const ys = points.map((p) => p.y);
      const x = Math.min(...xs) - r;
      const y = Math.min(...ys) - r;
      parts.push(
        s("rect", {
          class: "link-group",
          x,
          y,
          width: Math.max(...xs) + r - x,
          height: Math.max(...ys) + r - y,
          rx: r,
        }),
      );
    }
    for (const p of points) parts.push(s("circle", { class: "link-node", cx: p.x, cy: p.y, r }));
  };
  for (const link of links) {
    ring(link.from);
    ring(link.to);
    const fromPoints = pointsOf(n, link.from);
    const toPoints = pointsOf(n, link.to);
    const a = nearest(fromPoints, centre(toPoints));
    const b = nearest(toPoints, a);
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const length = Math.hypot(dx, dy);
    if (length === 0) continue;
    // from ring to ring, bent a little to one side so that it does not run over other marks
    const ux = dx / length;
    const uy = dy / length;
    // (a link between neighbouring marks bows out further, to be seen between the rings)
    const bend = length < 3 * r ? 0.6 * length : Math.min(0.25, 0.15 * length);
    const mx = (a.x + b.x) / 2 - uy * bend;
    const my = (a.y + b.y) / 2 + ux * bend;
    const start = toward(a, { x: mx, y: my }, r);
    const end = toward(b, { x: mx, y: my }, r);
    const f = (v: number) => Number(v.toFixed(3));
    parts.push(
      s("path", {
        class: `link ${link.strong ? "strong" : "weak"}`,
        d: `M${f(start.x)} ${f(start.y)} Q${f(mx)} ${f(my)} ${f(end.x)} ${f(end.y)}`,
      }),
    );
  }
  svg.replaceChildren(...parts);
  svg.classList.toggle("empty", parts.length === 0);
}

/** The point at distance `r` from `p` towards `q` (or `p` when they meet). */
function toward(p: Point, q: Point, r: number): Point {
  const d = Math.hypot(q.x - p.x, q.y - p.y);
  if (d <= r) return p;
  return { x: p.x + ((q.x - p.x) * r) / d, y: p.y + ((q.y - p.y) * r) / d };
}
