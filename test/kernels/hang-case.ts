/**
 * A kernel that loops for ever, for the watchdog's own test: the Dancing Links item list is
 * closed into a ring without its root (the last primary item's RLINK points back to the first),
 * so the plain kernel's scan for the item with the fewest options never reaches item 0.
 */
import { DancingLinks } from "../../src/exact-cover/dancing-links.js";
import { queensProblem } from "../../src/exact-cover/encoders/queens.js";
import { RLINK, S } from "../../src/exact-cover/layout.js";

/** Never returns (the worker is terminated by the watchdog). */
export function loopForEver(): number {
  const dlx = new DancingLinks(queensProblem(4));
  const last = dlx.links[0 + 0]; // LLINK of the root: the last primary item
  dlx.links[last + RLINK] = S; // ... now followed by the first item, not the root
  return dlx.search(1);
}

/** Returns at once: the watchdog passes a result back. */
export function queensCount(n: number): number {
  return new DancingLinks(queensProblem(n)).search(Number.POSITIVE_INFINITY);
}
