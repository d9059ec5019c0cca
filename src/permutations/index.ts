/**
 * Permutations, k-permutations, multiset permutations and combinations: counted exactly, visited
 * in place (fast), iterated (convenient), ranked, unranked, shuffled, and traced step by step.
 *
 * @module permutations
 */
export {
  countCombinations,
  forEachCombination,
  nextCombination,
} from "./combinations.js";
export { countMultisetPermutations, countPermutations, factorial } from "./count.js";
export type { ForEachPermutationOptions } from "./for-each.js";
export { forEachPermutation } from "./for-each.js";
export type { PermutationVisitor } from "./heap-fast.js";
export { heapForEach } from "./heap-fast.js";
export { heapIterativeTrace } from "./heap-iterative.js";
export { heapFinalState, heapKForEach } from "./heap-k.js";
export { heapRecursiveTrace } from "./heap-recursive.js";
export type { Item as PermutationItem } from "./items.js";
export {
  combinations,
  heapPermutations,
  kPermutationsHeap,
  lexPermutations,
  multisetPermutations,
  permutations,
  sjtPermutations,
} from "./iterables.js";
export type { Compare, MutableArrayLike } from "./lex.js";
export { defaultCompare, nextPermutation, prevPermutation } from "./lex.js";
export { lexForEach } from "./lex-fast.js";
export { lexKForEach } from "./lex-k.js";
export { naivePermutations } from "./naive.js";
export type { RandomSource } from "./random.js";
export { randomArrangement, randomPermutation, shuffle } from "./random.js";
export { rankMultiset, rankPermutation, unrankPermutation } from "./rank.js";
export { sjtForEach } from "./sjt.js";
export type { TraceEvent } from "./trace.js";
export { formatTraceEvent } from "./trace.js";
