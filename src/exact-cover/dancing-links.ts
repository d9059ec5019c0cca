/**
 * Knuth's Algorithm X with dancing links (DLX1, and DLX2's colours), on one flat Int32Array.
 *
 * Layout, as in Knuth's dlx1/dlx2: every node takes four int32 slots, TOP, ULINK, DLINK, COLOR,
 * and is named by its address (4 x its index), so "the next node of the option" is `p + 4` and no
 * index is ever multiplied in the hot loops. Nodes 1..N are the item headers (TOP holds the
 * item's LEN, the number of options still in its list); then come the options, each followed by a
 * spacer node (TOP <= 0, minus the option's index; ULINK = first node of the option before it,
 * DLINK = last node of the option after it). The item list (LLINK, RLINK) lives in a second
 * array indexed by the same addresses; item 0 is the root of the primary items, item N+1 the head
 * of the secondary ones.
 *
 * The search is iterative and resumable: `search(max)` runs until it has found `max` more
 * solutions or the tree is done, so that counting, visiting and streaming all use one loop.
 * The item to branch on is the primary item with the fewest options left (MRV, ties to the first).
 * Cost: one update per link removed; memory 16 bytes per node.
 */
import { AbortError } from "../core/errors.js";
import type { ExactCoverProblem } from "./problem.js";

const UP = 1;
const DOWN = 2;
const COLOR = 3;

/** How often (in search nodes, a power of two minus one) the search checks its signal. */
const TICK_MASK = 0xfff;

/** Options for a search run. */
export interface DancingLinksOptions {
  /** Cancels the search (checked every 4096 nodes); the search throws AbortError. */
  signal?: AbortSignal;
  /** Keep a per-level node count (`profile`). */
  profile?: boolean;
  /** Called every 65,536 nodes with the number of nodes so far. */
  onProgress?: (nodes: number) => void;
}

/** Removes node p's option from every other item list (hide in Knuth's words). Plain items. */
function hide(mem: Int32Array, p: number): number {
  let updates = 0;
  for (let q = p + 4; q !== p; ) {
    const x = mem[q];
    const u = mem[q + UP];
    if (x <= 0) {
      q = u;
    } else {
      const d = mem[q + DOWN];
      mem[u + DOWN] = d;
      mem[d + UP] = u;
      mem[x]--;
      updates++;
      q += 4;
    }
  }
  return updates;
}

function unhide(mem: Int32Array, p: number): void {
  for (let q = p - 4; q !== p; ) {
    const x = mem[q];
    const d = mem[q + DOWN];
    if (x <= 0) {
      q = d;
    } else {
      const u = mem[q + UP];
      mem[u + DOWN] = q;
      mem[d + UP] = q;
      mem[x]++;
      q -= 4;
    }
  }
}

function cover(mem: Int32Array, links: Int32Array, i: number): number {
  let updates = 0;
  for (let p = mem[i + DOWN]; p !== i; p = mem[p + DOWN]) updates += hide(mem, p);
  const l = links[i];
  const r = links[i + 1];
  links[l + 1] = r;
  links[r] = l;
  return updates;
}

function uncover(mem: Int32Array, links: Int32Array, i: number): void {
  const l = links[i];
  const r = links[i + 1];
  links[l + 1] = i;
  links[r] = i;
  for (let p = mem[i + UP]; p !== i; p = mem[p + UP]) unhide(mem, p);
}

/** Covers every item of x's option except x's own. */
function coverOthers(mem: Int32Array, links: Int32Array, x: number): number {
  let updates = 0;
  for (let p = x + 4; p !== x; ) {
    const j = mem[p];
    if (j <= 0) {
      p = mem[p + UP];
    } else {
      updates += cover(mem, links, j);
      p += 4;
    }
  }
  return updates;
}

function uncoverOthers(mem: Int32Array, links: Int32Array, x: number): void {
  for (let p = x - 4; p !== x; ) {
    const j = mem[p];
    if (j <= 0) {
      p = mem[p + DOWN];
    } else {
      uncover(mem, links, j);
      p -= 4;
    }
  }
}

// ---- the coloured variants (DLX2): nodes with COLOR < 0 are purified and stay in place ----

function hideColored(mem: Int32Array, p: number): number {
  let updates = 0;
  for (let q = p + 4; q !== p; ) {
    const x = mem[q];
    const u = mem[q + UP];
    if (x <= 0) {
      q = u;
    } else if (mem[q + COLOR] < 0) {
      q += 4;
    } else {
      const d = mem[q + DOWN];
      mem[u + DOWN] = d;
      mem[d + UP] = u;
      mem[x]--;
      updates++;
      q += 4;
    }
  }
  return updates;
}

function unhideColored(mem: Int32Array, p: number): void {
  for (let q = p - 4; q !== p; ) {
    const x = mem[q];
    const d = mem[q + DOWN];
    if (x <= 0) {
      q = d;
    } else if (mem[q + COLOR] < 0) {
      q -= 4;
    } else {
      const u = mem[q + UP];
      mem[u + DOWN] = q;
      mem[d + UP] = q;
      mem[x]++;
      q -= 4;
    }
  }
}

function coverColored(mem: Int32Array, links: Int32Array, i: number): number {
  let updates = 0;
  for (let p = mem[i + DOWN]; p !== i; p = mem[p + DOWN]) updates += hideColored(mem, p);
  const l = links[i];
  const r = links[i + 1];
  links[l + 1] = r;
  links[r] = l;
  return updates;
}

function uncoverColored(mem: Int32Array, links: Int32Array, i: number): void {
  const l = links[i];
  const r = links[i + 1];
  links[l + 1] = i;
  links[r] = i;
  for (let p = mem[i + UP]; p !== i; p = mem[p + UP]) unhideColored(mem, p);
}

/** Keeps only the options that give p's item p's colour (the others are hidden). */
function purify(mem: Int32Array, p: number): number {
  const c = mem[p + COLOR];
  const i = mem[p];
  mem[i + COLOR] = c;
  let updates = 0;
  for (let q = mem[i + DOWN]; q !== i; q = mem[q + DOWN]) {
    if (mem[q + COLOR] !== c) updates += hideColored(mem, q);
    else if (q !== p) mem[q + COLOR] = -1;
  }
  return updates;
}

function unpurify(mem: Int32Array, p: number): void {
  const c = mem[p + COLOR];
  const i = mem[p];
  for (let q = mem[i + UP]; q !== i; q = mem[q + UP]) {
    if (mem[q + COLOR] < 0) mem[q + COLOR] = c;
    else if (q !== p) unhideColored(mem, q);
  }
  mem[i + COLOR] = 0;
}

function commitOthers(mem: Int32Array, links: Int32Array, x: number): number {
  let updates = 0;
  for (let p = x + 4; p !== x; ) {
    const j = mem[p];
    if (j <= 0) {
      p = mem[p + UP];
    } else {
      const c = mem[p + COLOR];
      if (c === 0) updates += coverColored(mem, links, j);
      else if (c > 0) updates += purify(mem, p);
      p += 4;
    }
  }
  return updates;
}

function uncommitOthers(mem: Int32Array, links: Int32Array, x: number): void {
  for (let p = x - 4; p !== x; ) {
    const j = mem[p];
    if (j <= 0) {
      p = mem[p + DOWN];
    } else {
      const c = mem[p + COLOR];
      if (c === 0) uncoverColored(mem, links, j);
      else if (c > 0) unpurify(mem, p);
      p -= 4;
    }
  }
}

/**
 * The dancing-links state of one exact cover problem, with a resumable search.
 *
 * @example
 * ```ts
 * const dl = new DancingLinks({ primary: ["a", "b"], secondary: [], options: [{ items: [0] }, { items: [1] }, { items: [0, 1] }] });
 * dl.search(Infinity); // 2 solutions
 * ```
 */
export class DancingLinks {
  /** Nodes: TOP, ULINK, DLINK, COLOR per node (see the file comment). */
  readonly mem: Int32Array;
  /** Item list: LLINK, RLINK at each item's address. */
  readonly links: Int32Array;
  /** Address of the first node of each option. */
  readonly optionFirst: Int32Array;
  /** Number of primary items. */
  readonly primaryCount: number;
  /** Number of items (primary and secondary). */
  readonly itemCount: number;
  /** True when some option gives a secondary item a colour (DLX2 rules apply). */
  readonly colored: boolean;
  /** Colour names, by colour number - 1. */
  readonly colorNames: string[];

  /** Search nodes visited so far (levels entered, Knuth's "nodes"). */
  nodes = 0;
  /** Links removed so far (Knuth's "updates"). */
  updates = 0;
  /** Solutions found so far. */
  solutions = 0;
  /** Nodes per level, when profiling. */
  profile: Float64Array | undefined;

  /** The node chosen at each level. */
  private readonly choice: Int32Array;
  private level = 0;
  /** The level the search starts from (after a unit's prefix). */
  private base = 0;
  /** True when the next `search` call must first backtrack from a reported solution. */
  private resume = false;
  private finished = false;
  private signal: AbortSignal | undefined;
  private onProgress: ((nodes: number) => void) | undefined;
  private pauseAt = Number.POSITIVE_INFINITY;

  constructor(problem: ExactCoverProblem, options: DancingLinksOptions = {}) {
    const p = problem.primary.length;
    const n = p + problem.secondary.length;
    this.primaryCount = p;
    this.itemCount = n;
    let nodeCount = 0;
    for (const option of problem.options) nodeCount += option.items.length;
    const optionCount = problem.options.length;
    const total = n + 2 + nodeCount + optionCount;
    const mem = new Int32Array(4 * total);
    const links = new Int32Array(4 * (n + 2));
    // item lists: 0 <-> 1..p (primary), n+1 <-> p+1..n (secondary)
    const ring = (head: number, from: number, to: number) => {
      let prev = head;
      for (let k = from; k <= to; k++) {
        links[4 * k] = 4 * prev;
        links[4 * prev + 1] = 4 * k;
        prev = k;
      }
      links[4 * head] = 4 * prev;
      links[4 * prev + 1] = 4 * head;
    };
    ring(0, 1, p);
    ring(n + 1, p + 1, n);
    for (let k = 1; k <= n; k++) {
      mem[4 * k + UP] = 4 * k;
      mem[4 * k + DOWN] = 4 * k;
    }
    const colorIds = new Map<string, number>();
    this.colorNames = [];
    this.optionFirst = new Int32Array(optionCount);
    let addr = 4 * (n + 1); // the first spacer
    let spacer = addr;
    let colored = false;
    for (let o = 0; o < optionCount; o++) {
      const option = problem.options[o];
      const first = addr + 4;
      this.optionFirst[o] = first;
      for (let k = 0; k < option.items.length; k++) {
        addr += 4;
        const head = 4 * (option.items[k] + 1);
        mem[addr] = head;
        const u = mem[head + UP];
        mem[addr + UP] = u;
        mem[addr + DOWN] = head;
        mem[u + DOWN] = addr;
        mem[head + UP] = addr;
        mem[head]++;
        const color = option.colors?.[k];
        if (color !== null && color !== undefined) {
          let id = colorIds.get(color);
          if (id === undefined) {
            id = colorIds.size + 1;
            colorIds.set(color, id);
            this.colorNames.push(color);
          }
          mem[addr + COLOR] = id;
          colored = true;
        }
      }
      mem[spacer + DOWN] = addr;
      addr += 4;
      mem[addr] = -o;
      mem[addr + UP] = first;
      spacer = addr;
    }
    this.colored = colored;
    this.mem = mem;
    this.links = links;
    this.choice = new Int32Array(p + 1);
    this.signal = options.signal;
    this.onProgress = options.onProgress;
    if (options.profile) this.profile = new Float64Array(p + 1);
  }

  /** True when the whole tree (or the unit) has been searched. */
  get done(): boolean {
    return this.finished;
  }

  /** Sets or clears the abort signal and progress callback for later `search` calls. */
  setOptions(options: DancingLinksOptions): void {
    this.signal = options.signal;
    this.onProgress = options.onProgress;
    if (options.profile && !this.profile) this.profile = new Float64Array(this.primaryCount + 1);
  }

  /** The option index of the node at address x. */
  optionOf(x: number): number {
    const mem = this.mem;
    while (mem[x] > 0) x += 4;
    return -mem[x] | 0;
  }

  /**
   * The current solution, as option indices in the order they were chosen (valid right after
   * `search` returned a solution).
   */
  solution(): number[] {
    const result = new Array<number>(this.level);
    for (let l = 0; l < this.level; l++) result[l] = this.optionOf(this.choice[l]);
    return result;
  }

  /** The current depth (number of options chosen). */
  get depth(): number {
    return this.level;
  }

  /** The primary item the search would branch on now (MRV), as an index, or -1 if none is left. */
  chooseItem(): number {
    const mem = this.mem;
    const links = this.links;
    let best = 0x7fffffff;
    let i = 0;
    for (let k = links[1]; k !== 0; k = links[k + 1]) {
      const t = mem[k];
      if (t < best) {
        best = t;
        i = k;
        if (t === 0) break;
      }
    }
    return i === 0 ? -1 : i / 4 - 1;
  }

  /** The options still available for item `item` (an index), in list order. */
  optionsOf(item: number): number[] {
    const head = 4 * (item + 1);
    const result: number[] = [];
    for (let x = this.mem[head + DOWN]; x !== head; x = this.mem[x + DOWN])
      result.push(this.optionOf(x));
    return result;
  }

  /**
   * Chooses option `option` for item `item` (which must be in its list) and goes one level
   * down, exactly as the search would; the new level becomes the search's base.
   */
  push(item: number, option: number): void {
    const mem = this.mem;
    const links = this.links;
    const head = 4 * (item + 1);
    let x = this.optionFirst[option];
    while (mem[x] > 0 && mem[x] !== head) x += 4;
    if (mem[x] !== head) throw new Error(`option ${option} does not cover item ${item}`);
    if (this.colored) {
      this.updates += coverColored(mem, links, head);
      this.updates += commitOthers(mem, links, x);
    } else {
      this.updates += cover(mem, links, head);
      this.updates += coverOthers(mem, links, x);
    }
    this.choice[this.level++] = x;
    this.base = this.level;
  }

  /** Undoes the last `push`. */
  pop(): void {
    const mem = this.mem;
    const links = this.links;
    const x = this.choice[--this.level];
    const head = mem[x];
    if (this.colored) {
      uncommitOthers(mem, links, x);
      uncoverColored(mem, links, head);
    } else {
      uncoverOthers(mem, links, x);
      uncover(mem, links, head);
    }
    this.base = this.level;
  }

  /**
   * Searches until `max` more solutions are found, the tree below the base is done, or a pause
   * (see `pauseAfter`); returns how many were found. After a return with a solution,
   * `solution()` reads it.
   */
  search(max: number): number {
    if (this.finished || max <= 0) return 0;
    return this.colored ? this.searchColored(max) : this.searchPlain(max);
  }

  /** Every 4096 nodes: checks the signal, reports progress; true to pause the search here. */
  private tick(nodes: number): boolean {
    this.nodes = nodes;
    if (this.signal?.aborted) throw new AbortError();
    if (this.onProgress && (nodes & 0xffff) === 0) this.onProgress(nodes);
    if (nodes < this.pauseAt) return false;
    this.pauseAt = Number.POSITIVE_INFINITY;
    return true;
  }

  /**
   * Makes the next `search` calls return (with what they found so far) once about `nodes` more
   * nodes have been visited, so that an async caller can yield; `done` tells a pause from the end.
   */
  pauseAfter(nodes: number): void {
    this.pauseAt = this.nodes + nodes;
  }

  private searchPlain(max: number): number {
    const mem = this.mem;
    const links = this.links;
    const choice = this.choice;
    const base = this.base;
    const profile = this.profile;
    let level = this.level;
    let nodes = this.nodes;
    let updates = this.updates;
    let found = 0;
    let backtrack = this.resume;
    for (;;) {
      if (!backtrack) {
        nodes++;
        if ((nodes & TICK_MASK) === 0 && this.tick(nodes)) {
          this.level = level;
          this.nodes = nodes - 1;
          this.updates = updates;
          this.solutions += found;
          this.resume = false;
          return found;
        }
        if (profile !== undefined) profile[level]++;
        let best = 0x7fffffff;
        let i = 0;
        for (let k = links[1]; k !== 0; k = links[k + 1]) {
          const t = mem[k];
          if (t < best) {
            best = t;
            i = k;
            if (t === 0) break;
          }
        }
        if (i === 0) {
          found++;
          if (found >= max) {
            this.level = level;
            this.nodes = nodes;
            this.updates = updates;
            this.solutions += found;
            this.resume = true;
            return found;
          }
        } else if (best > 0) {
          updates += cover(mem, links, i);
          const x = mem[i + DOWN];
          updates += coverOthers(mem, links, x);
          choice[level++] = x;
          continue;
        }
      }
      backtrack = false;
      for (;;) {
        if (level === base) {
          this.level = level;
          this.nodes = nodes;
          this.updates = updates;
          this.solutions += found;
          this.resume = false;
          this.finished = true;
          return found;
        }
        let x = choice[--level];
        uncoverOthers(mem, links, x);
        const i = mem[x];
        x = mem[x + DOWN];
        if (x !== i) {
          updates += coverOthers(mem, links, x);
          choice[level++] = x;
          break;
        }
        uncover(mem, links, i);
      }
    }
  }

  private searchColored(max: number): number {
    const mem = this.mem;
    const links = this.links;
    const choice = this.choice;
    const base = this.base;
    const profile = this.profile;
    let level = this.level;
    let nodes = this.nodes;
    let updates = this.updates;
    let found = 0;
    let backtrack = this.resume;
    for (;;) {
      if (!backtrack) {
        nodes++;
        if ((nodes & TICK_MASK) === 0 && this.tick(nodes)) {
          this.level = level;
          this.nodes = nodes - 1;
          this.updates = updates;
          this.solutions += found;
          this.resume = false;
          return found;
        }
        if (profile !== undefined) profile[level]++;
        let best = 0x7fffffff;
        let i = 0;
        for (let k = links[1]; k !== 0; k = links[k + 1]) {
          const t = mem[k];
          if (t < best) {
            best = t;
            i = k;
            if (t === 0) break;
          }
        }
        if (i === 0) {
          found++;
          if (found >= max) {
            this.level = level;
            this.nodes = nodes;
            this.updates = updates;
            this.solutions += found;
            this.resume = true;
            return found;
          }
        } else if (best > 0) {
          updates += coverColored(mem, links, i);
          const x = mem[i + DOWN];
          updates += commitOthers(mem, links, x);
          choice[level++] = x;
          continue;
        }
      }
      backtrack = false;
      for (;;) {
        if (level === base) {
          this.level = level;
          this.nodes = nodes;
          this.updates = updates;
          this.solutions += found;
          this.resume = false;
          this.finished = true;
          return found;
        }
        let x = choice[--level];
        uncommitOthers(mem, links, x);
        const i = mem[x];
        x = mem[x + DOWN];
        if (x !== i) {
          updates += commitOthers(mem, links, x);
          choice[level++] = x;
          break;
        }
        uncoverColored(mem, links, i);
      }
    }
  }
}
