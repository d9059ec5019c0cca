// biome-ignore-all lint/suspicious/noExplicitAny: hostile trees are untyped on purpose
import { existsSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { InputError } from "../../src/core/errors.js";
import { runSearchUnit, type SearchUnit } from "../../src/parallel/search-unit.js";
import type { Program } from "../../src/search/ast.js";
import { checkProgram } from "../../src/search/checker.js";
import { compileProgram } from "../../src/search/compiler.js";
import { interpretProgram, interpretSteps } from "../../src/search/interpreter.js";
import { parseProgram } from "../../src/search/parser.js";
import {
  compiledSearch,
  firstSolution,
  loadProgram,
  runSearch,
  runSearchAsync,
  searchSolutions,
} from "../../src/search/run.js";
import { validateProgram } from "../../src/search/validate.js";

/**
 * Syntax trees from outside (a library caller, a job on a queue) are hostile: nothing in them may
 * become code. Each tree below, on the old code, ran its payload inside `new Function` (or
 * crashed with something other than an InputError); now every entry point refuses it.
 */

const sentinel = join(tmpdir(), `permuta-hostile-${process.pid}-${Date.now()}`);
const g = globalThis as Record<string, unknown>;
const write = `process.getBuiltinModule("fs").writeFileSync(${JSON.stringify(sentinel)}, "pwned")`;

afterEach(() => {
  rmSync(sentinel, { force: true });
  delete g.__permutaPwned;
});

/** A fresh parsed tree (plain, mutable objects) to tamper with. */
const tree = (text = "Choose a\nChoose b\nPrint max(a, b)") =>
  JSON.parse(JSON.stringify(parseProgram(text))) as Program & Record<string, unknown>;

type Tamper = (t: any) => void;

const hostile: [string, Tamper | (() => unknown)][] = [
  [
    "a call name that closes the call and runs code",
    (t) => {
      t.statements[2].items[0].expr.name = `max(0),(globalThis.__permutaPwned=1)||${write}||Math.max`;
    },
  ],
  [
    "a line number that is a string with a newline and code",
    (t) => {
      t.statements[0].line = `1\n${write}; globalThis.__permutaPwned = 1; //`;
    },
  ],
  [
    "a statement kind with a newline and code",
    (t) => {
      t.statements[0].kind = `choose\n${write}; //`;
    },
  ],
  [
    "an operator with code",
    (t) => {
      t.statements[2].items[0].expr = {
        kind: "binary",
        op: `+ (globalThis.__permutaPwned = 1) +`,
        left: { kind: "variable", name: "a", at: { line: 3, column: 7 } },
        right: { kind: "variable", name: "b", at: { line: 3, column: 11 } },
        at: { line: 3, column: 9 },
      };
    },
  ],
  [
    "a variable name with code",
    (t) => {
      t.statements[0].name = "a;globalThis.__permutaPwned=1";
    },
  ],
  [
    "a number that is code",
    (t) => {
      t.statements[2].items[0].expr.args[0] = {
        kind: "number",
        value: "(globalThis.__permutaPwned = 1)",
        at: { line: 3, column: 7 },
      };
    },
  ],
  ...(
    [
      ["NaN", Number.NaN],
      ["1e300", 1e300],
      ["Infinity", Number.POSITIVE_INFINITY],
      ["1.5", 1.5],
      ["2^53", 2 ** 53],
    ] as const
  ).map(([label, value]): [string, Tamper] => [
    `a number ${label}`,
    (t) => {
      t.statements[2].items[0].expr.args[0] = { kind: "number", value, at: { line: 3, column: 7 } };
    },
  ]),
  [
    "a Values pool with NaN",
    () => {
      const t = tree("Values 1 2 3\nChoose a\nPrint a");
      (t.statements[0] as any).values[1] = Number.NaN;
      return t;
    },
  ],
  [
    "a Values pool with duplicates",
    () => {
      const t = tree("Values 1 2 3\nChoose a\nPrint a");
      (t.statements[0] as any).values[1] = 1;
      return t;
    },
  ],
  [
    "a base that is a string",
    () => {
      const t = tree("Base 7\nChoose a\nPrint {a}");
      (t.statements[0] as any).base = "7";
      return t;
    },
  ],
  [
    "an extra __proto__ field (from JSON.parse)",
    () =>
      JSON.parse(
        `{"statements": [{"kind": "choose", "name": "a", "line": 1, "text": "Choose a", "at": {"line": 1, "column": 1}, "nameAt": {"line": 1, "column": 8}, "__proto__": {"line": "1\\nevil"}}]}`,
      ),
  ],
  [
    "a getter for the line",
    (t) => {
      Object.defineProperty(t.statements[0], "line", {
        get() {
          g.__permutaPwned = 1;
          return 1;
        },
        enumerable: true,
      });
    },
  ],
  [
    "a statement whose class is not Object",
    (t) => {
      class Sneaky {}
      t.statements[0] = Object.assign(new Sneaky(), t.statements[0]);
    },
  ],
  [
    "a cyclic expression",
    (t) => {
      const e = t.statements[2].items[0].expr;
      e.args[0] = e;
    },
  ],
  [
    "a node shared by two places (exponential DAG)",
    (t) => {
      let e: any = { kind: "variable", name: "a", at: { line: 3, column: 7 } };
      for (let i = 0; i < 60; i++)
        e = { kind: "binary", op: "+", left: e, right: e, at: { line: 3, column: 7 } };
      t.statements[2].items[0].expr = e;
    },
  ],
  [
    "an expression deeper than the parser allows",
    (t) => {
      let e: any = { kind: "variable", name: "a", at: { line: 3, column: 7 } };
      for (let i = 0; i < 100_000; i++)
        e = { kind: "unary", op: "-", operand: e, at: { line: 3, column: 7 } };
      t.statements[2].items[0].expr = e;
    },
  ],
  [
    "a statement that appears twice",
    (t) => {
      t.statements.push(t.statements[0]);
    },
  ],
  ["null", () => null],
  ["a number", () => 42],
  ["no statements", () => ({})],
  ["statements that are not an array", () => ({ statements: { length: 1, 0: {} } })],
];

/** The hostile input as the tree to pass. */
function build(make: Tamper | (() => unknown)): unknown {
  if (make.length === 0) return (make as () => unknown)();
  const t = tree();
  (make as Tamper)(t);
  return t;
}

/** Every entry point that takes a program tree. */
const entryPoints: [string, (t: unknown) => unknown][] = [
  ["loadProgram", (t) => loadProgram(t as Program)],
  ["checkProgram", (t) => checkProgram(t as Program)],
  ["validateProgram", (t) => validateProgram(t)],
  ["runSearch", (t) => runSearch(t as Program)],
  ["runSearch --interpret", (t) => runSearch(t as Program, { interpret: true })],
  ["runSearch --profile", (t) => runSearch(t as Program, { profile: true })],
  ["firstSolution", (t) => firstSolution(t as Program)],
  ["searchSolutions", (t) => [...searchSolutions(t as Program)]],
  ["runSearchUnit", (t) => runSearchUnit({ program: t, from: 0, to: 10 } as unknown as SearchUnit)],
];

function expectRefused(f: () => unknown): void {
  let error: unknown;
  try {
    f();
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(InputError);
  expect(existsSync(sentinel)).toBe(false);
  expect(g.__permutaPwned).toBeUndefined();
}

describe("hostile syntax trees", () => {
  for (const [label, make] of hostile)
    for (const [entry, call] of entryPoints)
      it(`${entry} refuses ${label}`, () => {
        expectRefused(() => call(build(make)));
      });

  it("runSearchAsync refuses them too", async () => {
    for (const [, make] of hostile) {
      await expect(runSearchAsync(build(make) as Program)).rejects.toBeInstanceOf(InputError);
      expect(existsSync(sentinel)).toBe(false);
      expect(g.__permutaPwned).toBeUndefined();
    }
  });

  it("does not trust a look-alike checked program (compileSearchProgram, interpreter)", () => {
    const real = checkProgram(parseProgram("Choose a\nPrint a"));
    const forged = {
      ...real,
      program: tree(`Choose a\nPrint a`),
      slotOf: new Map([["a", `0; ${write}; let x`]]),
    };
    (forged.program.statements[0] as any).line = `1\n${write}; //`;
    expectRefused(() => compileProgram(forged as any));
    expectRefused(() => compiledSearch(forged as any));
    expectRefused(() => interpretProgram(forged as any, () => {}));
    expectRefused(() => interpretSteps(forged as any));
    expectRefused(() => runSearch(forged as any));
    expectRefused(() => loadProgram(forged as any));
  });

  it("a checked program cannot be tampered with after the check", () => {
    const checked = loadProgram("Choose a\nPrint a");
    const s = checked.program.statements[0] as any;
    expect(() => {
      s.line = `1\n${write}; //`;
    }).toThrow(TypeError);
    expect(() => {
      (checked.variables[0] as any).name = "x";
    }).toThrow(TypeError);
    (checked.slotOf as Map<string, unknown>).set("a", `0; ${write}; let x`);
    expect(runSearch(checked).solutions.map((x) => x.text)).toEqual([
      "0",
      "1",
      "2",
      "3",
      "4",
      "5",
      "6",
      "7",
      "8",
      "9",
    ]);
    expect(existsSync(sentinel)).toBe(false);
  });

  it("ignores polluted prototypes: a missing field stays missing", () => {
    const proto = Object.prototype as Record<string, unknown>;
    try {
      proto.slotOf = new Map();
      proto.text = "Choose a";
      const t = tree("Choose a\nPrint a");
      delete (t.statements[0] as any).text;
      for (const [, call] of entryPoints) expectRefused(() => call(t));
      // with slotOf on every object, the old loadProgram took any object for a checked program
      const empty = { statements: [] } as Program;
      const checked = loadProgram(empty);
      expect(checked).not.toBe(empty);
      expect(runSearch(empty).solutions).toEqual([]);
    } finally {
      delete proto.slotOf;
      delete proto.text;
    }
  });

  it("accepts a clean tree from JSON, runs it the same in both modes, -0 as 0", () => {
    const t = tree(
      "Values -2..2\nChoose a\nRestrict a * 0 == 0\nPrint a max(a, 0) {b}".replace("{b}", "0"),
    );
    (t.statements[3] as any).items[2].expr.value = -0;
    const compiled = runSearch(t).solutions.map((s) => s.text);
    expect(compiled).toEqual(["-200", "-100", "000", "110", "220"]);
    expect(runSearch(t, { interpret: true }).solutions.map((s) => s.text)).toEqual(compiled);
  });

  it("treats a variable named __proto__ as a variable like any other", () => {
    for (const interpret of [false, true]) {
      const s = firstSolution("Choose __proto__\nRestrict __proto__ > 7\nPrint __proto__", {
        interpret,
      });
      expect(s?.text).toBe("8");
      expect(Object.hasOwn(s?.values ?? {}, "__proto__")).toBe(true);
      expect(Object.getPrototypeOf(s?.values)).toBe(Object.prototype);
    }
    expect(({} as Record<string, unknown>).constructor).toBe(Object);
  });

  it("runSearchUnit takes program text only, with integer bounds", () => {
    expect(
      runSearchUnit({ program: "Values 1..3\nChoose a\nPrint a", from: 1, to: 2 }).texts,
    ).toEqual(["2"]);
    expectRefused(() =>
      runSearchUnit({ program: "Choose a\nPrint a", from: "0", to: 1 } as unknown as SearchUnit),
    );
    expectRefused(() => runSearchUnit(null as unknown as SearchUnit));
  });

  it("accepts every tree the parser builds, unchanged, and runs its JSON copy like the text", () => {
    const text = fc
      .string({ unit: "grapheme", maxLength: 8 })
      .map((t) => t.replace(/["\\\n\r]/g, ""));
    const programArbitrary = fc
      .record({
        literal: fc.oneof(text, fc.constantFrom("x\u2028y", "\u{1F600}\u2029", "\t\u0301")),
        name: fc.constantFrom("a", "क", "_x1", "__proto__", "constructor", "été"),
        op: fc.constantFrom("+", "-", "*", "/", "%", "==", "&&", "||", "<="),
        n: fc.integer({ min: -9, max: 9 }),
      })
      .map(
        ({ literal, name, op, n }) =>
          `Values 0..4\nBase 5\nChoose ${name}\nLet b = (${name} ${op} ${n}) % 5\nRestrict !(b == -0) || abs(${name}) >= 0\nCompute c = {${name} 1} - min(b, ${n}, 3)\nPrint "${literal}" ${name} " " b c  # ${literal}`,
      );
    fc.assert(
      fc.property(programArbitrary, (t) => {
        const parsed = parseProgram(t);
        expect(validateProgram(parsed)).toEqual(parsed);
        const copy = JSON.parse(JSON.stringify(parsed)) as Program;
        for (const interpret of [false, true])
          expect(runSearch(copy, { interpret, profile: true })).toEqual(
            runSearch(t, { interpret, profile: true }),
          );
        return true;
      }),
      { numRuns: 100 },
    );
  });
});
