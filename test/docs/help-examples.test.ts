/**
 * Every example in the commands' --help runs (issue 16: docs cannot drift): the lines that
 * start with `permuta ` under an `example:` or `examples:` heading (or after "example:" at the
 * end of a line) of every command's and subcommand's help run in bash from the repository (so
 * that `examples/` files are there) and must exit with code 0. Examples that need a Redis with
 * workers (`worker`, `--redis`) are left to test/parallel/redis*.test.ts.
 */
import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = resolve(".");
const cli = (args: string[]) =>
  execFileSync(process.execPath, [join(root, "dist/cli.js"), ...args], { encoding: "utf8" });

const commands = cli(["--help"])
  .split("\n")
  .map((l) => /^ {2}([a-z]+)\s{2,}/.exec(l)?.[1])
  .filter((c): c is string => c !== undefined);
const helps: [string, string][] = commands.map((c) => [c, cli([c, "--help"])]);
for (const [command, text] of [...helps]) {
  // subcommands: "  name ..." lines under "subcommands:"
  const at = text.indexOf("subcommands:");
  if (at < 0) continue;
  for (const line of text.slice(at).split("\n").slice(1)) {
    const m = /^ {2}([a-z]+)\b/.exec(line);
    if (!m) {
      if (line.trim() === "") break;
      continue;
    }
    try {
      helps.push([`${command} ${m[1]}`, cli([command, m[1], "--help"])]);
    } catch {
      // a subcommand without its own --help is covered by its command's help
    }
  }
}
helps.push(["alphametic generate", cli(["alphametic", "generate", "--help"])]);

const examples = helps.flatMap(([command, text]) => {
  const lines = text.split("\n");
  const out: string[] = [];
  let inExamples = false;
  for (const line of lines) {
    if (/examples?:\s*$/.test(line)) {
      inExamples = true;
      continue;
    }
    if (inExamples && /^\s+\S/.test(line) && line.includes("permuta ")) out.push(line.trim());
    else if (inExamples && line.trim() === "") inExamples = false;
  }
  return out.map((example) => ({ command, example }));
});

describe("--help examples", () => {
  const dir = mkdtempSync(join(tmpdir(), "permuta-help-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(
    join(dir, "permuta"),
    `#!/bin/sh\nexec "${process.execPath}" "${root}/dist/cli.js" "$@"\n`,
  );
  chmodSync(join(dir, "permuta"), 0o755);

  it("read only files that ship in examples/ (issue 39)", () => {
    const pattern = /(?<![\w/.-])([\w./-]+\.(?:search|txt|dlx|json|csv|words))\b/g;
    const named = examples.flatMap((e) => [...e.example.matchAll(pattern)].map((m) => m[1]));
    expect(named.length).toBeGreaterThan(0);
    for (const file of named) {
      expect(file).toMatch(/^examples\/[^/]+$/);
      expect(existsSync(join(root, file)), `${file} is missing`).toBe(true);
    }
  });

  it("are found for most commands", () => {
    expect(new Set(examples.map((e) => e.command.split(" ")[0])).size).toBeGreaterThanOrEqual(6);
    expect(examples.length).toBeGreaterThan(10);
  });

  for (const { command, example } of examples.filter(
    (e) => !/--redis|permuta worker/.test(e.example),
  ))
    it(`${command}: ${example.slice(0, 70)}`, () => {
      const status = (() => {
        try {
          execFileSync("bash", ["-c", example], {
            cwd: root,
            env: { ...process.env, PATH: `${dir}:${process.env.PATH}` },
            stdio: "ignore",
            timeout: 60_000,
          });
          return 0;
        } catch (error) {
          return (error as { status?: number }).status ?? -1;
        }
      })();
      expect(status).toBe(0);
    }, 60_000);
});
