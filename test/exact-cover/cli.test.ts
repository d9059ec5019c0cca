import { describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";

const PROBLEM = "a b c | x\na x:1\nb x:1\nc\na b\n";

describe("permuta cover", () => {
  it("prints each solution as its options, a blank line between solutions", async () => {
    const r = await runCli(["cover", "-"], PROBLEM);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe("c\na x:1\nb x:1\n\nc\na b\n");
  });

  it("counts, limits, and writes JSON", async () => {
    expect((await runCli(["cover", "-", "--count"], PROBLEM)).stdout).toBe("2\n");
    expect((await runCli(["cover", "-", "--count", "--limit", "1"], PROBLEM)).stdout).toBe("1\n");
    expect((await runCli(["cover", "-", "--count", "--json"], PROBLEM)).stdout).toBe(
      '{"count":2}\n',
    );
    const json = await runCli(["cover", "-", "--json"], PROBLEM);
    expect(
      json.stdout
        .trimEnd()
        .split("\n")
        .map((l) => JSON.parse(l)),
    ).toEqual([{ options: ["c", "a x:1", "b x:1"] }, { options: ["c", "a b"] }]);
    expect((await runCli(["cover", "-", "--limit", "1"], PROBLEM)).stdout).toBe(
      "c\na x:1\nb x:1\n",
    );
  });

  it("prints nothing and exits 0 when there is no solution", async () => {
    const r = await runCli(["cover", "-"], "a b\na\n");
    expect(r).toEqual({ code: 0, stdout: "", stderr: "" });
  });

  it("reports bad input with its line and exits 2", async () => {
    const r = await runCli(["cover", "-"], "a b\na q\n");
    expect(r.code).toBe(2);
    expect(r.stderr).toBe("permuta: error: line 2, column 3: unknown item 'q'\n");
    expect((await runCli(["cover"])).code).toBe(2);
    expect((await runCli(["cover", "-", "--limit", "0"], PROBLEM)).code).toBe(2);
    expect((await runCli(["cover", "/no/such/file"])).stderr).toContain("no such file");
  });

  it("has help with an example", async () => {
    const r = await runCli(["cover", "--help"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("example:");
  });
});

describe("permuta queens", () => {
  it("prints the number of solutions", async () => {
    expect(await runCli(["queens", "8"])).toEqual({ code: 0, stdout: "92\n", stderr: "" });
    expect((await runCli(["queens", "1"])).stdout).toBe("1\n");
    expect((await runCli(["queens", "3"])).stdout).toBe("0\n");
  });

  it("lists solutions as 1-based columns, one per line", async () => {
    const r = await runCli(["queens", "4", "--list"]);
    expect(r.stdout).toBe("2 4 1 3\n3 1 4 2\n");
    expect((await runCli(["queens", "8", "--list"])).stdout.trimEnd().split("\n")).toHaveLength(92);
  });

  it("rejects sizes outside 1..32 and non-integers with exit 2", async () => {
    for (const bad of ["0", "33", "8.5", "eight", "-2"]) {
      const r = await runCli(["queens", bad]);
      expect(r.code, bad).toBe(2);
      expect(r.stderr).toMatch(/^permuta: error: queens: n must be/);
    }
    expect((await runCli(["queens"])).stderr).toBe(
      "permuta: error: queens: missing the board size n\n",
    );
  });
});
