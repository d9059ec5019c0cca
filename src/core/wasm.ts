/**
 * A small WebAssembly assembler: builds a module's bytes from instructions written in TypeScript,
 * so that a hot loop can run as WebAssembly without a compiler toolchain or a binary in the
 * repository. Only what the search kernels use: i32/i64/f64 arithmetic on locals and globals,
 * loads and stores (i32, bytes, f64) to one imported memory, structured control flow, calls
 * between the module's own functions and to functions imported from JavaScript. Cost: linear in
 * the size of the code; compiling the result is the engine's (V8 compiles small modules in well
 * under a millisecond).
 *
 * Why: in WebAssembly a memory access needs no bounds check (the engine reserves guard pages),
 * and loops on a flat memory run at about the speed of C, where the same loop on typed arrays
 * checks every index. The search kernel in src/exact-cover/dlx-kernel.ts measured 0.5-0.7x the
 * time of the same loop in TypeScript; the alphametic one (src/alphametics/weights-kernel.ts)
 * 0.57x on exercism's 199-addend sum (134 µs against 233 µs, 6,551 nodes).
 */

/** One or more instruction bytes, possibly nested (flattened when the module is built). */
export type Code = number | readonly Code[];

function flatten(code: Code, out: number[]): number[] {
  if (typeof code === "number") out.push(code);
  else for (const c of code) flatten(c, out);
  return out;
}

/** Unsigned LEB128. */
function uleb(n: number): number[] {
  const out: number[] = [];
  do {
    let b = n & 0x7f;
    n = Math.floor(n / 128);
    if (n > 0) b |= 0x80;
    out.push(b);
  } while (n > 0);
  return out;
}

/** Signed LEB128 of a 32-bit value. */
function sleb(n: number): number[] {
  const out: number[] = [];
  n |= 0;
  for (;;) {
    const b = n & 0x7f;
    n >>= 7;
    if ((n === 0 && (b & 0x40) === 0) || (n === -1 && (b & 0x40) !== 0)) {
      out.push(b);
      return out;
    }
    out.push(b | 0x80);
  }
}

/** Value types. */
export const i32 = 0x7f;
export const i64 = 0x7e;
export const f64 = 0x7c;
export type ValueType = typeof i32 | typeof i64 | typeof f64;

/** Instructions (the ones the kernels use). Loads and stores take a byte offset. */
export const op = {
  get: (i: number): Code => [0x20, uleb(i)],
  set: (i: number): Code => [0x21, uleb(i)],
  tee: (i: number): Code => [0x22, uleb(i)],
  gget: (i: number): Code => [0x23, uleb(i)],
  gset: (i: number): Code => [0x24, uleb(i)],
  load: (offset = 0): Code => [0x28, 2, uleb(offset)],
  store: (offset = 0): Code => [0x36, 2, uleb(offset)],
  load8u: (offset = 0): Code => [0x2d, 0, uleb(offset)],
  store8: (offset = 0): Code => [0x3a, 0, uleb(offset)],
  f64load: (offset = 0): Code => [0x2b, 3, uleb(offset)],
  f64store: (offset = 0): Code => [0x39, 3, uleb(offset)],
  const: (n: number): Code => [0x41, sleb(n)],
  i64const: (n: number): Code => {
    if (!Number.isInteger(n) || Math.abs(n) > 63)
      throw new RangeError("i64const: small constants only");
    return [0x42, sleb(n)];
  },
  f64const: (n: number): Code => [0x44, [...new Uint8Array(new Float64Array([n]).buffer)]],
  call: (f: number): Code => [0x10, uleb(f)],
  br: (depth: number): Code => [0x0c, uleb(depth)],
  brIf: (depth: number): Code => [0x0d, uleb(depth)],
  /** `block`, `loop` and `if` without a result; close each with `end`. */
  block: [0x02, 0x40] as Code,
  loop: [0x03, 0x40] as Code,
  if: [0x04, 0x40] as Code,
  else: 0x05,
  end: 0x0b,
  return: 0x0f,
  drop: 0x1a,
  select: 0x1b,
  eqz: 0x45,
  eq: 0x46,
  ne: 0x47,
  ltS: 0x48,
  ltU: 0x49,
  gtS: 0x4a,
  leS: 0x4c,
  geS: 0x4e,
  add: 0x6a,
  sub: 0x6b,
  mul: 0x6c,
  divS: 0x6d,
  and: 0x71,
  or: 0x72,
  shl: 0x74,
  shrS: 0x75,
  i64add: 0x7c,
  i32wrapI64: 0xa7,
  i64extendU: 0xad,
  f64eq: 0x61,
  f64lt: 0x63,
  f64gt: 0x64,
  f64le: 0x65,
  f64ge: 0x66,
  f64neg: 0x9a,
  f64floor: 0x9c,
  f64add: 0xa0,
  f64mul: 0xa2,
  f64div: 0xa3,
  i32truncF64S: 0xaa,
  f64convertS: 0xb7,
  f64convertU: 0xb8,
  f64convertI64S: 0xb9,
} as const;

/**
 * `local[i] = v`.
 *
 * @example
 * ```ts
 * setOf(0, [op.get(1), op.const(1), op.add]); // local 0 = local 1 + 1
 * ```
 */
export function setOf(i: number, v: Code): Code {
  return [v, op.set(i)];
}

/**
 * `while (!exit) body` as block/loop: `exit` leaves an i32 on the stack, the loop ends when it
 * is not 0 (inside `body`, depth 0 is the loop's head and depth 1 its end).
 *
 * @example
 * ```ts
 * loop([op.get(0), op.eqz], setOf(0, [op.get(0), op.const(1), op.sub])); // count local 0 down to 0
 * ```
 */
export function loop(exit: Code, body: Code): Code {
  return [op.block, op.loop, exit, op.brIf(1), body, op.br(0), op.end, op.end];
}

/** A function of the module. */
export interface WasmFunction {
  params: readonly ValueType[];
  results: readonly ValueType[];
  /** Locals after the parameters, by type. */
  locals: readonly ValueType[];
  code: Code;
  /** Exported under this name. */
  export?: string;
}

/** A global of the module (imported ones come first in the index space). */
export interface WasmGlobal {
  type: ValueType;
  mutable: boolean;
  /** Imported from `env` under this name (then it has no initial value), or defined here. */
  import?: string;
  export?: string;
}

/** A function imported from `env` (imported functions come first in the index space). */
export interface WasmImport {
  name: string;
  params: readonly ValueType[];
  results: readonly ValueType[];
}

/** What a module holds: one memory imported as `env.memory`, globals, functions. */
export interface WasmModuleSpec {
  /** Functions imported from `env`: indices 0 to imports.length - 1, then the module's own. */
  imports?: readonly WasmImport[];
  globals: readonly WasmGlobal[];
  functions: readonly WasmFunction[];
}

function vec(items: readonly number[][]): number[] {
  return [...uleb(items.length), ...items.flat()];
}

function name(s: string): number[] {
  const bytes = [...new TextEncoder().encode(s)];
  return [...uleb(bytes.length), ...bytes];
}

function section(id: number, body: number[]): number[] {
  return [id, ...uleb(body.length), ...body];
}

function zero(type: ValueType): number[] {
  return type === i32 ? [0x41, 0] : type === i64 ? [0x42, 0] : flatten(op.f64const(0), []);
}

/**
 * The bytes of a module: memory `env.memory` imported, then the globals (imported ones from
 * `env`, the others starting at zero) and the functions, indexed in the order given.
 *
 * @example
 * ```ts
 * const bytes = assemble({ globals: [], functions: [
 *   { params: [i32, i32], results: [i32], locals: [], code: [op.get(0), op.get(1), op.add], export: "add" },
 * ] });
 * const memory = new WebAssembly.Memory({ initial: 1 });
 * const { add } = new WebAssembly.Instance(new WebAssembly.Module(bytes), { env: { memory } }).exports;
 * ```
 */
export function assemble(spec: WasmModuleSpec): Uint8Array<ArrayBuffer> {
  const types: number[][] = [];
  const typeIndex = new Map<string, number>();
  const typeOf = (f: { params: readonly ValueType[]; results: readonly ValueType[] }) => {
    const t = [0x60, ...vec(f.params.map((p) => [p])), ...vec(f.results.map((r) => [r]))];
    const key = t.join(",");
    let index = typeIndex.get(key);
    if (index === undefined) {
      index = types.length;
      types.push(t);
      typeIndex.set(key, index);
    }
    return index;
  };
  const imports: number[][] = [[...name("env"), ...name("memory"), 0x02, 0x00, 0x01]];
  for (const f of spec.imports ?? [])
    imports.push([...name("env"), ...name(f.name), 0x00, ...uleb(typeOf(f))]);
  const funcTypes = spec.functions.map(typeOf);
  const firstOwn = spec.imports?.length ?? 0;
  const defined: number[][] = [];
  let seenDefined = false;
  for (const g of spec.globals) {
    if (g.import !== undefined) {
      if (seenDefined) throw new Error("assemble: imported globals must come first");
      imports.push([...name("env"), ...name(g.import), 0x03, g.type, g.mutable ? 1 : 0]);
    } else {
      seenDefined = true;
      defined.push([g.type, g.mutable ? 1 : 0, ...zero(g.type), 0x0b]);
    }
  }
  const exports: number[][] = [];
  spec.globals.forEach((g, i) => {
    if (g.export !== undefined) exports.push([...name(g.export), 0x03, ...uleb(i)]);
  });
  spec.functions.forEach((f, i) => {
    if (f.export !== undefined) exports.push([...name(f.export), 0x00, ...uleb(firstOwn + i)]);
  });
  const bodies = spec.functions.map((f) => {
    const locals = f.locals.map((t) => [1, t]);
    const body = [...vec(locals), ...flatten(f.code, []), 0x0b];
    return [...uleb(body.length), ...body];
  });
  return new Uint8Array([
    0x00,
    0x61,
    0x73,
    0x6d,
    1,
    0,
    0,
    0,
    ...section(1, vec(types)),
    ...section(2, vec(imports)),
    ...section(3, vec(funcTypes.map((t) => uleb(t)))),
    ...(defined.length > 0 ? section(6, vec(defined)) : []),
    ...section(7, vec(exports)),
    ...section(10, vec(bodies)),
  ]);
}

/**
 * The results of a search kernel's `run`: at a solution (the caller visits it and calls again),
 * the search done, or a pause for the caller to check its signal and report progress (the
 * Dancing Links kernels; the alphametic one calls JavaScript at solutions and pauses instead,
 * and returns DONE or its own STOPPED).
 */
export const FOUND = 0;
export const DONE = 1;
export const TICK = 2;

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

/** The platform's WebAssembly, or a clear error where there is none (`node --jitless`). */
function platform(): WasmPlatform {
  const api = (globalThis as unknown as { WebAssembly?: WasmPlatform }).WebAssembly;
  if (api === undefined) {
    throw new Error(
      "this JavaScript runtime has no WebAssembly (node --jitless?): permuta's exact cover engine needs it",
    );
  }
  return api;
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

/**
 * Compiles a module's bytes (synchronously: the kernels are small).
 *
 * @example
 * ```ts
 * const compiled = wasmCompile(assemble({ globals: [], functions: [] }));
 * ```
 */
export function wasmCompile(bytes: Uint8Array<ArrayBuffer>): WasmCompiled {
  return new (platform().Module)(bytes);
}

/**
 * An instance of a compiled module on `memory` (imported as `env.memory`), with the other
 * imports of `env`; returns its exports.
 *
 * @example
 * ```ts
 * const exports = wasmInstance(compiled, wasmMemory(1024), { offset: 64 });
 * ```
 */
export function wasmInstance(
  module: WasmCompiled,
  memory: WasmMemory,
  env: Record<string, number | ((...args: number[]) => unknown)>,
): object {
  return new (platform().Instance)(module, { env: { memory, ...env } }).exports;
}
