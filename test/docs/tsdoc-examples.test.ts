/**
 * Every function, class and constant of the public API (src/index.ts) has a TSDoc comment with an
 * example, and the examples call only names a user can import from "permuta": a name of this
 * project that an example uses must be exported under that name (examples that show an internal
 * name, or an exported one under its old name, would not run for a user).
 */
import ts from "typescript";
import { describe, expect, it } from "vitest";

const program = ts.createProgram(["src/index.ts"], {
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  target: ts.ScriptTarget.ES2022,
  strict: true,
  noEmit: true,
});
const checker = program.getTypeChecker();
const entry = program.getSourceFile("src/index.ts");
if (!entry) throw new Error("src/index.ts not found");
const moduleSymbol = checker.getSymbolAtLocation(entry);
if (!moduleSymbol) throw new Error("src/index.ts is not a module");

/** Exported names, and each export's declaration. */
const exported = new Map<string, ts.Declaration[]>();
for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  exported.set(symbol.name, target.declarations ?? []);
}

/** Top-level functions, classes and constants declared anywhere in src/ (the project's names). */
const projectNames = new Set<string>();
for (const file of program.getSourceFiles()) {
  if (!file.fileName.includes("/src/") && !file.fileName.startsWith("src/")) continue;
  for (const statement of file.statements) {
    if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name)
      projectNames.add(statement.name.text);
    if (ts.isVariableStatement(statement))
      for (const d of statement.declarationList.declarations)
        if (ts.isIdentifier(d.name)) projectNames.add(d.name.text);
  }
}

function examplesOf(declaration: ts.Node): string[] {
  return ts
    .getJSDocTags(declaration)
    .filter((tag) => tag.tagName.text === "example")
    .map((tag) => ts.getTextOfJSDocComment(tag.comment) ?? "");
}

/** Identifiers an example calls or constructs: `name(`, `new Name`, `Name.member`. */
function usedNames(code: string): Set<string> {
  const names = new Set<string>();
  // drop strings and comments so that words in them do not count
  const text = code
    .replace(/\/\/.*$/gm, "")
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`(?:[^`\\]|\\.)*`/g, '""');
  for (const m of text.matchAll(/(?<![.\w$])([A-Za-z_$][\w$]*)\s*(?:\(|\.)/g)) names.add(m[1]);
  for (const m of text.matchAll(/\bnew\s+([A-Za-z_$][\w$]*)/g)) names.add(m[1]);
  // names the example declares itself are its own
  for (const m of text.matchAll(/\b(?:const|let|var|function|class)\s+([A-Za-z_$][\w$]*)/g))
    names.delete(m[1]);
  for (const m of text.matchAll(/\b(?:const|let|var)\s+\{([^}]*)\}/g))
    for (const part of m[1].split(",")) names.delete(part.split(":").pop()?.trim() ?? "");
  return names;
}

describe("the API's TSDoc examples", () => {
  it("cover every exported function, class and constant", () => {
    const missing: string[] = [];
    for (const [name, declarations] of exported) {
      const documented = declarations.filter(
        (d) =>
          ts.isFunctionDeclaration(d) ||
          ts.isClassDeclaration(d) ||
          (ts.isVariableDeclaration(d) && d.initializer && ts.isArrowFunction(d.initializer)),
      );
      if (documented.length === 0) continue;
      const hasExample = documented.some(
        (d) =>
          examplesOf(d).length > 0 ||
          (ts.isVariableDeclaration(d) && examplesOf(d.parent.parent).length > 0),
      );
      if (!hasExample) missing.push(name);
    }
    expect(missing).toEqual([]);
  });

  it("use only names that are exported from the package", () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const [name, declarations] of exported)
      for (const d of declarations) {
        const host: ts.Node = ts.isVariableDeclaration(d) ? d.parent.parent : d;
        for (const example of examplesOf(host)) {
          checked++;
          for (const used of usedNames(example))
            if (projectNames.has(used) && !exported.has(used))
              wrong.push(`${name}'s example uses ${used}, which "permuta" does not export`);
        }
      }
    expect(checked).toBeGreaterThan(100);
    expect(wrong).toEqual([]);
  });

  it("would see an internal name (the check itself)", () => {
    // planPuzzle is planAlphametic's name inside the project; buildPlan is not exported
    const used = usedNames(
      'const { plan } = planPuzzle("A + B = C"); // planAlphametic(x)\nnew Foo();',
    );
    expect([...used].sort()).toEqual(["Foo", "planPuzzle"]);
    expect(projectNames.has("planPuzzle") && !exported.has("planPuzzle")).toBe(true);
    expect(projectNames.has("buildPlan") && !exported.has("buildPlan")).toBe(true);
  });
});
