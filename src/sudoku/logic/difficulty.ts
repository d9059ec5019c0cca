/**
 * Sudoku Explainer-like difficulty of one logical step: a number on the scale of Sudoku Explainer
 * (SE, N. Juillerat; the values as documented for SE 1.2.1 and its successor SukakuExplainer),
 * 1.2 for a hidden single in a box up to about 11 for the hardest puzzles. Each technique has SE's
 * base value; chains add SE's length bonus (0.1 for each of the lengths 4, 6, 8, 12, 16, 24, 32,
 * ... that the chain's node count passes). Techniques SE does not have get the value of the SE
 * technique nearest in kind (each is named in {@link SE_VALUES}). A puzzle's number is its
 * hardest step's. Written from the published table, not from SE's code. Cost: O(1) per step
 * (O(links) for chains).
 */
import type { LogicStep } from "./board.js";

/** One row of the scale: a technique, its base value and where the value comes from. */
export interface SeValue {
  /** The technique, as rated. */
  technique: string;
  /** Its base value on Sudoku Explainer's scale (1.2 for a hidden single in a box, up to about 11; a chain's length adds to it). */
  value: number;
  /** True when the chain's length adds SE's bonus. */
  chain?: boolean;
  /** Where the value comes from: SE's own technique, or the one it stands in for. */
  source: string;
}

/** The base values, as SE orders its techniques. */
export const SE_VALUES: readonly SeValue[] = [
  { technique: "hidden single (box)", value: 1.2, source: "SE: hidden single in block" },
  {
    technique: "hidden single (row or column)",
    value: 1.5,
    source: "SE: hidden single in row or column",
  },
  {
    technique: "hidden single (diagonal)",
    value: 1.5,
    source: "X-Sudoku (not in SE): as in a row or column",
  },
  { technique: "naked single", value: 2.3, source: "SE: naked single" },
  {
    technique: "hidden single (region)",
    value: 1.5,
    source: "variants (not in SE): an extra region, as a row or column",
  },
  { technique: "kropki dot", value: 2.4, source: "variants (not in SE): one pair, as a single" },
  { technique: "nonconsecutive", value: 2.4, source: "variants (not in SE): as a Kropki dot" },
  { technique: "thermometer", value: 2.4, source: "variants (not in SE): bounds, as a single" },
  {
    technique: "cage combination",
    value: 2.5,
    source: "variants (not in SE): one cage's digit sets, as a single",
  },
  { technique: "arrow", value: 2.5, source: "variants (not in SE): sum bounds, as a cage" },
  { technique: "little killer", value: 2.5, source: "variants (not in SE): as an arrow" },
  { technique: "pointing", value: 2.6, source: "SE: pointing" },
  {
    technique: "cage pointing",
    value: 2.6,
    source: "variants (not in SE): a cage's needed digit, as pointing",
  },
  { technique: "claiming", value: 2.8, source: "SE: claiming" },
  {
    technique: "hidden cage digit",
    value: 2.8,
    source: "variants (not in SE): a house's digit locked in a cage, as claiming",
  },
  {
    technique: "innies/outies",
    value: 2.8,
    source: "variants (not in SE): the 45 rule over houses and cages, as claiming",
  },
  { technique: "naked pair", value: 3.0, source: "SE: naked pair" },
  {
    technique: "cage interaction",
    value: 3.0,
    source: "variants (not in SE): the cages of a house share its digits, as a naked pair",
  },
  { technique: "x-wing", value: 3.2, source: "SE: X-wing" },
  { technique: "hidden pair", value: 3.4, source: "SE: hidden pair" },
  { technique: "finned x-wing", value: 3.4, source: "not in SE: X-wing + 0.2" },
  { technique: "naked triple", value: 3.6, source: "SE: naked triplet" },
  { technique: "swordfish", value: 3.8, source: "SE: swordfish" },
  { technique: "hidden triple", value: 4.0, source: "SE: hidden triplet" },
  { technique: "finned swordfish", value: 4.0, source: "not in SE: swordfish + 0.2" },
  { technique: "xy-wing", value: 4.2, source: "SE: XY-wing" },
  { technique: "xyz-wing", value: 4.4, source: "SE: XYZ-wing" },
  { technique: "w-wing", value: 4.4, source: "not in SE: as XYZ-wing" },
  {
    technique: "unique rectangle",
    value: 4.5,
    source: "SE: unique rectangles (4.5 type 1; 4.6 types 2 and 4; 4.7 type 3)",
  },
  { technique: "naked quad", value: 5.0, source: "SE: naked quad" },
  { technique: "jellyfish", value: 5.2, source: "SE: jellyfish" },
  { technique: "hidden quad", value: 5.4, source: "SE: hidden quad" },
  { technique: "finned jellyfish", value: 5.4, source: "not in SE: jellyfish + 0.2" },
  { technique: "bug+1", value: 5.6, source: "SE: bivalue universal grave" },
  { technique: "simple colouring", value: 6.5, source: "SE: X-cycle", chain: true },
  { technique: "x-chain", value: 6.6, source: "SE: forcing X-chain", chain: true },
  { technique: "xy-chain", value: 6.6, source: "SE: Y-cycle", chain: true },
  { technique: "als-xz", value: 7.0, source: "not in SE: as a bidirectional cycle" },
  { technique: "aic", value: 7.0, source: "SE: bidirectional cycle", chain: true },
  { technique: "grouped aic", value: 7.1, source: "SE: forcing chain", chain: true },
  {
    technique: "forcing chain (Nishio)",
    value: 7.5,
    source: "SE: Nishio forcing chains",
    chain: true,
  },
  {
    technique: "forcing chain (multiple)",
    value: 8.0,
    source: "SE: cell and region forcing chains",
    chain: true,
  },
  {
    technique: "forcing chain (dynamic)",
    value: 8.5,
    source: "SE: dynamic forcing chains",
    chain: true,
  },
  {
    technique: "forcing net",
    value: 9.0,
    source: "SE: dynamic forcing chains (+)",
    chain: true,
  },
  {
    technique: "forcing net (+ forcing chains)",
    value: 9.5,
    source: "SE: nested forcing chains (+ forcing chains)",
    chain: true,
  },
  {
    technique: "forcing net (+ multiple forcing chains)",
    value: 10.0,
    source: "SE: nested forcing chains (+ multiple forcing chains)",
    chain: true,
  },
  {
    technique: "forcing net (+ dynamic forcing chains)",
    value: 10.5,
    source: "SE: nested forcing chains (+ dynamic forcing chains)",
    chain: true,
  },
  {
    technique: "forcing net (+ dynamic forcing chains (+))",
    value: 11.0,
    source: "SE: nested forcing chains (+ dynamic forcing chains (+))",
    chain: true,
  },
  {
    technique: "guess",
    value: 12.0,
    source: "not in SE: above SE's hardest nested forcing chains (11.9)",
  },
];

/**
 * The row of each forcing level, by `seLevel`: forcing chains' 1..3 (SE's Nishio, multiple and
 * dynamic), forcing nets' 1..5 (level 1's row is "forcing net" itself).
 */
const FORCING_LEVEL_ROW: Readonly<Record<string, readonly string[]>> = {
  "forcing chain": ["", " (Nishio)", " (multiple)", " (dynamic)"],
  "forcing net": [
    "",
    "",
    " (+ forcing chains)",
    " (+ multiple forcing chains)",
    " (+ dynamic forcing chains)",
    " (+ dynamic forcing chains (+))",
  ],
};

const BY_NAME = new Map(SE_VALUES.map((r) => [r.technique, r]));

/** The value of a guess (where logic ran out). */
export const GUESS_DIFFICULTY = BY_NAME.get("guess")!.value;

/**
 * SE's length bonus: 0.1 for each of the lengths 4, 6, 8, 12, 16, 24, 32, ... (alternately times
 * 3/2 and 4/3) that `nodes` exceeds.
 *
 * @example
 * ```ts
 * sudokuSeLengthBonus(4); // 0
 * sudokuSeLengthBonus(7); // 0.2
 * ```
 */
export function seLengthBonus(nodes: number): number {
  let tenths = 0;
  let ceiling = 4;
  for (let odd = false; nodes > ceiling; odd = !odd) {
    tenths++;
    ceiling = odd ? Math.floor((ceiling * 4) / 3) : Math.floor((ceiling * 3) / 2);
  }
  return tenths / 10;
}

/**
 * The rated name of a step: hidden singles are told apart by house (a box is the easiest to see).
 *
 * @example
 * ```ts
 * ratedName(nextSudokuStep(board)!); // "hidden single (box)"
 * ```
 */
export function ratedName(step: LogicStep): string {
  if (step.technique === "hidden single") {
    if (step.house === "diagonal") return "hidden single (diagonal)";
    if (step.house === "region") return "hidden single (region)";
    return step.house === "box" ? "hidden single (box)" : "hidden single (row or column)";
  }
  return step.technique;
}

/**
 * The number of nodes of a chain step: its candidates (one more than its links), a forcing step's
 * count, else its cells.
 */
function chainNodes(step: LogicStep): number {
  if (step.nodes !== undefined) return step.nodes;
  if (step.links !== undefined && step.links.length > 0) return step.links.length + 1;
  return step.cells.length;
}

/**
 * The SE-like difficulty of a step, to one decimal.
 *
 * @example
 * ```ts
 * sudokuStepDifficulty(nextSudokuStep(board)!); // 1.2 for a hidden single in a box
 * ```
 */
export function stepDifficulty(step: LogicStep): number {
  const name = ratedName(step);
  const row = BY_NAME.get(name + (FORCING_LEVEL_ROW[name]?.[step.seLevel ?? 1] ?? ""));
  if (!row) throw new Error(`no SE value for ${step.technique}`);
  let value = row.value;
  // types 2 and 4 weigh one more cell than type 1, type 3 a naked subset besides
  if (step.rectangleType !== undefined) value += [0, 0, 0.1, 0.2, 0.1][step.rectangleType]!;
  if (row.chain) value += seLengthBonus(chainNodes(step));
  return Math.round(value * 10) / 10;
}
