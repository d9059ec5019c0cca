/**
 * Almost locked sets: an ALS is a set of m cells of one house whose candidates are m + 1 digits
 * together (a cell with two candidates is the smallest). Take one digit out of an ALS and the rest
 * are locked: each of its other digits must go in it.
 * - ALS-XZ: two ALSs A and B that share no cell and share a digit X such that every X of A sees
 *   every X of B (a restricted common digit). At most one of them holds X, so the other is locked
 *   without X and holds all its other digits. For any other digit Z of both, Z is in A or in B, so
 *   Z leaves every cell that sees all the Zs of A and of B.
 * - Doubly linked: with two restricted common digits X and Y, neither set can lack both (it would
 *   have fewer digits than cells), so one holds X and the other Y, and each holds all its other
 *   digits: X and Y leave the cells that see all their places in both sets, and every other digit
 *   leaves the cells that see all its places in its set.
 * Cost: the ALSs of every house up to a bounded size (5 cells on 9x9 and smaller, 3 beyond), found
 * once per call as cell bitsets, then O(ALS^2 * N) for the pairs.
 */

import { popcount } from "../general.js";
import { unitName, valueChar } from "../grid.js";
import type { CellDigit, LogicBoard, LogicStep } from "./board.js";
import { type HouseTable, maskDigits } from "./houses.js";
import { cellsWords, digitsSlash, eliminationsWords } from "./words.js";

/** One almost locked set: its cells (ascending), their candidates together, and its house. */
export interface AlmostLockedSet {
  cells: number[];
  mask: number;
  house: number;
}

/** Peer bitsets: the cells each cell sees, `words` 32-bit words a cell. */
interface PeerBits {
  words: number;
  bits: Int32Array;
}

const peerCache = new WeakMap<HouseTable, PeerBits>();

function peerBits(table: HouseTable): PeerBits {
  const hit = peerCache.get(table);
  if (hit) return hit;
  const { cellCount, peers, peerStart } = table;
  const words = (cellCount + 31) >>> 5;
  const bits = new Int32Array(cellCount * words);
  for (let cell = 0; cell < cellCount; cell++) {
    for (let k = peerStart[cell]!; k < peerStart[cell + 1]!; k++) {
      const p = peers[k]!;
      bits[cell * words + (p >>> 5)]! |= 1 << (p & 31);
    }
  }
  const out = { words, bits };
  peerCache.set(table, out);
  return out;
}

/** The largest ALS looked for: 5 cells on grids up to 9x9, 3 on larger ones (there are many more). */
function maxAlsSize(size: number): number {
  return size <= 9 ? 5 : 3;
}

/**
 * The almost locked sets of a board, smallest first (each set of cells once, with the first house
 * that holds it), up to `maxSize` cells.
 *
 * @example
 * ```ts
 * almostLockedSets(board, 2).filter((a) => a.cells.length === 1); // the cells with two candidates
 * ```
 */
export function almostLockedSets(
  board: LogicBoard,
  maxSize = maxAlsSize(board.table.size),
): AlmostLockedSet[] {
  const { size: n, houses } = board.table;
  const { cands } = board;
  const bySize: AlmostLockedSet[][] = [];
  for (let s = 0; s <= maxSize; s++) bySize.push([]);
  const seen = new Set<string>();
  const chosen: number[] = [];
  for (let house = 0; house < board.table.houseCount; house++) {
    let emptyCount = 0;
    for (let i = 0; i < n; i++) if (cands[houses[house * n + i]!] !== 0) emptyCount++;
    // an ALS uses fewer cells than the house has empty (else it holds all their digits)
    const limit = Math.min(maxSize, emptyCount - 1);
    // and no cell with more digits than the largest ALS has
    const empty: number[] = [];
    for (let i = 0; i < n; i++) {
      const cell = houses[house * n + i]!;
      const c = cands[cell]!;
      if (c !== 0 && popcount(c) <= limit + 1) empty.push(cell);
    }
    const go = (start: number, mask: number) => {
      const m = chosen.length;
      if (m > 0 && popcount(mask) === m + 1) {
        const cells = [...chosen].sort((a, b) => a - b);
        const key = cells.join(",");
        if (!seen.has(key)) {
          seen.add(key);
          bySize[m]!.push({ cells, mask, house });
        }
      }
      if (m === limit) return;
      for (let i = start; i < empty.length; i++) {
        const u = mask | cands[empty[i]!]!;
        // more than m + 2 digits cannot come back down to (m + 1) + 1
        if (popcount(u) > limit + 1) continue;
        chosen.push(empty[i]!);
        go(i + 1, u);
        chosen.pop();
      }
    };
    go(0, 0);
  }
  return bySize.flat();
}

/** Words for one ALS: `r1c2, r1c5 and r1c7 (2/4/7/9, in row 1)` or `r5c2 (4/7)`. */
function alsWords(board: LogicBoard, als: AlmostLockedSet): string {
  if (als.cells.length === 1) return `${cellsWords(board, als.cells)} (${digitsSlash(als.mask)})`;
  return `${cellsWords(board, als.cells)} (${als.cells.length} cells with the ${als.cells.length + 1} digits ${digitsSlash(als.mask)}, in ${unitName(board.table.geometry, als.house)})`;
}

/**
 * The bitsets of an ALS-XZ search, `words` int32 words per set of cells: every ALS's cells; per
 * ALS and digit, its cells that have the digit and the cells that see all of those; per digit,
 * the cells that have it.
 */
interface AlsTables {
  list: AlmostLockedSet[];
  n: number;
  words: number;
  cellBits: Int32Array;
  digitCells: Int32Array;
  seenBy: Int32Array;
  candBits: Int32Array;
}

function alsTables(board: LogicBoard): AlsTables {
  const { size: n, cellCount } = board.table;
  const { words, bits } = peerBits(board.table);
  const list = almostLockedSets(board);
  const count = list.length;
  const cellBits = new Int32Array(count * words);
  const digitCells = new Int32Array(count * n * words);
  const seenBy = new Int32Array(count * n * words);
  for (let a = 0; a < count; a++) {
    const { cells, mask } = list[a]!;
    for (const c of cells) cellBits[a * words + (c >>> 5)]! |= 1 << (c & 31);
    for (let d = 0; d < n; d++) {
      if (!(mask & (1 << d))) continue;
      const base = (a * n + d) * words;
      seenBy.fill(-1, base, base + words);
      for (const c of cells) {
        if (!(board.cands[c]! & (1 << d))) continue;
        digitCells[base + (c >>> 5)]! |= 1 << (c & 31);
        for (let w = 0; w < words; w++) seenBy[base + w]! &= bits[c * words + w]!;
      }
    }
  }
  // candBits[d * words ..]: the cells that have digit d + 1
  const candBits = new Int32Array(n * words);
  for (let cell = 0; cell < cellCount; cell++) {
    for (let m = board.cands[cell]!; m !== 0; m &= m - 1) {
      const d = 31 - Math.clz32(m & -m);
      candBits[d * words + (cell >>> 5)]! |= 1 << (cell & 31);
    }
  }
  return { list, n, words, cellBits, digitCells, seenBy, candBits };
}

/**
 * The pairs of ALSs (key a * count + b, a < b) with a restricted common digit, and those digits
 * (a mask). Every x of A must see every x of B, so B's first x lies among the cells that see all
 * the xs of A: each ALS is listed under the first cell of each of its digits, and looked for
 * there only.
 */
function restrictedPairs(t: AlsTables, cellCount: number): Map<number, number> {
  const { list, n, words, cellBits, digitCells, seenBy } = t;
  const count = list.length;
  const head = new Int32Array(n * cellCount).fill(-1);
  const next = new Int32Array(count * n);
  for (let a = count - 1; a >= 0; a--) {
    for (let d = 0; d < n; d++) {
      const base = (a * n + d) * words;
      let w = 0;
      while (w < words && digitCells[base + w] === 0) w++;
      if (w === words) continue;
      const first = w * 32 + 31 - Math.clz32(digitCells[base + w]! & -digitCells[base + w]!);
      next[a * n + d] = head[d * cellCount + first]!;
      head[d * cellCount + first] = a;
    }
  }
  const linked = new Map<number, number>();
  for (let a = 0; a < count; a++) {
    const maskA = list[a]!.mask;
    for (let xm = maskA; xm !== 0; xm &= xm - 1) {
      const x = 31 - Math.clz32(xm & -xm);
      const xa = (a * n + x) * words;
      for (let w = 0; w < words; w++) {
        for (let cm = seenBy[xa + w]!; cm !== 0; cm &= cm - 1) {
          const cell = w * 32 + 31 - Math.clz32(cm & -cm);
          for (let b = head[x * cellCount + cell]!; b !== -1; b = next[b * n + x]!) {
            if (b <= a) continue;
            const common = maskA & list[b]!.mask;
            if ((common & (common - 1)) === 0) continue;
            let bad = 0;
            for (let v = 0; v < words; v++) {
              bad |= cellBits[a * words + v]! & cellBits[b * words + v]!;
              bad |= digitCells[(b * n + x) * words + v]! & ~seenBy[xa + v]!;
            }
            if (bad !== 0) continue;
            const key = a * count + b;
            linked.set(key, (linked.get(key) ?? 0) | (1 << x));
          }
        }
      }
    }
  }
  return linked;
}

/** The eliminations of a doubly linked pair (A and B by index, rcc its two digits), or null. */
function doubly(
  board: LogicBoard,
  t: AlsTables,
  a: number,
  b: number,
  rcc: number,
  elim: Int32Array,
): LogicStep | null {
  const { list, n, words, seenBy, candBits } = t;
  elim.fill(0);
  let any = 0;
  for (let d = 0; d < n; d++) {
    const bit = 1 << d;
    const inA = (list[a]!.mask & bit) !== 0;
    const inB = (list[b]!.mask & bit) !== 0;
    for (let w = 0; w < words; w++) {
      let e = 0;
      // a linking digit is in A or in B; any other digit of a set is in that set
      if (rcc & bit) e = seenBy[(a * n + d) * words + w]! & seenBy[(b * n + d) * words + w]!;
      else {
        if (inA) e |= seenBy[(a * n + d) * words + w]!;
        if (inB) e |= seenBy[(b * n + d) * words + w]!;
      }
      e &= candBits[d * words + w]!;
      elim[d * words + w] = e;
      any |= e;
    }
  }
  if (any === 0) return null;
  const eliminations: CellDigit[] = [];
  for (let d = 0; d < n; d++)
    eliminations.push(...fromBits(elim.subarray(d * words, (d + 1) * words), d + 1));
  eliminations.sort((p, q) => p.cell - q.cell || p.digit - q.digit);
  return doublyStep(board, list[a]!, list[b]!, rcc, eliminations);
}

/**
 * The first ALS-XZ that eliminates something: the smallest pair of ALSs first.
 *
 * @example
 * ```ts
 * alsXz(board)?.technique; // "als-xz"
 * ```
 */
export function alsXz(board: LogicBoard): LogicStep | null {
  const t = alsTables(board);
  const { list, n, words, seenBy, candBits } = t;
  const count = list.length;
  const linked = restrictedPairs(t, board.table.cellCount);
  // the smallest pairs first
  const size = (i: number) => list[i]!.cells.length;
  const pairs = [...linked.keys()].sort((p, q) => {
    const d =
      size(Math.floor(p / count)) + size(p % count) - size(Math.floor(q / count)) - size(q % count);
    return d !== 0 ? d : p - q;
  });
  const elim = new Int32Array(n * words);
  for (const key of pairs) {
    const a = Math.floor(key / count);
    const b = key % count;
    const rcc = linked.get(key)!;
    const common = list[a]!.mask & list[b]!.mask;
    if ((rcc & (rcc - 1)) !== 0) {
      // doubly linked: each set holds one of the two and all its other digits
      const found = doubly(board, t, a, b, rcc, elim);
      if (found) return found;
      continue;
    }
    const x = 31 - Math.clz32(rcc);
    for (let zm = common & ~rcc; zm !== 0; zm &= zm - 1) {
      const z = 31 - Math.clz32(zm & -zm);
      const za = (a * n + z) * words;
      const zb = (b * n + z) * words;
      let any = 0;
      for (let w = 0; w < words; w++) {
        const e = seenBy[za + w]! & seenBy[zb + w]! & candBits[z * words + w]!;
        elim[z * words + w] = e;
        any |= e;
      }
      if (any !== 0) {
        const eliminations = fromBits(elim.subarray(z * words, (z + 1) * words), z + 1);
        return singlyStep(board, list[a]!, list[b]!, x + 1, z + 1, eliminations);
      }
    }
  }
  return null;
}

/** The cells of a bitset, each with `digit`. */
function fromBits(bits: Int32Array, digit: number): CellDigit[] {
  const out: CellDigit[] = [];
  for (let w = 0; w < bits.length; w++) {
    for (let m = bits[w]!; m !== 0; m &= m - 1)
      out.push({ cell: w * 32 + 31 - Math.clz32(m & -m), digit });
  }
  return out;
}

/** The step of a singly linked ALS-XZ: z leaves the `eliminations`. */
function singlyStep(
  board: LogicBoard,
  A: AlmostLockedSet,
  B: AlmostLockedSet,
  x: number,
  z: number,
  eliminations: CellDigit[],
): LogicStep {
  const X = valueChar(x);
  const Z = valueChar(z);
  return {
    technique: "als-xz",
    cells: [...A.cells, ...B.cells],
    placements: [],
    eliminations,
    explanation: `two almost locked sets (each has one digit more than cells): A = ${alsWords(board, A)} and B = ${alsWords(board, B)}. ${X} is in both, and every ${X} of A sees every ${X} of B, so at most one of them holds ${X}. One that has no ${X} is left with as many digits as cells, so it holds each of its other digits, ${Z} among them. So ${Z} is in A or in B, and ${Z} leaves every cell that sees all the ${Z}s of both: remove ${eliminationsWords(board, eliminations)}`,
  };
}

/** The step of a doubly linked ALS-XZ (two restricted common digits, `rcc`). */
function doublyStep(
  board: LogicBoard,
  A: AlmostLockedSet,
  B: AlmostLockedSet,
  rcc: number,
  eliminations: CellDigit[],
): LogicStep {
  const [x, y] = maskDigits(rcc).map(valueChar) as [string, string];
  return {
    technique: "als-xz",
    cells: [...A.cells, ...B.cells],
    placements: [],
    eliminations,
    explanation: `two almost locked sets (each has one digit more than cells), doubly linked: A = ${alsWords(board, A)} and B = ${alsWords(board, B)}. ${x} and ${y} are in both, and every ${x} of A sees every ${x} of B, and the same for ${y}, so each of ${x} and ${y} is in at most one of them. A set without both would have fewer digits than cells, so one holds ${x} and the other ${y}, and each holds all its other digits too. So ${x} and ${y} leave every cell that sees all their places in both sets, and each other digit leaves every cell that sees all its places in its set: remove ${eliminationsWords(board, eliminations)}`,
  };
}
