/**
 * The hint search's node, update and branch counts and its solution order, pinned: they were
 * measured on the TypeScript hint search before it moved to a WebAssembly kernel
 * (src/kernels/assembly/dlx-hints.ts), which must take the same path. Covers a stop at every
 * solution, pauses at 4,096-node ticks, pushed clues and reset (Sudoku). The cases
 * (kernel-cases.ts) run in a worker under the watchdog: a kernel that loops for ever fails here
 * with a message.
 */
import { describe, expect, it } from "vitest";
import { inWorker } from "../helpers/watchdog.js";
import type { RunCounts } from "./kernel-cases.js";

const cases = new URL("./kernel-cases.ts", import.meta.url);

describe("hint search counts", () => {
  it("keeps its counts and solution order on the classic problems, with and without pauses", async () => {
    const got = await inWorker<{ whole: RunCounts; paused: RunCounts }[]>(cases, "hintClassic");
    for (const { whole, paused } of got) expect(paused).toEqual(whole);
    expect(got.map((r) => r.whole)).toEqual([
      { counts: [92, 1019, 12903, 194], hash: 1814029840 },
      { counts: [2680, 41980, 589764, 8616], hash: 592251488 },
      { counts: [300, 2750, 29084, 567], hash: -2034731232 },
    ]);
  });

  it("keeps its counts on random problems (with a pushed choice)", async () => {
    expect(await inWorker(cases, "hintRandom")).toEqual([93, 426, 587, 20, 1439063050]);
  });

  it("keeps its counts on Sudoku (clues pushed, reset between puzzles)", async () => {
    expect(await inWorker(cases, "hintSudoku")).toEqual([
      60, 180712, 2699799, 12160, -458832934, 1174, 24304, 286998, 1518, -51068110,
    ]);
  });
});
