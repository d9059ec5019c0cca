import { describe, expect, it } from "vitest";
import { profileLines } from "../../src/cli/search.js";
import { runCli } from "../helpers/cli.js";

const path = (name: string) => new URL(`../../examples/${name}`, import.meta.url).pathname;

describe("permuta search", () => {
  it("prints the solutions, then the profile: count then the statement as written", async () => {
    const r = await runCli(["search", path("7ab-cd.search"), "--profile"]);
    expect(r.code).toBe(0);
    const lines = r.stdout.trimEnd().split("\n");
    expect(lines[0]).toBe("715 * 46 = 32890");
    expect(lines).toHaveLength(20);
    expect(lines[1]).toBe("  1  Let x = 7");
    expect(lines[8]).toBe("790  Compute multiplicand = {xab}");
    expect(lines[19]).toBe('  1  Print multiplicand " * " multiplier " = " product');
    expect(lines.slice(1).map((l) => Number(l.trim().split(" ")[0]))).toEqual([
      1, 1, 9, 8, 64, 448, 158, 790, 790, 790, 790, 286, 260, 260, 81, 81, 16, 16, 1,
    ]);
  });

  it("gives the same output interpreted", async () => {
    for (const file of ["save-more-money.search", "eight-queens.search"]) {
      const compiled = await runCli(["search", path(file), "--profile"]);
      const interpreted = await runCli(["search", path(file), "--profile", "--interpret"]);
      expect(interpreted.stdout).toBe(compiled.stdout);
      expect(compiled.stdout.length).toBeGreaterThan(0);
    }
  });

  it("reads the program from standard input and writes JSON", async () => {
    const program = 'Values 1..3\nChoose a\nChoose b\nRestrict a < b\nPrint a "<" b\n';
    const r = await runCli(["search", "-", "--json", "--profile"], program);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({
      solutions: ["1<2", "1<3", "2<3"],
      complete: true,
      nodes: 9,
      profile: [
        { line: 1, statement: "Values 1..3", count: 1 },
        { line: 2, statement: "Choose a", count: 1 },
        { line: 3, statement: "Choose b", count: 3 },
        { line: 4, statement: "Restrict a < b", count: 6 },
        { line: 5, statement: 'Print a "<" b', count: 3 },
      ],
    });
  });

  it("stops at --limit", async () => {
    const r = await runCli(["search", path("eight-queens.search"), "--limit", "3"]);
    expect(r.stdout.trimEnd().split("\n")).toEqual([
      "1 5 8 6 3 7 2 4",
      "1 6 8 3 7 4 2 5",
      "1 7 4 6 8 2 5 3",
    ]);
    const j = await runCli(["search", path("eight-queens.search"), "--limit", "2", "--json"]);
    expect(JSON.parse(j.stdout)).toMatchObject({
      solutions: ["1 5 8 6 3 7 2 4", "1 6 8 3 7 4 2 5"],
      complete: false,
    });
  });

  it("shows the generated code, with generated names only", async () => {
    const program =
      'Choose secret_name\nRestrict secret_name > 7\nPrint "text; process.exit()" secret_name';
    const r = await runCli(["search", "-", "--show-code"], program);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/for \(let f0 = 1023 & ~used/);
    expect(r.stdout).not.toMatch(/secret_name|process/);
  });

  it("prints nothing and exits 0 when there is no solution", async () => {
    const r = await runCli(["search", "-"], "Choose a\nRestrict a > 9\nPrint a");
    expect(r).toEqual({ code: 0, stdout: "", stderr: "" });
  });

  it("rejects bad programs with exit code 2 and the line and column", async () => {
    const cases: [string, RegExp][] = [
      ["Choose a\nSelect b", /^permuta: error: line 2, column 1: unknown statement 'Select'/],
      ["Choose a\nLet b a + 1", /^permuta: error: line 2, column 7: expected '=' after 'Let b'/],
      [
        "Choose a\nRestrict (a + 1 > 2",
        /^permuta: error: line 2, column 20: unbalanced parentheses/,
      ],
      ["Choose a\nRestrict a > b", /^permuta: error: line 2, column 14: undefined variable 'b'/],
      ["Choose a\nChoose a", /^permuta: error: line 2, column 8: variable 'a' is chosen twice/],
      [
        "Values 1..2\nChoose a\nChoose b\nChoose c",
        /^permuta: error: line 4, column 1: pool too small/,
      ],
      [
        "Choose a\nRestrict a < 100000000000000000000",
        /^permuta: error: line 2, column 14: number .* too large/,
      ],
      [
        "Choose a\nCompute b = a * 9000000000000000",
        /^permuta: error: line 2, column 15: .*beyond exact integer/,
      ],
    ];
    for (const [program, message] of cases) {
      const r = await runCli(["search", "-"], program);
      expect(r.code, program).toBe(2);
      expect(r.stderr, program).toMatch(message);
      expect(r.stderr.trim().split("\n")).toHaveLength(1);
      expect(r.stdout).toBe("");
    }
  });

  it("rejects bad options and a missing file", async () => {
    expect((await runCli(["search"])).code).toBe(2);
    expect((await runCli(["search", "-", "--limit", "0"], "Choose a\nPrint a")).code).toBe(2);
    expect((await runCli(["search", "-", "--frob"], "")).code).toBe(2);
    const missing = await runCli(["search", "no-such-file.search"]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/cannot read file 'no-such-file.search'/);
    expect((await runCli(["search", "--help"])).stdout).toMatch(/usage: permuta search/);
  });

  it("stops cleanly when its signal is aborted", async () => {
    const { main } = await import("../../src/cli/main.js");
    const { PassThrough, Readable } = await import("node:stream");
    const controller = new AbortController();
    const stderr = new PassThrough();
    let err = "";
    stderr.on("data", (d) => {
      err += d;
    });
    // 12 Chooses over 0..11 with an impossible Restrict: far too long to finish
    const program = `Values 0..11\n${Array.from({ length: 12 }, (_, i) => `Choose v${i}`).join("\n")}\nRestrict v0 > 20\nPrint v0`;
    setTimeout(() => controller.abort(), 100);
    const code = await main(
      ["search", "-"],
      { stdout: new PassThrough(), stderr, stdin: Readable.from([program]), progress: false },
      controller.signal,
    );
    expect(code).toBe(130);
    expect(err).toMatch(/cancelled/);
  });

  it("runs deep programs, big pools and pools near 2^53 the same in both modes; refuses with exit 2", async () => {
    const n = 1000;
    const deep = [
      `Values 0..${n}`,
      "Choose v0",
      "Restrict v0 == 1",
      ...Array.from({ length: n - 1 }, (_, i) => `Choose v${i + 1}`),
      `Print v0 " " v${n - 1}`,
    ].join("\n");
    const programs: [string, string][] = [
      [deep, "1 999\n"],
      ["Values 0..125000\nChoose a\nRestrict a == 124999\nPrint a", "124999\n"],
      ["Values 9007199254740961\nChoose a\nPrint a", "9007199254740961\n"],
      [
        `Values ${Array.from({ length: 100_000 }, (_, i) => i * 3).join(" ")}\nChoose a\nRestrict a == 9\nPrint a`,
        "9\n",
      ],
    ];
    for (const [program, expected] of programs)
      for (const mode of [[], ["--interpret"]]) {
        const r = await runCli(["search", "-", "--limit", "1", ...mode], program);
        expect(r.stderr).toBe("");
        expect([r.code, r.stdout]).toEqual([0, expected]);
      }
    const refused = [
      "Values 9007199254740991\nChoose a\nPrint a + 1",
      `Compute x = ${"(".repeat(100_000)}1${")".repeat(100_000)}\nPrint x`,
      `Compute x = ${Array(100_000).fill("1").join(" + ")}\nPrint x`,
    ];
    for (const program of refused)
      for (const mode of [[], ["--interpret"]]) {
        const r = await runCli(["search", "-", ...mode], program);
        expect(r.code).toBe(2);
        expect(r.stdout).toBe("");
        expect(r.stderr).toMatch(/^permuta: error: line \d+, column \d+: [^\n]+\n$/);
      }
  }, 30_000);

  it("formats the profile of a program with 300,000 statements (no spread of the profile)", () => {
    const profile = Array.from({ length: 300_000 }, (_, i) => ({
      line: i + 1,
      statement: `Restrict a != ${i}`,
      count: i === 7 ? 12345 : 1,
    }));
    const lines = profileLines(profile);
    expect(lines).toHaveLength(300_000);
    expect(lines[0]).toBe("    1  Restrict a != 0");
    expect(lines[7]).toBe("12345  Restrict a != 7");
  });
});

describe("permuta search: named pools and free choices", () => {
  it("solves the zebra puzzle the same compiled, interpreted and on two workers", async () => {
    const expected = "water: house 1, zebra: house 5; norwegian 1, japanese 5\n";
    for (const mode of [[], ["--interpret"], ["--workers", "2"]]) {
      const r = await runCli(["search", path("zebra.search"), ...mode]);
      expect([r.code, r.stdout, r.stderr]).toEqual([0, expected, ""]);
    }
  }, 30_000);

  it("refuses a mistake in a pool with exit 2, line and column, in both modes", async () => {
    const cases: [string, string][] = [
      [
        "Pool p 1..2\nChoose a from p\nChoose b from p\nChoose c from p\n",
        "line 4, column 1: pool 'p' too small",
      ],
      ["Choose a from colour\n", "line 1, column 15: unknown pool 'colour'"],
      ["Pool p 1..3\nChoose p from p\n", "line 2, column 8: 'p' is the name of a pool (line 1)"],
    ];
    for (const [program, message] of cases)
      for (const mode of [[], ["--interpret"]]) {
        const r = await runCli(["search", "-", ...mode], program);
        expect(r.code).toBe(2);
        expect(r.stdout).toBe("");
        expect(r.stderr.startsWith(`permuta: error: ${message}`), r.stderr).toBe(true);
        expect(r.stderr.split("\n")).toHaveLength(2);
      }
  }, 30_000);
});
