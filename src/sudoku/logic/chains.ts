/**
 * Chains of alternating inference: X-chains, XY-chains, AICs and grouped AICs. A node is a
 * candidate (a cell and a digit) or, in a grouped AIC, a group: the places of a digit where a box
 * meets a row or a column (two or three cells on a 9x9; the group is true when one of them holds
 * the digit). A strong link joins two nodes of which at least one is true: the only two places
 * (single cells or groups) of a digit in a house, or the only two digits of a cell. A weak link
 * joins two nodes of which at most one is true: one digit in two cells (or groups) whose cells all
 * see each other, or two digits of a cell. A chain starts at A with a strong link and alternates
 * weak and strong links to B: if A is false, the next node is true, the one after it false, and
 * so on to B, true. So A or B is true, and a candidate weakly linked to both (it sees them, every
 * cell of a group, or shares their cell) is false.
 * - X-chain: one digit throughout (strong links in houses, weak links between cells).
 * - XY-chain: cells with two candidates each; the strong links are inside the cells.
 * - AIC: any strong and weak links between candidates.
 * - Grouped AIC: an AIC that may also pass through groups (tried after the plain AIC).
 * The shortest chain is found first (breadth-first from each node in turn), of 3 to 15 links; the
 * step carries the chain's links ({@link LogicStep.links}) for drawing.
 * Cost: O(V * (V + E)) per search, V nodes, E links (about 30 per candidate on a 9x9; groups add
 * about a third more nodes to a grouped search); at each possible end, only the start's cell and
 * its peers are looked at for eliminations (nothing else can see the start).
 */

import { popcount } from "../general.js";
import { unitName, valueChar } from "../grid.js";
import type {
  CellDigit,
  ChainLink,
  LinkEnd,
  LogicBoard,
  LogicStep,
  TechniqueName,
} from "./board.js";
import { eurekaText } from "./eureka.js";
import { eliminationsWords, nameOf } from "./words.js";

/** Which chains a search may build. */
type ChainKind = "x-chain" | "xy-chain" | "aic" | "grouped aic";

const MAX_LINKS = 15;

/**
 * The groups of a board for a grouped search: node ids from `first` on, each with its cells
 * (ascending) and its digit (0-based), and the weak links between groups and candidates.
 */
interface Groups {
  first: number;
  cells: number[][];
  digit: number[];
  /** The weak links of each group (node ids: candidates and other groups). */
  weak: number[][];
  /** The groups each candidate node is weakly linked to (sparse). */
  weakOfCandidate: Map<number, number[]>;
}

/** The strong links of every node, with the house that makes each (-1: inside a cell). */
interface StrongLinks {
  strong: number[][];
  strongHouse: number[][];
}

/**
 * The strong links this kind of chain may use: a digit with two places in a house (not for
 * XY-chains), a group's (grouped AIC), and a cell with two candidates (not for X-chains).
 */
function strongLinks(
  board: LogicBoard,
  kind: ChainKind,
  groups: Groups | null,
  total: number,
): StrongLinks {
  const { size: n, houses, houseCount, cellCount } = board.table;
  const cands = board.cands;
  const strong: number[][] = Array.from({ length: total }, () => []);
  const strongHouse: number[][] = Array.from({ length: total }, () => []);
  const addStrong = (x: number, y: number, h: number) => {
    if (strong[x]!.includes(y)) return; // the same pair in a line and a box
    strong[x]!.push(y);
    strongHouse[x]!.push(h);
    strong[y]!.push(x);
    strongHouse[y]!.push(h);
  };
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
        if (count === 2) addStrong(a * n + d, b * n + d, h);
      }
    }
  }
  if (groups) groupStrongLinks(board, groups, addStrong);
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
  return { strong, strongHouse };
}

/** The weak links and the exclusions of a chain search (node ids: candidates, then groups). */
interface WeakLinks {
  /** The weak links of a node that this kind of chain may use, into `out`. */
  weak(node: number, out: number[]): number[];
  /** True when candidate `x` and node `y` (a candidate or a group) cannot both be true. */
  excludesNode(x: number, y: number): boolean;
}

function weakLinks(board: LogicBoard, kind: ChainKind, groups: Groups | null): WeakLinks {
  const { size: n, cellCount, sees, peers, peerStart } = board.table;
  const cands = board.cands;
  const nodeCount = cellCount * n;
  const grouped = kind === "grouped aic";
  const weak = (node: number, out: number[]): number[] => {
    out.length = 0;
    if (node >= nodeCount) {
      for (const x of groups!.weak[node - nodeCount]!) out.push(x);
      return out;
    }
    const cell = (node / n) | 0;
    const d = node % n;
    const bit = 1 << d;
    for (let k = peerStart[cell]!; k < peerStart[cell + 1]!; k++) {
      const other = peers[k]!;
      if (board.values[other] === 0 && cands[other]! & bit) out.push(other * n + d);
    }
    if (kind === "aic" || grouped)
      for (let e = 0; e < n; e++) if (e !== d && cands[cell]! & (1 << e)) out.push(cell * n + e);
    if (groups) for (const g of groups.weakOfCandidate.get(node) ?? []) out.push(g);
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
  const excludesNode = (x: number, y: number): boolean => {
    if (y < nodeCount) return excludes(x, y);
    const g = y - nodeCount;
    if (x % n !== groups!.digit[g]) return false;
    const cx = (x / n) | 0;
    for (const c of groups!.cells[g]!) if (sees[cx * cellCount + c] !== 1) return false;
    return true;
  };
  return { weak, excludesNode };
}

/** The candidates of the cells `near` that see both ends of a chain (start or `to` is true). */
function endEliminations(
  board: LogicBoard,
  near: readonly number[],
  start: number,
  to: number,
  excludesNode: (x: number, y: number) => boolean,
): CellDigit[] {
  const n = board.table.size;
  const eliminations: CellDigit[] = [];
  for (const cell of near) {
    if (board.values[cell] !== 0) continue;
    for (let e = 0; e < n; e++) {
      if (!(board.cands[cell]! & (1 << e))) continue;
      const c = cell * n + e;
      if (c !== start && c !== to && excludesNode(c, start) && excludesNode(c, to))
        eliminations.push({ cell, digit: e + 1 });
    }
  }
  return eliminations;
}

/** The start's (first) cell and that cell's peers, ascending: the cells whose candidates may see it. */
function nearStart(board: LogicBoard, start: number, groups: Groups | null, out: number[]): void {
  const { size: n, cellCount, peers, peerStart } = board.table;
  const nodeCount = cellCount * n;
  const startCell = start < nodeCount ? (start / n) | 0 : groups!.cells[start - nodeCount]![0]!;
  out.length = 0;
  out.push(startCell);
  for (let k = peerStart[startCell]!; k < peerStart[startCell + 1]!; k++) out.push(peers[k]!);
  out.sort((a, b) => a - b);
}

/**
 * The first chain of this kind that eliminates something: a breadth-first search over (node,
 * true/false) from each start (false), alternating strong and weak links.
 *
 * @example
 * ```ts
 * chain(board, "x-chain")?.technique; // "x-chain"
 * ```
 */
export function chain(board: LogicBoard, kind: ChainKind): LogicStep | null {
  const { size: n, cellCount } = board.table;
  const nodeCount = cellCount * n;
  const has = (node: number) => (board.cands[(node / n) | 0]! & (1 << (node % n))) !== 0;
  const grouped = kind === "grouped aic";
  const groups = grouped ? findGroups(board) : null;
  const total = nodeCount + (groups ? groups.cells.length : 0);
  const { strong, strongHouse } = strongLinks(board, kind, groups, total);
  const { weak, excludesNode } = weakLinks(board, kind, groups);
  const prev = new Int32Array(2 * total);
  const depth = new Int32Array(2 * total);
  const queue = new Int32Array(2 * total);
  const scratch: number[] = [];
  const near: number[] = [];
  for (let start = 0; start < total; start++) {
    if (strong[start]!.length === 0) continue;
    if (start < nodeCount && (!has(start) || board.values[(start / n) | 0] !== 0)) continue;
    prev.fill(-2);
    nearStart(board, start, groups, near);
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
        const eliminations = endEliminations(board, near, start, to, excludesNode);
        if (eliminations.length === 0) continue;
        const path: number[] = [];
        for (let x = s; x !== -1; x = prev[x]!) path.push(x);
        path.reverse();
        // a grouped AIC passes through a group (a plain one is the AIC's), and no candidate
        // twice (a group overlapping another node makes a chain that is hard to follow)
        if (grouped && (!path.some((x) => x >> 1 >= nodeCount) || repeats(path, groups!, n)))
          continue;
        return chainStep(board, kind, path, strong, strongHouse, eliminations, groups);
      }
    }
  }
  return null;
}

/** True when a candidate is in two nodes of the path (states node * 2 + true). */
function repeats(path: number[], groups: Groups, n: number): boolean {
  const seen = new Set<number>();
  for (const state of path) {
    const node = state >> 1;
    const g = node - groups.first;
    const list = g >= 0 ? groups.cells[g]!.map((c) => c * n + groups.digit[g]!) : [node];
    for (const x of list) {
      if (seen.has(x)) return true;
      seen.add(x);
    }
  }
  return false;
}

/** The places (empty cells, in the house's order) of digit index `d` in house `h`. */
function placesOf(board: LogicBoard, h: number, d: number): number[] {
  const { size: n, houses } = board.table;
  const bit = 1 << d;
  const places: number[] = [];
  for (let i = 0; i < n; i++) {
    const cell = houses[h * n + i]!;
    if (board.values[cell] === 0 && board.cands[cell]! & bit) places.push(cell);
  }
  return places;
}

/** Cells split by `partOf` (a line or box number per cell), parts in order of first appearance. */
function splitBy(cells: number[], partOf: ArrayLike<number>): number[][] {
  const parts = new Map<number, number[]>();
  for (const cell of cells) {
    const p = partOf[cell]!;
    const list = parts.get(p);
    if (list) list.push(cell);
    else parts.set(p, [cell]);
  }
  return [...parts.values()];
}

/**
 * The groups of a board: in each box, the places of each digit in each row (and column) of the
 * box, where there are two or more; with the weak links of each group.
 */
function findGroups(board: LogicBoard): Groups {
  const { size: n, cellCount, sees } = board.table;
  const { rowOf, colOf } = board.table.geometry;
  const cands = board.cands;
  const first = cellCount * n;
  const groups: Groups = { first, cells: [], digit: [], weak: [], weakOfCandidate: new Map() };
  for (let b = 2 * n; b < 3 * n; b++) {
    for (let d = 0; d < n; d++) {
      const places = placesOf(board, b, d);
      if (places.length < 2) continue;
      for (const lineOf of [rowOf, colOf]) {
        for (const cells of splitBy(places, lineOf)) {
          if (cells.length < 2) continue;
          groups.cells.push(cells);
          groups.digit.push(d);
          groups.weak.push([]);
        }
      }
    }
  }
  const seesAll = (cell: number, cells: number[]) =>
    cells.every((c) => sees[cell * cellCount + c] === 1);
  for (let g = 0; g < groups.cells.length; g++) {
    const cells = groups.cells[g]!;
    const d = groups.digit[g]!;
    const bit = 1 << d;
    const id = first + g;
    // candidates that see every cell of the group
    for (let cell = 0; cell < cellCount; cell++) {
      if (board.values[cell] !== 0 || !(cands[cell]! & bit) || !seesAll(cell, cells)) continue;
      const node = cell * n + d;
      groups.weak[g]!.push(node);
      const list = groups.weakOfCandidate.get(node);
      if (list) list.push(id);
      else groups.weakOfCandidate.set(node, [id]);
    }
    // groups of the same digit whose cells all see this group's cells
    for (let k = 0; k < groups.cells.length; k++) {
      if (k === g || groups.digit[k] !== d) continue;
      const other = groups.cells[k]!;
      if (other.every((c) => !cells.includes(c) && seesAll(c, cells)))
        groups.weak[g]!.push(first + k);
    }
  }
  return groups;
}

/**
 * The strong links that involve groups: in a house, the places of a digit split into two nodes
 * (single cells or groups, at least one a group).
 */
function groupStrongLinks(
  board: LogicBoard,
  groups: Groups,
  add: (x: number, y: number, house: number) => void,
): void {
  const { size: n } = board.table;
  /** The node of a set of places: the candidate of a single cell, else the group of those cells. */
  const nodeOf = (cells: number[], d: number): number => {
    if (cells.length === 1) return cells[0]! * n + d;
    for (let g = 0; g < groups.cells.length; g++) {
      const gc = groups.cells[g]!;
      if (groups.digit[g] === d && gc.length === cells.length && gc.every((c, i) => c === cells[i]))
        return groups.first + g;
    }
    return -1;
  };
  const { rowOf, colOf, boxOf } = board.table.geometry;
  /** A strong link between two parts, when they are two and one is a group. */
  const link = (parts: number[][], d: number, h: number) => {
    if (parts.length !== 2 || (parts[0]!.length < 2 && parts[1]!.length < 2)) return;
    const x = nodeOf(parts[0]!, d);
    const y = nodeOf(parts[1]!, d);
    if (x >= 0 && y >= 0) add(x, y, h);
  };
  for (let h = 0; h < 3 * n; h++) {
    for (let d = 0; d < n; d++) {
      const places = placesOf(board, h, d);
      if (places.length < 3) continue;
      places.sort((a, b) => a - b);
      if (h < 2 * n) {
        // a row or a column: the parts in each box
        link(splitBy(places, boxOf), d, h);
        continue;
      }
      // a box: the parts in its rows, in its columns, or a row's and a column's
      const rows = splitBy(places, rowOf);
      const cols = splitBy(places, colOf);
      link(rows, d, h);
      link(cols, d, h);
      for (const r of rows) {
        if (r.length < 2) continue;
        for (const c of cols) {
          if (c.length < 2 || r.length + c.length !== places.length) continue;
          if (c.some((cell) => r.includes(cell))) continue;
          link([r, c], d, h);
        }
      }
    }
  }
}

/**
 * The links of a chain through these candidates in order: the first link strong, then weak and
 * strong in turn (so a chain of 2k nodes starts and ends with a strong link).
 *
 * @example
 * ```ts
 * // r1c1 is 1 or 2; r1c2 is 2 or 3: 1 at r1c1 = 2 at r1c1 - 2 at r1c2 = 3 at r1c2
 * alternatingLinks([{ cell: 0, digit: 1 }, { cell: 0, digit: 2 }, { cell: 1, digit: 2 }, { cell: 1, digit: 3 }]);
 * ```
 */
export function alternatingLinks(nodes: LinkEnd[]): ChainLink[] {
  const links: ChainLink[] = [];
  for (let i = 1; i < nodes.length; i++)
    links.push({ from: nodes[i - 1]!, to: nodes[i]!, strong: i % 2 === 1 });
  return links;
}

/** The step of a chain (states node * 2 + true), in words a person can follow. */
function chainStep(
  board: LogicBoard,
  kind: ChainKind,
  path: number[],
  strong: number[][],
  strongHouse: number[][],
  eliminations: CellDigit[],
  groups: Groups | null,
): LogicStep {
  const n = board.table.size;
  const first = board.table.cellCount * n;
  const nodeOf = (state: number) => state >> 1;
  const isGroup = (state: number) => nodeOf(state) >= first;
  const cellsOf = (state: number): number[] =>
    isGroup(state) ? groups!.cells[nodeOf(state) - first]! : [(nodeOf(state) / n) | 0];
  const digitOf = (state: number) =>
    (isGroup(state) ? groups!.digit[nodeOf(state) - first]! : nodeOf(state) % n) + 1;
  const d = (state: number) => valueChar(digitOf(state));
  /** A cell's name, or a group's: `{r1c4, r1c5}`. */
  const where = (state: number) =>
    isGroup(state)
      ? `{${cellsOf(state)
          .map((c) => nameOf(board, c))
          .join(", ")}}`
      : nameOf(board, cellsOf(state)[0]!);
  const is = (state: number) =>
    isGroup(state) ? `${d(state)} is in ${where(state)}` : `${where(state)} is ${d(state)}`;
  const isNot = (state: number) =>
    isGroup(state) ? `${d(state)} is not in ${where(state)}` : `${where(state)} is not ${d(state)}`;
  const parts: string[] = [`if ${isNot(path[0]!)}`];
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1]!;
    const b = path[i]!;
    if ((b & 1) === 1) {
      // a strong link: b is true
      const k = strong[nodeOf(a)]!.indexOf(nodeOf(b));
      const house = strongHouse[nodeOf(a)]![k]!;
      const places = isGroup(b) ? "places" : "place";
      parts.push(
        house < 0
          ? `${is(b)} (its only other candidate)`
          : `${is(b)} (the only other ${places} for ${d(b)} in ${unitName(board.table.geometry, house)})`,
      );
    } else {
      const cellA = cellsOf(a);
      parts.push(
        !isGroup(a) && !isGroup(b) && cellA[0] === cellsOf(b)[0]
          ? `${isNot(b)} (it is ${d(a)})`
          : `${isNot(b)} (${isGroup(b) ? "they see" : "it sees"} ${where(a)})`,
      );
    }
  }
  const end: LinkEnd[] = path.map((state) => {
    const cells = cellsOf(state);
    const node: LinkEnd = { cell: cells[0]!, digit: digitOf(state) };
    if (isGroup(state)) node.group = cells.slice();
    return node;
  });
  // the path's first link is strong (a false node makes the next true), then they alternate
  const links = alternatingLinks(end);
  const start = path[0]!;
  const last = path[path.length - 1]!;
  const technique: TechniqueName = kind;
  const cells = [...new Set(path.flatMap(cellsOf))];
  const name =
    kind === "x-chain"
      ? "X-chain"
      : kind === "xy-chain"
        ? "XY-chain"
        : kind === "aic"
          ? "chain"
          : "grouped chain";
  return {
    technique,
    cells,
    placements: [],
    eliminations,
    explanation: `${name} of ${links.length} links: ${eurekaText(links, n)}; ${parts[0]}, then ${parts.slice(1).join(", so ")}. Either ${is(start)} or ${is(last)}, so remove ${eliminationsWords(board, eliminations)}`,
    links,
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

/**
 * The first grouped AIC (an alternating inference chain through groups: the places of a digit
 * where a box meets a row or a column) that eliminates something.
 *
 * @example
 * ```ts
 * groupedAic(board)?.technique; // "grouped aic"
 * ```
 */
export const groupedAic = (board: LogicBoard): LogicStep | null => chain(board, "grouped aic");
