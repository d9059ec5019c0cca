import { describe, expect, it } from "vitest";
import {
  GenerateBudgetError,
  generateSudoku,
  SUDOKU_SYMMETRIES,
  SudokuGenerator,
  symmetryOrbits,
} from "../../src/sudoku/generate.js";
import { checkSudokuSolution, parseSudoku, sudokuGeometry } from "../../src/sudoku/grid.js";
import { TECHNIQUE_FAMILIES, techniquesOf } from "../../src/sudoku/logic/techniques.js";
import { rateSudokuGrid } from "../../src/sudoku/rating.js";
import { solveSudokuGrid } from "../../src/sudoku/solve.js";

/** Solutions counted by the exact-cover method (independent of the fast solver the generator uses). */
function dlxCount(size: number, values: Uint8Array): number {
  return solveSudokuGrid({ geometry: sudokuGeometry(size), values }, { method: "dlx", limit: 2 })
    .count;
}

describe("generated puzzles have exactly one solution (DLX count)", () => {
  // 200 per size across 10 seeds; a 16x16 puzzle takes 0.3-3 s, so 10 of them (one per seed)
  for (const [size, total] of [
    [4, 200],
    [6, 200],
    [9, 200],
    [16, 10],
  ] as const) {
    it(`${total} puzzles of ${size}x${size}`, () => {
      const perSeed = total / 10;
      for (let seed = 0; seed < 10; seed++) {
        const gen = new SudokuGenerator({ size, seed });
        for (let i = 0; i < perSeed; i++) {
          const { values: puzzle, solutionValues: solution } = gen.next();
          expect(dlxCount(size, puzzle)).toBe(1);
          expect(
            checkSudokuSolution({ geometry: sudokuGeometry(size), values: puzzle }, solution),
          ).toBeUndefined();
        }
      }
    });
  }
});

describe("--minimal: every clue is necessary", () => {
  for (const symmetry of ["none", "rot180"] as const) {
    it(`9x9, symmetry ${symmetry}`, () => {
      const gen = new SudokuGenerator({ seed: 11, minimal: true, symmetry });
      for (let i = 0; i < 20; i++) {
        const { values: puzzle } = gen.next();
        for (let cell = 0; cell < 81; cell++) {
          if (puzzle[cell] === 0) continue;
          const less = puzzle.slice();
          less[cell] = 0;
          expect(dlxCount(9, less)).toBe(2);
        }
      }
    });
  }
});

describe("--minimal on more seeds and shapes: removing any clue gives two solutions (DLX)", () => {
  const shapes = [
    { size: 9, diagonal: false },
    { size: 9, diagonal: true },
    { size: 6, diagonal: false },
  ] as const;
  for (const { size, diagonal } of shapes) {
    it(`${size}x${size}${diagonal ? " X-Sudoku" : ""}, seeds 1-4`, () => {
      const geometry = sudokuGeometry(size, { diagonal });
      for (let seed = 1; seed <= 4; seed++) {
        const gen = new SudokuGenerator({ seed, size, diagonal, minimal: true });
        for (let i = 0; i < 5; i++) {
          const { values: puzzle } = gen.next();
          const count = (values: Uint8Array) =>
            solveSudokuGrid({ geometry, values }, { method: "dlx", limit: 2 }).count;
          expect(count(puzzle)).toBe(1);
          for (let cell = 0; cell < puzzle.length; cell++) {
            if (puzzle[cell] === 0) continue;
            const less = puzzle.slice();
            less[cell] = 0;
            expect(count(less), `seed ${seed} puzzle ${i} cell ${cell}`).toBe(2);
          }
        }
      }
    });
  }
});

describe("options", () => {
  it("a seed gives the puzzles it gave before the unavoidable-set shortcut (same output)", () => {
    // printed by the generator of commit 346308a, before the generation speed-up
    const pinned: [ConstructorParameters<typeof SudokuGenerator>[0], string[]][] = [
      [
        { seed: 1, minimal: true },
        [
          ".7.18..2....6...5......9...3.....2.5..651....8..7..4..49.....86.....6..1.....354.",
          ".9..1.8...3.4...71.8.7..6....4..8..5...1.2.8....9....7573.....6.....9...8...6....",
        ],
      ],
      [
        { seed: 2, symmetry: "rot180", minimal: true },
        [
          "......23....2.8....7..4......5..2.7.83.9.7.62.9.5..8......7..9....4.1....68......",
          "....1..36..1..4.5....5.9.8....9.....85.....47.....3....7.3.1....3.4..5..68..7....",
        ],
      ],
      [
        { seed: 3, size: 6, minimal: true },
        [".6......2.....42......3..4...23.6..1", "2......1.5...6..41.....3....36...1.."],
      ],
      [
        { seed: 4, diagonal: true },
        [
          ".3...64..6..1....59..............9..7.....3.1....8.........3.4..9.4.....5...1....",
          "4.7....2........1....4...7.......3.93...61...6.957.....8..5.......1..............",
        ],
      ],
    ];
    for (const [options, puzzles] of pinned) {
      const gen = new SudokuGenerator(options);
      expect(puzzles.map(() => gen.next().puzzle)).toEqual(puzzles);
    }
  });

  it("the same seed gives the same puzzles", () => {
    const a = new SudokuGenerator({ seed: "abc" });
    const b = new SudokuGenerator({ seed: "abc" });
    for (let i = 0; i < 5; i++) expect(a.next().puzzle).toEqual(b.next().puzzle);
    expect(generateSudoku({ seed: 1 }).puzzle).not.toEqual(generateSudoku({ seed: 2 }).puzzle);
  });

  it("keeps each symmetry", () => {
    for (const symmetry of SUDOKU_SYMMETRIES) {
      const orbits = symmetryOrbits(9, symmetry);
      const { values: puzzle } = generateSudoku({ seed: 5, symmetry });
      for (const orbit of orbits) {
        const given = orbit.map((c) => puzzle[c] !== 0);
        expect(new Set(given).size, `${symmetry} ${orbit}`).toBe(1);
      }
    }
  });

  it("reaches a clue target exactly", () => {
    for (const clues of [24, 30, 40]) {
      const g = generateSudoku({ seed: 3, clues });
      expect(g.clues).toBe(clues);
      expect(dlxCount(9, g.values)).toBe(1);
    }
  });

  it("fails clearly when the clue target cannot be reached", () => {
    // 17 clues exist (the minimum) but a random pass almost never reaches them
    expect(() => generateSudoku({ seed: 1, clues: 17, maxAttempts: 20 })).toThrow(
      GenerateBudgetError,
    );
    expect(() => generateSudoku({ seed: 1, clues: 17, timeLimitMs: 50 })).toThrow(
      /no puzzle with 17 clues found/,
    );
    // 16 clues cannot have one solution (McGuire et al.): refused before any search
    expect(() => generateSudoku({ seed: 1, clues: 16 })).toThrow(/at least 17 are needed/);
    // parity: rot90 keeps groups of 4 plus the centre, so 26 clues is impossible
    expect(() => generateSudoku({ clues: 26, symmetry: "rot90" })).toThrow(/cannot keep rot90/);
  });

  it("makes puzzles that the chosen families solve and that need the hardest of them", () => {
    // checked through the rating (logic with the families, guessing where they run out) and
    // the exact-cover count, not through the generator's own check
    const cases: [string[], string][] = [
      [["singles"], "singles"],
      [["singles", "locked"], "locked"],
      [["fish", "locked", "singles"], "fish"],
      [["singles", "locked", "subsets", "wings"], "wings"],
    ];
    for (const [families, needs] of cases) {
      const gen = new SudokuGenerator({ seed: 5, techniques: families });
      for (let i = 0; i < 3; i++) {
        const g = gen.next();
        expect(g.needs).toBe(needs);
        expect(dlxCount(9, g.values)).toBe(1);
        const grid = parseSudoku(g.puzzle);
        const rate = (fs: string[]) =>
          rateSudokuGrid(grid, g.solutionValues, { unique: true, techniques: techniquesOf(fs) });
        const withAll = rate(families);
        expect(withAll.guesses, `${g.puzzle} with ${families}`).toBe(0);
        // a step of the needed family is on the path, and without that family logic guesses
        const names = new Set<string>(TECHNIQUE_FAMILIES[needs]);
        const used = Object.keys(withAll.techniques).map((t) => t.replace(/ \(.*\)$/, ""));
        expect(
          used.some((t) => names.has(t)),
          `${g.puzzle}: ${used}`,
        ).toBe(true);
        const rest = families.filter((f) => f !== needs);
        if (rest.length > 0) expect(rate(rest).guesses, g.puzzle).toBeGreaterThan(0);
      }
    }
    // an unknown family, or none, is refused before any search
    expect(() => generateSudoku({ techniques: ["singles", "magic"] })).toThrow(
      /unknown technique family "magic"/,
    );
    expect(() => generateSudoku({ techniques: [] })).toThrow(/no family given/);
    expect(() => generateSudoku({ techniques: ["singles", "variant"] })).toThrow(/classic puzzle/);
    // forcing alone (no singles) cannot finish a puzzle within a tiny budget: the reason is given
    expect(() => generateSudoku({ seed: 1, techniques: ["forcing"], maxAttempts: 3 })).toThrow(
      /techniques forcing \(needing forcing\).*puzzles that missed the techniques/,
    );
  });

  it("meets a difficulty target", () => {
    for (const difficulty of ["easy", "medium", "hard"] as const) {
      const g = generateSudoku({ seed: 9, difficulty });
      expect(g.rating?.level).toBe(difficulty);
    }
  });
});
