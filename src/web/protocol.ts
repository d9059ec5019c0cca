/**
 * Messages between the pages and the solver worker (worker.ts). Plain data only.
 */
import type { SearchTrace } from "../search/trace.js";
import type { CellDigit, ChainLink, LogicStep } from "../sudoku/logic/board.js";
import type { VariantSudoku } from "../sudoku/variants/types.js";

/** One statement's execution count (the search language's profile). */
export interface ProfileRow {
  line: number;
  statement: string;
  count: number;
}

/** What a page asks the worker to do. */
export type WorkerRequest =
  | { type: "search"; text: string; profile: boolean; interpret: boolean; limit?: number }
  | { type: "code"; text: string }
  /** The search tree's steps (the interpreter's trace), up to `maxSteps`. */
  | { type: "search-tree"; text: string; maxSteps: number }
  /** `variant`: a variant puzzle (its givens are `grid`'s), solved by the variant engine. */
  | { type: "sudoku-solve"; grid: string; variant?: VariantSudoku }
  /** The whole logical path of a puzzle (`sudoku explain`), every step as data. */
  | { type: "sudoku-explain"; grid: string; variant?: VariantSudoku }
  | { type: "queens"; n: number; keep: number }
  /** How long counting n queens would take here (Knuth's estimate, timed against n = 13). */
  | { type: "queens-estimate"; n: number }
  | { type: "alphametic"; puzzle: string; base: number; leadingZeros: boolean; first: boolean }
  /** Reasoning before searching (`alphametic --explain`, with `--trace` when `trials`). */
  | {
      type: "alphametic-explain";
      puzzle: string;
      base: number;
      leadingZeros: boolean;
      trials: boolean;
    }
  /**
   * Exact cover in Knuth's format: every solution, the count, or the search step by step (`limit`
   * steps from step `from`, 1 by default; the worker keeps the replay of the last problem, with
   * its checkpoints, so a later window costs a re-run from the nearest checkpoint only).
   */
  | {
      type: "cover";
      text: string;
      mode: "solve" | "count" | "trace";
      limit: number;
      from?: number;
    }
  /** New puzzles with one solution (`alphametic generate`): English words, or number words. */
  | {
      type: "alphametic-generate";
      lang: string;
      doublyTrue: boolean;
      addends: number;
      count: number;
      seed: string;
    }
  /** Every method on the puzzle (`alphametic --compare`), each within `maxNodes`. */
  | {
      type: "alphametic-compare";
      puzzle: string;
      base: number;
      leadingZeros: boolean;
      maxNodes: number;
    }
  | {
      type: "sudoku-generate";
      size: number;
      symmetry: string;
      difficulty?: string;
      /** Technique families: the puzzle is solved by these and needs the hardest. */
      techniques?: string[];
      seed?: string;
    };

/** A cell and a digit, a link end and a link of a Sudoku step: the library's own types. */
export type { CellDigit, ChainLink, LinkEnd } from "../sudoku/logic/board.js";

/**
 * One step of an explained Sudoku path, as `sudoku explain --json` gives it (a guess too, with
 * technique "guess"): the cells of the pattern, the digits placed, the candidates eliminated.
 */
export interface ExplainedStep {
  technique: string;
  cells: number[];
  placements: CellDigit[];
  eliminations: CellDigit[];
  explanation: string;
  /** Hidden singles: the kind of house. */
  house?: LogicStep["house"];
  /** Chains, wings and colouring: the links of the reasoning, drawn over the board. */
  links?: ChainLink[];
}

/** A Sudoku rating as the CLI's `sudoku rate` gives it. */
export interface RatingInfo {
  level: string;
  score: number;
  hardest: string;
}

/** What the worker answers: partial output while running, then "done" or "error". */
export type WorkerReply =
  | { type: "lines"; lines: string[] }
  | {
      type: "progress";
      nodes: number /** Share of the work done, 0..1, when known. */;
      fraction?: number;
    }
  | {
      type: "done";
      complete: boolean;
      nodes: number;
      solutions: number;
      profile?: ProfileRow[];
      text?: string;
      /** Alphametics: why there is no program (the lowering's message). */
      note?: string;
      /** Sudoku: the puzzle (generate) and its rating. */
      puzzle?: string;
      rating?: RatingInfo;
      /** Queens estimate: seconds on this machine and the tree's estimated nodes. */
      estimate?: { seconds: number; nodes: number };
      /** Alphametic explanation: the deductions, the domains left, the assignments left. */
      explanation?: {
        deductions: { fact: string; because: string }[];
        domains: Record<string, number[]>;
        assignments: string;
        contradiction?: string;
      };
      /** The search tree's steps (search-tree). */
      tree?: SearchTrace;
      /** Sudoku explain: every step, and the last line (solved, stuck or a contradiction). */
      explained?: { steps: ExplainedStep[]; end: string; solved: boolean };
      /** Exact cover: the solutions (each its options' texts), or the search's steps. */
      covers?: string[][];
      trace?: {
        steps: {
          kind: string;
          depth: number;
          item: string;
          option: string;
          choices: number;
          chosen: string[];
          /** The same as indices: the options chosen, the item and the option of the step. */
          chosenIndex: number[];
          itemIndex: number;
          optionIndex: number;
          /** The item branched on at each open level (for the links). */
          branches: number[];
          nodes: number;
          solutions: number;
          /** Nodes removed from their columns so far (Knuth's updates). */
          updates: number;
        }[];
        complete: boolean;
        /** The number of the first step given. */
        from: number;
        /** The number of steps of the whole search, once the replay has reached its end. */
        total?: number;
      };
      /** Generated alphametics: each puzzle, its solution (letter=digit) and difficulty. */
      generated?: { puzzle: string; solution: string; difficulty: string }[];
      /** Alphametic comparison: each method's nodes, time and solutions. */
      methods?: {
        method: string;
        nodes: number;
        ms: number;
        solutions: number;
        complete: boolean;
      }[];
    }
  | { type: "error"; message: string; line?: number; column?: number };
