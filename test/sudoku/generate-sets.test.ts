// The generator's unavoidable sets (src/sudoku/generate-sets.ts): each set found is one where the
// grid's digits can be moved into another valid grid (dancing links count the grid with the set
// emptied: two solutions or more), and on 4x4 every other grid (all 288, by brute force) that
// differs from the grid by two digits only differs on a union of the two-digit sets found. `take`
// reports an emptied set exactly when the cells taken cover one.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createRandom } from "../../src/core/random.js";
import { UnavoidableSets } from "../../src/sudoku/generate-sets.js";
import { type SudokuGeometry, sudokuGeometry } from "../../src/sudoku/grid.js";
import { RandomGridFiller } from "../../src/sudoku/random-grid.js";
import { solveSudokuGrid } from "../../src/sudoku/solve.js";

function dlxCount(geometry: SudokuGeometry, values: Uint8Array): number {
  return solveSudokuGrid({ geometry, values }, { method: "dlx", limit: 2 }).count;
}

/** Every complete 4x4 grid, by backtracking over the cells. */
function all4x4(): Uint8Array[] {
  const g = sudokuGeometry(4);
  const grids: Uint8Array[] = [];
  const v = new Uint8Array(16);
  const place = (cell: number): void => {
    if (cell === 16) {
      grids.push(v.slice());
      return;
    }
    for (let d = 1; d <= 4; d++) {
      let ok = true;
      for (let i = g.peerStart[cell]!; i < g.peerStart[cell + 1]!; i++)
        if (v[g.peers[i]!] === d) ok = false;
      if (!ok) continue;
      v[cell] = d;
      place(cell + 1);
      v[cell] = 0;
    }
  };
  place(0);
  return grids;
}

describe("unavoidable sets", () => {
  const shapes: [string, SudokuGeometry, number][] = [
    ["4x4", sudokuGeometry(4), 20],
    ["6x6", sudokuGeometry(6), 20],
    ["9x9", sudokuGeometry(9), 20],
    ["9x9 X-Sudoku", sudokuGeometry(9, { diagonal: true }), 10],
    ["16x16", sudokuGeometry(16), 2],
  ];
  for (const [name, geometry, grids] of shapes) {
    it(`${name}: emptying any set found leaves two solutions or more`, () => {
      const filler = new RandomGridFiller(geometry);
      const sets = new UnavoidableSets(geometry);
      const rng = createRandom(name);
      for (let k = 0; k < grids; k++) {
        const solution = filler.fill(rng);
        sets.build(solution);
        const list = sets.list();
        // at least every two-digit pair has a set
        expect(list.length).toBeGreaterThanOrEqual((geometry.size * (geometry.size - 1)) / 2);
        for (const cells of list) {
          expect(cells.length).toBeGreaterThanOrEqual(4);
          const puzzle = solution.slice();
          for (const c of cells) puzzle[c] = 0;
          expect(dlxCount(geometry, puzzle), `${cells}`).toBe(2);
        }
      }
    });
  }

  it("4x4: every grid that differs by two digits differs on a union of the sets found", () => {
    const grids = all4x4();
    expect(grids.length).toBe(288); // every 4x4 grid
    const sets = new UnavoidableSets(sudokuGeometry(4));
    let twoDigit = 0;
    for (const s of grids) {
      sets.build(s);
      const list = sets.list();
      const key = (cells: number[]) => cells.join(",");
      const found = new Set(list.map(key));
      for (const t of grids) {
        const diff: number[] = [];
        for (let c = 0; c < 16; c++) if (s[c] !== t[c]) diff.push(c);
        const digits = new Set(diff.map((c) => s[c]));
        if (diff.length === 0 || digits.size !== 2) continue;
        twoDigit++;
        // the difference is covered exactly by the sets inside it
        const inside = list.filter((cells) => cells.every((c) => diff.includes(c)));
        const covered = new Set(inside.flat());
        expect(covered.size, `${s} ${t}`).toBe(diff.length);
        // a two-digit difference with no smaller one inside is itself a set found
        if (inside.length === 1) expect(found.has(key(diff))).toBe(true);
      }
    }
    expect(twoDigit).toBeGreaterThan(0);
  });

  it("take reports an emptied set exactly when the cells taken cover one; restore undoes it", () => {
    const geometry = sudokuGeometry(9);
    const filler = new RandomGridFiller(geometry);
    const sets = new UnavoidableSets(geometry);
    fc.assert(
      fc.property(fc.integer(), fc.array(fc.nat(80), { maxLength: 70 }), (seed, order) => {
        const solution = filler.fill(createRandom(seed));
        sets.build(solution);
        const list = sets.list();
        const removed = new Set<number>();
        for (const cell of new Set(order)) {
          const emptied = sets.take([cell]);
          const expected = list.some(
            (cells) => cells.includes(cell) && cells.every((c) => c === cell || removed.has(c)),
          );
          expect(emptied).toBe(expected);
          if (emptied) sets.restore([cell]);
          else removed.add(cell);
        }
      }),
      { numRuns: 50 },
    );
  });
});
