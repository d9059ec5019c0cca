import { describe, expect, it } from "vitest";
import { AbortError, InputError } from "../../src/core/errors.js";
import { search } from "../../src/search/builder.js";
import { parseProgram } from "../../src/search/parser.js";
import {
  allSolutions,
  firstSolution,
  runProgramText,
  runSearch,
  runSearchAsync,
  searchSolutions,
} from "../../src/search/run.js";

const pairs = 'Values 1..9\nChoose a\nChoose b\nRestrict a * b == 12\nPrint a "*" b';
const huge = `Values 0..13\n${Array.from({ length: 14 }, (_, i) => `Choose v${i}`).join("\n")}\nPrint v0`;

describe("running programs", () => {
  it("streams solutions lazily and stops when the loop ends", () => {
    for (const interpret of [false, true]) {
      const seen: string[] = [];
      for (const s of searchSolutions(huge, { interpret })) {
        seen.push(s.text);
        if (seen.length === 3) break;
      }
      expect(seen).toEqual(["0", "0", "0"]);
    }
    expect([...searchSolutions(pairs, { limit: 2 })].map((s) => s.text)).toEqual(["2*6", "3*4"]);
  });

  it("gives first, all and limit, with the variables of each solution", () => {
    expect(firstSolution(pairs)).toEqual({ text: "2*6", values: { a: 2, b: 6 }, line: 5 });
    expect(allSolutions(pairs).map((s) => s.text)).toEqual(["2*6", "3*4", "4*3", "6*2"]);
    const limited = runSearch(pairs, { limit: 1 });
    expect(limited.complete).toBe(false);
    expect(runSearch(pairs).complete).toBe(true);
    expect(firstSolution("Choose a\nRestrict a > 9\nPrint a")).toBeUndefined();
  });

  it("returns solutions and the profile from program text", () => {
    const r = runProgramText(pairs);
    expect(r.solutions).toEqual(["2*6", "3*4", "4*3", "6*2"]);
    expect(r.profile.map((p) => p.count)).toEqual([1, 1, 9, 72, 4]);
    expect(r.counters).toMatchObject({ nodes: 81, solutions: 4 });
  });

  it("stops on an aborted signal (sync: already aborted; async: aborted by a timer)", async () => {
    const controller = new AbortController();
    controller.abort();
    expect(() => runSearch(huge, { signal: controller.signal })).toThrow(AbortError);
    for (const interpret of [false, true]) {
      const started = Date.now();
      await expect(
        runSearchAsync(huge, { interpret, signal: AbortSignal.timeout(50) }),
      ).rejects.toThrow(/cancelled|abort/i);
      expect(Date.now() - started).toBeLessThan(5000);
    }
  });

  it("reports progress through onProgress", () => {
    const ticks: number[] = [];
    runSearch("Values 0..7\nChoose a\nChoose b\nChoose c\nChoose d\nChoose e\nChoose f\nPrint a", {
      onProgress: (n) => ticks.push(n),
      collect: false,
    });
    expect(ticks.length).toBeGreaterThan(0);
    expect(ticks.every((n) => n % 16384 === 0)).toBe(true);
  });

  it("runs an empty program, and a program without Print, without solutions", () => {
    expect(runSearch("# nothing\n", { profile: true })).toMatchObject({
      solutions: [],
      profile: [],
    });
    const r = runSearch("Choose a\nRestrict a > 4", { profile: true, interpret: false });
    expect(r.profile.map((p) => p.count)).toEqual([1, 10]);
    expect(r.counters).toMatchObject({ nodes: 10, solutions: 0 });
  });

  it("compiles as many Choose/Let as it interprets (flat form past the nesting V8 parses)", () => {
    // 1,200 Lets: the old compiler refused them (more than 1000 nested blocks)
    const lets = Array.from({ length: 1200 }, (_, i) => `Let c${i} = (a + ${i + 1}) % 2000`);
    const text = ["Values 0..1999", "Choose a", ...lets, "Restrict a == 3", "Print c1199"].join(
      "\n",
    );
    const interpreted = runSearch(text, { interpret: true, profile: true });
    expect(interpreted.solutions.map((s) => s.text)).toEqual(["1203"]);
    const compiled = runSearch(text, { profile: true });
    expect(compiled.solutions).toEqual(interpreted.solutions);
    expect(compiled.profile).toEqual(interpreted.profile);
    expect(compiled.counters.nodes).toBe(interpreted.counters.nodes);
    // 680 and 1,000 Choose statements (the old compiled code overflowed V8's parser at 680)
    for (const n of [680, 1000]) {
      const chooses = Array.from({ length: n }, (_, i) => `Choose v${i}`);
      chooses.splice(1, 0, "Restrict v0 == 1");
      const program = [`Values 0..${n}`, ...chooses, `Print v0 " " v${n - 1}`].join("\n");
      for (const interpret of [false, true]) {
        const r = runSearch(program, { interpret, limit: 2 });
        expect(r.solutions.map((s) => s.text)).toEqual([`1 ${n - 1}`, `1 ${n}`]);
      }
    }
  });

  it("runs async with the same result as sync", async () => {
    const a = await runSearchAsync(pairs, { profile: true });
    const b = runSearch(pairs, { profile: true });
    expect(a.solutions).toEqual(b.solutions);
    expect(a.profile).toEqual(b.profile);
  });
});

describe("the builder", () => {
  it("produces the same program as the written language", () => {
    const built = search().values(1, 9).choose("a", "b").restrict("a * b == 12").print('a "*" b');
    expect(built.toString()).toBe(pairs);
    expect(built.program()).toEqual(parseProgram(pairs));
    expect(built.all().map((s) => s.text)).toEqual(["2*6", "3*4", "4*3", "6*2"]);
    expect(built.first()?.values).toEqual({ a: 2, b: 6 });
    expect([...built.solutions({ limit: 1 })].map((s) => s.text)).toEqual(["2*6"]);
  });

  it("builds SAVE + MORE = MONEY with Let and Compute", () => {
    const r = search()
      .let("m", "1")
      .choose("e")
      .let("y", "(e + e) % 10")
      .compute("c1", "(e + e) / 10")
      .choose("v", "r")
      .restrict("(v + r + c1) % 10 == e")
      .compute("c2", "(v + r + c1) / 10")
      .choose("a", "o")
      .let("n", "(a + o + c2) % 10")
      .compute("c3", "(a + o + c2) / 10")
      .choose("s")
      .restrict("s != 0 && s + m + c3 == 10 * m + o")
      .print('{save} " + " {more} " = " {money}')
      .run();
    expect(r.solutions.map((s) => s.text)).toEqual([
      "9376 + 1086 = 10462",
      "9476 + 1086 = 10562",
      "9386 + 1076 = 10462",
      "9486 + 1076 = 10562",
    ]);
  });

  it("rejects bad names and bad expressions as they are added", () => {
    expect(() => search().choose("not a name")).toThrow(InputError);
    expect(() => search().let("x", "(1 + ")).toThrow(/expected an expression/);
    expect(() => search().values(0, 2 ** 60)).toThrow(InputError);
  });
});

describe("the public API", () => {
  it("exports the search language from the package entry", async () => {
    const api = await import("../../src/index.js");
    const checked = api.loadSearchProgram(pairs);
    expect(api.firstSearchSolution(checked)?.text).toBe("2*6");
    expect(api.allSearchSolutions(checked)).toHaveLength(4);
    expect(api.parseSearchProgram(pairs).statements).toHaveLength(5);
    expect(api.parseSearchExpression("a + 1").kind).toBe("binary");
    const found: number[] = [];
    api
      .compileSearchProgram(api.checkSearchProgram(api.parseSearchProgram(pairs)))
      .run((_s, _v, items) => {
        found.push(items[0]);
      });
    api.interpretSearchProgram(checked, (_s, _v, items) => {
      found.push(items[0]);
    });
    expect(found).toEqual([2, 3, 4, 6, 2, 3, 4, 6]);
    expect(api.search().choose("a").restrict("a > 8").print("a").first()?.text).toBe("9");
  });
});
