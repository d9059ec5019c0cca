/**
 * The possibilities matrix: a board of placed digits and, for each empty cell, a bitmask of the
 * digits still possible there (bit d-1 for digit d). Logic steps read it and apply placements and
 * eliminations to it. Cost: O(N^2 * peers) to build, O(peers) per placement.
 */
import type { SudokuGeometry } from "../grid.js";
import { unitName } from "../grid.js";
import type { ForcingProof } from "./forcing-proof.js";
import { type HouseTable, houseTable } from "./houses.js";
import type { VariantLogic } from "./variants/rules.js";

/** Placed digits and candidate masks of one grid. */
export interface LogicBoard {
  /** The houses (rows, columns, boxes, diagonals) of the grid's shape. */
  table: HouseTable;
  /** 0 for an empty cell, else the digit 1..N. */
  values: Uint8Array;
  /** Candidate mask of each empty cell (0 for placed cells). */
  cands: Int32Array;
  /**
   * The puzzle is known to have exactly one solution, so the uniqueness techniques (unique
   * rectangles, BUG+1) may be used. Set it only after counting the solutions (or for a puzzle
   * made unique by construction). @defaultValue false
   */
  assumeUnique?: boolean;
  /**
   * A variant puzzle's rules (cages, thermometers, ...), which the variant techniques read.
   * @hidden
   */
  variant?: VariantLogic;
}

/** A digit at a cell (a placement or an elimination). */
export interface CellDigit {
  /** The cell's index, 0..N²-1 in row order. */
  cell: number;
  /** The digit, 1..N. */
  digit: number;
}

/** One end of a link: a candidate, or a group of candidates of one digit (grouped AICs). */
export interface LinkEnd extends CellDigit {
  /**
   * A grouped node: every cell of the group (the places of the digit where a box meets a row or
   * a column), ascending; `cell` is the first of them. Absent for a single candidate.
   */
  group?: number[];
}

/**
 * A link of a chain's reasoning, between two candidates (or groups). Strong: at least one of the
 * two is true (so if `from` is false, `to` is true). Weak: at most one of them is true (so if
 * `from` is true, `to` is false). A chain's links are listed in the order of its reasoning.
 */
export interface ChainLink {
  /** The link's first end. */
  from: LinkEnd;
  /** The link's second end. */
  to: LinkEnd;
  /** True for a strong link, false for a weak one. */
  strong: boolean;
}

/** The names of the techniques, easiest first. */
export type TechniqueName =
  | "naked single"
  | "hidden single"
  | "pointing"
  | "claiming"
  | "naked pair"
  | "hidden pair"
  | "naked triple"
  | "hidden triple"
  | "naked quad"
  | "hidden quad"
  | "x-wing"
  | "swordfish"
  | "jellyfish"
  | "bug+1"
  | "xy-wing"
  | "xyz-wing"
  | "w-wing"
  | "unique rectangle"
  | "finned x-wing"
  | "finned swordfish"
  | "finned jellyfish"
  | "simple colouring"
  | "x-chain"
  | "xy-chain"
  | "als-xz"
  | "aic"
  | "grouped aic"
  | "forcing chain"
  | "forcing net"
  | "cage combination"
  | "cage pointing"
  | "cage interaction"
  | "hidden cage digit"
  | "innies/outies"
  | "thermometer"
  | "arrow"
  | "little killer"
  | "kropki dot"
  | "nonconsecutive";

/** One logical step: what to do and why, in words a person can follow. */
export interface LogicStep {
  /** The technique the step uses. */
  technique: TechniqueName;
  /** The cells the reasoning is about (the pattern). */
  cells: number[];
  /** The digits the step places. */
  placements: CellDigit[];
  /** The candidates the step removes. */
  eliminations: CellDigit[];
  /** The step in words, cells named `r1c1` style. */
  explanation: string;
  /** For hidden singles: the kind of house (box is the easiest to see; diagonal in the X variant). */
  house?: "row" | "column" | "box" | "diagonal" | "region";
  /** For unique rectangles: the type (1 to 4). */
  rectangleType?: 1 | 2 | 3 | 4;
  /** For chains, wings and colouring: the links of the reasoning, to draw (see {@link ChainLink}). */
  links?: ChainLink[];
  /**
   * For forcing chains and nets: the nodes of the reasoning (each choice, the singles it forces,
   * the forcing chains inside a net), which the SE-like number's length bonus counts.
   */
  nodes?: number;
  /** For forcing chains and nets: each branch's implications, link by link (nets nested). */
  proof?: ForcingProof;
  /**
   * For forcing chains and nets: Sudoku Explainer's level that found the step, which sets its base
   * value: a forcing chain's 1 Nishio, 2 multiple, 3 dynamic (see `SE_CHAIN_LEVELS`); a forcing
   * net's 1 dynamic forcing chains (+), 2..5 nested forcing chains (see `SE_FORCING_LEVELS`).
   */
  seLevel?: number;
}

/**
 * A board from placed digits (0 = empty), candidates computed from the rules.
 *
 * @example
 * ```ts
 * const board = boardFromValues(sudokuGeometry(4), [1,0,0,0, 0,0,0,0, 0,0,0,0, 0,0,0,0]);
 * ```
 */
export function boardFromValues(geometry: SudokuGeometry, values: ArrayLike<number>): LogicBoard {
  const table = houseTable(geometry);
  const board: LogicBoard = {
    table,
    values: new Uint8Array(table.cellCount),
    cands: new Int32Array(table.cellCount).fill(table.allMask),
  };
  for (let cell = 0; cell < table.cellCount; cell++) {
    const v = values[cell]!;
    if (v > 0) placeDigit(board, cell, v);
  }
  return board;
}

/**
 * A board from placed digits and the user's own pencil marks (one mask per cell; ignored for
 * placed cells). A mark that the rules already rule out (the digit is placed in a peer) is dropped;
 * every other mark is kept as given, so that hints follow the user's own state.
 *
 * @example
 * ```ts
 * const board = boardFromMarks(sudokuGeometry(9), values, marks);
 * ```
 */
export function boardFromMarks(
  geometry: SudokuGeometry,
  values: ArrayLike<number>,
  marks: ArrayLike<number>,
): LogicBoard {
  const table = houseTable(geometry);
  const board: LogicBoard = {
    table,
    values: Uint8Array.from(values),
    cands: new Int32Array(table.cellCount),
  };
  const rules = boardFromValues(geometry, values);
  for (let cell = 0; cell < table.cellCount; cell++) {
    board.cands[cell] = board.values[cell]! > 0 ? 0 : marks[cell]! & rules.cands[cell]!;
  }
  return board;
}

/** A copy of a board. */
export function cloneBoard(board: LogicBoard): LogicBoard {
  const copy: LogicBoard = {
    table: board.table,
    values: board.values.slice(),
    cands: board.cands.slice(),
  };
  if (board.assumeUnique) copy.assumeUnique = true;
  if (board.variant) copy.variant = board.variant;
  return copy;
}

/** Places a digit and removes it from the candidates of the cell's peers. */
export function placeDigit(board: LogicBoard, cell: number, digit: number): void {
  const { peers, peerStart } = board.table;
  board.values[cell] = digit;
  board.cands[cell] = 0;
  const bit = ~(1 << (digit - 1));
  for (let k = peerStart[cell]!, end = peerStart[cell + 1]!; k < end; k++)
    board.cands[peers[k]!]! &= bit;
}

/** Applies a step's placements and eliminations. */
export function applyStep(board: LogicBoard, step: LogicStep): void {
  for (const e of step.eliminations) board.cands[e.cell]! &= ~(1 << (e.digit - 1));
  for (const p of step.placements) placeDigit(board, p.cell, p.digit);
}

/** Number of empty cells. */
export function emptyCount(board: LogicBoard): number {
  let n = 0;
  for (let i = 0; i < board.values.length; i++) if (board.values[i] === 0) n++;
  return n;
}

/**
 * A contradiction on the board in words (an empty cell with no candidate, a digit with no place
 * in a house, the same digit twice in a house), or null.
 */
export function findContradiction(
  board: LogicBoard,
  name: (cell: number) => string,
): string | null {
  const { size: n, houses, houseCount, cellCount } = board.table;
  for (let cell = 0; cell < cellCount; cell++) {
    if (board.values[cell] === 0 && board.cands[cell] === 0) {
      return `${name(cell)} has no possible digit left`;
    }
  }
  for (let h = 0; h < houseCount; h++) {
    let placed = 0;
    let possible = 0;
    for (let i = 0; i < n; i++) {
      const cell = houses[h * n + i]!;
      const v = board.values[cell]!;
      if (v > 0) {
        const bit = 1 << (v - 1);
        if (placed & bit) return `digit ${v} appears twice in ${unitName(board.table.geometry, h)}`;
        placed |= bit;
      } else possible |= board.cands[cell]!;
    }
    const missing = board.table.allMask & ~placed & ~possible;
    if (missing !== 0) {
      let d = 1;
      while (!((missing >>> (d - 1)) & 1)) d++;
      return `digit ${d} has no place left in ${unitName(board.table.geometry, h)}`;
    }
  }
  return null;
}
