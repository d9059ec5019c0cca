/**
 * Independent truth for the variant generator's tests: reads the f-puzzles JSON itself (not
 * through src/ reader) for the constraints the generator writes (regions, givens, killer cages,
 * thermometers, extra regions, anti-knight), checks a finished grid against every one of them,
 * and counts solutions with its own plain backtracking (the most constrained cell first, each
 * digit checked against every constraint it touches: different digits, cage sums bounded by the
 * smallest and largest digits left, thermometer order). No code shared with src/sudoku/variants.
 */

interface Raw {
  size: number;
  grid: { value?: number; given?: boolean; region?: number }[][];
  killercage?: { cells: string[]; value?: string }[];
  thermometer?: { lines: string[][] }[];
  extraregion?: { cells: string[] }[];
  antiknight?: boolean;
}

/** The constraints in plain form. */
export interface BruteVariant {
  givens: number[];
  /** Groups of cells that hold different digits (rows, columns, regions, extra regions, cages). */
  groups: number[][];
  cages: { cells: number[]; sum: number }[];
  thermometers: number[][];
  antiknight: boolean;
}

const cell = (name: string) => {
  const m = /^R(\d)C(\d)$/.exec(name);
  if (!m) throw new Error(`bad cell ${name}`);
  return (Number(m[1]) - 1) * 9 + Number(m[2]) - 1;
};

/** Reads the JSON of a generated 9x9 puzzle. */
export function bruteRead(json: string): BruteVariant {
  const raw = JSON.parse(json) as Raw;
  if (raw.size !== 9 || raw.grid.length !== 9) throw new Error("9x9 expected");
  const givens: number[] = [];
  const regions: number[][] = Array.from({ length: 9 }, () => []);
  raw.grid.forEach((row, r) => {
    row.forEach((c, k) => {
      givens.push(c.given ? c.value! : 0);
      const region = c.region ?? Math.floor(r / 3) * 3 + Math.floor(k / 3);
      regions[region]!.push(r * 9 + k);
    });
  });
  const groups: number[][] = [...regions];
  for (let i = 0; i < 9; i++) {
    groups.push([0, 1, 2, 3, 4, 5, 6, 7, 8].map((k) => i * 9 + k));
    groups.push([0, 1, 2, 3, 4, 5, 6, 7, 8].map((k) => k * 9 + i));
  }
  for (const e of raw.extraregion ?? []) groups.push(e.cells.map(cell));
  const cages = (raw.killercage ?? []).map((k) => ({
    cells: k.cells.map(cell),
    sum: Number(k.value),
  }));
  for (const k of cages) groups.push(k.cells);
  const thermometers = (raw.thermometer ?? []).flatMap((t) => t.lines.map((l) => l.map(cell)));
  return { givens, groups, cages, thermometers, antiknight: raw.antiknight === true };
}

function knightPeers(c: number): number[] {
  const r = Math.floor(c / 9);
  const k = c % 9;
  const out: number[] = [];
  for (const [dr, dc] of [
    [1, 2],
    [2, 1],
    [-1, 2],
    [-2, 1],
    [1, -2],
    [2, -1],
    [-1, -2],
    [-2, -1],
  ] as const)
    if (r + dr >= 0 && r + dr < 9 && k + dc >= 0 && k + dc < 9) out.push((r + dr) * 9 + k + dc);
  return out;
}

/** True when the full grid (81 values 1..9) keeps every constraint and the givens. */
export function bruteCheck(p: BruteVariant, values: number[]): boolean {
  if (values.length !== 81 || values.some((v) => v < 1 || v > 9)) return false;
  if (p.givens.some((g, c) => g !== 0 && g !== values[c])) return false;
  for (const g of p.groups) if (new Set(g.map((c) => values[c])).size !== g.length) return false;
  for (const k of p.cages) if (k.cells.reduce((s, c) => s + values[c]!, 0) !== k.sum) return false;
  for (const t of p.thermometers)
    for (let i = 1; i < t.length; i++) if (values[t[i]!]! <= values[t[i - 1]!]!) return false;
  if (p.antiknight)
    for (let c = 0; c < 81; c++)
      if (knightPeers(c).some((d) => values[d] === values[c])) return false;
  return true;
}

/** Counts solutions up to `limit` by backtracking; the first goes into `first`. */
export function bruteCount(p: BruteVariant, limit = 2, first: number[] = []): number {
  const values = p.givens.slice();
  const peers: Set<number>[] = Array.from({ length: 81 }, () => new Set<number>());
  for (const g of p.groups) for (const a of g) for (const b of g) if (a !== b) peers[a]!.add(b);
  if (p.antiknight) for (let c = 0; c < 81; c++) for (const d of knightPeers(c)) peers[c]!.add(d);
  const cageOf = new Array<{ cells: number[]; sum: number } | undefined>(81);
  for (const k of p.cages) for (const c of k.cells) cageOf[c] = k;
  const thermos: number[][][] = Array.from({ length: 81 }, () => []);
  for (const t of p.thermometers) for (const c of t) thermos[c]!.push(t);
  const peerList = peers.map((set) => [...set]);
  /** Digits no peer holds, as a mask (bit d). */
  const open = (c: number): number => {
    let seen = 0;
    for (const q of peerList[c]!) seen |= 1 << values[q]!;
    return ~seen & 0x3fe;
  };
  const fits = (c: number, d: number): boolean => {
    if (!(open(c) & (1 << d))) return false;
    return fitsRules(c, d);
  };
  const fitsRules = (c: number, d: number): boolean => {
    const k = cageOf[c];
    if (k) {
      let sum = d;
      let open = 0;
      const used = new Set([d]);
      for (const q of k.cells)
        if (q !== c) {
          if (values[q]) {
            sum += values[q]!;
            used.add(values[q]!);
          } else open++;
        }
      const free = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((x) => !used.has(x));
      const low = free.slice(0, open).reduce((s, x) => s + x, 0);
      const high = free.slice(free.length - open).reduce((s, x) => s + x, 0);
      if (sum + low > k.sum || sum + high < k.sum) return false;
    }
    for (const t of thermos[c]!) {
      const i = t.indexOf(c);
      // each cell before needs a smaller digit, each after a larger one, with room for the gaps
      for (let j = 0; j < t.length; j++) {
        const v = values[t[j]!]!;
        if (j < i && (v ? v > d - (i - j) : d - (i - j) < 1)) return false;
        if (j > i && (v ? v < d + (j - i) : d + (j - i) > 9)) return false;
      }
    }
    return true;
  };
  for (let c = 0; c < 81; c++) if (values[c] && !fits(c, values[c]!)) return 0;
  let found = 0;
  const search = (): boolean => {
    let best = -1;
    let bestDigits: number[] = [];
    for (let c = 0; c < 81; c++) {
      if (values[c]) continue;
      const mask = open(c);
      const digits = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => mask & (1 << d) && fitsRules(c, d));
      if (best < 0 || digits.length < bestDigits.length) {
        best = c;
        bestDigits = digits;
        if (digits.length <= 1) break;
      }
    }
    if (best < 0) {
      if (found === 0) first.splice(0, 81, ...values);
      return ++found >= limit;
    }
    for (const d of bestDigits) {
      values[best] = d;
      if (search()) return true;
    }
    values[best] = 0;
    return false;
  };
  search();
  return found;
}
