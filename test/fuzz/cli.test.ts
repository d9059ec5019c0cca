/**
 * The fuzz suite's command-line family: fuzzed arguments, option values and standard input for
 * every command, run in-process (test/helpers/cli.ts). Every run ends with exit code 0 or 2
 * (130 only when the test's own time budget cancelled it), never 1; stderr never holds a stack
 * trace, and each of its lines is `permuta: ...`. Runs per family: `FUZZ_RUNS` (see fuzz.ts).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";
import { oddChar, params, protoNames, RUNS, TIMEOUT } from "./fuzz.js";

const numbers = fc.oneof(
  fc.integer({ min: -3, max: 12 }).map(String),
  fc.constantFrom(
    "0",
    "-0",
    "1.5",
    "1e3",
    "NaN",
    "Infinity",
    "0x10",
    "9".repeat(30),
    "",
    " 3",
    "+4",
  ),
);
const words = fc.oneof(
  fc.constantFrom("a", "b", "1", "2", "3", "x", "-", "--", "-3", "SEND", "--json", "--help"),
  oddChar,
  protoNames,
);
const optionNames = [
  "--k",
  "--order",
  "--distinct",
  "--json",
  "--list",
  "--count",
  "--limit",
  "--seed",
  "--size",
  "--clues",
  "--symmetry",
  "--difficulty",
  "--method",
  "--workers",
  "--digits",
  "--assign",
  "--base",
  "--interpret",
  "--profile",
  "--stats",
  "--min-cost",
  "--time-limit",
  "--bogus",
];
const option = fc.oneof(
  fc.constantFrom(...optionNames),
  fc.tuple(fc.constantFrom(...optionNames), fc.oneof(numbers, words)).map(([o, v]) => `${o}=${v}`),
  fc.tuple(fc.constantFrom("--digits", "--assign"), protoNames).map(([o, v]) => `${o}=${v}=1`),
);
const commands = fc.constantFrom(
  ["perm", "list"],
  ["perm", "count"],
  ["perm", "next"],
  ["perm", "prev"],
  ["perm", "random"],
  ["perm", "rank"],
  ["perm", "unrank"],
  ["perm", "trace"],
  ["queens"],
  ["cover", "-"],
  ["sudoku", "solve", "-"],
  ["sudoku", "count", "-"],
  ["sudoku", "generate"],
  ["sudoku", "hint"],
  ["sudoku", "candidates"],
  ["sudoku", "rate", "-"],
  ["alphametic"],
  ["search", "-"],
  ["bogus"],
);
const stdin = fc.oneof(
  fc.constant(""),
  fc.constantFrom(
    "a b\na\nb\n",
    "a b\na |2\nb |1\na b |4\n",
    "SEND + MORE = MONEY\nA + A\n",
    "Values 1..3\nChoose a\nPrint a\n",
    `${".".repeat(81)}\n1.3..2...4..3..1\n`,
  ),
  fc.string({ maxLength: 40 }),
);

describe("fuzz: the command line", () => {
  it(
    "exits 0 or 2, with no stack trace, for any arguments",
    async () => {
      await fc.assert(
        fc.asyncProperty(
          commands,
          fc.array(fc.oneof(numbers, words, option), { maxLength: 6 }),
          stdin,
          async (command, rest, input) => {
            // keep output-bound runs small: at most 7 items to list, boards up to 12
            const args = [...command, ...rest];
            if (command[0] === "perm" && rest.filter((a) => !a.startsWith("-")).length > 7) return;
            const controller = new AbortController();
            const timer = setTimeout(() => controller.abort(), 3000);
            const result = await runCli(args, input, controller.signal);
            clearTimeout(timer);
            const shown = JSON.stringify({ args, input }).slice(0, 300);
            if (controller.signal.aborted && result.code === 130) return; // the budget, not a bug
            expect([0, 2], `${shown}\n${result.stderr}`).toContain(result.code);
            expect(result.stderr, shown).not.toMatch(/\n\s+at |internal error/);
            for (const line of result.stderr.split("\n").filter(Boolean))
              expect(line, shown).toMatch(/^permuta(?: worker)?: /);
          },
        ),
        params(process.env.FUZZ_RUNS ? RUNS : 60),
      );
    },
    TIMEOUT,
  );
});
