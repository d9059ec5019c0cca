/**
 * Chains of alternating inference: X-chains, XY-chains and AICs. A node is a candidate (a cell and
 * a digit). A strong link joins two candidates of which at least one is true: the only two places
 * of a digit in a house, or the only two digits of a cell. A weak link joins two candidates of
 * which at most one is true: one digit in two cells that see each other, or two digits of a cell.
 * A chain starts at A with a strong link and alternates weak and strong links to B: if A is false,
 * the next node is true, the one after it false, and so on to B, true. So A or B is true, and a
 * candidate weakly linked to both (it sees them, or shares their cell) is false.
 * - X-chain: one digit throughout (strong links in houses, weak links between cells).
 * - XY-chain: cells with two candidates each; the strong links are inside the cells.
 * - AIC: any strong and weak links.
 * The shortest chain is found first (breadth-first from each candidate in turn), of 3 to 15 links.
 * Cost: O(V * (V + E)) per search, V candidates, E links (about 30 per candidate on a 9x9).
 */

import { popcount } from "../general.js";
import { unitName, valueChar } from "../grid.js";
import type { CellDigit, LogicBoard, LogicStep, TechniqueName } from "./board.js";
import { eliminationsWords, nameOf } from "./words.js";

/** Which chains a search may build. */
type ChainKind = "x-chain" | "xy-chain" | "aic";

const MAX_LINKS = 15;

/**
 * The first chain of this kind that eliminates something.
 *
 * @example
 * ```ts
 * chain(board, "x-chain")?.technique; // "x-chain"
 * ```
 */
export function chain(board: LogicBoard, kind: ChainKind): LogicStep | null {
  const { size: n, houses, houseCount, cellCount, sees, peers, peerStart } = board.table;
  const cands = board.cands;
  const nodeCount = cellCount * n;
  const has = (node: number) => (cands[(node / n) | 0]! & (1 << (node % n))) !== 0;
  // strong links, with the house that makes each (-1: inside a cell)
  const strong: number[][] = Array.from({ length: nodeCount }, () => []);
  const strongHouse: number[][] = Array.from({ length: nodeCount }, () => []);
  if (kind !== "xy-chain") {
    for (let h = 0; h < houseCount; h++) {
      for (let d = 0; d < n; d++) {
        const bit = 1 << d;
        let a = -1;
        let b = -1;
        let count = 0;
        for (let i = 0; i < n; i++) {
          const cell = houses[h * n + i]!;
          if (board.values[cell] === 0 && cands[cell]! & bit) {
            count++;
            if (a < 0) a = cell;
            else b = cell;
          }
        }
        if (count !== 2) continue;
        const x = a * n + d;
        const y = b * n + d;
        if (strong[x]!.includes(y)) continue; // the same pair in a line and a box
        strong[x]!.push(y);
        strongHouse[x]!.push(h);
        strong[y]!.push(x);
        strongHouse[y]!.push(h);
      }
    }
  }
  if (kind !== "x-chain") {
    for (let cell = 0; cell < cellCount; cell++) {
      if (board.values[cell] !== 0 || popcount(cands[cell]!) !== 2) continue;
      const m = cands[cell]!;
      const d1 = 31 - Math.clz32(m & -m);
      const d2 = 31 - Math.clz32(m);
      strong[cell * n + d1]!.push(cell * n + d2);
      strongHouse[cell * n + d1]!.push(-1);
      strong[cell * n + d2]!.push(cell * n + d1);
      strongHouse[cell * n + d2]!.push(-1);
    }
  }
  /** The weak links of a node that this kind of chain may use. */
  const weak = (node: number, out: number[]): number[] => {
    out.length = 0;
    const cell = (node / n) | 0;
    const d = node % n;
    const bit = 1 << d;
    for (let k = peerStart[cell]!; k < peerStart[cell + 1]!; k++) {
      const other = peers[k]!;
      if (board.values[other] === 0 && cands[other]! & bit) out.push(other * n + d);
    }
    if (kind === "aic")
      for (let e = 0; e < n; e++) if (e !== d && cands[cell]! & (1 << e)) out.push(cell * n + e);
    return out;
  };
  /** True when the candidates cannot both be true (any weak link, whatever the kind). */
  const excludes = (x: number, y: number): boolean => {
    if (x === y) return false;
    const cx = (x / n) | 0;
    const cy = (y / n) | 0;
    if (cx === cy) return true;
    return x % n === y % n && sees[cx * cellCount + cy] === 1;
  };
  // breadth-first search over (node, true/false) from each start (start: false)
  const prev = new Int32Array(2 * nodeCount);
  const depth = new Int32Array(2 * nodeCount);
  const queue = new Int32Array(2 * nodeCount);
  const scratch: number[] = [];
  for (let start = 0; start < nodeCount; start++) {
    if (!has(start) || board.values[(start / n) | 0] !== 0 || strong[start]!.length === 0) continue;
    prev.fill(-2);
    // state = node * 2 + (1: the node is true, 0: false)
    const first = start * 2;
    prev[first] = -1;
    depth[first] = 0;
    let head = 0;
    let tail = 0;
    queue[tail++] = first;
    while (head < tail) {
      const state = queue[head++]!;
      const node = state >> 1;
      const on = (state & 1) === 1;
      if (depth[state]! >= MAX_LINKS) continue;
      // false → a strong link makes the next true; true → a weak link makes the next false
      const next = on ? weak(node, scratch) : strong[node]!;
      for (const to of next) {
        const s = to * 2 + (on ? 0 : 1);
        if (prev[s] !== -2) continue;
        prev[s] = state;
        depth[s] = depth[state]! + 1;
        queue[tail++] = s;
        if (on || depth[s]! < 3) continue;
        // `to` is true whenever start is false: start or `to` is true
        const eliminations: CellDigit[] = [];
        for (let cell = 0; cell < cellCount; cell++) {
          if (board.values[cell] !== 0) continue;
          for (let e = 0; e < n; e++) {
            if (!(cands[cell]! & (1 << e))) continue;
            const c = cell * n + e;
            if (c !== start && c !== to && excludes(c, start) && excludes(c, to))
              eliminations.push({ cell, digit: e + 1 });
          }
        }
        if (eliminations.length === 0) continue;
        const path: number[] = [];
        for (let x = s; x !== -1; x = prev[x]!) path.push(x);
        path.reverse();
        return chainStep(board, kind, path, strong, strongHouse, eliminations);
      }
    }
  }
  return null;
}

/** The step of a chain (states node * 2 + true), in words a person can follow. */
function chainStep(
  board: LogicBoard,
  kind: ChainKind,
  path: number[],
  strong: number[][],
  strongHouse: number[][],
  eliminations: CellDigit[],
): LogicStep {
  const n = board.table.size;
  const cellOf = (state: number) => ((state >> 1) / n) | 0;
  const digitOf = (state: number) => valueChar(((state >> 1) % n) + 1);
  const where = (state: number) => nameOf(board, cellOf(state));
  const parts: string[] = [`if ${where(path[0]!)} is not ${digitOf(path[0]!)}`];
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1]!;
    const b = path[i]!;
    if ((b & 1) === 1) {
      // a strong link: b is true
      const k = strong[a >> 1]!.indexOf(b >> 1);
      const house = strongHouse[a >> 1]![k]!;
      parts.push(
        house < 0
          ? `${where(b)} is ${digitOf(b)} (its only other candidate)`
          : `${where(b)} is ${digitOf(b)} (the only other place for ${digitOf(b)} in ${unitName(board.table.geometry, house)})`,
      );
    } else {
      parts.push(
        cellOf(a) === cellOf(b)
          ? `${where(b)} is not ${digitOf(b)} (it is ${digitOf(a)})`
          : `${where(b)} is not ${digitOf(b)} (it sees ${where(a)})`,
      );
    }
  }
  const start = path[0]!;
  const end = path[path.length - 1]!;
  const technique: TechniqueName = kind;
  const cells = [...new Set(path.map(cellOf))];
  const links = path.length - 1;
  const name = kind === "x-chain" ? "X-chain" : kind === "xy-chain" ? "XY-chain" : "chain";
  return {
    technique,
    cells,
    placements: [],
    eliminations,
    explanation: `${name} of ${links} links: ${parts[0]}, then ${parts.slice(1).join(", so ")}. Either ${where(start)} is ${digitOf(start)} or ${where(end)} is ${digitOf(end)}, so remove ${eliminationsWords(board, eliminations)}`,
  };
}

/**
 * The first X-chain (one digit, strong links in houses) that eliminates something.
 *
 * @example
 * ```ts
 * xChain(board)?.technique; // "x-chain"
 * ```
 */
export const xChain = (board: LogicBoard): LogicStep | null => chain(board, "x-chain");

/**
 * The first XY-chain (cells of two candidates) that eliminates something.
 *
 * @example
 * ```ts
 * xyChain(board)?.technique; // "xy-chain"
 * ```
 */
export const xyChain = (board: LogicBoard): LogicStep | null => chain(board, "xy-chain");

/**
 * The first alternating inference chain (any strong and weak links) that eliminates something.
 *
 * @example
 * ```ts
 * aic(board)?.technique; // "aic"
 * ```
 */
export const aic = (board: LogicBoard): LogicStep | null => chain(board, "aic");
