/**
 * The proof of a forcing chain or net, link by link: for each branch (one choice assumed), the
 * implications from the assumption to the conclusion. A candidate turns false because a true one
 * is weakly linked to it (its cell, or the same digit in a house); a candidate turns true because
 * every other digit of its cell is false (naked single) or every other place of its digit in a
 * house is (hidden single); in a net, a forcing chain inside the branch proves what it gives
 * (nested as its own proof). Only the implications the conclusion needs are kept.
 * Cost: O(peers) per placement recorded, O(implications) to prune.
 */

import { cellName, type SudokuGeometry, unitName, valueChar } from "../grid.js";
import { type CellDigit, type LogicBoard, placeDigit } from "./board.js";

/** One implication of a branch. */
export interface Implication {
  /** The candidate made true (`on`) or false. */
  node: CellDigit;
  /** True when the candidate is made true (placed), false when it is ruled out. */
  on: boolean;
  /**
   * Why: for a false candidate, the true one it is weakly linked to; for a true one, the false
   * candidates (every other digit of its cell on the board the proof starts from, or every
   * other place of its digit in `house`). Empty for the assumption and for a nested proof's results.
   */
  because: CellDigit[];
  /** For a hidden single: the house index. */
  house?: number;
  /** In a net: the forcing chain inside the branch that gives this. */
  proof?: ForcingProof;
  /**
   * In a net: the technique inside the branch (pointing, a naked pair, an X-wing, ...) that rules
   * this candidate out on the branch's board (SE's "+" rules).
   */
  rule?: string;
  /**
   * In a net: given by the same inner forcing chain as the implication at this index of the
   * branch (which holds its `proof`; a proof is written once).
   */
  provedWith?: number;
}

/** One branch of a forcing proof: the choice assumed and what follows from it. */
export interface ForcingBranch {
  /** The candidate assumed true (or false, with `off`). */
  assume: CellDigit;
  /** True when the candidate is assumed false (SE's dynamic chains follow a candidate both ways). */
  off?: true;
  /** What follows from it, in order. */
  implications: Implication[];
  /** For a choice that fails: the false candidates that leave a cell or a house empty. */
  contradiction?: {
    /** The false candidates that empty the cell or the house. */
    because: CellDigit[];
    /** The house left without a place for a digit (its index), when that is the contradiction. */
    house?: number;
    /** The cell left without a candidate, when that is the contradiction. */
    cell?: number;
  };
}

/**
 * A forcing chain's proof: one branch per choice (exactly one choice is true: a cell's candidates,
 * a digit's places in a house, or one candidate assumed true and then false).
 */
export interface ForcingProof {
  /** One branch per choice, in order. */
  branches: ForcingBranch[];
}

const bitOf = (d: number) => 1 << (d - 1);

/** The implications of one branch as they happen, on a board copy. */
export class Trail {
  readonly facts: Implication[] = [];
  private readonly index = new Map<number, number>();
  private readonly n: number;
  /** The candidates of the board the proof starts from. */
  readonly start: Int32Array;

  constructor(board: LogicBoard) {
    this.n = board.table.size;
    this.start = board.cands.slice();
  }

  private key(c: CellDigit, on: boolean): number {
    return ((c.cell * this.n + c.digit - 1) << 1) | (on ? 1 : 0);
  }

  /** The index of a fact, or -1. */
  find(c: CellDigit, on: boolean): number {
    return this.index.get(this.key(c, on)) ?? -1;
  }

  private add(fact: Implication): void {
    const k = this.key(fact.node, fact.on);
    if (this.index.has(k)) return;
    this.index.set(k, this.facts.length);
    this.facts.push(fact);
  }

  /** Places a digit (recording it true, and every candidate it removes false). */
  place(board: LogicBoard, cell: number, digit: number, proof?: ForcingProof): void {
    const on = { cell, digit };
    this.add({
      node: on,
      on: true,
      ...this.reason(board, cell, digit),
      ...(proof ? { proof } : {}),
    });
    const { peers, peerStart } = board.table;
    for (let k = peerStart[cell]!; k < peerStart[cell + 1]!; k++) {
      const p = peers[k]!;
      if (board.values[p] === 0 && board.cands[p]! & bitOf(digit))
        this.add({ node: { cell: p, digit }, on: false, because: [on] });
    }
    for (let d = 1; d <= this.n; d++)
      if (d !== digit && board.cands[cell]! & bitOf(d))
        this.add({ node: { cell, digit: d }, on: false, because: [on] });
    placeDigit(board, cell, digit);
  }

  /** Assumes a candidate false: the branch's first fact (SE's dynamic chains follow both ways). */
  assumeOff(board: LogicBoard, cell: number, digit: number): void {
    this.add({ node: { cell, digit }, on: false, because: [] });
    board.cands[cell]! &= ~bitOf(digit);
  }

  /** Removes a candidate that a nested proof rules out. */
  remove(board: LogicBoard, cell: number, digit: number, proof: ForcingProof): void {
    this.add({ node: { cell, digit }, on: false, because: [], proof });
    board.cands[cell]! &= ~bitOf(digit);
  }

  /** Removes a candidate that a technique (`rule`) rules out on the branch's board. */
  rule(board: LogicBoard, cell: number, digit: number, rule: string): void {
    this.add({ node: { cell, digit }, on: false, because: [], rule });
    board.cands[cell]! &= ~bitOf(digit);
  }

  /** Why a digit goes in a cell: the other digits of the cell false, or the other places in a house. */
  private reason(
    board: LogicBoard,
    cell: number,
    digit: number,
  ): { because: CellDigit[]; house?: number } {
    if (this.facts.length === 0) return { because: [] }; // the assumption
    const others: CellDigit[] = [];
    for (let d = 1; d <= this.n; d++)
      if (d !== digit && this.start[cell]! & bitOf(d)) others.push({ cell, digit: d });
    if (others.every((c) => this.find(c, false) >= 0)) return { because: others };
    const { houses, cellHouseList, cellHouseStart } = board.table;
    for (let k = cellHouseStart[cell]!; k < cellHouseStart[cell + 1]!; k++) {
      const h = cellHouseList[k]!;
      const places = this.places(houses, h, digit).filter((c) => c !== cell);
      const because = places.map((c) => ({ cell: c, digit }));
      if (because.every((c) => this.find(c, false) >= 0)) return { because, house: h };
    }
    return { because: [] }; // a nested proof's result
  }

  /** The places of a digit in a house on the start board. */
  places(houses: Int32Array, h: number, digit: number): number[] {
    const out: number[] = [];
    for (let i = 0; i < this.n; i++) {
      const c = houses[h * this.n + i]!;
      if (this.start[c]! & bitOf(digit)) out.push(c);
    }
    return out;
  }

  /** The false candidates that empty a cell or a house on this board, if any. */
  contradiction(board: LogicBoard): ForcingBranch["contradiction"] | null {
    const { houses, houseCount, cellCount } = board.table;
    for (let cell = 0; cell < cellCount; cell++)
      if (board.values[cell] === 0 && board.cands[cell] === 0) {
        const because: CellDigit[] = [];
        for (let d = 1; d <= this.n; d++)
          if (this.start[cell]! & bitOf(d)) because.push({ cell, digit: d });
        return { because, cell };
      }
    for (let h = 0; h < houseCount; h++)
      for (let d = 1; d <= this.n; d++) {
        let seen = false;
        for (let i = 0; i < this.n; i++) {
          const c = houses[h * this.n + i]!;
          if (board.values[c] === d || (board.values[c] === 0 && board.cands[c]! & bitOf(d)))
            seen = true;
        }
        if (!seen)
          return {
            because: this.places(houses, h, d).map((c) => ({ cell: c, digit: d })),
            house: h,
          };
      }
    return null;
  }

  /**
   * The facts that `goals` need (each goal a fact true in this branch), in order. A fact proved by
   * a nested proof keeps every fact before it (the nested proof starts from that state).
   */
  needed(goals: { node: CellDigit; on: boolean }[]): Implication[] {
    const keep = new Uint8Array(this.facts.length);
    const stack: number[] = [];
    const need = (i: number) => {
      if (i >= 0 && !keep[i]) {
        keep[i] = 1;
        stack.push(i);
      }
    };
    for (const g of goals) need(this.find(g.node, g.on));
    while (stack.length > 0) {
      const i = stack.pop()!;
      const f = this.facts[i]!;
      if (f.proof || f.rule) for (let j = 0; j < i; j++) need(j);
      for (const b of f.because) need(this.find(b, !f.on));
    }
    keep[0] = 1;
    const out: Implication[] = [];
    const at = new Map<ForcingProof, number>();
    for (let i = 0; i < this.facts.length; i++) {
      if (!keep[i]) continue;
      const f = this.facts[i]!;
      const first = f.proof ? at.get(f.proof) : undefined;
      if (f.proof && first === undefined) at.set(f.proof, out.length);
      if (first === undefined) out.push(f);
      else out.push({ node: f.node, on: f.on, because: [], provedWith: first });
    }
    return out;
  }
}

/** One implication in words: `r2c6=2 ⇒ r1c6≠2`, `r1c6≠2 & r1c6≠7 ⇒ r1c6=5`. */
function implicationText(board: LogicBoard, f: Implication): string {
  const size = board.table.size;
  const lit = (c: CellDigit, on: boolean) =>
    `${cellName(c.cell, size)}${on ? "=" : "≠"}${valueChar(c.digit)}`;
  const to = lit(f.node, f.on);
  if (f.proof || f.provedWith !== undefined) return `[net] ⇒ ${to}`;
  if (f.rule) return `[${f.rule}] ⇒ ${to}`;
  if (f.because.length === 0) return to;
  const from = f.because.map((c) => lit(c, !f.on)).join(" & ");
  const where = f.house !== undefined ? ` (${unitName(board.table.geometry, f.house)})` : "";
  return `${from} ⇒ ${to}${where}`;
}

/** At most this many implications of a branch are written out in words (the data has all). */
const TEXT_LIMIT = 24;

/**
 * A branch in words: its implications in order (the first {@link TEXT_LIMIT}), then its end.
 *
 * @example
 * ```ts
 * branchText(board, proof.branches[0]!); // "r2c6=2 ⇒ r1c6≠2, r1c6≠2 & r1c6≠7 ⇒ r1c6=5, ..."
 * ```
 */
export function branchText(board: LogicBoard, branch: ForcingBranch): string {
  const facts = branch.implications.slice(1); // the assumption is said by the caller
  const words = facts.slice(0, TEXT_LIMIT).map((f) => implicationText(board, f));
  if (facts.length > TEXT_LIMIT)
    words.push(`… ${facts.length - TEXT_LIMIT} more (in the proof data)`);
  const c = branch.contradiction;
  if (c) {
    const size = board.table.size;
    const all = c.because.map((x) => `${cellName(x.cell, size)}≠${valueChar(x.digit)}`).join(" & ");
    words.push(
      c.house !== undefined
        ? `${all}: no place for ${valueChar(c.because[0]?.digit ?? 0)} in ${unitName(board.table.geometry, c.house)}`
        : `${all}: no digit for ${cellName(c.cell ?? 0, size)}`,
    );
  }
  return words.join(", ");
}

/** A candidate with its cell named, as in the JSON output. */
export interface NamedCandidate {
  /** The cell, `r1c1` style. */
  cell: string;
  /** The digit, 1..N. */
  digit: number;
}

/** An implication in the JSON form: cells and houses named, nested proofs likewise. */
export interface NamedImplication {
  /** The candidate made true (`on`) or false. */
  node: NamedCandidate;
  /** True when the candidate is made true (placed), false when it is ruled out. */
  on: boolean;
  /** Why: the candidates it follows from (see {@link ForcingImplication.because}). */
  because: NamedCandidate[];
  /** For a hidden single: the house, named (`row 3`, `box 5`, ...). */
  house?: string;
  /** In a net: the forcing chain inside the branch that gives this. */
  proof?: NamedForcingProof;
  /** In a net: the technique that rules this candidate out on the branch's board. */
  rule?: string;
  /** In a net: the index of the implication of the branch that holds the shared `proof`. */
  provedWith?: number;
}

/** A forcing proof in the JSON form. */
export interface NamedForcingProof {
  /** One branch per choice, in order. */
  branches: {
    /** The candidate assumed true (or false, with `off`). */
    assume: NamedCandidate;
    /** True when the candidate is assumed false. */
    off?: true;
    /** What follows from it, in order. */
    implications: NamedImplication[];
    /** For a choice that fails: what leaves a cell or a house empty. */
    contradiction?: {
      /** The false candidates that empty the cell or the house. */
      because: NamedCandidate[];
      /** The house left without a place for a digit, named. */
      house?: string;
      /** The cell left without a candidate, `r1c1` style. */
      cell?: string;
    };
  }[];
}

/**
 * A forcing proof with cells and houses named (the JSON form of `explain` and `hint`).
 *
 * @example
 * ```ts
 * namedProof(sudokuGeometry(9), step.proof!).branches[0]!.assume; // { cell: "r2c6", digit: 2 }
 * ```
 */
export function namedProof(geometry: SudokuGeometry, proof: ForcingProof): NamedForcingProof {
  const size = geometry.size;
  const cand = (c: CellDigit): NamedCandidate => ({ cell: cellName(c.cell, size), digit: c.digit });
  const implication = (f: Implication): NamedImplication => ({
    node: cand(f.node),
    on: f.on,
    because: f.because.map(cand),
    ...(f.house !== undefined ? { house: unitName(geometry, f.house) } : {}),
    ...(f.proof ? { proof: namedProof(geometry, f.proof) } : {}),
    ...(f.rule ? { rule: f.rule } : {}),
    ...(f.provedWith !== undefined ? { provedWith: f.provedWith } : {}),
  });
  return {
    branches: proof.branches.map((b) => {
      const c = b.contradiction;
      return {
        assume: cand(b.assume),
        ...(b.off ? { off: true as const } : {}),
        implications: b.implications.map(implication),
        ...(c
          ? {
              contradiction: {
                because: c.because.map(cand),
                ...(c.house !== undefined ? { house: unitName(geometry, c.house) } : {}),
                ...(c.cell !== undefined ? { cell: cellName(c.cell, size) } : {}),
              },
            }
          : {}),
      };
    }),
  };
}

/**
 * What every branch's board agrees on, from `board` (the board the branches start from): the
 * cells placed alike in every branch, and the candidates gone in every branch (and placed in
 * none). Placements are the clearer result: callers give only those when there are any.
 *
 * @example
 * ```ts
 * const { placements, eliminations } = agreedFacts(board, branches.map((b) => b.board));
 * ```
 */
export function agreedFacts(
  board: LogicBoard,
  ends: readonly LogicBoard[],
): { placements: CellDigit[]; eliminations: CellDigit[] } {
  const placements: CellDigit[] = [];
  const eliminations: CellDigit[] = [];
  // plain loops: this runs for every cell and house a forcing search considers
  for (let cell = 0; cell < board.table.cellCount; cell++) {
    if (board.values[cell] !== 0) continue;
    const v = ends[0]!.values[cell]!;
    let same = v !== 0;
    for (let i = 1; same && i < ends.length; i++) same = ends[i]!.values[cell] === v;
    if (same) {
      placements.push({ cell, digit: v });
      continue;
    }
    let gone = board.cands[cell]!;
    for (let i = 0; gone !== 0 && i < ends.length; i++) {
      const b = ends[i]!;
      const placed = b.values[cell]!;
      gone &= ~(b.cands[cell]! | (placed > 0 ? 1 << (placed - 1) : 0));
    }
    for (let m = gone; m !== 0; m &= m - 1)
      eliminations.push({ cell, digit: 31 - Math.clz32(m & -m) + 1 });
  }
  return { placements, eliminations };
}
