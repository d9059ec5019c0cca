import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  combineSearchResults,
  runSearchUnit,
  type SearchUnitResult,
  searchUnits,
} from "../../src/parallel/search-unit.js";
import { sliceRanges, unitsId } from "../../src/parallel/unit.js";
import { runSearch } from "../../src/search/run.js";
import { runCli } from "../helpers/cli.js";

const examples = readdirSync("examples")
  .filter((f) => f.endsWith(".search"))
  .map((f) => `examples/${f}`);

describe("search units", () => {
  it("split and combined in-process give the single run's solutions, counters and profile", () => {
    const programs = [
      ...examples.map((f) => readFileSync(f, "utf8")),
      // prints and a Let before the first Choose, a Restrict cutting the prefix
      'Values 1..5\nLet x = 3\nPrint "start " x\nChoose a\nChoose b\nRestrict a < b\nPrint a b',
      "Values 1..4\nRestrict 1 > 2\nChoose a\nPrint a",
      'Print "no choose"',
    ];
    for (const text of programs) {
      for (const interpret of [false, true]) {
        const whole = runSearch(text, { profile: true, interpret });
        const units = searchUnits(text, { profile: true, interpret });
        const results = units.map((u) => runSearchUnit(u.payload)) as SearchUnitResult[];
        const combined = combineSearchResults(text, results);
        expect(combined.solutions.map((s) => s.text)).toEqual(whole.solutions.map((s) => s.text));
        expect(combined.counters.nodes).toBe(whole.counters.nodes);
        expect(combined.counters.solutions).toBe(whole.counters.solutions);
        expect(combined.profile).toEqual(whole.profile);
      }
    }
  });

  it("units are deterministic and plain JSON", () => {
    const text = readFileSync("examples/send-more-money.search", "utf8");
    const a = searchUnits(text);
    expect(JSON.parse(JSON.stringify(a))).toEqual(a);
    expect(unitsId(a)).toBe(unitsId(searchUnits(text)));
    expect(a.length).toBeGreaterThan(4);
  });

  it("slices ranges in order", () => {
    expect(sliceRanges(10, 4)).toEqual([
      [0, 4],
      [4, 8],
      [8, 10],
    ]);
    expect(sliceRanges(0, 4)).toEqual([]);
  });
});

describe("permuta search --workers", () => {
  it("prints exactly what one worker prints", async () => {
    const runs = [
      ...examples.map((file) => ({ file, extra: ["--profile"] })),
      { file: "examples/eight-queens.search", extra: ["--json", "--profile", "--interpret"] },
    ];
    for (const { file, extra } of runs) {
      {
        const one = await runCli(["search", file, ...extra]);
        const two = await runCli(["search", file, ...extra, "--workers", "2"]);
        expect(two).toEqual(one);
      }
    }
  });

  it("keeps --limit exact", async () => {
    const file = "examples/eight-queens.search";
    const one = await runCli(["search", file, "--limit", "5", "--json"]);
    const two = await runCli(["search", file, "--limit", "5", "--json", "--workers", "2"]);
    expect(two).toEqual(one);
  });

  it("rejects a bad --workers or --redis", async () => {
    const file = "examples/7ab-cd.search";
    expect((await runCli(["search", file, "--workers", "0"])).code).toBe(2);
    expect((await runCli(["search", file, "--redis", "localhost:6379"])).stderr).toMatch(
      /--redis must be a redis:\/\/ or rediss:\/\/ URL/,
    );
  });
});
