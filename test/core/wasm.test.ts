import { describe, expect, it, vi } from "vitest";
import {
  assemble,
  f64,
  i32,
  loop,
  op,
  setOf,
  type WasmFunction,
  wasmCompile,
  wasmInstance,
  wasmMemory,
} from "../../src/core/wasm.js";
import { dlxKernelBytes } from "../../src/exact-cover/dlx-kernel.js";

const c = op.const;

function instance(functions: WasmFunction[], env: Record<string, number> = {}) {
  const memory = wasmMemory(1024);
  const exports = wasmInstance(wasmCompile(assemble({ globals: [], functions })), memory, env);
  return { exports: exports as Record<string, (...args: number[]) => number>, memory };
}

describe("the WebAssembly assembler", () => {
  it("encodes constants at every LEB128 boundary (checked by running them)", () => {
    const values = [
      0,
      1,
      -1,
      63,
      64,
      -64,
      -65,
      127,
      128,
      8191,
      8192,
      -8192,
      -8193,
      2 ** 20,
      -(2 ** 20),
      2 ** 31 - 1,
      -(2 ** 31),
      0x7fffffff,
      123456789,
      -987654321,
    ];
    const { exports } = instance(
      values.map((v, k) => ({
        params: [],
        results: [i32],
        locals: [],
        code: c(v),
        export: `k${k}`,
      })),
    );
    values.forEach((v, k) => {
      expect(exports[`k${k}`]()).toBe(v);
    });
  });

  it("runs arithmetic, a loop with a conditional exit, and calls between its functions", () => {
    // sum(n) = 1 + ... + n by a loop; twice(n) calls sum
    const sum: WasmFunction = {
      params: [i32],
      results: [i32],
      locals: [i32],
      code: [
        op.block,
        op.loop,
        [op.get(0), op.eqz, op.brIf(1)],
        [op.get(1), op.get(0), op.add, op.set(1)],
        [op.get(0), c(1), op.sub, op.set(0)],
        op.br(0),
        op.end,
        op.end,
        op.get(1),
      ],
      export: "sum",
    };
    const twice: WasmFunction = {
      params: [i32],
      results: [i32],
      locals: [],
      code: [op.get(0), op.call(0), c(2), op.mul],
      export: "twice",
    };
    const { exports } = instance([sum, twice]);
    for (const n of [0, 1, 2, 10, 1000]) {
      expect(exports.sum(n)).toBe((n * (n + 1)) / 2);
      expect(exports.twice(n)).toBe(n * (n + 1));
    }
  });

  it("loads and stores int32 and float64 at byte offsets, seen by typed arrays on the memory", () => {
    const { exports, memory } = instance([
      {
        params: [i32, i32],
        results: [],
        locals: [],
        // mem[a + 8] = v; f64 at a + 16 = 0.5 + 0.25
        code: [
          [op.get(0), op.get(1), op.store(8)],
          [op.get(0), op.f64const(0.5), op.f64const(0.25), op.f64add, op.f64store(16)],
        ],
        export: "put",
      },
      { params: [i32], results: [i32], locals: [], code: [op.get(0), op.load(8)], export: "get" },
    ]);
    exports.put(64, -12345);
    const ints = new Int32Array(memory.buffer);
    expect(ints[(64 + 8) / 4]).toBe(-12345);
    expect(new Float64Array(memory.buffer)[(64 + 16) / 8]).toBe(0.75);
    ints[100] = 777;
    expect(exports.get(400 - 8)).toBe(777);
  });

  it("imports immutable globals from env and exports its own", () => {
    const memory = wasmMemory(1);
    const bytes = assemble({
      globals: [
        { type: i32, mutable: false, import: "offset" },
        { type: f64, mutable: true, export: "total" },
      ],
      functions: [
        {
          params: [i32],
          results: [i32],
          locals: [],
          code: [op.get(0), op.gget(0), op.add],
          export: "shift",
        },
      ],
    });
    const exports = wasmInstance(wasmCompile(bytes), memory, { offset: 40 }) as {
      shift(n: number): number;
      total: { value: number };
    };
    expect(exports.shift(2)).toBe(42);
    expect(exports.total.value).toBe(0);
  });

  it("builds a while loop and local assignments with its helpers (loop, setOf)", () => {
    // triangle(n) = n + (n - 1) + ... + 1, counting local 0 down to 0
    const { exports } = instance([
      {
        params: [i32],
        results: [i32],
        locals: [i32],
        code: [
          loop(
            [op.get(0), op.eqz],
            [setOf(1, [op.get(1), op.get(0), op.add]), setOf(0, [op.get(0), c(1), op.sub])],
          ),
          op.get(1),
        ],
        export: "triangle",
      },
    ]);
    expect([0, 1, 4, 100].map((n) => exports.triangle(n))).toEqual([0, 1, 10, 5050]);
  });

  it("calls functions imported from JavaScript, whose exceptions pass through its frames", () => {
    // sum(n) = report(n) + sum(n - 1), sum(0) = 0: recursion through an import at each level
    const seen: number[] = [];
    const bytes = assemble({
      imports: [{ name: "report", params: [f64], results: [i32] }],
      globals: [],
      functions: [
        {
          params: [i32],
          results: [i32],
          locals: [],
          code: [
            [op.get(0), op.eqz, op.if, c(0), op.return, op.end],
            [op.get(0), op.f64convertS, op.call(0)],
            [op.get(0), c(1), op.sub, op.call(1), op.add],
          ],
          export: "sum",
        },
      ],
    });
    const report = (x: number) => {
      if (x === 99) throw new RangeError("ninety-nine");
      seen.push(x);
      return x * 10;
    };
    const { sum } = wasmInstance(wasmCompile(bytes), wasmMemory(1024), { report }) as {
      sum: (n: number) => number;
    };
    expect(sum(4)).toBe(100);
    expect(seen).toEqual([4, 3, 2, 1]);
    expect(() => sum(120)).toThrow("ninety-nine");
    expect(seen.slice(4)).toEqual([
      120, 119, 118, 117, 116, 115, 114, 113, 112, 111, 110, 109, 108, 107, 106, 105, 104, 103, 102,
      101, 100,
    ]);
    expect(sum(3)).toBe(60);
  });

  it("refuses an imported global after a defined one, and large i64 constants", () => {
    expect(() =>
      assemble({
        globals: [
          { type: i32, mutable: true },
          { type: i32, mutable: false, import: "late" },
        ],
        functions: [],
      }),
    ).toThrow(/imported globals must come first/);
    expect(() => op.i64const(1 << 20)).toThrow(RangeError);
  });

  it("keeps the Dancing Links kernel under 4 KB (browsers compile synchronously only up to 4 KB)", () => {
    const bytes = dlxKernelBytes();
    expect(bytes.length).toBeLessThan(4096);
    expect(() => wasmCompile(bytes)).not.toThrow();
  });
});

describe("a runtime without WebAssembly", () => {
  it("gets a clear error, not a TypeError", () => {
    vi.stubGlobal("WebAssembly", undefined);
    try {
      expect(() => wasmMemory(1)).toThrow(/no WebAssembly/);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(() => wasmMemory(1)).not.toThrow();
  });
});
