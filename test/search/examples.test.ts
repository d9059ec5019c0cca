import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseProgram } from "../../src/search/parser.js";
import { runSearch, runSearchAsync } from "../../src/search/run.js";
import { bothModes } from "../helpers/search.js";

const example = (name: string) =>
  readFileSync(new URL(`../../examples/${name}`, import.meta.url), "utf8");

/** Runs both engines with profiling and checks they agree on everything. */
const both = bothModes;

/** Checks an addition/multiplication answer independently: distinct digits, the sum holds. */
function distinctDigits(values: Record<string, number>, letters: string): boolean {
  const ds = [...letters].map((l) => values[l]);
  return new Set(ds).size === ds.length && ds.every((d) => d >= 0 && d <= 9);
}
const word = (values: Record<string, number>, w: string) =>
  Number([...w].map((l) => values[l]).join(""));

describe("search language examples (compiled and interpreted agree)", () => {
  // The per-statement counts are the table of the seed article on the little search language
  // (KBK's worked example of 7AB * CD = EFGHJ: how often each statement of this program runs),
  // which the project guide names as the independent truth for this test; README's "The profile"
  // section prints the same table (`permuta search examples/7ab-cd.search --profile`).
  it("7AB * CD = EFGHJ: the classic profile counts and the single solution", () => {
    const r = both(example("7ab-cd.search"));
    expect(r.profile.map((p) => p.count)).toEqual([
      1, 1, 9, 8, 64, 448, 158, 790, 790, 790, 790, 286, 260, 260, 81, 81, 16, 16, 1,
    ]);
    expect(r.solutions.map((s) => s.text)).toEqual(["715 * 46 = 32890"]);
    expect(r.profile[0]).toEqual({ line: 4, statement: "Let x = 7", count: 1 });
    const v = r.solutions[0].values;
    expect(distinctDigits(v, "xabcdefghj")).toBe(true);
  });

  it("SEND + MORE = MONEY: Dudeney's single solution", () => {
    const r = both(example("send-more-money.search"));
    expect(r.solutions.map((s) => s.text)).toEqual(["9567 + 1085 = 10652"]);
    const v = r.solutions[0].values;
    expect(distinctDigits(v, "sendmory")).toBe(true);
    expect(word(v, "send") + word(v, "more")).toBe(word(v, "money"));
  });

  it("YELLOW + YELLOW + RED = ORANGE", () => {
    const r = both(example("yellow-red-orange.search"));
    expect(r.solutions.map((s) => s.text)).toEqual(["143329 + 143329 + 846 = 287504"]);
    const v = r.solutions[0].values;
    expect(distinctDigits(v, "yelowrdang")).toBe(true);
    expect(2 * word(v, "yellow") + word(v, "red")).toBe(word(v, "orange"));
  });

  it("SAVE + MORE = MONEY: four solutions with and without Let m = 1, the second much cheaper", () => {
    const expected = [
      "9376 + 1086 = 10462",
      "9476 + 1086 = 10562",
      "9386 + 1076 = 10462",
      "9486 + 1076 = 10562",
    ];
    const slow = both(example("save-more-money.search"));
    const fast = both(example("save-more-money-m1.search"));
    expect(slow.solutions.map((s) => s.text)).toEqual(expected);
    expect(fast.solutions.map((s) => s.text)).toEqual(expected);
    const total = (r: typeof slow) => r.profile.reduce((a, p) => a + p.count, 0);
    expect(total(slow) / total(fast)).toBeGreaterThan(4);
    for (const s of slow.solutions) {
      expect(distinctDigits(s.values, "savemorny")).toBe(true);
      expect(word(s.values, "save") + word(s.values, "more")).toBe(word(s.values, "money"));
    }
  });

  it("eight queens: 92 solutions (OEIS A000170), each a valid placement", () => {
    const r = both(example("eight-queens.search"));
    expect(r.solutions).toHaveLength(92);
    expect(new Set(r.solutions.map((s) => s.text)).size).toBe(92);
    for (const s of r.solutions) {
      const q = s.text.split(" ").map(Number);
      for (let i = 0; i < 8; i++)
        for (let j = 0; j < i; j++) {
          expect(q[i]).not.toBe(q[j]);
          expect(Math.abs(q[i] - q[j])).not.toBe(i - j);
        }
    }
    expect(r.solutions[0].text).toBe("1 5 8 6 3 7 2 4");
  });

  it("the arithmograph: the unique solution A=7 B=2 C=0 D=4 E=9 F=6 G=1 H=5 I=8 J=3", () => {
    const r = both(example("arithmograph.search"));
    expect(r.solutions).toHaveLength(1);
    const v = r.solutions[0].values;
    expect([v.a, v.b, v.c, v.d, v.e, v.f, v.g, v.h, v.i, v.j]).toEqual([
      7, 2, 0, 4, 9, 6, 1, 5, 8, 3,
    ]);
    expect(r.solutions[0].text).toBe("720 - 224 = 496; 15 * 14 = 210; 48 + 238 = 286");
  });
});

describe("splitting a search by the first Choose", () => {
  it("gives the whole search's solutions when the parts are concatenated in order", () => {
    for (const name of [
      "send-more-money.search",
      "eight-queens.search",
      "7ab-cd.search",
      "arithmograph.search",
    ]) {
      const text = example(name);
      const whole = runSearch(text).solutions.map((s) => s.text);
      for (const interpret of [false, true]) {
        const parts: string[] = [];
        let nodes = 0;
        for (const [from, to] of [
          [0, 3],
          [3, 4],
          [4, 10],
        ]) {
          const r = runSearch(text, { interpret, firstChoose: { from, to } });
          parts.push(...r.solutions.map((s) => s.text));
          nodes += r.counters.nodes;
        }
        expect(parts, name).toEqual(whole);
        // a Let before the first Choose gives a value (a node) once in each part
        const program = parseProgram(text).statements;
        const first = program.findIndex((st) => st.kind === "choose");
        const lets = program.slice(0, first).filter((st) => st.kind === "let").length;
        expect(nodes - 2 * lets).toBe(runSearch(text).counters.nodes);
      }
    }
  });

  it("splits the same way when run asynchronously", async () => {
    const text = example("eight-queens.search");
    const whole = runSearch(text).solutions.map((s) => s.text);
    const parts: string[] = [];
    for (const [from, to] of [
      [0, 5],
      [5, 8],
    ]) {
      const r = await runSearchAsync(text, { firstChoose: { from, to } });
      expect(r.solutions.length).toBeLessThan(whole.length);
      parts.push(...r.solutions.map((s) => s.text));
    }
    expect(parts).toEqual(whole);
  });
});
