/**
 * Piet Hein's Soma cube as exact cover: seven pieces of unit cubes (V of three, L, T, Z, the two
 * screws A and B, and the tripod P of four) fill the 3x3x3 cube. Items: the seven pieces and
 * the 27 cells; options: every placement of every rotation (24 at most) of every piece. The
 * count, 11,520, is 240 solutions times the cube's 48 symmetries (known since Conway and Guy).
 * Cost: 688 options.
 */
import type { ExactCoverProblem } from "../problem.js";

/** A unit cube: x, y, z. */
export type Cube = [number, number, number];

/** The pieces, as unit cubes. */
export const SOMA_PIECES: Readonly<Record<string, readonly Cube[]>> = Object.freeze({
  V: [
    [0, 0, 0],
    [1, 0, 0],
    [0, 1, 0],
  ],
  L: [
    [0, 0, 0],
    [1, 0, 0],
    [2, 0, 0],
    [0, 1, 0],
  ],
  T: [
    [0, 0, 0],
    [1, 0, 0],
    [2, 0, 0],
    [1, 1, 0],
  ],
  Z: [
    [0, 0, 0],
    [1, 0, 0],
    [1, 1, 0],
    [2, 1, 0],
  ],
  A: [
    [0, 0, 0],
    [1, 0, 0],
    [1, 1, 0],
    [1, 1, 1],
  ],
  B: [
    [0, 0, 0],
    [1, 0, 0],
    [0, 1, 0],
    [0, 1, 1],
  ],
  P: [
    [0, 0, 0],
    [1, 0, 0],
    [0, 1, 0],
    [0, 0, 1],
  ],
});

/** The 24 rotations of the cube, as functions of a point. */
function rotations(): ((p: Cube) => Cube)[] {
  const turnX = ([x, y, z]: Cube): Cube => [x, -z, y];
  const turnY = ([x, y, z]: Cube): Cube => [z, y, -x];
  const turnZ = ([x, y, z]: Cube): Cube => [-y, x, z];
  const found = new Map<string, (p: Cube) => Cube>();
  const compose = (f: (p: Cube) => Cube, g: (p: Cube) => Cube) => (p: Cube) => g(f(p));
  const queue: ((p: Cube) => Cube)[] = [(p) => p];
  while (queue.length > 0) {
    const f = queue.pop() as (p: Cube) => Cube;
    const key = JSON.stringify([f([1, 2, 3])]);
    if (found.has(key)) continue;
    found.set(key, f);
    for (const g of [turnX, turnY, turnZ]) queue.push(compose(f, g));
  }
  return [...found.values()];
}

/**
 * The Soma cube problem.
 *
 * @example
 * ```ts
 * countExactCovers(somaProblem()); // 11520
 * ```
 */
export function somaProblem(): ExactCoverProblem {
  const names = Object.keys(SOMA_PIECES);
  const primary = [...names];
  for (let x = 0; x < 3; x++)
    for (let y = 0; y < 3; y++) for (let z = 0; z < 3; z++) primary.push(`${x}${y}${z}`);
  const turns = rotations();
  const options: { items: number[] }[] = [];
  names.forEach((name, k) => {
    const shapes = new Map<string, Cube[]>();
    for (const turn of turns) {
      const cubes = SOMA_PIECES[name].map((c) => turn(c));
      const min = [0, 1, 2].map((i) => Math.min(...cubes.map((c) => c[i])));
      const shape = cubes
        .map((c) => c.map((v, i) => v - min[i]) as Cube)
        .sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]);
      shapes.set(JSON.stringify(shape), shape);
    }
    for (const shape of shapes.values())
      for (let dx = 0; dx < 3; dx++)
        for (let dy = 0; dy < 3; dy++)
          for (let dz = 0; dz < 3; dz++) {
            const cells = shape.map(([x, y, z]) => [x + dx, y + dy, z + dz]);
            if (cells.some((c) => c.some((v) => v > 2))) continue;
            options.push({ items: [k, ...cells.map(([x, y, z]) => 7 + 9 * x + 3 * y + z)] });
          }
  });
  return { primary, secondary: [], options };
}
