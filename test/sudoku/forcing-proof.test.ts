/**
 * Forcing chains and nets written out link by link: every branch of every forcing step's proof is
 * checked here by the rules, from the board at that step (a candidate turns false only through a
 * weak link from a true one; true only when every other digit of its cell, or every other place of
 * its digit in the house named, is false; a nested net's result only when each of its own branches
 * reaches it or fails), and the branches reach the step's result or a contradiction; the choices
 * are every candidate of a cell or every place of a digit in a house. Puzzles of the forum's
 * hardest, replayed against the solution.
 */
import { describe, expect, it } from "vitest";
import { parseSudoku } from "../../src/sudoku/grid.js";
import {
  boardFromValues,
  type CellDigit,
  cloneBoard,
  type LogicBoard,
  placeDigit,
} from "../../src/sudoku/logic/board.js";
import type { ForcingProof } from "../../src/sudoku/logic/forcing-proof.js";
import {
  TECHNIQUE_FAMILIES,
  TECHNIQUES,
  type Technique,
} from "../../src/sudoku/logic/techniques.js";
import { sudokuDataLines } from "../helpers/sudoku-data.js";
import { replayAgainstSolution } from "../helpers/sudoku-replay.js";

const bit = (d: number) => 1 << (d - 1);
const popcount = (m: number) => {
  let n = 0;
  for (let x = m; x !== 0; x &= x - 1) n++;
  return n;
};
const key = (c: CellDigit, on: boolean) => `${c.cell}:${c.digit}:${on ? 1 : 0}`;
const has = (b: LogicBoard, c: CellDigit) =>
  b.values[c.cell] === 0 && (b.cands[c.cell]! & bit(c.digit)) !== 0;
const sameSet = (a: CellDigit[], b: CellDigit[]) =>
  a
    .map((x) => key(x, true))
    .sort()
    .join() ===
  b
    .map((x) => key(x, true))
    .sort()
    .join();

/** The places of a digit in a house, as candidates. */
function places(b: LogicBoard, h: number, digit: number): CellDigit[] {
  const out: CellDigit[] = [];
  for (let i = 0; i < 9; i++) {
    const cell = b.table.houses[h * 9 + i]!;
    if (has(b, { cell, digit })) out.push({ cell, digit });
  }
  return out;
}

/** The other digits of a cell, as candidates. */
function others(b: LogicBoard, c: CellDigit): CellDigit[] {
  const out: CellDigit[] = [];
  for (let d = 1; d <= 9; d++)
    if (d !== c.digit && has(b, { cell: c.cell, digit: d })) out.push({ cell: c.cell, digit: d });
  return out;
}

/** The subsets of `k` items of a list. */
function* subsets<T>(items: T[], k: number, from = 0): Generator<T[]> {
  if (k === 0) {
    yield [];
    return;
  }
  for (let i = from; i <= items.length - k; i++)
    for (const rest of subsets(items, k - 1, i + 1)) yield [items[i]!, ...rest];
}

const cellsOf = (b: LogicBoard, h: number) => [...b.table.houses.slice(h * 9, h * 9 + 9)];

/**
 * True when the "+" rule named removes candidate `c` on board `b`, checked by brute force over the
 * rule's pattern (not by the solver's finders): locked candidates (a digit's places in one house
 * all inside another), naked and hidden subsets of 2 or 3, X-wing and swordfish.
 */
function ruleRemoves(b: LogicBoard, rule: string, c: CellDigit): boolean {
  const houses = [...Array(27).keys()];
  const inHouse = (cell: number, h: number) => cellsOf(b, h).includes(cell);
  const d = c.digit;
  if (rule === "pointing" || rule === "claiming")
    return houses.some((a) => {
      const at = places(b, a, d).map((x) => x.cell);
      return (
        at.length > 0 &&
        !inHouse(c.cell, a) &&
        houses.some((h) => h !== a && inHouse(c.cell, h) && at.every((x) => inHouse(x, h)))
      );
    });
  const k = { pair: 2, triple: 3 }[rule.split(" ")[1] ?? ""] ?? 0;
  if (rule.startsWith("naked"))
    return houses.some((h) => {
      const open = cellsOf(b, h).filter((x) => b.values[x] === 0 && x !== c.cell);
      if (!inHouse(c.cell, h)) return false;
      for (const set of subsets(open, k)) {
        const union = set.reduce((m, x) => m | b.cands[x]!, 0);
        if (union & bit(d) && popcount(union) === k) return true;
      }
      return false;
    });
  if (rule.startsWith("hidden"))
    return houses.some((h) => {
      if (!inHouse(c.cell, h)) return false;
      for (const digits of subsets(
        [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((x) => x !== d),
        k,
      )) {
        const cells = new Set(digits.flatMap((x) => places(b, h, x).map((p) => p.cell)));
        if (
          cells.size === k &&
          cells.has(c.cell) &&
          digits.every((x) => places(b, h, x).length > 0)
        )
          return true;
      }
      return false;
    });
  const size = { "x-wing": 2, swordfish: 3 }[rule] ?? 0;
  for (const [base, cover] of [
    [0, 9],
    [9, 0],
  ] as const)
    for (const lines of subsets(
      [...Array(9).keys()].map((i) => base + i),
      size,
    )) {
      const at = lines.flatMap((l) => places(b, l, d).map((p) => p.cell));
      if (lines.some((l) => inHouse(c.cell, l))) continue;
      const covers = houses.slice(cover, cover + 9).filter((h) => at.some((x) => inHouse(x, h)));
      if (covers.length <= size && covers.some((h) => inHouse(c.cell, h))) return true;
    }
  return false;
}

/**
 * Checks a proof from board `s` by the rules; returns the facts every branch that does not fail
 * reaches (a fact is reached when true in every such branch).
 */
function checkProof(s: LogicBoard, proof: ForcingProof, depth = 0): Set<string> {
  expect(depth).toBeLessThan(3);
  const assumed = proof.branches.map((b) => b.assume);
  const bothWays =
    proof.branches.length === 2 &&
    key(assumed[0]!, true) === key(assumed[1]!, true) &&
    !proof.branches[0]!.off !== !proof.branches[1]!.off;
  // the choices: one of them is true (a cell's candidates, a digit's places in a house, or one
  // candidate true and false)
  if (assumed.length > 1 && !bothWays) {
    for (const b of proof.branches) expect(b.off).toBeUndefined();
    const cell =
      assumed.every((a) => a.cell === assumed[0]!.cell) &&
      sameSet(others(s, assumed[0]!).concat(assumed[0]!), assumed);
    const house = [...Array(27).keys()].some((h) =>
      sameSet(places(s, h, assumed[0]!.digit), assumed),
    );
    expect(cell || house, JSON.stringify(assumed)).toBe(true);
  }
  let reached = null as Set<string> | null;
  for (const branch of proof.branches) {
    const facts = new Set<string>();
    const [first, ...rest] = branch.implications;
    const on = !branch.off;
    expect(first).toEqual({ node: branch.assume, on, because: [] });
    expect(has(s, branch.assume)).toBe(true);
    facts.add(key(branch.assume, on));
    const state = () => {
      // the board with this branch's facts so far (nested proofs start from it)
      const b = cloneBoard(s);
      for (const f of branch.implications) {
        if (!facts.has(key(f.node, f.on))) break;
        if (f.on) placeDigit(b, f.node.cell, f.node.digit);
        else b.cands[f.node.cell]! &= ~bit(f.node.digit);
      }
      return b;
    };
    const starts = new Map<ForcingProof, LogicBoard>();
    for (const f of rest) {
      const what = JSON.stringify(f);
      expect(has(s, f.node), what).toBe(true);
      const proof =
        f.proof ??
        (f.provedWith !== undefined ? branch.implications[f.provedWith]!.proof : undefined);
      if (f.provedWith !== undefined) expect(proof, what).toBeDefined();
      if (proof) {
        // a nested step's results share its proof, which starts before the first of them
        if (!starts.has(proof)) starts.set(proof, state());
        const inner = checkProof(starts.get(proof)!, proof, depth + 1);
        expect(inner.has(key(f.node, f.on)), what).toBe(true);
      } else if (f.rule) {
        // a "+" rule on the board this branch has reached
        expect(ruleRemoves(state(), f.rule, f.node), what).toBe(true);
      } else if (!f.on) {
        // weak link from a true candidate
        expect(f.because, what).toHaveLength(1);
        const a = f.because[0]!;
        expect(facts.has(key(a, true)), what).toBe(true);
        const weak =
          (a.cell === f.node.cell && a.digit !== f.node.digit) ||
          (a.digit === f.node.digit && s.table.sees[a.cell * 81 + f.node.cell] === 1);
        expect(weak, what).toBe(true);
      } else {
        for (const x of f.because) expect(facts.has(key(x, false)), what).toBe(true);
        const expected =
          f.house === undefined
            ? others(s, f.node)
            : places(s, f.house, f.node.digit).filter((x) => x.cell !== f.node.cell);
        if (f.house !== undefined)
          expect(s.table.houses.slice(f.house * 9, f.house * 9 + 9)).toContain(f.node.cell);
        expect(f.because.length, what).toBeGreaterThan(0);
        expect(sameSet(f.because, expected), what).toBe(true);
      }
      facts.add(key(f.node, f.on));
    }
    const c = branch.contradiction;
    if (c) {
      for (const x of c.because) expect(facts.has(key(x, false))).toBe(true);
      if (c.cell !== undefined)
        expect(sameSet(c.because, others(s, { cell: c.cell, digit: 0 }))).toBe(true);
      else {
        expect(c.because.length).toBeGreaterThan(0);
        expect(sameSet(c.because, places(s, c.house!, c.because[0]!.digit))).toBe(true);
      }
      continue;
    }
    reached = reached ? new Set([...reached].filter((x) => facts.has(x))) : facts;
  }
  // every branch failing but one: that one's assumption is false in all
  // one branch failing: its assumption is false (assumed true) or true (assumed false)
  if (proof.branches.length === 1 && proof.branches[0]!.contradiction)
    return new Set([key(proof.branches[0]!.assume, proof.branches[0]!.off === true)]);
  return reached ?? new Set();
}

/** Replays puzzles of the forum's hardest (by index), checking every forcing step's proof. */
function checkForcingSteps(indices: number[], techniques: readonly Technique[]) {
  const puzzles = sudokuDataLines("forum_hardest_1106.txt");
  const solutions = sudokuDataLines("forum_hardest_1106.solutions.txt");
  const seen = new Map<string, number>();
  let nested = 0;
  let rules = 0;
  let off = 0;
  for (const p of indices) {
    const grid = parseSudoku(puzzles[p]!);
    const board = boardFromValues(grid.geometry, grid.values);
    board.assumeUnique = true; // every puzzle of the list has one solution (forcing nets need it)
    const solution = parseSudoku(solutions[p]!).values;
    replayAgainstSolution(
      board,
      solution,
      (step) => {
        if (!step.technique.startsWith("forcing")) return;
        const name = `${step.technique}${step.seLevel ? ` ${step.seLevel}` : ""}`;
        seen.set(name, (seen.get(name) ?? 0) + 1);
        expect(step.explanation).not.toMatch(/singles? .*follow/);
        const reached = checkProof(board, step.proof!);
        const json = JSON.stringify(step.proof);
        nested += json.split('"proof"').length - 1;
        rules += json.split('"rule"').length - 1;
        off += json.split('"off"').length - 1;
        for (const e of step.eliminations)
          expect(reached.has(key(e, false)), step.explanation).toBe(true);
        for (const pl of step.placements)
          expect(reached.has(key(pl, true)), step.explanation).toBe(true);
      },
      techniques,
    );
  }
  return { seen, nested, rules, off };
}

describe("forcing proofs", () => {
  it("every branch of every forcing chain holds link by link (forum hardest)", () => {
    const { seen, off } = checkForcingSteps(
      [...Array(12).keys()],
      TECHNIQUES.filter((t) => t.name !== "forcing net"),
    );
    // SE's multiple (cell and region) and dynamic levels (candidates followed false too)
    for (const level of [2, 3])
      expect(seen.get(`forcing chain ${level}`), `level ${level}`).toBeGreaterThan(0);
    expect(off).toBeGreaterThan(0);
    // SE's Nishio level (static chains: what the AICs before it cover) fires without them
    const chains = new Set<string>(TECHNIQUE_FAMILIES.chains);
    const nishio = checkForcingSteps(
      [...Array(6).keys()],
      TECHNIQUES.filter((t) => t.name !== "forcing net" && !chains.has(t.name)),
    );
    expect(nishio.seen.get("forcing chain 1")).toBeGreaterThan(0);
  }, 600_000);

  it("every branch of every forcing net holds link by link, nested chains and + rules too", () => {
    // #88 of the list: SE's dynamic (+) level (pointing inside a branch) and nested chains (9.5)
    const { seen, nested, rules } = checkForcingSteps([88], TECHNIQUES);
    expect(seen.get("forcing net 1")).toBeGreaterThan(0);
    expect(seen.get("forcing net 2")).toBeGreaterThan(0);
    expect(nested).toBeGreaterThan(0);
    expect(rules).toBeGreaterThan(0);
  }, 600_000);
});
