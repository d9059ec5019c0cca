/**
 * The SE-like number: Sudoku Explainer's published values for its own techniques (the summary
 * table of "Difficulty ratings in Sudoku Explainer v1.2.1", SukakuExplainer's wiki), its length
 * bonus for chains, and ratings of puzzles whose SE rating is known to be high.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseSudoku } from "../../src/sudoku/grid.js";
import { SE_VALUES, seLengthBonus, stepDifficulty } from "../../src/sudoku/logic/difficulty.js";
import { SE_CHAIN_LEVELS, SE_FORCING_LEVELS } from "../../src/sudoku/logic/se-forcing.js";
import { RATING_SCALE, rateSudokuGrid } from "../../src/sudoku/rating.js";

const lines = (name: string) =>
  readFileSync(new URL(`../data/sudoku/${name}`, import.meta.url), "utf8")
    .split("\n")
    .filter((l) => l.trim() !== "");

describe("SE values", () => {
  it("SE's own techniques have SE's published base values", () => {
    // the wiki's summary: 1.2 hidden single in block, 1.5 in row or column, 2.3 naked single,
    // 2.6 pointing, 2.8 claiming, 3.0/3.2/3.4 naked pair, X-wing, hidden pair, 3.6/3.8/4.0
    // naked triplet, swordfish, hidden triplet, 4.2/4.4 XY- and XYZ-wing, 4.5-5.0 unique
    // rectangles, 5.0/5.2/5.4 naked quad, jellyfish, hidden quad, 5.6-6.0 BUG, 6.5-6.9
    // X-chains and cycles, 6.6-7.0 Y-cycles, 7.0-8.0 bidirectional cycles, 8.2-8.7 cell and
    // region forcing chains, 8.8-9.6 dynamic forcing chains; dynamic forcing chains nested in a
    // dynamic chain ("+ Dynamic Forcing Chains") 11.4-11.9 with their length bonus, on SE's
    // levels 8.5 dynamic, 9.0 (+), 9.5 (+ forcing chains), 10.0 (+ multiple), 10.5 (+ dynamic);
    // SE's forcing chains below 9 start at 7.5 (Nishio), 8.0 (cell and region) and 8.5 (dynamic),
    // the published ranges 0.2 or more above (a chain of two branches passes 4 and 6 nodes)
    const published: Record<string, [number, number]> = {
      "hidden single (box)": [1.2, 1.2],
      "hidden single (row or column)": [1.5, 1.5],
      "naked single": [2.3, 2.3],
      pointing: [2.6, 2.6],
      claiming: [2.8, 2.8],
      "naked pair": [3.0, 3.0],
      "x-wing": [3.2, 3.2],
      "hidden pair": [3.4, 3.4],
      "naked triple": [3.6, 3.6],
      swordfish: [3.8, 3.8],
      "hidden triple": [4.0, 4.0],
      "xy-wing": [4.2, 4.2],
      "xyz-wing": [4.4, 4.4],
      "unique rectangle": [4.5, 5.0],
      "naked quad": [5.0, 5.0],
      jellyfish: [5.2, 5.2],
      "hidden quad": [5.4, 5.4],
      "bug+1": [5.6, 6.0],
      "x-chain": [6.5, 6.9],
      "xy-chain": [6.6, 7.0],
      aic: [7.0, 8.0],
      "forcing chain (Nishio)": [7.5, 7.5],
      "forcing chain (multiple)": [8.0, 8.2],
      "forcing chain (dynamic)": [8.5, 8.8],
      "forcing net": [9.0, 9.0],
      "forcing net (+ forcing chains)": [9.5, 9.5],
      "forcing net (+ multiple forcing chains)": [10.0, 10.0],
      "forcing net (+ dynamic forcing chains)": [10.5, 10.5],
      "forcing net (+ dynamic forcing chains (+))": [11.0, 11.0],
    };
    for (const [technique, [lo, hi]] of Object.entries(published)) {
      const row = SE_VALUES.find((r) => r.technique === technique);
      expect(row, technique).toBeDefined();
      expect(row!.value, technique).toBeGreaterThanOrEqual(lo);
      expect(row!.value, technique).toBeLessThanOrEqual(hi);
      expect(row!.source, technique).toMatch(/^SE: /);
    }
  });

  it("every technique of the rating scale has a value, and says where it comes from", () => {
    for (const r of RATING_SCALE) {
      // a technique with levels (forcing chain) has a row per level: "forcing chain (Nishio)", ...
      const row = SE_VALUES.find(
        (s) => s.technique === r.technique || s.technique.startsWith(`${r.technique} (`),
      );
      expect(row, r.technique).toBeDefined();
      expect(row!.source, r.technique).toMatch(/^(SE: |not in SE: |X-Sudoku)/);
    }
  });

  it("docs/sudoku.md's table of SE values is SE_VALUES", () => {
    const readme = readFileSync(new URL("../../docs/sudoku.md", import.meta.url), "utf8");
    const table = readme.slice(readme.indexOf("| technique | SE value | from |")).split("\n");
    const rows = table.slice(
      2,
      table.findIndex((l) => !l.startsWith("|")),
    );
    expect(
      rows.map((r) =>
        r
          .split("|")
          .slice(1, 4)
          .map((c) => c.trim()),
      ),
    ).toEqual(
      SE_VALUES.map((r) => [
        r.technique,
        `${r.value.toFixed(1)}${r.chain ? " + length" : ""}`,
        r.source,
      ]),
    );
  });

  it("each forcing level's step is rated at its SE base value plus the length bonus", () => {
    expect(SE_CHAIN_LEVELS.map((l) => l.value)).toEqual([7.5, 8.0, 8.5]);
    expect(SE_FORCING_LEVELS.map((l) => l.value)).toEqual([9.0, 9.5, 10.0, 10.5, 11.0]);
    const step = {
      technique: "forcing net" as const,
      cells: [0],
      placements: [],
      eliminations: [{ cell: 0, digit: 1 }],
      explanation: "",
      nodes: 20,
    };
    for (const l of SE_FORCING_LEVELS)
      expect(stepDifficulty({ ...step, seLevel: l.level })).toBeCloseTo(l.value + 0.5, 10);
    for (const l of SE_CHAIN_LEVELS)
      expect(stepDifficulty({ ...step, technique: "forcing chain", seLevel: l.level })).toBeCloseTo(
        l.value + 0.5,
        10,
      );
  });

  it("the length bonus: 0.1 for each of 4, 6, 8, 12, 16, 24, 32, 48, ... passed", () => {
    const ceilings = [4, 6, 8, 12, 16, 24, 32, 48, 64, 96, 128];
    for (let nodes = 1; nodes <= 130; nodes++) {
      const passed = ceilings.filter((c) => nodes > c).length;
      expect(seLengthBonus(nodes), `${nodes} nodes`).toBeCloseTo(passed / 10, 10);
    }
  });
});

describe("SE numbers of rated puzzles", () => {
  it("the easy end: singles only give SE's values for singles, and no number is below 1.2", () => {
    const puzzles = lines("random_minimal_50k.sample200.txt");
    const solutions = lines("random_minimal_50k.sample200.solutions.txt");
    let singlesOnly = 0;
    for (let p = 0; p < 200; p++) {
      const r = rateSudokuGrid(parseSudoku(puzzles[p]!), parseSudoku(solutions[p]!).values, {
        unique: true,
      });
      expect(r.se).toBeGreaterThanOrEqual(1.2);
      if (r.level === "easy") {
        singlesOnly++;
        expect([1.2, 1.5, 2.3], puzzles[p]).toContain(r.se);
      }
    }
    expect(singlesOnly).toBeGreaterThan(20);
  });
});
