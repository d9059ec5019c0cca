import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { unitJobId } from "../../src/parallel/queue.js";
import { orderedStream } from "../../src/parallel/stream.js";
import type { WorkUnit } from "../../src/parallel/unit.js";

describe("ordered unit streams", () => {
  it("deliver results in push order whatever order units finish in, with at most `window` outstanding", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.nat(5), { maxLength: 30 }),
        fc.integer({ min: 1, max: 6 }),
        async (delays, window) => {
          const delivered: number[] = [];
          let running = 0;
          let most = 0;
          const stream = orderedStream(
            async (unit) => {
              running++;
              most = Math.max(most, running);
              await new Promise((resolve) => setTimeout(resolve, unit.payload as number));
              running--;
              return unit.payload;
            },
            (_, index) => {
              delivered.push(index);
            },
            window,
            async () => {},
          );
          for (const delay of delays) await stream.push({ engine: "test", payload: delay });
          await stream.finish();
          expect(delivered).toEqual(delays.map((_, i) => i));
          expect(most).toBeLessThanOrEqual(window);
        },
      ),
      { numRuns: 30 },
    );
  });

  it("hands a unit's error to the caller when its turn comes", async () => {
    const stream = orderedStream(
      async (unit: WorkUnit) => {
        if (unit.payload === 1) throw new Error("boom");
        return unit.payload;
      },
      () => {},
      8,
      async () => {},
    );
    await stream.push({ engine: "test", payload: 0 });
    await stream.push({ engine: "test", payload: 1 });
    await expect(stream.finish()).rejects.toThrow("boom");
  });
});

describe("job ids", () => {
  it("depend on the unit's content and index only", () => {
    const unit = { engine: "queens", payload: { n: 8, columns: [0, 2] } };
    expect(unitJobId(unit, 3)).toBe(unitJobId(structuredClone(unit), 3));
    expect(unitJobId(unit, 3)).not.toBe(unitJobId(unit, 4));
    expect(unitJobId(unit, 3)).not.toBe(
      unitJobId({ ...unit, payload: { ...unit.payload, n: 9 } }, 3),
    );
    expect(unitJobId(unit, 0)).toMatch(/^u-[0-9a-f]{32}-0$/);
  });
});
