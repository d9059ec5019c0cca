/**
 * No module of src imports itself back through others: every static value import (and
 * re-export) between src's modules forms a graph without cycles, so any module loads first in a
 * bundle and no binding is read before it is set. `import type` lines are erased and do not
 * count; dynamic `import()` is lazy and does not count.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/** Every .ts file under `dir`. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? sources(path) : path.endsWith(".ts") ? [resolve(path)] : [];
  });
}

/**
 * The module file a relative specifier names (AssemblyScript's have no extension), or
 * undefined for an asset (`./style.css`).
 */
function moduleFile(from: string, specifier: string): string | undefined {
  const path = resolve(dirname(from), specifier);
  if (path.endsWith(".js")) return `${path.slice(0, -3)}.ts`;
  if (path.endsWith(".ts")) return path;
  return /\.[a-z]+$/.test(path) ? undefined : `${path}.ts`;
}

/** The relative modules `file` loads at run time (static imports and re-exports). */
function valueImports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const out: string[] = [];
  for (const m of text.matchAll(/^(import|export)\s+(type\s)?[^;]*?from\s+"(\.[^"]+)"/gms)) {
    const dep = m[2] === undefined ? moduleFile(file, m[3]!) : undefined;
    if (dep !== undefined) out.push(dep);
  }
  for (const m of text.matchAll(/^import\s+"(\.[^"]+)"/gm)) {
    const dep = moduleFile(file, m[1]!);
    if (dep !== undefined) out.push(dep);
  }
  return out;
}

/** One cycle of the graph (module paths from src), or undefined. */
function findCycle(graph: Map<string, string[]>): string[] | undefined {
  const state = new Map<string, 1 | 2>();
  const path: string[] = [];
  const visit = (u: string): string[] | undefined => {
    state.set(u, 1);
    path.push(u);
    for (const v of graph.get(u) ?? []) {
      if (!graph.has(v)) continue;
      if (state.get(v) === 1) return [...path.slice(path.indexOf(v)), v];
      if (state.get(v) === undefined) {
        const found = visit(v);
        if (found) return found;
      }
    }
    path.pop();
    state.set(u, 2);
    return undefined;
  };
  for (const u of graph.keys()) {
    if (state.get(u) !== undefined) continue;
    const found = visit(u);
    if (found) return found;
  }
  return undefined;
}

describe("src's modules", () => {
  const files = sources("src");
  const graph = new Map(files.map((f) => [f, valueImports(f)]));

  it("read their imports (the walk sees the library's entry and its areas)", () => {
    const index = resolve("src/index.ts");
    expect(graph.get(index)?.length).toBeGreaterThan(5);
    // every relative import names a module that exists
    for (const [file, deps] of graph)
      for (const dep of deps)
        expect(graph.has(dep), `${relative("src", file)} -> ${dep}`).toBe(true);
  });

  it("import no cycle", () => {
    const cycle = findCycle(graph);
    expect(cycle?.map((f) => relative("src", f)).join(" -> ")).toBeUndefined();
  });

  it("the check finds a cycle when there is one", () => {
    const a = resolve("src/a.ts");
    const b = resolve("src/b.ts");
    expect(
      findCycle(
        new Map([
          [a, [b]],
          [b, [a]],
        ]),
      ),
    ).toEqual([a, b, a]);
  });
});
