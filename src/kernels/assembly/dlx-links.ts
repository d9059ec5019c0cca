/**
 * AssemblyScript: the links of the Dancing Links engine as the kernels (dlx.ts, dlx-hints.ts)
 * see them, on the layout of src/exact-cover/layout.ts: one imported memory, the nodes at byte
 * 0 and the other arrays at byte offsets imported from `env`; and the uncover operations both
 * kernels share. Every accessor is inlined, so each is one load or store in the compiled code
 * (no bounds check: WebAssembly memory needs none inside its guard pages).
 */
import {
  COLOR,
  DOWN,
  END,
  FIRST,
  LLINK,
  RLINK,
  S,
  SF_BRANCHES,
  SF_NODES,
  SF_UPDATES,
  ST_CLOCK,
  ST_FOUND,
  ST_LEVEL,
  ST_RESUME,
  STATE_F64_AT,
  TOP,
  UP,
} from "../../exact-cover/layout";

/** Byte offsets of the arrays after the nodes, set by the engine at instantiation. */
@external("env", "range") export declare const RANGE_AT: i32;
@external("env", "links") export declare const LINKS_AT: i32;
@external("env", "choice") export declare const CHOICE_AT: i32;
@external("env", "profile") export declare const PROFILE_AT: i32;
@external("env", "state") export declare const STATE_AT: i32;

// ---- nodes: TOP, ULINK, DLINK at address a (an int32 index) ----

@inline export function top(a: i32): i32 {
  return load<i32>(a << 2, TOP << 2);
}
@inline export function setTop(a: i32, v: i32): void {
  store<i32>(a << 2, v, TOP << 2);
}
@inline export function up(a: i32): i32 {
  return load<i32>(a << 2, UP << 2);
}
@inline export function setUp(a: i32, v: i32): void {
  store<i32>(a << 2, v, UP << 2);
}
@inline export function down(a: i32): i32 {
  return load<i32>(a << 2, DOWN << 2);
}
@inline export function setDown(a: i32, v: i32): void {
  store<i32>(a << 2, v, DOWN << 2);
}

// ---- range: an option node's first node and end ----

@inline export function first(a: i32): i32 {
  return load<i32>((a << 2) + RANGE_AT, FIRST << 2);
}
@inline export function end(a: i32): i32 {
  return load<i32>((a << 2) + RANGE_AT, END << 2);
}
/** Not read by the kernels (they serve uncoloured problems only); named for the layout's sake. */
@inline export function color(a: i32): i32 {
  return load<i32>((a << 2) + RANGE_AT, COLOR << 2);
}

// ---- links: the item list ----

@inline export function llink(i: i32): i32 {
  return load<i32>((i << 2) + LINKS_AT, LLINK << 2);
}
@inline export function rlink(i: i32): i32 {
  return load<i32>((i << 2) + LINKS_AT, RLINK << 2);
}
@inline export function setLlink(i: i32, v: i32): void {
  store<i32>((i << 2) + LINKS_AT, v, LLINK << 2);
}
@inline export function setRlink(i: i32, v: i32): void {
  store<i32>((i << 2) + LINKS_AT, v, RLINK << 2);
}

// ---- int32 arrays at a byte offset (choice, the hint stack and its per-level arrays) ----

@inline export function at(base: i32, index: i32): i32 {
  return load<i32>((index << 2) + base);
}
@inline export function setAt(base: i32, index: i32, v: i32): void {
  store<i32>((index << 2) + base, v);
}

// ---- the search state (layout.ts: ST_* int32 slots, SF_* float64 slots) ----

@inline export function stateInt(slot: i32): i32 {
  return load<i32>(STATE_AT + (slot << 2));
}
@inline export function setStateInt(slot: i32, v: i32): void {
  store<i32>(STATE_AT + (slot << 2), v);
}

/** A float64 slot of the state (SF_*). */
@inline export function stateF64(slot: i32): f64 {
  return load<f64>(STATE_AT + STATE_F64_AT + (slot << 3));
}

/** Counts a node at `level` in the per-level profile (float64 per level). */
@inline export function profileNode(level: i32): void {
  const slot = (level << 3) + PROFILE_AT;
  store<f64>(slot, load<f64>(slot) + 1);
}

/**
 * The end of a kernel's `run`: its search state back to memory (the float64 counters too), and
 * the status as the result.
 */
@inline export function leave(
  status: i32,
  level: i32,
  backtrack: i32,
  found: i32,
  clock: i32,
  nodes: f64,
  updates: f64,
  branches: f64,
): i32 {
  setStateInt(ST_LEVEL, level);
  setStateInt(ST_RESUME, backtrack);
  setStateInt(ST_FOUND, found);
  setStateInt(ST_CLOCK, clock);
  store<f64>(STATE_AT + STATE_F64_AT + (SF_NODES << 3), nodes);
  store<f64>(STATE_AT + STATE_F64_AT + (SF_UPDATES << 3), updates);
  store<f64>(STATE_AT + STATE_F64_AT + (SF_BRANCHES << 3), branches);
  return status;
}

/** Puts node q back into its item's list (the reverse of a hide). */
@inline function unhide(q: i32): void {
  const u = up(q);
  const d = down(q);
  setDown(u, q);
  setUp(d, q);
  const item = top(q);
  setTop(item, top(item) + 1);
}

/**
 * Undoes `cover(i)`: item i back into the item list, then its options' other nodes back into
 * their lists, in the exact reverse of the cover's order (list bottom up; in each option the
 * nodes left of p from right to left, then from the option's end down to the right of p).
 */
@inline export function uncoverItem(i: i32): void {
  const l = llink(i);
  const r = rlink(i);
  setRlink(l, i);
  setLlink(r, i);
  let p = up(i);
  while (p != i) {
    const previous = up(p);
    const optionFirst = first(p);
    const optionEnd = end(p);
    let q = p - S;
    while (q >= optionFirst) {
      unhide(q);
      q -= S;
    }
    q = optionEnd - S;
    while (q > p) {
      unhide(q);
      q -= S;
    }
    p = previous;
  }
}

/** Uncovers the items of x's option other than x's own, in the reverse of `coverOthers`. */
@inline export function uncoverOthersOf(x: i32): void {
  const optionFirst = first(x);
  const optionEnd = end(x);
  let p = x - S;
  while (p >= optionFirst) {
    uncoverItem(top(p));
    p -= S;
  }
  p = optionEnd - S;
  while (p > x) {
    uncoverItem(top(p));
    p -= S;
  }
}
