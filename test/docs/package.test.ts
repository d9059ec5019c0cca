/**
 * The npm package (issue 16): `npm pack` builds first (prepack), ships the built code with its
 * types and the LICENSE that package.json names, and no source maps that point at sources it
 * does not ship; `require("permuta")` works (Node >= 20.19 loads the ES module) as `import` does.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { describe, expect, it } from "vitest";

describe("the npm package", () => {
  const pkg = JSON.parse(readFileSync("package.json", "utf8"));

  it("builds before packing and names a licence file it ships", () => {
    expect(pkg.scripts.prepack).toMatch(/tsc -p tsconfig\.build\.json/);
    expect(readFileSync("LICENSE", "utf8")).toContain(`${pkg.license} License`);
    expect(readFileSync(".gitignore", "utf8")).toMatch(/^\*\.tgz$/m);
  });

  it("packs the built code, its types and the LICENSE, and no source maps", () => {
    // dist/ is built by `npm test`'s pretest; --ignore-scripts keeps this test from rebuilding
    const out = execFileSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
    const files: string[] = JSON.parse(out)[0].files.map((f: { path: string }) => f.path);
    for (const needed of [
      "LICENSE",
      "README.md",
      "dist/index.js",
      "dist/index.d.ts",
      "dist/cli.js",
    ])
      expect(files).toContain(needed);
    expect(files.filter((f) => f.endsWith(".map"))).toEqual([]);
    expect(files.filter((f) => f.startsWith("src/") || f.startsWith("test/"))).toEqual([]);
  }, 60_000);

  it("can be required as well as imported", () => {
    const out = execFileSync(
      process.execPath,
      ["-e", 'console.log(typeof require("permuta").solveAlphametic)'],
      { encoding: "utf8" },
    );
    expect(out.trim()).toBe("function");
  });

  it("loads bullmq and ioredis only for distributed runs (optional peer dependencies)", () => {
    expect(pkg.dependencies.bullmq).toBeUndefined();
    expect(pkg.dependencies.ioredis).toBeUndefined();
    expect(pkg.peerDependenciesMeta.bullmq.optional).toBe(true);
    expect(pkg.peerDependenciesMeta.ioredis.optional).toBe(true);
    // the static import graph of the library entry: no module of it imports them
    const seen = new Set<string>();
    const packages = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const text = readFileSync(file, "utf8");
      for (const m of text.matchAll(/^\s*(?:import|export)[^;]*?from\s+"([^"]+)"/gm)) {
        const spec = m[1];
        if (spec.startsWith(".")) visit(resolve(dirname(file), spec));
        else packages.add(spec.split("/")[0]);
      }
    };
    visit(resolve("dist/index.js"));
    expect(seen.size).toBeGreaterThan(20);
    expect([...packages].filter((p) => /bullmq|ioredis/.test(p))).toEqual([]);
  });
});
