/**
 * `alphametic generate --base B` for every base from 2 to 16 (issue 39), as the solver takes
 * them: every puzzle has exactly one solution in that base, by an independent column-by-column
 * search written here (letters get digits from the units column up, each column checked with its
 * carry), and the solution the generator reports is that one; the same seed gives the same
 * puzzles; bases outside 2..16 are refused with one line.
 */
import { describe, expect, it } from "vitest";
import { generateAlphametics, MAX_GENERATE_BASE } from "../../src/alphametics/generate.js";
import { runCli } from "../helpers/cli.js";

/**
 * The solutions (at most `limit`) of `A + B + ... = R` in `base`: no two letters share a digit,
 * no word of two letters or more starts with 0. Column by column from the right, with the carry.
 */
function columnSolutions(puzzle: string, base: number, limit = 2): Record<string, number>[] {
  const [left, result] = puzzle.split(" = ");
  const addends = left.split(" + ");
  const width = result.length;
  if (addends.some((a) => a.length > width)) return [];
  const leading = new Set([...addends, result].filter((w) => w.length > 1).map((w) => w[0]));
  const at = (w: string, column: number) => (column < w.length ? w[w.length - 1 - column] : "");
  const digit = new Map<string, number>();
  const used = new Array<boolean>(base).fill(false);
  const out: Record<string, number>[] = [];
  const column = (c: number, carry: number): void => {
    if (out.length >= limit) return;
    if (c === width) {
      if (carry === 0) out.push(Object.fromEntries(digit));
      return;
    }
    const letters = [...new Set([...addends.map((a) => at(a, c)), at(result, c)])].filter(
      (l) => l !== "" && !digit.has(l),
    );
    const assign = (i: number): void => {
      if (out.length >= limit) return;
      if (i === letters.length) {
        let sum = carry;
        for (const a of addends) {
          const l = at(a, c);
          if (l !== "") sum += digit.get(l) as number;
        }
        if (sum % base === digit.get(at(result, c))) column(c + 1, Math.floor(sum / base));
        return;
      }
      const l = letters[i];
      for (let d = leading.has(l) ? 1 : 0; d < base; d++) {
        if (used[d]) continue;
        used[d] = true;
        digit.set(l, d);
        assign(i + 1);
        digit.delete(l);
        used[d] = false;
      }
    };
    assign(0);
  };
  column(0, 0);
  return out;
}

describe("alphametic generate --base", () => {
  it("the column search finds the classic puzzle's one solution", () => {
    expect(columnSolutions("SEND + MORE = MONEY", 10)).toEqual([
      { D: 7, E: 5, Y: 2, N: 6, R: 8, O: 0, S: 9, M: 1 },
    ]);
    expect(columnSolutions("A + A = BC", 10)).toHaveLength(2); // 5+5=10, 6+6=12, ...
  });

  it("makes puzzles with exactly one solution in every base from 2 to 16", () => {
    expect(MAX_GENERATE_BASE).toBe(16);
    for (let base = 2; base <= 16; base++) {
      const p = generateAlphametics({ base, seed: "base" }).next().value;
      if (!p) throw new Error(`no puzzle in base ${base}`);
      const letters = new Set(p.puzzle.replace(/[^A-Z]/g, "")).size;
      expect(letters).toBeLessThanOrEqual(base);
      const solutions = columnSolutions(p.puzzle, base);
      expect(solutions, `${p.puzzle} in base ${base}`).toHaveLength(1);
      expect(p.solution).toEqual(solutions[0]);
    }
  }, 120_000);

  it("prints the same puzzles for the same seed, each solved by the CLI in that base", async () => {
    const args = ["alphametic", "generate", "--base", "12", "--count", "3", "--seed", "7"];
    const a = await runCli([...args, "--json"]);
    expect(a.code).toBe(0);
    expect(await runCli([...args, "--json"])).toEqual(a);
    const records = a.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(records).toHaveLength(3);
    for (const r of records) {
      const solved = await runCli(["alphametic", r.puzzle, "--base", "12", "--json"]);
      expect(JSON.parse(solved.stdout).solutions).toEqual([r.solution]);
      expect(columnSolutions(r.puzzle, 12)).toEqual([r.solution]);
    }
  }, 120_000);

  it("refuses bases outside 2..16 with one line", async () => {
    for (const base of ["1", "17", "36"]) {
      const r = await runCli(["alphametic", "generate", "--base", base, "--count", "1"]);
      expect(r).toMatchObject({ code: 2, stdout: "" });
      expect(r.stderr).toMatch(/^permuta: error: --base must be (at least 2|at most 16)/);
    }
  });
});
