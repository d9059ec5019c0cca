/**
 * The generator (issue 18): every puzzle it makes has exactly one solution by an independent
 * brute force (every injective assignment), the solution it reports is that one, doubly-true sums
 * are true in numbers and in words, the same seed gives the same puzzles, and the difficulty
 * filter holds.
 */
import { toCardinal as english } from "n2words/en-US";
import { toCardinal as french } from "n2words/fr-FR";
import { describe, expect, it } from "vitest";
import {
  generateAlphametics,
  loadNumberWords,
  normaliseWord,
} from "../../src/alphametics/generate.js";
import { InputError } from "../../src/core/errors.js";
import { checkGeneratePayload } from "../../src/parallel/payloads.js";
import { checkUnitResult } from "../../src/parallel/results.js";
import { bruteSum } from "../helpers/alphametic-brute.js";
import { runCli } from "../helpers/cli.js";

/** Every solution of `A + B + ... = R` (words of letters), by the brute force. */
function brute(puzzle: string, base = 10): Record<string, number>[] {
  const [left, result] = puzzle.split(" = ");
  return bruteSum(left.split(" + "), result, base);
}

const take = <T>(it: Iterable<T>, n: number): T[] => {
  const out: T[] = [];
  for (const x of it) {
    out.push(x);
    if (out.length >= n) break;
  }
  return out;
};

describe("generateAlphametics", () => {
  it("makes puzzles with exactly one solution (brute force), the one it reports", () => {
    const puzzles = take(generateAlphametics({ seed: "test" }), 4);
    expect(puzzles).toHaveLength(4);
    for (const p of puzzles) {
      expect(p.puzzle).toMatch(/^[A-Z]+ \+ [A-Z]+ = [A-Z]+$/);
      const all = brute(p.puzzle);
      expect(all, p.puzzle).toHaveLength(1);
      expect(p.solution).toEqual(all[0]);
    }
  }, 60_000);

  it("gives the same puzzles for the same seed, others for another", () => {
    const a = take(generateAlphametics({ seed: 5 }), 5).map((p) => p.puzzle);
    const b = take(generateAlphametics({ seed: 5 }), 5).map((p) => p.puzzle);
    const c = take(generateAlphametics({ seed: 6 }), 5).map((p) => p.puzzle);
    expect(a).toEqual(b);
    expect(c).not.toEqual(a);
  });

  it("takes a word list, more addends and a difficulty", () => {
    const words = ["SEND", "MORE", "MONEY", "ODE", "DOE", "MEN", "END", "NODE", "DEMON", "MODE"];
    const made = take(generateAlphametics({ words, addends: [2, 3], seed: 1 }), 3);
    for (const p of made) {
      expect(brute(p.puzzle)).toHaveLength(1);
      for (const w of p.puzzle.split(/ [+=] /)) expect(words).toContain(w);
    }
    for (const p of take(generateAlphametics({ seed: 2, difficulty: "hard" }), 2))
      expect(p.difficulty).toBe("hard");
  }, 60_000);

  it("makes doubly-true sums: true in numbers and in words, one solution each", async () => {
    await loadNumberWords("en");
    await loadNumberWords("fr");
    for (const [lang, spell] of [
      ["en", english],
      ["fr", french],
    ] as const) {
      const value = new Map<string, number>();
      for (let n = 0; n <= 100; n++) value.set(normaliseWord(spell(n)), n);
      const made = take(generateAlphametics({ doublyTrue: lang, seed: 1, max: 60 }), 3);
      expect(made.length, lang).toBe(3);
      for (const p of made) {
        const [left, result] = p.puzzle.split(" = ");
        const sum = left.split(" + ").reduce((t, w) => t + (value.get(w) ?? Number.NaN), 0);
        expect(sum, p.puzzle).toBe(value.get(result));
        expect(brute(p.puzzle), p.puzzle).toHaveLength(1);
      }
    }
  }, 120_000);

  it("normalises spellings to letters A-Z", () => {
    expect(normaliseWord("quatre-vingt-dix-sept")).toBe("QUATREVINGTDIXSEPT");
    expect(normaliseWord("dwadzieścia jeden")).toBe("DWADZIESCIAJEDEN");
    expect(normaliseWord("dreißig")).toBe("DREISSIG");
    expect(normaliseWord("siebenundfünfzig")).toBe("SIEBENUNDFUNFZIG");
  });

  it("prints the same puzzles with --workers as without, and checks what workers send", async () => {
    const args = ["alphametic", "generate", "--count", "9", "--seed", "11", "--json"];
    const one = await runCli(args);
    const two = await runCli([...args, "--workers", "2"]);
    expect(two).toEqual(one);
    expect(one.stdout.trim().split("\n")).toHaveLength(9);
    const good = JSON.parse(one.stdout.split("\n")[0]);
    expect(checkUnitResult("generate", [good])).toHaveLength(1);
    for (const bad of [
      [{ ...good, solution: null }],
      [{ ...good, difficulty: "trivial" }],
      [{ ...good, extra: 1 }],
      [{ ...good, solution: { ...good.solution, a: 1 } }],
      "not a list",
    ])
      expect(() => checkUnitResult("generate", bad)).toThrow(InputError);
    expect(() =>
      checkGeneratePayload({
        words: null,
        seed: "1",
        unit: -1,
        want: 4,
        addends: [2, 2],
        base: 10,
        maxCandidates: 9,
      }),
    ).toThrow(/unit/);
    expect(() =>
      checkGeneratePayload({
        words: [1],
        seed: "1",
        unit: 0,
        want: 4,
        addends: [2, 2],
        base: 10,
        maxCandidates: 9,
      }),
    ).toThrow(/words\[0\]/);
  }, 60_000);

  it("permuta alphametic generate: text, JSON, and a clear error", async () => {
    const text = await runCli(["alphametic", "generate", "--count", "2", "--seed", "7"]);
    expect(text.code).toBe(0);
    expect(text.stdout.trim().split("\n")).toHaveLength(2);
    const json = await runCli(["alphametic", "generate", "--count", "1", "--seed", "7", "--json"]);
    const record = JSON.parse(json.stdout);
    expect(Object.keys(record)).toEqual(["puzzle", "solution", "difficulty", "nodes"]);
    expect(record.puzzle).toBe(text.stdout.split("\n")[0]);
    const bad = await runCli(["alphametic", "generate", "--lang", "xx", "--doubly-true"]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^permuta: error: no number words for "xx"/);
  });
});
