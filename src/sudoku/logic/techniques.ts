/**
 * The techniques in the order a person tries them (easiest first), and the step finder that tries
 * them in turn. Cost: one pass over the techniques until one applies.
 */
import type { LogicBoard, LogicStep, TechniqueName } from "./board.js";
import { aic, groupedAic, xChain, xyChain } from "./chains.js";
import { simpleColouring } from "./colouring.js";
import { fish } from "./fish.js";
import { forcingChain, forcingNet } from "./forcing.js";
import { claiming, pointing } from "./locked.js";
import { hiddenSingle, nakedSingle } from "./singles.js";
import { hiddenSubset, nakedSubset } from "./subsets.js";
import { wWing, xyzWing } from "./wings.js";
import { xyWing } from "./xy-wing.js";

/** One technique: its name and its finder. */
export interface Technique {
  name: TechniqueName;
  find: (board: LogicBoard) => LogicStep | null;
}

/** Every technique, easiest first (the order hints and the rating use). */
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
  { name: "w-wing", find: wWing },
  { name: "naked quad", find: (b) => nakedSubset(b, 4) },
  { name: "hidden quad", find: (b) => hiddenSubset(b, 4) },
  { name: "jellyfish", find: (b) => fish(b, 4) },
  { name: "simple colouring", find: simpleColouring },
  { name: "x-chain", find: xChain },
  { name: "xy-chain", find: xyChain },
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
