/**
 * End to end: the playground built as static files, served on 127.0.0.1, driven in Debian's
 * headless chromium. Checks what a reader sees (CLI forms, the classic orders, known counts).
 */
import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseDlx } from "../../src/exact-cover/dlx-format.js";
import { coverLinks } from "../../src/exact-cover/links.js";
import { optionText } from "../../src/exact-cover/problem.js";
import { CoverReplay, traceExactCover } from "../../src/exact-cover/trace.js";
import { runSearch } from "../../src/search/run.js";
import { SearchTreeReplay, traceSearch } from "../../src/search/trace.js";
import { cellName, parseSudoku } from "../../src/sudoku/grid.js";
import { explainSudoku } from "../../src/sudoku/hint.js";
import { techniquesOf } from "../../src/sudoku/logic/techniques.js";
import { rateSudokuGrid } from "../../src/sudoku/rating.js";
import { solveSudoku } from "../../src/sudoku/solve.js";
import { haveChromium, openSite } from "../helpers/web.js";

if (!haveChromium && process.env.CI)
  throw new Error("/usr/bin/chromium is required on CI (.ci/run installs it with apt-get)");
if (!haveChromium)
  console.warn("/usr/bin/chromium not found: skipping the playground's browser tests");

describe.skipIf(!haveChromium)("playground in chromium", () => {
  let server: { url: string };
  let browser: Browser;
  let page: Page;
  let close = async () => {};
  const errors: string[] = [];

  beforeAll(async () => {
    ({ server, browser, page, close } = await openSite(errors));
  });

  afterAll(() => close());

  it("names the pages in the navigation", async () => {
    await page.goto(server.url);
    const names = await page
      .getByRole("navigation", { name: "Pages" })
      .getByRole("link")
      .allInnerTexts();
    expect(names).toEqual(
      expect.arrayContaining([
        "Permutations",
        "Alphametics",
        "Search",
        "Sudoku",
        "Queens",
        "Exact cover",
      ]),
    );
  });

  it("shows no focus ring on the page title, at load or after a page change (issue 39)", async () => {
    // evaluated in the page (the tests have no DOM types)
    const ring = () =>
      page.evaluate<{ focused: boolean; ring: boolean }>(`(() => {
        const title = document.querySelector("#page-title");
        const style = getComputedStyle(title);
        return {
          focused: document.activeElement === title,
          ring: style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0,
        };
      })()`);
    await page.goto(`${server.url}#/sudoku`);
    expect((await ring()).ring).toBe(false);
    await page
      .getByRole("navigation", { name: "Pages" })
      .getByRole("link", { name: "Queens" })
      .click();
    await expect.poll(async () => (await ring()).focused).toBe(true);
    expect((await ring()).ring).toBe(false);
    await page.goto(`${server.url}#/permutations`); // a hash change: the title takes the focus
    await expect.poll(async () => (await ring()).focused).toBe(true);
    expect((await ring()).ring).toBe(false);
  });

  it("Permutations: a link with a bad n says so and the page still works (issue 40)", async () => {
    const before = errors.length;
    const fresh = await browser.newPage();
    const pageErrors: string[] = [];
    fresh.on("pageerror", (error) => pageErrors.push(error.message));
    for (const bad of ["x", "0", "99", "2.5"]) {
      await fresh.goto(`${server.url}#/permutations?n=${bad}`);
      await fresh.reload();
      await expect
        .poll(() => fresh.getByRole("alert").innerText())
        .toBe(`The link's n=${bad} is not a whole number from 1 to 8; showing n = 4.`);
      // Random may land on the last arrangement, where Step is rightly disabled: click what is enabled
      for (const name of ["Next", "Previous", "Random", "Step", "Play", "Reset"]) {
        const button = fresh.getByRole("button", { name, exact: true });
        if (await button.isEnabled()) await button.click();
      }
      expect(await fresh.getByLabel("Current arrangement").innerText()).toMatch(/^\d \d \d \d$/);
    }
    // a bad n typed in: the error, and the buttons do nothing wrong
    await fresh.getByLabel("n", { exact: true }).fill("");
    await fresh.getByLabel("n", { exact: true }).dispatchEvent("change");
    await expect
      .poll(() => fresh.getByRole("alert").innerText())
      .toMatch(/^n must be a whole number/);
    await fresh.getByRole("button", { name: "Next", exact: true }).click();
    expect(pageErrors).toEqual([]);
    expect(errors.length).toBe(before);
    await fresh.close();
  });

  it("steps Heap's algorithm on 4 tiles in the classic order, and back", async () => {
    await page.goto(`${server.url}#/permutations`);
    await page.getByLabel("n", { exact: true }).fill("4");
    await page.getByLabel("n", { exact: true }).dispatchEvent("change");
    await page.getByLabel("Order").selectOption("heap-recursive");
    const tiles = async () => (await page.locator(".tile").allInnerTexts()).join("");
    const seen = [await tiles()];
    const step = page.getByRole("button", { name: "Step", exact: true });
    for (let i = 0; i < 7; i++) {
      await step.click();
      seen.push(await tiles());
    }
    expect(seen).toEqual(["0123", "1023", "2013", "0213", "1203", "2103", "3102", "1302"]);
    // the exchange of the last step (L[0] and L[1]) is highlighted
    expect(await page.locator(".tile.swapped").allInnerTexts()).toEqual(["1", "3"]);
    await expect
      .poll(() => page.locator(".action").innerText())
      .toContain("Exchanging L[0] and L[1]");
    await page.getByRole("button", { name: "Back" }).click();
    expect(await tiles()).toBe("3102");
    // the iterative form: same order, with the stack shown
    await page.getByLabel("Order").selectOption("heap-iterative");
    for (let i = 0; i < 6; i++) await step.click();
    expect(await tiles()).toBe("3102");
    expect(await page.locator(".state li").count()).toBeGreaterThan(0);
    // lexicographic neighbours
    await page.getByRole("button", { name: "Next", exact: true }).click();
    expect(await tiles()).toBe("3120");
  });

  it("Alphametics: SEND + MORE = MONEY, its program and counts, a shareable URL", async () => {
    await page.goto(`${server.url}#/alphametics`);
    await page.getByLabel("Puzzle", { exact: true }).fill("SEND + MORE = MONEY");
    await page.getByRole("button", { name: "Solve" }).click();
    await expect.poll(() => page.locator(".status").innerText()).toMatch(/^1 solution/);
    expect((await page.getByLabel("Solutions").innerText()).trim()).toBe("9567 + 1085 = 10652");
    expect(await page.getByLabel("Search program").innerText()).toMatch(/^Choose /m);
    expect(await page.locator(".profile tbody tr").count()).toBeGreaterThan(3);
    expect(page.url()).toContain("puzzle=SEND+%2B+MORE+%3D+MONEY");
    // the program opens on the Search page and prints the same solution
    await page.getByRole("link", { name: "Open this program on the Search page" }).click();
    await expect.poll(() => page.getByLabel("Program").inputValue()).toMatch(/^# SEND/);
    await page.getByRole("button", { name: "Run" }).click();
    await expect.poll(() => page.getByLabel("Solutions").innerText()).toBe("9567 + 1085 = 10652\n");
    // the URL alone brings the puzzle back, solved; an error names its column
    await page.goto(`${server.url}#/alphametics?puzzle=${encodeURIComponent("TO + GO = OUT")}`);
    await expect.poll(() => page.getByLabel("Solutions").innerText()).toBe("21 + 81 = 102\n");
    await page.getByLabel("Puzzle", { exact: true }).fill("AB + = C");
    await page.getByRole("button", { name: "Solve" }).click();
    await expect
      .poll(() => page.getByRole("alert").innerText())
      .toMatch(/^(?!permuta: error).*column/);
  });

  it("runs a search program with its output and profile, and shows errors at their line", async () => {
    await page.goto(`${server.url}#/search`);
    await page.getByLabel("Example").selectOption("send-more-money.search");
    await page.getByRole("button", { name: "Run" }).click();
    await expect.poll(() => page.locator(".status").innerText()).toContain("1 solution");
    expect((await page.getByLabel("Solutions").innerText()).trim()).toBe("9567 + 1085 = 10652");
    expect(await page.locator(".profile tbody tr").count()).toBe(16);
    expect(page.url()).toContain("#/search?program=%23+SEND");
    await page.getByLabel("Program").fill("Choose a\nRestrict b > 1\nPrint a");
    await page.getByRole("button", { name: "Run" }).click();
    await expect.poll(() => page.getByRole("alert").innerText()).toMatch(/^line 2/);
    expect((await page.locator(".gutter .error-line").innerText()).trim()).toBe("2");
  });

  it("Search: the pool examples in the list, the zebra puzzle solved, a pool's mistake at its line", async () => {
    await page.goto(`${server.url}#/search`);
    const options = await page.getByLabel("Example").locator("option").allInnerTexts();
    expect(options).toEqual(
      expect.arrayContaining([
        "zebra.search",
        "zebra-by-group.search",
        "dinesman.search",
        "magic-square.search",
        "narcissistic.search",
      ]),
    );
    await page.getByLabel("Example").selectOption("zebra.search");
    await page.getByRole("button", { name: "Run" }).click();
    await expect.poll(() => page.locator(".status").innerText()).toContain("1 solution");
    expect((await page.getByLabel("Solutions").innerText()).trim()).toBe(
      "water: house 1, zebra: house 5; norwegian 1, japanese 5",
    );
    expect(await page.locator(".profile tbody tr").count()).toBe(34);
    await page
      .getByLabel("Program")
      .fill("Pool p 1..2\nChoose a from p\nChoose b from q\nPrint a b");
    await page.getByRole("button", { name: "Run" }).click();
    await expect
      .poll(() => page.getByRole("alert").innerText())
      .toMatch(/^line 3, column 15: unknown pool 'q'/);
    expect((await page.locator(".gutter .error-line").innerText()).trim()).toBe("3");
  });

  it("Search: the eight queens' tree replayed from the interpreter's steps, its levels the profile's counts", async () => {
    await page.goto(`${server.url}#/search`);
    await page.getByLabel("Example").selectOption("eight-queens.search");
    const text = readFileSync("examples/eight-queens.search", "utf8");
    const trace = traceSearch(text);
    const replay = new SearchTreeReplay(trace);
    const { profile } = runSearch(text, { profile: true });
    await page.getByRole("button", { name: "Replay the search tree" }).click();
    await expect.poll(() => page.locator(".search-tree").count(), { timeout: 10_000 }).toBe(1);
    expect(await page.locator(".tree-status").innerText()).toBe(
      "13,074 steps, 5,508 nodes, 92 solutions.",
    );
    const assignment = page.getByLabel("Current assignment");
    const nodes = async () =>
      (await page.locator(".tree-levels .tree-nodes").allInnerTexts()).map((t) =>
        Number(t.replaceAll(",", "")),
      );
    const passed = async () =>
      (await page.locator(".tree-levels .tree-passed").allInnerTexts()).map((t) =>
        Number(t.replaceAll(",", "")),
      );
    const expected = (k: number) => {
      const s = replay.state(k);
      if (!s) throw new Error(`no step ${k}`);
      return {
        assignment:
          s.depth === 0
            ? "(nothing assigned)"
            : s.assignment.map((v, d) => `q${d + 1} = ${v}`).join(", "),
        nodes: [k > 0 ? 1 : 0, ...s.nodes],
        passed: s.passed,
      };
    };
    const seen = async () => ({
      assignment: await assignment.innerText(),
      nodes: await nodes(),
      passed: await passed(),
    });
    expect(await seen()).toEqual(expected(0));
    const step = page.getByRole("button", { name: "Step", exact: true });
    for (let k = 1; k <= 12; k++) {
      await step.click();
      expect(await seen(), `step ${k}`).toEqual(expected(k));
    }
    expect(await page.locator(".tree-step").innerText()).toMatch(
      /^Level \d: q\d = \d|ends the branch|down to/,
    );
    await page.getByRole("button", { name: "Back", exact: true }).click();
    expect(await seen()).toEqual(expected(11));
    const timeline = page.getByLabel("Timeline");
    expect(await timeline.getAttribute("max")).toBe("12");
    await timeline.fill("5");
    expect(await seen()).toEqual(expected(5));
    // Play, then Pause: the counts grow as the library's replay says
    await page.getByLabel("Speed").selectOption("1000");
    await page.getByRole("button", { name: "Play", exact: true }).click();
    await expect.poll(async () => Number(await timeline.getAttribute("max"))).toBeGreaterThan(500);
    await page.getByRole("button", { name: "Pause", exact: true }).click();
    const k = Number(await timeline.inputValue());
    expect(await seen(), `step ${k}`).toEqual(expected(k));
    // the end: the nodes per level are the profile's counts (Knuth's 1, 8, 42, ..., 92 passed)
    await page.getByRole("button", { name: "To the end" }).click();
    expect(await timeline.getAttribute("max")).toBe(String(trace.kinds.length));
    const end = await seen();
    expect(end).toEqual(expected(trace.kinds.length));
    expect(end.passed).toEqual(
      [...trace.levels.map((l) => l.statement), profile.length - 1].map((i) => profile[i].count),
    );
    expect(end.nodes.slice(1)).toEqual(trace.levels.map((l) => profile[l.statement + 1].count));
    expect(end.passed).toEqual([1, 8, 42, 140, 344, 568, 550, 312, 92]);
    // and the page's own profile chart says the same of each Choose
    await page.getByRole("button", { name: "Run" }).click();
    await expect.poll(() => page.locator(".profile tbody tr").count()).toBe(profile.length);
    const chart = (await page.locator(".profile tbody tr td.num").allInnerTexts()).map((t) =>
      Number(t.replaceAll(",", "")),
    );
    expect(trace.levels.map((l) => chart[l.statement])).toEqual(end.passed.slice(0, -1));
  });

  it("stops a long search", async () => {
    await page.goto(`${server.url}#/search`);
    await page
      .getByLabel("Program")
      .fill(
        "Values 0..99\nChoose a\nChoose b\nChoose c\nChoose d\nChoose e\nRestrict a < 0\nPrint a",
      );
    await page.getByRole("button", { name: "Run" }).click();
    await expect.poll(() => page.getByRole("button", { name: "Stop" }).isEnabled()).toBe(true);
    await page.getByRole("button", { name: "Stop" }).click();
    await expect.poll(() => page.locator(".status").innerText()).toContain("Stopped");
    expect(await page.getByRole("button", { name: "Run" }).isEnabled()).toBe(true);
  });

  it("Sudoku: a hint highlights the hidden single, typing and Check find a mistake", async () => {
    // r1c6 must be 8: box 2 has no other place for it (8 is in row 3 and column 4)
    const puzzle =
      "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    await page.goto(`${server.url}#/sudoku?puzzle=${puzzle}`);
    await page.getByRole("button", { name: "Hint", exact: true }).click();
    const hinted = page.locator(".cell.hint-cell");
    expect(await hinted.count()).toBe(1);
    expect(await hinted.getAttribute("aria-label")).toBe("r1c6, empty, the hint places 8");
    expect(await page.locator(".cell.hint-house").count()).toBe(9);
    expect(await page.locator(".explanation").innerText()).toMatch(/^Hidden single: r1c6 .*box 2/);
    // keyboard: r1c3 is selected first (the first empty cell); 9 is wrong there (the answer is 4)
    await page.getByRole("gridcell", { name: /^r1c3,/ }).click();
    await page.keyboard.press("9");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("6");
    await page.getByRole("button", { name: "Check" }).click();
    await expect.poll(() => page.locator(".status").innerText()).toBe("1 wrong: r1c3.");
    await page.getByRole("button", { name: "Solve", exact: true }).click();
    await expect
      .poll(() => page.locator(".grid-line").innerText())
      .toBe("534678912672195348198342567859761423426853791713924856961537284287419635345286179");
  });

  it("Sudoku: applied hints (eliminations included) solve a puzzle that needs a swordfish", async () => {
    const puzzle =
      "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..";
    await page.goto(`${server.url}#/sudoku?puzzle=${puzzle}`);
    const techniques = new Set<string>();
    for (let i = 0; i < 100; i++) {
      await page.getByRole("button", { name: "Hint", exact: true }).click();
      const text = await page.locator(".explanation").innerText();
      if (text === "The grid is full.") break;
      techniques.add(text.split(":")[0]);
      await page.getByRole("button", { name: "Apply hint" }).click();
    }
    expect(techniques).toContain("Swordfish");
    await page.getByRole("button", { name: "Check" }).click();
    await expect
      .poll(() => page.locator(".status").innerText())
      .toBe("Solved! Every cell is right.");
  });

  it("Sudoku: a puzzle typed on an empty board becomes the clues", async () => {
    await page.goto(`${server.url}#/sudoku?puzzle=${".".repeat(16)}`);
    await page.getByRole("gridcell", { name: /^r1c1,/ }).click();
    await page.keyboard.press("1");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("3");
    await page.getByRole("button", { name: "Entries as clues" }).click();
    expect(await page.getByLabel("Puzzle", { exact: true }).inputValue()).toBe("1....3..........");
    expect(await page.getByRole("gridcell", { name: "r2c2, 3, given" }).count()).toBe(1);
    // the Pencil button switches pencil mode on and off
    const pencil = page.getByRole("button", { name: "Pencil" });
    await pencil.click();
    expect(await pencil.getAttribute("aria-pressed")).toBe("true");
    await pencil.click();
    expect(await pencil.getAttribute("aria-pressed")).toBe("false");
  });

  it("Sudoku: generates a puzzle with a given size and rates it", async () => {
    await page.goto(`${server.url}#/sudoku`);
    await page.getByText("Generate a puzzle").click();
    await page.getByLabel("Size").selectOption("4");
    await page.getByLabel("Seed").fill("1");
    await page.getByRole("button", { name: "Generate" }).click();
    await expect.poll(() => page.locator(".status").innerText()).toMatch(/^Generated/);
    expect(await page.getByLabel("Puzzle", { exact: true }).inputValue()).toMatch(/^[1-4.]{16}$/);
    expect(await page.locator(".rating").innerText()).toMatch(/^Rating: \w+ \(\d+\)/);
    expect(await page.getByRole("gridcell").count()).toBe(16);
  });

  it("Sudoku: generates a puzzle that needs the technique family chosen", async () => {
    await page.goto(`${server.url}#/sudoku`);
    // opened whatever an earlier test left it (the page may be the same one: only the hash changed)
    await page.locator("details.generate").evaluate((d) => {
      (d as unknown as { open: boolean }).open = true;
    });
    await page.getByLabel("Size").selectOption("9");
    await page.getByLabel("Needs").selectOption("fish");
    await page.getByLabel("Seed").fill("3");
    await page.getByRole("button", { name: "Generate" }).click();
    await expect.poll(() => page.locator(".status").innerText()).toMatch(/^Generated/);
    const puzzle = await page.getByLabel("Puzzle", { exact: true }).inputValue();
    // checked here through the rating: singles, locked candidates, subsets and fish solve it,
    // and without fish logic has to guess
    const grid = parseSudoku(puzzle);
    const solution = parseSudoku(solveSudoku(puzzle)!).values;
    const rate = (families: string[]) =>
      rateSudokuGrid(grid, solution, { unique: true, techniques: techniquesOf(families) });
    expect(rate(["singles", "locked", "subsets", "fish"]).guesses).toBe(0);
    expect(rate(["singles", "locked", "subsets"]).guesses).toBeGreaterThan(0);
  });

  it("Queens: eight queens has 92 solutions, shown one by one", async () => {
    await page.goto(`${server.url}#/queens`);
    await page.getByLabel("n", { exact: true }).fill("8");
    await page.getByRole("button", { name: "Solve" }).click();
    await expect.poll(() => page.locator(".status").innerText()).toBe("92 solutions for n = 8.");
    // the first two in lexicographic order (OEIS A000170 counts; the list as `queens --list`)
    expect(await page.locator(".perm-line").innerText()).toBe("1 5 8 6 3 7 2 4");
    expect(await page.locator(".square.queen").count()).toBe(8);
    await page.getByRole("button", { name: "Next" }).click();
    expect(await page.locator(".perm-line").innerText()).toBe("1 6 8 3 7 4 2 5");
    expect(await page.locator(".position").innerText()).toBe("Solution 2 of 92");
  });

  it("Queens: out-of-range n is an error, not a different n; one solution is singular", async () => {
    await page.goto(`${server.url}#/queens`);
    const n = page.getByLabel("n", { exact: true });
    const status = page.locator(".status");
    for (const [value, got] of [
      ["21", "got 21"],
      ["0", "got 0"],
      ["-3", "got -3"],
      ["", "it is empty"],
    ]) {
      await n.fill(value);
      await page.getByRole("button", { name: "Solve" }).click();
      expect(await status.innerText()).toMatch(/^n must be a whole number from 1 to 20/);
      expect(await status.innerText()).toContain(got);
      expect(await n.inputValue()).toBe(value); // never changed behind the user's back
    }
    await n.fill("1");
    await page.getByRole("button", { name: "Solve" }).click();
    await expect.poll(() => status.innerText()).toBe("1 solution for n = 1.");
    await n.fill("2");
    await page.getByRole("button", { name: "Solve" }).click();
    await expect.poll(() => status.innerText()).toBe("No solutions for n = 2.");
  });

  it("Queens: a long count is estimated and waits for a second Solve", async () => {
    await page.goto(`${server.url}#/queens`);
    await page.getByLabel("n", { exact: true }).fill("20");
    await page.getByRole("button", { name: "Solve" }).click();
    const status = page.locator(".status");
    await expect
      .poll(() => status.innerText(), { timeout: 20_000 })
      .toMatch(/^Counting n = 20 would take about \d+ (hours|days) here .*Press Solve again/);
    await page.getByRole("button", { name: "Solve" }).click();
    await expect.poll(() => status.innerText(), { timeout: 10_000 }).toMatch(/^Counting/);
    await page.getByRole("button", { name: "Stop" }).click();
    expect(await status.innerText()).toBe("Stopped.");
  });

  it("Permutations and Alphametics: bad numbers are errors that say the range", async () => {
    await page.goto(`${server.url}#/permutations`);
    const n = page.getByLabel("n", { exact: true });
    await n.fill("50");
    await n.dispatchEvent("change");
    const alert = page.getByRole("alert");
    expect(await alert.innerText()).toMatch(/^n must be a whole number from 1 to 8 .*got 50/);
    expect(await n.inputValue()).toBe("50");
    await n.fill("3");
    await n.dispatchEvent("change");
    expect(await alert.isHidden()).toBe(true);
    expect(await page.locator(".tile").count()).toBe(3);

    await page.goto(`${server.url}#/alphametics`);
    await page.getByLabel("Puzzle", { exact: true }).fill("AB + CD = EF");
    await page.getByLabel("Base").fill("1");
    await page.getByRole("button", { name: "Solve", exact: true }).click();
    expect(await page.getByRole("alert").innerText()).toMatch(
      /^The base must be a whole number from 2 to 36/,
    );
  });

  it("Sudoku: an old error goes when a later Load works; a grid finished by hints is solved", async () => {
    await page.goto(`${server.url}#/sudoku`);
    const puzzle = page.getByLabel("Puzzle", { exact: true });
    await puzzle.fill("123");
    await page.getByRole("button", { name: "Load" }).click();
    expect(await page.getByRole("alert").innerText()).toMatch(/^a grid has .* this one has 3$/);
    await puzzle.fill("..4.4.....1.3...");
    await page.getByRole("button", { name: "Load" }).click();
    expect(await page.getByRole("alert").isHidden()).toBe(true);
    for (let i = 0; i < 16; i++) {
      await page.getByRole("button", { name: "Hint", exact: true }).click();
      const text = await page.locator(".explanation").innerText();
      if (text.startsWith("Solved!")) break;
      await page.getByRole("button", { name: "Apply hint" }).click();
    }
    expect(await page.locator(".explanation").innerText()).toMatch(/^Solved!/);
  });

  it("Alphametics: Explain lists the deductions, Compare methods charts the nodes", async () => {
    await page.goto(`${server.url}#/alphametics`);
    await page.getByLabel("Puzzle", { exact: true }).fill("SEND + MORE = MONEY");
    await page.getByRole("button", { name: "Explain" }).click();
    const reasoning = page.locator(".reasoning");
    await expect.poll(() => reasoning.locator("li").count()).toBeGreaterThan(5);
    expect(await reasoning.innerText()).toContain(
      "M = 1: MONEY has one more column than SEND and MORE, so M is the last carry",
    );
    expect(await reasoning.innerText()).toContain("The reasoning runs out here");
    await page.getByLabel("Explain with trials (suppose a digit, rule it out)").check();
    await page.getByRole("button", { name: "Explain" }).click();
    await expect
      .poll(() => reasoning.innerText())
      .toContain("Every letter is decided: the reasoning alone solves the puzzle.");
    await page.getByRole("button", { name: "Compare methods" }).click();
    const rows = page.locator("table.methods tbody tr");
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(3);
    const text = await rows.allInnerTexts();
    expect(text[0]).toMatch(/^exhaustive\s+2,606,500/);
    expect(text[1]).toMatch(/^columns\s+2,053/);
    expect(text[2]).toMatch(/^weights\s+16/);
  });

  it("Alphametics: generates puzzles with one solution, reveals and solves one", async () => {
    await page.goto(`${server.url}#/alphametics`);
    await page.getByLabel("Seed", { exact: true }).fill("7");
    await page.getByRole("button", { name: "Generate" }).click();
    const items = page.locator(".generated-list li");
    await expect.poll(() => items.count(), { timeout: 30_000 }).toBe(5);
    const first = (await items.first().locator("code").first().innerText()).trim();
    expect(first).toMatch(/^[A-Z]+ \+ [A-Z]+ = [A-Z]+$/);
    await items.first().getByText("Reveal the solution").click();
    expect(await items.first().locator("details code").innerText()).toMatch(/^([A-Z]=\d ?)+$/);
    await items.first().getByRole("button", { name: "Solve it" }).click();
    await expect.poll(() => page.locator(".status").innerText()).toMatch(/^1 solution,/);
    // number words, bundled per language and loaded when asked for
    await page.getByLabel("From").selectOption("en");
    await page.getByLabel("Addends").selectOption("3");
    await page.getByRole("button", { name: "Generate" }).click();
    await expect
      .poll(() => page.locator(".generated").innerText(), { timeout: 60_000 })
      .toMatch(/[A-Z]+ \+ [A-Z]+ \+ [A-Z]+ = [A-Z]+|None with exactly one solution/);
  });

  it("Permutations: items in Heap's order, one arrangement a Step, Back and the Timeline", async () => {
    await page.goto(`${server.url}#/permutations`);
    await page.getByLabel("Order").selectOption("heap-recursive");
    await page.getByLabel("Items").fill("A B C");
    await page.getByLabel("Items").dispatchEvent("change");
    const current = page.getByLabel("Current arrangement");
    const timeline = page.getByLabel("Timeline");
    const seen = [await current.innerText()];
    for (let i = 0; i < 5; i++) {
      await page.getByRole("button", { name: "Step", exact: true }).click();
      seen.push(await current.innerText());
    }
    // Heap's classic order, items joined by one space
    expect(seen).toEqual(["A B C", "B A C", "C A B", "A C B", "B C A", "C B A"]);
    expect(await timeline.getAttribute("max")).toBe("5");
    await page.getByRole("button", { name: "Back", exact: true }).click();
    expect(await current.innerText()).toBe("B C A");
    expect(await timeline.inputValue()).toBe("4");
    await timeline.fill("1");
    expect(await current.innerText()).toBe("B A C");
    expect(await timeline.getAttribute("max")).toBe("5"); // the last step taken stays the maximum
  });

  it("Exact cover: Knuth's toy problem solved, its search replayed in the engine's order", async () => {
    await page.goto(`${server.url}#/exact-cover`);
    await page.getByRole("button", { name: "Solve", exact: true }).click();
    const status = page.locator(".status");
    await expect.poll(() => status.innerText()).toBe("1 solution");
    expect(await page.locator(".cover-options").allInnerTexts()).toEqual(["a d f\nb g\nc e"]);
    // the replay: each step's chosen options as the library's trace has them
    const text = readFileSync("examples/dancing-links.dlx", "utf8");
    const problem = parseDlx(text);
    const expected = traceExactCover(problem).steps.map((s) =>
      s.chosen.map((o) => optionText(problem, o)),
    );
    const step = page.getByRole("button", { name: "Step", exact: true });
    const chosen = () => page.locator(".cover-chosen li").allInnerTexts();
    await step.click();
    await expect.poll(() => page.locator(".cover-step").innerText()).toMatch(/^Level 0: item /);
    expect(await chosen()).toEqual(expected[0]);
    for (let k = 2; k <= 6; k++) {
      await step.click();
      expect(await chosen(), `step ${k}`).toEqual(expected[k - 1]);
    }
    const timeline = page.getByLabel("Timeline");
    expect(await timeline.getAttribute("max")).toBe("6");
    await page.getByRole("button", { name: "Back", exact: true }).click();
    expect(await chosen()).toEqual(expected[4]);
    await timeline.fill("2");
    expect(await chosen()).toEqual(expected[1]);
    expect(await page.locator(".cover-counters").innerText()).toMatch(
      /^depth: 1, nodes: \d+, updates: \d+, solutions: 0$/,
    );
    // the matrix at step 2: the chosen option's row marked, its items struck, the rows it hides
    // greyed (those sharing an item with it), as the library's step 2 says
    const second = traceExactCover(problem).steps[1];
    const marked = async (selector: string) =>
      page
        .locator(`.cover-matrix ${selector}`)
        .evaluateAll((rows) => rows.map((row) => Number(row.querySelector("th")?.textContent) - 1));
    expect(await marked("tr.chosen")).toEqual(second.chosen);
    const struck = second.chosen.flatMap((o) => problem.options[o].items).sort();
    const headers = await page.locator(".cover-matrix thead th.covered").allInnerTexts();
    expect(headers.sort()).toEqual(struck.map((i) => problem.primary[i]).sort());
    const hides = problem.options
      .map((_option, o) => o)
      .filter(
        (o) =>
          !second.chosen.includes(o) && problem.options[o].items.some((i) => struck.includes(i)),
      );
    expect(await marked("tr.hidden-option")).toEqual(hides);
    // a pentomino board: each solution drawn as a tiling, coloured by piece
    await page.getByLabel("Example").selectOption("pentominoes-3x20.dlx");
    await page.getByRole("button", { name: "Solve", exact: true }).click();
    await expect.poll(() => status.innerText()).toBe("8 solutions");
    expect(await page.locator(".tiling").count()).toBe(8);
    expect(await page.locator(".tiling").first().locator(".tile-cell").count()).toBe(60);
    // a Sudoku as exact cover: one solution, drawn as the solved grid the Sudoku solver finds
    await page.getByLabel("Example").selectOption("a Sudoku (top95 #1)");
    await page.getByRole("button", { name: "Solve", exact: true }).click();
    await expect.poll(() => status.innerText()).toBe("1 solution");
    const top1 = readFileSync("examples/norvig_top95.txt", "utf8").split("\n")[0]!;
    const solved = solveSudoku(top1);
    expect(await page.locator(".sudoku-picture").getAttribute("aria-label")).toBe(
      `the solved grid: ${solved}`,
    );
    expect(await page.locator(".sudoku-picture .sudoku-cell").allInnerTexts()).toEqual([
      ...solved!,
    ]);
    // a bad problem: an error with its line and column
    await page.getByLabel("Problem").fill("a b\na q\n");
    await page.getByRole("button", { name: "Count" }).click();
    await expect
      .poll(() => page.getByRole("alert").innerText())
      .toBe("line 2, column 3: unknown item 'q'");
  });

  it("Exact cover: the dancing links picture follows Step, Back and the Timeline as the library's replay", async () => {
    await page.goto(`${server.url}#/exact-cover`);
    for (const file of ["dancing-links.dlx", "colors.dlx"]) {
      await page.getByLabel("Example").selectOption(file);
      const problem = parseDlx(readFileSync(`examples/${file}`, "utf8"));
      const replay = new CoverReplay(problem);
      const names = [...problem.primary, ...problem.secondary];
      const picture = page.locator(".dl-picture");
      expect(await picture.locator(".dl-item").count(), file).toBe(names.length);
      expect(await picture.locator(".dl-option").count(), file).toBe(problem.options.length);
      const seen = async () =>
        picture.evaluate((svg) => ({
          branch: [...svg.querySelectorAll(".dl-item.dl-branch")].map((g) =>
            Number(g.getAttribute("data-item")),
          ),
          covered: [...svg.querySelectorAll(".dl-item.dl-covered")].map((g) =>
            Number(g.getAttribute("data-item")),
          ),
          tried: [...svg.querySelectorAll(".dl-option.dl-tried")].map((g) =>
            Number(g.getAttribute("data-option")),
          ),
          chosen: [...svg.querySelectorAll(".dl-option.dl-chosen")].map((g) =>
            Number(g.getAttribute("data-option")),
          ),
          unlinked: [...svg.querySelectorAll(".dl-node.dl-unlinked")].map(
            (c) => `${c.parentElement?.getAttribute("data-option")}:${c.getAttribute("data-item")}`,
          ),
        }));
      const expected = (k: number) => {
        const step = replay.step(k);
        if (!step) throw new Error(`no step ${k}`);
        const links = coverLinks(problem, step.branches, step.chosen);
        return {
          branch: step.kind === "solution" ? [] : [step.item],
          covered: names.map((_, i) => i).filter((i) => !links.itemLinked[i]),
          tried: step.kind === "try" ? [step.option] : [],
          chosen: [...step.chosen].sort((a, b) => a - b),
          unlinked: problem.options.flatMap((o, i) =>
            o.items.filter((_, k) => !links.nodeLinked[i][k]).map((item) => `${i}:${item}`),
          ),
        };
      };
      const caption = page.locator(".dl-caption");
      expect(await caption.innerText()).toMatch(/^Depth 0; nodes: 0, updates: 0/);
      const step = page.getByRole("button", { name: "Step", exact: true });
      let unlinkedSeen = 0;
      for (let k = 1; k <= 8; k++) {
        await step.click();
        await expect.poll(() => seen(), { message: `${file} step ${k}` }).toEqual(expected(k));
        const s = replay.step(k);
        expect(await caption.innerText()).toContain(
          `Depth ${s?.depth}; nodes: ${s?.nodes}, updates: ${s?.updates};`,
        );
        unlinkedSeen = Math.max(unlinkedSeen, (await seen()).unlinked.length);
      }
      expect(unlinkedSeen, file).toBeGreaterThan(0); // covers took nodes out of their columns
      await page.getByRole("button", { name: "Back", exact: true }).click();
      expect(await seen()).toEqual(expected(7));
      await page.getByLabel("Timeline").fill("3");
      expect(await seen()).toEqual(expected(3));
    }
  });

  it("Exact cover: Play runs a long search past the first window, the Timeline goes back anywhere", async () => {
    await page.goto(`${server.url}#/exact-cover`);
    await page.getByLabel("Example").selectOption("pentominoes-3x20.dlx");
    const text = readFileSync("examples/pentominoes-3x20.dlx", "utf8");
    const problem = parseDlx(text);
    const replay = new CoverReplay(problem);
    const chosenAt = (k: number) =>
      (replay.step(k)?.chosen ?? []).map((o) => optionText(problem, o));
    const chosen = () => page.locator(".cover-chosen li").allInnerTexts();
    const timeline = page.getByLabel("Timeline");
    await page.getByLabel("Speed").selectOption("1000");
    const play = page.getByRole("button", { name: "Play", exact: true });
    await play.click();
    // past the page's first window of 2,000 steps (fetched again from the worker's replay)
    await expect
      .poll(async () => Number(await timeline.getAttribute("max")), { timeout: 20_000 })
      .toBeGreaterThan(3000);
    await page.getByRole("button", { name: "Pause", exact: true }).click();
    const furthest = Number(await timeline.getAttribute("max"));
    await expect.poll(() => timeline.inputValue()).toBe(String(furthest));
    expect(await chosen()).toEqual(chosenAt(furthest));
    // far back, then far forward: each step as the library's replay has it
    for (const k of [7, 2500, furthest - 1]) {
      await timeline.fill(String(k));
      await expect.poll(() => chosen(), { timeout: 10_000 }).toEqual(chosenAt(k));
      expect(await timeline.inputValue()).toBe(String(k));
    }
    expect(await timeline.getAttribute("max")).toBe(String(furthest));
  });

  it("Sudoku: Step takes the next logical step, Back takes the grid back, the Timeline too", async () => {
    await page.goto(`${server.url}#/sudoku`);
    const puzzle =
      "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    await page.getByLabel("Puzzle", { exact: true }).fill(puzzle);
    await page.getByRole("button", { name: "Load" }).click();
    const line = page.locator(".grid-line");
    const grids = [await line.innerText()];
    const step = page.getByRole("button", { name: "Step", exact: true });
    for (let k = 0; k < 3; k++) {
      await step.click();
      grids.push(await line.innerText());
    }
    // each step fills at least one more cell (singles first)
    for (let k = 1; k < grids.length; k++)
      expect(grids[k].split(".").length, `step ${k}`).toBeLessThan(grids[k - 1].split(".").length);
    const timeline = page.getByLabel("Timeline");
    expect(await timeline.getAttribute("max")).toBe("3");
    await page.getByRole("button", { name: "Back", exact: true }).click();
    expect(await line.innerText()).toBe(grids[2]);
    expect(await page.locator(".explanation").innerText()).toMatch(/^Applied: /);
    await timeline.fill("0");
    expect(await line.innerText()).toBe(grids[0]);
    await step.click(); // forward again along the recorded path
    expect(await line.innerText()).toBe(grids[1]);
  });

  it("Sudoku: Explain plays the library's logical path; Back and the Timeline restore each grid", async () => {
    const puzzle =
      "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..";
    await page.goto(`${server.url}#/sudoku?puzzle=${puzzle}`);
    // the library's path (`sudoku explain`), and the grid after each of its first k steps
    const ex = explainSudoku(parseSudoku(puzzle));
    const steps = ex.entries.map((e) =>
      e.kind === "step"
        ? e.step
        : { cells: [e.cell], placements: [e], eliminations: [], technique: "guess" },
    );
    const grids = [puzzle];
    for (const step of steps) {
      const cells = grids[grids.length - 1].split("");
      for (const p of step.placements) cells[p.cell] = String(p.digit);
      grids.push(cells.join(""));
    }
    await page.getByRole("button", { name: "Explain", exact: true }).click();
    const status = page.locator(".status");
    await expect
      .poll(() => status.innerText())
      .toBe(`Explained: ${steps.length} steps; ${ex.lines[ex.lines.length - 1]}`);
    const line = page.locator(".grid-line");
    const timeline = page.getByLabel("Timeline");
    const step = page.getByRole("button", { name: "Step", exact: true });
    expect(await line.innerText()).toBe(grids[0]);
    expect(await timeline.getAttribute("max")).toBe("0");
    // every cell as a screen reader hears it: value, candidates, what the step did there
    const labels = () =>
      page
        .getByRole("gridcell")
        .evaluateAll((cells) => cells.map((cell) => cell.getAttribute("aria-label")));
    const named = (cells: number[]) => cells.map((c) => cellName(c, 9)).sort();
    const highlighted = async () =>
      (
        await page
          .locator(".cell.hint-cell")
          .evaluateAll((cells) =>
            cells.map((cell) => (cell.getAttribute("aria-label") ?? "").split(",")[0]),
          )
      ).sort();
    // up to the first swordfish (eliminations only), each step as the library has it
    const swordfish = steps.findIndex((s) => s.technique === "swordfish") + 1;
    expect(swordfish).toBeGreaterThan(1);
    const seen = [await labels()];
    for (let k = 1; k <= swordfish; k++) {
      await step.click();
      expect(await line.innerText(), `step ${k}`).toBe(grids[k]);
      expect(await highlighted(), `step ${k}`).toEqual(named(steps[k - 1].cells));
      seen.push(await labels());
    }
    const fish = ex.entries[swordfish - 1];
    if (fish.kind !== "step") throw new Error("the swordfish is a step");
    expect(await page.locator(".explanation").innerText()).toBe(
      `Swordfish: ${fish.step.explanation}`,
    );
    // its eliminations struck, cell by cell, as the library lists them
    const struck = new Map<string, string[]>();
    for (const e of fish.step.eliminations)
      struck.set(cellName(e.cell, 9), [
        ...(struck.get(cellName(e.cell, 9)) ?? []),
        String(e.digit),
      ]);
    const shown = new Map<string, string[]>();
    for (const label of seen[swordfish]) {
      const m = /^(r\dc\d), .*, ([1-9 ]+) eliminated$/.exec(label ?? "");
      if (m) shown.set(m[1], m[2].split(" "));
    }
    expect(shown).toEqual(struck);
    expect(await timeline.getAttribute("max")).toBe(String(swordfish));
    // Back, then the Timeline anywhere: each earlier state exactly as it was shown
    await page.getByRole("button", { name: "Back", exact: true }).click();
    expect(await line.innerText()).toBe(grids[swordfish - 1]);
    expect(await labels()).toEqual(seen[swordfish - 1]);
    for (const k of [3, 0, swordfish]) {
      await timeline.fill(String(k));
      expect(await line.innerText(), `timeline ${k}`).toBe(grids[k]);
      expect(await labels(), `timeline ${k}`).toEqual(seen[k]);
    }
    // Play to the end: the solution, the Timeline over every step, Step done
    await page.getByLabel("Speed").selectOption("1000");
    await page.getByRole("button", { name: "Play", exact: true }).click();
    await expect.poll(() => timeline.getAttribute("max")).toBe(String(steps.length));
    expect(await line.innerText()).toBe(grids[steps.length]);
    expect(grids[steps.length]).not.toContain(".");
    expect(await step.isDisabled()).toBe(true);
  });

  it("Sudoku: a chain step of Explain draws its links over the board (strong solid, weak dashed)", async () => {
    // top95 #7: chains early in its path
    const puzzle =
      "6.2.5.........3.4..........43...8....1....2........7..5..27...........81...6.....";
    await page.goto(`${server.url}#/sudoku?puzzle=${puzzle}`);
    const ex = explainSudoku(parseSudoku(puzzle));
    const at = ex.entries.findIndex(
      (e) => e.kind === "step" && /^(x-chain|xy-chain|aic|grouped aic)$/.test(e.step.technique),
    );
    const entry = ex.entries[at];
    if (entry?.kind !== "step" || !entry.step.links) throw new Error("top95 #7 has a chain");
    const links = entry.step.links;
    await page.getByRole("button", { name: "Explain", exact: true }).click();
    const status = page.locator(".status");
    await expect.poll(() => status.innerText()).toMatch(/^Explained: /);
    const overlay = page.locator("svg.sudoku-links");
    expect(await overlay.getAttribute("aria-hidden")).toBe("true");
    const step = page.getByRole("button", { name: "Step", exact: true });
    for (let k = 0; k <= at; k++) await step.click();
    expect(await page.locator(".explanation").innerText()).toContain(entry.step.explanation);
    const solid = await page.locator("svg.sudoku-links path.link.strong").count();
    const dashed = await page.locator("svg.sudoku-links path.link.weak").count();
    expect(solid).toBe(links.filter((l) => l.strong).length);
    expect(dashed).toBe(links.filter((l) => !l.strong).length);
    // a chain starts and ends with a strong link, and alternates between
    expect(solid).toBe(dashed + 1);
    expect(dashed).toBeGreaterThan(0);
    // drawn as the page says: weak links dashed, strong ones not
    const dash = (kind: string) =>
      page
        .locator(`svg.sudoku-links path.link.${kind}`)
        .first()
        .evaluate(
          (el) =>
            (
              globalThis as unknown as {
                getComputedStyle(e: unknown): { strokeDasharray: string };
              }
            ).getComputedStyle(el).strokeDasharray,
        );
    expect(await dash("strong")).toBe("none");
    expect(await dash("weak")).not.toBe("none");
    // a ring at each candidate of the chain, inside its cell (over where the mark is drawn); a
    // group node (grouped chains: 4 in r8c456) has a ring in each of its cells
    const nodes = new Set(
      links
        .flatMap((l) => [l.from, l.to])
        .flatMap((x) => (x.group ?? [x.cell]).map((cell) => `${cell}:${x.digit}`)),
    );
    expect(await page.locator("svg.sudoku-links circle.link-node").count()).toBe(nodes.size);
    const first = links[0]!.from;
    const ring = await page
      .locator("svg.sudoku-links circle.link-node")
      .first()
      .evaluate((el) => {
        const b = el.getBoundingClientRect();
        return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
      });
    const mark = await page
      .getByRole("gridcell")
      .nth(first.cell)
      .locator(".marks > span")
      .nth(first.digit - 1)
      .evaluate((el) => {
        const b = el.getBoundingClientRect();
        return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
      });
    expect(Math.abs(ring.x - mark.x)).toBeLessThan(3);
    expect(Math.abs(ring.y - mark.y)).toBeLessThan(3);
    // the next step (no links) clears the drawing; Back draws it again
    await step.click();
    const next = ex.entries[at + 1];
    if (next?.kind === "step" && !next.step.links)
      expect(await page.locator("svg.sudoku-links path.link").count()).toBe(0);
    await page.getByRole("button", { name: "Back", exact: true }).click();
    expect(await page.locator("svg.sudoku-links path.link").count()).toBe(links.length);
  });

  it("labels every control and keeps the focus visible", async () => {
    for (const route of [
      "permutations",
      "alphametics",
      "search",
      "sudoku",
      "queens",
      "exact-cover",
    ]) {
      await page.goto(`${server.url}#/${route}`);
      const unlabelled = await page.evaluate<string[]>(`
        [...document.querySelectorAll("main input, main select, main textarea, main button")]
          .filter((el) => !(el.labels?.length || el.getAttribute("aria-label") || el.textContent.trim()))
          .map((el) => el.outerHTML)`);
      expect(unlabelled, route).toEqual([]);
    }
    await page.goto(`${server.url}#/queens`);
    await page.getByLabel("n", { exact: true }).focus();
    await page.keyboard.press("Tab");
    const outline = await page.evaluate<string>(
      "getComputedStyle(document.activeElement).outlineStyle",
    );
    expect(outline).toBe("solid");
  });

  it("fits a 375 px wide screen", async () => {
    await page.setViewportSize({ width: 375, height: 700 });
    for (const route of [
      "permutations",
      "alphametics",
      "search",
      "sudoku",
      "queens",
      "exact-cover",
    ]) {
      await page.goto(`${server.url}#/${route}`);
      const width = await page.evaluate<number>("document.documentElement.scrollWidth");
      expect(width, route).toBeLessThanOrEqual(375);
    }
    // the replays' views too: the search tree, the explained Sudoku path, the dancing links
    // (each wide view scrolls inside its own box)
    const fits = async (what: string) =>
      expect(
        await page.evaluate<number>("document.documentElement.scrollWidth"),
        what,
      ).toBeLessThanOrEqual(375);
    const step = page.getByRole("button", { name: "Step", exact: true });
    await page.goto(`${server.url}#/search`);
    await page.getByLabel("Example").selectOption("eight-queens.search");
    await page.getByRole("button", { name: "Replay the search tree" }).click();
    await page.waitForSelector(".search-tree");
    for (let i = 0; i < 20; i++) await step.click();
    await fits("search tree");
    await page.goto(`${server.url}#/sudoku`);
    await page.getByRole("button", { name: "Explain", exact: true }).click();
    await expect.poll(() => page.locator(".status").innerText()).toMatch(/^Explained/);
    for (let i = 0; i < 3; i++) await step.click();
    await fits("sudoku explain");
    await page.goto(`${server.url}#/exact-cover`);
    // 20 items (wider than the screen): each alone, and each pair of neighbours
    const items = Array.from({ length: 20 }, (_, i) => `i${i + 1}`);
    await page
      .getByLabel("Problem")
      .fill(
        [items.join(" "), ...items, ...items.slice(1).map((item, i) => `${items[i]} ${item}`)].join(
          "\n",
        ),
      );
    for (let i = 0; i < 5; i++) await step.click();
    await expect.poll(() => page.locator(".dl-caption").innerText()).toMatch(/^Depth \d/);
    await fits("dancing links");
    const box = await page
      .locator(".dl-box")
      .evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(box.scroll).toBeGreaterThan(box.client); // the picture scrolls in its own box
    await page.setViewportSize({ width: 1024, height: 800 });
  });

  it("raised no page errors", () => {
    expect(errors).toEqual([]);
  });
});
