/**
 * Hostile units: a unit may come from anyone who can write to the Redis, so every engine's
 * runner checks its payload as the parser would and fails with a clear InputError: never runs
 * code, never hangs, never crashes the worker. Checked here in this thread (runUnit) and on the
 * local pool's threads (which load dist/).
 */
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { InputError } from "../../src/core/errors.js";
import { formatDlx } from "../../src/exact-cover/dlx-format.js";
import { queensProblem } from "../../src/exact-cover/encoders/queens.js";
import { coverUnits, coverUnitText } from "../../src/parallel/cover-unit.js";
import { runUnit } from "../../src/parallel/registry.js";
import { runUnits } from "../../src/parallel/run.js";
import type { WorkUnit } from "../../src/parallel/unit.js";
import { queensUnits } from "../../src/queens/units.js";

const line = (text: string, n = 1) => ({ line: n, text });
const sudokuLine = line(`${"1".repeat(9)}${".".repeat(72)}`);
const queens6 = formatDlx(queensProblem(6));

/** A syntax tree whose fields carry code: what defect 1's planted job sent. */
const tree = {
  statements: [
    {
      kind: "values",
      values: [{ kind: "number", value: "1;require('fs').writeFileSync('/tmp/pl/x','')" }],
    },
  ],
};

/** Units that must each fail with an InputError naming what is wrong. */
const hostile: [WorkUnit, RegExp][] = [
  // the unit itself
  [null as unknown as WorkUnit, /the unit must be an object/],
  [{ engine: ["queens"], payload: {} } as unknown as WorkUnit, /'engine' must be text/],
  [{ engine: "__proto__", payload: {} }, /unknown unit engine/],
  [{ engine: "toString", payload: {} }, /unknown unit engine/],
  [JSON.parse('{"engine":"queens","payload":{},"__proto__":{"x":1}}'), /unknown key '__proto__'/],
  // queens
  [{ engine: "queens", payload: { n: 40, columns: [] } }, /'n' must be an integer from 1 to 32/],
  [{ engine: "queens", payload: { n: "8", columns: [] } }, /'n' must be an integer/],
  [{ engine: "queens", payload: { n: 8.5, columns: [] } }, /'n' must be an integer/],
  [{ engine: "queens", payload: { n: 8, columns: [0, 0] } }, /attack each other/],
  [{ engine: "queens", payload: { n: 8, columns: [0, 1] } }, /attack each other/],
  [
    { engine: "queens", payload: { n: 8, columns: [8] } },
    /columns\[0\]' must be an integer from 0 to 7/,
  ],
  [{ engine: "queens", payload: { n: 4, columns: [1, 3, 0, 2, 1] } }, /more than 4 elements/],
  [{ engine: "queens", payload: { n: 8, columns: [0], weight: 2 } }, /unknown key 'weight'/],
  [{ engine: "queens", payload: { n: 8, columns: { length: 1e9 } } }, /'columns' must be an array/],
  [{ engine: "queens", payload: { n: 8, columns: [0], extra: 1 } }, /unknown key 'extra'/],
  [
    JSON.parse('{"engine":"queens","payload":{"n":8,"columns":[0],"constructor":{}}}'),
    /unknown key 'constructor'/,
  ],
  // cover: a pre-built structure instead of text, paths that do not belong to the problem
  [
    { engine: "cover", payload: { problem: queensProblem(6), paths: [[0]] } },
    /unknown key 'problem'/,
  ],
  [{ engine: "cover", payload: { text: { toString: 1 }, paths: [[0]] } }, /'text' must be text/],
  [
    { engine: "cover", payload: { text: "a b\na\nb c\n", paths: [[0]] } },
    /line 3, column 3.*unknown item 'c'/,
  ],
  [
    { engine: "cover", payload: { text: queens6, paths: [[9999]] } },
    /does not belong to this problem/,
  ],
  [
    { engine: "cover", payload: { text: queens6, paths: [[-1]] } },
    /'paths\[0\]\[0\]' must be an integer/,
  ],
  [{ engine: "cover", payload: { text: queens6, paths: [[0.5]] } }, /must be an integer/],
  [{ engine: "cover", payload: { text: queens6, paths: "0" } }, /'paths' must be an array/],
  [{ engine: "cover", payload: { text: queens6, paths: [[0]], limit: -1 } }, /'limit'/],
  [
    { engine: "cover", payload: { text: queens6, paths: [[0]], solutions: "yes" } },
    /'solutions' must be true or false/,
  ],
  // search: a syntax tree instead of text, positions outside the pool
  [{ engine: "search", payload: { program: tree, from: 0, to: 1 } }, /'program' must be text/],
  [
    { engine: "search", payload: { program: "Values 1..3\nChoose a\nPrint a", from: 0, to: 9 } },
    /not within the pool/,
  ],
  [
    { engine: "search", payload: { program: "Values 1..3\nChoose a\nPrint a", from: 2, to: 1 } },
    /'to' must be an integer from 2/,
  ],
  [
    { engine: "search", payload: { program: "Choose a\nPrint a", from: "0", to: 1 } },
    /'from' must be an integer/,
  ],
  [
    { engine: "search", payload: { program: "Choose a\nPrint a", from: 0, to: 1, interpret: 1 } },
    /'interpret' must be true or false/,
  ],
  [
    { engine: "search", payload: { program: "Values 1..3\nChoose a\nPrint a(", from: 0, to: 1 } },
    /line 3/,
  ],
  // sudoku and alphametic batches: lines of text, settings of known keys only
  [
    {
      engine: "sudoku",
      payload: { lines: [sudokuLine], settings: { command: "solve", signal: {} } },
    },
    /unknown key 'signal'/,
  ],
  [
    { engine: "sudoku", payload: { lines: [sudokuLine], settings: { command: "rm -rf" } } },
    /'command' must be solve, count/,
  ],
  [
    {
      engine: "sudoku",
      payload: { lines: [sudokuLine], settings: { command: "count", limit: 0 } },
    },
    /'limit'/,
  ],
  [
    {
      engine: "sudoku",
      payload: { lines: [sudokuLine], settings: { command: "solve", method: "x" } },
    },
    /'method'/,
  ],
  [
    {
      engine: "sudoku",
      payload: { lines: [{ line: 1, text: 81 }], settings: { command: "solve" } },
    },
    /'lines\[0\].text' must be text/,
  ],
  [
    {
      engine: "sudoku",
      payload: { lines: [{ line: 0, text: "" }], settings: { command: "solve" } },
    },
    /'lines\[0\].line'/,
  ],
  [
    {
      engine: "sudoku",
      payload: { lines: [line("x".repeat((1 << 20) + 1))], settings: { command: "solve" } },
    },
    /longer than 1048576 characters/,
  ],
  [
    { engine: "sudoku", payload: { lines: "abc", settings: { command: "solve" } } },
    /'lines' must be an array/,
  ],
  [
    { engine: "alphametic", payload: { lines: [line("A + A = B")], settings: { base: 37 } } },
    /'base' must be an integer from 2 to 36/,
  ],
  [
    { engine: "alphametic", payload: { lines: [line("A + A = B")], settings: { counters: {} } } },
    /unknown key 'counters'/,
  ],
  [
    {
      engine: "alphametic",
      payload: { lines: [line("A + A = B")], settings: { onProgress: "x" } },
    },
    /unknown key 'onProgress'/,
  ],
  [
    JSON.parse(
      '{"engine":"alphametic","payload":{"lines":[],"settings":{"assign":{"__proto__":{"polluted":1}}}}}',
    ),
    /'assign' has a bad letter/,
  ],
  [
    {
      engine: "alphametic",
      payload: { lines: [line("A + A = B")], settings: { assign: { A: 99 } } },
    },
    /'assign.A' must be an integer from 0 to 35/,
  ],
  [
    {
      engine: "alphametic",
      payload: { lines: [line("A + A = B")], settings: { digits: { A: [1, "2"] } } },
    },
    /'digits.A\[1\]'/,
  ],
  [
    { engine: "alphametic", payload: { lines: [line("A + A = B")], settings: { method: "eval" } } },
    /'method'/,
  ],
  // the logic batch (explain, rate) and one alphametic from the command line
  [
    { engine: "sudoku-logic", payload: { lines: [sudokuLine], settings: { command: "solve" } } },
    /'command' must be explain, rate/,
  ],
  [
    {
      engine: "sudoku-logic",
      payload: { lines: [sudokuLine], settings: { command: "explain", maxSteps: -1 } },
    },
    /'maxSteps' must be an integer from 1/,
  ],
  [
    {
      engine: "sudoku-logic",
      payload: { lines: [sudokuLine], settings: { command: "rate", signal: {} } },
    },
    /unknown key 'signal'/,
  ],
  [
    {
      engine: "alphametic-one",
      payload: { lines: [line("A + A = B")], settings: {}, mode: "eval" },
    },
    /'mode' must be solve, explain, compare/,
  ],
  [
    {
      engine: "alphametic-one",
      payload: { lines: [line("A + A = B"), line("B + B = C", 2)], settings: {}, mode: "solve" },
    },
    /exactly one puzzle/,
  ],
  [
    {
      engine: "alphametic-one",
      payload: { lines: [line("A + A = B")], settings: { onProgress: "x" }, mode: "solve" },
    },
    /unknown key 'onProgress'/,
  ],
];

describe("hostile unit payloads", () => {
  it("each fail with an InputError naming what is wrong, in this thread", async () => {
    for (const [unit, message] of hostile) {
      const run = runUnit(unit);
      await expect(run, JSON.stringify(unit)?.slice(0, 100)).rejects.toBeInstanceOf(InputError);
      await expect(run, JSON.stringify(unit)?.slice(0, 100)).rejects.toThrow(message);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(existsSync("/tmp/pl/x")).toBe(false);
  });

  it("each fail on the pool's threads too, which go on running good units", async () => {
    for (const [unit, message] of hostile.filter((_, i) => i % 4 === 0)) {
      const good: WorkUnit = { engine: "queens", payload: { n: 6, columns: [1] } };
      await expect(runUnits([good, unit, good], { workers: 2, pool: true })).rejects.toThrow(
        message,
      );
      expect(await runUnits([good, good], { workers: 2, pool: true })).toEqual([4, 4]);
    }
  }, 30_000);

  it("good units still run: what the coordinator sends passes the checks", async () => {
    const queens = queensUnits(8, 2);
    const counts = await Promise.all(
      queens.map((payload) => runUnit({ engine: "queens", payload })),
    );
    expect(counts.reduce((s: number, c) => s + (c as number), 0)).toBe(92);
    const units = coverUnits(queensProblem(6), { solutions: true });
    const results = (await Promise.all(units.map((u) => runUnit(u)))) as { count: number }[];
    expect(results.reduce((s, r) => s + r.count, 0)).toBe(4);
    expect(
      await runUnit({
        engine: "alphametic",
        payload: {
          lines: [line("SEND + MORE = MONEY")],
          settings: { assign: { M: 1 }, digits: { S: [9] } },
        },
      }),
    ).toEqual({ lines: ["9567 + 1085 = 10652"], errors: 0, puzzles: 1 });
    expect(
      await runUnit({
        engine: "alphametic-one",
        payload: { lines: [line("SEND + MORE = MONEY")], settings: {}, mode: "solve" },
      }),
    ).toEqual({ lines: ["9567 + 1085 = 10652"] });
    const rated = (await runUnit({
      engine: "sudoku-logic",
      payload: { lines: [sudokuLine, line(".".repeat(81), 2)], settings: { command: "rate" } },
    })) as { lines: string[]; errors: number };
    expect(rated).toMatchObject({ lines: [expect.stringMatching(/^error: line 1/), "not unique"] });
  });

  it("a problem's names never reach the workers: any name the engine takes is carried", () => {
    expect(
      coverUnitText({ primary: ["a b", "c|d"], secondary: ["x:y"], options: [{ items: [0, 2] }] }),
    ).toBe("i0 i1 | s0\ni0 s0\n");
    expect(
      coverUnitText({
        primary: ["a"],
        secondary: ["x"],
        options: [{ items: [0, 1], colors: [null, null] }],
      }),
    ).toBe("i0 | s0\ni0 s0\n");
    expect(() =>
      coverUnitText({ primary: ["a"], secondary: [], options: [{ items: [3] }] }),
    ).toThrow(/no primary item/);
  });
});
