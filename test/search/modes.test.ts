import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createCounters } from "../../src/core/counters.js";
import { InputError } from "../../src/core/errors.js";
import { compileProgram } from "../../src/search/compiler.js";
import { formatSolution, loadProgram, runSearch } from "../../src/search/run.js";

/**
 * The compiled code (nested and flat forms, visitor and generator variants) and the interpreter
 * must print the same lines and count the same per-statement profile and nodes on any program,
 * including edge values (division and modulo by zero, negatives, values near 2^53), and throw
 * nothing but InputError (the same one) for a program they refuse.
 */

const EDGE = [
  "0",
  "1",
  "-1",
  "2",
  "-7",
  "7",
  "10",
  "94906265",
  "4503599627370496",
  "9007199254740991",
  "-9007199254740991",
];

const poolArbitrary = fc.oneof(
  fc
    .record({ from: fc.integer({ min: -4, max: 4 }), size: fc.integer({ min: 1, max: 6 }) })
    .map(({ from, size }) => `Values ${from}..${from + size - 1}`),
  fc
    .uniqueArray(fc.integer({ min: -50, max: 50 }), { minLength: 1, maxLength: 6 })
    .map((xs) => `Values ${xs.join(" ")}`),
  fc.constantFrom(
    "",
    "Values 0..39",
    "Values 39..-1",
    "Values 9007199254740985..9007199254740991",
    "Values 9007199254740991 9007199254740990 9007199254740000",
    "Values -9007199254740991 -9007199254740990 -9007199254740000",
  ),
);

const programArbitrary = fc
  .record({
    pool: poolArbitrary,
    base: fc.constantFrom("", "", "Base 2", "Base 16"),
    // a named pool (Choose/Let ... from p) and a free choice's list (Choose ... in)
    named: fc.oneof(
      fc.uniqueArray(fc.integer({ min: -9, max: 9 }), { minLength: 1, maxLength: 5 }),
      fc.constant([...Array(34).keys()]),
    ),
    free: fc.uniqueArray(fc.integer({ min: -9, max: 99 }), { minLength: 1, maxLength: 4 }),
    steps: fc.array(
      fc.record({
        kind: fc.constantFrom(
          "choose",
          "choose",
          "let",
          "compute",
          "restrict",
          "print",
          "from",
          "letfrom",
          "in",
        ),
        seed: fc.array(fc.nat({ max: 10_000 }), { minLength: 16, maxLength: 16 }),
      }),
      { minLength: 1, maxLength: 6 },
    ),
  })
  .map(({ pool, base, named, free, steps }) => {
    const lines = [pool, base].filter((l) => l !== "");
    if (steps.some((s) => s.kind === "from" || s.kind === "letfrom"))
      lines.push(`Pool p ${named.join(" ")}`);
    const vars: string[] = [];
    let n = 0;
    const expr = (seed: number[], depth: number, k = { i: 0 }): string => {
      const r = seed[k.i++ % seed.length];
      if (depth === 0 || r % 5 === 0) {
        if (vars.length > 0 && r % 3 !== 0) return vars[r % vars.length];
        return EDGE[r % EDGE.length];
      }
      const sub = () => expr(seed, depth - 1, k);
      const ops = ["+", "-", "*", "/", "%", "/", "%", "==", "!=", "<", "<=", ">", ">=", "&&", "||"];
      const choice = r % 21;
      if (choice < ops.length) return `(${sub()} ${ops[choice]} ${sub()})`;
      if (choice === 15) return `abs(${sub()})`;
      if (choice === 16) return `min(${sub()}, ${sub()}, ${sub()})`;
      if (choice === 17) return `max(${sub()}, ${sub()})`;
      if (choice === 18) return `!${sub()}`;
      if (choice === 19) return `-${sub()}`;
      return vars.length > 0 ? `{${vars.slice(-2).join(" ")} 1}` : "{1 0}";
    };
    for (const s of steps) {
      const name = `v${n++}`;
      if (s.kind === "choose" || s.kind === "from" || s.kind === "in") {
        const from = s.kind === "from" ? " from p" : s.kind === "in" ? ` in ${free.join(" ")}` : "";
        lines.push(`Choose ${name}${from}`);
        vars.push(name);
      } else if (s.kind === "letfrom") {
        lines.push(`Let ${name} = ${expr(s.seed, 3)} from p`);
        vars.push(name);
      } else if (s.kind === "restrict") lines.push(`Restrict ${expr(s.seed, 3)}`);
      else if (s.kind === "print")
        lines.push(`Print "p" ${expr(s.seed, 2)} " " ${expr(s.seed, 1)}`);
      else {
        lines.push(`${s.kind === "let" ? "Let" : "Compute"} ${name} = ${expr(s.seed, 3)}`);
        vars.push(name);
      }
    }
    lines.push(`Print ${vars.map((v) => `${v} ","`).join(" ")} 0`);
    return lines.join("\n");
  });

interface Outcome {
  lines?: string[];
  counts?: number[];
  nodes?: number;
  error?: string;
}

/** Runs `f`, turning an InputError into its message; anything else is thrown on. */
function outcome(f: () => Outcome): Outcome {
  try {
    return f();
  } catch (e) {
    if (e instanceof InputError) return { error: e.message };
    throw e;
  }
}

/**
 * A compiled variant run directly (nested, split or flat form, visitor or generator), taking at
 * most `limit` solutions (the generator told so, as runSearchAsync tells it).
 */
function compiledVariant(
  text: string,
  flat: boolean,
  generator: boolean,
  split = true,
  limit = Number.POSITIVE_INFINITY,
): Outcome {
  return outcome(() => {
    const checked = loadProgram(text);
    const count = checked.program.statements.length;
    const counters = createCounters(Math.max(1, count));
    // split: false is the one-nest form with every Restrict as written (incremental off too)
    const compiled = compileProgram(checked, {
      profile: true,
      flat,
      generator,
      split,
      incremental: split,
    });
    const lines: string[] = [];
    if (generator) {
      const run = compiled.steps({ counters, limit });
      for (const step of run.steps)
        if (step >= 0) {
          lines.push(formatSolution(checked, step, run.vars, run.items).text);
          if (lines.length >= limit) break;
        }
    } else {
      compiled.run(
        (s, vars, items) => {
          lines.push(formatSolution(checked, s, vars, items).text);
          return lines.length < limit;
        },
        { counters },
      );
    }
    return {
      lines,
      counts: Array.from(counters.profile ?? []).slice(0, count),
      nodes: counters.nodes,
    };
  });
}

function viaRunSearch(text: string, interpret: boolean, limit?: number): Outcome {
  return outcome(() => {
    const r = runSearch(text, { interpret, profile: true, limit });
    return {
      lines: r.solutions.map((s) => s.text),
      counts: r.profile.map((p) => p.count),
      nodes: r.counters.nodes,
    };
  });
}

/** Leaves of the search tree, to skip programs too big for a quick property run. */
function small(text: string): boolean {
  try {
    const checked = loadProgram(text);
    const left = checked.pools.map((p) => p.values.length);
    let leaves = 1;
    checked.program.statements.forEach((s, i) => {
      if (s.kind !== "choose") return;
      const p = checked.poolOf[i];
      leaves *= checked.pools[p].free ? left[p] : left[p]--;
    });
    return leaves <= 3000;
  } catch {
    return true; // refused: cheap
  }
}

describe("compiled and interpreted modes", () => {
  it("random programs: most run, some are refused", () => {
    const texts = fc.sample(programArbitrary, { numRuns: 300, seed: 1 }).filter(small);
    const refused = texts.filter((t) => viaRunSearch(t, true).error !== undefined).length;
    expect(texts.length).toBeGreaterThan(200);
    expect(refused).toBeGreaterThan(10);
    expect(texts.length - refused).toBeGreaterThan(100);
    // named pools and free choices among those that run (issue 34)
    const runs = texts.filter((t) => viaRunSearch(t, true).error === undefined);
    expect(runs.filter((t) => t.includes(" from p")).length).toBeGreaterThan(20);
    expect(runs.filter((t) => / in -?\d/.test(t)).length).toBeGreaterThan(20);
  });

  it("print the same lines, count the same profile, throw only the same InputError", () => {
    fc.assert(
      fc.property(programArbitrary, (text) => {
        if (!small(text)) return true;
        const interpreted = viaRunSearch(text, true);
        expect(viaRunSearch(text, false)).toEqual(interpreted);
        for (const flat of [false, true])
          for (const generator of [false, true])
            expect(compiledVariant(text, flat, generator)).toEqual(interpreted);
        for (const generator of [false, true])
          expect(compiledVariant(text, false, generator, false)).toEqual(interpreted);
        return true;
      }),
      { numRuns: 300 },
    );
  }, 60_000);

  it("stop after a limit at the same node, whatever the form (the generator's level functions too)", () => {
    fc.assert(
      fc.property(programArbitrary, fc.integer({ min: 1, max: 4 }), (text, limit) => {
        if (!small(text)) return true;
        const interpreted = viaRunSearch(text, true, limit);
        expect(viaRunSearch(text, false, limit)).toEqual(interpreted);
        for (const generator of [false, true])
          for (const split of [false, true])
            expect(compiledVariant(text, false, generator, split, limit)).toEqual(interpreted);
        return true;
      }),
      { numRuns: 300 },
    );
  }, 60_000);

  it("agree on division and modulo by zero, negatives and large values", () => {
    const text = [
      "Values -7 -1 0 2 7",
      "Choose a",
      "Choose b",
      "Compute c = a * 1286742750677284",
      "Compute q = c / b",
      "Compute r = c % b",
      "Restrict b == 0 || c % b != 1 && !(c / b == 3)",
      'Print a " " b " " q " " r " " abs(c) " " min(c, b, 0) " " -c',
    ].join("\n");
    const interpreted = viaRunSearch(text, true);
    expect(interpreted.lines).toContain(
      "-7 2 -4503599627370494 0 9007199254740988 -9007199254740988 9007199254740988",
    );
    expect(interpreted.lines).toContain(
      "7 -7 -1286742750677284 0 9007199254740988 -7 -9007199254740988",
    );
    expect(interpreted.lines?.some((l) => l.split(" ")[1] === "0")).toBe(false);
    for (const flat of [false, true])
      for (const generator of [false, true])
        expect(compiledVariant(text, flat, generator)).toEqual(interpreted);
    expect(viaRunSearch(text, false)).toEqual(interpreted);
  });

  it("agree on wide words and calls (emitted as statements and call trees), in every form", () => {
    const digits = Array(20).fill("0").join(" ");
    const args = Array.from({ length: 40 }, (_, i) => `a * ${i - 20}`).join(", ");
    const text = `Values -3..3\nChoose a\nChoose b\nRestrict b == 0 || {${digits} a} / b > 0 && max(${args}) > 20\nPrint {${digits} b a} " " min(${args}) " " max(${args})`;
    const interpreted = viaRunSearch(text, true);
    expect(interpreted.lines?.length).toBeGreaterThan(5);
    for (const flat of [false, true])
      for (const generator of [false, true])
        expect(compiledVariant(text, flat, generator)).toEqual(interpreted);
  });
});
