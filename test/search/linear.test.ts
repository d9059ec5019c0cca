import { describe, expect, it } from "vitest";
import { checkProgram } from "../../src/search/checker.js";
import { compileProgram } from "../../src/search/compiler.js";
import { linearRestriction } from "../../src/search/linear.js";
import { parseProgram } from "../../src/search/parser.js";
import { runSearch } from "../../src/search/run.js";

/** The linear form of the last statement (a Restrict) of a program. */
function formOf(text: string) {
  const checked = checkProgram(parseProgram(text));
  const statements = checked.program.statements;
  const last = statements[statements.length - 1];
  if (last.kind !== "restrict") throw new Error("the last statement must be a Restrict");
  return linearRestriction(last.cond, checked);
}

describe("linearRestriction", () => {
  it("reads words, sums and constant multiples as c + Σ k·v op 0", () => {
    expect(formOf("Choose a\nChoose b\nRestrict {ab} == 2 * b + 7")).toEqual({
      op: "==",
      constant: -7,
      terms: [
        { slot: 0, coefficient: 10 },
        { slot: 1, coefficient: -1 },
      ],
    });
    // SEND + MORE = MONEY: the weights of the alphametics lesson
    const send = formOf(
      "Choose s\nChoose e\nChoose n\nChoose d\nChoose m\nChoose o\nChoose r\nChoose y\nRestrict {send} + {more} == {money}",
    );
    expect(send?.terms.map((t) => t.coefficient)).toEqual([1000, 91, -90, 1, -9000, -900, 10, -1]);
    expect(formOf("Base 2\nChoose a\nChoose b\nRestrict -(3 * {ab}) < b - a")?.terms).toEqual([
      { slot: 0, coefficient: -5 },
      { slot: 1, coefficient: -4 },
    ]);
  });

  it("leaves out what is not linear, cancels to nothing, or could leave the safe integers", () => {
    expect(formOf("Choose a\nChoose b\nRestrict a * b == 6")).toBeUndefined();
    expect(formOf("Choose a\nChoose b\nRestrict a / 2 == b")).toBeUndefined();
    expect(formOf("Choose a\nChoose b\nRestrict abs(a - b) == 1")).toBeUndefined();
    expect(formOf("Choose a\nChoose b\nRestrict a + b == 3 && a > 1")).toBeUndefined();
    expect(formOf("Choose a\nRestrict a + 1 == a + 1")).toBeUndefined();
    // each side stays below 2^53 (the checker accepts it), their difference's bound does not
    const near =
      "Choose a\nChoose b\nCompute x = a * 100000000000000\nCompute y = b * 100000000000000";
    expect(formOf(`${near}\nRestrict 9 * x + y == 9 * y + x`)).toBeUndefined();
    expect(formOf(`${near}\nRestrict 4 * x + y == 4 * y + x`)?.terms).toEqual([
      { slot: 2, coefficient: 3 },
      { slot: 3, coefficient: -3 },
    ]);
  });

  it("is what the compiled code tests, with the same answers and counts as the written form", () => {
    const text = [
      "Choose s",
      "Restrict s != 0",
      "Choose e",
      "Choose n",
      "Choose d",
      "Choose m",
      "Restrict m != 0",
      "Choose o",
      "Choose r",
      "Choose y",
      "Restrict {send} + {more} == {money}",
      'Print {send} " + " {more} " = " {money}',
    ].join("\n");
    const checked = checkProgram(parseProgram(text));
    expect(compileProgram(checked).code).toMatch(/if \(!\(q10_\d+ === 0\)\) break/);
    expect(compileProgram(checked, { incremental: false }).code).not.toMatch(/q10_/);
    const interpreted = runSearch(text, { interpret: true, profile: true });
    const compiled = runSearch(text, { profile: true });
    expect(compiled.solutions.map((s) => s.text)).toEqual(["9567 + 1085 = 10652"]);
    expect(compiled.profile).toEqual(interpreted.profile);
    expect(compiled.counters.nodes).toBe(interpreted.counters.nodes);
  });
});
