/**
 * Prototype for issue 19: Knuth's "dancing cells" (sparse sets instead of doubly linked lists,
 * after his SSXC and SSXCC) for plain exact cover problems (primary and secondary items, no
 * colours, no multiplicities), counting only. Not in src/: bench/dancing-cells-try.ts measures it
 * against the DancingLinks engine and the C DLX1 before anything is integrated.
 *
 * Layout, as in Knuth's SSXC: one Int32Array `set` holds, for every item, two header slots (its
 * position in the list of active items, then its SIZE) followed by its set: the nodes of the
 * options still containing it, the first SIZE of them live. An item is named by the address of
 * its set (so SIZE is `set[c - 1]`); the primary items come first, so `c < second` tests for a
 * primary one. A node takes two slots of one Int32Array `nd` (ITM, the item's address, then LOC,
 * the node's place in that item's set; as Knuth's struct, about 10% faster on pentominoes than
 * two arrays) and is named by the address of its first slot; nodes are laid out option after
 * option, each option followed by a spacer whose ITM is minus twice the option's length (so
 * `nn += nd[nn]` wraps to the option's first node) and whose LOC is twice the next option's
 * length (so walking back from a first node wraps to the last). The active primary items
 * are a sparse set too (`item`, with `pos` in the header), the first `active` entries.
 *
 * Removing an option from an item's set swaps its node with the last live one and decrements the
 * size; nodes past the size are never touched until the size grows back, so an undo restores
 * sizes only. Two ways to undo are provided:
 *
 * - `"walk"` (Knuth's SSXC): `uncover` walks the same options as `cover` and increments the
 *   sizes. Nodes are counted as DLX1 counts them (a dead end is a node); updates count the
 *   options removed from a set plus the primary items made inactive (Knuth's SSXC count).
 * - `"trail"` (Knuth's SSXCC): at each branch node the sizes of every active item (primary and
 *   secondary) are pushed on a stack, and every option tried starts by restoring them; a cover
 *   that leaves a primary item with no option stops at once (so the dead end is no node).
 *
 * A third scheme, as `"trail"` but saving an item's size only the first time a trial changes it
 * (a stamp per item and trial), was measured and dropped: the stamp test on every removal cost
 * more than it saved (see bench/dancing-cells-try.ts).
 *
 * Item choice: the active primary item with the fewest options, ties to the first in the sparse
 * list (whose order the swaps change, as in Knuth's programs; so node counts differ from DLX1's
 * slightly, never the number of solutions).
 */
import type { ExactCoverProblem } from "../src/index.js";

/** The arrays of a problem laid out for dancing cells. */
interface Cells {
  set: Int32Array;
  nd: Int32Array;
  item: Int32Array;
  /** Address of the first secondary item (primary items are below it). */
  second: number;
  /** Number of primary items. */
  primary: number;
  /** Addresses of the secondary items (for the trail variant's list of active ones). */
  secondaries: Int32Array;
  /** Longest possible solution (the number of primary items) plus one. */
  maxLevel: number;
}

/** Lays a problem out: sets in item order, nodes option after option (Knuth's order). */
function build(problem: ExactCoverProblem): Cells {
  const p = problem.primary.length;
  const n = p + problem.secondary.length;
  const len = new Int32Array(n);
  let nodes = 1; // node 0 is a spacer
  for (const o of problem.options) {
    for (const i of o.items) len[i]++;
    nodes += o.items.length + 1;
  }
  const addr = new Int32Array(n);
  let a = 2;
  for (let i = 0; i < n; i++) {
    addr[i] = a;
    a += len[i] + 2;
  }
  const set = new Int32Array(a);
  const nd = new Int32Array(2 * nodes);
  const item = new Int32Array(Math.max(p, 1));
  for (let i = 0; i < p; i++) {
    item[i] = addr[i];
    set[addr[i] - 2] = i;
  }
  for (let i = p; i < n; i++) set[addr[i] - 2] = i; // never read: secondary items are not listed
  let x = 2;
  for (const o of problem.options) {
    nd[x - 1] = 2 * o.items.length; // the spacer before an option: its length (for walking back)
    for (const i of o.items) {
      const c = addr[i];
      const s = set[c - 1]++;
      nd[x] = c;
      nd[x + 1] = c + s;
      set[c + s] = x;
      x += 2;
    }
    nd[x] = -2 * o.items.length;
    x += 2;
  }
  const secondaries = new Int32Array(n - p);
  for (let i = p; i < n; i++) secondaries[i - p] = addr[i];
  return {
    set,
    nd,
    item,
    second: p < n ? addr[p] : a,
    primary: p,
    secondaries,
    maxLevel: p + 1,
  };
}

/** Work done by a count. */
export interface CellsCounters {
  nodes: number;
  /** Options removed from an item's set, plus primary items made inactive (as Knuth counts). */
  updates: number;
}

let updates = 0;
let active = 0;

/** Knuth's SSXC cover: c leaves the active list, its options leave every other item's set. */
function cover(set: Int32Array, nd: Int32Array, item: Int32Array, second: number, c: number): void {
  if (c < second) {
    const k = set[c - 2];
    const a = --active;
    const cc = item[a];
    item[a] = c;
    item[k] = cc;
    set[cc - 2] = k;
    set[c - 2] = a;
    updates++;
  }
  let u = 0;
  const s = c + set[c - 1];
  for (let rr = c; rr < s; rr++) {
    const tt = set[rr];
    for (let nn = tt + 2; nn !== tt; ) {
      const uu = nd[nn];
      if (uu < 0) {
        nn += uu;
        continue;
      }
      const vv = nd[nn + 1];
      const ss = set[uu - 1] - 1;
      set[uu - 1] = ss;
      const last = uu + ss;
      const nnp = set[last];
      set[last] = nn;
      set[vv] = nnp;
      nd[nn + 1] = last;
      nd[nnp + 1] = vv;
      nn += 2;
      u++;
    }
  }
  updates += u;
}

/** Knuth's SSXC uncover: the sizes grow back, c returns to the active list. */
function uncover(set: Int32Array, nd: Int32Array, second: number, c: number): void {
  const s = c + set[c - 1];
  for (let rr = c; rr < s; rr++) {
    const tt = set[rr];
    for (let nn = tt + 2; nn !== tt; ) {
      const uu = nd[nn];
      if (uu < 0) {
        nn += uu;
        continue;
      }
      set[uu - 1]++;
      nn += 2;
    }
  }
  if (c < second) active++;
}

/** Counts the solutions with Knuth's SSXC (undo by walking the options again). */
function countWalk(cells: Cells, counters?: CellsCounters): number {
  const { set, nd, item, second } = cells;
  const choice = new Int32Array(cells.maxLevel + 1);
  active = cells.primary;
  updates = 0;
  let nodes = 0;
  let count = 0;
  let level = 0;
  for (;;) {
    // forward: a new node
    nodes++;
    let backtrack = false;
    if (active === 0) {
      count++;
      backtrack = true;
    } else {
      let t = 0x7fffffff;
      let best = 0;
      for (let k = 0; k < active; k++) {
        const c = item[k];
        const s = set[c - 1];
        if (s < t) {
          best = c;
          t = s;
          if (s === 0) break;
        }
      }
      if (t === 0) backtrack = true;
      else {
        cover(set, nd, item, second, best);
        const x = set[best];
        choice[level] = x;
        for (let pp = x + 2; pp !== x; ) {
          const cc = nd[pp];
          if (cc < 0) pp += cc;
          else {
            cover(set, nd, item, second, cc);
            pp += 2;
          }
        }
        level++;
      }
    }
    if (!backtrack) continue;
    // back up until a level has another option to try
    for (;;) {
      if (level === 0) {
        if (counters) {
          counters.nodes = nodes;
          counters.updates = updates;
        }
        return count;
      }
      level--;
      const x = choice[level];
      // in the exact reverse order of the covers: an item uncovered early would grow back the
      // set of an item covered after it, which its own uncover then walks
      for (let pp = x - 2; pp !== x; ) {
        const cc = nd[pp];
        if (cc <= 0) pp += nd[pp + 1];
        else {
          uncover(set, nd, second, cc);
          pp -= 2;
        }
      }
      const best = nd[x];
      const next = nd[x + 1] + 1;
      if (next < best + set[best - 1]) {
        const y = set[next];
        choice[level] = y;
        for (let pp = y + 2; pp !== y; ) {
          const cc = nd[pp];
          if (cc < 0) pp += cc;
          else {
            cover(set, nd, item, second, cc);
            pp += 2;
          }
        }
        level++;
        break;
      }
      uncover(set, nd, second, best);
    }
  }
}

let sactive = 0;

/** The trail variant: takes c out of its list of active items (primary or secondary). */
function deactivate(
  set: Int32Array,
  item: Int32Array,
  sitem: Int32Array,
  second: number,
  c: number,
): void {
  const k = set[c - 2];
  if (c < second) {
    const a = --active;
    const cc = item[a];
    item[a] = c;
    item[k] = cc;
    set[cc - 2] = k;
    set[c - 2] = a;
  } else {
    const a = --sactive;
    const cc = sitem[a];
    sitem[a] = c;
    sitem[k] = cc;
    set[cc - 2] = k;
    set[c - 2] = a;
  }
}

/**
 * The trail variant's hide: c's options leave every other item's set. Returns false as soon as
 * an active primary item is left with no option (the caller restores the sizes). The items of
 * the option being committed are inactive already, so they may run out of options.
 */
function hideTrail(set: Int32Array, nd: Int32Array, second: number, c: number): boolean {
  const act = active;
  let u = 0;
  const s = c + set[c - 1];
  for (let rr = c; rr < s; rr++) {
    const tt = set[rr];
    for (let nn = tt + 2; nn !== tt; ) {
      const uu = nd[nn];
      if (uu < 0) {
        nn += uu;
        continue;
      }
      const ss = set[uu - 1] - 1;
      if (ss === 0 && uu < second && set[uu - 2] < act) {
        updates += u;
        return false;
      }
      const vv = nd[nn + 1];
      set[uu - 1] = ss;
      const last = uu + ss;
      const nnp = set[last];
      set[last] = nn;
      set[vv] = nnp;
      nd[nn + 1] = last;
      nd[nnp + 1] = vv;
      nn += 2;
      u++;
    }
  }
  updates += u;
  return true;
}

/**
 * Commits option x (a node of the chosen item `best`): its items leave the active lists, then
 * their options leave the other sets, `best`'s first; false on a dead end.
 */
function commitTrail(
  set: Int32Array,
  nd: Int32Array,
  item: Int32Array,
  sitem: Int32Array,
  second: number,
  best: number,
  x: number,
): boolean {
  deactivate(set, item, sitem, second, best);
  for (let pp = x + 2; pp !== x; ) {
    const cc = nd[pp];
    if (cc < 0) pp += cc;
    else {
      deactivate(set, item, sitem, second, cc);
      pp += 2;
    }
  }
  if (!hideTrail(set, nd, second, best)) return false;
  for (let pp = x + 2; pp !== x; ) {
    const cc = nd[pp];
    if (cc < 0) pp += cc;
    else {
      if (!hideTrail(set, nd, second, cc)) return false;
      pp += 2;
    }
  }
  return true;
}

/** Counts the solutions with Knuth's SSXCC scheme (sizes saved at each branch node). */
function countTrail(cells: Cells, counters?: CellsCounters): number {
  const { set, nd, item, second } = cells;
  const sitem = cells.secondaries.slice();
  for (let k = 0; k < sitem.length; k++) set[sitem[k] - 2] = k;
  const items = cells.primary + sitem.length;
  const levels = cells.maxLevel + 1;
  const save = new Int32Array(2 * items * levels);
  const saveBase = new Int32Array(levels);
  const activeAt = new Int32Array(levels);
  const sactiveAt = new Int32Array(levels);
  const bestAt = new Int32Array(levels);
  const curAt = new Int32Array(levels);
  active = cells.primary;
  sactive = sitem.length;
  updates = 0;
  let nodes = 0;
  let count = 0;
  let level = 0;
  let sp = 0;
  let forward = true;
  for (;;) {
    if (forward) {
      nodes++;
      if (active === 0) {
        count++;
        forward = false;
        continue;
      }
      let t = 0x7fffffff;
      let best = 0;
      for (let k = 0; k < active; k++) {
        const c = item[k];
        const s = set[c - 1];
        if (s < t) {
          best = c;
          t = s;
          if (s === 0) break;
        }
      }
      if (t === 0) {
        forward = false;
        continue;
      }
      // save the sizes of the active items
      saveBase[level] = sp;
      activeAt[level] = active;
      sactiveAt[level] = sactive;
      for (let k = 0; k < active; k++) {
        const c = item[k];
        save[sp++] = c;
        save[sp++] = set[c - 1];
      }
      for (let k = 0; k < sactive; k++) {
        const c = sitem[k];
        save[sp++] = c;
        save[sp++] = set[c - 1];
      }
      bestAt[level] = best;
      curAt[level] = best;
      if (commitTrail(set, nd, item, sitem, second, best, set[best])) {
        level++;
        continue;
      }
      level++; // a failed first option: back up into this level as from a child
      forward = false;
    }
    // back up: restore the sizes of the level above and try its next option
    for (;;) {
      if (level === 0) {
        if (counters) {
          counters.nodes = nodes;
          counters.updates = updates;
        }
        return count;
      }
      level--;
      const base = saveBase[level];
      sp = base;
      active = activeAt[level];
      sactive = sactiveAt[level];
      const end = base + 2 * (active + sactive);
      for (let q = base; q < end; q += 2) set[save[q] - 1] = save[q + 1];
      const best = bestAt[level];
      const cur = curAt[level] + 1;
      if (cur < best + set[best - 1]) {
        curAt[level] = cur;
        sp = end;
        if (commitTrail(set, nd, item, sitem, second, best, set[cur])) {
          level++;
          forward = true;
          break;
        }
        level++;
      }
    }
  }
}

/** Which undo: see the file's comment. */
export type CellsUndo = "walk" | "trail";

/**
 * Counts the exact covers of a plain problem (no colours, no bounds) with dancing cells.
 *
 * @example
 * ```ts
 * countDancingCells(queensProblem(8)); // 92
 * ```
 */
export function countDancingCells(
  problem: ExactCoverProblem,
  undo: CellsUndo = "walk",
  counters?: CellsCounters,
): number {
  if (problem.primary.length === 0) return 1;
  const cells = build(problem);
  return undo === "walk" ? countWalk(cells, counters) : countTrail(cells, counters);
}
