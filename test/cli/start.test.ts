/**
 * `npm start` (issue 33) builds only when dist/ is stale: tools/build-if-stale.mjs decides from
 * the sources' and built files' times, here on a small project in a temporary folder.
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
// @ts-expect-error: a plain JavaScript tool without declarations
import { staleReason } from "../../tools/build-if-stale.mjs";

const check = staleReason as (root: string) => string | null;

let root = "";
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A project whose files have the given times (seconds since the epoch). */
function project(files: Record<string, number>): string {
  root = mkdtempSync(join(tmpdir(), "permuta-start-"));
  for (const [path, time] of Object.entries(files)) {
    mkdirSync(join(root, path, ".."), { recursive: true });
    writeFileSync(join(root, path), "");
    utimesSync(join(root, path), time, time);
  }
  return root;
}

describe("npm start's build step", () => {
  it("is not needed when every source has a newer built file", () => {
    const dir = project({
      "tsconfig.json": 100,
      "src/a.ts": 100,
      "src/area/b.ts": 150,
      "src/types.d.ts": 900,
      "src/web/main.ts": 900,
      "dist/a.js": 200,
      "dist/area/b.js": 200,
    });
    expect(check(dir)).toBeNull();
  });

  it("is needed when a source changed after its built file", () => {
    const dir = project({
      "src/a.ts": 100,
      "src/area/b.ts": 300,
      "dist/a.js": 200,
      "dist/area/b.js": 200,
    });
    expect(check(dir)).toBe(`${join("src", "area", "b.ts")} changed`);
  });

  it("is needed when a built file is missing (a new source, or no dist/ at all)", () => {
    const dir = project({ "src/a.ts": 100, "src/new.ts": 100, "dist/a.js": 200 });
    expect(check(dir)).toBe(`${join("dist", "new.js")} is missing`);
  });

  it("is needed when the build's configuration changed after the oldest built file", () => {
    const dir = project({
      "tsconfig.build.json": 250,
      "src/a.ts": 100,
      "src/b.ts": 100,
      "dist/a.js": 200,
      "dist/b.js": 300,
    });
    expect(check(dir)).toBe("tsconfig.build.json changed");
  });
});
