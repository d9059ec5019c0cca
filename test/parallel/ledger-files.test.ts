/**
 * Ledger files as the user gives them (issue 40): a file that is not a ledger is refused with
 * exit 2 and left byte for byte as it was (never cut, never written); a missing directory, a
 * directory, a FIFO, a link to /dev/zero or /dev/urandom are refused at once in one line; an
 * empty file becomes a ledger. Every refusal is the contract's one line, without a stack trace.
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { LEDGER_FORMAT } from "../../src/parallel/ledger.js";
import { codeVersion } from "../../src/parallel/results.js";
import { runCli } from "../helpers/cli.js";

const dir = mkdtempSync(join(tmpdir(), "permuta-ledger-files-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
const fresh = () => join(dir, `f-${files++}`);

/** The contract's refusal: exit 2, one stderr line naming the file, nothing on stdout. */
async function expectRefused(path: string, why: RegExp) {
  const r = await runCli(["queens", "8", "--ledger", path]);
  expect(r.code, path).toBe(2);
  expect(r.stdout).toBe("");
  expect(r.stderr.split("\n").filter(Boolean)).toHaveLength(1);
  expect(r.stderr).toMatch(/^permuta: error: /);
  expect(r.stderr).not.toMatch(/internal error|\n\s+at /);
  expect(r.stderr).toContain(path);
  expect(r.stderr).toMatch(why);
}

const header = () =>
  `${JSON.stringify({ ledger: LEDGER_FORMAT, version: codeVersion(), run: "" })}\n`;

describe("ledger files", () => {
  it("a file that is not a ledger is refused and left untouched", async () => {
    const contents: (string | Buffer)[] = [
      "notes\nno newline",
      "one line without a newline",
      "x",
      "notes\n",
      '{"a": 1}\n',
      '{"ledger": "something-else"}\n',
      "[1, 2, 3]\n",
      `${header()}my notes`, // a ledger's header, then the user's own text
      `${header()}notes\nmore`,
      randomBytes(5000),
      Buffer.alloc(100_000, 0), // zeros, no newline
    ];
    for (const content of contents) {
      const path = fresh();
      writeFileSync(path, content);
      const before = readFileSync(path);
      const r = await runCli(["queens", "8", "--ledger", path]);
      expect(r.code, JSON.stringify(String(content).slice(0, 40))).toBe(2);
      expect(r.stderr).toMatch(/^permuta: error: .*ledger/);
      expect(r.stderr.split("\n").filter(Boolean)).toHaveLength(1);
      expect(readFileSync(path).equals(before), String(content).slice(0, 40)).toBe(true);
    }
  });

  it("a missing directory is one line with exit 2", async () => {
    await expectRefused("/nonexistent-dir/x", /cannot create the ledger .*: no such directory/);
    expect(existsSync("/nonexistent-dir")).toBe(false);
    const file = fresh();
    writeFileSync(file, "");
    await expectRefused(join(file, "x"), /a part of the path is not a directory/); // a file as a directory
  });

  it("only regular files: directories, FIFOs, devices and links to them are refused at once", async () => {
    const sub = fresh();
    mkdirSync(sub);
    await expectRefused(sub, /is a directory: a ledger must be a regular file/);
    const fifo = fresh();
    expect(spawnSync("mkfifo", [fifo]).status).toBe(0);
    await expectRefused(fifo, /is a FIFO/); // would block for ever if opened
    for (const device of ["/dev/zero", "/dev/urandom", "/dev/null"]) {
      const link = fresh();
      symlinkSync(device, link);
      await expectRefused(link, /is a character device/);
      await expectRefused(device, /is a character device/);
    }
    const dangling = fresh();
    symlinkSync(join(dir, "nothing-here"), dangling);
    await expectRefused(dangling, /cannot read the ledger .* \(a symbolic link\)/);
  }, 20_000);

  it("an empty file, or a link to a regular file, is a ledger", async () => {
    const empty = fresh();
    writeFileSync(empty, "");
    const r = await runCli(["queens", "8", "--ledger", empty]);
    expect(r.stdout).toBe("92\n");
    expect(readFileSync(empty, "utf8").startsWith(header().replace('""', '"queens 8"'))).toBe(true);
    const link = fresh();
    symlinkSync(empty, link);
    const again = await runCli(["queens", "8", "--ledger", link]);
    expect(again.stdout).toBe("92\n");
    expect(again.stderr).toMatch(/reused \d+ unit\(s\)/);
  });

  it("a ledger cut anywhere loses nothing it held: refused untouched, or resumed", async () => {
    const path = fresh();
    expect((await runCli(["queens", "9", "--ledger", path])).stdout).toBe("352\n");
    const whole = readFileSync(path);
    const cuts = [1, 10, whole.indexOf(10), whole.indexOf(10) + 1, whole.indexOf(10) + 5];
    for (let k = 0; k < 12; k++) cuts.push(Math.floor((whole.length * (k + 0.5)) / 12));
    for (const at of cuts) {
      const cut = fresh();
      writeFileSync(cut, whole.subarray(0, at));
      const r = await runCli(["queens", "9", "--ledger", cut]);
      const after = readFileSync(cut);
      if (r.code === 2) {
        expect(after.equals(whole.subarray(0, at)), `cut at ${at}`).toBe(true);
        expect(at).toBeLessThanOrEqual(whole.indexOf(10)); // only a cut header is refused
      } else {
        expect(r.code).toBe(0);
        expect(r.stdout).toBe("352\n");
        // every whole line it held is still there, first
        const held = whole.subarray(0, whole.lastIndexOf(10, at - 1) + 1);
        expect(after.subarray(0, held.length).equals(held), `cut at ${at}`).toBe(true);
      }
    }
  }, 60_000);
});
