/**
 * Ledgers: a run records its finished units in a file; a rerun with the same file reuses them
 * (whatever stopped the first run: a cut last line, lines lost), in their place in the order;
 * every line is checked as hostile input; an audit recomputes a share of the units and catches
 * a forged result even when its checksum was forged too.
 */
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { langfordProblem } from "../../src/exact-cover/encoders/langford.js";
import { coverUnits } from "../../src/parallel/cover-unit.js";
import { LEDGER_FORMAT } from "../../src/parallel/ledger.js";
import { queensWorkUnits } from "../../src/parallel/queens.js";
import { codeVersion } from "../../src/parallel/results.js";
import { openUnitStream, runUnits } from "../../src/parallel/run.js";
import type { WorkUnit } from "../../src/parallel/unit.js";
import { runCli } from "../helpers/cli.js";

const dir = mkdtempSync(join(tmpdir(), "permuta-ledger-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
const fresh = () => join(dir, `run-${files++}.ledger`);

/** Runs units with a ledger; returns the results and the notices. */
async function withLedgerRun(units: readonly WorkUnit[], path: string, extra = {}) {
  const notices: string[] = [];
  const results = await runUnits(units, {
    workers: 1,
    ledger: { path, onNotice: (text) => notices.push(text), ...extra },
  });
  return { results, notices };
}

const sum = (xs: unknown[]) => (xs as number[]).reduce((a, b) => a + b, 0);

/** The ledger's lines, parsed. */
const entries = (path: string) =>
  readFileSync(path, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line));

/** A checksum computed as the ledger does, without a secret (a forger's tool). */
function forgedChecksum(index: number, hash: string, result: unknown): string {
  const text = JSON.stringify([LEDGER_FORMAT, codeVersion(), index, hash, JSON.stringify(result)]);
  return createHash("sha256").update(text).digest("hex");
}

describe("ledgers", () => {
  const units = queensWorkUnits(10);

  it("record every unit, and a rerun reuses them all", async () => {
    const path = fresh();
    const first = await withLedgerRun(units, path);
    expect(sum(first.results)).toBe(724);
    const lines = entries(path);
    expect(lines[0]).toEqual({ ledger: LEDGER_FORMAT, version: codeVersion(), run: "" });
    expect(lines).toHaveLength(units.length + 1);
    expect(lines.slice(1).map((l) => l.unit)).toEqual(units.map((_, i) => i));
    const again = await withLedgerRun(units, path);
    expect(again.results).toEqual(first.results);
    expect(again.notices).toEqual([`reused ${units.length} unit(s) from the ledger ${path}`]);
    expect(entries(path)).toHaveLength(units.length + 1); // nothing appended
  });

  it("resume after a kill: a cut last line and lost lines run again, in their place", async () => {
    const path = fresh();
    const full = await withLedgerRun(units, path);
    const text = readFileSync(path, "utf8").split("\n");
    // keep the header and every third unit, then half of the next line (a write cut short)
    const kept = [text[0], ...text.slice(1, -1).filter((_, i) => i % 3 === 0)];
    const cut = text[5].slice(0, 20);
    writeFileSync(path, `${kept.join("\n")}\n${cut}`);
    const again = await withLedgerRun(units, path);
    expect(again.results).toEqual(full.results);
    expect(again.notices[0]).toMatch(/line \d+: cut short, dropped/);
    expect(again.notices[1]).toBe(`reused ${kept.length - 1} unit(s) from the ledger ${path}`);
    // the ledger is whole again: a third run reuses everything
    const third = await withLedgerRun(units, path);
    expect(third.notices).toEqual([`reused ${units.length} unit(s) from the ledger ${path}`]);
  });

  it("keep the order on the pool, with recorded units among those that run", async () => {
    const cover = coverUnits(langfordProblem(8), { solutions: true });
    expect(cover.length).toBeGreaterThan(8);
    /** The results in the order they are delivered, with their indices. */
    const delivered = async (ledger?: { path: string }) => {
      const seen: [number, unknown][] = [];
      const stream = await openUnitStream(
        { workers: 2, pool: true, ledger },
        (result, index) => {
          seen.push([index, result]);
        },
        cover.length,
      );
      for (const unit of cover) await stream.push(unit);
      await stream.finish();
      return seen;
    };
    const plain = await delivered();
    expect(plain.map(([i]) => i)).toEqual(cover.map((_, i) => i));
    const path = fresh();
    await delivered({ path });
    const text = readFileSync(path, "utf8").split("\n");
    const odd = text.slice(1, -1).filter((_, i) => i % 2 === 1);
    writeFileSync(path, `${[text[0], ...odd].join("\n")}\n`);
    const again = await delivered({ path });
    expect(again.map(([i]) => i)).toEqual(cover.map((_, i) => i));
    expect(again.map(([, r]) => (r as { count: number }).count)).toEqual(
      plain.map(([, r]) => (r as { count: number }).count),
    );
  });

  it("refuse a changed line, a ledger of another run or version, naming the file and line", async () => {
    const path = fresh();
    await withLedgerRun(units, path);
    const lines = readFileSync(path, "utf8").split("\n");
    const changed = [...lines];
    changed[2] = changed[2].replace(/"result":\d+/, '"result":999');
    writeFileSync(path, changed.join("\n"));
    await expect(withLedgerRun(units, path)).rejects.toThrow(
      `ledger ${path}, line 3: the checksum does not match`,
    );
    writeFileSync(path, lines.join("\n"));
    await expect(withLedgerRun(queensWorkUnits(9), path)).rejects.toThrow(
      /unit 0 is another unit than this run's/,
    );
    const other = [
      lines[0].replace(codeVersion(), "permuta 0.0.1 permuta-result-0"),
      ...lines.slice(1),
    ];
    writeFileSync(path, other.join("\n"));
    await expect(withLedgerRun(units, path)).rejects.toThrow(/line 1: written by permuta 0.0.1/);
    for (const bad of ["not json", '{"unit":1}', "[1,2]", '{"ledger":"x"}']) {
      writeFileSync(path, `${lines[0]}\n${bad}\n`);
      await expect(withLedgerRun(units, path), bad).rejects.toThrow(`ledger ${path}, line 2`);
    }
    writeFileSync(path, `{"ledger":"something else"}\n`);
    await expect(withLedgerRun(units, path)).rejects.toThrow(/line 1: not a permuta ledger/);
  });

  it("an audit recomputes units and catches a forged result with a forged checksum", async () => {
    const path = fresh();
    await withLedgerRun(units, path);
    const good = await withLedgerRun(units, path, { audit: 1 });
    expect(sum(good.results)).toBe(724);
    expect(good.notices).toEqual([
      `audit of ${path}: ${units.length} unit(s) recorded, every line checks; ${units.length} recomputed here, all agree`,
    ]);
    // a forger changes unit 3's count and recomputes its checksum: the plain rerun believes it
    const lines = entries(path);
    const forged = { ...lines[4], result: lines[4].result + 1 };
    forged.checksum = forgedChecksum(forged.unit, forged.hash, forged.result);
    lines[4] = forged;
    writeFileSync(path, `${lines.map((l) => JSON.stringify(l)).join("\n")}\n`);
    expect(sum((await withLedgerRun(units, path)).results)).toBe(725);
    // the audit does not
    await expect(withLedgerRun(units, path, { audit: 1 })).rejects.toThrow(
      /audit of .* failed: 1 disagreement\(s\); unit 3 \(queens, line 5\)/,
    );
    // a share of 0 checks every line and recomputes nothing
    const none = await withLedgerRun(units, path, { audit: 0 });
    expect(none.notices[0]).toMatch(/0 recomputed here, all agree/);
  });

  it("an audit of an unfinished ledger says so", async () => {
    const path = fresh();
    await withLedgerRun(units, path);
    const lines = readFileSync(path, "utf8").split("\n");
    writeFileSync(path, `${lines.slice(0, 4).join("\n")}\n`);
    await expect(withLedgerRun(units, path, { audit: 0.5 })).rejects.toThrow(
      /lacks unit 3: the run is not finished/,
    );
  });
});

describe("--ledger and --audit on the commands", () => {
  it("every unit-running command keeps a ledger and reuses it, printing the same", async () => {
    const three = join(dir, "three.txt");
    writeFileSync(
      three,
      readFileSync("examples/norvig_top95.txt", "utf8").split("\n").slice(0, 3).join("\n"),
    );
    for (const args of [
      ["queens", "9"],
      ["cover", "examples/pentominoes-3x20.dlx"],
      ["search", "examples/send-more-money.search"],
      ["sudoku", "solve", three],
      ["alphametic", "--file", "examples/alphametics.txt"],
    ]) {
      const path = fresh();
      const plain = await runCli(args);
      const first = await runCli([...args, "--ledger", path]);
      expect(first.stdout, args.join(" ")).toBe(plain.stdout);
      const again = await runCli([...args, "--ledger", path]);
      expect(again.stdout, args.join(" ")).toBe(plain.stdout);
      expect(again.stderr, args.join(" ")).toMatch(/reused \d+ unit\(s\) from the ledger/);
      const audit = await runCli([...args, "--ledger", path, "--audit", "all"]);
      expect(audit.stdout, args.join(" ")).toBe(plain.stdout);
      expect(audit.stderr, args.join(" ")).toMatch(
        /every line checks; \d+ recomputed here, all agree/,
      );
    }
  }, 60_000);

  it("refuses what it cannot do, in one line with exit 2", async () => {
    const refused = async (args: string[], message: RegExp) => {
      const r = await runCli(args);
      expect(r.code, args.join(" ")).toBe(2);
      expect(r.stderr).toMatch(message);
    };
    await refused(["queens", "8", "--audit", "all"], /--audit checks a ledger/);
    await refused(
      ["queens", "8", "--ledger", fresh(), "--audit", "all", "--redis", "redis://127.0.0.1:1"],
      /--audit runs units again here/,
    );
    await refused(
      ["queens", "8", "--ledger", fresh(), "--audit", "5"],
      /percentage from 0% to 100%/,
    );
    await refused(["queens", "8", "--ledger", fresh(), "--audit", "101%"], /percentage/);
    await refused(
      ["search", "examples/send-more-money.search", "--ledger", fresh(), "--limit", "1"],
      /keeps no ledger/,
    );
    await refused(
      ["queens", "8", "--unique", "--ledger", fresh()],
      /--unique counts on one thread/,
    );
  });
});
