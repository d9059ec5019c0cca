/**
 * The playground's pictures in docs/ are current: docs/screenshots.json records the hash of the
 * playground's sources they were taken from (`npm run screenshots` writes both), every page in
 * the navigation has a picture at each width, and docs/playground.md shows them.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  playgroundSourceHash,
  SCREENSHOT_MANIFEST,
  SCREENSHOT_WIDTHS,
  screenshotName,
} from "../../tools/screenshot-source.js";

/** The pages' ids, read from their modules (the DOM code itself is not loaded here). */
const PAGES = readdirSync("src/web/pages", { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".ts"))
  .map((file) => readFileSync(`src/web/pages/${file}`, "utf8"))
  .flatMap((text) => [...text.matchAll(/export const \w+: Page = \{\s*id: "([\w-]+)"/g)])
  .map((m) => ({ id: m[1] }));

describe("the playground's screenshots", () => {
  const manifest = JSON.parse(readFileSync(SCREENSHOT_MANIFEST, "utf8"));

  it("were taken from the pages as they are (else: npm run screenshots)", () => {
    expect(
      manifest.source,
      "src/web/ changed since the pictures in docs/ were taken: run `npm run screenshots` and commit docs/",
    ).toBe(playgroundSourceHash());
  });

  it("show every page at every width, and docs/playground.md shows the wide ones", () => {
    const readme = readFileSync("docs/playground.md", "utf8");
    expect(PAGES.length).toBeGreaterThanOrEqual(5);
    expect([...manifest.pages].sort()).toEqual(PAGES.map((p) => p.id).sort());
    for (const page of PAGES)
      for (const width of SCREENSHOT_WIDTHS) {
        const name = screenshotName(page.id, width);
        expect(manifest.files).toContain(name);
        const png = readFileSync(`docs/${name}`);
        expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
        expect(png.readUInt32BE(16)).toBe(width); // the IHDR width
      }
    for (const page of PAGES)
      expect(readme).toContain(`(${screenshotName(page.id, SCREENSHOT_WIDTHS[0])})`);
    expect(existsSync("docs/screenshots.json")).toBe(true);
  });
});
