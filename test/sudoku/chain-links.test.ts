/**
 * The links of chain-like steps (LogicStep.links): a known X-chain and XY-chain give exactly their
 * chain; every chain step on top95 carries a valid alternating chain (strong links really strong
 * on the board, weak links really weak, the eliminations seeing both ends); the other steps with
 * links (wings, colouring) give links that hold on the board; grouped AICs on SudokuWiki's
 * Grouped X-Cycles example.
 */
import { describe, expect, it } from "vitest";
import { cellName, parseSudoku, sudokuGeometry } from "../../src/sudoku/grid.js";
import {
  applyStep,
  boardFromMarks,
  boardFromValues,
  type ChainLink,
  type LinkEnd,
  type LogicBoard,
  type LogicStep,
} from "../../src/sudoku/logic/board.js";
import { aic, groupedAic, xyChain } from "../../src/sudoku/logic/chains.js";
import { logicPath } from "../../src/sudoku/logic/path.js";
import { nextStep, TECHNIQUES } from "../../src/sudoku/logic/techniques.js";
import { sudokuDataLines } from "../helpers/sudoku-data.js";

const CHAINS = new Set(["x-chain", "xy-chain", "aic", "grouped aic", "xy-wing", "w-wing"]);

const cellsOf = (end: LinkEnd) => end.group ?? [end.cell];
const has = (board: LogicBoard, cell: number, digit: number) =>
  board.values[cell] === 0 && (board.cands[cell]! & (1 << (digit - 1))) !== 0;
const sameEnd = (a: LinkEnd, b: LinkEnd) =>
  a.digit === b.digit && cellsOf(a).join() === cellsOf(b).join();

/** Why a link does not hold on the board, or null when it does. */
function linkFault(board: LogicBoard, link: ChainLink): string | null {
  const { from, to } = link;
  const { size: n, houses, sees, cellCount } = board.table;
  for (const end of [from, to]) {
    for (const cell of cellsOf(end))
      if (!has(board, cell, end.digit)) return `${cellName(cell)} has no ${end.digit}`;
    if (end.group && end.group[0] !== end.cell) return "a group's cell is not its first";
  }
  const a = cellsOf(from);
  const b = cellsOf(to);
  if (a.some((c) => b.includes(c))) {
    // inside one cell: two digits of it
    if (a.length > 1 || b.length > 1 || from.digit === to.digit) return "overlapping ends";
    const mask = board.cands[from.cell]!;
    if (!link.strong) return null;
    return mask === ((1 << (from.digit - 1)) | (1 << (to.digit - 1)))
      ? null
      : `${cellName(from.cell)} has more than two candidates`;
  }
  if (from.digit !== to.digit) return "different digits in different cells";
  if (!link.strong)
    return a.every((x) => b.every((y) => sees[x * cellCount + y] === 1))
      ? null
      : "the ends of a weak link do not all see each other";
  // strong: the two ends are every place of the digit in some house
  const both = [...a, ...b].sort((x, y) => x - y).join();
  for (let h = 0; h < 3 * n; h++) {
    const places: number[] = [];
    for (let i = 0; i < n; i++) {
      const cell = houses[h * n + i]!;
      if (has(board, cell, from.digit)) places.push(cell);
    }
    if (places.sort((x, y) => x - y).join() === both) return null;
  }
  return "the ends of a strong link are not the only places of the digit in a house";
}

/** Checks that a step's links form an alternating chain on the board, and its eliminations. */
function expectChain(board: LogicBoard, step: LogicStep) {
  const links = step.links!;
  expect(links.length, step.explanation).toBeGreaterThanOrEqual(3);
  links.forEach((link, i) => {
    expect(link.strong, `link ${i}: ${step.explanation}`).toBe(i % 2 === 0);
    if (i > 0) expect(sameEnd(links[i - 1]!.to, link.from), step.explanation).toBe(true);
    expect(linkFault(board, link), `link ${i}: ${step.explanation}`).toBeNull();
  });
  expect(links[links.length - 1]!.strong).toBe(true);
  // each elimination is weakly linked to both ends: it sees every cell of each, or shares a cell
  const { sees, cellCount } = board.table;
  const start = links[0]!.from;
  const end = links[links.length - 1]!.to;
  for (const e of step.eliminations) {
    for (const x of [start, end]) {
      const weak =
        (x.group === undefined && x.cell === e.cell && x.digit !== e.digit) ||
        (x.digit === e.digit && cellsOf(x).every((c) => sees[e.cell * cellCount + c] === 1));
      expect(weak, `${cellName(e.cell)} ${e.digit}: ${step.explanation}`).toBe(true);
    }
  }
}

/** The nodes of a chain's explanation in order: [cell name, digit] pairs. */
function spokenNodes(explanation: string): string[] {
  const reasoning = explanation.slice(0, explanation.indexOf(". Either"));
  return [...reasoning.matchAll(/(r\dc\d) is (?:not )?(\d)/g)].map((m) => `${m[1]}:${m[2]}`);
}

/** A board from a pencil-mark grid: `{49}` for marks, a digit for a placed one. */
function fromBraces(text: string): LogicBoard {
  const tokens = [...text.replace(/\s+/g, "").matchAll(/\{(\d+)\}|(\d)/g)].map(
    (m) => m[1] ?? m[2]!,
  );
  expect(tokens).toHaveLength(81);
  // a one-digit token is a placed digit (the boards write marks of two or more in braces)
  const values = tokens.map((t) => (t.length === 1 ? Number(t) : 0));
  const marks = tokens.map((t) => [...t].reduce((m, d) => m | (1 << (Number(d) - 1)), 0));
  return boardFromMarks(sudokuGeometry(9), values, marks);
}

describe("chain links", () => {
  it("an X-chain's links are exactly its chain (top95 #7, the first X-chain)", () => {
    const grid = parseSudoku(
      "6.2.5.........3.4..........43...8....1....2........7..5..27...........81...6.....",
    );
    const board = boardFromValues(grid.geometry, grid.values);
    // the path as it was before finned fish and ALS-XZ joined (they settle this puzzle first)
    const before = TECHNIQUES.filter((t) => !/finned|als-xz/.test(t.name));
    let step = nextStep(board, before);
    while (step && step.technique !== "x-chain") {
      applyStep(board, step);
      step = nextStep(board, before);
    }
    expect(step?.technique).toBe("x-chain");
    const links = step!.links!;
    expect(links).toHaveLength(5);
    expect(links.map((l) => l.strong)).toEqual([true, false, true, false, true]);
    expect(new Set(links.flatMap((l) => [l.from.digit, l.to.digit])).size).toBe(1);
    expect(links.some((l) => l.from.group || l.to.group)).toBe(false);
    // the nodes the explanation walks through, in order
    const nodes = [links[0]!.from, ...links.map((l) => l.to)];
    expect(nodes.map((x) => `${cellName(x.cell)}:${x.digit}`)).toEqual(
      spokenNodes(step!.explanation),
    );
    expectChain(board, step!);
  });

  it("an XY-chain's links are exactly its chain (SudokuWiki XY-Chains, example 1)", () => {
    const board = fromBraces(`
      {26}8{245}1{29}3{59}7{456}
      {37}9{24}5{27}6{18}{14}{348}
      {37}{56}14{79}8{359}2{356}
      578241639
      143659782
      926837451
      {68}379{16}52{14}{48}
      {268}{56}{25}3{16}4{18}97
      419782{35}6{35}`);
    const step = xyChain(board)!;
    expect(step.technique).toBe("xy-chain");
    const links = step.links!;
    const nodes = [links[0]!.from, ...links.map((l) => l.to)];
    expect(nodes.map((x) => `${cellName(x.cell)}:${x.digit}`)).toEqual(
      spokenNodes(step.explanation),
    );
    // strong links inside cells of two candidates, weak links between cells
    for (const l of links) expect(l.from.cell === l.to.cell).toBe(l.strong);
    expectChain(board, step);
    // its eliminations are among the page's (r1c3 2 and 5, r2c9 4, r3c7 5, r3c9 5, r8c1 6)
    const page = ["r1c3:2", "r1c3:5", "r2c9:4", "r3c7:5", "r3c9:5", "r8c1:6"];
    expect(step.eliminations.length).toBeGreaterThan(0);
    for (const e of step.eliminations) expect(page).toContain(`${cellName(e.cell)}:${e.digit}`);
  });

  it("every step with links on top95 has links that hold; chains are valid alternating chains", () => {
    const puzzles = sudokuDataLines("norvig_top95.txt");
    const solutions = sudokuDataLines("norvig_top95.solutions.txt");
    const techniques = TECHNIQUES.filter((t) => t.name !== "forcing net");
    const seen = new Map<string, number>();
    puzzles.forEach((line, p) => {
      const grid = parseSudoku(line);
      const board = boardFromValues(grid.geometry, grid.values);
      const solution = parseSudoku(solutions[p]!).values;
      for (;;) {
        const step = nextStep(board, techniques);
        if (!step) {
          const path = logicPath(board, { solution, maxEntries: 1, techniques });
          if (path.end === "solved") break;
          board.values.set(path.board.values);
          board.cands.set(path.board.cands);
          if (!board.values.includes(0)) break;
          continue;
        }
        if (step.links) {
          seen.set(step.technique, (seen.get(step.technique) ?? 0) + 1);
          if (CHAINS.has(step.technique)) expectChain(board, step);
          else
            for (const link of step.links)
              expect(linkFault(board, link), step.explanation).toBeNull();
          if (step.technique === "grouped aic")
            expect(step.links.some((l) => l.from.group || l.to.group)).toBe(true);
        } else {
          expect(step.technique).toMatch(
            /single|pointing|claiming|pair|triple|quad|fish|x-wing|swordfish|rectangle|bug|als-xz|forcing/,
          );
        }
        applyStep(board, step);
        if (!board.values.includes(0)) break;
      }
    });
    for (const name of [
      "x-chain",
      "xy-chain",
      "aic",
      "grouped aic",
      "xy-wing",
      "xyz-wing",
      "w-wing",
      "simple colouring",
    ])
      expect(seen.get(name), name).toBeGreaterThan(0);
  }, 120_000);
});

describe("grouped AIC", () => {
  // SudokuWiki, Grouped X-Cycles, the first example (a continuous loop on 4): the puzzle
  // 185.2637..6........97..81...1..52.9.....6.....3.179.4..416..95...........5629.7..
  const SOLUTION =
    "185926374263741589497538126714852693529463817638179245341687952972315468856294731";
  it("removes the page's 4s through groups (r3c4, r3c9, r8c9; its r8c6 falls to a plain AIC here)", () => {
    const board = fromBraces(`
      185{49}2637{49}
      {234}6{234}{3579}{134}{1357}{2458}{28}{2589}
      {234}97{345}{34}81{26}{2456}
      {4678}1{48}{348}52{68}9{37}
      {245789}{27}{2489}{348}6{34}{258}{13}{137}
      {2568}3{28}179{2568}4{2568}
      {2378}416{38}{37}95{238}
      {23789}{27}{2389}{357}{1348}{13457}{2468}{12368}{123468}
      {38}5629{134}7{138}{1348}`);
    // the board agrees with the solution
    for (let cell = 0; cell < 81; cell++) {
      const d = Number(SOLUTION[cell]);
      if (board.values[cell] === 0) expect(board.cands[cell]! & (1 << (d - 1))).not.toBe(0);
      else expect(board.values[cell]).toBe(d);
    }
    const steps: LogicStep[] = [];
    for (let s = groupedAic(board); s; s = groupedAic(board)) {
      expect(s.technique).toBe("grouped aic");
      expectChain(board, s);
      for (const e of s.eliminations)
        expect(Number(SOLUTION[e.cell]), s.explanation).not.toBe(e.digit);
      steps.push(s);
      applyStep(board, s);
    }
    expect(steps.length).toBeGreaterThan(0);
    // named as groups in words, drawn as groups in the links
    expect(steps[0]!.explanation).toMatch(/\{r\dc\d, r\dc\d(, r\dc\d)?\}/);
    expect(steps[0]!.links!.some((l) => l.from.group || l.to.group)).toBe(true);
    // the page's loop: r1c4 = r1c9 - r2c7 = r8c7 - r8c5 = {r2c5, r3c5}, so r3c4 is not 4
    expect(steps[0]!.explanation).toContain("4 is in {r2c5, r3c5}");
    expect(steps[0]!.eliminations).toEqual([{ cell: 2 * 9 + 3, digit: 4 }]);
    for (const [r, c] of [
      [3, 4],
      [3, 9],
      [8, 9],
    ] as const)
      expect(board.cands[(r - 1) * 9 + c - 1]! & (1 << 3), `r${r}c${c}`).toBe(0);
  });

  it("SudokuWiki Grouped X-Cycles, a discontinuous loop on 2: no plain AIC, the grouped one removes 2 from r3c1, r3c3 and r8c2", () => {
    const board = fromBraces(`
      1{278}5{37}{238}946{278}
      3496{28}{278}{2578}1{2578}
      {268}{278}{268}1453{289}{2789}
      {248}9{248}{58}1{468}{2568}73
      56{238}{37}9{78}14{28}
      71{348}2{3568}{46}{568}{589}{5689}
      {2468}5{2468}971{268}3{2468}
      {2468}{28}7{458}{2568}39{258}1
      931{458}{2568}{268}{25678}{258}{245678}`);
    expect(aic(board)).toBeNull();
    const first = groupedAic(board)!;
    expect(first.explanation).toMatch(/^grouped chain of \d+ links: /);
    let steps = 0;
    for (let s: LogicStep | null = first; s; s = groupedAic(board)) {
      expectChain(board, s);
      applyStep(board, s);
      steps++;
    }
    expect(steps).toBeGreaterThan(0);
    for (const [r, c] of [
      [3, 1],
      [3, 3],
      [8, 2],
    ] as const)
      expect(board.cands[(r - 1) * 9 + c - 1]! & (1 << 1), `r${r}c${c}`).toBe(0);
  });
});
