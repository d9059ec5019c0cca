/**
 * Killer cage logic. Cage combination: a cage's sum and size fix the sets of digits that can fill
 * it (3 cells adding up to 7: only 1+2+4); of these, only the sets that the cells' candidates can
 * still hold, one digit per cell, fit; a digit no fitting set lets a cell hold leaves it (so a
 * digit every fitting set needs that only one cell can hold is all that cell keeps). Cage
 * pointing: a digit every fitting set needs is somewhere in the cage, so it leaves every cell
 * outside that sees all its places there. Cost per cage: O(sets * reachable partial assignments), at most k * 2^k per set.
 */
import { valueChar } from "../../grid.js";
import type { CellDigit, LogicBoard, LogicStep } from "../board.js";
import { maskDigits } from "../houses.js";
import { cellsWords, listWords } from "../words.js";
import type { LogicCage } from "./rules.js";
import { maskOf, removalWords } from "./words.js";

/** What fits a cage now: the fitting digit sets and, per cell, the digits some fitting filling gives it. */
export interface CageFit {
  fitting: number[];
  /** Per cage cell (in the cage's order): the digits it can hold in some fitting filling. */
  allowed: Int32Array;
}

/** The last fit of each cage, with the cells' candidates it was found on (a fit depends on nothing else). */
const lastFit = new WeakMap<LogicCage, { masks: Int32Array; fit: CageFit }>();

/** The walk's memo over (cell index, digits used): valid where `seen` holds the current pass. */
let seen = new Int32Array(0);
let reaches = new Uint8Array(0);
let pass = 0;

/**
 * Whether cells i.. of the cage can complete `used` to `combo` (digits of `masks`), marking in
 * `allowed` each digit that completes: a depth-first walk, memoised on (i, used).
 */
function walk(
  masks: Int32Array,
  combo: number,
  allowed: Int32Array,
  i: number,
  used: number,
): boolean {
  if (i === masks.length) return used === combo;
  const key = used * masks.length + i;
  if (seen[key] === pass) return reaches[key] === 1;
  let ok = false;
  let free = masks[i]! & combo & ~used;
  while (free !== 0) {
    const bit = free & -free;
    free ^= bit;
    if (walk(masks, combo, allowed, i + 1, used | bit)) {
      allowed[i]! |= bit;
      ok = true;
    }
  }
  seen[key] = pass;
  reaches[key] = ok ? 1 : 0;
  return ok;
}

/**
 * The fitting digit sets of a cage and the digits each cell can hold in them (see `walk`); the
 * same cage on the same candidates gives back its last fit (most cages do not change between two
 * steps). The result is shared: read it, do not change it.
 *
 * @example
 * ```ts
 * cageFit(board, board.variant!.cages[0]).fitting; // the sets that still fit
 * ```
 */
export function cageFit(board: LogicBoard, cage: LogicCage): CageFit {
  const k = cage.cells.length;
  const last = lastFit.get(cage);
  if (last !== undefined && sameMasks(board, cage, last.masks)) return last.fit;
  const masks = new Int32Array(k);
  let union = 0;
  for (let i = 0; i < k; i++) union |= masks[i] = maskOf(board, cage.cells[i]!);
  const size = k << board.table.size;
  if (seen.length < size) {
    seen = new Int32Array(size);
    reaches = new Uint8Array(size);
    pass = 0;
  }
  const allowed = new Int32Array(k);
  const fitting: number[] = [];
  for (const combo of cage.combos) {
    // (a set with a digit no cell holds cannot fit: no walk)
    if ((combo & union) !== combo) continue;
    if (++pass === 0x40000000) {
      seen.fill(0);
      pass = 1;
    }
    if (walk(masks, combo, allowed, 0, 0)) fitting.push(combo);
  }
  const fit = { fitting, allowed };
  lastFit.set(cage, { masks, fit });
  return fit;
}

/** Whether the cage's cells hold the candidates `masks` (before any is allocated for them). */
function sameMasks(board: LogicBoard, cage: LogicCage, masks: Int32Array): boolean {
  for (let i = 0; i < masks.length; i++)
    if (maskOf(board, cage.cells[i]!) !== masks[i]) return false;
  return true;
}

/**
 * Digit sets in words: `1+2+4 or 1+3+5`.
 *
 * @example
 * ```ts
 * setsWords([0b1011, 0b10101]); // "1+2+4 or 1+3+5"
 * ```
 */
export function setsWords(sets: readonly number[], conjunction: "and" | "or" = "or"): string {
  return listWords(
    sets.map((s) => maskDigits(s).map(valueChar).join("+")),
    conjunction,
  );
}

/** Why these sets: all of them, or those of them that fit the cells. */
function fitWords(cage: LogicCage, fit: CageFit): string {
  const all = [...cage.combos];
  const head = `${cage.name}: ${cage.cells.length} different digits adding up to ${cage.sum} are ${all.length > 8 ? `${all.length} sets` : setsWords(all)}`;
  if (fit.fitting.length === all.length) return head;
  return `${head}, and of these only ${setsWords(fit.fitting)} ${fit.fitting.length === 1 ? "fits" : "fit"} the cells' candidates`;
}

/** The digits every fitting set needs, not yet placed in the cage. */
function neededDigits(board: LogicBoard, cage: LogicCage, fit: CageFit): number {
  let needed = fit.fitting.reduce((a, b) => a & b, board.table.allMask);
  for (const c of cage.cells) if (board.values[c]! > 0) needed &= ~(1 << (board.values[c]! - 1));
  return needed;
}

/**
 * The first cage combination step: the digits no fitting set lets a cell of the cage hold leave it
 * (a digit every set needs that only one cell can hold thus leaves that cell with nothing else).
 *
 * @example
 * ```ts
 * cageCombination(board)?.explanation; // "the cage r1c1+r1c2 (3): 2 different digits adding up to 3 are 1+2; remove ..."
 * ```
 */
export function cageCombination(board: LogicBoard): LogicStep | null {
  const logic = board.variant;
  if (!logic) return null;
  const n = board.table.size;
  for (const cage of logic.cages) {
    if (cage.cells.length >= n || cage.cells.every((c) => board.values[c]! > 0)) continue;
    const fit = cageFit(board, cage);
    if (fit.fitting.length === 0) continue; // a contradiction: the path reports it
    const eliminations: CellDigit[] = [];
    cage.cells.forEach((cell, i) => {
      if (board.values[cell]! > 0) return;
      for (const d of maskDigits(board.cands[cell]! & ~fit.allowed[i]!))
        eliminations.push({ cell, digit: d });
    });
    if (eliminations.length > 0)
      return {
        technique: "cage combination",
        cells: [...cage.cells],
        placements: [],
        eliminations,
        explanation: `${fitWords(cage, fit)}; so remove ${removalWords(board, eliminations)}`,
      };
  }
  return null;
}

/**
 * The first cage pointing step: a digit every fitting set of a cage needs leaves the cells
 * outside the cage that see all its places in the cage.
 *
 * @example
 * ```ts
 * cagePointing(board)?.technique; // "cage pointing"
 * ```
 */
export function cagePointing(board: LogicBoard): LogicStep | null {
  const logic = board.variant;
  if (!logic) return null;
  const { cellCount, sees } = board.table;
  for (const cage of logic.cages) {
    if (cage.cells.length >= board.table.size) continue;
    const fit = cageFit(board, cage);
    if (fit.fitting.length === 0) continue;
    let needed = neededDigits(board, cage, fit);
    while (needed !== 0) {
      const bit = needed & -needed;
      needed ^= bit;
      const places = cage.cells.filter((c) => board.values[c] === 0 && board.cands[c]! & bit);
      if (places.length < 2) continue;
      const digit = 32 - Math.clz32(bit);
      const eliminations: CellDigit[] = [];
      for (let cell = 0; cell < cellCount; cell++) {
        if (board.values[cell] !== 0 || !(board.cands[cell]! & bit) || places.includes(cell))
          continue;
        if (places.every((p) => sees[cell * cellCount + p] === 1))
          eliminations.push({ cell, digit });
      }
      if (eliminations.length === 0) continue;
      const d = valueChar(digit);
      return {
        technique: "cage pointing",
        cells: places,
        placements: [],
        eliminations,
        explanation: `${fitWords(cage, fit)}; ${fit.fitting.length === 1 ? "it holds" : "every one holds"} ${d}, so ${d} is in the cage, at ${cellsWords(board, places)}; the cells that see all of them cannot be ${d}: remove ${removalWords(board, eliminations)}`,
      };
    }
  }
  return null;
}
