import { describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";

const lines = (s: string) => s.trimEnd().split("\n");

describe("permuta perm", () => {
  it("says on stderr that a subcommand is needed", async () => {
    const r = await runCli(["perm"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe("permuta: error: perm: a subcommand is needed\n");
  });

  it("list --order heap prints the classic order", async () => {
    const r = await runCli(["perm", "list", "0", "1", "2", "--order", "heap"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe("0 1 2\n1 0 2\n2 0 1\n0 2 1\n1 2 0\n2 1 0\n");
    const rec = await runCli(["perm", "list", "0", "1", "2", "--order", "heap-recursive"]);
    expect(rec.stdout).toBe(r.stdout);
  });

  it("list defaults to lexicographic order by input position", async () => {
    const r = await runCli(["perm", "list", "b", "a", "c"]);
    expect(lines(r.stdout)).toEqual(["b a c", "b c a", "a b c", "a c b", "c b a", "c a b"]);
    const naive = await runCli(["perm", "list", "b", "a", "c", "--order", "naive"]);
    expect(naive.stdout).toBe(r.stdout);
  });

  it("list --order sjt, --k, --distinct and --json", async () => {
    expect(lines((await runCli(["perm", "list", "1", "2", "3", "--order", "sjt"])).stdout)).toEqual(
      ["1 2 3", "1 3 2", "3 1 2", "3 2 1", "2 3 1", "2 1 3"],
    );
    expect(lines((await runCli(["perm", "list", "a", "b", "c", "--k", "2"])).stdout)).toEqual([
      "a b",
      "a c",
      "b a",
      "b c",
      "c a",
      "c b",
    ]);
    const heapK = lines(
      (await runCli(["perm", "list", "a", "b", "c", "d", "--k", "2", "--order", "heap"])).stdout,
    );
    expect(heapK).toHaveLength(12);
    expect(new Set(heapK).size).toBe(12);
    expect(lines((await runCli(["perm", "list", "10", "9", "10", "--distinct"])).stdout)).toEqual([
      "9 10 10",
      "10 9 10",
      "10 10 9",
    ]);
    expect(lines((await runCli(["perm", "list", "x", "y", "--json"])).stdout)).toEqual([
      '["x","y"]',
      '["y","x"]',
    ]);
  });

  it("list of 8 items streams all 40320 lines", async () => {
    const r = await runCli(["perm", "list", ..."01234567"]);
    const out = lines(r.stdout);
    expect(out).toHaveLength(40320);
    expect(out.at(-1)).toBe("7 6 5 4 3 2 1 0");
  });

  it("count prints exact integers", async () => {
    expect((await runCli(["perm", "count", "25"])).stdout).toBe("15511210043330985984000000\n");
    expect((await runCli(["perm", "count", "10", "--k", "3"])).stdout).toBe("720\n");
    expect((await runCli(["perm", "count", "--distinct", ..."MISSISSIPPI"])).stdout).toBe(
      "34650\n",
    );
    expect((await runCli(["perm", "count", "5", "--json"])).stdout).toBe('{"count":120}\n');
  });

  it("next and prev wrap around and handle repeats", async () => {
    expect((await runCli(["perm", "next", "1", "2", "2", "3"])).stdout).toBe("1 2 3 2\n");
    expect((await runCli(["perm", "next", "c", "b", "a"])).stdout).toBe("a b c\n");
    expect((await runCli(["perm", "prev", "1", "2", "3"])).stdout).toBe("3 2 1\n");
    // numbers compare as numbers: 9 < 10
    expect((await runCli(["perm", "next", "10", "9"])).stdout).toBe("9 10\n");
  });

  it("random is reproducible with --seed", async () => {
    const a = await runCli(["perm", "random", "a", "b", "c", "d", "e", "--seed", "42"]);
    const b = await runCli(["perm", "random", "a", "b", "c", "d", "e", "--seed", "42"]);
    expect(a.code).toBe(0);
    expect(a.stdout).toBe(b.stdout);
    expect(lines(a.stdout)[0].split(" ").sort()).toEqual(["a", "b", "c", "d", "e"]);
    const k = await runCli(["perm", "random", "a", "b", "c", "d", "--seed", "s", "--k", "2"]);
    expect(lines(k.stdout)[0].split(" ")).toHaveLength(2);
  });

  it("rank and unrank", async () => {
    expect((await runCli(["perm", "rank", "2", "1", "0"])).stdout).toBe("5\n");
    expect((await runCli(["perm", "rank", "10", "9", "8"])).stdout).toBe("5\n");
    expect((await runCli(["perm", "rank", "b", "a", "a"])).stdout).toBe("2\n");
    expect((await runCli(["perm", "unrank", "3", "5"])).stdout).toBe("2 1 0\n");
    const big = await runCli(["perm", "unrank", "30", "1000000000000000000000000000000"]);
    expect(big.code).toBe(0);
    const r = await runCli(["perm", "rank", ...lines(big.stdout)[0].split(" ")]);
    expect(r.stdout).toBe("1000000000000000000000000000000\n");
  });

  it("trace shows exchanges, yields and the iterative stack", async () => {
    const t = lines((await runCli(["perm", "trace", "0", "1", "2", "3"])).stdout);
    expect(t.slice(0, 3)).toEqual([
      "Yield [0, 1, 2, 3]",
      "Exchanging L[0] and L[1] -> [1, 0, 2, 3]",
      "Yield [1, 0, 2, 3]",
    ]);
    expect(t.filter((l) => l.startsWith("Yield"))).toHaveLength(24);
    expect(t.filter((l) => l.startsWith("Exchanging"))).toHaveLength(23);
    const it2 = lines(
      (await runCli(["perm", "trace", "a", "b", "--order", "heap-iterative"])).stdout,
    );
    expect(it2).toEqual([
      "Stack: [(0, 2)]",
      "Stack: [(1, 2), (0, 1)]",
      "Yield [a, b]",
      "Stack: [(1, 2)]",
      "Exchanging L[0] and L[1] -> [b, a]",
      "Stack: [(0, 1)]",
      "Yield [b, a]",
    ]);
    const json = lines((await runCli(["perm", "trace", "a", "b", "--json"])).stdout).map((l) =>
      JSON.parse(l),
    );
    expect(json[1]).toEqual({ kind: "swap", i: 0, j: 1, list: ["b", "a"] });
  });

  it.each([
    [["perm", "list"], /give at least one item/],
    [["perm", "list", "a", "--order", "foo"], /unknown order 'foo'/],
    [["perm", "list", "a", "b", "--k", "3"], /--k must be at most 2/],
    [["perm", "list", "a", "b", "--k", "x"], /must be an integer/],
    [["perm", "list", "a", "b", "--order", "sjt", "--k", "1"], /not available/],
    [["perm", "list", "a", "b", "--order", "heap", "--distinct"], /--distinct/],
    [["perm", "count", "x"], /n must be an integer/],
    [["perm", "count", "2.5"], /n must be an integer/],
    [["perm", "count", "3", "--k", "4"], /at most 3/],
    [["perm", "count"], /expected one number/],
    [["perm", "count", "1000000"], /at most 100000/],
    [["perm", "unrank", "3", "6"], /below 3! = 6/],
    [["perm", "unrank", "3"], /expected <n> <index>/],
    [["perm", "unrank", "3", "-1"], /non-negative/],
    [["perm", "trace", "a", "--order", "lex"], /unknown order/],
    [["perm", "frobnicate"], /unknown subcommand/],
    [["perm", "list", "a", "--bogus"], /unknown option/],
  ])("%j is an input error", async (args, message) => {
    const r = await runCli(args);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^permuta: error: /);
    expect(r.stderr).toMatch(message);
    expect(r.stderr.split("\n")).toHaveLength(2);
  });

  it("prints help", async () => {
    const r = await runCli(["perm", "--help"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/usage: permuta perm/);
    expect((await runCli(["perm", "list", "--help"])).stdout).toMatch(/subcommands/);
  });
});
