/**
 * The Sudoku page on variant puzzles (issue 36), in Debian's headless chromium: a killer pasted
 * as an f-puzzles link draws its cages with their sums and solves to the published solution; a
 * jigsaw from a `#/sudoku?load=` link draws its region borders; bad links and bad JSON are
 * messages on the page, which keeps working; every variant example loads, draws and solves.
 */
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { explainVariantSudoku } from "../../src/sudoku/logic/variants/commands.js";
import { fPuzzlesLink } from "../../src/sudoku/variants/link.js";
import { readFPuzzles } from "../../src/sudoku/variants/read.js";
import { SUDOKU_VARIANT_EXAMPLES } from "../../src/web/pages/sudoku-variant-examples.js";
import { haveChromium, openSite } from "../helpers/web.js";

const DIR = "test/data/sudoku/variants/";
const published = new Map(
  readFileSync(`${DIR}solutions.txt`, "utf8")
    .trim()
    .split("\n")
    .map((line) => line.split(" ") as [string, string]),
);
const text = (name: string) => readFileSync(`${DIR}${name}.json`, "utf8");

describe.skipIf(!haveChromium)("the Sudoku page on variants, in chromium", () => {
  let server: { url: string };
  let page: Page;
  let close = async () => {};
  const errors: string[] = [];

  beforeAll(async () => {
    ({ server, page, close } = await openSite(errors));
  });

  afterAll(() => close());

  const solveAndRead = async () => {
    await page.getByRole("button", { name: "Solve", exact: true }).click();
    await expect.poll(() => page.locator(".status").innerText()).toMatch(/^Solved \(one solution/);
    return page.locator(".grid-line").innerText();
  };

  it("a killer pasted as an f-puzzles link: cages outlined, sums drawn, Solve gives the published solution", async () => {
    const puzzle = readFPuzzles(text("killer"));
    await page.goto(`${server.url}#/sudoku`);
    await page.getByLabel("Puzzle", { exact: true }).fill(fPuzzlesLink(text("killer")));
    await page.getByRole("button", { name: "Load" }).click();
    expect(await page.getByRole("alert").isHidden()).toBe(true);
    expect(await page.locator(".sudoku-variant path.cage").count()).toBe(puzzle.cages.length);
    const sums = await page.locator(".sudoku-variant text.cage-sum").allTextContents();
    expect(sums.map(Number).sort((a, b) => a - b)).toEqual(
      puzzle.cages.map((c) => c.sum).sort((a, b) => a! - b!),
    );
    // every cage's sum sits in its first cell (top row first): x and y within that cell
    const placed = await page
      .locator(".sudoku-variant text.cage-sum")
      .evaluateAll((nodes) =>
        nodes.map((t) => [Number(t.getAttribute("x")), Number(t.getAttribute("y")), t.textContent]),
      );
    for (const cage of puzzle.cages) {
      const first = Math.min(...cage.cells);
      expect(placed).toContainEqual([
        expect.closeTo((first % 9) + 0.05, 3),
        expect.closeTo(Math.floor(first / 9) + 0.27, 3),
        String(cage.sum),
      ]);
    }
    // each outline has one segment per cage edge side (the cage's cells' sides on its border)
    const sides = (cells: number[]) => {
      const inCage = new Set(cells);
      let k = 0;
      for (const c of cells) {
        if (c < 9 || !inCage.has(c - 9)) k++;
        if (c >= 72 || !inCage.has(c + 9)) k++;
        if (c % 9 === 0 || !inCage.has(c - 1)) k++;
        if (c % 9 === 8 || !inCage.has(c + 1)) k++;
      }
      return k;
    };
    const drawn = await page
      .locator(".sudoku-variant path.cage")
      .evaluateAll((nodes) => nodes.map((p) => (p.getAttribute("d") ?? "").split("M").length - 1));
    expect(drawn.sort()).toEqual(puzzle.cages.map((c) => sides(c.cells)).sort());
    const r1c1 = await page.getByRole("gridcell", { name: /^r1c1,/ }).getAttribute("aria-label");
    expect(r1c1).toContain(`cage of 2 cells, sum ${puzzle.cages[0]!.sum}`);
    expect(await page.locator(".variant-rules").innerText()).toMatch(
      new RegExp(
        `^Variant 9x9: killer cages, each sum in its top-left corner \\(${puzzle.cages.length}\\)`,
      ),
    );
    expect(await solveAndRead()).toBe(published.get("killer"));
  });

  it("Hint and Explain on a variant: the library's variant logic, its step highlighted; Check still works", async () => {
    await page.goto(`${server.url}#/sudoku`);
    await page.getByLabel("Puzzle", { exact: true }).fill(text("thermo").replace(/\s+/g, " "));
    await page.getByRole("button", { name: "Load" }).click();
    await page.getByRole("button", { name: "Hint", exact: true }).click();
    const said = await page.locator(".explanation").innerText();
    // the library's variant logic gives a step (a thermometer's bounds or a single) and the page
    // highlights its cells
    expect(said).toMatch(/^[A-Z][a-z/ -]+: /);
    expect(await page.locator(".cell.hint-cell").count()).toBeGreaterThan(0);
    await page.getByRole("button", { name: "Explain", exact: true }).click();
    await expect
      .poll(() => page.locator(".status").innerText(), { timeout: 20_000 })
      .toMatch(/^Explained: \d+ steps/);
    // a wrong digit in r1c1 (the published solution has 8 there; the thermo gives no r1c1 clue)
    await page.getByRole("gridcell", { name: /^r1c1,/ }).click();
    await page.keyboard.press("9");
    await page.getByRole("button", { name: "Check" }).click();
    await expect.poll(() => page.locator(".status").innerText()).toBe("1 wrong: r1c1.");
  });

  it("a jigsaw from a #/sudoku?load= link: region borders where the region changes, no box borders", async () => {
    const puzzle = readFPuzzles(text("jigsaw"));
    const link = fPuzzlesLink(text("jigsaw"));
    const data = link.slice(link.indexOf("load=") + 5);
    await page.goto(`${server.url}#/sudoku?load=${encodeURIComponent(data)}`);
    await page.reload();
    expect(await page.getByRole("alert").isHidden()).toBe(true);
    let changes = 0;
    for (let cell = 0; cell < 81; cell++) {
      if (cell % 9 < 8 && puzzle.regions[cell] !== puzzle.regions[cell + 1]) changes++;
      if (cell < 72 && puzzle.regions[cell] !== puzzle.regions[cell + 9]) changes++;
    }
    const d = (await page.locator(".sudoku-variant path.region-border").getAttribute("d")) ?? "";
    expect(d.split("M").length - 1).toBe(changes);
    expect(await page.locator(".cell.box-right, .cell.box-bottom").count()).toBe(0);
    expect(await solveAndRead()).toBe(published.get("jigsaw"));
  });

  it("a bad link or bad JSON is a message on the page, which keeps working", async () => {
    const before = errors.length;
    for (const bad of ["!!!", "N4Igzg", "%E0%A4%A"]) {
      await page.goto(`${server.url}#/sudoku?load=${bad}`);
      await page.reload();
      await expect
        .poll(() => page.getByRole("alert").innerText())
        .toMatch(
          /^The link's puzzle could not be read \(f-puzzles: .+\); showing an example instead\.$/,
        );
      // the example shown instead solves
      expect(await solveAndRead()).toMatch(/^[1-9]{81}$/);
    }
    const puzzle = page.getByLabel("Puzzle", { exact: true });
    for (const [bad, message] of [
      ['{"size": 9}', "f-puzzles: 'grid' is missing"],
      ['{"size": 9, "grid": []', /^f-puzzles: not valid JSON/],
      ['{"__proto__": {"x": 1}, "size": 99, "grid": []}', /^f-puzzles: .*size/],
    ] as const) {
      await puzzle.fill(bad);
      await page.getByRole("button", { name: "Load" }).click();
      if (typeof message === "string")
        expect(await page.getByRole("alert").innerText()).toBe(message);
      else expect(await page.getByRole("alert").innerText()).toMatch(message);
    }
    // the puzzle loaded before (a classic example) is still there and solves
    expect(await solveAndRead()).toMatch(/^[1-9]{81}$/);
    await puzzle.fill(text("arrow").replace(/\s+/g, " "));
    await page.getByRole("button", { name: "Load" }).click();
    expect(await page.getByRole("alert").isHidden()).toBe(true);
    expect(errors.length).toBe(before);
  });

  it("a killer and a jigsaw explained step by step: the library's variant path, grid by grid", async () => {
    for (const name of ["killer", "jigsaw"]) {
      const puzzle = readFPuzzles(text(name));
      const ex = explainVariantSudoku(puzzle);
      // the grid after each step of the library's path (placements only change the line)
      const grids = [puzzle.givens.map((v) => (v === 0 ? "." : String(v))).join("")];
      for (const e of ex.entries) {
        const cells = grids[grids.length - 1]!.split("");
        const placed = e.kind === "step" ? e.step.placements : [e];
        for (const p of placed) cells[p.cell] = String(p.digit);
        grids.push(cells.join(""));
      }
      await page.goto(`${server.url}#/sudoku`);
      await page.getByLabel("Puzzle", { exact: true }).fill(text(name).replace(/\s+/g, " "));
      await page.getByRole("button", { name: "Load" }).click();
      await page.getByRole("button", { name: "Explain", exact: true }).click();
      await expect
        .poll(() => page.locator(".status").innerText(), { timeout: 20_000 })
        .toBe(`Explained: ${ex.entries.length} steps; ${ex.lines[ex.lines.length - 1]}`);
      const line = page.locator(".grid-line");
      const step = page.getByRole("button", { name: "Step", exact: true });
      expect(await line.innerText(), name).toBe(grids[0]);
      for (let k = 1; k <= Math.min(12, ex.entries.length); k++) {
        await step.click();
        expect(await line.innerText(), `${name} step ${k}`).toBe(grids[k]);
      }
      expect(grids[grids.length - 1], name).toBe(published.get(name));
    }
  });

  it("the Variant list loads each example: its constraints drawn, Solve gives its solution", async () => {
    await page.goto(`${server.url}#/sudoku`);
    for (const example of SUDOKU_VARIANT_EXAMPLES) {
      const puzzle = readFPuzzles(example.fpuzzles);
      await page.getByLabel("Variant", { exact: true }).selectOption(example.name);
      const count = (selector: string) => page.locator(`.sudoku-variant ${selector}`).count();
      expect(await count("path.cage"), example.name).toBe(puzzle.cages.length);
      expect(await count("path.region-border"), example.name).toBe(puzzle.jigsaw ? 1 : 0);
      expect(await count(".thermo-bulb"), example.name).toBe(puzzle.thermometers.length);
      expect(await count(".thermo-line"), example.name).toBe(puzzle.thermometers.length);
      expect(await count(".arrow-line"), example.name).toBe(
        puzzle.arrows.reduce((k, a) => k + a.lines.length, 0),
      );
      expect(await count(".kropki.white"), example.name).toBe(puzzle.differences.length);
      expect(await count(".kropki.black"), example.name).toBe(puzzle.ratios.length);
      expect(await count(".extra-region"), example.name).toBe(
        puzzle.extraRegions.reduce((k, r) => k + r.length, 0),
      );
      const rules = await page.locator(".variant-rules").innerText();
      if (puzzle.antiknight) expect(rules).toContain("anti-knight");
      if (puzzle.nonconsecutive) expect(rules).toContain("nonconsecutive");
      const clues = (await page.locator(".grid-line").innerText()).replace(/\./g, "").length;
      expect(clues, example.name).toBe(puzzle.givens.filter((v) => v > 0).length);
      expect(await solveAndRead(), example.name).toBe(example.solution);
    }
    // back to a classic example: the picture and the rules line go
    await page.getByLabel("Example", { exact: true }).selectOption("Hard 9x9");
    expect(await page.locator(".sudoku-variant").isHidden()).toBe(true);
    expect(await page.locator(".variant-rules").isHidden()).toBe(true);
  });

  it("raised no page errors", () => {
    expect(errors).toEqual([]);
  });
});
