/**
 * What the playground's screenshots were taken from: a SHA-256 over the playground's own files
 * (src/web/, the screenshot script), path and content, in path order. `npm run screenshots` writes
 * it to docs/screenshots.json with the pictures; a test compares it with the files of the
 * checkout, so a change to the pages without new pictures fails CI.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const repo = fileURLToPath(new URL("..", import.meta.url));

/** The manifest's path and the widths each page is taken at. */
export const SCREENSHOT_MANIFEST = join(repo, "docs/screenshots.json");
export const SCREENSHOT_WIDTHS = [1280, 375] as const;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** The hash of the playground's sources as they are in this checkout. */
export function playgroundSourceHash(): string {
  const hash = createHash("sha256");
  const paths = [
    ...files(join(repo, "src/web")),
    join(repo, "tools/screenshots.ts"),
    join(repo, "tools/screenshot-source.ts"),
  ]
    .map((path) => relative(repo, path).split("\\").join("/"))
    .sort();
  for (const path of paths) {
    // line endings as git checks them out on any platform
    hash.update(`${path}\n${readFileSync(join(repo, path), "utf8").replace(/\r\n/g, "\n")}\n`);
  }
  return hash.digest("hex");
}

/** The picture of a page at a width (the wide one keeps the old name README links). */
export function screenshotName(page: string, width: number): string {
  return width === SCREENSHOT_WIDTHS[0]
    ? `playground-${page}.png`
    : `playground-${page}-${width}.png`;
}
