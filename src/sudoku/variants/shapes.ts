/**
 * Random shapes for the variant generator, drawn from a seeded source: killer cages over a
 * solution (connected, different digits), jigsaw regions (N connected regions of N cells, grown
 * from the boxes by swaps), windoku's four extra boxes, and thermometers along increasing paths
 * of a solution. Pure functions over 0-based cells (`row * size + col`); each costs
 * O(cells * shape size) per shape, the jigsaw O(swaps * cells).
 */
import type { Random } from "../../core/random.js";

/**
 * Orthogonal neighbours of a cell.
 *
 * @example
 * ```ts
 * orthogonalNeighbours(0, 9); // [9, 1]
 * ```
 */
export function orthogonalNeighbours(cell: number, size: number): number[] {
  const r = Math.floor(cell / size);
  const c = cell % size;
  const out: number[] = [];
  if (r > 0) out.push(cell - size);
  if (r < size - 1) out.push(cell + size);
  if (c > 0) out.push(cell - 1);
  if (c < size - 1) out.push(cell + 1);
  return out;
}

/** The eight neighbours of a cell (a thermometer may turn diagonally). */
function kingNeighbours(cell: number, size: number): number[] {
  const r = Math.floor(cell / size);
  const c = cell % size;
  const out: number[] = [];
  for (let dr = -1; dr <= 1; dr++)
    for (let dc = -1; dc <= 1; dc++) {
      const rr = r + dr;
      const cc = c + dc;
      if ((dr !== 0 || dc !== 0) && rr >= 0 && rr < size && cc >= 0 && cc < size)
        out.push(rr * size + cc);
    }
  return out;
}

/**
 * True when the cells form one orthogonally connected piece.
 *
 * @example
 * ```ts
 * isConnected([0, 1, 10], 9); // true: R1C1, R1C2, R2C2
 * isConnected([0, 2], 9); // false
 * ```
 */
export function isConnected(cells: readonly number[], size: number): boolean {
  if (cells.length === 0) return false;
  const inside = new Set(cells);
  const seen = new Set([cells[0]!]);
  const stack = [cells[0]!];
  while (stack.length > 0) {
    const c = stack.pop()!;
    for (const d of orthogonalNeighbours(c, size))
      if (inside.has(d) && !seen.has(d)) {
        seen.add(d);
        stack.push(d);
      }
  }
  return seen.size === cells.length;
}

/**
 * Every split of a cage into two orthogonally connected parts, each seen once (the cage's last
 * cell always in the second part), in order of the first part's cells as a bit mask.
 *
 * @example
 * ```ts
 * connectedSplits([0, 1, 2], 9); // [[[0], [1, 2]], [[0, 1], [2]]]: R1C1-R1C3 cut after C1 or C2
 * ```
 */
export function connectedSplits(cage: readonly number[], size: number): [number[], number[]][] {
  const splits: [number[], number[]][] = [];
  for (let mask = 1; mask < 1 << (cage.length - 1); mask++) {
    const a = cage.filter((_, i) => (mask >> i) & 1);
    const b = cage.filter((_, i) => !((mask >> i) & 1));
    if (isConnected(a, size) && isConnected(b, size)) splits.push([a, b]);
  }
  return splits;
}

/**
 * The cage of each cell: its index in `cages`, or -1 for a cell in none.
 *
 * @example
 * ```ts
 * cageOwners([{ cells: [0, 1] }, { cells: [9] }], 81)[9]; // 1
 * ```
 */
export function cageOwners(
  cages: readonly { readonly cells: readonly number[] }[],
  cellCount: number,
): Int32Array {
  const owner = new Int32Array(cellCount).fill(-1);
  cages.forEach((cage, k) => {
    for (const c of cage.cells) owner[c] = k;
  });
  return owner;
}

/** A uniformly random element. */
function pick<T>(list: readonly T[], rng: Random): T {
  return list[rng.int(list.length)]!;
}

/**
 * Shuffles a list in place (Fisher-Yates) and returns it.
 *
 * @example
 * ```ts
 * shuffle([0, 1, 2, 3], createRandom(1)); // the same order for the same seed
 * ```
 */
export function shuffle<T>(list: T[], rng: Random): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const t = list[i]!;
    list[i] = list[j]!;
    list[j] = t;
  }
  return list;
}

/**
 * A random partition of the grid into killer cages over a solution: each cage orthogonally
 * connected, with different digits, of 1 to `maxSize` cells (sizes drawn from 2 to maxSize; a
 * cage left with one cell joins a neighbour that can take it, else stays a one-cell cage).
 *
 * @example
 * ```ts
 * randomCages(solution, 9, createRandom(1), 5); // [[0, 1, 10], [2, 3], ...]: every cell once
 * ```
 */
export function randomCages(
  solution: ArrayLike<number>,
  size: number,
  rng: Random,
  maxSize: number,
): number[][] {
  const cells = size * size;
  const owner = new Int32Array(cells).fill(-1);
  const cages: number[][] = [];
  const canJoin = (cage: number[], d: number) =>
    owner[d] === -1 && !cage.some((x) => solution[x] === solution[d]);
  for (const start of shuffle(
    Array.from({ length: cells }, (_, i) => i),
    rng,
  )) {
    if (owner[start] !== -1) continue;
    const cage = [start];
    owner[start] = cages.length;
    const want = 2 + rng.int(Math.max(1, maxSize - 1));
    while (cage.length < want) {
      const options = cage.flatMap((c) =>
        orthogonalNeighbours(c, size).filter((d) => canJoin(cage, d)),
      );
      if (options.length === 0) break;
      const next = pick(options, rng);
      owner[next] = cages.length;
      cage.push(next);
    }
    cages.push(cage);
  }
  // one-cell cages join a neighbouring cage that has room and lacks their digit
  for (let k = 0; k < cages.length; k++) {
    const cage = cages[k]!;
    if (cage.length !== 1) continue;
    const c = cage[0]!;
    const hosts = orthogonalNeighbours(c, size)
      .map((d) => owner[d]!)
      .filter((h) => {
        const host = cages[h]!;
        return (
          h !== k &&
          host.length > 0 &&
          host.length < maxSize &&
          !host.some((x) => solution[x] === solution[c])
        );
      });
    if (hosts.length === 0) continue;
    const h = pick(hosts, rng);
    cages[h]!.push(c);
    owner[c] = h;
    cage.length = 0;
  }
  return cages.filter((cage) => cage.length > 0);
}

/**
 * Random jigsaw regions: starting from the boxes, `swaps` exchanges between two neighbouring
 * regions (a cell of one joins the other, which gives back a cell touching the first), each kept
 * only when both regions stay connected (so every region keeps N connected cells). Whether a grid can fill them is for the solver to say.
 *
 * @example
 * ```ts
 * randomJigsawRegions(9, createRandom(1)); // 81 region indexes 0..8, 9 cells each
 * ```
 */
export function randomJigsawRegions(size: number, rng: Random, swaps = 200): number[] {
  const b = Math.sqrt(size);
  if (!Number.isInteger(b)) throw new RangeError(`jigsaw regions need a square size, got ${size}`);
  const regions = Array.from({ length: size * size }, (_, cell) => {
    const r = Math.floor(cell / size);
    const c = cell % size;
    return Math.floor(r / b) * b + Math.floor(c / b);
  });
  const cells = size * size;
  const seen = new Uint8Array(cells);
  const stack = new Int32Array(cells);
  // one region orthogonally connected: a flood fill from one of its cells reaches all `size`
  const connected = (reg: number): boolean => {
    seen.fill(0);
    let top = 0;
    stack[top++] = regions.indexOf(reg);
    seen[stack[0]!] = 1;
    let reached = 1;
    while (top > 0) {
      const c = stack[--top]!;
      for (const d of orthogonalNeighbours(c, size))
        if (regions[d] === reg && !seen[d]) {
          seen[d] = 1;
          reached++;
          stack[top++] = d;
        }
    }
    return reached === size;
  };
  let done = 0;
  for (let tries = 0; done < swaps && tries < swaps * 50; tries++) {
    const a = rng.int(cells);
    const others = orthogonalNeighbours(a, size).filter((d) => regions[d] !== regions[a]);
    if (others.length === 0) continue;
    const ra = regions[a]!;
    const rd = regions[pick(others, rng)]!;
    // a joins its neighbour's region; a cell of that region touching a's region (elsewhere than
    // at a) comes back in exchange, so both keep their size
    const back: number[] = [];
    for (let e = 0; e < cells; e++)
      if (
        regions[e] === rd &&
        orthogonalNeighbours(e, size).some((x) => x !== a && regions[x] === ra)
      )
        back.push(e);
    if (back.length === 0) continue;
    const e = pick(back, rng);
    regions[a] = rd;
    regions[e] = ra;
    if (connected(ra) && connected(rd)) done++;
    else {
      regions[a] = ra;
      regions[e] = rd;
    }
  }
  return regions;
}

/**
 * Windoku's four extra regions on a 9x9 grid: the 3x3 boxes whose top-left cells are R2C2, R2C6,
 * R6C2 and R6C6.
 *
 * @example
 * ```ts
 * windokuRegions()[0]; // [10, 11, 12, 19, 20, 21, 28, 29, 30]
 * ```
 */
export function windokuRegions(): number[][] {
  const out: number[][] = [];
  for (const r0 of [1, 5])
    for (const c0 of [1, 5]) {
      const cells: number[] = [];
      for (let r = r0; r < r0 + 3; r++) for (let c = c0; c < c0 + 3; c++) cells.push(r * 9 + c);
      out.push(cells);
    }
  return out;
}

/**
 * Up to `count` thermometers over a solution, on cells no other thermometer uses: each grown from
 * a random bulb through neighbouring cells (diagonals too) whose digits increase, `minLength` to
 * `maxLength` cells long.
 *
 * @example
 * ```ts
 * randomThermometers(solution, 9, createRandom(1), 8, 3, 6); // [[40, 31, 22], ...], bulb first
 * ```
 */
export function randomThermometers(
  solution: ArrayLike<number>,
  size: number,
  rng: Random,
  count: number,
  minLength: number,
  maxLength: number,
): number[][] {
  const used = new Uint8Array(size * size);
  const out: number[][] = [];
  const bulbs = shuffle(
    Array.from({ length: size * size }, (_, i) => i),
    rng,
  );
  for (const bulb of bulbs) {
    if (out.length >= count) break;
    if (used[bulb] || solution[bulb]! > size - minLength + 1) continue;
    const want = minLength + rng.int(maxLength - minLength + 1);
    const line = [bulb];
    const on = new Set(line);
    while (line.length < want) {
      const last = line[line.length - 1]!;
      const next = kingNeighbours(last, size).filter(
        (d) => !used[d] && !on.has(d) && solution[d]! > solution[last]!,
      );
      if (next.length === 0) break;
      // a small step up leaves room for a longer thermometer
      next.sort((x, y) => solution[x]! - solution[y]!);
      const d = next[rng.int(Math.min(2, next.length))]!;
      line.push(d);
      on.add(d);
    }
    if (line.length < minLength) continue;
    for (const c of line) used[c] = 1;
    out.push(line);
  }
  return out;
}
