/**
 * Sudoku Explainer's forcing-chain levels (SE 1.2.1), written from SE's published description,
 * not its code. Each level assumes a candidate true (and, at the dynamic levels, false) and
 * follows what it forces on a copy of the board:
 * - static (Nishio 7.5, multiple 8.0): only the links of the board the branch starts from: a cell
 *   with two candidates, a digit with two places in a house (a true candidate removes its peers);
 *   only cells of three candidates or more are tried (two are chains of the levels below);
 * - dynamic (8.5 and up): a single counts on the branch's board as it stands;
 * - (+) (9.0 and up): where singles run out, locked candidates, pairs, triples, X-wing and
 *   swordfish go on;
 * - nested (9.5 .. 11.0): where those run out too, a forcing search of a level below, inside the
 *   branch, giving its step of least complexity (9.5: forcing chains (contradictions, static); 10.0: multiple forcing chains (static,
 *   cell and region); 10.5: dynamic forcing chains; 11.0: dynamic forcing chains (+)).
 * A candidate whose branch (assumed true) ends in a contradiction is false, and one whose branch
 * assumed false does is true (Nishio and dynamic levels; not the static multiple level); what
 * every candidate of a cell (or every place of a digit in a house) leads to is true (multiple and
 * dynamic levels), and at the dynamic levels what a candidate of a cell of three or more leads to
 * both when true and when false. A level gives the step of least complexity it finds (SE's rule:
 * a step is rated by the easiest hint found), so the rating is its value plus SE's length bonus
 * (see `seLengthBonus`) over the complexity: the implications the conclusion needs, the nested
 * forcing chains' own implications included.
 * Cost: one or two branches per candidate, each O(peers) per single it places (O(singles * N^2)
 * for the one traced), times the nested search where it runs (one branch per candidate of the
 * branch's board): milliseconds to seconds per step.
 */

import { popcount } from "../general.js";
import { unitName, valueChar } from "../grid.js";
import {
  type CellDigit,
  cloneBoard,
  findContradiction,
  type LogicBoard,
  type LogicStep,
  placeDigit,
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
import { bilocalDigits, loneDigits } from "./singles.js";
import { hiddenSubset, nakedSubset } from "./subsets.js";
import { eliminationsWords, listWords, nameOf } from "./words.js";

/** How a forcing search follows a branch. */
export interface ChainMode {
  /** Singles judged on the branch's board (else only bivalue cells and bilocal digits of its start). */
  dynamic: boolean;
  /** SE's "+" rules inside a branch: locked candidates, pairs, triples, X-wing, swordfish. */
  plus: boolean;
  /** Cell and region forcing (SE's "multiple" chains). */
  multiple: boolean;
  /** A candidate whose branch contradicts itself is false (SE: every level but static multiple). */
  contradiction: boolean;
  /**
   * Candidates followed assumed false too: a contradiction makes one true, and with `multiple`,
   * what a candidate of a cell of three or more forces both ways holds (SE's dynamic levels).
   */
  both: boolean;
  /** Only cells of three candidates or more are tried (SE's static levels). */
  threePlus: boolean;
  /** The forcing search run inside a branch where the rest runs out (nested chains), or null. */
  inner: ChainMode | null;
}

/** One of SE's forcing levels: its base value, SE's name and how it searches. */
export interface SeForcingLevel {
  /** 1..3 for the forcing chains below 9 (Nishio, multiple, dynamic); 1..5 for the nets above. */
  level: number;
  /** SE's base value (a step adds the length bonus). */
  value: number;
  /** SE's name of the level. */
  name: string;
  /** How its branches are followed. */
  mode: ChainMode;
}

const STATIC: ChainMode = {
  dynamic: false,
  plus: false,
  multiple: false,
  contradiction: true,
  both: false,
  threePlus: false,
  inner: null,
};
// SE's dynamic chains follow a candidate both ways at every level (8.5 and up, inner ones too)
const DYNAMIC: ChainMode = { ...STATIC, dynamic: true, multiple: true, both: true };
const DYNAMIC_PLUS: ChainMode = { ...DYNAMIC, plus: true };

/** SE's forcing chains below 9, easiest first (technique "forcing chain"). */
export const SE_CHAIN_LEVELS: readonly SeForcingLevel[] = [
  {
    level: 1,
    value: 7.5,
    name: "Nishio forcing chains",
    mode: { ...STATIC, both: true, threePlus: true },
  },
  {
    level: 2,
    value: 8.0,
    name: "multiple forcing chains",
    mode: { ...STATIC, multiple: true, contradiction: false, threePlus: true },
  },
  { level: 3, value: 8.5, name: "dynamic forcing chains", mode: DYNAMIC },
];

/** SE's levels above 9, easiest first (technique "forcing net"). */
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
  /** The implications (null while searching: only the branch that gives a step is traced). */
  trail: Trail | null;
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
    for (let i = 0; i < n; i++) {
      const cell = houses[h * n + i]!;
      const v = board.values[cell]!;
      seen |= v > 0 ? 1 << (v - 1) : board.cands[cell]!;
    }
    const missing = allMask & ~seen;
    if (missing !== 0 && (!start || (missing & bilocalDigits(start, h)) !== 0)) return true;
  }
  return false;
}

/**
 * The singles on the board, naked (a cell with one candidate) then hidden (a digit with one place
 * in a house), each as `cell * 32 + digit` into `out` (cleared first). With `start` (static
 * chains) only where the cell had two candidates, or the digit two places in the house, on `start`.
 */
function singles(board: LogicBoard, start: LogicBoard | null, out: number[]): void {
  out.length = 0;
  const { size: n, houses, houseCount, cellCount } = board.table;
  for (let cell = 0; cell < cellCount; cell++) {
    const m = board.cands[cell]!;
    if (board.values[cell] !== 0 || m === 0 || (m & (m - 1)) !== 0) continue;
    if (start && popcount(start.cands[cell]!) !== 2) continue;
    out.push(cell * 32 + 31 - Math.clz32(m) + 1);
  }
  for (let h = 0; h < houseCount; h++) {
    let lone = loneDigits(board, h);
    if (lone !== 0 && start) lone &= bilocalDigits(start, h);
    for (; lone !== 0; lone &= lone - 1) {
      const bit = lone & -lone;
      for (let i = 0; i < n; i++) {
        const cell = houses[h * n + i]!;
        if (board.cands[cell]! & bit) out.push(cell * 32 + 31 - Math.clz32(bit) + 1);
      }
    }
  }
}

/** What a branch records: a Trail, or while searching only the board's changes. */
type Recorder = Pick<Trail, "place" | "assumeOff" | "remove" | "rule">;
const drop = (board: LogicBoard, cell: number, digit: number) => {
  board.cands[cell]! &= ~(1 << (digit - 1));
};
const BOARD_ONLY: Recorder = {
  place: (board, cell, digit) => placeDigit(board, cell, digit),
  assumeOff: drop,
  remove: drop,
  rule: drop,
};

/**
 * The branches' boards, reused as a stack: a level's search (and a nested search inside a branch)
 * takes boards above its mark and gives them back when it returns (`released`), so that following
 * hundreds of thousands of branches allocates no board after the first few.
 */
const boards: LogicBoard[] = [];
let boardsTop = 0;

/** A copy of `start` from the stack of boards. */
function boardCopy(start: LogicBoard): LogicBoard {
  const b = boards[boardsTop];
  if (!b || b.table !== start.table || start.variant || b.variant) {
    boards[boardsTop++] = cloneBoard(start);
    return boards[boardsTop - 1]!;
  }
  boardsTop++;
  b.values.set(start.values);
  b.cands.set(start.cands);
  if (start.assumeUnique) b.assumeUnique = true;
  else delete b.assumeUnique;
  return b;
}

/** Runs `work`, then gives back the boards it took. */
function released<T>(work: () => T): T {
  const mark = boardsTop;
  try {
    return work();
  } finally {
    boardsTop = mark;
  }
}

/**
 * The links a static chain may use, from the board its search starts on: the cells with two
 * candidates, and each house's digits with two places.
 */
interface StaticLinks {
  pairs: Uint8Array;
  bilocal: Int32Array;
}

/** The static links of `start` (see `StaticLinks`). O(N^2). */
function staticLinks(start: LogicBoard): StaticLinks {
  const { houseCount, cellCount } = start.table;
  const pairs = new Uint8Array(cellCount);
  for (let cell = 0; cell < cellCount; cell++)
    pairs[cell] = popcount(start.cands[cell]!) === 2 ? 1 : 0;
  const bilocal = new Int32Array(houseCount);
  for (let h = 0; h < houseCount; h++) bilocal[h] = bilocalDigits(start, h);
  return { pairs, bilocal };
}

/** Cells whose candidates changed since settle looked at them (a stack, reused). */
const changedCells: number[] = [];
/** Houses holding such a cell (flags by house, reused). */
let changedHouses = new Uint8Array(64);

/** Marks a cell changed (and its houses), for `settle`. */
function touch(board: LogicBoard, cell: number): void {
  const { cellHouseList, cellHouseStart } = board.table;
  changedCells.push(cell);
  for (let k = cellHouseStart[cell]!; k < cellHouseStart[cell + 1]!; k++)
    changedHouses[cellHouseList[k]!] = 1;
}

/** Marks a cell and its peers changed (a placement there), for `settle`. */
function touchPeers(board: LogicBoard, cell: number): void {
  const { peers, peerStart } = board.table;
  touch(board, cell);
  for (let k = peerStart[cell]!; k < peerStart[cell + 1]!; k++) touch(board, peers[k]!);
}

/** Places a digit, marking what changed. */
function settlePlace(board: LogicBoard, cell: number, digit: number): void {
  const { peers, peerStart } = board.table;
  const bit = 1 << (digit - 1);
  touch(board, cell);
  for (let k = peerStart[cell]!; k < peerStart[cell + 1]!; k++)
    if (board.cands[peers[k]!]! & bit) touch(board, peers[k]!);
  placeDigit(board, cell, digit);
}

/**
 * Places the singles that the changes marked since the board was last settled (`touch`) lead to,
 * and those they lead to, until none is left; false when a cell loses its last candidate or a
 * digit its last place in a house. With `links` (static chains), only where the cell had two
 * candidates, or the digit two places in the house, on the board the search started from. The
 * board before the changes had no single and no contradiction (a search's board, or one settled).
 * Singles are placed as they are seen: the order does not change where they end (they only
 * remove candidates). O(peers) a changed cell, O(N) a changed house.
 */
function settle(board: LogicBoard, links: StaticLinks | null): boolean {
  const { size: n, houses, houseCount, allMask } = board.table;
  const { values, cands } = board;
  try {
    for (;;) {
      while (changedCells.length > 0) {
        const cell = changedCells.pop()!;
        if (values[cell] !== 0 || (links && !links.pairs[cell])) continue;
        const m = cands[cell]!;
        if (m === 0) return false;
        if ((m & (m - 1)) === 0) settlePlace(board, cell, 32 - Math.clz32(m));
      }
      let h = 0;
      while (h < houseCount && !changedHouses[h]) h++;
      if (h === houseCount) return true;
      changedHouses[h] = 0;
      let once = 0;
      let twice = 0;
      let placed = 0;
      for (let i = h * n; i < h * n + n; i++) {
        const cell = houses[i]!;
        const v = values[cell]!;
        if (v > 0) placed |= 1 << (v - 1);
        const m = cands[cell]!;
        twice |= once & m;
        once |= m;
      }
      const linked = links ? links.bilocal[h]! : allMask;
      if ((allMask & ~(once | placed) & linked) !== 0) return false;
      for (let lone = once & ~twice & ~placed & linked; lone !== 0; lone &= lone - 1) {
        const bit = lone & -lone;
        for (let i = h * n; i < h * n + n; i++) {
          const cell = houses[i]!;
          if (cands[cell]! & bit) {
            settlePlace(board, cell, 32 - Math.clz32(bit));
            break;
          }
        }
      }
    }
  } finally {
    changedCells.length = 0;
    changedHouses.fill(0, 0, houseCount);
  }
}

/**
 * True when `board` has no single and no contradiction (as `settle` sees them, with `links` for
 * static chains): a branch from it need only look where it changed the board.
 */
function isSettled(board: LogicBoard, links: StaticLinks | null): boolean {
  if (changedHouses.length < board.table.houseCount)
    changedHouses = new Uint8Array(board.table.houseCount);
  return released(() => {
    const copy = boardCopy(board);
    for (let cell = 0; cell < board.table.cellCount; cell++) touch(copy, cell);
    return settle(copy, links) && copy.values.every((v, cell) => v === board.values[cell]);
  });
}

/** Marks the cells a step changes, for `settle`. */
function touchStep(board: LogicBoard, step: LogicStep): void {
  for (const e of step.eliminations) touch(board, e.cell);
  for (const p of step.placements) touchPeers(board, p.cell);
}

/**
 * Assumes a choice true (or false, `on` false) on a copy of the board and follows it as the mode
 * says, recording each implication.
 */
function follow(
  start: LogicBoard,
  choice: CellDigit,
  on: boolean,
  mode: ChainMode,
  traced: boolean,
  links: StaticLinks | null,
  settled: boolean,
): Branch {
  const board = boardCopy(start);
  const trail = traced ? new Trail(start) : null;
  const rec = trail ?? BOARD_ONLY;
  if (on) rec.place(board, choice.cell, choice.digit);
  else rec.assumeOff(board, choice.cell, choice.digit);
  if (trail === null) {
    if (!settled) for (let cell = 0; cell < board.table.cellCount; cell++) touch(board, cell);
    else if (on) touchPeers(board, choice.cell);
    else touch(board, choice.cell);
  }
  const from = mode.dynamic ? null : start;
  const found: number[] = [];
  // a branch followed only for its board (not traced) settles its singles in sweeps: singles
  // reach the same board (or a contradiction) in any order
  for (;;) {
    if (trail === null) {
      if (!settle(board, links)) return { board, trail, contradiction: true };
    } else {
      if (contradicts(board, from)) return { board, trail, contradiction: true };
      // every single of one scan, in turn (one an earlier one took or ruled out is left: the next
      // scan sees what it leads to)
      singles(board, from, found);
      let placed = false;
      for (const x of found) {
        const cell = x >> 5;
        const digit = x & 31;
        if (board.values[cell] !== 0 || !(board.cands[cell]! & (1 << (digit - 1)))) continue;
        rec.place(board, cell, digit);
        placed = true;
      }
      if (placed) continue;
    }
    let step: LogicStep | null = null;
    if (mode.plus)
      for (const rule of PLUS_RULES) {
        step = rule(board);
        if (step) break;
      }
    if (step) {
      for (const e of step.eliminations) rec.rule(board, e.cell, e.digit, step.technique);
      if (trail === null) touchStep(board, step);
      continue;
    }
    // the inner step of least complexity, as SE takes its easiest hint (not the first found)
    const inner = mode.inner;
    if (inner) step = released(() => search(board, inner, true));
    if (!step) return { board, trail, contradiction: false };
    for (const e of step.eliminations) rec.remove(board, e.cell, e.digit, step.proof!);
    for (const p of step.placements) rec.place(board, p.cell, p.digit, step.proof);
    if (trail === null) touchStep(board, step);
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

/** A choice followed: a candidate assumed true, or false (`on` false). */
interface Choice {
  c: CellDigit;
  on: boolean;
}

/** A branch's proof: the implications its goals need (or its contradiction's). */
function branchProof(
  b: Branch,
  choice: Choice,
  goals: { node: CellDigit; on: boolean }[],
): ForcingBranch {
  const trail = b.trail!;
  const contradiction = b.contradiction ? trail.contradiction(b.board) : null;
  const wanted = contradiction ? contradiction.because.map((node) => ({ node, on: false })) : goals;
  return {
    assume: choice.c,
    ...(choice.on ? {} : { off: true as const }),
    implications: trail.needed(wanted),
    ...(contradiction ? { contradiction } : {}),
  };
}

/** A step found, with its complexity; the text is written only for the one kept. */
interface Found {
  nodes: number;
  proof: ForcingProof;
  make: (proof: ForcingProof, nodes: number) => LogicStep;
}

const label = (board: LogicBoard, c: CellDigit, on = true) =>
  `${nameOf(board, c.cell)} ${on ? "=" : "≠"} ${valueChar(c.digit)}`;

/** A choice whose branch contradicts itself: a candidate assumed true is false, or true. */
function contradictionStep(board: LogicBoard, choice: Choice, b: Branch): Found {
  const proof = { branches: [branchProof(b, choice, [])] };
  const { c, on } = choice;
  const conclusion = on
    ? `${nameOf(board, c.cell)} is not ${valueChar(c.digit)}: remove ${eliminationsWords(board, [c])}`
    : `${nameOf(board, c.cell)} is ${valueChar(c.digit)}: place ${label(board, c)}`;
  return {
    nodes: proofComplexity(proof),
    proof,
    make: (proof, nodes) => ({
      technique: "forcing net",
      cells: [c.cell],
      placements: on ? [] : [c],
      eliminations: on ? [c] : [],
      nodes,
      proof,
      explanation: `If ${label(board, c, on)}: ${branchText(board, proof.branches[0]!)}; a contradiction (${findContradiction(b.board, (cell) => nameOf(board, cell))}). So ${conclusion}`,
    }),
  };
}

/**
 * What every choice leads to (none contradicting), or null when they agree on nothing; `trace`
 * gives a choice's branch with its implications.
 */
function commonStep(
  board: LogicBoard,
  choices: Choice[],
  branches: Branch[],
  what: string,
  trace: (choice: Choice) => Branch,
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
    branches: choices.map((c) => branchProof(trace(c), c, goals)),
  };
  return {
    nodes: proofComplexity(proof),
    proof,
    make: (proof, nodes) => {
      const outcome = place
        ? listWords(placements.map((p) => label(board, p)))
        : `${eliminationsWords(board, eliminations)} can be removed`;
      const each = proof.branches
        .map((b) => `if ${label(board, b.assume, !b.off)}: ${branchText(board, b)}`)
        .join("; ");
      return {
        technique: "forcing net",
        cells: [...new Set(choices.map((c) => c.c.cell))],
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
 * followed); else the first found (cell by cell: its candidates' contradictions, then what a
 * candidate forces both ways, then the cell's forcing; then the houses' region forcing).
 * `branches` holds the branches followed (by candidate and way), for another search of the board
 * whose branches are followed alike.
 */
function search(
  board: LogicBoard,
  mode: ChainMode,
  best: boolean,
  branches = new Map<number, Branch>(),
): LogicStep | null {
  const { size: n, houses, houseCount, cellCount } = board.table;
  const links = mode.dynamic ? null : staticLinks(board);
  const settled = isSettled(board, links);
  const follows =
    (traced: boolean) =>
    ({ c, on }: Choice) => {
      const key = ((((c.cell * n + c.digit - 1) << 1) | (on ? 1 : 0)) << 1) | (traced ? 1 : 0);
      let b = branches.get(key);
      if (!b) branches.set(key, (b = follow(board, c, on, mode, traced, links, settled)));
      return b;
    };
  const branch = follows(false);
  const trace = follows(true);
  let kept: Found | null = null;
  const offer = (f: Found | null): boolean => {
    if (f && (!kept || f.nodes < kept.nodes)) kept = f;
    return kept !== null && !best;
  };
  const consider = (choices: Choice[], what: () => string): boolean => {
    const bs = choices.map(branch);
    if (bs.some((b) => b.contradiction)) return false;
    return offer(commonStep(board, choices, bs, what(), trace));
  };
  const fewest = mode.threePlus ? 3 : 2;
  for (let cell = 0; cell < cellCount; cell++) {
    if (board.values[cell] !== 0 || popcount(board.cands[cell]!) < fewest) continue;
    const choices: Choice[] = [];
    for (let m = board.cands[cell]!; m !== 0; m &= m - 1)
      choices.push({ c: { cell, digit: 31 - Math.clz32(m & -m) + 1 }, on: true });
    for (const choice of choices) {
      if (!mode.contradiction) break;
      const ways = mode.both ? [choice, { c: choice.c, on: false }] : [choice];
      for (const way of ways) {
        const b = branch(way);
        if (b.contradiction && offer(contradictionStep(board, way, trace(way)))) return done(kept);
      }
    }
    if (mode.both && mode.multiple && choices.length > 2)
      for (const choice of choices) {
        const what = () => `${label(board, choice.c)} or not`;
        if (consider([choice, { c: choice.c, on: false }], what)) return done(kept);
      }
    if (mode.multiple) {
      const what = () =>
        `${nameOf(board, cell)} is ${listWords(
          choices.map((c) => valueChar(c.c.digit)),
          "or",
        )}`;
      if (consider(choices, what)) return done(kept);
    }
  }
  if (mode.multiple)
    for (let h = 0; h < houseCount; h++)
      for (let d = 1; d <= n; d++) {
        const places: Choice[] = [];
        for (let i = 0; i < n; i++) {
          const cell = houses[h * n + i]!;
          if (board.values[cell] === 0 && board.cands[cell]! & (1 << (d - 1)))
            places.push({ c: { cell, digit: d }, on: true });
        }
        // SE's static levels reach a house from its digit's first place, a cell of 3 or more
        if (places.length < 2 || popcount(board.cands[places[0]!.c.cell]!) < fewest) continue;
        const what = () =>
          `${valueChar(d)} goes in ${unitName(board.table.geometry, h)} at ${listWords(
            places.map((p) => nameOf(board, p.c.cell)),
            "or",
          )}`;
        if (consider(places, what)) return done(kept);
      }
  return done(kept);
}

const done = (f: Found | null): LogicStep | null => (f ? f.make(f.proof, f.nodes) : null);

/**
 * The step of the first of `levels` that finds anything (its step of least complexity, or with
 * `firstOnly` for a level, its first), named `technique`, its `seLevel` the level's number.
 */
function levelStep(
  board: LogicBoard,
  levels: readonly SeForcingLevel[],
  technique: "forcing chain" | "forcing net",
  best: (level: SeForcingLevel) => boolean,
): LogicStep | null {
  // levels that follow branches alike (SE's static Nishio and multiple chains) share them (and
  // their boards, given back when the levels are done)
  const followed = new Map<string, Map<number, Branch>>();
  return released(() => {
    for (const level of levels) {
      const { dynamic, plus, inner } = level.mode;
      const key = `${dynamic} ${plus} ${JSON.stringify(inner)}`;
      if (!followed.has(key)) followed.set(key, new Map());
      const step = search(board, level.mode, best(level), followed.get(key));
      if (step)
        return {
          ...step,
          technique,
          seLevel: level.level,
          explanation: `${level.name}: ${step.explanation}`,
        };
    }
    return null;
  });
}

/**
 * The easiest step of SE's forcing chains below 9: Nishio forcing chains (7.5), multiple
 * forcing chains (8.0), dynamic forcing chains (8.5), the first level that finds anything giving
 * its step of least complexity; `seLevel` says which (1..3, values in `SE_CHAIN_LEVELS`).
 *
 * @example
 * ```ts
 * seChainStep(board)?.seLevel; // 1 (Nishio) .. 3 (dynamic)
 * ```
 */
export function seChainStep(board: LogicBoard): LogicStep | null {
  return levelStep(board, SE_CHAIN_LEVELS, "forcing chain", () => true);
}

/**
 * The easiest step of SE's forcing levels above 9: the levels tried in turn (dynamic forcing chains
 * (+), then nested forcing chains), the first that finds anything giving its step (of least
 * complexity at level 1, the first found at the nested levels: the least complex there took 2-9x
 * as long on the forum's SE 11+ puzzles and rated some below SE's 11.0). The step's `seLevel` says which
 * level (its value: `SE_FORCING_LEVELS`). Only on a board known to have one solution
 * (`assumeUnique`, as the uniqueness techniques); else null.
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
  return levelStep(board, SE_FORCING_LEVELS, "forcing net", (level) => level.level === 1);
}
