/**
 * Sudoku Explainer's forcing-chain levels above 9 (SE 1.2.1's "dynamic forcing chains (+)" and its
 * four levels of nested forcing chains), written from SE's published description, not its code.
 * Each level assumes a candidate true and follows what it forces on a copy of the board:
 * - dynamic: a single counts on the branch's board as it stands (static: only a cell with two
 *   candidates, or a digit with two places in a house, on the board the branch starts from);
 * - (+): where singles run out, locked candidates, pairs, triples, X-wing and swordfish go on;
 * - nested: where those run out too, a forcing search of the level below, inside the branch
 *   (9.5: forcing chains (contradictions, static); 10.0: multiple forcing chains (static, cell and
 *   region); 10.5: dynamic forcing chains; 11.0: dynamic forcing chains (+)).
 * A candidate whose branch ends in a contradiction is false; what every candidate of a cell (or
 * every place of a digit in a house) leads to is true. A level gives the step of least complexity
 * it finds (SE's rule: a step is rated by the easiest hint found), so the rating is its value plus
 * SE's length bonus (see `seLengthBonus`) over the complexity: the implications the conclusion
 * needs, the nested forcing chains' own implications included.
 * Cost: one branch per candidate, each O(singles * N^2), times the nested search where it runs
 * (one branch per candidate of the branch's board): milliseconds to seconds per step on a 9x9.
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
import { fish } from "./fish.js";
import {
  agreedFacts,
  branchText,
  type ForcingBranch,
  type ForcingProof,
  Trail,
} from "./forcing-proof.js";
import { claiming, pointing } from "./locked.js";
import { hiddenSubset, nakedSubset } from "./subsets.js";
import { eliminationsWords, listWords, nameOf } from "./words.js";

/** How a forcing search follows a branch. */
export interface ChainMode {
  /** Singles judged on the branch's board (else only bivalue cells and bilocal digits of its start). */
  dynamic: boolean;
  /** SE's "+" rules inside a branch: locked candidates, pairs, triples, X-wing, swordfish. */
  plus: boolean;
  /** Cell and region forcing besides contradictions (SE's "multiple" chains). */
  multiple: boolean;
  /** The forcing search run inside a branch where the rest runs out (nested chains), or null. */
  inner: ChainMode | null;
}

/** One of SE's levels: its number (1..5), base value, SE's name and how it searches. */
export interface SeForcingLevel {
  /** 1 for dynamic forcing chains (+), 2..5 for the nesting levels. */
  level: number;
  /** SE's base value (a step adds the length bonus). */
  value: number;
  /** SE's name of the level. */
  name: string;
  /** How its branches are followed. */
  mode: ChainMode;
}

const STATIC: ChainMode = { dynamic: false, plus: false, multiple: false, inner: null };
const DYNAMIC: ChainMode = { dynamic: true, plus: false, multiple: true, inner: null };
const DYNAMIC_PLUS: ChainMode = { ...DYNAMIC, plus: true };

/** SE's levels above 9, easiest first. */
export const SE_FORCING_LEVELS: readonly SeForcingLevel[] = [
  { level: 1, value: 9.0, name: "dynamic forcing chains (+)", mode: DYNAMIC_PLUS },
  {
    level: 2,
    value: 9.5,
    name: "nested forcing chains (+ forcing chains)",
    mode: { ...DYNAMIC_PLUS, inner: STATIC },
  },
  {
    level: 3,
    value: 10.0,
    name: "nested forcing chains (+ multiple forcing chains)",
    mode: { ...DYNAMIC_PLUS, inner: { ...STATIC, multiple: true } },
  },
  {
    level: 4,
    value: 10.5,
    name: "nested forcing chains (+ dynamic forcing chains)",
    mode: { ...DYNAMIC_PLUS, inner: DYNAMIC },
  },
  {
    level: 5,
    value: 11.0,
    name: "nested forcing chains (+ dynamic forcing chains (+))",
    mode: { ...DYNAMIC_PLUS, inner: DYNAMIC_PLUS },
  },
];

/** SE's "+" rules, tried in turn inside a branch. */
const PLUS_RULES: readonly ((b: LogicBoard) => LogicStep | null)[] = [
  pointing,
  claiming,
  (b) => nakedSubset(b, 2),
  (b) => hiddenSubset(b, 2),
  (b) => nakedSubset(b, 3),
  (b) => hiddenSubset(b, 3),
  (b) => fish(b, 2),
  (b) => fish(b, 3),
];

/** Where a choice led: the board after it, its implications, and whether it contradicts. */
interface Branch {
  board: LogicBoard;
  trail: Trail;
  contradiction: boolean;
}

/**
 * True when a cell has no candidate or a digit no place in a house (O(N^2)). With `start` (static
 * chains) only where the cell had two candidates, or the digit two places, on `start`: a candidate
 * made both true and false through bivalue and bilocal links.
 */
function contradicts(board: LogicBoard, start: LogicBoard | null): boolean {
  const { size: n, houses, houseCount, cellCount, allMask } = board.table;
  for (let cell = 0; cell < cellCount; cell++)
    if (board.values[cell] === 0 && board.cands[cell] === 0)
      if (!start || popcount(start.cands[cell]!) === 2) return true;
  for (let h = 0; h < houseCount; h++) {
    let seen = 0;
    let startOnce = 0;
    let startTwice = 0;
    let startThrice = 0;
    for (let i = 0; i < n; i++) {
      const cell = houses[h * n + i]!;
      const v = board.values[cell]!;
      seen |= v > 0 ? 1 << (v - 1) : board.cands[cell]!;
      if (start) {
        const m = start.cands[cell]!;
        startThrice |= startTwice & m;
        startTwice |= startOnce & m;
        startOnce |= m;
      }
    }
    const missing = allMask & ~seen;
    if (missing !== 0 && (!start || (missing & startTwice & ~startThrice) !== 0)) return true;
  }
  return false;
}

/**
 * The first single on the board: a cell with one candidate, or a digit with one place in a house.
 * With `start` (static chains) only where the cell had two candidates, or the digit two places in
 * the house, on `start`.
 */
function single(board: LogicBoard, start: LogicBoard | null): CellDigit | null {
  const { size: n, houses, houseCount, cellCount } = board.table;
  for (let cell = 0; cell < cellCount; cell++) {
    const m = board.cands[cell]!;
    if (board.values[cell] !== 0 || m === 0 || (m & (m - 1)) !== 0) continue;
    if (start && popcount(start.cands[cell]!) !== 2) continue;
    return { cell, digit: 31 - Math.clz32(m) + 1 };
  }
  for (let h = 0; h < houseCount; h++) {
    let once = 0;
    let twice = 0;
    let placed = 0;
    let startTwice = 0;
    let startThrice = 0;
    let startOnce = 0;
    for (let i = 0; i < n; i++) {
      const cell = houses[h * n + i]!;
      const v = board.values[cell]!;
      if (v > 0) placed |= 1 << (v - 1);
      const m = board.cands[cell]!;
      twice |= once & m;
      once |= m;
      if (start) {
        const s = start.cands[cell]!;
        startThrice |= startTwice & s;
        startTwice |= startOnce & s;
        startOnce |= s;
      }
    }
    let lone = once & ~twice & ~placed;
    if (start) lone &= startTwice & ~startThrice;
    if (lone === 0) continue;
    const bit = lone & -lone;
    for (let i = 0; i < n; i++) {
      const cell = houses[h * n + i]!;
      if (board.cands[cell]! & bit) return { cell, digit: 31 - Math.clz32(bit) + 1 };
    }
  }
  return null;
}

/** Assumes a choice on a copy of the board and follows it as the mode says, recording each implication. */
function follow(start: LogicBoard, choice: CellDigit, mode: ChainMode): Branch {
  const board = cloneBoard(start);
  const trail = new Trail(start);
  trail.place(board, choice.cell, choice.digit);
  const from = mode.dynamic ? null : start;
  for (;;) {
    if (contradicts(board, from)) return { board, trail, contradiction: true };
    const s = single(board, from);
    if (s) {
      trail.place(board, s.cell, s.digit);
      continue;
    }
    let step: LogicStep | null = null;
    if (mode.plus)
      for (const rule of PLUS_RULES) {
        step = rule(board);
        if (step) break;
      }
    if (step) {
      for (const e of step.eliminations) trail.rule(board, e.cell, e.digit, step.technique);
      continue;
    }
    if (mode.inner) step = search(board, mode.inner, false);
    if (!step) return { board, trail, contradiction: false };
    for (const e of step.eliminations) trail.remove(board, e.cell, e.digit, step.proof!);
    for (const p of step.placements) trail.place(board, p.cell, p.digit, step.proof);
  }
}

/**
 * The complexity of a proof as SE's length bonus counts it: each chain counted on its own (SE
 * sums its chains' ancestors), a chain being what one end of a branch (a result, or one of the
 * false candidates of its contradiction) follows from; a fact given by a nested proof (or a "+"
 * rule) follows from every fact before it, and the first fact of the step a nested proof gives
 * weighs that proof's own complexity besides itself (`counted` holds the proofs weighed), in
 * every chain that needs it.
 *
 * @example
 * ```ts
 * proofComplexity(step.proof!); // the node count behind step.nodes
 * ```
 */
export function proofComplexity(proof: ForcingProof, counted = new Set<ForcingProof>()): number {
  let total = 0;
  for (const b of proof.branches) total += branchComplexity(b, counted);
  return total;
}

/** The complexity of one branch: the sum over its ends of the facts each needs. */
function branchComplexity(b: ForcingBranch, counted: Set<ForcingProof>): number {
  const facts = b.implications;
  const at = new Map<string, number>();
  const key = (c: CellDigit, on: boolean) => `${c.cell}:${c.digit}:${on ? 1 : 0}`;
  for (let i = 0; i < facts.length; i++) at.set(key(facts[i]!.node, facts[i]!.on), i);
  const weight = facts.map((f) => {
    const nested = f.provedWith !== undefined ? facts[f.provedWith]!.proof : f.proof;
    if (!nested || counted.has(nested)) return 1;
    counted.add(nested);
    return 1 + proofComplexity(nested, counted);
  });
  const whole = (f: ForcingBranch["implications"][number]) =>
    f.proof !== undefined || f.provedWith !== undefined || f.rule !== undefined;
  const parents = (i: number): number[] => {
    const f = facts[i]!;
    if (whole(f)) return [...Array(i).keys()];
    return f.because.map((c) => at.get(key(c, !f.on)) ?? -1).filter((j) => j >= 0);
  };
  let ends: number[];
  if (b.contradiction)
    ends = b.contradiction.because.map((c) => at.get(key(c, false)) ?? -1).filter((j) => j >= 0);
  else {
    const used = new Uint8Array(facts.length);
    for (let i = 0; i < facts.length; i++) for (const j of parents(i)) used[j] = 1;
    ends = [...facts.keys()].filter((i) => !used[i]);
  }
  let total = 0;
  for (const e of ends) {
    const seen = new Uint8Array(facts.length);
    const stack = [e];
    seen[e] = 1;
    while (stack.length > 0) {
      const i = stack.pop()!;
      total += weight[i]!;
      for (const j of parents(i))
        if (!seen[j]) {
          seen[j] = 1;
          stack.push(j);
        }
    }
  }
  return total;
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

/** A step found, with its complexity; the text is written only for the one kept. */
interface Found {
  nodes: number;
  proof: ForcingProof;
  make: (proof: ForcingProof, nodes: number) => LogicStep;
}

const label = (board: LogicBoard, c: CellDigit) =>
  `${nameOf(board, c.cell)} = ${valueChar(c.digit)}`;

/** A choice whose branch contradicts itself: it is false. */
function contradictionStep(board: LogicBoard, c: CellDigit, b: Branch): Found {
  const proof = { branches: [branchProof(b, c, [])] };
  return {
    nodes: proofComplexity(proof),
    proof,
    make: (proof, nodes) => ({
      technique: "forcing net",
      cells: [c.cell],
      placements: [],
      eliminations: [c],
      nodes,
      proof,
      explanation: `If ${label(board, c)}: ${branchText(board, proof.branches[0]!)}; a contradiction (${findContradiction(b.board, (cell) => nameOf(board, cell))}). So ${nameOf(board, c.cell)} is not ${valueChar(c.digit)}: remove ${eliminationsWords(board, [c])}`,
    }),
  };
}

/** What every choice leads to (none contradicting), or null when they agree on nothing. */
function commonStep(
  board: LogicBoard,
  choices: CellDigit[],
  branches: Branch[],
  what: string,
): Found | null {
  const { placements, eliminations } = agreedFacts(
    board,
    branches.map((b) => b.board),
  );
  if (placements.length === 0 && eliminations.length === 0) return null;
  const place = placements.length > 0;
  const result = place ? placements : eliminations;
  const goals = result.map((node) => ({ node, on: place }));
  const proof: ForcingProof = {
    branches: choices.map((c, i) => branchProof(branches[i]!, c, goals)),
  };
  return {
    nodes: proofComplexity(proof),
    proof,
    make: (proof, nodes) => {
      const outcome = place
        ? listWords(placements.map((p) => label(board, p)))
        : `${eliminationsWords(board, eliminations)} can be removed`;
      const each = proof.branches
        .map((b) => `if ${label(board, b.assume)}: ${branchText(board, b)}`)
        .join("; ");
      return {
        technique: "forcing net",
        cells: [...new Set(choices.map((c) => c.cell))],
        placements: place ? result : [],
        eliminations: place ? [] : result,
        nodes,
        proof,
        explanation: `${what}. ${each.charAt(0).toUpperCase()}${each.slice(1)}; in every case ${outcome}. One of the choices is true, so ${place ? `place ${outcome}` : `remove ${eliminationsWords(board, eliminations)}`}`,
      };
    },
  };
}

/**
 * A forcing search in a mode: with `best`, the step of least complexity found (every candidate
 * followed); else the first found (cell by cell: a contradiction, then the cell's forcing; then
 * the houses' region forcing).
 */
function search(board: LogicBoard, mode: ChainMode, best: boolean): LogicStep | null {
  const { size: n, houses, houseCount, cellCount } = board.table;
  const branches = new Map<number, Branch>();
  const branch = (c: CellDigit) => {
    const key = c.cell * n + c.digit - 1;
    let b = branches.get(key);
    if (!b) branches.set(key, (b = follow(board, c, mode)));
    return b;
  };
  let kept: Found | null = null;
  const offer = (f: Found | null): boolean => {
    if (f && (!kept || f.nodes < kept.nodes)) kept = f;
    return kept !== null && !best;
  };
  const consider = (choices: CellDigit[], what: () => string): boolean => {
    const bs = choices.map(branch);
    if (bs.some((b) => b.contradiction)) return false;
    return offer(commonStep(board, choices, bs, what()));
  };
  for (let cell = 0; cell < cellCount; cell++) {
    if (board.values[cell] !== 0) continue;
    const choices: CellDigit[] = [];
    for (let m = board.cands[cell]!; m !== 0; m &= m - 1)
      choices.push({ cell, digit: 31 - Math.clz32(m & -m) + 1 });
    for (const c of choices) {
      const b = branch(c);
      if (b.contradiction && offer(contradictionStep(board, c, b))) return done(kept);
    }
    if (mode.multiple && choices.length > 1) {
      const what = () =>
        `${nameOf(board, cell)} is ${listWords(
          choices.map((c) => valueChar(c.digit)),
          "or",
        )}`;
      if (consider(choices, what)) return done(kept);
    }
  }
  if (mode.multiple)
    for (let h = 0; h < houseCount; h++)
      for (let d = 1; d <= n; d++) {
        const places: CellDigit[] = [];
        for (let i = 0; i < n; i++) {
          const cell = houses[h * n + i]!;
          if (board.values[cell] === 0 && board.cands[cell]! & (1 << (d - 1)))
            places.push({ cell, digit: d });
        }
        if (places.length < 2) continue;
        const what = () =>
          `${valueChar(d)} goes in ${unitName(board.table.geometry, h)} at ${listWords(
            places.map((p) => nameOf(board, p.cell)),
            "or",
          )}`;
        if (consider(places, what)) return done(kept);
      }
  return done(kept);
}

const done = (f: Found | null): LogicStep | null => (f ? f.make(f.proof, f.nodes) : null);

/**
 * The easiest step of SE's forcing levels above 9: the levels tried in turn (dynamic forcing chains
 * (+), then nested forcing chains), the first that finds anything giving its step of least
 * complexity. The step's `seLevel` says which level (its value: `SE_FORCING_LEVELS`). Only on a
 * board known to have one solution (`assumeUnique`, as the uniqueness techniques); else null.
 *
 * @example
 * ```ts
 * seForcingStep(board)?.seLevel; // 1 .. 5
 * ```
 */
export function seForcingStep(board: LogicBoard): LogicStep | null {
  // on a grid with several solutions logic cannot finish, and these levels would follow every
  // candidate of a near-empty grid (hundreds, each with a search inside) for minutes
  if (!board.assumeUnique) return null;
  for (const level of SE_FORCING_LEVELS) {
    const step = search(board, level.mode, level.level === 1);
    if (step)
      return { ...step, seLevel: level.level, explanation: `${level.name}: ${step.explanation}` };
  }
  return null;
}
