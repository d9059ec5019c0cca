/**
 * The techniques in the order a person tries them (easiest first), and the step finder that tries
 * them in turn. Cost: one pass over the techniques until one applies.
 */

import { alsXz } from "./als.js";
import type { LogicBoard, LogicStep, TechniqueName } from "./board.js";
import { aic, groupedAic, xChain, xyChain } from "./chains.js";
import { simpleColouring } from "./colouring.js";
import { finnedFish } from "./finned-fish.js";
import { fish } from "./fish.js";
import { forcingChain, forcingNet } from "./forcing.js";
import { claiming, pointing } from "./locked.js";
import { hiddenSingle, nakedSingle } from "./singles.js";
import { hiddenSubset, nakedSubset } from "./subsets.js";
import { bugPlusOne, uniqueRectangle } from "./uniqueness.js";
import { wWing, xyzWing } from "./wings.js";
import { xyWing } from "./xy-wing.js";

/** One technique: its name and its finder. */
export interface Technique {
  /** The technique's name, as hints and ratings print it. */
  name: TechniqueName;
  /** Finds the technique's first step on the board, or null when it does not apply. */
  find: (board: LogicBoard) => LogicStep | null;
}

/**
 * Every technique, easiest first (the order hints and the rating use). The uniqueness techniques
 * (unique rectangle, BUG+1) find nothing unless the board's `assumeUnique` is set.
 */
export const TECHNIQUES: readonly Technique[] = [
  { name: "hidden single", find: hiddenSingle },
  { name: "naked single", find: nakedSingle },
  { name: "pointing", find: pointing },
  { name: "claiming", find: claiming },
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
  { name: "forcing chain", find: forcingChain },
  { name: "forcing net", find: forcingNet },
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
