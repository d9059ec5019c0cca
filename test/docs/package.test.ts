/**
 * The npm package (issue 16): `npm pack` builds first (prepack), ships the built code with its
 * types and the LICENSE that package.json names, and no source maps that point at sources it
 * does not ship; `require("permuta")` works (Node >= 20.19 loads the ES module) as `import` does.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
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

  it("installs in a consumer project without bullmq or ioredis, with types that need no @types/node", () => {
    const dir = mkdtempSync(join(tmpdir(), "permuta-consumer-"));
    try {
      const run = (command: string, args: string[]) =>
        execFileSync(command, args, {
          cwd: dir,
          encoding: "utf8",
          stdio: ["ignore", "pipe", "pipe"],
          env: { ...process.env, npm_config_audit: "false", npm_config_fund: "false" },
        });
      // packed from this checkout as npm publish would (prepack builds dist/ first)
      execFileSync("npm", ["pack", "--pack-destination", dir], {
        stdio: ["ignore", "ignore", "ignore"],
      });
      writeFileSync(
        join(dir, "package.json"),
        JSON.stringify({ name: "consumer", version: "1.0.0", type: "module", private: true }),
      );
      run("npm", ["install", "--prefer-offline", `./permuta-${pkg.version}.tgz`]);
      const installed = (name: string) => existsSync(join(dir, "node_modules", name));
      expect(installed("permuta/LICENSE")).toBe(true);
      expect(installed("permuta/dist/index.d.ts")).toBe(true);
      expect(installed("bullmq")).toBe(false);
      expect(installed("ioredis")).toBe(false);
      expect(installed("@types/node")).toBe(false);
      writeFileSync(
        join(dir, "main.ts"),
        [
          'import { solveAlphametic } from "permuta";',
          'const { solutions } = solveAlphametic("SEND + MORE = MONEY");',
          "const m: number | undefined = solutions[0]?.M;",
          "console.log(m);",
        ].join("\n"),
      );
      // a browser-style project: the DOM library (for AbortSignal), no Node types at all
      writeFileSync(
        join(dir, "tsconfig.json"),
        JSON.stringify({
          compilerOptions: {
            strict: true,
            module: "nodenext",
            moduleResolution: "nodenext",
            target: "es2022",
            lib: ["es2022", "dom"],
            types: [],
            noEmit: true,
          },
          files: ["main.ts"],
        }),
      );
      run(process.execPath, [resolve("node_modules/typescript/bin/tsc"), "-p", "."]);
      const solved = run(process.execPath, [
        "--input-type=module",
        "-e",
        'import { solveAlphametic } from "permuta"; console.log(JSON.stringify(solveAlphametic("SEND + MORE = MONEY").solutions))',
      ]);
      expect(JSON.parse(solved)).toEqual([{ S: 9, E: 5, N: 6, D: 7, M: 1, O: 0, R: 8, Y: 2 }]);
      expect(run(join(dir, "node_modules/.bin/permuta"), ["queens", "8"]).trim()).toBe("92");
      // the distributed commands say what to install
      let message = "";
      try {
        run(join(dir, "node_modules/.bin/permuta"), ["worker", "--redis", "redis://127.0.0.1:1"]);
      } catch (error) {
        message = String((error as { stderr?: string }).stderr);
      }
      expect(message).toMatch(/bullmq.*ioredis|ioredis.*bullmq/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
