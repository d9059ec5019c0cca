/**
 * Cage interaction (killer combinations across the cages of one house): a house holds each digit
 * once, so the cages wholly inside it, and the rest of its cells (a virtual cage adding up to the
 * house's total less those cages' sums), take digit sets that do not overlap. A set of one cage
 * that leaves the other parts no fitting sets at the same time goes; the digits no remaining set
 * lets a cell hold leave it. Cost per house: O(product of the parts' fitting sets), cut short by
 * the overlap test (a few hundred set choices on a 9x9 killer).
 */
import { cageCombinations } from "../../variants/rules/cage.js";
import type { CellDigit, LogicBoard, LogicStep } from "../board.js";
import { maskDigits } from "../houses.js";
import { nameOf } from "../words.js";
import { cageFit, setsWords } from "./cages.js";
import type { LogicCage } from "./rules.js";
import { removalWords } from "./words.js";

/** One part of a house: a cage wholly inside, or the cells left over. */
interface Part {
  cage: LogicCage;
  /** The sets that fit the part's cells now. */
  fitting: number[];
  /** The sets that also leave the other parts a choice. */
  kept: number[];
}

/** The cages wholly inside a house and the rest, or null when fewer than two parts hold a cage. */
function houseParts(board: LogicBoard, house: number): Part[] | null {
  const logic = board.variant!;
  const n = board.table.size;
  const cells = [...board.table.houses.subarray(house * n, (house + 1) * n)];
  const inside = new Set(cells);
  const parts: Part[] = [];
  const taken = new Set<number>();
  let sum = 0;
  for (const cage of logic.cages) {
    if (cage.cells.length >= n || !cage.cells.every((c) => inside.has(c))) continue;
    if (cage.cells.some((c) => taken.has(c))) return null; // overlapping cages
    for (const c of cage.cells) taken.add(c);
    sum += cage.sum;
    parts.push({ cage, fitting: [], kept: [] });
  }
  if (parts.length === 0) return null;
  const rest = cells.filter((c) => !taken.has(c));
  if (rest.length > 0) {
    const total = (n * (n + 1)) / 2 - sum;
    parts.push({
      cage: {
        cells: rest,
        sum: total,
        combos: cageCombinations(rest.length, total, n),
        name: `the other cells ${rest.map((c) => nameOf(board, c)).join("+")} (${total})`,
      },
      fitting: [],
      kept: [],
    });
  }
  return parts.length >= 2 ? parts : null;
}

/** Marks in `kept` every set of each part that some choice of non-overlapping sets uses. */
function keepCompatible(parts: Part[]): void {
  const order = [...parts].sort((a, b) => a.fitting.length - b.fitting.length);
  const chosen = new Array<number>(order.length);
  const keptMask = order.map(() => new Set<number>());
  const walk = (i: number, used: number): void => {
    if (i === order.length) {
      for (let k = 0; k < order.length; k++) keptMask[k]!.add(chosen[k]!);
      return;
    }
    for (const set of order[i]!.fitting) {
      if (set & used) continue;
      chosen[i] = set;
      walk(i + 1, used | set);
    }
  };
  walk(0, 0);
  order.forEach((p, k) => {
    p.kept = p.fitting.filter((s) => keptMask[k]!.has(s));
  });
}

/** The eliminations of a part narrowed to its kept sets. */
function partEliminations(board: LogicBoard, part: Part): CellDigit[] {
  const fit = cageFit(board, { ...part.cage, combos: Int32Array.from(part.kept) });
  const out: CellDigit[] = [];
  part.cage.cells.forEach((cell, i) => {
    if (board.values[cell]! > 0) return;
    for (const d of maskDigits(board.cands[cell]! & ~fit.allowed[i]!)) out.push({ cell, digit: d });
  });
  return out;
}

/**
 * The first cage interaction step: in a house, the digit sets of the cages wholly inside and of
 * the cells left over must not overlap; sets that cannot go with the others are dropped, and the
 * digits the remaining sets do not allow leave their cells.
 *
 * @example
 * ```ts
 * cageInteraction(board)?.explanation; // "row 3 holds each digit once, split among the cage r3c1+r3c2 (10) with 1+9 or 4+6; ..."
 * ```
 */
export function cageInteraction(board: LogicBoard): LogicStep | null {
  const logic = board.variant;
  if (!logic || logic.cages.length === 0) return null;
  const names = board.table.geometry.unitNames ?? [];
  for (let h = 0; h < board.table.houseCount; h++) {
    const parts = houseParts(board, h);
    if (!parts) continue;
    for (const p of parts) p.fitting = cageFit(board, p.cage).fitting;
    if (parts.some((p) => p.fitting.length === 0) || parts.every((p) => p.fitting.length === 1))
      continue;
    keepCompatible(parts);
    if (parts.some((p) => p.kept.length === 0)) continue; // a contradiction: the path reports it
    const eliminations: CellDigit[] = [];
    const dropped: string[] = [];
    for (const p of parts) {
      if (p.kept.length === p.fitting.length) continue;
      const out = partEliminations(board, p);
      if (out.length === 0) continue;
      eliminations.push(...out);
      dropped.push(`${p.cage.name} can only be ${setsWords(p.kept)}`);
    }
    if (eliminations.length === 0) continue;
    const partWords = parts.map((p) => `${p.cage.name} with ${setsWords(p.fitting)}`).join("; ");
    return {
      technique: "cage interaction",
      cells: parts.flatMap((p) => p.cage.cells).sort((a, b) => a - b),
      placements: [],
      eliminations,
      explanation: `${names[h] ?? `house ${h + 1}`} holds each digit once, split among ${partWords}; their digit sets cannot overlap: ${dropped.join("; ")}; remove ${removalWords(board, eliminations)}`,
    };
  }
  return null;
}
