/**
 * `permuta queens --json` (issue 39): `{"n", "count"}`, `{"n", "unique"}` with --unique, and with
 * --list one JSON array of 1-based columns per solution. Truth: OEIS A000170 / A002562 and a
 * brute-force placement check of every listed board.
 */
import { describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";

const A000170 = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724];
const A002562 = [1, 0, 0, 1, 2, 1, 6, 12, 46, 92];

/** True when the 1-based columns place n queens with no two attacking each other. */
function isSolution(cols: readonly number[]): boolean {
  return cols.every((c, r) =>
    cols.every((d, s) => s === r || (c !== d && Math.abs(c - d) !== Math.abs(r - s))),
  );
}

describe("queens --json", () => {
  it("prints {n, count} as the contract writes it, for n = 1..10 (OEIS A000170)", async () => {
    expect((await runCli(["queens", "8", "--json"])).stdout).toBe('{"n": 8, "count": 92}\n');
    for (let n = 1; n <= 10; n++) {
      const r = await runCli(["queens", String(n), "--json"]);
      expect(JSON.parse(r.stdout)).toEqual({ n, count: A000170[n - 1] });
      const u = await runCli(["queens", String(n), "--json", "--unique"]);
      expect(JSON.parse(u.stdout)).toEqual({ n, unique: A002562[n - 1] });
    }
  });

  it("gives the same answer with --workers", async () => {
    const one = await runCli(["queens", "9", "--json"]);
    expect(await runCli(["queens", "9", "--json", "--workers", "2"])).toEqual(one);
  });

  it("--list prints one JSON array per solution, each a distinct valid board", async () => {
    for (const n of [1, 4, 6, 8]) {
      const r = await runCli(["queens", String(n), "--list", "--json"]);
      const boards = r.stdout
        .trimEnd()
        .split("\n")
        .map((l) => JSON.parse(l) as number[]);
      expect(boards).toHaveLength(A000170[n - 1]);
      expect(new Set(boards.map((b) => b.join(","))).size).toBe(boards.length);
      for (const b of boards) {
        expect(b).toHaveLength(n);
        expect(isSolution(b)).toBe(true);
      }
      const text = await runCli(["queens", String(n), "--list"]);
      expect(boards.map((b) => b.join(" ")).join("\n")).toBe(text.stdout.trimEnd());
    }
    const withWorkers = await runCli(["queens", "6", "--list", "--json", "--workers", "2"]);
    expect(withWorkers.stdout).toBe((await runCli(["queens", "6", "--list", "--json"])).stdout);
  });
});
