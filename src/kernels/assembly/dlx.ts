/**
 * AssemblyScript: Knuth's DLX1 (Algorithm X with dancing links) for problems without colours
 * or multiplicities, on the engine's memory (layout: src/exact-cover/layout.ts). Compiled by
 * `npm run kernels` into dlx.bytes.ts; driven by src/exact-cover/dlx-kernel.ts.
 *
 * `run(max, tickOk)` searches from the state in memory (level, base, resume, ...) until it has
 * found `max` solutions (returns FOUND, at the solution), the tree below the base is done
 * (DONE), or the next node would be a multiple of 4,096 and `tickOk` is 0 (TICK: the caller
 * checks its signal and calls again with `tickOk` 1, or pauses there). The item to branch on is
 * the primary item with the fewest options left, ties to the first, the scan stopping at an item
 * with ST_ENOUGH options or fewer. Cost: one update per link removed, no allocation.
 */
import {
  DONE,
  FOUND,
  S,
  SF_BRANCHES,
  SF_NODES,
  SF_UPDATES,
  ST_BASE,
  ST_CLOCK,
  ST_ENOUGH,
  ST_LEVEL,
  ST_PROFILE,
  ST_RESUME,
  TICK,
  TICK_MASK,
} from "../../exact-cover/layout";
import {
  CHOICE_AT,
  at,
  down,
  end,
  first,
  leave,
  llink,
  profileNode,
  rlink,
  setAt,
  setDown,
  setLlink,
  setRlink,
  setTop,
  setUp,
  stateF64,
  stateInt,
  top,
  uncoverItem,
  uncoverOthersOf,
  up,
} from "./dlx-links";

/** Takes node q out of its item's list. */
@inline function hide(q: i32): void {
  const u = up(q);
  const d = down(q);
  setDown(u, d);
  setUp(d, u);
  const item = top(q);
  setTop(item, top(item) - 1);
}

/**
 * Covers item i: takes it out of the item list and every option of its list out of the other
 * items' lists (Knuth's order: the nodes right of p, then from the option's first node up to
 * p). Returns the links removed (Knuth's updates).
 */
@inline function coverItem(i: i32): i32 {
  let slots = 0;
  let p = down(i);
  while (p != i) {
    const next = down(p);
    const optionFirst = first(p);
    const optionEnd = end(p);
    let q = p + S;
    while (q < optionEnd) {
      hide(q);
      q += S;
    }
    q = optionFirst;
    while (q < p) {
      hide(q);
      q += S;
    }
    slots += optionEnd - optionFirst - S;
    p = next;
  }
  const l = llink(i);
  const r = rlink(i);
  setRlink(l, r);
  setLlink(r, l);
  return slots / S;
}

/** Covers item i; returns the updates. */
export function cover(i: i32): i32 {
  return coverItem(i);
}

/** Undoes `cover(i)`. */
export function uncover(i: i32): void {
  uncoverItem(i);
}

/** Covers the items of x's option other than x's own (right of x, then from the first); returns the updates. */
export function coverOthers(x: i32): i32 {
  const optionFirst = first(x);
  const optionEnd = end(x);
  let updates = 0;
  let p = x + S;
  while (p < optionEnd) {
    updates += coverItem(top(p));
    p += S;
  }
  p = optionFirst;
  while (p < x) {
    updates += coverItem(top(p));
    p += S;
  }
  return updates;
}

/** Undoes `coverOthers(x)`. */
export function uncoverOthers(x: i32): void {
  uncoverOthersOf(x);
}

/** The search (see the file comment); returns FOUND, DONE or TICK and leaves the state in memory. */
export function run(max: i32, tickOk: i32): i32 {
  const base = stateInt(ST_BASE);
  const enough = stateInt(ST_ENOUGH);
  const profiling = stateInt(ST_PROFILE);
  let level = stateInt(ST_LEVEL);
  let backtrack = stateInt(ST_RESUME);
  let clock = stateInt(ST_CLOCK);
  let nodes = stateF64(SF_NODES);
  let updates = stateF64(SF_UPDATES);
  let branches = stateF64(SF_BRANCHES);
  let found = 0;
  for (;;) {
    if (!backtrack) {
      // a new node: first a pause when it would be the next multiple of 4,096
      if (!tickOk && ((clock + 1) & TICK_MASK) == 0) {
        return leave(TICK, level, backtrack, found, clock, nodes, updates, branches);
      }
      tickOk = 0;
      clock = (clock + 1) & TICK_MASK;
      nodes += 1;
      if (profiling) profileNode(level);
      // the primary item with the fewest options left, ties to the first (stop at `enough`)
      let best = 0x7fffffff;
      let item = 0;
      let k = rlink(0);
      while (k != 0) {
        const length = top(k);
        if (length < best) {
          best = length;
          item = k;
          if (length <= enough) break;
        }
        k = rlink(k);
      }
      if (item == 0) {
        // no primary item left: a solution
        found++;
        backtrack = 1;
        if (found >= max) {
          return leave(FOUND, level, backtrack, found, clock, nodes, updates, branches);
        }
      } else if (best == 0) {
        backtrack = 1; // an item with no option left: back up
      } else {
        if (best > 1) branches += 1;
        updates += <f64>cover(item);
        const x = down(item);
        updates += <f64>coverOthers(x);
        setAt(CHOICE_AT, level, x);
        level++;
      }
    }
    if (backtrack) {
      // backing up: the next option of the last level's item, or uncover it and go up
      backtrack = 0;
      for (;;) {
        if (level == base) {
          return leave(DONE, level, backtrack, found, clock, nodes, updates, branches);
        }
        level--;
        let x = at(CHOICE_AT, level);
        uncoverOthers(x);
        const item = top(x);
        x = down(x);
        if (x != item) {
          updates += <f64>coverOthers(x);
          setAt(CHOICE_AT, level, x);
          level++;
          break;
        }
        uncover(item);
      }
    }
  }
  return unreachable(); // the loop returns
}
