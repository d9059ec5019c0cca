/**
 * The Dancing Links engine's WebAssembly strategies (see strategies.ts): DLX1's plain search
 * (src/kernels/assembly/dlx.ts) and the hint choice (dlx-hints.ts), both on the engine's one
 * memory. A kernel keeps its loop state in memory (layout.ts: ST_*, SF_*): `runKernel` copies
 * the engine's loop state there, runs the kernel until it returns at a solution, at the end or
 * before every 4,096th node (so that the signal, progress and pauses are seen), and copies the
 * state back.
 */
import type { WasmMemory } from "../kernels/runtime.js";
import {
  type DlxHintKernel,
  type DlxKernel,
  type DlxOffsets,
  dlxHintKernel,
  dlxKernel,
} from "./dlx-kernel.js";
import * as layout from "./layout.js";
import type { LinksPlan } from "./links-build.js";
import type { EngineArrays, LoopState } from "./loop-state.js";
import type { SearchCall, SearchStrategy } from "./strategies.js";

const DONE = layout.DONE;
const FOUND = layout.FOUND;
const S = layout.S;
const SF_BRANCHES = layout.SF_BRANCHES;
const SF_NODES = layout.SF_NODES;
const SF_UPDATES = layout.SF_UPDATES;
const ST_BASE = layout.ST_BASE;
const ST_CLOCK = layout.ST_CLOCK;
const ST_ENOUGH = layout.ST_ENOUGH;
const ST_FOUND = layout.ST_FOUND;
const ST_LEVEL = layout.ST_LEVEL;
const ST_PROFILE = layout.ST_PROFILE;
const ST_PUSHED = layout.ST_PUSHED;
const ST_RESUME = layout.ST_RESUME;
const ST_SP = layout.ST_SP;
const STATE_F64_AT = layout.STATE_F64_AT;
const TICK_MASK = layout.TICK_MASK;

/** The kernel's state in memory: int32 and float64 views. */
interface KernelState {
  ints: Int32Array;
  f64s: Float64Array;
}

function kernelState(memory: WasmMemory, plan: LinksPlan): KernelState {
  return {
    ints: new Int32Array(memory.buffer, plan.state, STATE_F64_AT / 4),
    f64s: new Float64Array(memory.buffer, plan.state + STATE_F64_AT, 3),
  };
}

/** Runs a kernel's search (`run`) from the loop state, as the file comment describes. */
function runKernel(
  { ints, f64s }: KernelState,
  state: LoopState,
  max: number,
  call: SearchCall,
  profile: boolean,
  run: (max: number, tickOk: number) => number,
): number {
  ints[ST_LEVEL] = state.level;
  ints[ST_BASE] = state.base;
  ints[ST_RESUME] = state.resume ? 1 : 0;
  ints[ST_ENOUGH] = call.enough;
  ints[ST_PROFILE] = profile ? 1 : 0;
  ints[ST_CLOCK] = state.nodes % (TICK_MASK + 1);
  f64s[SF_NODES] = state.nodes;
  f64s[SF_UPDATES] = state.updates;
  f64s[SF_BRANCHES] = state.branches;
  let found = 0;
  let tickOk = 0;
  let status: number;
  for (;;) {
    status = run(Math.min(max - found, 0x7fffffff), tickOk);
    found += ints[ST_FOUND];
    tickOk = 0;
    if (status === DONE || (status === FOUND && found >= max)) break;
    // the next node is a multiple of 4,096 (or a solution short of a huge max: go on)
    if (status !== FOUND && call.tick(f64s[SF_NODES] + 1)) break;
    tickOk = status === FOUND ? 0 : 1;
  }
  state.level = ints[ST_LEVEL];
  state.nodes = f64s[SF_NODES];
  state.updates = f64s[SF_UPDATES];
  state.branches = f64s[SF_BRANCHES];
  state.resume = ints[ST_RESUME] === 1;
  state.finished = status === DONE;
  return found;
}

/** DLX1's plain search (MRV) and its covers, in the kernel (made on first use). */
export function plainStrategy(
  memory: WasmMemory,
  plan: LinksPlan,
  arrays: EngineArrays,
): SearchStrategy {
  const st = kernelState(memory, plan);
  let instance: DlxKernel | undefined;
  const kernel = () => {
    instance ??= dlxKernel(memory, plan as DlxOffsets);
    return instance;
  };
  return {
    push(head, x) {
      const k = kernel();
      return k.cover(head) + k.coverOthers(x);
    },
    pop(x) {
      const k = kernel();
      k.uncoverOthers(x);
      k.uncover(arrays.mem[x]);
    },
    swap(old, x) {
      const k = kernel();
      k.uncoverOthers(old);
      return k.coverOthers(x);
    },
    search: (state, max, call) =>
      runKernel(st, state, max, call, arrays.profile !== undefined, kernel().run),
    reset: () => false,
  };
}

/**
 * The hint choice (`choice: "hints"`) in its kernel: the same covers as the plain search, which
 * also push the items they leave with at most one option on a stack in the memory. The stack,
 * its height, and per level + 1 (index 0 for the levels above the first): the height right
 * after the branching item's own cover (`hintBase`), the hints of the nearest branching cover at
 * or above the level (`regLo`..`regHi`, read and never popped below it: its other options need
 * them), and for pushed levels the height before the push (`hintPush`). A reset copies the
 * links as built back (faster than undoing the levels for many short searches: a 9x9 Sudoku's
 * clues, 9.5 against 15 us).
 */
export function hintStrategy(
  memory: WasmMemory,
  plan: LinksPlan,
  arrays: EngineArrays,
): SearchStrategy {
  const st = kernelState(memory, plan);
  const levels = plan.levels;
  const perLevel = (k: number) =>
    new Int32Array(memory.buffer, plan.hintLevels + 4 * k * (levels + 1), levels + 1);
  const hintBase = perLevel(0);
  const regLo = perLevel(1);
  const regHi = perLevel(2);
  const hintPush = perLevel(3);
  const pristine = [arrays.mem.slice(), arrays.links.slice()];
  let sp = 0;
  let instance: DlxHintKernel | undefined;
  const kernel = () => {
    instance ??= dlxHintKernel(memory, {
      ...(plan as DlxOffsets),
      hints: plan.hints,
      hintBase: plan.hintLevels,
      regLo: plan.hintLevels + 4 * (levels + 1),
      regHi: plan.hintLevels + 8 * (levels + 1),
      primaryEnd: S * (plan.primaryCount + 1),
    });
    return instance;
  };
  const refuse = (): never => {
    throw new Error("swap: not for multiplicities or the hint choice");
  };
  return {
    push(head, x, level) {
      // the pushed covers' hints stay on the stack for the search below; the next level sees
      // the whole stack (no branching region above it)
      hintPush[level + 1] = sp;
      st.ints[ST_SP] = sp;
      kernel().push(head, x);
      sp = st.ints[ST_SP];
      hintBase[level + 1] = 0;
      regLo[level + 1] = 0;
      regHi[level + 1] = 0;
      return st.ints[ST_PUSHED];
    },
    pop(x, level) {
      kernel().pop(x);
      sp = hintPush[level + 1];
    },
    swap: refuse,
    search(state, max, call) {
      st.ints[ST_SP] = sp;
      const found = runKernel(st, state, max, call, arrays.profile !== undefined, kernel().run);
      sp = st.ints[ST_SP];
      return found;
    },
    reset(level) {
      sp = 0;
      if (level === 0) return false;
      arrays.mem.set(pristine[0]);
      arrays.links.set(pristine[1]);
      return true;
    },
  };
}
