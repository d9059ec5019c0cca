// Variant puzzles on the command line: f-puzzles JSON files, standard input, links and load=
// strings to solve and count; every reading error is exit 2 with one line naming what and where.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fPuzzlesLink } from "../../src/sudoku/variants/link.js";
import { runCli } from "../helpers/cli.js";

const KILLER = readFileSync("examples/killer.json", "utf8");
const KILLER_SOLUTION =
  "215647398368952174794381652586274931142593867973816425821739546659428713437165289";
const row = "[{},{},{},{}]";
const empty4 = (extra = "") => `{"size":4,"grid":[${row},${row},${row},${row}]${extra}}`;

describe("sudoku solve and count read variants", () => {
  it("solves an f-puzzles file (multi-line JSON) in the classic answer form", async () => {
    const r = await runCli(["sudoku", "solve", "examples/killer.json"]);
    expect(r).toEqual({ code: 0, stdout: `${KILLER_SOLUTION}\n`, stderr: "" });
  });

  it("reads standard input, a link and a bare load= string", async () => {
    expect((await runCli(["sudoku", "solve", "-"], KILLER)).stdout).toBe(`${KILLER_SOLUTION}\n`);
    const link = fPuzzlesLink(KILLER);
    expect((await runCli(["sudoku", "solve", link])).stdout).toBe(`${KILLER_SOLUTION}\n`);
    expect((await runCli(["sudoku", "count", link.slice(link.indexOf("load="))])).stdout).toBe(
      "1\n",
    );
  });

  it("counts to the limit, and answers none for a puzzle without solution", async () => {
    expect((await runCli(["sudoku", "count", empty4(), "--limit", "1000"])).stdout).toBe("288\n");
    const r = await runCli([
      "sudoku",
      "solve",
      empty4(
        ',"killercage":[{"cells":["R1C1","R1C2"],"value":"3"},{"cells":["R1C3","R1C4"],"value":"3"}]',
      ),
    ]);
    expect(r).toEqual({ code: 0, stdout: "none\n", stderr: "" });
  });

  it("answers one JSON puzzle per line in a batch, with classic grids beside", async () => {
    const line = JSON.stringify(JSON.parse(KILLER));
    const r = await runCli(["sudoku", "count", "-"], `${line}\n${".".repeat(16)}\n`);
    expect(r.stdout).toBe("1\n2\n");
  });
});

describe("variant input errors: exit 2, one line", () => {
  const cases: [string, string, RegExp][] = [
    [
      "unknown constraint",
      empty4(',"sandwichsum":[{"cell":"R0C1","value":"5"}]'),
      /constraint 'sandwichsum' is not supported/,
    ],
    [
      "cell outside the grid",
      empty4(',"killercage":[{"cells":["R10C1"],"value":"3"}]'),
      /killercage 1: cell 'R10C1' is outside the 4x4 grid/,
    ],
    ["not a cell name", empty4(',"odd":[{"cell":"A1"}]'), /odd 1: 'A1' is not a cell name/],
    [
      "bad sum",
      empty4(',"killercage":[{"cells":["R1C1","R1C2"],"value":"x"}]'),
      /killercage 1: sum 'x' is not a whole number/,
    ],
    [
      "impossible sum",
      empty4(',"killercage":[{"cells":["R1C1","R1C2"],"value":"8"}]'),
      /killercage 1: sum 8 is impossible \(from 3 to 7\)/,
    ],
    [
      "repeated cell",
      empty4(',"thermometer":[{"lines":[["R1C1","R1C2","R1C1"]]}]'),
      /thermometer 1 line 1: cell 'R1C1' is repeated/,
    ],
    [
      "region out of range",
      `{"size":4,"grid":[[{"region":4},{},{},{}],${row},${row},${row}]}`,
      /grid cell R1C1: region 4 is out of range \(0 to 3\)/,
    ],
    [
      "region of the wrong size",
      `{"size":4,"grid":[[{"region":1},{},{},{}],${row},${row},${row}]}`,
      /region 0 has 3 cells, every region needs 4/,
    ],
    [
      "wrong row count",
      `{"size":4,"grid":[${row},${row},${row}]}`,
      /'grid' has 3 rows, a 4x4 puzzle needs 4/,
    ],
    [
      "wrong cell count",
      `{"size":4,"grid":[${row},${row},${row},[{},{}]]}`,
      /grid row 4 has 2 cells, expected 4/,
    ],
    ["size out of range", '{"size":17,"grid":[]}', /'size' must be from 4 to 16, got 17/],
    ["bad JSON", '{"size":4,', /not valid JSON/],
    [
      "bad given",
      `{"size":4,"grid":[[{"value":7,"given":true},{},{},{}],${row},${row},${row}]}`,
      /grid cell R1C1: value 7 is not a digit from 1 to 4/,
    ],
    [
      "hostile key",
      empty4(',"__proto__":{"polluted":true}'),
      /constraint '__proto__' is not supported/,
    ],
    ["bad link data", "https://f-puzzles.com/?load=!!!", /not base64/],
    ["link that is not f-puzzles", "load=AAAA", /does not decompress to f-puzzles JSON/],
  ];
  it.each(cases)("%s", async (_, input, message) => {
    const r = await runCli(["sudoku", "solve", "-"], input);
    expect(r.code).toBe(2);
    const lines = r.stderr.trim().split("\n");
    expect(lines.at(-1)).toMatch(/^permuta: error: /);
    expect(r.stderr).toMatch(message);
    expect(r.stderr).not.toMatch(/\n\s+at /); // no stack trace
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  // they once refused variants (exit 2); the variant logic answers now (test/sudoku/variant-logic-cli.test.ts)
  it.each(["hint", "explain", "rate", "candidates"])(
    "%s reads a variant puzzle (link and file)",
    async (command) => {
      const r = await runCli(["sudoku", command, fPuzzlesLink(KILLER)]);
      expect(r.code).toBe(0);
      expect(r.stdout).not.toBe("");
      const file = await runCli(["sudoku", command, "examples/killer.json"]);
      expect(file).toEqual({ code: 0, stdout: r.stdout, stderr: "" });
    },
  );
});
