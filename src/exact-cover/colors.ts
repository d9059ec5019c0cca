/**
 * Knuth's DLX2 operations on the Dancing Links engine's arrays (layout.ts): hiding and
 * restoring an option, covering an item, purifying a coloured secondary item (the options that
 * give it another colour are hidden, the same-coloured nodes are marked COLOR = -1 and stay in
 * place), and committing an option's other items. The plain order is Knuth's: the nodes right
 * of p, then from the option's first node up to p; undoing goes in the exact reverse order.
 * And the coloured search itself (`searchColored`), a strategy that dancing-links.ts runs on its
 * state; the link operations also serve multiplicities.ts.
 * Cost: one update per link removed.
 */
import * as layout from "./layout.js";
import { type EngineArrays, type LoopState, leave } from "./loop-state.js";

// The layout's constants as module-level consts: V8 folds these into the hot loops, which it
// does not do for imported bindings (the coloured search measured 1.3x slower reading imports).
const COLOR = layout.COLOR;
const DOWN = layout.DOWN;
const END = layout.END;
const FIRST = layout.FIRST;
const S = layout.S;
const TICK_MASK = layout.TICK_MASK;
const UP = layout.UP;

/** Hides p's option: removes its other nodes (except purified ones) from their lists. */
export function hideColored(mem: Int32Array, range: Int32Array, p: number): number {
  let updates = 0;
  const first = range[p + FIRST];
  const end = range[p + END];
  for (let q = p + S; q !== p; q += S) {
    if (q === end) q = first;
    if (q === p) break;
    if (range[q + COLOR] < 0) continue;
    const u = mem[q + UP];
    const d = mem[q + DOWN];
    mem[u + DOWN] = d;
    mem[d + UP] = u;
    mem[mem[q]]--;
    updates++;
  }
  return updates;
}

export function unhideColored(mem: Int32Array, range: Int32Array, p: number): void {
  const first = range[p + FIRST];
  const end = range[p + END];
  for (let q = p - S; q !== p; q -= S) {
    if (q < first) q = end - S;
    if (q === p) break;
    if (range[q + COLOR] < 0) continue;
    const u = mem[q + UP];
    const d = mem[q + DOWN];
    mem[u + DOWN] = q;
    mem[d + UP] = q;
    mem[mem[q]]++;
  }
}

export function coverColored(
  mem: Int32Array,
  range: Int32Array,
  links: Int32Array,
  i: number,
): number {
  let updates = 0;
  for (let p = mem[i + DOWN]; p !== i; ) {
    const next = mem[p + DOWN]; // loaded first, as in cover
    updates += hideColored(mem, range, p);
    p = next;
  }
  const l = links[i];
  const r = links[i + 1];
  links[l + 1] = r;
  links[r] = l;
  return updates;
}

export function uncoverColored(
  mem: Int32Array,
  range: Int32Array,
  links: Int32Array,
  i: number,
): void {
  const l = links[i];
  const r = links[i + 1];
  links[l + 1] = i;
  links[r] = i;
  for (let p = mem[i + UP]; p !== i; ) {
    const next = mem[p + UP];
    unhideColored(mem, range, p);
    p = next;
  }
}

/** Keeps only the options that give p's item p's colour (the others are hidden). */
export function purify(mem: Int32Array, range: Int32Array, p: number): number {
  const c = range[p + COLOR];
  const i = mem[p];
  range[i + COLOR] = c;
  let updates = 0;
  for (let q = mem[i + DOWN]; q !== i; q = mem[q + DOWN]) {
    if (range[q + COLOR] !== c) updates += hideColored(mem, range, q);
    else if (q !== p) range[q + COLOR] = -1;
  }
  return updates;
}

export function unpurify(mem: Int32Array, range: Int32Array, p: number): void {
  const c = range[p + COLOR];
  const i = mem[p];
  for (let q = mem[i + UP]; q !== i; q = mem[q + UP]) {
    if (range[q + COLOR] < 0) range[q + COLOR] = c;
    else if (q !== p) unhideColored(mem, range, q);
  }
  range[i + COLOR] = 0;
}

/** Covers or purifies every item of x's option except x's own (Knuth's commit). */
export function commitOthers(
  mem: Int32Array,
  range: Int32Array,
  links: Int32Array,
  x: number,
): number {
  const first = range[x + FIRST];
  const end = range[x + END];
  let updates = 0;
  for (let p = x + S; p !== x; p += S) {
    if (p === end) p = first;
    if (p === x) break;
    const c = range[p + COLOR];
    if (c === 0) updates += coverColored(mem, range, links, mem[p]);
    else if (c > 0) updates += purify(mem, range, p);
  }
  return updates;
}

export function uncommitOthers(
  mem: Int32Array,
  range: Int32Array,
  links: Int32Array,
  x: number,
): void {
  const first = range[x + FIRST];
  const end = range[x + END];
  for (let p = x - S; p !== x; p -= S) {
    if (p < first) p = end - S;
    if (p === x) break;
    const c = range[p + COLOR];
    if (c === 0) uncoverColored(mem, range, links, mem[p]);
    else if (c > 0) unpurify(mem, range, p);
  }
}

/**
 * The primary item to branch on (Knuth's MRV): the first of the fewest options left in the item
 * list, the scan stopping at an item with `enough` options or fewer; its address, or 0 when
 * every primary item is covered. (The kernels have their own copy of this scan.)
 */
export function firstFewest(mem: Int32Array, links: Int32Array, enough: number): number {
  let best = 0x7fffffff;
  let i = 0;
  for (let k = links[1]; k !== 0; k = links[k + 1]) {
    const t = mem[k];
    if (t < best) {
      best = t;
      i = k;
      if (t <= enough) break;
    }
  }
  return i;
}

/**
 * Knuth's DLX2: Algorithm X with colours on the engine's arrays, from and into `state` (see
 * loop-state.ts): the primary item with the fewest options left (the scan stops at `enough`
 * options or fewer), `tick` every 4,096 nodes (true: pause). Returns the solutions found.
 */
export function searchColored(
  e: EngineArrays,
  state: LoopState,
  enough: number,
  max: number,
  tick: (nodes: number) => boolean,
): number {
  const { mem, range, links, choice, profile } = e;
  const base = state.base;
  let level = state.level;
  let nodes = state.nodes;
  let updates = state.updates;
  let found = 0;
  let backtrack = state.resume;
  for (;;) {
    if (!backtrack) {
      nodes++;
      if ((nodes & TICK_MASK) === 0 && tick(nodes)) {
        return leave(state, level, nodes - 1, updates, found, false, false);
      }
      if (profile !== undefined) profile[level]++;
      const i = firstFewest(mem, links, enough);
      const best = mem[i];
      if (i === 0) {
        found++;
        if (found >= max) {
          return leave(state, level, nodes, updates, found, true, false);
        }
      } else if (best > 0) {
        if (best > 1) state.branches++;
        updates += coverColored(mem, range, links, i);
        const x = mem[i + DOWN];
        updates += commitOthers(mem, range, links, x);
        choice[level++] = x;
        continue;
      }
    }
    backtrack = false;
    for (;;) {
      if (level === base) {
        return leave(state, level, nodes, updates, found, false, true);
      }
      let x = choice[--level];
      uncommitOthers(mem, range, links, x);
      const i = mem[x];
      x = mem[x + DOWN];
      if (x !== i) {
        updates += commitOthers(mem, range, links, x);
        choice[level++] = x;
        break;
      }
      uncoverColored(mem, range, links, i);
    }
  }
}
