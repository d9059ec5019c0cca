/**
 * Chains in Eureka notation, the way players write them on the forums: a node is `(5)r1c1`, a
 * group of places of a digit in one row or column `(5)r1c12` (columns 1 and 2 of row 1), `=` a
 * strong link, `-` a weak link, and links inside one cell are written inside its brackets:
 * `(5=3)r2c2` (5 or 3 at r2c2), so `(5)r1c1=(5)r1c5-(5)r3c4=(5)r3c9` and
 * `(1=2)r1c1-(2=3)r1c5`. Cost: O(links).
 */

import { valueChar } from "../grid.js";
import type { ChainLink, LinkEnd, LogicStep } from "./board.js";

/** The place of a node: `r1c1`, or a group's `r1c12` / `r12c1` (rows or columns joined). */
function placeOf(end: LinkEnd, size: number): string {
  const cells = end.group ?? [end.cell];
  const rows = [...new Set(cells.map((c) => Math.floor(c / size) + 1))];
  const cols = [...new Set(cells.map((c) => (c % size) + 1))];
  const join = (xs: number[]) => xs.join(size > 9 ? "," : "");
  return `r${join(rows)}c${join(cols)}`;
}

const sameCell = (a: LinkEnd, b: LinkEnd) =>
  a.group === undefined && b.group === undefined && a.cell === b.cell;

const sameEnd = (a: LinkEnd, b: LinkEnd) =>
  a.digit === b.digit && (a.group ?? [a.cell]).join() === (b.group ?? [b.cell]).join();

/**
 * One chain (links in order, each starting where the last ended) in Eureka notation.
 *
 * @example
 * ```ts
 * // on a 9x9: (5)r1c1=(5)r1c5-(5)r3c4
 * eurekaChain([
 *   { from: { cell: 0, digit: 5 }, to: { cell: 4, digit: 5 }, strong: true },
 *   { from: { cell: 4, digit: 5 }, to: { cell: 21, digit: 5 }, strong: false },
 * ], 9);
 * ```
 */
export function eurekaChain(links: readonly ChainLink[], size: number): string {
  if (links.length === 0) return "";
  let out = "";
  // the open node group: digits (with the links between them) of one cell
  let digits = valueChar(links[0]!.from.digit);
  let place = links[0]!.from;
  for (const link of links) {
    const sign = link.strong ? "=" : "-";
    if (sameCell(place, link.to)) {
      digits += `${sign}${valueChar(link.to.digit)}`;
      continue;
    }
    out += `(${digits})${placeOf(place, size)}${sign}`;
    digits = valueChar(link.to.digit);
    place = link.to;
  }
  return `${out}(${digits})${placeOf(place, size)}`;
}

/**
 * Links in Eureka notation: each run of links that follow on from each other is one chain; chains
 * are joined by `; ` (a wing's two arms, a colouring's pairs).
 *
 * @example
 * ```ts
 * eurekaText(step.links!, 9); // "(5)r1c1=(5)r1c5-(5)r3c4=(5)r3c9"
 * ```
 */
export function eurekaText(links: readonly ChainLink[], size: number): string {
  const chains: ChainLink[][] = [];
  for (const link of links) {
    const last = chains[chains.length - 1];
    if (last && sameEnd(last[last.length - 1]!.to, link.from)) last.push(link);
    else chains.push([link]);
  }
  return chains.map((c) => eurekaChain(c, size)).join("; ");
}

/**
 * The step with its links written out at the end of its explanation (`. In Eureka notation: ...`);
 * a step without links is returned as it is. For wings and colouring, whose reasoning is told in
 * words first.
 *
 * @example
 * ```ts
 * withEureka(board, step).explanation; // "... remove 5 from r2c3. In Eureka notation: (5=3)r1c1-(3=5)r2c2"
 * ```
 */
export function withEureka(size: number, step: LogicStep): LogicStep {
  if (step.links && step.links.length > 0)
    step.explanation += `. In Eureka notation: ${eurekaText(step.links, size)}`;
  return step;
}
