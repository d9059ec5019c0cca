/**
 * Forcing chains, the last resort before a guess (Sudoku Explainer's dynamic forcing chains, with
 * singles as the links): take a cell with two or three candidates (cell forcing) or a digit with
 * two or three places in a house (unit forcing), try each in turn and follow the singles (naked
 * and hidden) that each choice forces, on a copy of the board.
 * - A choice that leads to a contradiction is false: it is removed.
 * - What every choice leads to (a digit placed, a candidate gone) is true whichever holds.
 * (Forcing nets, SE's levels above 9, are in se-forcing.ts.)
 * Cost: per cell or house, 2 or 3 propagations of O(N^2) per single; a few milliseconds per step
 * on a 9x9.
 */

import { popcount } from "../general.js";
import { unitName, valueChar } from "../grid.js";
import {
  type CellDigit,
  cloneBoard,
  findContradiction,
  type LogicBoard,
  type LogicStep,
} from "./board.js";
import {
  agreedFacts,
  branchText,
  type ForcingBranch,
  type ForcingProof,
  Trail,
} from "./forcing-proof.js";
import { hiddenSingle, nakedSingle } from "./singles.js";
import { eliminationsWords, listWords, nameOf } from "./words.js";

/** Where a choice led: the board after its singles, how many, and a contradiction if any. */
interface Branch {
  board: LogicBoard;
  singles: number;
  contradiction: string | null;
  /** The implications, as they happened. */
  trail: Trail;
}

/**
 * Assumes a choice on a copy of the board and follows the singles until none is left or a
 * contradiction shows, recording each implication.
 */
function follow(start: LogicBoard, choice: CellDigit): Branch {
  const board = cloneBoard(start);
  const trail = new Trail(start);
  trail.place(board, choice.cell, choice.digit);
  const name = (cell: number) => nameOf(board, cell);
  let singles = 0;
  for (;;) {
    const contradiction = findContradiction(board, name);
    if (contradiction) return { board, singles, contradiction, trail };
    const step = nakedSingle(board) ?? hiddenSingle(board);
    if (!step) return { board, singles, contradiction: null, trail };
    singles++;
    for (const p of step.placements) trail.place(board, p.cell, p.digit);
  }
}

/** A branch's proof: the implications its goals need (or its contradiction's). */
function branchProof(
  b: Branch,
  choice: CellDigit,
  goals: { node: CellDigit; on: boolean }[],
): ForcingBranch {
  const contradiction = b.contradiction ? b.trail.contradiction(b.board) : null;
  const wanted = contradiction ? contradiction.because.map((node) => ({ node, on: false })) : goals;
  return {
    assume: choice,
    implications: b.trail.needed(wanted),
    ...(contradiction ? { contradiction } : {}),
  };
}

/**
 * The step from a set of choices (exactly one of them true), or null when they agree on nothing.
 * `choices` are the cell/digit pairs; `what` names them in words.
 */
function fromChoices(board: LogicBoard, choices: CellDigit[], what: string): LogicStep | null {
  const branches = choices.map((c) => follow(board, c));
  const label = (c: CellDigit) => `${nameOf(board, c.cell)} = ${valueChar(c.digit)}`;
  // a choice that contradicts itself is false
  const bad = branches.findIndex((b) => b.contradiction !== null);
  if (bad >= 0 && branches.some((b) => b.contradiction === null)) {
    const c = choices[bad]!;
    const b = branches[bad]!;
    const branch = branchProof(b, c, []);
    return {
      technique: "forcing chain",
      cells: [c.cell],
      placements: [],
      eliminations: [c],
      nodes: 1 + b.singles,
      proof: { branches: [branch] },
      explanation: `${what}. If ${label(c)}: ${branchText(board, branch)}; a contradiction (${b.contradiction}). So ${nameOf(board, c.cell)} is not ${valueChar(c.digit)}: remove ${eliminationsWords(board, [c])}`,
    };
  }
  if (bad >= 0) return null; // every choice fails: the board is already wrong
  const { placements, eliminations } = agreedFacts(
    board,
    branches.map((b) => b.board),
  );
  if (placements.length === 0 && eliminations.length === 0) return null;
  // a placement is the clearest result: give only those when there are any
  const result = placements.length > 0 ? placements : eliminations;
  const outcome =
    placements.length > 0
      ? listWords(placements.map(label))
      : `${eliminationsWords(board, eliminations)} can be removed`;
  const goals = (placements.length > 0 ? placements : eliminations).map((node) => ({
    node,
    on: placements.length > 0,
  }));
  const proof: ForcingProof = {
    branches: choices.map((c, i) => branchProof(branches[i]!, c, goals)),
  };
  const each = proof.branches
    .map((b) => `if ${label(b.assume)}: ${branchText(board, b)}`)
    .join("; ");
  return {
    technique: "forcing chain",
    cells: [...new Set(choices.map((c) => c.cell))],
    placements: placements.length > 0 ? result : [],
    eliminations: placements.length > 0 ? [] : result,
    nodes: branches.reduce((sum, b) => sum + 1 + b.singles, 0),
    proof,
    explanation: `${what}. ${each.charAt(0).toUpperCase()}${each.slice(1)}; in every case ${outcome}. One of the choices is true, so ${placements.length > 0 ? `place ${outcome}` : `remove ${eliminationsWords(board, eliminations)}`}`,
  };
}

/**
 * The first forcing chain that gives something: cells with two candidates, houses where a digit
 * has two places, then the same with three.
 *
 * @example
 * ```ts
 * forcingChain(board)?.technique; // "forcing chain"
 * ```
 */
export function forcingChain(board: LogicBoard): LogicStep | null {
  const { size: n, houses, houseCount, cellCount } = board.table;
  for (let k = 2; k <= 3; k++) {
    // cell forcing
    for (let cell = 0; cell < cellCount; cell++) {
      const m = board.cands[cell]!;
      if (board.values[cell] !== 0 || popcount(m) !== k) continue;
      const choices: CellDigit[] = [];
      for (let x = m; x !== 0; x &= x - 1)
        choices.push({ cell, digit: 31 - Math.clz32(x & -x) + 1 });
      const step = fromChoices(
        board,
        choices,
        `${nameOf(board, cell)} is ${listWords(
          choices.map((c) => valueChar(c.digit)),
          "or",
        )}`,
      );
      if (step) return step;
    }
    // unit forcing
    for (let h = 0; h < houseCount; h++) {
      for (let d = 1; d <= n; d++) {
        const bit = 1 << (d - 1);
        const places: CellDigit[] = [];
        for (let i = 0; i < n; i++) {
          const cell = houses[h * n + i]!;
          if (board.values[cell] === 0 && board.cands[cell]! & bit) places.push({ cell, digit: d });
        }
        if (places.length !== k) continue;
        const step = fromChoices(
          board,
          places,
          `${valueChar(d)} goes in ${unitName(board.table.geometry, h)} at ${listWords(
            places.map((p) => nameOf(board, p.cell)),
            "or",
          )}`,
        );
        if (step) return step;
      }
    }
  }
  return null;
}
