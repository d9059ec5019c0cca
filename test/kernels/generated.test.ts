/**
 * The generated files equal what their generators make now: the WebAssembly kernels (npm run
 * kernels: src/kernels/assembly/*.ts compiled by the pinned AssemblyScript into
 * src/kernels/*.bytes.ts) and the unrolled permutation loops (tools/gen-permutation-cores.ts).
 * A source changed without `npm run kernels`, a hand edit of a generated file, or a compiler
 * that no longer gives the same bytes fails here (CI runs this test). Also: each kernel module
 * is under 4 KB (browsers compile larger ones only asynchronously), compiles, and imports only
 * what its TypeScript front gives it.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { dlxWasm } from "../../src/kernels/dlx.bytes.js";
import { dlxHintsWasm } from "../../src/kernels/dlx-hints.bytes.js";
import { wasmBytes } from "../../src/kernels/runtime.js";
import { weightsWasm } from "../../src/kernels/weights.bytes.js";
import { KERNELS, kernelFiles, MAX_KERNEL_BYTES } from "../../tools/gen-kernels.js";
import { permutationCoreFiles } from "../../tools/gen-permutation-cores.js";

const root = new URL("../../", import.meta.url);
const committed = (path: string) => readFileSync(new URL(path, root), "utf8");

/** The WebAssembly object, typed for the few calls made here. */
const wasm = (
  globalThis as unknown as {
    WebAssembly: {
      Module: {
        new (bytes: Uint8Array): object;
        imports(m: object): { module: string; name: string; kind: string }[];
        exports(m: object): { name: string; kind: string }[];
      };
    };
  }
).WebAssembly;

describe("generated files", () => {
  it("the kernel modules are exactly what npm run kernels compiles from src/kernels/assembly", async () => {
    const files = await kernelFiles();
    expect(files.map((f) => f.path)).toEqual(KERNELS.map((k) => `src/kernels/${k.name}.bytes.ts`));
    for (const file of files) expect(committed(file.path), file.path).toBe(file.text);
  }, 120_000);

  it("the permutation cores are exactly what tools/gen-permutation-cores.ts writes", () => {
    for (const file of permutationCoreFiles())
      expect(committed(file.path), file.path).toBe(file.text);
  });

  it("each kernel is under 4 KB, compiles, and imports only what its front provides", () => {
    const expected: [string, string, string[], string[]][] = [
      [
        "dlx",
        dlxWasm,
        ["range", "links", "choice", "profile", "state"],
        ["cover", "uncover", "coverOthers", "uncoverOthers", "run"],
      ],
      [
        "dlx-hints",
        dlxHintsWasm,
        [
          "range",
          "links",
          "choice",
          "profile",
          "state",
          "hints",
          "hintBase",
          "regLo",
          "regHi",
          "primaryEnd",
        ],
        ["push", "pop", "run"],
      ],
      ["weights", weightsWasm, ["found", "tick"], ["run"]],
    ];
    for (const [name, base64, imports, exports] of expected) {
      const bytes = wasmBytes(base64);
      expect(bytes.length, name).toBeLessThan(MAX_KERNEL_BYTES);
      const module = new wasm.Module(bytes);
      const imported = wasm.Module.imports(module);
      expect(
        imported.filter((i) => i.kind === "memory").map((i) => `${i.module}.${i.name}`),
      ).toEqual(["env.memory"]);
      expect(
        imported
          .filter((i) => i.kind !== "memory")
          .map((i) => i.name)
          .sort(),
        name,
      ).toEqual([...imports].sort());
      expect(
        wasm.Module.exports(module)
          .map((e) => e.name)
          .sort(),
        name,
      ).toEqual([...exports].sort());
    }
  });
});
