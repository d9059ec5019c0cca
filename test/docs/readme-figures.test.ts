/**
 * README quotes no speed figure by hand: every measured figure lives in BENCHMARKS.md, which one
 * run of `npm run bench` writes. README may only link to BENCHMARKS.md sections (and those
 * sections must exist) or state goals (written with ≤, ≥, <, "goal").
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  benchmarkAnchors,
  documentPaths,
  readmeBenchLinks,
  speedClaims,
} from "../../tools/readme-figures.js";

// README and the area pages, as one text (each is checked the same way)
const readme = documentPaths()
  .map((path) => readFileSync(new URL(`../../${path}`, import.meta.url), "utf8"))
  .join("\n");
const benchmarks = readFileSync(new URL("../../BENCHMARKS.md", import.meta.url), "utf8");

describe("README speed figures", () => {
  it("quotes no measured speed ratio or rate outside BENCHMARKS.md", () => {
    expect(speedClaims(readme)).toEqual([]);
  });

  it("links only to BENCHMARKS.md sections that exist", () => {
    const anchors = benchmarkAnchors(benchmarks);
    const links = readmeBenchLinks(readme);
    expect(links.length).toBeGreaterThanOrEqual(7);
    for (const link of links)
      expect(anchors, `README links to BENCHMARKS.md#${link}`).toContain(link);
  });

  it("the checker catches a hand-written ratio, rate or time and a dangling link", () => {
    expect(speedClaims("Speed: the DLX is 2.80x dancing-links.")).toHaveLength(1);
    expect(speedClaims("fast 134,353 puzzles / s on sudoku17")).toHaveLength(1);
    expect(speedClaims("SEND + MORE = MONEY 16–47 µs (goal 50 µs)")).toHaveLength(1);
    expect(speedClaims("0.16-0.35x the time of a hand-written solver")).toHaveLength(1);
    expect(speedClaims("goals: ≥ 90,000/s, DLX ≥ 2x dancing-links, ≤ 20 ms, < 1 s")).toEqual([]);
    expect(speedClaims("the lock duration (30 s by default)")).toEqual([]);
    expect(speedClaims("a 4x4 X-Sudoku, pentominoes 6x10")).toEqual([]);
    expect(readmeBenchLinks("[x](../BENCHMARKS.md#sudoku) [y](BENCHMARKS.md#queens)")).toEqual([
      "sudoku",
      "queens",
    ]);
    expect(benchmarkAnchors("## Exact cover (dancing links)\n")).toEqual([
      "exact-cover-dancing-links",
    ]);
  });
});
