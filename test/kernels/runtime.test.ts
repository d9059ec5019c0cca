import { describe, expect, it, vi } from "vitest";
import { hasWebAssembly, wasmBytes, wasmMemory } from "../../src/kernels/runtime.js";

describe("the kernels' runtime", () => {
  it("decodes base64 bytes (every byte value)", () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    expect([...wasmBytes(Buffer.from(all).toString("base64"))]).toEqual([...all]);
    expect(wasmBytes("").length).toBe(0);
  });

  it("makes zeroed memories of whole 64 KiB pages", () => {
    expect(wasmMemory(1).buffer.byteLength).toBe(65536);
    expect(wasmMemory(65537).buffer.byteLength).toBe(131072);
    expect(new Int32Array(wasmMemory(100).buffer).every((v) => v === 0)).toBe(true);
  });

  it("without WebAssembly: says so, and gives a clear error, not a TypeError", () => {
    expect(hasWebAssembly()).toBe(true);
    vi.stubGlobal("WebAssembly", undefined);
    try {
      expect(hasWebAssembly()).toBe(false);
      expect(() => wasmMemory(1)).toThrow(/no WebAssembly/);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(() => wasmMemory(1)).not.toThrow();
  });
});
