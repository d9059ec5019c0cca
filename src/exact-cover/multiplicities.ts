/**
 * Knuth's DLX3 operations (Algorithm M) on the Dancing Links engine's arrays (layout.ts), for
 * primary items covered between a and b times: the tweaks that take a tried option out of its
 * item's list (so that the next branch cannot take it again: sets, not sequences), and the
 * commit of an option with bounds; and the bounded search itself (`searchBounded`), a strategy
 * that dancing-links.ts runs on its state.
 * Cost: one update per link removed.
 */
import {
  coverColored,
  hideColored,
  purify,
  uncoverColored,
  unhideColored,
  unpurify,
} from "./colors.js";
import * as layout from "./layout.js";
import { type BoundedArrays, type LoopState, leave } from "./loop-state.js";

// The layout's constants as module-level consts: V8 folds these into the hot loops, which it
// does not do for imported bindings (the coloured search measured 1.3x slower reading imports).
const COLOR = layout.COLOR;
const DOWN = layout.DOWN;
const END = layout.END;
const FIRST = layout.FIRST;
const S = layout.S;
const TICK_MASK = layout.TICK_MASK;
const UP = layout.UP;

/**
 * Knuth's tweak: hides node x's whole option, x included (x is the first node of its item's
 * list), so that the item's next branch cannot take it again.
 */
export function tweak(mem: Int32Array, range: Int32Array, x: number): number {
  // the option's other nodes, as a cover hides them, then x itself
  return hideColored(mem, range, x) + tweakListOnly(mem, x);
}

/**
 * Knuth's tweak': when the item is covered (its options already hidden from the other lists),
 * only takes x out of the item's own list.
 */
export function tweakListOnly(mem: Int32Array, x: number): number {
  const u = mem[x + UP];
  const d = mem[x + DOWN];
  mem[u + DOWN] = d;
  mem[d + UP] = u;
  mem[mem[x]]--;
  return 1;
}

/**
 * Undoes the tweaks of item i's list since its first node was x: the tweaked nodes still point
 * down to each other, so relinking their up pointers and the header's down pointer restores
 * the list, and their options go back into the other lists (unless `listOnly`: tweak').
 */
export function untweak(
  mem: Int32Array,
  range: Int32Array,
  i: number,
  x: number,
  listOnly: boolean,
): void {
  const z = mem[i + DOWN];
  mem[i + DOWN] = x;
  let k = 0;
  let qq = i;
  let rr = x;
  for (; rr !== z; qq = rr, rr = mem[rr + DOWN]) {
    mem[rr + UP] = qq;
    k++;
    if (!listOnly) unhideColored(mem, range, rr);
  }
  mem[rr + UP] = qq;
  mem[i] += k;
}

/**
 * Commits x's option with bounds: each other primary item has one cover fewer to give (covered
 * once it has none), each secondary item is covered or purified.
 */
export function commitBounded(
  mem: Int32Array,
  range: Int32Array,
  links: Int32Array,
  bound: Int32Array,
  primaryEnd: number,
  x: number,
): number {
  const first = range[x + FIRST];
  const end = range[x + END];
  let updates = 0;
  for (let p = x + S; p !== x; p += S) {
    if (p === end) p = first;
    if (p === x) break;
    const item = mem[p];
    if (item < primaryEnd) {
      if (--bound[item] === 0) updates += coverColored(mem, range, links, item);
    } else {
      const c = range[p + COLOR];
      if (c === 0) updates += coverColored(mem, range, links, item);
      else if (c > 0) updates += purify(mem, range, p);
    }
  }
  return updates;
}

export function uncommitBounded(
  mem: Int32Array,
  range: Int32Array,
  links: Int32Array,
  bound: Int32Array,
  primaryEnd: number,
  x: number,
): void {
  const first = range[x + FIRST];
  const end = range[x + END];
  for (let p = x - S; p !== x; p -= S) {
    if (p < first) p = end - S;
    if (p === x) break;
    const item = mem[p];
    if (item < primaryEnd) {
      if (bound[item] === 0) uncoverColored(mem, range, links, item);
      bound[item]++;
    } else {
      const c = range[p + COLOR];
      if (c === 0) uncoverColored(mem, range, links, item);
      else if (c > 0) unpurify(mem, range, p);
    }
  }
}

/**
 * Knuth's DLX3 (Algorithm M): the item to branch on minimises l + s - b + 1 (l its options
 * left, b the covers it may still take, s = min(slack, b)), ties to the smaller s, then the
 * longer list; each branch takes one option (then tweaks it out of the item's list, so that
 * the next branch cannot take it again: sets, not sequences) or, when the item may take no
 * more, none. An item that no longer constrains anything (s = b >= l) is branched on only
 * when no other is left, so every set of options is found once. The loop runs Knuth's steps
 * M3 to M9 (the functions below) from and into `state` (see loop-state.ts).
 */
export function searchBounded(
  e: BoundedArrays,
  state: LoopState,
  max: number,
  tick: (nodes: number) => boolean,
): number {
  const profile = e.profile;
  const base = state.base;
  let level = state.level;
  let nodes = state.nodes;
  let updates = state.updates;
  let found = 0;
  // 0 forward, 1 advance, 2 backup, 3 backdown
  let step = state.resume ? 3 : 0;
  for (;;) {
    if (step === 0) {
      nodes++;
      if ((nodes & TICK_MASK) === 0 && tick(nodes)) {
        return leave(state, level, nodes - 1, updates, found, false, false);
      }
      if (profile !== undefined) profile[level]++;
      const best = chooseBounded(e);
      if (best === 0) {
        found++;
        if (found >= max) {
          return leave(state, level, nodes, updates, found, true, false);
        }
        step = 3;
      } else if (best < 0) step = 3;
      else {
        updates += enterItem(e, level, best);
        step = 1;
      }
    } else if (step === 1) {
      const tried = tryNext(e, level);
      if (tried < 0) step = 2;
      else {
        updates += tried;
        level++;
        step = 0;
      }
    } else if (step === 2) {
      restoreItem(e, level);
      step = 3;
    } else {
      // M9: leave the level
      if (level === base) {
        return leave(state, level, nodes, updates, found, false, true);
      }
      level--;
      step = leaveLevel(e, level) ? 1 : 2;
    }
  }
}

/**
 * M3: the item to branch on (see `searchBounded`), as its address; 0 when no item is left (a
 * solution), -1 when the best one can no longer get its covers (l + s - b + 1 <= 0: back up).
 */
function chooseBounded(e: BoundedArrays): number {
  const { mem, links, bound, slack } = e;
  let score = 0x7fffffff;
  let best = 0;
  let bestS = 0;
  let bestL = 0;
  let loose = 0;
  for (let k = links[1]; k !== 0; k = links[k + 1]) {
    const b = bound[k];
    const sk = slack[k] < b ? slack[k] : b;
    const l = mem[k];
    if (l <= b && sk >= b) {
      if (loose === 0) loose = k;
      continue;
    }
    const t = l + sk - b + 1;
    if (t < score || (t === score && (sk < bestS || (sk === bestS && l > bestL)))) {
      score = t;
      best = k;
      bestS = sk;
      bestL = l;
    }
  }
  if (best === 0) return loose;
  return score <= 0 ? -1 : best;
}

/**
 * M4: branches on item `best` at `level`, its first option first: an item with no cover left
 * is covered; one that may still take more, or has slack, is tweaked (firstTweak remembers
 * where its list began). Returns the updates.
 */
function enterItem(e: BoundedArrays, level: number, best: number): number {
  const { mem, bound, slack } = e;
  const x = mem[best + DOWN];
  e.choice[level] = x;
  e.branchItem[level] = best;
  const updates = --bound[best] === 0 ? coverColored(mem, e.range, e.links, best) : 0;
  e.firstTweak[level] = bound[best] !== 0 || slack[best] !== 0 ? x : 0;
  return updates;
}

/**
 * M5 and M6: tries the level's option (tweaked out of its item's list, then committed), or the
 * null move (the item takes no more options here); returns the updates, or -1 when the item's
 * list can no longer give enough (back up: M8).
 */
function tryNext(e: BoundedArrays, level: number): number {
  const { mem, range, links, bound, slack } = e;
  const i = e.branchItem[level];
  const x = e.choice[level];
  let updates = 0;
  if (bound[i] === 0 && slack[i] === 0) {
    if (x === i) return -1;
  } else if (mem[i] <= bound[i] - slack[i]) {
    return -1;
  } else if (x !== i) {
    updates += bound[i] === 0 ? tweakListOnly(mem, x) : tweak(mem, range, x);
  } else if (bound[i] !== 0) {
    // the null move: the item is set aside
    const l = links[i];
    const r = links[i + 1];
    links[l + 1] = r;
    links[r] = l;
  }
  if (x !== i) updates += commitBounded(mem, range, links, bound, e.primaryEnd, x);
  return updates;
}

/** M8: restores the level's item (uncovered, its tweaks undone) and gives its cover back. */
function restoreItem(e: BoundedArrays, level: number): void {
  const { mem, range, links, bound, slack } = e;
  const i = e.branchItem[level];
  if (bound[i] === 0 && slack[i] === 0) uncoverColored(mem, range, links, i);
  else if (bound[i] === 0) {
    untweak(mem, range, i, e.firstTweak[level], true);
    uncoverColored(mem, range, links, i);
  } else untweak(mem, range, i, e.firstTweak[level], false);
  bound[i]++;
}

/**
 * M9, back at `level`: undoes its option's commit and moves to the next option (true: try it,
 * M5), or, back from the null move, makes the item active again (false: restore it, M8).
 */
function leaveLevel(e: BoundedArrays, level: number): boolean {
  const { mem, links } = e;
  const x = e.choice[level];
  const i = e.branchItem[level];
  if (x === i) {
    // an item that was only set aside is active again
    if (e.bound[i] !== 0) {
      links[links[i] + 1] = i;
      links[links[i + 1]] = i;
    }
    return false;
  }
  uncommitBounded(mem, e.range, links, e.bound, e.primaryEnd, x);
  e.choice[level] = mem[x + DOWN];
  return true;
}
