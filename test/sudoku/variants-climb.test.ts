// The killer climb of `--difficulty` (src/sudoku/variants/rated.ts): a killer rated easier than the
// band asked for gets neighbouring cages merged. Checked on its own: from easy killers (rated easy,
// so only merging can make them harder; their givens stay), the result is rated in the band by rate's own function,
// has fewer cages, every cage still sums to the solution with distinct digits, and an independent
// backtracking counter proves it unique. And the split the other way: a fiendish killer brought
// down to hard by splitting cages (no given added, every cage part of an old one, rated hard again,
// unique by the same counter).
import { describe, expect, it } from "vitest";
import { createRandom } from "../../src/core/random.js";
import { rateVariantSudoku } from "../../src/sudoku/logic/variants/commands.js";
import { generateVariantSudoku } from "../../src/sudoku/variants/generate.js";
import { toLevel } from "../../src/sudoku/variants/rated.js";
import { readFPuzzles } from "../../src/sudoku/variants/read.js";
import { writeFPuzzles } from "../../src/sudoku/variants/write.js";
import { bruteCount, bruteRead } from "../helpers/variant-brute.js";

describe("killer climb: merged cages bring an easy killer up to the band", () => {
  it.each([1, 2, 3])(
    "easy killer, seed %i, to medium",
    (seed) => {
      const easy = generateVariantSudoku({ variant: "killer", seed, difficulty: "easy" });
      expect(easy.rating?.level).toBe("easy");
      const climbed = toLevel(easy.puzzle, easy.solution, "medium", createRandom(seed), {
        mergeTo: 6,
        tries: 60,
      });
      expect(climbed).not.toBeNull();
      const [p, rating] = climbed!;
      expect(rating.level).toBe("medium");
      expect(p.cages.length).toBeLessThan(easy.puzzle.cages.length);
      expect(p.givens).toEqual(easy.puzzle.givens); // merging only: no given added or taken
      const cells = p.cages.flatMap((k) => k.cells).sort((a, b) => a - b);
      expect(cells).toEqual([...Array(81).keys()]);
      for (const k of p.cages) {
        const digits = k.cells.map((c) => easy.solution[c]!);
        expect(new Set(digits).size).toBe(digits.length);
        expect(k.sum).toBe(digits.reduce((a, b) => a + b, 0));
        expect(k.cells.length).toBeLessThanOrEqual(6);
      }
      const json = JSON.stringify(writeFPuzzles(p));
      const first: number[] = [];
      expect(bruteCount(bruteRead(json), 2, first)).toBe(1);
      expect(first).toEqual([...easy.solution]);
      const again = rateVariantSudoku(readFPuzzles(json));
      expect(again.count).toBe(1);
      expect(again.rating?.level).toBe("medium");
    },
    60_000,
  );
});

describe("killer split: cages split bring a killer rated harder down into the band", () => {
  it.each([2])(
    "fiendish killer, seed %i, to hard",
    (seed) => {
      const hard = generateVariantSudoku({ variant: "killer", seed, difficulty: "fiendish" });
      expect(hard.rating?.level).toBe("fiendish");
      // the split walk is random and may overshoot: the first draw that lands (the same every run)
      let split: ReturnType<typeof toLevel> = null;
      for (let draw = 1; draw <= 40 && split === null; draw++)
        split = toLevel(hard.puzzle, hard.solution, "hard", createRandom(draw), {
          mergeTo: 6,
          tries: 0, // no merge: splitting alone
        });
      expect(split).not.toBeNull();
      const [p, rating] = split!;
      expect(rating.level).toBe("hard");
      expect(p.givens).toEqual(hard.puzzle.givens); // no given added
      expect(p.cages.length).toBeGreaterThan(hard.puzzle.cages.length);
      // every cage is part of a cage of the fiendish puzzle, with its own sum
      for (const k of p.cages) {
        const from = hard.puzzle.cages.find((old) => k.cells.every((c) => old.cells.includes(c)));
        expect(from).toBeDefined();
        expect(k.sum).toBe(k.cells.reduce((a, c) => a + hard.solution[c]!, 0));
      }
      const cells = p.cages.flatMap((k) => k.cells).sort((a, b) => a - b);
      expect(cells).toEqual([...Array(81).keys()]);
      const json = JSON.stringify(writeFPuzzles(p));
      expect(bruteCount(bruteRead(json), 2)).toBe(1);
      expect(rateVariantSudoku(readFPuzzles(json)).rating?.level).toBe("hard");
    },
    60_000,
  );
});
