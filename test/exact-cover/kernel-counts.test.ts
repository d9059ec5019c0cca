/**
 * The plain Dancing Links kernel (src/kernels/assembly/dlx.ts, Knuth's DLX1): solutions (OEIS
 * A000170 for queens, A014552 x 2 for Langford pairs, 2 x 4 symmetries for pentominoes on 3x20),
 * and node, update and branch counts and the solution order pinned from the hand-assembled kernel
 * it replaced (whose counts bench/cover.bench.ts checks against Knuth's C DLX1). Whole searches
 * and searches paused every 5,000 nodes agree. Run in a worker under the watchdog.
 */
import { describe, expect, it } from "vitest";
import { inWorker } from "../helpers/watchdog.js";
import type { RunCounts } from "./kernel-cases.js";

const cases = new URL("./kernel-cases.ts", import.meta.url);

describe("the plain Dancing Links kernel", () => {
  it("keeps DLX1's counts and solution order on queens, Langford pairs and pentominoes", async () => {
    const got = await inWorker<{ whole: RunCounts; paused: RunCounts }[]>(cases, "plainClassic");
    for (const { whole, paused } of got) expect(paused).toEqual(whole);
    expect(got.map((r) => r.whole)).toEqual([
      { counts: [92, 1049, 13059, 209], hash: 134927796 },
      { counts: [2680, 45393, 616860, 9528], hash: 1646092888 },
      { counts: [300, 2789, 29176, 589], hash: 1989821634 },
      { counts: [8, 32978, 10789120, 6687], hash: 1499468490 },
    ]);
  });
});
