/**
 * Fuzz: the ledger oracle (issue 40). A run given `--ledger FILE` over hostile contents (random
 * bytes, a real ledger cut anywhere or with bytes changed, lines dropped, doubled or added,
 * plain text) either answers exactly, keeping every whole line the file held at its start, or
 * refuses in one line with exit 2 and leaves the file byte for byte as it was. Never another
 * exit code, a stack trace or a lost byte.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";
import { params, TIMEOUT } from "./fuzz.js";

const dir = mkdtempSync(join(tmpdir(), "permuta-fuzz-ledger-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const path = join(dir, "run.ledger");
const ARGS = ["queens", "7", "--ledger", path];
const ANSWER = "40\n"; // OEIS A000170
let whole: Buffer;

beforeAll(async () => {
  const first = await runCli(ARGS);
  expect(first.stdout).toBe(ANSWER);
  whole = readFileSync(path);
});

/** The oracle: runs with the contents as the ledger and checks how it ended. */
async function oracle(contents: Uint8Array): Promise<void> {
  const before = Buffer.from(contents);
  writeFileSync(path, before);
  const r = await runCli(ARGS);
  const after = readFileSync(path);
  const shown = JSON.stringify(before.toString("latin1").slice(0, 200));
  expect(r.stderr, shown).not.toMatch(/internal error|\n\s+at /);
  if (r.code === 2) {
    expect(r.stderr.split("\n").filter(Boolean), shown).toHaveLength(1);
    expect(r.stderr, shown).toMatch(/^permuta: error: .*ledger/);
    expect(r.stdout, shown).toBe("");
    expect(after.equals(before), `changed: ${shown}`).toBe(true);
    return;
  }
  expect(r.code, `${shown}: ${r.stderr}`).toBe(0);
  expect(r.stdout, shown).toBe(ANSWER);
  // every whole line it held is still there, first, and the file is a ledger again
  const held = before.subarray(0, before.lastIndexOf(10) + 1);
  expect(after.subarray(0, held.length).equals(held), `lost lines: ${shown}`).toBe(true);
  const again = await runCli(ARGS);
  expect(again.code, shown).toBe(0);
  expect(again.stdout, shown).toBe(ANSWER);
}

/** A real ledger's lines (each with its newline). */
const lines = () => whole.toString("latin1").split(/(?<=\n)/);

describe("fuzz: ledger files", () => {
  it(
    "random bytes",
    async () => {
      await fc.assert(fc.asyncProperty(fc.uint8Array({ maxLength: 3000 }), oracle), params());
    },
    TIMEOUT,
  );

  it(
    "a real ledger cut anywhere, or with bytes changed",
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.nat(),
          fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 3 }),
          fc.boolean(),
          async (at, changes, cut) => {
            const bytes = Buffer.from(whole);
            for (const [where, value] of changes) bytes[where % bytes.length] = value;
            await oracle(cut ? bytes.subarray(0, at % (bytes.length + 1)) : bytes);
          },
        ),
        params(),
      );
    },
    TIMEOUT,
  );

  it(
    "a real ledger with lines dropped, doubled, swapped or added",
    async () => {
      const junk = fc.oneof(
        fc.string({ maxLength: 80 }),
        fc.constantFrom("", "{}", "[]", "null", '{"unit":0}', "# notes", '{"unit":'),
      );
      await fc.assert(
        fc.asyncProperty(
          fc.array(
            fc.tuple(fc.constantFrom("drop", "double", "swap", "add", "tail"), fc.nat(), junk),
            {
              maxLength: 4,
            },
          ),
          async (edits) => {
            let text = lines();
            for (const [kind, at, extra] of edits) {
              const i = at % text.length;
              if (kind === "drop") text = text.filter((_, k) => k !== i);
              else if (kind === "double") text.splice(i, 0, text[i]);
              else if (kind === "swap" && i + 1 < text.length)
                [text[i], text[i + 1]] = [text[i + 1], text[i]];
              else if (kind === "add") text.splice(i, 0, `${extra}\n`);
              else text.push(extra); // text after the last newline
              if (text.length === 0) text = [""];
            }
            await oracle(Buffer.from(text.join(""), "latin1"));
          },
        ),
        params(),
      );
    },
    TIMEOUT,
  );

  it(
    "plain text",
    async () => {
      const text = fc.array(fc.string({ unit: "grapheme", maxLength: 60 }), { maxLength: 8 });
      await fc.assert(
        fc.asyncProperty(text, fc.boolean(), (list, newline) =>
          oracle(Buffer.from(list.join("\n") + (newline ? "\n" : ""))),
        ),
        params(),
      );
    },
    TIMEOUT,
  );
});
