/**
 * For the playground's end-to-end tests and screenshots: build the site into a folder, serve
 * that built copy on 127.0.0.1 (a small static server on a free port), and launch Debian's
 * chromium through playwright-core (never a downloaded browser).
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { extname, join, normalize, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { type Browser, chromium, type Page } from "playwright-core";

/** Where Debian installs chromium (`apt-get install -y chromium`). */
export const CHROMIUM = "/usr/bin/chromium";

/** True when the browser the tests drive is installed. */
export const haveChromium = existsSync(CHROMIUM);

const repo = fileURLToPath(new URL("../..", import.meta.url));

/** Builds the playground (as `npm run build:web` does) into `outDir`. */
export async function buildSite(outDir: string): Promise<void> {
  const { build } = await import("vite");
  await build({
    configFile: join(repo, "src/web/vite.config.ts"),
    logLevel: "warn",
    build: { outDir, emptyOutDir: true },
  });
}

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".json": "application/json",
};

/** Serves the files of `dir` on 127.0.0.1 at a free port. */
export async function serveStatic(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  const root = resolve(dir);
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname);
    let file = normalize(join(root, path));
    if (!file.startsWith(root)) {
      response.writeHead(403).end();
      return;
    }
    try {
      if ((await stat(file)).isDirectory()) file = join(file, "index.html");
      const body = await readFile(file);
      response.writeHead(200, {
        "content-type": TYPES[extname(file)] ?? "application/octet-stream",
      });
      response.end(body);
    } catch {
      response.writeHead(404).end("not found");
    }
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** Launches headless chromium from /usr/bin/chromium. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}

/**
 * The playground built into a temporary directory, served, and one 1024x800 page of Chromium
 * whose page errors go into `errors`; `close` stops them all and removes the directory.
 */
export async function openSite(errors: string[]): Promise<{
  server: { url: string };
  browser: Browser;
  page: Page;
  close(): Promise<void>;
}> {
  const dir = mkdtempSync(join(tmpdir(), "permuta-web-"));
  await buildSite(dir);
  const server = await serveStatic(dir);
  const browser = await launchChromium();
  const page = await browser.newPage({ viewport: { width: 1024, height: 800 } });
  page.on("pageerror", (error) => errors.push(error.message));
  return {
    server,
    browser,
    page,
    async close() {
      await browser.close();
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
