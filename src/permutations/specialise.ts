/**
 * Per-visitor specialisation of the hot loops. V8 inlines a visitor into the loop that calls
 * it only while that call site has seen one visitor function; a loop shared by many visitors
 * pays a full call per permutation. The fast cores therefore exist in a few identical copies
 * (generated, see tools/gen-permutation-cores.ts), and each visitor function — identified by
 * object, then by source text, so fresh closures of one arrow function share a copy — gets a
 * copy of its own while copies last; the rest share the last copy. Cost: a WeakMap lookup per
 * call, a `toString` the first time a visitor object is seen.
 */

/**
 * Returns a picker that hands each visitor one of `copies`, the same one every time.
 *
 * @example
 * ```ts
 * const pick = createCopyPicker([coreA, coreB]);
 * pick(visitor)(p, c, visitor, signal);
 * ```
 */
export function createCopyPicker<C>(copies: readonly C[]): (visit: object) => C {
  const byObject = new WeakMap<object, C>();
  const bySource = new Map<string, C>();
  let next = 0;
  const shared = copies[copies.length - 1];
  return (visit) => {
    const hit = byObject.get(visit);
    if (hit !== undefined) return hit;
    const source = String(visit);
    let copy = source.includes("[native code]") ? shared : bySource.get(source);
    if (copy === undefined) {
      if (next < copies.length - 1) {
        copy = copies[next++];
        bySource.set(source, copy);
      } else {
        copy = shared;
      }
    }
    byObject.set(visit, copy);
    return copy;
  };
}
