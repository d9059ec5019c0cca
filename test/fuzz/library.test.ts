/**
 * The fuzz suite's library families: alphametic text, search programs, DLX text, Sudoku grids,
 * and permutation and queens arguments. Every input either gives a value or an InputError (or
 * stops at the time budget): never a RangeError, TypeError, stack overflow or hang. A quick run is
 * part of `npm test`; `npm run fuzz` runs 10,000 inputs per family. Replay a failure with the
 * seed fast-check prints: `FUZZ_SEED=<seed> FUZZ_PATH=<path> npx vitest run test/fuzz`.
 */
import { readdirSync, readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { solveAlphametic } from "../../src/alphametics/solver.js";
import { parseDlx } from "../../src/exact-cover/dlx-format.js";
import { minCostExactCovers } from "../../src/exact-cover/min-cost.js";
import { countExactCovers } from "../../src/exact-cover/solve.js";
import { countPermutations } from "../../src/permutations/count.js";
import { rankPermutation, unrankPermutation } from "../../src/permutations/rank.js";
import { countQueens } from "../../src/queens/symmetry.js";
import { runSearch } from "../../src/search/run.js";
import { analyseSudoku } from "../../src/sudoku/solve.js";
import {
  deadline,
  mutated,
  oddChar,
  outcome,
  params,
  protoNames,
  repeated,
  TIMEOUT,
  tokenText,
} from "./fuzz.js";

const alphameticSeeds = [
  "SEND + MORE = MONEY",
  "YELLOW + YELLOW + RED = ORANGE",
  "7AB * CD = EFGHJ",
  "HIP * HIP = HURRAY",
  "A + B = C, C + D = E",
  "ABC - BBD = DEF / + - GH * GD = BGC = = = DI + BJI = BIF",
  "(A + B) ^ 2 = CDE",
  "'12' + AB = CD",
  "ABC / D = EF",
  ...readFileSync("test/data/alphametics/cryptarithms-barker.db.txt", "utf8")
    .split("\n")
    .filter((l) => l && !l.startsWith("#"))
    .slice(0, 30),
];
const alphameticTokens = [
  ..."ABCDEFGHIJ",
  " + ",
  " - ",
  " * ",
  " / ",
  " ^ ",
  " = ",
  "(",
  ")",
  ",",
  "'",
  "9",
  "-",
];

const alphametic = fc.oneof(
  mutated(alphameticSeeds, tokenText(alphameticTokens, 6)),
  tokenText(alphameticTokens, 60),
  repeated("(", 5000).map((open) => `${open}A${")".repeat(open.length)} = B`),
  repeated("A", 6000, " + ").map((sum) => `${sum} = B`),
  repeated("A", 6000, " * ").map((product) => `${product} = BC`),
  repeated("-", 6000).map((minus) => `${minus}A = B`),
  repeated("A", 50, "^").map((tower) => `${tower} = B`),
  fc.integer({ min: 1, max: 300_000 }).map((n) => `${"A".repeat(n)} + B = C`),
  protoNames.map((name) => `${name} + A = B`),
  fc.tuple(oddChar, oddChar).map(([a, b]) => `SEND${a} + MORE = MON${b}EY`),
);

const searchSeeds = readdirSync("examples")
  .filter((f) => f.endsWith(".search"))
  .map((f) => readFileSync(`examples/${f}`, "utf8"));
const searchTokens = [
  "Pool p ",
  "Pool q ",
  " from p",
  " from q",
  " in ",
  "Choose ",
  "Let ",
  "Restrict ",
  "Compute ",
  "Print ",
  "Values ",
  "a",
  "b",
  "x",
  " = ",
  " == ",
  " != ",
  " < ",
  " + ",
  " * ",
  " / ",
  " % ",
  "..",
  "{ab}",
  '"',
  "\n",
  "(",
  ")",
  "0",
  "9",
  ",",
];
const search = fc.oneof(
  mutated(searchSeeds, tokenText(searchTokens, 6)),
  tokenText(searchTokens, 60),
  repeated("Choose v\n", 2000).map(
    (chooses) =>
      `Values 0..1\n${chooses.replace(/v/g, () => `v${Math.random().toString(36).slice(2, 8)}`)}`,
  ),
  fc.integer({ min: 1, max: 2_000_000 }).map((n) => `Values 0..${n}\nChoose a\nPrint a\n`),
  fc.bigInt({ min: 0n, max: 2n ** 70n }).map((v) => `Values ${v}\nChoose a\nPrint a\n`),
  repeated("(", 3000).map((open) => `Let a = ${open}1${")".repeat(open.length)}\nPrint a\n`),
  protoNames.map((name) => `Values 1..3\nChoose ${name}\nPrint ${name}\n`),
  protoNames.map((name) => `Pool ${name} 1..3\nChoose a from ${name}\nPrint a\n`),
  fc.integer({ min: 1, max: 2_000_000 }).map((n) => `Pool p 0..${n}\nChoose a from p\nPrint a\n`),
  fc
    .integer({ min: 1, max: 2_000_000 })
    .map((n) => `Choose k in 0..${n}\nRestrict k % 1000 == 7\nPrint k\n`),
  repeated("Choose v in 0 1\n", 200).map((chooses) =>
    chooses.replace(/v/g, () => `v${Math.random().toString(36).slice(2, 8)}`),
  ),
);

const dlxSeeds = readdirSync("examples")
  .filter((f) => f.endsWith(".dlx"))
  .map((f) => readFileSync(`examples/${f}`, "utf8"))
  .concat(["a b c | d e\na d\nb c e:1\nc\n", "1:2|a b\na\na b\nb\n"]);
const dlxTokens = ["a", "b", "c", "d", " ", "\n", "|", ":", "1", "2", "x", "//", "#", " |3"];
const dlx = fc.oneof(
  mutated(dlxSeeds, tokenText(dlxTokens, 6)),
  tokenText(dlxTokens, 60),
  fc.integer({ min: 1, max: 200_000 }).map((n) => `${"a".repeat(n)}\n${"a".repeat(n)}\n`),
  fc.integer({ min: 1, max: 20_000 }).map((n) => {
    const items = Array.from({ length: n }, (_, i) => `i${i}`);
    return `${items.join(" ")}\n${items.join("\n")}\n`;
  }),
  protoNames.map((name) => `${name} b\n${name}\nb\n`),
);

const sudokuSeeds = [
  ...readFileSync("test/data/parallel/magictour_top1465_300.txt", "utf8").split("\n").slice(0, 20),
  "1.3..2...4..3..1",
  `${".".repeat(256)}`,
  "4.....8.5\n.3.......\n...7.....\n.2.....6.\n....8.4..\n....1....\n...6.3.7.\n5..2.....\n1.4......",
];
const sudokuTokens = [".", "0", "1", "5", "9", "A", "G", " ", "|", "-+-", "\n"];
const sudoku = fc.oneof(
  mutated(sudokuSeeds, tokenText(sudokuTokens, 4)),
  tokenText(sudokuTokens, 90),
  fc
    .constantFrom(16, 36, 64, 81, 144, 256, 625)
    .chain((n) =>
      fc.array(fc.constantFrom(".", "1", "2", "3", "4", "9", "A", "P"), {
        minLength: n,
        maxLength: n,
      }),
    )
    .map((cells) => cells.join("")),
  fc.integer({ min: 0, max: 2_000_000 }).map((n) => ".".repeat(n)),
);

describe("fuzz: library entry points answer or refuse", () => {
  it(
    "alphametic text",
    () => {
      fc.assert(
        fc.property(alphametic, (text) => {
          outcome(() => solveAlphametic(text, { limit: 2, signal: deadline(500) }), text);
        }),
        params(),
      );
    },
    TIMEOUT,
  );

  it(
    "search programs, and both modes agree when both finish",
    () => {
      fc.assert(
        fc.property(search, (text) => {
          let compiled: string[] | undefined;
          let interpreted: string[] | undefined;
          const a = outcome(() => {
            compiled = runSearch(text, { limit: 20, signal: deadline(500) }).solutions.map(
              (s) => s.text,
            );
          }, text);
          const b = outcome(() => {
            interpreted = runSearch(text, {
              limit: 20,
              interpret: true,
              signal: deadline(500),
            }).solutions.map((s) => s.text);
          }, text);
          if (a === "refused" || b === "refused") expect(a).toBe(b);
          if (a === "value" && b === "value") expect(compiled).toEqual(interpreted);
        }),
        params(),
      );
    },
    TIMEOUT,
  );

  it(
    "DLX text",
    () => {
      fc.assert(
        fc.property(dlx, (text) => {
          outcome(
            () => countExactCovers(parseDlx(text), { limit: 100, signal: deadline(500) }),
            text,
          );
          outcome(() => minCostExactCovers(parseDlx(text), { k: 3, signal: deadline(500) }), text);
        }),
        params(),
      );
    },
    TIMEOUT,
  );

  it(
    "Sudoku grids, with each method",
    () => {
      fc.assert(
        fc.property(sudoku, fc.constantFrom("auto", "fast", "dlx" as const), (text, method) => {
          outcome(() => analyseSudoku(text, { limit: 2, method, signal: deadline(500) }), text);
        }),
        params(),
      );
    },
    TIMEOUT,
  );

  it(
    "permutation and queens arguments",
    () => {
      const number = fc.oneof(
        fc.integer({ min: -5, max: 40 }),
        fc.double(),
        fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, -0, 2 ** 53, 1e308),
      );
      fc.assert(
        fc.property(number, number, fc.bigInt({ min: -10n, max: 10n ** 40n }), (n, k, rank) => {
          outcome(() => countPermutations(n, k), [n, k]);
          outcome(() => unrankPermutation(Math.min(Math.abs(n), 30), rank), [n, rank]);
          outcome(() => unrankPermutation(n, k), [n, k]);
          outcome(() => rankPermutation([n, k, 1]), [n, k]);
          if (!(Number.isInteger(n) && n >= 14)) outcome(() => countQueens(n), n); // 14+: slow, not wrong
        }),
        params(),
      );
    },
    TIMEOUT,
  );
});
