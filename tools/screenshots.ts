/**
 * `npm run screenshots`: builds the playground, serves the built copy on 127.0.0.1, and saves a
 * screenshot of each page (after a typical action) to docs/playground-<page>.png, with the same
 * Debian chromium as the end-to-end tests.
 */
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { buildSite, launchChromium, serveStatic } from "../test/helpers/web.js";

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
    },
    fullPage: true,
  },
  {
    id: "search",
    act: async (page) => {
      await page.getByRole("button", { name: "Run" }).click();
      await page.waitForSelector(".profile");
    },
  },
  {
    id: "sudoku",
    act: async (page) => {
      await page.getByRole("button", { name: "Hint", exact: true }).click();
      await page.waitForSelector(".cell.hint-cell");
    },
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
  const page = await browser.newPage({ viewport: { width: 1000, height: 900 } });
  await page.emulateMedia({ colorScheme: "light", reducedMotion: "reduce" });
  mkdirSync(docs, { recursive: true });
  await page.goto(server.url);
  const present = await page
    .locator("nav a")
    .evaluateAll((links) => links.map((a) => (a.getAttribute("href") ?? "").replace("#/", "")));
  for (const shot of SHOTS) {
    if (!present.includes(shot.id)) continue;
    await page.goto(`${server.url}#/${shot.id}`);
    await shot.act(page);
    const path = join(docs, `playground-${shot.id}.png`);
    await page.screenshot({ path, fullPage: shot.fullPage ?? false });
    console.log(`wrote ${path}`);
  }
} finally {
  await browser.close();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
}
