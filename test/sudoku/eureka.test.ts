/**
 * Chains in Eureka notation: the text of every chain-like step (X-chain, XY-chain, AIC, grouped
 * AIC, wings, colouring) is parsed back here, by a parser of its own, and each link is checked by
 * the rules against the board's candidates at that step (strong: the only two places of the digit
 * in a house, or the only two digits of a cell; weak: one digit in cells that all see each other,
 * or two digits of one cell); the text's links are the step's data (`links`); a chain's ends see
 * every elimination. On puzzles of top95, the forum's hardest and random minimal puzzles, every
 * step replayed against the solution.
 */
import { describe, expect, it } from "vitest";
import { cellName, parseSudoku } from "../../src/sudoku/grid.js";
import {
  boardFromValues,
  type ChainLink,
  type LinkEnd,
  type LogicBoard,
} from "../../src/sudoku/logic/board.js";
import { eurekaChain } from "../../src/sudoku/logic/eureka.js";
import { TECHNIQUES } from "../../src/sudoku/logic/techniques.js";
import { sudokuDataLines } from "../helpers/sudoku-data.js";
import { replayAgainstSolution } from "../helpers/sudoku-replay.js";

/** One node as read from the text: a digit and its cells (ascending). */
interface Node {
  digit: number;
  cells: number[];
}
interface Link {
  from: Node;
  to: Node;
  strong: boolean;
}

const NODE = String.raw`\((\d(?:[=-]\d)*)\)r(\d+)c(\d+)`;
const CHAIN = new RegExp(`${NODE}(?:[=-]${NODE})*`, "g");

/** The chains of a 9x9 explanation in Eureka notation, as links. */
function parseEureka(text: string): Link[][] {
  const chains: Link[][] = [];
  for (const m of text.matchAll(CHAIN)) {
    const links: Link[] = [];
    let last: Node | null = null;
    let pending: boolean | null = null;
    // tokens: a node group `(5=3)r2c2`, or a link sign between groups
    for (const t of m[0].matchAll(new RegExp(`${NODE}|([=-])`, "g"))) {
      if (t[4]) {
        pending = t[4] === "=";
        continue;
      }
      const rows = [...t[2]!].map(Number);
      const cols = [...t[3]!].map(Number);
      const cells = rows.flatMap((r) => cols.map((c) => (r - 1) * 9 + c - 1)).sort((a, b) => a - b);
      const inner = t[1]!;
      for (let i = 0; i < inner.length; i += 2) {
        const node = { digit: Number(inner[i]), cells };
        const sign = i === 0 ? pending : inner[i - 1] === "=";
        if (last && sign !== null) links.push({ from: last, to: node, strong: sign });
        last = node;
      }
      pending = null;
    }
    chains.push(links);
  }
  return chains;
}

const has = (board: LogicBoard, cell: number, digit: number) =>
  board.values[cell] === 0 && (board.cands[cell]! & (1 << (digit - 1))) !== 0;

/** Why a link does not hold by the rules on this board, or null. */
function fault(board: LogicBoard, link: Link): string | null {
  const { houses, sees } = board.table;
  const { from, to } = link;
  for (const x of [from, to])
    for (const c of x.cells) if (!has(board, c, x.digit)) return `${cellName(c)} has no ${x.digit}`;
  if (from.cells.some((c) => to.cells.includes(c))) {
    if (from.cells.length !== 1 || to.cells.length !== 1 || from.digit === to.digit)
      return "overlapping nodes";
    const only = (1 << (from.digit - 1)) | (1 << (to.digit - 1));
    return !link.strong || board.cands[from.cells[0]!] === only ? null : "cell has more digits";
  }
  if (from.digit !== to.digit) return "two digits in two places";
  if (!link.strong)
    return from.cells.every((a) => to.cells.every((b) => sees[a * 81 + b] === 1))
      ? null
      : "weak ends that do not see each other";
  const both = [...from.cells, ...to.cells].sort((a, b) => a - b).join();
  for (let h = 0; h < 27; h++) {
    const places = [...houses.slice(h * 9, h * 9 + 9)].filter((c) => has(board, c, from.digit));
    if (places.sort((a, b) => a - b).join() === both) return null;
  }
  return "not the only places in a house";
}

const asNode = (e: LinkEnd): Node => ({ digit: e.digit, cells: e.group ?? [e.cell] });
const CHAINS = /^(x-chain|xy-chain|aic|grouped aic|xy-wing|w-wing)$/;

describe("Eureka notation", () => {
  it("writes chains as players do", () => {
    const l = (a: number, da: number, b: number, db: number, strong: boolean): ChainLink => ({
      from: { cell: a, digit: da },
      to: { cell: b, digit: db },
      strong,
    });
    // r1c1, r1c5, r3c4, r3c9 on digit 5
    expect(
      eurekaChain([l(0, 5, 4, 5, true), l(4, 5, 21, 5, false), l(21, 5, 26, 5, true)], 9),
    ).toBe("(5)r1c1=(5)r1c5-(5)r3c4=(5)r3c9");
    expect(
      eurekaChain([l(10, 5, 10, 3, true), l(10, 3, 13, 3, false), l(13, 3, 13, 7, true)], 9),
    ).toBe("(5=3)r2c2-(3=7)r2c5");
    const group: ChainLink = {
      from: { cell: 0, digit: 5, group: [0, 1] },
      to: { cell: 8, digit: 5 },
      strong: true,
    };
    expect(eurekaChain([group], 9)).toBe("(5)r1c12=(5)r1c9");
  });

  for (const [file, count] of [
    ["norvig_top95", 95],
    ["forum_hardest_1106", 60],
    ["random_minimal_50k.sample200", 200],
  ] as const) {
    it(`every chain step's Eureka text holds by the rules and is its data (${file}, ${count} puzzles)`, () => {
      const puzzles = sudokuDataLines(`${file}.txt`).slice(0, count);
      const solutions = sudokuDataLines(`${file}.solutions.txt`);
      const techniques = TECHNIQUES.filter((t) => !t.name.startsWith("forcing"));
      const seen = new Set<string>();
      puzzles.forEach((line, p) => {
        const grid = parseSudoku(line);
        const board = boardFromValues(grid.geometry, grid.values);
        const solution = parseSudoku(solutions[p]!).values;
        replayAgainstSolution(
          board,
          solution,
          (step) => {
            if (!step.links) return;
            seen.add(step.technique);
            const chains = parseEureka(step.explanation);
            expect(chains.length, step.explanation).toBeGreaterThan(0);
            const links = chains.flat();
            // the text's links are the data's
            expect(links, step.explanation).toEqual(
              step.links.map((x) => ({ from: asNode(x.from), to: asNode(x.to), strong: x.strong })),
            );
            for (const link of links) expect(fault(board, link), step.explanation).toBeNull();
            if (!CHAINS.test(step.technique)) return;
            // one alternating chain, strong at both ends, whose ends see every elimination
            expect(chains, step.explanation).toHaveLength(1);
            expect(links.map((x) => x.strong)).toEqual(links.map((_, i) => i % 2 === 0));
            expect(links[links.length - 1]!.strong).toBe(true);
            for (const e of step.eliminations)
              for (const end of [links[0]!.from, links[links.length - 1]!.to]) {
                const sameCell = end.cells.length === 1 && end.cells[0] === e.cell;
                const weak =
                  (sameCell && end.digit !== e.digit) ||
                  (end.digit === e.digit &&
                    end.cells.every((c) => board.table.sees[e.cell * 81 + c] === 1));
                expect(weak, `${cellName(e.cell)}: ${step.explanation}`).toBe(true);
              }
          },
          techniques,
        );
      });
      for (const name of ["x-chain", "xy-chain", "aic", "grouped aic", "xy-wing", "w-wing"])
        expect(seen.has(name), name).toBe(true);
    }, 300_000);
  }
});
