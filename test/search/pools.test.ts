/**
 * Named pools and free choices (issue 34): `Pool NAME`, `Choose v from NAME`, `Let v = e from
 * NAME`, `Choose v in <range or list>`. Checked against independent truth: the published
 * solutions of classic puzzles (the zebra puzzle, Dinesman's multiple dwelling), the eight 3x3
 * magic squares, OEIS A005188, and brute force in plain JavaScript on random small programs;
 * the compiled forms (nested, split, flat, generator) against the interpreter, profile included.
 */
import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createCounters } from "../../src/core/counters.js";
import { InputError } from "../../src/core/errors.js";
import { search } from "../../src/search/builder.js";
import { checkProgram } from "../../src/search/checker.js";
import { compileProgram } from "../../src/search/compiler.js";
import { firstChooseSize } from "../../src/search/engine.js";
import { parseProgram } from "../../src/search/parser.js";
import { formatSolution, loadProgram, runSearch } from "../../src/search/run.js";
import { bothModes } from "../helpers/search.js";

const example = (name: string) => readFileSync(`examples/${name}`, "utf8");

/** Runs both engines with profiling and checks they agree on everything. */
const both = bothModes;

/** Every compiled form (flat or nested, split or one nest, visitor or generator) as lines and counts. */
function forms(text: string): { lines: string[]; counts: number[]; nodes: number }[] {
  const checked = loadProgram(text);
  const count = checked.program.statements.length;
  const out = [];
  for (const flat of [false, true])
    for (const split of [false, true])
      for (const generator of [false, true]) {
        if (flat && !split) continue;
        const counters = createCounters(Math.max(1, count));
        const compiled = compileProgram(checked, { profile: true, flat, split, generator });
        const lines: string[] = [];
        if (generator) {
          const run = compiled.steps({ counters });
          for (const step of run.steps)
            if (step >= 0) lines.push(formatSolution(checked, step, run.vars, run.items).text);
        } else
          compiled.run(
            (s, vars, items) => {
              lines.push(formatSolution(checked, s, vars, items).text);
            },
            { counters },
          );
        out.push({
          lines,
          counts: Array.from(counters.profile ?? []).slice(0, count),
          nodes: counters.nodes,
        });
      }
  return out;
}

function errorOf(text: string): InputError {
  try {
    checkProgram(parseProgram(text));
  } catch (e) {
    if (e instanceof InputError) return e;
    throw e;
  }
  throw new Error(`expected an InputError: ${text}`);
}

describe("named pools and free choices: the language", () => {
  it("parses Pool, Choose from, Choose in and Let from", () => {
    const p = parseProgram(
      "Pool colour 1..3\nPool odd 1, 3, 5\nChoose red from colour\nLet white = red + 1 FROM colour\nChoose k in 2..4\nChoose j IN 7 5\nChoose v",
    );
    expect(p.statements.map((s) => s.kind)).toEqual([
      "pool",
      "pool",
      "choose",
      "let",
      "choose",
      "choose",
      "choose",
    ]);
    expect(p.statements[0]).toMatchObject({ name: "colour", values: [1, 2, 3] });
    expect(p.statements[1]).toMatchObject({ name: "odd", values: [1, 3, 5] });
    expect(p.statements[2]).toMatchObject({ name: "red", pool: { name: "colour" } });
    expect(p.statements[3]).toMatchObject({ name: "white", pool: { name: "colour" } });
    expect(p.statements[4]).toMatchObject({ name: "k", choices: [2, 3, 4] });
    expect(p.statements[5]).toMatchObject({ name: "j", choices: [7, 5] });
    expect(p.statements[6]).not.toHaveProperty("pool");
    expect(p.statements[6]).not.toHaveProperty("choices");
  });

  it("reports each mistake with line and column", () => {
    const cases: [string, number, number, RegExp][] = [
      [
        "Pool p 1..2\nChoose a from p\nChoose b from p\nChoose c from p",
        4,
        1,
        /pool 'p' too small: this is draw number 3 from it but it has only 2 values/,
      ],
      [
        "Pool p 1..2\nChoose a from p\nLet b = 3 - a from p\nLet c = 1 from p",
        4,
        1,
        /pool 'p' too small/,
      ],
      ["Choose a from nope", 1, 15, /unknown pool 'nope' \(declare it first: Pool nope/],
      ["Choose a\nPool p 1..3\nChoose b from p", 2, 1, /Pool must come before the search starts/],
      [
        "Choose a from p\nPool p 1..3",
        1,
        15,
        /pool 'p' is declared at line 2, after the search started/,
      ],
      ["Pool p 1..3\nPool p 4..5", 2, 6, /pool 'p' is declared twice \(first at line 1\)/],
      [
        "Pool p 1..3\nChoose p from p",
        2,
        8,
        /'p' is the name of a pool \(line 1\); a variable needs a name of its own/,
      ],
      ["Pool p 1..3\nChoose k in 1..2\nLet p = k", 3, 5, /'p' is the name of a pool/],
      [
        "Pool p 1..3\nChoose a from p\nRestrict p > 1",
        3,
        10,
        /'p' is a pool \(line 1\), not a variable/,
      ],
      ["Pool p 1..3\nChoose a from p", 1, 1, /^$/],
      ["Choose a from", 1, 14, /expected a pool name after 'Choose a from'/],
      ["Choose a with p", 1, 10, /expected 'from' \(a named pool\), 'in' \(free choices\)/],
      ["Choose k in", 1, 12, /expected the choices after 'in'/],
      ["Choose k in 1 2 1", 1, 17, /1 appears twice in the choices/],
      ["Pool p", 1, 7, /expected the values of pool 'p'/],
      ["Pool p 3 4 3", 1, 12, /3 appears twice in pool 'p'/],
      ["Pool 5 1..3", 1, 6, /expected a pool name after Pool/],
      ["Let a = 1 from", 1, 15, /expected a pool name/],
      ["Let a = 1 in p", 1, 11, /unexpected 'in'/],
      ["Pool p 0 1048576\nChoose a from p", 1, 1, /pool 'p' spans more than 2\^20 integers/],
    ];
    for (const [text, line, column, message] of cases) {
      if (message.source === "^$") {
        expect(() => checkProgram(parseProgram(text))).not.toThrow();
        continue;
      }
      const e = errorOf(text);
      expect(e.detail, text).toMatch(message);
      expect([e.line, e.column], text).toEqual([line, column]);
    }
  });

  it("checks each pool on its own: five draws from each of three pools of five", () => {
    const lines = ["Pool a 1..5", "Pool b 1..5", "Pool c 1..5"];
    for (const p of ["a", "b", "c"])
      for (let i = 0; i < 5; i++) lines.push(`Choose ${p}${i} from ${p}`);
    const checked = checkProgram(parseProgram(lines.join("\n")));
    expect(checked.pools.map((p) => [p.name, p.draws])).toEqual([
      ["", 0],
      ["a", 5],
      ["b", 5],
      ["c", 5],
    ]);
    // and the Values pool keeps its own count next to them
    expect(() =>
      checkProgram(
        parseProgram("Values 1..2\nPool p 1..5\nChoose a\nChoose b from p\nChoose c\nChoose d"),
      ),
    ).toThrow(/pool too small: this is Choose\/Let number 3 but the pool has only 2 values/);
    // a free choice takes nothing: any number of them over a one-value list
    const free = Array.from({ length: 12 }, (_, i) => `Choose k${i} in 7`).join("\n");
    expect(runSearch(`${free}\nPrint k0 k11`).solutions.map((s) => s.text)).toEqual(["77"]);
  });

  it("bounds pool variables by their own pool (exact arithmetic check)", () => {
    expect(() =>
      checkProgram(
        parseProgram(
          "Pool big 9007199254740000 9007199254740001\nChoose a from big\nCompute b = a + 1",
        ),
      ),
    ).not.toThrow();
    expect(() =>
      checkProgram(
        parseProgram(
          "Pool big 9007199254740000 9007199254740001\nChoose a from big\nCompute b = a * 2",
        ),
      ),
    ).toThrow(/beyond exact integer arithmetic/);
    expect(() =>
      checkProgram(parseProgram("Choose k in 1 9007199254740991\nCompute b = k + 1")),
    ).toThrow(/beyond exact integer arithmetic/);
  });

  it("a free choice lets values repeat; a pool keeps them different", () => {
    expect(
      runSearch("Choose a in 1..2\nChoose b in 1..2\nPrint a b").solutions.map((s) => s.text),
    ).toEqual(["11", "12", "21", "22"]);
    expect(
      runSearch("Pool p 1..2\nChoose a from p\nChoose b from p\nPrint a b").solutions.map(
        (s) => s.text,
      ),
    ).toEqual(["12", "21"]);
    // two pools with the same values are independent of each other and of Values
    expect(
      runSearch(
        "Values 1..2\nPool p 1..2\nChoose a\nChoose b from p\nLet c = 3 - a\nPrint a b c",
      ).solutions.map((s) => s.text),
    ).toEqual(["112", "122", "211", "221"]);
  });
});

describe("named pools and free choices: classic puzzles, published answers", () => {
  it("the zebra puzzle: the Norwegian drinks water, the Japanese owns the zebra (both orders)", () => {
    // the published solution (Life International, 1962), house by house
    const solution: Record<string, number> = {
      yellow: 1,
      norwegian: 1,
      water: 1,
      kools: 1,
      fox: 1,
      blue: 2,
      ukrainian: 2,
      tea: 2,
      chesterfield: 2,
      horse: 2,
      red: 3,
      english: 3,
      milk: 3,
      oldgold: 3,
      snails: 3,
      ivory: 4,
      spaniard: 4,
      orangejuice: 4,
      luckystrike: 4,
      dog: 4,
      green: 5,
      japanese: 5,
      coffee: 5,
      parliament: 5,
      zebra: 5,
    };
    const byClue = both(example("zebra.search"));
    const byGroup = both(example("zebra-by-group.search"));
    for (const r of [byClue, byGroup]) {
      expect(r.solutions.map((s) => s.text)).toEqual([
        "water: house 1, zebra: house 5; norwegian 1, japanese 5",
      ]);
      expect(r.solutions[0].values).toEqual(solution);
    }
    // ordering the statements by clue cuts the work
    const total = (r: typeof byClue) => r.profile.reduce((a, p) => a + p.count, 0);
    expect(total(byGroup) / total(byClue)).toBeGreaterThan(50);
    const checked = loadProgram(example("zebra.search"));
    expect(checked.variables).toHaveLength(25);
    expect(checked.pools.filter((p) => p.name !== "").map((p) => p.draws)).toEqual([5, 5, 5, 5, 5]);
  });

  it("Dinesman's multiple dwelling: the published answer, and brute force over all 120 orders", () => {
    const r = both(example("dinesman.search"));
    expect(r.solutions.map((s) => s.text)).toEqual([
      "Baker 3, Cooper 2, Fletcher 4, Miller 5, Smith 1",
    ]);
    const found: string[] = [];
    const floors = [1, 2, 3, 4, 5];
    for (const b of floors)
      for (const c of floors)
        for (const f of floors)
          for (const m of floors)
            for (const s of floors) {
              if (new Set([b, c, f, m, s]).size !== 5) continue;
              if (
                b !== 5 &&
                c !== 1 &&
                f !== 1 &&
                f !== 5 &&
                m > c &&
                Math.abs(s - f) !== 1 &&
                Math.abs(f - c) !== 1
              )
                found.push(`Baker ${b}, Cooper ${c}, Fletcher ${f}, Miller ${m}, Smith ${s}`);
            }
    expect(r.solutions.map((s) => s.text)).toEqual(found);
  });

  it("3x3 magic squares: the eight of them (Lo Shu and its rotations and reflections)", () => {
    const r = both(example("magic-square.search"));
    const squares = r.solutions.map((s) => s.text.split(/ \/ | /).map(Number));
    expect(squares).toHaveLength(8);
    const loShu = [4, 9, 2, 3, 5, 7, 8, 1, 6];
    const rotate = (q: number[]) => [6, 3, 0, 7, 4, 1, 8, 5, 2].map((i) => q[i]);
    const mirror = (q: number[]) => [2, 1, 0, 5, 4, 3, 8, 7, 6].map((i) => q[i]);
    const all = new Set<string>();
    let q = loShu;
    for (let k = 0; k < 4; k++) {
      all.add(q.join(","));
      all.add(mirror(q).join(","));
      q = rotate(q);
    }
    expect(new Set(squares.map((s) => s.join(",")))).toEqual(all);
  });

  it("narcissistic numbers of three digits (OEIS A005188): free choices", () => {
    const r = both(example("narcissistic.search"));
    expect(r.solutions.map((s) => s.text)).toEqual(["153", "370", "371", "407"]);
    expect(r.counters.nodes).toBe(9 + 90 + 900);
  });

  it("every compiled form agrees with the interpreter on every example with pools", () => {
    for (const name of [
      "zebra.search",
      "zebra-by-group.search",
      "dinesman.search",
      "magic-square.search",
      "narcissistic.search",
    ]) {
      const text = example(name);
      const r = runSearch(text, { profile: true, interpret: true });
      const expected = {
        lines: r.solutions.map((s) => s.text),
        counts: r.profile.map((p) => p.count),
        nodes: r.counters.nodes,
      };
      for (const form of forms(text)) expect(form, name).toEqual(expected);
    }
  });
});

/** A random program over two named pools, a free choice and the Values pool, and the same search in plain JavaScript. */
const brute = fc
  .record({
    p: fc.uniqueArray(fc.integer({ min: -3, max: 40 }), { minLength: 2, maxLength: 5 }),
    q: fc.uniqueArray(fc.integer({ min: -3, max: 40 }), { minLength: 2, maxLength: 34 }),
    k: fc.uniqueArray(fc.integer({ min: -5, max: 5 }), { minLength: 1, maxLength: 4 }),
    values: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 4 }),
    m: fc.integer({ min: 2, max: 5 }),
    r: fc.integer({ min: 0, max: 4 }),
  })
  .map(({ p, q, k, values, m, r }) => {
    const text = [
      `Pool p ${p.join(" ")}`,
      `Pool q ${q.join(" ")}`,
      `Values ${values.join(" ")}`,
      "Choose x from p",
      `Choose k in ${k.join(" ")}`,
      "Choose y from p",
      `Restrict (x + 2 * y + k) % ${m} != ${r}`,
      "Let z = x + k from q",
      "Choose w from q",
      "Choose v",
      `Restrict (z + w + v) % ${m} == ${r % m}`,
      'Print x " " k " " y " " z " " w " " v',
    ].join("\n");
    const lines: string[] = [];
    for (const x of p)
      for (const kk of k)
        for (const y of p) {
          if (y === x || (x + 2 * y + kk) % m === r) continue;
          const z = x + kk;
          if (!q.includes(z)) continue;
          for (const w of q) {
            if (w === z) continue;
            for (const v of values)
              if ((z + w + v) % m === r % m) lines.push(`${x} ${kk} ${y} ${z} ${w} ${v}`);
          }
        }
    return { text, lines };
  });

describe("named pools and free choices: brute force and every form", () => {
  it("random programs print what nested JavaScript loops find, in the same order, in every form", () => {
    fc.assert(
      fc.property(brute, ({ text, lines }) => {
        const r = both(text);
        expect(r.solutions.map((s) => s.text)).toEqual(lines);
        const expected = { lines, counts: r.profile.map((p) => p.count), nodes: r.counters.nodes };
        for (const form of forms(text)) expect(form).toEqual(expected);
      }),
      { numRuns: 60 },
    );
  }, 60_000);

  it("splits a search on its first Choose, whatever it draws from", () => {
    const texts = [
      "Pool p 4 2 9\nChoose a from p\nChoose b\nPrint a b",
      "Pool p 1..2\nChoose k in 3..6\nChoose a from p\nPrint k a",
      "Pool p 1..40\nChoose a from p\nRestrict a % 7 == 1\nChoose b from p\nRestrict a + b == 20\nPrint a b",
    ];
    for (const text of texts) {
      const checked = loadProgram(text);
      const size = firstChooseSize(checked);
      const whole = runSearch(checked, { profile: true });
      for (const interpret of [false, true]) {
        const lines: string[] = [];
        let nodes = 0;
        for (let from = 0; from < size; from++) {
          const part = runSearch(checked, { interpret, firstChoose: { from, to: from + 1 } });
          lines.push(...part.solutions.map((s) => s.text));
          nodes += part.counters.nodes;
        }
        expect(lines).toEqual(whole.solutions.map((s) => s.text));
        expect(nodes).toBe(whole.counters.nodes);
      }
    }
    expect(firstChooseSize(loadProgram("Choose k in 3..6\nPrint k"))).toBe(4);
    expect(firstChooseSize(loadProgram("Pool p 1..3\nChoose a from p"))).toBe(3);
  });

  it("a pool above 31 values (a byte array) and one below (a bitmask) in one program", () => {
    const text =
      "Pool big 0..39\nPool small 0..4\nChoose a from big\nRestrict a % 9 == 0\nChoose b from small\nLet c = a + b from big\nChoose d from small\nLet e = (c + d) % 5 from small\nPrint a b c d e";
    const r = both(text);
    const expected: string[] = [];
    for (const a of [0, 9, 18, 27, 36])
      for (const b of [0, 1, 2, 3, 4]) {
        const c = a + b;
        if (c > 39 || c === a) continue;
        for (const d of [0, 1, 2, 3, 4]) {
          const e = (c + d) % 5;
          if (d === b || e === b || e === d) continue;
          expected.push(`${a}${b}${c}${d}${e}`);
        }
      }
    expect(r.solutions.map((s) => s.text)).toEqual(expected);
    const code = compileProgram(loadProgram(text)).code;
    expect(code).toMatch(/const used1 = new Uint8Array\(40\);/);
    expect(code).toMatch(/let used2 = 0;/);
  });
});

describe("named pools and free choices: syntax trees from outside", () => {
  it("a parsed tree, and its JSON, run as the text does", () => {
    const text = "Pool p 1..3\nChoose a from p\nLet b = 4 - a from p\nChoose k in 5 6\nPrint a b k";
    const expected = runSearch(text).solutions.map((s) => s.text);
    expect(expected).toEqual(["135", "136", "315", "316"]);
    const tree = JSON.parse(JSON.stringify(parseProgram(text)));
    expect(runSearch(tree).solutions.map((s) => s.text)).toEqual(expected);
  });

  it("refuses trees the parser could not have built", () => {
    const tree = () =>
      JSON.parse(
        JSON.stringify(
          parseProgram("Pool p 1..3\nChoose a from p\nChoose k in 5 6\nLet b = 1 from p"),
        ),
      );
    // biome-ignore lint/suspicious/noExplicitAny: a JSON tree spoiled field by field
    const cases: [(t: any) => void, RegExp][] = [
      [
        (t) => {
          t.statements[1].choices = [1];
        },
        /from a pool or from choices, not both/,
      ],
      [
        (t) => {
          t.statements[1].pool.name = "a b";
        },
        /statements\[1\]\.pool\.name/,
      ],
      [
        (t) => {
          t.statements[1].pool.extra = 1;
        },
        /unexpected field "extra"/,
      ],
      [
        (t) => {
          t.statements[2].choices = [];
        },
        /the pool is empty/,
      ],
      [
        (t) => {
          t.statements[2].choices = [1, 1];
        },
        /1 appears twice/,
      ],
      [
        (t) => {
          t.statements[0].values = [0.5];
        },
        /statements\[0\]\.values\[0\]/,
      ],
      [
        (t) => {
          t.statements[0].name = "constructor()";
        },
        /statements\[0\]\.name/,
      ],
      [
        (t) => {
          t.statements[3].choices = [1];
        },
        /unexpected field "choices" in a let statement/,
      ],
      [
        (t) => {
          delete t.statements[0].nameAt;
        },
        /missing field "nameAt" in a pool statement/,
      ],
    ];
    for (const [spoil, message] of cases) {
      const t = tree();
      spoil(t);
      expect(() => runSearch(t)).toThrow(message);
      expect(() => runSearch(t)).toThrow(InputError);
    }
  });
});

describe("named pools and free choices: the builder", () => {
  it("writes Pool, Choose from, Choose in and Let from as the language does", () => {
    const built = search()
      .pool("p", 1, 3)
      .pool("odd", [1, 3])
      .chooseFrom("p", "a")
      .let("b", "4 - a", "p")
      .chooseIn("k", [0, 5])
      .chooseFrom("odd", "o")
      .print('a " " b " " k " " o');
    expect(built.toString()).toBe(
      'Pool p 1..3\nPool odd 1 3\nChoose a from p\nLet b = 4 - a from p\nChoose k in 0 5\nChoose o from odd\nPrint a " " b " " k " " o',
    );
    expect(built.all().map((s) => s.text)).toEqual(
      runSearch(built.toString()).solutions.map((s) => s.text),
    );
    expect(built.all()).toHaveLength(8);
    expect(() => search().pool("not a name", 1, 2)).toThrow(InputError);
    expect(() => search().chooseFrom("p q", "a")).toThrow(InputError);
    expect(() => search().let("a", "1", "p\nPrint 1")).toThrow(InputError);
    expect(() => search().chooseIn("k", [1, 0.5])).toThrow(InputError);
  });
});
