/**
 * Minimum-cost exact cover in the style of Knuth's DLX5: every option has a nonnegative cost
 * (`cost` on the option, `|n` in the text format), and the search finds the k solutions whose
 * costs add up to the least, cheapest first.
 *
 * As in DLX5, each primary item is first taxed the cheapest cost of its options (in turn, each
 * on the costs the earlier taxes left), so that every option's net cost (its cost less the taxes
 * of its items) is nonnegative and every item has an option of net cost 0; a solution costs the
 * total tax plus its net costs. The options are then renumbered by net cost, so that every
 * item's list is cheapest first. Branch and bound: with k solutions kept, an option whose net
 * cost added to the partial one reaches the kth best cost is not tried, and neither are the
 * rest of its item's list (Knuth's cutoff). The item branched on is the engine's MRV choice (the
 * fewest options left), not DLX5's rule that also weighs the costs.
 *
 * The search runs on the one engine's step interface (`chooseItem`, `optionsOf`, `push`,
 * `pop`): the same covers as the plain and coloured searches, counted in the same `updates`
 * (each `push` covers the item branched on again, so a tree the cutoff does not prune counts
 * the same nodes as the engine's own search and somewhat more updates: 11.6 M against 10.8 M
 * for the pentominoes on 3x20).
 * Colours (DLX2) work; multiplicities (DLX3) do not, and are refused.
 */
import { AbortError, InputError } from "../core/errors.js";
import { DancingLinks } from "./dancing-links.js";
import { checkExactCoverProblem, type ExactCoverProblem } from "./problem.js";
import { type ExactCoverOptions, yieldToEventLoop } from "./solve.js";

/**
 * Options for the minimum-cost search: those of the other exact cover functions (`signal`,
 * `counters`, `profile`, `onProgress`) but `limit`, and k.
 */
export interface MinCostOptions extends Omit<ExactCoverOptions, "limit"> {
  /** How many of the cheapest solutions to find. @defaultValue 1 */
  k?: number;
}

/** A solution with its cost: the options chosen (indices, in the order chosen) and their sum. */
export interface CostedCover {
  /** The sum of the costs of the options. */
  cost: number;
  /** The option indices, in the order the search chose them. */
  options: number[];
}

/** Largest k accepted (the kept solutions are held in memory). */
export const MAX_MIN_COST_K = 1_000_000;

/** Nodes searched between two yields of the async search. */
const SLICE = 1 << 18;

/** One level of the search: the item branched on, its options (cheapest first), the next one. */
interface Frame {
  item: number;
  options: number[];
  next: number;
  /** The net cost of the options chosen above this level. */
  partial: number;
}

/** The k best solutions so far: a max-heap on cost (the root is the one to beat). */
class Best {
  readonly heap: { cost: number; seq: number; options: number[] }[] = [];
  private seq = 0;
  constructor(readonly k: number) {}
  /** The net cost a new solution must stay below, or Infinity while fewer than k are kept. */
  get cutoff(): number {
    return this.heap.length < this.k ? Number.POSITIVE_INFINITY : this.heap[0].cost;
  }
  add(cost: number, options: number[]): void {
    const h = this.heap;
    const entry = { cost, seq: this.seq++, options };
    if (h.length === this.k) {
      h[0] = entry;
      this.down(0);
      return;
    }
    h.push(entry);
    let i = h.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.above(i, parent)) break;
      [h[i], h[parent]] = [h[parent], h[i]];
      i = parent;
    }
  }
  /** True when entry a belongs above entry b (costs more, or as much and was found later). */
  private above(a: number, b: number): boolean {
    const h = this.heap;
    return h[a].cost > h[b].cost || (h[a].cost === h[b].cost && h[a].seq > h[b].seq);
  }
  private down(i: number): void {
    const h = this.heap;
    for (;;) {
      let top = i;
      for (const c of [2 * i + 1, 2 * i + 2]) if (c < h.length && this.above(c, top)) top = c;
      if (top === i) return;
      [h[i], h[top]] = [h[top], h[i]];
      i = top;
    }
  }
}

/**
 * The resumable search: `run(budget)` goes on for about `budget` nodes, true when done.
 */
class MinCostSearch {
  private readonly dl: DancingLinks;
  /** Per renumbered option: its index in the caller's problem, and its net cost. */
  private readonly original: number[];
  private readonly net: number[];
  private readonly totalTax: number;
  private readonly best: Best;
  private readonly frames: Frame[] = [];
  /** The renumbered options chosen, one per level. */
  private readonly chosen: number[] = [];
  /** True when the next step is entering a new level (false: trying the next option). */
  private forward = true;
  nodes = 0;
  found = 0;
  profile: Float64Array | undefined;

  constructor(
    problem: ExactCoverProblem,
    k: number,
    private readonly options: MinCostOptions,
  ) {
    const p = problem.primary.length;
    const net = problem.options.map((o) => o.cost ?? 0);
    let total = 0;
    for (const c of net) total += c;
    if (!Number.isSafeInteger(total))
      throw new InputError(`the options' costs add up to more than ${Number.MAX_SAFE_INTEGER}`);
    // DLX5's taxes: each primary item in turn pays the cheapest net cost of its options
    const byItem: number[][] = Array.from({ length: p }, () => []);
    problem.options.forEach((o, index) => {
      for (const item of o.items) if (item < p) byItem[item].push(index);
    });
    let totalTax = 0;
    for (const list of byItem) {
      if (list.length === 0) continue;
      let tax = Number.POSITIVE_INFINITY;
      for (const o of list) if (net[o] < tax) tax = net[o];
      if (tax === 0) continue;
      totalTax += tax;
      for (const o of list) net[o] -= tax;
    }
    // renumbered cheapest first (stable): every item's list, built in option order, is sorted
    const order = problem.options.map((_, index) => index);
    order.sort((a, b) => net[a] - net[b] || a - b);
    this.original = order;
    this.net = order.map((o) => net[o]);
    this.totalTax = totalTax;
    this.dl = new DancingLinks({ ...problem, options: order.map((o) => problem.options[o]) });
    this.best = new Best(k);
    if (options.profile) this.profile = new Float64Array(p + 1);
  }

  /** Searches about `budget` more nodes; true when the whole tree is done. */
  run(budget: number): boolean {
    const dl = this.dl;
    const frames = this.frames;
    const best = this.best;
    const net = this.net;
    const stop = this.nodes + budget;
    for (;;) {
      if (this.forward) {
        // enter a level: a solution, a dead end, or a new frame
        const above = frames[frames.length - 1];
        const chosen = this.chosen;
        const partial = above === undefined ? 0 : above.partial + net[chosen[chosen.length - 1]];
        this.nodes++;
        if (this.profile !== undefined) this.profile[this.chosen.length]++;
        if ((this.nodes & 0xfff) === 0) {
          if (this.options.signal?.aborted) throw new AbortError();
          if ((this.nodes & 0xffff) === 0) this.options.onProgress?.(this.nodes);
        }
        this.forward = false;
        const item = dl.chooseItem();
        if (item < 0) {
          this.found++;
          best.add(
            partial,
            this.chosen.map((o) => this.original[o]),
          );
        } else if (partial < best.cutoff) {
          frames.push({ item, options: dl.optionsOf(item), next: 0, partial });
          continue;
        }
        // back to the level above, whose option is taken back
        if (frames.length === 0) return true;
        dl.pop();
        this.chosen.pop();
        if (this.nodes >= stop) return false;
        continue;
      }
      // try the next option of the deepest frame, cheapest first, while it can beat the cutoff
      const frame = frames[frames.length - 1];
      if (frame.next < frame.options.length) {
        const o = frame.options[frame.next++];
        if (frame.partial + net[o] < best.cutoff) {
          dl.push(frame.item, o);
          this.chosen.push(o);
          this.forward = true;
          continue;
        }
      }
      // the frame is done (or the rest of its list costs too much)
      frames.pop();
      if (frames.length === 0) return true;
      dl.pop();
      this.chosen.pop();
      if (this.nodes >= stop) return false;
    }
  }

  /** The solutions kept, cheapest first (ties in the order found), with their full costs. */
  results(): CostedCover[] {
    return [...this.best.heap]
      .sort((a, b) => a.cost - b.cost || a.seq - b.seq)
      .map((e) => ({ cost: e.cost + this.totalTax, options: e.options }));
  }

  /** Adds the counters of the run to the caller's. */
  report(): void {
    const c = this.options.counters;
    if (!c) return;
    c.nodes += this.nodes;
    c.solutions += this.found;
    c.updates = (c.updates ?? 0) + this.dl.updates;
    if (this.profile) {
      if (!c.profile) c.profile = new Float64Array(this.profile.length);
      for (let i = 0; i < this.profile.length && i < c.profile.length; i++)
        c.profile[i] += this.profile[i];
    }
  }
}

/** Checks the problem and k, and builds the search. */
function prepareMinCost(problem: ExactCoverProblem, options: MinCostOptions): MinCostSearch {
  checkExactCoverProblem(problem);
  const k = options.k ?? 1;
  if (!Number.isInteger(k) || k < 1 || k > MAX_MIN_COST_K)
    throw new InputError(`k must be a whole number from 1 to ${MAX_MIN_COST_K}`, {
      value: String(k),
    });
  if (problem.bounds?.some((b) => b !== undefined && (b[0] !== 1 || b[1] !== 1)))
    throw new InputError(
      "the minimum-cost search does not take multiplicities (items covered other than once)",
    );
  return new MinCostSearch(problem, k, options);
}

/**
 * The k cheapest solutions (Knuth's DLX5): each a list of option indices with the sum of their
 * costs (`cost` on an option, 0 when missing), cheapest first; ties keep the order found. Fewer
 * than k when the problem has fewer solutions. Colours work; multiplicities are refused
 * (InputError). `counters.solutions` counts the solutions the search reached (kept or later
 * beaten), not only the k returned.
 *
 * @param problem - the problem; options without a `cost` cost 0 (multiplicities are refused)
 * @param options - `k` (default 1), cancellation, counters, profile and progress: see
 *   {@link MinCostOptions}
 *
 * @example
 * ```ts
 * const problem = parseDlx("a b\na b |5\na |1\nb |2\n");
 * minCostExactCovers(problem); // [{ cost: 3, options: [1, 2] }]
 * minCostExactCovers(problem, { k: 2 }).map((s) => s.cost); // [3, 5]
 * ```
 */
export function minCostExactCovers(
  problem: ExactCoverProblem,
  options: MinCostOptions = {},
): CostedCover[] {
  const search = prepareMinCost(problem, options);
  try {
    search.run(Number.POSITIVE_INFINITY);
    return search.results();
  } finally {
    search.report();
  }
}

/**
 * `minCostExactCovers` without blocking the event loop for long (it yields every 262,144
 * nodes), so that an AbortSignal fired by a Ctrl-C handler is seen.
 *
 * @param problem - the problem; options without a `cost` cost 0 (multiplicities are refused)
 * @param options - `k` (default 1), cancellation, counters, profile and progress: see
 *   {@link MinCostOptions}
 *
 * @example
 * ```ts
 * const best = await minCostExactCoversAsync(problem, { k: 3, signal });
 * ```
 */
export async function minCostExactCoversAsync(
  problem: ExactCoverProblem,
  options: MinCostOptions = {},
): Promise<CostedCover[]> {
  const search = prepareMinCost(problem, options);
  try {
    while (!search.run(SLICE)) await yieldToEventLoop();
    return search.results();
  } finally {
    search.report();
  }
}
