/**
 * Knuth's DLX3 operations (Algorithm M) on the Dancing Links engine's arrays (layout.ts), for
 * primary items covered between a and b times: the tweaks that take a tried option out of its
 * item's list (so that the next branch cannot take it again: sets, not sequences), and the
 * commit of an option with bounds. Used by dancing-links.ts's bounded search.
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
import { COLOR, DOWN, END, FIRST, S, UP } from "./layout.js";

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
