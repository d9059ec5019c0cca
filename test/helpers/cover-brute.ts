/**
 * Independent truth for the exact cover tests: every cover of a small problem by trying every
 * subset of options, and random small problems (secondary items, colours) for fast-check.
 */
import fc from "fast-check";
import type { ExactCoverProblem } from "../../src/exact-cover/problem.js";

/** Every exact cover by trying every subset of options (DLX2 rules for secondary items). */
export function bruteForce(problem: ExactCoverProblem): number[][] {
  const p = problem.primary.length;
  const n = p + problem.secondary.length;
  const m = problem.options.length;
  const result: number[][] = [];
  for (let mask = 0; mask < 1 << m; mask++) {
    const count = new Array<number>(n).fill(0);
    const color = new Array<string | null | undefined>(n).fill(undefined);
    let ok = true;
    for (let o = 0; o < m && ok; o++) {
      if (!(mask & (1 << o))) continue;
      const opt = problem.options[o];
      opt.items.forEach((item, k) => {
        const c = opt.colors?.[k] ?? null;
        count[item]++;
        if (count[item] > 1 && (c === null || color[item] !== c)) ok = false;
        color[item] = c;
      });
    }
    for (let i = 0; i < p && ok; i++) if (count[i] !== 1) ok = false;
    if (ok) result.push([...Array(m).keys()].filter((o) => mask & (1 << o)));
  }
  return result;
}

export const problemArb = fc
  .record({ p: fc.integer({ min: 1, max: 5 }), s: fc.integer({ min: 0, max: 3 }) })
  .chain(({ p, s }) =>
    fc.record({
      primary: fc.constant([...Array(p).keys()].map((i) => `p${i}`)),
      secondary: fc.constant([...Array(s).keys()].map((i) => `s${i}`)),
      options: fc.array(
        fc
          .uniqueArray(fc.integer({ min: 0, max: p + s - 1 }), { minLength: 1, maxLength: 4 })
          .filter((items) => items.some((i) => i < p))
          .chain((items) =>
            fc.record({
              items: fc.constant(items),
              colors: fc.tuple(
                ...items.map((i) => (i < p ? fc.constant(null) : fc.constantFrom(null, "A", "B"))),
              ),
            }),
          ),
        { maxLength: 11 },
      ),
    }),
  );

/**
 * Plain random problems (no colours): 1..maxPrimary primary and 0..3 secondary items, up to
 * maxOptions options of 1 to 4 items drawn from 0..maxItem (items past the problem's dropped,
 * options without a primary item left out).
 */
export function plainProblemArb(
  maxPrimary: number,
  maxItem: number,
  maxOptions: number,
): fc.Arbitrary<ExactCoverProblem> {
  return fc
    .tuple(
      fc.integer({ min: 1, max: maxPrimary }),
      fc.integer({ min: 0, max: 3 }),
      fc.array(fc.uniqueArray(fc.nat(maxItem), { minLength: 1, maxLength: 4 }), {
        maxLength: maxOptions,
      }),
    )
    .map(([p, s, raw]): ExactCoverProblem => {
      const options = raw
        .map((items) => ({ items: items.filter((i) => i < p + s) }))
        .filter((o) => o.items.some((i) => i < p));
      return {
        primary: [...Array(p).keys()].map((k) => `p${k}`),
        secondary: [...Array(s).keys()].map((k) => `s${k}`),
        options,
      };
    });
}
