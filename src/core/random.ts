/**
 * A small, fast, seedable pseudo-random generator (sfc32 seeded through splitmix32), so that
 * "same seed, same output" holds on every platform. Cost: O(1) per number, no allocation.
 */

/** A source of random numbers. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /**
   * An integer in [0, n), n ≤ 2^32.
   *
   * @param n - the bound, an integer 1 ≤ n ≤ 2^32
   */
  int(n: number): number;
  /** A 32-bit unsigned integer. */
  uint32(): number;
}

/**
 * Turns a seed (a number or any string) into a 32-bit integer.
 *
 * @example
 * ```ts
 * seedToInt("hello") === seedToInt("hello"); // true
 * ```
 */
export function seedToInt(seed: number | string | bigint): number {
  if (typeof seed === "number" && Number.isInteger(seed) && Math.abs(seed) < 2 ** 53) {
    // fold the high bits in so that large seeds differ
    return (seed ^ Math.floor(seed / 2 ** 32)) >>> 0;
  }
  const text = String(seed);
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/**
 * Creates a seedable random generator. Without a seed it draws one from `Math.random`.
 *
 * @param seed - any number, string or BigInt (the same seed gives the same numbers on every
 *   platform); default a seed drawn from `Math.random`
 *
 * @example
 * ```ts
 * const rng = createRandom(42);
 * rng.int(6); // the same value every time for seed 42
 * ```
 */
export function createRandom(seed?: number | string | bigint): Random {
  let s = seed === undefined ? (Math.random() * 2 ** 32) >>> 0 : seedToInt(seed);
  const splitmix = (): number => {
    s = (s + 0x9e3779b9) | 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = splitmix();
  let b = splitmix();
  let c = splitmix();
  let d = splitmix();
  const uint32 = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 12; i++) uint32();
  return {
    uint32,
    next: () => uint32() / 4294967296,
    int(n: number): number {
      if (!(n > 0)) throw new RangeError(`random int bound must be positive, got ${n}`);
      if (n <= 1) return 0;
      // rejection sampling: unbiased
      const limit = 4294967296 - (4294967296 % n);
      let x = uint32();
      while (x >= limit) x = uint32();
      return x % n;
    },
  };
}
