/**
 * The split form (issue 23): groups of Choose levels compiled as functions of their own. On
 * programs deep enough to have several level functions, and in a generator that keeps the outer
 * levels in itself, it must print the same lines and count the same nodes and profile as the
 * interpreter and the one-nest form, stop after a limit at the same node, still give the event
 * loop a chance every few ten thousand nodes, and stop when aborted.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createCounters } from "../../src/core/counters.js";
import { compileProgram } from "../../src/search/compiler.js";
import { TICK_NODES } from "../../src/search/engine.js";
import { formatSolution, loadProgram, runSearch, runSearchAsync } from "../../src/search/run.js";

const DIOSPY = [
  "Choose d",
  "Restrict d != 0",
  "Choose j",
  "Restrict j != 0",
  "Choose p",
  "Restrict p != 0",
  "Choose i",
  "Choose y",
  "Choose x",
  "Choose k",
  "Choose n",
  "Choose o",
  "Choose s",
  "Restrict {jiydx} + {pkinp} == {diospy}",
  'Print {jiydx} " + " {pkinp} " = " {diospy}',
].join("\n");

const PROGRAMS: Record<string, string> = {
  "eight queens": readFileSync("examples/eight-queens.search", "utf8"),
  "SAVE + MORE = MONEY": readFileSync("examples/save-more-money.search", "utf8"),
  // a pool of 40: the byte-array form, two Choose statements per level function
  "pool of 40": [
    "Values 0..39",
    "Choose a",
    "Choose b",
    "Restrict a + b < 45",
    "Choose c",
    "Let d = (a + b + c) % 40",
    "Choose e",
    "Restrict (a * e + d) % 17 == 3",
    "Print a b c d e",
  ].join("\n"),
};

function run(text: string, split: boolean, generator: boolean, limit = Infinity) {
  const checked = loadProgram(text);
  const count = checked.program.statements.length;
  const counters = createCounters(count);
  const compiled = compileProgram(checked, { profile: true, split, generator });
  const lines: string[] = [];
  let ticks = 0;
  if (generator) {
    const steps = compiled.steps({ counters, limit });
    for (const step of steps.steps) {
      if (step < 0) ticks++;
      else {
        lines.push(formatSolution(checked, step, steps.vars, steps.items).text);
        if (lines.length >= limit) break;
      }
    }
  } else
    compiled.run(
      (s, vars, items) => {
        lines.push(formatSolution(checked, s, vars, items).text);
        return lines.length < limit;
      },
      { counters },
    );
  return { lines, nodes: counters.nodes, profile: Array.from(counters.profile ?? []), ticks };
}

describe("the split form", () => {
  it("has several level functions on deep programs", () => {
    const code = compileProgram(loadProgram(DIOSPY)).code;
    expect(code.match(/function L\d+\(/g)?.length).toBe(3);
    expect(compileProgram(loadProgram(DIOSPY), { split: false }).code).not.toMatch(/function L/);
  });

  for (const [name, text] of Object.entries({ ...PROGRAMS, diospy: DIOSPY }))
    it(`${name}: same lines, nodes and profile in every form, with and without a limit`, () => {
      for (const limit of [1, 3, Infinity]) {
        const interpreted = runSearch(text, { interpret: true, profile: true, limit });
        const expected = {
          lines: interpreted.solutions.map((s) => s.text),
          nodes: interpreted.counters.nodes,
          profile: Array.from(interpreted.counters.profile ?? []),
        };
        for (const split of [false, true])
          for (const generator of [false, true]) {
            const { ticks, ...got } = run(text, split, generator, limit);
            expect(got, `${name} split ${split} generator ${generator} limit ${limit}`).toEqual(
              expected,
            );
          }
      }
    });

  it("keeps each run's state apart: a run inside a visit, and two generators side by side", () => {
    const checked = loadProgram(PROGRAMS["SAVE + MORE = MONEY"]);
    const compiled = compileProgram(checked);
    const alone: string[] = [];
    compiled.run((s, vars, items) => {
      alone.push(formatSolution(checked, s, vars, items).text);
    });
    expect(alone).toHaveLength(4);
    // a visit that runs the same compiled program again, to the end, each time
    const outer: string[] = [];
    compiled.run((s, vars, items) => {
      const text = formatSolution(checked, s, vars, items).text;
      const inner: string[] = [];
      compiled.run((s2, v2, i2) => {
        inner.push(formatSolution(checked, s2, v2, i2).text);
      });
      expect(inner).toEqual(alone);
      outer.push(text);
    });
    expect(outer).toEqual(alone);
    // two lazy runs of one compiled generator, taken in turns
    const lazy = compileProgram(checked, { generator: true });
    const a = lazy.steps();
    const b = lazy.steps();
    const fromA: string[] = [];
    const fromB: string[] = [];
    for (;;) {
      const x = a.steps.next();
      const y = b.steps.next();
      if (!x.done && x.value >= 0)
        fromA.push(formatSolution(checked, x.value, a.vars, a.items).text);
      if (!y.done && y.value >= 0)
        fromB.push(formatSolution(checked, y.value, b.vars, b.items).text);
      if (x.done && y.done) break;
    }
    expect(fromA).toEqual(alone);
    expect(fromB).toEqual(alone);
  });

  it("a generator still yields every few ten thousand nodes", () => {
    const { nodes, ticks } = run(DIOSPY, true, true);
    expect(nodes).toBe(6904963);
    // a level function runs at most about 2^16 nodes between two chances to yield
    expect(ticks).toBeGreaterThanOrEqual(Math.floor(nodes / (1 << 17)));
    expect(ticks).toBeLessThanOrEqual(2 * Math.ceil(nodes / TICK_NODES));
  });

  it("stops a long run when aborted (runSearchAsync)", async () => {
    const long = `${["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l"].map((v) => `Choose ${v}`).join("\n")}\nValues 0..11\nPrint a`;
    const text = long.replace(/^(.*)\nValues 0..11/s, "Values 0..11\n$1");
    const started = Date.now();
    await expect(
      runSearchAsync(text, { signal: AbortSignal.timeout(50), collect: false }),
    ).rejects.toThrow(/cancelled/);
    expect(Date.now() - started).toBeLessThan(5000); // 12! leaves would take minutes
  });
});
