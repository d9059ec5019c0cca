/**
 * The weighted method for one linear equation (any sum of words): the equation is
 * Σ weight(letter) * digit(letter) + constant = 0, each weight the letter's coefficients times
 * the powers of the base where it stands. Letters get digits by decreasing |weight|; after each
 * choice the letters still unknown must be able to bring the sum back to 0 (the most and least
 * they can add with distinct free digits: largest weights with largest digits), and the last
 * letter is derived (its digit is -sum / weight). Nodes counted as the column plan counts them.
 * Cost: a few dozen operations per node; nodes are typically a few thousand.
 */
import type { SearchCounters } from "../core/counters.js";
import { throwIfAborted } from "../core/errors.js";
import type { WeightedPlan } from "./plan.js";

const TICK = 1 << 14;

/**
 * Runs the weighted method; `visit` gets the symbol values of each solution (reused array;
 * return false to stop). Returns false when stopped by the visitor.
 *
 * @example
 * ```ts
 * runWeighted(plan.weighted!, plan.base, plan.allowed, (vals) => true, counters);
 * ```
 */
export function runWeighted(
  plan: WeightedPlan,
  base: number,
  allowed: Uint8Array,
  visit: (vals: Int32Array) => boolean,
  counters: SearchCounters,
  signal?: AbortSignal,
  onProgress?: (nodes: number) => void,
): boolean {
  const { order, weights, free, positives, negatives } = plan;
  const vals = new Int32Array(allowed.length / base);
  const used = new Uint8Array(base);
  const m = order.length;
  let nodes = 0;
  let stopped = false;
  const tick = () => {
    throwIfAborted(signal);
    onProgress?.(counters.nodes + nodes);
  };
  if (vals.length > base) return true; // more symbols than digits
  for (const [s, d] of plan.fixed) {
    nodes++;
    if (used[d] !== 0 || allowed[s * base + d] === 0) {
      counters.nodes += nodes;
      return true;
    }
    used[d] = 1;
    vals[s] = d;
  }

  const freeLetters = (j: number): void => {
    if (j === free.length) {
      counters.solutions++;
      if (!visit(vals)) stopped = true;
      return;
    }
    const sym = free[j];
    for (let d = 0; d < base; d++) {
      if (used[d] !== 0) continue;
      if ((++nodes & (TICK - 1)) === 0) tick();
      if (allowed[sym * base + d] === 0) continue;
      used[d] = 1;
      vals[sym] = d;
      freeLetters(j + 1);
      used[d] = 0;
      if (stopped) return;
    }
  };

  const go = (i: number, sum: number): void => {
    const sym = order[i];
    const w = weights[i];
    if (i === m - 1) {
      const d = -sum / w;
      if (!(d >= 0 && d < base) || d !== Math.floor(d) || used[d] !== 0) return;
      if ((++nodes & (TICK - 1)) === 0) tick();
      if (allowed[sym * base + d] === 0) return;
      used[d] = 1;
      vals[sym] = d;
      freeLetters(0);
      used[d] = 0;
      return;
    }
    const pos = positives[i];
    const neg = negatives[i];
    const row = sym * base;
    // the digits this letter can take: the later letters' bounds with the free digits (a
    // relaxation, computed once for the level), then the exact bound for each digit tried
    let hi0 = 0;
    let lo0 = 0;
    {
      let top = base - 1;
      let bottom = 0;
      for (let j = 0; j < pos.length; j++) {
        while (top > 0 && used[top] !== 0) top--;
        while (bottom < base - 1 && used[bottom] !== 0) bottom++;
        hi0 += pos[j] * top--;
        lo0 += pos[j] * bottom++;
      }
      top = base - 1;
      bottom = 0;
      for (let j = 0; j < neg.length; j++) {
        while (top > 0 && used[top] !== 0) top--;
        while (bottom < base - 1 && used[bottom] !== 0) bottom++;
        hi0 += neg[j] * bottom++;
        lo0 += neg[j] * top--;
      }
    }
    // need sum + w*d + lo0 <= 0 <= sum + w*d + hi0
    const a = (-hi0 - sum) / w;
    const b = (-lo0 - sum) / w;
    const first = Math.max(0, Math.ceil(Math.min(a, b)));
    const last = Math.min(base - 1, Math.floor(Math.max(a, b)));
    for (let d = first; d <= last; d++) {
      if (used[d] !== 0) continue;
      if ((++nodes & (TICK - 1)) === 0) tick();
      if (allowed[row + d] === 0) continue;
      used[d] = 1;
      const s = sum + w * d;
      // the most (hi) and least (lo) the later letters can add
      let hi = 0;
      let lo = 0;
      let top = base - 1;
      let bottom = 0;
      for (let j = 0; j < pos.length; j++) {
        while (used[top] !== 0) top--;
        while (used[bottom] !== 0) bottom++;
        hi += pos[j] * top--;
        lo += pos[j] * bottom++;
      }
      top = base - 1;
      bottom = 0;
      for (let j = 0; j < neg.length; j++) {
        while (used[top] !== 0) top--;
        while (used[bottom] !== 0) bottom++;
        hi += neg[j] * bottom++;
        lo += neg[j] * top--;
      }
      if (s + lo <= 0 && s + hi >= 0) {
        vals[sym] = d;
        go(i + 1, s);
      }
      used[d] = 0;
      if (stopped) return;
    }
  };
  try {
    if (m === 0) {
      if (plan.constant === 0) freeLetters(0);
    } else go(0, plan.constant);
  } finally {
    counters.nodes += nodes;
  }
  return !stopped;
}
