/**
 * The variant Sudoku engine: one search for every rule set. Candidates are bitmasks, one Int32
 * per cell per search level in one Int32Array (a guess copies N*N integers; nothing is allocated
 * per node). Propagation runs to a fixpoint: a cell left with one digit is placed and its digit
 * removed from its peers (naked singles, which carry every all-different group and the anti-knight
 * and anti-king moves); a cell that loses a candidate wakes the rules over it (cage sums, sums,
 * thermometers, dots); when both queues are empty, hidden singles over the houses of N cells.
 * The search branches on the cell with the fewest candidates and counts solutions to a limit.
 * Cost per node: O(N^2) plus the woken rules; the number of nodes is what the puzzle makes it.
 */
import { throwIfAborted } from "../../core/errors.js";
import type { SudokuStats } from "../general.js";
import type { VariantModel } from "./model.js";
import type { Narrowing } from "./rules/rule.js";

/** Flag on a cell whose digit is placed (and removed from its peers). */
const PLACED = 1 << 30;

/** Number of set bits. */
function bits(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

/**
 * A reusable solver for one compiled variant puzzle: `count` returns the number of solutions up
 * to `limit` and writes the first into `solution`.
 *
 * @example
 * ```ts
 * const engine = new VariantEngine(variantModel(readFPuzzles(text)));
 * const out = new Uint8Array(81);
 * engine.count(2, out); // 1 for a proper puzzle; out holds the solution
 * ```
 */
export class VariantEngine implements Narrowing {
  readonly stats: SudokuStats = { nodes: 0, guesses: 0 };
  readonly cand: Int32Array;
  base = 0;
  private readonly m: VariantModel;
  private readonly left: Int32Array;
  private readonly cellQueue: Int32Array;
  private cellHead = 0;
  private cellTail = 0;
  private readonly ruleStack: Int32Array;
  private readonly ruleQueued: Uint8Array;
  private ruleTop = 0;
  private limit = 2;
  private found = 0;
  private solution: Uint8Array | undefined;
  private other: Uint8Array | undefined;
  private signal: AbortSignal | undefined;

  constructor(model: VariantModel) {
    this.m = model;
    this.cand = new Int32Array((model.cells + 1) * model.cells);
    this.left = new Int32Array(model.cells + 1);
    this.cellQueue = new Int32Array(model.cells);
    this.ruleStack = new Int32Array(model.rules.length);
    this.ruleQueued = new Uint8Array(model.rules.length);
  }

  /**
   * Counts solutions up to `limit`; the first goes into `solution` (values 1..N), the second (if
   * any) into `other`: where they differ is where a generator must add information.
   */
  count(limit = 2, solution?: Uint8Array, signal?: AbortSignal, other?: Uint8Array): number {
    const m = this.m;
    this.limit = limit;
    this.found = 0;
    this.solution = solution;
    this.other = other;
    this.signal = signal;
    this.stats.nodes = 1;
    this.stats.guesses = 0;
    if (limit <= 0) return 0;
    this.base = 0;
    this.left[0] = m.cells;
    this.cellHead = this.cellTail = 0;
    for (let c = 0; c < m.cells; c++) {
      this.cand[c] = m.all;
      if (!this.narrow(c, m.initial[c]!)) {
        this.fail();
        return 0;
      }
    }
    for (let r = 0; r < m.rules.length; r++) this.wake(r);
    if (!this.propagate(0)) return 0;
    this.search(0);
    return this.found;
  }

  /** Keeps only `mask`'s digits in `cell` at the current level; false when none is left. */
  narrow(cell: number, mask: number): boolean {
    const i = this.base + cell;
    const x = this.cand[i]!;
    const y = x & (mask | PLACED);
    if ((y & this.m.all) === 0) return false;
    if (y === x) return true;
    this.cand[i] = y;
    if ((y & (y - 1)) === 0) this.cellQueue[this.cellTail++] = cell;
    const m = this.m;
    for (let k = m.cellRuleStart[cell]!, end = m.cellRuleStart[cell + 1]!; k < end; k++)
      this.wake(m.cellRules[k]!);
    return true;
  }

  private wake(rule: number): void {
    if (this.ruleQueued[rule] === 0) {
      this.ruleQueued[rule] = 1;
      this.ruleStack[this.ruleTop++] = rule;
    }
  }

  /** Places a single, removing its digit from the peers. */
  private place(level: number, cell: number): boolean {
    const m = this.m;
    const i = this.base + cell;
    const bit = this.cand[i]! & m.all;
    this.cand[i] = bit | PLACED;
    this.left[level]!--;
    for (let k = m.peerStart[cell]!, end = m.peerStart[cell + 1]!; k < end; k++)
      if (!this.narrow(m.peers[k]!, ~bit)) return false;
    return true;
  }

  /** Runs singles and rules to a fixpoint; on a contradiction empties the queues and says false. */
  private propagate(level: number): boolean {
    const rules = this.m.rules;
    for (;;) {
      if (this.cellHead < this.cellTail) {
        const cell = this.cellQueue[this.cellHead++]!;
        if ((this.cand[this.base + cell]! & PLACED) === 0 && !this.place(level, cell))
          return this.fail();
        continue;
      }
      this.cellHead = this.cellTail = 0;
      if (this.ruleTop > 0) {
        const r = this.ruleStack[--this.ruleTop]!;
        this.ruleQueued[r] = 0;
        if (!rules[r]!.propagate(this)) return this.fail();
        continue;
      }
      const hidden = this.hiddenSingles();
      if (hidden < 0) return this.fail();
      if (hidden === 0) return true;
    }
  }

  private fail(): false {
    this.cellHead = this.cellTail = 0;
    while (this.ruleTop > 0) this.ruleQueued[this.ruleStack[--this.ruleTop]!] = 0;
    return false;
  }

  /** Hidden singles over the houses: -1 contradiction, 1 something placed, 0 nothing. */
  private hiddenSingles(): number {
    const { houses, houseCount, size: n, all } = this.m;
    const cand = this.cand;
    const base = this.base;
    let changed = 0;
    for (let h = 0; h < houseCount; h++) {
      const start = h * n;
      let once = 0;
      let twice = 0;
      let placed = 0;
      for (let i = start; i < start + n; i++) {
        const x = cand[base + houses[i]!]!;
        if ((x & PLACED) !== 0) placed |= x;
        const y = x & all;
        twice |= once & y;
        once |= y;
      }
      if (once !== all) return -1;
      let exact = once & ~twice & ~placed & all;
      while (exact !== 0) {
        const bit = exact & -exact;
        exact ^= bit;
        let i = start;
        const end = start + n;
        while (i < end && (cand[base + houses[i]!]! & bit) === 0) i++;
        // gone: the cell that held it was just given another digit that only it can take
        if (i === end || !this.narrow(houses[i]!, bit)) return -1;
        changed = 1;
      }
    }
    return changed;
  }

  /** Searches from `level`; true when the limit is reached. */
  private search(level: number): boolean {
    const m = this.m;
    const cells = m.cells;
    const base = level * cells;
    const cand = this.cand;
    if (this.left[level] === 0) {
      const out = this.found === 0 ? this.solution : this.found === 1 ? this.other : undefined;
      if (out) for (let c = 0; c < cells; c++) out[c] = 32 - Math.clz32(cand[base + c]! & m.all);
      return ++this.found >= this.limit;
    }
    let best = -1;
    let bestCount = 99;
    for (let c = 0; c < cells; c++) {
      const x = cand[base + c]!;
      if ((x & PLACED) !== 0) continue;
      const k = bits(x);
      if (k < bestCount) {
        bestCount = k;
        best = c;
        if (k === 2) break;
      }
    }
    this.stats.guesses++;
    let choices = cand[base + best]! & m.all;
    const next = base + cells;
    while (choices !== 0) {
      const bit = choices & -choices;
      choices ^= bit;
      if ((++this.stats.nodes & 1023) === 0) throwIfAborted(this.signal);
      cand.copyWithin(next, base, next);
      this.left[level + 1] = this.left[level]!;
      this.base = next;
      const ok = this.narrow(best, bit) && this.propagate(level + 1);
      if (ok && this.search(level + 1)) return true;
      if (!ok) this.fail();
      this.base = base;
    }
    return false;
  }
}
