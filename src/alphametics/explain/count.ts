/**
 * The number of digit assignments a set of domains leaves (one digit per letter from its domain,
 * all different), counted by kinds of domain rather than one by one: what `--explain` reports as
 * the search left. Cost: the base times the combinations of counts per kind (at most 2·10^6).
 */

/**
 * The number of ways to give each letter a digit of its domain, all different: letters with
 * the same domain are counted as one kind (digits taken in order, each to a letter of some kind
 * or to none), so the work is the digits times the combinations of counts per kind.
 * Undefined when those combinations are too many.
 *
 * @example
 * ```ts
 * countAssignments([Uint8Array.of(1, 1, 0), Uint8Array.of(1, 1, 1)], 3); // 4n
 * ```
 */
export function countAssignments(domains: Uint8Array[], base: number): bigint | undefined {
  const kinds = new Map<string, { digits: Uint8Array; count: number }>();
  for (const d of domains) {
    const key = d.join("");
    const k = kinds.get(key);
    if (k) k.count++;
    else kinds.set(key, { digits: d, count: 1 });
  }
  const list = [...kinds.values()];
  let states = 1;
  for (const k of list) {
    states *= k.count + 1;
    if (states > 2_000_000) return undefined;
  }
  // state: how many letters of each kind have a digit, as a mixed-radix number
  const radix = list.map((k) => k.count + 1);
  let ways = new Map<number, bigint>([[0, 1n]]);
  for (let digit = 0; digit < base; digit++) {
    const next = new Map<number, bigint>();
    for (const [state, count] of ways) {
      next.set(state, (next.get(state) ?? 0n) + count); // nobody takes this digit
      let rest = state;
      let place = 1;
      for (let j = 0; j < list.length; j++) {
        const have = rest % radix[j];
        rest = Math.floor(rest / radix[j]);
        if (have < list[j].count && list[j].digits[digit]) {
          const to = state + place;
          next.set(to, (next.get(to) ?? 0n) + count * BigInt(list[j].count - have));
        }
        place *= radix[j];
      }
    }
    ways = next;
  }
  let full = 0;
  let place = 1;
  for (let j = 0; j < list.length; j++) {
    full += list[j].count * place;
    place *= radix[j];
  }
  return ways.get(full) ?? 0n;
}
