/**
 * Building the dancing links of an exact cover problem: the plan of the one WebAssembly memory
 * (where the nodes, ranges, item list, choices, profile, kernel state and hint arrays go, as
 * layout.ts describes) and the filling of the nodes, item lists and colours. Cost: linear in
 * the problem's nodes; memory 24 bytes per node (36 with the hint choice's stack and copies).
 */
import { InputError } from "../core/errors.js";
import * as layout from "./layout.js";
import type { ExactCoverProblem } from "./problem.js";

const COLOR = layout.COLOR;
const DOWN = layout.DOWN;
const END = layout.END;
const FIRST = layout.FIRST;
const S = layout.S;
const UP = layout.UP;

/** Where each part of the engine's memory goes, and the sizes it was planned for. */
export interface LinksPlan {
  primaryCount: number;
  itemCount: number;
  nodeCount: number;
  /** Levels of the search (its deepest path), and of the per-level arrays. */
  levels: number;
  /** True when some primary item has bounds other than exactly once (DLX3). */
  bounded: boolean;
  /** True when the hint choice's arrays are planned (`choice: "hints"`, not bounded). */
  hinted: boolean;
  /** Int32 counts of the node arrays (`mem` and `range` each) and of the item list. */
  nodeInts: number;
  linkInts: number;
  /** Byte offsets of the parts. */
  range: number;
  links: number;
  choice: number;
  profile: number;
  state: number;
  hints: number;
  hintLevels: number;
  /** The memory's size in bytes. */
  bytes: number;
}

/** Plans the engine's memory for `problem`; throws InputError beyond WebAssembly's 4 GiB. */
export function planLinks(problem: ExactCoverProblem, hintChoice: boolean): LinksPlan {
  const p = problem.primary.length;
  const n = p + problem.secondary.length;
  let nodeCount = 0;
  for (const option of problem.options) nodeCount += option.items.length;
  const optionCount = problem.options.length;
  const total = n + 2 + nodeCount + optionCount;
  const bounds = problem.bounds;
  const bounded = bounds?.some((b) => b !== undefined && (b[0] !== 1 || b[1] !== 1)) ?? false;
  let levels = p + 1;
  if (bounded && bounds) {
    levels = 1;
    for (let k = 1; k <= p; k++) levels += (bounds[k - 1]?.[1] ?? 1) + 1; // covers, null move
    // along one path each level takes a new option or sets one item aside (the null move),
    // so bounds of a million on a few items need no more levels than options and items
    levels = Math.min(levels, optionCount + p + 1);
  }
  const nodeInts = S * total;
  const linkInts = S * (n + 2);
  const choiceAt = 2 * nodeInts + linkInts;
  const profileAt = Math.ceil((choiceAt + levels) / 2) * 8;
  const stateAt = profileAt + 8 * levels;
  // the hint choice's stack (along one path each node is hidden at most once, and each
  // hiding pushes at most one hint) and its per-level arrays, hintPush last
  const hinted = hintChoice && !bounded;
  const hintsAt = stateAt + layout.STATE_BYTES;
  const hintLevelsAt = hintsAt + 4 * (nodeCount + 1);
  const bytes = hinted ? hintLevelsAt + 16 * (levels + 1) : hintsAt;
  if (bytes > 2 ** 32) {
    throw new InputError(
      `exact cover problem too large: ${nodeCount} nodes need ${bytes} bytes, more than the limit of 4 GiB (WebAssembly's memory)`,
    );
  }
  return {
    primaryCount: p,
    itemCount: n,
    nodeCount,
    levels,
    bounded,
    hinted,
    nodeInts,
    linkInts,
    range: 4 * nodeInts,
    links: 8 * nodeInts,
    choice: 4 * choiceAt,
    profile: profileAt,
    state: stateAt,
    hints: hintsAt,
    hintLevels: hintLevelsAt,
    bytes,
  };
}

/** What filling the links found: each option's first node, and the colours. */
export interface FilledLinks {
  optionFirst: Int32Array;
  colorNames: string[];
  colored: boolean;
}

/**
 * Fills the nodes (`mem`), option ranges and colours (`range`) and item lists (`links`) of
 * `problem`, as layout.ts describes: item lists 0 <-> 1..p (primary) and n+1 <-> p+1..n
 * (secondary), each option's nodes appended to its items' lists, a spacer after each option.
 */
export function fillLinks(
  problem: ExactCoverProblem,
  mem: Int32Array,
  range: Int32Array,
  links: Int32Array,
): FilledLinks {
  const p = problem.primary.length;
  const n = p + problem.secondary.length;
  const ring = (head: number, from: number, to: number) => {
    let prev = head;
    for (let k = from; k <= to; k++) {
      links[S * k] = S * prev;
      links[S * prev + 1] = S * k;
      prev = k;
    }
    links[S * head] = S * prev;
    links[S * prev + 1] = S * head;
  };
  ring(0, 1, p);
  ring(n + 1, p + 1, n);
  for (let k = 1; k <= n; k++) {
    mem[S * k + UP] = S * k;
    mem[S * k + DOWN] = S * k;
  }
  const colorIds = new Map<string, number>();
  const colorNames: string[] = [];
  const optionFirst = new Int32Array(problem.options.length);
  let colored = false;
  let addr = S * (n + 1); // the first spacer
  for (let o = 0; o < problem.options.length; o++) {
    const option = problem.options[o];
    const first = addr + S;
    optionFirst[o] = first;
    for (let k = 0; k < option.items.length; k++) {
      addr += S;
      const head = S * (option.items[k] + 1);
      mem[addr] = head;
      const u = mem[head + UP];
      mem[addr + UP] = u;
      mem[addr + DOWN] = head;
      mem[u + DOWN] = addr;
      mem[head + UP] = addr;
      mem[head]++;
      const color = option.colors?.[k];
      if (color !== null && color !== undefined && option.items[k] >= p) {
        let id = colorIds.get(color);
        if (id === undefined) {
          id = colorIds.size + 1;
          colorIds.set(color, id);
          colorNames.push(color);
        }
        range[addr + COLOR] = id;
        colored = true;
      }
    }
    const end = addr + S;
    for (let q = first; q < end; q += S) {
      range[q + FIRST] = first;
      range[q + END] = end;
    }
    addr += S;
    mem[addr] = -o;
    mem[addr + UP] = first;
  }
  return { optionFirst, colorNames, colored };
}
