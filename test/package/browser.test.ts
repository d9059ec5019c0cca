/**
 * permuta in a browser project, as a user gets it (issue 33): `npm pack` this checkout, unpack the
 * tarball into a fresh consumer project's node_modules with its dependencies (copied: offline), bundle three consumer pages with esbuild (--platform=browser) and with Vite, check
 * that no Node built-in, bullmq, ioredis or tinypool is in any bundle, check the size budgets
 * (minified, gzipped: countQueens alone <= 3 KB, solveSudoku alone <= 15 KB (without the
 * band-triad kernel, which the counting paths bring), all of permuta <= 150 KB), then open every page in Chromium and check its answers against known results:
 * 92 solutions of 8 queens (OEIS A000170), the published solution of Wikipedia's example Sudoku,
 * SEND + MORE = MONEY's one solution, 10! permutations.
 *
 * A slow suite (packing builds dist/, two bundlers, a browser): runs under `npm run test:all`.
 */
import { execFileSync } from "node:child_process";
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { haveChromium, launchChromium, serveStatic } from "../helpers/web.js";

const repo = resolve(".");
const pkg = JSON.parse(readFileSync("package.json", "utf8"));

// Wikipedia's example Sudoku ("Sudoku", File:Sudoku Puzzle by L2G-20050714.svg) and its solution
const PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const SOLUTION =
  "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

/** Each page writes its answers, as JSON, into the element #out (or the error into #error). */
const PAGES: Record<string, string> = {
  queens: `import { countQueens } from "permuta";
out({ queens8: countQueens(8) });`,
  sudoku: `import { solveSudoku } from "permuta";
out({ solution: solveSudoku(${JSON.stringify(PUZZLE)}) });`,
  all: `import * as permuta from "permuta";
const { countExactCovers, countPermutations, countQueens, queensProblem, search, solveAlphametic, solveSudoku } = permuta;
out({
  names: Object.keys(permuta).length,
  queens8: countQueens(8),
  cover8: countExactCovers(queensProblem(8)),
  solution: solveSudoku(${JSON.stringify(PUZZLE)}),
  money: solveAlphametic("SEND + MORE = MONEY").solutions,
  perms10: String(countPermutations(10)),
  search: search().choose("a").restrict("a > 8").print("a").first()?.text,
});`,
};

/** The page's script: the consumer code after a small `out` helper. */
function pageScript(body: string): string {
  const lines = body.split("\n");
  const imports = lines.filter((l) => l.startsWith("import "));
  const rest = lines.filter((l) => !l.startsWith("import "));
  return [
    ...imports,
    "function out(value) {",
    '  const el = document.createElement("pre");',
    '  el.id = "out";',
    "  el.textContent = JSON.stringify(value);",
    "  document.body.append(el);",
    "}",
    "try {",
    ...rest,
    "} catch (error) {",
    '  const el = document.createElement("pre");',
    '  el.id = "error";',
    "  el.textContent = String(error && error.stack || error);",
    "  document.body.append(el);",
    "}",
  ].join("\n");
}

const FORBIDDEN = /["'`](?:node:[\w/]+|bullmq|ioredis|tinypool|worker_threads|child_process)["'`/]/;

const budgets: Record<string, number> = { queens: 3 * 1024, sudoku: 15 * 1024, all: 150 * 1024 };

describe.skipIf(!haveChromium)("permuta from the packed tarball in a browser project", () => {
  let dir = "";
  let browser: Browser | undefined;
  const sizes: Record<string, number> = {};

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "permuta-browser-"));
    // packed as npm publish would (prepack builds dist/ first), then installed by unpacking:
    // the browser entry reaches no dependency, so the consumer needs no registry
    execFileSync("npm", ["pack", "--pack-destination", dir], { stdio: "ignore", cwd: repo });
    const consumer = join(dir, "consumer");
    const installed = join(consumer, "node_modules", "permuta");
    mkdirSync(installed, { recursive: true });
    execFileSync("tar", [
      "xzf",
      join(dir, `permuta-${pkg.version}.tgz`),
      "-C",
      installed,
      "--strip-components=1",
    ]);
    // the package's own dependencies, as npm install would put them beside it (copied from this
    // checkout's node_modules: no registry); tinypool among them must still stay out of bundles
    for (const dep of Object.keys(pkg.dependencies ?? {}))
      cpSync(join(repo, "node_modules", dep), join(consumer, "node_modules", dep), {
        recursive: true,
        dereference: true,
      });
    writeFileSync(
      join(consumer, "package.json"),
      JSON.stringify({ name: "consumer", version: "1.0.0", type: "module", private: true }),
    );
    for (const [name, body] of Object.entries(PAGES)) {
      writeFileSync(join(consumer, `${name}.js`), pageScript(body));
      writeFileSync(
        join(consumer, `${name}.html`),
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${name}</title></head>` +
          `<body><script type="module" src="./${name}.js"></script></body></html>\n`,
      );
    }
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("ships the browser entry, the Node-only entry and sideEffects: false", () => {
    const installed = join(dir, "consumer/node_modules/permuta");
    const shipped = JSON.parse(readFileSync(join(installed, "package.json"), "utf8"));
    expect(shipped.sideEffects).toBe(false);
    expect(shipped.exports["."].import).toBe("./dist/index.js");
    expect(shipped.exports["./parallel"].import).toBe("./dist/parallel.js");
    expect(shipped.exports["./parallel"].types).toBe("./dist/parallel.d.ts");
    for (const file of [
      "dist/index.js",
      "dist/index.d.ts",
      "dist/parallel.js",
      "dist/parallel.d.ts",
    ])
      expect(readdirSync(join(installed, file, ".."))).toContain(file.split("/").pop());
  });

  it("bundles with esbuild for the browser: no Node built-in, bullmq, ioredis or tinypool, within the size budgets", async () => {
    const esbuild = await import("esbuild");
    const consumer = join(dir, "consumer");
    const outdir = join(dir, "esbuild");
    const result = await esbuild.build({
      absWorkingDir: consumer,
      entryPoints: Object.keys(PAGES).map((name) => `./${name}.js`),
      bundle: true,
      minify: true,
      platform: "browser",
      format: "esm",
      outdir,
      metafile: true,
      logLevel: "silent",
    });
    expect(result.errors).toEqual([]);
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.some((i) => i.includes("node_modules/permuta/dist/"))).toBe(true);
    expect(inputs.filter((i) => /^node:|bullmq|ioredis|tinypool|\/parallel\//.test(i))).toEqual([]);
    for (const name of Object.keys(PAGES)) {
      const code = readFileSync(join(outdir, `${name}.js`));
      expect(code.toString()).not.toMatch(FORBIDDEN);
      sizes[name] = gzipSync(code, { level: 9 }).length;
      writeFileSync(
        join(outdir, `${name}.html`),
        readFileSync(join(consumer, `${name}.html`), "utf8"),
      );
    }
    // the budgets; countQueens alone must not drag in the rest of the package
    for (const [name, budget] of Object.entries(budgets))
      expect(sizes[name]).toBeLessThanOrEqual(budget);
    expect(sizes.queens * 10).toBeLessThan(sizes.all);
    // the band-triad kernel (the counting paths' hand-over) is not in solveSudoku's bundle
    const triadIn = (name: string) => {
      const out = Object.entries(result.metafile.outputs).find(([k]) => k.endsWith(`/${name}.js`));
      const inputs = Object.entries(out?.[1].inputs ?? {});
      return inputs.some(([file, use]) => file.includes("triad9") && use.bytesInOutput > 0);
    };
    expect({ sudoku: triadIn("sudoku"), all: triadIn("all") }).toEqual({
      sudoku: false,
      all: true,
    });
  }, 120_000);

  it("bundles with Vite: no Node built-in, bullmq, ioredis or tinypool", async () => {
    const { build } = await import("vite");
    const consumer = join(dir, "consumer");
    await build({
      root: consumer,
      configFile: false,
      logLevel: "silent",
      build: {
        outDir: join(dir, "vite"),
        emptyOutDir: true,
        rollupOptions: {
          input: Object.fromEntries(
            Object.keys(PAGES).map((name) => [name, join(consumer, `${name}.html`)]),
          ),
        },
      },
    });
    const assets = readdirSync(join(dir, "vite/assets")).filter((f) => f.endsWith(".js"));
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets)
      expect(readFileSync(join(dir, "vite/assets", asset), "utf8")).not.toMatch(FORBIDDEN);
  }, 120_000);

  it.each(["esbuild", "vite"])(
    "runs the %s pages in Chromium with the right answers",
    async (bundler) => {
      browser ??= await launchChromium();
      const server = await serveStatic(join(dir, bundler));
      const { solveAlphametic } = await import("../../src/index.js");
      const runtimeNames = Object.keys(
        await import(join(dir, "consumer/node_modules/permuta/dist/index.js")),
      );
      try {
        const page = await browser.newPage();
        const errors: string[] = [];
        page.on("pageerror", (error) => errors.push(String(error)));
        const answers: Record<string, Record<string, unknown>> = {};
        for (const name of Object.keys(PAGES)) {
          await page.goto(`${server.url}${name}.html`);
          await page.waitForSelector("#out, #error", { state: "attached", timeout: 30_000 });
          expect(await page.locator("#error").count(), await page.content()).toBe(0);
          answers[name] = JSON.parse((await page.locator("#out").textContent()) ?? "null");
        }
        expect(errors).toEqual([]);
        expect(answers.queens).toEqual({ queens8: 92 });
        expect(answers.sudoku).toEqual({ solution: SOLUTION });
        expect(answers.all).toEqual({
          names: runtimeNames.length,
          queens8: 92,
          cover8: 92,
          solution: SOLUTION,
          money: [{ S: 9, E: 5, N: 6, D: 7, M: 1, O: 0, R: 8, Y: 2 }],
          perms10: "3628800",
          search: "9",
        });
        // the same answer as in Node
        expect(answers.all.money).toEqual(solveAlphametic("SEND + MORE = MONEY").solutions);
      } finally {
        await server.close();
      }
    },
    120_000,
  );
});
