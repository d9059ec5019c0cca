/**
 * The techniques in the order a person tries them (easiest first), and the step finder that tries
 * them in turn. Cost: one pass over the techniques until one applies.
 */

import { alsXz } from "./als.js";
import type { LogicBoard, LogicStep, TechniqueName } from "./board.js";
import { aic, groupedAic, xChain, xyChain } from "./chains.js";
import { simpleColouring } from "./colouring.js";
import { SE_VALUES, stepDifficulty } from "./difficulty.js";
import { finnedFish } from "./finned-fish.js";
import { fish } from "./fish.js";
import { claiming, pointing } from "./locked.js";
import { seChainStep, seForcingStep } from "./se-forcing.js";
import { hiddenSingle, nakedSingle } from "./singles.js";
import { hiddenSubset, nakedSubset } from "./subsets.js";
import { bugPlusOne, uniqueRectangle } from "./uniqueness.js";
import { cageCombination, cagePointing } from "./variants/cages.js";
import { dotPair } from "./variants/dots.js";
import { hiddenCageDigit } from "./variants/hidden.js";
import { inniesOuties } from "./variants/innies.js";
import { cageInteraction } from "./variants/interaction.js";
import { sumBounds } from "./variants/sums.js";
import { thermometer } from "./variants/thermo.js";
import { wWing, xyzWing } from "./wings.js";
import { xyWing } from "./xy-wing.js";

/** One technique: its name and its finder. */
export interface Technique {
  /** The technique's name, as hints and ratings print it. */
  name: TechniqueName;
  /**
   * Finds the technique's first step on the board, or null when it does not apply.
   *
   * @param board - the board to look at (not changed)
   */
  find: (board: LogicBoard) => LogicStep | null;
}

/**
 * Every technique, easiest first (the order hints and the rating use). The uniqueness techniques
 * (unique rectangle, BUG+1) find nothing unless the board's `assumeUnique` is set.
 */
export const TECHNIQUES: readonly Technique[] = [
  { name: "hidden single", find: hiddenSingle },
  { name: "naked single", find: nakedSingle },
  // variant rules (they find nothing on a classic board)
  { name: "kropki dot", find: (b) => dotPair(b, "kropki dot") },
  { name: "nonconsecutive", find: (b) => dotPair(b, "nonconsecutive") },
  { name: "thermometer", find: thermometer },
  { name: "cage combination", find: cageCombination },
  { name: "arrow", find: (b) => sumBounds(b, "arrow") },
  { name: "little killer", find: (b) => sumBounds(b, "little killer") },
  { name: "pointing", find: pointing },
  { name: "claiming", find: claiming },
  { name: "cage pointing", find: cagePointing },
  { name: "hidden cage digit", find: hiddenCageDigit },
  { name: "innies/outies", find: inniesOuties },
  { name: "cage interaction", find: cageInteraction },
  { name: "naked pair", find: (b) => nakedSubset(b, 2) },
  { name: "hidden pair", find: (b) => hiddenSubset(b, 2) },
  { name: "naked triple", find: (b) => nakedSubset(b, 3) },
  { name: "hidden triple", find: (b) => hiddenSubset(b, 3) },
  { name: "x-wing", find: (b) => fish(b, 2) },
  { name: "xy-wing", find: xyWing },
  { name: "swordfish", find: (b) => fish(b, 3) },
  { name: "xyz-wing", find: xyzWing },
  { name: "naked quad", find: (b) => nakedSubset(b, 4) },
  { name: "hidden quad", find: (b) => hiddenSubset(b, 4) },
  { name: "finned x-wing", find: (b) => finnedFish(b, 2) },
  { name: "finned swordfish", find: (b) => finnedFish(b, 3) },
  { name: "w-wing", find: wWing },
  { name: "unique rectangle", find: uniqueRectangle },
  { name: "jellyfish", find: (b) => fish(b, 4) },
  { name: "finned jellyfish", find: (b) => finnedFish(b, 4) },
  { name: "bug+1", find: bugPlusOne },
  { name: "simple colouring", find: simpleColouring },
  { name: "x-chain", find: xChain },
  { name: "xy-chain", find: xyChain },
  { name: "als-xz", find: alsXz },
  { name: "aic", find: aic },
  { name: "grouped aic", find: groupedAic },
  { name: "forcing chain", find: seChainStep },
  { name: "forcing net", find: seForcingStep },
];

/**
 * The next logical step on a board, trying the techniques easiest first; null when none applies.
 *
 * @example
 * ```ts
 * nextStep(board)?.explanation;
 * ```
 */
export function nextStep(
  board: LogicBoard,
  techniques: readonly Technique[] = TECHNIQUES,
): LogicStep | null {
  for (const t of techniques) {
    const step = t.find(board);
    if (step) return step;
  }
  return null;
}

/** The lowest SE value a technique's steps can have (its base value; chains only add to it). */
export function lowestValue(name: TechniqueName): number {
  let low = Number.POSITIVE_INFINITY;
  for (const row of SE_VALUES)
    if (row.technique === name || row.technique.startsWith(`${name} (`))
      low = Math.min(low, row.value);
  return low;
}

/**
 * The easiest step available: the one of lowest SE value (see {@link stepDifficulty}), the first
 * found among equals, trying the techniques by their lowest value and stopping once no technique
 * left can beat the best found. A hard technique tried early in {@link TECHNIQUES} (an X-wing,
 * 3.2, before a hidden pair, 3.4) thus never hides an easier step of a later one; a long chain
 * (base 6.6 plus its length bonus) gives way to an ALS-XZ (7.0) only when the chain is longer.
 *
 * @example
 * ```ts
 * easiestStep(board)?.technique; // "hidden single" whenever there is one
 * ```
 */
export function easiestStep(
  board: LogicBoard,
  techniques: readonly Technique[] = TECHNIQUES,
): LogicStep | null {
  const order = techniques
    .map((t, i) => ({ t, i, low: lowestValue(t.name) }))
    .sort((a, b) => a.low - b.low || a.i - b.i);
  let best: LogicStep | null = null;
  let bestValue = Number.POSITIVE_INFINITY;
  for (const { t, low } of order) {
    if (low >= bestValue) break;
    const step = t.find(board);
    if (!step) continue;
    const value = stepDifficulty(step);
    if (value < bestValue) {
      best = step;
      bestValue = value;
    }
  }
  return best;
}

/** The families of techniques that `--techniques` names, each with its techniques. */
export const TECHNIQUE_FAMILIES: Readonly<Record<string, readonly TechniqueName[]>> = {
  singles: ["hidden single", "naked single"],
  locked: ["pointing", "claiming"],
  subsets: [
    "naked pair",
    "hidden pair",
    "naked triple",
    "hidden triple",
    "naked quad",
    "hidden quad",
  ],
  fish: [
    "x-wing",
    "swordfish",
    "jellyfish",
    "finned x-wing",
    "finned swordfish",
    "finned jellyfish",
  ],
  wings: ["xy-wing", "xyz-wing", "w-wing"],
  uniqueness: ["unique rectangle", "bug+1"],
  chains: ["simple colouring", "x-chain", "xy-chain", "als-xz", "aic", "grouped aic"],
  forcing: ["forcing chain", "forcing net"],
  variant: [
    "cage combination",
    "cage pointing",
    "hidden cage digit",
    "innies/outies",
    "cage interaction",
    "thermometer",
    "arrow",
    "little killer",
    "kropki dot",
    "nonconsecutive",
  ],
};

/**
 * The techniques of these families (names as in `SUDOKU_TECHNIQUE_FAMILIES`), in the usual order;
 * throws naming an unknown family.
 *
 * @param families - family names: keys of `SUDOKU_TECHNIQUE_FAMILIES` (`singles`, `locked`, ...)
 *
 * @example
 * ```ts
 * techniquesOf(["singles", "locked"]).map((t) => t.name); // hidden single, naked single, pointing, claiming
 * ```
 */
export function techniquesOf(families: readonly string[]): readonly Technique[] {
  const names = new Set<TechniqueName>();
  for (const f of families) {
    const list = Object.hasOwn(TECHNIQUE_FAMILIES, f) ? TECHNIQUE_FAMILIES[f] : undefined;
    if (!list)
      throw new RangeError(
        `unknown technique family "${f}" (known: ${Object.keys(TECHNIQUE_FAMILIES).join(", ")})`,
      );
    for (const name of list) names.add(name);
  }
  return TECHNIQUES.filter((t) => names.has(t.name));
}
