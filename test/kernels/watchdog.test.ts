import { describe, expect, it } from "vitest";
import { inWorker } from "../helpers/watchdog.js";

const cases = new URL("./hang-case.ts", import.meta.url);

describe("the kernel watchdog", () => {
  it("passes a kernel's answer back from its worker", async () => {
    expect(await inWorker(cases, "queensCount", [6])).toBe(4);
  });

  it("fails with a message, instead of hanging the suite, when a kernel loops for ever", async () => {
    const started = Date.now();
    await expect(inWorker(cases, "loopForEver", [], 1500)).rejects.toThrow(
      /loopForEver \(hang-case\.ts\) did not return within 1500 ms: a kernel looping for ever/,
    );
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it("passes a worker's error back", async () => {
    await expect(inWorker(cases, "noSuchCase")).rejects.toThrow(/exports no function noSuchCase/);
  });
});
