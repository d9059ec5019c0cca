/**
 * README's command examples are tests (issue 16), and so are the area pages' (docs/*.md, issue 33)
 * and the lessons' (docs/lessons/*.md):
 * every code block with `$ ` lines is run, each command in bash with `permuta` standing for the
 * built CLI, and its output must be what the document shows below it. Every file an example
 * reads ships in `examples/` (issue 39: a newcomer copying the commands from a fresh install has
 * nothing else), so the commands run in an empty directory that holds only `examples/`, and a
 * `$ cat examples/F` block is compared with the shipped file like any other output. Timings are
 * the only thing compared loosely (any number of ms). Commands sent through a Redis (`--redis`)
 * run here without it, since they print exactly what a local run prints; `permuta worker`
 * itself is left to test/parallel/redis*.test.ts.
 */
import { execFileSync } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

interface Example {
  block: number;
  command: string;
  expected: string;
}

/** The `$ ` commands of README's code blocks, each with the lines shown after it. */
function examples(text: string): Example[] {
  const out: Example[] = [];
  const blocks = [...text.matchAll(/```(\w*)\n([\s\S]*?)```/g)];
  blocks.forEach((m, block) => {
    const lines = m[2].split("\n");
    let current: Example | undefined;
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i];
      if (line.startsWith("$ ")) {
        // a command goes on while a quote is open (a puzzle written on several lines)
        let command = line.slice(2);
        while (
          ((command.match(/"/g) ?? []).length % 2 === 1 || /\\$/.test(command)) &&
          i + 1 < lines.length
        )
          command += `\n${lines[++i]}`;
        if (command === "echo $?" && current) {
          // the exit code of the command before: run them together
          current.command += "\necho $?";
          current.expected += "<exit>\n";
          continue;
        }
        current = { block, command, expected: "" };
        out.push(current);
      } else if (current) current.expected += `${line}\n`;
    }
  });
  for (const e of out) {
    e.expected = e.expected.replace(/\n+$/, "");
    // the line after <exit> is the code: keep the marker out of the comparison
    e.expected = e.expected.replace(/<exit>\n/g, "");
  }
  return out;
}

/** Output with timings made comparable. */
function normal(text: string): string {
  return text
    .replace(/\d+(\.\d+)? ?(ms|µs|s)\b/g, "<time>")
    .replace(/in \d+ attempts/g, "in <n> attempts")
    .replace(/fewest clues reached: \d+/g, "fewest clues reached: <n>")
    .replace(/\n+$/, "")
    .split("\n")
    .map((l) => l.replace(/\s+$/, ""))
    .join("\n");
}

/**
 * True when `actual` is `expected`, where a line `...` in `expected` stands for any number of
 * lines (README shortens long outputs so).
 */
function matches(actual: string, expected: string): boolean {
  const a = actual.split("\n");
  const e = expected.split("\n");
  const memo = new Map<string, boolean>();
  const go = (i: number, j: number): boolean => {
    const key = `${i},${j}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let ok: boolean;
    if (j === e.length) ok = i === a.length;
    else if (e[j] === "...") ok = go(i, j + 1) || (i < a.length && go(i + 1, j));
    else ok = i < a.length && a[i] === e[j] && go(i + 1, j + 1);
    memo.set(key, ok);
    return ok;
  };
  return go(0, 0);
}

const root = resolve(".");
const needsRedis = (e: Example) => /permuta worker/.test(e.command);
/** The command as a local run: without `--redis URL`, which prints the same. */
const local = (command: string) => command.replace(/ --redis \S+/g, "");
/** The files a command names (by their extension), as written. */
const namedFiles = (command: string) =>
  [...command.matchAll(/(?<![\w/.-])([\w./-]+\.(?:search|txt|dlx|json|csv|words|md))\b/g)].map(
    (m) => m[1],
  );
const shipped = JSON.parse(readFileSync("package.json", "utf8")).files as string[];
const markdown = (dir: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith(".md"))
    .map((f) => `${dir}/${f}`);
/** The documents with command examples: README, the area pages, the lessons. */
const documents = ["README.md", ...markdown("docs"), ...markdown("docs/lessons")].filter(
  (d) => examples(readFileSync(d, "utf8")).length > 0,
);

describe("the documents with examples", () => {
  it("are README, every area page and every lesson", () => {
    for (const page of [
      "README.md",
      "docs/permutations.md",
      "docs/sudoku.md",
      "docs/lessons/heap.md",
    ])
      expect(documents).toContain(page);
    const total = documents.reduce((n, d) => n + examples(readFileSync(d, "utf8")).length, 0);
    // README and the lessons held 140 `$ ` lines before README moved its areas to docs/ (issue 33)
    expect(total).toBeGreaterThanOrEqual(140);
  });
});

for (const document of documents) {
  const all = examples(readFileSync(document, "utf8"));

  describe(`${document}'s examples`, () => {
    const dir = mkdtempSync(join(tmpdir(), "permuta-readme-"));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    // `permuta` on the PATH runs the built CLI; examples/ is where README says it is
    const bin = join(dir, "bin");
    execFileSync("mkdir", ["-p", bin]);
    writeFileSync(
      join(bin, "permuta"),
      `#!/bin/sh\nexec "${process.execPath}" "${root}/dist/cli.js" "$@"\n`,
    );
    chmodSync(join(bin, "permuta"), 0o755);
    symlinkSync(join(root, "examples"), join(dir, "examples"));

    it("are found", () => {
      expect(all.length).toBeGreaterThan(0);
    });

    it("read only files that ship in examples/", () => {
      expect(shipped).toContain("examples");
      const named = all.flatMap((e) => namedFiles(e.command));
      for (const file of named) {
        expect(file, `${document} reads ${file}`).toMatch(/^examples\/[^/]+$/);
        expect(existsSync(join(root, file)), `${file} is missing`).toBe(true);
      }
    });

    for (const e of all.filter((x) => !needsRedis(x))) {
      it(`$ ${e.command.slice(0, 80)}`, () => {
        let output: string;
        try {
          output = execFileSync("bash", ["-c", `{ ${local(e.command)}\n} 2>&1`], {
            cwd: dir,
            encoding: "utf8",
            env: { ...process.env, PATH: `${bin}:${process.env.PATH}`, CI: "" },
            timeout: 60_000,
          });
        } catch (error) {
          output = (error as { stdout?: string }).stdout ?? "";
        }
        expect(matches(normal(output), normal(e.expected)), `got:\n${output}`).toBe(true);
      }, 60_000);
    }
  });
}
