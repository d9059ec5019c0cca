/**
 * `npm run screenshots`: builds the playground, serves the built copy on 127.0.0.1, and saves a
 * screenshot of each page (after a typical action) at 1280 and 375 px wide to
 * docs/playground-<page>.png and docs/playground-<page>-375.png, with the same Debian chromium as
 * the end-to-end tests, then records what they were taken from in docs/screenshots.json.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { buildSite, launchChromium, serveStatic } from "../test/helpers/web.js";
import {
  playgroundSourceHash,
  SCREENSHOT_MANIFEST,
  SCREENSHOT_WIDTHS,
  screenshotName,
} from "./screenshot-source.js";

const docs = fileURLToPath(new URL("../docs", import.meta.url));

/** Per page: what to do before the picture. */
const SHOTS: { id: string; act: (page: Page) => Promise<void>; fullPage?: boolean }[] = [
  {
    id: "permutations",
    act: async (page) => {
      for (let i = 0; i < 7; i++)
        await page.getByRole("button", { name: "Step", exact: true }).click();
    },
  },
  {
    id: "alphametics",
    act: async (page) => {
      await page.getByLabel("Puzzle", { exact: true }).fill("SEND + MORE = MONEY");
      await page.getByRole("button", { name: "Solve", exact: true }).click();
      await page.waitForSelector(".profile");
      await page.getByRole("button", { name: "Explain" }).click();
      await page.waitForSelector(".reasoning li");
      await page.getByRole("button", { name: "Compare methods" }).click();
      await page.waitForSelector("table.methods", { timeout: 30_000 });
    },
    fullPage: true,
  },
  {
    id: "search",
    act: async (page) => {
      await page.getByLabel("Example").selectOption("eight-queens.search");
      await page.getByRole("button", { name: "Run" }).click();
      await page.waitForSelector(".profile");
      await page.getByRole("button", { name: "Replay the search tree" }).click();
      await page.waitForSelector(".search-tree");
      for (let i = 0; i < 40; i++)
        await page.getByRole("button", { name: "Step", exact: true }).click();
    },
    fullPage: true,
  },
  {
    id: "sudoku",
    act: async (page) => {
      // top95 #7, explained up to its first step with links: the links drawn over the board
      await page
        .getByLabel("Puzzle", { exact: true })
        .fill("6.2.5.........3.4..........43...8....1....2........7..5..27...........81...6.....");
      await page.getByRole("button", { name: "Load" }).click();
      await page.getByRole("button", { name: "Explain", exact: true }).click();
      await page.waitForFunction(
        "document.querySelector('.status')?.textContent?.startsWith('Explained')",
      );
      // step until a step with links (the first chain or wing) is shown
      for (let i = 0; i < 120; i++) {
        await page.getByRole("button", { name: "Step", exact: true }).click();
        if ((await page.locator("svg.sudoku-links path.link").count()) > 0) break;
      }
      await page.waitForSelector("svg.sudoku-links path.link");
    },
  },
  {
    id: "exact-cover",
    act: async (page) => {
      await page.getByRole("button", { name: "Solve", exact: true }).click();
      await page.waitForSelector(".cover-options");
      for (let i = 0; i < 4; i++)
        await page.getByRole("button", { name: "Step", exact: true }).click();
      await page.waitForSelector(".cover-chosen li");
    },
    fullPage: true,
  },
  {
    id: "queens",
    act: async (page) => {
      await page.getByRole("button", { name: "Solve", exact: true }).click();
      await page.waitForFunction("document.querySelector('.status')?.textContent?.includes('92')");
    },
  },
];

const dir = mkdtempSync(join(tmpdir(), "permuta-shots-"));
await buildSite(dir);
const server = await serveStatic(dir);
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: SCREENSHOT_WIDTHS[0], height: 900 } });
  await page.emulateMedia({ colorScheme: "light", reducedMotion: "reduce" });
  mkdirSync(docs, { recursive: true });
  await page.goto(server.url);
  const present = await page
    .locator("nav a")
    .evaluateAll((links) => links.map((a) => (a.getAttribute("href") ?? "").replace("#/", "")));
  const missing = present.filter((id) => !SHOTS.some((shot) => shot.id === id));
  if (missing.length > 0)
    throw new Error(`no screenshot recipe for page(s): ${missing.join(", ")}`);
  const taken: string[] = [];
  for (const width of SCREENSHOT_WIDTHS) {
    await page.setViewportSize({ width, height: width < 600 ? 800 : 900 });
    for (const shot of SHOTS) {
      if (!present.includes(shot.id)) continue;
      await page.goto(`${server.url}#/${shot.id}`);
      await shot.act(page);
      const name = screenshotName(shot.id, width);
      await page.screenshot({ path: join(docs, name), fullPage: shot.fullPage ?? false });
      taken.push(name);
      console.log(`wrote docs/${name}`);
    }
  }
  writeFileSync(
    SCREENSHOT_MANIFEST,
    `${JSON.stringify({ source: playgroundSourceHash(), pages: present, files: taken }, null, 2)}\n`,
  );
  console.log("wrote docs/screenshots.json");
} finally {
  await browser.close();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
}
