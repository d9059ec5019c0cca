/**
 * The weighted method's WebAssembly kernel (src/kernels/assembly/weights.ts) through its callers:
 * nested searches, stops, reuse. The cases (weights-cases.ts) run in a worker under the
 * watchdog, so that a kernel looping for ever fails here with a message.
 */
import { describe, expect, it } from "vitest";
import { inWorker } from "../helpers/watchdog.js";

const cases = new URL("./weights-cases.ts", import.meta.url);

describe("the weighted method's WebAssembly kernel", () => {
  it("runs a search inside another's visitor (each on its own memory)", async () => {
    const got = await inWorker<{
      seen: string[];
      innerOk: boolean;
      nodes: number[];
      again: number;
    }>(cases, "nested");
    expect(got.innerOk).toBe(true);
    expect(got.seen).toHaveLength(4);
    expect(got.nodes[1]).toBe(got.nodes[0]);
    expect(got.again).toBe(4);
  });

  it("stops mid-search on a signal, a node budget or the visitor, and is reusable after", async () => {
    expect(await inWorker(cases, "stops")).toEqual({
      cancelled: expect.stringMatching(/cancelled/),
      visits: 3,
      budget: [false, true],
      limited: 7,
      rethrown: true,
      // AB + CD + EF + GH = IJ in base 12: 3,456 solutions, 13,071 nodes
      again: [3456, 13071],
    });
  });

  it("gives the same solutions and nodes on a long sum, with a small and a large puzzle between", async () => {
    const got = await inWorker<{ same: boolean; solutions: number; nodes: number[] }>(
      cases,
      "longSumTwice",
    );
    expect(got.same).toBe(true);
    expect(got.solutions).toBe(1);
    expect(got.nodes[1]).toBe(got.nodes[0]);
  });
});
