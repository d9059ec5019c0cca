import { describe, expect, it } from "vitest";
import { createCopyPicker } from "../../src/permutations/specialise.js";

describe("createCopyPicker", () => {
  it("gives each visitor its own copy while copies last, then the shared last copy", () => {
    const pick = createCopyPicker(["A", "B", "C"]);
    const f = () => 1;
    const g = () => 2;
    const h = () => 3;
    expect(pick(f)).toBe("A");
    expect(pick(g)).toBe("B");
    expect(pick(f)).toBe("A");
    expect(pick(h)).toBe("C");
    expect(pick(() => 4)).toBe("C");
  });

  it("groups fresh closures of one function literal by source text", () => {
    const pick = createCopyPicker(["A", "B", "C"]);
    const make = (k: number) => (x: number) => x + k;
    expect(pick(make(1))).toBe("A");
    expect(pick(make(2))).toBe("A");
    expect(pick(Math.max)).toBe("C");
  });
});
