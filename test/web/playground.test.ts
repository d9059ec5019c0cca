/**
 * End to end: the playground built as static files, served on 127.0.0.1, driven in Debian's
 * headless chromium. Checks what a reader sees (CLI forms, the classic orders, known counts).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSite, haveChromium, launchChromium, serveStatic } from "../helpers/web.js";

describe.skipIf(!haveChromium)("playground in chromium", () => {
  let dir: string;
  let server: Awaited<ReturnType<typeof serveStatic>>;
  let browser: Browser;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "permuta-web-"));
    await buildSite(dir);
    server = await serveStatic(dir);
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1024, height: 800 } });
    page.on("pageerror", (error) => errors.push(error.message));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("names the pages in the navigation", async () => {
    await page.goto(server.url);
    const names = await page
      .getByRole("navigation", { name: "Pages" })
      .getByRole("link")
      .allInnerTexts();
    expect(names).toEqual(expect.arrayContaining(["Permutations", "Search"]));
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

  it("runs a search program with its output and profile, and shows errors at their line", async () => {
    await page.goto(`${server.url}#/search`);
    await page.getByLabel("Example").selectOption("send-more-money.search");
    await page.getByRole("button", { name: "Run" }).click();
    await expect.poll(() => page.locator(".status").innerText()).toContain("1 solution");
    expect((await page.getByLabel("Solutions").innerText()).trim()).toBe("9567 + 1085 = 10652");
    expect(await page.locator(".profile tbody tr").count()).toBe(16);
    await page.getByLabel("Program").fill("Choose a\nRestrict b > 1\nPrint a");
    await page.getByRole("button", { name: "Run" }).click();
    await expect.poll(() => page.getByRole("alert").innerText()).toMatch(/^permuta: error: line 2/);
    expect((await page.locator(".gutter .error-line").innerText()).trim()).toBe("2");
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

  it("fits a 375 px wide screen", async () => {
    await page.setViewportSize({ width: 375, height: 700 });
    for (const route of ["permutations", "search"]) {
      await page.goto(`${server.url}#/${route}`);
      const width = await page.evaluate<number>("document.documentElement.scrollWidth");
      expect(width, route).toBeLessThanOrEqual(375);
    }
    await page.setViewportSize({ width: 1024, height: 800 });
  });

  it("raised no page errors", () => {
    expect(errors).toEqual([]);
  });
});
