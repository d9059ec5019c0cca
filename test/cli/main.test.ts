import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";

describe("permuta CLI", () => {
  it("reports a directory given as an input file as an input error, not a crash", async () => {
    const dir = mkdtempSync(join(tmpdir(), "permuta-dir-"));
    const r = await runCli(["search", dir]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`permuta: error: cannot read file '${dir}': it is a directory\n`);
  });

  it("rejects an unknown command with exit code 2 and one error line", async () => {
    const r = await runCli(["frobnicate"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^permuta: error: unknown command 'frobnicate'/);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stdout).toBe("");
  });

  it("prints help and the version", async () => {
    expect((await runCli(["--help"])).stdout).toMatch(/usage: permuta <command>/);
    expect((await runCli(["--version"])).stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
  });
});
