/**
 * What the library needs of the platform's WebAssembly to run its kernels (compiled from
 * src/kernels/assembly/ by `npm run kernels` into the generated *.bytes.ts modules): a memory,
 * a module compiled from base64 bytes (once per process, synchronously: each kernel is under
 * 4 KB), and an instance on a memory with the kernel's imports. Where the runtime has no
 * WebAssembly (`node --jitless`), `hasWebAssembly()` says so and the others throw one clear
 * error instead of a TypeError. Cost: compiling a kernel is the engine's (well under a
 * millisecond); an instance per engine or memory.
 */

/** A WebAssembly memory (the part of the platform's type the kernels use). */
export interface WasmMemory {
  readonly buffer: ArrayBuffer;
}

/** A compiled module (opaque). */
export interface WasmCompiled {
  readonly __compiled: unique symbol;
}

/*
 * The platform's WebAssembly object, typed here: the project's TypeScript libraries (ES2022,
 * Node's types) do not declare it, and the DOM's declarations would clash in the playground.
 */
interface WasmPlatform {
  Memory: new (descriptor: { initial: number }) => WasmMemory;
  Module: new (bytes: Uint8Array<ArrayBuffer>) => WasmCompiled;
  Instance: new (module: WasmCompiled, imports: object) => { exports: object };
}

function api(): WasmPlatform | undefined {
  return (globalThis as unknown as { WebAssembly?: WasmPlatform }).WebAssembly;
}

/**
 * True when this JavaScript runtime has WebAssembly (false under `node --jitless`), so that a
 * caller can take a JavaScript path or refuse with a message instead.
 *
 * @example
 * ```ts
 * if (!hasWebAssembly()) console.error("permuta: error: this runtime has no WebAssembly");
 * ```
 */
export function hasWebAssembly(): boolean {
  return api() !== undefined;
}

/** The platform's WebAssembly, or a clear error where there is none (`node --jitless`). */
function platform(): WasmPlatform {
  const wasm = api();
  if (wasm === undefined) {
    throw new Error(
      "this JavaScript runtime has no WebAssembly (node --jitless?): permuta's search kernels need it",
    );
  }
  return wasm;
}

/**
 * A zeroed memory of at least `bytes` bytes (whole 64 KiB pages).
 *
 * @example
 * ```ts
 * const heap = new Int32Array(wasmMemory(1024).buffer); // 16,384 int32s: one page
 * ```
 */
export function wasmMemory(bytes: number): WasmMemory {
  return new (platform().Memory)({ initial: Math.max(1, Math.ceil(bytes / 65536)) });
}

/** The bytes of a module written in base64 (as the generated *.bytes.ts modules hold them). */
export function wasmBytes(base64: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/**
 * Compiles a module from its base64 bytes (synchronously: the kernels are small).
 *
 * @example
 * ```ts
 * import { dlxWasm } from "./dlx.bytes.js";
 * const compiled = wasmCompile(dlxWasm);
 * ```
 */
export function wasmCompile(base64: string): WasmCompiled {
  const { Module } = platform();
  return new Module(wasmBytes(base64));
}

/**
 * An instance of a compiled module on `memory` (imported as `env.memory`), with the other
 * imports of `env` (the byte offsets of the arrays, the functions it calls); returns its exports.
 *
 * @example
 * ```ts
 * const exports = wasmInstance(compiled, wasmMemory(1024), { state: 64 });
 * ```
 */
export function wasmInstance(
  module: WasmCompiled,
  memory: WasmMemory,
  env: Record<string, number | ((...args: number[]) => unknown)>,
): object {
  return new (platform().Instance)(module, { env: { memory, ...env } }).exports;
}
