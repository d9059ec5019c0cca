/**
 * Finned fish: finned X-wing (k = 2), finned swordfish (k = 3) and finned jellyfish (k = 4).
 * A digit's places in k rows (the base lines) all fall in k columns (the covers), except for a few
 * cells of one of the rows, the fin, all in one box. Either the fin holds the digit, and the digit
 * leaves the rest of that box; or it does not, and the rows make an ordinary fish that takes the
 * digit out of the rest of the cover columns. Either way the digit leaves the cells in both the
 * covers and the fin's box, outside the base rows (and the same with rows and columns exchanged).
 * Sashimi fish are the case where the fin's row has a single place inside the covers (the
 * ordinary fish would be missing a cell there); the same rule holds. Cost: O(N * C(N, k) * N) per
 * search, plus O(C(N, k - 1)) per finned line when base lines are chosen.
 */

import { valueChar } from "../grid.js";
import type { CellDigit, LogicBoard, LogicStep } from "./board.js";
import { cellsWords, eliminationsWords, listWords } from "./words.js";

const NAMES = { 2: "X-wing", 3: "swordfish", 4: "jellyfish" } as Record<number, string>;

/**
 * The first set of `need` lines of `list` (ascending) that, with `union` so far, cover exactly
 * `cover`, as a bitmask of lines; 0 when there is none.
 */
function pickLines(
  list: Int32Array,
  count: number,
  lineMask: Int32Array,
  from: number,
  need: number,
  union: number,
  cover: number,
): number {
  if (need === 0) return union === cover ? -1 : 0;
  for (let i = from; i <= count - need; i++) {
    const line = list[i]!;
    const found = pickLines(list, count, lineMask, i + 1, need - 1, union | lineMask[line]!, cover);
    if (found === -1) return 1 << line;
    if (found !== 0) return found | (1 << line);
  }
  return 0;
}

/**
 * The first finned (or sashimi) fish of k lines (2 = finned X-wing, 3 = finned swordfish,
 * 4 = finned jellyfish) that eliminates something.
 *
 * @example
 * ```ts
 * finnedFish(board, 2)?.technique; // "finned x-wing"
 * ```
 */
export function finnedFish(board: LogicBoard, k: number): LogicStep | null {
  const n = board.table.size;
  // the fin's box is found by bands of rows and columns: not for a jigsaw's regions
  if (board.variant?.puzzle.jigsaw) return null;
  const { boxOf, boxRows, boxCols } = board.table.geometry;
  const lineMask = new Int32Array(n);
  const full = new Int32Array(n);
  const pool2 = new Int32Array(n);
  for (let digit = 1; digit <= n; digit++) {
    const bit = 1 << (digit - 1);
    for (const byRows of [true, false]) {
      const at = (line: number, i: number) => (byRows ? line * n + i : i * n + line);
      // positions along a line that share a box, and lines that share a box
      const posBand = byRows ? boxCols : boxRows;
      const lineBand = byRows ? boxRows : boxCols;
      let lines = 0;
      for (let line = 0; line < n; line++) {
        let m = 0;
        for (let i = 0; i < n; i++) if (board.cands[at(line, i)]! & bit) m |= 1 << i;
        lineMask[line] = m;
        if (m !== 0) lines++;
      }
      if (lines < k) continue;
      // every set of k cover positions, in increasing order (Gosper's hack)
      for (let cover = (1 << k) - 1; cover < 1 << n; ) {
        let fullCount = 0;
        for (let line = 0; line < n; line++) {
          const m = lineMask[line]!;
          if (m !== 0 && (m & ~cover) === 0) full[fullCount++] = line;
        }
        if (fullCount >= k - 1) {
          for (let finLine = 0; finLine < n; finLine++) {
            const m = lineMask[finLine]!;
            const extra = m & ~cover;
            if (extra === 0 || (m & cover) === 0) continue;
            const first = 31 - Math.clz32(extra & -extra);
            const band = ((1 << posBand) - 1) << (first - (first % posBand));
            if (extra & ~band) continue;
            // the other lines of the fin's box with the digit in a cover there
            let targets = 0;
            const lb = finLine - (finLine % lineBand);
            for (let l = lb; l < lb + lineBand; l++) {
              if (l !== finLine && lineMask[l]! & cover & band) targets |= 1 << l;
            }
            if (targets === 0) continue;
            // base lines among the full ones, leaving the target lines out if they can be
            let pool = 0;
            for (let i = 0; i < fullCount; i++) {
              if (!(targets & (1 << full[i]!))) pool2[pool++] = full[i]!;
            }
            let others = pickLines(pool2, pool, lineMask, 0, k - 1, m & cover, cover);
            if (others === 0)
              others = pickLines(full, fullCount, lineMask, 0, k - 1, m & cover, cover);
            if (others === 0 || (targets & ~others) === 0) continue;
            const bases: number[] = [];
            for (let l = 0; l < n; l++) if (others & (1 << l) || l === finLine) bases.push(l);
            const eliminations: CellDigit[] = [];
            for (let l = 0; l < n; l++) {
              if (!(targets & ~others & (1 << l))) continue;
              for (let i = 0; i < n; i++) {
                if (cover & band & (1 << i) && lineMask[l]! & (1 << i)) {
                  eliminations.push({ cell: at(l, i), digit });
                }
              }
            }
            eliminations.sort((a, b) => a.cell - b.cell);
            const coverList: number[] = [];
            for (let i = 0; i < n; i++) if (cover & (1 << i)) coverList.push(i);
            const box = boxOf[at(finLine, first)]!;
            const f = { digit, byRows, k, bases, coverList, finLine, box, cover };
            return describe(board, f, eliminations);
          }
        }
        const u = cover & -cover;
        const v = cover + u;
        cover = v + (((v ^ cover) / u) >> 2);
      }
    }
  }
  return null;
}

/** The step of a finned fish found by {@link finnedFish}. */
function describe(
  board: LogicBoard,
  f: {
    digit: number;
    byRows: boolean;
    k: number;
    bases: number[];
    coverList: number[];
    finLine: number;
    box: number;
    cover: number;
  },
  eliminations: CellDigit[],
): LogicStep {
  const n = board.table.size;
  const { digit, byRows, k, bases, coverList, finLine, box, cover } = f;
  const bit = 1 << (digit - 1);
  const at = (line: number, i: number) => (byRows ? line * n + i : i * n + line);
  const cells: number[] = [];
  const fins: number[] = [];
  const body: number[] = [];
  for (const line of bases) {
    for (let i = 0; i < n; i++) {
      const cell = at(line, i);
      if (!(board.cands[cell]! & bit)) continue;
      cells.push(cell);
      if (line === finLine) (cover & (1 << i) ? body : fins).push(cell);
    }
  }
  const d = valueChar(digit);
  const baseName = byRows ? "rows" : "columns";
  const coverName = byRows ? "columns" : "rows";
  const finLineName = `${byRows ? "row" : "column"} ${finLine + 1}`;
  const boxName = `box ${box + 1}`;
  const covers = listWords(coverList.map((c) => String(c + 1)));
  const sashimi = body.length === 1;
  const fish = NAMES[k]!;
  const kind = sashimi ? `sashimi ${fish}` : `finned ${fish}`;
  const finWords =
    fins.length === 1
      ? `${cellsWords(board, fins)} (the fin, in ${boxName})`
      : `${cellsWords(board, fins)} (the fin, all in ${boxName})`;
  const sashimiWords = sashimi
    ? ` It is a sashimi ${fish}: without the fin, ${finLineName} has only ${cellsWords(board, body)} for ${d}.`
    : "";
  return {
    technique: k === 2 ? "finned x-wing" : k === 3 ? "finned swordfish" : "finned jellyfish",
    cells,
    placements: [],
    eliminations,
    explanation: `${kind} on ${d}: in ${baseName} ${listWords(bases.map((l) => String(l + 1)))}, ${d} can only go in ${coverName} ${covers}, except at ${finWords}.${sashimiWords} If the fin holds no ${d}, these ${baseName} place ${d} in each of ${coverName} ${covers}, as in ${fish === "X-wing" ? "an" : "a"} ${fish}, and ${d} leaves the other cells of those ${coverName}; if the fin holds ${d}, ${d} leaves the other cells of ${boxName}. Either way, ${d} leaves the cells of ${boxName} in ${coverName} ${covers} outside these ${baseName}: remove ${eliminationsWords(board, eliminations)}`,
  };
}
