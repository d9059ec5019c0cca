// The killer climb of `--difficulty` (src/sudoku/variants/rated.ts): a killer rated easier than the
// band asked for gets neighbouring cages merged. Checked on its own: from easy killers (rated easy,
// so only merging can make them harder; their givens stay), the result is rated in the band by rate's own function,
// has fewer cages, every cage still sums to the solution with distinct digits, and an independent
// backtracking counter proves it unique.
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
