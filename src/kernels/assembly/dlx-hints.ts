/**
 * AssemblyScript: the hint search of the Dancing Links engine (`choice: "hints"`, see
 * src/exact-cover/dancing-links.ts), on the engine's memory (layout: src/exact-cover/layout.ts),
 * and the engine's `push` and `pop` of clues with that choice (their only implementation).
 * Compiled by `npm run kernels` into dlx-hints.bytes.ts; driven by src/exact-cover/dlx-kernel.ts.
 *
 * The covers push every primary item they leave with at most one option on a stack in the
 * memory (marked DEAD with none), so that forced moves and dead ends are taken without scanning
 * the item list; when none holds, of the first 8 items with two options the one whose options
 * hide the most other options is branched on, else the shortest. `run(max, tickOk)` returns as
 * dlx.ts's does. Per level + 1 the engine keeps `hintBase` (the stack height right after the
 * branching item's own cover) and `regLo`..`regHi` (the hints of the nearest branching cover at
 * or above the level, read and never popped below it: its other options need them).
 */
import {
  DEAD,
  DONE,
  FOUND,
  S,
  SF_BRANCHES,
  SF_NODES,
  SF_UPDATES,
  ST_BASE,
  ST_CLOCK,
  ST_LEVEL,
  ST_PROFILE,
  ST_PUSHED,
  ST_RESUME,
  ST_SP,
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
  setStateInt,
  setTop,
  setUp,
  stateF64,
  stateInt,
  top,
  uncoverItem,
  uncoverOthersOf,
  up,
} from "./dlx-links";

/** Byte offsets of the hint stack and its per-level arrays; the address past the primary items. */
@external("env", "hints") declare const HINTS_AT: i32;
@external("env", "hintBase") declare const HINT_BASE_AT: i32;
@external("env", "regLo") declare const REG_LO_AT: i32;
@external("env", "regHi") declare const REG_HI_AT: i32;
@external("env", "primaryEnd") declare const PRIMARY_END: i32;

/** The slots of the options hidden by the covers since it was last read (S x the updates). */
let hiddenSlots: i32 = 0;

/**
 * Covers item i as dlx.ts's cover does, pushing each primary item it leaves with at most one
 * option on the hint stack from height sp (marked DEAD with none); returns the new height.
 */
function coverHints(i: i32, sp: i32): i32 {
  let p = down(i);
  while (p != i) {
    const next = down(p);
    const optionFirst = first(p);
    const optionEnd = end(p);
    let q = p + S;
    while (q < optionEnd) {
      sp = hideHint(q, sp);
      q += S;
    }
    q = optionFirst;
    while (q < p) {
      sp = hideHint(q, sp);
      q += S;
    }
    hiddenSlots += optionEnd - optionFirst - S;
    p = next;
  }
  const l = llink(i);
  const r = rlink(i);
  setRlink(l, r);
  setLlink(r, l);
  return sp;
}

/** Takes node q out of its item's list, pushing the item when it has at most one option left. */
@inline function hideHint(q: i32, sp: i32): i32 {
  const u = up(q);
  const d = down(q);
  setDown(u, d);
  setUp(d, u);
  const item = top(q);
  const length = top(item) - 1;
  setTop(item, length);
  if ((length <= 1) & (item < PRIMARY_END)) {
    setAt(HINTS_AT, sp, item | (i32(length == 0) << 30));
    sp++;
  }
  return sp;
}

function uncover(i: i32): void {
  uncoverItem(i);
}

function uncoverOthers(x: i32): void {
  uncoverOthersOf(x);
}

/** True when item f is still in the item list and has at most one option left. */
@inline function activeShort(f: i32): bool {
  return (rlink(llink(f)) == f) & (top(f) <= 1);
}

/**
 * Covers `head` and then the other items of the option of node x, pushing hints from the
 * height in ST_SP; leaves the new height in ST_SP and the updates in ST_PUSHED.
 */
export function push(head: i32, x: i32): void {
  hiddenSlots = 0;
  let sp = coverHints(head, stateInt(ST_SP));
  const optionFirst = first(x);
  const optionEnd = end(x);
  let p = x + S;
  while (p < optionEnd) {
    sp = coverHints(top(p), sp);
    p += S;
  }
  p = optionFirst;
  while (p < x) {
    sp = coverHints(top(p), sp);
    p += S;
  }
  setStateInt(ST_SP, sp);
  setStateInt(ST_PUSHED, hiddenSlots / S);
}

/** Undoes `push(top(x), x)` (the stack height is the caller's to restore). */
export function pop(x: i32): void {
  uncoverOthers(x);
  uncover(top(x));
}

/**
 * The item to branch on at `level` with the hint stack at height `sp` (`best` the first active
 * primary item); returns it, and its options left in `chosenLength`, the height (after popping
 * hints no longer short) in `chosenSp`.
 */
let chosenLength: i32 = 0;
let chosenSp: i32 = 0;
@inline function chooseItem(level: i32, first: i32, sp: i32): i32 {
  let best = first;
  let bestLength = top(best);
  // an item the last option's covers left with no option
  const from = at(HINT_BASE_AT, level);
  let q = sp - 1;
  while (q >= from) {
    let f = at(HINTS_AT, q);
    if (f >= DEAD) {
      f &= ~DEAD;
      if (rlink(llink(f)) == f) {
        best = f;
        bestLength = 0;
        break;
      }
    }
    q--;
  }
  // else the newest hint still active with at most one option (popping the others), then
  // those of the nearest branching cover
  const lo = at(REG_LO_AT, level);
  const hi = at(REG_HI_AT, level);
  while (bestLength > 1 && sp > hi) {
    const f = at(HINTS_AT, sp - 1) & ~DEAD;
    if (activeShort(f)) {
      best = f;
      bestLength = top(f);
    } else {
      sp--;
    }
  }
  q = hi - 1;
  while (bestLength > 1 && q >= lo) {
    const f = at(HINTS_AT, q) & ~DEAD;
    if (activeShort(f)) {
      best = f;
      bestLength = top(f);
    }
    q--;
  }
  // else no item has fewer than two options: the first of length 2, else the shortest
  let k = rlink(best);
  while (k != 0 && bestLength > 2) {
    const length = top(k);
    if (length < bestLength) {
      best = k;
      bestLength = length;
    }
    k = rlink(k);
  }
  if (bestLength == 2) best = widestPair(best);
  chosenLength = bestLength;
  chosenSp = sp;
  return best;
}

/**
 * Of the first 8 items with two options from `from` on (the first of them), the one whose
 * options hide the most other options (the sum of the lengths of their items' lists).
 */
function widestPair(from: i32): i32 {
  let best = from;
  let bestScore = -1;
  let seen = 0;
  let k = from;
  while (k != 0 && seen < 8) {
    if (top(k) == 2) {
      seen++;
      let score = 0;
      let y = down(k);
      while (y != k) {
        const optionEnd = end(y);
        let q = first(y);
        while (q < optionEnd) {
          score += top(top(q));
          q += S;
        }
        y = down(y);
      }
      if (score > bestScore) {
        best = k;
        bestScore = score;
      }
    }
    k = rlink(k);
  }
  return best;
}

/** The hint search from the state in memory; returns FOUND, DONE or TICK as dlx.ts's `run`. */
export function run(max: i32, tickOk: i32): i32 {
  const base = stateInt(ST_BASE);
  const profiling = stateInt(ST_PROFILE);
  let level = stateInt(ST_LEVEL);
  let backtrack = stateInt(ST_RESUME);
  let clock = stateInt(ST_CLOCK);
  let sp = stateInt(ST_SP);
  let nodes = stateF64(SF_NODES);
  let updates = stateF64(SF_UPDATES);
  let branches = stateF64(SF_BRANCHES);
  let found = 0;
  hiddenSlots = 0;
  for (;;) {
    let x: i32;
    let p: i32;
    let fresh: bool;
    if (!backtrack) {
      // a new node: first a pause when it would be the next multiple of 4,096
      if (!tickOk && ((clock + 1) & TICK_MASK) == 0) {
        setStateInt(ST_SP, sp);
        return leave(TICK, level, backtrack, found, clock, nodes, updates, branches);
      }
      tickOk = 0;
      clock = (clock + 1) & TICK_MASK;
      nodes += 1;
      if (profiling) profileNode(level);
      const firstItem = rlink(0);
      if (firstItem == 0) {
        // no primary item left: a solution
        found++;
        backtrack = 1;
        if (found >= max) {
          setStateInt(ST_SP, sp);
          return leave(FOUND, level, backtrack, found, clock, nodes, updates, branches);
        }
        continue;
      }
      const best = chooseItem(level, firstItem, sp);
      const bestLength = chosenLength;
      sp = chosenSp;
      // an item with no option: a dead end (covering it and giving it back changes nothing)
      if (bestLength == 0) {
        backtrack = 1;
        continue;
      }
      if (bestLength > 1) {
        branches += 1;
        setAt(REG_LO_AT, level + 1, sp);
        setAt(REG_HI_AT, level + 1, -1);
      } else {
        setAt(REG_LO_AT, level + 1, at(REG_LO_AT, level));
        setAt(REG_HI_AT, level + 1, at(REG_HI_AT, level));
      }
      x = down(best);
      p = x;
      fresh = true;
    } else {
      // backing up: uncover the others of the level's option y (y - S down to first, then
      // end - S down to y + S), and its item too when its list is done
      if (level == base) {
        setStateInt(ST_SP, sp);
        return leave(DONE, level, backtrack, found, clock, nodes, updates, branches);
      }
      level--;
      const y = at(CHOICE_AT, level);
      const item = top(y);
      x = down(y);
      const optionFirst = first(y);
      const optionEnd = end(y);
      let q = y;
      for (;;) {
        q -= S;
        if (q < optionFirst) q = optionEnd - S;
        if (q == y && x != item) break;
        uncover(top(q));
        if (q == y) break;
      }
      if (x == item) continue;
      sp = at(HINT_BASE_AT, level + 1);
      p = x + S;
      if (p == end(x)) p = first(x);
      fresh = false;
    }
    // cover the items of x's option from node p on, along the option, wrapping, up to x (at a
    // new level p = x: the item itself first)
    const optionFirst = first(x);
    const optionEnd = end(x);
    while (fresh || p != x) {
      sp = coverHints(top(p), sp);
      if (fresh) {
        setAt(HINT_BASE_AT, level + 1, sp);
        if (at(REG_HI_AT, level + 1) < 0) setAt(REG_HI_AT, level + 1, sp);
        fresh = false;
      }
      p += S;
      if (p == optionEnd) p = optionFirst;
    }
    updates += <f64>(hiddenSlots / S);
    hiddenSlots = 0;
    setAt(CHOICE_AT, level, x);
    level++;
    backtrack = 0;
  }
  return unreachable(); // the loop returns
}
