import { describe, expect, it } from "vitest";
import { parseDlx } from "../../src/exact-cover/dlx-format.js";
import { runCli } from "../helpers/cli.js";
import { bruteForce } from "../helpers/cover-brute.js";

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

  it("--min-cost K: the K cheapest solutions, each after its cost, checked by a brute force", async () => {
    // each of a b c d by itself, in pairs, or all at once, at various costs
    const text = "a b c d\na |3\nb |1\nc |4\nd |1\na b |5\nc d |2\na b c d |9\nb c |1\na d |2\n";
    const problem = parseDlx(text);
    const costs = bruteForce(problem)
      .map((s) => s.reduce((sum, o) => sum + (problem.options[o].cost ?? 0), 0))
      .sort((x, y) => x - y);
    expect(costs).toEqual([3, 5, 6, 7, 7, 9, 9, 10]);
    const r = await runCli(["cover", "-", "--min-cost", "3"], text);
    expect(r.code).toBe(0);
    const blocks = r.stdout.trimEnd().split("\n\n");
    expect(blocks.map((b) => b.split("\n")[0])).toEqual(["cost: 3", "cost: 5", "cost: 6"]);
    // the only solution at 3: b c and a d (in the order the search chose them)
    expect(blocks[0].split("\n").slice(1).sort()).toEqual(["a d", "b c"]);
    // the default K is 1, and --json adds the cost
    expect((await runCli(["cover", "-", "--min-cost"], text)).stdout).toBe(`${blocks[0]}\n`);
    const json = await runCli(["cover", "-", "--min-cost", "8", "--json"], text);
    expect(
      json.stdout
        .trimEnd()
        .split("\n")
        .map((l) => JSON.parse(l).cost),
    ).toEqual(costs);
    expect(JSON.parse(json.stdout.split("\n")[0])).toEqual({
      cost: 3,
      options: blocks[0].split("\n").slice(1),
    });
  });

  it("--min-cost --stats reports nodes and updates; fewer nodes than the whole tree", async () => {
    const text = "a b c\na |1\na |5\nb |1\nb |5\nc |1\nc |5\n";
    const all = await runCli(["cover", "-", "--count", "--stats"], text);
    const cheapest = await runCli(["cover", "-", "--min-cost", "--stats"], text);
    expect(cheapest.stdout).toBe("cost: 3\na\nb\nc\n");
    const nodes = (s: string) => Number(/^nodes: (\d+)$/m.exec(s)?.[1]);
    expect(cheapest.stderr).toMatch(/^nodes: 4\nupdates: \d+\nprofile:\n/);
    expect(nodes(cheapest.stderr)).toBeLessThan(nodes(all.stderr));
  });

  it("--min-cost: bad costs, K and combinations exit 2 with a clear message", async () => {
    const bad = async (args: string[], input: string, message: string) => {
      const r = await runCli(["cover", "-", ...args], input);
      expect(r.code).toBe(2);
      expect(r.stderr).toBe(`permuta: error: ${message}\n`);
    };
    await bad(
      ["--min-cost"],
      "a b\na |1x\n",
      "line 2, column 3: option cost '1x' is not a nonnegative whole number",
    );
    await bad(
      ["--min-cost"],
      "a b\na b |\n",
      "line 2, column 5: '|' in an option must be followed by a cost, as in '|12'",
    );
    await bad(["--min-cost", "0"], "a\na\n", "--min-cost must be at least 1, got 0");
    await bad(
      ["--min-cost", "2", "--count"],
      "a\na\n",
      "cover: --min-cost K prints the K cheapest solutions: leave out --count and --limit",
    );
    await bad(
      ["--min-cost"],
      "2|a\na\n",
      "the minimum-cost search does not take multiplicities (items covered other than once)",
    );
    await bad(
      ["--min-cost", "--workers", "2"],
      "a\na\n",
      "cover: --min-cost runs on one thread: leave out --workers and --redis",
    );
  });

  it("without --min-cost, costs are read and left out of the solutions", async () => {
    expect((await runCli(["cover", "-"], "a b\na b |3\n")).stdout).toBe("a b\n");
  });

  it("has help with an example", async () => {
    const r = await runCli(["cover", "--help"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/examples?:/);
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
